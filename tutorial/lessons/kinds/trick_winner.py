"""``trick_winner``: who takes this trick? Graded by the core's rule of tricks.

Answer: a seat, ``"S"``, ``"W"`` or ``"E"``. The core's ``trick_winner`` (the highest trump,
else the highest card of the led suit) decides; the stated answer must agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings.core import Card, Convention, Suit, parse_card, trick_winner
from tutorial.lessons.kinds.common import (
    SEAT_NAMES,
    SEATS,
    check_disjoint,
    read_seat,
    seats_view,
    trick_json,
    trump_json,
    trump_text,
)
from tutorial.lessons.model import Judgement, LevelDataError, Text


def parse_trick(text: str) -> tuple[tuple[str, Card], ...]:
    """A trick written ``"W:KH E:7H S:AH"`` (seat:card, in the order played)."""
    cards = []
    for item in text.split():
        seat, _, card = item.partition(":")
        if seat not in SEATS:
            raise LevelDataError(f"«{item}»: a trick is written seat:card, seats S W E")
        cards.append((seat, parse_card(card)))
    return tuple(cards)


def why_wins(cards: tuple[tuple[str, Card], ...], trump: Suit | None) -> tuple[str, Text]:
    """The winner of a complete trick and the reason in words."""
    led = cards[0][1].suit
    seat, card = trick_winner(cards, trump, led)
    names = {"seat": SEAT_NAMES[seat], "card": card}
    if card.suit == trump and led != trump:
        reason = Text(
            "Взятку берёт {seat}: {card} — козырь, а козырь старше любой карты другой масти.",
            "{seat} takes the trick: {card} is a trump, and a trump beats any card of another "
            "suit.",
        )
    elif card.suit == trump:
        reason = Text(
            "Взятку берёт {seat}: {card} — старший козырь во взятке.",
            "{seat} takes the trick: {card} is the highest trump in it.",
        )
    else:
        reason = Text(
            "Взятку берёт {seat}: {card} — старшая карта масти хода, а козыря во взятке нет.",
            "{seat} takes the trick: {card} is the highest card of the suit led, and no trump "
            "was played.",
        )
    return seat, reason.format(**names)


@dataclass(frozen=True)
class TrickWinner:
    prompt: Text
    cards: tuple[tuple[str, Card], ...]
    trump: Suit | None
    answer: str
    wrong: tuple[str, ...] = ()
    kind: str = "trick_winner"

    def __post_init__(self) -> None:
        if len(self.cards) != 3 or {seat for seat, _ in self.cards} != set(SEATS):
            raise LevelDataError("a trick has one card from each of S, W and E")
        check_disjoint(card for _, card in self.cards)

    def view(self, convention: Convention) -> dict[str, Any]:
        return {
            "seats": seats_view(),
            "trump": trump_json(self.trump),
            "trump_name": trump_text(self.trump).as_json(),
            "trick": trick_json(self.cards),
            "choices": list(SEATS),
        }

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        chosen = read_seat(answer)
        winner, reason = why_wins(self.cards, self.trump)
        return Judgement(chosen == winner, chosen == winner, reason, best_answer=winner)

    def depends_on(self) -> tuple[str, ...]:
        return ()

    def check(self, convention: Convention) -> list[str]:
        return []
