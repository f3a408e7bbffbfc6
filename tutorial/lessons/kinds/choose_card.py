"""``choose_card``: which card may (or should) South play to this trick?

Answer: a card string in either notation (``"QH"``, ``"Д♥"``). Legality is the core's
(``legal_cards``: follow suit, else trump, else any card); the goal says which legal cards are
right, judged against the cards already on the table:

* ``legal`` – any legal card (a drill of the rule itself);
* ``win`` – a legal card that beats every card on the table;
* ``cheapest_win`` – the lowest such card (win the trick as cheaply as possible);
* ``lose`` – a legal card that does not beat the card taking the trick so far.

South plays after the cards on the table: none (South leads), East's (East led) or West's and
East's (West led).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings.core import (
    Card,
    CardParseError,
    Convention,
    Suit,
    legal_cards,
    parse_card,
    trick_winner,
)
from tutorial.lessons.kinds.common import (
    EAST,
    SOUTH,
    WEST,
    cards_json,
    check_disjoint,
    read_card,
    seats_view,
    trick_json,
    trump_json,
    trump_text,
)
from tutorial.lessons.model import AnswerError, Judgement, LevelDataError, Text

GOALS = ("legal", "win", "cheapest_win", "lose")


def _card_or_none(text: str) -> Card | None:
    try:
        return parse_card(text)
    except CardParseError:
        return None


_ORDERS = {0: (), 1: (EAST,), 2: (WEST, EAST)}


@dataclass(frozen=True)
class ChooseCard:
    prompt: Text
    hand: frozenset[Card]
    table: tuple[tuple[str, Card], ...]
    trump: Suit | None
    goal: str
    answer: str
    wrong: tuple[str, ...] = ()
    kind: str = "choose_card"
    lesson: Text | None = None  # said after the verdict on the stated card: why that one
    principle: Text | None = None  # said after the verdict on every right card: the rule taught

    def __post_init__(self) -> None:
        if self.goal not in GOALS:
            raise LevelDataError(f"choose_card goal «{self.goal}» is not one of {GOALS}")
        if tuple(seat for seat, _ in self.table) != _ORDERS.get(len(self.table)):
            raise LevelDataError("the table holds the cards of the seats before South, in order")
        if self.goal != "legal" and not self.table:
            raise LevelDataError(f"goal «{self.goal}» needs cards on the table")
        check_disjoint(self.hand, (card for _, card in self.table))

    @property
    def led_suit(self) -> Suit | None:
        return self.table[0][1].suit if self.table else None

    def legal(self) -> frozenset[Card]:
        return legal_cards(self.hand, self.led_suit, self.trump)

    def beats_table(self, card: Card) -> bool:
        played = (*self.table, (SOUTH, card))
        return trick_winner(played, self.trump, played[0][1].suit)[0] == SOUTH

    def right(self) -> frozenset[Card]:
        legal = self.legal()
        if self.goal == "legal":
            return legal
        winners = frozenset(card for card in legal if self.beats_table(card))
        if self.goal == "win":
            return winners
        if self.goal == "lose":
            return legal - winners
        return frozenset([min(winners, key=lambda card: card.rank)]) if winners else frozenset()

    def view(self, convention: Convention) -> dict[str, Any]:
        return {
            "seats": seats_view(),
            "learner": SOUTH,
            "trump": trump_json(self.trump),
            "trump_name": trump_text(self.trump).as_json(),
            "hand": cards_json(self.hand),
            "trick": trick_json(self.table),
            "choices": cards_json(self.hand),
        }

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        card = read_card(answer)
        if card not in self.hand:
            raise AnswerError("%(card)s is not in South's hand", card=card.en)
        right = self.right()
        # where several cards are right, the one the level explains is the one shown as best
        # (issue 20: «Показать ответ» showed 7♣ while the level explained 10♣)
        stated = _card_or_none(self.answer)
        best = (
            stated if stated in right else min(right, key=lambda c: (c.rank, c.suit), default=None)
        )
        best_answer = best.en if best else None
        if card not in self.legal():
            return Judgement(False, False, self.illegal_reason(card), best_answer=best_answer)
        ok = card in right
        reason = self.goal_reason(card, ok)
        if ok and card == stated and self.lesson is not None:
            reason = reason + self.lesson
        if ok and self.principle is not None:
            reason = reason + self.principle
        return Judgement(ok, ok, reason, best_answer=best_answer)

    def illegal_reason(self, card: Card) -> Text:
        if any(c.suit == self.led_suit for c in self.hand):
            text = Text(
                "Так класть нельзя: {card} — не масть хода, а у Юга есть карты масти хода. "
                "На ход нужно класть карту масти хода.",
                "Not allowed: {card} is not of the suit led, and South holds that suit. A card "
                "of the suit led must be played.",
            )
        else:
            text = Text(
                "Так класть нельзя: масти хода у Юга нет, но есть козырь ({trump}). Без масти "
                "хода нужно класть козырь.",
                "Not allowed: South has no card of the suit led but holds a trump ({trump}). "
                "Without the suit led, a trump must be played.",
            )
        return text.format(card=card, trump=trump_text(self.trump))

    def goal_reason(self, card: Card, ok: bool) -> Text:
        beats = self.beats_table(card) if self.table else False
        if self.goal == "legal":
            # South follows to the cards on the table («класть»), or leads («ходить»)
            verb = "класть" if self.table else "ходить"
            return Text(
                "{card} — по правилам: так " + verb + " можно.", "{card} is a legal card."
            ).format(card=card)
        if self.goal == "cheapest_win" and beats and not ok:
            return Text(
                "{card} берёт взятку, но дороже, чем нужно: младшая карта взяла бы её так же.",
                "{card} takes the trick, but it costs more than it needs: a lower card takes it "
                "as well.",
            ).format(card=card)
        if beats:
            return Text(
                "{card} бьёт карты на столе: взятка Юга.",
                "{card} beats the cards on the table: South's trick.",
            ).format(card=card)
        return Text(
            "{card} не бьёт карты на столе: взятка не Юга.",
            "{card} does not beat the cards on the table: not South's trick.",
        ).format(card=card)

    def depends_on(self) -> tuple[str, ...]:
        return ()

    def check(self, convention: Convention) -> list[str]:
        return [] if self.right() else [f"no card meets the goal «{self.goal}»"]
