"""The ruling card (решение арбитра): facts, rule, citation, choices, adjusted tricks, entries.

Every family of irregularity has its module (``renonce.py``, ``peek.py``, ``out_of_turn.py``,
``claim.py``, ``talon.py``, ``misdeal.py``, ``conduct.py``). Each reads the facts and its
incidents and writes onto an ``Adjustment``: the tricks after rectification, tricks credited
for scoring, calls that lose their effect, entries of the scoring engine that the rule cancels
(or moves), and penalty entries. ``scored.score`` then writes the deal through the scoring
engine (``Sheet.apply``) and adds the penalties as entries with their own code and citation,
so the ruling's score and the score without the offence come out in the shape of
``manage.py score --json``.

Wording is neutral: a ruling rectifies, it does not accuse. Texts are English templates with
``%(name)s`` parameters marked for translation; the Django layer translates them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.penalty_kinds import RemizScale
from rulings.core.conventions.scoring_kinds import SheetKind
from rulings.core.errors import Problem, RecordError, fill
from rulings.core.game.contracts import Contract
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.records.incidents import Incident
from rulings.core.records.result import DealResult, DefenderCall
from rulings.core.scoring.contract_scoring import whister_undertrick_value
from rulings.core.scoring.entries import Amount, Column, Entry, as_number
from rulings.core.scoring.sheet import Sheet


@dataclass(frozen=True)
class Text:
    """An English template and its parameters (translated by the Django layer)."""

    template: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def en(self) -> str:
        return fill(self.template, _plain(self.params))

    def as_json(self) -> dict[str, Any]:
        """A nested text stays a text ({text, template, params}), so it is translated too."""
        params = {
            key: value.as_json() if isinstance(value, Text) else value
            for key, value in _plain(self.params, keep_texts=True).items()
        }
        return {"text": self.en, "template": self.template, "params": params}


@dataclass(frozen=True)
class ScoredRuling:
    """The score a ruling writes: the sheet after the deal and the penalties, and the entries."""

    sheet: Sheet
    json: dict[str, Any]
    entries: tuple[Entry, ...]
    # the card's words for the compensation of the non-offenders (``scored.protect_others``)
    items: tuple[RulingItem, ...] = ()


def _plain(params: Mapping[str, Any], *, keep_texts: bool = False) -> dict[str, Any]:
    """Parameters as English strings (cards, contracts, calls by their ``en``)."""
    out = {}
    for key, value in params.items():
        if hasattr(value, "en") and not (keep_texts and isinstance(value, Text)):
            value = value.en
        out[key] = value
    return out


@dataclass(frozen=True)
class Choice:
    """One option of the non-offending side, with what the solver says it is worth."""

    key: str
    text: Text
    value: int | None = None  # the counted player's tricks under this choice (double dummy)

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key, **self.text.as_json()}
        if self.value is not None:
            data["value"] = self.value
        return data


@dataclass(frozen=True)
class Penalty:
    """An entry a ruling writes besides the deal's own scoring."""

    code: str
    column: Column
    player: str
    amount: Amount
    citation: str
    on: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    def entry(self) -> Entry:
        return Entry(
            self.code,
            self.column,
            self.player,
            self.amount,
            self.on,
            self.citation,
            tuple(sorted(self.params.items())),
        )


# the items that say what the non-offenders are given (``scored.protect_others``), not an
# irregularity of their own
COMPENSATION = ("no_harm", "no_gain")


@dataclass(frozen=True)
class RulingItem:
    """The ruling on one incident (or on the renonces of a deal, taken together)."""

    incidents: tuple[Incident, ...]
    rule: str  # a stable code: renonce_declarer, peek, out_of_turn_raspasy, …
    citation: str  # source and clause, e.g. «Lesnoy's code 3.9.11.2»
    explanation: Text
    steps: tuple[Text, ...] = ()  # what the rectification does, one line each
    choices: tuple[Choice, ...] = ()
    chosen: str | None = None
    chooser: str | None = None  # who chooses (the non-offending side)
    analysis: Mapping[str, Any] = field(default_factory=dict)
    # who answers for the incidents, where it is not who made them (in open whist the whister
    # plays the passer's cards): the card names their role
    offenders: tuple[str, ...] = ()

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "incidents": [i.as_json() for i in self.incidents],
            "rule": self.rule,
            "citation": self.citation,
            "explanation": self.explanation.as_json(),
            "steps": [s.as_json() for s in self.steps],
        }
        if self.choices:
            data["choices"] = [c.as_json() for c in self.choices]
            data["chosen"] = self.chosen
            data["chooser"] = self.chooser
        if self.analysis:
            data["analysis"] = dict(self.analysis)
        if self.offenders:
            data["offenders"] = list(self.offenders)
        return data


@dataclass
class Adjustment:
    """What the rulings change, gathered before the deal is scored."""

    tricks: dict[str, int] | None
    calls: dict[str, DefenderCall]
    credited: dict[str, int] = field(default_factory=dict)  # tricks scored instead of taken
    score_deal: bool = True  # False: the deal's own entries are not written
    void: bool = False  # the deal is void (not a penalty): nothing would be written without one
    redeal: bool = False
    renonce_misere: str | None = None  # the classic sheet's own renonce-on-misère entry
    cancel: list[tuple[str, str, str, str, str | None]] = field(default_factory=list)
    # (entry code, player, rule code, citation, move to player or None)
    penalties: list[Penalty] = field(default_factory=list)
    # the players a ruling penalises (the principle of ``protect_others`` is checked for them)
    offenders: list[str] = field(default_factory=list)
    # every ``offence`` in the order ruled, repeats too (which ruling penalised whom)
    penalised: list[str] = field(default_factory=list)
    # the tricks after rectification, before any trick taken off as a penalty (peek: 3.9.11.2)
    rectified: dict[str, int] | None = None
    # raspasy: the first card out of turn (trick, offender); later ones follow from it (3.9.14.3)
    first_out_of_turn: tuple[int, str] | None = None

    def offence(self, player: str) -> None:
        """``player`` is penalised by a ruling."""
        self.penalised.append(player)
        if player not in self.offenders:
            self.offenders.append(player)

    def before_trick_penalty(self) -> None:
        """Keep the tricks as rectified before a ruling takes (or adds) tricks as a penalty."""
        if self.rectified is None and self.tricks is not None:
            self.rectified = dict(self.tricks)


def incident_problem(incident: Incident, name: str, template: str, **params: Any) -> RecordError:
    """What is wrong with one field of an incident, on that field."""
    return RecordError([Problem(f"{incident.field}.{name}", template, params)])


def up_column(conv: Convention) -> Column:
    """Where a remiz is written: the mountain, or the курочка on the classic sheet («наверх»)."""
    return Column.KUROCHKA if conv.score_sheet is SheetKind.KUROCHKA else Column.MOUNTAIN


# The debatable readings' options, named on the card: the code in English (what a convention
# file holds), what it decides in the reader's language (``option_name``).
# The options' names on the card, in words (the codes are the convention's JSON keys)
OPTION_NAMES = {
    "out_of_turn_forbid_on_declarers_lead": gettext_noop(
        "forbid or order on the declarer's lead too"
    ),
    "exposed_card_until_called": gettext_noop(
        "an exposed card stays until called, with no time limit"
    ),
    "peek_misere_defender_adds_to_declarer": gettext_noop(
        "a defender's look on misère: a trick to the misère player"
    ),
    "raspasy_renonce_as_six_remiz": gettext_noop(
        "a renonce on raspasy: a six's remiz on the sheet's scale"
    ),
    "renonce_declarer_takes_whisters_remiz": gettext_noop(
        "the declarer's renonce: the whisters' whole shortfall is the declarer's"
    ),
    "renonce_passer_answers_closed": gettext_noop(
        "closed whist: a passer answers for his own renonce"
    ),
}


def option_name(key: str) -> Text:
    """A convention option as the card names it (translated: what it decides)."""
    return Text(OPTION_NAMES[key])


def up_step(conv: Convention, player: str, amount: Amount) -> Text:
    """The card's line for an entry «up»: into the mountain, or on the classic sheet «наверх»,
    into the курочка, named as it is written."""
    if conv.score_sheet is SheetKind.KUROCHKA:
        template = gettext_noop("%(player)s: %(amount)s up, into the kurochka")
    else:
        template = gettext_noop("%(player)s: %(amount)s into the mountain")
    return Text(template, {"player": player, "amount": as_number(amount)})


def remiz(
    conv: Convention, contract: Contract | None, level: int | None = None, *, whister: bool = False
) -> Amount:
    """One remiz: one undertrick at the price of the game (our rules reference §7, derived).

    On the classic sheet a whister's remiz is «только по игре» (the classic text); on the pulya
    sheet an undertrick is the game value × ``declarer_undertrick_factor`` (the Sochi rules for
    four), or, for a ``whister`` under ``renonce_remiz_scale = whister``, a whister's undertrick
    (the Leningrad table (shram.kiev.ua)).
    """
    if level is None:
        if contract is None or contract.is_raspasy:
            level = 6
        elif contract.is_misere:
            return conv.misere_value
        else:
            level = contract.level
    value = conv.game_values[level - 6]
    if conv.score_sheet is SheetKind.KUROCHKA:
        return value
    if whister and conv.renonce_remiz_scale is RemizScale.WHISTER:
        return whister_undertrick_value(conv, level)
    return value * conv.declarer_undertrick_factor


def deal_result(
    facts: DealFacts,
    tricks: Mapping[str, int] | None,
    calls: Mapping[str, DefenderCall],
    credited: Mapping[str, int] | None = None,
    renonce_misere: str | None = None,
) -> DealResult | None:
    """The deal in the scoring engine's form; None when there is nothing to score."""
    contract = facts.contract
    if contract is None:
        return None
    if contract.is_raspasy:
        if tricks is None:
            if facts.convention.score_sheet is SheetKind.BULE:
                # Lesnoy's Balkan preferans: a Balkan all-pass is not played, everybody gets a refe
                return DealResult.create(dealer=facts.dealer, contract=contract)
            return None
        return DealResult.create(dealer=facts.dealer, contract=contract, tricks=tricks)
    talon = facts.talon if len(facts.players) == 4 and not contract.without_talon else ()
    if facts.refused:
        return DealResult.create(
            dealer=facts.dealer,
            contract=contract,
            declarer=facts.declarer,
            calls=calls,
            refused=True,
            talon=talon,
            kontra=facts.kontra,
        )
    playing = [c for c in calls.values() if c in (DefenderCall.WHIST, DefenderCall.WHIST_BACK)]
    if contract.is_game and not playing and not credited:
        # Both defenders passed: the game is written without its play, as the game record
        # writes it; tricks of a play recorded all the same count for nothing.
        return DealResult.create(
            dealer=facts.dealer,
            contract=contract,
            declarer=facts.declarer,
            calls=calls,
            talon=talon,
            kontra=facts.kontra,
        )
    if tricks is None:
        return None
    result = DealResult.from_play(
        dealer=facts.dealer,
        contract=contract,
        declarer=facts.declarer,
        calls=calls,
        tricks_taken=tricks,
        open=facts.open,
        talon=talon,
        kontra=facts.kontra,
    )
    renonce = renonce_misere or facts.renonce
    if credited or renonce:
        counts = {**result.tricks_of, **(credited or {})}
        result = DealResult.create(
            dealer=result.dealer,
            contract=result.contract,
            declarer=result.declarer,
            calls=result.call_of,
            tricks=counts,
            open=result.open,
            talon=result.talon,
            renonce=renonce,
            kontra=result.kontra,
        )
    return result


@dataclass(frozen=True)
class Ruling:
    """The adjudicator's answer for one deal."""

    facts: DealFacts
    items: tuple[RulingItem, ...]
    tricks: Mapping[str, int] | None  # after rectification
    scored: ScoredRuling | None
    without_offence: ScoredRuling | None
    redeal: bool = False
    credited: Mapping[str, int] = field(default_factory=dict)  # tricks scored instead

    @property
    def rule(self) -> str:
        """The irregularities ruled on (the compensation that follows is not one)."""
        rules = [item.rule for item in self.items if item.rule not in COMPENSATION]
        return "; ".join(rules) or "no_irregularity"

    @property
    def citation(self) -> str:
        """The clauses of the irregularities ruled on (each compensation item cites its own)."""
        cited = list(
            dict.fromkeys(item.citation for item in self.items if item.rule not in COMPENSATION)
        )
        # a clause cited bare and again with its words is said once, with them: alone
        # («3.9.11.2» and «3.9.11.2 «…»») or at the head of a list («3.9.11.2; 3.9.12»)
        said = []
        for c in cited:
            head, _sep, tail = c.partition("; ")
            worded = next((d for d in cited if d != c and d.startswith(head + " «")), None)
            if worded is None:
                if not any(d != c and d.startswith(c) for d in cited):
                    said.append(c)
            elif tail:
                said.append(f"{worded}; {tail}")
        return "; ".join(
            c for c in dict.fromkeys(said) if not any(d.startswith(c + "; ") for d in said)
        )

    def as_json(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "citation": self.citation,
            "facts": self.facts.as_json(),
            "rulings": [item.as_json() for item in self.items],
            "redeal": self.redeal,
            "tricks": dict(self.tricks) if self.tricks is not None else None,
            "credited": dict(self.credited),
            "entries": self.scored.json if self.scored else None,
            "without_offence": {
                "tricks": dict(self.facts.tricks) if self.facts.tricks is not None else None,
                "entries": self.without_offence.json if self.without_offence else None,
            },
        }

    def text(self) -> str:
        """The ruling card in plain English (``manage.py adjudicate FILE``)."""
        lines = []
        for n, item in enumerate(self.items, 1):
            lines.append(f"{n}. {item.explanation.en}")
            lines.append(f"   Rule: {item.citation}")
            for step in item.steps:
                lines.append(f"   - {step.en}")
            for choice in item.choices:
                mark = "*" if choice.key == item.chosen else " "
                worth = (
                    f" (double dummy: {choice.value} tricks)" if choice.value is not None else ""
                )
                lines.append(f"   [{mark}] {choice.key}: {choice.text.en}{worth}")
        if not self.items:
            lines.append("No irregularity found or entered: the deal is scored as played.")
        if self.redeal:
            lines.append("Redeal.")
        if self.tricks is not None:
            lines.append("Tricks after rectification: " + _counts(self.tricks))
        if self.credited:
            lines.append("Scored as: " + _counts(self.credited))
        if self.facts.tricks is not None:
            lines.append("Tricks as played: " + _counts(self.facts.tricks))
        if self.scored:
            lines.append("Score entries:")
            lines.extend(f"  {e.en}" for e in self.scored.entries)
            lines.append(
                "Balance: "
                + ", ".join(f"{p} {as_number(v)}" for p, v in self.scored.json["balance"].items())
            )
        if self.without_offence:
            lines.append("Without the ruling (as played):")
            lines.extend(f"  {e.en}" for e in self.without_offence.entries)
        return "\n".join(lines)


def _counts(tricks: Mapping[str, int]) -> str:
    return ", ".join(f"{p} {n}" for p, n in tricks.items())
