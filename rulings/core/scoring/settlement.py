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
5. rounding to whole whists keeps the sum zero (largest remainder), or exact fractions.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from rulings.core.conventions.scoring_kinds import Rounding
from rulings.core.scoring.entries import Amount, as_number
from rulings.core.scoring.sheet import Sheet
from rulings.core.scoring.sheet_kinds import sheet_rules


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


def settle(sheet: Sheet) -> Settlement:
    conv = sheet.convention
    players = sheet.players
    n = len(players)
    rules = sheet_rules(conv.score_sheet)
    if rules is not None and rules.settle_values is not None:
        converted = rules.settle_values(sheet)
        point = Fraction(rules.point)
    else:
        # classic: the курочка is the mountain column and the record written off the pulya
        # column, so a record not yet written off counts against its owner the same way
        k = Fraction(conv.pulya_point_whists, conv.mountain_point_whists)
        converted = {p: Fraction(sheet.mountain[p]) - k * sheet.pulya[p] for p in players}
        point = Fraction(conv.mountain_point_whists)
    amnesty = min(converted.values()) if conv.settle_amnesty else Fraction(0)
    after = {p: v - amnesty for p, v in converted.items()}
    mean = sum(after.values(), Fraction(0)) / n
    mountain_whists = {p: point * (mean - after[p]) for p in players}
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
    else:
        balance = dict(_largest_remainder(exact, players))
    return Settlement(converted, amnesty, mountain_whists, net, exact, balance, conv.rounding)


def _largest_remainder(exact: dict[str, Fraction], players: tuple[str, ...]) -> dict[str, int]:
    """Round down, then add 1 to the largest remainders until the sum is zero (ties: seat order)."""
    floors = {p: exact[p].numerator // exact[p].denominator for p in players}
    missing = -sum(floors.values())  # exact sums to 0, so this is the number of +1s (0 ≤ m < N)
    order = sorted(players, key=lambda p: (-(exact[p] - floors[p]), players.index(p)))
    for p in order[:missing]:
        floors[p] += 1
    return floors
