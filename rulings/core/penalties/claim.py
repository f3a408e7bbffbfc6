"""Cards shown early and claims (преждевременное открытие карт): the classic text.

«Игра в любом случае должна быть доведена до конца, и оставшиеся карты допускается открывать
лишь тогда, когда выигрыш взяток является неоспоримым. В противном случае, если играющий
откроет свои карты, вистующие распорядятся ими по своему усмотрению. Игрок, который раскрыл
свои карты преждевременно, уже не может взять их обратно, а вистующие получают право заставить
его ходить с той карты, на какую они укажут. После этого, если играющий не взял объявленное
количество взяток, он ставит ремиз и платит за взятки по расчету.»

So the remaining tricks are what the opponents can hold the claimer to when they choose his
cards as well as their own: for the declarer, the solver's cooperative minimum (``COOP_MIN``)
of his tricks; on misère the cooperative maximum. A whister's claim likewise: the declarer
chooses the claimer's cards, the partner still defends (``sides.SideSearch``: exact at any
number of tricks left, within the request's node budget).
Raspasy are not in the text: by analogy, the others choose the claimer's cards (our reading).
"""

from __future__ import annotations

from rulings.core.errors import PreferansError, Problem, RecordError
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.positions import (
    at_trick_start,
    final_counts,
    position,
    reraise_budget,
)
from rulings.core.penalties.ruling import Adjustment, RulingItem, Text
from rulings.core.penalties.sides import SideSearch
from rulings.core.records.incidents import Incident
from rulings.core.solver.engine import Goal, Solver, SolverBudgetError
from rulings.core.sources import cite

C_CLAIM = cite("classic", quote="если играющий откроет свои карты, вистующие распорядятся ими").text
# said of «игрок», any player: that a whister's cards are directed by the declarer is our reading
C_CLAIM_WHISTER = cite(
    "classic",
    quote="Игрок, который раскрыл свои карты преждевременно, уже не может взять их обратно",
    note="our reading",
).text
C_CLAIM_STANDS = cite(
    "classic",
    quote="оставшиеся карты допускается открывать лишь тогда, когда выигрыш взяток является "
    "неоспоримым",
)
C_SHOWN_EARLY = cite(
    "classic",
    quote="Игрок, который раскрыл свои карты преждевременно, уже не может взять их обратно",
)


def _problem(incident: Incident, name: str, template: str, **params) -> RecordError:
    return RecordError([Problem(f"{incident.field}.{name}", template, params)])


def rule_claim(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    contract = facts.contract
    player = incident.player
    at = incident.at_trick or 1
    if facts.replay is None or facts.play is None:
        raise _problem(
            incident,
            "at_trick",
            gettext_noop("the hands and the play up to trick %(at)s are needed to rule a claim"),
            at=at,
        )
    moment = at_trick_start(facts, at)
    if moment is None or moment.state.trick_number != at:
        raise _problem(
            incident,
            "at_trick",
            gettext_noop("the play is not recorded up to trick %(at)s"),
            at=at,
        )
    state = moment.state
    declarer = facts.declarer
    if contract is None:
        raise _problem(incident, "type", gettext_noop("the contract is needed"))
    stands, unsettled = _indisputable(facts, incident, state)
    if stands is not None:
        return _claim_stands(facts, incident, adj, state, stands)
    exact = True
    try:
        if contract.is_raspasy or player == declarer:
            goal = Goal.COOP_MAX if not contract.is_game else Goal.COOP_MIN
            pos = position(state, player, goal)
            solver = Solver(pos, node_budget=facts.node_budget)
            counts = final_counts(pos, solver.principal_line(pos))
        else:
            # the declarer chooses the claimer's cards: he and they against the partner
            pos = position(state, declarer or "")
            try:
                counts = final_counts(pos, _side_search(facts, pos, player).line(pos))
            except SolverBudgetError:
                # too long to search exactly here: the bound where the partner helps too
                bound = Goal.COOP_MAX if contract.is_game else Goal.COOP_MIN
                pos = position(state, declarer or "", bound)
                solver = Solver(pos, node_budget=facts.node_budget)
                counts = final_counts(pos, solver.principal_line(pos))
                exact = False
    except PreferansError as error:
        reraise_budget(error)
        raise _problem(incident, "at_trick", gettext_noop("%(error)s"), error=str(error)) from None
    for p, n in state.taken.items():
        counts.setdefault(p, n)
    before = dict(state.taken)
    claimer_gets = counts.get(player, 0) - before.get(player, 0)
    adj.before_trick_penalty()  # the tricks as taken, if known, are what the principle compares
    adj.offence(player)
    adj.tricks = counts
    by_declarer = player != declarer and not contract.is_raspasy
    if claimer_gets:
        directed = (
            gettext_noop(
                "from trick %(at)s the declarer %(declarer)s chooses %(player)s's cards: "
                "%(player)s takes %(n)s more trick(s); the tricks are %(tricks)s"
            )
            if by_declarer
            else gettext_noop(
                "from trick %(at)s the opponents choose %(player)s's cards: %(player)s takes "
                "%(n)s more trick(s); the tricks are %(tricks)s"
            )
        )
    else:  # «takes 0 more tricks» is not how a table says it
        directed = (
            gettext_noop(
                "from trick %(at)s the declarer %(declarer)s chooses %(player)s's cards: "
                "%(player)s takes no more tricks; the tricks are %(tricks)s"
            )
            if by_declarer
            else gettext_noop(
                "from trick %(at)s the opponents choose %(player)s's cards: %(player)s takes "
                "no more tricks; the tricks are %(tricks)s"
            )
        )
    steps = [
        Text(
            directed,
            {
                "at": at,
                "declarer": declarer,
                "player": player,
                "n": claimer_gets,
                "tricks": ", ".join(f"{p} {n}" for p, n in counts.items()),
            },
        )
    ]
    if incident.claimed is not None:
        indisputable = (
            claimer_gets >= incident.claimed
            if contract.is_game
            else claimer_gets <= incident.claimed
        )
        steps.append(
            Text(
                gettext_noop("the claim of %(claimed)s was indisputable")
                if indisputable
                else gettext_noop(
                    "the claim of %(claimed)s was not indisputable: %(player)s gets %(n)s"
                ),
                {"claimed": incident.claimed, "player": player, "n": claimer_gets},
            )
        )
    if unsettled:
        steps.append(
            Text(
                gettext_noop(
                    "whether the claim holds against every defence needs more than %(nodes)s "
                    "positions searched, too long to settle here: the cards are directed"
                ),
                {"nodes": _positions(facts)},
            )
        )
    if not exact:
        steps.append(
            Text(
                gettext_noop(
                    "the exact count needs more than %(nodes)s positions searched, too long "
                    "here: it is the bound where the partner helps too"
                ),
                {"nodes": _positions(facts)},
            )
        )
    whister = player != declarer and not contract.is_raspasy
    if whister:
        steps.insert(
            0,
            Text(
                gettext_noop(
                    "a whister's cards shown early: the classic text says it of any player "
                    "(%(quote)s); the declarer directs them, the partner still defends"
                ),
                {"quote": f"«{C_SHOWN_EARLY.quote}»"},
            ),
        )
    return RulingItem(
        (incident,),
        "claim_whister" if whister else "claim",
        C_CLAIM_WHISTER if whister else C_CLAIM,
        Text(
            gettext_noop(
                "%(player)s showed his cards at trick %(at)s. Cards shown cannot be taken back: "
                "the opponents direct his play, and he gets what they can hold him to."
            ),
            {"player": player, "at": at},
        ),
        steps=tuple(steps),
        analysis={"solver_counts": counts, "exact": exact},
    )


def _positions(facts: DealFacts) -> int | None:
    """How many positions the two-against-one search may open on this request: each asks its
    solvers for the values of its cards, and takes about as long as three hundred of the
    solver's own positions."""
    return None if facts.node_budget is None else max(facts.node_budget // 300, 1)


def _side_search(facts: DealFacts, pos, ally: str) -> SideSearch:
    contract = facts.contract
    return SideSearch(
        pos,
        ally,
        up=contract is not None and contract.is_game,
        node_budget=facts.node_budget,
        positions=_positions(facts),
    )


def _indisputable(
    facts: DealFacts, incident: Incident, state
) -> tuple[dict[str, int] | None, bool]:
    """The final tricks when the claim holds against every defence (else None), and whether
    that could not be settled within the request's budget.

    The classic text allows showing the cards «лишь тогда, когда выигрыш взяток является
    неоспоримым»: the claimer plays his cards as he means to, the opponents defend as they like. So
    the claim is indisputable when the solver, with the claimer playing for himself and the
    opponents against him (double dummy: his best line against their best defence), gives him at
    least the tricks claimed (on misère and raspasy: at most). A whister's claim counts his partner
    on his side (``SideSearch``, at any number of tricks left); when that search is too long for
    the request, the claim still stands if it holds with the partner against him too.
    """
    claimed = incident.claimed
    contract = facts.contract
    player = incident.player
    if claimed is None or contract is None:
        return None, False
    before = state.taken.get(player, 0)
    target = before + claimed
    unsettled = False
    try:
        if contract.is_raspasy or player == facts.declarer:
            goal = Goal.MAX if contract.is_game else Goal.MIN
            pos = position(state, player, goal)
            solver = Solver(pos, node_budget=facts.node_budget)
            counts = final_counts(pos, solver.principal_line(pos))
        else:
            pos = position(state, player)
            partner = next(d for d in facts.defenders if d != player)
            try:
                search = _side_search(facts, pos, partner)
                if not search.reaches(pos, target):
                    return None, False
                counts = final_counts(pos, search.line(pos))
            except SolverBudgetError:
                alone = position(state, player, Goal.MAX if contract.is_game else Goal.MIN)
                solver = Solver(alone, node_budget=facts.node_budget)
                counts = final_counts(alone, solver.principal_line(alone))
                unsettled = True
    except (PreferansError, RecordError) as error:
        reraise_budget(error)
        return None, False
    got = counts.get(player, 0)
    holds = got >= target if contract.is_game else got <= target
    if not holds:
        return None, unsettled
    if got != target:
        # he claimed less than he could take (or, on misère and raspasy, more): the claim is
        # what he gave; the difference goes to (or comes from) the opponent next in turn
        other = next(p for p in pos.players if p != player)
        counts[other] = counts.get(other, 0) + got - target
        counts[player] = target
    for p, n in state.taken.items():
        counts.setdefault(p, n)
    return counts, False


def _claim_stands(
    facts: DealFacts, incident: Incident, adj: Adjustment, state, counts: dict[str, int]
) -> RulingItem:
    player = incident.player
    adj.tricks = counts
    return RulingItem(
        (incident,),
        "claim_stands",
        C_CLAIM_STANDS.text,
        Text(
            gettext_noop(
                "%(player)s showed the cards at trick %(at)s and claimed %(claimed)s more "
                "trick(s). Against every defence the claim holds: it is indisputable and "
                "stands; the opponents do not direct the cards."
            ),
            {"player": player, "at": incident.at_trick, "claimed": incident.claimed},
        ),
        steps=(
            Text(
                gettext_noop("the tricks are %(tricks)s"),
                {"tricks": ", ".join(f"{p} {n}" for p, n in counts.items())},
            ),
        ),
        analysis={"indisputable": True, "solver_counts": counts, "from": dict(state.taken)},
    )
