"""``choose_whist``: West plays a contract; East has spoken; does South whist, pass, or (where
the table allows it) go for a half-whist?

Answer: ``"whist"``/``"вист"``, ``"pass"``/``"пас"``, ``"half"``/``"полвиста"``. The calls
offered are exactly what the core's ``Whisting`` lets South say after East's call under the
convention (half-whist only after East's pass, on the levels ``half_whist_levels`` names).

The value of a call: the twenty-two cards South cannot see (West's ten, East's ten, West's
discard) are dealt in a seeded sample of layouts in which West holds a hand that could have
named the contract (``declarer_fits``: trumps and sure tricks); on each, the core's
double-dummy solver gives West's tricks against both defenders' cards (best play by all, so
open or closed whist makes no difference to the count). That one row of tricks is all a level
stores (``table``): the calls differ only in how the deal is scored. Each call is scored by the
core under the learner's convention with East's actual call (``whist_scoring.deal_outcome``):
both whist, East alone, South alone, both pass (the game counts as made), or a half-whist; the
value is South's mean balance in whists after the settlement. The best call has the highest
value; one within ``tolerance`` whists of it is accepted with fewer stars.

This lifts, for whisting, the limit the contract levels keep (``valued.declarer_score`` assumes
two whisters): here the other defender's call is the one the level states. Two readings remain,
and the docs say so: two whisters share their tricks as evenly as they go, and after South's
half-whist East does not take the whist back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property, lru_cache
from statistics import fmean
from typing import Any

from rulings.core import (
    HAND_SIZE,
    Card,
    Contract,
    Convention,
    Goal,
    IllegalWhistCallError,
    Position,
    Solver,
    WhistCall,
    cite,
    parse_cards,
    parse_contract,
    parse_whist_call,
)
from tutorial.lessons import counting, made
from tutorial.lessons.estimate import Estimate, compare, number
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.common import EAST, SEATS, SOUTH, WEST, cards_json, seats_view
from tutorial.lessons.kinds.whist_scoring import DECLARER, deal_outcome, whisting_after
from tutorial.lessons.model import AnswerError, Judgement, LevelDataError, Text
from tutorial.lessons.rules_names import capitalized, rules_name

WHIST_CHOICE_RULE = cite(
    "sochi_leningrad",
    "Вист",
    "Если игрок обязуется взять определенное число взяток, он заявляет «вист», если нет – «пас».",
)
CALL_NAMES = {
    WhistCall.WHIST: Text("вист", "whist"),
    WhistCall.PASS: Text("пас", "pass"),
    WhistCall.HALF: Text("полвиста", "half-whist"),
}
SAMPLE = 12
SHOWN_LAYOUTS = 5  # the layouts a verdict shows, with what each call writes on them
DEALS_PER_LAYOUT = 125  # rejection sampling gives up past this many deals a layout asked for
TRUMPS_NEEDED = {6: 5, 7: 5, 8: 6, 9: 6, 10: 6}  # a declarer's least trumps for the level
SURE_SHORT = 2  # and sure tricks at most this many short of the contract


def west_discard(twelve: frozenset[Card], contract: Contract) -> frozenset[Card]:
    """West's two discarded: the two lowest cards outside the trump suit."""
    side = [card for card in twelve if contract.strain is None or card.suit != contract.trump]
    return frozenset(sorted(side, key=lambda c: (c.rank, c.suit.value))[:2])


def declarer_fits(cards: frozenset[Card], contract: Contract) -> bool:
    """Whether West's ten could have named ``contract``: sure tricks no more than
    ``SURE_SHORT`` short of it (``counting.sure_tricks``); the trumps are dealt to fit."""
    return counting.sure_tricks(cards) >= contract.level - SURE_SHORT


@dataclass(frozen=True)
class WhistLayout:
    west: frozenset[Card]
    east: frozenset[Card]
    discard: frozenset[Card]


def sample_layouts(
    hand: frozenset[Card], contract: Contract, seed: int, size: int = SAMPLE
) -> tuple[WhistLayout, ...]:
    """``size`` layouts of the cards South cannot see in which West fits the contract
    (``drawn_layouts``; a practice deal's made ahead: ``made``)."""
    return LAYOUTS(hand, contract, seed, size)


@lru_cache(maxsize=256)
def drawn_layouts(
    hand: frozenset[Card], contract: Contract, seed: int, size: int
) -> tuple[WhistLayout, ...]:
    """``size`` layouts of the cards South cannot see in which West fits the contract; the
    same for the same seed. West's twelve (ten and the talon) take a declarer's length in
    trumps first (``TRUMPS_NEEDED`` up to two more, as the unseen trumps allow), then random
    cards; a layout where West's ten do not fit (``declarer_fits``) is dealt again."""
    rng = random.Random(seed)
    cards = valued.unseen(hand)
    trump = contract.trump
    trumps = [card for card in cards if trump is not None and card.suit == trump]
    short = trumps_short(hand, contract)
    if short:  # the review's whist-with-trumps: West named 6♥ holding three hearts
        raise LevelDataError(short)
    need = TRUMPS_NEEDED[contract.level] if trump is not None else 0
    layouts: list[WhistLayout] = []
    for _ in range(DEALS_PER_LAYOUT * size):
        chosen = rng.sample(trumps, rng.randint(need, min(len(trumps), need + 2)))
        rest = [card for card in cards if card not in chosen]
        rng.shuffle(rest)
        twelve = frozenset(chosen + rest[: 12 - len(chosen)])
        east = frozenset(rest[12 - len(chosen) :])
        discard = west_discard(twelve, contract)
        west = twelve - discard
        if declarer_fits(west, contract):
            layouts.append(WhistLayout(west, east, discard))
            if len(layouts) == size:
                return tuple(layouts)
    raise LevelDataError(f"no West fits {contract.en} often enough against this hand")


def trumps_short(hand: frozenset[Card], contract: Contract) -> str | None:
    """Why no West can have named ``contract`` against South's ``hand``: the trumps South does
    not hold are fewer than a declarer's least (``TRUMPS_NEEDED``); None when they suffice."""
    if contract.trump is None:
        return None
    unseen = sum(1 for card in valued.unseen(hand) if card.suit == contract.trump)
    need = TRUMPS_NEEDED[contract.level]
    if unseen >= need:
        return None
    held = sum(1 for card in hand if card.suit == contract.trump)
    return (
        f"South holds {held} trumps: West cannot hold the {need} a declarer of {contract.en} holds"
    )


def _dump_layouts(layouts: tuple[WhistLayout, ...]) -> str:
    return ";".join(
        "/".join(made.cards_key(cards) for cards in (lay.west, lay.east, lay.discard))
        for lay in layouts
    )


def _load_layouts(text: str) -> tuple[WhistLayout, ...]:
    return tuple(
        WhistLayout(*(frozenset(parse_cards(part)) for part in item.split("/")))
        for item in text.split(";")
    )


LAYOUTS = made.Ahead(
    "whist_layouts",
    drawn_layouts,
    lambda hand, game, seed, size: f"{made.cards_key(hand)}|{game.en}|{seed}|{size}",
    _dump_layouts,
    _load_layouts,
    refuses=LevelDataError,
)


def declarer_tricks(hand: frozenset[Card], layout: WhistLayout, contract: Contract) -> int:
    """West's tricks with best play by all; West leads (South deals: the first hand leads)."""
    position = Position.for_contract(
        contract,
        SEATS,
        {SOUTH: hand, WEST: layout.west, EAST: layout.east},
        to_play=WEST,
        declarer=DECLARER,
        goal=Goal.MAX,
    )
    return Solver(position).solve()


def solved_table(hand: frozenset[Card], game: Contract, seed: int, sample: int) -> tuple[int, ...]:
    layouts = sample_layouts(hand, game, seed, sample)
    return tuple(declarer_tricks(hand, layout, game) for layout in layouts)


# West's tricks on each sampled layout (a practice deal's made ahead: ``made``)
declarer_table = made.Ahead(
    "declarer_table",
    solved_table,
    lambda hand, game, seed, sample: f"{made.cards_key(hand)}|{game.en}|{seed}|{sample}",
    made.dump_digits,
    made.load_digits,
)


@dataclass(frozen=True)
class ChooseWhist:
    prompt: Text
    hand: frozenset[Card]  # South's ten
    contract: str  # West's contract
    east_call: str  # "whist" or "pass": what East (the first defender) said
    seed: int
    answer: str
    table: tuple[int, ...] | None = None  # West's tricks on each sampled layout
    sample: int = SAMPLE
    tolerance: float = 1.0
    wrong: tuple[str, ...] = ()
    lesson: Text | None = None  # the principle, told in the verdict of a right call only
    kind: str = "choose_whist"

    def __post_init__(self) -> None:
        if len(self.hand) != HAND_SIZE:
            raise LevelDataError("choose_whist needs South's ten")
        if parse_whist_call(self.east_call) not in (WhistCall.WHIST, WhistCall.PASS):
            raise LevelDataError("East says whist or pass")
        if not self.game.is_game:
            raise LevelDataError("only a game in tricks is whisted")

    @property
    def game(self) -> Contract:
        return parse_contract(self.contract)

    @cached_property
    def _east(self) -> tuple[tuple[str, WhistCall], ...]:
        return ((EAST, parse_whist_call(self.east_call)),)

    def layouts(self) -> tuple[WhistLayout, ...]:
        return sample_layouts(self.hand, self.game, self.seed, self.sample)

    def compute_table(self) -> tuple[int, ...]:
        return declarer_table(self.hand, self.game, self.seed, self.sample)

    def tricks(self) -> tuple[int, ...]:
        return self.table if self.table is not None else self.compute_table()

    def calls(self, convention: Convention) -> tuple[WhistCall, ...]:
        """What the core lets South say after East's call under ``convention``."""
        return whisting_after(convention, self.game, self._east).legal_calls()

    def scores(self, convention: Convention) -> dict[WhistCall, list[float]]:
        """Each call South may make: South's balance on each layout."""
        tricks = self.tricks()
        return {
            call: [
                deal_outcome(convention, self.game, (*self._east, (SOUTH, call)), t).balance[SOUTH]
                for t in tricks
            ]
            for call in self.calls(convention)
        }

    def values(self, convention: Convention) -> dict[WhistCall, float]:
        return {call: fmean(row) for call, row in self.scores(convention).items()}

    def view(self, convention: Convention) -> dict[str, Any]:
        convention, note = valued.graded_under(convention, self.game)
        return {
            **({"note": note.as_json()} if note else {}),
            "seats": seats_view(),
            "learner": SOUTH,
            "hand": cards_json(self.hand),
            "contract": self.game.en,
            "declarer": WEST,
            "east_call": parse_whist_call(self.east_call).value,
            "choices": [
                {"id": call.value, "text": CALL_NAMES[call].as_json()}
                for call in self.calls(convention)
            ],
            "layouts_sampled": self.sample,
        }

    def read(self, answer: Any) -> WhistCall:
        try:
            call = parse_whist_call(answer if isinstance(answer, str) else repr(answer))
        except IllegalWhistCallError as error:
            raise AnswerError(error.template, **error.params) from None
        if call not in CALL_NAMES:
            raise AnswerError("%(value)s: answer whist, pass or half-whist", value=repr(answer))
        return call

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        call = self.read(answer)
        graded, note = valued.graded_under(convention, self.game)
        judgement = self.judged(call, graded)
        return valued.with_fallback_note(judgement, note)

    def judged(self, call: WhistCall, convention: Convention) -> Judgement:
        stated = parse_whist_call(self.answer) if self.answer else None  # none while dealing
        best, estimates = compare(self.scores(convention), prefer=(call, stated))
        values = {c: estimate.value for c, estimate in estimates.items()}
        if call not in values:
            return Judgement(
                False,
                False,
                Text(
                    "Так сказать здесь нельзя: по правилам стола Югу можно сказать {allowed}.",
                    "South cannot say that here: the table's rules allow {allowed}.",
                ).format(allowed=_listed(values)),
                best_answer=best.value,
                citations=(WHIST_CHOICE_RULE,),
            )
        estimate = estimates[call]
        correct, as_good = valued.accepted(estimate, self.tolerance)
        best = valued.named_best(estimates, call, stated, best)
        value = estimate.value
        best_value = estimate.best_value if as_good else estimates[best].value
        reason = (
            Text(
                "Сказав «{call}», Юг {n} получает в среднем {value} в расчёте — не меньше, чем "
                "при любом другом ответе.",
                "Saying «{call}», South gets {value} on average in the settlement {n}: no less "
                "than with any other call.",
            )
            if estimate.gap <= 0
            else Text(
                "Сказав «{call}», Юг {n} получает в среднем {value} в расчёте.",
                "Saying «{call}», South gets {value} on average in the settlement {n}.",
            )
            if as_good
            else Text(
                "Сказав «{call}», Юг {n} получает в среднем {value} в расчёте, а при лучшем "
                "ответе — {best_value}.",
                "Saying «{call}», South gets {value} on average in the settlement {n}; with the "
                "best call, {best_value}.",
            )
        ).format(
            call=CALL_NAMES[call],
            n=valued.layouts_text(self.sample),
            value=valued.whists(value),
            best_value=valued.whists(best_value),
        )
        if correct:
            reason = reason + valued.estimate_reason(estimate) + self.every_call(values, convention)
            if self.lesson is not None and call == stated:  # the lesson is about that call
                reason = reason + self.lesson
        else:  # the table of every call would name the best one (issue 20): the gap only
            reason = self.behind(estimate)
        return Judgement(
            correct,
            as_good,
            reason,
            best_answer=best.value,
            value=value,
            best_value=best_value,
            details={
                "declarer_tricks": list(self.tricks()),
                "layouts": self.shown_layouts(convention),
                "values": {c.value: round(v, 2) for c, v in values.items()},
                "error": round(estimate.margin, 2),
            },
        )

    def behind(self, estimate: Estimate) -> Text:
        """A wrong call's verdict: its own mean and how far the best is ahead, never which
        call that is (the learner tries again; «Показать ответ» shows every call's number)."""
        behind = Text(
            "Этот ответ даёт Югу в среднем {value} виста {n}; есть ответ лучше на {gap} виста.",
            "This call gives South {value_en} whists on average {n}; there is a better one by "
            "{gap_en} whists.",
        ).format(
            n=valued.layouts_text(self.sample),
            value=number(estimate.value),
            value_en=f"{estimate.value:+.1f}",
            gap=f"{estimate.gap:.1f}".replace(".", ","),
            gap_en=f"{estimate.gap:.1f}",
        )
        if estimate.margin < 0.05:  # the gap is the same on every layout
            return behind
        return behind + Text(
            "Ошибка оценки ±{margin} виста.", "The estimate's error: ±{margin_en} whists."
        ).format(
            margin=f"{estimate.margin:.1f}".replace(".", ","),
            margin_en=f"{estimate.margin:.1f}",
        )

    def shown_layouts(self, convention: Convention) -> list[dict[str, Any]]:
        """«Показать расклады»: the first ``SHOWN_LAYOUTS`` layouts, West's tricks on each and
        what each call leaves South after the settlement there."""
        # the first layouts of the level's own sample, so that the tricks and balances are
        # theirs: the same seed draws the same deals, and a small sample stops at the same
        # first layouts unless it runs out of deals first (then the whole sample is drawn)
        try:
            layouts = sample_layouts(self.hand, self.game, self.seed, SHOWN_LAYOUTS)
        except LevelDataError:
            layouts = self.layouts()[:SHOWN_LAYOUTS]
        scores = self.scores(convention)
        return [
            {
                WEST: cards_json(layout.west),
                EAST: cards_json(layout.east),
                "discard": cards_json(layout.discard),
                "tricks": self.tricks()[i],
                "balances": {call.value: row[i] for call, row in scores.items()},
            }
            for i, layout in enumerate(layouts)
        ]

    def every_call(self, values: dict[WhistCall, float], convention: Convention) -> Text:
        """«По правилам Сочи: вист — +2,3 виста (Запад не доберёт в 42 % раскладов); пас — …»:
        each call South may make, its mean balance and why."""
        tricks = self.tricks()
        down = round(100 * sum(t < self.game.level for t in tricks) / len(tricks))
        east_whists = parse_whist_call(self.east_call) is WhistCall.WHIST
        why = {
            WhistCall.WHIST: Text(
                "Запад не доберёт в {down} % раскладов", "West falls short on {down} % of layouts"
            ).format(down=down),
            WhistCall.PASS: Text("Восток вистует один", "East whists alone")
            if east_whists
            else Text("оба пасуют: игра Запада засчитана", "both pass: West's game counts"),
            WhistCall.HALF: Text(
                "висты за половину обязательства без розыгрыша",
                "whists for half the obligation, the hand not played",
            ),
        }
        parts = [
            Text("{call} — {value} ({why})", "{call}: {value} ({why})").format(
                call=CALL_NAMES[call], value=valued.whists(v), why=why[call]
            )
            for call, v in values.items()
        ]
        listed = Text("; ".join(part.ru for part in parts), "; ".join(part.en for part in parts))
        return Text("{rules}: {listed}.", "{rules}: {listed}.").format(
            rules=capitalized(rules_name(convention)), listed=listed
        )

    def depends_on(self) -> tuple[str, ...]:
        return (
            "whist_obligations",
            "lone_whist_obligations",
            "responsibility",
            "whist_split",
            "half_whist_levels",
            "half_whist_tricks",
            "all_pass_made",
        )

    def check(self, convention: Convention) -> list[str]:
        short = trumps_short(self.hand, self.game)
        if short:
            return [short]
        if self.table is None:
            return ["choose_whist stores no table of tricks"]
        layouts = self.layouts()
        return valued.verify(
            (("", self.table),),
            lambda index: {"": declarer_tricks(self.hand, layouts[index], self.game)},
        )


def _listed(values: dict[WhistCall, float]) -> Text:
    calls = [CALL_NAMES[call] for call in values]
    return Text(", ".join(f"«{c.ru}»" for c in calls), ", ".join(f"«{c.en}»" for c in calls))
