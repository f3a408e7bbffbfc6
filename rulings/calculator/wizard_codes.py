"""The quick entry's codes and defaults (issue 24), one module for the online form and the phone.

The online quick form (``quick_entry``) and the offline entry the phone runs under Pyodide
(``browser_core``) start a deal the same way and fill in the same count: both import this
module, so the two entries cannot drift apart. Pure Python (the rules core only, nothing of
Django): it is packed with the core for the browser (``offline.BROWSER_MODULES``).

- ``QUICK_KINDS``: the types of deal entered quickly; the others (без трёх, «преферанс», a
  correction) step by step, online only.
- ``USUAL``: the answer already chosen on a step where nothing unusual happened at the common
  deal; ``usual`` says it for one step's choices.
- ``declarer_start`` and ``suggested``: the counts a fresh form starts with (the declarer at his
  contract's level, a misère at 0; then the one count left empty worked out).
- ``completed``: whichever single count is left empty is ``TRICKS_PER_DEAL`` less the others,
  and what is wrong with the counts, as a code the caller words in the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rulings.core import TRICKS_PER_DEAL, parse_contract

QUICK_KINDS = ("game", "misere", "raspasy")
USUAL = {
    "kind": "game",
    "talon": "none",  # four players: no ace, no marriage in the talon
    "renonce": "none",  # classic misère: nobody revoked
    "half_after": "no",  # Lesnoy's code 3.8.14: the lone whister stays whisting
    "back": "none",  # nobody takes the whist back
    "kontra": "none",  # Balkan: no doubling
    # a lone whister: closed (втёмную), the table's first word; it changes no number — the
    # engine writes the same either way (tests/calculator/test_quick_entry.py checks every preset)
    "open": "closed",
}

# What is wrong with the counts (``Counts.problem``).
NOT_A_COUNT = "count"  # a count is not a whole number from 0 to 10
EMPTY = "empty"  # more counts are empty than can be worked out
OVER = "over"  # the counts typed already make more than a deal's tricks
SUM = "sum"  # every count written, but they do not make a deal's tricks


def usual(step: str, choices: Sequence[str]) -> str:
    """The answer chosen before any tap at ``step`` ("" when there is none among ``choices``)."""
    value = USUAL.get(step, "")
    return value if value in choices else ""


def declarer_start(kind: str | None, contract: str | None, *, balkan: bool) -> int | None:
    """The declarer's count a fresh form starts with: a game made exactly (the contract's
    level), a misère made (no trick); none for raspasy and the Balkan sheet."""
    if balkan:
        return None
    if kind == "misere":
        return 0
    return parse_contract(contract).level if kind == "game" and contract else None


def holds_passers_tricks(kind: str | None, typing: int, *, balkan: bool) -> bool:
    """A lone whister's count holds the passer's cards (the Sochi rules for four: «все взятки
    принадлежат вистующему»), open or closed: true on a game where two counts are typed, the
    declarer's and the lone whister's (the Balkan sheet has no open or closed play)."""
    return kind == "game" and typing == 2 and not balkan


@dataclass(frozen=True)
class Counts:
    """The counts as numbers (``counts``), the one worked out (``filled``, at most one), and
    what is wrong ("" when nothing; else a code above, with the ``player`` it names and the
    ``total`` typed)."""

    counts: dict[str, int] = field(default_factory=dict)
    filled: dict[str, int] = field(default_factory=dict)
    problem: str = ""
    player: str = ""
    total: int = 0


def completed(typed: Mapping[str, str], required: Sequence[str]) -> Counts:
    """The counts ``typed`` ({field: "n" or ""}) with the one required count left empty worked
    out, when more than one count is required (a lone declarer's count follows from nothing).
    A count not among ``required`` (the dealer of four's talon tricks on raspasy) counts as
    none when empty and is never worked out."""
    counts: dict[str, int] = {}
    for name, raw in typed.items():
        text = str(raw).strip()
        if not text:
            continue
        if not text.isdigit() or int(text) > TRICKS_PER_DEAL:
            return Counts(counts, problem=NOT_A_COUNT, player=name)
        counts[name] = int(text)
    total = sum(counts.values())
    empty = [name for name in required if name not in counts]
    follows = len(required) > 1
    if len(empty) > (1 if follows else 0):
        return Counts(counts, problem=EMPTY, player=empty[0], total=total)
    if empty and total > TRICKS_PER_DEAL:
        return Counts(counts, problem=OVER, total=total)
    if empty:
        return Counts(counts, filled={empty[0]: TRICKS_PER_DEAL - total}, total=total)
    if follows and total != TRICKS_PER_DEAL:
        return Counts(counts, problem=SUM, total=total)
    return Counts(counts, total=total)


def suggested(
    typed: Mapping[str, str],
    required: Sequence[str],
    declarer: str | None,
    start: int | None,
) -> tuple[dict[str, str], str, str]:
    """The counts a form shows before the user types: with nothing typed, the ``declarer``'s
    field (a key of ``typed``) at ``start`` (``declarer_start``); then the single count left
    empty worked out. Returns the counts, the field worked out ("" if none) and the field to
    type first (the first still empty; every count written, the first)."""
    shown = {name: str(raw).strip() for name, raw in typed.items()}
    if not any(shown.values()) and declarer in shown and start is not None:
        shown[declarer] = str(start)
    auto = ""
    if len(required) > 1:
        worked = completed(shown, required)
        for name, count in worked.filled.items():
            shown[name], auto = str(count), name
    empty = [name for name in required if not shown.get(name)]
    return shown, auto, (empty or list(required) or [""])[0]
