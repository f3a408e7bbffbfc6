"""The club's pages: the list, a club's page (its rules in force), its people and invitations,
joining and leaving, and the profile page.

Every view that needs a role names its action (``club_view("invite")``): the permission
``clubs.<action>`` of rulings/clubs/rules.py is checked with the club; an anonymous visitor is
sent to sign in, anyone else refused with a 403 that says why. A refusal of the services
(``ClubRefusal``: a stale invitation, an edit that raced a publish…) is answered by
``refused`` with its status and message, nothing saved.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from rulings.clubs import selectors, services
from rulings.clubs.forms import EditClubForm, NewClubForm
from rulings.clubs.models import Club, ClubGame, ClubSeat, Invitation, Membership
from rulings.clubs.rules import ALLOWED, role_of
from rulings.clubs.services import ClubRefusal
from rulings.models import Game
from rulings.web.forms import posted
from rulings.web.words import preset_label

CSS = "css/clubs.css"


def refused(request: HttpRequest, error: ClubRefusal, club: Club | None = None) -> HttpResponse:
    context = {"club": club, "message": str(error)}
    return render(request, "clubs/refused.html", context, status=error.status)


def _denied(request: HttpRequest, club: Club) -> str:
    member = Membership.objects.filter(club=club, user=request.user).first()
    if member is not None and not member.active:
        return _("You are no longer a member of this club: ask the host for a new invitation.")
    if member is None:
        return _("This is for the members of the club.")
    return _("Your role in this club does not allow this.")


def club_view(action: str | None) -> Callable:
    """The view gets the club of its address; ``action``: the permission it needs."""

    def decorate(view: Callable) -> Callable:
        @functools.wraps(view)
        def wrapped(request: HttpRequest, slug: str, *args: Any, **kwargs: Any) -> HttpResponse:
            club = get_object_or_404(Club.objects.select_related("house__owner"), slug=slug)
            if action is not None and not request.user.has_perm(f"clubs.{action}", club):
                if not request.user.is_authenticated:
                    return redirect_to_login(request.get_full_path())
                raise PermissionDenied(_denied(request, club))
            try:
                return view(request, club, *args, **kwargs)
            except ClubRefusal as error:
                return refused(request, error, club)

        return wrapped

    return decorate


def perms_of(request: HttpRequest, club: Club) -> dict[str, bool]:
    """What the page offers the visitor: the permission table read for their role (the same
    predicates ``club_view`` checks, without asking every backend for each action)."""
    role = role_of(request.user, club)
    return {action: role in roles for action, roles in ALLOWED.items()}


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    clubs = Club.objects.all()
    mine = Club.objects.none()
    if request.user.is_authenticated:
        mine = clubs.filter(memberships__user=request.user, memberships__removed_at__isnull=True)
    return render(request, "clubs/index.html", {"clubs": clubs, "mine": mine})


@require_http_methods(["GET", "POST"])
def create(request: HttpRequest) -> HttpResponse:
    if not request.user.has_perm("clubs.add_club"):
        return redirect_to_login(request.get_full_path())
    form = NewClubForm(posted(request))
    if request.method == "POST":
        if form.is_valid():
            data = dict(form.cleaned_data)
            try:
                club = services.create_club(host=request.user, **data)
            except ClubRefusal as error:  # taken at the same moment
                form.add_error("slug", str(error))
            else:
                messages.success(request, _("The club is open. Invite its members from «People»."))
                return redirect(club)
        return render(request, "clubs/form.html", {"form": form}, status=400)
    return render(request, "clubs/form.html", {"form": form})


@require_GET
@club_view(None)
def detail(request: HttpRequest, club: Club) -> HttpResponse:
    """The club's page: its notes and the rules in force, what they changed, the links."""
    every = list(club.versions.order_by("-number"))
    versions = [v for v in every if v.published]
    version = versions[0]  # the version in force
    perms = perms_of(request, club)
    draft = next((v for v in every if not v.published), None)
    context = {
        "club": club,
        "version": version,
        "version_name": selectors.version_name(version),
        "preset_label": preset_label(version.preset),
        # what follows from the version alone: drawn once (a published version never changes),
        # so worked out only when the template draws it (a callable is called by the template)
        "rules": lambda: selectors.version_words(version),
        "draft": draft if perms["view_draft"] else None,
        "perms": perms,
        "role": role_of(request.user, club),
        "host": club.house.owner if club.house else club.host(),  # the mirror's owner
        "games": latest_games(club) if perms["see_standings"] else [],
        "versions": versions,
    }
    return render(request, "clubs/detail.html", context)


def latest_games(club: Club, count: int = 10) -> list[dict]:
    """The club's newest games with their players, in one query (the seats with their games)."""
    newest = ClubGame.objects.filter(club=club).order_by("-played_on", "-pk")[:count]
    seats = ClubSeat.objects.filter(club_game__in=newest.values("pk")).select_related(
        "club_game__version"
    )
    games: dict[int, dict] = {}
    for seat in seats.order_by("-club_game__played_on", "-club_game_id", "seat"):
        entry = games.setdefault(seat.club_game_id, {"entry": seat.club_game, "names": []})
        entry["names"].append(seat.name)
    return list(games.values())


@require_http_methods(["GET", "POST"])
@club_view("edit")
def edit(request: HttpRequest, club: Club) -> HttpResponse:
    form = EditClubForm(posted(request), instance=club)
    if request.method == "POST":
        if form.is_valid():
            form.save()
            messages.success(request, _("Saved."))
            return redirect(club)
        return render(request, "clubs/form.html", {"form": form, "club": club}, status=400)
    return render(request, "clubs/form.html", {"form": form, "club": club})


# --- people and invitations
@require_GET
@club_view("view_draft")
def people(request: HttpRequest, club: Club) -> HttpResponse:
    context = {
        "club": club,
        "members": club.memberships.filter(removed_at__isnull=True).select_related("user"),
        "invitations": club.invitations.all()
        if request.user.has_perm("clubs.invite", club)
        else [],
        "perms": perms_of(request, club),
        "me": request.user,
    }
    return render(request, "clubs/people.html", context)


@require_POST
@club_view("invite")
def invite(request: HttpRequest, club: Club) -> HttpResponse:
    invitation = services.invite(club, request.user)
    link = request.build_absolute_uri(invitation.get_absolute_url())
    messages.success(request, _("A new invitation: %(link)s") % {"link": link})
    return redirect("clubs:people", club.slug)


@require_POST
@club_view("invite")
def revoke(request: HttpRequest, club: Club, pk: int) -> HttpResponse:
    services.revoke(get_object_or_404(Invitation, club=club, pk=pk))
    messages.success(request, _("The invitation is revoked: its link no longer works."))
    return redirect("clubs:people", club.slug)


def _membership(club: Club, pk: int) -> Membership:
    return get_object_or_404(Membership.objects.select_related("user"), club=club, pk=pk)


@require_POST
@club_view("invite")
def set_role(request: HttpRequest, club: Club, pk: int) -> HttpResponse:
    member = _membership(club, pk)
    services.set_role(member, request.POST.get("role", ""))
    messages.success(request, _("Saved."))
    return redirect("clubs:people", club.slug)


@require_POST
@club_view("remove")
def remove(request: HttpRequest, club: Club, pk: int) -> HttpResponse:
    member = _membership(club, pk)
    services.remove(member)
    messages.success(
        request, _("%(name)s is no longer a member.") % {"name": services.player_name(member.user)}
    )
    return redirect("clubs:people", club.slug)


@require_POST
@club_view("view_draft")
def leave(request: HttpRequest, club: Club) -> HttpResponse:
    services.remove(Membership.objects.get(club=club, user=request.user))
    messages.success(request, _("You left the club «%(club)s».") % {"club": club.name})
    return redirect("clubs:index")


@require_http_methods(["GET", "POST"])
def join(request: HttpRequest, token: str) -> HttpResponse:
    invitation = Invitation.objects.filter(token=token[:32]).select_related("club").first()
    if invitation is None:
        return refused(
            request, services.Gone(_("There is no such invitation: ask the host for a new link."))
        )
    club = invitation.club
    if not invitation.usable():
        return refused(
            request,
            services.Gone(services.stale_invitation()),
            club,
        )
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if request.method == "POST":
        try:
            services.join(invitation, request.user)
        except ClubRefusal as error:
            return refused(request, error, club)
        messages.success(request, _("Welcome to the club «%(club)s».") % {"club": club.name})
        return redirect(club)
    return render(
        request,
        "clubs/join.html",
        {"club": club, "invitation": invitation, "role": role_of(request.user, club)},
    )


# --- the profile
@require_GET
def profile(request: HttpRequest) -> HttpResponse:
    """«Мои клубы», «мои пули», «мой прогресс»: the player's clubs here, links to the rest."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    memberships = (
        Membership.objects.filter(user=request.user, removed_at__isnull=True)
        .select_related("club")
        .order_by("club__name")
    )
    # the games the player owns, co-edits or plays in at a club: the ongoing ones first
    user = request.user
    games = (
        Game.objects.filter(
            Q(owner=user) | Q(coeditors__user=user) | Q(club_entry__seats__user=user)
        )
        .select_related("club_entry__club")
        .distinct()
        .order_by("finished", "-updated_at")[:20]
    )
    context = {"memberships": memberships, "games": games}
    return render(request, "clubs/profile.html", context)
