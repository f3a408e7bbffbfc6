"""Every role × every action of a club, both ways, from one table (rulings/clubs/rules.py
``ALLOWED``): the permission says yes exactly for the roles in the table, and the view or API
that does the action serves them and refuses everyone else (a 403, or to sign in)."""

import datetime

import pytest
from django.contrib.auth.models import AnonymousUser

from rulings.clubs import services
from rulings.clubs.models import ClubGame, ClubVersion, DraftComment, Invitation, Membership, Season
from rulings.clubs.rules import ALLOWED
from tests.clubs.conftest import make_user

pytestmark = pytest.mark.django_db

ROLES = ("host", "editor", "member", "stranger", "anonymous")


def _club_game(people):
    return services.create_game(
        people["club"],
        by=people["host"],
        members=[people["host"], people["editor"], people["member"]],
        guests=[],
        played_on=datetime.date(2026, 10, 12),
        whist_price=1,
    ).game


# action: (method, path, data, what the action leaves behind when it is done)
REQUESTS = {
    "view_draft": ("get", "/en/club/thursday/draft/", None, None),
    "comment": (
        "post",
        "/en/club/thursday/draft/comment/",
        {"text": "За!"},
        lambda p: DraftComment.objects.exists(),
    ),
    "edit": (
        "post",
        "/en/club/thursday/edit/",
        {"name": "Пятница"},
        lambda p: p["club"].__class__.objects.get().name == "Пятница",
    ),
    "publish": (
        "post",
        "/en/club/thursday/draft/publish/",
        "revision",
        lambda p: ClubVersion.objects.filter(number=2, state="published").exists(),
    ),
    "invite": ("post", "/en/club/thursday/invite/", {}, lambda p: Invitation.objects.exists()),
    "remove": (
        "post",
        "/en/club/thursday/people/{kolya}/remove/",
        {},
        lambda p: Membership.objects.get(user__username="kolya").removed_at is not None,
    ),
    "write_game": ("get", "/en/club/thursday/games/new/", None, None),
    "correct_game": ("get", "/en/score/{game}/wizard/", None, None),
    "see_standings": ("get", "/en/club/thursday/standings/", None, None),
    "export": ("get", "/en/club/thursday/standings.csv", None, None),
    "seasons": (
        "post",
        "/en/club/thursday/standings/seasons/",
        {"name": "Осень", "starts_on": "2026-09-01", "ends_on": "2026-11-30"},
        lambda p: Season.objects.exists(),
    ),
}


def test_the_table_names_every_action():
    assert set(REQUESTS) == set(ALLOWED)


@pytest.mark.parametrize("action", sorted(ALLOWED))
@pytest.mark.parametrize("role", ROLES)
def test_role_and_action(client, people, role, action):
    club = people["club"]
    draft = services.draft_of(club)
    kolya = make_user("kolya")
    Membership.objects.create(club=club, user=kolya)
    game = _club_game(people)
    user = people.get(role) or AnonymousUser()
    allowed = role in ALLOWED[action]

    assert user.has_perm(f"clubs.{action}", club) is allowed

    method, path, data, done = REQUESTS[action]
    path = path.format(kolya=Membership.objects.get(user=kolya).pk, game=game.pk)
    if data == "revision":
        data = {"revision": draft.revision}
    if role != "anonymous":
        client.force_login(user)
    response = getattr(client, method)(path, data)
    if allowed:
        assert response.status_code in (200, 302), response.content[:300]
        assert not response.get("Location", "").startswith("/accounts/login/")
        assert done is None or done(people)
    else:
        if role == "anonymous" and response.status_code == 302:
            assert response["Location"].startswith("/accounts/login/")
        else:
            assert response.status_code == 403
        assert done is None or not done(people)
    assert ClubGame.objects.filter(game=game).exists()
