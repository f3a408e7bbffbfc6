"""What the deal viewer shows at one step of a replayed deal (presentation, not rules).

The rules are in ``rulings.core``; this module only arranges a ``DealReplay`` for the page:
the hands as they stand after a number of tricks, the tricks so far, and which cards are
irregular.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from rulings.core import Analysis, Card, DealReplay, Goal, Irregularity, PlayState, Trick


@dataclass(frozen=True)
class Seat:
    player: str
    cards: tuple[Card, ...]
    to_play: bool
    role: str  # declarer / whister / passer / dealer / ""
    taken: int


@dataclass(frozen=True)
class ViewerStep:
    step: int  # tricks shown
    last_step: int
    seats: tuple[Seat, ...]
    tricks: tuple[Trick, ...]
    current: tuple[tuple[str, Card], ...]  # the unfinished trick, at the last step
    irregularities: tuple[Irregularity, ...]
    flagged: frozenset[tuple[int, str]]  # (trick, player) of irregular cards shown


def viewer_step(replay: DealReplay, step: int | None) -> ViewerStep:
    """The deal after ``step`` tricks (None: as far as it was played)."""
    record = replay.record
    state = replay.play
    if state is None:
        seats = tuple(
            Seat(player, sorted_cards(record.deal.hands[player]), False, _role(replay, player), 0)
            for player in record.deal.active
        )
        return ViewerStep(0, 0, seats, (), (), (), frozenset())
    last = len(state.tricks)
    shown = last if step is None else max(0, min(step, last))
    tricks = state.tricks[:shown]
    current = state.current if shown == last else ()
    played = {card for trick in tricks for _, card in trick.cards} | {c for _, c in current}
    start = PlayState.start(
        record.deal, state.contract, state.declarer, state.convention, record.discard
    )
    to_play = state.to_play if shown == last else tricks_leader(state, shown)
    taken = {player: sum(1 for t in tricks if t.winner == player) for player in start.hands}
    seats = tuple(
        Seat(
            player,
            sorted_cards(start.hands[player] - played),
            player == to_play,
            _role(replay, player),
            taken[player],
        )
        for player in record.deal.active
    )
    visible = tuple(i for i in state.irregularities if i.trick <= shown + (1 if current else 0))
    return ViewerStep(
        shown,
        last,
        seats,
        tricks,
        current,
        visible,
        frozenset((i.trick, i.player) for i in visible),
    )


def tricks_leader(state: PlayState, shown: int) -> str | None:
    """Who leads the trick after ``shown`` complete tricks."""
    following = state.tricks[shown] if shown < len(state.tricks) else None
    return following.cards[0][0] if following else state.to_play


def _role(replay: DealReplay, player: str) -> str:
    record = replay.record
    if player == record.declarer:
        return "declarer"
    outcome = replay.whist_outcome
    if outcome and player in outcome.whisters:
        return "whister"
    if outcome and player in outcome.passers:
        return "passer"
    return ""


def sorted_cards(cards) -> tuple[Card, ...]:
    """Cards as a hand is held: by suit, high to low."""
    return tuple(sorted(cards, key=lambda card: (card.suit, -card.rank)))


def record_until(data: dict[str, Any], tricks: int) -> dict[str, Any]:
    """The record with its play cut after ``tricks`` complete tricks (three cards each: the
    talon card of a raspasy trick is not in the play)."""
    return {**data, "play": list(data.get("play") or [])[: 3 * tricks]}


def record_with_card(data: dict[str, Any], player: str, card: Card) -> dict[str, Any]:
    """The record with one more card played (the viewer's click-to-play)."""
    return {**data, "play": [*(data.get("play") or []), [player, card.en]]}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False)


def analysis_values(analysis: Analysis) -> dict[str, dict[str, Any]]:
    """For each card the player to play may play: its value, and whether it gives up a trick
    against the best card (the goal decides which way is better)."""
    values = analysis.cards
    if not values:
        return {}
    wants_most = analysis.goal in (Goal.MAX, Goal.COOP_MAX)
    best = max(values.values()) if wants_most else min(values.values())
    return {card.en: {"value": value, "loses": value != best} for card, value in values.items()}


def game_deal_of(data: dict[str, Any]) -> dict[str, Any]:
    """The deal record as a deal of a game record (docs/game-record.schema.json: a full deal
    without players and convention, which come from the game)."""
    return {k: v for k, v in data.items() if k not in ("players", "convention")}


def game_record_of(data: dict[str, Any]) -> dict[str, Any]:
    """A new game holding this one deal, for the calculator's import."""
    return {
        "players": data.get("players"),
        "convention": data.get("convention", "sochi"),
        "deals": [game_deal_of(data)],
    }
