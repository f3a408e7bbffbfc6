"""After the deal: the learner's cards that cost a trick, as a chess site shows a game (issue 19).

For each of the learner's cards, the position before it is made again (``state.replay``) with
the layouts then kept. Every legal card is valued by the solver on each kept layout, and a card
is worth its worst value there (the layouts that punish it most, as the table plays). A card
whose worth is below the best card's cost the difference; the analysis names the better card
and the line that follows it with best play by all (the solver's principal line on the layout
that punishes the better card most).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core import Card, Solver
from tutorial.lessons.table.deal import Hands, TableDeal
from tutorial.lessons.table.state import Played, TableState, play, replay, start


@dataclass(frozen=True)
class Mistake:
    trick: int  # the deal's trick number
    move: int  # which of the learner's cards (1-based)
    card: Card
    value: int  # the counted player's tricks after it, best play by all (worst layout)
    better: Card
    best_value: int
    line: Played  # from the better card on, best play by all


@dataclass(frozen=True)
class Analysis:
    mistakes: tuple[Mistake, ...]
    layout: Hands  # the layout the deal was played on, revealed
    result: int
    met: bool


def _worth(state: TableState) -> tuple[dict[Card, int], dict[Card, int]]:
    """Each legal card's worst value over the kept layouts, and on which layout (index into
    ``state.positions``) it is worst."""
    aim = state.deal.aim
    worth: dict[Card, int] = {}
    where: dict[Card, int] = {}
    for index, position in enumerate(state.positions):
        for card, value in Solver(position).card_values().items():
            if card not in worth or aim.better(worth[card], value):
                worth[card], where[card] = value, index
    return worth, where


def analyse(state: TableState) -> Analysis:
    """The analysis of a finished (or stopped) deal."""
    deal = state.deal
    cards = state.learner_cards
    mistakes = []
    for move, card in enumerate(cards):
        before = replay(deal, cards[:move])
        better, best, worth, where = _best_card(before)
        if worth[card] == best:
            continue
        position = before.positions[where[better]]
        after = position.play(better)
        line = Solver(after).principal_line() if after.tricks_left else []
        mistakes.append(
            Mistake(
                trick=before.first_trick + len(before.played) // 3,
                move=move + 1,
                card=card,
                value=worth[card],
                better=better,
                best_value=best,
                line=((position.to_play, better), *line),
            )
        )
    return Analysis(tuple(mistakes), deal.layouts[state.kept[0]], state.result, state.met)


def _best_card(state: TableState) -> tuple[Card, int, dict[Card, int], dict[Card, int]]:
    """The best card (the lowest of equals), its worth, and ``_worth``'s two maps."""
    worth, where = _worth(state)
    aim = state.deal.aim
    best = max(worth.values()) if aim.at_least else min(worth.values())
    card = min((c for c, v in worth.items() if v == best), key=lambda c: (c.rank, c.suit))
    return card, best, worth, where


def best_line(deal: TableDeal) -> tuple[Card, ...]:
    """South's cards in a line of best play at the table (each card the best against the
    layouts kept then; among equals the lowest)."""
    state = start(deal)
    while not state.over:
        card = _best_card(state)[0]
        state = play(state, card)
    return state.learner_cards


def losing_first_cards(deal: TableDeal) -> tuple[Card, ...]:
    """South's legal first cards after which the goal can no longer be met."""
    state = start(deal)
    if state.over:
        return ()
    worth = _best_card(state)[2]
    return tuple(card for card, value in worth.items() if not deal.aim.met(value))
