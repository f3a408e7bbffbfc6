"""Practice for stages 4 and 5: the pool made ahead is verified like the shipped levels."""

import random

import pytest

from rulings.core import PRESETS
from tutorial.lessons import generate, grade, level, pool
from tutorial.lessons.kinds.common import hand

SOCHI = PRESETS["sochi"]


def as_sent(answer):
    """An answer as the page sends it: a discard is a JSON list."""
    return list(answer) if isinstance(answer, tuple) else answer


@pytest.mark.parametrize("stage_id", pool.POOL_STAGES)
def test_every_pooled_deal_grades_as_it_states(stage_id):
    entries = pool.load_pool(stage_id)
    assert len(entries) == pool.POOL_SIZE
    assert pool.check_pool(stage_id) == []


@pytest.mark.parametrize("stage_id", pool.POOL_STAGES)
def test_a_pooled_table_is_what_the_solver_computes(stage_id):
    # one entry `lessons check` does not sample (it recomputes 0, 6, 12, 18)
    assert pool.check_pool(stage_id, recompute=[1]) == []


@pytest.mark.parametrize("stage_id", pool.POOL_STAGES)
def test_a_seed_picks_a_pooled_deal_and_its_id_is_a_permalink(stage_id):
    made = generate(stage_id, 1005)
    assert made.id == f"{stage_id}-practice-1005"
    assert level(made.id) == made
    assert made.exercise == pool.pool_exercise(stage_id, 1005 + pool.POOL_SIZE)
    assert made.exercise != generate(stage_id, 1006).exercise
    verdict = grade(made, as_sent(made.exercise.answer), SOCHI)
    assert (verdict.correct, verdict.stars) == (True, 3)
    for wrong in made.exercise.wrong:
        assert not grade(made, as_sent(wrong), SOCHI).correct


def test_a_made_contract_deal_fits_the_stage_and_has_a_wrong_answer():
    rng = random.Random(7)  # noqa: S311 (a seeded deal, as the pool deals)
    entry = pool.answered(pool.CONTRACT, pool.new_contract(rng))
    while entry is None:
        entry = pool.answered(pool.CONTRACT, pool.new_contract(rng))
    twelve = hand(entry["hand"]) | hand(entry["discard"])
    assert pool.fits(twelve)
    assert entry["wrong"] and entry["answer"] not in entry["wrong"]
