"""Contracts (заказ) and their order.

The Sochi and Leningrad rules («Возможные заказы игр»): 6 to 10 tricks; a suit or no trumps (БК),
no-trumps ranking above hearts at the same level: 6♠ < 6♣ < 6♦ < 6♥ < 6БК < 7♠ < … < 10БК. Misère
(«мизер») is outbid by any nine, so by default it sits between 8БК and 9♠; the convention moves it.
Raspasy («распасы») is what is played when everyone passes: not a bid, but a contract of the deal.

Balkan preferans (Lesnoy's Balkan preferans) always plays six tricks: 2 ♠, 3 ♦, 4 ♥, 5 ♣, Bettel (no
trick, no trumps: the misère of the Balkan game) and Sans (6 without trumps, the defenders lead).
"""

from __future__ import annotations

import enum
import functools
import re
from dataclasses import dataclass

from rulings.core.errors import ContractParseError
from rulings.core.game.cards import Suit
from rulings.core.i18n import gettext_noop


class Strain(enum.IntEnum):
    """Trump suit or no trumps, in the order of seniority at one level (the Sochi and Leningrad
    rules)."""

    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    NO_TRUMP = 4

    @property
    def trump(self) -> Suit | None:
        return None if self is Strain.NO_TRUMP else Suit(self.value)

    @property
    def symbol(self) -> str:
        return "БК" if self is Strain.NO_TRUMP else Suit(self.value).symbol

    @property
    def letter(self) -> str:
        return "NT" if self is Strain.NO_TRUMP else Suit(self.value).letter


class ContractKind(enum.StrEnum):
    GAME = "game"  # игра на взятки
    MISERE = "misere"  # мизер (Bettel in the Balkan game)
    RASPASY = "raspasy"  # распасы: all passed


@dataclass(frozen=True, slots=True)
class Contract:
    kind: ContractKind
    level: int = 0
    strain: Strain | None = None
    without_talon: bool = False

    def __post_init__(self) -> None:
        if self.kind is ContractKind.GAME and not (
            6 <= self.level <= 10 and self.strain is not None
        ):
            raise ContractParseError(
                gettext_noop("a game needs a level 6–10 and a suit or no trumps, not %(level)s"),
                level=self.level,
            )

    @classmethod
    def game(cls, level: int, strain: Strain, *, without_talon: bool = False) -> Contract:
        return cls(ContractKind.GAME, level, strain, without_talon)

    @property
    def is_game(self) -> bool:
        return self.kind is ContractKind.GAME

    @property
    def is_misere(self) -> bool:
        return self.kind is ContractKind.MISERE

    @property
    def is_raspasy(self) -> bool:
        return self.kind is ContractKind.RASPASY

    @property
    def trump(self) -> Suit | None:
        """The trump suit; misère and raspasy have none (the Sochi and Leningrad rules)."""
        return self.strain.trump if self.is_game and self.strain is not None else None

    @property
    def tricks_required(self) -> int:
        """Tricks the declarer undertakes: the level, or none at all on misère."""
        return self.level if self.is_game else 0

    def __str__(self) -> str:
        return self.en

    @property
    def en(self) -> str:
        """English notation: ``7H``, ``6NT``, ``misere``, ``raspasy`` (``… without talon``)."""
        if self.strain is not None:
            text = f"{self.level}{self.strain.letter}"
        else:
            text = self.kind.value
        return f"{text} without talon" if self.without_talon else text

    @property
    def ru(self) -> str:
        if self.strain is not None:
            text = f"{self.level}{self.strain.symbol}"
        else:
            text = {ContractKind.MISERE: "мизер", ContractKind.RASPASY: "распасы"}[self.kind]
        return f"{text} без прикупа" if self.without_talon else text


MISERE = Contract(ContractKind.MISERE)
RASPASY = Contract(ContractKind.RASPASY)
SANS = Contract.game(
    6, Strain.NO_TRUMP
)  # Lesnoy's Balkan preferans: Sans (Sanac) is six without trumps

_STRAIN_WORDS: dict[str, Strain] = {
    **{strain.letter: strain for strain in Strain},
    **{strain.symbol.upper(): strain for strain in Strain},
    "♤": Strain.SPADES,
    "♧": Strain.CLUBS,
    "♢": Strain.DIAMONDS,
    "♡": Strain.HEARTS,
    "N": Strain.NO_TRUMP,
    "БЕЗКОЗЫРКА": Strain.NO_TRUMP,
    "БЕЗ КОЗЫРЯ": Strain.NO_TRUMP,
    "БЕЗ КОЗЫРЕЙ": Strain.NO_TRUMP,
    "NO TRUMP": Strain.NO_TRUMP,
    "NOTRUMP": Strain.NO_TRUMP,
    "NO TRUMPS": Strain.NO_TRUMP,
    "SPADES": Strain.SPADES,
    "CLUBS": Strain.CLUBS,
    "DIAMONDS": Strain.DIAMONDS,
    "HEARTS": Strain.HEARTS,
}
_RUSSIAN_SUIT_STEMS = (
    ("ПИК", Strain.SPADES),
    ("ТРЕФ", Strain.CLUBS),
    ("БУБ", Strain.DIAMONDS),
    ("ЧЕРВ", Strain.HEARTS),
    ("ЧЕРЕ", Strain.HEARTS),
)
_MISERE_WORDS = {"MISERE", "MISÈRE", "МИЗЕР", "BETTEL", "БЕТЛ", "БЕТТЕЛЬ"}
PREFERANS_NAMES = frozenset(
    {"preferans", "преферанс"}
)  # the Sochi rules for four's declaration, not a contract
_RASPASY_WORDS = {"RASPASY", "РАСПАСЫ", "РАСПАС", "РАСПАСОВКА", "ALL-PASS", "ALLPASS"}
_SANS_WORDS = {"SANS", "SANAC", "САНС", "САНАЦ"}
_WITHOUT_TALON = re.compile(r"\s*(БЕЗ\s+ПРИКУПА|WITHOUT\s+(THE\s+)?TALON|БП)\s*$")
_GAME = re.compile(r"^(10|[6-9])\s*(.+)$")


def parse_contract(text: str) -> Contract:
    """Read ``7H``, ``7♥``, ``7 черви``, ``6БК``, ``6NT``, ``мизер``, ``misere``, ``raspasy``.

    ``… без прикупа`` / ``… without talon`` marks a game without the talon.
    """
    # a game record writes the same few contracts thousands of times (issue 15: a 5,000-deal
    # game); a contract is immutable, so each text is read once (a refusal is not kept)
    if isinstance(text, str) and len(text) <= _KEPT_TEXT:
        return _parse_kept(text)
    return _parse(text)


_KEPT_TEXT = 40  # longer texts are not kept: no contract is written so long


@functools.lru_cache(maxsize=256)
def _parse_kept(text: str) -> Contract:
    return _parse(text)


def _parse(text: str) -> Contract:
    cleaned = " ".join(str(text).replace("\ufe0e", "").replace("\ufe0f", "").upper().split())
    without_talon = False
    match = _WITHOUT_TALON.search(cleaned)
    if match:
        without_talon = True
        cleaned = cleaned[: match.start()].strip()
    if cleaned in _MISERE_WORDS:
        return Contract(ContractKind.MISERE, without_talon=without_talon)
    if cleaned in _RASPASY_WORDS and not without_talon:
        return RASPASY
    if cleaned in _SANS_WORDS:
        return Contract.game(6, Strain.NO_TRUMP, without_talon=without_talon)
    game = _GAME.match(cleaned)
    if game:
        strain = _read_strain(game.group(2).strip())
        if strain is not None:
            return Contract.game(int(game.group(1)), strain, without_talon=without_talon)
    raise ContractParseError(
        gettext_noop(
            "«%(text)s» is not a contract: expected a level 6–10 and a suit or no trumps "
            "(7H, 7♥, 7 черви, 6БК, 6NT), мизер / misere, or распасы / raspasy"
        ),
        text=text,
    )


def _read_strain(word: str) -> Strain | None:
    if word in _STRAIN_WORDS:
        return _STRAIN_WORDS[word]
    for stem, strain in _RUSSIAN_SUIT_STEMS:
        if word.startswith(stem):
            return strain
    return None
