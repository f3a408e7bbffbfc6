"""Rate limits a hostile client cannot step around (issue 23, «Hostile users» 7 and 9): behind a
load balancer the address counted is the one our proxies appended to ``X-Forwarded-For``, not
what the client wrote; one account guessed at from many addresses meets a limit of its own, as
do reset letters; and with no mail server the reset page says so instead of «a letter was
sent»."""

import socket

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.core.cache import cache

from rulings.web import throttle

pytestmark = pytest.mark.django_db


@pytest.fixture
def limits_on(settings):
    settings.THROTTLE_ENABLED = True
    cache.clear()
    yield settings
    cache.clear()


def _score(client, forwarded: str):
    return client.post(
        "/api/score", "{}", content_type="application/json", HTTP_X_FORWARDED_FOR=forwarded
    )


@pytest.mark.parametrize(("proxies", "tail"), [(1, "203.0.113.9"), (2, "203.0.113.9, 10.0.0.2")])
def test_a_client_writing_its_own_forwarded_addresses_is_still_counted(
    client, limits_on, proxies, tail
):
    limits_on.THROTTLE_TRUST_FORWARDED = True
    limits_on.THROTTLE_PROXY_COUNT = proxies
    for n in range(throttle.API.requests):
        assert _score(client, f"198.51.100.{n % 250}, {tail}").status_code == 400
    assert _score(client, f"192.0.2.1, {tail}").status_code == 429
    # the address our proxies saw is another client: its own count
    other = tail.replace("203.0.113.9", "203.0.113.10")
    assert _score(client, f"198.51.100.1, {other}").status_code == 400


def test_a_header_shorter_than_our_proxies_counts_the_peer(client, limits_on):
    limits_on.THROTTLE_TRUST_FORWARDED = True
    limits_on.THROTTLE_PROXY_COUNT = 2
    for n in range(throttle.API.requests):
        _score(client, f"198.51.100.{n % 250}")
    assert _score(client, "192.0.2.77").status_code == 429  # all from REMOTE_ADDR


def test_one_account_guessed_at_from_many_addresses_is_refused(client, limits_on):
    get_user_model().objects.create_user("host", "", "Old!pass-123")
    for n in range(throttle.SIGN_IN_ACCOUNT.requests):
        guess = {"username": "Host " if n % 2 else "host", "password": f"guess-{n}"}
        assert client.post("/accounts/login/", guess, REMOTE_ADDR=f"198.51.100.{n}").status_code
    late = client.post(
        "/accounts/login/", {"username": "host", "password": "x"}, REMOTE_ADDR="192.0.2.50"
    )
    assert late.status_code == 429
    other = client.post(
        "/accounts/login/", {"username": "guest", "password": "x"}, REMOTE_ADDR="192.0.2.51"
    )
    assert other.status_code == 200  # another account: the form again, with its error


def test_reset_letters_to_one_address_are_limited(client, limits_on):
    get_user_model().objects.create_user("host", "host@example.org", "Old!pass-123")
    for n in range(throttle.PASSWORD_RESET_ACCOUNT.requests):
        sent = client.post(
            "/accounts/password_reset/", {"email": "host@example.org"}, REMOTE_ADDR=f"10.0.0.{n}"
        )
        assert sent.status_code == 302
    refused = client.post(
        "/accounts/password_reset/", {"email": "HOST@example.org"}, REMOTE_ADDR="10.0.0.99"
    )
    assert refused.status_code == 429
    assert len(mail.outbox) == throttle.PASSWORD_RESET_ACCOUNT.requests


def test_reset_letters_from_one_client_are_limited(client, limits_on):
    for n in range(throttle.PASSWORD_RESET.requests):
        client.post("/accounts/password_reset/", {"email": f"a{n}@example.org"})
    refused = client.post("/accounts/password_reset/", {"email": "z@example.org"})
    assert refused.status_code == 429


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]  # free once closed: nothing listens there


def test_with_no_mail_server_the_reset_page_says_so(client, settings, caplog):
    get_user_model().objects.create_user("host", "host@example.org", "Old!pass-123")
    settings.MAILERS = {
        "default": {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {"host": "127.0.0.1", "port": _closed_port()},
        }
    }
    for email in ("host@example.org", "nobody@example.org"):  # the same for any address
        response = client.post("/accounts/password_reset/", {"email": email})
        assert response.status_code == 503
        assert "на сайте не настроена почта" in response.content.decode()
    assert "no mail server answers" in caplog.text
