"""Learn at 375 px (issue 20): every control of a level page and of the header is at least
44 × 44 px, the folded call ladder opens by a tap, the skip link leads to the exercise."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import touch_phone
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
    return touch_phone(browser_context_args)


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
    for url in ("/en/learn/", f"/learn/{level.stage_id}/", "/learn/terms/", "/learn/progress/"):
        page.goto(live_server.url + url)
        assert measured(page) == [], url


# the links themselves, not the card they stretch over: a reviewer's finger found the stage
# links of the map 28 px high and the level links of the progress page 19 px
LINKS = ".stage-card a, .level-list a, .progress-table a, .category h3 > a"


def test_the_stage_and_level_links_are_44_px_themselves(live_server, page: Page):
    for url in ("/learn/", "/learn/progress/", f"/learn/{card_level().stage_id}/"):
        page.goto(live_server.url + url)
        assert page.locator(LINKS).count() > 3, url
        heights = page.locator(LINKS).evaluate_all(
            "els => els.filter(e => e.checkVisibility())"
            ".map(e => [e.textContent.trim(), e.getBoundingClientRect().height])"
        )
        assert [(text, h) for text, h in heights if h < MIN_TARGET - 0.5] == [], url


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


def test_the_layouts_of_a_whisting_verdict_open_under_it_and_as_a_page(live_server, page: Page):
    """«Показать расклады» (issue 20) at 375 px: tapped under a right call's verdict, the
    layouts come in place (htmx); the page without JavaScript shows them too; every control
    is 44 px and nothing scrolls sideways."""
    level = lessons.level("whist-together")
    page.goto(f"{live_server.url}/learn/level/{level.id}/")
    page.locator(f'button[name="answer"][value="{level.exercise.answer}"]').tap()
    expect(page.locator(".verdict.right")).to_be_visible()
    page.get_by_role("button", name="Показать расклады").tap()
    expect(page.locator("section#layouts .layout")).to_have_count(5)
    assert measured(page) == []
    page.goto(f"{live_server.url}/learn/level/{level.id}/layouts/")
    expect(page.locator(".layout-balances").first).to_contain_text("вист")
    assert measured(page) == []
