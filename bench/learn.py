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
* ``discard`` / ``contract``: the first shipped ``choose_discard`` and ``choose_contract``
  levels (value-graded: the solver over 8 sampled layouts of the unseen cards, stored as a
  table that ``lessons check`` recomputes), each answered with the first wrong answer it lists:
  graded under the convention from the table (the weaker discard is shown the layout that
  beats it, from the table).

Apart from grading, it times ``defence_line`` (the defence's line on that layout, solved on
request by the engine, in-process) for the same discard.

Prints the median and p95 of each and their ratio to the trivial view, and, for reference,
what computing a table at request time would cost (why levels store it).

**Opening a practice deal of every stage** (issue 19: p95 < 200 ms): ``GET
/learn/practice/<stage>/<seed>/`` (and the table it redirects to for a play-out stage), every
cache of the lessons emptied before each request (``clear_caches``: the deal generated as a
fresh server process generates it). The seeds are those «Ещё одну» opens: a stage's pooled
seeds where its solver results are made ahead (``tutorial/lessons/made.py``), else seeds from
1000; a pooled stage is also timed with the store set aside (``made.recording(live=True)``:
the deal generated at the request, as before the pool).

**The table** (``bench/learn_table.py``'s ``run``): each solver reply, cold and warm, and the
analysis of a finished deal.

    .venv/bin/python bench/learn.py [--repeat 40] [--seeds 48] [--only grading practice table]
"""

from __future__ import annotations

import argparse
import json
import os
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

import tutorial.lessons as lessons  # noqa: E402
from preferans_site import urls as site_urls  # noqa: E402
from rulings.core import PRESETS  # noqa: E402
from tutorial.lessons import made  # noqa: E402
from tutorial.lessons.generators import GENERATORS  # noqa: E402
from tutorial.lessons.model import Level  # noqa: E402
from tutorial.lessons.table import state as table_state  # noqa: E402


def trivial(request):
    return HttpResponse("ok")


urlpatterns = [path("bench/trivial/", trivial), *site_urls.urlpatterns]


def table_cost(found: Level) -> float:
    """How long computing the level's table takes (what ``lessons check`` does for it)."""
    start = time.perf_counter()
    found.exercise.compute_table()
    return (time.perf_counter() - start) * 1000


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


SECTIONS = ("grading", "practice", "table")


def clear_caches() -> None:
    """Forget every deal the process has made: the generators' levels, the results of the
    solver (``made.Ahead``: computed or read), the table's states. The next request makes its
    deal as if new (other caches, of conventions and texts, stay warm as in a running server)."""
    for stage_id in lessons.PRACTICE_STAGES:
        getattr(GENERATORS[stage_id], "cache_clear", lambda: None)()
    for name, module in list(sys.modules.items()):
        if name.startswith("tutorial.lessons"):
            for value in vars(module).values():
                if isinstance(value, made.Ahead):
                    getattr(value.compute, "cache_clear", lambda: None)()
    table_state.replay.cache_clear()
    table_state.start.cache_clear()


def opening(client: Client, stage_id: str, seeds, *, live: bool) -> list[float]:
    times = []
    for seed in seeds:
        clear_caches()
        with made.recording(live=live):
            start = time.perf_counter()
            response = client.get(f"/learn/practice/{stage_id}/{seed}/", follow=True)
            times.append((time.perf_counter() - start) * 1000)
        if response.status_code != 200:
            raise SystemExit(f"practice {stage_id} {seed}: HTTP {response.status_code}")
    return times


def practice(client: Client, count: int) -> None:
    """Opening a practice deal of every stage: p95 per stage, made ahead and live."""
    print(f"Opening a practice deal: GET /learn/practice/<stage>/<seed>/, {count} seeds a stage")
    print(f"  {'stage':<20} {'median':>9} {'p95':>9} {'max':>9}   live (generated at the request)")
    worst = 0.0
    opening(client, "auction", [0], live=False)  # the process warmed: templates, translations
    for stage_id in lessons.PRACTICE_STAGES:
        pooled = lessons.pooled_seeds(stage_id)
        seeds = pooled[:count] if pooled else range(1000, 1000 + count)
        times = opening(client, stage_id, seeds, live=False)
        worst = max(worst, p95(times))
        line = (
            f"  {stage_id:<20} {statistics.median(times):6.1f} ms {p95(times):6.1f} ms"
            f" {max(times):6.1f} ms"
        )
        if pooled:
            before = opening(client, stage_id, seeds, live=True)
            line += f"   median {statistics.median(before):6.1f} ms, p95 {p95(before):6.1f} ms"
        print(line)
    verdict = "met" if worst < 200 else "NOT met"
    print(f"slowest stage p95 {worst:.1f} ms: target (p95 < 200 ms) {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=40)
    parser.add_argument("--seeds", type=int, default=made.POOLED_SEEDS)
    parser.add_argument("--only", nargs="+", choices=SECTIONS, default=SECTIONS)
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    client = Client()
    with override_settings(ROOT_URLCONF=__name__, DEBUG=False, ALLOWED_HOSTS=["testserver"]):
        if "grading" in args.only:
            grading(client, args.repeat)
        if "practice" in args.only:
            practice(client, args.seeds)
        if "table" in args.only:
            import learn_table  # bench/ is the script's folder: its sibling

            learn_table.run(client)


def grading(client: Client, repeat: int) -> None:
    """Grading through the answer API (issue 11)."""
    auction = first_of_kind("auction", "choose_call")
    discard = first_of_kind("discard", "choose_discard")
    contract = first_of_kind("contract", "choose_contract")
    cases = [
        ("trick winner", "trump-wins", "S"),
        ("open layout", "layout-trumps", 2),
        ("auction", auction.id, auction.exercise.answer),
        ("practice auction", "auction-practice-7", "pass"),
        ("discard", discard.id, list(discard.exercise.wrong[0])),
        ("contract", contract.id, contract.exercise.wrong[0]),
    ]
    base = timings(client, "/bench/trivial/", repeat)
    rows = [("trivial view", base)]
    for name, level_id, answer in cases:
        url = f"/api/learn/levels/{level_id}/answer"
        rows.append((name, timings(client, url, repeat, answer)))
    floor, floor95 = statistics.median(base), p95(base)
    print(f"Grading through POST /api/learn/levels/<id>/answer, {repeat} requests each")
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
    answer = list(discard.exercise.wrong[0])
    lines = []
    for _ in range(max(repeat // 6, 5)):
        start = time.perf_counter()
        lessons.defence_line(discard, answer, PRESETS["sochi"])
        lines.append((time.perf_counter() - start) * 1000)
    print(
        f"defence line on request ({discard.id}, engine only): median "
        f"{statistics.median(lines):.0f} ms, max {max(lines):.0f} ms"
    )
    for found in (discard, contract):
        print(
            f"(computing {found.id}'s table, {found.exercise.sample} layouts, as `lessons check`"
            f" does: {table_cost(found):.0f} ms)"
        )


if __name__ == "__main__":
    main()
