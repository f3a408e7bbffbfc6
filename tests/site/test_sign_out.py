"""Signing out ends the session, a copied cookie included (issue 23, 8): sessions are signed
cookies, so a per-user session generation is checked on each request (preferans_site/models.py).
"""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db
PASSWORD = "Old!pass-123"  # noqa: S105


@pytest.fixture
def host():
    return get_user_model().objects.create_user("host", "", PASSWORD)


def _signed_in() -> Client:
    browser = Client()
    assert (
        browser.post("/accounts/login/", {"username": "host", "password": PASSWORD}).status_code
        == 302
    )
    return browser


def _copy(browser: Client) -> Client:
    thief = Client()
    thief.cookies = browser.cookies.__class__(browser.cookies)
    return thief


def test_a_cookie_copied_before_signing_out_no_longer_signs_in(host):
    browser = _signed_in()
    thief = _copy(browser)
    assert thief.get("/accounts/data/").status_code == 200  # the copy works while signed in
    assert browser.post("/accounts/logout/").status_code in (200, 302)
    refused = thief.get("/accounts/data/")
    assert refused.status_code == 302 and "/accounts/login/" in refused["Location"]


def test_signing_out_on_one_device_signs_out_the_others_and_a_new_sign_in_works(host):
    phone, laptop = _signed_in(), _signed_in()
    assert laptop.get("/accounts/data/").status_code == 200
    phone.post("/accounts/logout/")
    assert laptop.get("/accounts/data/").status_code == 302
    again = _signed_in()
    assert again.get("/accounts/data/").status_code == 200
    assert phone.get("/accounts/data/").status_code == 302  # its old cookie is gone


def test_a_session_of_another_user_is_not_touched(host):
    get_user_model().objects.create_user("guest", "", PASSWORD)
    guest = Client()
    guest.post("/accounts/login/", {"username": "guest", "password": PASSWORD})
    _signed_in().post("/accounts/logout/")
    assert guest.get("/accounts/data/").status_code == 200
