"""Two players against one (``penalties.sides``): the search behind a whister's cards shown
early and his claim gives what an exhaustive search of every card gives."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core.game.cards import DECK, Suit
from rulings.core.penalties.sides import SideSearch, distinct_cards
from rulings.core.solver.engine import Goal, Position

SEATS = ("Anna", "Boris", "Vera")


def exhaustive(pos, side, up):
    """Every card of every player, no pruning: the side pushes the counted total up (or down)."""
    if not pos.tricks_left:
        return pos.taken[pos.counted]
    results = [exhaustive(pos.play(c), side, up) for c in pos.legal_cards()]
    ours = pos.to_play in side
    return max(results) if ours == up else min(results)


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from([None, Suit.SPADES, Suit.HEARTS]))
def test_the_side_search_is_exact(rnd: random.Random, trump):
    cards = rnd.sample(list(DECK), 9)
    hands = {p: frozenset(cards[i * 3 : i * 3 + 3]) for i, p in enumerate(SEATS)}
    up = rnd.random() < 0.5
    goal = Goal.MAX if up else Goal.MIN
    pos = Position(SEATS, hands, rnd.choice(SEATS), "Anna", goal, trump, (), {})
    for _ in range(rnd.randrange(4)):  # a trick under way, or one taken: the play so far counts
        pos = pos.play(rnd.choice(pos.legal_cards()))
    ally = rnd.choice(SEATS[1:])

    search = SideSearch(pos, ally, up=up)

    value = search.value(pos)
    assert value == exhaustive(pos, {"Anna", ally}, up)
    end = pos
    for _player, card in search.line(pos):  # the line found keeps the value to the end
        end = end.play(card)
    assert end.taken["Anna"] == value


def test_cards_in_sequence_are_searched_once():
    """♠Q J with nothing between them left out: one of them stands for both; ♠Q 10 with the ♠J
    in another hand are two different cards."""
    hands = {
        "Anna": frozenset({DECK[5], DECK[4], DECK[3]}),  # ♠Q J 10
        "Boris": frozenset({DECK[8], DECK[9], DECK[10]}),
        "Vera": frozenset({DECK[16], DECK[17], DECK[18]}),
    }
    pos = Position(SEATS, hands, "Anna", "Anna", Goal.MAX, None, (), {})
    assert [c.en for c in distinct_cards(pos)] == ["10S"]
    hands["Vera"] = frozenset({DECK[4], DECK[17], DECK[18]})
    hands["Anna"] = frozenset({DECK[5], DECK[3], DECK[16]})
    pos = Position(SEATS, hands, "Anna", "Anna", Goal.MAX, None, (), {})
    assert [c.en for c in distinct_cards(pos)] == ["10S", "QS", "7D"]
