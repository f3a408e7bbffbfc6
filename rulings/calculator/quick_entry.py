"""Quick entry (issue 14): the common deal on one screen, saved with one tap.

The quick form asks what the deal wizard asks — the type (game, misère, raspasy), the declarer,
the contract, each defender's word, open or closed, the tricks — but shows every question on one
screen, each as a row of choices. It restates no rule: each row is the wizard's own step, its
choices the wizard's (the core's ``playable_contracts`` and ``Whisting.legal_calls``), found by
building the wizard (``build_wizard``) on the answers above it; the deal saved is the wizard's
``Wizard.deal`` for the same answers, written by the same service (``services.game_add_deal``,
the versioned write that refuses a stale version). So a deal entered quickly and the same deal
entered step by step give the same record.

The defenders' first words are one row, ``calls`` (issue 24): each chip a pair of words the
core allows in turn, a lone whister's «втёмную» or «в светлую» in the same chip
(``wizard_whisting.call_pairs``), so a lone whister open is one tap, not a tap over the closed
whist chosen already; ``split_calls`` gives the wizard's ``call1``, ``call2`` and ``open``
back. When an answer after the words is not the usual one (four players: the dealer takes the
whist back) and a lone whister still chooses, open or closed is a row of its own.

The steps where something unusual happens are asked with the usual answer already chosen
(``wizard_codes.USUAL``, which the phone's offline entry starts with too: no talon cards worth
money, no renonce, no half-whist after a whist, nobody takes the whist back, no kontra; a lone
whister's row of its own «втёмную»); a refused game («без трёх»), «преферанс», a correction or
an edit are entered step by step (the link «подробно» carries the choices made so far to the
wizard).

Tricks that follow from the others are filled in (issue 24, ``wizard_codes.completed``):
whichever single count is left empty is ``TRICKS_PER_DEAL`` less the others (a lone whister's
count holds the passer's cards, open or closed; the dealer's talon tricks of four-player
raspasy count as 0 when left empty).
A form drawn with nothing typed starts the declarer at the contract's level (a misère at 0), so
a game made against a lone whister needs no digit at all. The page's script fills the empty
count as the user types; the server fills it when it comes empty, and refuses counts that do
not make ten with a message naming each count and their sum.
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

from rulings.calculator import live, selectors, services
from rulings.calculator.forms import VersionForm
from rulings.calculator.game_view import GameView
from rulings.calculator.wizard import build_wizard, calls_label
from rulings.calculator.wizard_codes import (
    EMPTY,
    OVER,
    QUICK_KINDS,
    SUM,
    USUAL,
    Counts,
    completed,
    declarer_start,
    holds_passers_tricks,
    suggested,
    usual,
)
from rulings.calculator.wizard_state import Choice, NumberInput, Wizard
from rulings.calculator.wizard_whisting import CALLS, FIRST_WORDS, call_pairs, split_calls
from rulings.core import TRICKS_PER_DEAL, Convention, Whisting, parse_contract
from rulings.messages import translate_record_error
from rulings.models import Game
from rulings.permissions import GameAccess
from rulings.web.htmx import is_htmx
from rulings.web.services import GameConflict, GameRecordInvalid, finished_message
from rulings.web.session import session_key

TEMPLATE = "calculator/_quick_entry.html"
PAGE_TEMPLATE = "calculator/quick_entry_page.html"


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
    auto: str = ""  # the input whose count was worked out from the others (else "")
    counted: bool = False  # one count left empty is worked out from the others
    focus: str = ""  # the input to type first: the first count still empty
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
        if self.counted:
            return _("Leave any one count empty: it is 10 less the others.")
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
    a single count left empty is filled in, the counts checked, and ``deal`` is the wizard's."""
    screen = Screen(players, dealer, version)
    answers: dict[str, str] = {}
    said_open = ""  # a lone whister's open or closed, chosen with the defenders' words
    while True:
        wizard = build_wizard(conv, players, dealer, answers)
        if wizard.complete:
            break
        if wizard.step == "open" and _said_open(said_open, answers, wizard):
            answers["open"] = said_open
            continue
        step, prompt, choices = _question(conv, players, dealer, answers, wizard)
        given = str(data.get(step, "")).strip()
        value = given or usual(step, [c.value for c in choices])
        if value not in {c.value for c in choices}:
            if saving and given:
                screen.errors.append(_refusal(conv, players, dealer, answers, step, given))
            value = ""
        screen.rows.append(Row(step, prompt, choices, value, grid=bool(wizard.contract_rows)))
        if not value:
            if saving and not screen.errors:
                screen.errors.append(
                    _("Answer «%(question)s» before saving.") % {"question": prompt}
                )
            return screen
        if step == CALLS:
            said = split_calls(value)
            said_open = said.pop("open", "")
            answers.update(said)
        else:
            answers[step] = value
    screen.answered = True
    typed = {i.name: str(data.get(i.name, "")).strip() for i in wizard.inputs}
    required = [i.name for i in wizard.inputs if not i.optional]  # each a player's own count
    screen.counted = len(required) > 1
    screen.tricks = [
        replace(_relabel(i, answers, wizard), value=typed[i.name]) for i in wizard.inputs
    ]
    if not saving:
        _suggest(screen, typed, required, answers, wizard)
        return screen
    worked = completed(typed, required)
    if worked.problem == EMPTY:
        screen.errors.append(_empty_counts(screen, [n for n in required if not typed[n]]))
        return screen
    if worked.problem in (OVER, SUM):
        screen.errors.append(_counts_problem(screen, worked))
        return screen
    typed.update({name: str(count) for name, count in worked.filled.items()})
    done = build_wizard(conv, players, dealer, {**answers, **{k: v for k, v in typed.items() if v}})
    # the counts as typed and filled in, with the wizard's word on each
    screen.tricks = [_relabel(i, answers, done) for i in done.inputs]
    screen.errors.extend(done.errors)
    if not done.errors:
        screen.deal = done.deal
    return screen


def _suggest(
    screen: Screen,
    typed: dict[str, str],
    required: list[str],
    answers: Mapping[str, str],
    wizard: Wizard,
) -> None:
    """The counts a freshly drawn form starts with (``wizard_codes.suggested``, as the phone's
    offline entry starts them): nothing typed yet, the declarer's tricks are the contract's
    level (a game made exactly; a misère made: 0); then a single count left empty is worked out
    from the others (``auto``), and the first still empty takes the focus (every count written:
    the declarer's, its number selected to be typed over)."""
    declarer = answers.get("declarer")
    key = f"tricks_{screen.players.index(declarer)}" if declarer else None
    start = declarer_start(answers.get("kind"), answers.get("contract"), balkan=wizard.balkan)
    shown, screen.auto, screen.focus = suggested(typed, required, key, start)
    screen.tricks = [replace(i, value=shown[i.name]) for i in screen.tricks]


def _question(
    conv: Convention,
    players: tuple[str, ...],
    dealer: str,
    answers: Mapping[str, str],
    wizard: Wizard,
) -> tuple[str, str, list[Choice]]:
    """The row for the wizard's step: its own, but the quick kinds only, and the defenders'
    first words asked together (``wizard_whisting.call_pairs``: a lone whister's open or closed
    in the same chip)."""
    if wizard.step == "kind":
        return wizard.step, wizard.prompt, [c for c in wizard.choices if c.value in QUICK_KINDS]
    if wizard.step not in FIRST_WORDS:
        return wizard.step, wizard.prompt, wizard.choices
    whisting = Whisting.of_deal(
        conv, parse_contract(answers["contract"]), players, dealer, answers["declarer"]
    )
    first, second = whisting.defenders
    values = call_pairs(whisting, chooses=not wizard.balkan)
    prompt = _("Defenders: %(first)s, %(second)s") % {"first": first, "second": second}
    return CALLS, prompt, [Choice(v, calls_label(v)) for v in values]


def _said_open(said: str, answers: Mapping[str, str], wizard: Wizard) -> bool:
    """Whether the open or closed said with the defenders' words answers the wizard's «open»:
    when the answers after them are the usual ones the chip was offered for (no half-whist
    after a whist, nobody takes the whist back; else the row is asked on its own)."""
    usual_after = all(answers.get(s, USUAL[s]) == USUAL[s] for s in ("half_after", "back"))
    return usual_after and said in {c.value for c in wizard.choices}


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
    tried = split_calls(given) if step == CALLS else {step: given}
    wizard = build_wizard(conv, players, dealer, {**answers, **tried})
    if wizard.errors:
        return wizard.errors[0]
    return _("«%(value)s» is not one of the choices here.") % {"value": given}


def _relabel(field_: NumberInput, answers: Mapping[str, str], wizard: Wizard) -> NumberInput:
    """A lone whister's field says his count holds the passer's tricks
    (``wizard_codes.holds_passers_tricks``)."""
    lone = holds_passers_tricks(answers.get("kind"), len(wizard.inputs), balkan=wizard.balkan)
    if not lone or field_ is wizard.inputs[0]:
        return field_
    return replace(
        field_, label=_("%(player)s (with the passer's tricks)") % {"player": field_.label}
    )


def _counts_problem(screen: Screen, worked: Counts) -> str:
    """What is wrong with counts that cannot make a deal's ten, each count named."""
    counts = _listed(screen, worked.counts)
    if worked.problem == OVER:
        return _(
            "Tricks: %(counts)s — already %(total)s, more than the 10 of a deal. Correct a count."
        ) % {"counts": counts, "total": worked.total}
    return _(
        "Tricks: %(counts)s — %(total)s in all, but a deal has 10. Correct a count, or "
        "clear one and it is counted from the others."
    ) % {"counts": counts, "total": worked.total}


def _empty_counts(screen: Screen, empty: list[str]) -> str:
    """What to write when too many counts are empty: each empty field by its label."""
    fields = ", ".join(f"«{_label(screen, name)}»" for name in empty)
    if screen.counted:
        return _(
            "Write the tricks: %(fields)s are empty, and only one count may be left empty "
            "(it is 10 less the others)."
        ) % {"fields": fields}
    return _("Write the tricks in the field %(fields)s.") % {"fields": fields}


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
        live.noted(
            request,
            "add",
            lambda: services.game_add_deal(game=game, version=version, deal=screen.deal),
        )
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
    message = live.refused_deal_message(game, data.get("version"))
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
