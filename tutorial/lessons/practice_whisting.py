"""Practice for the whisting stages of issue 19: a seeded generator per stage, as
``generators.py`` (which registers them: ``generators(practice_level)``).

Every stated answer is the grader's own under the Sochi rules (the level is built, judged, and
its answer replaced by the grader's best), so a practice level teaches what its grader checks.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulings.core import DECK, HAND_SIZE, PRESETS, Card, Rank, Suit
from tutorial.lessons import counting
from tutorial.lessons.content import (
    defence,
    misere_catch,
    open_whist,
    raspasy,
    rule_disputes,
    scoring,
)
from tutorial.lessons.content import misere as misere_stage
from tutorial.lessons.kinds.common import EAST, SEAT_DATIVE, SEAT_NAMES, SEATS, SOUTH, WEST
from tutorial.lessons.kinds.declare_misere import declare_misere
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.kinds.rule_dispute import RuleDispute, request
from tutorial.lessons.kinds.score_deal import Played, ScoreDeal, deal_field
from tutorial.lessons.kinds.settle_pulya import PulyaSheet, SettlePulya, balance_field, pays_field
from tutorial.lessons.model import Level, Text

SOCHI = PRESETS["sochi"]
PRACTICE_SAMPLES = 40  # deals a practice misère is measured over (200 for a shipped level)
STRAINS = "SCDH"
CONTRACT_RU = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
Make = Callable[..., Level]


def stated(exercise: Any) -> Any:
    """The exercise with the grader's own answer (Sochi) as its stated one, and the answer the
    numbers would be if each box were off by its own tricks (a plain miscount) as a wrong one."""
    best = tuple(exercise.judge([0] * len(exercise.fields), SOCHI).best_answer)
    wrong = tuple(str(int(float(n)) + 1) for n in best)
    return replace(exercise, answer=best, wrong=(wrong,))


def score_practice(seed: int) -> tuple[Any, tuple]:
    rng = random.Random(seed)
    if rng.random() < 0.5:
        return settle_practice(rng)
    level = rng.choice((6, 6, 7, 8))
    contract = f"{level}{rng.choice(STRAINS)}"
    west = rng.randint(level - 2, 10)
    east = rng.randint(0, 10 - west)
    south = 10 - west - east
    both = rng.random() < 0.6
    calls = ((EAST, "whist"), (SOUTH, "whist" if both else "pass"))
    deal = Played(contract, ((SOUTH, south), (WEST, west), (EAST, east)), WEST, calls)
    made = west >= level
    fields = (
        deal_field("pulya" if made else "mountain", WEST),
        deal_field("whists", EAST, WEST),
        deal_field("whists", SOUTH, WEST),
    )
    call_text = (
        Text("вистовали оба", "both whisted")
        if both
        else Text("Восток вистовал, Юг спасовал", "East whisted, South passed")
    )
    prompt = Text(
        "Запад играл {c}{s} и взял {w}; {calls}. Взятки: Восток {e}, Юг {south}. Что пишется?",
        "West played {c}{s} and took {w}; {calls}. Tricks: East {e}, South {south}. What is "
        "written?",
    ).format(c=level, s=CONTRACT_RU[contract[-1]], w=west, calls=call_text, e=east, south=south)
    exercise = stated(ScoreDeal(prompt, deal, fields, (0, 0, 0)))
    return exercise, (scoring.WHERE_RULE, scoring.WHIST_PRICE_RULE)


def settle_practice(rng: random.Random) -> tuple[Any, tuple]:
    mountain = {seat: 3 * rng.randint(0, 6) for seat in SEATS}
    writer, on = rng.sample(SEATS, 2)
    amount = 5 * rng.randint(1, 12)
    sheet = PulyaSheet(
        pulya=tuple((seat, 10) for seat in SEATS),
        mountain=tuple(mountain.items()),
        whists=((writer, on, amount),),
    )
    prompt = Text(
        "Пуля по 10; гора: Юг {s}, Запад {w}, Восток {e}. Висты: {who} на {on} — {n}. ",
        "Pulya 10 each; mountain: South {s}, West {w}, East {e}. Whists: {who} on {on}, {n}. ",
    ).format(
        s=mountain[SOUTH],
        w=mountain[WEST],
        e=mountain[EAST],
        who=SEAT_NAMES[writer],
        on=SEAT_NAMES[on],
        n=amount,
    )
    if rng.random() < 0.5:
        fields = tuple(balance_field(seat) for seat in SEATS)
        prompt = prompt + Text("Итог каждого?", "Each one's balance?")
    else:
        payer, payee = rng.sample(SEATS, 2)
        fields = (pays_field(payer, payee),)
        prompt = prompt + Text("Сколько {a} платит {b}?", "How much does {a} pay {b}?").format(
            a=SEAT_NAMES[payer], b=SEAT_DATIVE[payee]
        )
    exercise = stated(SettlePulya(prompt, sheet, fields, (0,) * len(fields)))
    return exercise, (scoring.BALANCE_RULE, scoring.SETTLE_RULE)


def raspasy_practice(seed: int) -> tuple[Any, tuple]:
    rng = random.Random(seed)
    run = rng.randint(1, 3)
    before = tuple(raspasy.raspasy(4, 6, 0) for _ in range(run - 1))
    south = rng.randint(0, 4)
    west = rng.randint(0, 10 - south)
    deal = raspasy.raspasy(west, 10 - south - west, south)
    fields = (
        deal_field("pulya" if south == 0 else "mountain", SOUTH),
        deal_field("mountain", WEST),
        deal_field("mountain", EAST),
    )
    ordinal = {
        1: Text("Первые", "The first"),
        2: Text("Вторые", "The second"),
        3: Text("Третьи", "The third"),
    }[run]
    prompt = Text(
        "{n} распасы подряд: Юг взял {s}, Запад — {w}, Восток — {e}. Что пишется?",
        "{n} raspasy running: South took {s}, West {w}, East {e}. What is written?",
    ).format(n=ordinal, s=south, w=west, e=10 - south - west)
    exercise = stated(ScoreDeal(prompt, deal, fields, (0, 0, 0), before=before))
    return exercise, (raspasy.RASPASY_SCORE_RULE, raspasy.PROGRESSION_RULE)


LOW = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN)


def misere_practice(seed: int) -> tuple[Any, tuple]:
    """A hand of low cards with one or two honours: declare or pass, measured over
    ``PRACTICE_SAMPLES`` deals."""
    rng = random.Random(seed)
    low = [card for card in DECK if card.rank in LOW]
    high = [card for card in DECK if card.rank not in LOW]
    honours = rng.randint(1, 2)
    cards: list[Card] = rng.sample(high, honours) + rng.sample(low, HAND_SIZE - honours)
    hand = frozenset(cards)
    draft = declare_misere(
        misere_stage.ASK, hand, "pass", misere_stage.STAY, (), samples=PRACTICE_SAMPLES
    )
    answer = draft.right(SOCHI)
    why = misere_stage.GO if answer == "declare" else misere_stage.STAY
    other = "pass" if answer == "declare" else "declare"
    exercise = declare_misere(
        misere_stage.ASK, hand, answer, why, ((other, misere_stage.LOOK),), samples=PRACTICE_SAMPLES
    )
    return exercise, (misere_catch.CATCH_RULE, misere_stage.UNSAFE_RULE)


def open_whist_practice(seed: int) -> tuple[Any, tuple]:
    """The lone whister in the light: every trick of the two hands is his."""
    rng = random.Random(seed)
    level = rng.choice((6, 7))
    west = rng.randint(level - 1, 9)
    south = rng.randint(0, 10 - west)
    east = 10 - west - south
    contract = f"{level}{rng.choice(STRAINS)}"
    deal = Played(
        contract,
        ((SOUTH, south), (WEST, west), (EAST, east)),
        WEST,
        ((EAST, "pass"), (SOUTH, "whist")),
        open=True,
    )
    prompt = Text(
        "Запад играл {c}{s} и взял {w}. Восток спасовал, Юг вистовал в светлую; на руке Юга "
        "{south}, на руке Востока {e}. Что пишется?",
        "West played {c}{s} and took {w}. East passed, South whisted open; South's hand took "
        "{south}, East's {e}. What is written?",
    ).format(c=level, s=CONTRACT_RU[contract[-1]], w=west, south=south, e=east)
    fields = (deal_field("whists", SOUTH, WEST), deal_field("whists", EAST, WEST))
    exercise = stated(ScoreDeal(prompt, deal, fields, (0, 0)))
    return exercise, (open_whist.LONE_RULE, open_whist.LIGHT_RULE)


PEEK_REASONS = {
    "a": Text(
        "Какая взятка была последней закрытой, когда он смотрел?",
        "Which trick was the last quitted one when he looked?",
    ),
    "b": Text(
        "Какая взятка была последней закрытой, когда он смотрел?",
        "Which trick was the last quitted one when he looked?",
    ),
    "c": Text(
        "Штрафная взятка не становится собственностью противника.",
        "A penalty trick does not become the opponent's property.",
    ),
    "d": rule_disputes.REDEAL_WHY,
}


def dispute_practice(seed: int) -> tuple[Any, tuple]:
    """Someone looks at a quitted trick: the last one (allowed) or an older one (a trick off)."""
    rng = random.Random(seed)
    who = rng.choice(SEATS)
    at = rng.randint(3, 9)
    trick = at - 1 if rng.random() < 0.4 else rng.randint(1, at - 2)
    west = rng.randint(6, 8)
    east = rng.randint(1, 10 - west - 1)
    counts = (west, east, 10 - west - east)
    choices, ruled = rule_disputes.peek_choices(*counts, who)
    data = request(
        **rule_disputes.GAME,
        tricks=rule_disputes.as_dict(*counts),
        incidents=[{"type": "peek", "player": who, "trick": trick, "at_trick": at}],
    )
    prompt = Text(
        "Запад играет 6♠, вистуют оба. Во время взятки {at} {who} посмотрел взятку {k}. "
        "Взято: Запад {w}, Восток {e}, Юг {s}. Как решит арбитр?",
        "West plays 6♠, both whist. During trick {at} {who} looked at trick {k}. Taken: West "
        "{w}, East {e}, South {s}. How does the arbiter rule?",
    ).format(at=at, who=SEAT_NAMES[who], k=trick, w=counts[0], e=counts[1], s=counts[2])
    why = Text(
        "Смотреть можно только последнюю закрытую взятку.",
        "Only the last quitted trick may be seen.",
    )
    draft = RuleDispute(
        prompt,
        data,
        choices,
        ruled,
        "a",
        why,
        tuple((k, PEEK_REASONS[k]) for k, _ in choices if k != "a"),
    )
    answer, _ = draft.right(SOCHI)
    exercise = replace(
        draft,
        answer=answer,
        reasons=tuple((k, PEEK_REASONS[k]) for k, _ in choices if k != answer),
        wrong=("d",),
    )
    return exercise, (rule_disputes.LAST_TRICK_RULE, rule_disputes.PEEK_RULE)


SUIT_WORDS = {
    Suit.SPADES: Text("пики", "spade"),
    Suit.CLUBS: Text("трефы", "club"),
    Suit.DIAMONDS: Text("бубны", "diamond"),
    Suit.HEARTS: Text("червы", "heart"),
}


def defence_practice(seed: int) -> tuple[Any, tuple]:
    """The first discard on the declarer's trumps: South has none, one suit with sure tricks
    (an ace and a king or more, by the course's counting) and two weak ones."""
    rng = random.Random(seed)
    trump, strong, *weak = rng.sample(list(Suit), 4)
    top = [c for c in DECK if c.suit == strong and c.rank >= Rank.KING]
    rest = [c for c in DECK if c.suit == strong and c.rank < Rank.QUEEN]
    small = [c for c in DECK if c.suit in weak and c.rank <= Rank.TEN]
    cards = frozenset(top + rng.sample(rest, 2) + rng.sample(small, HAND_SIZE - 4))
    best = max((s for s in Suit if s != trump), key=lambda s: counting.sure_tricks_in(cards, s))
    prompt = Text(
        "Запад играет шестерную, козыри — {trump}, и ходит козырем. У Юга козырей нет. "
        "Карту какой масти Юг сносит первой?",
        "West plays a six with {trump} trumps and leads a trump. South has none. Which suit "
        "does South shed first?",
    ).format(trump=SUIT_WORDS[trump])
    exercise = MultipleChoice(
        prompt,
        tuple(choice for choice in defence.SUITS if choice[0] != trump.letter),
        best.letter,
        Text("Первым сносом показывают лучшую масть.", "The first discard shows the best suit."),
        reasons=tuple(
            (
                suit.letter,
                Text(
                    "Что узнает партнёр из сноса малой карты этой масти — и где сила Юга?",
                    "What does the partner learn from a small card of this suit, and where is "
                    "South's strength?",
                ),
            )
            for suit in weak
        ),
        hand=cards,
        wrong=(weak[0].letter,),
    )
    return exercise, (defence.SHOW_RULE,)


PRACTICE = {
    defence.STAGE_ID: defence_practice,
    scoring.STAGE_ID: score_practice,
    raspasy.STAGE_ID: raspasy_practice,
    misere_stage.STAGE_ID: misere_practice,
    open_whist.STAGE_ID: open_whist_practice,
    rule_disputes.STAGE_ID: dispute_practice,
}


def generators(
    make: Make, practice: dict[str, Callable] = PRACTICE
) -> dict[str, Callable[[int], Level]]:
    """The generators as ``generators.GENERATORS`` holds them: ``make(stage, seed, exercise,
    *sources)`` builds the level (``generators.practice_level``) from what ``practice[stage]``
    makes of the seed (here, the stages above; ``practice_deals.PRACTICE``)."""

    def generator(stage_id: str) -> Callable[[int], Level]:
        def generate(seed: int) -> Level:
            exercise, sources = practice[stage_id](seed)
            return make(stage_id, seed, exercise, *sources)

        return generate

    return {stage_id: generator(stage_id) for stage_id in practice}
