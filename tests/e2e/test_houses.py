"""A club host on a 375 px phone: signs up, publishes the table's rules, changes an option,
then a pulya and the arbiter run under them (Debian's chromium)."""

import pytest
from playwright.sync_api import Page, expect

from tests.helpers.calculator_table import RU_STEPS, Table

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_host_publishes_the_rules_and_a_pulya_is_played_under_them(live_server, phone_page: Page):
    page = phone_page
    page.goto(f"{live_server.url}/house/")
    page.get_by_role("link", name="заведите учётную запись").click()
    page.locator("input[name=username]").fill("vera")
    page.locator("input[name=password1]").fill("a-long-pass-9173")
    page.locator("input[name=password2]").fill("a-long-pass-9173")
    page.get_by_role("button", name="Завести учётную запись").click()

    # straight on to publishing (the sign-up came from there)
    page.locator("input[name=title]").fill("Четверг у Веры")
    page.locator("input[name=slug]").fill("thursday")
    page.get_by_role("button", name="Опубликовать").click()
    expect(page.locator("h1")).to_have_text("Четверг у Веры: параметры")
    expect(page.locator(".rules-form legend")).to_have_count(6)
    page.locator("input[name=game_values]").fill("4-8-12-16-20")
    page.locator("select[name=whist_split]").select_option("gentleman")
    page.get_by_role("button", name="Сохранить параметры").click()

    expect(page.locator("h1")).to_have_text("Четверг у Веры")
    row = page.locator("#change-game_values")
    expect(row).to_contain_text("2-4-6-8-10")
    expect(row).to_contain_text("4-8-12-16-20")
    expect(page.locator("#change-whist_split")).to_contain_text("джентльменский: пополам")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375  # nothing sideways

    page.get_by_role("link", name="Сыграть пулю по этим правилам").click()
    expect(page.locator("#house-rules")).to_contain_text("Четверг у Веры")
    for i, name in enumerate(("Anna", "Boris", "Vera"), start=1):
        page.locator(f"input[name=player_{i}]").fill(name)
    page.locator("select[name=first_dealer]").select_option("2")
    page.get_by_role("button", name="Начать игру").click()
    expect(page.locator(".game-meta")).to_contain_text("Четверг у Веры (Сочи)")

    # Vera deals; Anna makes 6♠: 4 into her pulya at this table (Sochi writes 2)
    t = Table(page, RU_STEPS, "Записать сдачу")
    t.choose("kind", "Игра")
    t.choose("declarer", "Anna")
    t.choose("contract", "6♠")
    t.choose("call1", "вист")
    t.choose("call2", "пас")
    t.choose("open", "втёмную")
    t.tricks(s0=6, s1=4)
    t.save()
    expect(page.locator(".sheet-table tr[data-player='Anna'] .pulya")).to_have_text("4")

    page.goto(f"{live_server.url}/house/thursday/")
    page.get_by_role("link", name="Спросить арбитра по этим правилам").click()
    expect(page.locator("#flow")).to_contain_text("Четверг у Веры (Сочи)")

    # the host deletes it, after a confirmation; the game keeps its rules
    page.goto(f"{live_server.url}/house/thursday/")
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Удалить").click()
    expect(page.locator(".flash")).to_contain_text("Конвенция «Четверг у Веры» удалена.")
    expect(page).to_have_url(f"{live_server.url}/house/")
