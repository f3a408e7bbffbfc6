"""Learn's whisting category on a phone (375 px, touch): the course map shows it, and a rules
level and a whist-or-pass level are answered by tapping, the stars counted on the stage."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import touch_phone
from tutorial import lessons

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def browser_context_args(browser_context_args):
    return touch_phone(browser_context_args)


def no_overflow(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, page.url


def test_whisting_levels_by_tapping(live_server, page: Page):
    page.goto(f"{live_server.url}/learn/")
    expect(page.get_by_role("heading", name="Вистование")).to_be_visible()
    page.get_by_role("link", name="Вистовать или пасовать").tap()
    expect(page).to_have_url(f"{live_server.url}/learn/whist-or-pass/")

    stage = lessons.stage("whist-or-pass")
    first = stage.levels[0]
    page.goto(f"{live_server.url}/learn/level/{first.id}/")
    no_overflow(page)
    wrong = first.exercise.wrong[0]
    page.locator(f'button[name="answer"][value="{wrong}"]').tap()
    expect(page.locator(".verdict.wrong")).to_be_visible()
    page.locator(f'button[name="answer"][value="{first.exercise.answer}"]').tap()
    expect(page.locator(".verdict.right")).to_be_visible()
    expect(page.locator(".verdict.right")).to_contain_text("в среднем")
    no_overflow(page)
    page.locator(".next-actions .button.primary").tap()
    expect(page).to_have_url(f"{live_server.url}/learn/level/{stage.levels[1].id}/")

    duty = lessons.level("quota-six")
    page.goto(f"{live_server.url}/learn/level/{duty.id}/")
    page.locator('button[name="answer"][value="4"]').tap()
    expect(page.locator(".verdict.right")).to_contain_text("4 взятки")
    no_overflow(page)

    page.goto(f"{live_server.url}/learn/whist-duties/")
    possible = 3 * len(lessons.stage("whist-duties").levels)
    expect(page.locator(".stage-stars")).to_contain_text(f"3 из {possible}")
