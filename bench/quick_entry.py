"""Benchmark: server time of one tap of the quick entry against one step of the wizard (issue 14).

Run: ``.venv/bin/python bench/quick_entry.py [--deals 100] [--repeat 50]``.
Through Django's test client (routing, middleware, session, permission, templates) against a
throw-away SQLite database, on a Sochi game of ``--deals`` deals; measured in the same run:

* ``trivial``: a view that returns ``HttpResponse("ok")`` (the floor of a Django request);
* ``wizard step``: ``POST /score/<id>/wizard/`` answering the last choice of a whisted 7♥
  (open or closed), answered with the tricks' step;
* ``quick tap``: ``POST /score/<id>/quick/`` with the same answers (the tap on open or closed),
  answered with the whole quick form: every row's choices, the wizard built once per row.

The quick form redraws every row on each tap, so a tap costs more than a wizard step; what it
saves is the taps and the typing (every answer on screen, the follower's tricks filled in).
"""

from __future__ import annotations

import argparse
import statistics
import time

import web_sheet  # bench/web_sheet.py: Django on a throw-away database, the trivial view
from django.core.management import call_command
from django.test import Client
from scoring import make_game  # bench/scoring.py: a random but valid game

from rulings.calculator import selectors, services

ANSWERS = {
    "kind": "game",
    "contract": "7H",
    "call1": "whist",
    "call2": "pass",
    "open": "closed",
}


def median_ms(client: Client, url: str, data: dict[str, str], repeat: int) -> float:
    times = []
    for _ in range(repeat + 3):
        start = time.perf_counter()
        response = client.post(url, data, headers={"HX-Request": "true"})
        times.append(time.perf_counter() - start)
        if response.status_code != 200:
            raise SystemExit(f"{url}: HTTP {response.status_code}")
    return statistics.median(times[3:]) * 1000


def trivial_ms(client: Client, repeat: int) -> float:
    times = []
    for _ in range(repeat + 3):
        start = time.perf_counter()
        client.get("/bench/trivial/")
        times.append(time.perf_counter() - start)
    return statistics.median(times[3:]) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()

    call_command("migrate", verbosity=0)
    game = services.game_import(
        owner=None, session_key="bench", data=make_game(args.deals, "sochi", 3)
    )
    client = web_sheet.visitor_client()
    dealer = selectors.game_view(game).next_dealer
    declarer = next(p for p in game.players if p != dealer)
    answers = {**ANSWERS, "declarer": declarer, "version": game.version, "dealer": dealer}

    with web_sheet.served_here():
        base = trivial_ms(client, args.repeat)
        rows = [
            ("trivial view", base),
            ("wizard step", median_ms(client, f"/score/{game.pk}/wizard/", answers, args.repeat)),
            ("quick tap", median_ms(client, f"/score/{game.pk}/quick/", answers, args.repeat)),
        ]
    print(f"{args.deals}-deal Sochi game, median of {args.repeat} requests (Django test client)")
    for name, ms in rows:
        print(f"  {name:<13} {ms:8.2f} ms   {ms / base:6.1f}× trivial")
    print(f"quick tap / wizard step: {rows[2][1] / rows[1][1]:.1f}×")


if __name__ == "__main__":
    main()
