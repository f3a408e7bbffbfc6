"""Double-dummy analysis of a deal record where its play stops (``manage.py solve``,
``POST /api/solve``).

The record is replayed (``rulings.core.records.deal_record``); the cards still held, the trick
in progress
and the tricks taken so far become a solver :class:`~rulings.core.solver.engine.Position`, and the
solver answers with all hands open:

* ``value`` – the counted player's *total* tricks in the deal (taken so far plus those to
  come) with best play from the position;
* ``cards`` – the same total after each legal card of the player to play;
* ``line`` – a line of best play for everyone to the end of the deal.

Who is counted, and what everyone plays for:

* a game: the declarer, who takes as many tricks as he can against the two others
  (``Goal.MAX``, with the contract's trump);
* misère: the misère player, who takes as few as he can while the two others try to make him
  take tricks (``Goal.MIN``, no trumps);
* raspasy (no declarer): the player to play, who takes as few as he can while the other two try
  to make him take tricks (``Goal.MIN``, no trumps) – «how few can he be held to». Raspasy with
  talon-led tricks (four players, or the ``raspasy_talon`` convention) is analysed from trick 3
  on: the first two tricks follow the talon card's suit, which the solver does not model.

With four players only the three who play the deal are in the position. Irregular cards
(renonce, a card out of turn) in completed tricks are taken as they were played: the position
is analysed as it stands. A trick in progress that the solver's rules cannot continue (a
renonce card on the table while its player still holds the led suit, cards out of clockwise
order) is reported as an :class:`AnalysisError` saying why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings.core.errors import PreferansError
from rulings.core.game.cards import Card
from rulings.core.game.contracts import Contract
from rulings.core.i18n import gettext_noop
from rulings.core.records.deal_record import DealReplay, replay_json
from rulings.core.rules.play import PlayState
from rulings.core.solver.engine import Goal, Position, Solver, SolverPositionError

__all__ = ["Analysis", "AnalysisError", "analyse", "analyse_json", "analyse_replay", "position_of"]


class AnalysisError(PreferansError):
    """The record's play cannot be analysed at the point where it stops; the message says why."""


@dataclass(frozen=True)
class Analysis:
    """The solver's answer for the position where a record's play stops."""

    contract: Contract
    position: Position
    trick_number: int  # the trick in progress (or the next one), 1-10; 11 when all are played
    value: int
    cards: dict[Card, int]
    line: list[tuple[str, Card]]

    @property
    def player(self) -> str:
        """The counted player: declarer, misère player, or (raspasy) the player to play."""
        return self.position.counted

    @property
    def goal(self) -> Goal:
        return self.position.goal

    def as_json(self) -> dict[str, Any]:
        """The ``solve --json`` / ``POST /api/solve`` shape (cards in English notation)."""
        position = self.position
        return {
            "value": self.value,
            "cards": {card.en: value for card, value in self.cards.items()},
            "line": [[player, card.en] for player, card in self.line],
            "player": self.player,
            "goal": self.goal.value,
            "contract": self.contract.en,
            "trump": position.trump.letter if position.trump is not None else None,
            "trick": self.trick_number,
            "to_play": position.to_play if position.tricks_left else None,
            "on_table": [[player, card.en] for player, card in position.trick],
            "taken": dict(position.taken),
        }

    def text(self) -> str:
        """The plain-text form: what is counted, the value, each card's value, the line."""
        position = self.position
        aim = "most" if self.goal in (Goal.MAX, Goal.COOP_MAX) else "fewest"
        taken = ", ".join(f"{p} {n}" for p, n in position.taken.items())
        lines = [
            f"Contract: {self.contract.en}; counted: {self.player} (plays for the {aim} tricks)",
        ]
        if position.tricks_left:
            table = " ".join(f"{p} {c.en}" for p, c in position.trick)
            lines.append(
                f"Position: trick {self.trick_number}, {position.to_play} to play"
                + (f" (on the table: {table})" if table else "")
                + f"; taken: {taken}"
            )
        else:
            lines.append(f"All ten tricks are played; taken: {taken}")
        lines.append(f"Value: {self.value} (tricks of {self.player} in the deal, with best play)")
        if self.cards:
            lines.append(f"Cards of {position.to_play}:")
            lines.extend(f"  {card.en:>3}  {value}" for card, value in self.cards.items())
        if self.line:
            lines.append("Line: " + ", ".join(f"{p} {c.en}" for p, c in self.line))
        return "\n".join(lines)


def _goal_and_counted(state: PlayState, to_play: str) -> tuple[Goal, str]:
    contract = state.contract
    if contract.is_raspasy:
        return Goal.MIN, to_play
    # the replay requires a declarer for games and misère
    return (Goal.MAX if contract.is_game else Goal.MIN), state.declarer or to_play


def position_of(state: PlayState) -> Position:
    """The solver position where the play ``state`` stops (see the module docstring)."""
    if state.talon_card is not None:
        raise AnalysisError(
            gettext_noop(
                "analysis starts from trick 3 on raspasy with the talon: the first two tricks "
                "follow the talon card's suit (the play stops at trick %(trick)s)"
            ),
            trick=state.trick_number,
        )
    players = tuple(state.deal.active)
    to_play = state.to_play or state.leader or players[0]
    goal, counted = _goal_and_counted(state, to_play)
    taken = state.taken
    try:
        return Position(
            players=players,  # type: ignore[arg-type]
            hands={p: state.hands[p] for p in players},
            to_play=to_play,
            counted=counted,
            goal=goal,
            trump=state.trump,
            trick=tuple(state.current),
            taken={p: taken.get(p, 0) for p in players},
        )
    except SolverPositionError as error:
        raise AnalysisError(
            gettext_noop(
                "the position at trick %(trick)s cannot be analysed as it stands: %(reason)s"
            ),
            trick=state.trick_number,
            reason=error,
        ) from error


def analyse(
    state: PlayState, *, node_budget: int | None = None, engine: str | None = None
) -> Analysis:
    """Value, card values and principal line where the play ``state`` stops; past
    ``node_budget`` positions searched, ``SolverBudgetError``; ``engine`` as for ``Solver``."""
    position = position_of(state)
    value, cards, line = Solver(position, node_budget=node_budget, engine=engine).analyse()
    return Analysis(
        contract=state.contract,
        position=position,
        trick_number=state.trick_number,
        value=value,
        cards=cards,
        line=line,
    )


def analyse_replay(
    replay: DealReplay, *, node_budget: int | None = None, engine: str | None = None
) -> Analysis:
    """Analysis of a replayed deal record; ``AnalysisError`` if it has no play to analyse."""
    if replay.play is None:
        reason = (
            gettext_noop("the record has no contract: there is no play to analyse")
            if replay.record.contract is None
            else gettext_noop("the contract was refused: there is no play to analyse")
        )
        raise AnalysisError(reason)
    return analyse(replay.play, node_budget=node_budget, engine=engine)


def analyse_json(
    data: Any, *, node_budget: int | None = None, engine: str | None = None
) -> Analysis:
    """Read, replay and analyse a deal record (parsed JSON).

    Raises ``RecordError`` for a bad record and ``AnalysisError`` for a record the solver cannot
    analyse where it stops; both are ``PreferansError`` (``ValueError``).
    """
    return analyse_replay(replay_json(data), node_budget=node_budget, engine=engine)
