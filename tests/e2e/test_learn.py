"""Learn on a phone: a whole stage completed by tapping, then the progress kept at sign-up;
nothing overflows sideways at 375 px."""

import pytest
from playwright.sync_api import Page, expect

from rulings.core import CardParseError, parse_card
from tests.helpers.learn import form_values
from tutorial import lessons

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PASSWORD = "a-long-pass-phrase-42"  # noqa: S105 - a test account


@pytest.fixture
def browser_context_args(browser_context_args):
    """A phone: 375 px wide, touch screen (``tap`` needs it)."""
    return {
        **browser_context_args,
        "viewport": {"width": 375, "height": 812},
        "has_touch": True,
        "is_mobile": True,
    }


def button_value(item: str) -> str:
    """The value of the button that sends an answer (a card in the records' notation)."""
    try:
        return parse_card(item).en
    except CardParseError:
        return item


def no_overflow(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, page.url


def answer_by_tapping(page: Page, level) -> None:
    values = [button_value(item) for item in form_values(level.exercise.answer)]
    if len(values) > 1 or level.kind == "discard":
        for value in values:
            page.locator(f'label.card-pick:has(input[value="{value}"])').tap()
        page.locator("form.answer-form button.primary").tap()
    else:
        page.locator(f'button[name="answer"][value="{values[0]}"]').tap()


def test_a_whole_stage_by_tapping_then_sign_up_keeps_it(live_server, page: Page):
    stage = lessons.stages()[0]
    page.goto(f"{live_server.url}/learn/")
    no_overflow(page)
    page.get_by_role("link", name="Начать курс").tap()
    for level in stage.levels:
        expect(page).to_have_url(f"{live_server.url}/learn/level/{level.id}/")
        no_overflow(page)
        answer_by_tapping(page, level)
        expect(page.locator(".verdict.right")).to_be_visible()
        no_overflow(page)
        page.locator(".next-actions .button.primary").tap()
    # the last «Дальше» leads to the stage-complete page: wait for it, or the next goto races it
    expect(page).to_have_url(f"{live_server.url}/learn/{stage.id}/done/")

    page.goto(f"{live_server.url}/learn/{stage.id}/")
    possible = 3 * len(stage.levels)
    expect(page.locator(".stage-stars")).to_contain_text(f"{possible} из {possible}")

    page.goto(f"{live_server.url}/accounts/signup/?next=/learn/progress/")
    page.locator("#id_username").fill("learner")
    page.locator("#id_password1").fill(PASSWORD)
    page.locator("#id_password2").fill(PASSWORD)
    page.locator("form button[type=submit]").last.tap()
    expect(page).to_have_url(f"{live_server.url}/learn/progress/")
    expect(page.get_by_text("Создайте учётную запись")).to_have_count(0)
    expect(page.locator(".stage-stars").first).to_contain_text(f"★ {possible}/{possible}")
    no_overflow(page)


def test_a_level_is_answered_with_the_keyboard_alone(live_server, page: Page):
    level = lessons.stages()[0].levels[0]
    right_value = button_value(form_values(level.exercise.answer)[0])
    page.goto(f"{live_server.url}/learn/level/{level.id}/")
    for _ in range(40):
        page.keyboard.press("Tab")
        focused = page.evaluate("[document.activeElement.name, document.activeElement.value]")
        if focused == ["answer", right_value]:
            break
    else:
        pytest.fail("the right answer's button is not reached with Tab")
    page.keyboard.press("Enter")
    expect(page.locator(".verdict.right")).to_be_visible()
    expect(page.locator(":focus")).to_have_text("Дальше")  # the keyboard goes on from there
    page.keyboard.press("Enter")
    expect(page).to_have_url(f"{live_server.url}/learn/level/{lessons.next_level(level.id).id}/")


def test_a_hint_is_swapped_in_and_costs_a_star(live_server, page: Page):
    level = next(level for level in lessons.COURSE.levels if level.hints)
    page.goto(f"{live_server.url}/learn/level/{level.id}/")
    page.get_by_role("button", name="Подсказка (минус звезда)").tap()
    expect(page.locator(".hint").first).to_contain_text(level.hints[0].ru)
    expect(page).to_have_url(f"{live_server.url}/learn/level/{level.id}/")  # swapped in place
    answer_by_tapping(page, level)
    expect(page.locator(".verdict.right .stars")).to_have_attribute("aria-label", "2 звезды из 3")
    expect(page.get_by_role("button", name="Подсказка (минус звезда)")).to_have_count(0)


def test_a_wrong_answer_keeps_the_answer_until_asked(live_server, page: Page):
    level = lessons.level("discard-keep-trumps")
    page.goto(f"{live_server.url}/learn/level/{level.id}/")
    for value in ("7C", "7H"):  # a trump goes: one trick fewer
        page.locator(f'label.card-pick:has(input[value="{value}"])').tap()
    page.locator("form.answer-form button.primary").tap()
    expect(page.locator(".verdict.wrong")).to_be_visible()
    expect(page.locator(".best-answer")).to_have_count(0)
    page.get_by_role("button", name="Показать ответ").tap()
    expect(page.locator(".verdict.revealed .best-answer")).to_be_visible()
    expect(page.locator("label.card-pick")).to_have_count(0)  # the level is over
    expect(page.get_by_role("button", name="Подсказка (минус звезда)")).to_have_count(0)
    no_overflow(page)


def test_the_defence_that_beats_a_weaker_discard_is_swapped_in(live_server, page: Page):
    level = lessons.level("discard-keep-trumps")
    page.goto(f"{live_server.url}/learn/level/{level.id}/")
    for value in ("7C", "7H"):  # a trump goes: one trick fewer
        page.locator(f'label.card-pick:has(input[value="{value}"])').tap()
    page.locator("form.answer-form button.primary").tap()
    page.locator(".refutation summary").tap()
    page.get_by_role("button", name="Показать розыгрыш").tap()
    expect(page.locator("#defence li.trick")).to_have_count(10)
    expect(page).to_have_url(f"{live_server.url}/learn/level/{level.id}/")  # swapped in place
    no_overflow(page)
