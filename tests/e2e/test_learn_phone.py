"""Learn at 375 px (issue 20): every control of a level page and of the header is at least
44 × 44 px, the folded call ladder opens by a tap, the skip link leads to the exercise."""

import pytest
from playwright.sync_api import Page, expect

from tutorial import lessons

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

MIN_TARGET = 44  # px, WCAG 2.5.5 (target size)

# Everything a finger taps: links and buttons of the header and of the page, the cards, the
# folded ladder. Links inside a sentence of the lesson (the glossary's words) are text, not
# controls (WCAG's inline exception).
CONTROLS = (
    "header a, header button, main button, main summary, main select, main label.card-pick, "
    "main a:not(.term), .exercise > p:not(.prompt) > a.term, .auction caption a"
)


@pytest.fixture
def browser_context_args(browser_context_args):
    return {
        **browser_context_args,
        "viewport": {"width": 375, "height": 812},
        "has_touch": True,
        "is_mobile": True,
    }


def small_controls(page: Page) -> list[str]:
    return page.evaluate(
        """([selector, least]) => {
          const stretched = (el) => getComputedStyle(el, "::after").position === "absolute";
          return [...document.querySelectorAll(selector)]
            .filter((el) => el.checkVisibility())
            // a link stretched over its card (::after, inset 0) is tapped on the whole card
            .map((el) => [el, stretched(el) ? el.offsetParent : el])
            .map(([el, target]) => [el, target.getBoundingClientRect()])
            .filter(([, box]) => box.width < least - 0.5 || box.height < least - 0.5)
            .map(([el, box]) => `${el.outerHTML.slice(0, 80)} ${box.width}x${box.height}`);
        }""",
        [CONTROLS, MIN_TARGET],
    )


def call_level():
    return next(level for level in lessons.COURSE.levels if level.kind == "choose_call")


def card_level():
    return next(level for level in lessons.COURSE.levels if level.kind == "choose_card")


def measured(page: Page) -> list[str]:
    """The controls under 44 px with every fold open; the page must not scroll sideways."""
    page.locator("details").evaluate_all("els => els.forEach(d => d.open = true)")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, page.url
    return small_controls(page)


def test_every_control_of_a_level_and_the_header_is_44_px(live_server, page: Page):
    for level in (call_level(), card_level()):
        page.goto(f"{live_server.url}/learn/level/{level.id}/")
        assert page.locator(CONTROLS).count() > 10
        assert measured(page) == [], level.id
    # a wrong answer: the verdict, its citations, «Показать ответ»; then the answer shown
    level = card_level()
    page.goto(f"{live_server.url}/learn/level/{level.id}/")
    page.locator(f'button[name="answer"][value="{level.exercise.wrong[0]}"]').tap()
    expect(page.locator(".verdict.wrong")).to_be_visible()
    assert measured(page) == []
    page.locator('button[name="reveal"]').tap()
    expect(page.locator(".next-actions")).to_be_visible()
    assert measured(page) == []
    for url in ("/en/learn/", f"/learn/{level.stage_id}/", "/learn/terms/"):
        page.goto(live_server.url + url)
        assert measured(page) == [], url


def test_the_folded_ladder_opens_with_a_tap_and_its_calls_answer(live_server, page: Page):
    level = call_level()
    page.goto(f"{live_server.url}/learn/level/{level.id}/")
    folded = page.locator("details.more-calls button").first
    expect(folded).to_be_hidden()
    page.get_by_text("Ещё заявки…").tap()
    expect(folded).to_be_visible()
    folded.tap()  # a bid far up the ladder: a wrong answer, with its reason
    expect(page.locator(".verdict")).to_be_visible()


def test_the_skip_link_leads_to_the_exercise(live_server, page: Page):
    page.goto(f"{live_server.url}/learn/level/{card_level().id}/")
    skip = page.locator("a.skip-link")
    assert skip.bounding_box()["y"] < 0  # out of sight until the keyboard reaches it
    page.keyboard.press("Tab")
    expect(skip).to_be_focused()
    assert skip.bounding_box()["y"] >= 0
    page.keyboard.press("Enter")
    expect(page).to_have_url(f"{live_server.url}/learn/level/{card_level().id}/#exercise")
    assert 0 <= page.locator("#exercise").bounding_box()["y"] < 812  # in view
    page.keyboard.press("Tab")  # the keyboard goes on from the exercise: its first card
    assert page.evaluate("document.activeElement.closest('#exercise') !== null")
