"""The shipped course: one module per stage, assembled here into ``COURSE``."""

from __future__ import annotations

from tutorial.lessons.content import (
    auction,
    cards_and_tricks,
    contract,
    discard,
    first_lead,
    hand_evaluation,
    misere_catch,
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
    ),
)

WHISTING = Category(
    "whisting",
    Text("Вистование", "Whisting"),
    (whist_duties.STAGE, whist_or_pass.STAGE, misere_catch.STAGE, first_lead.STAGE),
)

COURSE = Course((BIDDING, WHISTING))
