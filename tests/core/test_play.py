"""Trick play: legal cards, trick winners, leads, raspasy with the talon, irregularities.

The Sochi and Leningrad rules («Правила взяток»): «На ход игрок обязан класть карту масти хода. Если
карт масти хода нет, игрок обязан класть козырь. Если нет козыря, можно класть любую карту. Взятку
берет игрок, которому принадлежит старшая карта в данной взятке, учитывая козырей.» Lesnoy
3.9.1–3.9.4 (Lesnoy's code) say the same; 3.9.3 is the rule a renonce breaks, 3.9.14 covers cards
out of turn.
"""

import pytest

from rulings.core.conventions.convention import Convention, RaspasyTalon
from rulings.core.errors import PlayError
from rulings.core.game.cards import Card, Suit, parse_card, parse_cards
from rulings.core.game.contracts import MISERE, RASPASY, SANS, Contract, Strain, parse_contract
from rulings.core.game.deal import Deal
from rulings.core.rules.play import (
    RULE_OUT_OF_TURN,
    RULE_RENONCE,
    IrregularityType,
    PlayState,
    first_leader,
    legal_cards,
    playing_hands,
    talon_leads,
    trick_winner,
)

SOCHI = Convention.preset("sochi")
KUROCHKA = Convention.preset("kurochka")
BALKAN = Convention.preset("balkan")

# Players clockwise A, B, C; C deals, so A is the first hand.
#   A: ♠ A K Q J 10   ♣ A K     ♦ 8 7      ♥ 7
#   B: ♠ 9 8          ♣ Q J 10  ♦ A K Q    ♥ A K
#   C: ♠ 7            ♣ 9 8 7   ♦ J 10 9   ♥ Q J 10
#   talon: ♥ 9 8
HANDS = {
    "A": parse_cards("AS KS QS JS 10S AC KC 7D 8D 7H"),
    "B": parse_cards("9S 8S QC JC 10C AD KD QD AH KH"),
    "C": parse_cards("7S 9C 8C 7C JD 10D 9D QH JH 10H"),
}
TALON = parse_cards("9H 8H")
DEAL = Deal.create(("A", "B", "C"), "C", HANDS, TALON)

# The same cards with four players: D deals and sits out; the talon is A♥ 8♥, B holds 9♥.
HANDS_4 = {**HANDS, "B": parse_cards("9S 8S QC JC 10C AD KD QD 9H KH")}
DEAL_4 = Deal.create(("A", "B", "C", "D"), "D", HANDS_4, parse_cards("AH 8H"))


def c(token: str) -> Card:
    return parse_card(token)


def cards(text: str) -> frozenset[Card]:
    return frozenset(parse_cards(text))


def play(state: PlayState, *moves: str) -> PlayState:
    """Moves as "A:AS" strings."""
    for move in moves:
        player, token = move.split(":")
        state = state.after(player, c(token))
    return state


def hearts_by_b(convention: Convention = SOCHI) -> PlayState:
    """B plays 6♥, takes the talon 9♥ 8♥ and discards it again."""
    return PlayState.start(DEAL, parse_contract("6♥"), "B", convention, discard=TALON)


# --- the Sochi and Leningrad rules: follow suit, trump, any card ---


def test_sochi_leningrad_rules_must_follow_suit():
    """The Sochi and Leningrad rules: «На ход игрок обязан класть карту масти хода»."""
    state = hearts_by_b()
    assert state.to_play == "A"
    assert state.legal_cards() == frozenset(HANDS["A"])  # on lead, any card
    state = play(state, "A:AS")
    assert state.led_suit is Suit.SPADES
    assert state.to_play == "B"
    assert state.legal_cards() == cards("9S 8S")
    state = play(state, "B:9S")
    assert state.legal_cards() == cards("7S")


def test_sochi_leningrad_rules_void_must_trump():
    """The Sochi and Leningrad rules: «Если карт масти хода нет, игрок обязан класть козырь»."""
    state = play(hearts_by_b(), "A:AS", "B:9S", "C:7S")
    assert state.tricks[0].winner == "A"
    state = play(state, "A:KS", "B:8S")
    assert state.to_play == "C"
    assert state.legal_cards() == cards("QH JH 10H")  # C has no spade left: trumps only
    state = play(state, "C:10H")
    assert state.tricks[1].winner == "C"  # «учитывая козырей»: the small trump takes the king
    assert state.to_play == "C"  # the winner leads
    assert state.irregularities == ()


def test_sochi_leningrad_rules_void_in_suit_and_trumps_any_card():
    """The Sochi and Leningrad rules: «Если нет козыря, можно класть любую карту»."""
    state = play(
        hearts_by_b(),
        "A:7H", "B:AH", "C:10H",  # A's only heart
        "B:AD", "C:JD", "A:7D",
        "B:KD", "C:10D", "A:8D",
        "B:QD", "C:9D",
    )  # fmt: skip
    assert [t.winner for t in state.tricks] == ["B", "B", "B"]
    assert state.to_play == "A"
    assert state.legal_cards() == cards("AS KS QS JS 10S AC KC")


def test_sochi_leningrad_rules_no_trumps_void_any_card():
    state = PlayState.start(DEAL, parse_contract("6БК"), "A", SOCHI, discard=TALON)
    state = play(state, "A:AS", "B:9S", "C:7S", "A:KS", "B:8S")
    assert state.trump is None
    assert state.legal_cards() == frozenset(HANDS["C"]) - {c("7S")}
    state = play(state, "C:JD")
    assert state.tricks[-1].winner == "A"  # an off-suit card never wins


def test_sochi_leningrad_rules_misere_has_no_trumps():
    """The Sochi and Leningrad rules: «Мизер играется без козырей, все остальные правила взяток…
    сохраняются»."""
    state = PlayState.start(DEAL, MISERE, "A", SOCHI, discard=TALON)
    assert state.trump is None
    state = play(state, "A:AS", "B:9S", "C:7S", "A:KS", "B:8S")
    assert state.legal_cards() == frozenset(HANDS["C"]) - {c("7S")}  # no duty to trump


def test_legal_cards_function():
    hand = cards("AS 7S KH 9D")
    assert legal_cards(hand, None, Suit.HEARTS) == hand
    assert legal_cards(hand, Suit.SPADES, Suit.HEARTS) == cards("AS 7S")
    assert legal_cards(hand, Suit.CLUBS, Suit.HEARTS) == cards("KH")
    assert legal_cards(hand, Suit.CLUBS, Suit.CLUBS) == hand  # no clubs at all: any card
    assert legal_cards(hand, Suit.CLUBS, None) == hand


def test_trick_winner_function():
    """Lesnoy's code 3.9.4: the highest card of the suit led, or the highest trump."""
    trick = (("A", c("10S")), ("B", c("AS")), ("C", c("7H")))
    assert trick_winner(trick, Suit.HEARTS, Suit.SPADES) == ("C", c("7H"))
    assert trick_winner(trick, None, Suit.SPADES) == ("B", c("AS"))
    assert trick_winner(trick, Suit.CLUBS, Suit.SPADES) == ("B", c("AS"))
    overruff = (("A", c("AD")), ("B", c("7C")), ("C", c("8C")))
    assert trick_winner(overruff, Suit.CLUBS, Suit.DIAMONDS) == ("C", c("8C"))
    off = (("A", c("9D")), ("B", c("AH")), ("C", c("KS")))
    assert trick_winner(off, None, Suit.DIAMONDS) == ("A", c("9D"))


# --- who leads ---


def test_first_lead_is_the_first_hand_then_the_winner():
    """The classic text: «Право первого открывающего хода принадлежит игроку, который сидит по левую
    руку от сдающего, а в дальнейшем — тому, кто выиграет взятку»; Lesnoy's code 3.9.1."""
    state = PlayState.start(DEAL, parse_contract("7♣"), "C", SOCHI, discard=TALON)
    assert state.to_play == "A"
    state = play(state, "A:KS", "B:9S", "C:7S")
    assert state.to_play == "A"
    state = play(state, "A:7H", "B:AH", "C:10H")
    assert state.tricks[-1].winner == "B"
    assert state.to_play == "B"


def test_misere_first_hand_leads_even_against_another_declarer():
    state = PlayState.start(DEAL, MISERE, "B", SOCHI, discard=TALON)
    assert state.to_play == "A"


def test_lesnoy_balkan_sans_defenders_lead():
    """Lesnoy's Balkan preferans: «Sanac… Ход принадлежит защитникам»: the first hand declaring, the
    second leads."""
    assert first_leader(DEAL, SANS, "A", BALKAN) == "B"
    assert first_leader(DEAL, SANS, "B", BALKAN) == "A"
    assert first_leader(DEAL, SANS, "A", SOCHI) == "A"  # 6БК in the Russian game: first hand
    assert first_leader(DEAL, Contract.game(6, Strain.HEARTS), "A", BALKAN) == "A"


def test_lesnoy_balkan_sans_without_talon_defenders_lead():
    """Lesnoy's Balkan preferans: «Sanac… Ход принадлежит защитникам. Все эти контракты могут быть
    заказаны как игры, т. е. без прикупа»; example 7: «играет Sanac без прикупа»."""
    sans_igra = Contract.game(6, Strain.NO_TRUMP, without_talon=True)
    assert first_leader(DEAL, sans_igra, "A", BALKAN) == "B"


# --- the declarer's hand ---


def test_declarer_takes_the_talon_and_discards_two():
    hands = playing_hands(DEAL, parse_contract("7♠"), "A", (c("7D"), c("8D")))
    assert hands["A"] == frozenset(HANDS["A"]) - cards("7D 8D") | frozenset(TALON)
    assert hands["B"] == frozenset(HANDS["B"])
    assert len(hands["A"]) == 10


def test_without_talon_and_raspasy_keep_the_hands():
    no_talon = Contract.game(9, Strain.SPADES, without_talon=True)
    assert playing_hands(DEAL, no_talon, "A", ()) == dict(DEAL.hands)
    assert playing_hands(DEAL, RASPASY, None, ()) == dict(DEAL.hands)


@pytest.mark.parametrize(
    ("discard", "fragment"),
    [
        ("7D", "has 1 cards"),
        ("7D 8D 7H", "has 3 cards"),
        ("7D AH", "AH is not in A's hand or the talon"),
        ("7D 7D", "same card twice"),
    ],
)
def test_bad_discard(discard, fragment):
    with pytest.raises(PlayError, match=fragment):
        PlayState.start(DEAL, parse_contract("7♠"), "A", SOCHI, discard=parse_cards(discard))


# --- play errors ---


def test_card_not_in_hand_is_an_error():
    with pytest.raises(PlayError, match="A does not hold AH at trick 1"):
        hearts_by_b().after("A", c("AH"))


def test_playing_twice_to_a_trick_is_an_error():
    with pytest.raises(PlayError, match="already played to trick 1"):
        play(hearts_by_b(), "A:AS", "A:KS")


def test_the_dealer_sitting_out_does_not_play():
    state = PlayState.start(DEAL_4, parse_contract("6♠"), "A", SOCHI, discard=(c("7D"), c("8D")))
    with pytest.raises(PlayError, match="«D» does not play this deal"):
        state.after("D", c("AH"))


def test_no_card_after_ten_tricks():
    state = hearts_by_b()
    while not state.is_over:
        state = state.after(state.to_play, min(state.legal_cards()))
    assert len(state.tricks) == 10
    assert sum(state.taken.values()) == 10
    assert state.to_play is None
    assert state.legal_cards() == frozenset()
    with pytest.raises(PlayError, match="all ten tricks"):
        state.after("A", c("AS"))


def test_state_is_immutable():
    start = hearts_by_b()
    play(start, "A:AS", "B:9S", "C:7S")
    assert start.tricks == () and start.current == ()
    assert start.hands["A"] == frozenset(HANDS["A"])


# --- raspasy and the talon ---


def test_sochi_leningrad_rules_raspasy_three_players_talon_sets_the_suit_of_the_first_two_tricks():
    """The Sochi and Leningrad rules «Распасовка»: «последовательно открываются по одной карты
    прикупа. При игре втроем карта прикупа только обозначает масть, а взятка принадлежит тому из
    игроков, кто положил старшую карту»; «Козырей на распасовке нет»."""
    state = PlayState.start(DEAL, RASPASY, None, SOCHI)
    assert talon_leads(DEAL, RASPASY, SOCHI)
    assert state.talon_card == c("9H")
    assert state.led_suit is Suit.HEARTS  # before anyone plays
    assert state.to_play == "A"
    assert state.legal_cards() == cards("7H")
    state = play(state, "A:7H")
    assert state.legal_cards() == cards("AH KH")
    state = play(state, "B:KH", "C:QH")
    first = state.tricks[0]
    assert first.talon_card == c("9H")
    assert first.led_suit is Suit.HEARTS
    assert first.winner == "B"  # the highest card played; the talon card is no one's
    # trick 2: the second talon card; the first hand plays first again, void in hearts: any card
    assert state.talon_card == c("8H")
    assert state.to_play == "A"
    assert state.legal_cards() == frozenset(HANDS["A"]) - {c("7H")}
    state = play(state, "A:10S", "B:AH", "C:JH")
    assert state.tricks[1].winner == "B"
    # after the talon the first hand leads, whoever took the talon tricks (the classic text, «После
    # того как сдающему отходит прикуп, делает ход игрок, сидящий слева от него»)
    assert state.talon_card is None
    assert state.led_suit is None
    assert state.to_play == "A"
    assert state.taken == {"A": 0, "B": 2, "C": 0}


def test_sochi_leningrad_rules_raspasy_four_players_the_talon_card_is_the_dealers():
    """The Sochi and Leningrad rules: «При игре вчетвером, карта прикупа принадлежит четвертому
    игроку. Поэтому если эта карта берет взятку, то это взятка считается сдатчику»."""
    state = PlayState.start(DEAL_4, RASPASY, None, SOCHI)
    assert state.talon_card == c("AH")
    assert state.taken == {"A": 0, "B": 0, "C": 0, "D": 0}
    state = play(state, "A:7H", "B:KH", "C:QH")
    assert state.tricks[0].winner == "D"  # the talon ace takes the trick for the dealer
    state = play(state, "A:10S", "B:9H", "C:JH")  # talon 8♥: C's jack is highest
    assert state.tricks[1].winner == "C"
    assert state.to_play == "A"  # the classic text: then the player left of the dealer leads
    assert state.taken == {"A": 0, "B": 0, "C": 1, "D": 1}


def test_classic_text_four_players_dealer_leads_talon_cards_even_in_the_classic_game():
    """The classic text (four players): the dealer «делает два первых хода при распасовке»."""
    assert talon_leads(DEAL_4, RASPASY, KUROCHKA)
    state = PlayState.start(DEAL_4, RASPASY, None, KUROCHKA)
    assert state.talon_card == c("AH")


def test_classic_text_classic_raspasy_three_players_talon_untouched():
    """The classic text: «При игре в распасовку втроем ходят не с прикупа, его вообще не трогают.
    Первый выход делает игрок, который сидит по левую руку от сдающего»."""
    assert KUROCHKA.raspasy_talon is RaspasyTalon.UNTOUCHED
    assert not talon_leads(DEAL, RASPASY, KUROCHKA)
    state = PlayState.start(DEAL, RASPASY, None, KUROCHKA)
    assert state.talon_card is None
    assert state.led_suit is None
    assert state.to_play == "A"
    assert state.legal_cards() == frozenset(HANDS["A"])
    state = play(state, "A:8D", "B:QD", "C:9D")
    assert state.tricks[0].talon_card is None
    assert state.tricks[0].winner == "B"
    assert state.to_play == "B"  # the winner leads from the first trick on
    assert state.taken == {"A": 0, "B": 1, "C": 0}


def test_talon_only_leads_on_raspasy():
    assert not talon_leads(DEAL, MISERE, SOCHI)
    assert not talon_leads(DEAL_4, parse_contract("6♠"), SOCHI)
    assert hearts_by_b().talon_card is None


# --- irregularities ---


def test_renonce_off_suit_while_holding_the_led_suit():
    """Lesnoy's code 3.9.3 / the Sochi and Leningrad rules: B holds spades but plays a heart on the
    spade lead."""
    state = play(hearts_by_b(), "A:AS", "B:KH")
    assert len(state.irregularities) == 1
    irregular = state.irregularities[0]
    assert irregular.type is IrregularityType.RENONCE
    assert irregular.player == "B"
    assert irregular.trick == 1
    assert irregular.card == c("KH")
    assert irregular.rule == RULE_RENONCE and "3.9.3" in irregular.rule
    assert irregular.led_suit is Suit.SPADES
    assert irregular.void_in_led_suit is False
    # the card is still recorded: the adjudicator rules on it
    state = play(state, "C:7S")
    assert state.tricks[0].winner == "B"
    assert c("KH") not in state.hands["B"]


def test_renonce_not_trumping_while_void_in_the_led_suit():
    """The Sochi and Leningrad rules: «Если карт масти хода нет, игрок обязан класть козырь»: C has
    no spade left and holds hearts (trumps) but discards a club, at trick 2."""
    state = play(hearts_by_b(), "A:AS", "B:9S", "C:7S", "A:KS", "B:8S", "C:9C")
    assert len(state.irregularities) == 1
    irregular = state.irregularities[0]
    assert irregular.type is IrregularityType.RENONCE
    assert irregular.player == "C"
    assert irregular.trick == 2
    assert irregular.card == c("9C")
    assert irregular.led_suit is Suit.SPADES
    assert irregular.void_in_led_suit is True
    assert state.tricks[1].winner == "A"


def test_renonce_on_raspasy_against_the_talon_suit():
    """The classic text: on raspasy «ренонсы не допускаются. На требуемую масть необходимо давать
    карты именно этой масти»; the talon card sets the suit (the Sochi and Leningrad rules)."""
    state = play(PlayState.start(DEAL, RASPASY, None, SOCHI), "A:AS")
    irregular = state.irregularities[0]
    assert irregular.type is IrregularityType.RENONCE
    assert (irregular.player, irregular.trick, irregular.led_suit) == ("A", 1, Suit.HEARTS)


def test_no_renonce_for_legal_discards():
    state = play(hearts_by_b(), "A:7H", "B:AH", "C:10H", "B:AD", "C:JD", "A:7D")
    state = play(state, "B:KD", "C:10D", "A:8D", "B:QD", "C:9D", "A:KC")
    assert state.irregularities == ()


def test_lead_out_of_turn_reports_only_the_offending_card():
    """Lesnoy's code 3.9.14: «Если карта снесена не в очередь…». A should lead; B leads instead; the
    table goes on clockwise from B's card (C, then A) and only B's card is reported."""
    state = play(hearts_by_b(), "B:9S")
    irregular = state.irregularities[0]
    assert irregular.type is IrregularityType.OUT_OF_TURN
    assert irregular.player == "B"
    assert irregular.expected == "A"
    assert irregular.trick == 1
    assert irregular.card == c("9S")
    assert irregular.rule == RULE_OUT_OF_TURN == "Lesnoy's code 3.9.14"
    assert state.to_play == "C"
    assert state.legal_cards() == cards("7S")  # B's card set the suit
    state = play(state, "C:7S", "A:AS")
    assert len(state.irregularities) == 1
    assert state.tricks[0].winner == "A"
    assert state.to_play == "A"


def test_out_of_turn_at_a_later_trick_carries_its_number():
    state = play(hearts_by_b(), "A:AS", "B:9S", "C:7S")  # A wins and should lead trick 2
    state = play(state, "C:JD")
    irregular = state.irregularities[0]
    assert (irregular.type, irregular.player, irregular.trick) == (
        IrregularityType.OUT_OF_TURN,
        "C",
        2,
    )
    assert irregular.expected == "A"
    state = play(state, "A:7D", "B:AD")
    assert len(state.irregularities) == 1
    assert state.tricks[1].winner == "B"


def test_card_out_of_turn_and_renonce_at_once():
    state = play(hearts_by_b(), "A:AS", "C:9C")  # C plays before B, and C holds 7S
    kinds = {i.type for i in state.irregularities}
    assert kinds == {IrregularityType.OUT_OF_TURN, IrregularityType.RENONCE}
    assert all(i.player == "C" and i.trick == 1 for i in state.irregularities)


def test_card_out_of_turn_in_the_middle_of_a_trick_reports_only_the_offender():
    """A leads, C plays before B. Going on clockwise from C's card, A has already played, so B
    plays last; only C's card is out of turn (Lesnoy's code 3.9.14)."""
    state = play(hearts_by_b(), "A:AS", "C:7S")
    assert state.to_play == "B"
    state = play(state, "B:9S")
    assert [(i.type, i.player) for i in state.irregularities] == [
        (IrregularityType.OUT_OF_TURN, "C")
    ]


def test_raspasy_three_players_the_winner_of_the_second_talon_trick_leads_by_option():
    """``raspasy_talon_leader``: the Sochi and Leningrad rules' rule of tricks «ходит игрок, взявший
    последнюю взятку» instead of the first hand (the classic text, said for four)."""
    conv = SOCHI.with_options({"raspasy_talon_leader": "trick_winner"})
    state = PlayState.start(DEAL, RASPASY, None, conv)
    state = play(state, "A:7H", "B:KH", "C:QH")
    assert state.to_play == "A"  # the second talon trick: the first hand plays first
    state = play(state, "A:10S", "B:AH", "C:JH")
    assert state.tricks[1].winner == "B"
    assert state.to_play == "B"
    # with four players the player left of the dealer leads whatever the option (the classic text)
    state = PlayState.start(DEAL_4, RASPASY, None, conv)
    state = play(state, "A:7H", "B:KH", "C:QH", "A:10S", "B:9H", "C:JH")
    assert state.tricks[1].winner == "C"
    assert state.to_play == "A"


def test_talon_suit_nobody_plays():
    """Only after a renonce: nobody plays the talon card's ♥. The first card's suit decides (our
    reading), or the highest card, equal ranks by suit seniority (the Sochi and Leningrad rules
    «старшую карту»)."""
    from rulings.core.conventions.convention import TalonUnfollowed

    trick = (("A", c("9S")), ("B", c("KC")), ("C", c("KD")))
    assert trick_winner(trick, None, Suit.HEARTS) == ("A", c("9S"))
    highest = trick_winner(trick, None, Suit.HEARTS, TalonUnfollowed.HIGHEST_CARD)
    assert highest == ("C", c("KD"))
