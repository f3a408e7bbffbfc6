"""The table's state read for the template (issue 19): seats, the trick, the hand, the tricks.

Judges nothing: the engine (``tutorial.lessons.table``) says which cards are legal, who took
each trick, whether the goal was met; this module names seats and contracts in the reader's
language and lays the seats out around the table (South below, West on the left, East on the
right, a fourth player who dealt above).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from rulings.core import Card
from tutorial.display import language
from tutorial.lessons.kinds.common import SEAT_NAMES, SEATS, SOUTH
from tutorial.lessons.table import Analysis, TableState


@dataclass(frozen=True)
class SeatView:
    id: str
    name: str
    role: str
    taken: int
    cards: tuple[Card, ...]  # shown cards (empty when hidden)
    count: int  # cards held
    learner: bool
    turn: bool


def contract_label(contract: Any, language: str) -> str:
    if contract.is_misere:
        return _("misère")
    if contract.is_raspasy:
        return _("all-pass (raspasy)")
    return contract.ru if language == "ru" else contract.ru.replace("БК", "NT")


def _role(state: TableState, seat: str) -> str:
    deal = state.deal
    contract = deal.contract_value
    if contract.is_raspasy:
        return ""  # everyone plays for himself: the contract says it
    if seat == deal.declarer:
        if contract.is_misere:
            return pgettext("seat role", "plays the misère")
        return pgettext("seat role", "declarer")
    if contract.is_misere:
        return pgettext("seat role", "catches")
    return pgettext("seat role", "whists")


def _sorted(cards: frozenset[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: (c.suit, -c.rank)))


def table_context(exercise: Any, state: TableState, language: str) -> dict[str, Any]:
    deal = state.deal
    position = state.position
    visible = deal.visible | {SOUTH}
    over = state.over
    seats = {}
    for seat in SEATS:
        held = position.hands[seat]
        shown = over or seat in visible
        seats[seat] = SeatView(
            id=seat,
            name=SEAT_NAMES[seat].get(language),
            role=_role(state, seat),
            taken=position.taken[seat],
            cards=_sorted(held) if shown else (),
            count=len(held),
            learner=seat == SOUTH,
            turn=state.to_play == seat,
        )
    legal = set(state.legal())
    hand = [(card, card in legal) for card in _sorted(state.hand)]
    tricks = [
        {
            "number": number,
            "cards": [(SEAT_NAMES[seat].get(language), card) for seat, card in cards],
            "winner": SEAT_NAMES[winner].get(language) if winner else "",
        }
        for number, cards, winner in state.tricks()
        if winner
    ]
    layout = deal.layouts[state.kept[0]]
    return {
        "contract": contract_label(deal.contract_value, language),
        "goal": exercise.goal.get(language),
        "prompt": exercise.prompt.get(language),
        # a practice deal's prompt is what is known: said once
        "known": (
            exercise.known.get(language)
            if exercise.known and exercise.known != exercise.prompt
            else ""
        ),
        "west": seats["W"],
        "east": seats["E"],
        "south": seats[SOUTH],
        "four_handed": deal.four_handed,
        "trick": [(SEAT_NAMES[seat].get(language), card) for seat, card in state.current_trick()],
        "last": tricks[-1] if tricks else None,
        "tricks": tricks,
        "hand": hand,
        "your_turn": state.to_play == SOUTH,
        "over": over,
        "met": state.met,
        "hopeless": state.hopeless_after is not None and not over,
        "hidden": deal.hidden,
        "layouts": ngettext(
            "The deal holds %(n)s layout of the cards you cannot see.",
            "The deal holds %(n)s layouts of the cards you cannot see.",
            len(deal.layouts),
        )
        % {"n": len(deal.layouts)}
        if deal.hidden
        else "",
        "revealed": [
            (SEAT_NAMES[seat].get(language), _sorted(cards))
            for seat, cards in zip(SEATS, layout, strict=True)
        ]
        if over
        else [],
        "result": _result(state, language) if over else "",
        "lesson": exercise.lesson.get(language) if state.met and exercise.lesson else "",
        "first_trick": state.first_trick,
    }


def _result(state: TableState, language: str) -> str:
    seat = SEAT_NAMES[state.deal.counted].get(language)
    taken = state.result
    line = ngettext("%(seat)s took %(n)s trick.", "%(seat)s took %(n)s tricks.", taken) % {
        "seat": seat,
        "n": taken,
    }
    verdict = _("The goal is met.") if state.met else _("The goal is not met.")
    return f"{verdict} {line}"


def analysis_context(analysis: Analysis, state: TableState) -> dict[str, Any]:
    lang = language()
    seat = SEAT_NAMES[state.deal.counted].get(lang)
    rows = []
    for mistake in analysis.mistakes:
        rows.append(
            {
                "trick": mistake.trick,
                "card": mistake.card,
                "better": mistake.better,
                "said": _(
                    "%(seat)s, tricks in the deal: %(value)s after your card, %(best)s after the "
                    "better one (best play by all, the least kind layout)."
                )
                % {"seat": seat, "value": mistake.value, "best": mistake.best_value},
                "line": [(SEAT_NAMES[s].get(lang), card) for s, card in mistake.line],
            }
        )
    return {"mistakes": rows, "clean": not rows}


def drill_payload(replay: Any, player: str) -> dict[str, Any]:
    """A deal record's play as a drill (``tutorial.lessons.table.drill``), seen from
    ``player``: the three hands as the play began (the cards still held and those played), the
    contract, who declared and who led, the seats counted clockwise from ``player``.
    ``ValueError`` (in the reader's language) where the deal cannot be replayed."""
    play = replay.play
    if play is None:
        raise ValueError(_("This deal has no play to replay: it needs a contract."))
    if play.talon_card is not None or any(trick.talon_card for trick in play.tricks):
        raise ValueError(_("Raspasy with the talon's tricks cannot be replayed at the table."))
    active = tuple(play.deal.active)
    if player not in active:
        raise ValueError(_("Choose one of the players of this deal."))
    start = active.index(player)
    order = active[start:] + active[:start]
    held = {p: set(play.hands[p]) for p in order}
    for trick in play.tricks:
        for who, card in trick.cards:
            held[who].add(card)
    for who, card in play.current:
        held[who].add(card)
    if play.tricks:
        leader = play.tricks[0].cards[0][0]
    else:
        leader = play.current[0][0] if play.current else play.leader
    return {
        "contract": play.contract.en,
        "declarer": order.index(play.declarer) if play.declarer else None,
        "leader": order.index(leader),
        "hands": [" ".join(card.en for card in _sorted(frozenset(held[p]))) for p in order],
        "four_handed": len(play.deal.players) == 4,
        "name": player,
    }
