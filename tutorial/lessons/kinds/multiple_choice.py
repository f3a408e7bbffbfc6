"""``multiple_choice``: a question on terms or rules, one right choice.

Answer: a choice id (``"a"``, ``"b"``…). Where the fact can be computed from the core (which of
two contracts is higher, who leads first), ``compute`` returns the right choice id under the
convention, and the grader uses it: the stated answer is then only checked against it. A pure
term (what «прикуп» means) has only the stated answer. A question about a hand shows it
(``hand``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulings.core import Card, Convention
from tutorial.lessons.kinds.common import SOUTH, cards_json, seats_view, shown
from tutorial.lessons.model import AnswerError, Judgement, LevelDataError, Text


@dataclass(frozen=True)
class MultipleChoice:
    prompt: Text
    choices: tuple[tuple[str, Text], ...]
    answer: str
    why: Text
    compute: Callable[[Convention], str] | None = None
    options: tuple[str, ...] = ()  # convention options ``compute`` reads
    wrong: tuple[str, ...] = ()
    kind: str = "multiple_choice"
    hand: frozenset[Card] = frozenset()  # South's hand, when the question is about it
    # why each wrong choice is wrong, without naming the right one (issue 20); a count's
    # choices need none: ``miss`` says whether the number is above or below
    reasons: tuple[tuple[str, Text], ...] = ()

    def __post_init__(self) -> None:
        ids = [key for key, _ in self.choices]
        if len(set(ids)) != len(ids) or self.answer not in ids:
            raise LevelDataError("choice ids are unique and the answer is one of them")

    def right(self, convention: Convention) -> str:
        return self.compute(convention) if self.compute else self.answer

    def view(self, convention: Convention) -> dict[str, Any]:
        data: dict[str, Any] = {
            "choices": [{"id": key, "text": text.as_json()} for key, text in self.choices]
        }
        if self.hand:
            data.update(seats=seats_view(), learner=SOUTH, hand=cards_json(self.hand))
        return data

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        read_choice(answer, self.choices)
        right = self.right(convention)
        reason = self.why if answer == right else self.miss(answer, right)
        return Judgement(answer == right, answer == right, reason, best_answer=right)

    def miss(self, answer: str, right: str) -> Text:
        """The reason for a wrong choice: the level's own, else for a count above or below."""
        written = dict(self.reasons).get(answer)
        if written is not None:
            return written
        if answer.isdigit() and right.isdigit():
            if int(answer) > int(right):
                return Text("{n} — больше, чем нужно.", "{n} is more than it takes.").format(
                    n=answer
                )
            return Text("{n} — меньше, чем нужно.", "{n} is less than it takes.").format(n=answer)
        if answer.isdigit():  # a count where the rules of this table give none (a choice)
            return Text(
                "{n}? Число здесь не главное: сначала проверьте, что вообще разрешают правила "
                "вашего стола.",
                "{n}? The number is not the point here: first check what your table's rules "
                "allow at all.",
            ).format(n=answer)
        return self.why

    def depends_on(self) -> tuple[str, ...]:
        return self.options

    def check(self, convention: Convention) -> list[str]:
        return []


def read_choice(answer: Any, choices: tuple[tuple[str, Text], ...]) -> str:
    """The learner's choice id; anything else is an ``AnswerError`` listing the choices."""
    if not isinstance(answer, str) or answer not in dict(choices):
        raise AnswerError(
            "«%(value)s» is not one of the answers here: %(choices)s (send a choice's "
            "letter or its text)",
            value=shown(answer),
            choices=[Text(f"{key} ({text.ru})", f"{key} ({text.en})") for key, text in choices],
        )
    return answer
