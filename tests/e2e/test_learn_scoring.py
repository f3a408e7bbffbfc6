"""The new whisting kinds on a phone (375 px, touch, issue 19): a deal's numbers typed into
their boxes (a wrong one shown with its arithmetic, then right), a settlement, a ruling chosen
and the arbiter opened with the same incident, a misère declared or not."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import touch_phone

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def browser_context_args(browser_context_args):
    return touch_phone(browser_context_args)


def no_overflow(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, page.url


def type_numbers(page: Page, numbers: list[str]) -> None:
    boxes = page.locator('input[name="answer"]')
    for n, value in enumerate(numbers):
        boxes.nth(n).fill(value)
    page.get_by_role("button", name="Ответить").tap()


def test_a_deal_scored_in_boxes_and_a_sheet_settled(live_server, page: Page):
    page.goto(f"{live_server.url}/learn/level/score-seven-down/")
    expect(page.get_by_role("table")).to_contain_text("7♥")
    no_overflow(page)
    type_numbers(page, ["8", "12", "16"])  # the consolation forgotten in East's whists
    wrong = page.locator(".verdict.wrong")
    expect(wrong).to_contain_text("Восток → Запад — не 12")
    expect(wrong).to_contain_text("без 2 × 4 = 8")
    expect(page.locator('input[name="answer"]').nth(1)).to_have_value("12")  # kept to retry
    type_numbers(page, ["8", "20", "16"])
    expect(page.locator(".verdict.right")).to_contain_text("Всё верно")
    no_overflow(page)

    page.goto(f"{live_server.url}/learn/level/settle-pair/")
    type_numbers(page, ["50"])
    expect(page.locator(".verdict.right")).to_contain_text("горы (12 − 3) × 10 ÷ 3 = 30")


def test_a_ruling_chosen_opens_the_arbiter_with_the_incident(live_server, page: Page):
    page.goto(f"{live_server.url}/learn/level/dispute-old-trick/")
    page.get_by_role("button", name="Одна взятка посмотревшего переходит к противнику").tap()
    expect(page.locator(".verdict.wrong")).to_be_visible()
    expect(page.locator(".arbiter-link")).to_have_count(0)  # the ruling is not given away
    page.get_by_role(
        "button", name="Посмотревший лишается одной взятки; она не достаётся никому"
    ).tap()
    expect(page.locator(".verdict.right")).to_contain_text("Юг 1")
    no_overflow(page)
    page.get_by_role("button", name="Открыть полное решение арбитра").tap()
    expect(page).to_have_url(f"{live_server.url}/rule/")
    page.get_by_role("button", name="Сочи").first.tap()
    expect(page.locator("#flow")).to_contain_text("Юг")


def test_a_misere_declared_or_not(live_server, page: Page):
    page.goto(f"{live_server.url}/learn/level/misere-king-queen/")
    page.get_by_role("button", name="Заявить мизер").tap()
    expect(page.locator(".verdict.wrong")).to_be_visible()
    page.get_by_role("button", name="Пасовать").tap()
    expect(page.locator(".verdict.right")).to_contain_text("ловят в 64 %")
    no_overflow(page)
