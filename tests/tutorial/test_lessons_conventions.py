"""Every shipped level grades under every preset, the Balkan game too: the value-graded kinds
grade under the learner's rules where the table has the contract, and say so where it has not."""

import pytest

from rulings.core import PRESETS
from tutorial.lessons import COURSE, exercise_view, grade
from tutorial.lessons.content import contract, discard

BALKAN = PRESETS["balkan"]


def sent(answer):
    return list(answer) if isinstance(answer, tuple) else answer


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_shipped_level_grades_under_every_preset(preset):
    convention = PRESETS[preset]
    for level in COURSE.levels:
        exercise_view(level, convention)
        for answer in (level.exercise.answer, *level.exercise.wrong):
            verdict = grade(level, sent(answer), convention)
            assert verdict.explanation.ru and verdict.explanation.en, level.id


def level(stage, level_id):
    return next(lv for lv in stage.LEVELS if lv.id == level_id)


def test_a_balkan_six_is_graded_under_the_balkan_rules():
    six = level(discard, "discard-keep-trumps")  # six hearts: a Balkan contract
    verdict = grade(six, sent(six.exercise.answer), BALKAN)
    assert "Сочи" not in verdict.explanation.ru
    assert "note" not in exercise_view(six, BALKAN)
    sochi = grade(six, sent(six.exercise.answer), PRESETS["sochi"])
    assert verdict.value != sochi.value  # the Balkan table scores it its own way


def test_a_seven_under_the_balkan_rules_is_graded_under_sochi_and_says_so():
    seven = level(discard, "discard-seven")
    note = exercise_view(seven, BALKAN)["note"]
    assert note["ru"].startswith("По правилам этого стола игры 7♠ нет")
    assert "Sochi" in note["en"]
    verdict = grade(seven, sent(seven.exercise.answer), BALKAN)
    assert verdict.explanation.ru.startswith(note["ru"])
    assert (
        verdict.correct
        and verdict.value == grade(seven, sent(seven.exercise.answer), PRESETS["sochi"]).value
    )


def test_the_balkan_contract_is_named_among_the_sixes_not_below_the_bids_number():
    bought = level(contract, "contract-bought-six-diamonds")  # ♦ is number 3: ♥4 ♣5 Sans 7 too
    view = exercise_view(bought, BALKAN)
    assert view["choices"] == ["6C", "6D", "6H", "6NT"] and "note" not in view
    verdict = grade(bought, "6S", BALKAN)
    assert not verdict.correct and verdict.best in view["choices"]
    # the reason names no contract: the lowest one allowed may be the answer (issue 20)
    refused = grade(bought, "6S", BALKAN).explanation.ru
    assert "заказывают не ниже заявки, на которой купили прикуп" in refused
    assert not any(choice in refused for choice in ("6♣", "6♦", "6♥"))
    assert grade(bought, "7H", BALKAN).explanation.ru.startswith(
        "По правилам этого стола игры 7♥ нет"
    )


@pytest.mark.django_db
def test_the_level_page_says_which_rules_a_balkan_seven_is_graded_under(client):
    client.post("/learn/convention/", {"convention": "balkan"})
    seven = level(discard, "discard-seven")
    page = client.get(f"/learn/level/{seven.id}/").text
    assert "По правилам этого стола игры 7♠ нет: здесь ответ проверен по правилам Сочи." in page
    answered = client.post(
        f"/learn/level/{seven.id}/", {"answer": sent(seven.exercise.answer)}, HTTP_HX_REQUEST="true"
    )
    assert 'class="verdict right"' in answered.text
