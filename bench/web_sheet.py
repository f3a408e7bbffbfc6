"""Benchmark: server time of a 100-deal game's sheet and page (issue 4; issues 13 and 15).

Run: ``.venv/bin/python bench/web_sheet.py [--deals 100] [--repeat 50]``.
Everything goes through Django's test client (URL routing, every middleware, the signed-cookie
session, the permission check, the template engine) against a throw-away SQLite database.
Measured in the same run:

* ``trivial``: a view that returns ``HttpResponse("ok")`` (the floor of a Django request);
* ``sheet drawn``: ``GET /score/<id>/sheet/`` with the in-process cache emptied first, so the
  game is read, scored by the engine from its record, its view built (the sheet laid out, the
  deals explained, the settlement worked: one score for all) and the sheet drawn as SVG: what
  the first look at a new version costs (the change that makes the version draws it for its
  own answer);
* ``sheet served``: the same sheet at an unchanged version, as every later look gets it (the
  game's key fields read, the owner checked, the drawing reused; the record is not read);
* ``page drawn`` / ``page served``: the whole game page (sheet, wizard, settlement with its
  steps, the list of 100 deals whose entries are fetched when a deal is opened), first drawn and
  at an unchanged version (the game's key fields read, the drawing reused).

Prints the medians, the ratios to the trivial view and the page's to the sheet's. The targets:
a sheet drawn in under 100 ms and served in under 5× the trivial view (drawing 100 deals from
scratch cannot be: the engine alone takes about 20× the trivial view to score them,
bench/scoring.py); the page within 3× the sheet fragment, both drawn and both served.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
DB = Path(tempfile.mkdtemp()) / "bench.sqlite3"
os.environ["DATABASE_URL"] = f"sqlite:///{DB}"
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "preferans_site.settings")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.cache import cache  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.http import HttpResponse  # noqa: E402
from django.test import Client, override_settings  # noqa: E402
from django.urls import path  # noqa: E402
from scoring import make_game  # noqa: E402 - bench/scoring.py: a random but valid game

from preferans_site import urls as site_urls  # noqa: E402
from rulings.calculator import services  # noqa: E402


def trivial(request):
    return HttpResponse("ok")


urlpatterns = [path("bench/trivial/", trivial), *site_urls.urlpatterns]


def visitor_client(key: str = "bench") -> Client:
    """A test client whose signed session holds the calculator's visitor key ``key`` (the
    owner of games imported with ``session_key=key``)."""
    client = Client()
    session = client.session
    session["calculator_key"] = key
    session.save()
    client.cookies[settings.SESSION_COOKIE_NAME] = session.session_key  # a signed cookie
    return client


def served_here() -> override_settings:
    """The site's URLs plus the trivial view, served as in production (DEBUG off)."""
    return override_settings(ROOT_URLCONF=__name__, DEBUG=False, ALLOWED_HOSTS=["testserver"])


def median_ms(client: Client, url: str, repeat: int, *, cold: bool = False) -> float:
    times = []
    for _ in range(repeat + 3):
        if cold:
            cache.clear()
        start = time.perf_counter()
        response = client.get(url)
        times.append(time.perf_counter() - start)
        if response.status_code != 200:
            raise SystemExit(f"{url}: HTTP {response.status_code}")
    return statistics.median(times[3:]) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()

    call_command("migrate", verbosity=0)
    record = make_game(args.deals, "sochi", 3)
    game = services.game_import(owner=None, session_key="bench", data=record)
    client = visitor_client()

    with served_here():
        base = median_ms(client, "/bench/trivial/", args.repeat)
        sheet, page = f"/score/{game.pk}/sheet/", f"/score/{game.pk}/"
        rows = [
            ("trivial view", base),
            ("sheet drawn", median_ms(client, sheet, args.repeat, cold=True)),
            ("sheet served", median_ms(client, sheet, args.repeat)),
            ("page drawn", median_ms(client, page, args.repeat, cold=True)),
            ("page served", median_ms(client, page, args.repeat)),
        ]
    print(f"{args.deals}-deal Sochi game, median of {args.repeat} requests (Django test client)")
    for name, ms in rows:
        print(f"  {name:<13} {ms:8.2f} ms   {ms / base:6.1f}× trivial")
    drawn, served = rows[1][1], rows[2][1]
    page_drawn, page_served = rows[3][1], rows[4][1]
    verdict = "met" if drawn < 100 and served < 5 * base else "NOT met"
    print(f"target (sheet drawn < 100 ms, served < 5× trivial): {verdict}")
    print(f"page / sheet: drawn {page_drawn / drawn:.1f}×, served {page_served / served:.1f}×")
    verdict = "met" if page_drawn <= 3 * drawn and page_served <= 3 * served else "NOT met"
    print(f"target (the page within 3× the sheet, drawn and served): {verdict}")


if __name__ == "__main__":
    main()
