"""``rule_dispute``: an irregularity at the table; the learner chooses the ruling.

The level holds an adjudication request in the arbiter's short form (docs/adjudicator.md: the
players ``S``/``W``/``E``, the contract, the calls, the tricks as taken, the ``incidents``).
Each choice states what the ruling does (``Ruled``: a redeal or not, the tricks after
rectification, what each seat writes into the mountain, the rule applied); the grader asks
the arbiter's core (``adjudicate``) under the learner's convention and the right choice is the
one the ruling bears out (exactly one must). The verdict on a right choice states the ruling's
facts, computed; each wrong choice has its own reason (the level's, never naming the ruling).
``details["arbiter"]`` is the request with the seats named in each language, for the link that
opens the arbiter's full ruling card with this incident.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from rulings.core import PRESETS, Column, Convention, Ruling, adjudicate, parse_contract
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.common import SEAT_NAMES, SEATS, seats_view
from tutorial.lessons.kinds.multiple_choice import read_choice
from tutorial.lessons.kinds.numbers import number
from tutorial.lessons.model import Judgement, LevelDataError, Text

UP = (Column.MOUNTAIN, Column.KUROCHKA)
PENALTY_OPTIONS = (
    "peek_penalty_tricks",
    "peek_trick_to_opponent",
    "peek_allowed_without_objection",
    "renonce_remizes",
    "renonce_remiz_scale",
    "renonce_whister_credits_game",
    "renonce_declarer_takes_whisters_remiz",
    "raspasy_renonce_penalty",
    "raspasy_out_of_turn_takes_rest",
    "talon_peek_loses_whist",
)


@dataclass(frozen=True)
class Ruled:
    """What one choice says the ruling is; a field left None is not asserted."""

    redeal: bool | None = None
    tricks: tuple[tuple[str, int], ...] | None = None  # after rectification
    up: tuple[str, ...] | None = None  # the seats that write something into the mountain
    rule: str | None = None  # a rule code of the ruling (``peek``, ``renonce_whister``…)

    def holds(self, ruling: Ruling) -> bool:
        if self.redeal is not None and ruling.redeal != self.redeal:
            return False
        if self.tricks is not None and dict(ruling.tricks or {}) != dict(self.tricks):
            return False
        if self.up is not None and {s for s, n in written_up(ruling).items() if n} != set(self.up):
            return False
        return self.rule is None or self.rule in {item.rule for item in ruling.items}


def written_up(ruling: Ruling) -> dict[str, Fraction]:
    """What each seat writes into the mountain (or the курочка) by the ruling's score."""
    up = dict.fromkeys(SEATS, Fraction(0))
    for entry in ruling.scored.entries if ruling.scored else ():
        if entry.column in UP:
            up[entry.player] += Fraction(entry.amount)
    return up


@lru_cache(maxsize=256)
def ruling_of(request: str, convention: Convention) -> Ruling:
    data = json.loads(request)
    data["convention"] = {
        "preset": convention.key if convention.key in PRESETS else "sochi",
        "options": convention.as_options(),
    }
    return adjudicate(data)


def named(request: str, language: str) -> str:
    """The request with the seats named as the reader names them (the arbiter's card shows
    the players' names), pretty-printed as the arbiter's deal box shows a record."""

    def rename(value: Any) -> Any:
        if isinstance(value, str):
            return SEAT_NAMES[value].get(language) if value in SEAT_NAMES else value
        if isinstance(value, list):
            return [rename(item) for item in value]
        if isinstance(value, dict):
            return {rename(key): rename(item) for key, item in value.items()}
        return value

    return json.dumps(rename(json.loads(request)), ensure_ascii=False, indent=1)


def facts(ruling: Ruling) -> Text:
    """The ruling's outcome in words: a redeal, or the tricks and what is written up."""
    if ruling.redeal:
        return Text("Арбитр: сдача переигрывается.", "The arbiter: the cards are dealt again.")
    text = Text("Арбитр:", "The arbiter:")
    if not ruling.tricks:
        return text + Text("сдача остаётся, как сдана.", "the deal stands as dealt.")
    parts = [
        Text("{who} {n}", "{who} {n}").format(who=SEAT_NAMES[s], n=n)
        for s, n in ruling.tricks.items()
    ]
    text = text + Text(
        "взятки после исправления: " + ", ".join(p.ru for p in parts) + ".",
        "the tricks after rectification: " + ", ".join(p.en for p in parts) + ".",
    )
    up = [(s, n) for s, n in written_up(ruling).items() if n]
    if up:
        parts = [
            Text("{who} — {n}", "{who} {n}").format(who=SEAT_NAMES[s], n=number(n)) for s, n in up
        ]
        text = text + Text(
            "В гору пишут: " + ", ".join(p.ru for p in parts) + ".",
            "Written into the mountain: " + ", ".join(p.en for p in parts) + ".",
        )
    return text


@dataclass(frozen=True)
class RuleDispute:
    prompt: Text
    request: str  # the adjudication request (JSON), players S, W, E
    choices: tuple[tuple[str, Text], ...]
    ruled: tuple[tuple[str, Ruled], ...]  # what each choice says
    answer: str
    why: Text  # the principle, told with the right answer
    reasons: tuple[tuple[str, Text], ...]  # why each wrong choice is wrong (never the ruling)
    wrong: tuple[str, ...] = ()
    kind: str = "rule_dispute"

    def __post_init__(self) -> None:
        ids = [key for key, _ in self.choices]
        if sorted(ids) != sorted(key for key, _ in self.ruled) or self.answer not in ids:
            raise LevelDataError("every choice says what the ruling is; the answer is a choice")
        if sorted(key for key, _ in self.reasons) != sorted(set(ids) - {self.answer}):
            raise LevelDataError("every wrong choice has its reason")

    def contract(self) -> str | None:
        return json.loads(self.request).get("contract")

    def under(self, convention: Convention) -> tuple[Convention, Text | None]:
        contract = self.contract()
        if not contract:
            return convention, None
        return valued.graded_under(convention, parse_contract(contract))

    def right(self, convention: Convention) -> tuple[str, Ruling]:
        ruling = ruling_of(self.request, convention)
        found = [key for key, ruled in self.ruled if ruled.holds(ruling)]
        if len(found) != 1:
            raise LevelDataError(f"the ruling bears out {len(found)} choices, not one: {found}")
        return found[0], ruling

    def view(self, convention: Convention) -> dict[str, Any]:
        _, note = self.under(convention)
        data = json.loads(self.request)
        return {
            **({"note": note.as_json()} if note else {}),
            "seats": seats_view(),
            "dispute": {
                "contract": data.get("contract"),
                "declarer": data.get("declarer"),
                "tricks": data.get("tricks"),
            },
            "choices": [{"id": key, "text": text.as_json()} for key, text in self.choices],
        }

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        read_choice(answer, self.choices)
        graded, note = self.under(convention)
        right, ruling = self.right(graded)
        correct = answer == right
        reason = facts(ruling) + self.why if correct else dict(self.reasons)[answer]
        details = {"arbiter": {lang: named(self.request, lang) for lang in ("ru", "en")}}
        return Judgement(
            correct,
            correct,
            note + reason if note else reason,
            best_answer=right,
            details=details if correct else {},
        )

    def depends_on(self) -> tuple[str, ...]:
        return PENALTY_OPTIONS

    def check(self, convention: Convention) -> list[str]:
        return []


def request(**fields: Any) -> str:
    """A short-form request as the level stores it (players S, W, E; dealer S unless given)."""
    data = {"players": list(SEATS), "dealer": "S", "convention": "sochi", **fields}
    return json.dumps(data, ensure_ascii=False, sort_keys=True)
