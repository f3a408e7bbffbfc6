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
from dataclasses import dataclass
from functools import lru_cache

from rulings.core import DECK, TALON_SIZE, Card, Contract, Strain, Suit
from tutorial.lessons import counting, made
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.common import SOUTH
from tutorial.lessons.model import Text

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
    """The two lowest cards outside trumps, from the shortest suits first, keeping the sure
    winners (each suit's top run from the ace) while other cards are left to throw: a lone
    ace is kept, not thrown as the shortest suit's lowest card."""
    side = [card for card in twelve if card.suit != trump]
    length = {s: len(counting.in_suit(twelve, s)) for s in Suit}
    winners = {
        card for s in Suit for card in counting.in_suit(twelve, s)[: counting.top_run(twelve, s)]
    }
    return frozenset(
        sorted(side, key=lambda c: (c in winners, length[c.suit], c.rank))[:TALON_SIZE]
    )


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
def solved_counts(hand: frozenset[Card], samples: int, seed: int) -> tuple[int, ...]:
    rng = random.Random(seed)
    return tuple(tricks_after_talon(hand, rng) for _ in range(samples))


COUNTS = made.Ahead(
    "trick_counts",
    solved_counts,
    lambda hand, samples, seed: f"{made.cards_key(hand)}|{samples}|{seed}",
    made.dump_digits,
    made.load_digits,
)


def trick_counts(hand: frozenset[Card], samples: int = SAMPLES, seed: int = 1) -> tuple[int, ...]:
    """South's tricks on ``samples`` seeded deals of the talon and the layout (a practice
    hand's made ahead: ``made``)."""
    return COUNTS(hand, samples, seed)


def game_odds(hand: frozenset[Card], level: int = 6, samples: int = SAMPLES) -> float:
    """The share of deals on which South takes at least ``level`` tricks."""
    counts = trick_counts(hand, samples)
    return sum(t >= level for t in counts) / len(counts)


BUY_ODDS = 0.5  # a game made on at least half the deals is one to bid (``bid_level``)
LEVEL_WORDS = {
    6: Text("шесть взяток", "six tricks"),
    7: Text("семь взяток", "seven tricks"),
    8: Text("восемь взяток", "eight tricks"),
    9: Text("девять взяток", "nine tricks"),
    10: Text("десять взяток", "ten tricks"),
}


LENGTH_TRICKS = Text(
    "Счёт верных взяток не видит длинной масти: когда козыри противников кончатся, мелкие "
    "карты длинной масти берут взятки.",
    "The count of sure tricks misses the long suit: once the opponents' trumps are gone, "
    "its small cards take tricks.",
)
PRACTICE_SAMPLES = 60  # a practice hand is measured at the request: fewer deals, stated


def bid_level(percents: dict[int, int]) -> int | None:
    """The highest game South makes on at least ``BUY_ODDS`` of the deals (``percents``: per
    game, the per cent of deals with that many tricks or more); None when even six is made
    less often (a hand not to buy)."""
    made = [level for level, p in percents.items() if p >= 100 * BUY_ODDS]
    return max(made) if made else None


def percent(share: float) -> int:
    return round(100 * share)


def percents(hand: frozenset[Card], samples: int = SAMPLES) -> dict[int, int]:
    """Per game (six to ten), the per cent of ``samples`` deals on which South makes it."""
    return {level: percent(game_odds(hand, level, samples)) for level in LEVEL_WORDS}


def share_text(level: int, per_cent: int, samples: int = SAMPLES) -> Text:
    """«Из 200 раздач прикупа и карт противников (решатель играет за всех) Юг берёт семь
    взяток и больше в 64 %.» (below half a per cent: «почти никогда», never «в 0 %»)."""
    if per_cent == 0:
        return Text(
            "Из {n} раздач прикупа и карт противников (решатель играет за всех) Юг почти "
            "никогда не берёт {tricks} и больше: меньше чем в 1 %.",
            "Over {n} deals of the talon and the opponents' cards (the solver playing for all) "
            "South almost never takes {tricks} or more: on fewer than 1 % of them.",
        ).format(n=samples, tricks=LEVEL_WORDS[level])
    return Text(
        "Из {n} раздач прикупа и карт противников (решатель играет за всех) Юг берёт {tricks} "
        "и больше в {p} %.",
        "Over {n} deals of the talon and the opponents' cards (the solver playing for all) "
        "South takes {tricks} or more on {p} % of them.",
    ).format(n=samples, tricks=LEVEL_WORDS[level], p=per_cent)


@dataclass(frozen=True)
class Stated:
    """A level's claim about a hand's odds: ``level`` tricks or more on ``per_cent`` % of the
    deals (stored in the level; ``lessons check`` measures it again: ``problems``)."""

    hand: frozenset[Card]
    level: int
    per_cent: int
    samples: int = SAMPLES

    def text(self) -> Text:
        return share_text(self.level, self.per_cent, self.samples)

    def problems(self) -> list[str]:
        measured = percent(game_odds(self.hand, self.level, self.samples))
        if measured != self.per_cent:
            return [f"states {self.level} tricks in {self.per_cent} %, measured {measured} %"]
        return []
