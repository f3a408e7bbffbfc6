"""The deal builder in Debian's chromium at 1280 and 375 px (issue 14): a deal built by tapping
(cards, bidding, talon, contract, whisting, tricks), analysed, with no horizontal overflow."""

import pytest
from playwright.sync_api import Page, expect

from tests.helpers.builder import choose

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WIDTHS = [1280, 375]


def _no_horizontal_overflow(page: Page) -> None:
    width = page.evaluate("document.documentElement.clientWidth")
    assert page.evaluate("document.documentElement.scrollWidth") <= width


@pytest.fixture(params=WIDTHS, ids=lambda w: f"{w}px")
def sized_page(request, page: Page) -> Page:
    page.set_viewport_size({"width": request.param, "height": 900})
    return page


def test_build_a_deal_by_tapping_and_analyse_it(live_server, sized_page: Page):
    page = sized_page
    page.goto(f"{live_server.url}/deal/build/")
    # a few cards by hand, the rest at random
    page.locator('[data-place="Аня"] input[type=radio]').check()
    for placed, card in enumerate(("туз пик", "король пик", "дама пик"), start=1):
        page.get_by_role("button", name=card, exact=True).click()
        expect(page.locator('[data-place="Аня"] .count')).to_have_text(f"{placed}/10")
    page.get_by_role("button", name="Раздать остальное случайно").click()
    expect(page.locator('[data-place="talon"] .count')).to_have_text("2/2")

    # the bidding: Аня 6♠, Боря and Вера pass
    expect(page.get_by_text("Аня: заявка")).to_be_visible()
    expect(page.locator(".builder-choice .choices button", has_text="здесь")).to_have_count(0)
    choose(page, "6♠")
    expect(page.get_by_text("Боря: заявка")).to_be_visible()
    expect(page.locator(".builder-choice .choices button", has_text="6♠")).to_have_count(0)
    choose(page, "пас")
    choose(page, "пас")

    # the talon: two cards to discard
    expect(page.locator(".discard-card")).to_have_count(12)
    page.locator(".discard-card input").nth(10).check()
    page.locator(".discard-card input").nth(11).check()
    page.get_by_role("button", name="Снести эти две").click()

    # the contract: 6♠ or higher, no misère
    expect(page.locator(".builder-choice .choices button", has_text="мизер")).to_have_count(0)
    choose(page, "6♠")
    # the whisting: Боря whists, Вера passes, Боря plays closed
    choose(page, "вист")
    choose(page, "пас")
    choose(page, "втёмную")

    # three tricks by tapping, always a lit (legal) card of the player to play
    for played in range(9):
        seat = page.locator(".seat.to-play")
        expect(seat).to_have_count(1)
        legal = seat.locator(".card-button.legal")
        expect(legal.first).to_be_visible()
        legal.first.click()
        expect(page.locator(".builder-steps")).to_have_attribute("data-played", str(played + 1))
    expect(page.locator(".all-tricks .trick")).to_have_count(3)
    _no_horizontal_overflow(page)

    page.get_by_role("button", name="Анализ").click()
    expect(page.get_by_role("heading", name="Анализ (в открытую)")).to_be_visible(timeout=60_000)
    _no_horizontal_overflow(page)


def test_the_longest_best_line_wraps(live_server, sized_page: Page):
    """The best line of a whole deal is thirty cards: it wraps instead of widening the page."""
    page = sized_page
    page.goto(f"{live_server.url}/deal/?example=renonce")
    page.get_by_role("button", name="К началу").click()
    expect(page.get_by_text("Взятка 0 из 10")).to_be_visible()
    page.get_by_role("button", name="Анализ").click()

    expect(page.locator(".analysis-line .played")).to_have_count(30, timeout=60_000)
    _no_horizontal_overflow(page)
    # no word of the tables is broken inside
    for cell in page.locator(".auction th").all():
        assert cell.evaluate("e => e.getClientRects().length") == 1


def test_an_example_opens_at_trick_1_with_the_hands_in_view(live_server, sized_page: Page):
    page = sized_page
    page.goto(f"{live_server.url}/en/deal/?example=misere-out-of-turn")

    expect(page.get_by_text("Trick 1 of 10")).to_be_visible()
    expect(page.locator(".seat")).to_have_count(3)
    expect(page.locator('.seat[data-player="Boris"] .card')).to_have_count(9)
    expect(page.locator(".seat").first).to_be_in_viewport()
    _no_horizontal_overflow(page)
