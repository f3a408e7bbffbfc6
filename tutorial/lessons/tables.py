"""The shipped value-graded levels' tables of tricks, computed over a large sample (issue 20).

A discard, contract or whisting level is graded over ``LARGE_SAMPLE`` layouts: enough that the
estimate's error (``estimate``) is a fraction of a whist on most answers. Solving that many
layouts takes the solver 1–20 s a level, so the tables are computed once, stored in
``pool/shipped.json`` (one string of tricks per answer, a digit per layout, ``a`` for ten) and
read at import. ``lessons check`` verifies a spread subset of the layouts afresh
(``CHECKED_LAYOUTS``; the kinds' ``check``). Rebuild after changing a level:

    .venv/bin/python -m tutorial.lessons.tables
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

LARGE_SAMPLE = 600
CHECKED_LAYOUTS = 24  # how many of a level's layouts ``lessons check`` solves again
PATH = Path(__file__).with_name("pool") / "shipped.json"
DIGITS = "0123456789a"


def encode(tricks: tuple[int, ...] | list[int]) -> str:
    return "".join(DIGITS[t] for t in tricks)


def decode(text: str) -> tuple[int, ...]:
    return tuple(DIGITS.index(c) for c in text)


@cache
def _stored() -> dict[str, dict[str, str]]:
    return json.loads(PATH.read_text()) if PATH.exists() else {}


def stored_rows(level_id: str) -> tuple[tuple[str, tuple[int, ...]], ...] | None:
    """A shipped level's rows (answer key → tricks on each layout), None if not computed."""
    rows = _stored().get(level_id)
    return None if rows is None else tuple(sorted((k, decode(v)) for k, v in rows.items()))


def stored_row(level_id: str) -> tuple[int, ...] | None:
    """A whisting level's one row (West's tricks on each layout)."""
    rows = stored_rows(level_id)
    return None if rows is None else rows[0][1]


def checked_indexes(sample: int, count: int = CHECKED_LAYOUTS) -> tuple[int, ...]:
    """A spread of ``count`` layout indexes out of ``sample``: the first and every step on."""
    step = max(1, sample // count)
    return tuple(range(0, sample, step))[:count]


def _rows_of(exercise: Any) -> dict[str, str]:
    table = exercise.compute_table()
    if table and isinstance(table[0], int):  # a whisting level: one row
        return {"": encode(table)}
    return {key: encode(tricks) for key, tricks in table}


def rebuild() -> None:
    """Compute every shipped value-graded level's rows over ``LARGE_SAMPLE`` layouts that the
    file lacks (minutes) and write each into the file as it comes."""
    from tutorial.lessons.content import COURSE

    stored = dict(_stored())
    for level in COURSE.levels:
        if level.kind in KINDS and level.id not in stored:
            stored[level.id] = _rows_of(replace(level.exercise, table=None))
            PATH.write_text(json.dumps(stored, indent=0, sort_keys=True) + "\n")


KINDS = ("choose_discard", "choose_contract", "choose_whist")

if __name__ == "__main__":
    rebuild()
