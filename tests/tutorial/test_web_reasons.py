"""Every wrong answer shows its own reason on the page (issue 20): no kind keeps it back behind
a generic «not it»; the reason never names the right answer (``lessons check`` verifies that
on every level; here: the page shows the engine's reason, and not the answer)."""

import html
import re

import pytest
from django.utils import translation

from rulings.core import PRESETS
from tests.helpers.learn import answer_levels, level_url, wrong
from tutorial import lessons

pytestmark = pytest.mark.django_db


def one_level_a_kind():
    kinds: dict[str, object] = {}
    for level in answer_levels():  # a play_to_goal level: tests/tutorial/test_web_table.py
        if level.exercise.wrong and level.kind not in kinds:
            kinds[level.kind] = level
    return list(kinds.values())


def text_of(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", page))


@pytest.mark.parametrize("level", one_level_a_kind(), ids=lambda level: level.kind)
def test_a_wrong_answer_shows_its_own_reason(client, level):
    answer = level.exercise.wrong[0]
    with translation.override("ru"):
        verdict = lessons.grade(level, answer, PRESETS["sochi"])
    assert not verdict.correct
    page = text_of(client.post(level_url(level), wrong(level)).text)
    first_sentence = verdict.explanation.ru.split(". ")[0]
    assert first_sentence in page
    assert "Попробуйте ещё раз — или нажмите" not in page
    assert "Ответ:" not in page  # the answer itself only when asked for


def test_the_kinds_that_kept_their_reason_back_are_covered():
    kinds = {level.kind for level in one_level_a_kind()}
    assert {"trick_winner", "choose_call", "count_tricks", "multiple_choice"} <= kinds
