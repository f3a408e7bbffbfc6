"""What a deal came to, in the form the scoring engine reads (the «short result form»).

A ``DealResult`` says who dealt, the contract and its declarer, each defender's call, and the
tricks: the declarer's and the playing whisters' (a lone whister's count includes the passer's
cards, the Sochi rules for four: «все взятки принадлежат вистующему»), or every player's on raspasy.
A ``Correction`` is a manual entry written by hand on the sheet; a ``PreferansDeclaration`` is
the Sochi rules for four's «преферанс» (the declarer shows a hand that makes the contract and the
pulya ends).

A full deal record (the rules core's play) becomes a ``DealResult`` through
``DealResult.from_play``, which folds the passer's tricks into the lone whister's. Irregular
plays of a full deal are kept as ``Note``s: the deal is scored as played and the adjudicator
rules on them.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from rulings.core.conventions.scoring_kinds import Column, Kontra
from rulings.core.game.cards import Card
from rulings.core.game.contracts import Contract
from rulings.core.game.values import maker


class DefenderCall(enum.StrEnum):
    WHIST = "whist"
    PASS = "pass"
    HALF = "half"  # полвиста (Lesnoy's code 3.8.8.1, 3.8.14)
    # вернуть вист: a passer, or with four players the dealer (the Sochi rules for four)
    WHIST_BACK = "whist-back"


def _call(call: DefenderCall | str) -> DefenderCall:
    # a game record's calls are read as DefenderCall already: no enum lookup again (issue 15)
    return call if call.__class__ is DefenderCall else DefenderCall(call)


@dataclass(frozen=True, slots=True)
class Note:
    """A remark on a deal that changes no number: ``code`` for translation, ``text`` in English."""

    code: str
    text: str
    params: tuple[tuple[str, Any], ...] = ()

    def as_json(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params), "text": self.text}


@dataclass(frozen=True, slots=True)
class DealResult:
    dealer: str
    contract: Contract
    declarer: str | None = None
    calls: tuple[tuple[str, DefenderCall], ...] = ()
    tricks: tuple[tuple[str, int], ...] = ()
    open: bool = False
    refused: bool = False  # «без трёх» (the Sochi and Leningrad rules)
    talon: tuple[Card, ...] = ()
    renonce: str | None = None  # a defender's renonce on misère (the classic text, classic sheet)
    kontra: Kontra = Kontra.NONE  # Balkan doubling (the rules of preferansklub.com)
    notes: tuple[Note, ...] = ()  # e.g. irregular plays of a full deal, for the adjudicator

    @classmethod
    def create(
        cls,
        *,
        dealer: str,
        contract: Contract,
        declarer: str | None = None,
        calls: Mapping[str, DefenderCall | str] | None = None,
        tricks: Mapping[str, int] | None = None,
        open: bool = False,  # noqa: A002 - the record's field name
        refused: bool = False,
        talon: Iterable[Card] = (),
        renonce: str | None = None,
        kontra: Kontra | str = Kontra.NONE,
        notes: Iterable[Note] = (),
    ) -> DealResult:
        """Build a result; mappings are stored sorted so key order never matters."""
        # one a deal when a game record is read: without the per-field frozen __setattr__
        make = _make_result if cls is DealResult else cls
        return make(
            dealer,
            contract,
            declarer,
            tuple(sorted((name, _call(call)) for name, call in calls.items())) if calls else (),
            tuple(sorted(tricks.items())) if tricks else (),
            open,
            refused,
            tuple(talon),
            renonce,
            kontra if kontra.__class__ is Kontra else Kontra(kontra),
            tuple(notes),
        )

    @classmethod
    def from_play(
        cls,
        *,
        dealer: str,
        contract: Contract,
        declarer: str | None,
        calls: Mapping[str, DefenderCall | str],
        tricks_taken: Mapping[str, int],
        open: bool = False,  # noqa: A002
        talon: Iterable[Card] = (),
        kontra: Kontra | str = Kontra.NONE,
        notes: Iterable[Note] = (),
    ) -> DealResult:
        """From a played deal: ``tricks_taken`` is every active player's count from the play.

        With one playing whister the passers' tricks are his (the Sochi rules for four); the passers
        and a half-whister keep none.
        """
        call_map = {name: DefenderCall(call) for name, call in calls.items()}
        if contract.is_raspasy or declarer is None:
            return cls.create(dealer=dealer, contract=contract, tricks=tricks_taken, notes=notes)
        playing = [
            n for n, c in call_map.items() if c in (DefenderCall.WHIST, DefenderCall.WHIST_BACK)
        ]
        tricks = {declarer: tricks_taken.get(declarer, 0)}
        defenders_total = sum(t for n, t in tricks_taken.items() if n != declarer)
        if len(playing) == 1:
            tricks[playing[0]] = defenders_total
        else:
            for name in playing:
                tricks[name] = tricks_taken.get(name, 0)
        return cls.create(
            dealer=dealer,
            contract=contract,
            declarer=declarer,
            calls=call_map,
            tricks=tricks,
            open=open,
            talon=talon,
            kontra=kontra,
            notes=notes,
        )

    @property
    def call_of(self) -> dict[str, DefenderCall]:
        return dict(self.calls)

    @property
    def tricks_of(self) -> dict[str, int]:
        return dict(self.tricks)


_make_result = maker(DealResult)


@dataclass(frozen=True, slots=True)
class Correction:
    """A manual entry: ``amount`` into ``player``'s pulya or mountain, or whists on ``on``."""

    player: str
    column: Column
    amount: int
    on: str | None = None
    note: str = ""


@dataclass(frozen=True, slots=True)
class PreferansDeclaration:
    """The Sochi rules for four «преферанс»: ``declarer`` showed a hand that makes the contract; the
    pulya ends."""

    dealer: str
    declarer: str
    note: str = ""


Outcome = DealResult | Correction | PreferansDeclaration
