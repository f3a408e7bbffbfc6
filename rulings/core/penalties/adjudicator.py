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
from typing import Any

from rulings.core.penalties.claim import rule_claim
from rulings.core.penalties.conduct import rule_conduct
from rulings.core.penalties.deal_facts import read_request
from rulings.core.penalties.misdeal import rule_misdeal
from rulings.core.penalties.out_of_turn import follows_first, play_order, rule_out_of_turn
from rulings.core.penalties.peek import rule_peek
from rulings.core.penalties.renonce import rule_renonces
from rulings.core.penalties.ruling import Adjustment, Ruling, RulingItem, score
from rulings.core.penalties.talon import rule_talon
from rulings.core.records.incidents import IncidentType


def adjudicate(data: Any, *, node_budget: int | None = None) -> Ruling:
    """Rule on a request (parsed JSON). Raises ``RecordError`` listing every problem;
    ``SolverBudgetError`` when a solver search goes past ``node_budget`` positions (None: no
    bound; the site passes its ``SOLVER_NODE_BUDGET``)."""
    facts, incidents = read_request(data)
    facts = dataclasses.replace(facts, node_budget=node_budget)
    adj = Adjustment(
        tricks=dict(facts.tricks) if facts.tricks is not None else None,
        calls=dict(facts.calls),
    )
    items: list[RulingItem] = []
    of = {kind: [i for i in incidents if i.type is kind] for kind in IncidentType}
    for incident in of[IncidentType.MISDEAL]:
        items.append(rule_misdeal(facts, incident, adj))
    for incident in of[IncidentType.CONDUCT]:
        items.append(rule_conduct(facts, incident, adj))
    if not adj.redeal:
        for incident in of[IncidentType.TALON_PEEK]:
            items.append(rule_talon(facts, incident, adj))
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
        items.extend(rule_renonces(facts, renonces, adj))
        for incident in out_of_turn:
            items.append(rule_out_of_turn(facts, incident, adj))
        for incident in (*of[IncidentType.EXPOSED], *of[IncidentType.CLAIM]):
            items.append(rule_claim(facts, incident, adj))
        for incident in of[IncidentType.PEEK]:
            items.append(rule_peek(facts, incident, adj))
    scored = score(facts, adj)
    without = score(facts, None) if facts.contract is not None else None
    return Ruling(facts, tuple(items), adj.tricks, scored, without, adj.redeal, dict(adj.credited))
