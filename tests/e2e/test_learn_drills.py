"""«Разобрать» on a phone (issue 19, 375 px, touch): a saved ruling of a deal with its hands is
played again at the table from Boris's seat, a card tapped; «Сохранить как своё упражнение»
asks the visitor to sign in and brings them back to the table as it was; saved, shared from the
progress page, and its link opened in another browser, where the table plays on."""

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import Browser, Page, expect

from rulings.examples import example_record
from rulings.models import SavedRuling

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
PASSWORD = "a-long-pass-9173"  # noqa: S105 (a test account)
SAVE = "Сохранить как своё упражнение"
PHONE = {"viewport": {"width": 375, "height": 812}, "has_touch": True, "is_mobile": True}


@pytest.fixture
def browser_context_args(browser_context_args):
    return {**browser_context_args, **PHONE}


def no_overflow(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, page.url


def tap_a_card(page: Page) -> None:
    cards = page.locator("#hand button.card-button")
    before = cards.count()
    page.locator("#hand button.card-button:not([disabled])").first.tap()
    expect(cards).to_have_count(before - 1)


def test_a_ruling_replayed_saved_and_shared(live_server, page: Page, browser: Browser):
    get_user_model().objects.create_user("anna", password=PASSWORD)
    ruling = SavedRuling.objects.create(
        request=example_record("renonce"), ruling={"rule": "renonce_whister"}, convention="sochi"
    )
    page.goto(f"{live_server.url}/rule/r/{ruling.token}/")
    form = page.locator("form.drill-form")
    form.locator("select").select_option("Boris")
    form.get_by_role("button", name="Разобрать").tap()
    expect(page.locator(".prompt")).to_contain_text("вы за игрока Boris")
    no_overflow(page)
    tap_a_card(page)
    left = page.locator("#hand button.card-button").count()

    # a visitor is asked to sign in, and comes back to the table where it was
    page.get_by_role("button", name=SAVE).tap()
    page.locator("input[name=username]").fill("anna")
    page.locator("input[name=password]").fill(PASSWORD)
    page.locator("input[name=password]").press("Enter")
    expect(page.locator("#hand button.card-button")).to_have_count(left)
    page.get_by_role("button", name=SAVE).tap()
    expect(page.locator(".flash")).to_contain_text("Мои упражнения")
    assert "/learn/table/mine/" in page.url
    no_overflow(page)

    # shared from the progress page; the link opens in another browser
    page.goto(f"{live_server.url}/learn/progress/")
    drills = page.locator("#my-drills")
    expect(drills).to_contain_text("за игрока Boris")
    drills.get_by_role("button", name="Поделиться ссылкой").tap()
    link = page.locator("#my-drills a.drill-link").inner_text()
    no_overflow(page)
    other = browser.new_context(locale="ru-RU", service_workers="block", **PHONE)
    try:
        stranger = other.new_page()
        stranger.goto(link)
        expect(stranger.locator(".prompt")).to_contain_text("вы за игрока Boris")
        expect(stranger.get_by_role("button", name=SAVE)).to_have_count(0)
        tap_a_card(stranger)
    finally:
        other.close()
