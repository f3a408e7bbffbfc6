"""The whistings a game record's short deals end in, each found once a record (issue 15).

A short deal writes each defender's last call; ``records/game_record.py`` replays them through
the core's whisting (``Whisting.ending_with``: a dozen microseconds or so a deal). A long game
repeats a few contracts, seatings and calls (a 5,000-deal game: 864 different ones in 3,624
whisted deals), so ``Endings`` finds each once and the record's other deals reuse it.
"""

from __future__ import annotations

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
    for each contract, seating and calls of one record: the found ones and the refusals alike
    (a refusal's message names the players, so it is kept for this record only)."""

    def __init__(self, convention: Convention, players: tuple[str, ...]) -> None:
        self._convention, self._players = convention, players
        self._found: dict[tuple[Any, ...], Ending | PreferansError] = {}

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
        key = (contract, dealer, declarer, swapped, frozenset(words.items()), is_open)
        found = self._found.get(key)
        if found is None:
            start = Whisting.of_deal(self._convention, contract, self._players, dealer, declarer)
            if swapped:
                start = replace(start, defenders=start.defenders[::-1])
            try:
                found = Ending.of(start.ending_with(words, is_open=is_open))
            except PreferansError as error:
                found = error
            self._found[key] = found
        if isinstance(found, PreferansError):
            raise found
        return found
