"""The table on a phone (issue 19; 375 px, touch): a play_to_goal deal played to its end by
tapping South's cards (the first by the keyboard), then dealt again and failed on purpose, with
its analysis; the stage counts the stars of the deal that met its goal."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import touch_phone
from tutorial import lessons

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LEVEL = "table-misere-duck"


@pytest.fixture
def browser_context_args(browser_context_args):
    return touch_phone(browser_context_args)


def no_overflow(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, page.url


def tap_card(page: Page, card: str) -> None:
    page.locator(f'#hand button.card-button[value="{card}"]:not([disabled])').tap()


def test_a_deal_played_to_its_goal_and_one_failed_on_purpose(live_server, page: Page):
    line = lessons.level(LEVEL).exercise.answer
    page.goto(f"{live_server.url}/learn/level/{LEVEL}/")
    expect(page).to_have_url(f"{live_server.url}/learn/table/{LEVEL}/")
    expect(page.locator(".felt .seat")).to_have_count(3)
    expect(page.locator(".deal-facts")).to_contain_text("Сыграйте мизер")
    no_overflow(page)
    # the first card by the keyboard: focus it and press Enter
    page.locator(f'#hand button.card-button[value="{line[0]}"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator(f'#hand button.card-button[value="{line[0]}"]')).to_have_count(0)
    for card in line[1:]:
        tap_card(page, card)
        expect(page.locator(f'#hand button.card-button[value="{card}"]')).to_have_count(0)
    verdict = page.locator(".verdict.right")
    expect(verdict).to_contain_text("Цель достигнута")
    expect(verdict.locator(".citation").first).to_be_visible()
    no_overflow(page)

    # again, failed on purpose: the jack overtakes the nine and takes the trick
    page.get_by_role("button", name="Сыграть с начала").tap()
    tap_card(page, "JS")
    expect(page.locator(".hopeless")).to_be_visible()
    for _ in range(len(line) - 1):
        cards = page.locator("#hand button.card-button")
        before = cards.count()
        page.locator("#hand button.card-button:not([disabled])").first.tap()
        expect(cards).to_have_count(before - 1)  # the table came back with one card fewer
    expect(page.locator(".verdict.wrong")).to_contain_text("Цель не достигнута")
    page.get_by_role("button", name="Разобрать раздачу").tap()
    analysis = page.locator("#analysis")
    expect(analysis).to_contain_text("Взятка 5")
    expect(analysis.locator('[data-card="8S"]').first).to_be_visible()
    no_overflow(page)

    page.goto(f"{live_server.url}/learn/misere-table/")
    stage = lessons.stage("misere-table")
    expect(page.locator(".stage-stars")).to_contain_text(f"3 из {3 * len(stage.levels)}")
