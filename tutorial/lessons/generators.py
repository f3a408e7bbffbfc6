"""Unlimited practice: per stage, a seeded generator of fresh levels on the stage's theme.

``generate(stage_id, seed)`` deals with ``random.Random(seed)`` and builds an ordinary level
graded by the same code as the hand-written ones; its stated answer comes from that grader,
and ``check_level`` must pass for every seed (a property test says so). The id is
``<stage_id>-practice-<seed>``: a permalink, and ``level(id)`` makes the same level again.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from rulings.core import (
    DECK,
    HAND_SIZE,
    PASS,
    PRESETS,
    Auction,
    Call,
    CallKind,
    Suit,
    parse_contract,
    russian_ladder,
)
from tutorial.lessons import counting, odds, pool, practice_deals, practice_whisting, table_practice
from tutorial.lessons.content import cards_and_tricks as cards_stage
from tutorial.lessons.content import first_lead, misere_catch, whist_duties, whist_or_pass
from tutorial.lessons.content import hand_evaluation as evaluation_stage
from tutorial.lessons.content import misere as misere_stage
from tutorial.lessons.content import talon as talon_stage
from tutorial.lessons.kinds.choose_call import AUCTION_RULE, HERE_RULE, ChooseCall
from tutorial.lessons.kinds.choose_card import GOALS, ChooseCard
from tutorial.lessons.kinds.classify_hand import ClassifyHand
from tutorial.lessons.kinds.common import (
    EAST,
    SEATS,
    SOUTH,
    SUIT_NAMES,
    TRICK_RULE,
    WEST,
    WINNER_RULE,
)
from tutorial.lessons.kinds.count_tricks import CountTricks, solve_layout
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.kinds.trick_winner import TrickWinner, why_wins
from tutorial.lessons.model import Exercise, Level, Text, UnknownLevelError
from tutorial.lessons.practice_deals import shuffled

PRACTICE = "practice"
AUCTION = "auction"  # stage 2's id (its levels are in content/auction.py)
TITLE = pool.TITLE

GOAL_PROMPTS = {
    "legal": Text("Какую карту может положить Юг?", "Which card may South play?"),
    "win": Text("Какой картой Юг берёт взятку?", "Which card takes the trick for South?"),
    "cheapest_win": Text(
        "Какой картой Югу взять взятку дешевле всего?", "Which card takes the trick most cheaply?"
    ),
    "lose": Text("Какой картой Югу не взять взятку?", "Which card lets South not take the trick?"),
}


def practice_id(stage_id: str, seed: int) -> str:
    return f"{stage_id}-{PRACTICE}-{seed}"


def practice_level(stage_id: str, seed: int, exercise: Exercise, *sources) -> Level:
    return Level(practice_id(stage_id, seed), stage_id, TITLE, exercise.prompt, exercise, sources)


def trump_words(trump: Suit | None) -> Text:
    if trump is None:
        return Text("Без козыря.", "No trumps.")
    return Text("Козыри — {suit}.", "Trumps: {suit}.").format(suit=SUIT_NAMES[trump])


def cards_and_tricks(seed: int) -> Level:
    """A trick to judge (who takes it) or a card to choose (legal, win, cheapest, duck)."""
    rng = random.Random(seed)
    deck = shuffled(rng)
    trump = rng.choice([None, *Suit])
    if rng.random() < 0.5:
        start = SEATS.index(rng.choice(SEATS))
        order = SEATS[start:] + SEATS[:start]
        led = deck[0]
        # mostly cards of the suit led, so that following and trumping both come up
        others = [c for c in deck[1:] if c.suit == led.suit or rng.random() < 0.3][:2]
        trick = tuple(zip(order, (led, *others), strict=True))
        winner, _ = why_wins(trick, trump)
        wrong = tuple(seat for seat in SEATS if seat != winner)
        prompt = trump_words(trump) + Text("Кто берёт взятку?", "Who takes the trick?")
        exercise = TrickWinner(prompt, trick, trump, winner, wrong)
        return practice_level(cards_stage.STAGE_ID, seed, exercise, TRICK_RULE, WINNER_RULE)
    table = ((WEST, deck[0]), (EAST, deck[1]))
    hand = frozenset(deck[2:12])
    goal = rng.choice([g for g in GOALS if ChooseCard(TITLE, hand, table, trump, g, "").right()])
    right = ChooseCard(TITLE, hand, table, trump, goal, "").right()
    answer = min(right, key=lambda card: (card.rank, card.suit))
    wrong = tuple(card.en for card in sorted(hand - right)[:3])
    prompt = trump_words(trump) + GOAL_PROMPTS[goal]
    exercise = ChooseCard(prompt, hand, table, trump, goal, answer.en, wrong)
    return practice_level(cards_stage.STAGE_ID, seed, exercise, TRICK_RULE, WINNER_RULE)


def hand_evaluation(seed: int) -> Level:
    """A hand to classify, its sure tricks to count, or a small open layout to count."""
    rng = random.Random(seed)
    deck = shuffled(rng)
    hand = frozenset(deck[:10])
    form = rng.choice(("classify", "sure", "layout"))
    if form == "classify":
        # the class by the deals (issue 20): length tricks count, as in the shipped levels
        six = odds.game_odds(hand, 6, odds.PRACTICE_SAMPLES)
        measured = ClassifyHand(
            evaluation_stage.WHAT_CLASS, hand, "", six_odds=six, samples=odds.PRACTICE_SAMPLES
        )
        right = measured.right_class()
        wrong = tuple(c for c in counting.CLASSES if c != right)
        exercise: Exercise = replace(measured, answer=right, wrong=wrong)
        return practice_level(
            evaluation_stage.STAGE_ID, seed, exercise, counting.BUY_RULE, counting.MISERE_RULE
        )
    if form == "sure":
        tricks = counting.sure_tricks(hand)
        exercise = CountTricks(evaluation_stage.HOW_MANY, hand, tricks, wrong=(tricks + 1,))
        return practice_level(evaluation_stage.STAGE_ID, seed, exercise, WINNER_RULE)
    size = rng.randint(3, 4)
    layout = {seat: frozenset(deck[i * size : (i + 1) * size]) for i, seat in enumerate(SEATS)}
    trump = rng.choice([None, *Suit])
    tricks = solve_layout(layout, trump, SOUTH, SOUTH)
    prompt = trump_words(trump) + Text(
        "Ходит Юг. Сколько взяток возьмёт Юг при лучшей игре всех?",
        "South leads. How many tricks does South take with best play by all?",
    )
    exercise = CountTricks(prompt, layout[SOUTH], tricks, layout, trump, SOUTH, SOUTH)
    return practice_level(evaluation_stage.STAGE_ID, seed, exercise, TRICK_RULE, WINNER_RULE)


def auction(seed: int) -> Level:
    """An auction that stands at South's call, and what South's hand is worth."""
    rng = random.Random(seed)
    convention = PRESETS["sochi"]
    while True:
        first = rng.choice(SEATS)
        start = SEATS.index(first)
        state = Auction(convention, SEATS[start:] + SEATS[:start])
        while state.to_call not in (SOUTH, None):
            state = state.after(state.to_call, _some_call(rng, state))
        if state.to_call == SOUTH:
            break
    calls = tuple(call.en for _, call in state.calls)
    target = _target(rng, state)
    probe = ChooseCall(TITLE, first, calls, target, "pass")
    right = probe.right(convention).en
    wrong = tuple(c.en for c in state.legal_calls() if c.en != right)[:3]
    if target is None:
        prompt = Text(
            "Игры у Юга нет. Что скажет Юг?", "South holds no game. What does South call?"
        )
    else:
        prompt = Text(
            "Юг готов играть {target}, но не выше. Что скажет Юг?",
            "South will play {target}, no higher. What does South call?",
        ).format(target=parse_contract(target))
    exercise = ChooseCall(prompt, first, calls, target, right, wrong=wrong)
    return practice_level(AUCTION, seed, exercise, AUCTION_RULE, HERE_RULE)


def _some_call(rng: random.Random, state: Auction) -> Call:
    """Pass now and then, else one of the next few bids (auctions rise slowly)."""
    legal = state.legal_calls()
    bids = [c for c in legal if c.kind is CallKind.BID and not c.contract.is_misere]
    if not bids or rng.random() < 0.35:
        return PASS
    return rng.choice(bids[:3])


def _target(rng: random.Random, state: Auction) -> str | None:
    roll = rng.random()
    if roll < 0.15:
        return None
    if roll < 0.25:
        return "misere"
    ladder = [c for c in russian_ladder(state.convention) if c.is_game and c.level <= 8]
    return rng.choice(ladder).en


def talon(seed: int) -> Level:
    """A hand of ten: whether and how high to buy, or how often the talon brings a card of
    the long suit (the count from the deck, as the stage counts it)."""
    rng = random.Random(seed)
    hand = frozenset(shuffled(rng)[:HAND_SIZE])
    if rng.random() < 0.5:
        if rng.random() < 0.6:  # most hands to judge are worth buying (how high is the question)
            hand = pool.deal(rng, HAND_SIZE)
        prompt = Text("Покупать ли прикуп и на сколько?", "Does South buy the talon, and at what?")
        exercise: Exercise = answered(
            talon_stage.buy_question(prompt, hand, samples=odds.PRACTICE_SAMPLES)
        )
        return practice_level(talon_stage.STAGE_ID, seed, exercise, counting.BUY_RULE)
    suit = max(
        (s for s in Suit if any(card.suit == s and card not in hand for card in DECK)),
        key=lambda s: (sum(card.suit == s for card in hand), s.value),
    )
    outs = sum(1 for card in DECK if card.suit == suit and card not in hand)
    right = talon_stage.pairs_with_any(outs)
    miscounts = (
        talon_stage.naive_sum(outs),
        talon_stage.pairs_with_all(outs),
        talon_stage.pairs_with_any(outs + 1),
        talon_stage.pairs_with_any(max(outs - 1, 1)),
    )
    others = tuple(dict.fromkeys(c for c in miscounts if c != right))[:3]
    none = talon_stage.talon_pairs() - right
    made = talon_stage.odds_level(
        practice_id(talon_stage.STAGE_ID, seed),
        TITLE,
        Text(
            "Длинная масть Юга — {suit}. Прикуп добавит к ней карту, если в нём окажется хотя "
            "бы одна из невидимых Югу карт этой масти.",
            "South's long suit is {suit}. The talon brings another card of it if it holds at "
            "least one of the suit's unseen cards.",
        ).format(suit=SUIT_NAMES[suit]),
        Text(
            "Как часто в прикупе будет хотя бы одна карта длинной масти Юга?",
            "How often does the talon hold at least one card of South's long suit?",
        ),
        hand,
        right,
        others,
        Text(
            "Невидимых карт этой масти: {outs}. Прикупов совсем без них {none}, значит, хотя бы "
            "с одной — {pairs} − {none} = {any}.",
            "Unseen cards of the suit: {outs}. Talons with none of them number {none}, so "
            "talons with at least one number {pairs} − {none} = {any}.",
        ).format(outs=outs, none=none, pairs=talon_stage.talon_pairs(), any=right),
        talon_stage.TALON_RULE,
    )
    return replace(made, exercise=answered(made.exercise))


def answered(question: MultipleChoice) -> MultipleChoice:
    """The question with its answer computed once, here (the talon's counts do not depend on
    the convention), so that a seed makes an equal level again: a ``compute`` lambda never
    equals another."""
    return replace(question, answer=question.right(PRESETS["sochi"]), compute=None)


def pooled(stage_id: str) -> Callable[[int], Level]:
    """Stages 4 and 5: a deal from the pool made ahead (``pool.py``), picked by the seed."""

    def generator(seed: int) -> Level:
        exercise = pool.pool_exercise(stage_id, seed)
        return practice_level(stage_id, seed, exercise, *pool.RULES[stage_id])

    return generator


def whist_duties_practice(seed: int) -> Level:
    """Stage «Обязательства и вист»: the two whisters' obligation on a random contract, or
    who of two whisters writes a penalty after a random split of their tricks (the answers
    computed by the core under the learner's convention, as the shipped levels)."""
    rng = random.Random(seed)
    contract = f"{rng.randint(6, 9)}{rng.choice('SCDH')}"
    if rng.random() < 0.5:
        question = whist_duties.quota_question(contract)
        question = replace(
            question,
            wrong=tuple(key for key, _ in question.choices if key != question.answer)[:2],
        )
        sources = (counting.WHIST_RULE, whist_duties.QUOTA_TABLE)
    else:
        defence = 10 - int(contract[0]) + rng.choice((-1, 0, 1))
        south = rng.randint(0, defence)
        question = whist_duties.who_pays_question(contract, defence - south, south)
        sources = (counting.WHIST_RULE, whist_duties.TEAM_RULE)
    return practice_level(whist_duties.STAGE_ID, seed, question, *sources)


GENERATORS: dict[str, Callable[[int], Level]] = {
    cards_stage.STAGE_ID: cards_and_tricks,
    evaluation_stage.STAGE_ID: hand_evaluation,
    AUCTION: auction,
    talon_stage.STAGE_ID: talon,
    **{stage_id: pooled(stage_id) for stage_id in pool.POOL_STAGES},
    whist_duties.STAGE_ID: whist_duties_practice,
    **practice_whisting.generators(practice_level, practice_deals.PRACTICE),
    **practice_whisting.generators(practice_level),
    **table_practice.GENERATORS,
}
PRACTICE_STAGES: tuple[str, ...] = tuple(GENERATORS)
# the stages whose generators measure odds or solve deals: their solver results for
# ``made.POOLED_SEEDS`` seeds are made ahead (``manage.py lessons pool``)
MADE_AHEAD: tuple[str, ...] = (
    evaluation_stage.STAGE_ID,
    talon_stage.STAGE_ID,
    whist_or_pass.STAGE_ID,
    misere_catch.STAGE_ID,
    first_lead.STAGE_ID,
    misere_stage.STAGE_ID,
)


def uncached(stage_id: str) -> Callable[[int], Level]:
    """The stage's generator without its cache of levels (every result computed or read)."""
    generator = GENERATORS[stage_id]
    return getattr(generator, "__wrapped__", generator)


def generate(stage_id: str, seed: int) -> Level:
    try:
        generator = GENERATORS[stage_id]
    except KeyError:
        raise UnknownLevelError(f"stage «{stage_id}» has no practice generator") from None
    return generator(seed)
