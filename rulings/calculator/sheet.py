"""The drawn sheet: every column's running totals and the SVG layout of the pulya (triangle or
square), the classic sheet with its курочка, and the Balkan sheet (bule, refe, supe).

``paper_sheet`` and ``bule_sheet`` draw a ``DrawnSheet`` from the engine's score, which the game
page's view (rulings/calculator/game_view.py, which imports this module, never the other way)
keeps; the geometry is pulya_layout.py's and bule_layout.py's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from rulings.calculator.bule_layout import Item, bule_layout
from rulings.calculator.pulya_layout import Layout, layout
from rulings.core import Column, Entry, GameScore, Sheet, SheetKind, format_amount


@dataclass
class DrawnSheet:
    """The sheet as drawn: its layout, each column's running totals and what one kind of sheet
    adds (the classic sheet's курочка, the Balkan sheet's bule left and unused refes)."""

    layout: Layout
    series: dict[str, dict[str, Any]]
    kurochka_total: str = "0"
    refe_left: dict[str, int] = field(default_factory=dict)
    bule_left: str = "0"


def paper_sheet(
    players: Sequence[str],
    sheet: Sheet,
    entries: list,
    dealer: str | None,
    first_hand: str | None,
) -> DrawnSheet:
    """The pulya triangle or square; on the classic sheet (the classic text) the game record counted
    down from its size and the курочка in the middle."""
    kurochka_total = "0"
    if sheet.convention.score_sheet == SheetKind.KUROCHKA:
        series = running_series(
            players, entries, pulya=lambda total: sheet.target - total, start=sheet.target
        )
        kurochka_total = format_amount(sum(sheet.mountain.values()))
        centre, closed_label = kurochka_total, pgettext("classic sheet", "written off")
        caption = {"centre_caption": pgettext("classic sheet", "kurochka")}
    else:
        series = running_series(players, entries)
        centre, closed_label = sheet.target, pgettext("pulya sheet", "closed")
        caption = {}
    drawn = layout(
        players,
        series,
        target=centre,
        closed=sheet.closed,
        dealer=dealer,
        first_hand=first_hand,
        labels={
            "dealer": pgettext("pulya sheet", "deals"),
            "first": pgettext("pulya sheet", "first hand"),
            "closed": closed_label,
            "on": pgettext("pulya sheet", "on"),
        },
        **caption,
    )
    return DrawnSheet(drawn, series, kurochka_total=kurochka_total)


def bule_sheet(
    players: Sequence[str], result: GameScore, dealer: str | None, first_hand: str | None
) -> DrawnSheet:
    """The Balkan sheet: bule counted down with the refe lines, supe left and right.

    The refes are the engine's: the sheet is replayed deal by deal and each player's unused
    refes compared before and after (a rise is a line drawn, a fall a line crossed)."""
    sheet = result.sheet
    target = sheet.target
    series = running_series(
        players, [d.entries for d in sheet.deals], pulya=lambda t: target + t, start=target
    )
    bule: dict[str, list[Item]] = {p: [Item(str(target))] for p in players}
    supe: dict[str, dict[str, list[str]]] = {p: {q: [] for q in players if q != p} for p in players}
    running = Sheet.new(sheet.convention, players, target)
    before = dict(running.extra.get("refe", ()))
    for outcome in result.record.outcomes:
        after_sheet = running.apply(outcome)
        after = dict(after_sheet.extra.get("refe", ()))
        for p in players:
            for _used in range(max(0, before.get(p, 0) - after.get(p, 0))):
                _cross_refe(bule[p])
            if after_sheet.pulya[p] != running.pulya[p]:
                bule[p].append(Item(format_amount(target + after_sheet.pulya[p])))
            for q in supe[p]:
                if after_sheet.whists[p][q] != running.whists[p][q]:
                    supe[p][q].append(format_amount(after_sheet.whists[p][q]))
            for _written in range(max(0, after.get(p, 0) - before.get(p, 0))):
                bule[p].append(Item(refe=True))
        running, before = after_sheet, after
    refe_left = {p: before.get(p, 0) for p in players}
    left = sum(target + sheet.pulya[p] for p in players)
    drawn = bule_layout(
        players,
        {p: {"bule": bule[p], "supe": supe[p]} for p in players},
        size=target,
        left=left,
        dealer=dealer,
        first_hand=first_hand,
        refe_left=refe_left,
        labels={
            "dealer": pgettext("pulya sheet", "deals"),
            "first": pgettext("pulya sheet", "first hand"),
            "bule": pgettext("Balkan sheet", "bule"),
            "refe": pgettext("Balkan sheet", "refe"),
            "left": _("bule left: %(left)s of %(total)s · a line is a refe, crossed when used")
            % {"left": format_amount(left), "total": target * len(players)},
        },
    )
    return DrawnSheet(drawn, series, refe_left=refe_left, bule_left=format_amount(left))


def _cross_refe(items: list[Item]) -> None:
    """Cross the oldest refe line not yet used."""
    for i, item in enumerate(items):
        if item.refe and not item.used:
            items[i] = Item(refe=True, used=True)
            return


def running_series(
    players: Sequence[str],
    deals: Sequence[Sequence[Entry]],
    *,
    pulya: Callable[[Any], Any] | None = None,
    start: Any = None,
) -> dict[str, dict[str, Any]]:
    """Each column's running totals, written after every deal that changed it («2.6.8»).

    ``pulya`` turns the pulya column's total into what is written (the classic game record
    counted down: size − written off; Balkan bule: size + change); ``start`` is written first."""
    totals: dict[tuple[str, str, str], Any] = {}
    series: dict[str, dict[str, Any]] = {
        p: {
            "pulya": [] if start is None else [format_amount(start)],
            "mountain": [],
            "whists": {q: [] for q in players if q != p},
        }
        for p in players
    }
    for entries in deals:
        touched: set[tuple[str, str, str]] = set()
        for e in entries:
            if e.column in (Column.PULYA, Column.BULE):
                key = (e.player, "pulya", "")
            elif e.column in (Column.MOUNTAIN, Column.KUROCHKA):
                key = (e.player, "mountain", "")
            else:
                key = (e.player, "whists", e.on or "")
            totals[key] = totals.get(key, 0) + e.amount
            touched.add(key)
        for player, column, on in sorted(touched):
            if player not in series:
                continue
            total = totals[(player, column, on)]
            if column == "pulya" and pulya is not None:
                total = pulya(total)
            text = format_amount(total)
            if column == "whists":
                if on in series[player]["whists"]:
                    series[player]["whists"][on].append(text)
            else:
                series[player][column].append(text)
    return series
