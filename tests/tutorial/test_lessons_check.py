"""Every shipped level passes ``lessons check``; the command lists and checks the course."""

import json
from dataclasses import replace

import pytest
from django.core.management import CommandError, call_command

from tutorial.lessons import COURSE, check_course, level, made, pool
from tutorial.lessons.generators import MADE_AHEAD
from tutorial.lessons.model import Course

# the discard and contract pools (24 deals each) and the seeds made ahead of the slow stages
POOLED = len(pool.POOL_STAGES) * pool.POOL_SIZE + len(MADE_AHEAD) * made.POOLED_SEEDS


def test_every_shipped_level_passes_lessons_check(capsys):
    """The whole course through the command (it recomputes every stored solver table, and
    those of a sample of the practice pools, so it runs once here): exit 0, and the counts."""
    call_command("lessons", "check")
    out = capsys.readouterr().out
    assert out.strip() == (
        f"{len(COURSE.levels)} levels in {len(COURSE.stages)} stages and {POOLED} pooled practice"
        " deals"
        " (the tables of a sample recomputed), 30 practice levels of every generating stage"
        " read: every level passes"
    )


def test_lessons_list_json_has_the_stages_and_kinds(capsys):
    call_command("lessons", "list", "--json")
    data = json.loads(capsys.readouterr().out)
    stage = data["stages"][0]
    assert stage["id"] == "cards-and-tricks"
    assert stage["category"] == "bidding"
    assert {"id": "trump-wins", "kind": "trick_winner"} in stage["levels"]


def broken_course(level_id: str, **exercise_changes) -> Course:
    bad = level(level_id)
    bad = replace(bad, exercise=replace(bad.exercise, **exercise_changes))
    stage = COURSE.stages[0]
    levels = tuple(bad if lv.id == level_id else lv for lv in stage.levels)
    category = replace(COURSE.categories[0], stages=(replace(stage, levels=levels),))
    return Course((category,))


def test_a_wrong_stated_answer_is_a_problem():
    problems = check_course(broken_course("trump-wins", answer="W"))
    assert problems == ["trump-wins: the stated answer 'W' fails (best 'E')"]


def test_a_listed_wrong_answer_that_passes_is_a_problem():
    problems = check_course(broken_course("follow-suit", wrong=("8H",)))
    assert problems == ["follow-suit: the wrong answer '8H' passes"]


def test_an_empty_translation_is_a_problem():
    bad = replace(level("deck"), title=replace(level("deck").title, en=""))
    stage = replace(COURSE.stages[0], levels=(bad,))
    problems = check_course(Course((replace(COURSE.categories[0], stages=(stage,)),)))
    assert problems == ["deck: title: en is empty"]


def test_lessons_check_exits_one_on_problems(monkeypatch):
    from tutorial.management.commands import lessons

    monkeypatch.setattr(lessons, "COURSE", broken_course("trump-wins", answer="W"))
    monkeypatch.setattr(lessons, "check_practice", lambda: [])
    with pytest.raises(CommandError, match="1 problems"):
        call_command("lessons", "check")


def test_english_left_in_the_russian_text_is_a_problem():
    bad = replace(level("deck"), explanation=replace(level("deck").explanation, ru="The deck"))
    stage = replace(COURSE.stages[0], levels=(bad,))
    problems = check_course(Course((replace(COURSE.categories[0], stages=(stage,)),)))
    assert problems == ["deck: explanation: ru has no Russian word"]
