"""The site outlives Redis (issue 23): a Redis of the test's own is stopped mid-run, and the
game page, the sheet, the APIs, a deal written and signing in still answer; ``/healthz`` says
the cache is failing and the log says why. Before, each of these was a 500.

Starts ``redis-server`` on port 6390 (skipped where there is none); never the site's 6379."""

import shutil
import socket
import subprocess
import time

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.test import Client

from preferans_site.settings import shared_cache

pytestmark = pytest.mark.django_db
PORT = 6390


def _listening() -> bool:
    with socket.socket() as probe:
        probe.settimeout(0.2)
        return probe.connect_ex(("127.0.0.1", PORT)) == 0


@pytest.fixture
def own_redis(settings):
    program = shutil.which("redis-server")
    if program is None:
        pytest.skip("needs redis-server")
    if _listening():
        pytest.skip(f"port {PORT} is taken")
    server = subprocess.Popen(  # noqa: S603  (our own arguments)
        [program, "--port", str(PORT), "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            if _listening():
                break
            time.sleep(0.05)
        settings.CACHES = {"default": shared_cache(f"redis://127.0.0.1:{PORT}/0")}
        settings.THROTTLE_ENABLED = True
        yield server
    finally:
        server.terminate()
        server.wait(timeout=10)


DEAL = {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 4, "Boris": 3, "Vera": 3}}


def _serves(client, game) -> None:
    assert client.get(f"/score/{game.pk}/").status_code == 200
    assert client.get(f"/score/{game.pk}/sheet/").status_code == 200
    assert client.post("/api/score", "{}", content_type="application/json").status_code == 400
    wrote = client.post(
        f"/score/{game.pk}/deals/",
        {"version": game.version, "deal": "", "record": ""},
        headers={"HX-Request": "true"},
    )
    assert wrote.status_code in (200, 400), wrote.status_code  # answered, not a 500
    visitor = Client()
    signed_in = visitor.post("/accounts/login/", {"username": "host", "password": "Old!pass-123"})
    assert signed_in.status_code == 302, signed_in.status_code
    assert visitor.get("/").status_code == 200


def test_the_site_serves_when_redis_stops(client, own_redis, make_game, caplog):
    user = get_user_model().objects.create_user("host", "", "Old!pass-123")
    game = make_game(deals=[DEAL], owner=user)
    client.force_login(user)
    assert client.get("/healthz").json() == {"database": "ok", "cache": "ok"}
    _serves(client, game)
    assert cache.get(f"throttle:api:user:{user.pk}") == 1  # the counters are in our Redis

    own_redis.terminate()
    own_redis.wait(timeout=10)
    _serves(client, game)
    health = client.get("/healthz")
    assert health.status_code == 200
    assert health.json() == {"database": "ok", "cache": "failing"}
    assert any(r.name == "preferans_site.cache" for r in caplog.records)
