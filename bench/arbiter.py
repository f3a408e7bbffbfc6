"""Benchmark: the arbiter's solver work on a visitor's request (issues 12 and 13).

Run: ``.venv/bin/python bench/arbiter.py [--deals 20]``.
On seeded random deals (6♠ by the first hand, both whisting), ``adjudicate`` under the site's
``SOLVER_NODE_BUDGET`` (300 000) times:

* ``plain``: a look at a quitted trick in the short form (no solver: the floor);
* ``out of turn``: a whister's card out of turn at trick 1, each choice valued with the
  penalty card followed until played (``positions.penalty_line``);
* ``shown early``: a whister's cards shown at trick 1 and at trick 2 (``sides.SideSearch``:
  exact within a 300th of the budget in positions, else the bound where the partner helps);
* ``claim``: a whister's claim of 2 at trick 2 (is it indisputable? the same search).

Prints the median and p95 of each, their ratio to ``plain``, and how many fell back to the
bound or past the budget (a 503 on the site).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
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
    }  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=20)
    args = parser.parse_args()
    rnd = random.Random(12)  # noqa: S311 - seeded deals, nothing secret
    times: dict[str, list[float]] = {}
    bound: dict[str, int] = {}
    over: dict[str, int] = {}
    for _ in range(args.deals):
        for name, request in cases(deal(rnd), rnd).items():
            start = time.perf_counter()
            try:
                ruling = adjudicate(request, node_budget=BUDGET)
            except SolverBudgetError:
                over[name] = over.get(name, 0) + 1
                continue
            finally:
                times.setdefault(name, []).append(time.perf_counter() - start)
            if any(item.analysis.get("exact") is False for item in ruling.items):
                bound[name] = bound.get(name, 0) + 1
    floor = statistics.median(times["plain"])
    print(f"{'case':24} {'median ms':>10} {'p95 ms':>8} {'× plain':>8} {'bound':>6} {'503':>4}")
    for name, values in times.items():
        values.sort()
        median = statistics.median(values)
        p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
        print(
            f"{name:24} {median * 1000:10.1f} {p95 * 1000:8.1f} {median / floor:8.1f} "
            f"{bound.get(name, 0):6} {over.get(name, 0):4}"
        )


if __name__ == "__main__":
    main()
