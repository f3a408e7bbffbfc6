"""Practice for the value-graded stages (4 «Снос», 5 «Выбор игры»): a pool made ahead.

A discard or contract level is graded over a table of South's tricks that the solver takes
seconds to fill (``valued``), too slow to make at a request. So the practice deals of these
stages are made ahead (``manage.py lessons pool``): each is dealt from a seed, its table is
computed by the solver, its answer is the grader's best under Sochi and its wrong answers are
those the grader rejects; the entries are stored in ``pool/<stage>.json``.
``pool_exercise(stage, seed)`` builds the ordinary exercise of the entry ``seed % len(pool)``,
graded by the same code as the shipped ones (``generators`` makes it the practice level of
that seed); ``check_pool`` verifies the stored entries as ``lessons check`` verifies shipped
levels (the tables recomputed for the entries asked).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any

from rulings.core import (
    DECK,
    HAND_SIZE,
    PRESETS,
    TALON_SIZE,
    Card,
    Contract,
    Strain,
    Suit,
    format_cards,
    parse_contract,
)
from tutorial.lessons import counting
from tutorial.lessons.check import check_level
from tutorial.lessons.kinds.choose_contract import CONTRACT_RULE, ChooseContract
from tutorial.lessons.kinds.choose_discard import DISCARD_RULE, ChooseDiscard
from tutorial.lessons.kinds.common import SEATS, hand
from tutorial.lessons.model import Exercise, Level, Text
from tutorial.lessons.tables import decode, encode

DISCARD, CONTRACT = "discard", "contract"  # the stages' ids (content/discard.py, contract.py)
POOL_SIZE = 24
POOL_DIR = Path(__file__).parent / "pool"
TITLE = Text("Тренировка", "Practice")
LAYOUT_SEED = 1  # the sample of layouts every pool level is graded over
POOL_SAMPLE = 120  # layouts a pooled level is graded over: its estimate's error is stated
LONG_SUIT = 5  # a deal for these stages has a suit of at least five
SURE_TRICKS = 5  # and five sure tricks: a hand that buys the talon and plays

DISCARD_PROMPT = Text(
    "Юг купил прикуп и будет играть {contract}. Какие две карты снести?",
    "South has bought the talon and will play {contract}. Which two cards does South discard?",
)
# the bid is shown beside the hand («Торговля остановилась на: …»); the prompt does not
# repeat it, as it may be the very contract to name (issue 20)
CONTRACT_PROMPT = Text(
    "Прикуп куплен, снос сделан. Какую игру заказать?",
    "The talon is bought and the discard made. Which contract does South name?",
)


def pool_path(stage_id: str) -> Path:
    return POOL_DIR / f"{stage_id}.json"


def longest_suit(cards: Iterable[Card]) -> Suit:
    cards = tuple(cards)
    return max(Suit, key=lambda suit: (len(counting.in_suit(cards, suit)), suit.value))


def fits(cards: frozenset[Card]) -> bool:
    suit = longest_suit(cards)
    return (
        len(counting.in_suit(cards, suit)) >= LONG_SUIT
        and counting.sure_tricks(cards) >= SURE_TRICKS
    )


def deal(rng: random.Random, size: int) -> frozenset[Card]:
    """``size`` cards (South's twelve with the talon) of a hand that buys and plays: a long
    suit and five sure tricks."""
    while True:
        cards = frozenset(rng.sample(DECK, size))
        if fits(cards):
            return cards


# --- the entries (JSON) and the exercises they make


def _table(rows: list[list[Any]]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """A stored table: each row's tricks as a string of digits (``tables.encode``)."""
    return tuple((key, decode(tricks)) for key, tricks in rows)


def discard_exercise(entry: dict[str, Any]) -> ChooseDiscard:
    return ChooseDiscard(
        DISCARD_PROMPT.format(contract=parse_contract(entry["contract"])),
        hand(entry["hand"]),
        hand(entry["talon"]),
        entry["contract"],
        entry["first_hand"],
        LAYOUT_SEED,
        tuple(entry["answer"]),
        table=_table(entry["table"]) if "table" in entry else None,
        sample=POOL_SAMPLE,
        wrong=tuple(tuple(pair) for pair in entry.get("wrong", ())),
    )


def contract_exercise(entry: dict[str, Any]) -> ChooseContract:
    return ChooseContract(
        CONTRACT_PROMPT,
        hand(entry["hand"]),
        hand(entry["discard"]),
        entry["bid"],
        entry["first_hand"],
        LAYOUT_SEED,
        entry["answer"],
        table=_table(entry["table"]) if "table" in entry else None,
        sample=POOL_SAMPLE,
        wrong=tuple(entry.get("wrong", ())),
    )


POOL_STAGES = (DISCARD, CONTRACT)
EXERCISES: dict[str, Callable[[dict[str, Any]], Exercise]] = {
    DISCARD: discard_exercise,
    CONTRACT: contract_exercise,
}
RULES = {DISCARD: (DISCARD_RULE,), CONTRACT: (CONTRACT_RULE,)}


def new_discard(rng: random.Random) -> dict[str, Any]:
    twelve = sorted(deal(rng, HAND_SIZE + TALON_SIZE))
    talon = rng.sample(twelve, TALON_SIZE)
    level = 7 if counting.sure_tricks(twelve) >= 8 else 6
    return {
        "hand": format_cards(set(twelve) - set(talon)),
        "talon": format_cards(talon),
        "contract": Contract.game(level, list(Strain)[longest_suit(twelve).value]).en,
        "first_hand": rng.choice(SEATS),
        "answer": [],  # the grader's best, once the table is filled (``answered``)
    }


def new_contract(rng: random.Random) -> dict[str, Any]:
    twelve = deal(rng, HAND_SIZE + TALON_SIZE)
    long = longest_suit(twelve)
    discard = sorted((card for card in twelve if card.suit != long), key=lambda c: c.rank)[:2]
    return {
        "hand": format_cards(twelve - frozenset(discard)),
        "discard": format_cards(discard),
        "bid": Contract.game(6, rng.choice(list(Strain)[:4])).en,
        "first_hand": rng.choice(SEATS),
        "answer": "",  # the grader's best, once the table is filled (``answered``)
    }


NEW: dict[str, Callable[[random.Random], dict[str, Any]]] = {
    DISCARD: new_discard,
    CONTRACT: new_contract,
}


def answers(exercise: Exercise) -> list[Any]:
    """Every answer the exercise offers, one per class (discards) or contract."""
    if isinstance(exercise, ChooseDiscard):
        return [key.split() for key in exercise.tricks()]
    return [contract.en for contract in exercise.candidates(PRESETS["sochi"])]


def answered(stage_id: str, entry: dict[str, Any]) -> dict[str, Any] | None:
    """The entry with its table, its best answer under Sochi and the answers the grader
    rejects; None when no answer is wrong (nothing to learn from the deal)."""
    table = EXERCISES[stage_id](entry).compute_table()
    entry = {**entry, "table": [[key, encode(tricks)] for key, tricks in table]}
    exercise = EXERCISES[stage_id](entry)
    sochi = PRESETS["sochi"]
    offered = answers(exercise)
    wrong = [answer for answer in offered if not exercise.judge(answer, sochi).correct]
    if not wrong:
        return None
    best = exercise.judge(offered[0], sochi).best_answer
    return {**entry, "answer": best, "wrong": wrong[:3]}


def make_pool(stage_id: str, size: int = POOL_SIZE, seed: int = 0) -> list[dict[str, Any]]:
    """``size`` answered entries dealt from ``seed`` (slow: the solver fills every table)."""
    rng = random.Random(seed)
    entries: list[dict[str, Any]] = []
    while len(entries) < size:
        entry = answered(stage_id, NEW[stage_id](rng))
        if entry is not None:
            entries.append(entry)
    return entries


def write_pool(stage_id: str, entries: list[dict[str, Any]]) -> Path:
    path = pool_path(stage_id)
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(entries, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


@cache
def load_pool(stage_id: str) -> tuple[dict[str, Any], ...]:
    return tuple(json.loads(pool_path(stage_id).read_text(encoding="utf-8")))


def pool_exercise(stage_id: str, seed: int) -> Exercise:
    """The practice exercise of ``seed``: the pool's entry ``seed % len(pool)``."""
    entries = load_pool(stage_id)
    return EXERCISES[stage_id](entries[seed % len(entries)])


def check_pool(stage_id: str, recompute: Iterable[int] = ()) -> list[str]:
    """Every entry builds and its stored answer and wrong answers grade as stated (from the
    stored table); the entries at the indexes ``recompute`` also have their table recomputed
    by the solver (seconds each)."""
    entries = load_pool(stage_id)
    again = set(recompute)
    problems: list[str] = []
    for index, entry in enumerate(entries):
        exercise = EXERCISES[stage_id](entry)
        level = Level(
            f"{stage_id}-pool-{index}", stage_id, TITLE, exercise.prompt, exercise, RULES[stage_id]
        )
        problems += check_level(level, tables=index in again)
    return problems
