"""Live on every phone (issue 24): the version poll answered 304, the changes noted with their
author, what a phone whose save came too late is told, the co-editors and the invitation link."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import translation

from rulings.calculator import coeditors, live
from rulings.models import CoEditor, EditInvitation, Game, GameChange
from tests.helpers.calculator import SOCHI_DEALS

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
RASPASY = {"kind": "raspasy", "tricks_0": "2", "tricks_1": "5", "tricks_2": "3"}


def quick_save(client, game, version, data=RASPASY):
    payload = {"version": version, **data, "save": "1"}
    return client.post(f"/en/score/{game.pk}/quick/", payload, headers=HTMX)


@pytest.fixture
def shared(make_game):
    """A game owned by Anna with Boris as co-editor, and a signed-in client for each."""
    users = get_user_model().objects
    anna, boris = users.create_user("anna"), users.create_user("boris", first_name="Boris")
    game = make_game(owner=anna)
    coeditors.add(game, boris)
    phones = {}
    for name, user in (("anna", anna), ("boris", boris)):
        phones[name] = Client()
        phones[name].force_login(user)
    return game, phones


# --- the poll


def test_the_poll_is_a_304_while_the_version_is_the_one_the_phone_has(make_game):
    game = make_game(deals=SOCHI_DEALS[:2])
    watcher = Client()
    address = f"/score/s/{game.share_token}/live/"
    answer = watcher.get(address)
    assert answer.status_code == 200
    assert answer.json() == {"version": game.version}
    assert answer.headers["ETag"] == f'"v{game.version}"'
    assert "no-cache" in answer.headers["Cache-Control"]
    same = watcher.get(address, headers={"If-None-Match": f'"v{game.version}"'})
    assert same.status_code == 304 and same.content == b""
    older = watcher.get(address, headers={"If-None-Match": f'"v{game.version - 1}"'})
    assert older.status_code == 200 and older.json() == {"version": game.version}


def test_the_poll_reads_one_indexed_column_in_one_query(make_game):
    game = make_game(deals=SOCHI_DEALS[:5])
    watcher = Client()
    with CaptureQueriesContext(connection) as queries:
        answer = watcher.get(
            f"/score/s/{game.share_token}/live/", headers={"If-None-Match": f'"v{game.version}"'}
        )
    assert answer.status_code == 304
    assert len(queries) == 1
    sql = queries[0]["sql"]
    assert '"share_token"' in sql and '"version"' in sql
    assert '"record"' not in sql  # the record is never read by a poll


def test_a_poll_of_no_game_is_a_404(make_game):
    make_game()
    watcher = Client()
    assert watcher.get("/score/s/no-such-token/live/").status_code == 404
    assert watcher.get("/score/s/bad%00token/live/").status_code == 404
    assert watcher.post("/score/s/no-such-token/live/").status_code in (403, 405)


def test_the_page_says_what_to_poll_and_what_to_fetch(make_game, client):
    game = make_game()
    own = client.get(f"/en/score/{game.pk}/").content.decode()
    live_div = re.search(r'<div id="live"[^>]*>', own).group(0)
    assert f'data-poll="/en/score/s/{game.share_token}/live/"' in live_div
    assert f'data-page="/en/score/{game.pk}/"' in live_div
    assert f'data-version="{game.version}"' in live_div
    spectator = Client().get(f"/en/score/s/{game.share_token}/").content.decode()
    assert f'data-page="/en/score/s/{game.share_token}/"' in spectator
    assert 'id="live-note"' not in spectator  # a spectator enters nothing


# --- the changes noted, and what a late phone is told


def test_each_change_is_noted_with_its_author_and_the_version_it_made(shared):
    game, phones = shared
    assert quick_save(phones["boris"], game, game.version).status_code == 200
    game.refresh_from_db()
    change = GameChange.objects.get(game=game)
    assert (change.version, change.kind, change.deal, change.author.username) == (
        game.version,
        "add",
        0,
        "boris",
    )
    delete = {"version": game.version, "index": 0}
    assert phones["anna"].post(f"/score/{game.pk}/deals/delete/", delete).status_code == 302
    game.refresh_from_db()
    last = GameChange.objects.get(game=game, version=game.version)
    assert (last.kind, last.deal, last.author.username) == ("delete", 0, "anna")


def test_a_deal_saved_meanwhile_from_another_phone_is_named_with_its_number_and_author(shared):
    game, phones = shared
    seen = game.version
    for _ in range(6):  # six deals before: Boris's will be deal 7
        game.refresh_from_db()
        assert quick_save(phones["anna"], game, game.version).status_code == 200
    game.refresh_from_db()
    before_race = game.version
    assert quick_save(phones["boris"], game, before_race).status_code == 200
    typed = {"kind": "raspasy", "tricks_0": "1", "tricks_1": "6", "tricks_2": "3"}
    late = quick_save(phones["anna"], game, before_race, typed)
    assert late.status_code == 409
    html = late.content.decode()
    assert (
        "While you were entering, deal 7 was written from another phone (Boris). Here is the new "
        "sheet; your deal is not saved — check it and send it again."
    ) in html
    assert re.search(r'name="tricks_1"[^>]*value="6"', html)  # what was typed is kept
    assert re.search(r'value="raspasy" checked', html)
    game.refresh_from_db()
    assert len(game.deals) == 7  # not lost (Boris's), not doubled (Anna's refused)
    assert seen < before_race


def test_the_same_in_russian_and_with_several_deals(shared):
    game, phones = shared
    seen = game.version
    assert quick_save(phones["boris"], game, seen).status_code == 200
    assert quick_save(phones["anna"], game, seen + 1).status_code == 200
    late = phones["anna"].post(
        f"/score/{game.pk}/quick/", {"version": seen, **RASPASY, "save": "1"}, headers=HTMX
    )
    assert late.status_code == 409
    assert (
        "Пока вы вводили, с другого телефона записаны сдачи 1, 2 (Boris, anna). Вот новая пуля; "
        "ваша сдача не записана — проверьте и отправьте ещё раз."
    ) in late.content.decode()


@pytest.mark.parametrize(
    ("changes", "told"),
    [
        (
            [("delete", 0)],
            "While you were entering, the game was changed from another phone (Boris).",
        ),
        ([("add", None), ("other", None)], "the game was changed from another phone (Boris)."),
    ],
)
def test_other_changes_are_told_as_a_change_of_the_game(shared, changes, told):
    game, phones = shared
    boris = CoEditor.objects.get(game=game).user
    seen = game.version
    for kind, deal in changes:
        game = Game.objects.get(pk=game.pk)
        Game.objects.filter(pk=game.pk).update(version=game.version + 1)
        GameChange.objects.create(
            game=game, version=game.version + 1, author=boris, kind=kind, deal=deal
        )
    game.refresh_from_db()
    with translation.override("en"):
        assert told in live.since(game, seen)


def test_a_change_not_noted_here_is_told_without_a_name(shared):
    game, _phones = shared
    seen = game.version
    Game.objects.filter(pk=game.pk).update(version=seen + 1)  # as the arbiter's write does
    game.refresh_from_db()
    with translation.override("en"):
        assert live.since(game, seen) == (
            "While you were entering, the game was changed from another phone."
        )
        assert live.since(game, seen + 1) == ""
        assert live.since(game, "x\x00") == live.since(game, "") == live.since(game, "9" * 40) == ""


def test_the_notes_are_kept_for_the_last_changes_only(shared, monkeypatch):
    game, phones = shared
    monkeypatch.setattr(live, "KEPT_CHANGES", 3)
    for _ in range(5):
        game.refresh_from_db()
        assert quick_save(phones["anna"], game, game.version).status_code == 200
    game.refresh_from_db()
    kept = list(GameChange.objects.filter(game=game).values_list("version", flat=True))
    assert kept == [game.version - 2, game.version - 1, game.version]


# --- co-editors and the invitation link


def test_the_owner_names_a_co_editor_by_username_and_removes_him(shared):
    game, phones = shared
    get_user_model().objects.create_user("Gleb")
    page = f"/en/score/{game.pk}/people/"
    added = phones["anna"].post(page, {"action": "add", "username": " gleb "}, headers=HTMX)
    assert added.status_code == 200
    assert "Gleb can enter deals now." in added.content.decode()
    assert set(CoEditor.objects.values_list("user__username", flat=True)) == {"boris", "Gleb"}
    gleb = CoEditor.objects.get(user__username="Gleb")
    removed = phones["anna"].post(page, {"action": "remove", "coeditor": gleb.pk}, headers=HTMX)
    assert "only reads the game now" in removed.content.decode()
    assert not CoEditor.objects.filter(pk=gleb.pk).exists()


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ({"action": "add", "username": "nobody"}, "There is no user «nobody» on the site"),
        ({"action": "add", "username": "anna"}, "This is the owner of the game"),
        ("action=add&username=" + "%ED%A0%80%00" * 500, "There is no user"),
        ({"action": "remove", "coeditor": "²"}, "Which co-editor? Reload the page."),
        ({"action": "remove", "coeditor": "9" * 40}, "Which co-editor? Reload the page."),
        ({"action": "explode"}, "Which change? Reload the page."),
    ],
)
def test_a_refused_change_of_the_people_is_a_400_that_says_why(shared, data, said):
    game, phones = shared
    form = "application/x-www-form-urlencoded"
    kind = {"content_type": form} if isinstance(data, str) else {}
    answer = phones["anna"].post(f"/en/score/{game.pk}/people/", data, headers=HTMX, **kind)
    assert answer.status_code == 400
    assert said in answer.content.decode()
    assert list(CoEditor.objects.values_list("user__username", flat=True)) == ["boris"]


def test_a_game_has_at_most_ten_co_editors(shared):
    game, phones = shared
    for i in range(coeditors.MAX_COEDITORS - 1):
        coeditors.add(game, get_user_model().objects.create_user(f"player{i}"))
    get_user_model().objects.create_user("late")
    answer = phones["anna"].post(
        f"/en/score/{game.pk}/people/", {"action": "add", "username": "late"}, headers=HTMX
    )
    assert answer.status_code == 400
    assert "A game has at most 10 co-editors" in answer.content.decode()


def test_an_invitation_link_makes_a_signed_in_user_a_co_editor_until_taken_back(shared):
    game, phones = shared
    page = f"/en/score/{game.pk}/people/"
    html = phones["anna"].post(page, {"action": "invite"}, headers=HTMX).content.decode()
    token = EditInvitation.objects.get(game=game).token
    assert f"/en/score/join/{token}/" in html
    assert (
        f"/en/score/join/{token}/" not in phones["boris"].get(page, headers=HTMX).content.decode()
    )

    anonymous = Client()
    asked = anonymous.get(f"/score/join/{token}/").content.decode()
    # signed out: the invitation says what it is and leads to signing in or up and back
    assert f"Вас приглашают записывать сдачи в пулю «{game}»" in asked
    assert "войдите или зарегистрируйтесь" in asked
    back = quote(f"/score/join/{token}/")
    assert f'href="/accounts/login/?next={back}"' in asked
    assert f'href="/accounts/signup/?next={back}"' in asked
    password = "a-long-enough-pass-42"  # noqa: S105 - a test account
    signed_up = anonymous.post(
        "/accounts/signup/",
        {
            "username": "dima",
            "password1": password,
            "password2": password,
            "next": f"/score/join/{token}/",
        },
    )
    assert signed_up.status_code == 302 and signed_up.headers["Location"] == f"/score/join/{token}/"
    assert (
        "Enter deals into this game" in anonymous.get(f"/en/score/join/{token}/").content.decode()
    )
    vera = Client()
    vera.force_login(get_user_model().objects.create_user("vera"))
    assert "Enter deals into this game" in vera.get(f"/en/score/join/{token}/").content.decode()
    joined = vera.post(f"/score/join/{token}/")
    assert joined.status_code == 302 and joined.headers["Location"] == f"/score/{game.pk}/"
    assert vera.get(f"/score/{game.pk}/").status_code == 200
    assert quick_save(vera, game, game.version).status_code == 200

    phones["anna"].post(page, {"action": "revoke"}, headers=HTMX)
    gone = Client()
    gone.force_login(get_user_model().objects.create_user("gleb"))
    answer = gone.post(f"/en/score/join/{token}/")
    assert answer.status_code == 404
    assert "no longer works" in answer.content.decode()
    assert not CoEditor.objects.filter(user__username="gleb").exists()
