"""A deal failed at the table comes back at the table (issue 19), on a phone (375 px, touch): a
play_to_goal deal is played by tapping cards and failed on purpose; a day later (the test moves
the queued entry's due date to now, as the clock would) «Повторить ошибки (1)» on the map brings
the deal back at the table, dealt anew, and playing it to its goal ends the review."""

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from tests.e2e.conftest import touch_phone
from tests.e2e.test_learn_phone import measured
from tests.e2e.test_learn_table import LEVEL, no_overflow, tap_card
from tutorial import lessons
from tutorial.models import ReviewItem

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def browser_context_args(browser_context_args):
    return touch_phone(browser_context_args)


def play_on(page: Page) -> None:
    """Tap South's first playable card until the deal is over."""
    cards = page.locator("#hand button.card-button")
    while cards.count():
        before = cards.count()
        page.locator("#hand button.card-button:not([disabled])").first.tap()
        expect(cards).to_have_count(before - 1)


def test_a_failed_deal_comes_back_at_the_table_in_the_review(live_server, page: Page):
    line = lessons.level(LEVEL).exercise.answer
    page.goto(f"{live_server.url}/learn/table/{LEVEL}/")
    tap_card(page, "JS")  # the jack overtakes the nine: the misère is caught
    expect(page.locator(".hopeless")).to_be_visible()
    play_on(page)
    expect(page.locator(".verdict.wrong")).to_contain_text("Цель не достигнута")

    page.goto(f"{live_server.url}/learn/")
    expect(page.locator(".review-button")).to_have_count(0)  # back tomorrow, not today
    ReviewItem.objects.update(due_at=timezone.now())  # a day passes
    page.reload()
    page.get_by_role("link", name="Повторить ошибки (1)").tap()
    page.get_by_role("link", name="Начать повторение").tap()
    expect(page).to_have_url(f"{live_server.url}/learn/table/{LEVEL}/?review=1")
    expect(page.get_by_role("link", name="Повторение ошибок")).to_be_visible()
    expect(page.locator(f'#hand button.card-button[value="{line[0]}"]')).to_be_enabled()
    no_overflow(page)

    for card in line:
        tap_card(page, card)
        expect(page.locator(f'#hand button.card-button[value="{card}"]')).to_have_count(0)
    expect(page.locator(".verdict.right")).to_contain_text("Цель достигнута")
    assert measured(page) == []  # every control 44 px, nothing wider than the phone
    page.get_by_role("link", name="Повторение окончено").tap()
    expect(page.locator(".review-page .note")).to_contain_text("Следующее повторение ошибок")
    assert ReviewItem.objects.get().step == 1  # next time in 3 days
