"""Score entries: one line written on the sheet, with the rule that made it.

Every entry the engine writes is an ``Entry``: who writes, into which column, how much, on whom
(for whists), a stable ``code`` (what kind of entry: the Django layer translates codes) and the
``rule`` it comes from (a citation of the seed passage or the reference section). ``--explain``
and the adjudicator print these; the sheet only adds them up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from rulings.core.conventions.scoring_kinds import Column
from rulings.core.game.values import maker

Amount = int | Fraction


@dataclass(frozen=True, slots=True)
class Entry:
    code: str
    column: Column
    player: str
    amount: Amount
    on: str | None = None
    rule: str = ""
    params: tuple[tuple[str, Any], ...] = field(default=())

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "code": self.code,
            "column": self.column.value,
            "player": self.player,
            "amount": as_number(self.amount),
        }
        if self.on is not None:
            data["on"] = self.on
        data["rule"] = self.rule
        if self.params:
            data["params"] = {key: value for key, value in self.params}
        data["text"] = self.en
        return data

    @property
    def en(self) -> str:
        """One English line: ``Boris writes 10 whists on Anna (whist_tricks; the Sochi rules for
        four …)``."""
        amount = format_amount(self.amount)
        if self.column is Column.WHISTS:
            what = f"{self.player} writes {amount} whists on {self.on}"
        elif self.column is Column.KUROCHKA:
            what = f"{self.player} puts {amount} into the kurochka"
        else:
            what = f"{self.player}: {amount} into the {self.column.value}"
        return f"{what} ({self.code}; {self.rule})" if self.rule else f"{what} ({self.code})"


def entry(
    code: str,
    column: Column,
    player: str,
    amount: Amount,
    rule: str,
    *,
    on: str | None = None,
    **params: Any,
) -> Entry:
    # most entries have no parameters or one: sorting them is the cost of a hot path
    ordered = tuple(sorted(params.items())) if len(params) > 1 else tuple(params.items())
    return _make_entry(code, column, player, amount, on, rule, ordered)


_make_entry = maker(Entry)  # a few entries a deal: without the per-field frozen __setattr__


def as_number(amount: Amount | float) -> int | float:
    """JSON form: an int when whole, else a float with two decimals."""
    if isinstance(amount, Fraction):
        if amount.denominator == 1:
            return int(amount)
        return round(float(amount), 2)
    if isinstance(amount, float):
        return int(amount) if amount.is_integer() else round(amount, 2)
    return amount


def format_amount(amount: Amount | float) -> str:
    number = as_number(amount)
    return f"{number:.2f}" if isinstance(number, float) else str(number)


def half(amount: Amount) -> Amount:
    """Half an amount, kept an int when it divides evenly."""
    if isinstance(amount, int) and amount % 2 == 0:
        return amount // 2
    return Fraction(amount) / 2
