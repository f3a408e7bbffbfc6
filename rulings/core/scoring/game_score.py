"""The scoring engine's front door: a game record (JSON data) in, the sheet and settlement out.

``score(data)`` parses the record (``RecordError`` lists every problem), scores every deal and
settles. ``GameScore.as_json()`` is what ``manage.py score --json`` and ``POST /api/score``
return; ``explain()`` lists, deal by deal, each entry with the rule that made it; ``text()`` is
the printed sheet.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import Kontra
from rulings.core.records.game_record import GameRecord, parse_game_record
from rulings.core.records.result import Correction, DealResult, Note, Outcome, PreferansDeclaration
from rulings.core.scoring.entries import as_number, format_amount
from rulings.core.scoring.settlement import Settlement, settle
from rulings.core.scoring.sheet import ScoredDeal, Sheet


@dataclass(frozen=True)
class GameScore:
    record: GameRecord
    sheet: Sheet
    settlement: Settlement

    def as_json(self, *, explain: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "convention": self.sheet.convention.key,
            "options": self.sheet.convention.as_options(),
            "pulya_size": self.sheet.target,
            "finished": self.sheet.finished,
            "players": self.sheet.as_json(),
            "balance": {p: as_number(v) for p, v in self.settlement.balance.items()},
            "settlement": self.settlement.as_json(),
        }
        if explain:
            data["explain"] = self.explain()
        return data

    def explain(self) -> list[dict[str, Any]]:
        out = []
        for d in self.sheet.deals:
            item: dict[str, Any] = {
                "deal": d.index,
                "summary": describe(d.outcome),
                "entries": [e.as_json() for e in d.entries],
            }
            notes = notes_of(d.outcome)
            if notes:
                item["notes"] = [n.as_json() for n in notes]
            out.append(item)
        return out

    def explain_text(self) -> str:
        lines = []
        for d in self.sheet.deals:
            lines.append(f"Deal {d.index}: {describe(d.outcome)}")
            lines.extend(f"  note: {n.text}" for n in notes_of(d.outcome))
            if not d.entries:
                lines.append("  (no entries)")
            lines.extend(f"  {e.en}" for e in d.entries)
        return "\n".join(lines)

    def text(self) -> str:
        return render_text(self.sheet, self.settlement)


def score(data: Any) -> GameScore:
    """Score a game record given as parsed JSON. Raises ``RecordError`` with every problem."""
    record = parse_game_record(data)
    sheet = Sheet.new(record.convention, record.players, record.target).apply_all(record.outcomes)
    return GameScore(record, sheet, settle(sheet))


def score_outcomes(
    convention: Convention,
    players: Iterable[str],
    outcomes: Iterable[Outcome],
    target: int | None = None,
) -> tuple[Sheet, Settlement]:
    """Score already-built outcomes (e.g. from full deal records via ``DealResult.from_play``)."""
    sheet = Sheet.new(convention, players, target).apply_all(outcomes)
    return sheet, settle(sheet)


def notes_of(outcome: Outcome) -> tuple[Note, ...]:
    return outcome.notes if isinstance(outcome, DealResult) else ()


def describe(outcome: Outcome) -> str:
    if isinstance(outcome, Correction):
        target = f" on {outcome.on}" if outcome.on else ""
        return f"correction: {outcome.player} {outcome.column.value} {outcome.amount}{target}"
    if isinstance(outcome, PreferansDeclaration):
        return (
            f"dealer {outcome.dealer}; {outcome.declarer} declares «preferans» "
            "(the Sochi rules for four)"
        )
    if not isinstance(outcome, DealResult):
        raise TypeError(f"not a deal outcome: {outcome!r}")
    c = outcome.contract
    if c.is_raspasy:
        tricks = ", ".join(f"{p} {t}" for p, t in outcome.tricks)
        return f"dealer {outcome.dealer}; raspasy: {tricks}"
    calls = ", ".join(f"{p} {call.value}" for p, call in outcome.calls)
    tricks = ", ".join(f"{p} {t}" for p, t in outcome.tricks)
    parts = [f"dealer {outcome.dealer}", f"{outcome.declarer} plays {c.en}"]
    if outcome.kontra is not Kontra.NONE:
        parts.append(f"{outcome.kontra.value} ×{outcome.kontra.factor}")
    if outcome.refused:
        parts.append("conceded without three")
    if calls:
        parts.append(calls)
    if tricks:
        parts.append(f"tricks: {tricks}")
    return "; ".join(parts)


def render_text(sheet: Sheet, settlement: Settlement) -> str:
    players = sheet.players
    width = max(8, *(len(p) for p in players)) + 2
    conv = sheet.convention
    mountain_name = "kurochka" if conv.score_sheet.value == "kurochka" else "mountain"
    pulya_name = {"kurochka": "written off", "bule": "bule"}.get(conv.score_sheet.value, "pulya")
    lines = [
        f"Convention: {conv.key}   pulya size: {sheet.target}   deals: {len(sheet.deals)}"
        f"   {'finished' if sheet.finished else 'not finished'}",
        "",
        "".ljust(14) + "".join(p.rjust(width) for p in players),
        pulya_name.ljust(14) + "".join(format_amount(sheet.pulya[p]).rjust(width) for p in players),
        mountain_name.ljust(14)
        + "".join(format_amount(sheet.mountain[p]).rjust(width) for p in players),
    ]
    for p in players:
        row = "".join(
            ("—" if q == p else format_amount(sheet.whists[p][q])).rjust(width) for q in players
        )
        lines.append(f"whists {p}"[:14].ljust(14) + row)
    lines.append("")
    lines.append(
        "balance".ljust(14) + "".join(_signed(settlement.balance[p]).rjust(width) for p in players)
    )
    lines.append(
        f"(rounding: {settlement.rounding.value}; amnesty {format_amount(settlement.amnesty)})"
    )
    return "\n".join(lines)


def _signed(amount: Any) -> str:
    text = format_amount(amount)
    return text if text.startswith("-") or text == "0" else f"+{text}"


__all__ = [
    "GameScore",
    "ScoredDeal",
    "describe",
    "notes_of",
    "render_text",
    "score",
    "score_outcomes",
]
