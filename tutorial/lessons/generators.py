"""Unlimited practice: per stage, a seeded generator of fresh levels on the stage's theme.

``generate(stage_id, seed)`` deals with ``random.Random(seed)`` and builds an ordinary level
(graded by the same code as the hand-written ones); its id is ``<stage_id>-practice-<seed>``,
so the id is a permalink and ``level(id)`` makes the same level again.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rulings.core import DECK, Card, Suit
from tutorial.lessons.content import cards_and_tricks as cards_and_tricks_stage
from tutorial.lessons.kinds.choose_card import GOALS, ChooseCard
from tutorial.lessons.kinds.common import EAST, SEATS, SUIT_NAMES, TRICK_RULE, WEST, WINNER_RULE
from tutorial.lessons.kinds.trick_winner import TrickWinner, why_wins
from tutorial.lessons.model import Level, Text, UnknownLevelError

PRACTICE = "practice"
CARDS_AND_TRICKS = cards_and_tricks_stage.STAGE_ID


def practice_id(stage_id: str, seed: int) -> str:
    return f"{stage_id}-{PRACTICE}-{seed}"


def _trump(rng: random.Random) -> Suit | None:
    return rng.choice([None, *Suit])


def _trump_words(trump: Suit | None) -> Text:
    if trump is None:
        return Text("Без козыря.", "No trumps.")
    return Text("Козыри — {suit}.", "Trumps: {suit}.").format(suit=SUIT_NAMES[trump])


def cards_and_tricks(seed: int) -> Level:
    """A trick to judge (who takes it) or a card to choose (legal, win, cheapest, duck)."""
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    trump = _trump(rng)
    title = Text("Тренировка", "Practice")
    if rng.random() < 0.5:
        leader = rng.choice(SEATS)
        order = SEATS[SEATS.index(leader) :] + SEATS[: SEATS.index(leader)]
        led = deck[0]
        others = [c for c in deck[1:] if rng.random() < 0.5 or c.suit == led.suit][:2]
        trick = tuple(zip(order, (led, *others), strict=True))
        winner, _ = why_wins(trick, trump)
        exercise = TrickWinner(
            _trump_words(trump) + Text("Кто берёт взятку?", "Who takes the trick?"),
            trick,
            trump,
            winner,
            tuple(seat for seat in SEATS if seat != winner),
        )
        return Level(
            practice_id(CARDS_AND_TRICKS, seed),
            CARDS_AND_TRICKS,
            title,
            exercise.prompt,
            exercise,
            (TRICK_RULE, WINNER_RULE),
        )
    table = ((WEST, deck[0]), (EAST, deck[1]))
    hand = frozenset(deck[2:12])
    goals = [goal for goal in GOALS if _solvable(hand, table, trump, goal)]
    goal = rng.choice(goals)
    probe = ChooseCard(Text("", ""), hand, table, trump, goal, "", ())
    right = sorted(probe.right())
    answer = right[0]
    wrong = tuple(card.en for card in sorted(hand - probe.right())[:3])
    exercise = ChooseCard(
        _trump_words(trump) + GOAL_PROMPTS[goal], hand, table, trump, goal, answer.en, wrong
    )
    return Level(
        practice_id(CARDS_AND_TRICKS, seed),
        CARDS_AND_TRICKS,
        title,
        exercise.prompt,
        exercise,
        (TRICK_RULE, WINNER_RULE),
    )


GOAL_PROMPTS = {
    "legal": Text("Какую карту может положить Юг?", "Which card may South play?"),
    "win": Text("Какой картой Юг берёт взятку?", "Which card takes the trick for South?"),
    "cheapest_win": Text(
        "Какой картой Югу взять взятку дешевле всего?", "Which card takes the trick most cheaply?"
    ),
    "lose": Text("Какой картой Югу не взять взятку?", "Which card lets South not take the trick?"),
}


def _solvable(hand: frozenset[Card], table, trump: Suit | None, goal: str) -> bool:
    return bool(ChooseCard(Text("", ""), hand, table, trump, goal, "", ()).right())


GENERATORS: dict[str, Callable[[int], Level]] = {CARDS_AND_TRICKS: cards_and_tricks}
PRACTICE_STAGES: tuple[str, ...] = tuple(GENERATORS)


def generate(stage_id: str, seed: int) -> Level:
    try:
        generator = GENERATORS[stage_id]
    except KeyError:
        raise UnknownLevelError(f"stage «{stage_id}» has no practice generator") from None
    return generator(seed)
