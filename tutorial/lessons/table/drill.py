"""«Разобрать»: any deal with its hands played again at the table from one seat (issue 19).

A drill is a deal the learner brings (the deal viewer's record): the three players' hands as
the play began, the contract, who declared and who led, seen from the chosen player, who sits
South (the next clockwise West, then East: the course's seats). Every hand is open (the
learner knows the deal) and there is one layout; the goal is what best play by all gets for
the chosen player's side (the solver's value), so the learner replays the deal against the
solver and the analysis marks the cards that cost a trick.

``drill_level(payload)`` makes the level from a plain dict (the site signs it into the URL):
``{"contract": "6S", "declarer": 1, "leader": 0, "hands": ["AS KS …", "…", "…"],
"four_handed": false, "name": "Anna"}`` — seats as indexes 0 (the learner), 1, 2 clockwise,
``declarer`` None on raspasy. A payload that does not make a deal raises ``LevelDataError``.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from rulings.core import PreferansError
from tutorial.lessons.kinds.common import SEAT_NAMES, SEATS, SOUTH, TRICK_RULE, hand
from tutorial.lessons.kinds.play_to_goal import PlayToGoal
from tutorial.lessons.model import Level, LevelDataError, Text
from tutorial.lessons.table.analysis import best_line
from tutorial.lessons.table.deal import Aim, TableDeal, south_plays_for_most
from tutorial.lessons.table.state import learner_value

STAGE_ID = "defence-table"  # the stage a drill's page names in its crumbs
TITLE = Text("Разбор раздачи", "Replaying a deal")


def drill_deal(payload: dict[str, Any]) -> TableDeal:
    try:
        contract = str(payload["contract"])
        declarer = payload["declarer"]
        hands = tuple(hand(str(text)) for text in payload["hands"])
        leader = SEATS[int(payload["leader"])]
        seat = None if declarer is None else SEATS[int(declarer)]
        if len(hands) != 3:
            raise LevelDataError("a drill needs the three players' hands")
        south_most = south_plays_for_most(contract, seat)
        deal = TableDeal(
            contract,
            seat,
            leader,
            (hands,),  # type: ignore[arg-type]
            Aim(0, south_most),
            visible=frozenset(SEATS),
            four_handed=bool(payload.get("four_handed")),
        )
        value = learner_value(deal, deal.position(deal.layouts[0]))
        return TableDeal(
            contract,
            seat,
            leader,
            deal.layouts,
            Aim(value, south_most),
            visible=deal.visible,
            four_handed=deal.four_handed,
        )
    except (KeyError, TypeError, IndexError, PreferansError) as error:
        raise LevelDataError(f"the drill does not make a deal: {error}") from None


def drill_id(payload: dict[str, Any]) -> str:
    digest = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
    return f"drill-{digest[:12]}"


def drill_level(payload: dict[str, Any]) -> Level:
    deal = drill_deal(payload)
    name = str(payload.get("name", ""))[:40]
    prompt = Text(
        "Разбор своей раздачи: вы за игрока {name}, все карты открыты. Стол играет за других "
        "с лучшей игрой.",
        "Replaying your deal: you play {name}'s cards, every hand open. The table plays the "
        "others with best play.",
    ).format(name=name or SEAT_NAMES[SOUTH])
    line = tuple(card.en for card in best_line(deal))
    return Level(
        drill_id(payload),
        STAGE_ID,
        TITLE,
        prompt,
        PlayToGoal(prompt, deal, line),
        (TRICK_RULE,),
    )
