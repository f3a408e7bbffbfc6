"""``count_tricks``: how many tricks? Sure tricks of one hand, or a whole open layout.

Answer: an integer. Two forms:

* one hand (``layout`` empty): South's sure tricks by the counting rule taught
  (``tutorial.lessons.counting.sure_tricks``);
* an open layout (all three hands, the trump, who leads): the tricks ``counted`` takes with
  best play by everyone, from the core's double-dummy solver (``Goal.MAX``: the counted seat
  takes as many as it can, the other two hold it down).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.core import Card, Convention, Goal, Position, Solver, Suit
from tutorial.lessons import counting
from tutorial.lessons.kinds.common import (
    SEAT_NAMES,
    SEATS,
    SOUTH,
    SUIT_NAMES,
    cards_json,
    check_disjoint,
    read_int,
    seats_view,
    trump_json,
    trump_text,
)
from tutorial.lessons.model import Judgement, LevelDataError, Text


def solve_layout(
    layout: Mapping[str, frozenset[Card]], trump: Suit | None, leader: str, counted: str
) -> int:
    position = Position(
        players=SEATS,
        hands=dict(layout),
        to_play=leader,
        counted=counted,
        goal=Goal.MAX,
        trump=trump,
    )
    return Solver(position).solve()


def sure_reason(hand: frozenset[Card]) -> Text:
    parts = []
    for suit in Suit:
        n = counting.sure_tricks_in(hand, suit)
        if n:
            parts.append((SUIT_NAMES[suit], n))
    listing = Text(
        ", ".join(f"{name.ru} {n}" for name, n in parts) or "нет",
        ", ".join(f"{name.en} {n}" for name, n in parts) or "none",
    )
    return Text(
        "Верные взятки по мастям: {listing}; всего {total}. Масть даёт столько взяток, сколько "
        "у неё старших карт подряд от туза, а все свои карты — если этих старших не меньше, "
        "чем карт масти у противников.",
        "Sure tricks by suit: {listing}; {total} in all. A suit takes one trick for each top "
        "card in a row from the ace, and all its cards when those top cards are at least as "
        "many as the others hold in the suit.",
    ).format(listing=listing, total=counting.sure_tricks(hand))


@dataclass(frozen=True)
class CountTricks:
    prompt: Text
    hand: frozenset[Card]
    answer: int
    layout: Mapping[str, frozenset[Card]] = field(default_factory=dict)
    trump: Suit | None = None
    leader: str = SOUTH
    counted: str = SOUTH
    wrong: tuple[int, ...] = ()
    kind: str = "count_tricks"

    def __post_init__(self) -> None:
        if self.layout:
            if set(self.layout) != set(SEATS) or self.layout[SOUTH] != self.hand:
                raise LevelDataError("an open layout gives all three hands, South's as «hand»")
            if len({len(cards) for cards in self.layout.values()}) != 1:
                raise LevelDataError("the hands of a layout hold as many cards each")
            check_disjoint(*self.layout.values())

    def truth(self) -> int:
        if not self.layout:
            return counting.sure_tricks(self.hand)
        return solve_layout(self.layout, self.trump, self.leader, self.counted)

    def view(self, convention: Convention) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seats": seats_view(),
            "learner": SOUTH,
            "hand": cards_json(self.hand),
            "trump": trump_json(self.trump),
            "trump_name": trump_text(self.trump).as_json(),
        }
        if self.layout:
            data["hands"] = {seat: cards_json(self.layout[seat]) for seat in SEATS}
            data["leader"] = self.leader
            data["counted"] = self.counted
        return data

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        count = read_int(answer, 0, max(len(self.hand), 1))
        truth = self.truth()
        if self.layout:
            reason = Text(
                "При лучшей игре всех троих {seat} берёт {n}.",
                "With best play by all three, {seat} takes {n}.",
            ).format(seat=SEAT_NAMES[self.counted], n=truth)
        else:
            reason = sure_reason(self.hand)
        return Judgement(count == truth, count == truth, reason, best_answer=truth)

    def depends_on(self) -> tuple[str, ...]:
        return ()

    def check(self, convention: Convention) -> list[str]:
        return []
