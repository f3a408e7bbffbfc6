"""Balkan preferans (Lesnoy's Balkan preferans): bule and supe.

Every player starts with the pulya size in bule (100 typical) and plays them down; lower is
better. The game value B is ♠ 2, ♦ 3, ♥ 4, ♣ 5, Bettel 6, Sans 7; a game without the talon
(«игра») is B + 1 (the rules of preferansklub.com). A made game takes 2B off the declarer's bule, a
failed one adds 2B; each follower writes his tricks × 2B in supe against the declarer; a follower
who fails adds 2B (or B, ``balkan_failed_follower_full``) to his bule. A lone follower undertakes 2
tricks; two followers undertake 4 together (Lesnoy's Balkan preferans «в совокупности»), and when
they are short the one short of his 2 fails, or both (``balkan_team_fail``). A failed Bettel: each
defender writes 10 × B supe (the rules of preferansklub.com).

Multipliers, on every entry of the deal (the rules of preferansklub.com «Množioci (na sve)»),
multiplied together:
- refe: after an all-pass each player gets a refe, his next game counts double (Lesnoy's Balkan
preferans); a
  player may hold several, one is used per game he declares; ``balkan_refe_limit`` caps how
  many times a game refe is written (the rules of preferansklub.com maxRefe, the rules of iklub.rs
  «ako ih ima još»);
- kontra ×2, rekontra ×4, subkontra ×8, mortkontra ×16 (the deal's ``kontra`` field; the
  highest allowed is ``balkan_kontra``: the rules of iklub.rs has no sub/mort).
House rules: the double fall (``balkan_double_fall`` the rules of iklub.rs: a failed game larger
than the bule left to the end of the game falls double, the followers' supe stay single) and
the compulsory kontra on spades (``balkan_pik_kontra`` the rules of iklub.rs: undoubled spades are
not played; everyone gets a refe if one is left, else the declarer makes the game).

The sheet keeps the change of bule in the pulya column (bule left = size + change) and supe as
whists.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import BalkanTeamFail, Kontra, SheetKind
from rulings.core.records.result import DealResult, DefenderCall, Outcome
from rulings.core.rules.auction import balkan_number
from rulings.core.rules.contract_checks import undoubled_pik
from rulings.core.scoring.entries import Column, Entry, entry
from rulings.core.scoring.sheet import Sheet, SheetRules, register_sheet_kind
from rulings.core.sources import cite, cites

R_BULE = cite("preferansklub", note="made −2B, failed +2B bule").text
R_SUPE = cites(
    cite("preferansklub", note="supe = tricks × 2B"),
    cite("iklub", note="Herc 5 tricks → 40"),
)
R_FOLLOWER = cites(
    cite("balkan", quote="в совокупности", note="each follower undertakes 2 tricks, two 4"),
    cite("prefko"),
)
R_REFE = cite("balkan", note="refe: after an all-pass the next game of each player is doubled").text
R_BETTEL = cite("preferansklub", note="failed Bettel, 60 supe per defender").text
R_DOUBLE_FALL = cite("iklub", quote="igra koja je veća od broja ostalih bula… pada duplo").text
R_PIK = cite("iklub", quote="ako nema više refa… Pik se spušta za 4").text


def new_extra(conv: Convention, players: tuple[str, ...]) -> dict[str, Any]:
    """``refe``: unused refes per player; ``refe_written``: all-passes that wrote a refe."""
    return {"refe": tuple((p, 0) for p in players), "refe_written": 0}


def bule_left(sheet: Sheet) -> int:
    """The bule left to play down before the game ends (the sum of every player's bule)."""
    return sum(sheet.target + sheet.pulya[p] for p in sheet.players)


def _write_refe(conv: Convention, extra: dict[str, Any]) -> bool:
    """Give every player a refe unless the game's refes are used up; True when written."""
    written = extra.get("refe_written", 0)
    if conv.balkan_refe_limit and written >= conv.balkan_refe_limit:
        return False
    extra["refe"] = tuple((p, n + 1) for p, n in extra.get("refe", ()))
    extra["refe_written"] = written + 1
    return True


def finished(sheet: Sheet) -> bool:
    return sum(sheet.target + sheet.pulya[p] for p in sheet.players) <= 0


def settle_values(sheet: Sheet) -> dict[str, Fraction]:
    """Bule left count like mountain points (×10) in the settlement."""
    return {p: Fraction(sheet.target + sheet.pulya[p]) for p in sheet.players}


def balkan_entries(
    outcome: Outcome, conv: Convention, sheet: Sheet
) -> tuple[tuple[Entry, ...], dict[str, Any]]:
    if not isinstance(outcome, DealResult):
        raise TypeError("a Balkan deal needs a DealResult")
    extra = dict(sheet.extra)
    contract = outcome.contract
    if contract.is_raspasy:
        _write_refe(conv, extra)
        return (), extra
    declarer = outcome.declarer
    if declarer is None:
        raise ValueError("a game needs a declarer")
    b = balkan_number(
        contract
        # the value B is the contract's number (Lesnoy's Balkan preferans, the rules of
        # preferansklub.com)
    )
    if contract.without_talon:
        b += 1
    if is_undoubled_pik(conv, outcome) and _write_refe(conv, extra):
        return (), extra  # the hand is not played: everybody gets a refe (the example of iklub.rs)
    refe = dict(extra.get("refe", ()))
    factor = outcome.kontra.factor
    params: dict[str, Any] = {}
    if refe.get(declarer, 0) > 0:
        factor *= 2
        refe[declarer] -= 1
        extra["refe"] = tuple(refe.items())
        params["refe"] = R_REFE
    if factor > 1:
        params["factor"] = factor
    if outcome.kontra is not Kontra.NONE:
        params["kontra"] = outcome.kontra.value
    out: list[Entry] = []
    if is_undoubled_pik(conv, outcome):
        out.append(entry("bule_made", Column.BULE, declarer, -2 * b * factor, R_PIK, **params))
        return tuple(out), extra
    fall_rule = R_BULE
    fall = 2 * b * factor
    if conv.balkan_double_fall and fall > bule_left(sheet):
        fall_rule = R_DOUBLE_FALL
        fall *= 2
    tricks = outcome.tricks_of
    calls = outcome.call_of
    followers = [p for p, c in calls.items() if c in (DefenderCall.WHIST, DefenderCall.WHIST_BACK)]
    if contract.is_misere:
        taken = tricks.get(declarer, 0)
        if taken == 0:
            out.append(entry("bule_made", Column.BULE, declarer, -2 * b * factor, R_BULE, **params))
        else:
            out.append(entry("bule_failed", Column.BULE, declarer, fall, fall_rule, **params))
            for p in (p for p in sheet.players if p != declarer and p in calls):
                out.append(
                    entry(
                        "bettel_supe",
                        Column.WHISTS,
                        p,
                        10 * b * factor,
                        R_BETTEL,
                        on=declarer,
                        **params,
                    )
                )
        return tuple(out), extra
    if not followers:
        out.append(entry("bule_made", Column.BULE, declarer, -2 * b * factor, R_BULE, **params))
        return tuple(out), extra
    taken = tricks.get(declarer, 10 - sum(tricks.get(f, 0) for f in followers))
    made = taken >= 6
    if made:
        out.append(
            entry(
                "bule_made", Column.BULE, declarer, -2 * b * factor, R_BULE, tricks=taken, **params
            )
        )
    else:
        out.append(
            entry("bule_failed", Column.BULE, declarer, fall, fall_rule, tricks=taken, **params)
        )
    took = {f: tricks.get(f, 10 - taken if len(followers) == 1 else 0) for f in followers}
    failed = failed_followers(conv, took) if made else set()
    for f, t in took.items():
        if t:
            out.append(
                entry(
                    "supe",
                    Column.WHISTS,
                    f,
                    t * 2 * b * factor,
                    R_SUPE,
                    on=declarer,
                    tricks=t,
                    **params,
                )
            )
        if f in failed:
            rise = 2 * b if conv.balkan_failed_follower_full else b
            out.append(
                entry(
                    "follower_failed",
                    Column.BULE,
                    f,
                    rise * factor,
                    R_FOLLOWER,
                    tricks=t,
                    **params,
                )
            )
    return tuple(out), extra


def failed_followers(conv: Convention, took: dict[str, int]) -> set[str]:
    """The followers who failed on a made game (Lesnoy's Balkan preferans): a lone follower short of
    his two tricks («обязательство взять, по крайней мере, две взятки»); two followers only when
    together short of four («должны набрать четыре взятки в совокупности»), and then the one
    short of his half, or both (``balkan_team_fail``). The team quota is
    ``whist_obligation(6)``: a Balkan contract is always six tricks."""
    team = conv.whist_obligation(6)
    half = team // 2
    if len(took) == 1:
        return {f for f, t in took.items() if t < half}
    if sum(took.values()) >= team:
        return set()
    if conv.balkan_team_fail is BalkanTeamFail.BOTH:
        return set(took)
    return {f for f, t in took.items() if t < half}


def is_undoubled_pik(conv: Convention, outcome: DealResult) -> bool:
    """Spades bought with the talon and not doubled, when kontra on spades is compulsory."""
    return undoubled_pik(conv, outcome.contract, outcome.kontra)


register_sheet_kind(
    SheetKind.BULE,
    SheetRules(
        entries=balkan_entries,
        finished=finished,
        settle_values=settle_values,
        point=10,
        new_extra=new_extra,
    ),
)
