"""What the exercise kinds share: the seats, card notation, reading answers.

The seats are named as preferans problem books name them: Юг / Запад / Восток (South, West,
East), the learner always South. Play goes clockwise, South → West → East (the classic text:
the first lead is the player's on the dealer's left, and play goes round clockwise).

Cards are written as the site's deal records write them (``card.en``: ``AS``, ``10H``, ``QD``);
a learner's card may be sent in either notation (``Т♥``, ``10♠``, ``AH``): the core reads both.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rulings.core import (
    Card,
    CardParseError,
    Suit,
    cite,
    format_cards,
    parse_card,
    parse_cards,
)
from tutorial.lessons.model import AnswerError, LevelDataError, Text

SOUTH, WEST, EAST = "S", "W", "E"
SEATS: tuple[str, str, str] = (SOUTH, WEST, EAST)  # clockwise: the order of play
SEAT_NAMES: dict[str, Text] = {
    SOUTH: Text("Юг", "South"),
    WEST: Text("Запад", "West"),
    EAST: Text("Восток", "East"),
}
# after «платит», «сдаёт»: «Юг платит Западу» / "South pays West"
SEAT_DATIVE: dict[str, Text] = {
    SOUTH: Text("Югу", "South"),
    WEST: Text("Западу", "West"),
    EAST: Text("Востоку", "East"),
}
LEARNER = SOUTH

SUIT_NAMES: dict[Suit, Text] = {
    Suit.SPADES: Text("пики", "spades"),
    Suit.CLUBS: Text("трефы", "clubs"),
    Suit.DIAMONDS: Text("бубны", "diamonds"),
    Suit.HEARTS: Text("червы", "hearts"),
}
NO_TRUMPS = Text("без козыря", "no trumps")

# The rule of tricks, cited by every kind that plays cards.
TRICK_RULE = cite(
    "sochi_leningrad",
    "Правила взяток",
    "На ход игрок обязан класть карту масти хода. Если карт масти хода нет, игрок обязан "
    "класть козырь. Если нет козыря, можно класть любую карту.",
)
WINNER_RULE = cite(
    "sochi_leningrad",
    "Правила взяток",
    "Взятку берет игрок, которому принадлежит старшая карта в данной взятке, учитывая козырей.",
)
SENIORITY_RULE = cite(
    "sochi_leningrad",
    "Колода карт",
    "Одна из мастей может быть назначена козырем, любая козырная карта старше любой некозырной.",
)


def seat_view(seat: str) -> dict[str, Any]:
    return {"id": seat, "name": SEAT_NAMES[seat].as_json()}


def seats_view() -> list[dict[str, Any]]:
    return [seat_view(seat) for seat in SEATS]


def next_seat(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 1) % 3]


def cards_json(cards: Iterable[Card]) -> list[str]:
    """Cards in the deal records' notation, sorted by suit and rank (highest first)."""
    text = format_cards(cards)
    return text.split() if text else []


def trick_json(trick: Iterable[tuple[str, Card]]) -> list[dict[str, str]]:
    return [{"seat": seat, "card": card.en} for seat, card in trick]


def trump_json(trump: Suit | None) -> str | None:
    return None if trump is None else trump.letter


def trump_text(trump: Suit | None) -> Text:
    return NO_TRUMPS if trump is None else SUIT_NAMES[trump]


def hand(text: str) -> frozenset[Card]:
    """A hand written in a level (``"AS KS 7S 10H"`` or Russian notation)."""
    cards = parse_cards(text)
    if len(set(cards)) != len(cards):
        raise LevelDataError(f"the hand «{text}» lists a card twice")
    return frozenset(cards)


def read_card(answer: Any) -> Card:
    """The learner's card: a string in either notation."""
    try:
        return parse_card(answer)
    except CardParseError as error:
        raise AnswerError(error.template, **error.params) from None


SHOWN = 40  # of a refused answer, the characters the message repeats


def shown(answer: Any) -> str:
    """A refused answer as the message repeats it: short, whatever was sent."""
    text = answer if isinstance(answer, str) else type(answer).__name__
    if isinstance(answer, int) and not isinstance(answer, bool) and abs(answer) < 10**SHOWN:
        text = str(answer)
    return text if len(text) <= SHOWN else text[:SHOWN] + "…"


def read_seat(answer: Any) -> str:
    """A seat; its name is read by ``answers.understood`` before it comes here."""
    if not isinstance(answer, str) or answer.upper() not in SEATS:
        raise AnswerError(
            "«%(value)s» is not a seat: answer South, West or East (or S, W, E)",
            value=shown(answer),
        )
    return answer.upper()


def read_int(answer: Any, low: int, high: int) -> int:
    if isinstance(answer, bool) or not isinstance(answer, int) or not low <= answer <= high:
        raise AnswerError(
            "«%(value)s» is not a count here: send a number from %(low)s to %(high)s, e.g. %(low)s",
            value=shown(answer),
            low=low,
            high=high,
        )
    return answer


def check_disjoint(*groups: Iterable[Card]) -> None:
    """No card is in two places of one layout."""
    seen: set[Card] = set()
    for group in groups:
        for card in group:
            if card in seen:
                raise LevelDataError(f"{card.en} is dealt twice")
            seen.add(card)


def tricks_text(n: int) -> Text:
    """«1 взятку», «3 взятки», «5 взяток» / «1 trick», «3 tricks» (the accusative after
    «берёт», «взять»)."""
    return Text(
        f"{n} {russian_noun(n, 'взятку', 'взятки', 'взяток')}", f"{n} trick{'' if n == 1 else 's'}"
    )


def russian_noun(n: int, one: str, few: str, many: str) -> str:
    """The noun's form after the number ``n``: «1 вист», «3 виста», «5 вистов», «21 вист»."""
    last, tens = abs(n) % 10, abs(n) % 100
    if last == 1 and tens != 11:
        return one
    if 2 <= last <= 4 and not 12 <= tens <= 14:
        return few
    return many
