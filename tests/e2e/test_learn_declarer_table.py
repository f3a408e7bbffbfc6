"""Declarer play at the table (issue 19) on a phone (375 px, touch): «Пять взяток, нужны все»
played to its goal by tapping South's cards, then dealt again with a heart first — trumped on
the layout the table keeps — and the goal missed; the goal names the contract."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import touch_phone
from tutorial import lessons

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LEVEL = "table-declarer-trumps"
SWAPS = ".htmx-request, .htmx-swapping, .htmx-settling"


@pytest.fixture
def browser_context_args(browser_context_args):
    return touch_phone(browser_context_args)


def tap_card(page: Page, card: str) -> None:
    """Tap one of South's cards once the last swap is in, and wait for the table to come back
    without it."""
    expect(page.locator(SWAPS)).to_have_count(0)
    page.locator(f'#hand button.card-button[value="{card}"]:not([disabled])').tap()
    expect(page.locator(f'#hand button.card-button[value="{card}"]')).to_have_count(0)
    expect(page.locator(SWAPS)).to_have_count(0)


def test_the_declarer_plays_seven_spades_to_the_goal_and_misses_it_with_a_heart_first(
    live_server, page: Page
):
    line = lessons.level(LEVEL).exercise.answer
    page.goto(f"{live_server.url}/learn/table/{LEVEL}/")
    expect(page.locator(".deal-facts")).to_contain_text("Сыграйте 7♠: не меньше 7 взяток.")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    for card in line:
        tap_card(page, card)
    expect(page.locator(".verdict.right")).to_contain_text("Цель достигнута")

    page.get_by_role("button", name="Сыграть с начала").tap()
    expect(page.locator("#hand button.card-button")).to_have_count(len(line))
    tap_card(page, "AH")  # a whister with a trump and no heart must trump it
    expect(page.locator(".hopeless")).to_be_visible()
    for _ in range(len(line) - 1):
        expect(page.locator(SWAPS)).to_have_count(0)
        cards = page.locator("#hand button.card-button")
        before = cards.count()
        page.locator("#hand button.card-button:not([disabled])").first.tap()
        expect(cards).to_have_count(before - 1)
    expect(page.locator(".verdict")).to_contain_text("Цель не достигнута")
