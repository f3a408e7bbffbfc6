import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_home_shows_three_areas_on_a_phone(live_server, phone_page: Page):
    phone_page.goto(live_server.url)

    for heading in ("Учиться", "Арбитр", "Пуля"):
        expect(phone_page.get_by_role("heading", name=heading, level=2)).to_be_visible()


def test_language_switcher_goes_to_english_and_back(live_server, phone_page: Page):
    phone_page.goto(f"{live_server.url}/learn/")

    phone_page.get_by_role("button", name="English").click()
    expect(phone_page).to_have_url(f"{live_server.url}/en/learn/")
    expect(phone_page.get_by_role("heading", name="Lessons", level=1)).to_be_visible()

    phone_page.get_by_role("button", name="Русский").click()
    expect(phone_page).to_have_url(f"{live_server.url}/learn/")
    expect(phone_page.get_by_role("heading", name="Уроки", level=1)).to_be_visible()
