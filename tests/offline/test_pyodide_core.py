"""The offline pulya's figures are the server's: the packed core run under Pyodide in node (the
same Pyodide from npm and the same zip the phone loads) over random games of every preset the
calculator starts, three and four players, every deal entered through the offline questions.

For each game and each of its first deals: the phone's figures (Pyodide) equal the server's
(CPython, ``browser_core.figures``) and, for the whole game written by the calculator's save
service, the game page's balance table (``GameView.balance``). The offline entry's deal for the
same answers is the same under both. Marked slow: Pyodide starts in seconds; the timing is
bench/offline_core.py's."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest

from rulings.calculator import browser_core, offline, selectors, services
from tests.offline.games import TABLES, random_answers, random_game

ROOT = Path(__file__).resolve().parents[2]
RUNNER = Path(__file__).with_name("run_core.mjs")
NODE = shutil.which("node")
GAMES_PER_TABLE = 3
DEALS = 14

pytestmark = [
    pytest.mark.slow,
    pytest.mark.django_db,
    pytest.mark.skipif(
        NODE is None or not (ROOT / "node_modules/pyodide/pyodide.mjs").exists(),
        reason="needs node and Pyodide from npm (`make install` with npm)",
    ),
]


def run_under_pyodide(tmp_path: Path, jobs: list[dict]) -> list[dict]:
    archive = tmp_path / "core.zip"
    archive.write_bytes(offline.core_archive()[1])
    done = subprocess.run(  # noqa: S603 - node and our own runner
        [NODE, str(RUNNER), str(archive)],
        input="\n".join(json.dumps(j) for j in jobs) + "\n",
        capture_output=True,
        text=True,
        timeout=900,
        check=True,
    )
    lines = done.stdout.splitlines()
    assert json.loads(lines[0])["ready"].startswith("3.")
    return [json.loads(line) for line in lines[1:]]


def number(text: str) -> Fraction:
    """«+13,33», «-7», «20» as a number, to two decimals."""
    return round(Fraction(text.replace(",", ".").replace("+", "")), 2)


def test_pyodide_scores_every_preset_as_the_server_does(tmp_path):
    rng = random.Random(24)  # noqa: S311 - reproducible test data
    games = [
        random_game(rng, preset, seats, DEALS)
        for preset, seats in TABLES
        for _ in range(GAMES_PER_TABLE)
    ]
    jobs, expected = [], []
    for record in games:
        for k in range(len(record["deals"]) + 1):
            prefix = json.dumps({**record, "deals": record["deals"][:k]})
            jobs.append({"fn": "figures", "args": [prefix, 0]})
            expected.append(json.loads(browser_core.figures(prefix, 0)))
        answers, typed = random_answers(rng, record)
        args = [json.dumps(record), json.dumps(answers), json.dumps(typed)]
        jobs.append({"fn": "deal", "args": args})
        expected.append(json.loads(browser_core.deal(*args)))
    answers = run_under_pyodide(tmp_path, jobs)
    assert len(answers) == len(jobs)
    for job, got, want in zip(jobs, answers, expected, strict=True):
        assert got == want, job
    assert sum(1 for a in answers if "balance" in a) == len(games) * (DEALS + 1)

    # and the figures of each whole game are what the game page shows once the calculator
    # has written its deals one by one
    for record in games:
        game = services.game_create(
            owner=None,
            session_key="pyodide",
            players=record["players"],
            convention=record["convention"],
            pulya=record["pulya"],
        )
        for deal in record["deals"]:
            game = services.game_add_deal(game=game, version=game.version, deal=deal)
        phone = answers[jobs.index({"fn": "figures", "args": [json.dumps(record), 0]})]
        view = selectors.game_view(game)
        for row in view.balance:
            assert number(row.balance) == number(phone["balance"][row.player])
            assert number(row.pulya) == number(phone["pulya"][row.player])
            if view.kind != "bule":
                assert number(row.mountain) == number(phone["mountain"][row.player])
        assert phone["next_dealer"] == view.next_dealer
