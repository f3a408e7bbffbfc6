"""The text for the group chat (issue 24) in Debian's chromium at 375 px: «Скопировать» puts the
text on the clipboard; without a script the box is there to select, the button is not."""

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.test_calculator import start_three
from tests.e2e.test_quick_entry import settled, tap

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def raspasy_deal(page: Page) -> None:
    """Vera deals raspasy: Anna 4, Boris 6, Vera 0 — Anna 4 and Boris 6 into the mountain."""
    page.locator("#quick-entry .qe-add").click()
    tap(page, "kind", "Распасы")
    settled(page)
    page.keyboard.type("4")
    page.locator("#quick-entry input[data-trick]").nth(1).click()
    page.keyboard.type("6")
    page.locator("#quick-entry .save").click()
    expect(page.locator(".deal")).to_have_count(1)


def test_copy_puts_the_chat_text_on_the_clipboard(live_server, phone_page: Page):
    page = phone_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    start_three(live_server, page)
    raspasy_deal(page)
    # mountains 4 / 6, Vera's zero 1 into her pulya: E = 4, 6, −1; the amnesty (Sochi) takes
    # −1 off: 5, 7, 0, the average 4; × 10: Anna −10, Boris −30, Vera +40
    page.locator("#chat-report summary").click()
    text = page.locator("#chat-report-text").input_value()
    assert text.startswith("Пуля: Anna, Boris, Vera\nСочи · пуля до 20\n")
    assert "Баланс, в вистах:\nAnna: -10\nBoris: -30\nVera: +40\n" in text
    assert "Проще всего рассчитаться так:\nBoris → Vera: 30\nAnna → Vera: 10\n" in text
    page.get_by_role("button", name="Скопировать").click()
    expect(page.locator("#chat-report .copy-status")).to_have_text("Скопировано.")
    assert page.evaluate("navigator.clipboard.readText()") == text


def test_without_a_script_the_text_is_there_to_select(live_server, browser: Browser):
    scripted = browser.new_context(locale="ru-RU", viewport={"width": 375, "height": 812})
    page = scripted.new_page()
    start_three(live_server, page)
    raspasy_deal(page)
    url = page.url
    plain = browser.new_context(
        locale="ru-RU", java_script_enabled=False, storage_state=scripted.storage_state()
    )
    bare = plain.new_page()
    bare.goto(url)
    bare.locator("#chat-report summary").click()
    expect(bare.locator("#chat-report-text")).to_be_visible()
    expect(bare.locator("#chat-report-text")).to_contain_text("Проще всего рассчитаться так:")
    expect(bare.get_by_role("button", name="Скопировать")).to_be_hidden()
    scripted.close()
    plain.close()
