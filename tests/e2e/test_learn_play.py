"""Learn's play stages on a phone (375 px, touch): a misère to catch and a first lead against a
contract, each answered by tapping a card of South's hand (a wrong card first, then the right
one), «next» taken, and the stars counted on the stage."""

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


def answer_stage_level(page: Page, url: str, stage_id: str, verdict_text: str) -> None:
    stage = lessons.stage(stage_id)
    first = stage.levels[0]
    page.goto(f"{url}/learn/level/{first.id}/")
    # all three hands are on the table; South's are the buttons
    expect(page.locator(".table-seats .seat")).to_have_count(3)
    no_overflow(page)
    page.locator(f'button.card-button[value="{first.exercise.wrong[0]}"]').tap()
    expect(page.locator(".verdict.wrong")).to_be_visible()
    page.locator(f'button.card-button[value="{first.exercise.answer}"]').tap()
    right = page.locator(".verdict.right")
    expect(right).to_be_visible()
    expect(right).to_contain_text(verdict_text)
    expect(right.locator(".citation").first).to_be_visible()
    no_overflow(page)
    page.locator(".next-actions .button.primary").tap()
    expect(page).to_have_url(f"{url}/learn/level/{stage.levels[1].id}/")
    page.goto(f"{url}/learn/{stage_id}/")
    # a right answer after a miss is worth 2 of 3 (one attempt over par)
    expect(page.locator(".stage-stars")).to_contain_text(f"2 из {3 * len(stage.levels)}")


def test_a_misere_caught_and_a_first_lead_by_tapping(live_server, page: Page):
    page.goto(f"{live_server.url}/learn/")
    page.get_by_role("link", name="Ловля мизера").tap()
    expect(page).to_have_url(f"{live_server.url}/learn/misere-catch/")
    answer_stage_level(page, live_server.url, "misere-catch", "Мизер пойман")
    answer_stage_level(page, live_server.url, "first-lead", "Игра без одной")
