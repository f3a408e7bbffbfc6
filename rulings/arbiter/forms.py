"""Forms of the adjudicator's question flow.

The flow keeps no server session: what the visitor has told so far travels in hidden fields
(``FlowState``): the convention, the calculator game it started from, the game's deal, and the
adjudication request (the deal and the incidents, docs/adjudicator.md) as JSON. Every step
reads it back through ``StateForm`` and checks it with the adjudicator's own reader, so a
problem anywhere is a form error in the reader's language, never a 500.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from typing import Any

from django import forms
from django.conf import settings
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, gettext_noop

from rulings import json_input
from rulings.arbiter import labels
from rulings.core import (
    DealFacts,
    Incident,
    PreferansError,
    RecordError,
    Ruling,
    RulingFaultError,
    SolverBudgetError,
    adjudicate,
    parse_card,
    parse_cards,
    read_convention,
    read_request,
)
from rulings.examples import EXAMPLES, example_record
from rulings.messages import field_words, translate, translate_error
from rulings.web.words import PRESET_WORDS

logger = logging.getLogger(__name__)

MAX_JSON = 50_000  # characters of a pasted record or of the carried request
PRESET_CHOICES = list(PRESET_WORDS.items())


@dataclass
class FlowState:
    """What the visitor has told so far."""

    convention: Any = None  # a preset key, or {"preset": …, "options": {…}}
    game: int | None = None
    deal_index: int | None = None
    request: dict[str, Any] | None = None
    deal_version: int | None = None  # the game's version when its deal was picked
    facts: DealFacts | None = None
    incidents: tuple[Incident, ...] = field(default=())

    @property
    def convention_json(self) -> str:
        if self.convention is None:
            return ""
        if isinstance(self.convention, str):
            return self.convention
        return json.dumps(self.convention, ensure_ascii=False)

    @property
    def request_convention_json(self) -> str:
        value = (self.request or {}).get("convention", self.convention)
        if value is None or isinstance(value, str):
            return value or ""
        return json.dumps(value, ensure_ascii=False)

    @property
    def request_json(self) -> str:
        return json.dumps(self.request, ensure_ascii=False) if self.request is not None else ""

    @property
    def players(self) -> tuple[str, ...]:
        return self.facts.players if self.facts else ()

    @property
    def active(self) -> tuple[str, ...]:
        return self.facts.active if self.facts else ()

    @property
    def entered(self) -> list[dict[str, Any]]:
        return list((self.request or {}).get("incidents") or [])

    @property
    def detected(self) -> list[Incident]:
        return [i for i in self.incidents if i.detected]


def read_json(text: str) -> Any:
    """Parse JSON typed by a visitor; a ``ValidationError`` says where it breaks."""
    if len(text) > MAX_JSON:
        raise forms.ValidationError(
            _("This is too long (%(n)s characters; at most %(max)s).")
            % {"n": len(text), "max": MAX_JSON}
        )
    try:
        return json_input.loads(text)
    except json.JSONDecodeError as error:
        raise forms.ValidationError(json_input.refusal(error)) from None


def problem_line(field: str, message: str) -> str:
    """A problem as a player reads it: where it is in the deal's words («Игроки: …», «Ход 8:
    …»); a JSON key the deal's words do not name («tricks», «incidents[0].cards») is left out,
    the message says what is wrong."""
    place = field_words(field)
    return f"{place}: {message}" if place and place != field else message


# The API's problems name the request's keys to fill («(won_by)»); the flow asks its own
# questions, so it says these in a player's words
_FLOW_WORDING = {
    gettext_noop(
        "trick %(trick)s is not in the play: give its cards, or who took it (won_by)"
    ): gettext_noop("trick %(trick)s is not in the play: say who took it at the table"),
    gettext_noop(
        "both defenders whisted: trick %(trick)s goes to the whister whose card of the led suit "
        "is highest. Name that whister (highest), give the trick's cards, or, if the table "
        "already gave it to him, name him as the one who took it (won_by)"
    ): gettext_noop(
        "both defenders whisted: trick %(trick)s goes to the whister whose card of the led suit "
        "is highest: say which whister that is"
    ),
}


def flow_problems(error: RecordError) -> list[tuple[str, str]]:
    """(field, message in the reader's language) for every problem, in the flow's words."""
    return [
        (p.field, translate(_FLOW_WORDING.get(p.template, p.template), p.params))
        for p in error.details
    ]


def problems_of(error: PreferansError) -> list[str]:
    if isinstance(error, RecordError):
        return [problem_line(f, m) for f, m in flow_problems(error)]
    return [translate_error(error)]


def read_deal(data: Any) -> tuple[DealFacts, tuple[Incident, ...]]:
    """The request's facts and incidents; a ``ValidationError`` lists every problem."""
    if not isinstance(data, dict):
        raise forms.ValidationError(_('A deal record is a JSON object: {"players": …}.'))
    try:
        return read_request(data)
    except PreferansError as error:
        raise forms.ValidationError(problems_of(error)) from None
    except (TypeError, AttributeError, KeyError, IndexError):  # a shape the reader missed
        logger.warning("adjudication request not readable", exc_info=True)
        raise forms.ValidationError(_("The deal cannot be read: check the record.")) from None


class ArbiterFailed(Exception):
    """The adjudicator failed on a deal it had read (a fault of the site, not of the record):
    the view says so as a 500 (``steps.too_long``), never «check the record»."""


def rule(request: dict[str, Any]) -> tuple[Ruling | None, list[tuple[str, str]]]:
    """Run the adjudicator under the site's node budget (issue 13): the ruling, or (field,
    message) problems in the reader's language. A search past the budget is not a problem of
    the deal: ``SolverBudgetError`` goes up to the view (a 503 saying so); nor is a failure of
    the adjudicator itself (``ArbiterFailed``, logged, a 500 saying so)."""
    try:
        return adjudicate(request, node_budget=settings.SOLVER_NODE_BUDGET), []
    except SolverBudgetError:
        raise
    except RecordError as error:
        return None, flow_problems(error)
    except RulingFaultError as error:  # the core's own fault, though it is a PreferansError too
        raise arbiter_failed(error) from error
    except PreferansError as error:
        return None, [("", translate_error(error))]
    except Exception as error:  # noqa: BLE001 — the record was read: this is the site's fault
        raise arbiter_failed(error) from error


def arbiter_failed(error: Exception) -> ArbiterFailed:
    """``ArbiterFailed`` for ``error``, logged with its traceback (and the core's cause)."""
    logger.error("the adjudicator failed on a request it had read", exc_info=error)
    return ArbiterFailed()


def with_incidents(state: FlowState, entered: list[dict[str, Any]]) -> FlowState:
    """The state with the declared incidents replaced by ``entered`` (read back by the core)."""
    data = dict(state.request or {})
    if entered:
        data["incidents"] = entered
    else:
        data.pop("incidents", None)
    facts, incidents = read_deal(data)
    return FlowState(
        convention=state.convention,
        game=state.game,
        deal_index=state.deal_index,
        request=data,
        deal_version=state.deal_version,
        facts=facts,
        incidents=incidents,
    )


def with_convention(data: Any, convention: Any) -> Any:
    """The deal under the convention chosen in step 1 (it replaces the record's own); anything
    that is not a JSON object is left for ``read_deal`` to refuse."""
    if not isinstance(data, dict):
        return data
    out = dict(data)
    if convention is not None:
        out["convention"] = convention
    return out


class StateForm(forms.Form):
    """The hidden fields every step carries."""

    convention = forms.CharField(required=False, max_length=MAX_JSON)
    game = forms.IntegerField(required=False, min_value=1)
    deal_index = forms.IntegerField(required=False, min_value=0, max_value=999)
    deal_version = forms.IntegerField(required=False, min_value=1)
    request = forms.CharField(required=False, max_length=MAX_JSON)

    needs_request = True

    def clean_convention(self) -> Any:
        raw = (self.cleaned_data.get("convention") or "").strip()
        if not raw:
            return None
        value: Any = raw
        if raw.startswith("{"):
            value = read_json(raw)
        try:
            read_convention(value)
        except PreferansError as error:
            raise forms.ValidationError(problems_of(error)) from None
        return value

    def clean_request(self) -> Any:
        raw = (self.cleaned_data.get("request") or "").strip()
        if not raw:
            if self.needs_request:
                raise forms.ValidationError(_("The deal is missing: start again from step 2."))
            return None
        return read_json(raw)

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        data = cleaned.get("request")
        if data is not None and "request" not in self.errors:
            try:
                cleaned["facts"], cleaned["incidents"] = read_deal(data)
            except forms.ValidationError as error:
                self.add_error("request", error)
        return cleaned

    def state(self) -> FlowState:
        d = self.cleaned_data
        return FlowState(
            convention=d.get("convention"),
            game=d.get("game"),
            deal_index=d.get("deal_index"),
            deal_version=d.get("deal_version") if d.get("deal_index") is not None else None,
            request=d.get("request"),
            facts=d.get("facts"),
            incidents=d.get("incidents", ()),
        )


class ConventionForm(StateForm):
    """Step 1: a preset, or one of the visitor's games (its convention and players)."""

    needs_request = False
    record = forms.CharField(required=False, max_length=MAX_JSON)  # carried from the viewer
    preset = forms.ChoiceField(required=False, choices=PRESET_CHOICES)

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        chosen = cleaned.get("preset") or cleaned.get("game") or cleaned.get("convention")
        if not chosen and not self.errors:
            raise forms.ValidationError(_("Choose the convention of your table."))
        return cleaned


class DealForm(StateForm):
    """Step 2: the deal, pasted, an example, or a deal of the game the flow started from."""

    needs_request = False
    record = forms.CharField(
        label=gettext_lazy("Deal record"),
        required=False,
        max_length=MAX_JSON,
        widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false"}),
    )
    example = forms.ChoiceField(required=False, choices=[(k, k) for k in EXAMPLES])
    game_deal = forms.IntegerField(required=False, min_value=0, max_value=999)

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        if self.errors:
            return cleaned
        if cleaned.get("example"):
            data = example_record(cleaned["example"])
        elif cleaned.get("game_deal") is not None:
            data = None  # the view reads the game's deal (it checks the visitor may see it)
        elif (cleaned.get("record") or "").strip():
            try:
                data = read_json(cleaned["record"])
            except forms.ValidationError as error:
                self.add_error("record", error)
                return cleaned
        else:
            self.add_error("record", _("Paste a deal record, open an example or pick a deal."))
            return cleaned
        cleaned["deal"] = data
        return cleaned


TYPE_FIELDS: dict[str, tuple[str, ...]] = {
    "renonce": ("player", "trick", "won_by", "highest"),
    "out_of_turn": ("player", "trick", "card", "penalty_cards", "order", "missed"),
    "peek": ("player", "trick", "at_trick", "agreed"),
    "exposed": ("player", "at_trick", "claimed"),
    "claim": ("player", "at_trick", "claimed"),
    "talon_peek": ("player", "exposed", "last_bid"),
    "misdeal": ("kind", "noticed", "dealer_fault", "repeated"),
    # the kibitzer box before «Who?»: ticked, «Who?» is hidden (static/js/arbiter.js)
    "conduct": ("kind", "kibitzer", "player", "at_trick"),
}
# On raspasy a card out of turn is not a penalty card: the offender takes every trick from it
# on, and a player who shows damage is compensated (Lesnoy's code 3.9.14.3). The tricks taken
# before it are asked where the play is not recorded that far.
RASPASY_OUT_OF_TURN_FIELDS = ("player", "trick", "card", "complainant")
REQUIRED = {
    "renonce": ("player", "trick"),
    # the card decides the remedy: its suit is the one forbidden or ordered (Lesnoy's code 3.9.14.1)
    "out_of_turn": ("player", "trick", "card"),
    "peek": ("player", "trick", "at_trick"),
    "exposed": ("player", "at_trick"),
    "claim": ("player", "at_trick"),
    "talon_peek": ("player",),
    "misdeal": ("kind", "noticed"),
    "conduct": ("kind",),  # and who, unless a kibitzer (Lesnoy's code 3.9.13)
}
TRICKS = [(n, str(n)) for n in range(1, 11)]


class IncidentForm(StateForm):
    """Step 3: one irregularity the visitor declares; only its type's questions are asked."""

    type = forms.ChoiceField(choices=list(labels.INCIDENT_TYPES.items()))
    player = forms.ChoiceField(label=gettext_lazy("Who?"), required=False)
    trick = forms.TypedChoiceField(
        label=gettext_lazy("Which trick?"), required=False, coerce=int, choices=TRICKS
    )
    at_trick = forms.TypedChoiceField(
        label=gettext_lazy("During which trick? (the first not yet played)"),
        required=False,
        coerce=int,
        choices=TRICKS,
    )
    card = forms.CharField(
        label=gettext_lazy("The card (e.g. 10♥, QS, Д♠)"), required=False, max_length=5
    )
    won_by = forms.ChoiceField(
        label=gettext_lazy("Who took that trick at the table? (when the play is not recorded)"),
        required=False,
    )
    highest = forms.ChoiceField(
        label=gettext_lazy(
            "When the play is not recorded: whose correctly played card of that trick was "
            "highest? (the renonce trick goes to it)"
        ),
        required=False,
    )
    complainant = forms.ChoiceField(
        label=gettext_lazy("Raspasy: who asks about damage? (optional)"), required=False
    )
    agreed = forms.BooleanField(
        label=gettext_lazy("Shown on request and nobody objected"), required=False
    )
    claimed = forms.TypedChoiceField(
        label=gettext_lazy("Tricks claimed from here (optional)"),
        required=False,
        coerce=int,
        choices=[(n, str(n)) for n in range(0, 11)],
    )
    exposed = forms.BooleanField(
        label=gettext_lazy("The talon was shown to everyone during the auction"), required=False
    )
    last_bid = forms.TypedChoiceField(
        label=gettext_lazy("The level of the last bid then (optional)"),
        required=False,
        coerce=int,
        choices=[(n, str(n)) for n in range(6, 11)],
    )
    kind = forms.ChoiceField(
        label=gettext_lazy("What went wrong?"),
        required=False,
        choices=list(labels.MISDEAL_KINDS.items()),
    )
    noticed = forms.ChoiceField(
        label=gettext_lazy("When was it noticed?"),
        required=False,
        choices=list(labels.NOTICED.items()),
    )
    dealer_fault = forms.BooleanField(
        label=gettext_lazy("By the dealer's fault"), required=False, initial=True
    )
    repeated = forms.BooleanField(
        label=gettext_lazy("The same dealer misdealt the previous deal too"), required=False
    )
    # Lesnoy's code 3.9.14: several penalty cards at once, the order the opponent picks for them,
    # a penalty card whose first chance passed (the core reads the cards and checks the order)
    penalty_cards = forms.CharField(
        label=gettext_lazy("Several penalty cards on the table (optional; e.g. 10♥ Д♠)"),
        required=False,
        max_length=60,
    )
    order = forms.CharField(
        label=gettext_lazy("The order the opponent chose for them (optional; the same cards)"),
        required=False,
        max_length=60,
    )
    missed = forms.BooleanField(
        label=gettext_lazy("A penalty card's first chance passed without it being played"),
        required=False,
    )
    kibitzer = forms.BooleanField(
        label=gettext_lazy("A kibitzer, not a player (counting aloud is forbidden to both)"),
        required=False,
    )

    def __init__(
        self,
        *args: Any,
        players: tuple[str, ...] = (),
        seated: tuple[str, ...] = (),
        raspasy: bool = False,
        takers: tuple[str, ...] = (),
        tricks_recorded: int = 0,
        **kwargs: Any,
    ):
        """``players``: who plays the deal; ``seated``: everyone at the table (with four, the
        dealer too, who may have misdealt, seen the talon (the classic text) or looked at a
        quitted trick (Lesnoy's code 3.9.11.2)); ``raspasy``: the deal is raspasy;
        ``takers``: who takes tricks on it (with four, the dealer too: the talon tricks);
        ``tricks_recorded``: how many tricks of its play the record holds."""
        super().__init__(*args, **kwargs)
        self.takers = takers or players
        self.tricks_recorded = tricks_recorded
        kind = self.data.get("type") if self.is_bound else self.initial.get("type")
        seats = [("", "—")] + [(p, p) for p in players]
        for name in ("player", "won_by", "highest", "complainant"):
            self.fields[name].choices = seats
        # with four the dealer may look at a quitted trick too (3.9.11.2 names him)
        if kind in ("talon_peek", "misdeal", "conduct", "peek"):
            self.fields["player"].choices = [("", "—")] + [(p, p) for p in seated or players]
        if kind == "peek" and len(seated) > len(players):
            self.fields["player"].label = gettext_lazy("Who? (with four, the dealer too)")
        if kind == "misdeal":  # long answers: a phone's select would cut them, radios wrap
            for name in ("kind", "noticed"):
                self.fields[name].widget = forms.RadioSelect(choices=self.fields[name].choices)
        if kind == "conduct":  # the core's conduct kinds; «when» is the trick, if in the play
            self.fields["kind"].choices = list(labels.CONDUCT_KINDS.items())
            self.fields["kind"].label = gettext_lazy("What kind?")
            self.fields["player"].label = gettext_lazy("Who? (with four, the dealer too)")
            self.fields["at_trick"].label = gettext_lazy(
                "When: during which trick? (leave empty for the deal or the bidding)"
            )
        for name in ("trick", "at_trick", "claimed", "last_bid"):
            self.fields[name].choices = [("", "—"), *self.fields[name].choices]
        self.fields_for_type = TYPE_FIELDS.get(str(kind), ())
        if kind == "out_of_turn" and raspasy:
            self.fields_for_type = RASPASY_OUT_OF_TURN_FIELDS
            if tricks_recorded < 9:  # a card out of turn in trick 10 has nine before it
                self.fields_for_type += self._add_tricks_before_fields()

    def _add_tricks_before_fields(self) -> tuple[str, ...]:
        names = []
        for index, player in enumerate(self.takers):
            name = f"tricks_before_{index}"
            self.fields[name] = forms.TypedChoiceField(
                label=_("Tricks taken before the card out of turn (%(player)s)")
                % {"player": player},
                required=False,
                coerce=int,
                choices=[("", "—"), *((n, str(n)) for n in range(10))],
            )
            names.append(name)
        return tuple(names)

    def visible_fields_for_type(self) -> list[forms.BoundField]:
        return [self[name] for name in self.fields_for_type]

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        kind = cleaned.get("type")
        if not kind:
            return cleaned
        for name in REQUIRED[kind]:
            if cleaned.get(name) in (None, ""):
                self.add_error(name, _("Please answer this question."))
        if kind == "conduct" and not cleaned.get("player") and not cleaned.get("kibitzer"):
            self.add_error("player", _("Please answer this question."))
        if kind == "conduct" and cleaned.get("player") and cleaned.get("kibitzer"):
            # a kibitzer has no seat (Lesnoy's code 3.9.13 names players and kibitzers apart)
            self.add_error(
                "player",
                _(
                    "A kibitzer has no seat at the table: leave «Who?» empty or untick the "
                    "kibitzer."
                ),
            )
        incident: dict[str, Any] = {"type": kind}
        for name in self.fields_for_type:
            if name.startswith("tricks_before_"):
                continue
            value = cleaned.get(name)
            if name in ("agreed", "exposed", "repeated", "kibitzer", "missed"):
                if value:
                    incident[name] = True
            elif name in ("penalty_cards", "order"):
                cards = [c for c in re.split(r"[\s,;]+", value or "") if c]
                for card in cards:  # named one by one, where the core says «a list of cards»
                    if not _is_card(card):
                        self.add_error(name, _("«%(card)s» is not a card") % {"card": card})
                if cards:
                    incident[name] = cards
            elif name == "dealer_fault":
                incident[name] = bool(value)
            elif value not in (None, ""):
                incident[name] = value
        if incident.get("order") and not _same_cards(
            incident["order"], incident.get("penalty_cards")
        ):
            self.add_error(
                "order",
                _("The order names the penalty cards above, each once, and no other card."),
            )
        if kind == "renonce" and incident.get("highest") and not incident.get("won_by"):
            # «whose card was highest» is asked about the declarer's renonce trick taken by
            # himself (the classic text): naming that whister says who took it at the table
            incident["won_by"] = incident["player"]
        if any(name.startswith("tricks_before_") for name in self.fields_for_type):
            self._tricks_before(cleaned, incident)
        cleaned["incident"] = incident
        return cleaned

    def _tricks_before(self, cleaned: dict[str, Any], incident: dict[str, Any]) -> None:
        """The tricks each player took before the card out of turn on raspasy, where the
        record's play does not reach it (Lesnoy's code 3.9.14.3 gives the offender the rest)."""
        trick = cleaned.get("trick")
        if not trick or trick - 1 <= self.tricks_recorded:
            return
        counts = {}
        for index, player in enumerate(self.takers):
            value = cleaned.get(f"tricks_before_{index}")
            if value in (None, ""):
                self.add_error(f"tricks_before_{index}", _("Please answer this question."))
            else:
                counts[player] = value
        if len(counts) < len(self.takers):
            return
        if sum(counts.values()) != trick - 1:
            self.add_error(
                "tricks_before_0",
                _(
                    "Before trick %(trick)s, %(expected)s tricks were played: the tricks "
                    "taken add up to %(total)s."
                )
                % {"trick": trick, "expected": trick - 1, "total": sum(counts.values())},
            )
            return
        incident["tricks_before"] = counts


def _is_card(token: str) -> bool:
    try:
        parse_card(token)
    except PreferansError:
        return False
    return True


def _same_cards(order: list[str], penalty_cards: list[str] | None) -> bool:
    """The opponent's order of the penalty cards names the same cards (Lesnoy's code 3.9.14);
    a card that cannot be read is left for the core to name."""
    try:
        return sorted(map(str, parse_cards(order))) == sorted(
            map(str, parse_cards(penalty_cards or []))
        )
    except PreferansError:
        return True


class ChoiceForm(StateForm):
    """On the ruling card: the non-offending side's choice for one ruling item."""

    item = forms.IntegerField(min_value=0, max_value=50)
    choice = forms.CharField(max_length=20)


class WriteForm(StateForm):
    """«Write into the pulya»: the game's version the visitor saw (optimistic versioning)."""

    version = forms.IntegerField(min_value=1)
    # «Replace the earlier ruling»: its entries out, this one's in (never both, issue 21)
    replace = forms.BooleanField(required=False)
    # «Resume the game and write»: a finished game resumed in the same change
    resume = forms.BooleanField(required=False)

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        if not cleaned.get("game") and "game" not in self.errors:
            self.add_error("game", _("Which game? Start the flow from your game."))
        return cleaned
