"""One wording across the lessons (review of the Learn pages): the glossary's «в светлую»,
«правила стола», a misère's mean tricks with the noun that fits the number, «не ловят ни
разу» for a misère never caught, and seat names declined in a question («платит Западу»)."""

from fractions import Fraction

import pytest

from rulings.core import PRESETS
from tutorial.lessons import COURSE, grade
from tutorial.lessons.kinds.declare_misere import mean_tricks
from tutorial.lessons.model import Text
from tutorial.lessons.telling import wording_problems

SOCHI = PRESETS["sochi"]
LEVELS = {level.id: level for level in COURSE.levels}


@pytest.mark.parametrize(
    "ru",
    [
        "Юг выбрал вист всветлую.",
        "Вист в темную.",
        "Ответ зависит от конвенции стола.",
        "пойманный мизер берёт в среднем 0 взятки",
        "пойманный мизер берёт в среднем 1 взятки",
        "Мизер ловят в 0 % раздач.",
        "Сколько Юг платит → Запад?",
    ],
)
def test_the_wording_check_finds_the_other_wording(ru):
    assert wording_problems([("prompt", Text(ru, "x"))])


def test_the_wording_check_passes_the_site_wording():
    fine = Text(
        "Вист в светлую или втёмную по правилам стола; в среднем 1,4 взятки, 1 взятку, "
        "без 0 взяток; Сколько Юг платит Западу?",
        "It takes 1 trick, 1.4 tricks.",
    )
    assert wording_problems([("prompt", fine)]) == []
    assert wording_problems([("prompt", Text("x", "it takes 1 tricks"))])


def test_a_mean_of_tricks_takes_the_noun_of_its_number():
    assert mean_tricks(Fraction(1)).ru == "1 взятку"
    assert mean_tricks(Fraction(2)).ru == "2 взятки"
    assert mean_tricks(Fraction(5)).ru == "5 взяток"
    assert mean_tricks(Fraction("1.4")).ru == "1,4 взятки"
    assert mean_tricks(Fraction(1)).en == "1 trick"
    assert mean_tricks(Fraction("0.4")).en == "0.4 tricks"


def test_a_misere_never_caught_says_so_and_not_rarely():
    level = LEVELS["misere-clean"]
    right = grade(level, "declare", SOCHI).explanation.ru
    wrong = grade(level, "pass", SOCHI).explanation.ru
    assert "не ловят ни разу" in right and "0 %" not in right and "редко" not in right
    assert "не ловят ни разу из 200 раздач" in wrong and "0 %" not in wrong


def test_a_caught_misere_says_its_mean_tricks_with_the_right_noun():
    right = grade(LEVELS["misere-ace-five"], "declare", SOCHI).explanation
    assert "в среднем 1 взятку" in right.ru and "1 trick on average" in right.en


@pytest.mark.parametrize("level", COURSE.levels, ids=lambda lvl: lvl.id)
def test_no_level_breaks_the_wording(level):
    from tutorial.lessons.taught import shown_texts

    assert wording_problems(shown_texts(level, SOCHI)) == []


def test_the_course_says_правила_стола_where_the_answer_depends_on_them():
    level = next(lvl for lvl in COURSE.levels if lvl.depends_on)
    verdict = grade(level, level.exercise.answer, SOCHI)
    assert "Ответ зависит от правил стола" in verdict.explanation.ru


def test_a_wrong_pulya_box_is_a_sentence_with_the_right_number():
    level = LEVELS["score-six-made"]
    fields = level.exercise.fields
    assert fields[0].id == "pulya:W"
    right = grade(level, level.exercise.answer, SOCHI).explanation.ru
    wrong = grade(level, [5, *level.exercise.answer[1:]], SOCHI).explanation.ru
    assert "В пулю Запад пишет не 5, а 2: за сыгранную игру — 2." in wrong, wrong
    assert "за сыгранную игру — 2" in right


def test_a_pays_box_declines_the_seat():
    from tutorial.lessons.kinds.settle_pulya import pays_field

    assert pays_field("S", "W").label.ru == "Юг платит Западу"
    assert pays_field("W", "E").label.ru == "Запад платит Востоку"
    assert pays_field("S", "W").label.en == "South pays West"


def test_the_raspasy_duck_says_why_the_ten_of_the_small_cards():
    right = grade(LEVELS["raspasy-duck"], "10S", SOCHI).explanation
    assert "маленькие карты" in right.ru and "старшую, 10♠" in right.ru
    small = grade(LEVELS["raspasy-duck"], "7S", SOCHI).explanation
    assert "старшую, 10♠" not in small.ru  # the lesson is about the card the level teaches


def test_the_old_trick_says_how_a_request_differs_from_a_look():
    level = LEVELS["dispute-old-trick"]
    right = grade(level, level.exercise.answer, SOCHI).explanation.ru
    assert "по просьбе" in right and "штрафа нет" in right and "открыл её сам" in right
    assert "3.9.11.1" in {citation.clause for citation in level.sources}
