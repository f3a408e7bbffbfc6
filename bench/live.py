"""Live-sheet benchmark (issue 24): phones watching games on two app processes; not a test.

    .venv/bin/python bench/live.py [--scenario one-game|many-games|both] [--watchers 50]
                                   [--games 200] [--seconds 60] [--poll 1.0]
                                   [--write-every 5] [--workers 2] [--ports 8711 8712]
                                   [--database preferans_live] [--redis-db 4]

Each watcher does what static/js/live.js does in a visible tab: every ``--poll`` seconds it asks
``GET /score/s/<token>/live/`` with ``If-None-Match: "v<version>"`` (a 304 while nothing
changed); on a 200 it fetches the share page's ``#game`` (``HX-Request``), as the script does,
and notes when it saw the new version. Meanwhile a writer adds a deal to each game every
``--write-every`` seconds (spread over the games) through the calculator's service, the same
versioned write the pages use, and notes when it was committed.

- ``one-game``: ``--watchers`` phones watching one game (a deal every ``--write-every`` s);
- ``many-games``: ``--games`` games, each watched by one phone (each game a deal every
  ``--write-every`` × 12 s, about what a table writes);
- ``baseline``: as many phones polling ``/healthz`` (one database query and one Redis read),
  nothing written: the cost of a request that does next to nothing, for the ratio;

on two gunicorn processes (``--workers`` each: ``make serve``'s server), PostgreSQL and Redis as
bench/load.py sets them up (a fresh database, the cache in Redis). Printed per scenario: the
requests, the app processes' CPU seconds (user + system, from /proc) and the database's
transactions (pg_stat_database; every query outside a transaction is one; the writer's are
counted apart and taken off) per watcher per minute; the delay from a write committed to a
watcher holding the page drawn at it (p50, p95, max); and, for server-sent events, the memory of
one sync worker, which an open stream would hold for as long as the phone watches.
"""

from __future__ import annotations

import argparse
import http.client
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import django  # noqa: E402
from load import environment, fresh_database, start, stop  # noqa: E402

START_DEALS = 20  # each game starts with this many deals; the writer adds the following ones
TICK = os.sysconf("SC_CLK_TCK")


def set_up(games: int, deals: int) -> list[tuple[int, str, list[dict]]]:
    """``games`` games of ``START_DEALS`` deals: (id, share token, the deals to write later)."""
    django.setup()
    from django.core.cache import cache
    from django.core.management import call_command
    from scoring import make_game

    from rulings.calculator import services

    call_command("migrate", verbosity=0)
    cache.clear()
    made = []
    for seed in range(games):
        record = make_game(START_DEALS + deals, "sochi", 3, seed=seed + 1)
        later = record["deals"][START_DEALS:]
        record["deals"] = record["deals"][:START_DEALS]
        game = services.game_import(owner=None, session_key="live-bench", data=record)
        made.append((game.pk, game.share_token, later))
    return made


def get(port: int, path: str, headers: dict) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path, headers={"Host": "127.0.0.1", **headers})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


class Run:
    """What the watchers and the writer note: the moments each version was written and seen."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.written: dict[tuple[str, int], float] = {}  # (token, version) → commit time
        self.delays: list[float] = []
        self.polls = self.not_modified = self.pages = self.errors = 0
        self.answers: list[float] = []  # how long each poll took to be answered

    def seen(self, token: str, old: int, new: int, at: float) -> None:
        with self.lock:
            for version in range(old + 1, new + 1):
                written = self.written.get((token, version))
                if written is not None:
                    self.delays.append(at - written)


def watch(run: Run, port: int, token: str, version: int, poll: float, until: float) -> None:
    page = f"/score/s/{token}/"
    address = page + "live/" if token else "/healthz"  # no token: the baseline
    time.sleep(random.uniform(0, poll))  # noqa: S311 - phones do not poll in step
    while time.monotonic() < until:
        begun = time.monotonic()
        try:
            status, body = get(port, address, {"If-None-Match": f'"v{version}"'})
            if not token:
                status = 304 if status == 200 else status
            with run.lock:
                run.polls += 1
                run.not_modified += status == 304
                run.answers.append(time.monotonic() - begun)
            if status == 200:
                new = int(body.split(b":")[1].strip(b" }"))
                status, _ = get(port, page, {"HX-Request": "true"})
                if status != 200:
                    raise OSError(status)
                with run.lock:
                    run.pages += 1
                run.seen(token, version, new, time.monotonic())
                version = new
            elif status != 304:
                raise OSError(status)
        except (OSError, ValueError, IndexError):
            with run.lock:
                run.errors += 1
        time.sleep(max(0.0, poll - (time.monotonic() - begun)))


def write(run: Run, games: list, every: float, until: float) -> int:
    """A deal into each game every ``every`` seconds, spread evenly; the writes made."""
    from rulings.calculator import services
    from rulings.models import Game

    made = 0
    step = every / len(games)
    turn = 0
    next_at = time.monotonic() + step
    while time.monotonic() < until - 2:  # the last write has time to be seen
        time.sleep(max(0.0, next_at - time.monotonic()))
        pk, token, later = games[turn % len(games)]
        index = turn // len(games)
        turn += 1
        next_at += step
        if index >= len(later):
            continue
        game = Game.objects.get(pk=pk)
        game = services.game_add_deal(game=game, version=game.version, deal=later[index])
        with run.lock:
            run.written[(token, game.version)] = time.monotonic()
        made += 1
    return made


def group_cpu(pgid: int) -> float:
    """User + system CPU seconds of every process in the process group (a server and its
    workers)."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = (Path("/proc") / entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid:  # fields[0] is the state: pgrp is the 5th field of stat
            total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / TICK


def worker_rss_mb(pgid: int) -> float:
    """The resident memory of one worker of the group (the largest), in MB."""
    largest = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == pgid:
            continue
        try:
            status = (Path("/proc") / entry / "status").read_text()
            stat = (Path("/proc") / entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(stat[2]) == pgid:
            rss = next(line for line in status.splitlines() if line.startswith("VmRSS"))
            largest = max(largest, int(rss.split()[1]))
    return largest / 1024


def transactions(postgres: str, database: str) -> int:
    host, port = postgres.rsplit(":", 1)
    out = subprocess.run(
        ["psql", "-h", host, "-p", port, "-U", "postgres", "-At", "-v", f"db={database}"],
        input="SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = :'db'",
        check=True,
        capture_output=True,
        text=True,
    )
    return int(out.stdout.strip())


def writer_transactions(args, games: list) -> float:
    """The database transactions of one write by this process (taken off the run's)."""
    from django.db import connections

    connections.close_all()  # its statistics reach pg_stat_database when it closes
    before = transactions(args.postgres, args.database)
    count = write(Run(), games, 0.5, time.monotonic() + 4.5)  # about five deals
    connections.close_all()
    time.sleep(0.5)
    return (transactions(args.postgres, args.database) - before) / max(count, 1)


def scenario(args, name: str, games: list, watchers_per_game: int, every: float) -> None:
    from django.db import connections

    processes = start("gunicorn", args.workers, False, args.ports)
    until = time.monotonic() + args.seconds
    run = Run()
    try:
        from rulings.models import Game

        versions = dict(
            Game.objects.filter(pk__in=[g[0] for g in games]).values_list("pk", "version")
        )
        versions[0] = 0
        connections.close_all()
        cpu_before = sum(group_cpu(p.pid) for p in processes)
        mine_before = sum(os.times()[:2])
        xact_before = transactions(args.postgres, args.database)
        threads = []
        for n, (pk, token, _later) in enumerate(games):
            for k in range(watchers_per_game):
                port = args.ports[(n * watchers_per_game + k) % 2]
                thread = threading.Thread(
                    target=watch, args=(run, port, token, versions[pk], args.poll, until)
                )
                threads.append(thread)
        for thread in threads:
            thread.start()
        writes = write(run, games, every, until) if every else 0
        for thread in threads:
            thread.join()
        cpu = sum(group_cpu(p.pid) for p in processes) - cpu_before
        mine = sum(os.times()[:2]) - mine_before
        rss = max(worker_rss_mb(p.pid) for p in processes)
    finally:
        stop(processes)
    connections.close_all()
    time.sleep(0.5)
    xacts = transactions(args.postgres, args.database) - xact_before
    per_write = args.writer_xacts
    watchers = len(threads)
    minutes = args.seconds / 60
    delays = sorted(run.delays)
    print(
        f"\n{name}: {watchers} watchers of {len(games)} game(s), {args.seconds:.0f} s, "
        f"a poll every {args.poll:g} s, {writes} deals written; "
        f"2 gunicorn processes × {args.workers} workers"
    )
    print(
        f"  polls {run.polls} ({run.polls / args.seconds:.0f}/s), 304: {run.not_modified}, "
        f"pages fetched on a change: {run.pages}, errors: {run.errors}"
    )
    print(
        f"  app CPU: {cpu:.1f} s in all = {cpu / watchers / minutes:.4f} s per watcher per "
        f"minute ({cpu / args.seconds:.2f} of a core)"
    )
    print(
        f"  this bench's own CPU (the phones and the writer): {mine:.1f} s "
        f"({mine / args.seconds:.2f} of a core); load average {os.getloadavg()[0]:.1f}"
    )
    app_xacts = xacts - per_write * writes
    print(
        f"  database transactions (≈ queries) of the apps: {app_xacts:.0f} = "
        f"{app_xacts / watchers / minutes:.1f} per watcher per minute "
        f"({app_xacts / max(run.polls, 1):.2f} per poll, the writer's {per_write:.1f} "
        "per write taken off)"
    )
    answers = sorted(run.answers)
    if answers:
        print(
            f"  a poll answered in: p50 {statistics.median(answers) * 1000:.0f} ms, "
            f"p95 {answers[int(0.95 * (len(answers) - 1))] * 1000:.0f} ms"
        )
    if delays:
        p95 = delays[int(0.95 * (len(delays) - 1))]
        print(
            f"  write → seen: p50 {statistics.median(delays) * 1000:.0f} ms, "
            f"p95 {p95 * 1000:.0f} ms, max {delays[-1] * 1000:.0f} ms "
            f"({len(delays)} sightings)"
        )
    print(f"  one sync worker's memory (what an SSE stream would hold per phone): {rss:.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--scenario", choices=["one-game", "many-games", "baseline", "all"], default="all"
    )
    parser.add_argument("--watchers", type=int, default=50)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--poll", type=float, default=1.0, help="static/js/live.js's POLL")
    parser.add_argument("--write-every", type=float, default=5.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--ports", type=int, nargs=2, default=[8711, 8712], metavar="PORT")
    parser.add_argument("--postgres", default="127.0.0.1:5432", metavar="HOST:PORT")
    parser.add_argument("--database", default="preferans_live", help="dropped and made again")
    parser.add_argument("--redis", default="127.0.0.1:6379", metavar="HOST:PORT")
    parser.add_argument("--redis-db", type=int, default=4, help="emptied first")
    args = parser.parse_args()
    if not args.database.replace("_", "").isalnum():
        parser.error("--database: letters, digits and _ only (it is written into SQL)")
    environment(args)
    fresh_database(args.postgres, args.database)
    deals = int(args.seconds / args.write_every) + 10
    games = set_up(max(args.games, 1) + 1, deals)
    args.writer_xacts = writer_transactions(args, games[-1:])
    games = games[:-1]
    if args.scenario in ("one-game", "all"):
        scenario(args, "one game", games[:1], args.watchers, args.write_every)
    if args.scenario in ("many-games", "all"):
        scenario(args, "many games", games, 1, args.write_every * 12)
    if args.scenario in ("baseline", "all"):  # the same polls of /healthz, nothing written
        scenario(args, "baseline (/healthz)", [(0, "", [])] * len(games), 1, 0)


if __name__ == "__main__":
    main()
