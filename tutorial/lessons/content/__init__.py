"""The shipped course: one module per stage, assembled here into ``COURSE``."""

from __future__ import annotations

from tutorial.lessons.content import (
    auction,
    cards_and_tricks,
    contract,
    discard,
    hand_evaluation,
    talon,
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

COURSE = Course((BIDDING,))
