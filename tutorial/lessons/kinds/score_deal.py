"""``score_deal``: a deal's result is told; the learner writes what it puts on the sheet.

The deal (``Played``: the contract, who played it, the whisting calls, each seat's tricks;
raspasy: each seat's tricks) goes through the core's scoring under the learner's convention
(``score_outcomes``, after the deals in ``before``, so a raspasy run or a closed pulya counts);
each box is the sum of the entries of one column of one seat in that deal (the pulya, the
mountain — the курочка on the classic sheet — or the whists one seat writes on another), and
its arithmetic is the core's (``explain_deal``: «3 взятки × 4 = 12»). Answer: the numbers in
the boxes' order (``kinds.numbers``).

The Balkan sheet keeps other columns (bule, supe): there the deal is scored under the Sochi
rules, and the view and the verdict say so.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from rulings.core import (
    PRESETS,
    Arithmetic,
    Column,
    Convention,
    DealResult,
    RaspasyScoring,
    SheetKind,
    cite,
    explain_deal,
    parse_contract,
    score_outcomes,
)
from tutorial.lessons.kinds.common import SEAT_NAMES, SEATS, russian_noun, seats_view
from tutorial.lessons.kinds.numbers import Field, Worked, judge_numbers, noted, number
from tutorial.lessons.model import Judgement, LevelDataError, Text

UP = (Column.MOUNTAIN, Column.KUROCHKA)  # a penalty is written «up»: the mountain or the курочка
SCORING_OPTIONS = (
    "game_values",
    "misere_value",
    "misere_trick_penalty",
    "declarer_undertrick_factor",
    "whist_trick_factor",
    "whist_obligations",
    "whist_split",
    "consolation_factor",
    "consolation_writers",
    "half_whist_tricks",
)
RASPASY_OPTIONS = (
    "raspasy_scoring",
    "raspasy_trick_price",
    "raspasy_progression",
    "raspasy_progression_cap",
    "raspasy_exit",
    "raspasy_zero_bonus",
    "raspasy_amnesty",
    "raspasy_rostov_whists",
)
CALL_NAMES = {
    "whist": Text("вист", "whist"),
    "pass": Text("пас", "pass"),
    "half": Text("полвиста", "half-whist"),
}


@dataclass(frozen=True)
class Played:
    """One deal as the sheet is told it: ``contract`` in the records' notation (``6S``,
    ``misere``, ``raspasy``), the declarer, the defenders' calls, each seat's tricks."""

    contract: str
    tricks: tuple[tuple[str, int], ...]
    declarer: str | None = None
    calls: tuple[tuple[str, str], ...] = ()
    dealer: str = "S"
    open: bool = False

    def __post_init__(self) -> None:
        if (
            sorted(s for s, _ in self.tricks) != sorted(SEATS)
            or sum(n for _, n in self.tricks) != 10
        ):
            raise LevelDataError("a deal gives the tricks of all three seats, ten in all")

    def result(self) -> DealResult:
        return DealResult.from_play(
            dealer=self.dealer,
            contract=parse_contract(self.contract),
            declarer=self.declarer,
            calls=dict(self.calls),
            tricks_taken=dict(self.tricks),
            open=self.open,
        )

    def as_json(self) -> dict[str, Any]:
        contract = parse_contract(self.contract)
        return {
            "contract": contract.en,
            "contract_name": {"ru": contract.ru, "en": contract.en},
            "declarer": self.declarer,
            "dealer": self.dealer,
            "calls": [
                {"seat": seat, "call": call, "name": CALL_NAMES[call].as_json()}
                for seat, call in self.calls
            ],
            "tricks": [{"seat": seat, "tricks": n} for seat, n in self.tricks],
            "open": self.open,
        }


# Lesnoy's code gives the Rostov raspasy its words in 3.9.14.3's worked example (the book's
# 3.7.2.2, which the registry names for the option, is not among the texts we keep)
ROSTOV_RASPASY_RULE = cite(
    "lesnoy",
    "3.9.14.3",
    quote="Играется распасовка на висты («ростов»). Игрок А взял две взятки, а игрок Б — "
    "одну. … Игрок Б выигрывает распасовку и пишет на А и В по 10 и 35 вистов соответственно.",
)


def whists_on_field(seat: str) -> Field:
    """A box under the Rostov raspasy: the whists the others write on ``seat`` for his tricks
    (worded so that no seat's name needs a case: «Запад: висты на него»)."""
    name = SEAT_NAMES[seat]
    return Field(
        f"whists_on:{seat}",
        Text("{who}: висты на него", "{who}: whists on him").format(who=name),
        Text(
            "{who}: висты на него — не {{given}}, а {{right}}",
            "{who}: the whists on him are {{right}}, not {{given}}",
        ).format(who=name),
    )


def deal_field(column: str, seat: str, on: str = "") -> Field:
    """A box: ``pulya``, ``mountain`` or ``whists`` (of ``seat`` on ``on``)."""
    name = SEAT_NAMES[seat]
    if column == "whists":
        label = Text("Висты: {who} → {on}", "Whists: {who} → {on}").format(
            who=name, on=SEAT_NAMES[on]
        )
        return Field(f"whists:{seat}:{on}", label)
    words = {
        "pulya": Text("Пуля: {who}", "Pulya: {who}"),
        "mountain": Text("Гора: {who}", "Mountain: {who}"),
    }
    says = {
        "pulya": Text(
            "В пулю {who} пишет не {{given}}, а {{right}}",
            "{who} writes {{right}} in the pulya, not {{given}}",
        ),
        "mountain": Text(
            "В гору {who} пишет не {{given}}, а {{right}}",
            "{who} writes {{right}} on the mountain, not {{given}}",
        ),
    }
    return Field(f"{column}:{seat}", words[column].format(who=name), says[column].format(who=name))


ENTRY_NAMES = {
    "game_made": Text("за сыгранную игру", "for the game made"),
    "misere_made": Text("за сыгранный мизер", "for the misère made"),
    "declarer_undertricks": Text("за недобор играющего", "for the declarer's undertricks"),
    "refused": Text("за игру без трёх", "for the contract given up"),
    "whist_tricks": Text("висты за свои взятки", "whists for one's tricks"),
    "half_whist": Text("за полвиста", "for the half-whist"),
    "consolation": Text("консоляция", "consolation"),
    "gentleman_split": Text("висты пополам", "whists shared"),
    "whist_shortfall": Text("за недобор вистующего", "for the whister's shortfall"),
    "misere_tricks": Text("за взятки на мизере", "for tricks on misère"),
    "raspasy_tricks": Text("за взятки на распасах", "for tricks on raspasy"),
    "raspasy_zero": Text("ни одной взятки на распасах", "no trick on raspasy"),
    "raspasy_rostov": Text("висты за взятки на распасах", "whists for tricks on raspasy"),
}


def _factor(kind: str, value: Any) -> Text:
    n = Fraction(value)
    text = number(n)
    if kind == "tricks" and n.denominator == 1:
        whole = int(n)
        return Text(
            f"{text.ru} {russian_noun(whole, 'взятка', 'взятки', 'взяток')}",
            f"{text.en} trick{'' if whole == 1 else 's'}",
        )
    if kind == "undertricks":
        return Text(f"без {text.ru}", f"{text.en} down")
    if kind == "missing":
        return Text(f"недобор {text.ru}", f"{text.en} short")
    if kind == "run":
        return Text(f"{text.ru} (распасы подряд)", f"{text.en} (raspasy in a row)")
    if kind == "points":
        return Text(f"{text.ru} очк.", f"{text.en} points")
    return text


def arithmetic(item: Arithmetic) -> Text:
    """«3 взятки × 2 = 6», «без 1 × 2 × 2 = 4» from the core's factors; a single number as it
    is."""
    if not item.worked:
        return number(item.result)
    factors = [_factor(f.kind, f.value) for f in item.factors]
    ru = " × ".join(f.ru for f in factors)
    en = " × ".join(f.en for f in factors)
    if item.divisor != 1:
        ru, en = f"{ru} ÷ {item.divisor}", f"{en} ÷ {item.divisor}"
    sign = "−" if item.negative else ""
    result = number(item.result)
    return Text(f"{sign}{ru} = {result.ru}", f"{sign}{en} = {result.en}")


def _matches(column: Column, player: str, on: str | None, field_id: str) -> bool:
    kind, _, rest = field_id.partition(":")
    if kind == "pulya":
        return column is Column.PULYA and player == rest
    if kind == "mountain":
        return column in UP and player == rest
    if kind == "whists_on":
        return column is Column.WHISTS and on == rest
    seat, _, target = rest.partition(":")
    return column is Column.WHISTS and player == seat and on == target


NOTHING = Text("ничего не пишется", "nothing is written")


def worked_deal(
    convention: Convention, deal: Played, before: tuple[Played, ...], fields: tuple[Field, ...]
) -> dict[str, Worked]:
    """Each box's number and arithmetic: the last deal's entries, scored after ``before``."""
    sheet, _ = score_outcomes(convention, SEATS, [*(d.result() for d in before), deal.result()])
    last = sheet.deals[-1]
    explained = explain_deal(last, convention, sheet.players)
    out = {}
    for field in fields:
        parts = [
            (entry, how)
            for entry, how in zip(last.entries, explained, strict=True)
            if _matches(entry.column, entry.player, entry.on, field.id)
        ]
        total = sum((Fraction(entry.amount) for entry, _ in parts), Fraction(0))
        if not parts:
            working = NOTHING
        else:
            steps = [
                Text("{name} — {how}", "{name} — {how}").format(
                    name=ENTRY_NAMES.get(entry.code, Text(entry.code, entry.code)),
                    how=arithmetic(how),
                )
                for entry, how in parts
            ]
            if len(parts) > 1:
                steps.append(Text("всего {n}", "{n} in all").format(n=number(total)))
            working = Text("; ".join(t.ru for t in steps), "; ".join(t.en for t in steps))
        out[field.id] = Worked(total, working)
    return out


def scored_under(convention: Convention) -> tuple[Convention, Text | None]:
    """The Balkan sheet has no pulya and mountain to fill in: the Sochi rules there."""
    if convention.score_sheet is SheetKind.BULE:
        return PRESETS["sochi"], Text(
            "На балканском листе другие графы: здесь запись по правилам Сочи.",
            "The Balkan sheet has other columns: here the deal is scored under the Sochi rules.",
        )
    return convention, None


@dataclass(frozen=True)
class ScoreDeal:
    prompt: Text
    deal: Played
    fields: tuple[Field, ...]
    answer: tuple[int | str, ...]  # the numbers under Sochi, checked by check_course
    wrong: tuple[tuple[int | str, ...], ...] = ()
    before: tuple[Played, ...] = ()  # deals written on the sheet before this one
    kind: str = "score_deal"

    def __post_init__(self) -> None:
        if len(self.answer) != len(self.fields):
            raise LevelDataError("a score level states one number per box")

    def fields_under(self, convention: Convention) -> tuple[Field, ...]:
        """The boxes to fill under ``convention``: the Rostov raspasy write no tricks into the
        mountain (the fewest tricks write whists on the others, Lesnoy's book 3.7.2.2), so a
        raspasy deal's mountain box asks there for the whists written on that seat (the
        review: under Rostov every box was 0, graded right and meaning nothing)."""
        if (
            parse_contract(self.deal.contract).is_raspasy
            and convention.raspasy_scoring is RaspasyScoring.ROSTOV
        ):
            return tuple(
                whists_on_field(field.id.partition(":")[2])
                if field.id.startswith("mountain:")
                else field
                for field in self.fields
            )
        return self.fields

    def view(self, convention: Convention) -> dict[str, Any]:
        graded, note = scored_under(convention)
        return {
            **({"note": note.as_json()} if note else {}),
            "seats": seats_view(),
            "deal": self.deal.as_json(),
            "before": [deal.as_json() for deal in self.before],
            "fields": [field.as_json() for field in self.fields_under(graded)],
        }

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        graded, note = scored_under(convention)
        fields = self.fields_under(graded)
        worked = worked_deal(graded, self.deal, self.before, fields)
        lead = Text("Всё верно.", "All right.")
        judgement = judge_numbers(answer, fields, worked, lead)
        if fields != self.fields:  # the Rostov raspasy: the texts say so, not the mountain's
            judgement = replace(judgement, citations=(ROSTOV_RASPASY_RULE, *judgement.citations))
        return noted(judgement, note)

    def depends_on(self) -> tuple[str, ...]:
        contracts = [parse_contract(d.contract) for d in (*self.before, self.deal)]
        if any(c.is_raspasy for c in contracts):
            return SCORING_OPTIONS + RASPASY_OPTIONS
        return SCORING_OPTIONS

    def check(self, convention: Convention) -> list[str]:
        return []
