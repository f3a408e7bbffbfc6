"""The wrong texts issue 20 found are gone from everything a level says (its texts and the
verdicts of its stated and wrong answers), and the play levels' best card hears «Лучшего хода
нет»."""

import pytest

from rulings.core import PRESETS
from tutorial.lessons import COURSE, grade
from tutorial.lessons.taught import shown_texts

SOCHI = PRESETS["sochi"]
FOUND = (
    "Юг один обязаны",  # agreement with a seat
    "Лучше не сыграть",  # → «Лучшего хода нет»
    "по выбранным правилам",  # the rules are named
    "Это не так. Попробуйте ещё раз",  # every wrong answer has its own reason
)


@pytest.mark.parametrize("level", COURSE.levels, ids=lambda lvl: lvl.id)
def test_no_level_says_the_wrong_texts_found(level):
    for where, text in shown_texts(level, SOCHI):
        for language in ("ru", "en"):
            for found in FOUND:
                assert found not in text.get(language), (where, found)


def test_the_best_card_of_a_play_level_hears_no_card_does_better():
    plays = [lvl for lvl in COURSE.levels if lvl.kind == "play_card"]
    assert plays
    for lvl in plays:
        verdict = grade(lvl, lvl.exercise.answer, SOCHI)
        assert "Лучшего хода нет." in verdict.explanation.ru
        assert "No card does better." in verdict.explanation.en
