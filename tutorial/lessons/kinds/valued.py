"""What the value-graded kinds share (``choose_discard``, ``choose_contract``).

South has bought the talon; the twenty cards South cannot see lie between West and East in one
of many ways. A seeded sample of those layouts (``sample_layouts``) stands for all of them. On
each, the core's double-dummy solver gives South's tricks against the best defence (both
defenders whist and play closed, knowing every card: the hardest defence South can meet). The
tricks do not depend on the convention, so a level stores them (``TricksTable``, answer →
tricks on each layout) and ``lessons check`` recomputes them; the *value* of an answer is
South's expected score, the mean over the layouts of South's balance in whists after the deal,
scored by the core under the learner's convention (``declarer_score``).

An answer within ``tolerance`` whists of the best is accepted (fewer stars); further is wrong.

Where the learner's convention has no such contract (the Balkan game plays sixes only), the
level is graded under Sochi and both the view and the verdict say so (``graded_under``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from statistics import fmean

from rulings.core import (
    DECK,
    Card,
    Contract,
    Convention,
    DealResult,
    Goal,
    IllegalContractError,
    Position,
    Solver,
    Variant,
    check_contract,
    score_outcomes,
)
from tutorial.lessons.defence import Calls, calls_on, declarer_balance, summary
from tutorial.lessons.estimate import Estimate, close_call, error_text
from tutorial.lessons.kinds.common import EAST, SEATS, SOUTH, WEST, cards_json, russian_noun
from tutorial.lessons.model import Judgement, Text
from tutorial.lessons.tables import checked_indexes

Layout = tuple[frozenset[Card], frozenset[Card]]  # West's and East's hands
TricksTable = tuple[tuple[str, tuple[int, ...]], ...]  # answer key → South's tricks per layout

SAMPLE_SIZE = 8


def unseen(known: Iterable[Card]) -> tuple[Card, ...]:
    known = frozenset(known)
    return tuple(card for card in DECK if card not in known)


@lru_cache(maxsize=256)
def sample_layouts(cards: Sequence[Card], seed: int, size: int = SAMPLE_SIZE) -> tuple[Layout, ...]:
    """``size`` deals of ``cards`` into two equal hands, the same for the same seed."""
    rng = random.Random(seed)
    half = len(cards) // 2
    layouts = []
    for _ in range(size):
        shuffled = list(cards)
        rng.shuffle(shuffled)
        layouts.append((frozenset(shuffled[:half]), frozenset(shuffled[half:])))
    return tuple(layouts)


def layout_json(layout: Layout) -> dict[str, list[str]]:
    return {WEST: cards_json(layout[0]), EAST: cards_json(layout[1])}


def position_of(hand: frozenset[Card], layout: Layout, contract: Contract, leader: str) -> Position:
    return Position.for_contract(
        contract,
        SEATS,
        {SOUTH: hand, WEST: layout[0], EAST: layout[1]},
        to_play=leader,
        declarer=SOUTH,
        goal=Goal.MAX,
    )


def south_tricks(hand: frozenset[Card], layout: Layout, contract: Contract, leader: str) -> int:
    """South's tricks as declarer on one layout with best play by all (double dummy)."""
    return Solver(position_of(hand, layout, contract, leader)).solve()


def south_tricks_each(
    hands: Sequence[frozenset[Card]], layout: Layout, contract: Contract, leader: str
) -> list[int]:
    """``south_tricks`` for several hands of South against one layout. One solver serves them
    all: its table of positions carries over from hand to hand (2–3× faster for discards)."""
    positions = [position_of(hand, layout, contract, leader) for hand in hands]
    solver = Solver(positions[0])
    return [solver.solve(position) for position in positions]


def principal_line(
    hand: frozenset[Card],
    layout: Layout,
    contract: Contract,
    leader: str,
    *,
    node_budget: int | None = None,
) -> list[tuple[str, Card]]:
    """A line of best play by all three on one layout (the solver's); past ``node_budget``
    positions searched, ``SolverBudgetError``."""
    position = position_of(hand, layout, contract, leader)
    return Solver(position, node_budget=node_budget).principal_line()


def dealer_of(first_hand: str) -> str:
    """The dealer sits just before the first hand (the first hand is on the dealer's left)."""
    return SEATS[(SEATS.index(first_hand) - 1) % 3]


@lru_cache(maxsize=4096)
def declarer_score(
    convention: Convention, contract: Contract, tricks: int, first_hand: str
) -> float:
    """South's balance in whists after one deal: South plays ``contract`` and takes ``tricks``,
    both defenders whist and share the rest (West one more when odd). Scored and settled by the
    core under ``convention``."""
    rest = 10 - tricks
    result = DealResult.create(
        dealer=dealer_of(first_hand),
        contract=contract,
        declarer=SOUTH,
        calls={WEST: "whist", EAST: "whist"},
        tricks={SOUTH: tricks, WEST: rest - rest // 2, EAST: rest // 2},
    )
    _, settlement = score_outcomes(convention, SEATS, [result])
    return float(settlement.balance[SOUTH])


FALLBACK = "sochi"  # the preset a level is graded under where the table has no such contract
BALKAN_NUMBERS = range(2, 8)  # the Balkan auction's numbers: ♠2 ♦3 ♥4 ♣5, Bettel 6, Sans 7


def is_contract(convention: Convention, contract: Contract) -> bool:
    """Whether the core can score ``contract`` under ``convention`` (a Balkan seven cannot)."""
    try:
        declarer_score(convention, contract, 6, SOUTH)
    except IllegalContractError:
        return False
    return True


def graded_under(
    convention: Convention, *contracts: Contract, among_choices: bool = False
) -> tuple[Convention, Text | None]:
    """The convention a level about ``contracts`` is graded under: the learner's where it has
    every one of them, else Sochi's, with the sentence that says so. ``among_choices``: the
    contracts are the level's choices, so the sentence names none (the one missing may be the
    answer, issue 20)."""
    missing = [contract for contract in contracts if not is_contract(convention, contract)]
    if not missing:
        return convention, None
    if among_choices:
        note = Text(
            "По правилам этого стола некоторых из этих игр нет: здесь ответ проверен по "
            "правилам Сочи.",
            "This table's rules lack some of these contracts: the answer is graded under the "
            "Sochi rules here.",
        )
    else:
        note = Text(
            "По правилам этого стола игры {contract} нет: здесь ответ проверен по правилам Сочи.",
            "This table's rules have no {contract} contract: the answer is graded under the "
            "Sochi rules here.",
        ).format(contract=missing[0])
    return Convention.preset(FALLBACK), note


def with_fallback_note(judgement: Judgement, note: Text | None) -> Judgement:
    """``judgement`` graded under Sochi's rules because the table lacks the contract: the note
    before its reason, and the rules it was graded under in its details (the verdict names
    them, not the table's, in «проверено по правилам …»)."""
    if note is None:
        return judgement
    return replace(
        judgement,
        reason=note + judgement.reason,
        details={**judgement.details, "graded_under": FALLBACK},
    )


def auction_bid(bid: Contract, convention: Convention) -> Contract | int:
    """The bid the talon was bought at as ``check_contract`` reads it: the Balkan auction bids
    numbers, and a six stands for the highest number at which it may still be named."""
    if convention.variant is not Variant.BALKAN:
        return bid
    allowed = []
    for number in BALKAN_NUMBERS:
        try:
            check_contract(number, bid, convention)
        except IllegalContractError:
            continue
        allowed.append(number)
    return max(allowed)


@lru_cache(maxsize=256)
def defenders_calls(
    convention: Convention, contract: Contract, layouts: tuple[Layout, ...]
) -> tuple[Calls, ...]:
    """The defenders' calls on each layout (``defence``: each judges his own ten)."""
    return tuple(calls_on(convention, contract, west, east) for west, east in layouts)


def scores(
    convention: Convention,
    contract: Contract,
    tricks: Sequence[int],
    layouts: Sequence[Layout],
) -> list[float]:
    """South's balance on each layout after the defenders' calls there."""
    calls = defenders_calls(convention, contract, tuple(layouts))
    pairs = list(zip(calls, tricks, strict=True))
    balance = {pair: declarer_balance(convention, contract, *pair) for pair in set(pairs)}
    return [balance[pair] for pair in pairs]


def expected(
    convention: Convention,
    contract: Contract,
    tricks: Sequence[int],
    layouts: Sequence[Layout],
) -> float:
    return fmean(scores(convention, contract, tricks, layouts))


def defence_reason(convention: Convention, contract: Contract, layouts: Sequence[Layout]) -> Text:
    """The calls the verdict assumed, and how often each came up."""
    return Text(
        "Защитники решают по своим картам (вистуют, когда верных взяток хватает на свою "
        "половину обязательства): {calls}.",
        "Each defender decides from his own cards (whisting when his sure tricks make his half "
        "of the obligation): {calls}.",
    ).format(calls=summary(defenders_calls(convention, contract, tuple(layouts))))


# The convention's options a declarer's expected score depends on (the levels graded by it
# say so, so that a change of the table's rules regrades them)
DECLARER_SCORE_OPTIONS = ("game_values", "whist_trick_factor", "declarer_undertrick_factor")


def accepted(estimate: Estimate, tolerance: float) -> tuple[bool, bool]:
    """(correct, as good as the best): an answer the sample cannot tell from the best is
    graded as the best; one behind it by no more than ``tolerance`` whists is still right."""
    best = estimate.as_good_as_best
    return best or estimate.gap <= tolerance + 1e-9, best


def named_best[Key](
    estimates: Mapping[Key, Estimate], mine: Key, stated: Key | None, best: Key
) -> Key:
    """The answer a verdict names as the best: the learner's own where the sample cannot
    tell it from the best, else the level's stated answer where it cannot tell that one, else
    the best (a level never teaches one answer and names another as better, issue 20)."""
    if estimates[mine].as_good_as_best:
        return mine
    if (
        stated in estimates
        and estimates[stated].as_good_as_best
        and estimates[stated].value > estimates[mine].value
    ):
        return stated
    return best


def estimate_reason(estimate: Estimate) -> Text:
    """What a value-graded verdict adds after the values (which name the sample): «почти
    равны» where the sample cannot tell the answer from the best, else the error."""
    if estimate.as_good_as_best and estimate.gap > 0:  # the error is in «почти равны»
        return close_call(estimate)
    return error_text(estimate)


def verify(stored: TricksTable, solve_column: Callable[[int], Mapping[str, int]]) -> list[str]:
    """Solve a spread subset of a stored table's layouts again (``tables.checked_indexes``)
    and say where a stored trick count differs; ``solve_column(i)`` gives every row's tricks
    on layout ``i``."""
    rows = dict(stored)
    sample = len(next(iter(rows.values())))
    problems = []
    for index in checked_indexes(sample):
        for key, tricks in solve_column(index).items():
            if rows.get(key, ())[index : index + 1] != (tricks,):
                problems.append(
                    f"answer {key} on layout {index}: stored "
                    f"{rows.get(key, ())[index : index + 1]}, computed {tricks}"
                )
    return problems


def table_of(rows: Mapping[str, Iterable[int]]) -> TricksTable:
    return tuple(sorted((key, tuple(values)) for key, values in rows.items()))


def whists(value: float) -> Text:
    """An expected result as a player says it, the noun included: «+28 вистов», «+2,5 виста»,
    «0 вистов» / «+28 whists», «+2.5 whists» (a whole number when it is one)."""
    if round(value, 1) == round(value):
        number = round(value)
        text = f"{number:+d}" if number else "0"  # nothing won or lost has no sign
        noun = russian_noun(number, "вист", "виста", "вистов")
        return Text(f"{text} {noun}", f"{text} whist{'' if abs(number) == 1 else 's'}")
    text = f"{value:+.1f}"
    return Text(f"{text.replace('.', ',')} виста", f"{text} whists")


def layouts_text(n: int) -> Text:
    """«на 8 возможных раскладах карт противников» / «over 8 possible layouts of the
    opponents' cards»."""
    return Text(
        f"на {n} возможных раскладах карт противников",
        f"over {n} possible layouts of the opponents' cards",
    )


def cards_text(cards: Iterable[Card]) -> Text:
    cards = sorted(cards)
    return Text(" ".join(card.ru for card in cards), " ".join(card.symbol for card in cards))
