"""Who pays whom, in the whists of the balances shown (issue 24: «кто кому сколько» gives one
answer, with money that adds up).

Two answers are shown under the settlement, and both realise the balances as the convention
rounds them (``Settlement.balance``), not the exact ones:

- ``fewest_transfers``: «проще всего рассчитаться так» — the fewest payments that bring every
  player to his balance. The players are split into as many groups as possible whose balances
  add up to zero (a group of k players needs k − 1 payments, so more groups, fewer payments);
  inside a group the largest debtor pays the largest creditor until all are square.
- ``settled_pairs``: each pair's own debt (``PairStep.total``, exact: their mountains'
  difference × point / N plus the whists between them) brought to whole whists — each pair's
  total rounded down or up, chosen so that every player's pairs add up to his rounded balance,
  as close to the exact totals as can be. Where no such choice exists, the nearest is moved
  one whist at a time between a player short of his balance and one over it.

Both keep fractions as they are when the convention keeps exact balances (``Rounding.EXACT``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from math import ceil, floor

Value = int | Fraction


@dataclass(frozen=True, slots=True)
class Transfer:
    """``payer`` pays ``payee`` ``whists`` (a positive amount)."""

    payer: str
    payee: str
    whists: Value


def fewest_transfers(balance: Mapping[str, Value], players: Sequence[str]) -> tuple[Transfer, ...]:
    """The fewest payments after which each of ``players`` has gained ``balance[p]`` (the
    balances add up to zero); between equal choices, by seat order."""
    if sum(balance[p] for p in players) != 0:
        raise ValueError(f"the balances do not add up to zero: {dict(balance)}")
    open_ = [p for p in players if balance[p]]
    out: list[Transfer] = []
    for group in _zero_groups(open_, balance):
        out.extend(_greedy(group, balance, players))
    return tuple(out)


def _zero_groups(players: list[str], balance: Mapping[str, Value]) -> list[list[str]]:
    """``players`` split into the most groups whose balances each add up to zero (the first
    such split found in seat order: a group holds the first player left)."""
    if not players:
        return []
    first, rest = players[0], players[1:]
    best: list[list[str]] = []
    for mask in range(1 << len(rest)):
        group = [first] + [p for i, p in enumerate(rest) if mask >> i & 1]
        if sum(balance[p] for p in group) != 0:
            continue
        split = [group, *_zero_groups([p for p in rest if p not in group], balance)]
        if len(split) > len(best):
            best = split
    return best


def _greedy(
    group: list[str], balance: Mapping[str, Value], players: Sequence[str]
) -> list[Transfer]:
    owe = {p: -balance[p] for p in group if balance[p] < 0}
    get = {p: balance[p] for p in group if balance[p] > 0}
    out = []
    while owe:
        payer = max(owe, key=lambda p: (owe[p], -players.index(p)))
        payee = max(get, key=lambda p: (get[p], -players.index(p)))
        amount = min(owe[payer], get[payee])
        out.append(Transfer(payer, payee, amount))
        owe[payer] -= amount
        get[payee] -= amount
        owe = {p: v for p, v in owe.items() if v}
        get = {p: v for p, v in get.items() if v}
    return out


def settled_pairs(
    owed: Mapping[tuple[str, str], Fraction],
    balance: Mapping[str, Value],
    players: Sequence[str],
) -> dict[tuple[str, str], int]:
    """Each pair's debt in whole whists: ``owed[(a, b)]`` is what b owes a, exact (a before b
    in seat order); the answer is the same pairs rounded so that each player's pairs add up to
    ``balance`` (whole whists adding up to zero)."""
    pairs = list(owed)
    options = [sorted({floor(owed[k]), ceil(owed[k])}) for k in pairs]

    def miss(values: tuple[int, ...]) -> tuple[int, Fraction]:
        got = _gains(dict(zip(pairs, values, strict=True)), players)
        off = sum(abs(balance[p] - got[p]) for p in players)
        return off, sum((abs(v - owed[k]) for k, v in zip(pairs, values, strict=True)), Fraction(0))

    chosen = dict(zip(pairs, min(product(*options), key=miss), strict=True))
    while True:
        got = _gains(chosen, players)
        short = [p for p in players if got[p] < balance[p]]
        if not short:
            return chosen
        over = next(p for p in players if got[p] > balance[p])
        a = short[0]
        if (a, over) in chosen:
            chosen[(a, over)] += 1  # over owes a one more
        else:
            chosen[(over, a)] -= 1  # a owes over one less


def _gains(values: Mapping[tuple[str, str], Value], players: Sequence[str]) -> dict[str, Value]:
    got: dict[str, Value] = dict.fromkeys(players, 0)
    for (a, b), v in values.items():
        got[a] += v
        got[b] -= v
    return got
