"""Benchmark: the sheet as a picture and «Мои пули» (issue 14), against the trivial view.

Run: ``.venv/bin/python bench/sheet_image.py [--deals 100] [--games 20] [--repeat 20]``.
Django's test client against a throw-away SQLite database, as bench/web_sheet.py. Measured in
the same run, medians:

* ``trivial``: ``HttpResponse("ok")``;
* ``sheet fragment``: ``GET /score/<id>/sheet/`` served (the page's own drawing, for scale);
* ``SVG`` / ``PNG`` drawn: the downloads of a ``--deals`` game with the cache emptied first
  (the game scored and laid out, the SVG document drawn, the PNG rendered from it by
  CairoSVG); served: the same at an unchanged version (the picture kept);
* ``my pulyas`` / ``statistics``: the list's first page and the statistics page over
  ``--games`` games of ``--deals`` deals, each game's figures kept per version (served), and
  the statistics with the cache emptied first (every game scored: drawn).
"""

from __future__ import annotations

import argparse

import web_sheet  # bench/web_sheet.py: Django on a throw-away database, the trivial view
from django.core.management import call_command
from scoring import make_game  # bench/scoring.py: a random but valid game
from web_sheet import median_ms  # the same measure as the sheet's bench

from rulings.calculator import services


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()

    call_command("migrate", verbosity=0)
    games = [
        services.game_import(
            owner=None, session_key="bench", data=make_game(args.deals, "sochi", 3, seed=i)
        )
        for i in range(args.games)
    ]
    game = games[0]
    client = web_sheet.visitor_client()

    with web_sheet.served_here():
        base = median_ms(client, "/bench/trivial/", args.repeat)
        rows = [
            ("trivial view", base),
            ("sheet fragment", median_ms(client, f"/score/{game.pk}/sheet/", args.repeat)),
            ("SVG drawn", median_ms(client, f"/score/{game.pk}/sheet.svg", args.repeat, cold=True)),
            ("SVG served", median_ms(client, f"/score/{game.pk}/sheet.svg", args.repeat)),
            ("PNG drawn", median_ms(client, f"/score/{game.pk}/sheet.png", args.repeat, cold=True)),
            ("PNG served", median_ms(client, f"/score/{game.pk}/sheet.png", args.repeat)),
            ("my pulyas", median_ms(client, "/score/mine/", args.repeat)),
            ("statistics", median_ms(client, "/score/mine/statistics/", args.repeat)),
            (
                "statistics drawn",
                median_ms(client, "/score/mine/statistics/", args.repeat, cold=True),
            ),
        ]
    print(
        f"{args.games} Sochi games of {args.deals} deals, median of {args.repeat} requests "
        "(Django test client)"
    )
    for name, ms in rows:
        print(f"  {name:<16} {ms:8.2f} ms   {ms / base:7.1f}× trivial")


if __name__ == "__main__":
    main()
