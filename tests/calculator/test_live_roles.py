"""Who may do what with a shared game (issue 24), from one table of role × action, both ways:
every role tries every action; an allowed one does what it says (a write makes a new version),
a refused one is refused and leaves the game as it was.

Roles: the owner (signed in), a co-editor the owner named, a viewer who has the share link
(not signed in), a stranger (signed in, neither), anonymous (not signed in, no link of his own).
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from rulings.calculator import coeditors, services
from rulings.models import CoEditor, EditInvitation, Game, GameChange
from tests.helpers.calculator import SOCHI_DEALS

pytestmark = pytest.mark.django_db

ROLES = ("owner", "coeditor", "viewer", "stranger", "anonymous")
RASPASY = {"kind": "raspasy", "tricks_0": "2", "tricks_1": "5", "tricks_2": "3"}
EDITORS = {"owner", "coeditor"}
EVERYONE = set(ROLES)
SIGNED_IN = {"owner", "coeditor", "stranger"}


def _version(game: Game) -> dict:
    return {"version": game.version}


# action: (method, address, data for the game as it is, the roles allowed, whether it writes)
ACTIONS = {
    "read the page": ("get", "/score/{pk}/", None, EDITORS, False),
    "read the sheet": ("get", "/score/{pk}/sheet/", None, EDITORS, False),
    "export": ("get", "/score/{pk}/export.json", None, EDITORS, False),
    "read by the share link": ("get", "/score/s/{token}/", None, EVERYONE, False),
    "poll the version": ("get", "/score/s/{token}/live/", None, EVERYONE, False),
    "see who enters deals": ("get", "/score/{pk}/people/", None, EDITORS, False),
    "tap the quick form": (
        "post",
        "/score/{pk}/quick/",
        lambda g: {**_version(g), "kind": "raspasy"},
        EDITORS,
        False,
    ),
    "save a quick deal": (
        "post",
        "/score/{pk}/quick/",
        lambda g: {**_version(g), **RASPASY, "save": "1"},
        EDITORS,
        True,
    ),
    "a wizard step": (
        "post",
        "/score/{pk}/wizard/",
        lambda g: {**_version(g), "kind": "game"},
        EDITORS,
        False,
    ),
    "save a deal step by step": (
        "post",
        "/score/{pk}/deals/",
        lambda g: {**_version(g), **RASPASY},
        EDITORS,
        True,
    ),
    "edit a deal": (
        "post",
        "/score/{pk}/deals/",
        lambda g: {
            **_version(g),
            **RASPASY,
            "edit": 0,
            "edit_of": services.deal_fingerprint(g.deals[0]),
        },
        EDITORS,
        True,
    ),
    "delete a deal": (
        "post",
        "/score/{pk}/deals/delete/",
        lambda g: {**_version(g), "index": 0},
        EDITORS,
        True,
    ),
    "undo": ("post", "/score/{pk}/undo/", _version, EDITORS, True),
    "set the price": (
        "post",
        "/score/{pk}/price/",
        lambda g: {**_version(g), "whist_price": "5"},
        EDITORS,
        True,
    ),
    "finish": (
        "post",
        "/score/{pk}/finish/",
        lambda g: {**_version(g), "finished": "1"},
        EDITORS,
        True,
    ),
    "name a co-editor": (
        "post",
        "/score/{pk}/people/",
        lambda g: {"action": "add", "username": "gleb"},
        {"owner"},
        False,
    ),
    "make the invitation link": (
        "post",
        "/score/{pk}/people/",
        lambda g: {"action": "invite"},
        {"owner"},
        False,
    ),
    "accept the invitation": ("post", "/score/join/{invite}/", lambda g: {}, SIGNED_IN, False),
}


@pytest.fixture
def table(make_game):
    """The game (two deals, a co-editor, an invitation link) and a client per role."""
    users = get_user_model().objects
    owner = users.create_user("anna")
    coeditor = users.create_user("boris")
    stranger = users.create_user("vera")
    users.create_user("gleb")
    game = make_game(owner=owner, deals=SOCHI_DEALS[:2])
    coeditors.add(game, coeditor)
    coeditors.invite(game)
    clients = {role: Client() for role in ROLES}
    for role, user in (("owner", owner), ("coeditor", coeditor), ("stranger", stranger)):
        clients[role].force_login(user)
    clients["viewer"].get(f"/score/s/{game.share_token}/")
    return game, clients


def _address(template: str, game: Game) -> str:
    invite = EditInvitation.objects.get(game=game).token
    return template.format(pk=game.pk, token=game.share_token, invite=invite)


@pytest.mark.parametrize("action", ACTIONS)
@pytest.mark.parametrize("role", ROLES)
def test_each_role_may_do_what_the_table_says_and_nothing_else(table, role, action):
    game, clients = table
    method, template, data, allowed, writes = ACTIONS[action]
    client = clients[role]
    before = Game.objects.get(pk=game.pk)
    coeditors_before = set(CoEditor.objects.values_list("user__username", flat=True))
    address = _address(template, game)
    if method == "get":
        response = client.get(address)
    else:
        response = client.post(address, data(before))
    after = Game.objects.get(pk=game.pk)
    coeditors_after = set(CoEditor.objects.values_list("user__username", flat=True))
    if role in allowed:
        assert response.status_code in (200, 302), (role, action, response.status_code)
        if response.status_code == 302:  # signed in, so not sent to the login page
            assert "/accounts/login/" not in response.headers["Location"]
        if writes:
            assert after.version == before.version + 1, (role, action)
            change = GameChange.objects.get(game=game, version=after.version)
            assert change.author == response.wsgi_request.user
        if action == "name a co-editor":
            assert coeditors_after == coeditors_before | {"gleb"}
        if action == "accept the invitation":  # the stranger joins; the others already write
            assert coeditors_after == coeditors_before | ({"vera"} if role == "stranger" else set())
    else:
        if action == "accept the invitation":  # not signed in: asked to sign in first
            assert response.status_code == 200
            assert 'href="/accounts/login/?next=/score/join/' in response.content.decode()
        else:
            assert response.status_code == 403, (role, action, response.status_code)
        assert (after.version, after.record, after.finished) == (
            before.version,
            before.record,
            before.finished,
        ), (role, action)
        assert after.whist_price == before.whist_price
        assert coeditors_after == coeditors_before


def test_a_removed_co_editor_can_no_longer_write(table):
    game, clients = table
    boris = CoEditor.objects.get(game=game)
    response = clients["owner"].post(
        f"/score/{game.pk}/people/", {"action": "remove", "coeditor": boris.pk}
    )
    assert response.status_code == 302
    data = {"version": game.version, **RASPASY, "save": "1"}
    assert clients["coeditor"].post(f"/score/{game.pk}/quick/", data).status_code == 403
    assert Game.objects.get(pk=game.pk).version == game.version
