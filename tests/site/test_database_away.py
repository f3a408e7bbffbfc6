"""The database away for a moment (issue 23, 3): a read meeting a dropped connection is run once
more; what still fails is a 503 with a page that says to try again, never a bare 500. The
database's failure is made by a query wrapper that raises what a restart raises."""

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.db.utils import OperationalError
from django.test import Client

pytestmark = pytest.mark.django_db


class Restart:
    """Every query fails with OperationalError, the first ``times`` of them (all: None)."""

    def __init__(self, times=None):
        self.left = times

    def __call__(self, execute, sql, params, many, context):
        if self.left is None or self.left > 0:
            if self.left is not None:
                self.left -= 1
            raise OperationalError("terminating connection due to administrator command")
        return execute(sql, params, many, context)


@pytest.fixture
def host():
    return get_user_model().objects.create_user("host", "", "Old!pass-123")


def _signed_in(host) -> Client:
    browser = Client(raise_request_exception=False)
    browser.force_login(host)
    return browser


def test_a_read_meeting_a_dropped_connection_is_run_once_more(client, make_game):
    game = make_game()  # the anonymous visitor's: the view's query is the first one
    client.raise_request_exception = False
    with connection.execute_wrapper(Restart(times=1)):
        response = client.get(f"/score/{game.pk}/sheet/")
    assert response.status_code == 200


@pytest.mark.parametrize("url", ["/score/{pk}/", "/en/score/{pk}/sheet/"])
def test_a_database_away_is_a_503_page_saying_to_retry(host, make_game, url):
    game = make_game(owner=host)
    browser = _signed_in(host)
    with connection.execute_wrapper(Restart()):
        response = browser.get(url.format(pk=game.pk))
    assert response.status_code == 503
    assert response["Retry-After"] == "5"
    page = response.content.decode()
    assert "site.css" in page  # the site's own page, styled
    assert ("попробуйте ещё раз" in page) or ("try again in a few seconds" in page)


def test_a_write_is_not_run_twice_it_is_a_503(host):
    browser = Client(raise_request_exception=False)
    with connection.execute_wrapper(Restart(times=1)):
        form = browser.post("/accounts/login/", {"username": "host", "password": "x"})
    assert form.status_code == 503


@pytest.mark.parametrize("prefix, words", [("", "попробуйте ещё раз"), ("/en", "try again")])
def test_an_api_call_with_the_database_away_is_a_503_in_the_apis_error_shape(
    host, settings, prefix, words
):
    """A JSON API answers in its own shape ({"errors": [{field, message}]}), not with a page:
    the signed-in caller is read from the database when the call is counted (the throttle)."""
    settings.THROTTLE_ENABLED = True
    browser = _signed_in(host)
    with connection.execute_wrapper(Restart()):
        response = browser.post(
            f"{prefix}/api/score", '{"players": []}', content_type="application/json"
        )
    assert response.status_code == 503
    assert response["Retry-After"] == "5"
    assert response["Content-Type"] == "application/json"
    (error,) = response.json()["errors"]
    assert error["field"] == "" and words in error["message"]
