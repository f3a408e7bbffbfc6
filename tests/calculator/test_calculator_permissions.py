"""Permissions both ways: the owner (or the session that made the game) may change it;
nobody else may, and a refused change leaves the game as it was."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AnonymousUser
from django.test import Client

from rulings.calculator import services
from rulings.models import Game
from rulings.permissions import GameAccess
from tests.helpers.calculator import SOCHI_DEALS

pytestmark = pytest.mark.django_db

RASPASY = {"kind": "raspasy", "tricks_0": "2", "tricks_1": "5", "tricks_2": "3"}


def changes(game):
    """Every change a page offers, with valid data for the game's current version."""
    v = game.version
    edit_of = services.deal_fingerprint(game.deals[0])
    return [
        (f"/score/{game.pk}/deals/", {"version": v, **RASPASY}),
        (f"/score/{game.pk}/deals/", {"version": v, "edit": 0, "edit_of": edit_of, **RASPASY}),
        (f"/score/{game.pk}/deals/delete/", {"version": v, "index": 0}),
        (f"/score/{game.pk}/undo/", {"version": v}),
        (f"/score/{game.pk}/price/", {"version": v, "whist_price": "5"}),
        (f"/score/{game.pk}/wizard/", {"version": v, "kind": "game"}),
        (f"/score/{game.pk}/finish/", {"version": v, "finished": "1"}),  # last: it ends entry
    ]


def reads(game):
    return [
        f"/score/{game.pk}/",
        f"/score/{game.pk}/export.json",
        f"/score/{game.pk}/print/",
        f"/score/{game.pk}/sheet/",
        f"/score/{game.pk}/?edit=0",
    ]


@pytest.fixture
def user_game(make_game):
    User = get_user_model()
    owner = User.objects.create_user("anna", password="pw-anna-12345")  # noqa: S106
    other = User.objects.create_user("boris", password="pw-boris-12345")  # noqa: S106
    game = make_game(owner=owner, deals=SOCHI_DEALS[:2])
    return owner, other, game


def test_the_creating_session_may_change_its_game(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:2])
    for url in reads(game):
        assert client.get(url).status_code == 200, url
    for url, data in changes(game):
        game.refresh_from_db()
        data["version"] = game.version
        assert client.post(url, data).status_code in (200, 302), url


def test_another_session_can_neither_see_nor_change_it(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:2])
    stranger = Client()
    before = (game.record, game.version, game.finished, game.whist_price)
    for url in reads(game):
        assert stranger.get(url).status_code == 403, url
    for url, data in changes(game):
        assert stranger.post(url, data).status_code == 403, url
    game.refresh_from_db()
    assert (game.record, game.version, game.finished, game.whist_price) == before


def test_a_signed_in_owner_may_change_it_and_another_user_may_not(user_game):
    owner, other, game = user_game
    c = Client()
    c.force_login(other)
    for url in reads(game):
        assert c.get(url).status_code == 403, url
    for url, data in changes(game):
        assert c.post(url, data).status_code == 403, url
    anonymous = Client()
    for url, data in changes(game):
        assert anonymous.post(url, data).status_code == 403, url
    assert Game.objects.get().version == game.version

    c = Client()
    c.force_login(owner)
    url, data = changes(game)[0]
    assert c.post(url, data).status_code == 302
    assert len(Game.objects.get().deals) == 3


def test_a_session_key_does_not_open_a_game_that_has_an_owner(user_game):
    owner, other, game = user_game
    game.session_key = "leaked"
    game.save()
    assert not AnonymousUser().has_perm("rulings.change_game", GameAccess(game, "leaked"))
    assert owner.has_perm("rulings.change_game", GameAccess(game, ""))
    assert not other.has_perm("rulings.change_game", GameAccess(game, "leaked"))
    assert not AnonymousUser().has_perm("rulings.change_game", GameAccess(game, ""))


def test_the_share_link_shows_the_sheet_but_offers_no_editing(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:2])
    spectator = Client()
    response = spectator.get(f"/en/score/s/{game.share_token}/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "<svg" in html and "read only" in html
    assert "<form" not in html.split("<main>")[1]  # no wizard, no edit, no delete, no undo
    assert spectator.get(f"/score/s/{game.share_token}/export.json").status_code == 200
    assert spectator.get(f"/score/s/{game.share_token}/print/").status_code == 200
    assert spectator.get("/score/s/not-a-token/").status_code == 404
    for url, data in changes(game):
        assert spectator.post(url, data).status_code == 403


def test_signing_in_keeps_the_games_of_the_session(client, make_game):
    game = make_game()
    get_user_model().objects.create_user("vera", password="pw-vera-12345")  # noqa: S106
    response = client.post(
        "/accounts/login/", {"username": "vera", "password": "pw-vera-12345", "next": "/score/"}
    )
    assert response.status_code == 302
    game.refresh_from_db()
    assert game.owner.username == "vera"
    html = client.get("/en/score/").content.decode()
    assert f'href="/en/score/{game.pk}/"' in html
    assert "Signed in as vera." in html


def test_my_games_lists_only_mine(client, make_game):
    mine = make_game()
    make_game(session_key="someone-else")
    html = client.get("/en/score/").content.decode()
    assert re.findall(r'href="/en/score/(\d+)/"', html) == [str(mine.pk)]
