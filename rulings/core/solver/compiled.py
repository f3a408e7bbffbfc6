"""The compiled solver engine (issue 15): ``native.c`` built by ``make solver``, through ctypes.

The same search as ``engine._Engine`` (the pure-Python reference and the fallback), about 50x
faster. Optional: when ``_native.so`` was not built (no C compiler) ``LOAD_ERROR`` says why and
``Solver`` falls back to the pure engine. ctypes, from the standard library, so that the site
needs nothing beyond a C compiler to build it and nothing at all to run without it.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

from rulings.core.solver.engine import (
    COMP,
    DUCKS,
    REP,
    TABLE_LIMIT,
    Answer,
    EngineState,
    Goal,
    NullWindow,
    budget_error,
    maximisers,
    register_compiled,
)

# PREFERANS_SOLVER_LIBRARY: another build of native.c (`make solver-sanitized`'s, for one)
LIBRARY = Path(os.environ.get("PREFERANS_SOLVER_LIBRARY") or Path(__file__).with_name("_native.so"))
# nat_analyse's answer: the value, 32 card values, the line's length and up to 30 cards
_ANSWER_INTS = 64

_I, _LL, _U = ctypes.c_int, ctypes.c_longlong, ctypes.c_uint32
_ENTRY_POINTS = (
    "nat_tables",
    "nat_new",
    "nat_free",
    "nat_at_least",
    "nat_analyse",
    "nat_nodes",
    "nat_table_entries",
    "nat_peak_bytes",
)


def _load() -> tuple[ctypes.CDLL | None, str]:
    try:
        lib = ctypes.CDLL(str(LIBRARY))
        for name in _ENTRY_POINTS:  # a library built from another native.c may lack one
            getattr(lib, name)
    except (OSError, AttributeError) as error:
        return None, f"{LIBRARY.name} not loadable ({error}); `make solver` builds it"
    lib.nat_new.restype = ctypes.c_void_p
    lib.nat_new.argtypes = [_I, _I, _I, _I, _I, _LL, _LL]
    lib.nat_free.argtypes = [ctypes.c_void_p]
    lib.nat_at_least.argtypes = [ctypes.c_void_p, _U, _U, _U, _I, _I, _I, _U, _I, _U, _I]
    lib.nat_analyse.argtypes = [
        *lib.nat_at_least.argtypes[:-1],
        _I,
        _I,
        ctypes.POINTER(ctypes.c_int),
    ]
    for name in ("nat_nodes", "nat_table_entries", "nat_peak_bytes"):
        getattr(lib, name).restype = _LL
        getattr(lib, name).argtypes = [ctypes.c_void_p]
    tables = ctypes.c_uint8 * 65536
    lib.nat_tables(tables(*COMP), tables(*REP), tables.from_buffer_copy(DUCKS))
    return lib, ""


_LIB, LOAD_ERROR = _load()


def available() -> bool:
    return _LIB is not None


class SolverInputError(ValueError):
    """What the compiled engine was handed is no position it can search: the message says
    what is wrong. Checked here, at the boundary, and again in C (which answers -4), so that
    no input reads or writes past one of its arrays or is cut to 32 bits unseen."""


_MAX_CARDS = 10  # a hand: the C search's move lists hold ten cards
_BITS = 1 << 32


def _check_rules(trump: int, counted: int) -> None:
    if type(trump) is not int or not -1 <= trump <= 3:
        raise SolverInputError(f"trump {trump!r}: a suit 0-3, or -1 for none")
    if type(counted) is not int or not 0 <= counted <= 2:
        raise SolverInputError(f"counted seat {counted!r}: a seat 0-2")


def _check_position(state: EngineState) -> None:
    hands = state.hands
    if len(hands) != 3 or any(type(h) is not int or not 0 <= h < _BITS for h in hands):
        raise SolverInputError(f"hands {hands!r}: three 32-bit card sets")
    for seat, hand in enumerate(hands):
        if hand.bit_count() > _MAX_CARDS:
            raise SolverInputError(
                f"seat {seat} holds {hand.bit_count()} cards: at most {_MAX_CARDS}"
            )
    h0, h1, h2 = hands
    if h0 & h1 or h0 & h2 or h1 & h2:
        raise SolverInputError("a card is in two hands")
    if not 0 <= state.seat <= 2:
        raise SolverInputError(f"seat to play {state.seat!r}: a seat 0-2")
    if not 0 <= state.n <= 2 or not 0 <= state.ontable < _BITS:
        raise SolverInputError(f"{state.n!r} cards on the table: 0, 1 or 2")
    if state.ontable.bit_count() != state.n or state.ontable & (h0 | h1 | h2):
        raise SolverInputError("the cards on the table do not match their count or are in a hand")
    if state.n and not (
        0 <= state.lead <= 3
        and 0 <= state.wseat <= 2
        and 0 <= state.win < _BITS
        and state.win.bit_count() == 1
        and state.win & state.ontable
    ):
        raise SolverInputError("the trick on the table: a led suit, its winning card and seat")


class CompiledEngine(NullWindow):
    """``engine._Engine``'s interface (``at_least``, ``value``, ``nodes_searched``, ``maxers``)
    over the C search; the table lives in C and is freed with the engine."""

    name = "compiled"

    def __init__(
        self,
        trump: int,
        counted: int,
        goal: Goal,
        table_limit: int = TABLE_LIMIT,
        node_budget: int | None = None,
    ):
        if _LIB is None:
            raise RuntimeError(f"the compiled solver engine is not available: {LOAD_ERROR}")
        _check_rules(trump, counted)
        if not 1 <= table_limit < 1 << 62:
            raise SolverInputError(f"table limit {table_limit!r}: a positive count")
        if node_budget is not None and not 0 <= node_budget < 1 << 62:
            raise SolverInputError(f"node budget {node_budget!r}: a count of positions")
        self._lib = _LIB
        self.trump, self.counted = trump, counted
        self.maxers = maximisers(goal, counted)
        self.node_budget = node_budget
        quick = goal is Goal.MAX
        misere_like = goal in (Goal.MIN, Goal.COOP_MIN)
        bits = sum(1 << s for s in range(3) if self.maxers[s])
        budget = node_budget if node_budget is not None else 1 << 62
        self._handle = _LIB.nat_new(trump, counted, bits, quick, misere_like, table_limit, budget)
        if not self._handle:
            raise MemoryError("the compiled solver engine could not allocate its table")

    def __del__(self) -> None:
        handle, self._handle = getattr(self, "_handle", None), None
        if handle:
            self._lib.nat_free(handle)

    def at_least(self, state: EngineState, t: int) -> bool:
        _check_position(state)
        if type(t) is not int or not -(1 << 30) < t < 1 << 30:
            raise SolverInputError(f"tricks {t!r}: a count")
        h0, h1, h2 = state.hands
        res = self._lib.nat_at_least(
            self._handle, h0, h1, h2, state.seat, state.n, state.lead, state.win,
            state.wseat, state.ontable, t,
        )  # fmt: skip
        self._raise_for(res)
        return bool(res)

    def analyse(self, state: EngineState, *, cards: bool = True, line: bool = True) -> Answer:
        """``NullWindow.analyse`` in one call into C (``nat_analyse``, the same driver)."""
        _check_position(state)
        out = (ctypes.c_int * _ANSWER_INTS)()
        h0, h1, h2 = state.hands
        res = self._lib.nat_analyse(
            self._handle, h0, h1, h2, state.seat, state.n, state.lead, state.win,
            state.wseat, state.ontable, cards, line, out,
        )  # fmt: skip
        self._raise_for(res)
        values = {1 << i: v for i, v in enumerate(out[1:33]) if v >= 0} if cards else {}
        moves = [divmod(code, 32) for code in out[34 : 34 + out[33]]] if line else []
        return Answer(out[0], values, [(seat, 1 << index) for seat, index in moves])

    def _raise_for(self, res: int) -> None:
        if res == -1:
            raise budget_error(self.node_budget)  # type: ignore[arg-type]
        if res == -2:
            raise MemoryError("the compiled solver engine could not grow its table")
        if res == -3:  # pragma: no cover - would be a solver bug
            raise RuntimeError("no card keeps the value: solver inconsistency")
        if res == -4:  # pragma: no cover - _check_position refuses it first
            raise SolverInputError("the compiled engine refused the position")

    @property
    def nodes_searched(self) -> int:
        return self._lib.nat_nodes(self._handle)

    @property
    def table_entries(self) -> int:
        return self._lib.nat_table_entries(self._handle)

    @property
    def table_bytes(self) -> int:
        """The most memory the table has held (the C engine allocates nothing else)."""
        return self._lib.nat_peak_bytes(self._handle)


register_compiled(sys.modules[__name__])
