"""Quick entry (issue 14): the common deal on one screen, saved with one tap.

The quick form asks what the deal wizard asks — the type (game, misère, raspasy), the declarer,
the contract, each defender's word, open or closed, the tricks — but shows every question on one
screen, each as a row of choices. It restates no rule: each row is the wizard's own step, its
choices the wizard's (the core's ``playable_contracts`` and ``Whisting.legal_calls``), found by
building the wizard (``build_wizard``) on the answers above it; the deal saved is the wizard's
``Wizard.deal`` for the same answers, written by the same service (``services.game_add_deal``,
the versioned write that refuses a stale version). So a deal entered quickly and the same deal
entered step by step give the same record.

The steps where something unusual happens are asked with the usual answer already chosen
(``USUAL``: no talon cards worth money, no renonce, no half-whist after a whist, nobody takes the
whist back, no kontra); a refused game («без трёх»), «преферанс», a correction or an edit are
entered step by step (the link «подробно» carries the choices made so far to the wizard).

Tricks that follow from the others are filled in: the last count of a game with whisters (the
lone whister's — his count holds the passer's cards, open or closed — or the second whister's)
and the last player's on raspasy is ``TRICKS_PER_DEAL`` less the others (the dealer's talon
tricks of four-player raspasy count as 0 when left empty). The page's script fills it as the
user types; the server fills it when it comes empty, and refuses counts that do not make ten
with a message naming each count and their sum.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from rulings.calculator import selectors, services
from rulings.calculator.forms import VersionForm
from rulings.calculator.game_view import GameView
from rulings.calculator.wizard import build_wizard
from rulings.calculator.wizard_state import Choice, NumberInput, Wizard
from rulings.core import TRICKS_PER_DEAL, Convention
from rulings.messages import translate_record_error
from rulings.models import Game
from rulings.permissions import GameAccess
from rulings.web.htmx import is_htmx
from rulings.web.services import GameConflict, GameRecordInvalid, finished_message
from rulings.web.session import session_key

TEMPLATE = "calculator/_quick_entry.html"
PAGE_TEMPLATE = "calculator/quick_entry_page.html"
# The types of deal entered here; the others (без трёх, «преферанс», a correction) step by step.
QUICK_KINDS = ("game", "misere", "raspasy")
# The answer already chosen on a step where nothing unusual happened at the common deal.
USUAL = {
    "kind": "game",
    "talon": "none",  # four players: no ace, no marriage in the talon
    "renonce": "none",  # classic misère: nobody revoked
    "half_after": "no",  # Lesnoy's code 3.8.14: the lone whister stays whisting
    "back": "none",  # nobody takes the whist back
    "kontra": "none",  # Balkan: no doubling
}


@dataclass(frozen=True)
class Row:
    """One question of the screen: a wizard step, its choices, the answer picked ("" if none)."""

    name: str
    prompt: str
    choices: list[Choice]
    chosen: str
    grid: bool = False  # the contract grid: a row per level


@dataclass
class Screen:
    """The quick form as drawn: the questions answered so far and the next one, the tricks
    once every question is answered, and the deal when it is complete."""

    players: tuple[str, ...]
    dealer: str
    version: int | None
    rows: list[Row] = field(default_factory=list)
    tricks: list[NumberInput] = field(default_factory=list)
    follower: str = ""  # the input whose count follows from the others
    follower_player: str = ""  # whose count it is
    answered: bool = False  # every question answered (the tricks may still be missing)
    errors: list[str] = field(default_factory=list)
    deal: dict[str, Any] | None = None

    @property
    def total(self) -> int:
        return TRICKS_PER_DEAL

    @property
    def hint(self) -> str:
        if len(self.tricks) == 1:
            return _("Tricks the declarer took.")
        if self.follower:
            return _("%(player)s: counted for you, 10 less the others.") % {
                "player": self.follower_player
            }
        return ""


def build_screen(
    conv: Convention,
    players: tuple[str, ...],
    dealer: str,
    data: Mapping[str, Any],
    *,
    version: int | None,
    saving: bool = False,
) -> Screen:
    """The screen after the answers in ``data``. An answer that is not one of its row's
    choices (an earlier answer changed, or a forged value) is dropped; when ``saving`` it is
    also an error, with the wizard's reason. When ``saving`` and every question is answered,
    the follower's count is filled in, the counts checked, and ``deal`` is the wizard's."""
    screen = Screen(players, dealer, version)
    answers: dict[str, str] = {}
    while True:
        wizard = build_wizard(conv, players, dealer, answers)
        if wizard.complete:
            break
        choices = _quick_choices(wizard.step, wizard.choices)
        given = str(data.get(wizard.step, "")).strip()
        value = given or USUAL.get(wizard.step, "")
        if value not in {c.value for c in choices}:
            if saving and given:
                screen.errors.append(_refusal(conv, players, dealer, answers, wizard.step, given))
            value = ""
        screen.rows.append(
            Row(wizard.step, wizard.prompt, choices, value, grid=bool(wizard.contract_rows))
        )
        if not value:
            if saving and not screen.errors:
                screen.errors.append(
                    _("Answer «%(question)s» before saving.") % {"question": wizard.prompt}
                )
            return screen
        answers[wizard.step] = value
    screen.answered = True
    typed = {i.name: str(data.get(i.name, "")).strip() for i in wizard.inputs}
    screen.tricks = [
        replace(_relabel(i, answers, wizard), value=typed[i.name]) for i in wizard.inputs
    ]
    required = [i for i in wizard.inputs if not i.optional]  # each a player's own count
    if len(required) > 1:
        screen.follower, screen.follower_player = required[-1].name, required[-1].label
    if not saving:
        return screen
    if screen.follower:
        filled, problem = _follower_count(screen, typed)
        if problem:
            screen.errors.append(problem)
            return screen
        if filled:
            typed[screen.follower] = filled
    done = build_wizard(conv, players, dealer, {**answers, **{k: v for k, v in typed.items() if v}})
    # the counts as typed and filled in, with the wizard's word on each
    screen.tricks = [_relabel(i, answers, done) for i in done.inputs]
    screen.errors.extend(done.errors)
    if not done.errors:
        screen.deal = done.deal
    return screen


def _quick_choices(step: str, choices: list[Choice]) -> list[Choice]:
    if step == "kind":
        return [c for c in choices if c.value in QUICK_KINDS]
    return choices


def _refusal(
    conv: Convention,
    players: tuple[str, ...],
    dealer: str,
    answers: Mapping[str, str],
    step: str,
    given: str,
) -> str:
    """Why ``given`` is refused at ``step``: the wizard's reason, or the step-by-step entry."""
    if step == "kind" and given not in QUICK_KINDS:
        return _("This deal is entered step by step: tap «in detail».")
    wizard = build_wizard(conv, players, dealer, {**answers, step: given})
    if wizard.errors:
        return wizard.errors[0]
    return _("«%(value)s» is not one of the choices here.") % {"value": given}


def _relabel(field_: NumberInput, answers: Mapping[str, str], wizard: Wizard) -> NumberInput:
    """A lone whister's count holds the passer's cards (the Sochi rules for four: «все взятки
    принадлежат вистующему»), open or closed: his field says so."""
    lone = answers.get("kind") == "game" and len(wizard.inputs) == 2 and not wizard.balkan
    if not lone or field_ is wizard.inputs[0]:
        return field_
    return replace(
        field_, label=_("%(player)s (with the passer's tricks)") % {"player": field_.label}
    )


def _follower_count(screen: Screen, typed: Mapping[str, str]) -> tuple[str, str]:
    """The follower's count to fill in when it is empty (``TRICKS_PER_DEAL`` less the others;
    "" when it is typed, or a count above it is missing or not a number: the wizard asks for
    it), and what is wrong with the counts, in words ("" when nothing)."""
    counts: dict[str, int] = {}
    for i in screen.tricks:
        raw = typed[i.name]
        if not raw and (i.optional or i.name == screen.follower):
            continue  # the dealer's talon tricks count as none; the follower is filled in
        try:
            counts[i.name] = int(raw)
        except ValueError:
            return "", ""
    others = sum(n for name, n in counts.items() if name != screen.follower)
    if screen.follower not in counts:
        if others > TRICKS_PER_DEAL:
            return "", _(
                "Tricks: %(counts)s — already %(total)s, more than the 10 of a deal. Correct a "
                "count."
            ) % {"counts": _listed(screen, counts), "total": others}
        return str(TRICKS_PER_DEAL - others), ""
    total = others + counts[screen.follower]
    if total != TRICKS_PER_DEAL:
        return "", _(
            "Tricks: %(counts)s — %(total)s in all, but a deal has 10. Correct a count, or "
            "clear «%(follower)s» and it is counted from the others."
        ) % {
            "counts": _listed(screen, counts),
            "total": total,
            "follower": screen.follower_player,
        }
    return "", ""


def _listed(screen: Screen, counts: dict[str, int]) -> str:
    return ", ".join(f"{_label(screen, name)} {n}" for name, n in counts.items())


def _label(screen: Screen, name: str) -> str:
    return next(i.label for i in screen.tricks if i.name == name)


def page_screen(game: Game, view: GameView | None, wizard: Wizard | None) -> Screen | None:
    """The quick form a game page starts with: for the deal the page's wizard starts (its
    dealer and version); none while a deal is edited, on a finished game or one that cannot be
    scored."""
    if game.finished or view is None or view.convention is None:
        return None
    if wizard is not None and wizard.edit is not None:
        return None
    dealer = wizard.dealer if wizard is not None else view.next_dealer
    version = wizard.version if wizard is not None else game.version
    return build_screen(view.convention, tuple(game.players), dealer, {}, version=version)


# --- the view: HTTP in, the wizard's deal out through the save service
@require_POST
def quick_entry(request: HttpRequest, pk: int) -> HttpResponse:
    """Redraw the quick form after a tap (nothing saved), or save its deal (``save``).

    The version and the dealer travel with the form unchanged from the page it was drawn on:
    a save from a stale version is a 409 (nothing saved, the entry kept, redrawn at the current
    version); a saved deal answers with the whole game drawn anew (htmx: ``HX-Location``)."""
    game = get_object_or_404(Game, pk=pk)
    if not request.user.has_perm("rulings.change_game", GameAccess(game, session_key(request))):
        raise PermissionDenied(_("Only the owner of this game can change it."))
    if game.finished:
        return _answer(request, game, None, status=400, message=finished_message())
    view = selectors.page_view(game)
    if view.convention is None:
        message = _("This game cannot be scored.")
        return _answer(request, game, None, status=400, message=message)
    data = request.POST
    version_form = VersionForm(data)
    version = version_form.cleaned_data["version"] if version_form.is_valid() else None
    dealer = data.get("dealer")
    if dealer not in game.players:
        dealer = view.next_dealer
    saving = bool(data.get("save"))
    if saving and version is not None and version != game.version:
        return _conflict(request, game, data, dealer)
    screen = build_screen(
        view.convention, tuple(game.players), dealer, data, version=version, saving=saving
    )
    if not saving:
        return _answer(request, game, screen)
    if version is None:
        screen.errors.append(_("The form is missing the game's version: reload the page."))
    if screen.errors or screen.deal is None:
        return _answer(request, game, screen, status=400)
    try:
        services.game_add_deal(game=game, version=version, deal=screen.deal)
    except GameConflict as conflict:
        return _conflict(request, conflict.game, data, dealer)
    except GameRecordInvalid as error:
        problems = translate_record_error(error.error) if error.error else error.problems
        screen.errors.extend(f"{f}: {m}" if f else m for f, m in problems)
        return _answer(request, game, screen, status=400)
    game_url = reverse("calculator:game", args=[game.pk])
    if is_htmx(request):
        response = HttpResponse()
        # the whole game drawn anew (sheet, deals, a fresh form), the new sheet in view; the
        # same address, so no history entry
        response["HX-Location"] = json.dumps(
            {
                "path": game_url,
                "target": "#game",
                "swap": "outerHTML show:#sheet:top",
                "push": "false",
            }
        )
        return response
    return redirect(game_url)


def _conflict(
    request: HttpRequest, game: Game, data: Mapping[str, Any], dealer: str
) -> HttpResponse:
    """Someone saved first: nothing is saved, the entry is kept, redrawn at the current version
    for the current next dealer (saving it is a conscious second tap); the page's sheet and
    deals are fetched anew."""
    view = selectors.page_view(game)
    message = _(
        "Someone else changed this game meanwhile (it is now at version %(version)s). Your "
        "deal was not saved: the sheet above is the current one now."
    ) % {"version": game.version}
    message += " " + _("Your entry is kept: check it against the sheet and save again.")
    if game.finished or view.convention is None:
        return _answer(request, game, None, status=409, message=message, refresh=True)
    if view.next_dealer != dealer:
        message += " " + _("Mind the dealer: this deal is dealt by %(dealer)s.") % {
            "dealer": view.next_dealer
        }
    screen = build_screen(
        view.convention, tuple(game.players), view.next_dealer, data, version=game.version
    )
    return _answer(request, game, screen, status=409, message=message, refresh=True)


def _answer(
    request: HttpRequest,
    game: Game,
    screen: Screen | None,
    *,
    status: int = 200,
    message: str = "",
    refresh: bool = False,
) -> HttpResponse:
    """The quick form: its fragment for htmx, else a page of its own (no script: each tap
    is a plain POST until the deal is saved)."""
    context = {
        "game": game,
        "quick": screen,
        "quick_message": message,
        "quick_conflict": status == 409,
        "quick_refresh": refresh,
    }
    template = TEMPLATE if is_htmx(request) else PAGE_TEMPLATE
    return render(request, template, context, status=status)
