"""A club on a 375 px phone (Debian's chromium): a host opens a club and invites a member, who
joins; a pulya is played under version 1; the host publishes version 2; the old game still
shows version 1 and the arbiter rules on it under version 1; the standings after three games."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.helpers.calculator_table import RU_STEPS, Table

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PASSWORD = "a-long-pass-9173"  # noqa: S105 - a test account


def sign_up(page: Page, name: str) -> None:
    page.locator("input[name=username]").fill(name)
    page.locator("input[name=password1]").fill(PASSWORD)
    page.locator("input[name=password2]").fill(PASSWORD)
    page.get_by_role("button", name="Завести учётную запись").click()


def fits(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 375  # nothing sideways


def new_game(page: Page, url: str, members: list[str], guests: str) -> None:
    page.goto(f"{url}/club/thursday/games/new/")
    for name in members:
        page.get_by_label(name, exact=True).check()
    page.locator("input[name=guests]").fill(guests)
    page.get_by_role("button", name="Начать").click()
    expect(page.locator(".game-meta")).to_be_visible()


def six_by_masha(page: Page) -> None:
    """masha makes 6♠, the guest in the third seat whists, vera deals and passes."""
    t = Table(page, RU_STEPS, "Записать сдачу")
    t.choose("kind", "Игра")
    t.choose("declarer", "masha")
    t.choose("contract", "6♠")
    t.choose("call1", "вист")
    t.choose("call2", "пас")
    t.choose("open", "втёмную")
    t.tricks(s0=6, s1=4)
    t.save()


def big_enough(page: Page, selector: str) -> None:
    """A finger's touch target: 44 px high at the least."""
    assert page.locator(selector).bounding_box()["height"] >= 44


def test_a_club_from_its_opening_to_its_standings(live_server, phone_page: Page, browser: Browser):
    page, url = phone_page, live_server.url
    page.goto(f"{url}/club/")
    page.get_by_role("link", name="заведите учётную запись").click()
    sign_up(page, "vera")
    # straight on to opening the club (the sign-up came from there)
    page.locator("input[name=name]").fill("Четверг у Веры")
    page.locator("input[name=slug]").fill("thursday")
    page.get_by_role("button", name="Создать клуб").click()
    expect(page.locator("h1")).to_have_text("Четверг у Веры")
    expect(page.locator("#version-in-force")).to_contain_text("Четверг у Веры: правила, версия 1")
    fits(page)

    # an invitation link, opened by a newcomer on another phone
    page.get_by_role("link", name="Участники").first.click()
    page.get_by_role("button", name="Создать ссылку-приглашение").click()
    link = page.locator(".invite-link").first.input_value()
    fits(page)
    other = browser.new_context(viewport={"width": 375, "height": 812}, locale="ru-RU")
    member = other.new_page()
    member.goto(f"{url}/accounts/signup/?next={re.sub(r'^https?://[^/]+', '', link)}")
    sign_up(member, "masha")
    member.get_by_role("button", name="Вступить в клуб").click()
    expect(member.locator(".game-meta")).to_contain_text("ваша роль: участник")

    # a pulya under version 1: masha makes 6♠, Борис (a guest) whists, vera deals and passes
    new_game(page, url, ["vera", "masha"], "Борис")
    expect(page.locator(".game-meta")).to_contain_text("Четверг у Веры, версия 1 от")
    old_game = page.url
    six_by_masha(page)
    # the pulya's own invitation link is made and taken back with a finger
    page.goto(f"{old_game.rstrip('/')}/people/")
    page.get_by_role("button", name="Создать ссылку-приглашение").click()
    revoke = page.get_by_role("button", name="Отменить ссылку-приглашение")
    expect(revoke).to_be_visible()
    assert revoke.bounding_box()["height"] >= 44
    revoke.click()
    expect(revoke).to_have_count(0)
    page.goto(old_game)
    expect(page.locator(".sheet-table tr[data-player='masha'] .pulya")).to_have_text("2")

    # version 2: a six is worth 4 into the pulya; the member reads the draft first
    page.goto(f"{url}/club/thursday/draft/")
    page.locator("input[name=game_values]").fill("4-8-12-16-20")
    page.get_by_role("button", name="Сохранить черновик").click()
    expect(page.locator("#changed-lines")).to_contain_text("4-8-12-16-20")
    member.goto(f"{url}/club/thursday/draft/")
    expect(member.locator("#changed-lines")).to_contain_text("4-8-12-16-20")
    member.locator("textarea[name=text]").fill("Согласна")
    member.get_by_role("button", name="Замечание").click()
    page.reload()
    expect(page.locator("#comments")).to_contain_text("Согласна")
    page.get_by_role("button", name="Опубликовать версию 2").click()
    expect(page.locator("#version-in-force")).to_contain_text("версия 2")
    expect(page.locator("#changed-lines")).to_contain_text("4-8-12-16-20")
    fits(page)

    # the old game keeps version 1 and its 2 into the pulya
    page.goto(old_game)
    expect(page.locator(".game-meta")).to_contain_text("Четверг у Веры, версия 1 от")
    expect(page.locator(".sheet-table tr[data-player='masha'] .pulya")).to_have_text("2")

    # the arbiter, asked from the club's games about the old game, rules under version 1
    page.goto(f"{url}/club/thursday/games/")
    page.locator(f"li[data-game='{old_game.rstrip('/').rsplit('/', 1)[-1]}'] a.ask").click()
    page.locator("button[name=game]").first.click()
    expect(page.locator("#flow")).to_contain_text("Четверг у Веры, версия 1 от")
    expect(page.locator("#flow")).not_to_contain_text("версия 2")

    # two more evenings under version 2, then the standings
    new_game(page, url, ["vera", "masha"], "Борис")
    expect(page.locator(".game-meta")).to_contain_text("Четверг у Веры, версия 2 от")
    six_by_masha(page)
    new_game(page, url, ["vera", "masha"], "Лёша")
    six_by_masha(page)
    new_game(page, url, ["vera", "masha"], "Гриша")  # no deal: not a pulya played
    page.goto(f"{url}/club/thursday/standings/")
    big_enough(page, "#season")
    big_enough(page, ".season-choice button")
    expect(page.locator(".lead")).to_contain_text("3 пули")
    expect(page.locator("tr[data-player='masha'] [data-stat='games']")).to_have_text("3")
    expect(page.locator("tr[data-player='Борис (гость)'] [data-stat='games']")).to_have_text("2")
    expect(page.locator("tr[data-player='masha'] svg.balance-plot")).to_be_visible()
    fits(page)
    other.close()
