"""The final settlement (расчёт) of a pulya sheet, in whists; it always sums to zero.

The settlement (the essay «Преферанс во всех видах», the pulya guide of mail.ru games, the
average-mountain method): 1. pulya into mountain: E_i = G_i − k·P_i, k = pulya point / mountain
point in whists (1; 2 in
   Leningrad, «одно очко в пуле приравнено к двум очкам на горе» the average-mountain method). When
   every pulya is closed the P_i are equal and cancel (the pulya guide of mail.ru games «значение
   пули в расчетах не участвует»).
2. amnesty (амнистия): the smallest E is taken off everyone's the essay «Преферанс во всех видах»;
3. mountain: each other player writes E_i × 10 / N whists on i, i.e. 10 · (mean E − E_i) the essay
«Преферанс во всех видах»; 4. whists are netted pairwise: Σ_j W[i][j] − W[j][i] (the classic text:
«4550 − 3480 = +1070»);
5. rounding to whole whists keeps the sum zero (largest remainder, or the last player takes the
   remainder: the jpref tests), or exact fractions.
Options: ``settle_by_others`` divides a mountain difference by the other players, N − 1 (the
rostiktc2 tests), instead of N; ``rounding``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from rulings.core.conventions.scoring_kinds import Rounding
from rulings.core.scoring.entries import Amount, as_number
from rulings.core.scoring.sheet import Sheet, sheet_rules
from rulings.core.scoring.transfers import Transfer, fewest_transfers, settled_pairs


@dataclass(frozen=True)
class Settlement:
    converted: dict[str, Fraction]  # E_i: mountain less pulya (in mountain points)
    amnesty: Fraction
    mountain_whists: dict[str, Fraction]  # 10 · (mean E − E_i)
    whist_net: dict[str, Amount]  # pairwise-netted whists
    exact: dict[str, Fraction]
    balance: dict[str, int | Fraction]
    rounding: Rounding

    def as_json(self) -> dict[str, Any]:
        return {
            "converted_mountain": {p: as_number(v) for p, v in self.converted.items()},
            "amnesty": as_number(self.amnesty),
            "mountain_whists": {p: as_number(v) for p, v in self.mountain_whists.items()},
            "whist_net": {p: as_number(v) for p, v in self.whist_net.items()},
            "exact": {p: as_number(v) for p, v in self.exact.items()},
            "rounding": self.rounding.value,
        }


def _converted(sheet: Sheet) -> tuple[dict[str, Fraction], Fraction, Fraction | None]:
    """E_i per player, the whists of one of its points, and k (the mountain points of a pulya
    point; None where the sheet kind settles its own values, the Balkan bule)."""
    conv = sheet.convention
    rules = sheet_rules(conv.score_sheet)
    if rules is not None and rules.settle_values is not None:
        return rules.settle_values(sheet), Fraction(rules.point), None
    # classic: the курочка is the mountain column and the record written off the pulya
    # column, so a record not yet written off counts against its owner the same way
    k = Fraction(conv.pulya_point_whists, conv.mountain_point_whists)
    converted = {p: Fraction(sheet.mountain[p]) - k * sheet.pulya[p] for p in sheet.players}
    return converted, Fraction(conv.mountain_point_whists), k


def settle(sheet: Sheet) -> Settlement:
    conv = sheet.convention
    players = sheet.players
    n = len(players)
    converted, point, _ = _converted(sheet)
    amnesty = min(converted.values()) if conv.settle_amnesty else Fraction(0)
    after = {p: v - amnesty for p, v in converted.items()}
    summed = sum(after.values(), Fraction(0))
    divisor = _divisor(sheet)
    mountain_whists = {p: point * (summed - n * after[p]) / divisor for p in players}
    net: dict[str, Amount] = {}
    for p in players:
        total: Amount = 0
        for q in players:
            if q != p:
                total += sheet.whists[p][q] - sheet.whists[q][p]
        net[p] = total
    exact = {p: mountain_whists[p] + net[p] for p in players}
    if conv.rounding is Rounding.EXACT:
        balance: dict[str, int | Fraction] = dict(exact)
    elif conv.rounding is Rounding.LAST_TAKES_REST:
        # the average cut to whole whists toward zero (Java's integer division), each player
        # but the last that less his own mountain, the whists added; the last takes the rest
        level = Fraction(int(point * summed / divisor))
        share = {p: level - point * n * after[p] / divisor + net[p] for p in players}
        balance = dict(_last_takes_rest(share, players))
    else:
        balance = dict(_largest_remainder(exact, players))
    return Settlement(converted, amnesty, mountain_whists, net, exact, balance, conv.rounding)


def _divisor(sheet: Sheet) -> int:
    """Each pair settles point × (E_payer − E_payee) / divisor: N (the essay), or the other
    players N − 1 (``settle_by_others``, the rostiktc2 tests «(5 − 2) × 10 / 2 = 15»)."""
    n = len(sheet.players)
    return n - 1 if sheet.convention.settle_by_others and n > 1 else n


def _last_takes_rest(exact: dict[str, Fraction], players: tuple[str, ...]) -> dict[str, int]:
    """Every player but the last rounded down; the last takes what keeps the sum zero (the
    jpref tests: «the last player takes the remainder»)."""
    rounded = {p: exact[p].numerator // exact[p].denominator for p in players[:-1]}
    rounded[players[-1]] = -sum(rounded.values())
    return rounded


def _largest_remainder(exact: dict[str, Fraction], players: tuple[str, ...]) -> dict[str, int]:
    """Round down, then add 1 to the largest remainders until the sum is zero (ties: seat order)."""
    floors = {p: exact[p].numerator // exact[p].denominator for p in players}
    missing = -sum(floors.values())  # exact sums to 0, so this is the number of +1s (0 ≤ m < N)
    order = sorted(players, key=lambda p: (-(exact[p] - floors[p]), players.index(p)))
    for p in order[:missing]:
        floors[p] += 1
    return floors


@dataclass(frozen=True, slots=True)
class PlayerStep:
    """One player's way from the sheet to the balance."""

    player: str
    converted: Fraction  # E_i = mountain − k · pulya (the Balkan: bule left)
    after_amnesty: Fraction  # E_i less the amnesty
    from_mountain: Fraction  # point · (mean − E_i): whists for his mountain against the average
    whist_net: Amount  # whists he wrote less those written on him
    exact: Fraction  # from_mountain + whist_net
    rounded_down: int  # the whole whists below ``exact`` (largest remainder)
    odd_whist: bool  # the rounding gave him one more
    balance: int | Fraction


@dataclass(frozen=True, slots=True)
class PairStep:
    """What ``payer`` owes ``payee`` when the two settle alone: their mountains' difference
    × point / N plus the whists they wrote on each other, netted (the classic text «4550 − 3480
    = +1070»). The pairs of a player add up to his exact balance; their ``settled`` amounts
    (whole whists, ``transfers.settled_pairs``; exact when the convention keeps fractions) to
    his balance as shown."""

    payer: str
    payee: str
    mountain: Fraction  # point · (E_payer − E_payee) / N
    whists: Amount  # W[payee][payer] − W[payer][payee]
    total: Fraction
    settled: int | Fraction  # ``total`` in the balances' whists


@dataclass(frozen=True, slots=True)
class SettlementSteps:
    """The settlement worked step by step (the essay «Преферанс во всех видах»): each player's
    mountain brought to the average, the whists netted, the rounding, and who pays whom pair by
    pair. ``odd_whists``: how many players the largest-remainder rounding gives one whist more
    (0 when exact); ``by_seat``: those of them who got it over a player with the same fraction,
    by seat order from the first player listed. ``transfers``: the fewest payments that
    realise the balances («проще всего рассчитаться так»)."""

    players: tuple[PlayerStep, ...]
    pairs: tuple[PairStep, ...]
    transfers: tuple[Transfer, ...]
    k: Fraction | None  # mountain points of a pulya point (None: the Balkan bule)
    point: Fraction  # whists of a mountain point
    n: int
    divisor: int  # a pair's mountain difference is divided by it: N, or N − 1 (settle_by_others)
    amnesty: Fraction
    mean: Fraction
    rounding: Rounding
    odd_whists: int
    by_seat: tuple[str, ...]


def settlement_steps(sheet: Sheet, settlement: Settlement) -> SettlementSteps:
    """How ``settle`` came to ``settlement`` for ``sheet``, as values to show."""
    players = sheet.players
    n = len(players)
    _, point, k = _converted(sheet)
    divisor = _divisor(sheet)
    after = {p: settlement.converted[p] - settlement.amnesty for p in players}
    mean = sum(after.values(), Fraction(0)) / n
    exact = settlement.exact
    floors = {p: exact[p].numerator // exact[p].denominator for p in players}
    rounded = settlement.rounding is not Rounding.EXACT
    # the odd whists of the largest remainder; truncation gives none (the last takes the rest)
    by_remainder = settlement.rounding is Rounding.LARGEST_REMAINDER
    odd = {p for p in players if by_remainder and settlement.balance[p] != floors[p]}
    # a player given the odd whist while another with the same fraction was not: seat order
    fraction = {p: exact[p] - floors[p] for p in players}
    by_seat = tuple(
        p
        for p in players
        if p in odd and any(fraction[q] == fraction[p] for q in players if q not in odd)
    )
    steps = tuple(
        PlayerStep(
            p,
            settlement.converted[p],
            after[p],
            settlement.mountain_whists[p],
            settlement.whist_net[p],
            exact[p],
            floors[p],
            p in odd,
            settlement.balance[p],
        )
        for p in players
    )
    owed = {}  # what b owes a, exact
    parts = {}
    for i, a in enumerate(players):
        for b in players[i + 1 :]:
            mountain = point * (after[b] - after[a]) / divisor
            whists = sheet.whists[a][b] - sheet.whists[b][a]
            parts[(a, b)] = (mountain, whists)
            owed[(a, b)] = mountain + whists
    balance = settlement.balance
    settled: dict[tuple[str, str], int | Fraction] = (
        dict(owed) if not rounded else dict(settled_pairs(owed, balance, players))
    )
    pairs = []
    for (a, b), (mountain, whists) in parts.items():
        if owed[(a, b)] >= 0:
            pairs.append(PairStep(b, a, mountain, whists, owed[(a, b)], settled[(a, b)]))
        else:  # turned round: a owes b
            pairs.append(PairStep(a, b, -mountain, -whists, -owed[(a, b)], -settled[(a, b)]))
    return SettlementSteps(
        steps,
        tuple(pairs),
        fewest_transfers(balance, players),
        k,
        point,
        n,
        divisor,
        settlement.amnesty,
        mean,
        settlement.rounding,
        len(odd),
        by_seat,
    )
