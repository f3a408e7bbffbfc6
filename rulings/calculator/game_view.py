"""One game as its page shows it: the sheet, the explained deals and the settlement, all
recomputed from the game record by the engine (``score``). ``build`` makes it; the selectors
(rulings/calculator/selectors.py) keep it in the cache.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from functools import cached_property
from typing import Any

from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from rulings.calculator.explained import (
    SettlementStepsView,
    arithmetic_text,
    money_at,
    settlement_steps_view,
)
from rulings.calculator.pulya_layout import Layout
from rulings.calculator.services import deal_fingerprint
from rulings.calculator.sheet import bule_sheet, paper_sheet
from rulings.core import (
    Arithmetic,
    Convention,
    Entry,
    GameScore,
    RecordError,
    SheetKind,
    active_players,
    explain_deal,
    score,
    settlement_steps,
)
from rulings.core import Transfer as CoreTransfer
from rulings.messages import citation_text
from rulings.models import Game
from rulings.web.conventions import convention_summary
from rulings.web.texts import deal_summary, entry_text, money_text, number_text, signed
from rulings.web.words import entry_label, preset_label


@dataclass
class EntryLine:
    text: str
    code: str
    label: str
    rule: str
    column: str
    arithmetic: str = ""  # how the amount was computed («2 взятки × 4 = 8»), "" for one number


@dataclass
class DealRow:
    """One deal of the list, explained. The engine's entries and their arithmetic are kept as
    the core gives them; they are worded when shown (a deal opened, the page drawn), so the
    sheet drawn from the same view does not pay for wording a hundred deals."""

    index: int  # 0-based position in the record's deals
    number: int
    deal: dict[str, Any]
    items: Sequence[Entry]
    worked: Sequence[Arithmetic]
    players: Sequence[str]
    kind: str

    @property
    def is_correction(self) -> bool:
        return "correction" in self.deal

    @property
    def dealer(self) -> str | None:
        return self.deal.get("dealer")

    @property
    def fingerprint(self) -> str:
        """services.deal_fingerprint: an Edit link finds the deal if it moved."""
        return deal_fingerprint(self.deal)

    @property
    def summary(self) -> str:
        return deal_summary(self.deal, self.players, self.kind)

    @property
    def entries(self) -> list[EntryLine]:
        return [
            EntryLine(
                entry_text(e, self.kind),
                e.code,
                entry_label(e.code),
                citation_text(e.rule),
                e.column.value,
                arithmetic_text(a, e.code),
            )
            for e, a in zip(self.items, self.worked, strict=True)
        ]


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
    """Everything the game page shows. It is kept in Django's cache, which pickles it: the
    engine's score (``result``) is not kept there but scored again if asked for; what the page
    shows was drawn from it by ``build``."""

    game: Game
    players: list[str]
    convention: Convention | None
    scored: bool  # the engine scored the record (else ``problems`` says why not)
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
    deals: list[DealRow] = field(default_factory=list)  # every deal, explained
    summary: list[str] = field(default_factory=list)  # the convention in players' words
    steps: SettlementStepsView | None = None  # the settlement worked step by step
    _result: GameScore | None = field(default=None, repr=False)

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_result": None}  # a GameScore does not pickle

    @property
    def result(self) -> GameScore | None:
        """The engine's score of the record."""
        if self._result is None and self.scored:
            self._result = score(self.game.record)
        return self._result

    @property
    def labels(self) -> dict[str, str]:
        """The sheet's three columns as this sheet names them (tables, settlement)."""
        if self.kind == "kurochka":
            return {"pulya": _("Game record"), "mountain": _("Kurochka"), "whists": _("Whists")}
        if self.kind == "bule":
            return {"pulya": _("Bule"), "mountain": _("Refe"), "whists": _("Supe")}
        return {"pulya": _("Pulya"), "mountain": _("Mountain"), "whists": _("Whists")}

    @cached_property
    def sheet_html(self) -> SafeString:
        """The drawn sheet (templates/calculator/game.html#sheet), rendered once."""
        return render_to_string("calculator/game.html#sheet", {"game": self.game, "view": self})

    @property
    def convention_label(self) -> str:
        if self.convention is None:
            return "?"
        preset = preset_label(self.convention.key)
        raw = self.game.record.get("convention")
        house = raw.get("name") if isinstance(raw, dict) else None  # a house convention's
        return f"{house} ({preset})" if house else preset

    @property
    def size_text(self) -> str:
        """«пуля до 20», «игровая запись 200», «по 100 буле»: the sheet's size in words."""
        if self.kind == "bule":
            return _("%(size)s bule each") % {"size": self.pulya_size}
        if self.kind == "kurochka":
            return _("game record %(size)s") % {"size": self.pulya_size}
        return _("pulya to %(size)s") % {"size": self.pulya_size}

    @property
    def money_price(self) -> str:
        return money_text(self.game.whist_price)

    @property
    def report(self) -> str:
        """The game as a text for the group chat (``chat_report``)."""
        return chat_report(self)

    @property
    def played_deals(self) -> int:
        return sum(1 for d in self.game.deals if "correction" not in d)


def build(game: Game) -> GameView:
    """The game's view: scored by the engine once, and from that one score its sheet laid out,
    its settlement with its steps and its deals explained (each entry with its arithmetic)."""
    players = game.players
    try:
        result = score(game.record)
    except RecordError as error:
        return GameView(game, players, None, False, problems=list(error.problems))
    sheet = result.sheet
    view = GameView(game, players, sheet.convention, True, _result=result)
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
        drawn = bule_sheet(players, result, dealer, first_hand)
    else:
        drawn = paper_sheet(players, sheet, entries, dealer, first_hand)
    view.sheet, view.series = drawn.layout, drawn.series
    view.kurochka_total, view.refe_left, view.bule_left = (
        drawn.kurochka_total,
        drawn.refe_left,
        drawn.bule_left,
    )
    _settlement(view, result, game.whist_price)
    arithmetic = [explain_deal(d, sheet.convention, sheet.players) for d in sheet.deals]
    view.deals = _deal_rows(game.deals, entries, arithmetic, players, view.kind)
    view.summary = convention_summary(sheet.convention)
    return view


def next_dealer(game: Game) -> str:
    players = game.players
    for deal in reversed(game.deals):
        if "correction" not in deal and deal.get("dealer") in players:
            return players[(players.index(deal["dealer"]) + 1) % len(players)]
    return players[game.first_dealer % len(players)]


def _deal_rows(
    deals: list[dict],
    entries: list[Sequence[Entry]],
    arithmetic: list[Sequence[Arithmetic]],
    players: Sequence[str] = (),
    kind: str = "pulya",
) -> list[DealRow]:
    rows = []
    number = 0
    for i, (deal, items, worked) in enumerate(zip(deals, entries, arithmetic, strict=False)):
        if "correction" not in deal:
            number += 1
        rows.append(DealRow(i, number, deal, items, worked, players, kind))
    return rows


def _settlement(view: GameView, result: GameScore, price: Decimal) -> None:
    sheet, settlement = result.sheet, result.settlement
    total = Fraction(0)
    money_total = Decimal(0)
    for p in view.players:
        value = settlement.balance[p]
        total += Fraction(value)
        money = money_at(value, price)
        money_total += money
        pulya = sheet.pulya[p]
        mountain = number_text(sheet.mountain[p])
        if view.kind == SheetKind.KUROCHKA:
            pulya = sheet.target - pulya  # the game record left, as the sheet shows it
        elif view.kind == SheetKind.BULE:
            pulya = sheet.target + pulya  # bule left
            mountain = str(view.refe_left.get(p, 0))
        view.balance.append(
            BalanceRow(
                player=p,
                pulya=number_text(pulya),
                mountain=mountain,
                whists_net=number_text(settlement.whist_net[p]),
                balance=signed(value),
                money=_signed_money(money),
                positive=value > 0,
            )
        )
    view.balance_sum = number_text(total)
    view.money_sum = money_text(money_total)
    steps = settlement_steps(sheet, settlement)
    view.transfers = [transfer_row(t, price) for t in steps.transfers]
    view.steps = settlement_steps_view(steps, sheet.pulya, sheet.mountain, price)


def transfer_row(t: CoreTransfer, price: Decimal) -> Transfer:
    """A payment of the short list (the core's ``fewest_transfers``), in words and money."""
    amount = t.whists
    count = amount if isinstance(amount, int) else 2  # a fraction reads as «2 виста»
    return Transfer(
        t.payer, t.payee, number_text(amount), money_text(money_at(amount, price)), count
    )


def _signed_money(value: Decimal) -> str:
    return f"+{money_text(value)}" if value > 0 else money_text(value)


# --- the game as text: for the group chat (issue 24) and under the sheet's picture
def balance_lines(view: GameView) -> list[str]:
    """«Anna: +15 (+7,50)»: each player's balance, and money at the whist price."""
    money = bool(view.game.whist_price)
    return [
        f"{row.player}: {row.balance}" + (f" ({row.money})" if money else "")
        for row in view.balance
    ]


def transfer_lines(view: GameView) -> list[str]:
    """«Vera → Anna: 14 (7,00)»: the fewest payments (the settlement's short list)."""
    money = bool(view.game.whist_price)
    return [
        f"{t.payer} → {t.payee}: {t.whists}" + (f" ({t.money})" if money else "")
        for t in view.transfers
    ]


def chat_report(view: GameView) -> str:
    """The lines the game page offers to copy; every number as the page shows it."""
    game = view.game
    title = game.title or _("Pulya: %(players)s") % {"players": ", ".join(view.players)}
    lines = [title, f"{view.convention_label} · {view.size_text}"]
    lines += ["", _("Balance, whists:"), *balance_lines(view)]
    lines += ["", _("The simplest way to settle:")]
    lines += transfer_lines(view) or [_("Nobody owes anybody.")]
    lines += ["", _("The rules:")]
    lines += [f"— {line}" for line in view.summary]
    if game.whist_price:
        lines.append("— " + _("price of a whist: %(price)s") % {"price": view.money_price})
    return "\n".join(lines)
