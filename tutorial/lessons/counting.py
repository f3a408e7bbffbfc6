"""The counting rules the course teaches for a hand of ten (stage 1, hand evaluation).

*Sure tricks* (верные взятки) of a suit: its top run from the ace (A, A-K, A-K-Q…) takes one
trick a card; if the run is at least as long as the cards of the suit the other two hold
(8 minus the length), it draws them all and every card of the suit is a trick. So A-K-Q-x-x-x
(six, the others hold two) is six sure tricks, A-K-x-x-x (the others hold three) two.

*Safe for misère*: a suit is safe when, counting from the lowest, its n-th card is no higher
than the 7, 9, J, K ladder (7; 7 9; 7 9 J; 7 9 J K): whatever the others lead, there is always
a lower card to play under them. A void is safe.

*The hand's class*, from the classic text's advice: «Покупать следует к пяти взяткам, уже
имеющимся на руках, в расчете на прикупную» — five sure tricks make a hand to play (игровая);
else every suit safe makes a misère hand (мизерная); else two sure tricks make a hand to
whist a six (вистовая: the two whisters of a six must take four, two each, by the Sochi and
Leningrad rules); else it is a hand to pass (пасовая).
"""

from __future__ import annotations

from collections.abc import Iterable

from rulings.core import Card, Rank, Suit, cite

GAME, MISERE, WHIST, PASS = "game", "misere", "whist", "pass"
CLASSES = (GAME, WHIST, PASS, MISERE)
GAME_TRICKS = 5
WHIST_TRICKS = 2
SUIT_SIZE = 8

BUY_RULE = cite(
    "classic",
    "советы играющему",
    "Покупать следует к пяти взяткам, уже имеющимся на руках, в расчете на прикупную.",
)
WHIST_RULE = cite(
    "sochi_leningrad",
    "Возможные заказы игр",
    "Сумма взяток вистующих должна быть: при шестерной игре не менее 4",
)
NO_SURE_TRICKS_RULE = cite(
    "classic",
    "советы вистующим",
    "Не следует вистовать, не имея верных взяток",
)
MISERE_RULE = cite(
    "sochi_leningrad", "Мизер", "Мизер – игра, когда играющий обязуется не взять ни одной взятки."
)


def in_suit(cards: Iterable[Card], suit: Suit) -> list[Card]:
    return sorted((card for card in cards if card.suit == suit), key=lambda c: -c.rank)


def top_run(cards: Iterable[Card], suit: Suit) -> int:
    ranks = {card.rank for card in in_suit(cards, suit)}
    run = 0
    while Rank.ACE - run >= Rank.SEVEN and Rank(Rank.ACE - run) in ranks:
        run += 1
    return run


def sure_tricks_in(cards: Iterable[Card], suit: Suit) -> int:
    held = in_suit(cards, suit)
    run = top_run(held, suit)
    return len(held) if run >= SUIT_SIZE - len(held) else run


def sure_tricks(cards: Iterable[Card]) -> int:
    cards = tuple(cards)
    return sum(sure_tricks_in(cards, suit) for suit in Suit)


def misere_safe_in(cards: Iterable[Card], suit: Suit) -> bool:
    ascending = sorted(card.rank for card in cards if card.suit == suit)
    return all(rank <= Rank.SEVEN + 2 * n for n, rank in enumerate(ascending))


def unsafe_suits(cards: Iterable[Card]) -> tuple[Suit, ...]:
    cards = tuple(cards)
    return tuple(suit for suit in Suit if not misere_safe_in(cards, suit))


def classify(cards: Iterable[Card]) -> str:
    cards = tuple(cards)
    tricks = sure_tricks(cards)
    if tricks >= GAME_TRICKS:
        return GAME
    if not unsafe_suits(cards):
        return MISERE
    return WHIST if tricks >= WHIST_TRICKS else PASS
