"""One whisted deal scored by the core: what the whisting lessons count.

The whisting stages never restate a price: what a whister undertakes, what a shortfall costs,
what a passer writes, all come from the core's scoring of one deal (``score_outcomes``) under
the learner's convention. West is always the declarer here; East speaks first, South second
(the defenders in clockwise order from the declarer's left: W → E → S).

``whisting_after`` runs the calls through the core's ``Whisting`` (the rules of who may say
what), ``deal_outcome`` scores the deal that follows: the tricks go as the core's record of a
played deal puts them (``DealResult.from_play``: with one whister the passer's tricks are his).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from rulings.core import (
    Column,
    Contract,
    Convention,
    DealResult,
    WhistCall,
    Whisting,
    score_outcomes,
)
from tutorial.lessons.kinds.common import EAST, SEATS, SOUTH, WEST

DECLARER = WEST
DEFENDERS = (EAST, SOUTH)  # in the order they speak: from the declarer's left
DEALER = SOUTH  # the first hand is then West: the dealer sits just before the first hand
PENALTY_COLUMNS = (Column.MOUNTAIN, Column.KUROCHKA, Column.BULE)


def whisting_after(
    convention: Convention, contract: Contract, calls: Iterable[tuple[str, WhistCall]]
) -> Whisting:
    """The core's whisting of ``contract`` after ``calls``; an illegal call raises
    ``IllegalWhistCallError`` (the core's words)."""
    state = Whisting(convention, contract, DECLARER, DEFENDERS)
    for seat, call in calls:
        state = state.after(seat, call)
    return state


def finished(state: Whisting) -> Whisting:
    """The whisting carried to its end the way these lessons read it: a lone whister plays
    closed (open or closed does not change the count of tricks of a double-dummy play), and a
    passer does not take the whist back after a half-whist."""
    while (seat := state.to_call) is not None:
        legal = state.legal_calls()
        call = WhistCall.CLOSED if WhistCall.CLOSED in legal else WhistCall.PASS
        state = state.after(seat, call)
    return state


@dataclass(frozen=True)
class Outcome:
    """The core's entries for one deal and the settlement's balance."""

    entries: tuple[tuple[str, str, str | None, float], ...]  # column, player, on, amount
    balance: Mapping[str, float]

    def penalty(self, seat: str) -> float:
        """What ``seat`` writes against himself: the mountain (or the kurochka, or a Balkan
        bule's rise)."""
        return sum(
            a for col, p, _, a in self.entries if p == seat and col in PENALTY_COLUMNS and a > 0
        )

    def whists(self, seat: str, on: str) -> float:
        return sum(
            a for col, p, o, a in self.entries if col == Column.WHISTS and p == seat and o == on
        )


@lru_cache(maxsize=8192)
def deal_outcome(
    convention: Convention,
    contract: Contract,
    calls: tuple[tuple[str, WhistCall], ...],
    declarer_tricks: int,
    south_tricks: int | None = None,
) -> Outcome:
    """Score the deal after ``calls`` (finished as ``finished`` says) when West takes
    ``declarer_tricks``. The defenders' tricks: South's ``south_tricks`` if given, else shared
    as evenly as they go (East, the first defender, one more when odd)."""
    state = finished(whisting_after(convention, contract, calls))
    words = state.last_words()
    rest = 10 - declarer_tricks
    south = rest // 2 if south_tricks is None else south_tricks
    taken = {DECLARER: declarer_tricks, EAST: rest - south, SOUTH: south}
    result = DealResult.from_play(
        dealer=DEALER,
        contract=contract,
        declarer=DECLARER,
        calls={seat: words.get(seat, WhistCall.PASS).value for seat in DEFENDERS},
        tricks_taken=taken if state.plays_out else {},
    )
    game, settlement = score_outcomes(convention, SEATS, [result])
    entries = tuple(
        (entry.column, entry.player, entry.on, float(entry.amount))
        for deal in game.deals
        for entry in deal.entries
    )
    return Outcome(entries, {seat: float(v) for seat, v in settlement.balance.items()})
