"""Mistakes come back (issue 19): a level answered wrongly or with its answer shown is queued for
its learner, visitor or account, and comes back after 1, 3 and 7 days, with the clock moved
(time-machine); a practice deal comes back as a new deal of its stage; the queue joins the
account at sign-in; no one sees another's queue; the stage's summary and the stage suggested
next."""

import re
from datetime import UTC, datetime, timedelta

import pytest
import time_machine
from django.contrib.auth import get_user_model
from django.test import Client

from tests.helpers.learn import course_levels, level_url, level_with_wrong, right, wrong
from tutorial import lessons, selectors, services
from tutorial.models import ReviewItem
from tutorial.selectors import Owner

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-pass-phrase-42"  # noqa: S105 - a test account
T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
DAY = timedelta(days=1)
REVIEW_BUTTON = re.compile(r"Повторить ошибки \((\d+)\)")
PRACTICE_STAGE = "cards-and-tricks"


def make_user(name="anna"):
    return get_user_model().objects.create_user(name, password=PASSWORD)


def review_button(client, url="/learn/"):
    """N of «Повторить ошибки (N)» on the page; None when the button is not there."""
    found = REVIEW_BUTTON.search(client.get(url).text)
    return int(found[1]) if found else None


def wrong_levels(count):
    return [level for level in course_levels() if level.exercise.wrong][:count]


def test_a_visitors_mistake_comes_back_after_1_then_3_then_7_days(client):
    level = level_with_wrong()
    with time_machine.travel(T0, tick=False) as clock:
        client.post(level_url(level), wrong(level))
        item = ReviewItem.objects.get()
        assert (item.user, item.key, item.step, item.due_at) == (None, level.id, 0, T0 + DAY)
        client.post(level_url(level), right(level))  # the retry at once: not yet a review
        assert ReviewItem.objects.get().due_at == T0 + DAY
        assert review_button(client) is None
        clock.move_to(T0 + DAY)
        assert review_button(client) == 1
        assert review_button(client, "/learn/progress/") == 1
        client.post(level_url(level), right(level))
        assert (ReviewItem.objects.get().step, ReviewItem.objects.get().due_at) == (1, T0 + 4 * DAY)
        assert review_button(client) is None
        clock.move_to(T0 + 4 * DAY)
        client.post(level_url(level), right(level))
        assert ReviewItem.objects.get().due_at == T0 + 11 * DAY
        clock.move_to(T0 + 11 * DAY)
        client.post(level_url(level), right(level))
        assert not ReviewItem.objects.exists()


def test_a_wrong_review_starts_again_at_one_day():
    anna = make_user()
    level = level_with_wrong()
    owner = Owner(user=anna)
    services.record_answer(owner, level.id, correct=False, stars=0, now=T0)
    services.record_answer(owner, level.id, correct=True, stars=3, now=T0 + DAY)
    services.record_answer(owner, level.id, correct=False, stars=0, now=T0 + 5 * DAY)
    item = ReviewItem.objects.get(user=anna)
    assert (item.step, item.due_at) == (0, T0 + 6 * DAY)


def test_an_answer_shown_queues_the_level_of_an_account(client):
    anna = make_user()
    client.force_login(anna)
    level = course_levels()[0]
    with time_machine.travel(T0, tick=False):
        client.post(level_url(level), {"reveal": "1"})
    item = ReviewItem.objects.get()
    assert (item.user, item.session_key, item.due_at) == (anna, "", T0 + DAY)


def test_every_kind_recorded_through_the_service_feeds_the_queue():
    """A kind added later (``play_to_goal``) records its result through ``record_answer``: a
    goal not met is a wrong answer, and is queued whatever the level's id."""
    owner = Owner(session_key="k" * 32)
    services.record_answer(owner, "a-new-play-level", correct=False, stars=0, now=T0)
    services.record_give_up(owner, "another-play-level", now=T0)
    assert set(ReviewItem.objects.values_list("key", flat=True)) == {
        "a-new-play-level",
        "another-play-level",
    }


def test_a_practice_deal_comes_back_as_a_new_deal_of_its_stage(client):
    missed = lessons.generate(PRACTICE_STAGE, 5)
    with time_machine.travel(T0, tick=False) as clock:
        client.post(f"/learn/practice/{PRACTICE_STAGE}/5/", wrong(missed))
        assert ReviewItem.objects.get().key == f"{PRACTICE_STAGE}-practice"
        clock.move_to(T0 + DAY)
        assert "Тренировка: Карты и взятки (новая сдача)" in client.get("/learn/review/").text
        served = client.get("/learn/review/next/")
        found = re.fullmatch(rf"/learn/practice/{PRACTICE_STAGE}/(\d+)/\?review=1", served.url)
        assert found and int(found[1]) != 5
        deal = lessons.generate(PRACTICE_STAGE, int(found[1]))
        page = client.post(served.url, right(deal))
        assert "Повторение окончено" in page.text
        assert ReviewItem.objects.get().step == 1


def test_the_review_session_goes_through_the_due_mistakes_one_by_one(client):
    first, second = wrong_levels(2)
    with time_machine.travel(T0, tick=False) as clock:
        for level in (first, second):
            client.post(level_url(level), wrong(level))
        clock.move_to(T0 + DAY + timedelta(hours=1))
        assert review_button(client) == 2
        page = client.get("/learn/review/").text
        assert "Сейчас к повторению: 2 ошибки" in page
        opened = client.get("/learn/review/next/").url
        assert opened == level_url(first) + "?review=1"
        assert 'action="' + opened + '"' in client.get(opened).text
        after = client.post(opened, right(first)).text
        assert "Дальше: ещё 1 ошибка" in after
        assert client.get("/learn/review/next/").url == level_url(second) + "?review=1"
        shown = client.post(level_url(second) + "?review=1", {"reveal": "1"}).text
        assert "Повторение окончено" in shown  # shown: back tomorrow, no longer due now
        assert client.get("/learn/review/next/").url == "/learn/review/"
        assert "Ошибки вернутся завтра: 1 уровень" in client.get("/learn/review/").text


def test_a_hint_without_javascript_keeps_the_review_session(client):
    level = next(level for level in course_levels() if level.hints)
    page = client.get(level_url(level) + "?review=1").text
    assert f'action="/learn/level/{level.id}/hint/?review=1"' in page
    response = client.post(f"/learn/level/{level.id}/hint/?review=1")
    assert response.url == level_url(level) + "?review=1"
    assert client.post(f"/learn/level/{level.id}/hint/").url == level_url(level)


@pytest.mark.parametrize(("count", "words"), [(1, "1 ошибка"), (3, "3 ошибки"), (5, "5 ошибок")])
def test_the_review_page_counts_mistakes_in_russian(client, count, words):
    client.get("/learn/")
    client.post("/learn/convention/", {"convention": "sochi"})  # the session has its key now
    owner = Owner(session_key=client.session["calculator_key"])
    for level in wrong_levels(count):
        services.record_answer(owner, level.id, correct=False, stars=0, now=T0)
    with time_machine.travel(T0 + DAY, tick=False):
        assert f"Сейчас к повторению: {words}" in client.get("/learn/review/").text
        assert review_button(client) == count


def test_sign_in_merges_the_queue_the_sooner_entry_kept(client):
    anna = make_user()
    both, mine_only, visitors_only = wrong_levels(3)
    services.record_answer(Owner(user=anna), both.id, correct=False, stars=0, now=T0)
    services.record_answer(Owner(user=anna), both.id, correct=True, stars=3, now=T0 + DAY)
    services.record_answer(Owner(user=anna), mine_only.id, correct=False, stars=0, now=T0)
    with time_machine.travel(T0 + 2 * DAY, tick=False):
        client.post(level_url(both), wrong(both))  # the visitor's: back at T0 + 3 days
        client.post(level_url(visitors_only), wrong(visitors_only))
        client.post("/accounts/login/", {"username": "anna", "password": PASSWORD})
    items = {item.key: item for item in ReviewItem.objects.all()}
    assert set(items) == {both.id, mine_only.id, visitors_only.id}
    assert all(item.user == anna for item in items.values())
    # the account's entry came back at T0 + 4 days (step 1); the visitor's at T0 + 3 (step 0)
    assert (items[both.id].step, items[both.id].due_at) == (0, T0 + 3 * DAY)
    assert items[mine_only.id].due_at == T0 + DAY
    assert items[visitors_only.id].due_at == T0 + 3 * DAY


def test_sign_in_keeps_the_accounts_entry_when_it_comes_back_sooner(client):
    anna = make_user()
    level = level_with_wrong()
    services.record_answer(Owner(user=anna), level.id, correct=False, stars=0, now=T0)
    with time_machine.travel(T0 + 5 * DAY, tick=False):
        client.post(level_url(level), wrong(level))
        client.post("/accounts/login/", {"username": "anna", "password": PASSWORD})
    item = ReviewItem.objects.get()
    assert (item.user, item.due_at) == (anna, T0 + DAY)


def test_no_one_sees_or_takes_another_learners_queue(client):
    anna, boris = make_user("anna"), make_user("boris")
    level = level_with_wrong()
    services.record_answer(Owner(user=anna), level.id, correct=False, stars=0, now=T0)
    visitor, other = Client(), Client()
    other.force_login(boris)
    client.force_login(anna)
    with time_machine.travel(T0 + DAY, tick=False):
        assert review_button(client) == 1
        assert lessons.level(level.id).title.ru in client.get("/learn/review/").text
        for stranger in (visitor, other):
            assert review_button(stranger) is None
            assert lessons.level(level.id).title.ru not in stranger.get("/learn/review/").text
            assert stranger.get("/learn/review/next/").url == "/learn/review/"
            stranger.post(level_url(level) + "?review=1", right(level))
    assert ReviewItem.objects.get().step == 0  # their answers moved only their own queues


@pytest.mark.parametrize(
    "url",
    [
        "/learn/review/?review=%00",
        "/learn/review/next/?x=%ED%A0%80",
        f"/learn/level/{course_levels()[0].id}/?review=%00%ff",
        f"/learn/level/{course_levels()[0].id}/?review=" + "1" * 5000,
        "/learn/cards-and-tricks/done/?x=%00",
    ],
)
def test_hostile_queries_are_ignored(client, url):
    assert client.get(url).status_code in (200, 302)


@pytest.mark.parametrize(
    "url", ["/learn/no-such-stage/done/", "/learn/review/next/1/", "/learn/review/x/"]
)
def test_unknown_review_pages_are_404(client, url):
    assert client.get(url).status_code == 404


def test_the_review_pages_take_no_post(client):
    for url in ("/learn/review/", "/learn/review/next/", "/learn/talon/done/"):
        assert client.post(url, {"answer": "\x00"}).status_code == 405


def solve_stage(owner, levels, *, below=()):
    for level in levels:
        stars = 2 if level in below else 3
        services.record_answer(owner, level.id, correct=True, stars=stars, now=T0)


def test_the_stage_summary_lists_what_to_redo_and_the_next_stage(client):
    anna = make_user()
    client.force_login(anna)
    first, second = lessons.stages()[:2]
    solve_stage(Owner(user=anna), first.levels, below=first.levels[2:3])
    page = client.get(f"/learn/{first.id}/done/").text
    assert f"Этап пройден: {first.title.ru}" in page
    assert f"Звёзд: {3 * len(first.levels) - 1} из {3 * len(first.levels)}" in page
    redo = page.split("Переиграть")[1]
    assert first.levels[2].title.ru in redo and first.levels[0].title.ru not in redo
    assert f"Следующий этап: {second.title.ru}" in page
    assert f'href="/learn/practice/{first.id}/"' in page
    assert f'href="/learn/{first.id}/done/"' in client.get(f"/learn/{first.id}/").text


def test_a_stage_not_done_says_how_many_levels_are_left(client):
    stage = lessons.stages()[1]
    page = client.get(f"/learn/{stage.id}/done/").text
    assert f"Итоги этапа: {stage.title.ru}" in page
    assert f"В этом этапе ещё не решено {len(stage.levels)} уровней." in page


def test_the_stages_last_level_leads_to_its_summary(client):
    anna = make_user()
    client.force_login(anna)
    stage = lessons.stages()[0]
    solve_stage(Owner(user=anna), stage.levels[:-1])
    last = stage.levels[-1]
    page = client.post(level_url(last), right(last)).text
    assert "Этап пройден: итоги" in page
    assert f'href="/learn/{stage.id}/done/"' in page


def test_the_map_suggests_the_first_unfinished_stage_and_says_why(client):
    anna = make_user()
    client.force_login(anna)
    first, second, third = lessons.stages()[:3]
    assert "Начните отсюда" in client.get("/learn/").text
    services.record_answer(Owner(user=anna), third.levels[0].id, correct=True, stars=3)
    page = client.get("/learn/").text
    assert f'Рекомендуем дальше: <a href="/learn/{first.id}/">' in page
    assert "торговля — раньше виста" in page
    solve_stage(Owner(user=anna), first.levels)
    services.record_answer(Owner(user=anna), second.levels[0].id, correct=True, stars=3)
    page = client.get("/learn/").text
    assert f'Рекомендуем дальше: <a href="/learn/{second.id}/">' in page
    assert f"решено уровней — 1 из {len(second.levels)}" in page


def test_a_suggestion_for_every_course_state():
    stages = lessons.stages()
    owner = Owner(session_key="s" * 32)

    def suggested():
        return selectors.recommended_stage(selectors.course_map(selectors.progress_by_level(owner)))

    assert (suggested().summary.stage, suggested().reason) == (stages[0], "first")
    solve_stage(owner, stages[0].levels)
    assert (suggested().summary.stage, suggested().reason) == (stages[1], "next")
    for stage in stages[1:]:
        solve_stage(owner, stage.levels)
    assert suggested() is None


@pytest.mark.parametrize(("count", "words"), [(1, "1 уровень"), (3, "3 уровня"), (9, "9 уровней")])
def test_mistakes_made_today_say_they_come_back_tomorrow(client, count, words):
    client.get("/learn/")
    client.post("/learn/convention/", {"convention": "sochi"})
    owner = Owner(session_key=client.session["calculator_key"])
    for level in wrong_levels(count):
        services.record_answer(owner, level.id, correct=False, stars=0, now=T0)
    with time_machine.travel(T0 + timedelta(hours=1), tick=False):
        assert f"Ошибки вернутся завтра: {words}" in client.get("/learn/").text
        page = client.get("/learn/review/").text
        assert f"Ошибки вернутся завтра: {words}" in page and "повторять нечего" not in page
    with time_machine.travel(T0 - DAY, tick=False):  # two days ahead: the day is named
        assert "Следующее повторение ошибок: 2 декабря" in client.get("/learn/").text
