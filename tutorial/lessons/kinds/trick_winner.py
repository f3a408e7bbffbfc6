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


def why_not(cards: tuple[tuple[str, Card], ...], trump: Suit | None, seat: str) -> Text:
    """Why ``seat``'s card does not take the trick, without naming the card that does: the
    rule it loses by (the classic text: the highest card of the suit led, a trump above all)."""
    led = cards[0][1].suit
    card = dict(cards)[seat]
    others = [other for who, other in cards if who != seat]
    trumps_played = [other for other in others if other.suit == trump]
    names = {"seat": SEAT_NAMES[seat], "card": card}
    if trump is not None and card.suit == trump:
        return Text(
            "{card} — козырь, но в этой взятке он не единственный: кто положил козырь старше?",
            "{card} is a trump, but not the only one in this trick: who played a higher trump?",
        ).format(**names)
    if card.suit == led and trumps_played:
        beaten = [other for other in others if other.suit == led and other.rank < card.rank]
        if beaten:
            return Text(
                "{card} старше {beaten} — но в этой взятке есть козырь?",
                "{card} beats {beaten} — but is there a trump in this trick?",
            ).format(beaten=beaten[0], **names)
        return Text(
            "{card} — карта масти хода, но в этой взятке есть козырь?",
            "{card} follows suit, but is there a trump in this trick?",
        ).format(**names)
    if card.suit == led:
        return Text(
            "{card} — масть хода, но козыря нет, и в этой масти во взятке есть карта старше.",
            "{card} follows suit and no trump was played, but a higher card of that suit was.",
        ).format(**names)
    return Text(
        "{card} — не масть хода и не козырь: такая карта взятку не берёт, какой бы "
        "старшей ни была.",
        "{card} is neither the suit led nor a trump: such a card never takes the trick, however "
        "high.",
    ).format(**names)


@dataclass(frozen=True)
class TrickWinner:
    prompt: Text
    cards: tuple[tuple[str, Card], ...]
    trump: Suit | None
    answer: str
    wrong: tuple[str, ...] = ()
    kind: str = "trick_winner"
    lesson: Text | None = None  # said after the right answer's verdict: the rule taught

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
        if chosen != winner:
            reason = why_not(self.cards, self.trump, chosen)
        elif self.lesson is not None:
            reason = reason + self.lesson
        return Judgement(chosen == winner, chosen == winner, reason, best_answer=winner)

    def depends_on(self) -> tuple[str, ...]:
        return ()

    def check(self, convention: Convention) -> list[str]:
        return []
