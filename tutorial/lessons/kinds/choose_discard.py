"""``choose_discard``: which two of South's twelve (hand and talon) go away?

Answer: a list of two card strings (``["7C", "8C"]``, either notation). South then plays
``contract``; on each sampled layout of the unseen twenty the solver gives South's tricks
against the best defence, and the value of a discard is South's expected score under the
convention (``valued.expected``). Cards of one suit with no unseen card between them are
equivalent to discard, so the table holds one row per class (keyed by its lowest cards).

A discard behind the best is shown the layout where it falls furthest behind, with the
defence's line there (the solver's principal line): «which line of defence beats it».
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
    parse_cards,
    parse_contract,
)
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.common import (
    SEATS,
    SOUTH,
    cards_json,
    check_disjoint,
    read_card,
    seats_view,
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

    def compute_table(self) -> valued.TricksTable:
        classes: dict[str, frozenset[Card]] = {}
        for pair in combinations(sorted(self.twelve), 2):
            classes.setdefault(self.canonical(frozenset(pair)), self.twelve - frozenset(pair))
        columns = [
            valued.south_tricks_each(list(classes.values()), layout, self.game, self.first_hand)
            for layout in self.layouts()
        ]
        return valued.table_of(
            {key: [column[i] for column in columns] for i, key in enumerate(classes)}
        )

    def layouts(self) -> tuple[valued.Layout, ...]:
        return valued.sample_layouts(valued.unseen(self.twelve), self.seed, self.sample)

    def tricks(self) -> dict[str, tuple[int, ...]]:
        return dict(self.table if self.table is not None else self.compute_table())

    def view(self, convention: Convention) -> dict[str, Any]:
        return {
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

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        pair = self.read(answer)
        rows = self.tricks()
        values = {
            key: valued.expected(convention, self.game, tricks, self.first_hand)
            for key, tricks in rows.items()
        }
        best = max(values, key=lambda key: (values[key], key))
        mine = self.canonical(pair)
        value, best_value = values[mine], values[best]
        ok = value >= best_value - self.tolerance
        details: dict[str, Any] = {"tricks": list(rows[mine]), "best_tricks": list(rows[best])}
        reason = Text(
            "В среднем по {n} раскладам такой снос приносит Югу {value} виста, лучший "
            "({best}) — {best_value}.",
            "Over {n} layouts this discard brings South {value} whists on average; the "
            "best ({best}), {best_value}.",
        ).format(
            n=self.sample,
            value=valued.whists(value),
            best=valued.cards_text(parse_cards(best)),
            best_value=valued.whists(best_value),
        )
        if value < best_value:
            details["refutation"] = self.refutation(pair, rows[mine], rows[best])
            reason = reason + Text(
                "Вот расклад, где этот снос отстаёт больше всего, и защита, которая его бьёт.",
                "Here is the layout where this discard falls furthest behind, and the defence "
                "that beats it.",
            )
        return Judgement(
            ok,
            value >= best_value,
            reason,
            best_answer=best.split(),
            value=value,
            best_value=best_value,
            details=details,
        )

    def refutation(
        self, pair: frozenset[Card], mine: tuple[int, ...], best: tuple[int, ...]
    ) -> dict[str, Any]:
        """The layout where ``pair`` loses most tricks to the best discard, and the play."""
        index = max(range(len(mine)), key=lambda i: (best[i] - mine[i], -i))
        layout = self.layouts()[index]
        kept = self.twelve - pair
        line = valued.principal_line(kept, layout, self.game, self.first_hand)
        return {
            "layout": valued.layout_json(layout),
            "tricks": mine[index],
            "best_tricks": best[index],
            "line": [{"seat": seat, "card": card.en} for seat, card in line],
        }

    def depends_on(self) -> tuple[str, ...]:
        return ("game_values", "whist_trick_factor", "declarer_undertrick_factor")

    def check(self, convention: Convention) -> list[str]:
        if self.table is None:
            return ["choose_discard stores no table of tricks"]
        return valued.compare_tables(self.table, self.compute_table())
