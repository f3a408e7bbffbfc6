"""The deal viewer in Debian's chromium on a phone-sized screen."""

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_step_back_and_forth_through_the_renonce_example(live_server, phone_page: Page):
    """The example opens at trick 1, hands in view (issue 14), its players named in Russian."""
    phone_page.goto(f"{live_server.url}/deal/?example=renonce")
    expect(phone_page.get_by_text("Взятка 1 из 10")).to_be_visible()
    expect(phone_page.locator('.seat[data-player="Боря"] .card')).to_have_count(9)
    expect(phone_page.locator(".seat").first).to_be_in_viewport()
    expect(phone_page.locator(".irregularities")).to_have_count(0)

    phone_page.get_by_role("button", name="К началу").click()
    expect(phone_page.get_by_text("Взятка 0 из 10")).to_be_visible()

    for shown in (1, 2, 3):
        phone_page.get_by_role("button", name="Следующая взятка").click()
        expect(phone_page.get_by_text(f"Взятка {shown} из 10")).to_be_visible()
    expect(phone_page.get_by_text("Ренонс: Боря, взятка 3")).to_be_visible()
    expect(phone_page.locator(".card.flagged").first).to_be_visible()


def test_deal_at_random_and_play_a_trick_by_clicking(live_server, phone_page: Page):
    phone_page.goto(f"{live_server.url}/en/deal/")
    phone_page.get_by_label("Contract").fill("7♥")
    phone_page.get_by_label("Players").select_option("3")
    phone_page.get_by_role("button", name="Deal at random").click()
    expect(phone_page.locator(".seat")).to_have_count(3)

    for played in range(3):
        seat = phone_page.locator(".seat.to-play")
        expect(seat).to_have_count(1)
        seat.locator(".card-button").first.click()
        expect(phone_page.locator(".played")).to_have_count(played + 1)
    expect(phone_page.get_by_text("Trick 1 of 1")).to_be_visible()
    expect(phone_page.locator(".seat .card")).to_have_count(27)


def test_bad_record_shows_the_problem_without_losing_the_text(live_server, phone_page: Page):
    phone_page.goto(f"{live_server.url}/deal/")
    phone_page.get_by_label("Запись сдачи (JSON)").fill('{"players": ["Anna"], "dealer": "Anna"}')
    phone_page.get_by_role("button", name="Показать сдачу").click()

    expect(phone_page.get_by_role("alert")).to_contain_text(
        "в преферанс играют втроём или вчетвером, а не 1"
    )
    expect(phone_page.get_by_label("Запись сдачи (JSON)")).to_have_value(
        '{"players": ["Anna"], "dealer": "Anna"}'
    )


def test_build_a_deal_by_clicking_cards_and_open_it(live_server, phone_page: Page):
    phone_page.goto(f"{live_server.url}/en/deal/build/")
    phone_page.locator('[data-place="Boris"] input[type=radio]').check()
    phone_page.get_by_role("button", name="ace of spades").click()
    expect(phone_page.locator('[data-place="Boris"] .count')).to_have_text("1/10")
    phone_page.get_by_role("button", name="ace of spades (held by Boris)").click()
    expect(phone_page.locator('[data-place="Boris"] .count')).to_have_text("0/10")

    phone_page.get_by_role("button", name="Deal the rest at random").click()
    expect(phone_page.locator('[data-place="talon"] .count')).to_have_text("2/2")
    phone_page.get_by_role("button", name="Open in the deal viewer").click()

    expect(phone_page.get_by_role("heading", name="Deal viewer", level=1)).to_be_visible()
    expect(phone_page.locator(".seat")).to_have_count(3)
    expect(phone_page.locator(".seat .card")).to_have_count(30)


def test_analyse_shows_the_solver_values_on_the_cards(live_server, phone_page: Page):
    phone_page.goto(f"{live_server.url}/en/deal/?example=misere-out-of-turn")
    phone_page.get_by_role("button", name="First trick").click()
    expect(phone_page.get_by_text("Trick 0 of 10")).to_be_visible()

    phone_page.get_by_role("button", name="Analyse").click()

    expect(phone_page.get_by_role("heading", name="Analysis (double dummy)")).to_be_visible()
    expect(phone_page.locator(".seat.to-play .card-worth").first).to_be_visible()
    expect(phone_page.locator(".seat.to-play .card-worth")).to_have_count(10)
