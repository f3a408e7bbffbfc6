"""The talon (прикуп): looking at it before the buyer, and exposing it during the auction.

The classic text: «Никто не должен смотреть прикуп до того, как это сделает сам прикупивший. В
противном случае проштрафившийся ставит ремиз в масти, объявленной прикупившим, и лишается права
вистовать в эту игру.» Lesnoy's code 3.9.12 refers to a comment on 3.4.9 that was not retrieved
(our rules reference §7), so the classic text decides.

A club rule (the talon rules of preferans-club.ru), option ``talon_exposed_club_rule``: a talon
exposed while two or more players are still bidding costs the offender «без одной» at the level of
the last bid (a six if none); the bidding goes on with the talon open; a contract made afterwards
is compensated by the offender in whists — the contract's pulya value × ``pulya_point_whists``,
written by the declarer on him (``talon_exposed_compensation``; the talon rules of preferans-club.ru
names no amount, this is the convention's own price of a pulya point); raspasy are cancelled: a
raspasy deal writes nothing but the penalty (``talon_exposed_cancels_raspasy``).
"""

from __future__ import annotations

from rulings.core.conventions.scoring_kinds import SheetKind
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.ruling import (
    Adjustment,
    Penalty,
    RulingItem,
    Text,
    remiz,
    up_column,
    up_step,
)
from rulings.core.records.incidents import Incident
from rulings.core.records.result import DefenderCall
from rulings.core.scoring.entries import Column
from rulings.core.sources import cite

C_TALON = cite(
    "classic", quote="Никто не должен смотреть прикуп до того, как это сделает сам прикупивший"
).text
C_CLUB = cite("preferans_club", note="club rule: talon exposed during the auction").text


def rule_talon(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    conv = facts.convention
    contract = facts.contract
    player = incident.player
    if incident.exposed and conv.talon_exposed_club_rule:
        return _exposed(facts, incident, adj)
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
    adj.offence(player)
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
    # a defender, or (with four) the dealer, whose whist-back is a whist too (the Sochi rules for
    # four)
    if conv.talon_peek_loses_whist and (player in facts.defenders or player in adj.calls):
        before = adj.calls.get(player)
        if before is not None and before is not DefenderCall.PASS:
            adj.calls[player] = DefenderCall.PASS
            steps.append(
                Text(
                    gettext_noop("%(player)s had no right to whist: the whist counts as a pass"),
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


def _made(facts: DealFacts, adj: Adjustment) -> bool | None:
    """Did the declarer make his contract (after the rulings so far)? None: not known."""
    contract, declarer = facts.contract, facts.declarer
    if contract is None or declarer is None or contract.is_raspasy or facts.refused:
        return False
    if adj.tricks is None:
        return None
    taken = adj.credited.get(declarer, adj.tricks.get(declarer, 0))
    if contract.is_misere:
        return taken == 0
    return taken >= contract.level


def _exposed(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    """the talon rules of preferans-club.ru: «без одной» at the last bid's level; the bidding goes
    on with the talon open;
    a contract made is compensated by the offender in whists; raspasy are cancelled."""
    conv = facts.convention
    contract = facts.contract
    player = incident.player
    level = incident.last_bid or 6
    amount = remiz(conv, None, level)
    adj.offence(player)
    adj.penalties.append(
        Penalty("talon_exposed", up_column(conv), player, amount, C_CLUB, params={"level": level})
    )
    steps = [up_step(conv, player, amount)]
    declarer = facts.declarer
    if contract is not None and contract.is_raspasy:
        if conv.talon_exposed_cancels_raspasy:
            adj.score_deal = False
            adj.void = True  # the deal itself is void: without the penalty nothing is written
            steps.append(
                Text(
                    gettext_noop(
                        "raspasy are not played after the talon was exposed: the deal's tricks "
                        "are not written"
                    )
                )
            )
    elif (
        conv.talon_exposed_compensation
        and contract is not None
        and declarer is not None
        and declarer != player
        and conv.score_sheet is not SheetKind.BULE
    ):
        made = _made(facts, adj)
        value = conv.misere_value if contract.is_misere else conv.game_values[contract.level - 6]
        worth = value * conv.pulya_point_whists
        if made:
            adj.penalties.append(
                Penalty(
                    "talon_exposed_compensation",
                    Column.WHISTS,
                    declarer,
                    worth,
                    C_CLUB,
                    on=player,
                    params={"contract": contract.en, "value": value},
                )
            )
            steps.append(
                Text(
                    gettext_noop(
                        "%(declarer)s made %(contract)s: %(player)s compensates him with its "
                        "value in whists (%(value)s × %(per)s = %(amount)s)"
                    ),
                    {
                        "declarer": declarer,
                        "contract": contract,
                        "player": player,
                        "value": value,
                        "per": conv.pulya_point_whists,
                        "amount": worth,
                    },
                )
            )
        elif made is None:
            steps.append(
                Text(
                    gettext_noop(
                        "the tricks are not known: if %(declarer)s made %(contract)s, "
                        "%(player)s compensates him with %(amount)s whists"
                    ),
                    {
                        "declarer": declarer,
                        "contract": contract,
                        "player": player,
                        "amount": worth,
                    },
                )
            )
        else:
            steps.append(
                Text(
                    gettext_noop("%(declarer)s did not make %(contract)s: no compensation is due"),
                    {"declarer": declarer, "contract": contract},
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
        steps=tuple(steps),
    )
