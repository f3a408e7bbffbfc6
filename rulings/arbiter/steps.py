"""The arbiter's flow, step by step: what each step shows, and the checks every view shares.

The views (``views.py`` for the four steps, ``card_views.py`` for what the ruling card does)
answer with one of these steps; a refused game is step 1 again (403), a tampered state step 1
with the reason (400), a ruling whose solver search goes past the site's node budget step 3
with the reason (503, issue 13).
"""

from __future__ import annotations

from functools import wraps
from typing import Any

from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _

from rulings.arbiter import labels, selectors, services, write_once
from rulings.arbiter.forms import (
    ArbiterFailed,
    DealForm,
    FlowState,
    IncidentForm,
    StateForm,
    problem_line,
    rule,
)
from rulings.core import SolverBudgetError
from rulings.examples import EXAMPLES
from rulings.messages import translate_error
from rulings.models import Game, SavedRuling
from rulings.permissions import GameAccess
from rulings.web.htmx import is_htmx
from rulings.web.session import session_key
from rulings.web.words import PRESET_WORDS

TEMPLATE = "arbiter/flow.html"


def may(request: HttpRequest, perm: str, game: Game) -> bool:
    return request.user.has_perm(perm, GameAccess(game, session_key(request)))


class GameGone(Exception):
    """The game the flow started from is not there any more (a 404 at step 1)."""


def game_of(request: HttpRequest, pk: int | None, perm: str = "rulings.view_game") -> Game | None:
    if pk is None:
        return None
    game = Game.objects.filter(pk=pk).first()
    if game is None:  # deleted since the page was shown: step 1 says so (``refusals``)
        raise GameGone(_("This game no longer exists: start from another one."))
    if not may(request, perm, game):
        raise PermissionDenied(_("Only the owner of this game can use it here."))
    return game


def refusals(view):
    """A game the visitor may not use: step 1 again with the reason, as a 403."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except PermissionDenied as error:
            return step_convention(request, FlowState(), status=403, errors=[str(error)])
        except GameGone as error:
            return step_convention(request, FlowState(), status=404, errors=[str(error)])

    return wrapper


def render_step(
    request: HttpRequest,
    step: str,
    state: FlowState,
    *,
    status: int = 200,
    errors: list[str] | None = None,
    **context: Any,
) -> HttpResponse:
    game = context.pop("game", None)
    if game is None and state.game is not None:
        game = Game.objects.filter(pk=state.game).first()
        if game is not None and not may(request, "rulings.view_game", game):
            game = None
    convention = (state.request or {}).get("convention") if state.request else state.convention
    context.update(
        step=step,
        state=state,
        game=game,
        errors=errors or [],
        convention_label=selectors.convention_label(convention),
        outline=selectors.deal_outline(state.request) if state.request else None,
        entered=[selectors.incident_view(i) for i in state.entered],
        detected=[selectors.incident_view(i.as_json()) for i in state.detected],
    )
    template = TEMPLATE + ("#flow" if is_htmx(request) else "")
    return render(request, template, context, status=status)


def form_errors(form: Any) -> list[str]:
    """Every refused field's reason, for step 1 (a tampered preset too: a 400 says why)."""
    return [str(error) for errors in form.errors.values() for error in errors]


def bad_state(request: HttpRequest, form: StateForm) -> HttpResponse:
    """The hidden state did not read back (tampered or stale): step 1 with the reason."""
    return step_convention(request, FlowState(), status=400, errors=form_errors(form))


def step_convention(
    request: HttpRequest,
    state: FlowState,
    *,
    record: str = "",
    selected: str = "",
    status: int = 200,
    errors: list[str] | None = None,
) -> HttpResponse:
    games = selectors.games_for(user=request.user, session_key=session_key(request))
    return render_step(
        request,
        "convention",
        state,
        status=status,
        errors=errors,
        presets=list(PRESET_WORDS.items()),
        games=[(g, selectors.game_label(g)) for g in games],
        record=record,
        selected=selected,
    )


def step_deal(
    request: HttpRequest,
    state: FlowState,
    *,
    form: DealForm | None = None,
    record: str = "",
    status: int = 200,
) -> HttpResponse:
    game = game_of(request, state.game) if state.game else None
    return render_step(
        request,
        "deal",
        state,
        status=status,
        form=form,
        record=record,
        examples=list(EXAMPLES.items()),
        game_deals=selectors.game_deals(game) if game else [],
        game=game,
    )


def step_incidents(
    request: HttpRequest,
    state: FlowState,
    *,
    form: IncidentForm | None = None,
    status: int = 200,
) -> HttpResponse:
    return render_step(
        request,
        "incidents",
        state,
        status=status,
        form=form,
        types=incident_types(state),
    )


def step_ruling(
    request: HttpRequest,
    state: FlowState,
    *,
    status: int = 200,
    saved: SavedRuling | None = None,
    message: str = "",
    conflict: bool = False,
    written: Game | None = None,
) -> HttpResponse:
    ruling, problems = rule(state.request or {})
    if ruling is None:
        return render_step(
            request,
            "incidents",
            state,
            status=400,
            errors=[problem_line(f, m) for f, m in problems],
            types=incident_types(state),
        )
    game = None
    if state.game is not None:
        game = Game.objects.filter(pk=state.game).first()
    can_write = game is not None and may(request, "rulings.change_game", game)
    can_write = can_write and written is None
    not_writable, earlier = "", None
    if can_write:  # a dry run: the button only where writing can succeed
        try:
            services.check_fits(ruling, state.request or {}, game)
            services.deals_to_write(ruling, state.deal_index)
        except services.RulingNotWritable as error:
            can_write, not_writable = False, error.message
    if can_write:  # an incident already written: its link, and «replace» instead of «write»
        key = write_once.deal_key(game, ruling, state.deal_index)
        earlier = write_once.earlier_write(game, key)
        if earlier is not None and write_once.found_at(earlier, game) is None:
            can_write, not_writable = False, services.earlier_changed()
    data = ruling.as_json()
    return render_step(
        request,
        "ruling",
        state,
        status=status,
        card=selectors.ruling_card(data),
        saved=saved,
        permalink=request.build_absolute_uri(reverse("arbiter:permalink", args=[saved.token]))
        if saved
        else "",
        can_write=can_write,
        not_writable=not_writable,
        game=game if can_write else None,
        earlier=earlier,
        finished=can_write and game.finished,
        write_version=write_version(state, game) if can_write else None,
        message=message,
        conflict=conflict,
        written=written,
    )


def write_version(state: FlowState, game: Game) -> int:
    """The version «Write into the pulya» expects: the game's when its deal was picked (the
    ruling replaces that deal, so any change since is a conflict), else the game's now."""
    if state.deal_index is not None and state.deal_version is not None:
        return state.deal_version
    return game.version


# Cards shown early and claims are judged on the cards (the solver): a deal without the hands
# cannot be ruled on them, so they are not offered for it.
NEEDS_HANDS = ("exposed", "claim")


def incident_types(state: FlowState) -> list[tuple[str, Any]]:
    hands_known = state.facts is not None and state.facts.replay is not None
    return [
        (key, label)
        for key, label in labels.INCIDENT_TYPES.items()
        if hands_known or key not in NEEDS_HANDS
    ]


def too_long(view):
    """A ruling whose solver search goes past ``SOLVER_NODE_BUDGET`` (issue 13): step 3 again,
    what was told kept, with the reason in the reader's language, as a 503 — the worker is not
    held for seconds. A failure of the adjudicator itself (``ArbiterFailed``) is said as the
    site's fault, a 500, never as a problem of the visitor's record (issue 21)."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except SolverBudgetError as error:
            form = StateForm(request.POST)
            message = _("The arbiter cannot rule on this here. %(reason)s") % {
                "reason": translate_error(error)
            }
            return _incidents_again(request, form, status=503, message=message)
        except ArbiterFailed:
            message = _(
                "The arbiter failed on this deal: the fault is the site's, not your record's. "
                "It has been logged; meanwhile rule it at the table by the rules."
            )
            return _incidents_again(request, StateForm(request.POST), status=500, message=message)

    return wrapper


def _incidents_again(request: HttpRequest, form: StateForm, *, status: int, message: str):
    """Step 3 again, what was told kept, with ``message``."""
    if not form.is_valid():
        return bad_state(request, form)
    state = form.state()
    return render_step(
        request, "incidents", state, status=status, errors=[message], types=incident_types(state)
    )
