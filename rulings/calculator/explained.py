"""The engine's arithmetic in the reader's words: each entry's («2 взятки × 4 = 8») and the
settlement's steps (rulings/core: ``explain_deal``, ``settlement_steps``). The core computes the
numbers; this module only words them, once per version and language (the view is cached)."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from rulings.core import Arithmetic, SettlementSteps, as_number
from rulings.web.texts import money_text, number_text, signed


def money_at(whists: Any, price: Decimal) -> Decimal:
    """Whists at the price of a whist, to the cent."""
    with localcontext() as exact:  # the default 28 digits would not hold a big balance × price
        exact.prec = 60
        return (Decimal(str(as_number(whists))) * price).quantize(Decimal("0.01"), ROUND_HALF_UP)


def _count(n: Any) -> int:
    """The number a noun agrees with (a fraction reads like «2 взятки»)."""
    return n if isinstance(n, int) else 2


def _factor(kind: str, value: Any) -> str:
    n = number_text(value)
    if kind == "tricks":
        return ngettext("%(n)s trick", "%(n)s tricks", _count(value)) % {"n": n}
    if kind == "undertricks":
        return _("remiz %(n)s") % {"n": n}
    if kind == "missing":
        return _("%(n)s short") % {"n": n}
    if kind == "points":
        return ngettext("%(n)s point", "%(n)s points", _count(value)) % {"n": n}
    return n


def _for_level(level: int) -> str:
    """«за шестерную»: what a game's one-number entry (its value into the pulya) was for."""
    words = {
        0: _("for misère"),
        6: _("for a six"),
        7: _("for a seven"),
        8: _("for an eight"),
        9: _("for a nine"),
        10: _("for a ten"),
    }
    return words.get(level, "")


# the entries that are a game's value (into the pulya, or a game record written off)
GAME_VALUE_CODES = frozenset({"game_made", "misere_made"})


def arithmetic_text(a: Arithmetic, code: str = "") -> str:
    """«2 взятки × 4 = 8», «ремиз 2 × 2 = 4», «недобор 1 × 4 ÷ 2 = 2»; a game's value «2 за
    шестерную» (``code`` one of ``GAME_VALUE_CODES``); "" for any other plain number."""
    if not a.worked:
        if a.level is None or a.negative or code not in GAME_VALUE_CODES:
            return ""
        return f"{_n(a.result)} {_for_level(a.level)}".rstrip()
    factors = [_factor(f.kind, f.value) for f in a.factors]
    if a.negative:
        factors[0] = f"−{factors[0]}"
    text = " × ".join(factors)
    if a.divisor != 1:
        text += f" ÷ {a.divisor}"
    return f"{text} = {_n(a.result)}"


def _n(value: Any) -> str:
    return number_text(value).replace("-", "−")


@dataclass
class PlayerStepRow:
    player: str
    mountain: str  # «12 − 2 × 1 = 10» or «10»
    from_mountain: str  # «(4 − 10) × 10 = −60»
    whist_net: str
    exact: str
    rounding: str  # «−6.67 → −6: +1, seat order» or ""
    balance: str


@dataclass
class PairRow:
    payer: str
    payee: str
    mountain: str
    whists: str
    total: str  # exact
    settled: str  # in the balances' whists (rounded with them)
    money: str  # of ``settled``


@dataclass
class SettlementStepsView:
    """The settlement's steps as the page shows them (strings, in the reader's language)."""

    mean: str  # «(10 + 0 + 2) / 3 = 4»
    point: str
    amnesty: str  # "" when none
    rounding_rule: str
    exact: bool  # the convention keeps fractions: the pairs are not rounded either
    players: list[PlayerStepRow] = field(default_factory=list)
    pairs: list[PairRow] = field(default_factory=list)


def settlement_steps_view(
    steps: SettlementSteps,
    sheet_pulya: dict[str, Any],
    sheet_mountain: dict[str, Any],
    price: Decimal,
) -> SettlementStepsView:
    values = " + ".join(_n(s.after_amnesty) for s in steps.players)
    mean = f"({values}) / {steps.n} = {_n(steps.mean)}"
    amnesty = ""
    if steps.amnesty:
        amnesty = _("Amnesty: the smallest mountain, %(amnesty)s, is taken off everyone's.") % {
            "amnesty": _n(steps.amnesty)
        }
    view = SettlementStepsView(
        mean,
        _n(steps.point),
        amnesty,
        _rounding_rule(steps),
        exact=steps.rounding.value == "exact",
    )
    seats = [s.player for s in steps.players]
    for s in steps.players:
        mountain = _n(s.converted)
        if steps.k is not None and sheet_pulya.get(s.player):
            k = "" if steps.k == 1 else f" × {_n(steps.k)}"
            mountain = (
                f"{_n(sheet_mountain[s.player])} − {_n(sheet_pulya[s.player])}{k} = {mountain}"
            )
        if steps.amnesty:
            # the amnesty taken off, written as a player writes it: «−3 + 7 = 4», «6 − 2 = 4»
            sign = "+" if steps.amnesty < 0 else "−"
            off = f"{_n(s.converted)} {sign} {_n(abs(steps.amnesty))} = {_n(s.after_amnesty)}"
            mountain = off if mountain == _n(s.converted) else f"{mountain}; {off}"
        diff = f"({_n(steps.mean)} − {_n(s.after_amnesty)}) × {_n(steps.point)}"
        if steps.divisor != steps.n:  # settled among the others: N / (N − 1) of the average's
            diff = f"{diff} × {steps.n} / {steps.divisor}"
        rounding = ""
        if s.odd_whist:
            why = _("seat order") if s.player in steps.by_seat else _("largest fraction")
            rounding = f"{_n(s.rounded_down)} + 1 ({why})"
        elif steps.odd_whists and Fraction(s.exact).denominator != 1:
            rounding = _n(s.rounded_down)
        view.players.append(
            PlayerStepRow(
                s.player,
                mountain,
                f"{diff} = {_n(s.from_mountain)}",
                signed(s.whist_net).replace("-", "−"),
                signed(s.exact).replace("-", "−"),
                rounding,
                signed(s.balance).replace("-", "−"),
            )
        )
    for p in sorted(steps.pairs, key=lambda p: (seats.index(p.payer), seats.index(p.payee))):
        if not p.total and not p.settled:
            continue
        view.pairs.append(
            PairRow(
                p.payer,
                p.payee,
                _n(p.mountain),
                _n(p.whists),
                _n(p.total),
                _n(p.settled),
                money_text(money_at(p.settled, price)),
            )
        )
    return view


def _rounding_rule(steps: SettlementSteps) -> str:
    if steps.rounding.value == "exact":
        return _("The balances are kept exact, with fractions of a whist (the convention says so).")
    if steps.rounding.value == "last_takes_rest":
        return _(
            "Rounded to whole whists as the convention says: each balance but the last is cut "
            "down to whole whists, and the last player (%(last)s) takes what keeps the sum zero."
        ) % {"last": steps.players[-1].player}
    rule = _(
        "Rounded to whole whists so that the sum stays zero (largest remainder): each balance is "
        "rounded down, and the whists then missing go one each to the largest fractions; "
        "between equal fractions, by seat order (%(seats)s)."
    ) % {"seats": ", ".join(s.player for s in steps.players)}
    if not steps.odd_whists:
        return rule
    given = [s.player for s in steps.players if s.odd_whist]
    return (
        rule
        + " "
        + ngettext(
            "The missing whist goes to: %(players)s.",
            "The %(n)s missing whists go one each to: %(players)s.",
            steps.odd_whists,
        )
        % {"n": steps.odd_whists, "players": ", ".join(given)}
    )
