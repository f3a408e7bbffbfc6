"""The live poll answered from Redis before Django's middleware (issue 24,
``live.LivePollMiddleware``, ``rulings.web.live_versions``): a 304 without a query, a session
or any other middleware; each write publishes its version; a kept version behind the database
is found out; a deleted game's version goes with it; Redis away and hostile tokens fall back to
the view."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db import connection
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext

from rulings.calculator import services
from rulings.models import Game
from rulings.web import live_versions
from tests.helpers.calculator import SOCHI_DEALS

pytestmark = pytest.mark.django_db

# a Redis that does not answer (nothing listens on port 1), failing open as the site's does
REDIS_AWAY = {
    "default": {
        "BACKEND": "django_redis.cache.RedisCache",
        "LOCATION": "redis://127.0.0.1:1/0",
        "OPTIONS": {"IGNORE_EXCEPTIONS": True, "SOCKET_CONNECT_TIMEOUT": 0.5},
    }
}


def poll(game, version, prefix=""):
    address = f"{prefix}/score/s/{game.share_token}/live/"
    return Client().get(address, headers={"If-None-Match": f'"v{version}"'})


def queries_of(call):
    with CaptureQueriesContext(connection) as queries:
        answer = call()
    return answer, len(queries)


def test_after_one_poll_the_next_are_answered_from_redis_before_any_middleware(make_game):
    game = make_game(deals=SOCHI_DEALS[:2])
    answer, queries = queries_of(lambda: poll(game, game.version))
    assert (answer.status_code, queries) == (304, 1)  # the view read the database, and kept it
    assert live_versions.cached(game.share_token) == game.version
    for prefix in ("", "/en"):
        answer, queries = queries_of(lambda p=prefix: poll(game, game.version, p))
        assert (answer.status_code, queries) == (304, 0)
        assert answer.headers["ETag"] == f'"v{game.version}"'
        assert "no-store" in answer.headers["Cache-Control"]
        # no other middleware ran: no security headers, no session, no language
        assert "Content-Security-Policy" not in answer.headers
        assert "Content-Language" not in answer.headers and not answer.cookies
    # a phone behind is not answered by the middleware: the view says what is new
    older, queries = queries_of(lambda: poll(game, game.version - 1))
    assert (older.status_code, queries) == (200, 1)
    assert older.json() == {"version": game.version}


def test_a_write_publishes_its_version_when_it_commits(
    make_game, django_capture_on_commit_callbacks
):
    game = make_game(deals=SOCHI_DEALS[:2])
    before = game.version
    assert poll(game, before).status_code == 304
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        game = services.game_add_deal(game=game, version=before, deal=SOCHI_DEALS[2])
        # not committed yet: the old version is forgotten, the new one not told
        assert live_versions.cached(game.share_token) is None
    assert len(callbacks) == 1
    callbacks[0]()  # the commit
    assert live_versions.cached(game.share_token) == before + 1
    answer, queries = queries_of(lambda: poll(game, before))
    assert (answer.status_code, queries) == (200, 1)
    assert answer.json() == {"version": before + 1}
    answer, queries = queries_of(lambda: poll(game, before + 1))
    assert (answer.status_code, queries) == (304, 0)


def test_a_new_whist_price_is_published_too(make_game, django_capture_on_commit_callbacks):
    game = make_game(deals=SOCHI_DEALS[:1])
    assert poll(game, game.version).status_code == 304
    with django_capture_on_commit_callbacks(execute=True):
        game = services.game_set_whist_price(game=game, version=game.version, whist_price=2)
    assert live_versions.cached(game.share_token) == game.version


def test_a_kept_version_behind_the_database_is_found_out_by_a_phone_ahead_of_it(make_game):
    game = make_game(deals=SOCHI_DEALS[:3])
    # Redis missed a write (it was away): it keeps a version the game has left
    cache.set(live_versions.key(game.share_token), game.version - 1, live_versions.KEPT)
    answer, queries = queries_of(lambda: poll(game, game.version))  # a phone that saw the write
    assert (answer.status_code, queries) == (304, 1)  # asked of the database
    assert live_versions.cached(game.share_token) == game.version  # and put right
    answer, queries = queries_of(lambda: poll(game, game.version - 1))
    assert (answer.status_code, queries) == (200, 1)


def test_a_version_read_before_a_write_committed_does_not_overwrite_the_published_one(make_game):
    game = make_game(deals=SOCHI_DEALS[:3])
    # the write committed and published its version (what published's on_commit does)
    cache.set(live_versions.key(game.share_token), game.version + 1, live_versions.KEPT)
    live_versions.remember(game.share_token, game.version)  # a poll that read just before
    assert live_versions.cached(game.share_token) == game.version + 1


def test_a_value_in_the_cache_that_is_no_version_is_not_believed(make_game):
    game = make_game()
    cache.set(live_versions.key(game.share_token), str(game.version), live_versions.KEPT)
    answer, queries = queries_of(lambda: poll(game, game.version))
    assert (answer.status_code, queries) == (304, 1)


def test_a_deleted_game_is_a_404_at_the_next_poll_not_the_kept_304(
    make_game, django_capture_on_commit_callbacks
):
    game = make_game(deals=SOCHI_DEALS[:2])
    assert poll(game, game.version).status_code == 304
    assert live_versions.cached(game.share_token) == game.version  # kept for the next polls
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        Game.objects.get(pk=game.pk).delete()
        assert live_versions.cached(game.share_token) is None  # dropped at once
        # a poll that read the game before the deletion committed keeps its version again
        cache.add(live_versions.key(game.share_token), game.version, live_versions.KEPT)
    for commit in callbacks:
        commit()
    assert live_versions.cached(game.share_token) is None  # and it goes when the deletion commits
    answer, queries = queries_of(lambda: poll(game, game.version))
    assert (answer.status_code, queries) == (404, 1)  # the view asked and found no game
    assert live_versions.cached(game.share_token) is None  # nothing kept for a game not there


def test_a_game_that_goes_with_its_owner_s_account_is_a_404_too(
    make_game, django_capture_on_commit_callbacks
):
    owner = get_user_model().objects.create_user("anna")
    games = [make_game(owner=owner, deals=SOCHI_DEALS[:1]) for _ in range(2)]
    for game in games:
        assert poll(game, game.version).status_code == 304
    with django_capture_on_commit_callbacks(execute=True):
        owner.delete()
    for game in games:
        assert live_versions.cached(game.share_token) is None
        assert poll(game, game.version).status_code == 404


@override_settings(CACHES=REDIS_AWAY)
def test_without_redis_every_poll_asks_the_database_and_writes_still_work(
    make_game, django_capture_on_commit_callbacks
):
    game = make_game(deals=SOCHI_DEALS[:2])
    for _ in range(2):
        answer, queries = queries_of(lambda: poll(game, game.version))
        assert (answer.status_code, queries) == (304, 1)
    before = game.version
    with django_capture_on_commit_callbacks(execute=True):
        game = services.game_add_deal(game=game, version=before, deal=SOCHI_DEALS[2])
    answer = poll(game, before)
    assert answer.status_code == 200 and answer.json() == {"version": before + 1}


@pytest.mark.parametrize(
    "token",
    [
        "a%00b",  # NUL
        "%ED%A0%80",  # a lone surrogate, as UTF-8 bytes
        "x" * 65,  # longer than any token
        "..%2F..%2Fhealthz",
        "%C2%B2",  # «²»
        "no-such-token",
    ],
)
def test_hostile_tokens_are_a_404_and_never_a_304(make_game, token):
    make_game()
    answer = Client().get(f"/score/s/{token}/live/", headers={"If-None-Match": '"v1"'})
    assert answer.status_code == 404


def test_hostile_if_none_match_headers_are_read_as_another_version(make_game):
    game = make_game()
    poll(game, game.version)  # kept
    for header in ("\x00", '"v' + "9" * 40 + '"', "v1", '"v1' + "1" * 5000 + '"', "é" * 100):
        answer = Client().get(
            f"/score/s/{game.share_token}/live/", headers={"If-None-Match": header}
        )
        assert answer.status_code == 200 and answer.json() == {"version": game.version}


def test_only_a_get_is_answered_before_the_middleware(make_game):
    game = make_game()
    poll(game, game.version)  # kept
    address = f"/score/s/{game.share_token}/live/"
    answer = Client().post(address, headers={"If-None-Match": f'"v{game.version}"'})
    assert answer.status_code in (403, 405)  # the view's refusal, not a 304


def test_the_wsgi_application_answers_the_poll_before_django_s_handler(make_game):
    from preferans_site.wsgi import application

    game = make_game(deals=SOCHI_DEALS[:2])
    poll(game, game.version)  # kept
    answered = []

    def start_response(status, headers):
        answered.append((status, dict(headers)))

    def environ(path, tag, method="GET"):
        return {
            "REQUEST_METHOD": method,
            "PATH_INFO": path,
            "HTTP_IF_NONE_MATCH": tag,
            "SERVER_NAME": "testserver",
            "SERVER_PORT": "80",
            "wsgi.url_scheme": "http",
            "wsgi.input": None,
        }

    address = f"/en/score/s/{game.share_token}/live/"
    with CaptureQueriesContext(connection) as queries:
        body = application(environ(address, f'"v{game.version}"'), start_response)
    assert list(body) == [] and len(queries) == 0
    status, headers = answered[0]
    assert status == "304 Not Modified"
    assert headers["ETag"] == f'"v{game.version}"' and "no-store" in headers["Cache-Control"]
    # anything else is Django's: the wrapped application is called
    passed = []
    wrapper = type(application)(lambda env, start: passed.append(env["PATH_INFO"]) or [b"x"])
    for path, tag, method in (
        (address, f'"v{game.version - 1}"', "GET"),
        (address, f'"v{game.version}"', "POST"),
        ("/healthz", f'"v{game.version}"', "GET"),
        (f"/score/s/{game.share_token}%00/live/", f'"v{game.version}"', "GET"),
    ):
        assert wrapper(environ(path, tag, method), start_response) == [b"x"]
    assert len(passed) == 4


def test_the_wsgi_module_loads_in_a_fresh_process_as_gunicorn_loads_it():
    script = "import preferans_site.wsgi as w; print(type(w.application).__name__)"
    loaded = subprocess.run(  # noqa: S603 - this interpreter, a fixed script
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "preferans_site.settings"},
    )
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.strip() == "LivePollApplication"
