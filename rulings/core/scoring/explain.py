"""How each entry on the sheet was computed, as data: its factors and its result.

``explain_deal(deal, convention)`` gives, for every entry a scored deal wrote, an ``Arithmetic``:
the factors whose product (divided by ``divisor``, negated when ``negative``) is the entry's
amount, and the contract it was written for. The factors come from the rules the entry was
written by, not from its amount: a whister's tricks × the whist price of the level (the Sochi
rules for four «взявший три взятки, вистуя на семерной, пишет 3 x 4 = 12 вистов»), the declarer's
undertricks × the game's value (× ``declarer_undertrick_factor``: «2х4=8»), a whister's missing
tricks × the whist price (½ of it when semi-responsible, Lesnoy's code 3.8.12), help points × the
whists of a pulya point. Where the price depends on the sheet before the deal (the classic sheet's
курочка, a Balkan refe) the rate is the amount per trick the sheet wrote. An entry of one number
(a game into the pulya, a correction) has that number alone. The site only words these values.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import prod

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import (
    Responsibility,
    SheetKind,
    TalonMoney,
)
from rulings.core.game.deal import active_players
from rulings.core.records.result import DealResult
from rulings.core.scoring.balkan import balkan_number
from rulings.core.scoring.contract_scoring import talon_tricks, whist_price
from rulings.core.scoring.entries import Amount, Entry
from rulings.core.scoring.sheet import ScoredDeal

# What a factor counts; the site words each kind («2 взятки», «без 2»); a kind not listed here is
# a plain number (a price, a value, a multiplier).
TRICKS = "tricks"
UNDERTRICKS = "undertricks"
MISSING = "missing"  # a whister's tricks short of his obligation
POINTS = "points"  # pulya points
SHARES = "shares"  # how many players' consolation one player writes (a whist back)
PRICE = "price"  # whists or points per trick
VALUE = "value"  # the game's value
FACTOR = "factor"  # a multiplier of the convention (Leningrad ×2, kontra, refe)
RUN = "run"  # the raspasy progression: the n-th raspasy in a row


@dataclass(frozen=True, slots=True)
class Factor:
    kind: str
    value: Amount


@dataclass(frozen=True, slots=True)
class Arithmetic:
    """``result`` = ± (the product of ``factors``) / ``divisor``; ``level``: the game's level
    (6–10), 0 on misère, ``None`` on raspasy and entries of no contract."""

    factors: tuple[Factor, ...]
    result: Amount
    divisor: int = 1
    negative: bool = False
    level: int | None = None

    @property
    def value(self) -> Amount:
        """The arithmetic evaluated: equals ``result`` (a property test checks every code)."""
        product = Fraction(prod((Fraction(f.value) for f in self.factors), start=Fraction(1)))
        value = -product / self.divisor if self.negative else product / self.divisor
        return int(value) if value.denominator == 1 else value

    @property
    def worked(self) -> bool:
        """More than a number: something was multiplied or divided."""
        return len(self.factors) > 1 or self.divisor != 1


def explain_deal(
    deal: ScoredDeal, convention: Convention, players: tuple[str, ...]
) -> tuple[Arithmetic, ...]:
    """Each entry of ``deal`` with its arithmetic, in the order written."""
    return tuple(explain_entry(e, deal.outcome, convention, players) for e in deal.entries)


def explain_entry(
    item: Entry, outcome: object, conv: Convention, players: tuple[str, ...]
) -> Arithmetic:
    result = outcome if isinstance(outcome, DealResult) else None
    level = None
    if result is not None and result.contract.is_misere:
        level = 0
    elif result is not None and result.contract.is_game:
        level = result.contract.level
    factors = _factors(item, result, conv, level, players)
    if factors is None:
        factors = (Factor(VALUE, abs(item.amount)),), 1
    return Arithmetic(factors[0], item.amount, factors[1], item.amount < 0, level)


def _factors(
    item: Entry,
    result: DealResult | None,
    conv: Convention,
    level: int | None,
    players: tuple[str, ...],
) -> tuple[tuple[Factor, ...], int] | None:
    """The factors and divisor of an entry, or None when it is one number."""
    params = dict(item.params)
    code = item.code
    kind = conv.score_sheet
    if kind is SheetKind.BULE:
        return _balkan(item, result, params)
    if kind is SheetKind.KUROCHKA:
        return _per_unit(item, params)
    if code == "help_whists":
        price = conv.help_point_whists or conv.pulya_point_whists
        return _times((POINTS, params["points"]), (PRICE, price))
    if code == "preferans_close_whists":
        return _times((POINTS, params["points"]), (PRICE, conv.pulya_point_whists))
    if code == "raspasy_tricks" and result is not None:
        base = 0
        if conv.raspasy_amnesty:
            active = active_players(players, result.dealer)
            base = min(result.tricks_of.get(p, 0) for p in active)
        step = params["price"] // conv.raspasy_trick_price
        return _times(
            (TRICKS, params["tricks"] - base), (PRICE, conv.raspasy_trick_price), (RUN, step)
        )
    if code == "raspasy_rostov":
        return _per_unit(item, params)
    if level is None or result is None:
        return None
    if code == "misere_tricks":
        return _times((TRICKS, params["tricks"]), (PRICE, conv.misere_trick_penalty))
    if level == 0:
        return None
    value = conv.game_values[level - 6]
    price = whist_price(conv, level)
    if code in ("declarer_undertricks", "refused"):
        return _times(
            (UNDERTRICKS, params["undertricks"]),
            (VALUE, value),
            (FACTOR, conv.declarer_undertrick_factor),
        )
    if code in ("whist_tricks", "half_whist"):
        return _times((TRICKS, params["tricks"]), (PRICE, price))
    if code == "consolation":
        each = params["undertricks"] * price * conv.consolation_factor
        # a whist back writes the consolation of every defender who does not play (the Sochi
        # rules for four): a multiple of one player's
        return _times(
            (UNDERTRICKS, params["undertricks"]),
            (PRICE, price),
            (FACTOR, conv.consolation_factor),
            (SHARES, Fraction(item.amount) / each),
        )
    if code == "gentleman_split":
        return ((Factor(VALUE, Fraction(params["total"]).limit_denominator()),), 2)
    if code == "whist_shortfall":
        semi = _semi_responsible(conv, item, price, params["missing"])
        return ((Factor(MISSING, params["missing"]), Factor(PRICE, price)), 2 if semi else 1)
    if code == "talon_money" and conv.talon_money is TalonMoney.TRICKS and result.talon:
        return _times((TRICKS, talon_tricks(result.talon)), (PRICE, price))
    return None


def _semi_responsible(conv: Convention, item: Entry, price: Amount, missing: int) -> bool:
    """A semi-responsible whister (Lesnoy's code 3.8.12) writes half the price per missing
    trick. With ``responsible_after_close`` he answers in full once the pulya is closed (Lesnoy's
    code 3.8.11), which the sheet before the deal says: then it is read from the entry."""
    if not conv.responsible_after_close:
        return conv.responsibility is Responsibility.HALF
    return Fraction(item.amount) != missing * price


def _times(*pairs: tuple[str, Amount]) -> tuple[tuple[Factor, ...], int]:
    """The factors in order, a multiplier of 1 (a convention's ×1) left out."""
    kept = [
        Factor(k, v if not isinstance(v, Fraction) or v.denominator != 1 else int(v))
        for k, v in pairs
        if not (k in (FACTOR, RUN, SHARES) and v == 1)
    ]
    return tuple(kept), 1


def _per_unit(item: Entry, params: dict) -> tuple[tuple[Factor, ...], int] | None:
    """Units (tricks, undertricks, missing tricks) × the amount per unit the sheet wrote."""
    for kind in (TRICKS, UNDERTRICKS, MISSING):
        units = params.get(kind)
        if units:
            return _times((kind, units), (PRICE, Fraction(abs(item.amount)) / units))
    return None


def _balkan(
    item: Entry, result: DealResult | None, params: dict
) -> tuple[tuple[Factor, ...], int] | None:
    """Lesnoy's Balkan preferans, the rules of preferansklub.com: bule ±2B, supe tricks × 2B, a
    failed Bettel 10B on each defender, all × the refe and the kontra (``params["factor"]``)."""
    if result is None or result.declarer is None:
        return None
    b = balkan_number(result.contract) + (1 if result.contract.without_talon else 0)
    factor = params.get("factor", 1)
    if item.code == "supe":
        return _times((TRICKS, params["tricks"]), (PRICE, 2 * b), (FACTOR, factor))
    if item.code == "bettel_supe":
        return _times((PRICE, 10 * b), (FACTOR, factor))
    if item.code in ("bule_made", "bule_failed", "follower_failed"):
        rise = Fraction(abs(item.amount)) / factor
        return _times((VALUE, rise), (FACTOR, factor))
    return None


__all__ = ["Arithmetic", "Factor", "explain_deal", "explain_entry"]
