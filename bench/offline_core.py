"""Benchmark: the offline pulya's rules core under Pyodide (node) against the server's CPython.

Run: ``.venv/bin/python bench/offline_core.py [--deals 100] [--repeat 20]`` (needs node and
Pyodide from npm: ``make install``). A Sochi game of ``--deals`` random deals entered through the
offline questions (tests/offline/games.py); timed, each the median of ``--repeat`` calls in the
same process: ``figures`` (score the record, the sheet's figures: what the phone does after each
deal kept), ``question`` (one question of the entry: the record scored too) and ``deal`` (the deal
checked by scoring the record with it). Printed: Pyodide's start in node (wall time, once), each
call's milliseconds under CPython and Pyodide, and their ratio. Pyodide in Chromium on a phone is
slower again than in node on this machine: the ratio is the figure to compare.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "preferans_site.settings")

import django  # noqa: E402

django.setup()

from rulings.calculator import browser_core, offline  # noqa: E402
from tests.offline.games import random_answers, random_game  # noqa: E402


def cpython_ms(fn, args, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn(*args)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=20)
    options = parser.parse_args()
    rng = random.Random(1)  # noqa: S311 - reproducible test data
    record = random_game(rng, "sochi", 3, options.deals)
    answers, typed = random_answers(rng, record)
    text = json.dumps(record)
    calls = {
        "figures": [text, 0],
        "question": [text, json.dumps(answers)],
        "deal": [text, json.dumps(answers), json.dumps(typed)],
    }
    with tempfile.TemporaryDirectory() as folder:
        archive = Path(folder) / "core.zip"
        archive.write_bytes(offline.core_archive()[1])
        jobs = [{"fn": fn, "args": args, "repeat": options.repeat} for fn, args in calls.items()]
        start = time.perf_counter()
        node = subprocess.Popen(
            ["node", str(ROOT / "tests/offline/run_core.mjs"), str(archive)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        node.stdout.readline()
        started = time.perf_counter() - start
        out, _ = node.communicate("\n".join(json.dumps(j) for j in jobs) + "\n", timeout=600)
    pyodide = [json.loads(line)["ms"] for line in out.splitlines()]
    print(f"Sochi game of {options.deals} deals, median of {options.repeat} calls")
    print(f"Pyodide start in node: {started:.1f} s")
    print(f"{'call':<10}{'CPython ms':>12}{'Pyodide ms':>12}{'ratio':>8}")
    for (fn, args), ms in zip(calls.items(), pyodide, strict=True):
        here = cpython_ms(getattr(browser_core, fn), args, options.repeat)
        print(f"{fn:<10}{here:>12.2f}{ms:>12.2f}{ms / here:>7.1f}×")


if __name__ == "__main__":
    main()
