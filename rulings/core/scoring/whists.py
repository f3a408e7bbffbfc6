"""Whist prices and the half-whist on the pulya sheet: the whist price of a level, how a whister
answers for missing tricks (responsible, semi-responsible, not: Lesnoy's code 3.8.11–3.8.12), and
the entries of a half-whist on a made game (the default; half the defence's tricks, the
mathfewmatthews presets; played out, the rostiktc2 tests). ``contract_scoring`` writes the rest
of a game and re-exports these.
"""

from __future__ import annotations

from collections.abc import Mapping

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import Responsibility, ResponsibleScope
from rulings.core.scoring.entries import Amount, Column, Entry, as_number, entry, half
from rulings.core.sources import cite, cites

R_HALF_WHIST = cites(
    cite("lesnoy", "3.8.8.1, 3.8.14"), cite("parlett", note="half-whist: half the quota")
)
R_HALF_WHIST_PLAYED = cite(
    "rostiktc2", note="a half-whist played out: min(tricks, half-whist), the shortfall charged"
).text


def whist_price(conv: Convention, level: int) -> int:
    """Whists per defender's trick on a game of ``level``."""
    return conv.game_values[level - 6] * conv.whist_trick_factor


def whist_responsibility(
    conv: Convention,
    whister: str,
    closed: frozenset[str] = frozenset(),
    players: tuple[str, ...] = (),
) -> Responsibility:
    """How ``whister`` answers for missing tricks: the convention's ``responsibility``, full
    once the pulya is closed when ``responsible_after_close`` (Lesnoy's code 3.8.11: «В классике
    вист становится ответственным после того, как закрыта пуля»): his own pulya, or every pulya
    (``responsible_close_scope``; the classic text «когда у всех участников заканчиваются игровые
    записи»). ``closed``: the pulyas closed before the deal; ``players``: everyone at the table."""
    if conv.responsible_after_close:
        if conv.responsible_close_scope is ResponsibleScope.OWN:
            now_full = whister in closed
        else:
            now_full = bool(players) and all(p in closed for p in players)
        if now_full:
            return Responsibility.FULL
    return conv.responsibility


def whister_undertrick_value(
    conv: Convention, level: int, responsibility: Responsibility | None = None
) -> Amount:
    """Mountain points a whister writes per trick short of his obligation on a game of
    ``level``: the whist price (the Sochi rules for four «по стоимости игры»), half of it when
    semi-responsible (Lesnoy's code 3.8.12), nothing when not responsible. ``responsibility``:
    from ``whist_responsibility``, by default the convention's. Leningrad on a six: 2; Sochi: 2.
    Not the declarer's undertrick (``declarer_undertrick_factor``): that is his own table."""
    kind = conv.responsibility if responsibility is None else responsibility
    if kind is Responsibility.NONE:
        return 0
    price = whist_price(conv, level)
    return half(price) if kind is Responsibility.HALF else price


def half_whist_entries(
    conv: Convention,
    level: int,
    declarer: str,
    halfers: list[str],
    played: Mapping[str, int] | None = None,
    closed: frozenset[str] = frozenset(),
    players: tuple[str, ...] = (),
) -> list[Entry]:
    """A half-whist on a made game: the half-whister writes the credited tricks × the whist
    price. Credited: ``half_whist_tricks`` of the level, or half the defence's tricks
    (``half_whist_half_defence``, the mathfewmatthews presets: 1.5 on a seven). ``played``: the
    tricks each half-whister took when the half-whist is played out (``half_whist_played``, the
    rostiktc2 tests): he writes no more than he took, and the tricks short of the half-whist
    are charged to his mountain as a whister's."""
    value = conv.game_values[level - 6]
    price = whist_price(conv, level)
    quota: Amount = conv.half_whist_tricks[level - 6]
    if conv.half_whist_half_defence:
        quota = half(10 - level)
    out = [entry("game_made", Column.PULYA, declarer, value, R_HALF_WHIST)]
    for h in halfers:
        credited = quota if played is None else min(quota, played[h])
        out.append(
            entry(
                "half_whist",
                Column.WHISTS,
                h,
                credited * price,
                R_HALF_WHIST_PLAYED if played is not None else R_HALF_WHIST,
                on=declarer,
                tricks=as_number(credited),
            )
        )
        missing = quota - credited
        responsibility = whist_responsibility(conv, h, closed, players)
        if missing > 0 and responsibility is not Responsibility.NONE:
            amount = missing * whister_undertrick_value(conv, level, responsibility)
            out.append(
                entry(
                    "whist_shortfall",
                    Column.MOUNTAIN,
                    h,
                    amount,
                    R_HALF_WHIST_PLAYED,
                    missing=as_number(missing),
                )
            )
    return out
