"""A question on the whisting rules whose answer the core computes under the convention.

It is a ``multiple_choice`` (the same answer, view and page): ``compute`` is required and asks
the core (``whist_scoring``: the core's ``Whisting`` for who may say what, its scoring of one
deal for what a whister undertakes and writes), so the grade follows the learner's convention;
``fact`` gives the verdict's sentence with the computed number. Where the table has no such
contract (a Balkan seven), the question is graded under Sochi and the view and verdict say so
(``valued.graded_under``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from rulings.core import Convention, parse_contract
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.model import Judgement, LevelDataError, Text


@dataclass(frozen=True)
class WhistRule(MultipleChoice):
    contracts: tuple[str, ...] = ()  # the contracts the question is about
    fact: Callable[[Convention], Text] | None = None  # the computed fact, in words

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.compute is None or not self.contracts:
            raise LevelDataError("a whisting rule is computed by the core for its contracts")

    def under(self, convention: Convention) -> tuple[Convention, Text | None]:
        contracts = map(parse_contract, self.contracts)
        return valued.graded_under(convention, *contracts, among_choices=True)

    def right(self, convention: Convention) -> str:
        compute = self.compute or (lambda _: self.answer)  # never None: __post_init__ says so
        return compute(self.under(convention)[0])

    def view(self, convention: Convention) -> dict[str, Any]:
        _, note = self.under(convention)
        return {**({"note": note.as_json()} if note else {}), **super().view(convention)}

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        graded, note = self.under(convention)
        judgement = super().judge(answer, graded)
        reason = judgement.reason  # a wrong choice's own reason: the fact would tell the answer
        if judgement.correct:
            reason = (self.fact(graded) if self.fact else Text("", "")) + self.why
        return valued.with_fallback_note(replace(judgement, reason=reason), note)


def numbers(low: int, high: int) -> tuple[tuple[str, Text], ...]:
    """Choices that are counts: ids and texts the numbers themselves."""
    return tuple((str(n), Text(str(n), str(n))) for n in range(low, high + 1))
