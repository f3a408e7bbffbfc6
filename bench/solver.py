"""Benchmark of the double-dummy solver (issue 5): not a test.

Solves the 30 seeded deals of ``../shared/bench/solver_deals.json`` (16 suit contracts, 4 no
trump, 10 misère), each from the opening lead with a fresh solver (empty table), checks every
value against the agreed one, and reports median and maximum time per full 10-trick deal by
kind, and the peak memory of any one solve (tracemalloc, in a second pass so that it does not
slow the timed pass).

    .venv/bin/python bench/solver.py [--repeat N] [--no-memory] [--file PATH]
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulings.core import Goal, Position, Solver, Suit, parse_cards  # noqa: E402

DEFAULT = ROOT.parent / "shared" / "bench" / "solver_deals.json"
SEATS = ("S0", "S1", "S2")


def position_of(deal: dict) -> Position:
    return Position(
        players=SEATS,
        hands={SEATS[i]: frozenset(parse_cards(h)) for i, h in enumerate(deal["hands"])},
        to_play=SEATS[deal["leader_seat"]],
        counted=SEATS[deal["declarer_seat"]],
        goal=Goal.MAX if deal["kind"] == "game" else Goal.MIN,
        trump=None if deal["trump"] == "N" else Suit("SCDH".index(deal["trump"])),
    )


def kind_of(deal: dict) -> str:
    if deal["kind"] != "game":
        return "misere"
    return "no-trump" if deal["trump"] == "N" else "suit"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", type=Path, default=DEFAULT)
    parser.add_argument("--repeat", type=int, default=1, help="time each deal N times, keep best")
    parser.add_argument("--no-memory", action="store_true")
    args = parser.parse_args()
    deals = json.loads(args.file.read_text(encoding="utf-8"))["deals"]

    times: dict[str, list[float]] = {}
    wrong = []
    print(f"{'deal':5} {'kind':9} {'value':>5} {'agreed':>6} {'ms':>9} {'nodes':>8} {'table':>7}")
    for deal in deals:
        position = position_of(deal)
        best = float("inf")
        for _ in range(args.repeat):
            start = time.perf_counter()
            solver = Solver(position)
            value = solver.solve()
            best = min(best, time.perf_counter() - start)
        times.setdefault(kind_of(deal), []).append(best)
        ok = value == deal["dd_declarer_tricks"]
        if not ok:
            wrong.append(deal["id"])
        print(
            f"{deal['id']:5} {kind_of(deal):9} {value:5} {deal['dd_declarer_tricks']:6} "
            f"{best * 1000:9.1f} {solver.engine.nodes_searched:8} {len(solver.engine.table):7}"
            + ("" if ok else "  WRONG")
        )

    print()
    groups = {**times, "contracts": times.get("suit", []) + times.get("no-trump", [])}
    for name in ("suit", "no-trump", "contracts", "misere"):
        values = groups.get(name)
        if values:
            print(
                f"{name:10} n={len(values):2}  median {statistics.median(values) * 1000:8.1f} ms"
                f"  max {max(values) * 1000:8.1f} ms"
            )

    # the yes/no form: "is the misère caught?" / "can the declarer take his contract's 6?"
    yes_no: dict[str, list[float]] = {}
    for deal in deals:
        position = position_of(deal)
        target = 1 if deal["kind"] != "game" else 6
        start = time.perf_counter()
        Solver(position).at_least(target)
        yes_no.setdefault(kind_of(deal), []).append(time.perf_counter() - start)
    for name, label in (
        ("suit", "suit: at_least(6)"),
        ("no-trump", "no-trump: at_least(6)"),
        ("misere", "misère caught? at_least(1)"),
    ):
        values = yes_no.get(name)
        if values:
            print(
                f"{label:28} median {statistics.median(values) * 1000:8.1f} ms"
                f"  max {max(values) * 1000:8.1f} ms"
            )

    if not args.no_memory:
        peak = 0
        for deal in deals:
            tracemalloc.start()
            Solver(position_of(deal)).solve()
            peak = max(peak, tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
        print(f"peak memory of one solve (tracemalloc): {peak / 2**20:.1f} MiB")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"process peak RSS: {rss:.1f} MiB")
    if wrong:
        print(f"WRONG values: {', '.join(wrong)}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
