"""A renonce on raspasy: the classic text «ставит наверх по 10 за каждое нарушение»."""

from __future__ import annotations

from rulings.core.conventions.convention import Convention
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.renonce_tricks import card_en
from rulings.core.penalties.ruling import (
    Adjustment,
    Penalty,
    RulingItem,
    Text,
    option_name,
    remiz,
    up_column,
    up_step,
)
from rulings.core.records.incidents import Incident
from rulings.core.sources import cite

C_RASPASY = cite(
    "classic", quote="Тот, кто допустит подобный ренонс, ставит наверх по 10 за каждое нарушение"
).text


def rule_raspasy(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    conv = facts.convention
    six = remiz(conv, None, 6)
    amount = six if conv.raspasy_renonce_as_six_remiz else conv.raspasy_renonce_penalty
    adj.offence(incident.player)
    # the reading is the table's, said once on the card however many renonces it prices
    first = not any(p.code == "renonce_raspasy" for p in adj.penalties)
    adj.penalties.append(
        Penalty(
            "renonce_raspasy",
            up_column(conv),
            incident.player,
            amount,
            C_RASPASY,
            params={"trick": incident.trick},
        )
    )
    return RulingItem(
        (incident,),
        "renonce_raspasy",
        C_RASPASY,
        Text(
            gettext_noop(
                "On raspasy %(player)s did not follow suit at trick %(trick)s (%(card)s). "
                "The tricks stand as played; a renonce on raspasy is written up: "
                "%(amount)s per violation."
            )
            if incident.card is not None
            else gettext_noop(  # the short form: the card changes nothing here, so not asked
                "On raspasy %(player)s did not follow suit at trick %(trick)s. "
                "The tricks stand as played; a renonce on raspasy is written up: "
                "%(amount)s per violation."
            ),
            {
                "player": incident.player,
                "trick": incident.trick,
                "card": card_en(incident.card),
                "amount": amount,
            },
        ),
        steps=(
            up_step(conv, incident.player, amount),
            *([_reading(conv, amount)] if first else []),
        ),
    )


def _reading(conv: Convention, amount: int) -> Text:
    return Text(
        gettext_noop(
            "reading applied: the classic «10» is a six's remiz on the table's own "
            "scale (%(amount)s here; option «%(option)s»)"
        )
        if conv.raspasy_renonce_as_six_remiz
        else gettext_noop(
            "reading applied: the number as the classic text writes it, %(amount)s "
            "(option «%(option)s»)"
        ),
        {"amount": amount, "option": option_name("raspasy_renonce_as_six_remiz")},
    )
