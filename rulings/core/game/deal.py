"""A deal (сдача): the seats, the dealer, the hands and the talon.

The Sochi and Leningrad rules: ten cards to each of three players, two in the talon (прикуп). With
four players the dealer deals to the other three and sits the deal out (the classic text: «сдающий…
не участвует в игре»; the Sochi rules for four: «сдатчик», «сидящий на прикупе»). The first call and
the first lead belong to the player left of the dealer, the «first hand» (the classic text: «Право
первого открывающего хода принадлежит игроку, который сидит по левую руку от сдающего»; the Sochi
and Leningrad rules: «первая рука»).
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rulings.core.errors import DealError, Problem
from rulings.core.game.cards import DECK, Card, format_cards
from rulings.core.i18n import gettext_noop
from rulings.core.problems import Problems

HAND_SIZE = 10
TALON_SIZE = 2


def validate_players(players: Iterable[str], dealer: str) -> tuple[str, ...]:
    seats = tuple(players)
    if len(seats) not in (3, 4):
        raise DealError(
            [
                Problem(
                    "players",
                    gettext_noop("preferans is played by 3 or 4 players, not %(count)s"),
                    {"count": len(seats)},
                )
            ]
        )
    if not all(isinstance(p, str) and p.strip() for p in seats) or len(set(seats)) != len(seats):
        raise DealError(
            [Problem("players", gettext_noop("players must have distinct, non-empty names"))]
        )
    if not isinstance(dealer, str) or dealer not in seats:
        raise DealError(
            [
                Problem(
                    "dealer",
                    gettext_noop("the dealer «%(dealer)s» is not one of the players %(players)s"),
                    {"dealer": dealer, "players": ", ".join(seats)},
                )
            ]
        )
    return seats


def active_players(players: tuple[str, ...], dealer: str) -> tuple[str, ...]:
    """The three who play the deal, from the first hand (left of the dealer) clockwise.

    Players are listed clockwise. With three, the dealer plays as the third hand; with four,
    he sits out (the classic text, the Sochi rules for four).
    """
    # asked several times a deal when a game record is read and scored (issue 15): kept
    return _active_players(tuple(players), dealer)


@functools.lru_cache(maxsize=1024)
def _active_players(players: tuple[str, ...], dealer: str) -> tuple[str, ...]:
    start = players.index(dealer) + 1
    order = players[start:] + players[:start]
    return order[:3]


def defenders_in_order(players: tuple[str, ...], dealer: str, declarer: str) -> tuple[str, str]:
    """The two active players other than the declarer, in the order they speak (the Code of
    preferans 3.8.3)."""
    return _defenders_in_order(tuple(players), dealer, declarer)


@functools.lru_cache(maxsize=1024)
def _defenders_in_order(players: tuple[str, ...], dealer: str, declarer: str) -> tuple[str, str]:
    active = _active_players(players, dealer)
    i = active.index(declarer)
    return (active[(i + 1) % 3], active[(i + 2) % 3])


def next_clockwise(order: tuple[str, ...], player: str) -> str:
    return order[(order.index(player) + 1) % len(order)]


@dataclass(frozen=True)
class Deal:
    """Who sits where, who dealt, and the cards. Immutable; built through ``Deal.create``."""

    players: tuple[str, ...]
    dealer: str
    hands: Mapping[str, frozenset[Card]]
    talon: tuple[Card, ...]

    @classmethod
    def create(
        cls,
        players: Iterable[str],
        dealer: str,
        hands: Mapping[str, Iterable[Card]],
        talon: Iterable[Card],
    ) -> Deal:
        seats = validate_players(players, dealer)
        active = active_players(seats, dealer)
        talon_cards = tuple(talon)
        problems = Problems()
        for name in hands:
            if name in seats and name not in active:
                problems.add(
                    f"hands.{name}",
                    gettext_noop(
                        "a hand is given for «%(player)s», who deals and sits this deal out"
                    ),
                    player=name,
                )
            elif name not in active:
                problems.add(
                    f"hands.{name}",
                    gettext_noop("a hand is given for «%(player)s», who is not a player"),
                    player=name,
                )
        for name in active:
            if name not in hands:
                problems.add(
                    f"hands.{name}",
                    gettext_noop("the hand of «%(player)s» is missing"),
                    player=name,
                )
        hand_lists = {name: tuple(hands[name]) for name in active if name in hands}
        for name, cards in hand_lists.items():
            if len(cards) != HAND_SIZE:
                problems.add(
                    f"hands.{name}",
                    gettext_noop("«%(player)s» has %(count)s cards, a hand has 10"),
                    player=name,
                    count=len(cards),
                )
        if len(talon_cards) != TALON_SIZE:
            problems.add(
                "talon",
                gettext_noop("the talon has %(count)s cards, it has 2"),
                count=len(talon_cards),
            )
        everything = [card for cards in hand_lists.values() for card in cards] + list(talon_cards)
        counts = Counter(everything)
        for card, count in sorted(counts.items()):
            if count == 1:
                continue
            holders = ", ".join(n for n, cards in hand_lists.items() if card in cards)
            if card in talon_cards:
                template = gettext_noop(
                    "%(card)s is dealt %(count)s times (%(places)s and the talon)"
                )
            else:
                template = gettext_noop("%(card)s is dealt %(count)s times (%(places)s)")
            problems.add("hands", template, card=card, count=count, places=holders)
        missing = [card for card in DECK if card not in counts]
        if missing and all(name in hands for name in active):
            problems.add(
                "hands",
                gettext_noop("missing from the deal: %(cards)s"),
                cards=format_cards(missing),
            )
        if problems.found:
            raise DealError(problems.found)
        return cls(
            players=seats,
            dealer=dealer,
            hands={name: frozenset(cards) for name, cards in hand_lists.items()},
            talon=talon_cards,
        )

    @classmethod
    def random(cls, players: Iterable[str], dealer: str, seed: int | str) -> Deal:
        """A shuffled deal, the same for the same seed (for lessons, tests and benchmarks)."""
        seats = validate_players(players, dealer)
        cards = list(DECK)
        random.Random(seed).shuffle(cards)
        active = active_players(seats, dealer)
        hands = {name: cards[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i, name in enumerate(active)}
        return cls.create(seats, dealer, hands, cards[3 * HAND_SIZE :])

    @property
    def active(self) -> tuple[str, ...]:
        """The three who play, first hand first."""
        return active_players(self.players, self.dealer)

    @property
    def first_hand(self) -> str:
        return self.active[0]

    @property
    def sitting_out(self) -> str | None:
        """The dealer with four players, else nobody."""
        return self.dealer if len(self.players) == 4 else None
