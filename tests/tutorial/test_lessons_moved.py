"""When the learner changes the rules, the verdict says what moved and why (issue 20): the
answer is graded under both conventions by the level's own grader, and the options the level
depends on that the two set differently are named."""

import re

import pytest

from rulings.core import PRESETS
from tutorial.lessons import grade, level
from tutorial.lessons.kinds.valued import whists
from tutorial.lessons.moved import what_moved

SOCHI, LENINGRAD, ROSTOV = PRESETS["sochi"], PRESETS["leningrad"], PRESETS["rostov"]
KUROCHKA, BALKAN = PRESETS["kurochka"], PRESETS["balkan"]
pytestmark = pytest.mark.django_db  # the web half below


def test_a_call_that_becomes_right_says_so_with_both_numbers_and_both_best_calls():
    """Longer trumps: under Sochi «7♥» is the best contract and «8♥» wrong; under Leningrad
    (a whist and an undertrick priced differently) «8♥» is the best. (whist-together moved so
    once, on layouts that gave West fewer trumps than a declarer holds: the review.)"""
    found = level("contract-longer-trumps")
    was = grade(found, "8H", SOCHI)
    now = grade(found, "8H", LENINGRAD)
    assert (was.correct, now.correct) == (False, True)  # the two grades, each on its own
    moved = what_moved(found, "8H", SOCHI, LENINGRAD)
    assert moved.options == ("whist_trick_factor", "declarer_undertrick_factor")
    text = moved.text.ru
    assert text.startswith("По правилам Сочи этот ответ был неверным")
    assert whists(was.value).ru in text and whists(now.value).ru in text
    assert "Лучший ответ по правилам Сочи — «7♥»" in text
    assert "по ленинградским правилам — «8♥»" in text
    assert "«Вист за взятку: стоимость игры × этот множитель»" in text
    assert not re.search("[а-яё]", moved.text.en) and "Under the Sochi rules" in moved.text.en


def test_a_call_that_becomes_wrong_never_names_the_right_one():
    found = level("seven-half")  # half-whist on a seven: right under Sochi, not with kurochka
    assert grade(found, "half", SOCHI).correct and not grade(found, "half", KUROCHKA).correct
    text = what_moved(found, "half", SOCHI, KUROCHKA).text
    assert "был верным" in text.ru and "он неверный" in text.ru
    assert "Лучший" not in text.ru and "«вист»" not in text.ru and "best" not in text.en


def test_a_value_that_moves_within_the_same_grade_gives_both_values():
    found = level("whist-or-pass-review")
    was, now = grade(found, "pass", SOCHI), grade(found, "pass", LENINGRAD)
    text = what_moved(found, "pass", SOCHI, LENINGRAD).text.ru
    assert re.search(r"давал .* — ", text)
    assert whists(was.value).ru in text and whists(now.value).ru in text


def test_nothing_is_said_when_the_rules_differ_elsewhere():
    # greedy or gentleman: Sochi and Rostov both write greedy whists
    assert what_moved(level("greedy-or-gentleman"), "whister", SOCHI, ROSTOV) is None
    assert what_moved(level("trump-wins"), "E", SOCHI, BALKAN) is None  # depends on nothing


def test_a_rules_question_names_the_option_that_changed_its_answer():
    found = level("lone-whister")
    moved = what_moved(found, "2", SOCHI, KUROCHKA)
    assert moved.options == ("lone_whist_obligations",)
    assert "был неверным" in moved.text.ru and "«4»" in moved.text.ru and "«2»" in moved.text.ru


def test_the_verdict_carries_it_only_when_asked_for_with_the_rules_before():
    found = level("whist-together")
    assert "moved" not in grade(found, "pass", LENINGRAD).details
    verdict = grade(found, "pass", LENINGRAD, before=SOCHI)
    assert verdict.details["moved"]["from"] == "sochi"
    assert verdict.details["moved"]["text"]["ru"].startswith("По правилам Сочи")
    assert "Правила различаются" not in verdict.details["moved"]["what"]["ru"]


def test_the_page_says_what_moved_after_the_learner_changes_the_rules(client):
    found = level("whist-together")
    url = f"/learn/level/{found.id}/"
    page = client.post(url, {"answer": ["pass"]}).text
    assert 'class="moved"' not in page  # never changed: nothing to compare
    client.post("/learn/convention/", {"convention": "leningrad"})
    page = client.post(url, {"answer": ["pass"]}).text
    assert 'class="moved"' in page
    assert "По сравнению с прежними правилами (Сочи)" in page
    assert "ответственный → полуответственный" in page
    client.post("/learn/convention/", {"convention": "leningrad"})  # the same again: kept
    assert 'class="moved"' in client.post(url, {"answer": ["pass"]}).text


def test_the_lesson_of_a_whisting_level_goes_with_its_own_call_only():
    """Where «пас» on «whist-together» is accepted too (a tolerance wide enough), its lesson
    praises whisting together, so it comes with «вист», not with «пас»."""
    from dataclasses import replace

    shipped = level("whist-together")
    found = replace(shipped, exercise=replace(shipped.exercise, tolerance=10.0))
    lesson = found.exercise.lesson.ru
    assert grade(found, "pass", LENINGRAD).correct
    assert lesson not in grade(found, "pass", LENINGRAD).explanation.ru
    assert lesson in grade(found, "whist", LENINGRAD).explanation.ru


def test_a_clubs_rules_are_named_by_the_club_in_the_verdict_and_in_what_moved(client):
    """A club's rules by the club's name («по правилам клуба «…»», issue 20), not «по правилам
    этого стола»: the one graded under and, when it changed, the one before; a club playing
    a preset unchanged is named by the club too."""
    from django.contrib.auth import get_user_model

    from rulings.models import HouseConvention

    host = get_user_model().objects.create_user("vera")  # the host never signs in here
    HouseConvention.objects.create(owner=host, slug="thursday", title="Четверг у Веры")
    HouseConvention.objects.create(
        owner=host,
        slug="friday",
        title="Пятница",
        options=LENINGRAD.as_options(),  # the Leningrad rules kept as a club's
    )
    found = level("contract-longer-trumps")
    url = f"/learn/level/{found.id}/"
    client.post("/learn/convention/", {"convention": "house:thursday"})
    page = client.post(url, {"answer": ["8H"]}).text
    assert "проверено по правилам клуба «Четверг у Веры»" in page.replace("&laquo;", "«")
    client.post("/learn/convention/", {"convention": "house:friday"})
    page = client.post(url, {"answer": ["8H"]}).text
    assert 'class="moved"' in page
    assert "По правилам клуба «Четверг у Веры» этот ответ был неверным" in page
    assert "по правилам клуба «Пятница» он верный" in page
    assert "этого стола" not in page and "прежним правилам стола" not in page
