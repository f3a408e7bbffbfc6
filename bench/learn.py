"""Benchmark: server time to grade a Learn level (issue 11: p95 < 300 ms, solver included).

Run: ``.venv/bin/python bench/learn.py [--repeat 40]``.
Every answer goes through Django's test client to ``POST /api/learn/levels/<id>/answer`` (URL
routing, every middleware, the signed-cookie session, the engine's grade, the JSON), and the
same run measures a trivial view (``HttpResponse("ok")``, the floor of a Django request).
The levels:

* ``trick winner``: a shipped ``trick_winner`` level (the core's rule of tricks);
* ``open layout``: a shipped ``count_tricks`` level, solved by the double-dummy solver at
  every request;
* ``auction``: a shipped ``choose_call`` level (the core's auction under the convention);
* ``practice auction``: a practice level, generated from its seed at every request and graded;
* ``discard`` / ``contract``: value-graded levels made here as a level author makes them
  (``compute_table``: the solver over 8 sampled layouts of the unseen cards), graded from the
  stored table under the convention; the discard's answer is a weaker one, so each request
  also finds the layout that beats it and the defence's line there with the solver.

Prints the median and p95 of each and their ratio to the trivial view, and, for reference,
what computing a table at request time would cost (why levels store it).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DB = Path(tempfile.mkdtemp()) / "bench.sqlite3"
os.environ["DATABASE_URL"] = f"sqlite:///{DB}"
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "preferans_site.settings")

import django  # noqa: E402

django.setup()

from django.http import HttpResponse  # noqa: E402
from django.test import Client, override_settings  # noqa: E402
from django.urls import path  # noqa: E402

import tutorial.lessons as lessons  # noqa: E402
from preferans_site import urls as site_urls  # noqa: E402
from tutorial.lessons.kinds.choose_contract import ChooseContract  # noqa: E402
from tutorial.lessons.kinds.choose_discard import DISCARD_RULE, ChooseDiscard  # noqa: E402
from tutorial.lessons.kinds.common import WEST, hand  # noqa: E402
from tutorial.lessons.model import Level, Text  # noqa: E402


def trivial(request):
    return HttpResponse("ok")


urlpatterns = [path("bench/trivial/", trivial), *site_urls.urlpatterns]

HAND = hand("AS KS QS JS 9S AH KH AD 7C 8C")
TALON = hand("7H 8H")
PROMPT = Text("Что снести?", "What to discard?")


def value_levels() -> tuple[dict[str, Level], dict[str, float]]:
    """A discard and a contract level with their tables computed, and how long that took."""
    discard = ChooseDiscard(PROMPT, HAND, TALON, "6S", WEST, seed=1, answer=("7C", "8C"))
    contract = ChooseContract(
        PROMPT, HAND - {*hand("7C 8C")} | TALON, hand("7C 8C"), "6S", WEST, seed=1, answer="8S"
    )
    made: dict[str, Level] = {}
    cost: dict[str, float] = {}
    for key, exercise in (("bench-discard", discard), ("bench-contract", contract)):
        start = time.perf_counter()
        table = exercise.compute_table()
        cost[key] = (time.perf_counter() - start) * 1000
        made[key] = Level(
            key, "bench", PROMPT, PROMPT, replace(exercise, table=table), (DISCARD_RULE,)
        )
    return made, cost


def timings(client: Client, url: str, repeat: int, body: object | None = None) -> list[float]:
    times = []
    for _ in range(repeat + 3):
        start = time.perf_counter()
        if body is None:
            response = client.get(url)
        else:
            response = client.post(
                url, json.dumps({"answer": body}), content_type="application/json"
            )
        times.append((time.perf_counter() - start) * 1000)
        if response.status_code != 200:
            raise SystemExit(f"{url}: HTTP {response.status_code} {response.content[:200]!r}")
    return times[3:]


def p95(times: list[float]) -> float:
    return statistics.quantiles(times, n=20)[18]


def first_of_kind(stage_id: str, kind: str) -> Level:
    return next(lv for lv in lessons.stage(stage_id).levels if lv.kind == kind)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=40)
    args = parser.parse_args()

    made, table_cost = value_levels()
    shipped = lessons.level
    lessons.level = lambda level_id: made.get(level_id) or shipped(level_id)  # the API's lookup

    auction = first_of_kind("auction", "choose_call")
    cases = [
        ("trick winner", "trump-wins", "S"),
        ("open layout", "layout-trumps", 2),
        ("auction", auction.id, auction.exercise.answer),
        ("practice auction", "auction-practice-7", "pass"),
        ("discard", "bench-discard", ["AD", "AH"]),
        ("contract", "bench-contract", "7S"),
    ]
    client = Client()
    with override_settings(ROOT_URLCONF=__name__, DEBUG=False, ALLOWED_HOSTS=["testserver"]):
        base = timings(client, "/bench/trivial/", args.repeat)
        rows = [("trivial view", base)]
        for name, level_id, answer in cases:
            url = f"/api/learn/levels/{level_id}/answer"
            rows.append((name, timings(client, url, args.repeat, answer)))
    floor, floor95 = statistics.median(base), p95(base)
    print(f"Grading through POST /api/learn/levels/<id>/answer, {args.repeat} requests each")
    print(f"  {'':<17} {'median':>9} {'p95':>9}   ×trivial (median, p95)")
    for name, times in rows:
        median = statistics.median(times)
        print(
            f"  {name:<17} {median:6.2f} ms {p95(times):6.2f} ms"
            f"   {median / floor:6.1f}× {p95(times) / floor95:6.1f}×"
        )
    worst = max(p95(times) for _, times in rows[1:])
    print(f"trivial view median {floor:.2f} ms; slowest grading p95 {worst:.1f} ms")
    print(f"target (p95 < 300 ms): {'met' if worst < 300 else 'NOT met'}")
    for key, ms in table_cost.items():
        print(f"(computing {key}'s table, 8 layouts, as `lessons check` does: {ms:.0f} ms)")


if __name__ == "__main__":
    main()
