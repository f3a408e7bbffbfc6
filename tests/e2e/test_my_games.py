"""«Мои пули», the sheet as a picture, full screen and the print page in Debian's chromium, on a
desktop (1280 px) and a phone (375 px; the full-screen sheet also turned sideways, 844 × 390)."""

from urllib.parse import urljoin

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WIDTHS = [1280, 375]
NAMES = ("Анна", "Борис", "Вера")
OVERFLOW = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
# The smallest font of the sheet's words as shown, in CSS pixels (the SVG's scale applied).
SMALLEST_SHEET_TEXT = """() => {
  const svg = document.querySelector('svg.pulya');
  const box = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
  const scale = Math.min(box.width / view.width, box.height / view.height);
  return Math.min(...[...svg.querySelectorAll('text')].map(
    t => parseFloat(getComputedStyle(t).fontSize) * scale));
}"""


def start_game(page: Page, base: str) -> str:
    page.goto(f"{base}/score/")
    for i, name in enumerate(NAMES, start=1):
        page.locator(f"input[name=player_{i}]").fill(name)
    page.get_by_role("button", name="Начать игру").click()
    expect(page.locator("svg.pulya")).to_be_visible()
    return page.url


@pytest.mark.parametrize("width", WIDTHS)
def test_my_pulyas_lists_the_game_just_started(live_server, page: Page, width):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{live_server.url}/score/mine/")
    expect(page.locator("#no-games")).to_contain_text("Пока нет ни одной пули.")
    game_url = start_game(page, live_server.url)
    page.locator(".site-header").get_by_role("link", name="Мои пули").click()
    card = page.locator(".game-card")
    expect(card).to_have_count(1)
    expect(card).to_contain_text("Анна, Борис, Вера")
    expect(card).to_contain_text("идёт")
    expect(card.locator(".game-card-result li")).to_have_count(3)
    assert page.evaluate(OVERFLOW) == 0
    card.get_by_role("link", name="Анна, Борис, Вера").click()
    expect(page).to_have_url(game_url)
    page.goto(f"{live_server.url}/score/mine/statistics/")
    expect(page.locator(".player-card")).to_have_count(3)
    expect(page.locator(".player-card svg.balance-plot")).to_have_count(3)
    assert page.evaluate(OVERFLOW) == 0


@pytest.mark.parametrize("width", WIDTHS)
def test_the_sheet_downloads_are_a_png_and_an_svg_with_the_names(live_server, page: Page, width):
    page.set_viewport_size({"width": width, "height": 900})
    start_game(page, live_server.url)
    links = page.locator("#sheet-downloads")
    expect(links).to_be_visible()
    png = page.request.get(urljoin(page.url, links.locator("#sheet-png").get_attribute("href")))
    assert png.ok and png.headers["content-type"] == "image/png"
    assert png.body()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = page.request.get(urljoin(page.url, links.locator("#sheet-svg").get_attribute("href")))
    assert svg.ok and svg.headers["content-type"].startswith("image/svg+xml")
    for name in NAMES:
        assert name in svg.text()
    # and the same from the shared page, by its token
    page.goto(page.locator("#share-link").get_attribute("href"))
    href = page.locator("#sheet-svg").get_attribute("href")
    assert "/score/s/" in href
    assert page.request.get(urljoin(page.url, href)).ok
    assert page.evaluate(OVERFLOW) == 0


@pytest.mark.parametrize("width", WIDTHS)
def test_the_print_page_has_no_navigation_and_every_column(live_server, page: Page, width):
    page.set_viewport_size({"width": width, "height": 900})
    game_url = start_game(page, live_server.url)
    page.goto(game_url.rstrip("/") + "/print/")
    expect(page.locator("svg.pulya")).to_be_visible()
    expect(page.locator(".site-header")).to_have_count(0)
    expect(page.locator("nav")).to_have_count(0)
    expect(page.locator(".print-sheet thead th")).to_have_count(4)
    assert page.evaluate(OVERFLOW) == 0
    assert page.evaluate(SMALLEST_SHEET_TEXT) >= 11


def test_the_sheet_on_a_phone_has_no_word_under_11_px(live_server, page: Page):
    page.set_viewport_size({"width": 375, "height": 812})
    start_game(page, live_server.url)
    assert page.evaluate(SMALLEST_SHEET_TEXT) >= 11
    assert page.evaluate(OVERFLOW) == 0


def test_the_full_screen_sheet_fills_a_phone_turned_sideways(live_server, page: Page):
    page.set_viewport_size({"width": 375, "height": 812})
    start_game(page, live_server.url)
    page.locator("#sheet-full").click()
    page.set_viewport_size({"width": 844, "height": 390})
    sheet = page.locator("svg.pulya")
    expect(sheet).to_be_visible()
    box = sheet.bounding_box()
    assert (box["width"], box["height"]) == (844, 390)  # the whole screen; the drawing fits it
    assert page.evaluate(SMALLEST_SHEET_TEXT) >= 11
    assert page.evaluate(OVERFLOW) == 0
    assert page.evaluate("() => document.documentElement.scrollHeight - innerHeight") <= 0
    expect(page.locator(".site-header")).to_have_count(0)
    page.get_by_role("link", name="Назад к игре").click()
    expect(page.locator("#sheet-downloads")).to_be_visible()
