"""Benchmark: score a 200-deal game end to end (issue 3: target under 20 ms per game).

Run: ``.venv/bin/python bench/scoring.py [--deals 200] [--repeat 50] [--preset sochi]``.
Reports the median of repeated runs of (parse JSON + score + settle + JSON output) and its ratio
to parsing the same JSON text alone; ``--full N`` also times a game of N full deal records
(each replayed through the auction, whisting and play by ``rulings.core.records.deal_record``).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulings.core import active_players, read_deal_record, replay, score

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


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


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--preset", default="sochi")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--full", type=int, default=0, help="also time N full deal records")
    args = parser.parse_args()
    text = json.dumps(make_game(args.deals, args.preset, args.players))

    def parse_only() -> None:
        json.loads(text)

    def end_to_end() -> None:
        json.dumps(score(json.loads(text)).as_json())

    end_to_end()  # warm up
    parse = median_ms(parse_only, args.repeat)
    full = median_ms(end_to_end, args.repeat)
    print(f"{args.deals}-deal {args.preset} game, {args.players} players, {args.repeat} runs")
    print(f"  parse JSON only : {parse:8.3f} ms (median)")
    print(
        f"  score end to end: {full:8.3f} ms (median)  target < 20 ms: "
        f"{'OK' if full < 20 else 'MISSED'}"
    )
    print(f"  ratio           : {full / parse:8.1f} × parsing")
    if args.full:
        full_text = json.dumps(make_full_game(args.full))
        ms = median_ms(lambda: json.dumps(score(json.loads(full_text)).as_json()), 5)
        print(
            f"  {args.full} full deal records: {ms:8.1f} ms (median; {ms / args.full:.2f} ms each)"
        )


if __name__ == "__main__":
    main()
