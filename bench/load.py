"""Load benchmark (issue 13): two app processes, one PostgreSQL, one Redis; not a test.

    .venv/bin/python bench/load.py [--server gunicorn|granian] [--workers 2] [--clients 16]
                                   [--seconds 30] [--checks-only] [--ports 8701 8702]
                                   [--postgres 127.0.0.1:5432] [--database preferans_load]
                                   [--redis 127.0.0.1:6379] [--redis-db 3]

1. Makes a fresh PostgreSQL database (``--database`` on ``--postgres``; dropped first if it is
   there), migrates it, and imports a random but valid 100-deal Sochi game (bench/scoring.py)
   owned by a session.
2. Starts two app processes of the production server on ``--ports`` (``--workers`` each), DEBUG
   off, the cache in Redis (``--redis``, database ``--redis-db``, emptied first). Two runs at
   once on one machine each take their own ports, database and Redis database.
3. Checks that the processes agree (what one writes or counts, the other sees): the session's
   game on both, a stranger refused on both, the same drawn sheet from both, and a rate limit
   counted across both (the 121st API request in a minute is a 429 whichever process gets it).
4. Restarts them with rate limits off and runs ``--clients`` threads for ``--seconds``, each
   alternating between the processes and between the endpoints: the game page (100 deals), the
   sheet, POST /api/score (100 deals), a lesson answer (when the Learn API is there) and
   POST /api/solve (Analyse). Prints throughput, p50 and p95 per endpoint, the errors (any
   status but the expected one), and the ratio of the game page to the sheet (target ≤ 3×).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
# the servers of the venv this runs in (a clone tested with another checkout's venv has none)
BIN = Path(sys.executable).parent

import django  # noqa: E402

MISERE_DEAL = ROOT / "rulings" / "examples" / "misere-out-of-turn.json"


def environment(args: argparse.Namespace) -> None:
    """The settings of the app processes (and of this one, which sets up the data)."""
    os.environ.update(
        {
            "DATABASE_URL": f"postgres://postgres@{args.postgres}/{args.database}",
            "REDIS_URL": f"redis://{args.redis}/{args.redis_db}",
            "DEBUG": "false",
            "SECRET_KEY": "load-bench-only-" + "x" * 40,
            "ALLOWED_HOSTS": "127.0.0.1,localhost",
            "DJANGO_SETTINGS_MODULE": "preferans_site.settings",
        }
    )


def fresh_database(postgres: str, database: str) -> None:
    host, port = postgres.rsplit(":", 1)
    for sql in (f"DROP DATABASE IF EXISTS {database}", f"CREATE DATABASE {database}"):
        subprocess.run(
            ["psql", "-h", host, "-p", port, "-U", "postgres", "-q", "-c", sql],
            check=True,
            capture_output=True,
        )


def set_up() -> tuple[int, str, dict]:
    """The game's id, the owner's session cookie and the 100-deal record."""
    django.setup()
    from django.conf import settings
    from django.contrib.sessions.backends.signed_cookies import SessionStore
    from django.core.cache import cache
    from django.core.management import call_command
    from scoring import make_game

    from rulings.calculator import services

    call_command("migrate", verbosity=0)
    cache.clear()
    record = make_game(100, "sochi", 3)
    game = services.game_import(owner=None, session_key="load-bench", data=record)
    session = SessionStore()
    session["calculator_key"] = "load-bench"
    session.save()
    return game.pk, f"{settings.SESSION_COOKIE_NAME}={session.session_key}", record


def start(server: str, workers: int, throttle: bool, ports) -> list[subprocess.Popen]:
    env = {**os.environ, "THROTTLE": "on" if throttle else "off"}
    processes = []
    for port in ports:
        if server == "gunicorn":
            command = [
                str(BIN / "gunicorn"),
                "preferans_site.wsgi:application",
                f"--bind=127.0.0.1:{port}",
                f"--workers={workers}",
                "--log-level=warning",
            ]
        else:
            command = [
                str(BIN / "granian"),
                "--interface=wsgi",
                f"--port={port}",
                f"--workers={workers}",
                "--log-level=warning",
                "preferans_site.wsgi:application",
            ]
        # its own process group: stopping it stops its workers too
        processes.append(subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True))
    for port in ports:
        for _ in range(100):
            try:
                if request(port, "GET", "/healthz")[0] == 200:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        else:
            stop(processes)
            raise SystemExit(f"the server on port {port} did not answer /healthz")
    return processes


def stop(processes: list[subprocess.Popen]) -> None:
    for process in processes:
        os.killpg(process.pid, signal.SIGTERM)
    for process in processes:
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:  # granian may not stop on SIGTERM alone
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)


def request(port: int, method: str, path: str, body: bytes | None = None, cookie: str = ""):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Host": "127.0.0.1"}
    if cookie:
        headers["Cookie"] = cookie
    if body is not None:
        headers["Content-Type"] = "application/json"
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, data


def check_agreement(pk: int, cookie: str, ports) -> list[str]:
    """What each process sees of the other's state; the failures, or [] when they agree."""
    failures = []
    page = f"/en/score/{pk}/"
    seen = [request(port, "GET", page, cookie=cookie)[0] for port in ports]
    if seen != [200, 200]:
        failures.append(f"the owner's session: {seen} (want 200 from both)")
    strangers = [request(port, "GET", page)[0] for port in ports]
    if any(status not in (403, 404) for status in strangers):
        failures.append(f"a stranger: {strangers} (want 403 or 404 from both)")
    sheets = [request(port, "GET", f"/score/{pk}/sheet/", cookie=cookie)[1] for port in ports]
    if sheets[0] != sheets[1] or not sheets[0]:
        failures.append("the drawn sheet differs between the processes")
    statuses = [
        request(ports[i % 2], "POST", "/api/score", b"{}", cookie="")[0] for i in range(121)
    ]
    if statuses[:120] != [400] * 120 or statuses[120] != 429:
        failures.append(
            f"the API limit across processes: {statuses.count(400)} answered, "
            f"{statuses.count(429)} refused (want 120 answered, the 121st refused)"
        )
    return failures


def endpoints(pk: int, cookie: str, record: dict, port: int) -> list[tuple]:
    """(name, method, path, body, expected status) of each endpoint under load."""
    solve_body = MISERE_DEAL.read_bytes()
    found = [
        ("game page", "GET", f"/score/{pk}/", None, 200),
        ("sheet", "GET", f"/score/{pk}/sheet/", None, 200),
        ("POST /api/score", "POST", "/api/score", json.dumps(record).encode(), 200),
        ("Analyse (/api/solve)", "POST", "/api/solve", solve_body, 200),
    ]
    lesson = lesson_answer(port)
    if lesson is not None:
        found.append(("lesson answer", "POST", *lesson, 200))
    return found


def lesson_answer(port: int) -> tuple[str, bytes] | None:
    """A lesson level and an answer to post, when the Learn API is there."""
    try:
        from tutorial.lessons import COURSE
    except ImportError:
        return None
    level = COURSE.categories[0].stages[0].levels[0]
    status, body = request(port, "GET", f"/api/learn/levels/{level.id}")
    if status != 200:
        return None
    exercise = json.loads(body)["exercise"]  # the level's JSON: the exercise holds the choices
    choices = exercise.get("choices") or [{"id": 0}]
    first = choices[0]
    answer = first.get("id", first) if isinstance(first, dict) else first
    return f"/api/learn/levels/{level.id}/answer", json.dumps({"answer": answer}).encode()


def run_load(targets, cookie: str, clients: int, seconds: float, ports):
    times: dict[str, list[float]] = defaultdict(list)
    errors: dict[str, int] = defaultdict(int)
    lock = threading.Lock()
    deadline = time.monotonic() + seconds

    def client(number: int) -> None:
        turn = number
        while time.monotonic() < deadline:
            name, method, path, body, expected = targets[turn % len(targets)]
            port = ports[turn % 2]
            turn += 1
            start_at = time.perf_counter()
            try:
                status, _ = request(port, method, path, body, cookie)
            except OSError:
                status = 0
            elapsed = time.perf_counter() - start_at
            with lock:
                times[name].append(elapsed)
                if status != expected:
                    errors[name] += 1

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return times, errors


def report(times, errors, seconds: float) -> dict[str, float]:
    total = sum(len(t) for t in times.values())
    print(f"{total} requests in {seconds:.0f} s: {total / seconds:.1f} requests/s")
    print(f"  {'endpoint':<22} {'req/s':>7} {'p50 ms':>8} {'p95 ms':>8} {'errors':>7}")
    p50s = {}
    for name, samples in times.items():
        ordered = sorted(samples)
        p50 = statistics.median(ordered) * 1000
        p95 = ordered[int(0.95 * (len(ordered) - 1))] * 1000
        p50s[name] = p50
        print(
            f"  {name:<22} {len(samples) / seconds:7.1f} {p50:8.1f} {p95:8.1f}"
            f" {errors.get(name, 0):7d}"
        )
    return p50s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", choices=["gunicorn", "granian"], default="gunicorn")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--checks-only", action="store_true")
    parser.add_argument("--ports", type=int, nargs=2, default=[8701, 8702], metavar="PORT")
    parser.add_argument("--postgres", default="127.0.0.1:5432", metavar="HOST:PORT")
    parser.add_argument("--database", default="preferans_load", help="dropped and made again")
    parser.add_argument("--redis", default="127.0.0.1:6379", metavar="HOST:PORT")
    parser.add_argument("--redis-db", type=int, default=3, help="emptied first")
    args = parser.parse_args()
    if not args.database.replace("_", "").isalnum():
        parser.error("--database: letters, digits and _ only (it is written into SQL)")
    environment(args)

    fresh_database(args.postgres, args.database)
    pk, cookie, record = set_up()
    processes = start(args.server, args.workers, True, args.ports)
    try:
        failures = check_agreement(pk, cookie, args.ports)
    finally:
        stop(processes)
    print("processes agree (session, permissions, drawn sheet, rate limit):", failures or "yes")
    if failures or args.checks_only:
        raise SystemExit(1 if failures else 0)

    processes = start(args.server, args.workers, False, args.ports)
    try:
        targets = endpoints(pk, cookie, record, args.ports[0])
        print(
            f"{args.server}, 2 processes × {args.workers} workers, {args.clients} clients, "
            f"{args.seconds:.0f} s, PostgreSQL + Redis"
        )
        times, errors = run_load(targets, cookie, args.clients, args.seconds, args.ports)
    finally:
        stop(processes)
    p50 = report(times, errors, args.seconds)
    ratio = p50["game page"] / p50["sheet"]
    print(f"game page p50 / sheet p50 = {ratio:.1f}× (target ≤ 3×)")
    if sum(errors.values()):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
