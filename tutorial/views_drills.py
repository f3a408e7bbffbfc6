"""Drills from one's own deals (issue 19, «Разбор своих сдач»).

A drill is a deal with its hands played again at the table (``tutorial.views_table``) from the
seat the learner chose. Its address carries it signed (``sign_drill``/``drill_of``): any page
that holds a deal with its hands (the deal viewer, the deal builder, a ruling, a calculator
deal) posts the deal to ``drill_start`` (the form: ``{% drill_form %}``, tutorial/templatetags/
drills.py). A signed-in learner saves a drill as a level of their own (``SavedDrill``): private,
played at an address holding an unguessable token; the owner shares that address, revokes it
(a new token: the old address is dead) or deletes the drill. Who may do what is
``tutorial/rules.py``; a drill a visitor may not play is answered as not there (404).
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core import signing
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rulings.core import PreferansError, parse_contract
from rulings.forms import DealRecordForm
from tutorial import lessons
from tutorial.display import language
from tutorial.lessons.table.drill import drill_level
from tutorial.models import MAX_SAVED_DRILLS, SavedDrill, new_drill_token
from tutorial.table_display import drill_payload

DRILL_SALT = "tutorial.drill"
MAX_TOKEN = 2000  # a signed drill of a whole deal is about 300 characters
MAX_RECORD = 50_000  # a deal record with every card and call is a few thousand characters


def sign_drill(payload: dict[str, Any]) -> str:
    """The drill's address part: its payload signed (not secret: the deal is the learner's)."""
    return signing.dumps(payload, salt=DRILL_SALT)


def read_drill(token: str) -> dict[str, Any]:
    """The payload of a signed drill address; 404 where it is forged, damaged or too long."""
    if len(token) > MAX_TOKEN:
        raise Http404(_("This deal's link is damaged: open the deal again."))
    try:
        payload = signing.loads(token, salt=DRILL_SALT)
    except signing.BadSignature:
        raise Http404(_("This deal's link is damaged: open the deal again.")) from None
    if not isinstance(payload, dict):
        raise Http404(_("This deal's link is damaged: open the deal again."))
    return payload


def level_of(payload: Any) -> Any:
    """The drill's level (``tutorial.lessons.table.drill``); 404 where the payload makes no deal."""
    try:
        return drill_level(payload)
    except (lessons.LessonError, ValueError, TypeError, AttributeError):
        raise Http404(_("This deal's link is damaged: open the deal again.")) from None


def drill_of(token: str) -> Any:
    return level_of(read_drill(token))


def saved_level(request: HttpRequest, token: str) -> Any:
    """A saved drill's level, for its owner, or for anyone while its link is shared."""
    drill = SavedDrill.objects.filter(token=token[:40]).first()
    if drill is None or not request.user.has_perm("tutorial.play_saveddrill", drill):
        raise Http404(_("There is no such exercise, or its link was closed."))
    request.saved_drill = drill
    return level_of(drill.payload)


def _refused(request: HttpRequest, message: str, status: int = 400) -> HttpResponse:
    return render(request, "tutorial/drill_refused.html", {"message": message}, status=status)


@require_POST
def drill_start(request: HttpRequest) -> HttpResponse:
    """«Разобрать»: the deal posted with its record, from the seat of ``player``, opens at the
    table; its address is its permalink."""
    if len(request.POST.get("record", "")) > MAX_RECORD:
        return _refused(request, _("This deal is too long to be a deal of preferans."))
    form = DealRecordForm(request.POST)
    if not form.is_valid():
        return _refused(request, _("The deal could not be read: open it again."))
    try:
        payload = drill_payload(form.replay, request.POST.get("player", "")[:80])
    except ValueError as error:
        return _refused(request, str(error))
    level_of(payload)  # a deal the table cannot play is refused here, not at its address
    return redirect("tutorial:drill_table", sign_drill(payload))


@require_POST
def save(request: HttpRequest, drill: str) -> HttpResponse:
    """«Сохранить как своё упражнение»: the drill becomes a private level of the signed-in
    learner; a visitor is asked to sign in first (and comes back to the same table)."""
    payload = read_drill(drill)
    level_of(payload)
    if not request.user.has_perm("tutorial.add_saveddrill"):
        return redirect_to_login(reverse("tutorial:drill_table", args=[drill]))
    found = SavedDrill.objects.filter(user=request.user, payload=payload).first()
    if found is None:
        if SavedDrill.objects.filter(user=request.user).count() >= MAX_SAVED_DRILLS:
            message = _("You have %(n)s saved exercises: delete some to save more.")
            return _refused(request, message % {"n": MAX_SAVED_DRILLS})
        found = SavedDrill.objects.create(user=request.user, payload=payload, title=_title(payload))
    messages.success(request, _("The deal is saved in «My exercises» on the progress page."))
    return redirect("tutorial:saved_table", found.token)


def _title(payload: dict[str, Any]) -> str:
    """«6♠, Anna's seat» in the reader's language (kept as written when saved)."""
    try:
        contract = parse_contract(str(payload.get("contract", "")))
        text = contract.en if language() == "en" else contract.ru
    except PreferansError:
        text = str(payload.get("contract", ""))
    return _("%(contract)s, as %(player)s") % {
        "contract": text,
        "player": str(payload.get("name", ""))[:40],
    }


def _owned(request: HttpRequest, token: str, perm: str) -> SavedDrill:
    drill = get_object_or_404(SavedDrill, token=token[:40])
    if not request.user.has_perm(perm, drill):
        raise Http404(_("There is no such exercise, or its link was closed."))
    return drill


@require_POST
def share(request: HttpRequest, token: str) -> HttpResponse:
    """The owner opens the drill's link to anyone who has it."""
    drill = _owned(request, token, "tutorial.change_saveddrill")
    drill.shared = True
    drill.save(update_fields=["shared"])
    return redirect(reverse("tutorial:progress") + "#my-drills")


@require_POST
def revoke(request: HttpRequest, token: str) -> HttpResponse:
    """The owner closes the link: a new token, so the address given out no longer opens."""
    drill = _owned(request, token, "tutorial.change_saveddrill")
    drill.shared = False
    drill.token = new_drill_token()
    drill.save(update_fields=["shared", "token"])
    messages.success(request, _("The link is closed: the exercise is yours alone again."))
    return redirect(reverse("tutorial:progress") + "#my-drills")


@require_POST
def delete(request: HttpRequest, token: str) -> HttpResponse:
    drill = _owned(request, token, "tutorial.delete_saveddrill")
    drill.delete()
    messages.success(request, _("The exercise is deleted."))
    return redirect(reverse("tutorial:progress") + "#my-drills")


def my_drills(request: HttpRequest) -> list[dict[str, Any]]:
    """The signed-in learner's saved drills for the progress page, each with its addresses."""
    if not request.user.is_authenticated:
        return []
    return [
        {
            "drill": drill,
            "url": reverse("tutorial:saved_table", args=[drill.token]),
            "link": request.build_absolute_uri(reverse("tutorial:saved_table", args=[drill.token])),
        }
        for drill in SavedDrill.objects.filter(user=request.user)
    ]
