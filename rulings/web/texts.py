"""Sentences about a game's deals and score entries, in the reader's language: «Борис пишет
4 виста на Анну», «Анна сдаёт; Борис играет 7♥; …». The calculator's sheet and the adjudicator's
card both write them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from django.utils.formats import get_format
from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from rulings.core import (
    PREFERANS_NAMES,
    Column,
    Entry,
    Kontra,
    SheetKind,
    as_number,
    format_amount,
    parse_contract,
)
from rulings.web.words import (
    column_label,
    contract_label,
    kontra_label,
    said_call_label,
    talon_kind,
    talon_text,
)

# A decimal point between digits: a number in a sentence the core or the sheet wrote («13.33»).
_DECIMAL_POINT = re.compile(r"(?<=\d)\.(?=\d)")


def decimals(text: str) -> str:
    """The numbers of a text with the active language's decimal separator: «13,33» for a
    Russian reader, «13.33» for an English one."""
    return _DECIMAL_POINT.sub(get_format("DECIMAL_SEPARATOR"), text)


def number_text(value: Any) -> str:
    """An amount as a page shows it: whole, or with two decimals in the reader's notation."""
    return decimals(format_amount(value))


def money_text(value: Any) -> str:
    """Money with two decimals in the reader's notation («32,00»)."""
    return decimals(f"{value:.2f}")


def signed(value: Any) -> str:
    """«+12», «-7», «0», «+13,33»: a balance as the sheet writes it."""
    text = number_text(value)
    return text if text.startswith("-") or text == "0" else f"+{text}"


def entry_text(e: Entry, kind: str = "pulya") -> str:
    amount = number_text(e.amount)
    if e.column is Column.WHISTS:
        if kind == SheetKind.BULE:
            return _("%(player)s writes %(amount)s supe on %(on)s") % {
                "player": e.player,
                "amount": amount,
                "on": e.on,
            }
        return whists_text(e.player, e.amount, e.on)
    if e.column is Column.KUROCHKA or (e.column is Column.MOUNTAIN and kind == SheetKind.KUROCHKA):
        if e.amount < 0:
            return _("%(player)s: %(amount)s taken off the kurochka") % {
                "player": e.player,
                "amount": number_text(-e.amount),
            }
        # the classic sheet's «гора» is the курочка: named as it is written, «наверх»
        return _("%(player)s: %(amount)s up, into the kurochka") % {
            "player": e.player,
            "amount": amount,
        }
    if e.column is Column.MOUNTAIN:
        return _("%(player)s: %(amount)s into the mountain") % {
            "player": e.player,
            "amount": amount,
        }
    if e.column is Column.BULE or kind == SheetKind.BULE:
        signed = amount if e.amount < 0 else f"+{amount}"
        return _("%(player)s: bule %(amount)s") % {"player": e.player, "amount": signed}
    if kind == SheetKind.KUROCHKA:
        return _("%(player)s: %(amount)s written off the game record") % {
            "player": e.player,
            "amount": amount,
        }
    return _("%(player)s: %(amount)s into the pulya") % {"player": e.player, "amount": amount}


def whists_text(player: Any, amount: Any, on: Any) -> str:
    """«Boris writes 4 whists on Anna», the noun agreeing with the number (Russian: «4 виста»,
    «5 вистов», «2.5 виста»)."""
    number = as_number(amount) if isinstance(amount, int | float | Fraction) else 0
    count = abs(number) if isinstance(number, int) else 2  # a fraction reads like «2 виста»
    return ngettext(
        "%(player)s writes %(amount)s whist on %(on)s",
        "%(player)s writes %(amount)s whists on %(on)s",
        count,
    ) % {"player": player, "amount": number_text(amount) if amount is not None else "—", "on": on}


def deal_summary(deal: Mapping[str, Any], players: Sequence[str] = (), kind: str = "pulya") -> str:
    balkan = kind == SheetKind.BULE
    if "correction" in deal:
        body = deal["correction"]
        column = next((c for c in ("pulya", "mountain", "whists") if c in body), "")
        text = _("Correction: %(player)s, %(column)s %(amount)s") % {
            "player": body.get("player"),
            "column": column_label(column, kind) if column else "?",
            "amount": body.get(column, ""),
        }
        if body.get("on"):
            text += " " + _("on %(player)s") % {"player": body["on"]}
        note = body.get("note") or deal.get("note")
        return f"{text} ({note})" if note else text
    parts = [_("%(player)s deals") % {"player": deal.get("dealer")}]
    # in seat order: PostgreSQL's jsonb does not keep the keys' order
    tricks = ", ".join(f"{p} {t}" for p, t in _seated(deal.get("tricks") or {}, players))
    contract = str(deal.get("contract", ""))
    if contract.strip().lower() in PREFERANS_NAMES:
        parts.append(_("%(player)s declares «preferans»") % {"player": deal.get("declarer")})
        return "; ".join(parts)
    try:
        code = parse_contract(contract).en
    except ValueError:
        code = contract
    if code == "raspasy":
        if balkan and not tricks:
            parts.append(_("all pass: everybody gets a refe"))
        else:
            parts.append(_("raspasy: %(tricks)s") % {"tricks": tricks})
        return "; ".join(parts)
    parts.append(
        _("%(player)s plays %(contract)s")
        % {"player": deal.get("declarer"), "contract": contract_label(code, balkan=balkan)}
    )
    if deal.get("kontra") in {k.value for k in Kontra if k is not Kontra.NONE}:
        parts.append(kontra_label(deal["kontra"]))
    if deal.get("talon"):
        talon = deal["talon"]
        cards = " ".join(talon) if isinstance(talon, list) else str(talon)
        parts.append(_("talon: %(what)s") % {"what": talon_text(talon_kind(cards)) or cards})
    if deal.get("refused"):
        parts.append(_("without three"))
    calls = deal.get("defenders") or {}
    if calls and not (balkan and code.startswith("misere")):
        parts.append(", ".join(f"{p}: {said_call_label(c)}" for p, c in _seated(calls, players)))
    if deal.get("open"):
        parts.append(pgettext("whist", "open"))
    if deal.get("renonce"):
        parts.append(_("renonce by %(player)s") % {"player": deal["renonce"]})
    if tricks:
        parts.append(_("tricks: %(tricks)s") % {"tricks": tricks})
    return "; ".join(parts)


def _seated(items: Mapping[str, Any], players: Sequence[str]) -> list[tuple[str, Any]]:
    seat = {p: i for i, p in enumerate(players)}
    return sorted(items.items(), key=lambda kv: seat.get(kv[0], len(seat)))
