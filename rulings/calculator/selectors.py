"""Reads of the score calculator: games to list, and one game's sheet as the templates show it.

Everything shown is recomputed from the game record by the engine (``score``); the result is
kept in a small in-process cache keyed by the game's id, version and change time, so drawing a
sheet twice does not score it twice.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction
from functools import cached_property
from typing import Any

from django.db.models import QuerySet
from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.utils.translation import get_language, ngettext, pgettext, pgettext_lazy
from django.utils.translation import gettext as _

from rulings.calculator.bule_layout import Item, bule_layout
from rulings.calculator.presets import PRESET_LABELS
from rulings.calculator.pulya_layout import Layout, layout
from rulings.calculator.services import deal_fingerprint
from rulings.calculator.wizard import (
    call_label,
    column_label,
    contract_label,
    kontra_label,
    talon_kind,
)
from rulings.core import (
    PREFERANS_NAMES,
    Column,
    Convention,
    Entry,
    GameScore,
    HelpRule,
    Kontra,
    KurochkaKind,
    Progression,
    RaspasyExit,
    RaspasyScoring,
    RecordError,
    Responsibility,
    ResponsibleScope,
    Sheet,
    SheetKind,
    TalonMoney,
    WhistSplit,
    active_players,
    as_number,
    format_amount,
    parse_contract,
    score,
)
from rulings.messages import citation_text
from rulings.models import Game
from rulings.option_words import value_text


def games_of(*, user: Any, session_key: str) -> QuerySet[Game]:
    """The games this visitor owns: a signed-in user's, else the session's anonymous ones."""
    if user is not None and user.is_authenticated:
        return Game.objects.filter(owner=user)
    if not session_key:
        return Game.objects.none()
    return Game.objects.filter(owner__isnull=True, session_key=session_key)


@dataclass
class EntryLine:
    text: str
    code: str
    label: str
    rule: str
    column: str


@dataclass
class DealRow:
    index: int  # 0-based position in the record's deals
    number: int
    summary: str
    entries: list[EntryLine]
    is_correction: bool
    dealer: str | None
    fingerprint: str  # services.deal_fingerprint: an Edit link finds the deal if it moved


@dataclass
class Transfer:
    payer: str
    payee: str
    whists: str
    money: str
    count: int = 0  # for the noun's plural: the whole number of whists (a fraction reads as 2)


@dataclass
class BalanceRow:
    player: str
    pulya: str
    mountain: str
    whists_net: str
    balance: str
    money: str
    positive: bool


@dataclass
class GameView:
    game: Game
    players: list[str]
    convention: Convention | None
    result: GameScore | None
    problems: list[tuple[str, str]] = field(default_factory=list)
    sheet: Layout | None = None
    series: dict[str, dict[str, Any]] = field(default_factory=dict)
    next_dealer: str = ""
    first_hand: str = ""
    balance: list[BalanceRow] = field(default_factory=list)
    transfers: list[Transfer] = field(default_factory=list)
    balance_sum: str = "0"
    money_sum: str = "0"
    closed: list[str] = field(default_factory=list)
    pulya_size: int = 0
    sheet_finished: bool = False
    kind: str = "pulya"  # the sheet: pulya, kurochka (classic with курочка) or bule (Balkan)
    refe_left: dict[str, int] = field(default_factory=dict)  # Balkan: unused refes
    kurochka_total: str = "0"  # classic: the курочка on the table
    bule_left: str = "0"  # Balkan: every player's bule together (the game ends at 0)

    @property
    def labels(self) -> dict[str, str]:
        """The sheet's three columns as this sheet names them (tables, settlement)."""
        if self.kind == "kurochka":
            return {"pulya": _("Game record"), "mountain": _("Kurochka"), "whists": _("Whists")}
        if self.kind == "bule":
            return {"pulya": _("Bule"), "mountain": _("Refe"), "whists": _("Supe")}
        return {"pulya": _("Pulya"), "mountain": _("Mountain"), "whists": _("Whists")}

    @cached_property
    def deals(self) -> list[DealRow]:
        """Every deal with its summary and explained entries (built when first shown)."""
        if self.result is None:
            return []
        entries = [d.entries for d in self.result.sheet.deals]
        return _deal_rows(self.game.deals, entries, self.players, self.kind)

    @cached_property
    def summary(self) -> list[str]:
        return convention_summary(self.convention) if self.convention else []

    @cached_property
    def sheet_html(self) -> SafeString:
        """The drawn sheet (templates/calculator/game.html#sheet), rendered once."""
        return render_to_string("calculator/game.html#sheet", {"game": self.game, "view": self})

    @property
    def convention_label(self) -> str:
        if self.convention is None:
            return "?"
        label = PRESET_LABELS.get(self.convention.key)
        preset = str(label) if label else self.convention.key
        raw = self.game.record.get("convention")
        house = raw.get("name") if isinstance(raw, dict) else None  # a house convention's
        return f"{house} ({preset})" if house else preset

    @property
    def played_deals(self) -> int:
        return sum(1 for d in self.game.deals if "correction" not in d)


_CACHE: OrderedDict[tuple, GameView] = OrderedDict()
_LOCK = threading.Lock()
_CACHE_SIZE = 64


def _cache_key(game: Game) -> tuple:
    return (game.pk, game.version, game.updated_at, str(game.whist_price), get_language())


def cached_game_view(game: Game) -> GameView | None:
    """The game's view if it is drawn already: needs only the game's key fields, not its
    record (the sheet view reads the record only when this is None)."""
    key = _cache_key(game)
    with _LOCK:
        view = _CACHE.get(key)
        if view is not None:
            _CACHE.move_to_end(key)
        return view


def game_view(game: Game) -> GameView:
    view = cached_game_view(game)
    if view is not None:
        return view
    key = _cache_key(game)
    view = _build(game)
    with _LOCK:
        _CACHE[key] = view
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return view


def _build(game: Game) -> GameView:
    players = game.players
    try:
        result = score(game.record)
    except RecordError as error:
        return GameView(game, players, None, None, problems=list(error.problems))
    sheet = result.sheet
    view = GameView(game, players, sheet.convention, result)
    view.kind = sheet.convention.score_sheet.value
    view.pulya_size = sheet.target
    view.sheet_finished = sheet.finished
    view.closed = [p for p in players if p in sheet.closed]
    view.next_dealer = next_dealer(game)
    view.first_hand = active_players(tuple(players), view.next_dealer)[0]
    dealer = None if game.finished else view.next_dealer
    first_hand = None if game.finished else view.first_hand
    entries = [d.entries for d in sheet.deals]
    if view.kind == SheetKind.BULE:
        _bule_sheet(view, result, dealer, first_hand)
    else:
        _paper_sheet(view, sheet, entries, dealer, first_hand)
    _settlement(view, result, game.whist_price)
    return view


def _paper_sheet(
    view: GameView, sheet: Sheet, entries: list, dealer: str | None, first_hand: str | None
) -> None:
    """The pulya triangle or square; on the classic sheet (the classic text) the game record counted
    down from its size and the курочка in the middle."""
    players = view.players
    if view.kind == SheetKind.KUROCHKA:
        view.series = running_series(
            players, entries, pulya=lambda total: sheet.target - total, start=sheet.target
        )
        view.kurochka_total = format_amount(sum(sheet.mountain.values()))
        centre, closed_label = view.kurochka_total, pgettext("classic sheet", "written off")
        caption = {"centre_caption": pgettext("classic sheet", "kurochka")}
    else:
        view.series = running_series(players, entries)
        centre, closed_label = sheet.target, pgettext("pulya sheet", "closed")
        caption = {}
    view.sheet = layout(
        players,
        view.series,
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


def _bule_sheet(
    view: GameView, result: GameScore, dealer: str | None, first_hand: str | None
) -> None:
    """The Balkan sheet: bule counted down with the refe lines, supe left and right.

    The refes are the engine's: the sheet is replayed deal by deal and each player's unused
    refes compared before and after (a rise is a line drawn, a fall a line crossed)."""
    sheet = result.sheet
    players = view.players
    target = sheet.target
    view.series = running_series(
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
    view.refe_left = {p: before.get(p, 0) for p in players}
    left = sum(target + sheet.pulya[p] for p in players)
    view.bule_left = format_amount(left)
    view.sheet = bule_layout(
        players,
        {p: {"bule": bule[p], "supe": supe[p]} for p in players},
        size=target,
        left=left,
        dealer=dealer,
        first_hand=first_hand,
        refe_left=view.refe_left,
        labels={
            "dealer": pgettext("pulya sheet", "deals"),
            "first": pgettext("pulya sheet", "first hand"),
            "bule": pgettext("Balkan sheet", "bule"),
            "refe": pgettext("Balkan sheet", "refe"),
            "left": _("bule left: %(left)s of %(total)s · a line is a refe, crossed when used")
            % {"left": format_amount(left), "total": target * len(players)},
        },
    )


def _cross_refe(items: list[Item]) -> None:
    """Cross the oldest refe line not yet used."""
    for i, item in enumerate(items):
        if item.refe and not item.used:
            items[i] = Item(refe=True, used=True)
            return


def next_dealer(game: Game) -> str:
    players = game.players
    for deal in reversed(game.deals):
        if "correction" not in deal and deal.get("dealer") in players:
            return players[(players.index(deal["dealer"]) + 1) % len(players)]
    return players[game.first_dealer % len(players)]


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


CODE_LABELS = {
    "game_made": pgettext_lazy("entry", "game made"),
    "declarer_undertricks": pgettext_lazy("entry", "declarer's undertricks"),
    "misere_made": pgettext_lazy("entry", "misère made"),
    "misere_tricks": pgettext_lazy("entry", "tricks on misère"),
    "refused": pgettext_lazy("entry", "without three"),
    "whist_tricks": pgettext_lazy("entry", "whists for tricks"),
    "consolation": pgettext_lazy("entry", "consolation"),
    "gentleman_split": pgettext_lazy("entry", "gentleman whist"),
    "half_whist": pgettext_lazy("entry", "half-whist"),
    "whist_shortfall": pgettext_lazy("entry", "whister's shortfall"),
    "talon_money": pgettext_lazy("entry", "talon"),
    "raspasy_tricks": pgettext_lazy("entry", "raspasy tricks"),
    "raspasy_zero": pgettext_lazy("entry", "no trick on raspasy"),
    "raspasy_rostov": pgettext_lazy("entry", "Rostov raspasy"),
    "help": pgettext_lazy("entry", "help"),
    "help_whists": pgettext_lazy("entry", "whists for help"),
    "help_off_mountain": pgettext_lazy("entry", "off the mountain (help)"),
    "help_others_mountain": pgettext_lazy("entry", "into the others' mountain (help)"),
    "closed_off_mountain": pgettext_lazy("entry", "off the mountain (pulya closed)"),
    "correction": pgettext_lazy("entry", "correction"),
    "preferans_off_mountain": pgettext_lazy("entry", "«preferans»: mountain written off"),
    "preferans_close": pgettext_lazy("entry", "«preferans»: pulya closed"),
    "preferans_close_whists": pgettext_lazy("entry", "«preferans»: whists for closing"),
    "preferans_bonus": pgettext_lazy("entry", "«preferans»: 1000 on each"),
    "preferans_whists_taken": pgettext_lazy("entry", "«preferans»: the whists on him taken"),
    "kurochka_taken": pgettext_lazy("entry", "taken from the kurochka"),
    "kurochka_from_partner": pgettext_lazy("entry", "kurochka taken from a partner"),
    "record_from_partner": pgettext_lazy("entry", "written off a partner's game record"),
    "record_from_partner_whists": pgettext_lazy("entry", "whists for a partner's game record"),
    "declarer_remiz": pgettext_lazy("entry", "declarer's remiz"),
    "vystavka": pgettext_lazy("entry", "vystavka"),
    "renonce_misere": pgettext_lazy("entry", "renonce on misère"),
    "bule_made": pgettext_lazy("entry", "game made (bule down)"),
    "bule_failed": pgettext_lazy("entry", "game failed (bule up)"),
    "supe": pgettext_lazy("entry", "supe for tricks"),
    "follower_failed": pgettext_lazy("entry", "follower short (bule up)"),
    "bettel_supe": pgettext_lazy("entry", "failed Bettel supe"),
}


def code_label(code: str) -> str:
    label = CODE_LABELS.get(code)
    return str(label) if label else code


def entry_text(e: Entry, kind: str = "pulya") -> str:
    amount = format_amount(e.amount)
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
                "amount": format_amount(-e.amount),
            }
        return _("%(player)s: %(amount)s into the kurochka") % {
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
    ) % {"player": player, "amount": format_amount(amount) if amount is not None else "—", "on": on}


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
        parts.append(", ".join(f"{p} {call_label(c)}" for p, c in _seated(calls, players)))
    if deal.get("open"):
        parts.append(pgettext("whist", "open"))
    if deal.get("renonce"):
        parts.append(_("renonce by %(player)s") % {"player": deal["renonce"]})
    if tricks:
        parts.append(_("tricks: %(tricks)s") % {"tricks": tricks})
    return "; ".join(parts)


def talon_text(kind: str) -> str:
    return {
        "ace": _("an ace"),
        "marriage": _("a marriage (K+Q of a suit)"),
        "ace_king": _("ace and king of a suit"),
        "two_aces": _("two aces"),
    }.get(kind, "")


def _seated(items: Mapping[str, Any], players: Sequence[str]) -> list[tuple[str, Any]]:
    seat = {p: i for i, p in enumerate(players)}
    return sorted(items.items(), key=lambda kv: seat.get(kv[0], len(seat)))


def _deal_rows(
    deals: list[dict],
    entries: list[Sequence[Entry]],
    players: Sequence[str] = (),
    kind: str = "pulya",
) -> list[DealRow]:
    rows = []
    number = 0
    for i, (deal, items) in enumerate(zip(deals, entries, strict=False)):
        is_correction = "correction" in deal
        if not is_correction:
            number += 1
        rows.append(
            DealRow(
                index=i,
                number=number,
                summary=deal_summary(deal, players, kind),
                entries=[
                    EntryLine(
                        entry_text(e, kind),
                        e.code,
                        code_label(e.code),
                        citation_text(e.rule),
                        e.column.value,
                    )
                    for e in items
                ],
                is_correction=is_correction,
                dealer=deal.get("dealer"),
                fingerprint=deal_fingerprint(deal),
            )
        )
    return rows


def _money(whists: Any, price: Decimal) -> Decimal:
    with localcontext() as exact:  # the default 28 digits would not hold a big balance × price
        exact.prec = 60
        return (Decimal(str(as_number(whists))) * price).quantize(Decimal("0.01"), ROUND_HALF_UP)


def _settlement(view: GameView, result: GameScore, price: Decimal) -> None:
    sheet, settlement = result.sheet, result.settlement
    total = Fraction(0)
    money_total = Decimal(0)
    for p in view.players:
        value = settlement.balance[p]
        total += Fraction(value)
        money = _money(value, price)
        money_total += money
        pulya = sheet.pulya[p]
        mountain = format_amount(sheet.mountain[p])
        if view.kind == SheetKind.KUROCHKA:
            pulya = sheet.target - pulya  # the game record left, as the sheet shows it
        elif view.kind == SheetKind.BULE:
            pulya = sheet.target + pulya  # bule left
            mountain = str(view.refe_left.get(p, 0))
        view.balance.append(
            BalanceRow(
                player=p,
                pulya=format_amount(pulya),
                mountain=mountain,
                whists_net=format_amount(settlement.whist_net[p]),
                balance=_signed(value),
                money=_signed_money(money),
                positive=value > 0,
            )
        )
    view.balance_sum = format_amount(total)
    view.money_sum = f"{money_total:.2f}"
    view.transfers = transfers(settlement.balance, view.players, price)


def transfers(balance: Mapping[str, Any], players: Sequence[str], price: Decimal) -> list[Transfer]:
    """Who pays whom: the largest debtor pays the largest creditor, until all are square."""
    owe = {p: -Fraction(balance[p]) for p in players if balance[p] < 0}
    get = {p: Fraction(balance[p]) for p in players if balance[p] > 0}
    out = []
    while owe and get:
        payer = max(owe, key=lambda p: (owe[p], -players.index(p)))
        payee = max(get, key=lambda p: (get[p], -players.index(p)))
        amount = min(owe[payer], get[payee])
        count = int(amount) if amount.denominator == 1 else 2
        whists, money = format_amount(amount), f"{_money(amount, price):.2f}"
        out.append(Transfer(payer, payee, whists, money, count))
        owe[payer] -= amount
        get[payee] -= amount
        owe = {p: v for p, v in owe.items() if v}
        get = {p: v for p, v in get.items() if v}
    return out


def _signed(value: Any) -> str:
    text = format_amount(value)
    return text if text.startswith("-") or text == "0" else f"+{text}"


def _signed_money(value: Decimal) -> str:
    return f"+{value:.2f}" if value > 0 else f"{value:.2f}"


def convention_summary(conv: Convention) -> list[str]:
    """The convention in the words players use: «вист жлобский, ответственный; распасы 1-2-3…»."""
    if conv.score_sheet is SheetKind.BULE:
        return balkan_summary(conv)
    if conv.score_sheet is SheetKind.KUROCHKA:
        return kurochka_summary(conv) + _pulya_summary(conv)[:1] + _talon_summary(conv)
    return _pulya_summary(conv) + _talon_summary(conv)


def _talon_summary(conv: Convention) -> list[str]:
    if conv.talon_money is TalonMoney.TRICKS:
        return [
            _(
                "four players: the dealer writes whists for the talon, ace or marriage 1 trick, "
                "ace and king 2, two aces 3 (at the game's price)"
            )
        ]
    if conv.talon_money is TalonMoney.CLASSIC:
        return [
            _(
                "four players: the dealer writes 20 for an ace in the talon, 30 for ace and "
                "king, 40 for two aces"
            )
        ]
    return []


def kurochka_summary(conv: Convention) -> list[str]:
    """The classic game with курочка (the classic text) in players' words."""
    first, each = conv.kurochka_consolation
    kind = (
        _("unlimited kurochka (as much as the game)")
        if conv.kurochka is KurochkaKind.UNLIMITED
        else _("limited kurochka (%(n)s at a time)") % {"n": conv.kurochka_limit}
    )
    lines = [
        _("each player's game record of %(size)s is written off, counted down")
        % {"size": conv.pulya_target},
        _("games 6–10 write off %(values)s; misère %(misere)s")
        % {"values": "-".join(str(v) for v in conv.game_values), "misere": conv.misere_value},
        _(
            "%(kind)s: a made game takes as much from it; from a partner's kurochka it is "
            "written on him ×10 in whists"
        )
        % {"kind": kind},
        _(
            "remiz per undertrick into the kurochka: the game's value, doubled when there is "
            "kurochka on the table; whisters per trick the value"
        ),
        _(
            "consolation per undertrick: the dealer %(dealer)s, each whister %(each)s "
            "(a lone whister %(lone)s)"
        )
        % {"dealer": first, "each": each, "lone": 2 * each},
        _("raspasy: no trick writes off %(zero)s, each trick %(trick)s into the kurochka")
        % {"zero": conv.kurochka_raspasy_zero, "trick": conv.kurochka_raspasy_trick},
    ]
    if conv.vystavka:
        lines.append(_("vystavka: the dealer puts %(n)s into the kurochka") % {"n": conv.vystavka})
    return lines


def balkan_summary(conv: Convention) -> list[str]:
    """Balkan preferans (Lesnoy's Balkan preferans) in players' words."""
    lines = [
        _("every player starts with %(size)s bule and plays them down to 0; lower is better")
        % {"size": conv.pulya_target},
        _(
            "bids 2♠ 3♦ 4♥ 5♣, Bettel 6, Sans 7 (their value B); «igra» without the talon B + 1; "
            "always six tricks (Bettel none)"
        ),
        _(
            "made: bule −2B; failed: bule +2B; each follower writes his tricks × 2B supe on the "
            "declarer and undertakes 2 tricks"
        ),
        _("all pass: everybody gets a refe, his next game counts double"),
    ]
    if conv.balkan_refe_limit:
        lines.append(
            _("a refe is written %(n)s times in a game at most") % {"n": conv.balkan_refe_limit}
        )
    if conv.balkan_kontra is Kontra.NONE:
        lines.append(_("no kontra"))
    else:
        lines.append(
            _("kontra up to %(kontra)s (×2 each step)")
            % {"kontra": kontra_label(conv.balkan_kontra.value)}
        )
    extras = []
    if conv.balkan_double_fall:
        extras.append(_("the double fall at the end"))
    if conv.balkan_pik_kontra:
        extras.append(_("kontra compulsory on spades"))
    if extras:
        lines.append(", ".join(extras))
    return lines


def _pulya_summary(conv: Convention) -> list[str]:
    split = {
        WhistSplit.GREEDY: _("greedy whist (жлобский)"),
        WhistSplit.GENTLEMAN: _("gentleman whist (джентльменский)"),
    }[conv.whist_split]
    resp = {
        Responsibility.FULL: _("responsible"),
        Responsibility.HALF: _("semi-responsible"),
        Responsibility.NONE: _("not responsible"),
    }[conv.responsibility]
    if conv.responsible_after_close:
        if conv.responsible_close_scope is ResponsibleScope.OWN:
            resp += " " + _("(responsible once the whister's pulya is closed)")
        else:
            resp += " " + _("(responsible once every pulya is closed)")
    lines = [f"{split}, {resp}"]
    lines.append(
        _("games 6–10 into the pulya: %(values)s; misère %(misere)s")
        % {"values": "-".join(str(v) for v in conv.game_values), "misere": conv.misere_value}
    )
    lines.append(
        _("whists per trick: the game value × %(factor)s; declarer's undertricks × %(under)s")
        % {"factor": conv.whist_trick_factor, "under": conv.declarer_undertrick_factor}
    )
    lines.append(
        _("whisters' obligation on 6–10: %(values)s")
        % {"values": "-".join(str(v) for v in conv.whist_obligations)}
    )
    if conv.half_whist_levels:
        lines.append(
            _("half-whist on %(levels)s")
            % {"levels": ", ".join(str(v) for v in conv.half_whist_levels)}
        )
    price = conv.raspasy_trick_price
    step = {
        Progression.NONE: [price] * 3,
        Progression.ARITHMETIC: [price, 2 * price, 3 * price],
        Progression.GEOMETRIC: [price, 2 * price, 4 * price],
    }[conv.raspasy_progression]
    if conv.raspasy_scoring is RaspasyScoring.ROSTOV:
        lines.append(
            _("raspasy on whists (Rostov): %(n)s whists per trick")
            % {"n": conv.raspasy_rostov_whists}
        )
    else:
        ladder = "-".join(str(v) for v in step)
        exit_rule = {
            RaspasyExit.ANY_GAME: _("any game ends them"),
            RaspasyExit.WHISTED_GAME: _("only a whisted game ends them"),
        }[conv.raspasy_exit]
        lines.append(
            _("raspasy %(ladder)s into the mountain, %(exit)s")
            % {"ladder": ladder, "exit": exit_rule}
        )
    lines.append(_("one pulya point = %(n)s whists") % {"n": conv.pulya_point_whists})
    lines.append(
        {
            HelpRule.HELP: _("a closed pulya helps the others (help)"),
            HelpRule.MOUNTAIN: _("a closed pulya writes off the mountain"),
            HelpRule.NONE: _("a closed pulya keeps growing"),
        }[conv.help_rule]
    )
    extras = []
    if conv.refusal_allowed:
        extras.append(_("«without three» allowed"))
    if conv.stalingrad:
        extras.append(_("Stalingrad"))
    if not conv.ten_whisted:
        extras.append(_("the ten is only checked"))
    if conv.settle_amnesty:
        extras.append(_("amnesty in the settlement"))
    if extras:
        lines.append(", ".join(extras))
    return lines


def option_rows(conv: Convention) -> list[dict[str, Any]]:
    english = (get_language() or "ru").startswith("en")
    return [
        {
            "name": info.name,
            "text": info.en if english else info.ru,
            "value": value_text(getattr(conv, info.name)),
            "source": citation_text(info.source),
        }
        for info in Convention.options()
    ]
