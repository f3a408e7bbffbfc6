"""«Показать расклады» (issue 20): a solved whisting level offers the layouts its answers were
valued on; each shows the defenders' hands, West's discard and tricks, and what each call
leaves South there — as an htmx partial under the verdict and as a page without JavaScript."""

import html
import re

import pytest

from rulings.core import PRESETS, WhistCall
from tutorial import lessons
from tutorial.lessons.kinds.choose_whist import SHOWN_LAYOUTS, sample_layouts

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}
LEVEL = "whist-together"


def text_of(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def test_a_right_call_offers_the_layouts_and_a_wrong_one_does_not(client):
    level = lessons.level(LEVEL)
    url = f"/learn/level/{LEVEL}/"
    wrong = client.post(url, {"answer": level.exercise.wrong[0]}).text
    assert "/layouts/" not in wrong  # they would show which call is best
    right = client.post(url, {"answer": level.exercise.answer}).text
    assert f'action="/learn/level/{LEVEL}/layouts/"' in right and "Показать расклады" in right


def test_the_page_shows_each_layout_and_what_each_call_writes(client):
    level = lessons.level(LEVEL)
    exercise = level.exercise
    page = client.get(f"/learn/level/{LEVEL}/layouts/")
    assert page.status_code == 200 and "<html" in page.text
    shown = text_of(page.text)
    assert "Назад к уровню" in shown or f'href="/learn/level/{LEVEL}/"' in page.text
    assert page.text.count('class="layout"') == SHOWN_LAYOUTS
    # the first layout, dealt again from the level's seed: West's cards and tricks, and each
    # call's balance there scored by the grader under Sochi
    first = sample_layouts(exercise.hand, exercise.game, exercise.seed, 1)[0]
    block = text_of(page.text.split('class="layout"')[1])
    assert all(card.ru in block for card in first.west | first.discard)
    assert f"Взяток у разыгрывающего: {exercise.tricks()[0]}" in block
    scores = exercise.scores(PRESETS["sochi"])
    for call, name in ((WhistCall.WHIST, "вист"), (WhistCall.PASS, "пас")):
        written = f"{scores[call][0]:+.1f}".removesuffix(".0").replace(".", ",")
        assert re.search(rf"{name}\s+{re.escape(written)}(?!\d)", block), (name, written)


def test_htmx_swaps_in_the_partial_and_english_reads_english(client):
    partial = client.get(f"/learn/level/{LEVEL}/layouts/", **HTMX).text
    assert partial.lstrip().startswith('<section id="layouts"') and "<html" not in partial
    english = text_of(client.get(f"/en/learn/level/{LEVEL}/layouts/").text)
    assert "Declarer's tricks:" in english and "whist" in english
    assert not re.search("[а-яё]", english.split("The first layouts")[1].split("Back")[0])


def test_the_layouts_follow_the_learners_rules(client):
    client.post("/learn/convention/", {"convention": "leningrad"})
    exercise = lessons.level(LEVEL).exercise
    scores = exercise.scores(PRESETS["leningrad"])
    block = text_of(client.get(f"/learn/level/{LEVEL}/layouts/").text.split('class="layout"')[2])
    written = f"{scores[WhistCall.PASS][1]:+.1f}".removesuffix(".0").replace(".", ",")
    assert re.search(rf"пас\s+{re.escape(written)}(?!\d)", block)


def test_a_practice_deal_has_its_layouts_and_other_kinds_have_none(client):
    practice = lessons.generate("whist-or-pass", 5)
    assert client.get(f"/learn/level/{practice.id}/layouts/").status_code == 200
    assert client.get("/learn/level/trump-wins/layouts/").status_code == 404
    assert client.get("/learn/level/no-such-level/layouts/").status_code == 404


def test_an_answer_as_good_as_the_best_is_not_told_of_a_better_one(client):
    """Under Sochi «на шесть» on talon-one-trick-short is within the error of «на семь»: the
    verdict says «почти равны» and names no better answer (whist-together's «пас» once was,
    on layouts that gave West too few trumps: the review)."""
    page = client.post("/learn/level/talon-one-trick-short/", {"answer": "6"}).text
    assert "Почти равны" in page and "ещё лучше" not in page
