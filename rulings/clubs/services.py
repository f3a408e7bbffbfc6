"""What changes a club: making it, its invitations and members, its draft and its publishing,
its games. Each refusal is a ``ClubRefusal`` (a ``ValueError``) that says what is wrong in the
reader's language, with the HTTP status the views answer it with; nothing is half done (each
change is one transaction).
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from fractions import Fraction
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import F, Max
from django.utils import timezone
from django.utils.translation import gettext as _

from rulings.calculator import services as calculator
from rulings.calculator.my_games import scored
from rulings.clubs.models import (
    Club,
    ClubGame,
    ClubSeat,
    ClubVersion,
    DraftComment,
    Invitation,
    Membership,
)
from rulings.clubs.rules import forget_roles
from rulings.models import Game, HouseConvention

INVITATION_DAYS = 14


class ClubRefusal(ValueError):
    status = 400


class Conflict(ClubRefusal):
    """The page was older than the draft (an edit raced a publish or another edit)."""

    status = 409


class Gone(ClubRefusal):
    """A stale invitation: revoked or expired."""

    status = 410


class Forbidden(ClubRefusal):
    status = 403


# --- the club
@transaction.atomic
def create_club(
    *,
    host: Any,
    slug: str,
    name: str,
    preset: str = "sochi",
    options: dict | None = None,
    **page: str,
) -> Club:
    """A club with its host, its rules as version 1 (published) and their mirror: the house
    convention made here becomes the club (signals.house_becomes_club)."""
    if (
        Club.objects.filter(slug=slug).exists()
        or HouseConvention.objects.filter(slug=slug).exists()
    ):
        raise ClubRefusal(taken_message(slug))
    HouseConvention.objects.create(
        owner=host,
        slug=slug,
        title=name,
        preset=preset,
        options=options or {},
        about=page.get("about", ""),
    )
    return save_page(Club.objects.get(slug=slug), **page)


def club_of_house(
    house: HouseConvention, *, host: Any, name: str, options: dict, **page: str
) -> Club:
    """The club a house convention becomes: its host, its rules as version 1."""
    club = Club.objects.create(slug=house.slug, name=name, house=house, **page)
    Membership.objects.create(club=club, user=host, role=Membership.HOST)
    version = ClubVersion.objects.create(
        club=club, number=1, preset=house.preset, options=dict(options or house.options)
    )
    publish(version, version.revision)
    return club


def taken_message(slug: str) -> str:
    return _("The address «%(slug)s» is taken: choose another.") % {"slug": slug}


def save_page(club: Club, **page: str) -> Club:
    for field, value in page.items():
        setattr(club, field, value)
    club.save()
    return club


# --- invitations and members
def invite(club: Club, by: Any, days: int = INVITATION_DAYS) -> Invitation:
    expires = timezone.now() + timedelta(days=days)
    return Invitation.objects.create(club=club, created_by=by, expires_at=expires)


def revoke(invitation: Invitation) -> None:
    if invitation.revoked_at is None:
        invitation.revoked_at = timezone.now()
        invitation.save(update_fields=["revoked_at"])


@transaction.atomic
def join(invitation: Invitation, user: Any) -> Membership:
    """The user joins by the invitation; an active member stays as is."""
    invitation = Invitation.objects.select_for_update().get(pk=invitation.pk)
    if not invitation.usable():
        raise Gone(stale_invitation())
    club = invitation.club
    found = Membership.objects.filter(club=club, user=user).first()
    if found is not None and found.active:
        return found
    if found is not None and found.removed_at > invitation.created_at:
        raise Forbidden(
            _(
                "You were removed from this club after this invitation was made: "
                "ask the host for a new one."
            )
        )
    if found is None:
        found = Membership.objects.create(club=club, user=user, role=Membership.MEMBER)
    else:
        found.removed_at, found.role, found.joined_at = None, Membership.MEMBER, timezone.now()
        found.save(update_fields=["removed_at", "role", "joined_at"])
    Invitation.objects.filter(pk=invitation.pk).update(joined=invitation.joined + 1)
    forget_roles(user)
    return found


def stale_invitation() -> str:
    return _("This invitation is no longer valid (revoked or expired): ask the host for a new one.")


def set_role(membership: Membership, role: str) -> None:
    if membership.role == Membership.HOST or role not in (Membership.EDITOR, Membership.MEMBER):
        raise ClubRefusal(_("The host stays the host."))
    if not membership.active:
        raise ClubRefusal(_("This person is no longer a member of the club."))
    membership.role = role
    membership.save(update_fields=["role"])


def remove(membership: Membership) -> None:
    """The host removes a member or an editor, or a member leaves; the host cannot leave."""
    if membership.role == Membership.HOST:
        raise ClubRefusal(_("The host cannot leave the club."))
    if not membership.active:
        raise ClubRefusal(_("This person is no longer a member of the club."))
    membership.removed_at = timezone.now()
    membership.role = Membership.MEMBER
    membership.save(update_fields=["removed_at", "role"])
    forget_roles(membership.user)


# --- the rules: a draft, then a published version
@transaction.atomic
def draft_of(club: Club) -> ClubVersion:
    """The club's draft, made from the version in force when there is none."""
    draft = club.draft()
    if draft is not None:
        return draft
    base = club.in_force()
    number = (club.versions.aggregate(n=Max("number"))["n"] or 0) + 1
    try:
        with transaction.atomic():
            return ClubVersion.objects.create(
                club=club,
                number=number,
                preset=base.preset if base else "sochi",
                options=dict(base.options) if base else {},
            )
    except IntegrityError:  # made at the same moment by another editor
        return club.draft()


def save_draft(draft: ClubVersion, revision: int, *, preset: str, options: dict) -> ClubVersion:
    """The draft's new rules, unless it changed (or was published) since ``revision``."""
    done = ClubVersion.objects.filter(
        pk=draft.pk, state=ClubVersion.DRAFT, revision=revision
    ).update(preset=preset, options=options, revision=revision + 1, updated_at=timezone.now())
    if not done:
        raise Conflict(stale_message(draft))
    draft.refresh_from_db()
    return draft


def stale_message(draft: ClubVersion) -> str:
    current = ClubVersion.objects.filter(pk=draft.pk).first()
    if current is None or current.published:
        return _(
            "Version %(n)s was published while you were editing it: nothing was saved. What you "
            "chose is still in the form: send it again to make the next draft."
        ) % {"n": draft.number}
    return _(
        "The draft was changed by someone else while you were editing it: nothing was saved. "
        "What you chose is still in the form: look at the draft and send it again."
    )


@transaction.atomic
def publish(draft: ClubVersion, revision: int) -> ClubVersion:
    """The draft becomes the version in force, as it was at ``revision``; the mirror follows."""
    now = timezone.now()
    done = ClubVersion.objects.filter(
        pk=draft.pk, state=ClubVersion.DRAFT, revision=revision
    ).update(state=ClubVersion.PUBLISHED, published_at=now)
    if not done:
        raise Conflict(
            _("The draft changed since the page was shown: look at it again before publishing.")
        )
    draft.refresh_from_db()
    ClubVersion.objects.filter(pk=draft.pk).update(label=draft.make_label())
    draft.refresh_from_db()
    _mirror(draft)
    return draft


def _mirror(version: ClubVersion) -> None:
    house = version.club.house
    if house is None:
        return
    house.preset, house.options, house.title = (
        version.preset,
        dict(version.options),
        version.club.name,
    )
    house.save(update_fields=["preset", "options", "title", "updated_at"])


def comment(draft: ClubVersion, author: Any, text: str) -> DraftComment:
    if draft.published:
        raise Conflict(_("This version is published: comments are for drafts."))
    return DraftComment.objects.create(version=draft, author=author, text=text)


# --- games
def player_name(user: Any) -> str:
    return (user.get_full_name() or user.get_username())[:40]


@transaction.atomic
def create_game(
    club: Club,
    *,
    by: Any,
    members: list[Any],
    guests: list[str],
    played_on: Any,
    whist_price: Decimal,
    pulya: int = 0,
) -> ClubGame:
    """A club game under the version in force: members (by account) then guests (by name) in
    that order of seats; two members of one name are told apart by their accounts."""
    version = club.in_force()
    names = [player_name(u) for u in members]
    names = [
        f"{n} ({u.get_username()})" if names.count(n) > 1 else n
        for n, u in zip(names, members, strict=True)
    ]
    names += guests
    if len(set(names)) != len(names):
        raise ClubRefusal(_("Two players have the same name: tell them apart."))
    game = calculator.game_create(
        owner=by,
        session_key="",
        players=names,
        convention=version.spec(),
        pulya=pulya,
        whist_price=whist_price,
        title="",
    )
    entry = ClubGame.objects.create(
        game=game, club=club, version=version, played_on=played_on, created_by=by
    )
    seats = [(u, n) for u, n in zip(members, names, strict=False)]
    seats += [(None, n) for n in guests]
    ClubSeat.objects.bulk_create(
        ClubSeat(club_game=entry, seat=i, user=u, name=n) for i, (u, n) in enumerate(seats)
    )
    keep_results(game)
    return entry


def keep_results(game: Game) -> None:
    """The seats' results of a club game, from the game's score (none while it cannot be
    scored), and the game's version they are for."""
    entry = ClubGame.objects.filter(game=game).first()
    if entry is None:
        return
    ClubGame.objects.filter(pk=entry.pk).update(scored_version=game.version)
    stats = scored(game).statistics
    price = Decimal(game.whist_price or 0)
    for seat in entry.seats.all():
        whists = money = None
        if stats is not None and seat.seat < len(stats.lines):
            balance = Fraction(stats.lines[seat.seat].balance)
            whists = (Decimal(balance.numerator) / balance.denominator).quantize(Decimal("0.01"))
            money = (whists * price).quantize(Decimal("0.01"))
        ClubSeat.objects.filter(pk=seat.pk).update(whists=whists, money=money)


def rescore(club: Club) -> None:
    """The results of the club's games changed since they were kept (the calculator saves a
    game's deals without signals: its version tells)."""
    stale = ClubGame.objects.filter(club=club).exclude(scored_version=F("game__version"))
    for entry in stale.select_related("game"):
        keep_results(entry.game)
