"""Two players against one: the search behind a whister's cards shown early and his claim.

The classic text: «вистующие получают право заставить его ходить с той карты, на какую они
укажут» — when a whister shows his cards the declarer chooses them, so the declarer and those
cards play as one side against the partner; a claim is «неоспоримым» when it holds whatever the
opponent does, the claimer's partner on the claimer's side. Neither is a goal of the solver
(one player against two, or all three together), but the solver's goals bound it: the side does
at least as well as its counted player alone against the other two (``Goal.MAX`` /
``Goal.MIN``) and at most as well as when the third player helps too (``COOP_MAX`` /
``COOP_MIN``), and at most as well as the tricks the third player and the ally leave (every
trick is someone's): in a game the third player can make his own ``Goal.MAX`` and the ally
takes at least his ``COOP_MIN``; on misère the third player can hold his own to his
``Goal.MIN`` and the ally takes at most his ``COOP_MAX``. The search asks the
solver for these bounds of every position (of all a position's cards at once, from the
solver's card values) and opens a position only where they differ, so it is exact at any
number of tricks left; positions that differ only in which lower cards have gone share what is
known of them, and a position searched keeps the bounds its cards' bounds give (for the next
target, and for the line). A request's node budget bounds it (``SolverBudgetError`` past it,
as the solver's own).
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable
from typing import Any

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
        """``node_budget`` bounds each solver asked; ``positions`` the positions this search
        opens itself (each asks every solver once for the values of its cards); past either,
        ``SolverBudgetError``."""
        self.side = frozenset({pos.counted, ally})
        self.up = up
        self.positions = positions
        self.nodes = 0
        alone, together = (Goal.MAX, Goal.COOP_MAX) if up else (Goal.MIN, Goal.COOP_MIN)
        third = next(p for p in pos.players if p not in self.side)

        def solver(counted: str, goal: Goal) -> Solver:
            return Solver(
                dataclasses.replace(pos, counted=counted, goal=goal), node_budget=node_budget
            )

        self.alone = solver(pos.counted, alone)
        self.together = solver(pos.counted, together)
        # every trick is someone's: the counted player has what the third player and the ally
        # leave. In a game the third player can make his own best (his ``MAX``) and the ally
        # takes at least his fewest (``COOP_MIN``): the counted player has at most the rest. On
        # misère the third player can keep his own down to his ``MIN`` and the ally takes at
        # most his ``COOP_MAX``: the counted player has at least the rest.
        self.held = solver(third, Goal.MAX if up else Goal.MIN)
        self.forced = solver(ally, Goal.COOP_MIN if up else Goal.COOP_MAX)
        self.memo: dict[tuple, list[int]] = {}

    def _key(self, pos: Position) -> tuple:
        """The position as the play from it sees it: each card by its place among the cards of
        its suit still in play (positions that differ only in which lower cards have gone play
        alike), the trick, who is to play and the counted player's tricks so far."""
        live = sorted(
            [c.index for p in pos.players for c in pos.hands[p]] + [c.index for _p, c in pos.trick]
        )
        place = {}
        below = suit = 0
        for index in live:
            if index // 8 != suit:
                suit, below = index // 8, 0
            place[index] = suit * 8 + below
            below += 1
        return (
            pos.to_play,
            tuple((p, place[c.index]) for p, c in pos.trick),
            tuple(frozenset(place[c.index] for c in pos.hands[p]) for p in pos.players),
            pos.taken[pos.counted],
        )

    def _bounds(self, pos: Position, ask: Callable[[Solver, Position], Any]) -> Any:
        """[worst, best] for the side from the solvers' answers (``ask``: a position's value,
        or its cards' values), combined per card when they are the cards' values."""
        lone = ask(self.alone, _as(pos, pos.counted, self.alone.position.goal))
        best = ask(self.together, _as(pos, pos.counted, self.together.position.goal))
        third, ally = self.held.position, self.forced.position
        held = ask(self.held, _as(pos, third.counted, third.goal))
        forced = ask(self.forced, _as(pos, ally.counted, ally.goal))
        total = sum(pos.taken.get(p, 0) for p in pos.players) + pos.tricks_left
        rest = _zip(held, forced, lambda h, f: total - h - f)
        return _zip(lone, _zip(best, rest, min if self.up else max), lambda lo, hi: [lo, hi])

    def _known(self, pos: Position, key: tuple) -> list[int]:
        """What is known of the position's value: [worst, best] for the side, from the
        solver's bounds, narrowed by every search answered since."""
        if key not in self.memo:
            self.memo[key] = self._bounds(pos, lambda solver, p: solver.solve(p))
        return self.memo[key]

    def _children(self, pos: Position) -> list[tuple[Card, Position, list[int]]]:
        """Each distinct card's position and what is known of it; the bounds of those not met
        yet come from the solvers' card values at ``pos`` (one question per solver)."""
        after = [(card, pos.play(card)) for card in distinct_cards(pos)]
        keys = [self._key(a) for _c, a in after]
        if any(k not in self.memo for k in keys):
            values = self._bounds(pos, lambda solver, p: solver.card_values(p))
            for (card, _a), key in zip(after, keys, strict=True):
                self.memo.setdefault(key, values[card])
        return [(c, a, self.memo[k]) for (c, a), k in zip(after, keys, strict=True)]

    def _better(self, a: int, b: int) -> bool:
        """Is total ``a`` at least as good for the side as ``b``?"""
        return a >= b if self.up else a <= b

    def reaches(self, pos: Position, total: int) -> bool:
        """Can the side make the counted player's final total ``total`` or better for it?"""
        known = self._known(pos, self._key(pos))
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
        children = self._children(pos)
        # the likeliest answer first: for the side the child whose worst is best, for the third
        # player the child whose best is worst (one such child settles the position)
        sign = 1 if self.up else -1
        if ours:
            children.sort(key=lambda child: [-sign * v for v in child[2]])
        else:
            children.sort(key=lambda child: [sign * v for v in child[2][::-1]])
        answers = (self.reaches(a, total) for _c, a, _known in children)
        found = any(answers) if ours else all(answers)
        step = 1 if self.up else -1
        if found:
            known[0] = total
        else:
            known[1] = total - step
        # what the children's bounds say now (the side picks its best child, the third player
        # the side's worst): often tighter than the target just settled
        pick = (max if self.up else min) if ours else (min if self.up else max)
        worst, best = pick(b[0] for *_c, b in children), pick(b[1] for *_c, b in children)
        known[0] = worst if self._better(worst, known[0]) else known[0]
        known[1] = best if self._better(known[1], best) else known[1]
        return found

    def value(self, pos: Position) -> int:
        """The counted player's final total with both sides at their best."""
        known = self._known(pos, self._key(pos))
        step = 1 if self.up else -1
        while known[0] != known[1]:
            self.reaches(pos, known[0] + step)
        return known[0]

    def line(self, pos: Position) -> list[tuple[str, Card]]:
        """A line of play keeping the value to the end: each player's lowest card that the
        bounds already show keeps it, else his lowest card that a search shows keeps it."""
        total = self.value(pos)
        step = 1 if self.up else -1
        line: list[tuple[str, Card]] = []
        while pos.tricks_left:
            ours = pos.to_play in self.side
            children = self._children(pos)
            if ours:
                shown = [c for c in children if self._better(c[2][0], total)]
            else:
                shown = [c for c in children if not self._better(c[2][1], total + step)]
            card, after, _known = next(
                child
                for child in shown or children
                if (
                    self.reaches(child[1], total)
                    if ours
                    else not self.reaches(child[1], total + step)
                )
            )
            line.append((pos.to_play, card))
            pos = after
        return line


def _as(pos: Position, counted: str, goal: Goal) -> Position:
    """The same position for a solver of another counted player or goal. A shallow copy, not
    ``dataclasses.replace``: the position was checked when it was made, and checking it again
    for each of the bounds was most of the search's time."""
    other = copy.copy(pos)
    object.__setattr__(other, "counted", counted)
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


def _zip(a: Any, b: Any, combine: Callable[[Any, Any], Any]) -> Any:
    """``combine`` of two answers: of two values, or card by card of two cards' values."""
    if isinstance(a, dict):
        return {card: combine(a[card], b[card]) for card in a}
    return combine(a, b)
