"""``choose_contract``: after the discard, which contract (level and trump) does South name?

Answer: a contract as text (``"7H"``, ``"7♥"``, ``"6БК"``, ``"6NT"``). Only contracts the core
allows after the auction (``check_contract``: not below the bid the talon was bought at) are
offered, up to two levels above it. South's tricks on each sampled layout depend only on the
trump, so the table holds one row per strain (``S C D H NT``); a contract's value is South's
expected score under the convention (``valued.expected``). The best contract has the highest
value; one within ``tolerance`` whists of it is accepted with fewer stars.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from statistics import fmean
from typing import Any

from rulings.core import (
    HAND_SIZE,
    Card,
    Contract,
    ContractParseError,
    Convention,
    IllegalContractError,
    Strain,
    check_contract,
    cite,
    parse_contract,
)
from tutorial.lessons.estimate import compare
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.common import (
    SEAT_NAMES,
    SEATS,
    SOUTH,
    cards_json,
    check_disjoint,
    seats_view,
)
from tutorial.lessons.model import AnswerError, Judgement, LevelDataError, Text

CONTRACT_RULE = cite(
    "sochi_leningrad",
    "Игра на взятки",
    "Игрок, участвовавший в торговле и взявший прикуп, обязан заказать игру не ниже той, до "
    "которой дошла торговля",
)
EXTRA_LEVELS = 2


@dataclass(frozen=True)
class ChooseContract:
    prompt: Text
    hand: frozenset[Card]  # South's ten after the discard
    discard: frozenset[Card]
    bid: str  # the bid the talon was bought at
    first_hand: str
    seed: int
    answer: str
    table: valued.TricksTable | None = None
    sample: int = valued.SAMPLE_SIZE
    tolerance: float = 1.0
    wrong: tuple[str, ...] = ()
    lesson: Text | None = None  # the principle, told in the verdict of a right contract only
    kind: str = "choose_contract"

    def __post_init__(self) -> None:
        if len(self.hand) != HAND_SIZE or len(self.discard) != 2:
            raise LevelDataError("choose_contract needs South's ten and the two discarded")
        if self.first_hand not in SEATS:
            raise LevelDataError(f"first hand «{self.first_hand}» is not a seat")
        check_disjoint(self.hand, self.discard)

    def layouts(self) -> tuple[valued.Layout, ...]:
        return valued.sample_layouts(
            valued.unseen(self.hand | self.discard), self.seed, self.sample
        )

    def under(self, convention: Convention) -> tuple[Convention, Text | None]:
        """The learner's convention, or Sochi's where the table has no such bid (a Balkan
        seven), with the sentence that says so."""
        return valued.graded_under(convention, parse_contract(self.bid))

    def candidates(self, convention: Convention) -> tuple[Contract, ...]:
        """The contracts the core lets South name after the bid, up to two levels above it
        (under a Balkan convention, the sixes not below the bid's number)."""
        bid = parse_contract(self.bid)
        stopped = valued.auction_bid(bid, convention)
        options = []
        for level in range(bid.level, min(bid.level + EXTRA_LEVELS, 10) + 1):
            for strain in Strain:
                contract = Contract.game(level, strain)
                try:
                    check_contract(stopped, contract, convention)
                except IllegalContractError:
                    continue
                options.append(contract)
        return tuple(options)

    def column(self, layout: valued.Layout) -> dict[str, int]:
        """South's tricks with each trump (and at no trumps) on one layout."""
        return {
            strain.letter: valued.south_tricks(
                self.hand, layout, Contract.game(6, strain), self.first_hand
            )
            for strain in Strain
        }

    def compute_table(self) -> valued.TricksTable:
        columns = [self.column(layout) for layout in self.layouts()]
        return valued.table_of({key: [column[key] for column in columns] for key in columns[0]})

    def tricks(self) -> dict[str, tuple[int, ...]]:
        return dict(self.table if self.table is not None else self.compute_table())

    def scores(self, convention: Convention) -> dict[Contract, list[float]]:
        """Each contract South may name: South's score on each layout."""
        rows, layouts = self.tricks(), self.layouts()
        return {
            contract: valued.scores(convention, contract, rows[contract.strain.letter], layouts)
            for contract in self.candidates(convention)
            if contract.strain is not None
        }

    def values(self, convention: Convention) -> dict[Contract, float]:
        return {contract: fmean(row) for contract, row in self.scores(convention).items()}

    def view(self, convention: Convention) -> dict[str, Any]:
        convention, note = self.under(convention)
        return {
            **({"note": note.as_json()} if note else {}),
            "seats": seats_view(),
            "learner": SOUTH,
            "hand": cards_json(self.hand),
            "discard": cards_json(self.discard),
            "bid": parse_contract(self.bid).en,
            "first_hand": self.first_hand,
            "choices": [contract.en for contract in self.candidates(convention)],
            "layouts_sampled": self.sample,
        }

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        try:
            contract = parse_contract(answer if isinstance(answer, str) else repr(answer))
        except ContractParseError as error:
            raise AnswerError(error.template, **error.params) from None
        graded, note = self.under(convention)
        judgement = self.judged(contract, graded)
        return replace(judgement, reason=note + judgement.reason) if note else judgement

    def legal(self, contract: Contract, convention: Convention) -> bool:
        try:
            check_contract(
                valued.auction_bid(parse_contract(self.bid), convention), contract, convention
            )
        except IllegalContractError:
            return False
        return True

    def judged(self, contract: Contract, convention: Convention) -> Judgement:
        scores = self.scores(convention)
        if (
            contract not in scores
            and contract.strain is not None
            and self.legal(contract, convention)
        ):
            # A legal contract the choices leave out (more than two levels above the bid) is
            # graded by its value as the offered ones: it is not «нельзя», only (as a rule) worse.
            rows = self.tricks()
            scores[contract] = valued.scores(
                convention, contract, rows[contract.strain.letter], self.layouts()
            )
        stated = parse_contract(self.answer) if self.answer else None  # none while a pool is made
        lowest_first = sorted(scores, key=lambda c: c.level)
        best, estimates = compare(scores, prefer=(contract, stated, *lowest_first))
        values = {c: estimate.value for c, estimate in estimates.items()}
        if contract not in values:
            why = (
                Text(
                    "Такую игру после этой торговли заказать нельзя: игру заказывают не ниже "
                    "заявки, на которой купили прикуп.",
                    "That contract cannot be named after this auction: a contract is never "
                    "below the bid the talon was bought at.",
                )
                if valued.is_contract(convention, contract)
                else Text(
                    "По правилам этого стола игры {contract} нет.",
                    "This table's rules have no {contract} contract.",
                )
            )
            return Judgement(
                False,
                False,
                why.format(contract=contract),
                best_answer=best.en,
                citations=(CONTRACT_RULE,),
            )
        estimate = estimates[contract]
        ok, as_good = valued.accepted(estimate, self.tolerance)
        best = valued.named_best(estimates, contract, stated, best)
        value = estimate.value
        best_value = estimate.best_value if as_good else estimates[best].value
        rows = self.tricks()
        mine = rows[contract.strain.letter] if contract.strain is not None else ()
        reason = (
            Text(
                "Играя {contract}, Юг {n} получает в среднем {value} в расчёте — столько же, "
                "сколько с лучшей игрой.",
                "Playing {contract}, South gets {value} on average in the settlement {n}, as "
                "much as with the best contract.",
            )
            if estimate.gap <= 0
            else Text(
                "Играя {contract}, Юг {n} получает в среднем {value} в расчёте.",
                "Playing {contract}, South gets {value} on average in the settlement {n}.",
            )
            if as_good
            else Text(
                "Играя {contract}, Юг {n} получает в среднем {value} в расчёте, с лучшей "
                "игрой — {best_value}.",
                "Playing {contract}, South gets {value} on average in the settlement {n}; the "
                "best contract, {best_value}.",
            )
        ).format(
            n=valued.layouts_text(self.sample),
            contract=contract,
            value=valued.whists(value),
            best_value=valued.whists(best_value),
        )
        reason += valued.defence_reason(convention, contract, self.layouts())
        reason += valued.estimate_reason(estimate)
        if ok and self.lesson is not None:
            reason += self.lesson
        return Judgement(
            ok,
            as_good,
            reason,
            best_answer=best.en,
            value=value,
            best_value=best_value,
            details={
                "tricks": list(mine),
                "values": {c.en: round(v, 2) for c, v in values.items()},
                "error": round(estimate.margin, 2),
                "declarer": SEAT_NAMES[SOUTH].as_json(),
            },
        )

    def depends_on(self) -> tuple[str, ...]:
        return valued.DECLARER_SCORE_OPTIONS

    def check(self, convention: Convention) -> list[str]:
        if self.table is None:
            return ["choose_contract stores no table of tricks"]
        layouts = self.layouts()
        return valued.verify(self.table, lambda index: self.column(layouts[index]))
