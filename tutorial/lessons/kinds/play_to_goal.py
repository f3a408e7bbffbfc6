"""``play_to_goal``: a deal played out card by card at the table against the solver (issue 19).

The level states the contract, the learner's seat (South), what is known (the bidding, the
whisting, the cards shown) and the goal: «сыграйте 7♠», «не дайте разыгрывающему больше 6»,
«поймайте мизер», «на распасах возьмите не больше двух». Its deal (``table.TableDeal``) holds
one open layout or several layouts consistent with what South sees; the table keeps, after each
of South's cards, those that punish it most (``table.state``).

The page plays it card by card (``tutorial/views_table.py``); as an exercise (the API, ``lessons
check``) an answer is South's cards in order — a list, or one card for the first. Graded by
playing them at the table: a whole deal is right when the goal is met; a beginning is right
while the goal can still be met against every layout kept (the solver's best result for South
on the worst of them). The level states the line that meets the goal (``answer``) and at least
one line that does not (``wrong``); ``check`` proves both and that the goal can be met on every
layout the level holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings.core import Card, Convention
from tutorial.lessons.kinds.common import (
    SEAT_NAMES,
    SEATS,
    SOUTH,
    cards_json,
    read_card,
    seats_view,
    tricks_text,
    trump_json,
    trump_text,
)
from tutorial.lessons.model import AnswerError, Judgement, LevelDataError, Text
from tutorial.lessons.table import TableDeal, TableError, goal_text, play, start
from tutorial.lessons.table.state import learner_value

MAX_CARDS = 10


def read_line(answer: Any) -> tuple[Card, ...]:
    """South's cards in order: one card, or a list of at most ten."""
    if isinstance(answer, str):
        answer = [answer]
    if (
        not isinstance(answer, list | tuple)
        or not 1 <= len(answer) <= MAX_CARDS
        or not all(isinstance(card, str) for card in answer)
    ):
        raise AnswerError("send South's cards in the order played: one card or a list of up to ten")
    return tuple(read_card(card) for card in answer)


@dataclass(frozen=True)
class PlayToGoal:
    prompt: Text  # what is known and what to do
    deal: TableDeal
    answer: tuple[str, ...]  # South's cards in a line that meets the goal
    wrong: tuple[Any, ...] = ()  # lines (or first cards) that cannot meet it
    known: Text | None = None  # the bidding, the whisting, the cards shown
    lesson: Text | None = None  # the principle, told when the goal is met
    kind: str = "play_to_goal"

    def __post_init__(self) -> None:
        if not self.answer:
            raise LevelDataError("a play_to_goal level states the line that meets its goal")

    @property
    def goal(self) -> Text:
        return goal_text(self.deal)

    def view(self, convention: Convention) -> dict[str, Any]:
        deal = self.deal
        first = deal.layouts[0]
        state = start(deal)
        trump = deal.contract_value.trump
        return {
            "seats": seats_view(),
            "learner": SOUTH,
            "contract": deal.contract_value.en,
            "declarer": deal.declarer,
            "trump": trump_json(trump),
            "trump_name": trump_text(trump).as_json(),
            "goal": self.goal.as_json(),
            **({"known": self.known.as_json()} if self.known else {}),
            "hand": cards_json(first[0]),
            "hands": {
                seat: cards_json(first[SEATS.index(seat)])
                for seat in SEATS
                if seat in deal.visible or seat == SOUTH
            },
            "layouts": len(deal.layouts),
            "leader": deal.leader,
            "taken": deal.taken_map,
            "four_handed": deal.four_handed,
            "played": [{"seat": seat, "card": card.en} for seat, card in state.played],
            "choices": cards_json(state.legal()),
        }

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        cards = read_line(answer)
        state = start(self.deal)
        best_answer = self.answer[0]
        for card in cards:
            try:
                state = play(state, card)
            except TableError:
                return Judgement(
                    False,
                    False,
                    Text(
                        "{card} здесь сыграть нельзя: карта не из руки Юга, не по правилам хода "
                        "или раздача уже сыграна.",
                        "{card} cannot be played here: not in South's hand, against the rules "
                        "of play, or the deal is already over.",
                    ).format(card=card),
                    best_answer=best_answer,
                )
        aim = self.deal.aim
        value = state.result if state.over else state.outlook
        ok = aim.met(value)
        reason = self.reason(cards, state.over, value)
        if ok and self.lesson is not None:
            reason = reason + self.lesson
        return Judgement(
            ok,
            ok,
            reason,
            best_answer=best_answer,
            value=float(value),
            best_value=float(start(self.deal).outlook),
        )

    def reason(self, cards: tuple[Card, ...], over: bool, value: int) -> Text:
        """What the cards lead to, in tricks; never which card is best."""
        deal = self.deal
        seat = SEAT_NAMES[deal.counted]
        takes = Text("{seat} берёт {n}.", "{seat} takes {n}.").format(
            seat=seat, n=tricks_text(value)
        )
        if over:
            head = (
                Text("Цель достигнута:", "The goal is met:")
                if deal.aim.met(value)
                else Text("Цель не достигнута:", "The goal is not met:")
            )
            return head + takes
        shown = " ".join(card.ru for card in cards)
        shown_en = " ".join(card.symbol for card in cards)
        if deal.aim.met(value):
            head = Text(
                "После {cards} цель ещё достижима: при лучшей игре всех троих",
                "After {cards} the goal can still be met: with best play by all three",
            )
        else:
            head = Text(
                "После {cards} цель уже не достичь: на самом неудобном раскладе при лучшей "
                "игре всех троих",
                "After {cards} the goal can no longer be met: on the least kind layout, with "
                "best play by all three,",
            )
        return Text(head.ru.format(cards=shown), head.en.format(cards=shown_en)) + takes

    def depends_on(self) -> tuple[str, ...]:
        return ()

    def check(self, convention: Convention) -> list[str]:
        problems = []
        deal = self.deal
        for index, hands in enumerate(deal.layouts):
            value = learner_value(deal, deal.position(hands))
            if not deal.aim.met(value):
                problems.append(f"layout {index + 1}: best play does not meet the goal ({value})")
        if len(self.answer) != len(deal.layouts[0][0]):
            problems.append("the stated line does not play the deal to its end")
        if not self.wrong:
            problems.append("no wrong line is stated")
        return problems
