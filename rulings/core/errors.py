"""Errors of the rules core.

Every error is a ``ValueError`` subclass that says what is wrong (like python-chess's
``InvalidMoveError``), so callers can catch the broad kind or the precise one.

A message is an English template with ``%(name)s`` parameters, marked with ``gettext_noop`` so
that Django's ``makemessages`` finds it; ``str(error)`` is the English sentence. The Django
layer translates ``error.template`` and fills in ``error.params`` (``rulings/messages.py``);
a parameter that is itself an error is translated too, and one with ``ru``/``en`` notation
(a card, a contract, a call) is written in the reader's notation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any


def fill(template: str, params: Mapping[str, Any]) -> str:
    """The template with its parameters; a list or tuple is written comma-separated."""
    if not params:
        return template
    return template % {name: _text(value) for name, value in params.items()}


def _text(value: Any) -> Any:
    return ", ".join(str(item) for item in value) if isinstance(value, list | tuple) else value


class PreferansError(ValueError):
    """Base of every rules-core error."""

    def __init__(self, template: str, /, **params: Any):
        self.template = template
        self.params = params
        super().__init__(fill(template, params))


class CardParseError(PreferansError):
    """A card token could not be read."""


class ContractParseError(PreferansError):
    """A contract or call could not be read."""


class IllegalCallError(PreferansError):
    """A call that the auction does not allow at this point."""


class IllegalContractError(PreferansError):
    """A contract the declarer may not name after this auction."""


class IllegalWhistCallError(PreferansError):
    """A whisting call that is not allowed at this point."""


class PlayError(PreferansError):
    """A play that cannot be recorded at all (card not in the hand, deal already over)."""


class ConventionError(PreferansError):
    """An unknown convention preset or option, or an option value of the wrong kind."""


@dataclass(frozen=True)
class Problem:
    """One problem of a record: the field it is in and what is wrong with it."""

    field: str
    template: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def message(self) -> str:
        return fill(self.template, self.params)


class RecordError(PreferansError):
    """A record (JSON) is wrong. ``problems`` lists every (field, message) in English;
    ``details`` the same as ``Problem`` values, for translation."""

    def __init__(self, problems: Iterable[tuple[str, str] | Problem]):
        self.details = [
            item if isinstance(item, Problem) else Problem(item[0], item[1]) for item in problems
        ]
        self.problems = [(item.field, item.message) for item in self.details]
        super().__init__("; ".join(f"{f}: {m}" if f else m for f, m in self.problems))


class DealError(RecordError):
    """A deal is inconsistent: wrong card counts, duplicates, missing cards, unknown seats.
    Every problem is listed with its field (``hands.Anna``, ``talon``, ``players``)."""
