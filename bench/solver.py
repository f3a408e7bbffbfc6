"""Benchmark of the double-dummy solver (issues 5 and 15): not a test.

Solves the 30 seeded deals of ``tests/data/bench/solver_deals.json`` (16 suit contracts, 4 no
trump, 10 misère), each from the opening lead with a fresh solver (empty table), on each engine
in turn, deal by deal, in the same run: the pure-Python engine, the compiled one (when built)
and, with ``--baseline REV``, the pure engine of that git revision (``engine.py`` as it was
there), so that ratios are measured under the same load. Checks every value against the agreed
one and that the engines searched the same positions; reports median and maximum time per full
10-trick deal by kind, the ratios, the full answer of ``/api/solve`` (value, card values and
line, asked separately and at once by ``Solver.analyse``) per engine with its ratio to the bare
solve, the targets of issue 15, and the peak memory of any one solve and full answer
(tracemalloc for the Python side, plus the compiled engine's table, in a second pass);
``--hard N``: the memory of the hardest of N seeded random deals.

    .venv/bin/python bench/solver.py [--repeat N] [--no-memory] [--baseline REV] [--file PATH]
                                     [--hard N]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulings.core import DECK, Goal, Position, Solver, Suit, parse_cards  # noqa: E402
from rulings.core.solver import compiled  # noqa: E402

DEFAULT = ROOT / "tests" / "data" / "bench" / "solver_deals.json"
SEATS = ("S0", "S1", "S2")
# issue 15: compiled full deals median <= 1 ms (contracts), <= 8 ms (misère), max <= 50 ms,
# >= 8x the pure engine on the same positions, < 64 MiB a solve
TARGETS = {"contracts": 1.0, "misere": 8.0}
MAX_MS = 50.0
SPEEDUP = 8.0
MEMORY_MIB = 64.0


def position_of(deal: dict, position=Position, goal=Goal) -> Position:
    """The deal from the opening lead (``position``, ``goal``: another engine module's)."""
    return position(
        players=SEATS,
        hands={SEATS[i]: frozenset(parse_cards(h)) for i, h in enumerate(deal["hands"])},
        to_play=SEATS[deal["leader_seat"]],
        counted=SEATS[deal["declarer_seat"]],
        goal=goal.MAX if deal["kind"] == "game" else goal.MIN,
        trump=None if deal["trump"] == "N" else Suit("SCDH".index(deal["trump"])),
    )


def kind_of(deal: dict) -> str:
    if deal["kind"] != "game":
        return "misere"
    return "no-trump" if deal["trump"] == "N" else "suit"


@dataclass(frozen=True)
class Engine:
    """How one engine is timed: the position is built first (its module's ``Position``), then
    the fresh solver and its searches are timed."""

    position: Callable[[dict], object]
    solver: Callable[[object], object]


def baseline_engine(rev: str) -> Engine:
    """The pure engine of ``engine.py`` at git revision ``rev`` (imported from a copy, with its
    own ``Position`` and ``Goal``)."""
    source = subprocess.run(
        ["git", "show", f"{rev}:rulings/core/solver/engine.py"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    path = Path(tempfile.mkdtemp()) / "baseline_engine.py"
    path.write_text(source, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("baseline_engine", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["baseline_engine"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return Engine(lambda deal: position_of(deal, module.Position, module.Goal), module.Solver)


def engines(baseline: str | None) -> dict[str, Engine]:
    """The engines by name, in the order they are timed."""
    made = {}
    if baseline:
        made[f"pure@{baseline}"] = baseline_engine(baseline)
    made["pure"] = Engine(position_of, lambda p: Solver(p, engine="pure"))
    if compiled.available():
        made["compiled"] = Engine(position_of, lambda p: Solver(p, engine="compiled"))
    else:
        print(f"compiled engine not built ({compiled.LOAD_ERROR}): pure engine only")
    return made


def bare(solver) -> int:
    return solver.solve()


def separately(solver) -> tuple:
    """The full answer of /api/solve asked as three questions (as before ``Solver.analyse``):
    the value, then the card values, then the line, each its own call into the engine."""
    return solver.solve(), solver.card_values(), solver.principal_line()


def at_once(solver) -> tuple:
    """The full answer of /api/solve from one search with one table (``Solver.analyse``)."""
    return solver.analyse()


def timed(
    make: Engine, deal: dict, repeat: int, ask: Callable[[object], Any] = bare
) -> tuple[float, Any, object]:
    """Best time of ``repeat`` fresh solvers each asked ``ask``, its answer and the last
    solver."""
    best = float("inf")
    position = make.position(deal)
    for _ in range(repeat):
        start = time.perf_counter()
        solver = make.solver(position)
        value = ask(solver)
        best = min(best, time.perf_counter() - start)
    return best, value, solver


def memory_of(make: Engine, position: object, ask: Callable[[object], Any]) -> tuple[int, object]:
    """The peak memory of a fresh solver asked ``ask`` (Python's, by tracemalloc, plus the
    compiled engine's table), and the solver."""
    tracemalloc.start()
    solver = make.solver(position)
    ask(solver)
    python = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return python + getattr(solver.engine, "table_bytes", 0), solver


def hardest(makers: dict[str, Engine], names: list[str], count: int) -> None:
    """Of ``count`` random deals (seeded: 10 cards a hand, no trumps, any goal, leader and
    counted player), the one whose full answer searches the most positions on the compiled
    engine, and its memory on every engine: the worst case a visitor's request can reach is
    bounded by the node budget, this is how close the random deals come."""
    rng = random.Random(7)  # noqa: S311 - reproducible test data
    cards = list(DECK)
    worst = (0, None)
    for _ in range(count):
        rng.shuffle(cards)
        position = Position(
            players=SEATS,
            hands={seat: frozenset(cards[i * 10 : i * 10 + 10]) for i, seat in enumerate(SEATS)},
            to_play=rng.choice(SEATS),
            counted=rng.choice(SEATS),
            goal=rng.choice([Goal.MIN, Goal.COOP_MIN, Goal.MAX]),
        )
        solver = Solver(position, engine="compiled" if "compiled" in names else "pure")
        solver.analyse()
        worst = max(worst, (solver.engine.nodes_searched, position), key=lambda w: w[0])
    nodes, position = worst
    print(f"\nthe hardest of {count} random deals: {nodes:,} positions for the full answer")
    for name in names:
        if name.startswith("pure@"):
            continue
        peak, solver = memory_of(makers[name], position, at_once)
        entries = solver.engine.table_entries
        print(
            f"{name}: peak memory {peak / 2**20:.1f} MiB, table {entries:,} entries "
            f"({peak / max(nodes, 1):.0f} bytes a position searched)"
        )


def summary(label: str, values: list[float]) -> str:
    return (
        f"{label:22} median {statistics.median(values) * 1000:8.2f} ms"
        f"  max {max(values) * 1000:8.2f} ms"
    )


def main() -> int:  # noqa: C901 - one report, in order
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", type=Path, default=DEFAULT)
    parser.add_argument("--repeat", type=int, default=1, help="time each deal N times, keep best")
    parser.add_argument("--no-memory", action="store_true")
    parser.add_argument("--baseline", help="also time the pure engine of this git revision")
    parser.add_argument(
        "--hard", type=int, default=0, help="the memory of the hardest of N random deals"
    )
    args = parser.parse_args()
    deals = json.loads(args.file.read_text(encoding="utf-8"))["deals"]
    makers = engines(args.baseline)
    names = list(makers)
    for make in makers.values():  # load each engine (the compiled one's tables) before timing
        make.solver(make.position(deals[0])).at_least(1)

    times: dict[str, dict[str, list[float]]] = {name: {} for name in names}
    wrong = []
    print(f"{'deal':5} {'kind':9} {'value':>5} {'agreed':>6} {'nodes':>7} {'table':>6}", end="")
    print("".join(f" {name + ' ms':>13}" for name in names))
    for deal in deals:
        row = {}
        for name in names:
            seconds, value, solver = timed(makers[name], deal, args.repeat)
            row[name] = (seconds, value, solver.engine.nodes_searched)
            times[name].setdefault(kind_of(deal), []).append(seconds)
        value = row["pure"][1]
        same = len({(v, n) for _s, v, n in row.values()}) == 1
        ok = value == deal["dd_declarer_tricks"] and same
        if not ok:
            wrong.append(deal["id"])
        table = solver.engine.table_entries
        print(
            f"{deal['id']:5} {kind_of(deal):9} {value:5} {deal['dd_declarer_tricks']:6} "
            f"{row['pure'][2]:7} {table:6}"
            + "".join(f" {row[name][0] * 1000:13.2f}" for name in names)
            + ("" if ok else "  WRONG (value, or the engines differ)")
        )

    print()
    for name in names:
        groups = times[name]
        groups["contracts"] = groups.get("suit", []) + groups.get("no-trump", [])
        for kind in ("suit", "no-trump", "contracts", "misere"):
            if groups.get(kind):
                print(summary(f"{name} {kind}", groups[kind]))
    print()
    kinds = ("contracts", "misere")
    for name in names:
        if name == "pure":
            continue
        for kind in kinds:
            pure, other = times["pure"][kind], times[name][kind]
            ratios = sorted(p / o for p, o in zip(pure, other, strict=True))
            print(
                f"pure / {name} {kind:9}: median of times {statistics.median(pure) / statistics.median(other):6.2f}x, "  # noqa: E501
                f"per deal median {statistics.median(ratios):6.2f}x, min {ratios[0]:6.2f}x, "
                f"total {sum(pure) / sum(other):6.2f}x"
            )

    # the whole answer of /api/solve and manage.py solve: value, every card's value, the line,
    # asked separately (three calls) and at once (Solver.analyse), deal by deal in turn with
    # the bare solve again, so that the ratios come from the same minutes (positions searched,
    # summed over the deals, say it without the noise of the timings)
    ways = {"bare": bare, "separately": separately, "analyse": at_once}
    full = {(name, way): {} for name in names for way in ways}
    nodes = {(name, way): {} for name in names for way in ways}
    answers_differ = []
    for deal in deals:
        kind = "misere" if kind_of(deal) == "misere" else "contracts"
        for name in names:
            answers = set()
            for way, ask in ways.items():
                if name.startswith("pure@") and way == "analyse":
                    continue  # the baseline has no Solver.analyse
                seconds, answer, solver = timed(makers[name], deal, args.repeat, ask)
                full[name, way].setdefault(kind, []).append(seconds)
                nodes[name, way].setdefault(kind, []).append(solver.engine.nodes_searched)
                if way != "bare":  # the same answer either way
                    answers.add(repr(answer))
            if len(answers) > 1:
                answers_differ.append(f"{deal['id']} {name}")
    print()
    for name in names:
        for kind in kinds:
            base = full[name, "bare"].get(kind)
            if not base:
                continue
            for way in ("separately", "analyse"):
                got = full[name, way].get(kind)
                if not got:
                    continue
                ratios = sorted(g / b for g, b in zip(got, base, strict=True))
                print(
                    summary(f"{name} {way} {kind}", got)
                    + f"  {statistics.median(got) / statistics.median(base):.2f}x the bare solve"
                    f" (per deal median {statistics.median(ratios):.2f}x, max {ratios[-1]:.2f}x);"
                    f" {sum(nodes[name, way][kind]):,} positions"
                    f" ({sum(nodes[name, 'bare'][kind]):,} bare)"
                )
    if answers_differ:
        print(f"WRONG: analyse and the separate calls differ: {', '.join(answers_differ)}")
        wrong.extend(answers_differ)

    # the yes/no form: "is the misère caught?" / "can the declarer take his contract's 6?"
    print()
    for name in names:
        yes_no: dict[str, list[float]] = {}
        for deal in deals:
            target = 1 if deal["kind"] != "game" else 6
            position = makers[name].position(deal)
            start = time.perf_counter()
            makers[name].solver(position).at_least(target)
            yes_no.setdefault(kind_of(deal), []).append(time.perf_counter() - start)
        for kind, label in (
            ("suit", "at_least(6)"),
            ("no-trump", "at_least(6)"),
            ("misere", "caught? at_least(1)"),
        ):  # noqa: E501
            if yes_no.get(kind):
                print(summary(f"{name} {kind} {label}", yes_no[kind]))

    peaks = {}
    if not args.no_memory:
        print()
        for name in names:
            for label, ask in (("solve", bare), ("full answer", at_once)):
                if name.startswith("pure@") and ask is at_once:
                    continue
                peak = max(
                    memory_of(makers[name], makers[name].position(deal), ask)[0] for deal in deals
                )
                peaks[name, label] = peak / 2**20
                print(
                    f"{name}: peak memory of one {label} (tracemalloc + C table): "
                    f"{peaks[name, label]:.1f} MiB"
                )
    if args.hard:
        hardest(makers, names, args.hard)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"process peak RSS: {rss:.1f} MiB")

    if "compiled" in names:
        c, p = times["compiled"], times["pure"]
        checks = [
            (f"compiled {kind} median <= {limit} ms", statistics.median(c[kind]) * 1000 <= limit)
            for kind, limit in TARGETS.items()
        ]
        worst = max(max(c["contracts"]), max(c["misere"])) * 1000
        checks.append((f"compiled max <= {MAX_MS} ms ({worst:.1f})", worst <= MAX_MS))
        slowest = min(
            a / b
            for a, b in zip(p["contracts"] + p["misere"], c["contracts"] + c["misere"], strict=True)
        )  # noqa: E501
        checks.append(
            (f"every deal >= {SPEEDUP}x the pure engine (min {slowest:.1f}x)", slowest >= SPEEDUP)
        )  # noqa: E501
        if peaks:
            checks.append((f"memory < {MEMORY_MIB} MiB a solve", max(peaks.values()) < MEMORY_MIB))
        print()
        for text, met in checks:
            print(f"target {'met   ' if met else 'MISSED'} {text}")
    if wrong:
        print(f"WRONG: {', '.join(wrong)}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
