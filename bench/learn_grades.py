"""How far the value-graded levels' grades can be trusted (issue 20): for every shipped discard,
contract and whisting level, the best answer over the level's first few layouts (the sample
the site graded over before: 8, or 12 for whisting) against the best over all its stored
layouts (``tables.LARGE_SAMPLE``; a pooled practice deal's ``pool.POOL_SAMPLE``), and the
error of the large sample's estimate.

    .venv/bin/python bench/learn_grades.py [--convention sochi]

Pure engine, no Django; reads the stored tables (no solving).
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from statistics import median

from rulings.core import PRESETS
from tutorial.lessons import pool
from tutorial.lessons.content import COURSE
from tutorial.lessons.estimate import compare
from tutorial.lessons.tables import KINDS

OLD_SAMPLE = {"choose_discard": 8, "choose_contract": 8, "choose_whist": 12}


def truncated(exercise, size: int):
    if exercise.kind == "choose_whist":
        return replace(exercise, table=exercise.table[:size], sample=size)
    return replace(exercise, table=tuple((k, row[:size]) for k, row in exercise.table), sample=size)


def graded_levels():
    """The shipped value-graded levels and the pooled practice deals, by name."""
    for level in COURSE.levels:
        if level.kind in KINDS:
            yield level.id, level.exercise
    for stage_id in pool.POOL_STAGES:
        for index in range(len(pool.load_pool(stage_id))):
            yield f"{stage_id}-pool-{index}", pool.pool_exercise(stage_id, index)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--convention", default="sochi")
    convention = PRESETS[parser.parse_args().convention]
    rows, margins = [], []
    for name, exercise in graded_levels():
        small = truncated(exercise, OLD_SAMPLE[exercise.kind])
        old_best, old = compare(small.scores(convention))
        new_best, estimates = compare(exercise.scores(convention))
        ties = {key for key, e in estimates.items() if e.as_good_as_best}
        close = [e for e in estimates.values() if e.gap > 0]  # the nearest answer not tied
        rival = min((e.gap for e in close), default=0.0)
        margin = min(close, key=lambda e: e.gap).margin if close else 0.0
        margins.append(margin)
        # the grade before issue 20: within 1 whist of the best right, the best mean 3 stars
        old_gap = old[new_best].gap
        rows.append(
            (
                name,
                old_best == new_best,
                old_best in ties,
                old_gap <= exercise.tolerance,
                old_gap == 0,
                len(ties),
                rival,
                margin,
            )
        )
    print(
        "level | old best = new best | old best within error | new best accepted by old"
        " (3★) | answers as good as the best | closest rival's gap | its ±95 %"
    )
    for row in rows:
        print(
            f"{row[0]} | {row[1]} | {row[2]} | {row[3]} ({'3★' if row[4] else 'not 3★'}) | "
            f"{row[5]} | {row[6]:.2f} | {row[7]:.2f}"
        )
    n = len(rows)
    print(
        f"{n} levels: old best differs from the large-sample best in "
        f"{sum(not r[1] for r in rows)}, "
        f"of which outside the error {sum(not r[2] for r in rows)}; the true best was refused "
        f"by the old grade in {sum(not r[3] for r in rows)}, not given 3★ in "
        f"{sum(not r[4] for r in rows)}; median ±95 % of the closest rival's gap "
        f"{median(margins):.2f} whists, max {max(margins):.2f}"
    )


if __name__ == "__main__":
    main()
