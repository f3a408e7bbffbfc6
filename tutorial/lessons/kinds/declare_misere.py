"""Declare a misère or not: the catch probability computed over layouts by the solver.

South holds ten cards and may say misère (a ``multiple_choice`` of two: declare or pass). The
grade is measured, not stated: the talon and the opponents' twenty are dealt ``SAMPLES`` times
(seeded); South takes the talon and throws the two highest cards of his twelve (the longer suit
keeps its low cards on a tie: the misère player's usual discard); West dealt, so East, a
catcher, leads; the double-dummy solver counts South's tricks with best play by all (the
catchers play open, as the classic text tells them to; South's discard does not see the
layout). Each deal is scored by the core under the learner's convention (``score_outcomes``:
the misère made into the pulya, each trick taken into the mountain, then the settlement) and
the misère is worth declaring when South's mean balance is above nothing (passing writes
nothing for South in this model). The verdict gives the share of deals caught, the mean tricks
when caught and the mean balance.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache
from typing import Any

from rulings.core import (
    DECK,
    MISERE,
    TALON_SIZE,
    Card,
    Convention,
    DealResult,
    Position,
    Solver,
    score_outcomes,
)
from tutorial.lessons import made
from tutorial.lessons.kinds.common import EAST, SEATS, SOUTH, WEST, tricks_text
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.kinds.numbers import number
from tutorial.lessons.model import Judgement, LevelDataError, Text

SAMPLES = 200
DECLARE, PASS = "declare", "pass"
CHOICES = (
    (DECLARE, Text("Заявить мизер", "Declare misère")),
    (PASS, Text("Пасовать", "Pass")),
)
OPTIONS = ("misere_value", "misere_trick_penalty", "pulya_point_whists", "mountain_point_whists")


def discard_of(twelve: frozenset[Card]) -> frozenset[Card]:
    """The two highest cards; on a tie of rank, from the shorter suit."""
    length = {card.suit: sum(c.suit == card.suit for c in twelve) for card in twelve}
    ranked = sorted(twelve, key=lambda c: (c.rank, -length[c.suit]), reverse=True)
    return frozenset(ranked[:TALON_SIZE])


def misere_tricks(hand: frozenset[Card], samples: int = SAMPLES, seed: int = 1) -> tuple[int, ...]:
    """South's tricks on misère on ``samples`` seeded deals of the talon and the layout (a
    practice hand's made ahead: ``made``)."""
    return MISERE_TRICKS(hand, samples, seed)


@lru_cache(maxsize=64)
def solved_misere(hand: frozenset[Card], samples: int, seed: int) -> tuple[int, ...]:
    rng = random.Random(seed)
    unseen = [card for card in DECK if card not in hand]
    counts = []
    for _ in range(samples):
        rng.shuffle(unseen)
        talon, west, east = unseen[:TALON_SIZE], unseen[2:12], unseen[12:22]
        twelve = hand | frozenset(talon)
        kept = twelve - discard_of(twelve)
        position = Position.for_contract(
            MISERE,
            SEATS,
            {SOUTH: kept, WEST: frozenset(west), EAST: frozenset(east)},
            to_play=EAST,
            declarer=SOUTH,
        )
        counts.append(Solver(position).solve())
    return tuple(counts)


MISERE_TRICKS = made.Ahead(
    "misere_tricks",
    solved_misere,
    lambda hand, samples, seed: f"{made.cards_key(hand)}|{samples}|{seed}",
    made.dump_digits,
    made.load_digits,
)


@lru_cache(maxsize=256)
def balance_after(convention: Convention, tricks: int) -> float:
    """South's balance in whists after his misère with ``tricks`` taken (the core's scoring)."""
    result = DealResult.from_play(
        dealer=WEST,
        contract=MISERE,
        declarer=SOUTH,
        calls={},
        tricks_taken={
            SOUTH: tricks,
            WEST: (10 - tricks) // 2,
            EAST: 10 - tricks - (10 - tricks) // 2,
        },
    )
    _, settlement = score_outcomes(convention, SEATS, [result])
    return float(settlement.balance[SOUTH])


@dataclass(frozen=True)
class MisereOdds:
    """The measure of one hand: ``compute`` for the multiple choice (a value, so a level made
    again equals the first)."""

    hand: frozenset[Card]
    samples: int = SAMPLES
    # South's tricks on each deal, stored for a shipped level (``content/misere_tables.py``:
    # 200 solves take seconds, too slow for a request); ``lessons check`` solves them again
    stored: str = ""

    def counts(self) -> tuple[int, ...]:
        if self.stored:
            return tuple(int(digit, 16) for digit in self.stored)
        return misere_tricks(self.hand, self.samples)

    def check(self) -> list[str]:
        """The stored tricks against a fresh solve (empty when they agree or none is stored)."""
        if not self.stored:
            return []
        fresh = "".join(f"{t:x}" for t in solved_misere(self.hand, self.samples, 1))
        return [] if fresh == self.stored else ["the stored misère tricks differ from a solve"]

    def mean_balance(self, convention: Convention) -> float:
        counts = self.counts()
        return sum(balance_after(convention, t) for t in counts) / len(counts)

    def __call__(self, convention: Convention) -> str:
        return DECLARE if self.mean_balance(convention) > 0 else PASS

    def caught(self) -> float:
        counts = self.counts()
        return sum(t > 0 for t in counts) / len(counts)

    def fact(self, convention: Convention) -> Text:
        counts = self.counts()
        caught = [t for t in counts if t]
        balance = Text(
            "итог сдачи для Юга по правилам стола — в среднем {balance} в вистах.",
            "under the table's rules that is {balance} whists a deal on average.",
        ).format(balance=number(Fraction(str(round(self.mean_balance(convention), 1)))))
        if not caught:
            return (
                Text(
                    "Из {n} раздач прикупа и карт противников мизер не ловят ни разу;",
                    "Of {n} deals of the talon and the opponents' cards the misère is caught "
                    "in none;",
                ).format(n=len(counts))
                + balance
            )
        return (
            Text(
                "Из {n} раздач прикупа и карт противников мизер ловят в {share} % (пойманный "
                "мизер берёт в среднем {mean});",
                "Of {n} deals of the talon and the opponents' cards the misère is caught in "
                "{share} % (caught, it takes {mean} on average);",
            ).format(
                n=len(counts),
                share=round(100 * len(caught) / len(counts)),
                mean=mean_tricks(Fraction(str(round(sum(caught) / len(caught), 1)))),
            )
            + balance
        )

    def caught_text(self) -> Text:
        """«ловят в 35 % раздач» / «не ловят ни разу из 200 раздач»."""
        counts = self.counts()
        if not any(counts):
            return Text(
                "Мизер с этой рукой не ловят ни разу из {n} раздач",
                "With this hand the misère is caught in none of {n} deals",
            ).format(n=len(counts))
        return Text(
            "Мизер с этой рукой ловят в {share} % раздач",
            "With this hand the misère is caught in {share} % of deals",
        ).format(share=round(100 * self.caught()))


def mean_tricks(mean: Fraction) -> Text:
    """A mean count of tricks: «1 взятку», «2 взятки», «1,4 взятки» (a fraction takes the
    genitive singular) / «1 trick», «1.4 tricks»."""
    if mean.denominator == 1:
        return tricks_text(mean.numerator)
    return Text(f"{number(mean).ru} взятки", f"{number(mean).en} tricks")


@dataclass(frozen=True)
class DeclareMisere(MultipleChoice):
    """``multiple_choice`` whose answer is measured (``MisereOdds``); the view shows the hand."""

    odds: MisereOdds | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.odds is None or self.compute is not self.odds or not self.hand:
            raise LevelDataError("a misère question measures South's own hand")

    def check(self, convention: Convention) -> list[str]:
        return self.odds.check() if self.odds else []

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        judgement = super().judge(answer, convention)
        if self.odds is None:
            return judgement
        if judgement.correct:
            return replace(judgement, reason=self.odds.fact(convention) + self.why)
        measured = Text(
            "{caught}: сравните, что даёт сыгранный мизер и чего стоит каждая взятка пойманного.",
            "{caught}: weigh what a misère made brings against what each trick of a caught "
            "one costs.",
        ).format(caught=self.odds.caught_text())
        return replace(judgement, reason=measured + judgement.reason)


def declare_misere(
    prompt: Text,
    hand: frozenset[Card],
    answer: str,
    why: Text,
    reasons,
    samples: int = SAMPLES,
    stored: str = "",
) -> DeclareMisere:
    odds = MisereOdds(hand, samples, stored)
    return DeclareMisere(
        prompt,
        CHOICES,
        answer,
        why,
        compute=odds,
        options=OPTIONS,
        wrong=tuple(key for key, _ in CHOICES if key != answer),
        hand=hand,
        reasons=reasons,
        odds=odds,
    )
