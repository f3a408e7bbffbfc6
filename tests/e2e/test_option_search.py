"""Issue 14: the conventions table and the house rules form narrow to the options that have the
words typed in a box (static/js/option_filter.js), on a 375 px phone in Debian's chromium."""

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from playwright.sync_api import Locator, Page, expect

from rulings.models import Game

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def demo(capsys):
    call_command("load_demo")
    capsys.readouterr()


# the options and the parts of the game: the table's (templates/calculator/_options.html) and the
# club draft's rules form (templates/clubs/draft.html), as static/js/option_filter.js finds them
OPTIONS = ":is(.option-list > li, div.option)"
GROUPS = ":is(.option-group, fieldset)"


def _texts(options: Locator) -> list[str]:
    return [text.lower().replace("ё", "е") for text in options.all_inner_texts()]


def _narrows_by_words(page: Page, scope: Locator, query: str, words: list[str]) -> int:
    """Types ``query``: every option left in view has all of ``words`` (its text, value or
    source), every hidden one lacks one of them, and a part with none left is hidden."""
    every = scope.locator(OPTIONS).count()
    scope.locator("[data-option-query]").fill(query)
    shown = scope.locator(f"{OPTIONS}:visible")
    expect(shown.first).to_be_visible()
    kept = shown.count()
    assert 0 < kept < every
    for text in _texts(shown):
        assert all(word in text for word in words), text
    hidden = scope.locator(f"{OPTIONS}[hidden]")
    assert hidden.count() == every - kept
    for index in range(hidden.count()):
        text = hidden.nth(index).text_content().lower().replace("ё", "е")
        assert not all(word in text for word in words), text
    for group in scope.locator(GROUPS).all():
        assert group.is_hidden() == (group.locator(f"{OPTIONS}:not([hidden])").count() == 0)
    expect(scope.locator("[data-option-none]")).to_be_hidden()
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    return kept


def _nothing_found_then_everything_back(scope: Locator) -> None:
    every = scope.locator(OPTIONS).count()
    scope.locator("[data-option-query]").fill("абракадабра")
    expect(scope.locator("[data-option-none]")).to_be_visible()
    expect(scope.locator("[data-option-none]")).to_have_text("Нет параметра с этими словами.")
    expect(scope.locator(f"{GROUPS}:visible")).to_have_count(0)
    scope.locator("[data-option-query]").fill("")
    expect(scope.locator("[data-option-none]")).to_be_hidden()
    assert scope.locator(f"{OPTIONS}[hidden]").count() == 0
    assert scope.locator(OPTIONS).count() == every


def test_the_house_table_narrows_as_the_words_are_typed(live_server, phone_page: Page, demo):
    page = phone_page
    page.goto(f"{live_server.url}/club/demo-club/")
    page.locator("details.options > summary").click()
    scope = page.locator("details.options [data-option-scope]")
    closed = scope.locator("details.option-group:not([open])").count()
    assert closed > 0  # the parts this table plays as its preset start closed
    # one word, then two: «вист» alone keeps more than «вист» with «пополам»
    broad = _narrows_by_words(page, scope, "Вист", ["вист"])
    narrow = _narrows_by_words(page, scope, "вист  пополам", ["вист", "пополам"])
    assert narrow < broad
    # a closed part opens to show what it matched, and closes again when the box is cleared
    _nothing_found_then_everything_back(scope)
    assert scope.locator("details.option-group:not([open])").count() == closed


def test_the_table_fetched_into_the_shared_game_narrows_too(live_server, phone_page: Page, demo):
    page = phone_page
    page.goto(f"{live_server.url}/score/s/{Game.objects.get().share_token}/")
    page.locator("details.options > summary").click()  # fetched by htmx when opened
    scope = page.locator("details.options [data-option-scope]")
    expect(scope.locator("[data-option-query]")).to_be_visible()
    # a source's name is searched as well as the option's own words
    _narrows_by_words(page, scope, "Сочи", ["сочи"])
    _nothing_found_then_everything_back(scope)


def test_the_house_rules_form_narrows_and_enter_does_not_save(live_server, phone_page: Page, demo):
    host = get_user_model().objects.get(username="demo-club")
    host.set_password("a-long-pass-9173")
    host.save()
    page = phone_page
    page.goto(f"{live_server.url}/accounts/login/?next=/club/demo-club/draft/")
    page.locator("input[name=username]").fill("demo-club")
    page.locator("input[name=password]").fill("a-long-pass-9173")
    page.locator("input[name=password]").press("Enter")
    scope = page.locator("form.rules-form[data-option-scope]")
    expect(scope.locator("fieldset")).to_have_count(6)
    # the value chosen in a select counts as the option's words
    _narrows_by_words(page, scope, "мизер", ["мизер"])
    scope.locator("[data-option-query]").press("Enter")
    expect(page).to_have_url(f"{live_server.url}/club/demo-club/draft/")
    expect(page.get_by_role("alert")).to_have_count(0)
    _nothing_found_then_everything_back(scope)


def test_a_long_choice_is_written_whole_under_its_select(live_server, phone_page: Page, demo):
    """A select shows only the start of «любая разумная последовательность ходов» on a phone:
    the chosen words are written in full under it, and follow a new choice."""
    host = get_user_model().objects.get(username="demo-club")
    host.set_password("a-long-pass-9173")
    host.save()
    page = phone_page
    page.goto(f"{live_server.url}/accounts/login/?next=/club/demo-club/draft/")
    page.locator("input[name=username]").fill("demo-club")
    page.locator("input[name=password]").fill("a-long-pass-9173")
    page.locator("input[name=password]").press("Enter")
    option = page.locator("#option-damage_standard")
    select = option.locator("select")
    caption = option.locator("[data-chosen]")
    first = select.locator("option:checked").inner_text()
    expect(caption).to_have_text(first)
    select.select_option(index=1)
    chosen = select.locator("option:checked").inner_text()
    assert chosen != first and len(chosen) > 22
    expect(caption).to_be_visible()
    expect(caption).to_have_text(chosen)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
