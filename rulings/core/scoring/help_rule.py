"""Help (помощь, «американская помощь»): pulya points of a player whose pulya is closed.

The Sochi rules for four: «Если у играющего пуля закрыта…, то в пулю пишет игрок, имеющий более всех
в пуле, кроме сидящего на прикупе (сдатчика), а также вистующего, не взявшего положенное число
взяток. На записавшего себе в пулю игрока сыгравший пишет висты в десятикратном размере» (4 points →
40 whists). Ties: the smaller mountain, then the player on the scorer's left. What is left over
helps the next player. If nobody can be helped the rest comes off the scorer's mountain, and
what the mountain cannot take goes into the mountain of every other player.

Options: ``help_rule`` (the Code of preferans 4.1.1 alternative lets the mountain go negative; or no
help at all), ``help_dealer`` and ``help_failed_whister`` («в некоторых компаниях»),
``help_point_whists`` (help priced apart from the pulya point of the settlement: the rostiktc2
tests give 10 a point). ``game_mountain_first`` (Rostov, the mathfewmatthews presets): a made game
first comes off the scorer's own mountain, and only the rest goes to the pulya.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import HelpRule
from rulings.core.scoring.entries import Amount, Column, Entry, entry
from rulings.core.sources import cite

R_HELP = cite(
    "sochi_four", quote="На записавшего себе в пулю… сыгравший пишет висты в десятикратном размере"
).text
R_HELP_REST = cite(
    "sochi_four", quote="Когда в пуле остается меньшее количество… очков… остатком помогают"
).text
R_OFF_MOUNTAIN = cite("sochi_four", quote="оставшееся после закрытия пули он списывает с горы").text
R_OTHERS_MOUNTAIN = cite(
    "sochi_four", quote="остаток записывается каждым из игроков, кроме сыгравшего, в гору"
).text
R_MOUNTAIN_FIRST = cite(
    "mathfewmatthews", quote="успешная игра сначала уменьшает гору", note="Rostov"
).text
MADE = frozenset({"game_made", "misere_made"})  # the pulya entries of a made game
R_CODE_411 = cite(
    "code", "4.1.1", note="written off one's own mountain, which may go negative"
).text


def route_pulya(
    item: Entry,
    conv: Convention,
    players: tuple[str, ...],
    target: int,
    *,
    dealer: str,
    failed: frozenset[str],
    pulya: Mapping[str, Amount],
    mountain: Mapping[str, Amount],
) -> list[Entry]:
    """The entries a pulya entry becomes given the pulyas before it."""
    out: list[Entry] = []
    if conv.game_mountain_first and item.code in MADE and item.amount > 0:
        # Rostov (the mathfewmatthews presets): a made game first comes off one's mountain
        off = min(item.amount, max(mountain[item.player], 0))
        if off:
            out.append(
                entry(
                    "game_off_mountain",
                    Column.MOUNTAIN,
                    item.player,
                    -off,
                    R_MOUNTAIN_FIRST,
                    points=off,
                    source_code=item.code,
                )
            )
            if off == item.amount:
                return out
            item = dataclasses.replace(item, amount=item.amount - off)
    if conv.help_rule is HelpRule.NONE or item.amount <= 0:
        return [*out, item]
    scorer = item.player
    room = target - pulya[scorer]
    if room >= item.amount:
        return [*out, item]
    if room > 0:
        out.append(dataclasses.replace(item, amount=room))
    rest = item.amount - max(room, 0)
    if conv.help_rule is HelpRule.MOUNTAIN:
        out.append(
            entry(
                "closed_off_mountain",
                Column.MOUNTAIN,
                scorer,
                -rest,
                R_CODE_411,
                points=rest,
                source_code=item.code,
            )
        )
        return out
    current = dict(pulya)
    n = len(players)
    seat = players.index(scorer)
    first_help = True
    while rest > 0:
        candidates = [
            p
            for p in players
            if p != scorer
            and current[p] < target
            and (conv.help_dealer or n < 4 or p != dealer)
            and (conv.help_failed_whister or p not in failed)
        ]
        if not candidates:
            break
        helped = min(
            candidates,
            key=lambda p: (-current[p], mountain[p], (players.index(p) - seat) % n),
        )
        points = min(rest, target - current[helped])
        rule = R_HELP if first_help else R_HELP_REST
        out.append(
            entry(
                "help", Column.PULYA, helped, points, rule, helped_by=scorer, source_code=item.code
            )
        )
        out.append(
            entry(
                "help_whists",
                Column.WHISTS,
                scorer,
                points * (conv.help_point_whists or conv.pulya_point_whists),
                rule,
                on=helped,
                points=points,
            )
        )
        current[helped] += points
        rest -= points
        first_help = False
    if rest > 0:
        off = min(rest, max(mountain[scorer], 0))
        if off:
            out.append(
                entry(
                    "help_off_mountain", Column.MOUNTAIN, scorer, -off, R_OFF_MOUNTAIN, points=off
                )
            )
        rest -= off
        if rest:
            for p in players:
                if p != scorer:
                    out.append(
                        entry(
                            "help_others_mountain",
                            Column.MOUNTAIN,
                            p,
                            rest,
                            R_OTHERS_MOUNTAIN,
                            points=rest,
                            scorer=scorer,
                        )
                    )
    return out
