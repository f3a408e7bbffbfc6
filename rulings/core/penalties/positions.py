"""Positions of a recorded deal for the solver: the table as it was at a given moment.

The adjudicator asks the double-dummy solver (``solver.py``) what the play was worth at the
moment of an irregularity: the hands left, the cards of the trick in progress, who was to play
by the rules and the tricks already taken.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rulings.core.errors import PreferansError, Problem, RecordError
from rulings.core.game.cards import Card, Suit
from rulings.core.game.contracts import Contract
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.rules.play import PlayState, talon_leads
from rulings.core.solver.engine import (
    Goal,
    Position,
    Solver,
    SolverBudgetError,
    SolverPositionError,
)


def reraise_budget(error: PreferansError) -> None:
    """A search past the request's node budget is not a fact of the deal: it goes up to the
    site (a 503 there), never into the ruling as a problem of the record or a missing value."""
    if isinstance(error, SolverBudgetError):
        raise error


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
    """Just before ``player`` played (``card``) to ``trick``; or the record's end, where the
    record stops in ``trick`` with ``card`` still in his hand (a play recorded up to the
    offence, the card itself not written)."""
    found = replay_until(
        facts,
        lambda s, p, c: (p == player and s.trick_number == trick and (card is None or c == card))
        or p is None,
    )
    if found is None or found.index < len(facts.replay.record.play):
        return found
    state = found.state
    if state.trick_number == trick and card is not None and card in state.hands.get(player, ()):
        return found
    return None


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


def minimum_splits(
    pos: Position, budget: int = 2_000, *, node_budget: int | None = None
) -> tuple[int, list[dict[str, int]]]:
    """The counted player's minimum (``pos.goal``: ``COOP_MIN`` or ``MIN``) and every final
    share of the tricks reachable by sequences that hold him to it.

    A complainant on raspasy (Lesnoy's code 3.9.14.3) points to «некоторая последовательность
    ходов»: which of those sequences is best for him depends on how the others share their tricks,
    so all the shares are listed. Trick by trick, only completions that keep his minimum (the
    solver checks each) are followed. Past ``budget`` positions only the first share found for
    each position is kept. ``node_budget`` bounds the solver (``SolverBudgetError`` past it).
    """
    solver = Solver(pos, node_budget=node_budget)
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


@dataclass(frozen=True)
class PenaltyCards:
    """What Lesnoy's code 3.9.14 adds to the rules of play after a card out of turn.

    The ``cards`` lie on the table and «нельзя больше брать в руки»: the offender plays them
    «при первой возможности, если только противник не запрещает этого (при ходе нарушителя
    противник не может запретить…)»; «Последовательность игры открытыми картами, если их больше
    одной, выбирает противник нарушителя» (``order``, when he has named it). With
    ``until_called`` (the classic text's card «до востребования», no time limit; or a first
    chance already missed) the opponent calls a card when he likes, else the offender plays as
    he likes. ``partner`` / ``suit`` / ``ordered``: 3.9.14.1's forbid or order of the offender's
    partner's next lead.
    """

    offender: str
    cards: frozenset[Card]
    order: tuple[Card, ...] = ()
    until_called: bool = False
    partner: str | None = None
    suit: Suit | None = None
    ordered: bool = False


def penalty_line(
    solver: Solver,
    pos: Position,
    rules: PenaltyCards,
    maximiser: Callable[[str], bool],
) -> tuple[list[tuple[str, Card]], int]:
    """The play from ``pos`` under ``rules`` until every penalty card is played (and the
    partner's restricted lead made), and the counted player's total at the end of the deal.

    Each player plays the card the solver values best for him (``card_values``, ties to the
    lowest card); at the offender's chance the opponent (the side ``maximiser`` does not put the
    offender on) chooses which penalty card, or, where the rule lets him, leaves the offender to
    play as he likes. When the penalty cards are gone the solver finishes the deal (its value
    is exact from there).
    """
    left = set(rules.cards) & set(pos.hands[rules.offender])
    lead_rule = rules.partner is not None and rules.suit is not None
    line: list[tuple[str, Card]] = []
    while (left or lead_rule) and pos.tricks_left:
        player = pos.to_play
        values = solver.card_values(pos)
        legal = list(values)

        chances = [c for c in legal if c in left] if player == rules.offender else []
        if chances:
            if rules.order:
                chances = [next(c for c in rules.order if c in chances)]
            opponent_max = not maximiser(player)
            # the offender's own lead: the opponent cannot forbid the penalty card (3.9.14)
            if rules.until_called:
                free = legal
            elif pos.trick:
                free = [c for c in legal if c not in left]
            else:
                free = []
            called = _best(values, chances, opponent_max)
            card = called
            if free:
                own = _best(values, free, maximiser(player))
                card = _best(values, [called, own], opponent_max)
        elif lead_rule and player == rules.partner and not pos.trick:
            wanted = [c for c in legal if (c.suit == rules.suit) == rules.ordered]
            card = _best(values, wanted or legal, maximiser(player))
            lead_rule = False
        else:
            card = _best(values, legal, maximiser(player))
        line.append((player, card))
        left.discard(card)
        pos = pos.play(card)
    return line, solver.solve(pos)


def _best(values: dict[Card, int], cards: list[Card], maximise: bool) -> Card:
    """The first of ``cards`` with the best value for a player who maximises (or minimises)."""
    target = max(values[c] for c in cards) if maximise else min(values[c] for c in cards)
    return next(c for c in cards if values[c] == target)
