"""Issue 14: every page a visitor reaches, on a 375 px phone in Debian's chromium: nothing wider
than the screen, no text under 11 px, and the text in Russian (the scan of
tests/site/test_developer_words.py, here on what htmx drew too: the builder at each step, the
arbiter's steps, the deal viewer analysed)."""

import json

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from playwright.sync_api import Page, expect

from rulings.examples import PLAYER_NAMES_EN, PLAYER_NAMES_RU
from rulings.models import Game, HouseConvention
from tests.helpers.builder import choose
from tests.site.test_developer_words import developer_words, english_words, visible_text
from tutorial import lessons

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# The smallest text on the page (not the sheet's drawing, whose labels
# tests/e2e/test_my_games.py measures), where it is, and how far the page reaches sideways.
MEASURE = """() => {
  let smallest = 100, where = '';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode, element = node.parentElement;
    if (!node.textContent.trim() || !element || element.closest('svg')) continue;
    if (!element.checkVisibility()) continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size < smallest) { smallest = size; where = node.textContent.trim().slice(0, 40); }
  }
  const root = document.documentElement;
  return {sideways: root.scrollWidth - root.clientWidth, smallest, where};
}"""

# Long names: a short name hides a table that breaks words or pushes the page sideways.
LONG_NAMES = {"Аня": "Александра", "Боря": "Константин", "Вера": "Валентина"}


def _problems(page: Page, names=frozenset(), json_here=False) -> list[str]:
    """What is wrong with the page in view: too wide, too small, or not in Russian."""
    page.wait_for_load_state("networkidle")
    found = []
    measured = page.evaluate(MEASURE)
    if measured["sideways"] > 0:
        found.append(f"{measured['sideways']} px wider than the phone")
    if measured["smallest"] < 11:
        found.append(f"text of {measured['smallest']} px: {measured['where']!r}")
    html = page.content()
    found += developer_words(visible_text(html))
    found += english_words(visible_text(html, russian_only=True), names, json_here)
    return found


class Walk:
    """Collects each page's problems, so that one run says everything that is wrong."""

    def __init__(self, page: Page, base: str, names=frozenset()):
        self.page, self.base, self.names = page, base, set(names)
        self.problems: dict[str, list[str]] = {}

    def check(self, what: str, json_here: bool = False) -> None:
        found = _problems(self.page, self.names, json_here)
        if found:
            self.problems[what] = found

    def visit(
        self, path: str, json_here: bool = False, open_details: bool = False, status: int = 200
    ) -> None:
        response = self.page.goto(f"{self.base}{path}")
        assert response is not None and response.status == status, path
        if open_details:
            self.open_every_details()
        self.check(path, json_here)

    def open_every_details(self) -> None:
        """Opens every <details> in view, the ones htmx fetches when opened as well."""
        closed = self.page.locator("details:not([open]) > summary:visible")
        for _ in range(100):  # what one opens may hold more
            if not closed.count():
                return
            closed.first.click()
            self.page.wait_for_load_state("networkidle")
        raise AssertionError("a <details> does not stay open")


@pytest.fixture
def demo(capsys):
    call_command("load_demo")
    capsys.readouterr()
    return Game.objects.get(), HouseConvention.objects.get()


def _import_long_names_game(page: Page, base: str, demo_game: Game) -> str:
    """The demo pulya under long names, with a price of a whist, as the browser's own game."""
    record = page.request.get(f"{base}/score/s/{demo_game.share_token}/export.json").text()
    for short, long in LONG_NAMES.items():
        record = record.replace(short, long)
    page.goto(f"{base}/score/")
    page.locator("textarea[name=record]").fill(record)
    page.locator("section.import button[type=submit]").click()
    expect(page.locator("svg.pulya")).to_be_visible()
    page.locator("input[name=whist_price]").fill("0.5")
    page.locator("form.price-form button").click()
    expect(page.locator(".steps.pairs .money").first).to_have_text("25,00")
    return page.url


def test_every_page_fits_a_phone_and_reads_in_russian(live_server, phone_page: Page, demo):
    game, house = demo
    walk = Walk(phone_page, live_server.url, {house.slug, *game.players, *LONG_NAMES.values()})
    share = f"/score/s/{game.share_token}"
    for path in ("/", "/learn/", "/learn/terms/", "/learn/progress/", "/rule/", "/club/"):
        walk.visit(path)
    walk.visit("/score/", json_here=True)
    walk.visit(f"{share}/", json_here=True, open_details=True)
    walk.visit(f"{share}/print/")
    walk.visit(f"{share}/sheet/full/")
    walk.visit(f"/club/{house.slug}/", open_details=True)
    walk.visit(f"/club/compare/?a=sochi&b={house.slug}:1")
    walk.visit("/sources/")
    first_stage = lessons.stages()[0]
    walk.visit(f"/learn/{first_stage.id}/")
    walk.visit(f"/learn/level/{first_stage.levels[0].id}/")
    for path in ("/accounts/login/", "/accounts/signup/", "/accounts/password_reset/"):
        walk.visit(path)
    walk.visit("/no-such-page/", status=404)  # the styled 404

    # the browser's own game, its deals, settlement steps and options opened
    game_url = _import_long_names_game(phone_page, live_server.url, game)
    path = game_url.removeprefix(live_server.url)
    walk.visit(path, json_here=True, open_details=True)
    walk.visit(f"{path}print/")
    walk.visit(f"{path}sheet/full/")
    walk.visit("/score/mine/")
    walk.visit("/score/mine/statistics/")

    # the deal viewer: an example, then analysed
    walk.visit("/deal/?example=renonce", json_here=True)
    phone_page.get_by_role("button", name="Анализ").click()
    expect(phone_page.get_by_role("heading", name="Анализ (в открытую)")).to_be_visible(
        timeout=60_000
    )
    walk.check("/deal/?example=renonce analysed", json_here=True)
    assert walk.problems == {}


def test_the_quick_entry_page_without_htmx_keeps_the_site_style(
    live_server, phone_page: Page, demo
):
    """A save with nothing chosen, sent as a plain form (no JS): a 400 page with the site's
    header and styles, in Russian, that fits the phone."""
    game, _house = demo
    page = phone_page
    walk = Walk(page, live_server.url, set(LONG_NAMES.values()))
    game_url = _import_long_names_game(page, live_server.url, game)
    form = page.locator("#quick-form")
    version = form.locator("input[name=version]").get_attribute("value")
    token = form.locator("input[name=csrfmiddlewaretoken]").get_attribute("value")
    response = page.request.post(
        f"{game_url}quick/",
        form={"save": "1", "version": version, "csrfmiddlewaretoken": token},
        headers={"Accept-Language": "ru", "Referer": game_url},
    )
    assert response.status == 400
    page.set_content(response.text().replace("<head>", f'<head><base href="{game_url}">', 1))
    expect(page.locator(".site-header")).to_be_visible()
    expect(page.locator("#quick-errors")).to_be_visible()
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(251, 250, 247)"
    walk.check("quick entry, a 400 without htmx")
    assert walk.problems == {}


def test_the_builder_at_each_step_fits_a_phone_and_reads_in_russian(live_server, phone_page):
    page = phone_page
    walk = Walk(page, live_server.url, {"Аня", "Боря", "Вера"})
    walk.visit("/deal/build/", json_here=True)
    page.get_by_role("button", name="Раздать остальное случайно").click()
    expect(page.get_by_text("Аня: заявка")).to_be_visible()
    walk.check("builder: the bidding", json_here=True)
    choose(page, "6♠")
    choose(page, "пас")
    choose(page, "пас")
    expect(page.locator(".discard-card")).to_have_count(12)
    walk.check("builder: the talon", json_here=True)
    page.locator(".discard-card input").nth(10).check()
    page.locator(".discard-card input").nth(11).check()
    page.get_by_role("button", name="Снести эти две").click()
    walk.check("builder: the contract", json_here=True)
    choose(page, "6♠")
    walk.check("builder: the whisting", json_here=True)
    choose(page, "вист")
    choose(page, "пас")
    choose(page, "втёмную")
    walk.check("builder: the play", json_here=True)
    for played in range(3):
        page.locator(".seat.to-play .card-button.legal").first.click()
        expect(page.locator(".builder-steps")).to_have_attribute("data-played", str(played + 1))
    walk.check("builder: a trick played", json_here=True)
    page.locator(".builder-json > summary").click()
    walk.check("builder: the record", json_here=True)
    assert walk.problems == {}


def test_the_arbiter_steps_fit_a_phone_and_read_in_russian(live_server, phone_page: Page):
    page = phone_page
    # the arbiter's example deals name their players in English on the Russian page too: names
    # in a record, as a user's would be
    walk = Walk(page, live_server.url, {*PLAYER_NAMES_RU, *PLAYER_NAMES_EN})
    walk.visit("/rule/")
    page.get_by_role("button", name="Сочи", exact=True).click()
    expect(page.locator("#flow")).to_have_attribute("data-step", "deal")
    walk.check("arbiter: the deal")
    page.locator("#flow form button").filter(has_text="Мизер").first.click()
    expect(page.locator("#flow")).to_have_attribute("data-step", "incidents")
    walk.check("arbiter: the irregularities")
    page.get_by_role("button", name="Получить решение").click()
    expect(page.locator("#ruling-card")).to_be_visible()
    walk.check("arbiter: the ruling")
    assert walk.problems == {}


def test_a_hosts_pages_fit_a_phone_and_read_in_russian(live_server, phone_page: Page, demo):
    _game, house = demo
    host = get_user_model().objects.get(username=house.owner.get_username())
    host.set_password("a-long-pass-9173")
    host.save()
    page = phone_page
    walk = Walk(page, live_server.url, {house.slug, host.get_username()})
    page.goto(f"{live_server.url}/accounts/login/")
    page.locator("input[name=username]").fill(host.get_username())
    page.locator("input[name=password]").fill("a-long-pass-9173")
    page.locator("input[name=password]").press("Enter")
    expect(page.locator(".account-menu")).to_contain_text(host.get_username())
    for path in ("draft/", "edit/", "people/", "games/", "games/new/", "standings/"):
        walk.visit(f"/club/{house.slug}/{path}")
    walk.visit("/club/new/")
    walk.visit("/profile/")
    walk.visit("/accounts/data/", json_here=True)
    walk.visit("/accounts/password_change/")
    assert walk.problems == {}
    assert json.loads(page.request.get(f"{live_server.url}/accounts/data/export.json").text())
