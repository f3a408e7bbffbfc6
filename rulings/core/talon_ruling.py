"""The talon (прикуп): looking at it before the buyer, and exposing it during the auction.

Seed 000: «Никто не должен смотреть прикуп до того, как это сделает сам прикупивший. В
противном случае проштрафившийся ставит ремиз в масти, объявленной прикупившим, и лишается права
вистовать в эту игру.» Lesnoy 3.9.12 refers to a comment on 3.4.9 that was not retrieved
(rules-reference §7), so the classic text decides.

A club rule ([PCLUB], rules-reference §7), option ``talon_exposed_club_rule``: a talon exposed
while two or more players are still bidding costs the offender «без одной» at the level of the
last bid (a six if none); the bidding goes on with the talon open, and raspasy are not played.
"""

from __future__ import annotations

from .deal_facts import DealFacts
from .i18n import gettext_noop
from .incidents import Incident
from .result import DefenderCall
from .ruling import Adjustment, Penalty, RulingItem, Text, remiz, up_column

C_TALON = "seed 000 «Никто не должен смотреть прикуп до того, как это сделает сам прикупивший»"
C_CLUB = "club rule [PCLUB] (rules-reference §7: talon exposed during the auction)"


def rule_talon(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    conv = facts.convention
    contract = facts.contract
    player = incident.player
    if incident.exposed and conv.talon_exposed_club_rule:
        level = incident.last_bid or 6
        amount = remiz(conv, None, level)
        adj.penalties.append(
            Penalty(
                "talon_exposed",
                up_column(conv),
                player,
                amount,
                C_CLUB,
                params={"level": level},
            )
        )
        return RulingItem(
            (incident,),
            "talon_exposed",
            C_CLUB,
            Text(
                gettext_noop(
                    "The talon was exposed by %(player)s during the auction. Under the club "
                    "rule he is one down at the level of the last bid (%(level)s); the bidding "
                    "goes on with the talon open and raspasy are not played."
                ),
                {"player": player, "level": level},
            ),
            steps=(
                Text(
                    gettext_noop("%(player)s: %(amount)s into the %(column)s"),
                    {"player": player, "amount": amount, "column": up_column(conv).value},
                ),
            ),
        )
    if contract is None or contract.is_raspasy or player == facts.declarer:
        return RulingItem(
            (incident,),
            "talon_no_buyer",
            C_TALON,
            Text(
                gettext_noop(
                    "Nobody bought the talon before %(player)s saw it (or he is the buyer): "
                    "the classic rule protects the buyer only. No penalty."
                ),
                {"player": player},
            ),
        )
    amount = conv.talon_peek_remizes * remiz(conv, contract)
    adj.penalties.append(
        Penalty(
            "talon_peek",
            up_column(conv),
            player,
            amount,
            C_TALON,
            params={"contract": contract.en},
        )
    )
    steps = [
        Text(
            gettext_noop("%(player)s writes a remiz of %(contract)s: %(amount)s"),
            {"player": player, "contract": contract.en, "amount": amount},
        )
    ]
    if conv.talon_peek_loses_whist and player in facts.defenders:
        before = adj.calls.get(player)
        if before is not None and before is not DefenderCall.PASS:
            adj.calls[player] = DefenderCall.PASS
            steps.append(
                Text(
                    gettext_noop("%(player)s had no right to whist: his whist counts as a pass"),
                    {"player": player},
                )
            )
        else:
            steps.append(
                Text(gettext_noop("%(player)s may not whist this game"), {"player": player})
            )
    return RulingItem(
        (incident,),
        "talon_peek",
        C_TALON,
        Text(
            gettext_noop(
                "%(player)s saw the talon before the buyer %(declarer)s. He writes a remiz in "
                "the buyer's game and loses the right to whist it."
            ),
            {"player": player, "declarer": facts.declarer},
        ),
        steps=tuple(steps),
    )
