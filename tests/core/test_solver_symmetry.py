"""The solver sees suits only as trump or not: renaming two suits that play the same part
changes nothing.

In a trump contract two side suits are interchangeable; without trumps (no-trumps, misère,
raspasy) any two suits are. Swapping them in every hand and in the trick on the table keeps the
value of the position and, card for card, the value of each playable card.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core.game.cards import DECK, Card, Suit
from rulings.core.solver.engine import Goal, Position, Solver
from tests.helpers.profiles import examples

pytestmark = pytest.mark.usefixtures("each_solver_engine")

PLAYERS = ("Anna", "Boris", "Vera")


def _legal(hand: frozenset[Card], trick: tuple, trump: Suit | None) -> list[Card]:
    """Follow suit, else trump, else any card (the Sochi and Leningrad rules, «Правила взяток»)."""
    if trick:
        led = trick[0][1].suit
        follow = [c for c in hand if c.suit == led]
        if follow:
            return sorted(follow)
        trumps = [c for c in hand if trump is not None and c.suit == trump]
        if trumps:
            return sorted(trumps)
    return sorted(hand)


@st.composite
def positions(draw, *, trumps: bool) -> Position:
    """A random ending: ``cards_each`` cards a hand, up to two of the trick already played."""
    rnd = random.Random(draw(st.integers(0, 2**32 - 1)))  # noqa: S311 - reproducible deals
    cards_each = draw(st.integers(1, 6))
    trump = Suit(draw(st.integers(0, 3))) if trumps else None
    goal = draw(st.sampled_from(list(Goal)))
    deck = list(DECK)
    rnd.shuffle(deck)
    hands = [frozenset(deck[i * cards_each : (i + 1) * cards_each]) for i in range(3)]
    seat = draw(st.integers(0, 2))
    trick: tuple[tuple[str, Card], ...] = ()
    for _ in range(draw(st.integers(0, 2))):
        card = rnd.choice(_legal(hands[seat], trick, trump))
        hands[seat] -= {card}
        trick += ((PLAYERS[seat], card),)
        seat = (seat + 1) % 3
    before = 10 - cards_each
    first = draw(st.integers(0, before))
    second = draw(st.integers(0, before - first))
    return Position(
        players=PLAYERS,
        hands={PLAYERS[i]: hands[i] for i in range(3)},
        to_play=PLAYERS[seat],
        counted=draw(st.sampled_from(PLAYERS)),
        goal=goal,
        trump=trump,
        trick=trick,
        taken=dict(zip(PLAYERS, (first, second, before - first - second), strict=True)),
    )


def swapped(position: Position, a: Suit, b: Suit) -> tuple[Position, dict[Card, Card]]:
    """The position with suits ``a`` and ``b`` exchanged, and the card-to-card map."""
    suit = {a: b, b: a}
    image = {card: Card(card.rank, suit.get(card.suit, card.suit)) for card in DECK}
    return (
        Position(
            players=position.players,
            hands={p: frozenset(image[c] for c in h) for p, h in position.hands.items()},
            to_play=position.to_play,
            counted=position.counted,
            goal=position.goal,
            trump=position.trump,
            trick=tuple((p, image[c]) for p, c in position.trick),
            taken=position.taken,
        ),
        image,
    )


def assert_same_values(position: Position, a: Suit, b: Suit) -> None:
    other, image = swapped(position, a, b)
    solver, other_solver = Solver(position), Solver(other)
    assert other_solver.solve() == solver.solve()
    values = solver.card_values()
    assert other_solver.card_values() == {image[card]: v for card, v in values.items()}


two_suits = st.lists(st.sampled_from(list(Suit)), min_size=2, max_size=2, unique=True)


@settings(max_examples=examples(200))
@given(position=positions(trumps=True), data=st.data())
def test_swapping_two_side_suits_keeps_the_value(position, data):
    side = [s for s in Suit if s != position.trump]
    a, b = data.draw(st.lists(st.sampled_from(side), min_size=2, max_size=2, unique=True))
    assert_same_values(position, a, b)


@settings(max_examples=examples(200))
@given(position=positions(trumps=False), suits=two_suits)
def test_without_trumps_swapping_any_two_suits_keeps_the_value(position, suits):
    assert_same_values(position, *suits)


def test_the_swap_is_not_vacuous():
    """Swapping the trump with a side suit can change the value: the property has teeth."""
    hands = {"Anna": "AS", "Boris": "7C", "Vera": "8C"}
    position = Position(PLAYERS, hands, to_play="Boris", counted="Anna", trump=Suit.CLUBS)
    other, _image = swapped(position, Suit.CLUBS, Suit.SPADES)
    assert Solver(position).solve() != Solver(other).solve()
