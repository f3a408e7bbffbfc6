"""What the declarer's renonce cost the whisters beyond the trick given back (issue 21).

The classic text: «При ренонсе, допущенном играющим, взятка переходит к тому вистующему, чья
карта является старшей в требуемой масти… Если вистующие, вследствие допущенного нарушения,
остались без одной (или более) взятки, то они ремиз в этом случае не ставят, а весь ремиз
ставит играющий». The trick is given back first; the condition then asks what the renonce did
to the rest of the play (the declarer kept a card of the suit, kept the lead, drew a trump the
whisters would have ruffed with). Read as the renonce trick alone, it could never hold once the
trick is given back, and the sentence would say nothing.

With the hands and the play known, the play without the renonce is searched (double dummy):
from the moment the declarer played the renonce card, his best play with a card of the led suit,
and the whisters' best, against the play as it went with the renonce tricks given back, from
the end of the last renonce trick, with the same best play. When the whisters' side takes
fewer tricks that way, the renonce caused their shortfall. Without the hands nothing beyond the
trick given back can be shown: the trick given back is taken as the whole cost.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rulings.core.errors import PreferansError
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.positions import at_card, at_trick_start, position, reraise_budget
from rulings.core.records.incidents import Incident
from rulings.core.solver.engine import Goal, Solver

TRICKS = 10


@dataclass(frozen=True)
class RenonceCost:
    """The whisters' side's tricks by best play: ``without`` the renonce (the declarer following
    suit at trick ``trick``), and ``with_renonce`` as played with the renonce tricks given back."""

    trick: int
    without: int
    with_renonce: int

    @property
    def caused(self) -> bool:
        return self.with_renonce < self.without


def renonce_cost(
    facts: DealFacts, renonces: Sequence[Incident], given_back: int
) -> RenonceCost | None:
    """The comparison for the declarer's ``renonces`` (``given_back``: how many of their tricks
    went back to a whister); None when the hands or the play are not known."""
    declarer = facts.declarer
    if declarer is None or facts.replay is None or facts.play is None or not renonces:
        return None
    numbered = sorted(renonces, key=lambda i: i.trick or 0)
    first, last = numbered[0], numbered[-1]
    try:
        before = at_card(facts, first.trick or 0, declarer, first.card)
        if before is None:
            return None
        start = position(before.state, declarer, Goal.MAX)
        declarer_without = Solver(start, node_budget=facts.node_budget).solve(start)
        after = at_trick_start(facts, (last.trick or 0) + 1)
        if after is None:
            return None
        if after.state.is_over:
            declarer_with = after.state.taken.get(declarer, 0)
        else:
            rest = position(after.state, declarer, Goal.MAX)
            declarer_with = Solver(rest, node_budget=facts.node_budget).solve(rest)
    except PreferansError as error:
        reraise_budget(error)
        return None
    return RenonceCost(
        first.trick or 0, TRICKS - declarer_without, TRICKS - (declarer_with - given_back)
    )
