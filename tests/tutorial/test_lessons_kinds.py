"""Properties of the graders against the rules core (issue 11: graders are property-tested)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core import (
    DECK,
    PRESETS,
    Auction,
    Card,
    Goal,
    Position,
    Solver,
    Suit,
    legal_cards,
    parse_call,
    russian_ladder,
    trick_winner,
)
from tutorial.lessons import counting
from tutorial.lessons.kinds.choose_call import ChooseCall
from tutorial.lessons.kinds.choose_card import GOALS, ChooseCard
from tutorial.lessons.kinds.classify_hand import ClassifyHand
from tutorial.lessons.kinds.common import EAST, SEATS, SOUTH, WEST
from tutorial.lessons.kinds.count_tricks import CountTricks
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.kinds.trick_winner import TrickWinner
from tutorial.lessons.model import AnswerError, Text

SOCHI = PRESETS["sochi"]
NO_TEXT = Text("?", "?")
RUSSIAN = [key for key, c in PRESETS.items() if c.variant.value == "russian"]
trumps = st.sampled_from([None, *Suit])
shuffled = st.permutations(DECK)


@given(shuffled, trumps, st.sampled_from(SEATS))
def test_trick_winner_accepts_exactly_the_cores_winner(deck, trump, leader):
    start = SEATS.index(leader)
    order = SEATS[start:] + SEATS[:start]
    trick = tuple(zip(order, deck[:3], strict=True))
    winner = trick_winner(trick, trump, trick[0][1].suit)[0]
    exercise = TrickWinner(NO_TEXT, trick, trump, winner)
    for seat in SEATS:
        assert exercise.judge(seat, SOCHI).correct == (seat == winner)


@given(shuffled, trumps, st.integers(0, 2), st.sampled_from(GOALS))
def test_choose_card_accepts_only_legal_cards_and_legal_exactly_them(deck, trump, shown, goal):
    table = ((WEST, deck[0]), (EAST, deck[1]))[2 - shown :] if shown else ()
    if goal != "legal" and not table:
        goal = "legal"
    hand = frozenset(deck[2:12])
    exercise = ChooseCard(NO_TEXT, hand, table, trump, goal, "")
    legal = legal_cards(hand, table[0][1].suit if table else None, trump)
    accepted = {card for card in hand if exercise.judge(card.en, SOCHI).correct}
    assert accepted <= legal
    if goal == "legal":
        assert accepted == legal
    if goal == "cheapest_win":
        assert len(accepted) <= 1
    for card in hand - legal:
        verdict = exercise.judge(card.ru, SOCHI)
        assert not verdict.correct and "нельзя" in verdict.reason.ru


def call_texts(convention):
    return ["pass", "here", *(c.en for c in russian_ladder(convention))]


@st.composite
def auctions(draw):
    """A Russian preset and a legal auction prefix that stands at South's call."""
    key = draw(st.sampled_from(RUSSIAN))
    convention = PRESETS[key]
    first = draw(st.sampled_from(SEATS))
    start = SEATS.index(first)
    auction = Auction(convention, SEATS[start:] + SEATS[:start])
    calls = []
    while auction.to_call != SOUTH:
        legal = auction.legal_calls()
        call = draw(st.sampled_from(sorted(legal, key=lambda c: c.en)))
        auction = auction.after(auction.to_call, call)
        calls.append(call.en)
        if auction.is_over:
            return None
    return key, first, tuple(calls)


targets = st.sampled_from([None, "6S", "6H", "7S", "7D", "8NT", "misere", "9H", "10NT"])


@settings(max_examples=150)
@given(auctions(), targets)
def test_choose_call_offers_and_accepts_by_the_cores_auction(found, target):
    if found is None:
        return
    key, first, calls = found
    convention = PRESETS[key]
    exercise = ChooseCall(NO_TEXT, first, calls, target, "pass", written_for=key)
    auction = exercise.auction(convention)
    legal = auction.legal_calls()
    assert exercise.view(convention)["choices"] == [call.en for call in legal]
    right = exercise.right(convention)
    assert right in legal
    accepted = []
    for text in call_texts(convention):
        verdict = exercise.judge(text, convention)
        if verdict.correct:
            accepted.append(text)
        illegal = auction.illegality(parse_call(text, convention)) is not None
        assert illegal == ("illegal" in verdict.details)
        assert not (illegal and verdict.correct)
    assert accepted == [right.en]


@st.composite
def safe_hands(draw, size=5):
    """A hand whose every suit is safe on misère, and the rest of a layout."""
    cards = []
    for suit in Suit:
        length = draw(st.integers(0, 3))
        low = 7
        for n in range(length):
            rank = draw(st.integers(low, min(7 + 2 * n, 14)))
            cards.append(Card.from_index(suit * 8 + rank - 7))
            low = rank + 1
            if low > 14:
                break
    return frozenset(cards[:size])


@settings(max_examples=60)
@given(shuffled, st.integers(3, 5))
def test_sure_tricks_are_taken_against_any_defence(deck, size):
    hands = {seat: frozenset(deck[i * size : (i + 1) * size]) for i, seat in enumerate(SEATS)}
    position = Position(SEATS, hands, SOUTH, SOUTH, Goal.MAX, None)
    assert Solver(position).solve() >= counting.sure_tricks(hands[SOUTH])


@settings(max_examples=60)
@given(safe_hands(), st.randoms(use_true_random=False))
def test_a_safe_hand_takes_no_trick_on_misere_when_not_on_lead(south, rng):
    rest = [card for card in DECK if card not in south]
    rng.shuffle(rest)
    size = len(south)
    if size == 0:
        return
    hands = {SOUTH: south, WEST: frozenset(rest[:size]), EAST: frozenset(rest[size : 2 * size])}
    assert not counting.unsafe_suits(south)
    position = Position(SEATS, hands, WEST, SOUTH, Goal.MIN, None)
    assert Solver(position).solve() == 0


@given(shuffled)
def test_classify_hand_accepts_exactly_the_counted_class(deck):
    hand = frozenset(deck[:10])
    exercise = ClassifyHand(NO_TEXT, hand, "pass")
    accepted = [c for c in counting.CLASSES if exercise.judge(c, SOCHI).correct]
    assert accepted == [counting.classify(hand)]
    tricks = counting.sure_tricks(hand)
    assert (accepted == [counting.GAME]) == (tricks >= counting.GAME_TRICKS)


@given(shuffled)
def test_count_tricks_of_a_hand_accepts_exactly_the_sure_tricks(deck):
    hand = frozenset(deck[:10])
    exercise = CountTricks(NO_TEXT, hand, 0)
    accepted = [n for n in range(11) if exercise.judge(n, SOCHI).correct]
    assert accepted == [counting.sure_tricks(hand)]


@settings(max_examples=30)
@given(shuffled, trumps, st.sampled_from(SEATS))
def test_count_tricks_of_a_layout_accepts_exactly_the_solvers_count(deck, trump, leader):
    layout = {seat: frozenset(deck[i * 4 : i * 4 + 4]) for i, seat in enumerate(SEATS)}
    exercise = CountTricks(NO_TEXT, layout[SOUTH], 0, layout, trump, leader, SOUTH)
    solved = Solver(Position(SEATS, layout, leader, SOUTH, Goal.MAX, trump)).solve()
    assert [n for n in range(5) if exercise.judge(n, SOCHI).correct] == [solved]


@given(
    st.lists(st.sampled_from("abcdefg"), min_size=2, max_size=6, unique=True),
    st.data(),
    st.sampled_from(sorted(PRESETS)),
)
def test_multiple_choice_accepts_exactly_the_computed_choice(ids, data, key):
    computed = data.draw(st.sampled_from(ids))
    exercise = MultipleChoice(
        NO_TEXT,
        tuple((i, Text(i, i)) for i in ids),
        ids[0],
        NO_TEXT,
        compute=lambda convention: computed,
    )
    assert [i for i in ids if exercise.judge(i, PRESETS[key]).correct] == [computed]
    for stranger in ("z", 1, None, ["a"]):
        with pytest.raises(AnswerError):
            exercise.judge(stranger, PRESETS[key])


def test_a_legal_card_on_the_table_is_laid_not_led():
    """South following to a trick «кладёт» a card; «ходить» is for the lead."""
    from rulings.core import PRESETS, Suit
    from tutorial.lessons.kinds.choose_card import ChooseCard
    from tutorial.lessons.kinds.common import hand as cards
    from tutorial.lessons.kinds.trick_winner import parse_trick
    from tutorial.lessons.model import Text as T

    following = ChooseCard(
        T("Какую карту положить?", "Which card?"),
        cards("AH 7H 8S"),
        parse_trick("W:KH E:9H"),
        Suit.SPADES,
        "legal",
        "7H",
    )
    judged = following.judge("7H", PRESETS["sochi"])
    assert "так класть можно" in judged.reason.ru
    assert "Так класть нельзя" in following.judge("8S", PRESETS["sochi"]).reason.ru
