"""Cards of the 32-card preferans deck.

The Sochi and Leningrad rules («Колода карт»): 32 cards, four suits of eight from the seven to the
ace; suits rank пики < трефы < бубны < червы; cards rank 7, 8, 9, 10, валет, дама, король, туз.

Cards parse from English (``AS``, ``10h``, ``TS``, ``A♥``) and Russian (``Т♥``, ``К♠``, ``Д♦``,
``В♣``, ``10♠``, ``Тп``) notation in any case; they print in either notation. The core returns
enums; words for people (``дама пик``) come from the Django layer.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import total_ordering

from rulings.core.errors import CardParseError
from rulings.core.i18n import gettext_noop


class Suit(enum.IntEnum):
    """Suits in the Sochi and Leningrad rules' order of seniority: ♠ < ♣ < ♦ < ♥."""

    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3

    @property
    def symbol(self) -> str:
        return "♠♣♦♥"[self]

    @property
    def letter(self) -> str:
        """English letter: S, C, D, H."""
        return "SCDH"[self]

    @property
    def letter_ru(self) -> str:
        """Russian letter: п(ики), т(рефы), б(убны), ч(ервы)."""
        return "птбч"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


class Rank(enum.IntEnum):
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """English rank: 7 8 9 10 J Q K A."""
        return _EN_RANKS[self]

    @property
    def letter_ru(self) -> str:
        """Russian rank: 7 8 9 10 В Д К Т (валет, дама, король, туз)."""
        return _RU_RANKS[self]


_EN_RANKS = {
    Rank(value): text for value, text in zip(range(7, 15), "7 8 9 10 J Q K A".split(), strict=True)
}
_RU_RANKS = {
    Rank(value): text for value, text in zip(range(7, 15), "7 8 9 10 В Д К Т".split(), strict=True)
}

_RANK_TOKENS: dict[str, Rank] = {
    **{text.upper(): rank for rank, text in _EN_RANKS.items()},
    **{text.upper(): rank for rank, text in _RU_RANKS.items()},
    "T": Rank.TEN,
    "Х": Rank.TEN,  # Russian tables sometimes write the ten as «Х» (Roman ten)
}
_SUIT_TOKENS: dict[str, Suit] = {
    **{suit.symbol: suit for suit in Suit},
    "♤": Suit.SPADES,
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
    **{suit.letter: suit for suit in Suit},
    **{suit.letter_ru.upper(): suit for suit in Suit},
}
_VARIATION_SELECTORS = "\ufe0e\ufe0f"


@total_ordering
@dataclass(frozen=True, slots=True)
class Card:
    """One card. Ordered by suit, then rank; ``index`` (0–31) is its bit in a bitboard."""

    rank: Rank
    suit: Suit

    @property
    def index(self) -> int:
        return self.suit * 8 + (self.rank - Rank.SEVEN)

    @classmethod
    def from_index(cls, index: int) -> Card:
        return DECK[index]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __str__(self) -> str:
        return self.en

    def __repr__(self) -> str:
        return f"Card({self.en})"

    @property
    def en(self) -> str:
        """English notation used in JSON output: ``AS``, ``10H``."""
        return f"{self.rank.letter}{self.suit.letter}"

    @property
    def ru(self) -> str:
        """Russian notation with the suit symbol: ``Т♥``, ``10♠``."""
        return f"{self.rank.letter_ru}{self.suit.symbol}"

    @property
    def symbol(self) -> str:
        """English rank with the suit symbol: ``A♥``."""
        return f"{self.rank.letter}{self.suit.symbol}"


DECK: tuple[Card, ...] = tuple(Card(Rank(rank), suit) for suit in Suit for rank in range(7, 15))


def parse_card(token: str) -> Card:
    """Read one card in English or Russian notation, any case."""
    if not isinstance(token, str):
        raise CardParseError(
            gettext_noop("%(value)s is not a card: a card is written as text, e.g. AS, 10h, Т♥"),
            value=_shown(token),
        )
    text = token.strip()
    for selector in _VARIATION_SELECTORS:
        text = text.replace(selector, "")
    text = text.upper()
    if len(text) < 2:
        raise CardParseError(
            gettext_noop(
                "«%(token)s» is not a card: expected a rank (7–10, J Q K A or В Д К Т) "
                "followed by a suit (♠ ♣ ♦ ♥, S C D H or п т б ч), e.g. AS, 10h, Т♥"
            ),
            token=token,
        )
    rank = _RANK_TOKENS.get(text[:-1])
    suit = _SUIT_TOKENS.get(text[-1])
    if rank is None:
        raise CardParseError(
            gettext_noop(
                "«%(token)s» has an unknown rank «%(rank)s»: expected 7, 8, 9, 10 (or T), "
                "J Q K A or В Д К Т"
            ),
            token=token,
            rank=text[:-1],
        )
    if suit is None:
        raise CardParseError(
            gettext_noop(
                "«%(token)s» has an unknown suit «%(suit)s»: expected ♠ ♣ ♦ ♥, S C D H or п т б ч"
            ),
            token=token,
            suit=text[-1],
        )
    return Card(rank, suit)


def parse_cards(cards: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read cards given as a space- or comma-separated string or as a list of tokens.

    Anything else (a number, an object, a list holding one) raises ``CardParseError``, so that
    JSON of the wrong type is a named problem, never a crash."""
    if isinstance(cards, str):
        tokens: Iterable[str | Card] = cards.replace(",", " ").split()
    elif isinstance(cards, Iterable) and not isinstance(cards, Mapping | bytes | bytearray):
        tokens = cards
    else:
        raise CardParseError(
            gettext_noop(
                '%(value)s is not a list of cards: give them as text ("AS KS 10h") '
                'or as a list of cards (["AS", "KS"])'
            ),
            value=_shown(cards),
        )
    return tuple(token if isinstance(token, Card) else parse_card(token) for token in tokens)


def _shown(value: object) -> str:
    """A short JSON-like picture of a wrong value for a message."""
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def format_cards(cards: Iterable[Card], *, russian: bool = False) -> str:
    """Cards sorted by suit and rank (highest first within a suit), space-separated."""
    ordered = sorted(cards, key=lambda card: (card.suit, -card.rank))
    return " ".join(card.ru if russian else card.en for card in ordered)
