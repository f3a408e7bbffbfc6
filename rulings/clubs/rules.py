"""Who may do what in a club (django-rules; imported by rules' AutodiscoverRulesConfig).

One table, ``ALLOWED``: each action a club's page or API offers, and the roles that may do
it. A role is the visitor's active membership (host, editor, member); a signed-in visitor who
is not a member, or whose membership the host removed, has none, and neither has an
anonymous one. Every view checks ``clubs.<action>`` with the club as the object
(views.py ``club_for``); tests/clubs/test_permissions.py checks every role × action both
ways from this table.

Reading the club's page and its published rules needs no permission: it is public, as the
house convention pages were.
"""

from __future__ import annotations

from typing import Any

import rules

from rulings.clubs.models import Club, ClubGame, Membership
from rulings.permissions import GameAccess, edits_game

HOST, EDITOR, MEMBER = Membership.HOST, Membership.EDITOR, Membership.MEMBER

ALLOWED: dict[str, frozenset[str]] = {
    "view_draft": frozenset({HOST, EDITOR, MEMBER}),
    "comment": frozenset({HOST, EDITOR, MEMBER}),
    "edit": frozenset({HOST, EDITOR}),
    "publish": frozenset({HOST}),
    "invite": frozenset({HOST}),
    "remove": frozenset({HOST}),
    "write_game": frozenset({HOST, EDITOR, MEMBER}),
    "correct_game": frozenset({HOST, EDITOR}),
    "see_standings": frozenset({HOST, EDITOR, MEMBER}),
    "export": frozenset({HOST, EDITOR}),
    "seasons": frozenset({HOST}),
}


def role_of(user: Any, club: Club | None) -> str | None:
    """The user's active role in the club, or None; kept on the user object per request."""
    if club is None or user is None or not user.is_authenticated:
        return None
    cache = user.__dict__.setdefault("_club_roles", {})
    if club.pk not in cache:
        found = (
            Membership.objects.filter(club=club, user=user, removed_at__isnull=True)
            .values_list("role", flat=True)
            .first()
        )
        cache[club.pk] = found
    return cache[club.pk]


def forget_roles(user: Any) -> None:
    """After a change of the user's memberships in this request."""
    user.__dict__.pop("_club_roles", None)


def _predicate(action: str) -> rules.Predicate:
    roles = ALLOWED[action]

    @rules.predicate(name=f"club_{action}")
    def allowed(user: Any, club: Club | None) -> bool:
        return role_of(user, club) in roles

    return allowed


for _action in ALLOWED:
    rules.add_perm(f"clubs.{_action}", _predicate(_action))

rules.add_perm("clubs.add_club", rules.is_authenticated)


@rules.predicate
def corrects_club_game(user: Any, access: GameAccess | None) -> bool:
    """The host and the editors of a game's club may correct it in the calculator."""
    if access is None:
        return False
    entry = ClubGame.objects.filter(game=access.game).select_related("club").first()
    return entry is not None and role_of(user, entry.club) in ALLOWED["correct_game"]


@rules.predicate
def reads_club_game(user: Any, access: GameAccess | None) -> bool:
    """Every member of a game's club reads it."""
    if access is None:
        return False
    entry = ClubGame.objects.filter(game=access.game).select_related("club").first()
    return entry is not None and role_of(user, entry.club) in ALLOWED["see_standings"]


# the calculator's own permissions (rulings/permissions.py: the owner and his co-editors),
# widened for a club's games
rules.set_perm("rulings.change_game", edits_game | corrects_club_game)
rules.set_perm("rulings.view_game", edits_game | reads_club_game)
