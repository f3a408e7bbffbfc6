"""Benchmark: the table (issue 19) — each solver reply, opening a practice deal, the analysis.

Run: ``.venv/bin/python bench/learn_table.py`` (build the compiled solver first:
``make install``). Every request goes through Django's test client (routing, middleware, the
signed-cookie session, CSRF off as the test client does, the engine, the template):

* **a reply**: ``POST /learn/table/<level>/`` with one of South's cards (as htmx sends it: the
  table's partial comes back); the server replays the
  deal from the learner's cards (the signed state), solves each kept layout after the card and
  plays the other seats' cards. Timed *cold* (the engine's caches emptied before the request:
  the whole deal replayed from its start, as a fresh server process does) and *warm* (the
  previous state cached: one step). Every shipped table level is played along its stated line
  and its first wrong card; the number of layouts kept when the card was played is reported;
* **opening a practice deal** of these stages and every other: ``bench/learn.py`` (which runs
  this script's ``run`` too: the one entry point for Learn);
* **the analysis**: ``GET /learn/table/<level>/analysis/`` of a finished deal (the wrong line
  played out), caches emptied.

Targets (issue 19): a reply p95 < 150 ms, an analysis < 1 s. Prints median, p95 and max of each.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DB = Path(tempfile.mkdtemp()) / "bench.sqlite3"
os.environ["DATABASE_URL"] = f"sqlite:///{DB}"
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "preferans_site.settings")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.http import HttpResponse  # noqa: E402
from django.test import Client, override_settings  # noqa: E402
from django.urls import path  # noqa: E402

from preferans_site import urls as site_urls  # noqa: E402
from rulings.core.solver.engine import solver_engine  # noqa: E402
from tutorial.lessons.content import declarer_table, defence_table, misere_table  # noqa: E402
from tutorial.lessons.table import state as table_state  # noqa: E402

TOKEN = re.compile(r'name="state" value="([^"]+)"')
HTMX = {"HTTP_HX_REQUEST": "true"}  # a card is played with htmx: the table's partial comes back


def trivial(request):
    return HttpResponse("ok")


urlpatterns = [path("bench/trivial/", trivial), *site_urls.urlpatterns]


def cold() -> None:
    """Empty the engine's caches: the next request replays its deal from the start."""
    table_state.replay.cache_clear()
    table_state.start.cache_clear()


def p95(times: list[float]) -> float:
    return statistics.quantiles(times, n=20)[18] if len(times) > 1 else times[0]


def row(name: str, times: list[float]) -> str:
    return (
        f"  {name:<34} n={len(times):<4} median {statistics.median(times):7.1f} ms"
        f"  p95 {p95(times):7.1f} ms  max {max(times):7.1f} ms"
    )


def timed(call) -> tuple[float, object]:
    start = time.perf_counter()
    response = call()
    return (time.perf_counter() - start) * 1000, response


def play(client: Client, level, line, *, warm: bool, replies: list[float], kept: list[int]):
    url = f"/learn/table/{level.id}/"
    client.get(f"/learn/table/{level.id}/")
    response = client.post(f"/learn/table/{level.id}/again/", {"state": _token(client, url)})
    for card in line:
        token = TOKEN.search(response.content.decode()).group(1)
        state = table_state.replay(
            level.exercise.deal,
            table_state.resume(level.exercise.deal, _played(token)).learner_cards,
        )
        kept.append(len(state.kept))
        if not warm:
            cold()
        ms, response = timed(
            lambda card=card, token=token: client.post(url, {"state": token, "card": card}, **HTMX)
        )
        if response.status_code != 200:
            raise SystemExit(f"{url} {card}: HTTP {response.status_code}")
        replies.append(ms)
        if (
            "#hand" not in response.content.decode()
            and 'id="hand"' not in response.content.decode()
        ):
            break
    return response


def _token(client: Client, url: str) -> str:
    return TOKEN.search(client.get(url).content.decode()).group(1)


def _played(token: str):
    from django.core import signing

    from rulings.core import parse_card

    text = signing.loads(token, salt="tutorial.table")["played"]
    return tuple((item[0], parse_card(item[2:])) for item in text.split())


def main() -> None:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    call_command("migrate", verbosity=0)
    with override_settings(ROOT_URLCONF=__name__, DEBUG=False, ALLOWED_HOSTS=["testserver"]):
        run(Client())


def run(client: Client) -> None:
    """Measure and print (``bench/learn.py`` runs it too, under its own URLs)."""
    print(f"solver engine: {solver_engine().name}")
    levels = misere_table.LEVELS + defence_table.LEVELS + declarer_table.LEVELS
    results = {}
    base = []
    for _ in range(60):
        ms, _response = timed(lambda: client.get("/bench/trivial/"))
        base.append(ms)
    for warm in (False, True):
        replies: list[float] = []
        kept: list[int] = []
        for level in levels:
            exercise = level.exercise
            play(client, level, exercise.answer, warm=warm, replies=replies, kept=kept)
            wrong = [exercise.wrong[0], *lessons_after(level)]
            play(client, level, wrong, warm=warm, replies=replies, kept=kept)
        results["warm" if warm else "cold"] = (replies, kept)
    analyses = []
    for level in levels:
        exercise = level.exercise
        play(
            client,
            level,
            [exercise.wrong[0], *lessons_after(level)],
            warm=True,
            replies=[],
            kept=[],
        )
        cold()
        ms, response = timed(lambda level=level: client.get(f"/learn/table/{level.id}/analysis/"))
        if response.status_code != 200:
            raise SystemExit(f"analysis {level.id}: HTTP {response.status_code}")
        analyses.append(ms)
    print(row("trivial view (the floor)", base))
    print(f"{len(levels)} table levels, each along its stated line and its wrong first card")
    engine_cold, engine_warm = engine_only(levels)
    print(row("engine only: replay from the start", engine_cold))
    print(row("engine only: one card (warm)", engine_warm))
    for name in ("cold", "warm"):
        replies, kept = results[name]
        print(row(f"reply to a card ({name})", replies))
    kept = results["cold"][1]
    print(
        f"  layouts kept when a card was played: max {max(kept)}, median "
        f"{statistics.median(kept):.0f} (levels hold up to "
        f"{max(len(lv.exercise.deal.layouts) for lv in levels)})"
    )
    print(row("analysis of a finished deal", analyses))
    floor = statistics.median(base)
    print(
        f"× the trivial view's median ({floor:.2f} ms): reply warm "
        f"{statistics.median(results['warm'][0]) / floor:.0f}×, cold "
        f"{statistics.median(results['cold'][0]) / floor:.0f}×"
    )
    worst_reply = p95(results["cold"][0])
    print(
        f"targets: reply p95 < 150 ms {'met' if worst_reply < 150 else 'NOT met'}; "
        f"analysis < 1 s {'met' if max(analyses) < 1000 else 'NOT met'}"
    )


def engine_only(levels) -> tuple[list[float], list[float]]:
    """The engine's share of a reply, no HTTP: the deal replayed from its start to each of the
    stated line's cards (caches emptied), and the one step from the state before it."""
    from rulings.core import parse_card

    cold_times, warm_times = [], []
    for level in levels:
        deal = level.exercise.deal
        line = [parse_card(card) for card in level.exercise.answer]
        for i in range(len(line)):
            cold()
            ms, _ = timed(
                lambda cards=tuple(line[: i + 1]), deal=deal: table_state.replay(deal, cards)
            )
            cold_times.append(ms)
            before = table_state.replay(deal, tuple(line[:i]))
            ms, _ = timed(lambda before=before, card=line[i]: table_state.play(before, card))
            warm_times.append(ms)
    return cold_times, warm_times


def lessons_after(level) -> list[str]:
    """After the wrong first card, South's lowest legal card each time (to the end)."""
    from rulings.core import parse_card
    from tutorial.lessons.table import play as table_play
    from tutorial.lessons.table import start

    state = table_play(start(level.exercise.deal), parse_card(level.exercise.wrong[0]))
    cards = []
    while not state.over:
        card = state.legal()[0]
        cards.append(card.en)
        state = table_play(state, card)
    return cards


if __name__ == "__main__":
    sys.exit(main())
