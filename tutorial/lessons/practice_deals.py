"""Practice deals the solver picks: «Вистовать или пасовать», «Ловля мизера», «Первый ход на
висте» (``generators`` registers them).

Each seed deals with ``random.Random(seed)`` until the solver finds something to learn in the
deal (a wrong call or card); that loop can take the solver a second, so the deal it settles on
(the *draw*) is an ``Ahead`` (``made``): made ahead for the pooled seeds, stored as text, and
the level is built from it (its solver results made ahead too). A seed outside the pool draws
and builds at the request: the same level either way.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache

from rulings.core import DECK, HAND_SIZE, PRESETS, Card, Convention, Solver, Suit
from tutorial.lessons import counting
from tutorial.lessons.content import first_lead, misere_catch, whist_or_pass
from tutorial.lessons.estimate import compare
from tutorial.lessons.kinds import choose_whist as whist_choice
from tutorial.lessons.kinds.choose_whist import ChooseWhist
from tutorial.lessons.kinds.common import EAST, SOUTH, TRICK_RULE, WEST, hand
from tutorial.lessons.kinds.play_card import PlayCard, position_key, position_of
from tutorial.lessons.made import Ahead, cards_key, dump_line, load_line
from tutorial.lessons.model import LevelDataError

SOCHI = PRESETS["sochi"]
WHIST_SAMPLES = (12, 48, 120)  # a practice whisting deal is solved over more layouts until
# its calls are told apart (issue 20)


def shuffled(rng: random.Random) -> list[Card]:
    deck = list(DECK)
    rng.shuffle(deck)
    return deck


def drawn(name: str, draw) -> Ahead:
    """The seed's draw (``draw(seed)``: the fields of the deal settled on, as text) made
    ahead."""
    return Ahead(name, lru_cache(maxsize=256)(lambda seed: "|".join(draw(seed))), str, str, str)


def separated(exercise: ChooseWhist, convention: Convention) -> ChooseWhist:
    """The exercise with its table solved over the first of ``WHIST_SAMPLES`` on which every
    call is either tied with the best or told apart from it at 95 % (else the largest)."""
    for size in WHIST_SAMPLES:
        solved = replace(exercise, sample=size)
        solved = replace(solved, table=solved.compute_table())
        _, estimates = compare(solved.scores(convention))
        if all(e.gap <= 0 or not e.as_good_as_best for e in estimates.values()):
            break
    return solved


def whist_deal(cards: frozenset[Card], contract: str, east_call: str) -> ChooseWhist | None:
    """The deal's exercise, its answer the grader's best under Sochi; None when no West names
    that contract against this hand or no call is wrong."""
    try:
        exercise = ChooseWhist(
            whist_or_pass.prompt(contract, east_call),
            cards,
            contract,
            east_call,
            whist_or_pass.SEED,
            "",
        )
        exercise = separated(exercise, SOCHI)
    except LevelDataError:
        return None
    judged = {call.value: exercise.judge(call.value, SOCHI) for call in exercise.calls(SOCHI)}
    wrong = tuple(call for call, judgement in judged.items() if not judgement.correct)
    if not wrong:
        return None
    return replace(exercise, answer=next(iter(judged.values())).best_answer, wrong=wrong)


def _whist_draw(seed: int) -> tuple[str, ...]:
    rng = random.Random(seed)
    while True:
        cards = frozenset(rng.sample(DECK, HAND_SIZE))
        contract = f"{rng.randint(6, 8)}{rng.choice('SCDH')}"
        east_call = rng.choice(("whist", "pass"))
        if whist_deal(cards, contract, east_call):
            return cards_key(cards), contract, east_call


WHIST_DRAW = drawn("whist_draw", _whist_draw)


def whist_or_pass_practice(seed: int) -> tuple[ChooseWhist, tuple]:
    """Stage «Вистовать или пасовать»: a random hand of South's against a random six to eight
    of West's after East's random call; the table is solved over 12 layouts, more until the
    calls are told apart (``separated``), the stated answer is the grader's best under Sochi,
    and a deal where no call is wrong is dealt again."""
    cards, contract, east_call = WHIST_DRAW(seed).split("|")
    exercise = whist_deal(hand(cards), contract, east_call)
    return exercise, (whist_choice.WHIST_CHOICE_RULE, counting.WHIST_RULE)


def misere_hand(rng: random.Random) -> frozenset[Card]:
    """Ten cards a player would call a misère with, but one: three suits safe (each card at most
    two ranks above the one below it, from the seven: 7, 9, J… is the most a safe suit stretches)
    and one suit of two or three cards with a gap, where a catcher may lead under him."""
    weak = rng.choice(tuple(Suit))
    while True:
        cards = frozenset(rng.sample(DECK, HAND_SIZE))
        gapped = sorted(card.rank for card in cards if card.suit is weak)
        safe = all(
            rank <= 7 + 2 * i
            for suit in Suit
            if suit is not weak
            for i, rank in enumerate(sorted(card.rank for card in cards if card.suit is suit))
        )
        if safe and 2 <= len(gapped) <= 3 and gapped[0] > 7:
            return cards


# a line of best play from South's turn to the end (a practice deal's made ahead)
opening_line = Ahead(
    "principal_line",
    lambda *arguments: tuple(Solver(position_of(*arguments)).principal_line()),
    position_key,
    dump_line,
    load_line,
)


def played_before(exercise: PlayCard, tricks: int) -> PlayCard:
    """The position after ``tricks`` tricks of the solver's best play from the first lead,
    played on to South's turn (the misère not yet caught: West still has no trick)."""
    position = exercise.position()
    line = iter(opening_line(*exercise.arguments()))
    for _ in range(3 * tricks):
        position = position.play(next(line)[1])
    while position.to_play != SOUTH:
        position = position.play(next(line)[1])
    return replace(
        exercise,
        hand=position.hands[SOUTH],
        west=position.hands[WEST],
        east=position.hands[EAST],
        trick=position.trick,
        taken=tuple((seat, n) for seat, n in position.taken.items() if n),
    )


def answered_play(exercise: PlayCard) -> PlayCard | None:
    """The exercise with the grader's best card as its answer and up to three cards it rejects
    as the wrong ones; None where nothing is to choose (no wrong card, or no catch)."""
    if exercise.check(SOCHI):
        return None
    values = exercise.values()
    best = min(card for card, value in values.items() if value == exercise.best_value())
    wrong = [card.en for card in sorted(values) if not exercise.accepted(values[card])]
    if not wrong:
        return None
    return replace(exercise, answer=best.en, wrong=tuple(wrong[:3]))


def catch_deal(first: PlayCard, tricks: int) -> PlayCard | None:
    """The misère to catch after ``tricks`` tricks of best play from the first lead, answered;
    None when West has taken a trick by then or nothing is to choose."""
    exercise = first
    if tricks:
        exercise = played_before(first, tricks)
        taken = dict(exercise.taken)
        if taken.get(WEST):
            return None
        exercise = replace(
            exercise,
            prompt=misere_catch.later(
                misere_catch.tricks_taken(tricks, taken.get(SOUTH, 0), taken.get(EAST, 0)),
                on_table=bool(exercise.trick),
            ),
        )
    return answered_play(exercise)


def first_catch(south: frozenset[Card], west: frozenset[Card], east: frozenset[Card]) -> PlayCard:
    return PlayCard(misere_catch.FIRST_LEAD, south, west, east, "misere", "")


def _catch_draw(seed: int) -> tuple[str, ...]:
    rng = random.Random(seed)
    while True:
        west = misere_hand(rng)
        rest = [card for card in DECK if card not in west]
        rng.shuffle(rest)
        first = first_catch(
            frozenset(rest[:HAND_SIZE]), west, frozenset(rest[HAND_SIZE : 2 * HAND_SIZE])
        )
        if first.best_value() == 0:
            continue
        tricks = rng.choice((0, 0, 2, 3))
        if catch_deal(first, tricks):
            return cards_key(first.hand), cards_key(west), cards_key(first.east), str(tricks)


CATCH_DRAW = drawn("catch_draw", _catch_draw)


def misere_catch_practice(seed: int) -> tuple[PlayCard, tuple]:
    """Stage «Ловля мизера»: a misère hand of West's with one gapped suit against a random deal
    of the rest; South leads first or, half the time, plays after two or three tricks of the
    solver's best play. A deal where no card of South's catches, or every card does, is dealt
    again."""
    south, west, east, tricks = CATCH_DRAW(seed).split("|")
    exercise = catch_deal(first_catch(hand(south), hand(west), hand(east)), int(tricks))
    return exercise, (misere_catch.CATCH_RULE, counting.MISERE_RULE)


def lead_deal(
    south: frozenset[Card],
    west: frozenset[Card],
    east: frozenset[Card],
    contract: str,
    declarer: str,
) -> PlayCard | None:
    exercise = PlayCard(
        first_lead.prompt(contract, declarer), south, west, east, contract, "", declarer=declarer
    )
    return answered_play(exercise)


def _lead_draw(seed: int) -> tuple[str, ...]:
    rng = random.Random(seed)
    while True:
        cards = shuffled(rng)
        declarers = frozenset(cards[:HAND_SIZE])
        trump = rng.choice(tuple(Suit))
        number = rng.choice((6, 7))
        if (
            sum(card.suit is trump for card in declarers) < 5
            or sum(card.rank >= 12 for card in declarers) < 4
            or counting.sure_tricks(declarers) < number - 2
        ):
            continue
        declarer = rng.choice((WEST, EAST))
        contract = f"{number}{trump.letter}"
        partner = frozenset(cards[HAND_SIZE : 2 * HAND_SIZE])
        west, east = (declarers, partner) if declarer == WEST else (partner, declarers)
        south = frozenset(cards[2 * HAND_SIZE : 3 * HAND_SIZE])
        if lead_deal(south, west, east, contract, declarer):
            return cards_key(south), cards_key(west), cards_key(east), contract, declarer


LEAD_DRAW = drawn("lead_draw", _lead_draw)


def first_lead_practice(seed: int) -> tuple[PlayCard, tuple]:
    """Stage «Первый ход на висте»: a declarer (West or East) with five trumps or more, four
    high cards (queens and up) and sure tricks at least the contract's number minus 2 plays a
    six or seven in them; South leads first. A deal where every lead is accepted is dealt
    again."""
    south, west, east, contract, declarer = LEAD_DRAW(seed).split("|")
    exercise = lead_deal(hand(south), hand(west), hand(east), contract, declarer)
    return exercise, (first_lead.EXIT_RULE, counting.WHIST_RULE, TRICK_RULE)


PRACTICE = {
    whist_or_pass.STAGE_ID: whist_or_pass_practice,
    misere_catch.STAGE_ID: misere_catch_practice,
    first_lead.STAGE_ID: first_lead_practice,
}
