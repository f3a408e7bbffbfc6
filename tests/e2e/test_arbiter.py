"""The arbiter in Debian's chromium on a 375 px phone: the question flow walked to a ruling,
the ruling written into a calculator game, the game's sheet checked; the permalink."""

import pytest
from playwright.sync_api import Page, expect

from rulings.calculator.selectors import game_view
from rulings.models import Game, SavedRuling

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

RENONCE = "6♠, two whisters: in trick 3 a whister has no clubs and does not trump — a renonce"


def start_game(page: Page, base: str) -> None:
    """A Sochi pulya of Anna, Boris and Vera, Vera dealing first (as in the renonce example)."""
    page.goto(f"{base}/en/score/")
    for i, name in enumerate(("Anna", "Boris", "Vera"), start=1):
        page.locator(f"input[name=player_{i}]").fill(name)
    page.locator("select[name=convention]").select_option("sochi")
    page.locator("input[name=pulya]").fill("20")
    page.locator("select[name=first_dealer]").select_option("2")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("svg.pulya")).to_be_visible()


def test_walk_the_flow_to_a_ruling_and_write_it_into_the_pulya(
    live_server, phone_page: Page, tmp_path
):
    page = phone_page
    start_game(page, live_server.url)
    game = Game.objects.get()

    # 1. the convention: start from the game (its convention and players)
    page.get_by_role("link", name="Rule", exact=True).click()
    expect(page.locator("#flow")).to_have_attribute("data-step", "convention")
    page.get_by_role("button", name="Anna, Boris, Vera — Sochi").click()
    # 2. the deal: the renonce example
    expect(page.locator("#flow")).to_have_attribute("data-step", "deal")
    page.get_by_role("button", name=RENONCE).click()
    # 3. the irregularities: the renonce is found in the play
    expect(page.locator("#flow")).to_have_attribute("data-step", "incidents")
    expect(page.locator(".incident.detected")).to_contain_text("Boris, trick 3")
    page.get_by_role("button", name="Get the ruling").click()
    # 4. the ruling card
    card = page.locator("#ruling-card")
    expect(card.locator("header h2")).to_have_text("Renonce by a whister")
    expect(card.locator("header .citation")).to_contain_text("the classic text")
    expect(card.locator(".entries-table tr[data-player=Boris] .mountain")).to_have_text("2 0")
    page.screenshot(path=str(tmp_path / "arbiter-card-375.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375

    page.get_by_role("button", name="Write into the pulya").click()
    expect(page.get_by_text("Written into the pulya: 2 entries.")).to_be_visible()
    expect(page.locator("#permalink")).to_be_visible()
    permalink = page.locator("#permalink").get_attribute("href")

    page.get_by_role("link", name="Open the game").click()
    expect(page.locator("svg.pulya")).to_be_visible()
    # Anna 2 in the pulya, Boris 2 in the mountain, Boris 6 and Vera 2 whists on Anna
    expect(page.locator("text#seat-0-pulya")).to_have_text("2")
    expect(page.locator("text#seat-1-mountain")).to_have_text("2")
    expect(page.locator("#seat-1-whists-0")).to_have_text("6")
    expect(page.locator("#seat-2-whists-0")).to_have_text("2")
    game.refresh_from_db()
    saved = SavedRuling.objects.get()
    assert len(game.deals) == 2 and saved.game_id == game.pk
    assert game_view(game).result.sheet.as_json() == saved.ruling["entries"]["players"]

    # the permalink: the same card, read-only
    page.goto(permalink)
    expect(page.locator("#ruling-card header h2")).to_have_text("Renonce by a whister")
    expect(page.get_by_role("button", name="Save and share")).to_have_count(0)


def test_choices_before_choosing_and_save_and_share(live_server, phone_page: Page):
    page = phone_page
    page.goto(f"{live_server.url}/en/rule/")
    page.get_by_role("button", name="Sochi", exact=True).click()
    page.get_by_role("button", name="Misère: in trick 2 a defender leads out of turn").click()
    page.get_by_role("button", name="Get the ruling").click()
    box = page.locator(".choice-box")
    expect(box.locator("h4")).to_have_text("Boris chooses")
    # each value says whose tricks they are; forbidden or ordered, Anna's J♦ stays on the table
    # until played (Lesnoy's code 3.9.14), so every choice is worth 4 and none is marked best
    expect(box.locator(".worth")).to_have_text(["tricks of Boris (the misère): 4"] * 3)
    box.get_by_role("button", name="Forbid the lead").click()
    expect(page.locator(".choice-box h4")).to_have_text("Boris chose: forbid the lead in the suit")
    page.get_by_role("button", name="Save and share").click()
    expect(page.locator("#permalink")).to_be_visible()
    assert SavedRuling.objects.get().request["incidents"][0]["choice"] == "forbid"


def test_the_kibitzer_box_hides_who(live_server, phone_page: Page):
    """A conduct incident by a kibitzer (Lesnoy's code 3.9.13): ticking the box hides and
    disables «Who?» (not sent), unticking brings it back; the kibitzer's ruling cites 3.9.13."""
    page = phone_page
    page.goto(f"{live_server.url}/en/rule/")
    page.get_by_role("button", name="Sochi", exact=True).click()
    page.get_by_role("button", name=RENONCE).click()
    page.get_by_role("button", name="Conduct at the table").click()
    who = page.locator("form.incident-form select[name=player]")
    expect(who).to_be_visible()
    page.locator("form.incident-form select[name=kind]").select_option("counting_aloud")
    who.select_option("Vera")
    page.get_by_label("A kibitzer, not a player").check()
    expect(who).to_be_hidden()
    expect(who).to_be_disabled()
    page.get_by_label("A kibitzer, not a player").uncheck()
    expect(who).to_be_visible()
    page.get_by_label("A kibitzer, not a player").check()
    page.get_by_role("button", name="Add").click()
    expect(page.locator(".declared")).to_contain_text("kibitzer")
    page.get_by_role("button", name="Get the ruling").click()
    expect(page.locator("#ruling-card")).to_contain_text("3.9.13")
