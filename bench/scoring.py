"""Benchmark: score games of short-form deals end to end, and how the time grows with the length.

Run: ``.venv/bin/python bench/scoring.py [--sizes 200,5000] [--repeat 7] [--preset sochi]``.
Each size is a game of that many short-form results (``make_game``: who played what, the calls
and the tricks, no cards), timed end to end: parse the JSON + score every deal + settle + JSON
output. The sizes are timed in turn, round after round, so that their ratios come from the same
minutes of a shared machine; each is the median of ``--repeat`` rounds, in wall time and in CPU
time (``time.process_time``, less disturbed by the other processes), with each size's time per
deal over the first size's, and once, before the rounds, the largest game as the first one read
in the process (cold: every reading finds its whistings afresh, so it should cost about what a
round costs; only the small caches of contract texts and seats are still empty). Targets, all
for short-form deals: 200 deals under 20 ms (issue 3); 5,000 deals under 200 ms, their time per
deal within 1.2× of 200's (issue 15).

``--full 50,500`` also times games of that many full deal records (each replayed through the
auction, whisting and play by ``rulings.core.records.deal_record``, ≈ 20× a short-form deal):
milliseconds a deal and the same ratio.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulings.core import active_players, read_deal_record, replay, score

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
SMALL, LARGE = 200, 5000  # the sizes of the targets


def make_game(deals: int, preset: str, players: int, seed: int = 1) -> dict:
    rng = random.Random(seed)  # noqa: S311 - reproducible test data
    seats = NAMES[:players]
    out = []
    for i in range(deals):
        dealer = seats[i % players]
        active = active_players(tuple(seats), dealer)
        roll = rng.random()
        if roll < 0.2:
            a = rng.randint(0, 10)
            b = rng.randint(0, 10 - a)
            out.append(
                {
                    "dealer": dealer,
                    "contract": "raspasy",
                    "tricks": {active[0]: a, active[1]: b, active[2]: 10 - a - b},
                }
            )
            continue
        declarer = rng.choice(active)
        d1, d2 = (p for p in active if p != declarer)
        if roll < 0.27:
            out.append(
                {
                    "dealer": dealer,
                    "declarer": declarer,
                    "contract": "misere",
                    "tricks": {declarer: rng.choice([0, 0, 0, 1, 2])},
                }
            )
            continue
        level = rng.choice([6, 6, 6, 7, 7, 8, 9, 10])
        contract = f"{level}{rng.choice(['S', 'C', 'D', 'H', 'NT'])}"
        calls = rng.choice([("whist", "whist"), ("whist", "pass"), ("pass", "pass")])
        deal = {
            "dealer": dealer,
            "declarer": declarer,
            "contract": contract,
            "defenders": {d1: calls[0], d2: calls[1]},
        }
        taken = min(10, max(0, level + rng.choice([-2, -1, 0, 0, 0, 1])))
        if calls == ("whist", "whist"):
            first = rng.randint(0, 10 - taken)
            deal["tricks"] = {declarer: taken, d1: first, d2: 10 - taken - first}
        elif calls == ("whist", "pass"):
            deal["tricks"] = {declarer: taken, d1: 10 - taken}
        out.append(deal)
    return {"convention": preset, "players": seats, "pulya": 50, "deals": out}


FULL_DEAL = {
    "dealer": "Gleb",
    "hands": {
        "Anna": "AH KH QH JH 10H 7S 8S 7C 8C 7D",
        "Boris": "9H 8H 7H 9S 10S JS QS KS AS 9C",
        "Vera": "10C JC QC KC AC 10D JD QD KD AD",
    },
    "talon": "8D 9D",
    "discard": "8D 9D",
    "declarer": "Anna",
    "contract": "7H",
    "whisting": [["Boris", "whist"], ["Vera", "pass"], ["Boris", "closed"]],
}


def make_full_game(deals: int) -> dict:
    """A four-player game of ``deals`` copies of one full deal (7♥, Anna takes five)."""
    state = replay(read_deal_record({"players": NAMES, **FULL_DEAL})).play
    play = []
    while state is not None and not state.is_over:
        player = state.to_play
        card = max(state.legal_cards(player), key=lambda c: (c.suit == state.trump, c.rank))
        play.append([player, card.en])
        state = state.after(player, card)
    deal = {**FULL_DEAL, "play": play}
    return {"convention": "sochi", "players": NAMES, "pulya": 10_000, "deals": [deal] * deals}


Timing = tuple[float, float]  # (wall, CPU) in ms


def timed(fn: Callable[[], object]) -> Timing:
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def rounds(jobs: dict[int, Callable[[], object]], repeat: int) -> dict[int, Timing]:
    """The median (wall, CPU) of each job over ``repeat`` rounds, the jobs in turn each round."""
    for job in jobs.values():
        job()  # warm up
    runs: dict[int, list[Timing]] = {size: [] for size in jobs}
    for _ in range(repeat):
        for size, job in jobs.items():
            runs[size].append(timed(job))
    return {
        size: (
            statistics.median(t[0] for t in times),
            statistics.median(t[1] for t in times),
        )
        for size, times in runs.items()
    }


def end_to_end(text: str) -> Callable[[], object]:
    return lambda: json.dumps(score(json.loads(text)).as_json())


def verdict(ok: bool) -> str:
    return "OK" if ok else "MISSED"


def report_growth(label: str, timings: dict[int, Timing], unit: float, unit_name: str) -> None:
    """Each size's time, its time per deal and the ratio of that to the first size's (CPU)."""
    (first, (_, cpu_first)), *_ = timings.items()
    for size, (wall, cpu) in timings.items():
        print(
            f"  {size:>6} {label}: {wall:9.1f} ms wall, {cpu:9.1f} ms CPU   "
            f"{wall / size * unit:8.2f} / {cpu / size * unit:8.2f} {unit_name} a deal"
            f"   {(cpu / size) / (cpu_first / first):5.2f} × the first (CPU)"
        )


def report_targets(timings: dict[int, Timing]) -> None:
    """Issue 3: 200 deals under 20 ms; issue 15: 5,000 deals under 200 ms, and their time per deal
    within 1.2× of 200's."""
    if SMALL in timings:
        wall, cpu = timings[SMALL]
        print(f"  target {SMALL} deals < 20 ms: wall {verdict(wall < 20)}, CPU {verdict(cpu < 20)}")
    if LARGE in timings:
        wall, cpu = timings[LARGE]
        print(
            f"  target {LARGE} deals < 200 ms: wall {verdict(wall < 200)}, CPU {verdict(cpu < 200)}"
        )
    if SMALL in timings and LARGE in timings:
        ratios = [(timings[LARGE][k] / LARGE) / (timings[SMALL][k] / SMALL) for k in (0, 1)]
        print(
            f"  per deal at {LARGE} / at {SMALL}: {ratios[1]:.2f} × CPU, {ratios[0]:.2f} × wall"
            f"   target ≤ 1.2: CPU {verdict(ratios[1] <= 1.2)}, wall {verdict(ratios[0] <= 1.2)}"
        )


def sizes(text: str) -> list[int]:
    return sorted({int(n) for n in text.split(",")})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=sizes, default=[SMALL, LARGE], help="deals per game")
    parser.add_argument("--repeat", type=int, default=7, help="rounds (the median is reported)")
    parser.add_argument("--preset", default="sochi")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--full", type=sizes, default=[], help="also time N full deal records")
    args = parser.parse_args()
    texts = {n: json.dumps(make_game(n, args.preset, args.players)) for n in args.sizes}
    first, last = args.sizes[0], args.sizes[-1]
    # the first game read in the process, before any warm-up: a server's first reading; the
    # rounds below are its later readings
    cold = timed(end_to_end(texts[last]))
    parse = rounds({first: lambda: json.loads(texts[first])}, args.repeat)[first]
    timings = rounds({n: end_to_end(text) for n, text in texts.items()}, args.repeat)
    print(
        f"{args.preset} games of short-form deals, {args.players} players, "
        f"median of {args.repeat} rounds (parse JSON + score + settle + JSON output)"
    )
    report_growth("deals", timings, 1000, "µs")
    print(
        f"  first game read in the process ({last} deals, cold): "
        f"{cold[0]:.1f} ms wall, {cold[1]:.1f} ms CPU"
    )
    ratio = timings[first][0] / parse[0]
    print(f"  {first}-deal game vs parsing its JSON alone: {ratio:.1f} × (wall)")
    report_targets(timings)
    if args.full:
        full = {n: end_to_end(json.dumps(make_full_game(n))) for n in args.full}
        print(f"full deal records (the auction, whisting and play replayed), {args.repeat} rounds")
        report_growth("records", rounds(full, args.repeat), 1, "ms")


if __name__ == "__main__":
    main()
