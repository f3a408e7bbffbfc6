"""``{% drill_form deal %}``: «Разобрать» under any deal that holds its hands (issue 19).

``deal`` is a deal record (docs/deal-record.md: the deal viewer's and the deal builder's, a
ruling's request with the hands, a calculator deal entered with them, given ``players`` and
``convention`` from its game), as a mapping or as its JSON text. Where the deal has a contract
to play and every hand, the form posts it to the table (``tutorial:drill_start``) from the
seat chosen; anything else (a short form, a deal without a contract) shows nothing.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from django import template

from rulings import json_input
from rulings.core import PreferansError, replay_json

register = template.Library()

NOT_RECORD = ("incidents",)  # a ruling's request: what the arbiter was asked, not the deal


def drill_record(deal: Any, players: Any = None, convention: Any = None) -> tuple[str, list]:
    """The deal's record text and the players who may be chosen, or ``("", [])``."""
    if isinstance(deal, str):
        try:
            deal = json_input.loads(deal)
        except ValueError:
            return "", []
    if not isinstance(deal, Mapping) or "hands" not in deal:
        return "", []
    data = {key: value for key, value in deal.items() if key not in NOT_RECORD}
    if players is not None:
        data["players"] = list(players)
    if convention is not None:
        data["convention"] = convention
    try:
        replay = replay_json(data)
    except (PreferansError, ValueError, TypeError, KeyError):
        return "", []
    if replay.play is None:
        return "", []
    return json.dumps(data, ensure_ascii=False), list(replay.play.deal.active)


@register.inclusion_tag("tutorial/_drill_form.html", takes_context=True)
def drill_form(context: Any, deal: Any, players: Any = None, convention: Any = None):
    record, active = drill_record(deal, players, convention)
    return {"record": record, "players": active, "csrf_token": context.get("csrf_token")}
