"""The deal wizard's values: one screen (``Wizard``), its choices, and the fields that travel.

The wizard keeps no server state: the choices made so far go with the form as hidden fields
(``Wizard.state``, in the order ``ORDER``); a deal reopened for editing keeps its talon cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulings.web.words import column_label

# The order of the wizard's choices: clearing one clears every later one.
ORDER = (
    "kind",
    "declarer",
    "contract",
    "talon",
    "renonce",
    "call1",
    "call2",
    "half_after",
    "back",
    "kontra",
    "open",
)
PASSED = ("tricks_", "c_")  # typed fields: the tricks, a correction's
COLUMNS = ("pulya", "mountain", "whists")
# The talon cards the dealer is paid for (the Sochi rules for four: ace or marriage 1 trick, A+K 2,
# two aces 3; the classic text: ace 20, A+K 30, two aces 40). The wizard asks which, and writes two
# cards that are worth exactly that; a deal reopened for editing keeps its own cards when unchanged.
TALONS = ("none", "ace", "marriage", "ace_king", "two_aces")
TALON_CARDS = {
    "ace": "AS 7C",
    "marriage": "KH QH",
    "ace_king": "AS KS",
    "two_aces": "AS AH",
}
DEALER_TALON_MAX = 2  # the dealer's talon tricks on four-player raspasy: the two talon cards


@dataclass(frozen=True)
class Choice:
    value: str
    label: str
    css: str = ""


@dataclass(frozen=True)
class Crumb:
    field: str
    label: str
    value: str


@dataclass(frozen=True)
class NumberInput:
    name: str
    label: str
    value: str
    error: str = ""
    max: int = 10
    optional: bool = False


@dataclass
class Wizard:
    """One screen of the wizard. ``step`` is the field asked now, or "save" when complete."""

    players: tuple[str, ...]
    dealer: str
    active: tuple[str, ...]
    state: dict[str, str]
    step: str = "kind"
    prompt: str = ""
    choices: list[Choice] = field(default_factory=list)
    contract_rows: list[list[Choice]] = field(default_factory=list)
    inputs: list[NumberInput] = field(default_factory=list)
    crumbs: list[Crumb] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    deal: dict[str, Any] | None = None
    edit: int | None = None
    balkan: bool = False
    sheet: str = "pulya"  # the convention's sheet: pulya, kurochka or bule
    # Set by the view, carried by the form: the game's version when this entry (or edit)
    # started, and for an edit the fingerprint of the deal being edited (services).
    version: int | None = None
    fingerprint: str = ""

    @property
    def columns(self) -> list[tuple[str, str]]:
        """The columns a correction can go to, named as this sheet names them."""
        names = COLUMNS if self.sheet != "bule" else ("pulya", "whists")
        return [(c, column_label(c, self.sheet)) for c in names]

    @property
    def hidden(self) -> list[tuple[str, str]]:
        """The choices made so far, carried as hidden inputs (the current step's excluded)."""
        if self.step == "save":
            return [(k, v) for k, v in self.state.items() if not k.startswith(("tricks_", "c_"))]
        return [(k, v) for k, v in self.state.items() if k != self.step]

    @property
    def is_correction(self) -> bool:
        return self.state.get("kind") == "correction"

    @property
    def complete(self) -> bool:
        return self.step == "save"
