"""The compiled solver engine against the pure-Python one (issue 15): the same answers.

The compiled engine (``rulings/core/solver/native.c``, ``make solver``) is the pure engine's
search written again in C, so on any position both must agree on the value, on ``at_least`` for
every target, on every card's value and on the principal line, and (the same search) on the
number of positions searched, and so on the full answer of ``Solver.analyse`` (value, card
values and line from one search: ``nat_analyse`` against ``NullWindow.analyse``), which must
also equal the separate ``solve``, ``card_values`` and ``principal_line``. Hypothesis draws
the positions: random deals of 1-8 cards a hand, part-played (tricks taken, 0-2 cards on the
table), every goal, with and without trumps (misère and raspasy are the goals MIN/COOP_MIN
without trumps); the examples, four-player raspasy included, are compared through the
analysis at every card; the 30 benchmark deals from the opening lead. Skipped, saying so,
when the compiled engine is not built; the choice of engine and the fallback are tested
either way.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core.game.cards import DECK, Suit, parse_cards
from rulings.core.solver import compiled
from rulings.core.solver import engine as engine_module
from rulings.core.solver.analysis import analyse_json
from rulings.core.solver.engine import Goal, Position, Solver, SolverBudgetError, solver_engine
from tests.helpers.data import load
from tests.helpers.profiles import examples

needs_compiled = pytest.mark.skipif(
    not compiled.available(),
    reason=f"the compiled solver engine is not built ({compiled.LOAD_ERROR})",
)

PLAYERS = ("Anna", "Boris", "Vera")
EXAMPLES = Path(__file__).resolve().parents[2] / "rulings" / "examples"


def _answers(position: Position, engine: str) -> tuple:
    solver = Solver(position, engine=engine)
    value = solver.solve()
    nodes = solver.engine.nodes_searched
    fresh = Solver(position, engine=engine)  # each target on a fresh table too
    targets = [fresh.at_least(n) for n in range(11)]
    cards, line = solver.card_values(), solver.principal_line()
    whole = Solver(position, engine=engine)  # the full answer in one search (/api/solve)
    answer = whole.analyse()
    assert answer == (value, cards, line)
    return value, nodes, targets, answer, whole.engine.nodes_searched


@st.composite
def positions(draw) -> Position:
    size = draw(st.integers(1, 8))
    rng = draw(st.randoms(use_true_random=False))
    deck = list(DECK)
    rng.shuffle(deck)
    hands = {p: frozenset(deck[i * size : (i + 1) * size]) for i, p in enumerate(PLAYERS)}
    done = 10 - size
    first = draw(st.integers(0, done))
    second = draw(st.integers(0, done - first))
    position = Position(
        players=PLAYERS,
        hands=hands,
        to_play=draw(st.sampled_from(PLAYERS)),
        counted=draw(st.sampled_from(PLAYERS)),
        goal=draw(st.sampled_from(list(Goal))),
        trump=draw(st.one_of(st.none(), st.sampled_from(Suit))),  # half without: misère, raspasy
        taken=dict(zip(PLAYERS, (first, second, done - first - second), strict=True)),
    )
    for _ in range(draw(st.integers(0, 2))):
        position = position.play(rng.choice(position.legal_cards()))
    return position


@needs_compiled
@settings(max_examples=examples(300))
@given(positions())
def test_both_engines_give_the_same_answers(position: Position) -> None:
    assert _answers(position, "compiled") == _answers(position, "pure")


@needs_compiled
@settings(max_examples=examples(100))
@given(positions(), st.integers(0, 60))
def test_both_engines_stop_at_the_same_node_budget(position: Position, budget: int) -> None:
    outcomes = []
    for engine in ("pure", "compiled"):
        for ask in (Solver.solve, Solver.analyse):
            solver = Solver(position, engine=engine, node_budget=budget)
            try:
                outcomes.append(ask(solver))
            except SolverBudgetError as error:
                outcomes.append(str(error))
            outcomes.append(solver.engine.nodes_searched)
    assert outcomes[:4] == outcomes[4:]


def _analyses(name: str, monkeypatch) -> list:
    data = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    by_engine = []
    for engine in ("pure", "compiled"):
        monkeypatch.setenv("PREFERANS_SOLVER", engine)
        answers = []
        for cards in range(len(data["play"]) + 1):
            try:
                answers.append(analyse_json({**data, "play": data["play"][:cards]}).as_json())
            except ValueError as error:  # the positions the analysis refuses, on both engines
                answers.append(str(error))
        by_engine.append(answers)
    return by_engine


@needs_compiled
@pytest.mark.slow
@pytest.mark.parametrize("name", ["renonce", "misere-out-of-turn", "raspasy-four"])
def test_the_examples_analysed_at_every_card_are_the_same(name: str, monkeypatch) -> None:
    pure, native = _analyses(name, monkeypatch)
    assert native == pure
    assert any(isinstance(answer, dict) for answer in pure)


@needs_compiled
@pytest.mark.slow
@pytest.mark.parametrize("deal", load("bench/solver_deals.json")["deals"])
def test_the_benchmark_deals_are_the_same(deal: dict) -> None:
    seats = ("S0", "S1", "S2")
    position = Position(
        players=seats,
        hands={seats[i]: frozenset(parse_cards(h)) for i, h in enumerate(deal["hands"])},
        to_play=seats[deal["leader_seat"]],
        counted=seats[deal["declarer_seat"]],
        goal=Goal.MAX if deal["kind"] == "game" else Goal.MIN,
        trump=None if deal["trump"] == "N" else Suit("SCDH".index(deal["trump"])),
    )
    solved = {}
    for engine in ("pure", "compiled"):
        solver = Solver(position, engine=engine)
        solved[engine] = (solver.solve(), solver.engine.nodes_searched, solver.at_least(6))
        whole = Solver(position, engine=engine)
        solved[engine] += (whole.analyse(), whole.engine.nodes_searched)
    assert solved["compiled"] == solved["pure"]
    assert solved["pure"][0] == deal["dd_declarer_tricks"]


ENDING = Position(
    players=PLAYERS,
    hands={"Anna": "AS 7H", "Boris": "KS 8H", "Vera": "QS 9H"},
    to_play="Anna",
    counted="Anna",
)


def test_the_engine_is_chosen_by_argument_then_environment(monkeypatch) -> None:
    built = "compiled" if compiled.available() else "pure"
    monkeypatch.delenv("PREFERANS_SOLVER", raising=False)
    assert Solver(ENDING).engine.name == built  # auto
    monkeypatch.setenv("PREFERANS_SOLVER", "pure")
    assert Solver(ENDING).engine.name == "pure"
    assert Solver(ENDING, engine="auto").engine.name == built
    with pytest.raises(ValueError, match="choose one of pure, compiled, auto"):
        Solver(ENDING, engine="fast")


def test_without_the_compiled_engine_auto_falls_back_and_says_so_once(monkeypatch, caplog) -> None:
    monkeypatch.setattr(compiled, "_LIB", None)
    monkeypatch.setattr(compiled, "LOAD_ERROR", "_native.so not loadable (gone)")
    monkeypatch.setattr(engine_module, "_announced", set())
    caplog.set_level("INFO", logger="rulings.core.solver")
    assert Solver(ENDING, engine="auto").solve() == Solver(ENDING, engine="pure").solve() == 1
    assert solver_engine("auto").name == "pure"
    lines = [r.getMessage() for r in caplog.records if r.name == "rulings.core.solver"]
    assert lines == [
        "solver engine: pure (_native.so not loadable (gone))",
        "solver engine: pure (chosen)",
    ]
    with pytest.raises(RuntimeError, match="no compiled solver engine: _native.so not loadable"):
        Solver(ENDING, engine="compiled")
