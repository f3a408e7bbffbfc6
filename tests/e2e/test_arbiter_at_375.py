"""The arbiter in Russian on a 375 px phone, as a player reads it at the table: at every step
(the convention, the deal, each irregularity's questions, the ruling card) nothing runs off the
page, no text is under 11 px, every control is at least 44 px high, and the card speaks Russian:
no Latin word on it but the players' names and the names of the sources it cites."""

import re

import pytest
from django.utils import translation
from playwright.sync_api import Page, expect

from rulings.core import SOURCES

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PLAYERS = {"Anna", "Boris", "Vera"}

# What a step shows that a player can read or tap, measured in the page itself
MEASURE = """() => {
  const shown = e => { const r = e.getBoundingClientRect(), s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; };
  const flow = document.querySelector('#flow');
  const texts = [...flow.querySelectorAll('*')].filter(e => shown(e) &&
    [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()));
  const controls = [...flow.querySelectorAll('button, select, input[type=text], textarea')]
    .filter(shown);
  return {
    width: document.documentElement.scrollWidth,
    smallest: Math.min(...texts.map(e => parseFloat(getComputedStyle(e).fontSize))),
    low: controls.filter(e => e.getBoundingClientRect().height < 44)
      .map(e => e.tagName + ' ' + (e.name || e.textContent.trim()).slice(0, 30)),
  };
}"""


def check_step(page: Page, step: str) -> None:
    m = page.evaluate(MEASURE)
    assert m["width"] <= 375, (step, m["width"])
    assert m["smallest"] >= 11, (step, m["smallest"])
    assert m["low"] == [], (step, m["low"])


def latin_words_besides_names(page: Page) -> set[str]:
    """Latin words on the card that are neither a player's name nor in a cited source's name
    (a source is named as it calls itself: «блог «Rules of Russian preferans»»)."""
    with translation.override("ru"):
        names = " ".join(translation.gettext(s.name) for s in SOURCES.values())
    allowed = PLAYERS | set(re.findall(r"[A-Za-z]+", names))
    text = page.locator("#ruling-card").inner_text()
    return set(re.findall(r"[A-Za-z]+", text)) - allowed


def start(page: Page, base: str) -> None:
    page.goto(f"{base}/rule/")
    check_step(page, "convention")
    page.locator("button[name=preset][value=sochi]").click()
    expect(page.locator("#flow")).to_have_attribute("data-step", "deal")
    check_step(page, "deal")
    page.locator("button[name=example][value=renonce]").click()
    expect(page.locator("#flow")).to_have_attribute("data-step", "incidents")
    check_step(page, "incidents")


def test_every_irregularitys_questions_and_the_card_fit_a_phone(live_server, phone_page: Page):
    page = phone_page
    start(page, live_server.url)
    for kind in (
        "renonce",
        "out_of_turn",
        "peek",
        "exposed",
        "claim",
        "talon_peek",
        "misdeal",
        "conduct",
    ):
        page.locator(f"button[name=type][value={kind}]").click()
        expect(page.locator("form.incident-form")).to_be_visible()
        check_step(page, kind)
        page.locator("form.incident-form button[value=show]").click()
        expect(page.locator("form.incident-form")).to_have_count(0)

    # a peek declared (Lesnoy's code 3.9.11.2), then the card with the renonce found in the play
    page.locator("button[name=type][value=peek]").click()
    form = page.locator("form.incident-form")
    form.locator("select[name=player]").select_option("Boris")
    form.locator("select[name=trick]").select_option("2")
    form.locator("select[name=at_trick]").select_option("6")
    form.locator("button[value=add]").click()
    expect(page.locator(".declared")).to_contain_text("Boris")
    check_step(page, "declared")
    page.get_by_role("button", name="Получить решение").click()
    expect(page.locator("#flow")).to_have_attribute("data-step", "ruling")
    expect(page.locator("#ruling-card")).to_contain_text("3.9.11.2")
    check_step(page, "card")
    assert latin_words_besides_names(page) == set()


def test_a_misdeals_answers_wrap_and_the_card_reads_russian(live_server, phone_page: Page):
    """A misdeal's answers are long («у игроков разное число карт или неправильный прикуп»):
    radios that wrap, where a select would cut them at 375 px."""
    page = phone_page
    start(page, live_server.url)
    page.locator("button[name=type][value=misdeal]").click()
    form = page.locator("form.incident-form")
    expect(form.locator("select")).to_have_count(0)
    wrong_count = form.get_by_label("у игроков разное число карт или неправильный прикуп")
    wrong_count.check()
    form.get_by_label("торговля уже началась").check()
    check_step(page, "misdeal")
    form.locator("button[value=add]").click()
    page.get_by_role("button", name="Получить решение").click()
    expect(page.locator("#ruling-card .redeal")).to_be_visible()
    check_step(page, "misdeal card")
    assert latin_words_besides_names(page) == set()


def test_a_second_write_links_to_the_ruling_written_and_replaces_it(live_server, phone_page: Page):
    """Writing the same incident twice into a game (a second tab, issue 21): the second is
    refused with the ruling written as a link and «replace» instead of «write»; replacing it
    leaves one ruling's entries in the pulya."""
    page = phone_page
    page.goto(f"{live_server.url}/en/score/")
    for i, name in enumerate(("Anna", "Boris", "Vera"), start=1):
        page.locator(f"input[name=player_{i}]").fill(name)
    page.locator("select[name=convention]").select_option("sochi")
    page.locator("select[name=first_dealer]").select_option("2")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("svg.pulya")).to_be_visible()
    game_url = page.url

    def to_the_card(tab: Page) -> None:
        tab.goto(f"{live_server.url}/rule/")
        tab.locator("button[name=game]").first.click()
        tab.locator("button[name=example][value=renonce]").click()
        tab.get_by_role("button", name="Получить решение").click()
        expect(tab.locator("#ruling-card")).to_be_visible()

    to_the_card(page)
    other = page.context.new_page()
    other.set_viewport_size({"width": 375, "height": 812})
    to_the_card(other)
    page.get_by_role("button", name="Записать в пулю").click()
    expect(page.locator("#open-game")).to_be_visible()

    other.get_by_role("button", name="Записать в пулю").click()
    expect(other.get_by_role("alert")).to_have_text("Это нарушение уже записано в эту пулю.")
    expect(other.locator("#already-written a")).to_have_attribute("href", re.compile(r"/rule/r/"))
    expect(other.get_by_role("button", name="Записать в пулю")).to_have_count(0)
    check_step(other, "second write")

    other.get_by_role("button", name="Заменить записанное решение").click()
    expect(other.get_by_role("alert")).to_have_text(
        "Прежнее решение заменено, в пулю внесено записей: 2."
    )
    other.goto(game_url)
    expect(other.locator("#deals li.deal")).to_have_count(2)  # one deal, one penalty


def test_a_finished_game_is_resumed_to_write(live_server, phone_page: Page):
    page = phone_page
    page.goto(f"{live_server.url}/en/score/")
    for i, name in enumerate(("Anna", "Boris", "Vera"), start=1):
        page.locator(f"input[name=player_{i}]").fill(name)
    page.locator("select[name=convention]").select_option("sochi")
    page.locator("select[name=first_dealer]").select_option("2")
    page.get_by_role("button", name="Start the game").click()
    page.get_by_role("button", name="Finish and settle").click()
    expect(page.get_by_role("button", name="Resume the game")).to_be_visible()

    page.goto(f"{live_server.url}/rule/")
    page.locator("button[name=game]").first.click()
    page.locator("button[name=example][value=renonce]").click()
    page.get_by_role("button", name="Получить решение").click()
    expect(page.locator("#game-finished")).to_contain_text("Пуля закончена и рассчитана")
    check_step(page, "finished game")
    page.get_by_role("button", name="Продолжить игру и записать").click()
    expect(page.get_by_role("alert")).to_have_text("В пулю внесено записей: 2.")
