"""The table (issue 19): a ``play_to_goal`` level played card by card against the solver.

Thin: the deal, its state and the analysis are the lesson engine's (``tutorial.lessons.table``);
these views read a card from a form, ask the engine, and render. The state travels signed
(``django.core.signing``): the learner's page holds the cards played so far, and a forged or
damaged state is refused with the table as it was (400). The session remembers the state each
level's table last reached, so a page left behind in another tab (the deal moved on there) is
told so (409) and shown the table as it is. An illegal card, a card not in the hand or a card
once the deal is over is refused the same way. Each form works without JavaScript; with htmx the
table (``#table``) is swapped in place. A finished deal is recorded through the progress service,
as a wrong answer when the goal was not met.
"""

from __future__ import annotations

from typing import Any

from django.core import signing
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from rulings.core import CardParseError, parse_card
from rulings.messages import translate
from rulings.web.htmx import is_htmx
from tutorial import lessons, selectors, services, views_drills
from tutorial.display import citations, language
from tutorial.lessons import table as engine
from tutorial.selectors import MAX_STARS
from tutorial.table_display import analysis_context, table_context
from tutorial.views import MAX_SEED, REVIEW_QUERY, _practice_of, owner_of, says_why

SALT = "tutorial.table"
MAX_FIELD = 4000  # a signed state of a whole deal is about 300 characters


class Refused(Exception):
    """A request the table cannot follow: the message in the learner's words, the status."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.message = message
        self.status = status


def _table_level(request: HttpRequest, level_id: str, drill: str = "", saved: str = "") -> Any:
    """The level played: a course or practice level by its id, a drill (a deal brought to the
    table, tutorial/views_drills.py) made from its signed payload in the URL, or a saved drill
    by its token (its owner's, or anyone's while shared)."""
    request.drill = drill or saved
    request.table_route = "saved" if saved else "drill" if drill else ""
    if saved:
        return views_drills.saved_level(request, saved)
    if drill:
        return views_drills.drill_of(drill)
    try:
        found = lessons.level(level_id)
    except lessons.UnknownLevelError:
        raise Http404(_("There is no such level.")) from None
    if found.kind != "play_to_goal":
        raise Http404(_("This level is not played at the table."))
    practice = _practice_of(found)
    if found.id != level_id or (practice and practice[1] > MAX_SEED):  # «-practice-007», a
        # seed no practice link gives: a link typed or altered by hand
        raise Http404(_("This practice deal's link is damaged: open a new deal of the stage."))
    return found


SESSION_KEY = "tables"
KEPT_TABLES = 8  # the session is a signed cookie: only the tables played last are remembered


def _stored(request: HttpRequest, found: Any) -> str | None:
    """Where this browser's table of the level stands (its cards played), if remembered."""
    tables = request.session.get(SESSION_KEY)
    text = tables.get(found.id) if isinstance(tables, dict) else None
    return text if isinstance(text, str) else None


def _played_text(state: engine.TableState) -> str:
    return " ".join(f"{seat}:{card.en}" for seat, card in state.played)


def _sign(found: Any, state: engine.TableState) -> str:
    return signing.dumps({"level": found.id, "played": _played_text(state)}, salt=SALT)


def _from_text(found: Any, text: str) -> engine.TableState:
    played = []
    for item in text.split():
        seat, _sep, card = item.partition(":")
        played.append((seat, parse_card(card)))
    return engine.resume(found.exercise.deal, tuple(played))


def _current(request: HttpRequest, found: Any) -> engine.TableState:
    """The state this browser's table last reached (the start if none, or if it no longer
    replays: the level changed since)."""
    text = _stored(request, found) or ""
    try:
        return _from_text(found, text)
    except (ValueError, engine.TableError):
        return engine.start(found.exercise.deal)


def _posted(request: HttpRequest, found: Any) -> engine.TableState:
    """The state the page that sent the form showed; ``Refused`` if forged or stale."""
    token = request.POST.get("state", "")
    if not token or len(token) > MAX_FIELD:
        raise Refused(_("The page did not send the deal. Here is the table as it is."))
    try:
        data = signing.loads(token, salt=SALT)
    except signing.BadSignature:
        raise Refused(
            _("This deal's page was damaged or altered. Here is the table as it is.")
        ) from None
    if not isinstance(data, dict) or data.get("level") != found.id:
        raise Refused(_("This page belongs to another deal. Here is the table as it is."))
    text = data.get("played", "")
    stored = _stored(request, found)
    if not isinstance(text, str):
        raise Refused(_("This deal's page was damaged or altered. Here is the table as it is."))
    if stored is not None and stored != text:
        raise Refused(
            _("This deal has moved on in another tab or window. Here is the table as it is now."),
            status=409,
        )
    try:
        return _from_text(found, text)
    except (ValueError, engine.TableError):
        raise Refused(
            _("This deal's page was damaged or altered. Here is the table as it is.")
        ) from None


def _remember(request: HttpRequest, found: Any, state: engine.TableState) -> None:
    """Remember where the table stands; the oldest tables beyond ``KEPT_TABLES`` are forgotten
    (a page of one of them is then taken as it comes)."""
    tables = request.session.get(SESSION_KEY)
    tables = dict(tables) if isinstance(tables, dict) else {}
    tables.pop(found.id, None)
    tables[found.id] = _played_text(state)
    request.session[SESSION_KEY] = dict(list(tables.items())[-KEPT_TABLES:])


@says_why
@vary_on_headers("HX-Request")
@require_http_methods(["GET", "POST"])
def table(
    request: HttpRequest, level_id: str = "", drill: str = "", saved: str = ""
) -> HttpResponse:
    """GET: the table where this browser left it. POST ``card`` with ``state``: play it."""
    found = _table_level(request, level_id, drill, saved)
    if request.method == "GET":
        state = _current(request, found)
        if state.over and _reviewing(request):  # the mistake comes back: the deal anew
            state = engine.start(found.exercise.deal)
            _remember(request, found, state)
        return _page(request, found, state)
    try:
        state = _posted(request, found)
        card = _card(request.POST.get("card", ""))
        before = state
        state = _play(state, card)
    except Refused as refused:
        return _page(request, found, _current(request, found), refused.message, refused.status)
    _remember(request, found, state)
    if state.over and not before.over and not request.drill:
        _record(request, found, state)
    return _page(request, found, state)


def _card(text: str) -> Any:
    if not text or len(text) > 8:
        raise Refused(_("Choose a card from your hand."))
    try:
        return parse_card(text)
    except CardParseError:
        raise Refused(_("Choose a card from your hand.")) from None


def _play(state: engine.TableState, card: Any) -> engine.TableState:
    try:
        return engine.play(state, card)
    except engine.TableError as error:
        status = 409 if state.over else 400
        raise Refused(translate(error.template, error.params), status) from None


def _record(request: HttpRequest, found: Any, state: engine.TableState) -> None:
    """A finished deal: a right answer when the goal was met, else a wrong one (the review
    queue built on the progress service sees it as any other wrong answer)."""
    owner = owner_of(request, create=True)
    row = selectors.level_progress(owner, found.id)
    stars = lessons.stars(
        correct=state.met,
        best=state.met and state.hopeless_after is None,
        hints_used=0,
        attempt=(row.misses if row else 0) + 1,
        par=found.par,
    )
    services.record_answer(owner, found.id, correct=state.met, stars=stars)


@says_why
@require_POST
def again(
    request: HttpRequest, level_id: str = "", drill: str = "", saved: str = ""
) -> HttpResponse:
    """«Play again from here»: the same deal from the start of a trick (``trick``), or from
    the beginning (no trick)."""
    found = _table_level(request, level_id, drill, saved)
    try:
        state = _posted(request, found)
        number = request.POST.get("trick", "")
        if number:
            if not number.isdigit() or len(number) > 2:
                raise Refused(_("There is no such trick in this deal."))
            state = engine.from_trick(state, int(number))
        else:
            state = engine.start(found.exercise.deal)
    except engine.TableError:
        return _page(
            request, found, _current(request, found), _("There is no such trick in this deal.")
        )
    except Refused as refused:
        return _page(request, found, _current(request, found), refused.message, refused.status)
    _remember(request, found, state)
    return _page(request, found, state)


@says_why
@vary_on_headers("HX-Request")
@require_GET
def analysis(
    request: HttpRequest, level_id: str = "", drill: str = "", saved: str = ""
) -> HttpResponse:
    """The analysis of a finished deal (solved at the request; htmx swaps it in, or a page)."""
    found = _table_level(request, level_id, drill, saved)
    state = _current(request, found)
    if not state.over:
        return _page(request, found, state, _("The analysis comes when the deal is over."), 409)
    context = {
        **_context(request, found, state),
        "analysis": analysis_context(engine.analyse(state), state),
    }
    template = "tutorial/table_analysis.html" + ("#analysis" if is_htmx(request) else "")
    return render(request, template, context)


def _reviewing(request: HttpRequest) -> bool:
    """The review session's table (``?review=1``, kept by its forms)."""
    return request.GET.get("review") == "1"


def _context(request: HttpRequest, found: Any, state: engine.TableState) -> dict[str, Any]:
    practice = _practice_of(found)
    exercise = found.exercise
    owner = owner_of(request)
    row = selectors.level_progress(owner, found.id)
    urls = _urls(request, found)
    review = _reviewing(request)
    if review:  # its forms keep the review session
        urls = {**urls, **{key: urls[key] + REVIEW_QUERY for key in ("table_url", "again_url")}}
    ended = state.over and not request.drill  # where the deal leads on (_next_step.html)
    return {
        "level": found,
        "stage": lessons.stage(found.stage_id),
        "practice": practice,
        "row": row,
        "max_stars": MAX_STARS,
        "table": table_context(exercise, state, language()),
        "token": _sign(found, state),
        **urls,
        "drill": bool(request.drill),
        "save_url": reverse("tutorial:drill_save", args=[request.drill])
        if request.table_route == "drill"
        else "",
        "next": None if practice or request.drill else lessons.next_level(found.id),
        "citations": citations(found.sources) if state.over else [],
        "review": review,
        **(selectors.after_verdict(owner, found, practice=bool(practice)) if ended else {}),
    }


def _urls(request: HttpRequest, found: Any) -> dict[str, str]:
    route = request.table_route
    if route:
        names = (f"{route}_table", f"{route}_again", f"{route}_analysis")
        args = [request.drill]
    else:
        names, args = ("table", "table_again", "table_analysis"), [found.id]
    return {
        key: reverse(f"tutorial:{name}", args=args)
        for key, name in zip(("table_url", "again_url", "analysis_url"), names, strict=True)
    }


def _page(
    request: HttpRequest,
    found: Any,
    state: engine.TableState,
    error: str = "",
    status: int = 200,
) -> HttpResponse:
    context = {**_context(request, found, state), "error": error, "htmx": is_htmx(request)}
    template = "tutorial/table.html" + ("#table" if is_htmx(request) else "")
    return render(request, template, context, status=status)
