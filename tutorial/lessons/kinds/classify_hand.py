"""``classify_hand``: игровая, вистовая, пасовая or мизерная? Graded by the counting rule.

Answer: ``"game"`` (игровая), ``"whist"`` (вистовая), ``"pass"`` (пасовая) or ``"misere"``
(мизерная). The grader counts the hand with ``tutorial.lessons.counting`` (sure tricks, the
misère ladder) and says which count decides.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings.core import HAND_SIZE, Card, Convention
from tutorial.lessons import counting, odds
from tutorial.lessons.kinds.common import SOUTH, SUIT_NAMES, cards_json, seats_view
from tutorial.lessons.model import AnswerError, Judgement, LevelDataError, Text

GAME_ODDS = 0.5  # a hand that makes six on at least half the deals is a hand to play

CLASS_NAMES: dict[str, Text] = {
    counting.GAME: Text("игровая", "a hand to play"),
    counting.WHIST: Text("вистовая", "a hand to whist"),
    counting.PASS: Text("пасовая", "a hand to pass"),
    counting.MISERE: Text("мизерная", "a misère hand"),
}


def reason(cards: frozenset[Card]) -> Text:
    tricks = counting.sure_tricks(cards)
    verdict = counting.classify(cards)
    unsafe = counting.unsafe_suits(cards)
    count = Text("Верных взяток: {n}.", "Sure tricks: {n}.").format(n=tricks)
    if verdict == counting.GAME:
        why = Text(
            "Пять и больше — рука игровая: шестую взятку можно ждать из прикупа.",
            "Five or more make a hand to play: the sixth may come from the talon.",
        )
    elif verdict == counting.MISERE:
        why = Text(
            "Меньше пяти, зато каждая масть чистая (под любой ход есть карта младше) — рука "
            "мизерная.",
            "Fewer than five, but every suit is safe (there is always a lower card to play "
            "under a lead): a misère hand.",
        )
    else:
        suits = Text(
            ", ".join(SUIT_NAMES[s].ru for s in unsafe), ", ".join(SUIT_NAMES[s].en for s in unsafe)
        )
        dirty = Text("Для мизера опасны: {suits}.", "Dangerous on misère: {suits}.").format(
            suits=suits
        )
        if verdict == counting.WHIST:
            why = dirty + Text(
                "Две-четыре верные взятки — рука вистовая: на шестерной два вистующих должны "
                "взять четыре, по две на каждого.",
                "Two to four sure tricks make a hand to whist: against a six the two whisters "
                "must take four, two each.",
            )
        else:
            why = dirty + Text(
                "Меньше двух верных взяток — рука пасовая.",
                "Fewer than two sure tricks: a hand to pass.",
            )
    return count + why


@dataclass(frozen=True)
class ClassifyHand:
    prompt: Text
    hand: frozenset[Card]
    answer: str
    wrong: tuple[str, ...] = ()
    six_odds: float | None = None  # measured: the share of deals South makes six (``odds``)
    samples: int = odds.SAMPLES  # the deals it was measured over
    kind: str = "classify_hand"

    def __post_init__(self) -> None:
        if len(self.hand) != HAND_SIZE:
            raise LevelDataError("classify_hand needs a hand of ten")

    def view(self, convention: Convention) -> dict[str, Any]:
        return {
            "seats": seats_view(),
            "learner": SOUTH,
            "hand": cards_json(self.hand),
            "choices": [
                {"id": key, "text": CLASS_NAMES[key].as_json()} for key in counting.CLASSES
            ],
        }

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        if answer not in counting.CLASSES:
            raise AnswerError(
                "%(value)s is not a class of hand: answer game, whist, pass or misere",
                value=repr(answer),
            )
        right = self.right_class()
        counted = counting.classify(self.hand)
        if self.six_odds is None:
            why = reason(self.hand)
        elif counted == right:
            why = reason(self.hand) + measured(self.six_odds, counted, right, self.samples)
        else:  # the count would teach the wrong class: the count, then the deals
            why = Text("Верных взяток: {n}.", "Sure tricks: {n}.").format(
                n=counting.sure_tricks(self.hand)
            ) + measured(self.six_odds, counted, right, self.samples)
        if answer != right:
            why = self.miss(answer, right)
        return Judgement(answer == right, answer == right, why, best_answer=right)

    def miss(self, answer: str, right: str) -> Text:
        """Why ``answer`` is not this hand's class, from the hand itself (its sure tricks, its
        unsafe suits, the measured odds of six), never naming the class it is (issue 20)."""
        tricks = counting.sure_tricks(self.hand)
        count = Text("Верных взяток: {n}.", "Sure tricks: {n}.").format(n=tricks)
        odds_text = (
            measured(self.six_odds, counting.classify(self.hand), right, self.samples)
            if self.six_odds is not None
            else Text("", "")
        )
        unsafe = counting.unsafe_suits(self.hand)
        if answer == counting.MISERE:
            if not unsafe:
                return count + Text(
                    "Старшие карты на мизере сами возьмут взятки.",
                    "On misère the top cards take tricks by themselves.",
                )
            suits = Text(
                ", ".join(SUIT_NAMES[s].ru for s in unsafe),
                ", ".join(SUIT_NAMES[s].en for s in unsafe),
            )
            return Text("Для мизера опасны: {suits}.", "Dangerous on misère: {suits}.").format(
                suits=suits
            )
        if answer == counting.GAME:
            return count + (
                odds_text + Text("Играть с этим невыгодно.", "Playing on this does not pay.")
                if self.six_odds is not None
                else Text(
                    "Меньше пяти: шестую взятку из прикупа не дождаться.",
                    "Fewer than five: the talon will not bring the sixth.",
                )
            )
        if right == counting.GAME:  # whist or pass for a hand that makes its six
            return (
                count
                + odds_text
                + Text(
                    "Такая рука стоит большего, чем защита от чужой игры.",
                    "Such a hand is worth more than defending against another's game.",
                )
            )
        if answer == counting.WHIST:
            if tricks < counting.WHIST_TRICKS:
                return count + Text(
                    "Меньше двух, а на шестерной каждому вистующему нужно две.",
                    "Fewer than two, and against a six each whister needs two.",
                )
            return count + Text(
                "Но у этой руки есть достоинство важнее верных взяток: посмотрите на младшие "
                "карты.",
                "But this hand has a merit beyond its sure tricks: look at its low cards.",
            )
        # pass
        if tricks >= counting.WHIST_TRICKS:
            return count + Text(
                "С двумя и больше верными взятками есть чем защищаться.",
                "Two or more sure tricks are something to defend with.",
            )
        return count + Text(
            "Мало для защиты, но у этой руки есть достоинство: посмотрите на младшие карты.",
            "Too few to defend with, but this hand has a merit: look at its low cards.",
        )

    def right_class(self) -> str:
        """By the counting rule; where the odds are measured, a hand that makes six on at
        least ``GAME_ODDS`` of the deals is to play (length tricks count), and one counted to
        play that makes six less often is to whist."""
        counted = counting.classify(self.hand)
        if self.six_odds is None:
            return counted
        if self.six_odds >= GAME_ODDS:
            return counting.GAME
        return counting.WHIST if counted == counting.GAME else counted

    def depends_on(self) -> tuple[str, ...]:
        return ()

    def check(self, convention: Convention) -> list[str]:
        if self.six_odds is None:
            return []
        computed = odds.game_odds(self.hand, 6, self.samples)
        if abs(computed - self.six_odds) > 1e-9:
            return [f"six made on {computed:.3f} of the deals, stored {self.six_odds:.3f}"]
        return []


def measured(six_odds: float, counted: str, right: str, samples: int = odds.SAMPLES) -> Text:
    """«Из 200 раздач прикупа и карт противников Юг берёт шесть взяток в 100 %»; where the
    count and the deals disagree, why."""
    share = odds.share_text(6, odds.percent(six_odds), samples)
    if counted == right:
        return share
    if right == counting.GAME:
        return share + odds.LENGTH_TRICKS
    return share + Text(
        "Пять верных взяток — это ещё не шестерная: прикуп помогает реже, чем кажется.",
        "Five sure tricks are not yet a six: the talon helps less often than it seems.",
    )
