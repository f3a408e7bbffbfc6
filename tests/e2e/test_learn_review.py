"""Mistakes come back, on a phone (375 px): a level answered wrongly is not offered again the
same day; a day later (the test moves the queued entry's due date to now, as the clock would)
the map offers «Повторить ошибки (1)», and the review takes the learner through it."""

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from tests.e2e.conftest import touch_phone
from tests.e2e.test_learn_phone import measured
from tests.helpers.learn import level_with_wrong
from tutorial import lessons
from tutorial.models import ReviewItem

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def browser_context_args(browser_context_args):
    return touch_phone(browser_context_args)


def test_a_wrong_answer_comes_back_on_the_map_and_is_reviewed(live_server, page: Page):
    level = level_with_wrong()
    page.goto(f"{live_server.url}/learn/level/{level.id}/")
    page.locator(f'button[name="answer"][value="{level.exercise.wrong[0]}"]').tap()
    expect(page.locator(".verdict.wrong")).to_be_visible()

    page.goto(f"{live_server.url}/learn/")
    expect(page.locator(".review-button")).to_have_count(0)  # back tomorrow, not today
    expect(page.locator(".review-later")).to_have_text("Ошибки вернутся завтра: 1 уровень")
    ReviewItem.objects.update(due_at=timezone.now())  # a day passes

    page.reload()
    button = page.get_by_role("link", name="Повторить ошибки (1)")
    expect(button).to_be_visible()
    assert measured(page) == []  # every control 44 px, nothing wider than the phone
    button.tap()
    expect(page.get_by_role("heading", name="Сейчас к повторению: 1 ошибка")).to_be_visible()
    assert measured(page) == []
    page.get_by_role("link", name="Начать повторение").tap()
    expect(page).to_have_url(f"{live_server.url}/learn/level/{level.id}/?review=1")
    page.locator(f'button[name="answer"][value="{level.exercise.answer}"]').tap()
    expect(page.locator(".verdict.right")).to_be_visible()
    assert measured(page) == []
    page.get_by_role("link", name="Повторение окончено").tap()
    expect(page.get_by_text("Следующее повторение ошибок:")).to_be_visible()  # in 3 days
    assert ReviewItem.objects.get().step == 1  # next time in 3 days
    page.goto(f"{live_server.url}/learn/")
    expect(page.locator(".review-button")).to_have_count(0)


def test_a_stage_summary_fits_a_phone(live_server, page: Page):
    stage = lessons.stages()[0]
    page.goto(f"{live_server.url}/learn/{stage.id}/done/")
    expect(page.get_by_role("heading", name="Итоги этапа")).to_be_visible()
    assert measured(page) == []
    page.get_by_role("link", name=f"Следующий этап: {lessons.stages()[1].title.ru}").tap()
    expect(page).to_have_url(f"{live_server.url}/learn/{lessons.stages()[1].id}/")
