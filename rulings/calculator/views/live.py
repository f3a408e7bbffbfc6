"""Live on every phone and the people at the table (issue 24): the version a watching phone
polls, the owner's co-editors, the invitation link.

The poll (``GET /score/s/<token>/live/``, the share token: whoever may read the game has it)
sends the version it has as ``If-None-Match: "v<version>"`` and is answered 304 while that is the
game's version, else 200 with the new version (its ETag and ``{"version": …}``); one indexed
query, no session read, no record read; the version is kept in Redis for
``live.LivePollMiddleware``, which answers the next polls before anything else. The page's
script (static/js/live.js) then fetches the page's own parts anew.
"""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_http_methods

from rulings.calculator import coeditors, live
from rulings.calculator.views.common import can, owned
from rulings.models import EditInvitation
from rulings.web import live_versions
from rulings.web.htmx import is_htmx

PEOPLE_TEMPLATE = "calculator/_people.html"


@never_cache
@require_GET
def poll(request: HttpRequest, token: str) -> HttpResponse:
    version = live.current_version(token)
    if version is None:
        raise Http404
    asked = request.headers.get("If-None-Match", "")
    # the next polls answered before the middleware (rulings/web/live_versions.py)
    live_versions.remember(token, version, seen=live.seen_in(asked))
    if live.unchanged(version, asked):
        return live.not_modified(version)
    response = JsonResponse({"version": version})
    response["ETag"] = live.etag(version)
    return response


@require_http_methods(["GET", "POST"])
def people(request: HttpRequest, pk: int) -> HttpResponse:
    """Who enters deals into the game: its owner and co-editors, the invitation link. The
    owner changes them (POST ``action``: add, remove, invite, revoke); a co-editor reads."""
    game = owned(request, pk, "rulings.view_game")
    manage = can(request, "rulings.share_game", game)
    message, status = "", 200
    if request.method == "POST":
        if not manage:
            raise PermissionDenied(_("Only the owner of this game names its co-editors."))
        message, status = _change_people(request, game)
    invitation = coeditors.invitation(game) if manage else None
    context = {
        "game": game,
        "manage": manage,
        "coeditors": coeditors.coeditors(game),
        "invitation_url": invitation
        and request.build_absolute_uri(reverse("calculator:join", args=[invitation.token])),
        "people_message": message,
        "people_error": status != 200,
    }
    if is_htmx(request):
        return render(request, PEOPLE_TEMPLATE, context, status=status)
    if request.method == "POST" and status == 200:
        return redirect(reverse("calculator:people", args=[pk]))
    return render(request, "calculator/people_page.html", context, status=status)


def _change_people(request: HttpRequest, game) -> tuple[str, int]:
    action = request.POST.get("action")
    try:
        if action == "add":
            added = coeditors.add_by_username(game, request.POST.get("username", "")[:150])
            name = live.author_name(added.user)
            return _("%(name)s can enter deals now.") % {"name": name}, 200
        if action == "remove":
            raw = request.POST.get("coeditor", "")
            if not (raw.isascii() and raw.isdigit() and len(raw) <= 18):
                return _("Which co-editor? Reload the page."), 400
            coeditors.remove(game, int(raw))
            return _("Removed: this user only reads the game now, by the share link."), 200
        if action == "invite":
            coeditors.invite(game)
            return "", 200
        if action == "revoke":
            coeditors.revoke(game)
            return _("The invitation link no longer works."), 200
    except coeditors.CoEditorRefused as refused:
        return str(refused), 400
    return _("Which change? Reload the page."), 400


@require_http_methods(["GET", "POST"])
def join(request: HttpRequest, token: str) -> HttpResponse:
    """An invitation link: a signed-in user accepts (POST) and enters deals from then on."""
    found = EditInvitation.objects.filter(token=token).select_related("game").first()
    if found is None:
        return render(request, "calculator/join.html", {"gone": True}, status=404)
    if not request.user.is_authenticated:
        # the invitation stays in view: sign in or sign up, then back here (``next``)
        context = {"game": found.game, "next": request.get_full_path()}
        return render(request, "calculator/join.html", context)
    if request.method == "POST":
        try:
            coeditors.accept(found, request.user)
        except coeditors.CoEditorRefused as refused:
            context = {"game": found.game, "join_message": str(refused)}
            return render(request, "calculator/join.html", context, status=400)
        return redirect("calculator:game", pk=found.game.pk)
    return render(request, "calculator/join.html", {"game": found.game})
