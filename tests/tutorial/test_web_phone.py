"""Learn on a phone (issue 20): the call ladder shows one level at once and folds the rest
behind «Ещё заявки…», a skip link leads to the exercise, «Регистрация» sits beside «Вход»."""

import re

import pytest

from tests.helpers.learn import level_url
from tutorial import lessons

pytestmark = pytest.mark.django_db


def call_levels():
    return [level for level in lessons.COURSE.levels if level.kind == "choose_call"]


def buttons(html: str) -> list[str]:
    return re.findall(r'<button type="submit" name="answer" value="([^"]+)"', html)


@pytest.mark.parametrize("level", call_levels(), ids=lambda level: level.id)
def test_the_ladder_shows_one_level_and_folds_the_rest(client, level):
    page = client.get(level_url(level)).text
    offered = lessons.exercise_view(level, lessons_convention())["choices"]
    folded = re.search(r'<details class="more-calls">(.*?)</details>', page, re.S)
    shown = buttons(page[: folded.start()] if folded else page)
    more = buttons(folded.group(1)) if folded else []
    assert sorted(shown + more) == sorted(offered)  # every legal call, each once
    bids = [call for call in shown if call[0].isdigit()]
    assert bids == [call for call in offered if call[0].isdigit()][:5]  # the next five, in order
    assert set(offered) - {call for call in offered if call[0].isdigit()} <= set(shown)
    if len(offered) - len(shown) > 0:
        assert "Ещё заявки…" in folded.group(0)


def test_only_the_call_ladder_is_folded(client):
    level = next(
        level
        for level in lessons.COURSE.levels
        if level.kind == "multiple_choice"
        and len(lessons.exercise_view(level, lessons_convention())["choices"]) > 5
    )
    page = client.get(level_url(level)).text
    assert "more-calls" not in page
    assert len(buttons(page)) == len(lessons.exercise_view(level, lessons_convention())["choices"])


def lessons_convention():
    from rulings.core import PRESETS

    return PRESETS["sochi"]


def test_a_level_page_offers_a_skip_link_to_the_exercise(client):
    page = client.get(level_url(lessons.COURSE.levels[0])).text
    skip = re.search(r'<a class="skip-link" href="#exercise">([^<]+)</a>', page)
    assert skip and skip.group(1) == "К заданию"
    assert page.index("skip-link") < page.index('<header class="site-header">')  # first on the page
    assert 'id="exercise"' in page
    assert "skip-link" not in client.get("/learn/").text  # the course map has no exercise


def test_sign_up_sits_beside_sign_in(client, django_user_model):
    page = client.get("/learn/").text
    assert '<a href="/accounts/login/?next=/learn/">Вход</a>' in page
    assert '<a href="/accounts/signup/?next=/learn/">Регистрация</a>' in page
    english = client.get("/en/learn/").text
    assert '<a href="/en/accounts/signup/?next=/en/learn/">Sign up</a>' in english
    user = django_user_model.objects.create_user("learner")
    client.force_login(user)
    assert "/accounts/signup/" not in client.get("/learn/").text
