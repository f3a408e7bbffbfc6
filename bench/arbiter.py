"""Benchmark: the arbiter's solver work on a visitor's request (issues 12 and 13).

Run: ``.venv/bin/python bench/arbiter.py [--deals 20]``.
On seeded random deals (6♠ by the first hand, both whisting), ``adjudicate`` under the site's
``SOLVER_NODE_BUDGET`` (300 000) times:

* ``plain``: a look at a quitted trick in the short form (no solver: the floor);
* ``out of turn``: a whister's card out of turn at trick 1, each choice valued with the
  penalty card followed until played (``positions.penalty_line``);
* ``shown early``: a whister's cards shown at trick 1 and at trick 2 (``sides.SideSearch``:
  exact within a 300th of the budget in positions, else the bound where the partner helps);
* ``claim``: a whister's claim of 2 at trick 2 (is it indisputable? the same search);
* ``misère, shown early``: the same cards as Anna's misère, a defender's cards shown at trick 2
  (the misère player directs them: the same search, pushing her tricks down).

Prints the median and p95 of each, their ratio to ``plain``, and how many fell back to the
bound or past the budget (a 503 on the site).

``--against REV`` runs every request a second time, in the same run and interleaved with the
first, with ``penalties/sides.py`` as it is at the git revision REV (e.g. ``integ``): the
search before a change next to the search after it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulings.core import DECK, SolverBudgetError, adjudicate  # noqa: E402

SEATS = ["Anna", "Boris", "Vera"]
BUDGET = 300_000


def deal(rnd: random.Random) -> dict:
    cards = list(DECK)
    rnd.shuffle(cards)
    hands = {p: " ".join(c.en for c in cards[i * 10 : i * 10 + 10]) for i, p in enumerate(SEATS)}
    talon = " ".join(c.en for c in cards[30:])
    return {
        "players": SEATS,
        "dealer": "Vera",
        "convention": "sochi",
        "hands": hands,
        "talon": talon,
        "auction": [["Anna", "6S"], ["Boris", "pass"], ["Vera", "pass"]],
        "discard": talon,
        "contract": "6S",
        "whisting": [["Boris", "whist"], ["Vera", "whist"]],
        "tricks": {"Anna": 6, "Boris": 2, "Vera": 2},
    }


def first_trick(record: dict) -> list:
    """Trick 1 played with each player's lowest legal card (Anna leads)."""
    from rulings.core import replay_json

    state = replay_json({**record, "play": []}).play
    play = []
    while state.trick_number == 1:
        player = state.to_play
        card = min(state.legal_cards(), key=lambda c: c.index)
        play.append([player, card.en])
        state = state.after(player, card)
    return play


def cases(record: dict, rnd: random.Random) -> dict[str, dict]:
    boris = record["hands"]["Boris"].split()
    played = first_trick(record)
    peek = {"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6}
    short = {k: record[k] for k in ("players", "dealer", "convention", "contract", "tricks")}
    short.update(declarer="Anna", defenders={"Boris": "whist", "Vera": "whist"})
    misere = {k: v for k, v in record.items() if k not in ("whisting", "tricks")}
    misere.update(auction=[["Anna", "misere"], ["Boris", "pass"], ["Vera", "pass"]])
    misere.update(contract="misere")
    return {
        "plain": {**short, "incidents": [peek]},
        "out of turn": {**record, "play": [["Boris", rnd.choice(boris)]]},
        "shown early, trick 1": {
            **record, "play": [],
            "incidents": [{"type": "exposed", "player": "Boris", "at_trick": 1}],
        },
        "shown early, trick 2": {
            **record, "play": played,
            "incidents": [{"type": "exposed", "player": "Boris", "at_trick": 2}],
        },
        "claim, trick 2": {
            **record, "play": played,
            "incidents": [{"type": "claim", "player": "Boris", "at_trick": 2, "claimed": 2}],
        },
        "misère, shown early, t. 2": {
            **misere, "play": first_trick(misere),
            "incidents": [{"type": "exposed", "player": "Boris", "at_trick": 2}],
        },
    }  # fmt: skip


class Tally:
    """Times, fallbacks to the bound and 503s of one search, case by case."""

    def __init__(self) -> None:
        self.times: dict[str, list[float]] = {}
        self.bound: dict[str, int] = {}
        self.over: dict[str, int] = {}

    def run(self, name: str, request: dict) -> None:
        start = time.perf_counter()
        try:
            ruling = adjudicate(request, node_budget=BUDGET)
        except SolverBudgetError:
            self.over[name] = self.over.get(name, 0) + 1
            return
        finally:
            self.times.setdefault(name, []).append(time.perf_counter() - start)
        if any(item.analysis.get("exact") is False for item in ruling.items):
            self.bound[name] = self.bound.get(name, 0) + 1

    def print(self, title: str, floor: float, other: Tally | None = None) -> None:
        against = f" {'× before':>9}" if other else ""
        print(title)
        print(f"{'case':24} {'median ms':>10} {'p95 ms':>8} {'× plain':>8}{against}", end="")
        print(f" {'bound':>6} {'503':>4}")
        for name, values in self.times.items():
            values = sorted(values)
            median = statistics.median(values)
            p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
            ratio = f" {median / statistics.median(other.times[name]):9.2f}" if other else ""
            print(
                f"{name:24} {median * 1000:10.1f} {p95 * 1000:8.1f} {median / floor:8.1f}{ratio} "
                f"{self.bound.get(name, 0):6} {self.over.get(name, 0):4}"
            )


def search_at(revision: str) -> type:
    """``SideSearch`` as ``penalties/sides.py`` is at a git revision."""
    root = Path(__file__).resolve().parents[1]
    source = subprocess.run(
        ["git", "show", f"{revision}:rulings/core/penalties/sides.py"],  # noqa: S607
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    module = types.ModuleType(f"sides_at_{revision}")
    exec(compile(source, f"sides.py@{revision}", "exec"), module.__dict__)  # noqa: S102
    return module.SideSearch


def main() -> None:
    from rulings.core.penalties import claim

    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--against", metavar="REV", help="also run sides.py as at git REV")
    args = parser.parse_args()
    rnd = random.Random(12)  # noqa: S311 - seeded deals, nothing secret
    now, before = Tally(), Tally()
    current, earlier = claim.SideSearch, search_at(args.against) if args.against else None
    for _ in range(args.deals):
        for name, request in cases(deal(rnd), rnd).items():
            now.run(name, request)
            if earlier is not None:
                claim.SideSearch = earlier
                before.run(name, request)
                claim.SideSearch = current
    floor = statistics.median(now.times["plain"])
    if earlier is not None:
        before.print(f"sides.py at {args.against}", floor)
        print()
    now.print("sides.py now", floor, before if earlier is not None else None)


if __name__ == "__main__":
    main()
