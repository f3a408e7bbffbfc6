"""The deal at the table, card by card (issue 19): the learner plays, the solver answers.

A state is the deal and the cards played so far; it is immutable and made again from the
learner's cards alone (``replay``: the other seats' cards follow from them), each step cached,
so a request that adds a card costs one step. Only legal cards are played (the core's rules of
play: follow suit, else trump, else any card).

Where the learner cannot see every hand the deal holds several layouts. After each of the
learner's cards the layouts that punish it most are kept (BBO's Bridge Master does so): each
kept layout is solved after the card, and those where the learner's best result is worst stay.
The other seats then play the solver's best card on the first layout kept (among cards of the
same value, the one that keeps the most layouts in play, then the lowest); a layout where that
card could not have been played (not in the hand, or a revoke) drops out. So the goal is met
only if it is met against every layout kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rulings.core import Card, Position, Solver, SolverPositionError, trick_winner
from tutorial.lessons.kinds.common import SOUTH
from tutorial.lessons.model import LessonError
from tutorial.lessons.table.deal import TableDeal

Played = tuple[tuple[str, Card], ...]


class TableError(LessonError):
    """A card the table cannot take. ``template`` is English with ``%(name)s`` (the web layer
    translates it), ``params`` fill it."""

    def __init__(self, template: str, /, **params: str):
        self.template = template
        self.params = params
        super().__init__(template % params if params else template)


@dataclass(frozen=True)
class TableState:
    deal: TableDeal
    played: Played  # every card of the position played so far, in order
    kept: tuple[int, ...]  # the layouts still in play (indexes into deal.layouts)
    positions: tuple[Position, ...]  # the solver's position on each kept layout
    outlook: int  # the learner's best result against the layouts kept (solver), now
    hopeless_after: int | None = None  # of the learner's cards, the one after which the goal
    # could no longer be met (1-based), None while it can

    @property
    def position(self) -> Position:
        """The position on the first layout kept (what the other seats play on)."""
        return self.positions[0]

    @property
    def over(self) -> bool:
        return self.position.tricks_left == 0

    @property
    def to_play(self) -> str | None:
        return None if self.over else self.position.to_play

    @property
    def learner_cards(self) -> tuple[Card, ...]:
        return tuple(card for seat, card in self.played if seat == SOUTH)

    @property
    def hand(self) -> frozenset[Card]:
        return self.position.hands[SOUTH]

    def legal(self) -> list[Card]:
        """The learner's cards that may be played now (none when it is not the learner's turn)."""
        return self.position.legal_cards() if self.to_play == SOUTH else []

    @property
    def taken(self) -> dict[str, int]:
        return dict(self.position.taken)

    @property
    def result(self) -> int:
        """The counted player's tricks so far (in the whole deal, once it is over)."""
        return self.position.taken[self.deal.counted]

    @property
    def met(self) -> bool:
        return self.over and self.deal.aim.met(self.result)

    @property
    def first_trick(self) -> int:
        """The deal's number of the position's first trick (an ending starts later)."""
        return sum(count for _, count in self.deal.taken) + 1

    def tricks(self) -> list[tuple[int, Played, str | None]]:
        """The tricks of the position: (the deal's trick number, cards, winner or None for the
        one in progress)."""
        trump = self.deal.contract_value.trump
        rows = []
        for start in range(0, len(self.played), 3):
            cards = self.played[start : start + 3]
            winner = None
            if len(cards) == 3:
                winner = trick_winner(cards, trump, cards[0][1].suit)[0]
            rows.append((self.first_trick + start // 3, cards, winner))
        return rows

    def current_trick(self) -> Played:
        return self.position.trick

    def trick_start(self, number: int) -> int:
        """How many of the learner's cards were played before the deal's trick ``number``."""
        before = self.played[: 3 * (number - self.first_trick)]
        return sum(1 for seat, _ in before if seat == SOUTH)


def learner_value(deal: TableDeal, position: Position) -> int:
    """The counted player's tricks in the deal with best play by all from ``position``."""
    if position.tricks_left == 0:
        return position.taken[deal.counted]
    return Solver(position).solve()


def _advance(positions: tuple[Position, ...], kept: tuple[int, ...], card: Card):
    """Every kept layout on which ``card`` could be played by the player to play, after it."""
    pairs = []
    for index, position in zip(kept, positions, strict=True):
        try:
            pairs.append((index, position.play(card)))
        except SolverPositionError:
            continue
    return tuple(i for i, _ in pairs), tuple(p for _, p in pairs)


def _reply(state: TableState) -> Card:
    """The card the seat to play plays: the solver's best on the first layout kept; among
    equal cards, the one playable on the most kept layouts, then the lowest."""
    position = state.position
    values = Solver(position).card_values()
    pick = max if state.deal.plays_for_most(position.to_play) else min
    best = pick(values.values())
    candidates = [card for card, value in values.items() if value == best]
    if len(candidates) == 1 or len(state.kept) == 1:
        return min(candidates, key=lambda card: (card.rank, card.suit))

    def playable(card: Card) -> int:
        return len(_advance(state.positions, state.kept, card)[0])

    return min(candidates, key=lambda card: (-playable(card), card.rank, card.suit))


def _step(state: TableState, seat: str, card: Card) -> TableState:
    kept, positions = _advance(state.positions, state.kept, card)
    played = (*state.played, (seat, card))
    if seat != SOUTH:
        return TableState(state.deal, played, kept, positions, state.outlook, state.hopeless_after)
    deal = state.deal
    values = [learner_value(deal, position) for position in positions]
    worst = deal.aim.worst(values)
    pairs = [(i, p) for i, p, v in zip(kept, positions, values, strict=True) if v == worst]
    hopeless = state.hopeless_after
    if hopeless is None and not deal.aim.met(worst):
        hopeless = len(state.learner_cards) + 1
    return TableState(
        deal,
        played,
        tuple(i for i, _ in pairs),
        tuple(p for _, p in pairs),
        worst,
        hopeless,
    )


def _others(state: TableState) -> TableState:
    """The other seats play until it is the learner's turn or the deal is over."""
    while not state.over and state.position.to_play != SOUTH:
        seat = state.position.to_play
        state = _step(state, seat, _reply(state))
    return state


@lru_cache(maxsize=256)
def start(deal: TableDeal) -> TableState:
    """The deal before the learner's first card (the other seats' cards before it played).
    The first layout kept is the one where the learner's best result is worst."""
    positions = tuple(deal.position(hands) for hands in deal.layouts)
    values = [learner_value(deal, position) for position in positions]
    worst = deal.aim.worst(values)
    order = sorted(range(len(values)), key=lambda i: (values[i] != worst, i))
    state = TableState(
        deal,
        (),
        tuple(order),
        tuple(positions[i] for i in order),
        worst,
        None if deal.aim.met(worst) else 0,
    )
    return _others(state)


def play(state: TableState, card: Card) -> TableState:
    """The learner plays ``card``; the other seats answer. ``TableError`` says why a card is
    refused: the deal is over, it is not the learner's turn, the card is not in the hand, or
    the rules of play forbid it."""
    if state.over:
        raise TableError("The deal is over: no more cards are played.")
    if state.position.to_play != SOUTH:
        raise TableError("It is not your turn.")
    if card not in state.hand:
        raise TableError("%(card)s is not in your hand.", card=card.ru)
    if card not in state.legal():
        trick = state.current_trick()
        trump = state.deal.contract_value.trump
        led = trick[0][1].suit
        if any(c.suit == led for c in state.hand):
            raise TableError("%(card)s cannot be played: follow the suit led.", card=card.ru)
        if trump is not None and any(c.suit == trump for c in state.hand):
            raise TableError(
                "%(card)s cannot be played: with no card of the suit led you must trump.",
                card=card.ru,
            )
    return _others(_step(state, SOUTH, card))


@lru_cache(maxsize=4096)
def replay(deal: TableDeal, cards: tuple[Card, ...]) -> TableState:
    """The state after the learner's ``cards`` from the start (cached step by step)."""
    if not cards:
        return start(deal)
    return play(replay(deal, cards[:-1]), cards[-1])


def resume(deal: TableDeal, played: Played) -> TableState:
    """The state whose cards are ``played`` (every seat's), replayed from the learner's; a
    sequence the table would not have played is refused (``TableError``)."""
    cards = tuple(card for seat, card in played if seat == SOUTH)
    state = replay(deal, cards)
    if state.played != tuple(played):
        raise TableError("This deal went another way: the cards do not match.")
    return state


def from_trick(state: TableState, number: int) -> TableState:
    """The same deal again from the start of the deal's trick ``number``."""
    if not state.first_trick <= number < state.first_trick + len(state.tricks()) + 1:
        raise TableError("There is no trick %(number)s in this deal.", number=str(number))
    return replay(state.deal, state.learner_cards[: state.trick_start(number)])
