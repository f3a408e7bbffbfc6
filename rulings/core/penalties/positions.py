"""Positions of a recorded deal for the solver: the table as it was at a given moment.

The adjudicator asks the double-dummy solver (``solver.py``) what the play was worth at the
moment of an irregularity: the hands left, the cards of the trick in progress, who was to play
by the rules and the tricks already taken.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core.errors import Problem, RecordError
from rulings.core.game.cards import Card
from rulings.core.game.contracts import Contract
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.rules.play import PlayState, talon_leads
from rulings.core.solver.engine import Goal, Position, Solver, SolverPositionError


@dataclass(frozen=True)
class Moment:
    """The play state just before the ``index``-th card of the record (0-based)."""

    state: PlayState
    index: int


def replay_until(facts: DealFacts, stop) -> Moment | None:
    """The first moment at which ``stop(state, player, card)`` is true, or at the end."""
    replay = facts.replay
    if replay is None or replay.play is None:
        return None
    record = replay.record
    state = PlayState.start(
        record.deal, record.contract, record.declarer, record.convention, record.discard
    )
    for index, (player, card) in enumerate(record.play):
        if stop(state, player, card):
            return Moment(state, index)
        state = state.after(player, card)
    if stop(state, None, None):
        return Moment(state, len(record.play))
    return None


def at_card(facts: DealFacts, trick: int, player: str, card: Card | None) -> Moment | None:
    """Just before ``player`` played (``card``) to ``trick``."""
    return replay_until(
        facts,
        lambda s, p, c: p == player and s.trick_number == trick and (card is None or c == card),
    )


def at_trick_start(facts: DealFacts, trick: int) -> Moment | None:
    """Just before the first card of ``trick`` (or at the end of the record)."""
    return replay_until(facts, lambda s, p, c: s.trick_number >= trick and not s.current)


def position(
    state: PlayState,
    counted: str,
    goal: Goal | None = None,
    *,
    to_play: str | None = None,
) -> Position:
    """The solver's position for ``state``; ``to_play`` overrides who is to play (on lead)."""
    deal = state.deal
    contract: Contract = state.contract
    if talon_leads(deal, contract, state.convention) and state.trick_number <= 2:
        raise RecordError(
            [
                Problem(
                    "play",
                    gettext_noop("the solver does not play the raspasy talon tricks (tricks 1–2)"),
                )
            ]
        )
    players = deal.active
    taken = {p: n for p, n in state.taken.items() if p in players}
    if goal is None:
        goal = Goal.MAX if contract.is_game else Goal.MIN
    return Position(
        players=players,  # type: ignore[arg-type]
        hands={p: state.hands[p] for p in players},
        to_play=to_play or state.to_play or players[0],
        counted=counted,
        goal=goal,
        trump=contract.trump,
        trick=state.current,
        taken=taken,
    )


def final_counts(pos: Position, line: list[tuple[str, Card]]) -> dict[str, int]:
    """Every player's tricks after ``line`` is played from ``pos`` (legality is checked)."""
    for player, card in line:
        if player != pos.to_play:
            raise SolverPositionError(
                gettext_noop("it is %(expected)s's turn to play, not %(player)s's"),
                expected=pos.to_play,
                player=player,
            )
        pos = pos.play(card)
    if pos.tricks_left:
        raise SolverPositionError(
            gettext_noop("the line stops %(left)s trick(s) before the end"), left=pos.tricks_left
        )
    return dict(pos.taken)


def _completions(pos: Position):
    """Every legal way to finish the trick in progress: (cards played, position after)."""
    if not pos.trick and pos.tricks_left == 0:
        return
    need = 3 - len(pos.trick)

    def walk(p: Position, played: tuple, left: int):
        if left == 0:
            yield played, p
            return
        for card in p.legal_cards():
            yield from walk(p.play(card), (*played, (p.to_play, card)), left - 1)

    yield from walk(pos, (), need)


def minimum_splits(pos: Position, budget: int = 2_000) -> tuple[int, list[dict[str, int]]]:
    """The counted player's minimum (``pos.goal``: ``COOP_MIN`` or ``MIN``) and every final
    share of the tricks reachable by sequences that hold him to it.

    A complainant on raspasy (Lesnoy's code 3.9.14.3) points to «некоторая последовательность
    ходов»: which of those sequences is best for him depends on how the others share their tricks,
    so all the shares are listed. Trick by trick, only completions that keep his minimum (the
    solver checks each) are followed. Past ``budget`` positions only the first share found for
    each position is kept.
    """
    solver = Solver(pos)
    least = solver.solve(pos)
    counted = pos.counted
    players = pos.players
    seen: dict[tuple, frozenset[tuple[int, ...]]] = {}

    def shares(p: Position) -> frozenset[tuple[int, ...]]:
        """Tricks still to come for each player (in seat order) on the sequences kept."""
        if p.tricks_left == 0:
            return frozenset({(0,) * len(players)})
        key = (p.to_play, p.trick, tuple(p.hands[q] for q in players), p.taken[counted])
        if key in seen:
            return seen[key]
        found: set[tuple[int, ...]] = set()
        # the trick to whoever of the others has fewer tricks first: the even shares a
        # complainant looks for are then found before the budget runs out
        ordered = sorted(
            (after for _played, after in _completions(p)),
            key=lambda a: sorted(n for q, n in a.taken.items() if q != counted)[::-1],
        )
        for after in ordered:
            if after.taken[counted] > least or solver.solve(after) != least:
                continue
            gained = tuple(after.taken[q] - p.taken[q] for q in players)
            found |= {
                tuple(a + b for a, b in zip(gained, rest, strict=True)) for rest in shares(after)
            }
            if len(seen) > budget and found:
                break
        seen[key] = frozenset(found)
        return seen[key]

    finals = sorted(shares(pos))
    return least, [{q: pos.taken[q] + share[i] for i, q in enumerate(players)} for share in finals]
