"""Penalty cards followed until they are played (Lesnoy's code 3.9.14; the classic text's card
with no time limit, option ``exposed_card_until_called``): ``positions.penalty_line`` steps the
play under the rule, the solver finishing the deal once the cards are gone."""

from rulings.core.game.cards import Suit, parse_card, parse_cards
from rulings.core.penalties.adjudicator import adjudicate
from rulings.core.penalties.positions import PenaltyCards, penalty_line
from rulings.core.solver.engine import Goal, Position, Solver

SEATS = ("Anna", "Boris", "Vera")


def ending(hands, to_play, trump=None):
    cards = {p: frozenset(parse_cards(h)) for p, h in hands.items()}
    pos = Position(SEATS, cards, to_play, "Anna", Goal.MAX, trump, (), dict.fromkeys(SEATS, 0))
    return pos, Solver(pos)


def anna_declares(player):
    return player == "Anna"


# Anna declares (spades trumps) and is on lead; Boris showed his ♣7 out of turn.
#   Anna:  ♠10 9  ♥A 10      Boris: ♠7  ♣7  ♥J 7      Vera: ♣10  ♦K J 8
LATER_CHANCE = {"Anna": "10S 9S AH 10H", "Boris": "7S 7C JH 7H", "Vera": "10C KD JD 8D"}


def test_a_penalty_card_is_followed_past_the_trick_of_the_offence():
    """3.9.14 «Нарушитель обязан сыграть открытой картой при первой возможности, если только
    противник не запрещает этого». Without the card Anna takes 3 (her ♥10 loses to ♥J). Trick
    1 (♠9, ♠7, ♣10) gives the ♣7 no chance; at trick 2 (♠10) Boris, out of spades, could
    throw it: Anna forbids it, so he throws a heart and her ♥A 10 both make: 4 tricks. A model
    that followed the card only through the trick of the offence would give 3."""
    pos, solver = ending(LATER_CHANCE, "Anna", Suit.SPADES)
    rules = PenaltyCards("Boris", frozenset({parse_card("7C")}))

    line, total = penalty_line(solver, pos, rules, anna_declares)

    assert solver.solve(pos) == 3
    assert total == 4
    assert line[3:5] == [("Anna", parse_card("10S")), ("Boris", parse_card("7H"))]
    assert line[-1] == ("Boris", parse_card("7C"))  # his last card: the penalty card at last


def test_a_card_with_no_time_limit_is_not_forbidden_only_called():
    """The classic card «до востребования» (option ``exposed_card_until_called``, or a first
    chance already missed): the opponent may call it when he likes, nothing is forbidden, so on
    the ♠10 Boris throws the ♣7 himself and keeps ♥J 7: Anna takes 3."""
    pos, solver = ending(LATER_CHANCE, "Anna", Suit.SPADES)
    rules = PenaltyCards("Boris", frozenset({parse_card("7C")}), until_called=True)

    line, total = penalty_line(solver, pos, rules, anna_declares)

    assert total == 3
    assert line[-1] == ("Boris", parse_card("7C"))
    assert len(line) == 5  # trick 2's second card: the penalty card is gone


# Anna declares in no trumps and showed ♠8 and ♠A out of turn; Boris is on lead.
#   Anna:  ♠A 8  ♥8      Boris: ♠J  ♦8  ♥K      Vera: ♣Q 8  ♥9
TWO_CARDS = {"Anna": "8S AS 8H", "Boris": "JS 8D KH", "Vera": "8C QC 9H"}


def test_several_penalty_cards_the_opponents_pick_the_order():
    """3.9.14 «Последовательность игры открытыми картами, если их больше одной, выбирает
    противник нарушителя». Boris leads ♦8: Anna has no diamond, both cards could go, and the
    whisters pick the ♠A; then ♠J draws her ♠8 and ♥K beats ♥8: Anna takes 0. Had they named
    the order ♠8 first, the ♠A would take the ♠J: 1."""
    pos, solver = ending(TWO_CARDS, "Boris")
    cards = frozenset(parse_cards("8S AS"))

    _line, chosen = penalty_line(solver, pos, PenaltyCards("Anna", cards), anna_declares)
    eight_first = PenaltyCards("Anna", cards, order=tuple(parse_cards("8S AS")))
    _line, ordered = penalty_line(solver, pos, eight_first, anna_declares)

    assert solver.solve(pos) == 1
    assert (chosen, ordered) == (0, 1)


# A deal where Anna (6♠) plays A♦ out of turn at trick 7 (Vera's lead). Left in the hands:
#   Anna: ♦A Q  ♥A Q     Boris: ♠K  ♦9  ♥J 7     Vera: ♦K  ♥10 9 8
DEAL = {
    "players": list(SEATS),
    "dealer": "Vera",
    "hands": {
        "Anna": "QD 7S AH 8D JD 7C QH AC JC AD",
        "Boris": "9C 9S JH QS 9D JS 7D 10C 7H KS",
        "Vera": "8H KC QC 10H 8S 10S KD 10D AS 9H",
    },
    "talon": "KH 8C",
    "auction": [["Anna", "6S"], ["Boris", "pass"], ["Vera", "pass"]],
    "discard": "KH 8C",
    "contract": "6S",
    "whisting": [["Boris", "whist"], ["Vera", "whist"]],
    "play": [
        ["Anna", "7S"], ["Boris", "9S"], ["Vera", "8S"],
        ["Boris", "JS"], ["Vera", "10S"], ["Anna", "7C"],
        ["Boris", "QS"], ["Vera", "AS"], ["Anna", "JC"],
        ["Vera", "QC"], ["Anna", "AC"], ["Boris", "9C"],
        ["Anna", "8D"], ["Boris", "7D"], ["Vera", "10D"],
        ["Vera", "KC"], ["Anna", "JD"], ["Boris", "10C"],
        ["Anna", "AD"],
    ],
    "tricks": {"Anna": 6, "Boris": 2, "Vera": 2},
}  # fmt: skip


def values(until_called):
    deal = {**DEAL, "convention": {"preset": "sochi", "options": {
        "exposed_card_until_called": until_called}}}  # fmt: skip
    item = adjudicate(deal).items[0]
    return item.rule, {c.key: c.value for c in item.choices}


def test_the_card_values_each_reading_of_the_penalty_card():
    """3.9.14.2, the declarer's card: Anna has taken 1. Accepted as her lead, the A♦ wins, so do
    A♥ and Q♥, and Boris trumps her last Q♦: 4. As a penalty card (Lesnoy's code) Vera leads
    K♦ and the whisters forbid the A♦: Anna's Q♦ falls, her Q♥ wins, she must lead the A♦
    (on her own lead it cannot be forbidden) and Boris trumps it, her A♥ makes the last: 3.
    With no time limit (the classic text) nothing forbids the A♦, it takes the K♦: 4."""
    assert values(False) == ("out_of_turn_declarer", {"accept": 4, "penalty_card": 3})
    assert values(True) == ("out_of_turn_declarer", {"accept": 4, "penalty_card": 4})
