"""Raspasy (распасы) on the pulya sheet: price, progression and the Rostov rule.

- Mountain scoring (the Sochi rules for four): «Игроки, взявшие на распасах (в том числе и сдатчик),
пишут за
  каждую взятку в гору по стоимости распасов. Не взявший… ни одной взятки пишет в пулю… по
  стоимости одной взятки, то есть на одинарных – 1, двойных – 2».
- Rostov (Lesnoy's book 3.7.2.2; Lesnoy's code, 3.9.14.3 example): the player with the fewest tricks
writes
  5 whists per trick on each other player for every trick that player took (A 2, B 1, V 7 → B
  writes 10 on A and 35 on V); two sharing the minimum both write on the third.
- Progression over raspasy in a row: none, 1-2-3 (Lesnoy's book («Сочинка») «обычно»), 1-2-4 («Общие
правила карточной игры преферанс»), optionally
  capped; or the house's own row of steps (``raspasy_steps``: «6-7-8», «6-7-7-8» of the
  mathfewmatthews presets as 1-2-3 and 1-2-2-3), kept at its last step or cycled.
- Amnesty (``raspasy_amnesty``, the jpref and rostiktc2 tests): only tricks above the fewest
  count, in the mountain and in the Rostov whists alike.
"""

from __future__ import annotations

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import Progression, RaspasyScoring
from rulings.core.game.deal import active_players
from rulings.core.records.result import DealResult
from rulings.core.scoring.entries import Column, Entry, entry
from rulings.core.sources import cite, cites

R_MOUNTAIN = cite("sochi_four", quote="пишут за каждую взятку в гору по стоимости распасов").text
R_ZERO = cite(
    "sochi_four",
    quote="Не взявший на распасах ни одной взятки пишет в пулю… по стоимости одной взятки",
).text
# three players: not the text for four (issue 24) but the Code's raspasy (Lesnoy's book 3.7.2.1:
# each trick into the mountain, none taken one trick's price into the pulya); Leningrad's own table
R_MOUNTAIN_THREE = cite(
    "lesnoy_book", "3.7.2.1", note="raspasy: each trick into the mountain at the raspasy price"
).text
R_ZERO_THREE = cite(
    "lesnoy_book", "3.7.2.1", note="raspasy: no trick taken writes one trick's price into the pulya"
).text
R_MOUNTAIN_LENINGRAD = cite("leningrad_table", note="raspasy: each trick into the mountain").text
R_ZERO_FIXED = cite("rostiktc2", note="a fixed bonus for no trick; house rule").text
R_AMNESTY = cite("jpref", note="raspasy amnesty of the minimum; house rule").text
R_ROSTOV = cites(
    cite("lesnoy_book", "3.7.2.2"),
    cite("lesnoy", "3.9.14.3", quote="пишет на А и В по 10 и 35 вистов"),
)


def _mountain_rule(conv: Convention, players: tuple[str, ...]) -> str:
    if conv.key == "leningrad":
        return R_MOUNTAIN_LENINGRAD
    return R_MOUNTAIN if len(players) == 4 else R_MOUNTAIN_THREE


def _zero_rule(conv: Convention, players: tuple[str, ...]) -> str:
    return R_ZERO if len(players) == 4 and conv.key != "leningrad" else R_ZERO_THREE


def multiplier(conv: Convention, run: int) -> int:
    """The price multiplier of the ``run``-th raspasy in a row (1 for the first): the
    convention's own row of steps (``raspasy_steps``: after its end the last step stays, or the
    row starts again, ``raspasy_steps_cycle``), else the progression, optionally capped."""
    steps = conv.raspasy_steps
    if steps:
        index = max(run, 1) - 1
        if index >= len(steps):
            index = index % len(steps) if conv.raspasy_steps_cycle else len(steps) - 1
        return steps[index]
    if conv.raspasy_progression is Progression.NONE or run <= 1:
        step = 1
    elif conv.raspasy_progression is Progression.ARITHMETIC:
        step = run
    else:
        step = 2 ** (run - 1)
    if conv.raspasy_progression_cap:
        step = min(step, conv.raspasy_progression_cap)
    return step


def raspasy_entries(
    result: DealResult, conv: Convention, players: tuple[str, ...], run: int
) -> tuple[Entry, ...]:
    """Entries of one raspasy deal, the ``run``-th in a row."""
    tricks = result.tricks_of
    active = active_players(players, result.dealer)
    step = multiplier(conv, run)
    price = conv.raspasy_trick_price * step
    out: list[Entry] = []
    if conv.raspasy_scoring is RaspasyScoring.ROSTOV:
        least = min(tricks.get(p, 0) for p in active)
        lowest = [p for p in active if tricks.get(p, 0) == least]
        # with the amnesty only the tricks above the fewest count (the rostiktc2 tests)
        base = least if conv.raspasy_amnesty else 0
        for writer in lowest:
            for other in players:
                taken = tricks.get(other, 0)
                counted = taken - (base if other in active else 0)
                if other in lowest or counted <= 0:
                    continue
                out.append(
                    entry(
                        "raspasy_rostov",
                        Column.WHISTS,
                        writer,
                        counted * conv.raspasy_rostov_whists * step,
                        R_AMNESTY if base else R_ROSTOV,
                        on=other,
                        tricks=counted,
                    )
                )
    else:
        base = min(tricks.get(p, 0) for p in active) if conv.raspasy_amnesty else 0
        for p in players:
            taken = tricks.get(p, 0) - (base if p in active else 0)
            if taken > 0:
                out.append(
                    entry(
                        "raspasy_tricks",
                        Column.MOUNTAIN,
                        p,
                        taken * price,
                        R_AMNESTY if base else _mountain_rule(conv, players),
                        tricks=tricks.get(p, 0),
                        price=price,
                    )
                )
    if conv.raspasy_zero_bonus:
        # a fixed number of points where the house says so (the rostiktc2 tests: 1 on the
        # second raspasy too), else the trick price (the Sochi rules for four)
        points = conv.raspasy_zero_points or price
        rule = R_ZERO_FIXED if conv.raspasy_zero_points else _zero_rule(conv, players)
        for p in active:
            if tricks.get(p, 0) == 0:
                out.append(entry("raspasy_zero", Column.PULYA, p, points, rule, price=points))
    return tuple(out)
