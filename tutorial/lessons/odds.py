"""How often a hand makes a game, measured (issue 20: hand evaluation by simulation).

The counting rule («five sure tricks make a hand to play») ignores length: ♠A K 10 9 8 with
♦A Q and ♥A counts five sure tricks but makes six almost always, the small spades winning once
the trumps are drawn. ``game_odds`` measures it: the talon and the opponents' twenty are dealt
at random ``samples`` times (seeded); South takes the talon, names his longest suit trumps (the
stronger on a tie), discards the two lowest cards outside trumps from the shortest suits, and
the double-dummy solver counts his tricks against both defenders (``valued.south_tricks``; best
play by all, so a little kinder to the declarer than a real table). The share of deals with at
least ``level`` tricks is the hand's odds for a game of that level.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import lru_cache

from rulings.core import DECK, TALON_SIZE, Card, Contract, Strain, Suit
from tutorial.lessons import counting
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.common import SOUTH

SAMPLES = 200


def trump_of(cards: Iterable[Card]) -> Suit:
    """The longest suit; on a tie the one with more sure tricks, then the higher suit."""
    cards = tuple(cards)
    return max(
        Suit,
        key=lambda s: (
            len(counting.in_suit(cards, s)),
            counting.sure_tricks_in(cards, s),
            s.value,
        ),
    )


def discard_of(twelve: frozenset[Card], trump: Suit) -> frozenset[Card]:
    """The two lowest cards outside trumps, from the shortest suits first."""
    side = [card for card in twelve if card.suit != trump]
    length = {s: len(counting.in_suit(twelve, s)) for s in Suit}
    return frozenset(sorted(side, key=lambda c: (length[c.suit], c.rank))[:TALON_SIZE])


def tricks_after_talon(hand: frozenset[Card], rng: random.Random) -> int:
    unseen = [card for card in DECK if card not in hand]
    rng.shuffle(unseen)
    talon, rest = unseen[:TALON_SIZE], unseen[TALON_SIZE:]
    twelve = hand | frozenset(talon)
    trump = trump_of(twelve)
    kept = twelve - discard_of(twelve, trump)
    half = len(rest) // 2
    layout = (frozenset(rest[:half]), frozenset(rest[half:]))
    game = Contract.game(6, list(Strain)[trump.value])
    return valued.south_tricks(kept, layout, game, SOUTH)


@lru_cache(maxsize=64)
def trick_counts(hand: frozenset[Card], samples: int = SAMPLES, seed: int = 1) -> tuple[int, ...]:
    """South's tricks on ``samples`` seeded deals of the talon and the layout."""
    rng = random.Random(seed)
    return tuple(tricks_after_talon(hand, rng) for _ in range(samples))


def game_odds(hand: frozenset[Card], level: int = 6, samples: int = SAMPLES) -> float:
    """The share of deals on which South takes at least ``level`` tricks."""
    counts = trick_counts(hand, samples)
    return sum(t >= level for t in counts) / len(counts)
