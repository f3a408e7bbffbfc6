"""The whistings a game record's short deals end in, found once (issue 15).

A short deal writes each defender's last call; ``records/game_record.py`` replays them through
the core's whisting (``Whisting.ending_with``), which tries every way the calls can go: 0.3–0.6
ms a deal, most of the time of reading a long game. ``Endings`` finds each once: by name within
a record, by seat for the process.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from rulings.core.conventions.convention import Convention
from rulings.core.errors import PreferansError
from rulings.core.game.contracts import Contract
from rulings.core.records.result import DefenderCall
from rulings.core.rules.whisting import WhistCall, Whisting

WORD = {call: WhistCall(call.value) for call in DefenderCall}  # a record's call: the whisting's


@dataclass(frozen=True, slots=True)
class Ending:
    """What the record asks of a finished whisting: who whists, and whether the game is played
    (``Whisting.whisters``, ``Whisting.plays_out``)."""

    whisters: tuple[str, ...]
    plays_out: bool

    @classmethod
    def of(cls, whisting: Whisting) -> Ending:
        return cls(whisting.whisters, whisting.plays_out)


class Endings:
    """The whistings that end in a deal's written calls (``Whisting.ending_with``), found once
    for each contract, calls and seating: ``ending_with`` tries every way the calls can go
    (0.3–0.6 ms), and games repeat a few contracts and calls (a 5,000-deal game: 864 different
    starts by name, about a hundred by seat).

    The whisting never looks at a name, only at who sits where (the declarer, the first and the
    second defender, the dealer sitting out), so an ending found for one seating holds for the
    same seats under other names. Endings by seat are kept for the process, per convention
    (the site scores the same game again on every deal written: only its first reading pays);
    by name, and refusals (their messages name the players), for this record only."""

    def __init__(self, convention: Convention, players: tuple[str, ...]) -> None:
        self._convention, self._players = convention, players
        self._named: dict[tuple[Any, ...], Ending | PreferansError] = {}
        self._by_seat = _seat_endings(convention)

    def ending_with(
        self,
        contract: Contract,
        dealer: str,
        declarer: str,
        words: Mapping[str, WhistCall],
        is_open: bool,
        *,
        swapped: bool = False,
    ) -> Ending:
        """The ending with these ``words`` of the whisting of the deal (``swapped``: with the
        defenders speaking in the other order); raises the whisting's refusal."""
        named = (contract, dealer, declarer, swapped, frozenset(words.items()), is_open)
        found = self._named.get(named)
        if found is None:
            start = Whisting.of_deal(self._convention, contract, self._players, dealer, declarer)
            if swapped:
                start = replace(start, defenders=start.defenders[::-1])
            seats = (start.declarer, *start.defenders, start.dealer)
            done = self._find(start, words, is_open, seats)
            found = done if isinstance(done, PreferansError) else Ending.of(done)
            self._named[named] = found
        if isinstance(found, PreferansError):
            raise found
        return found

    def _find(
        self,
        start: Whisting,
        words: Mapping[str, WhistCall],
        is_open: bool,
        names: tuple[str | None, ...],
    ) -> Whisting | PreferansError:
        seat = {name: i for i, name in enumerate(names) if name is not None}
        if len(seat) != len(names) - (names[-1] is None) or not words.keys() <= seat.keys():
            key = None  # a name in two seats, or a call by nobody seated: not shared
        else:
            key = (
                start.contract,
                names[-1] is None,
                frozenset((seat[p], call) for p, call in words.items()),
                is_open,
            )
            calls = self._by_seat.get(key)
            if calls is not None:
                return replace(start, calls=tuple((names[i], call) for i, call in calls))
        try:
            done = start.ending_with(words, is_open=is_open)
        except PreferansError as error:
            return error
        if key is not None:
            self._by_seat[key] = tuple((seat[p], call) for p, call in done.calls)
        return done


_SeatEndings = dict[tuple[Any, ...], tuple[tuple[int, WhistCall], ...]]
# house conventions come and go: the oldest is forgotten past this (an entry a few hundred
# bytes, a convention at most a few thousand entries: contracts × calls × seat shapes)
_KEPT_CONVENTIONS = 16
_by_convention: dict[Convention, _SeatEndings] = {}
_by_convention_lock = threading.Lock()


def _seat_endings(convention: Convention) -> _SeatEndings:
    """The endings by seat found so far under ``convention`` (shared by the records and threads
    of the process: an entry is written whole, and two threads finding the same one write the
    same value)."""
    with _by_convention_lock:
        found = _by_convention.get(convention)
        if found is None:
            if len(_by_convention) >= _KEPT_CONVENTIONS:
                del _by_convention[next(iter(_by_convention))]
            found = _by_convention[convention] = {}
        return found
