"""The registry of sheet kinds: how a classic (курочка) or Balkan sheet differs from the pulya
sheet.

The pulya sheet (pulya, mountain, whists) is ``sheet.Sheet``'s own arithmetic. Another kind of
sheet (``SheetKind``, chosen by the convention) registers here the hooks where it differs, so
that ``sheet`` and ``settlement`` ask the registry instead of importing the kinds built on top of
them (``kurochka``, ``balkan`` register themselves; ``rulings.core.scoring`` imports both).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulings.core.conventions.scoring_kinds import SheetKind

if TYPE_CHECKING:
    from fractions import Fraction

    from rulings.core.conventions.convention import Convention
    from rulings.core.records.result import Outcome
    from rulings.core.scoring.entries import Entry
    from rulings.core.scoring.sheet import Sheet


@dataclass(frozen=True)
class SheetRules:
    """One sheet kind's hooks. ``entries`` writes a deal (and returns the kind's extra state);
    ``finished`` says when the game ends; ``settle_values`` gives each player's points to settle
    (``point`` whists each); ``new_extra`` is the kind's own state on a new sheet."""

    entries: Callable[[Outcome, Convention, Sheet], tuple[tuple[Entry, ...], dict[str, Any]]]
    finished: Callable[[Sheet], bool]
    settle_values: Callable[[Sheet], dict[str, Fraction]] | None = None
    point: int | None = None
    new_extra: Callable[[Convention, tuple[str, ...]], dict[str, Any]] | None = None


_REGISTRY: dict[SheetKind, SheetRules] = {}


def register_sheet_kind(kind: SheetKind, rules: SheetRules) -> None:
    _REGISTRY[kind] = rules


def sheet_rules(kind: SheetKind) -> SheetRules | None:
    """The hooks of ``kind``; None for the pulya sheet, which needs none."""
    return _REGISTRY.get(kind)
