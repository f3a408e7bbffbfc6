"""Balkan preferans (seed 003; rules-reference §8): bule and supe.

Every player starts with the pulya size in bule (100 typical) and plays them down; lower is
better. The game value B is ♠ 2, ♦ 3, ♥ 4, ♣ 5, Bettel 6, Sans 7; a game without the talon
(«игра») is B + 1 ([GH-PAJ]). A made game takes 2B off the declarer's bule, a failed one adds
2B; each follower writes his tricks × 2B in supe against the declarer; a follower who fails
(followers undertake 2 tricks each, seed 003) adds 2B (or B, ``balkan_failed_follower_full``)
to his bule. After an all-pass each player gets a refe: his next game counts double (seed 003).
A failed Bettel: each defender writes 10 × B supe ([GH-PAJ]).

The sheet keeps the change of bule in the pulya column (bule left = size + change) and supe as
whists. Not done: kontra and its multipliers, the double fall at the end ([IKLUB]).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .contracts import Strain
from .convention import Convention
from .entries import Column, Entry, entry
from .result import DealResult, DefenderCall, Outcome

if TYPE_CHECKING:
    from .sheet import Sheet

VALUES = {
    Strain.SPADES: 2,
    Strain.DIAMONDS: 3,
    Strain.HEARTS: 4,
    Strain.CLUBS: 5,
    Strain.NO_TRUMP: 7,
}
BETTEL = 6
R_BULE = "rules-reference §8 ([GH-PAJ]: made −2B, failed +2B bule)"
R_SUPE = "rules-reference §8 ([GH-PAJ]: supe = tricks × 2B; [IKLUB] Herc 5 tricks → 40)"
R_FOLLOWER = "seed 003 (each follower undertakes 2 tricks); rules-reference §8 ([GH-PRK])"
R_REFE = "seed 003 (refe: after an all-pass the next game of each player is doubled)"
R_BETTEL = "rules-reference §8 ([GH-PAJ]: failed Bettel, 60 supe per defender)"


def new_extra(conv: Convention, players: tuple[str, ...]) -> dict[str, Any]:
    return {"refe": tuple((p, 0) for p in players)}


def finished(sheet: Sheet) -> bool:
    return sum(sheet.target + sheet.pulya[p] for p in sheet.players) <= 0


def settle_values(sheet: Sheet) -> dict[str, Any]:
    """Bule left count like mountain points (×10) in the settlement."""
    from fractions import Fraction

    return {p: Fraction(sheet.target + sheet.pulya[p]) for p in sheet.players}


def balkan_entries(
    outcome: Outcome, conv: Convention, sheet: Sheet
) -> tuple[tuple[Entry, ...], dict[str, Any]]:
    if not isinstance(outcome, DealResult):
        raise TypeError("a Balkan deal needs a DealResult")
    extra = dict(sheet.extra)
    refe = dict(extra.get("refe", ()))
    contract = outcome.contract
    if contract.is_raspasy:
        refe = {p: n + 1 for p, n in refe.items()}
        extra["refe"] = tuple(refe.items())
        return (), extra
    declarer = outcome.declarer
    if declarer is None:
        raise ValueError("a game needs a declarer")
    if contract.is_misere:
        b = BETTEL
    else:
        b = VALUES[Strain.NO_TRUMP if contract.strain is None else contract.strain]
    if contract.without_talon:
        b += 1
    factor = 1
    out: list[Entry] = []
    if refe.get(declarer, 0) > 0:
        factor = 2
        refe[declarer] -= 1
        extra["refe"] = tuple(refe.items())
    tricks = outcome.tricks_of
    calls = outcome.call_of
    followers = [p for p, c in calls.items() if c in (DefenderCall.WHIST, DefenderCall.WHIST_BACK)]
    if contract.is_misere:
        taken = tricks.get(declarer, 0)
        if taken == 0:
            out.append(entry("bule_made", Column.BULE, declarer, -2 * b * factor, R_BULE))
        else:
            out.append(entry("bule_failed", Column.BULE, declarer, 2 * b * factor, R_BULE))
            for p in (p for p in sheet.players if p != declarer and p in calls):
                out.append(
                    entry("bettel_supe", Column.WHISTS, p, 10 * b * factor, R_BETTEL, on=declarer)
                )
        return tuple(out), extra
    if not followers:
        out.append(entry("bule_made", Column.BULE, declarer, -2 * b * factor, R_BULE))
        return tuple(out), extra
    taken = tricks.get(declarer, 10 - sum(tricks.get(f, 0) for f in followers))
    made = taken >= 6
    out.append(
        entry(
            "bule_made" if made else "bule_failed",
            Column.BULE,
            declarer,
            (-2 if made else 2) * b * factor,
            R_BULE,
            tricks=taken,
        )
    )
    for f in followers:
        t = tricks.get(f, 10 - taken if len(followers) == 1 else 0)
        if t:
            out.append(
                entry("supe", Column.WHISTS, f, t * 2 * b * factor, R_SUPE, on=declarer, tricks=t)
            )
        if made and t < 2:
            rise = 2 * b if conv.balkan_failed_follower_full else b
            out.append(
                entry("follower_failed", Column.BULE, f, rise * factor, R_FOLLOWER, tricks=t)
            )
    return tuple(out), extra
