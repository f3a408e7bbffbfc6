"""The adjudicator's front door: an adjudication request in, the ruling out.

``adjudicate(data)`` reads the request (``deal_facts.read_request``: a deal record with an
optional ``incidents`` list, or the short form), finds the renonces and cards out of turn the
play shows, rules on every incident in a fixed order — misdeals (a redeal ends the matter),
the talon, renonces (taken together: declarer, whister, both), cards out of turn, cards shown
early and claims, looking at tricks — and scores the deal through the scoring engine, with the
ruling and as played. ``Ruling.as_json()`` is what ``manage.py adjudicate --json`` and
``POST /api/adjudicate`` return (docs/adjudicator.md).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from rulings.core.errors import PreferansError
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.claim import rule_claim
from rulings.core.penalties.conduct import rule_conduct
from rulings.core.penalties.deal_facts import DealFacts, read_request
from rulings.core.penalties.misdeal import rule_misdeal
from rulings.core.penalties.out_of_turn import rule_out_of_turn
from rulings.core.penalties.out_of_turn_raspasy import follows_first, play_order
from rulings.core.penalties.peek import rule_peek
from rulings.core.penalties.renonce import rule_renonces
from rulings.core.penalties.renonce_settle import settle_renonces
from rulings.core.penalties.ruling import Adjustment, Ruling, RulingItem
from rulings.core.penalties.scored import Compared, baseline, score
from rulings.core.penalties.talon import rule_talon
from rulings.core.records.incidents import Incident, IncidentType
from rulings.core.scoring.sheet import Sheet


class RulingFaultError(PreferansError):
    """The adjudicator failed on a request it had read: a fault of the arbiter, never of the
    visitor's record (which ``RecordError`` is). The cause is chained (``__cause__``)."""


RULING_FAULT = gettext_noop(
    "the arbiter could not rule on this deal: the fault is the arbiter's, not the record's"
)


def adjudicate(data: Any, *, node_budget: int | None = None) -> Ruling:
    """Rule on a request (parsed JSON). Raises ``RecordError`` listing every problem;
    ``SolverBudgetError`` when a solver search goes past ``node_budget`` positions (None: no
    bound; the site passes its ``SOLVER_NODE_BUDGET``); ``RulingFaultError`` when the ruling
    itself fails on a request read without a problem."""
    facts, incidents = read_request(data)
    facts = dataclasses.replace(facts, node_budget=node_budget)
    try:
        return _adjudicate(facts, incidents)
    except (LookupError, TypeError, AttributeError, ArithmeticError) as error:
        raise RulingFaultError(RULING_FAULT) from error


def _adjudicate(facts: DealFacts, incidents: tuple[Incident, ...]) -> Ruling:
    items, adj, by_offender = _rule(facts, incidents)
    compared = _compared(facts, incidents, adj, by_offender)
    scored = score(facts, adj, compared)
    if scored is not None:
        items.extend(scored.items)
    without = score(facts, None) if facts.contract is not None else None
    return Ruling(facts, tuple(items), adj.tricks, scored, without, adj.redeal, dict(adj.credited))


def _rule(
    facts: DealFacts, incidents: tuple[Incident, ...]
) -> tuple[list[RulingItem], Adjustment, dict[str, list[Incident]]]:
    """Every incident ruled in the fixed order, what the rulings change, and the incidents that
    made each offender one."""
    adj = Adjustment(
        tricks=dict(facts.tricks) if facts.tricks is not None else None,
        calls=dict(facts.calls),
    )
    items: list[RulingItem] = []
    by_offender: dict[str, list[Incident]] = {}

    def ruled(rule: Callable[..., Any], *args: Any) -> None:
        """``rule(facts, *args, adj)``, noting whom it made an offender."""
        known = len(adj.penalised)
        found = rule(facts, *args, adj)
        for item in found if isinstance(found, list) else [found]:
            items.append(item)
            for offender in dict.fromkeys(adj.penalised[known:]):
                by_offender.setdefault(offender, []).extend(item.incidents)

    of = {kind: [i for i in incidents if i.type is kind] for kind in IncidentType}
    for incident in of[IncidentType.MISDEAL]:
        ruled(rule_misdeal, incident)
    for incident in of[IncidentType.CONDUCT]:
        ruled(rule_conduct, incident)
    if adj.redeal:
        return items, adj, by_offender
    for incident in of[IncidentType.TALON_PEEK]:
        ruled(rule_talon, incident)
    renonces = of[IncidentType.RENONCE]
    out_of_turn = of[IncidentType.OUT_OF_TURN]
    if facts.contract is not None and facts.contract.is_raspasy and out_of_turn:
        # the first card out of turn decides; later cards in its trick follow from it, a
        # renonce to it included (3.9.14.3)
        out_of_turn = sorted(out_of_turn, key=lambda i: play_order(facts, i))
        first = play_order(facts, out_of_turn[0])
        follow = [
            i
            for i in renonces
            if i.player != out_of_turn[0].player
            and play_order(facts, i)[0] == first[0]
            and play_order(facts, i)[1] > first[1]
        ]
        renonces = [i for i in renonces if i not in follow]
        items.extend(follows_first(facts, i, out_of_turn[0]) for i in follow)
    # the renonces are ruled together: their offenders answer for them together
    ruled(rule_renonces, renonces)
    for incident in out_of_turn:
        ruled(rule_out_of_turn, incident)
    for incident in (*of[IncidentType.EXPOSED], *of[IncidentType.CLAIM]):
        ruled(rule_claim, incident)
    for incident in of[IncidentType.PEEK]:
        ruled(rule_peek, incident)
    settle_renonces(facts, items, adj)  # on the tricks as they end, a look's trick taken
    return items, adj, by_offender


def _compared(
    facts: DealFacts,
    incidents: tuple[Incident, ...],
    adj: Adjustment,
    by_offender: dict[str, list[Incident]],
) -> Compared | None:
    """What the non-offenders' compensation compares the ruling with (``scored.Compared``).

    By the texts, the harm of a peek's penalty only (Lesnoy's code 3.9.12; a card out of turn
    on raspasy is compensated in its own ruling, 3.9.14.3): the deal ruled without the
    penalised looks, and, with several who looked, without each one's. Under the table's rule
    ``offender_may_not_gain``: the deal without any penalty, and without each offender's.
    """
    if facts.convention.offender_may_not_gain:
        base = baseline(facts, adj)
        if base is None or not by_offender:
            return None
        apart = _apart(facts, incidents, by_offender) if len(by_offender) > 1 else {}
        return Compared(base, apart, give_back=True)
    looked = {
        player: [i for i in own if i.type is IncidentType.PEEK]
        for player, own in by_offender.items()
    }
    looked = {player: own for player, own in looked.items() if own}
    if not looked:
        return None
    without = _without(facts, incidents, [i for own in looked.values() for i in own])
    if without is None:
        return None
    apart = _apart(facts, incidents, looked) if len(looked) > 1 else dict.fromkeys(looked, None)
    return Compared(without, apart)


def _without(
    facts: DealFacts, incidents: tuple[Incident, ...], left_out: list[Incident]
) -> Sheet | None:
    """The deal ruled without the incidents ``left_out`` (no compensation in it)."""
    _items, adj, _by = _rule(facts, tuple(i for i in incidents if i not in left_out))
    scored = score(facts, adj)
    return scored.sheet if scored is not None else None


def _apart(
    facts: DealFacts, incidents: tuple[Incident, ...], by_offender: dict[str, list[Incident]]
) -> dict[str, Sheet | None]:
    """For each offender, the deal ruled without the incidents of ``by_offender`` that made
    him one: each compensates the harm his own penalty caused."""
    return {offender: _without(facts, incidents, own) for offender, own in by_offender.items()}
