"""The running score sheet (пуля): pulya, mountain and whists of each player, deal by deal.

``Sheet`` is immutable: ``sheet.apply(outcome)`` returns a new sheet with the deal's entries
added, so a game scored whole and a game replayed deal by deal give the same sheet. Each scored
deal keeps its entries (code + rule), for ``--explain``; the sheets of one game share their list of
scored deals (``ScoredDeals``), so writing a deal copies none of the deals before it.

A «преферанс» declaration (the Sochi rules for four) writes its own entries
(``scoring.preferans_entries``). The sheet kind comes from the convention: the pulya sheet
(``scoring.py``, ``raspasy.py``, ``help.py``), the classic sheet with курочка (``kurochka.py``; its
курочка is kept in the mountain column) or the Balkan sheet (``balkan.py``; bule in the pulya
column, supe as whists).

The pulya sheet (pulya, mountain, whists) is ``Sheet``'s own arithmetic. Another kind of sheet
(``SheetKind``, chosen by the convention) registers here the hooks where it differs
(``register_sheet_kind``), so that the sheet and the settlement ask the registry instead of
importing the kinds built on top of them (``kurochka``, ``balkan`` register themselves;
``rulings.core.scoring`` imports both).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import islice
from types import MappingProxyType
from typing import Any, overload

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import GameEnd, RaspasyExit, SheetKind
from rulings.core.game.values import maker
from rulings.core.records.result import (
    Correction,
    DealResult,
    DefenderCall,
    Outcome,
    PreferansDeclaration,
)
from rulings.core.scoring.contract_scoring import game_entries, preferans_entries
from rulings.core.scoring.entries import Amount, Column, Entry, as_number, entry
from rulings.core.scoring.help_rule import MADE, route_pulya
from rulings.core.scoring.raspasy import raspasy_entries

R_CORRECTION = "manual correction (game record)"


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


@dataclass(frozen=True, slots=True)
class ScoredDeal:
    index: int
    outcome: Outcome
    entries: tuple[Entry, ...]


class ScoredDeals(Sequence[ScoredDeal]):
    """A sheet's scored deals, oldest first: an immutable view of the first ``len`` items of a
    list that the later sheets of the game share and append to.

    A tuple copied on every deal made scoring a game quadratic in its length (issue 15). Only the
    newest sheet appends in place; writing a deal on an older sheet (a branch) copies its prefix,
    so no sheet ever sees another's deals.
    """

    __slots__ = ("_len", "_shared")

    def __init__(self, deals: Iterable[ScoredDeal] = ()) -> None:
        self._shared = list(deals)
        self._len = len(self._shared)

    def appended(self, deal: ScoredDeal) -> ScoredDeals:
        """These deals and then ``deal``; this view is unchanged."""
        shared, n = self._shared, self._len
        if len(shared) == n:
            shared.append(deal)
            # the slot is ours only if no other thread appended to the same list in between
            if shared[n] is deal:
                return ScoredDeals._prefix(shared, n + 1)
        return ScoredDeals._prefix([*islice(shared, n), deal], n + 1)

    @classmethod
    def _prefix(cls, shared: list[ScoredDeal], length: int) -> ScoredDeals:
        deals = cls.__new__(cls)
        deals._shared, deals._len = shared, length
        return deals

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> ScoredDeal: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[ScoredDeal, ...]: ...
    def __getitem__(self, index: int | slice) -> ScoredDeal | tuple[ScoredDeal, ...]:
        if isinstance(index, slice):
            return tuple(self)[index]
        position = index + self._len if index < 0 else index
        if not 0 <= position < self._len:
            raise IndexError("no such scored deal")
        return self._shared[position]

    def __iter__(self) -> Iterator[ScoredDeal]:
        return islice(self._shared, self._len)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ScoredDeals):
            return NotImplemented
        return self._len == other._len and all(a == b for a, b in zip(self, other, strict=True))

    def __repr__(self) -> str:
        return f"ScoredDeals({list(self)!r})"


@dataclass(frozen=True)
class Sheet:
    convention: Convention
    players: tuple[str, ...]
    target: int
    pulya: Mapping[str, Amount]
    mountain: Mapping[str, Amount]
    whists: Mapping[str, Mapping[str, Amount]]
    raspasy_run: int = 0
    deals: ScoredDeals = field(default_factory=ScoredDeals)
    extra: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    @classmethod
    def new(
        cls, convention: Convention, players: Iterable[str], target: int | None = None
    ) -> Sheet:
        seats = tuple(players)
        size = convention.pulya_target if target is None else target
        rules = sheet_rules(convention.score_sheet)
        extra = rules.new_extra(convention, seats) if rules and rules.new_extra else {}
        return cls(
            convention=convention,
            players=seats,
            target=size,
            pulya=MappingProxyType(dict.fromkeys(seats, 0)),
            mountain=MappingProxyType(dict.fromkeys(seats, 0)),
            whists=MappingProxyType(
                {p: MappingProxyType({q: 0 for q in seats if q != p}) for p in seats}
            ),
            extra=MappingProxyType(extra),
        )

    # --- state questions
    @property
    def closed(self) -> frozenset[str]:
        """Players whose pulya is closed (reached the target)."""
        return frozenset(p for p in self.players if self.pulya[p] >= self.target)

    @property
    def finished(self) -> bool:
        rules = sheet_rules(self.convention.score_sheet)
        if rules is not None:
            return rules.finished(self)
        if self.convention.game_end is GameEnd.SUM_REACHED:
            return sum(self.pulya.values()) >= self.target * len(self.players)
        return len(self.closed) == len(self.players)

    # --- scoring
    def apply_all(self, outcomes: Iterable[Outcome]) -> Sheet:
        """This sheet with the deals (or corrections) written one after another: the same sheet
        as ``apply`` for each in turn, without a sheet for each deal in between (issue 15)."""
        writing = _Writing(self)
        for outcome in outcomes:
            writing.write(outcome)
        return writing.sheet()

    def apply(self, outcome: Outcome) -> Sheet:
        """This sheet with one more deal (or correction) written."""
        return self.apply_all((outcome,))

    def as_json(self) -> dict[str, Any]:
        return {
            p: {
                "pulya": as_number(self.pulya[p]),
                "mountain": as_number(self.mountain[p]),
                "whists": {q: as_number(a) for q, a in self.whists[p].items()},
            }
            for p in self.players
        }


# a sheet and a scored deal a deal: without the per-field frozen __setattr__ (issue 15)
_make_sheet = maker(Sheet)
_make_scored = maker(ScoredDeal)


def _copy(column: Mapping[str, Amount]) -> dict[str, Amount]:
    """A column's dict: a read-only view's ``copy()`` copies the dict underneath, 6x faster
    than ``dict(view)`` (issue 15: once a deal)."""
    if isinstance(column, (dict, MappingProxyType)):
        return column.copy()  # type: ignore[return-value]
    return dict(column)


class _Writing:
    """A sheet being written deal by deal: its columns as dicts, copied from the sheet once
    (a row of whists when a deal first writes in it), so that a game of many deals is written
    without a ``Sheet`` for each deal; ``sheet()`` is the sheet after them. Nothing of the sheet
    it starts from is changed, and no dict given out by ``sheet()`` is changed after."""

    __slots__ = (
        "deals",
        "extra",
        "mountain",
        "own_rows",
        "pulya",
        "rules",
        "run",
        "start",
        "whists",
    )

    def __init__(self, sheet: Sheet) -> None:
        self.start = sheet
        self.pulya = _copy(sheet.pulya)
        self.mountain = _copy(sheet.mountain)
        self.whists: dict[str, Mapping[str, Amount]] = dict(sheet.whists)
        self.own_rows: dict[str, dict[str, Amount]] = {}
        self.run = sheet.raspasy_run
        self.extra = sheet.extra
        self.deals = sheet.deals
        self.rules = sheet_rules(sheet.convention.score_sheet)

    def sheet(self) -> Sheet:
        start, rows = self.start, self.own_rows
        whists = start.whists
        if rows:
            whists = MappingProxyType(
                {p: MappingProxyType(rows[p]) if p in rows else w for p, w in self.whists.items()}
            )
        return _make_sheet(
            start.convention,
            start.players,
            start.target,
            MappingProxyType(self.pulya),
            MappingProxyType(self.mountain),
            whists,
            self.run,
            self.deals,
            self.extra,
        )

    def write(self, outcome: Outcome) -> None:
        """One more deal (or correction) written."""
        start = self.start
        conv, players, target = start.convention, start.players, start.target
        pulya, mountain = self.pulya, self.mountain
        run = self.run
        if isinstance(outcome, DealResult) and outcome.contract.is_raspasy:
            run += 1
        route = False
        if isinstance(outcome, Correction):
            raw: tuple[Entry, ...] = (
                entry(
                    "correction",
                    outcome.column,
                    outcome.player,
                    outcome.amount,
                    R_CORRECTION,
                    on=outcome.on,
                    note=outcome.note,
                ),
            )
        elif isinstance(outcome, PreferansDeclaration):
            raw = preferans_entries(outcome, conv, players, target, pulya, mountain, self.whists)
            if conv.raspasy_exit is RaspasyExit.ANY_GAME:
                run = 0
        elif self.rules is not None:
            # the kind's rules read the sheet as it stands: it is made for them (the classic and
            # Balkan sheets; the pulya sheet needs none)
            raw, kind_extra = self.rules.entries(outcome, conv, self._copy_now())
            self.extra = MappingProxyType(kind_extra)
        else:
            if outcome.contract.is_raspasy:
                raw = raspasy_entries(outcome, conv, players, run)
            else:
                closed = frozenset(p for p in players if pulya[p] >= target)
                raw = game_entries(outcome, conv, players, closed)
            route = True
        if isinstance(outcome, DealResult):
            run = _next_run(conv, outcome, run, raw)
        self.run = run

        failed = None
        written: list[Entry] = []
        for item in raw:
            if route and item.column is Column.PULYA:
                if failed is None:
                    failed = frozenset(e.player for e in raw if e.code == "whist_shortfall")
                items = route_pulya(
                    item,
                    conv,
                    players,
                    target,
                    dealer=outcome.dealer,  # type: ignore[union-attr]
                    failed=failed,
                    pulya=pulya,
                    mountain=mountain,
                )
                for e in items:
                    self._add(e)
                written.extend(items)
            else:
                self._add(item)
                written.append(item)
        self.deals = self.deals.appended(_make_scored(len(self.deals) + 1, outcome, tuple(written)))

    def _add(self, e: Entry) -> None:
        """Add ``e`` to its column; a row of whists is copied when first written."""
        if e.column is Column.PULYA or e.column is Column.BULE:
            self.pulya[e.player] += e.amount
        elif e.column is Column.MOUNTAIN or e.column is Column.KUROCHKA:
            self.mountain[e.player] += e.amount
        else:
            row = self.own_rows.get(e.player)
            if row is None:
                row = self.own_rows[e.player] = dict(self.whists[e.player])
                self.whists[e.player] = row
            row[e.on or ""] += e.amount

    def _copy_now(self) -> Sheet:
        """The sheet as it stands, as a value of its own (later deals do not change it)."""
        rows = self.whists
        return _make_sheet(
            self.start.convention,
            self.start.players,
            self.start.target,
            MappingProxyType(dict(self.pulya)),
            MappingProxyType(dict(self.mountain)),
            MappingProxyType({p: MappingProxyType(dict(r)) for p, r in rows.items()}),
            self.run,
            self.deals,
            self.extra,
        )


def _next_run(conv: Convention, outcome: DealResult, run: int, raw: tuple[Entry, ...]) -> int:
    """The raspasy run after this deal (``raw``: its entries): raspasy keep it, a game ends it (per
    ``raspasy_exit``, from the level of ``raspasy_exit_levels`` up)."""
    if outcome.contract.is_raspasy or run == 0:
        return run
    contract = outcome.contract
    rule = conv.raspasy_exit
    made = any(e.code in MADE for e in raw)
    if contract.is_misere:
        # a misère is played out: it ends the run unless the house says it does not (the
        # mathfewmatthews presets: «misereExitsRaspass», there only a misère made), and never
        # under WHISTED_GAME
        ends = conv.raspasy_misere_exit and rule is not RaspasyExit.WHISTED_GAME
        return 0 if ends and (made or rule not in _MADE_ONLY) else run
    if contract.level < _exit_level(conv, run):
        return run
    if rule is RaspasyExit.ANY_GAME:
        return 0
    if rule in _MADE_ONLY and not made:
        return run
    if rule is RaspasyExit.MADE_GAME:
        return 0
    # only a game some defender did not pass (the rostiktc2 tests, PLAYED: a game both defenders
    # pass is not played and keeps the run; WHISTED_GAME the same, but without the misère);
    # WHIST_KEPT: a whister who played, none short (Piter «one-whister-no-penalty»)
    if rule is RaspasyExit.WHIST_KEPT:
        playing = any(call in _PLAYING for _, call in outcome.calls)
        short = any(e.code == "whist_shortfall" for e in raw)
        return 0 if playing and not short else run
    whisted = contract.is_game and any(call is not DefenderCall.PASS for _, call in outcome.calls)
    return 0 if whisted else run


_MADE_ONLY = frozenset({RaspasyExit.MADE_GAME, RaspasyExit.WHIST_KEPT})
_PLAYING = frozenset({DefenderCall.WHIST, DefenderCall.WHIST_BACK})


def _exit_level(conv: Convention, run: int) -> int:
    """The least game that ends a run of ``run`` raspasy: the ``run``-th of
    ``raspasy_exit_levels``, the last one after its end (the mathfewmatthews Piter «6-7»)."""
    levels = conv.raspasy_exit_levels
    return levels[min(run, len(levels)) - 1] if levels else 6
