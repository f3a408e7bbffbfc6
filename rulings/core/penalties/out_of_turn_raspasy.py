"""Cards out of turn on raspasy: Lesnoy's code 3.9.14.3.

3.9.14.3 (raspasy): «все взятки после нарушения забирает нарушитель. Если даже и в этом случае
любой из участников распасовки считает, что ему был нанесён ущерб (и может это доказать), то
ущерб должен быть целиком компенсирован нарушителем.» The solver decides whether a sequence of
plays without the offence would have given the complainant fewer tricks (option
``damage_standard``: some sensible sequence — everyone holding him down — as in the worked
example, or the others' best play against him); the compensation is written as whists from the
offender, so that the complainant ends as he would have without the offence.
"""

from __future__ import annotations

import copy
from typing import Any

from rulings.core.conventions.penalty_kinds import DamageStandard
from rulings.core.errors import PreferansError
from rulings.core.game.cards import Card
from rulings.core.i18n import gettext_noop
from rulings.core.penalties import no_harm_words
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.positions import (
    at_card,
    at_trick_start,
    final_counts,
    minimum_splits,
    position,
    reraise_budget,
)
from rulings.core.penalties.ruling import (
    Adjustment,
    Penalty,
    RulingItem,
    Text,
    incident_problem,
)
from rulings.core.penalties.scored import score
from rulings.core.records.incidents import Incident
from rulings.core.scoring.entries import Column
from rulings.core.solver.engine import Goal, Solver
from rulings.core.sources import cite

C_RASPASY = cite("lesnoy", "3.9.14.3").text
C_RASPASY_FIRST = cite("lesnoy", "3.9.14.3", quote="все взятки после нарушения забирает нарушитель")
C_DAMAGE = cite("lesnoy", "3.9.14.3", quote="ущерб должен быть целиком компенсирован нарушителем")
DAMAGE_CLAUSE = cite("lesnoy", "3.9.14.3").text  # named in the card's sentence


def _before_counts(facts: DealFacts, incident: Incident) -> dict[str, int]:
    trick = incident.trick or 1
    if trick == 1:  # nothing was played before it, recorded or not
        return {p: 0 for p in facts.active}
    if len(facts.tricks_played) >= trick - 1 and facts.play is not None:
        counts = {p: 0 for p in facts.play.taken}
        for t in facts.tricks_played[: trick - 1]:
            counts[t.winner] += 1
        return counts
    if incident.tricks_before is not None:
        takers = facts.trick_takers
        for player, n in incident.tricks_before.items():
            if player not in takers:
                raise incident_problem(
                    incident,
                    "tricks_before",
                    gettext_noop("%(player)s: takes no trick in this deal"),
                    player=player,
                )
            if facts.tricks is not None and n > facts.tricks.get(player, 0):
                # the tricks taken at the table include those taken before the offence
                raise incident_problem(
                    incident,
                    "tricks_before",
                    gettext_noop(
                        "%(player)s: tricks at the table in all %(taken)s, so not %(before)s "
                        "before the offence"
                    ),
                    player=player,
                    taken=facts.tricks.get(player, 0),
                    before=n,
                )
        counts = {p: incident.tricks_before.get(p, 0) for p in takers}
        if sum(counts.values()) != trick - 1:  # one trick each before the offence's
            raise incident_problem(
                incident,
                "tricks_before",
                gettext_noop(
                    "the tricks taken before trick %(trick)s must add up to %(expected)s "
                    "(they add up to %(total)s)"
                ),
                trick=trick,
                total=sum(counts.values()),
                expected=trick - 1,
            )
        return counts
    raise incident_problem(
        incident,
        "tricks_before",
        gettext_noop("the play before trick %(trick)s is not recorded: give the tricks taken"),
        trick=trick,
    )


def play_order(facts: DealFacts, incident: Incident) -> tuple[int, int, int]:
    """Where a card out of turn lies in the play: (trick, card's place in the record, entry).

    Two cards out of turn on raspasy are ruled in this order: the first decides (3.9.14.3)."""
    trick = incident.trick or 1
    place = 0
    if facts.replay is not None and facts.play is not None:
        moment = at_card(facts, trick, incident.player, incident.card)
        if moment is not None:
            place = moment.index
    return (trick, place, incident.index if incident.index is not None else -1)


def follows_first(facts: DealFacts, incident: Incident, first: Incident) -> RulingItem:
    """A card played after the first card out of turn of its trick on raspasy (a renonce to
    it, or a card out of turn): it follows from the offence and is not ruled on its own."""
    adj = Adjustment(tricks=None, calls={}, first_out_of_turn=(first.trick or 1, first.player))
    return _follows(facts, incident, adj)


def _follows(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    """A later card out of turn on raspasy: the first offence already decided the tricks."""
    trick, first = adj.first_out_of_turn or (incident.trick or 1, incident.player)
    return RulingItem(
        (incident,),
        "out_of_turn_raspasy_follows",
        C_RASPASY_FIRST.text,
        Text(
            gettext_noop(
                "On raspasy, trick %(trick)s: the card of %(player)s came after the card out "
                "of turn by %(first)s (trick %(first_trick)s). The first offence decides: the "
                "tricks from trick %(first_trick)s on are %(first)s's, and this card follows "
                "from it. No penalty for it."
            ),
            {
                "player": incident.player,
                "trick": incident.trick,
                "first": first,
                "first_trick": trick,
            },
        ),
    )


def rule_raspasy(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    conv = facts.convention
    offender = incident.player
    trick = incident.trick or 1
    if adj.first_out_of_turn is not None:
        return _follows(facts, incident, adj)
    adj.first_out_of_turn = (trick, offender)
    adj.offence(offender)
    before = _before_counts(facts, incident)
    steps = []
    if conv.raspasy_out_of_turn_takes_rest:
        adj.before_trick_penalty()
        tricks = dict(before)
        rest = 10 - sum(before.values())
        tricks[offender] = tricks.get(offender, 0) + rest
        adj.tricks = tricks
        steps.append(
            Text(
                gettext_noop(
                    "%(player)s takes all %(rest)s tricks from trick %(trick)s on: %(tricks)s"
                ),
                {
                    "player": offender,
                    "rest": rest,
                    "trick": trick,
                    "tricks": ", ".join(f"{p} {n}" for p, n in tricks.items()),
                },
            )
        )
    analysis: dict[str, Any] = {}
    complainants = (
        [incident.complainant]
        if incident.complainant
        else [p for p in facts.active if p != offender]
    )
    moment = None
    if facts.replay is not None and facts.play is not None:
        moment = at_card(facts, trick, offender, incident.card)
        if moment is None and incident.line:
            moment = at_trick_start(facts, trick)
    if moment is not None and (trick > 2 or not _talon_tricks(facts)):
        for complainant in complainants:
            if complainant == offender:
                continue
            line = incident.line if complainant == incident.complainant else ()
            found = _damage(facts, incident, moment.state, complainant, line, adj)
            analysis[complainant] = found["report"]
            if found["damage"] > 0:
                adj.penalties.append(
                    Penalty(
                        "out_of_turn_damage",
                        Column.WHISTS,
                        complainant,
                        found["damage"],
                        C_DAMAGE.text,
                        on=offender,
                        params={"tricks_without": found["report"]["tricks_without_offence"]},
                    )
                )
                without = found["report"]["tricks_without_offence"]
                steps.append(
                    no_harm_words.damage_compensated(
                        complainant,
                        offender,
                        found["damage"],
                        ", ".join(f"{p} {n}" for p, n in without.items()),
                        DAMAGE_CLAUSE,
                    )
                )
            else:
                steps.append(
                    Text(
                        gettext_noop("%(player)s shows no damage: nothing more is owed"),
                        {"player": complainant},
                    )
                )
    elif incident.complainant:
        steps.append(
            Text(
                gettext_noop(
                    "the hands and the play up to the offence are needed to weigh the damage "
                    "%(player)s claims"
                ),
                {"player": incident.complainant},
            )
        )
    return RulingItem(
        (incident,),
        "out_of_turn_raspasy",
        C_RASPASY,
        Text(
            gettext_noop(
                "On raspasy %(player)s played out of turn at trick %(trick)s. All the tricks from "
                "there on are his; a player who shows that the play without the offence would "
                "have gone better for him is compensated by the offender."
            ),
            {"player": offender, "trick": trick},
        ),
        steps=tuple(steps),
        analysis=analysis,
    )


def _talon_tricks(facts: DealFacts) -> bool:
    play = facts.play
    if play is None or not play.tricks:
        return False
    return play.tricks[0].talon_card is not None


def _damage(
    facts: DealFacts,
    incident: Incident,
    state,
    complainant: str,
    line: tuple[tuple[str, Card], ...],
    adj: Adjustment,
) -> dict[str, Any]:
    conv = facts.convention
    goal = Goal.COOP_MIN if conv.damage_standard is DamageStandard.COOPERATIVE else Goal.MIN
    try:
        pos = position(state, complainant, goal)
        if line:
            least = Solver(pos, node_budget=facts.node_budget).solve(pos)
            options = [final_counts(pos, list(line))]
            source = "line"
        else:
            least, options = minimum_splits(pos, node_budget=facts.node_budget)
            source = "solver"
    except PreferansError as error:
        reraise_budget(error)
        raise incident_problem(
            incident, "line" if line else "trick", gettext_noop("%(error)s"), error=str(error)
        ) from None
    ruled = score(facts, copy.deepcopy(adj))
    best: tuple[Any, dict[str, int], Any] | None = None
    for counts in options:
        for p, n in state.taken.items():
            counts.setdefault(p, n)  # with four players, the dealer's talon tricks on raspasy
        # the other rulings' penalties stand in both (a complainant's own renonce stays his)
        without = Adjustment(tricks=counts, calls=dict(adj.calls), penalties=list(adj.penalties))
        scored = score(facts, without)
        if scored is None:
            continue
        balance = _balance(scored, complainant)
        if best is None or balance > best[0]:
            best = (balance, counts, scored)
    if best is None or ruled is None:
        return {"damage": 0, "report": {"standard": conv.damage_standard.value}}
    hypothetical = best[2]
    counts = best[1]
    without = dict(counts)
    damage: Any = _balance(hypothetical, complainant) - _balance(ruled, complainant)
    report = {
        "standard": conv.damage_standard.value,
        "solver_minimum": least,
        "tricks_without_offence": without,
        "line_from": source,
        "balance_with_ruling": _balance(ruled, complainant) if ruled else None,
        "balance_without_offence": _balance(hypothetical, complainant) if hypothetical else None,
    }
    return {"damage": damage if damage > 0 else 0, "report": report}


def _balance(scored, player: str):
    return scored.json["balance"][player]
