"""``settle_pulya``: a small finished sheet; the learner settles it (расчёт).

The sheet (each seat's pulya and mountain, the whists each wrote on the others) is written
through the core as corrections (``score_outcomes``) and settled under the learner's
convention; ``settlement_steps`` gives every number's arithmetic: the mountains less the
pulya (× the pulya point's worth in mountain points), the amnesty, each mountain against the
average × the whists of a mountain point ÷ the players, the whists netted, the rounding. The
boxes are a seat's balance (``balance:S``) or what one seat pays another when the two settle
alone (``pays:W:S``; negative when it is the other way). Answer: the numbers in the boxes'
order (``kinds.numbers``). The Balkan bule is settled by its own values: there the sheet is
settled under the Sochi rules, and the view and the verdict say so (``score_deal.scored_under``).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from rulings.core import (
    Column,
    Convention,
    Correction,
    SettlementSteps,
    score_outcomes,
    settlement_steps,
)
from tutorial.lessons.kinds.common import SEAT_DATIVE, SEAT_NAMES, SEATS, seats_view
from tutorial.lessons.kinds.numbers import Field, Worked, judge_numbers, noted, number
from tutorial.lessons.kinds.score_deal import scored_under
from tutorial.lessons.model import Judgement, LevelDataError, Text

SETTLE_OPTIONS = ("pulya_point_whists", "mountain_point_whists", "settle_amnesty", "rounding")

Column_ = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class PulyaSheet:
    """A finished sheet: per seat the pulya and the mountain, and the whists (writer, on,
    amount)."""

    pulya: Column_
    mountain: Column_
    whists: tuple[tuple[str, str, int], ...] = ()
    target: int = 10

    def __post_init__(self) -> None:
        for column in (self.pulya, self.mountain):
            if sorted(seat for seat, _ in column) != sorted(SEATS):
                raise LevelDataError("a sheet gives the pulya and the mountain of every seat")

    def settled(self, convention: Convention) -> SettlementSteps:
        corrections = [
            *(Correction(s, Column.PULYA, n) for s, n in self.pulya if n),
            *(Correction(s, Column.MOUNTAIN, n) for s, n in self.mountain if n),
            *(Correction(s, Column.WHISTS, n, on=on) for s, on, n in self.whists if n),
        ]
        sheet, settlement = score_outcomes(convention, SEATS, corrections, target=self.target)
        return settlement_steps(sheet, settlement)

    def as_json(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "rows": [
                {
                    "seat": seat,
                    "pulya": dict(self.pulya)[seat],
                    "mountain": dict(self.mountain)[seat],
                    "whists": [
                        {"on": on, "amount": n} for writer, on, n in self.whists if writer == seat
                    ],
                }
                for seat in SEATS
            ],
        }


def balance_field(seat: str) -> Field:
    return Field(
        f"balance:{seat}", Text("Итог: {who}", "Balance: {who}").format(who=SEAT_NAMES[seat])
    )


def pays_field(payer: str, payee: str) -> Field:
    return Field(
        f"pays:{payer}:{payee}",
        Text("{payer} платит {payee}", "{payer} pays {payee}").format(
            payer=SEAT_NAMES[payer], payee=SEAT_DATIVE[payee]
        ),
    )


def _worked_balance(steps: SettlementSteps, seat: str) -> Worked:
    step = next(s for s in steps.players if s.player == seat)
    parts = [
        Text("гора минус пуля {e}", "mountain less pulya {e}").format(e=number(step.converted))
    ]
    if steps.amnesty:
        parts.append(
            Text("после амнистии {a}", "after the amnesty {a}").format(a=number(step.after_amnesty))
        )
    parts.append(
        Text(
            "(среднее {mean} − {e}) × {point} = {m}",
            "(average {mean} − {e}) × {point} = {m}",
        ).format(
            mean=number(steps.mean),
            e=number(step.after_amnesty),
            point=number(steps.point),
            m=number(step.from_mountain),
        )
    )
    parts.append(Text("висты {w}", "whists {w}").format(w=_signed(Fraction(step.whist_net))))
    total = Text("итого {x}", "in all {x}").format(x=number(step.exact))
    if Fraction(step.exact) != Fraction(step.balance):
        total = total + Text("→ {b} (округление)", "→ {b} (rounded)").format(b=number(step.balance))
    parts.append(total)
    return Worked(Fraction(step.balance), _chain(parts))


def _worked_pair(steps: SettlementSteps, payer: str, payee: str) -> Worked:
    pair = next(p for p in steps.pairs if {p.payer, p.payee} == {payer, payee})
    sign = 1 if pair.payer == payer else -1
    after = {s.player: s.after_amnesty for s in steps.players}
    mountain = Text(
        "горы ({a} − {b}) × {point} ÷ {n} = {m}", "mountains ({a} − {b}) × {point} ÷ {n} = {m}"
    ).format(
        a=number(after[payer]),
        b=number(after[payee]),
        point=number(steps.point),
        n=steps.n,
        m=number(sign * pair.mountain),
    )
    whists = Text("висты {w}", "whists {w}").format(w=_signed(sign * Fraction(pair.whists)))
    total = Text("итого {t}", "in all {t}").format(t=number(sign * pair.total))
    return Worked(sign * Fraction(pair.total), _chain([mountain, whists, total]))


def _signed(value: Fraction) -> Text:
    text = number(value)
    return text if value < 0 else Text(f"+{text.ru}", f"+{text.en}")


def _chain(parts: list[Text]) -> Text:
    return Text("; ".join(p.ru for p in parts), "; ".join(p.en for p in parts))


@dataclass(frozen=True)
class SettlePulya:
    prompt: Text
    sheet: PulyaSheet
    fields: tuple[Field, ...]
    answer: tuple[int | str, ...]  # the numbers under Sochi, checked by check_course
    wrong: tuple[tuple[int | str, ...], ...] = ()
    kind: str = "settle_pulya"

    def __post_init__(self) -> None:
        if len(self.answer) != len(self.fields):
            raise LevelDataError("a settlement level states one number per box")

    def worked(self, convention: Convention) -> dict[str, Worked]:
        steps = self.sheet.settled(convention)
        out = {}
        for field in self.fields:
            kind, _, rest = field.id.partition(":")
            if kind == "balance":
                out[field.id] = _worked_balance(steps, rest)
            else:
                payer, _, payee = rest.partition(":")
                out[field.id] = _worked_pair(steps, payer, payee)
        return out

    def view(self, convention: Convention) -> dict[str, Any]:
        _, note = scored_under(convention)
        return {
            **({"note": note.as_json()} if note else {}),
            "seats": seats_view(),
            "sheet": self.sheet.as_json(),
            "fields": [field.as_json() for field in self.fields],
        }

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        graded, note = scored_under(convention)
        lead = Text("Всё верно.", "All right.")
        judgement = judge_numbers(answer, self.fields, self.worked(graded), lead)
        return noted(judgement, note)

    def depends_on(self) -> tuple[str, ...]:
        return SETTLE_OPTIONS

    def check(self, convention: Convention) -> list[str]:
        return []
