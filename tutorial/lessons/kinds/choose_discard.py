"""``choose_discard``: which two of South's twelve (hand and talon) go away?

Answer: a list of two card strings (``["7C", "8C"]``, either notation). South then plays
``contract``; on each sampled layout of the unseen twenty the solver gives South's tricks
against the best defence, and the value of a discard is South's expected score under the
convention (``valued.expected``). Cards of one suit with no unseen card between them are
equivalent to discard, so the table holds one row per class (keyed by its lowest cards).

A discard behind the best is shown the layout where it falls furthest behind (from the table,
at once), and on request the defence's line there (``defence_line``: the solver's principal
line, a few hundred milliseconds): «which line of defence beats it, and shows it».
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from rulings.core import (
    HAND_SIZE,
    TALON_SIZE,
    Card,
    Contract,
    Convention,
    cite,
    parse_contract,
)
from tutorial.lessons.estimate import Estimate, compare
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.common import (
    SEATS,
    SOUTH,
    cards_json,
    check_disjoint,
    read_card,
    seats_view,
    tricks_text,
)
from tutorial.lessons.model import AnswerError, Judgement, LevelDataError, Text

DISCARD_RULE = cite(
    "sochi_leningrad",
    "Заказ игры",
    "Игрок берет прикуп и сносит две любые карты. После этого он должен заказать игру.",
)


def key_of(cards: tuple[Card, Card] | frozenset[Card]) -> str:
    return " ".join(card.en for card in sorted(cards))


@dataclass(frozen=True)
class ChooseDiscard:
    prompt: Text
    hand: frozenset[Card]  # South's ten before the talon
    talon: frozenset[Card]
    contract: str  # what South will play after the discard
    first_hand: str
    seed: int
    answer: tuple[str, str]
    table: valued.TricksTable | None = None
    sample: int = valued.SAMPLE_SIZE
    tolerance: float = 1.0
    wrong: tuple[tuple[str, str], ...] = ()
    lesson: Text | None = None  # the principle, told in the verdict of the stated discard
    kind: str = "choose_discard"

    def __post_init__(self) -> None:
        if len(self.hand) != HAND_SIZE or len(self.talon) != TALON_SIZE:
            raise LevelDataError("choose_discard needs South's ten and the talon's two")
        if self.first_hand not in SEATS:
            raise LevelDataError(f"first hand «{self.first_hand}» is not a seat")
        check_disjoint(self.hand, self.talon)

    @property
    def twelve(self) -> frozenset[Card]:
        return self.hand | self.talon

    @property
    def game(self) -> Contract:
        return parse_contract(self.contract)

    def representative(self, card: Card) -> Card:
        """The lowest of South's cards touching ``card`` in its suit (all others held or gone:
        with the twelve known, every other card is unseen, so touching means adjacent)."""
        while True:
            lower = [c for c in self.twelve if c.suit == card.suit and c.rank == card.rank - 1]
            if not lower:
                return card
            card = lower[0]

    def canonical(self, pair: frozenset[Card]) -> str:
        """The class of a discard: each card replaced by the lowest of its run, the second of
        a pair from one run by the next card up."""
        first, second = sorted(pair)
        a = self.representative(first)
        b = self.representative(second)
        if a == b:
            b = min(
                (c for c in self.twelve if c.suit == a.suit and c.rank > a.rank),
                key=lambda c: c.rank,
            )
        return key_of((a, b))

    def classes(self) -> dict[str, frozenset[Card]]:
        """Each class of discard (``canonical``) → the ten South keeps."""
        classes: dict[str, frozenset[Card]] = {}
        for pair in combinations(sorted(self.twelve), 2):
            classes.setdefault(self.canonical(frozenset(pair)), self.twelve - frozenset(pair))
        return classes

    def column(self, layout: valued.Layout) -> dict[str, int]:
        """South's tricks with each class of discard on one layout."""
        classes = self.classes()
        tricks = valued.south_tricks_each(
            list(classes.values()), layout, self.game, self.first_hand
        )
        return dict(zip(classes, tricks, strict=True))

    def compute_table(self) -> valued.TricksTable:
        columns = [self.column(layout) for layout in self.layouts()]
        return valued.table_of({key: [column[key] for column in columns] for key in columns[0]})

    def layouts(self) -> tuple[valued.Layout, ...]:
        return valued.sample_layouts(valued.unseen(self.twelve), self.seed, self.sample)

    def tricks(self) -> dict[str, tuple[int, ...]]:
        return dict(self.table if self.table is not None else self.compute_table())

    def view(self, convention: Convention) -> dict[str, Any]:
        _, note = valued.graded_under(convention, self.game)
        return {
            **({"note": note.as_json()} if note else {}),
            "seats": seats_view(),
            "learner": SOUTH,
            "hand": cards_json(self.hand),
            "talon": cards_json(self.talon),
            "contract": self.game.en,
            "first_hand": self.first_hand,
            "choices": cards_json(self.twelve),
            "pick": 2,
            "layouts_sampled": self.sample,
        }

    def read(self, answer: Any) -> frozenset[Card]:
        if not isinstance(answer, list | tuple) or len(answer) != 2:
            raise AnswerError('a discard is a list of two cards, e.g. ["7C", "8C"]')
        cards = frozenset(read_card(item) for item in answer)
        if len(cards) != 2:
            raise AnswerError("the two cards of a discard are different cards")
        strangers = sorted(cards - self.twelve)
        if strangers:
            raise AnswerError("%(card)s is not among South's twelve", card=strangers[0].en)
        return cards

    def scores(self, convention: Convention) -> dict[str, list[float]]:
        """Each class of discard's score on each layout under ``convention``."""
        layouts = self.layouts()
        return {
            key: valued.scores(convention, self.game, tricks, layouts)
            for key, tricks in self.tricks().items()
        }

    def stated(self) -> str | None:
        return (  # none while a pool is made
            self.canonical(frozenset(read_card(card) for card in self.answer))
            if len(self.answer) == 2
            else None
        )

    def estimates(
        self, convention: Convention, mine: str | None = None
    ) -> tuple[str, dict[str, Estimate]]:
        """The best class of discard and each one's estimate against it; among equal ones
        the best is the learner's own (``mine``), then the level's stated answer, so a verdict
        never names another discard as better when it is only as good."""
        return compare(self.scores(convention), prefer=(mine, self.stated()))

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        pair = self.read(answer)
        convention, note = valued.graded_under(convention, self.game)
        rows = self.tricks()
        mine = self.canonical(pair)
        best, estimates = self.estimates(convention, mine)
        estimate = estimates[mine]
        ok, as_good = valued.accepted(estimate, self.tolerance)
        best = valued.named_best(estimates, mine, self.stated(), best)
        value = estimate.value
        best_value = estimate.best_value if as_good else estimates[best].value
        details: dict[str, Any] = {
            "tricks": list(rows[mine]),
            "best_tricks": list(rows[best]),
            "error": round(estimate.margin, 2),
        }
        reason = (
            Text(
                "С таким сносом Юг {n} получает в среднем {value} в расчёте — столько же, "
                "сколько с лучшим.",
                "With this discard South gets {value} on average in the settlement {n}, as "
                "much as with the best.",
            )
            if estimate.gap <= 0
            else Text(
                "С таким сносом Юг {n} получает в среднем {value} в расчёте.",
                "With this discard South gets {value} on average in the settlement {n}.",
            )
            if as_good
            else Text(
                "С таким сносом Юг {n} получает в среднем {value} в расчёте, с лучшим "
                "сносом — {best_value}.",
                "With this discard South gets {value} on average in the settlement {n}; with "
                "the best discard, {best_value}.",
            )
        ).format(
            n=valued.layouts_text(self.sample),
            value=valued.whists(value),
            best_value=valued.whists(best_value),
        )
        reason += valued.defence_reason(convention, self.game, self.layouts())
        reason += valued.estimate_reason(estimate)
        refutation = {} if as_good else self.refutation(pair, best)
        if refutation:
            details["refutation"] = refutation
            reason = reason + Text(
                "Вот расклад, где этот снос отстаёт больше всего: там Юг берёт {tricks}, а с "
                "лучшим сносом — {best_tricks}.",
                "Here is the layout where this discard falls furthest behind: South takes "
                "{tricks} there, and {best_tricks} with the best discard.",
            ).format(
                tricks=tricks_text(refutation["tricks"]),
                best_tricks=tricks_text(refutation["best_tricks"]),
            )
        if mine == self.stated() and self.lesson is not None:  # the lesson is about that one
            reason = reason + self.lesson
        if note:
            reason = note + reason
        return Judgement(
            ok,
            as_good,
            reason,
            best_answer=best.split(),
            value=value,
            best_value=best_value,
            details=details,
        )

    def behind(self, pair: frozenset[Card], best: str) -> int | None:
        """The layout where ``pair`` falls furthest behind the ``best`` discard (None if it
        is never behind)."""
        rows = self.tricks()
        mine, top = rows[self.canonical(pair)], rows[best]
        gaps = [top[i] - mine[i] for i in range(len(mine))]
        return gaps.index(max(gaps)) if max(gaps) > 0 else None

    def refutation(self, pair: frozenset[Card], best: str) -> dict[str, Any]:
        """The layout that beats ``pair`` most, from the table (no solving at the request)."""
        index = self.behind(pair, best)
        if index is None:
            return {}
        rows = self.tricks()
        return {
            "layout_index": index,
            "layout": valued.layout_json(self.layouts()[index]),
            "tricks": rows[self.canonical(pair)][index],
            "best_tricks": rows[best][index],
        }

    def defence_line(
        self, answer: Any, convention: Convention, *, node_budget: int | None = None
    ) -> list[dict[str, str]] | None:
        """The play on the refuting layout with best play by all (the defence that beats this
        discard): the solver's principal line. Asked for separately, as it takes the solver
        a few hundred milliseconds; ``node_budget`` bounds it (``SolverBudgetError`` past it,
        issue 13)."""
        pair = self.read(answer)
        convention, _ = valued.graded_under(convention, self.game)
        mine = self.canonical(pair)
        best, estimates = self.estimates(convention, mine)
        if estimates[mine].as_good_as_best:  # the verdict shows no defence for it either
            return None
        index = self.behind(pair, best)
        if index is None:
            return None
        kept = self.twelve - pair
        line = valued.principal_line(
            kept, self.layouts()[index], self.game, self.first_hand, node_budget=node_budget
        )
        return [{"seat": seat, "card": card.en} for seat, card in line]

    def depends_on(self) -> tuple[str, ...]:
        return valued.DECLARER_SCORE_OPTIONS

    def check(self, convention: Convention) -> list[str]:
        if self.table is None:
            return ["choose_discard stores no table of tricks"]
        layouts = self.layouts()
        return valued.verify(self.table, lambda index: self.column(layouts[index]))
