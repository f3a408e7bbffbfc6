"""The shipped course: one module per stage, assembled here into ``COURSE``."""

from __future__ import annotations

from tutorial.lessons.content import (
    auction,
    cards_and_tricks,
    contract,
    declarer_table,
    defence,
    defence_table,
    discard,
    first_lead,
    hand_evaluation,
    misere,
    misere_catch,
    misere_table,
    open_whist,
    raspasy,
    rule_disputes,
    scoring,
    talon,
    whist_duties,
    whist_or_pass,
)
from tutorial.lessons.model import Category, Course, Text

BIDDING = Category(
    "bidding",
    Text("Торговля и игра", "Bidding and play"),
    (
        cards_and_tricks.STAGE,
        hand_evaluation.STAGE,
        auction.STAGE,
        talon.STAGE,
        discard.STAGE,
        contract.STAGE,
        declarer_table.STAGE,
    ),
)

WHISTING = Category(
    "whisting",
    Text("Вистование", "Whisting"),
    (
        whist_duties.STAGE,
        whist_or_pass.STAGE,
        misere_catch.STAGE,
        first_lead.STAGE,
        misere.STAGE,
        misere_table.STAGE,
        open_whist.STAGE,
        defence.STAGE,
        raspasy.STAGE,
        defence_table.STAGE,
        scoring.STAGE,
        rule_disputes.STAGE,
    ),
)

COURSE = Course((BIDDING, WHISTING))
