"""The offline pulya in Debian's chromium (issue 24): a game open, the network cut, three deals
entered on the phone and scored there by the rules core under Pyodide («не отправлено»), the
network back, the three deals on the server and on a second browser."""

import re

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from rulings.calculator.views.offline import pyodide_available
from rulings.models import Game
from tests.e2e.test_calculator import start_three
from tests.e2e.test_quick_entry import settled
from tests.e2e.test_quick_entry import tap as tap_quick
from tests.helpers.service_worker import controlled

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(not pyodide_available(), reason="needs Pyodide (`make install` with npm)"),
    pytest.mark.browser_context_args(service_workers="allow"),  # the others block it
]
PYODIDE_START = 120_000  # ms: Pyodide starts in seconds on a phone, far slower on a loaded box


def open_game(page: Page, live_server, width: int) -> Game:
    """A Sochi game of Anna, Boris and Vera (Vera deals first), open in the service worker's
    hands: the page, Pyodide and the core kept."""
    page.set_viewport_size({"width": width, "height": 900})
    start_three(live_server, page)
    controlled(page)
    return Game.objects.get()


def tap(page: Page, row: str, label: str) -> None:
    exactly = re.compile(rf"^\s*{re.escape(label)}\s*$")
    chip = page.locator(f"#offline-entry .qe-{row} label.choice").filter(has_text=exactly)
    chip.click()
    expect(chip.locator("input")).to_be_checked()


def count(page: Page, player: str, value: str) -> None:
    page.locator(f"#offline-entry input[data-player='{player}']").fill(value)


def keep(page: Page, kept: int) -> None:
    page.locator("#offline-entry button.save").click()
    expect(page.locator("#offline-entry .not-sent-deal")).to_have_count(kept)


def cell(page: Page, player: str, column: str):
    return page.locator(f"#offline-entry .offline-sheet tr[data-player='{player}'] td.{column}")


@pytest.mark.parametrize("width", [1280, 375])
def test_three_deals_entered_offline_reach_the_server_and_a_second_browser(
    live_server, page: Page, context: BrowserContext, browser: Browser, width, tmp_path
):
    game = open_game(page, live_server, width)
    page.screenshot(path=str(tmp_path / f"online-{width}.png"), full_page=True)

    context.set_offline(True)
    offline = page.locator("#offline-entry")
    expect(offline).to_be_visible()
    expect(page.locator("#quick-entry")).to_be_hidden()
    expect(offline.locator(".qe-declarer")).to_be_visible(timeout=PYODIDE_START)
    expect(offline.get_by_role("status")).to_contain_text("Связи нет")

    # 1. Vera deals; Anna plays 7♥, Boris passes, Vera whists closed (one chip): Anna 7, Vera's
    #    3 follow
    tap(page, "declarer", "Anna")
    tap(page, "contract", "7♥")
    tap(page, "calls", "пас, вист — втёмную")
    expect(page.locator("#offline-entry .qe-tricks .hint")).to_contain_text("Vera")  # follows
    count(page, "Anna", "7")
    keep(page, 1)
    # 2. Anna deals: raspasy, Boris 5, Vera 2: Anna's 3 follow
    tap(page, "kind", "Распасы")
    count(page, "Boris", "5")
    count(page, "Vera", "2")
    keep(page, 2)
    # 3. Boris deals; Vera plays 6♠, both whist: Vera 6, Anna 2, Boris's 2 follow
    tap(page, "declarer", "Vera")
    tap(page, "contract", "6♠")
    tap(page, "calls", "вист, вист")
    count(page, "Vera", "6")
    count(page, "Anna", "2")
    keep(page, 3)

    expect(offline.locator(".not-sent").first).to_have_text("не отправлено")
    # the sheet as it will be, scored on the phone: the seven made, 4 into Anna's pulya, Vera's
    # 3 whisted tricks × 4 = 12 on Anna; raspasy 1 a trick into the mountain; the six made, 2
    # into Vera's pulya, Anna and Boris 2 tricks × 2 = 4 each on Vera
    expect(cell(page, "Anna", "pulya")).to_have_text("4")
    expect(cell(page, "Vera", "pulya")).to_have_text("2")
    expect(cell(page, "Anna", "mountain")).to_have_text("3")
    expect(cell(page, "Boris", "mountain")).to_have_text("5")
    expect(cell(page, "Vera", "whists")).to_contain_text("Anna: 12")
    expect(cell(page, "Anna", "whists")).to_contain_text("Vera: 4")
    page.screenshot(path=str(tmp_path / f"offline-{width}.png"), full_page=True)
    assert Game.objects.get().record["deals"] == []  # nothing reached the server yet

    context.set_offline(False)
    expect(offline.locator(".not-sent-deal")).to_have_count(0, timeout=30_000)
    expect(page.locator("#deals .deal")).to_have_count(3)
    page.screenshot(path=str(tmp_path / f"synced-{width}.png"), full_page=True)
    game.refresh_from_db()
    deals = game.record["deals"]
    assert [d["dealer"] for d in deals] == ["Vera", "Anna", "Boris"]
    assert deals[0]["tricks"] == {"Anna": 7, "Vera": 3}
    assert deals[1]["tricks"] == {"Anna": 3, "Boris": 5, "Vera": 2}
    assert deals[2]["contract"] == "6S"
    assert game.version == 4  # three writes, each at the version it was made on

    other = browser.new_context(locale="ru-RU")
    try:
        second = other.new_page()
        second.goto(f"{live_server.url}/score/s/{game.share_token}/")
        expect(second.locator("#deals .deal")).to_have_count(3)
        expect(second.locator("#deals")).to_contain_text("распасы")
    finally:
        other.close()


@pytest.mark.parametrize("choice", ["after", "edit", "drop"])
def test_a_deal_written_meanwhile_by_another_phone_is_shown_with_mine_for_the_user_to_settle(
    live_server, page: Page, context: BrowserContext, browser: Browser, tmp_path, choice
):
    """Phone A goes offline and keeps a deal; phone B (the owner's other phone, online) writes
    one meanwhile. Back online, A is told and sees both deals; nothing is written or dropped
    until the user chooses: mine after theirs (both written, theirs first), edit mine (written
    as corrected), or drop mine (theirs alone)."""
    game = open_game(page, live_server, 375)
    other = browser.new_context(locale="ru-RU", storage_state=context.storage_state())
    try:
        context.set_offline(True)
        expect(page.locator("#offline-entry .qe-kind")).to_be_visible(timeout=PYODIDE_START)
        tap(page, "kind", "Распасы")
        count(page, "Anna", "4")
        count(page, "Boris", "4")
        keep(page, 1)

        # phone B writes a deal meanwhile: Vera deals, Anna's 6♠ whisted by both, made
        second = other.new_page()
        second.goto(f"{live_server.url}/score/{game.pk}/")
        quick = second.locator("#quick-entry")
        taps = (("declarer", "Anna"), ("contract", "6♠"), ("calls", "вист, вист"))
        for row, label in taps:
            tap_quick(second, row, label)
        expect(quick.locator("input[name=tricks_0]")).to_be_visible()
        # typed only once the last tap's swap is in: digits typed into the outgoing form are lost
        settled(second)
        quick.locator("input[name=tricks_0]").press_sequentially("6")
        quick.locator("input[name=tricks_1]").press_sequentially("2")
        quick.get_by_role("button", name="Записать сдачу").click()
        expect(second.locator("#deals .deal")).to_have_count(1)

        context.set_offline(False)
        conflict = page.locator("#offline-entry .offline-conflict")
        expect(conflict).to_be_visible(timeout=30_000)
        expect(conflict).to_contain_text("6♠")  # theirs
        expect(conflict).to_contain_text("Распасы · Anna 4, Boris 4, Vera 2")  # mine
        page.screenshot(path=str(tmp_path / "conflict-375.png"), full_page=True)
        game.refresh_from_db()
        assert len(game.record["deals"]) == 1  # mine waits for the user's word

        if choice == "drop":
            conflict.get_by_role("button", name="Не записывать мою").click()
            expect(page.locator("#offline-entry")).to_be_hidden()
            game.refresh_from_db()
            assert [d["contract"] for d in game.record["deals"]] == ["6S"]
            return
        if choice == "edit":
            conflict.get_by_role("button", name="Исправить мою").click()
            boris = page.locator("#offline-entry input[data-player='Boris']")
            expect(boris).to_have_value("4", timeout=PYODIDE_START)  # mine, back in the form
            expect(page.locator("#offline-entry .qe-kind input[value=raspasy]")).to_be_checked()
            boris.fill("3")
            page.locator("#offline-entry button.save").click()
            mine = {"Anna": 4, "Boris": 3, "Vera": 3}
        else:
            conflict.get_by_role("button", name="Записать мою после них").click()
            mine = {"Anna": 4, "Boris": 4, "Vera": 2}
        expect(page.locator("#offline-entry .not-sent-deal")).to_have_count(0, timeout=30_000)
        expect(page.locator("#deals .deal")).to_have_count(2)
        game.refresh_from_db()
        assert [d["contract"] for d in game.record["deals"]] == ["6S", "raspasy"]
        assert game.record["deals"][1]["tricks"] == mine
    finally:
        other.close()


def test_offline_the_deal_button_opens_the_entry_on_the_phone_over_the_sheet(
    live_server, page: Page, context: BrowserContext, tmp_path
):
    """«+ Сдача» at hand offline too: it opens the offline entry (which keeps the deal on the
    phone), never the online quick entry, which cannot save without a connection."""
    open_game(page, live_server, 375)
    online_button = page.locator("#quick-entry .qe-add")
    offline_button = page.locator("#offline-entry .qe-add")
    offline = page.locator("#offline-entry")

    def over_the_sheet() -> bool:
        return offline.evaluate("e => getComputedStyle(e).position") == "fixed"

    online_button.click()  # the online entry open when the connection drops
    expect(page.locator("#quick-entry .qe-close")).to_be_visible()
    context.set_offline(True)
    expect(page.locator("#quick-entry")).to_be_hidden()
    expect(offline.locator(".qe-declarer")).to_be_visible(timeout=PYODIDE_START)
    assert over_the_sheet()  # the offline entry takes its place
    offline.locator(".qe-close").click()  # «Назад к пуле»
    assert not over_the_sheet()
    expect(offline_button).to_be_visible()
    expect(offline_button).to_have_text("+ Сдача")

    offline_button.click()
    assert over_the_sheet()
    expect(offline_button).to_be_hidden()
    assert page.evaluate("() => Boolean(document.activeElement.closest('#offline-entry'))")
    assert not page.url.endswith("#quick-entry")
    page.screenshot(path=str(tmp_path / "offline-entry-open-375.png"))
    # the defenders' row, a lone whister's «в светлую» in the same chip, is in view there too
    # (the button's class was once the open or closed row's, qe-open: hidden with the button)
    tap(page, "declarer", "Anna")
    tap(page, "contract", "6♠")
    calls = offline.locator(".qe-calls")
    expect(calls).to_be_visible()
    expect(calls.locator("legend")).to_have_text("Вистующие: Boris, Vera")
    tap(page, "calls", "вист, пас — в светлую")
    expect(offline.locator(".qe-open")).to_have_count(0)  # no row of its own
    expect(offline.locator(".qe-tricks")).to_be_visible()
    tap(page, "kind", "Распасы")
    count(page, "Anna", "3")
    count(page, "Boris", "5")
    keep(page, 1)  # kept on the phone, and back to the sheet as it will be
    assert not over_the_sheet()
    expect(offline_button).to_be_visible()
    expect(cell(page, "Boris", "mountain")).to_have_text("5")
    page.screenshot(path=str(tmp_path / "offline-kept-375.png"))

    context.set_offline(False)  # sent; the online button is the one at hand again
    expect(offline.locator(".not-sent-deal")).to_have_count(0, timeout=30_000)
    expect(page.locator("#deals .deal")).to_have_count(1)
    expect(online_button).to_be_visible()
    expect(offline_button).to_be_hidden()
