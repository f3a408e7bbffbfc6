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

from rulings.core import Card, Convention, Goal, Position, Rank, Solver, Suit
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
from tutorial.lessons.rules_names import capitalized


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


def miscount_reason(hand: frozenset[Card], count: int) -> Text:
    """Why ``count`` is not the hand's sure tricks, without the total: the suit the count most
    likely got wrong (the counting rule of ``counting``)."""
    total = counting.sure_tricks(hand)
    if count > total:
        for suit in Suit:
            held = counting.in_suit(hand, suit)
            run = counting.top_run(held, suit)
            if held and not run and held[0].rank >= Rank.KING:
                return Text(
                    "{count} — больше, чем верных взяток. {suit}: без туза старшие карты ещё не "
                    "верные взятки — туз у противника.",
                    "{count} is more than the sure tricks. {suit}: without the ace the high "
                    "cards are not sure tricks yet — an opponent holds the ace.",
                ).format(count=count, suit=capitalized(SUIT_NAMES[suit]))
            if run and counting.sure_tricks_in(hand, suit) < len(held):
                return Text(
                    "{count} — больше, чем верных взяток. {suit}: длина масти — ещё не верные "
                    "взятки, пока у противников остаются карты этой масти.",
                    "{count} is more than the sure tricks. {suit}: the suit's length is no sure "
                    "trick while the opponents still hold cards of it.",
                ).format(count=count, suit=capitalized(SUIT_NAMES[suit]))
        return Text(
            "{count} — больше, чем верных взяток: считайте только старшие карты подряд от туза.",
            "{count} is more than the sure tricks: count only the top cards in a row from the ace.",
        ).format(count=count)
    for suit in Suit:
        held = counting.in_suit(hand, suit)
        if len(held) > 1 and counting.sure_tricks_in(hand, suit) == len(held) > counting.top_run(
            held, suit
        ):
            return Text(
                "Верных взяток больше, чем {count}. {suit}: старшие карты подряд от туза "
                "забирают у противников всю масть — тогда взятку даёт каждая карта.",
                "There are more sure tricks than {count}. {suit}: the top cards in a row from "
                "the ace draw all the opponents' cards — then every card is a trick.",
            ).format(count=count, suit=capitalized(SUIT_NAMES[suit]))
    return Text(
        "Верных взяток больше, чем {count}: пройдите по мастям ещё раз — каждый туз и каждая "
        "карта подряд за ним дают взятку.",
        "There are more sure tricks than {count}: go through the suits again — every ace and "
        "every card in a row below it is a trick.",
    ).format(count=count)


def misplay_reason(seat: str, count: int, truth: int) -> Text:
    """Why ``count`` is not what ``seat`` takes with best play by all (the solver's count)."""
    if count > truth:
        return Text(
            "{count} — больше, чем {seat} возьмёт: противники тоже играют как лучше для себя. "
            "Где они отберут взятку?",
            "{count} is more than {seat} takes: the opponents play their best too. Where do they "
            "win a trick back?",
        ).format(count=count, seat=SEAT_NAMES[seat])
    return Text(
        "{seat} может взять больше, чем {count}: найдите порядок ходов, при котором взятки не "
        "теряются.",
        "{seat} can take more than {count}: find the order of play that loses none of them.",
    ).format(count=count, seat=SEAT_NAMES[seat])


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
        if count != truth:
            reason = (
                misplay_reason(self.counted, count, truth)
                if self.layout
                else miscount_reason(self.hand, count)
            )
        return Judgement(count == truth, count == truth, reason, best_answer=truth)

    def depends_on(self) -> tuple[str, ...]:
        return ()

    def check(self, convention: Convention) -> list[str]:
        return []
