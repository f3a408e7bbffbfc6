"""Two players against one: the search behind a whister's cards shown early and his claim.

The classic text: «вистующие получают право заставить его ходить с той карты, на какую они
укажут» — when a whister shows his cards the declarer chooses them, so the declarer and those
cards play as one side against the partner; a claim is «неоспоримым» when it holds whatever the
opponent does, the claimer's partner on the claimer's side. Neither is a goal of the solver
(one player against two, or all three together), but both goals bound it: the side does at
least as well as its counted player alone against the other two (``Goal.MAX`` / ``Goal.MIN``)
and at most as well as when the third player helps too (``COOP_MAX`` / ``COOP_MIN``). The
search below asks the solver for both bounds at every position and opens a position only where
they differ, so it is exact at any number of tricks left; a request's node budget bounds it
(``SolverBudgetError`` past it, as the solver's own).
"""

from __future__ import annotations

import copy
import dataclasses

from rulings.core.game.cards import Card
from rulings.core.i18n import gettext_noop
from rulings.core.solver.engine import Goal, Position, Solver, SolverBudgetError


class SideSearch:
    """The counted player and ``ally`` as one side against the third player.

    ``up``: the side wants the counted player's tricks high (a game); else low (misère).
    """

    def __init__(
        self,
        pos: Position,
        ally: str,
        *,
        up: bool,
        node_budget: int | None = None,
        positions: int | None = None,
    ):
        """``node_budget`` bounds each of the two solvers asked; ``positions`` the positions
        this search opens itself (each costs two solver questions); past either,
        ``SolverBudgetError``."""
        self.side = frozenset({pos.counted, ally})
        self.up = up
        self.positions = positions
        self.nodes = 0
        alone, together = (Goal.MAX, Goal.COOP_MAX) if up else (Goal.MIN, Goal.COOP_MIN)
        self.alone = Solver(dataclasses.replace(pos, goal=alone), node_budget=node_budget)
        self.together = Solver(dataclasses.replace(pos, goal=together), node_budget=node_budget)
        self.memo: dict[tuple, list[int]] = {}

    def _key(self, pos: Position) -> tuple:
        return (
            pos.to_play,
            pos.trick,
            tuple(pos.hands[p] for p in pos.players),
            pos.taken[pos.counted],
        )

    def _known(self, pos: Position, key: tuple) -> list[int]:
        """What is known of the position's value: [worst, best] for the side, from the
        solver's two bounds, narrowed by every search answered since."""
        if key not in self.memo:
            lone = _with_goal(pos, self.alone.position.goal)
            helped = _with_goal(pos, self.together.position.goal)
            self.memo[key] = [self.alone.solve(lone), self.together.solve(helped)]
        return self.memo[key]

    def _better(self, a: int, b: int) -> bool:
        """Is total ``a`` at least as good for the side as ``b``?"""
        return a >= b if self.up else a <= b

    def reaches(self, pos: Position, total: int) -> bool:
        """Can the side make the counted player's final total ``total`` or better for it?"""
        key = self._key(pos)
        known = self._known(pos, key)
        if self._better(known[0], total):
            return True
        if not self._better(known[1], total):
            return False
        self.nodes += 1
        if self.positions is not None and self.nodes > self.positions:
            raise SolverBudgetError(
                gettext_noop(
                    "This position needs more than %(nodes)s positions searched: too long to "
                    "solve here."
                ),
                nodes=self.positions,
            )
        ours = pos.to_play in self.side
        after = [pos.play(c) for c in distinct_cards(pos)]
        # the likeliest answer first: for the side the child whose worst is best, for the third
        # player the child whose best is worst (one such child settles the position)
        sign = 1 if self.up else -1
        if ours:
            after.sort(key=lambda a: -sign * self._known(a, self._key(a))[0])
        else:
            after.sort(key=lambda a: sign * self._known(a, self._key(a))[1])
        children = (self.reaches(a, total) for a in after)
        found = any(children) if ours else all(children)
        step = 1 if self.up else -1
        if found:
            known[0] = total
        else:
            known[1] = total - step
        return found

    def value(self, pos: Position) -> int:
        """The counted player's final total with both sides at their best."""
        known = self._known(pos, self._key(pos))
        step = 1 if self.up else -1
        while known[0] != known[1]:
            self.reaches(pos, known[0] + step)
        return known[0]

    def line(self, pos: Position) -> list[tuple[str, Card]]:
        """A line of play keeping the value to the end (each player's lowest such card)."""
        total = self.value(pos)
        step = 1 if self.up else -1
        line: list[tuple[str, Card]] = []
        while pos.tricks_left:
            ours = pos.to_play in self.side
            for card in distinct_cards(pos):
                after = pos.play(card)
                keeps = (
                    self.reaches(after, total) if ours else not self.reaches(after, total + step)
                )
                if keeps:
                    break
            line.append((pos.to_play, card))
            pos = after
        return line


def _with_goal(pos: Position, goal: Goal) -> Position:
    """The same position for a solver of another goal. A shallow copy, not
    ``dataclasses.replace``: the position was checked when it was made, and checking it again
    for each of the two bounds was most of the search's time."""
    other = copy.copy(pos)
    object.__setattr__(other, "goal", goal)
    return other


def distinct_cards(pos: Position) -> list[Card]:
    """The legal cards of the player to play, one of each run: cards of a suit with no card
    between them left in another hand or on the table play alike (the lowest stands for
    them)."""
    live = {c for p in pos.players if p != pos.to_play for c in pos.hands[p]}
    live |= {c for _p, c in pos.trick}
    out: list[Card] = []
    for card in sorted(pos.legal_cards(), key=lambda c: (c.suit, c.rank)):
        if (
            out
            and out[-1].suit == card.suit
            and not any(c.suit == card.suit and out[-1].rank < c.rank < card.rank for c in live)
        ):
            continue
        out.append(card)
    return out
