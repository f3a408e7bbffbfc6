"""Random games entered as a phone enters them offline: every answer one of the questions the
core asks (``browser_core.question``), the counts typed at random, the last one left to follow.
Shared by tests/offline/test_pyodide_core.py and bench/offline_core.py."""

from __future__ import annotations

import json
import random

from rulings.calculator import browser_core
from rulings.core import TRICKS_PER_DEAL, Convention

NAMES = ("Anna", "Boris", "Vera", "Gleb")
# the presets the calculator starts, with the tables each is played at
TABLES = [
    (preset, seats)
    for preset in ("sochi", "leningrad", "rostov", "classic", "kurochka", "balkan")
    for seats in ((3,) if preset == "balkan" else (3, 4))
]


def random_game(rng: random.Random, preset: str, seats: int, deals: int) -> dict:
    """A game record of ``deals`` deals, each entered through the offline questions."""
    players = list(NAMES[:seats])
    record = {
        "convention": preset,
        "players": players,
        "pulya": Convention.preset(preset).pulya_target,
        "deals": [],
    }
    while len(record["deals"]) < deals:
        answers, typed = random_answers(rng, record)
        made = json.loads(
            browser_core.deal(json.dumps(record), json.dumps(answers), json.dumps(typed))
        )
        record["deals"].append(made["deal"])
    return record


def random_answers(rng: random.Random, record: dict) -> tuple[dict, dict]:
    """A legal answer to every question, then counts that make ten (the last left empty)."""
    answers = {"dealer": browser_core.next_dealer(record)}
    while True:
        asked = json.loads(browser_core.question(json.dumps(record), json.dumps(answers)))
        if asked["step"] in ("tricks", "save"):
            break
        answers[asked["step"]] = rng.choice(asked["choices"])
    typed: dict[str, str] = {}
    if asked["step"] == "tricks":
        left = TRICKS_PER_DEAL
        optional = asked["optional"]
        if optional and rng.random() < 0.5:
            talon = rng.randint(0, 2)
            typed[optional] = str(talon)
            left -= talon
        required = [p for p in asked["players"] if p != optional]
        for player in required[:-1] if len(required) > 1 else required:
            count = rng.randint(0, left)
            typed[player] = str(count)
            left -= count
    return answers, typed
