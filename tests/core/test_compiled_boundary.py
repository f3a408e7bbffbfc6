"""The compiled solver engine checks what it is handed (issue 23, 10): a position it cannot
search is a ``SolverInputError`` saying what is wrong, from compiled.py, and the C entry points
refuse it on their own (-4) rather than read or write past an array. Before, a hand of 16 cards
overflowed a stack buffer in native.c (AddressSanitizer) and an out-of-range count answered."""

import pytest

from rulings.core.solver import compiled
from rulings.core.solver.engine import EngineState, Goal, _Engine

pytestmark = pytest.mark.skipif(not compiled.available(), reason=compiled.LOAD_ERROR)

TEN = 0x3FF  # ten cards: the lowest of the first two suits and a bit more
GOOD = EngineState(hands=(TEN, TEN << 10, TEN << 20), seat=0)


@pytest.fixture
def engine():
    return compiled.CompiledEngine(trump=-1, counted=0, goal=Goal.MAX)


@pytest.mark.parametrize(
    ("state", "says"),
    [
        (EngineState(hands=(0xFFFF, 0, 0), seat=0), "seat 0 holds 16 cards: at most 10"),
        (EngineState(hands=(TEN, TEN, 0), seat=0), "a card is in two hands"),
        (EngineState(hands=(1 << 33, 0, 0), seat=0), "three 32-bit card sets"),
        (EngineState(hands=(TEN, 0, 0), seat=3), "seat to play 3"),
        (EngineState(hands=(TEN, 0, 0), seat=0, n=5, ontable=0), "5 cards on the table"),
        (EngineState(hands=(TEN, 0, 0), seat=0, n=1, ontable=0), "do not match their count"),
        (
            EngineState(
                hands=(2, 0, 0), seat=1, n=1, lead=7, win=1 << 31, wseat=0, ontable=1 << 31
            ),
            "the trick on the table",
        ),
    ],
)
def test_a_position_the_engine_cannot_search_is_refused_with_the_reason(engine, state, says):
    with pytest.raises(compiled.SolverInputError, match=says):
        engine.at_least(state, 1)
    with pytest.raises(compiled.SolverInputError, match=says):
        engine.analyse(state)


@pytest.mark.parametrize(
    ("trump", "counted", "says"), [(4, 0, "trump 4"), (-2, 0, "trump -2"), (0, 3, "seat 3")]
)
def test_rules_out_of_range_are_refused(trump, counted, says):
    with pytest.raises(compiled.SolverInputError, match=says):
        compiled.CompiledEngine(trump=trump, counted=counted, goal=Goal.MAX)


@pytest.mark.parametrize(
    "position",
    [
        (0xFFFF, 0, 0, 0, 0, -1, 0, -1, 0),  # 16 cards
        (TEN, 0, 0, 0, 3, -1, 0, -1, 0b111 << 29),  # 3 cards on the table
        (TEN, 0, 0, 5, 0, -1, 0, -1, 0),  # seat 5
        (2, 0, 0, 1, 1, 9, 1 << 31, 0, 1 << 31),  # suit 9 led
        (2, 0, 0, 1, 1, 0, 1 << 31, 4, 1 << 31),  # the trick won by seat 4
    ],
)
def test_the_c_entry_points_refuse_such_a_position_on_their_own(engine, position):
    lib, handle = engine._lib, engine._handle
    assert lib.nat_at_least(handle, *position, 1) == -4
    out = (compiled.ctypes.c_int * compiled._ANSWER_INTS)()
    assert lib.nat_analyse(handle, *position, 1, 1, out) == -4
    assert lib.nat_new(9, 0, 1, 0, 0, 1000, 1000) is None


def test_a_good_position_is_still_answered_as_the_pure_engine_answers(engine):
    pure = _Engine(trump=-1, counted=0, goal=Goal.MAX)
    assert engine.analyse(GOOD) == pure.analyse(GOOD)
    assert engine.at_least(GOOD, 0)
