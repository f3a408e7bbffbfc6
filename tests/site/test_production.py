"""What a real deployment needs of every process (issue 13): rate limits counted in the shared
cache, a health check, and the headers on every response."""

import pytest
from django.core.cache import cache

from rulings.web import throttle

pytestmark = pytest.mark.django_db


@pytest.fixture
def limits_on(settings):
    settings.THROTTLE_ENABLED = True
    cache.clear()
    yield
    cache.clear()


def test_the_api_answers_429_past_its_limit_and_in_the_readers_language(client, limits_on):
    for _ in range(throttle.API.requests):
        assert client.post("/api/score", "{}", content_type="application/json").status_code == 400
    refused = client.post("/api/score", "{}", content_type="application/json")
    assert refused.status_code == 429
    assert refused["Retry-After"] == str(throttle.API.seconds)
    assert "Слишком много запросов" in refused.json()["errors"][0]["message"]
    english = client.post("/en/api/score", "{}", content_type="application/json")
    assert english.status_code == 429
    assert "Too many requests" in english.json()["errors"][0]["message"]


def test_another_client_keeps_its_own_count(client, limits_on):
    for _ in range(throttle.API.requests + 1):
        client.post("/api/score", "{}", content_type="application/json")
    other = client.post(
        "/api/score", "{}", content_type="application/json", REMOTE_ADDR="192.0.2.7"
    )
    assert other.status_code == 400


def test_signing_in_is_throttled(client, limits_on):
    for _ in range(throttle.SIGN_IN.requests):
        wrong = client.post("/accounts/login/", {"username": "host", "password": "guess"})
        assert wrong.status_code == 200  # the form again, with its error
    assert client.post("/accounts/login/", {"username": "host", "password": "x"}).status_code == 429
    assert client.get("/accounts/login/").status_code == 200  # reading the page is not counted


def test_the_solver_has_its_own_tighter_limit(client, limits_on):
    for _ in range(throttle.SOLVER.requests):
        client.post("/api/solve", "{}", content_type="application/json")
    assert client.post("/api/solve", "{}", content_type="application/json").status_code == 429
    assert client.post("/api/score", "{}", content_type="application/json").status_code == 400


def test_health_check_says_database_and_cache_answer(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"database": "ok", "cache": "ok"}
    assert "no-cache" in response["Cache-Control"] or "max-age=0" in response["Cache-Control"]


def test_health_check_says_the_cache_fails_while_the_site_serves(client, monkeypatch):
    """The site serves without its cache (issue 23): 200, the failure named for monitoring."""

    def broken(*args, **kwargs):
        raise ConnectionError("cache down")

    monkeypatch.setattr(cache, "set", broken)
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"database": "ok", "cache": "failing"}


@pytest.mark.parametrize("page", ["/", "/score/", "/deal/", "/en/rule/"])
def test_every_page_has_the_sharing_headers(client, page):
    response = client.get(page)
    assert response["Cross-Origin-Resource-Policy"] == "same-origin"
    assert "camera=()" in response["Permissions-Policy"]


def test_a_visitors_own_pages_are_private(client):
    response = client.get("/score/")  # the visitor's games: read through the session
    assert "private" in response["Cache-Control"]
