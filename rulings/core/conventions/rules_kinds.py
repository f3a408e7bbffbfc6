"""The kinds of values the game, auction and play options of a convention take
(``options/game.py``, ``options/auction.py``, ``options/play.py``); ``rules/`` reads them.
"""

from __future__ import annotations

import enum


class Variant(enum.StrEnum):
    RUSSIAN = "russian"
    BALKAN = "balkan"  # Lesnoy's Balkan preferans: bids 2–5, Bettel, Sans, refe


class HoldRule(enum.StrEnum):
    """Who may repeat the current bid instead of raising it."""

    # the Sochi and Leningrad rules «Здесь»: a player whose word comes through a passer
    THROUGH_PASSER = "through_passer"
    CLASSIC = (
        "classic"  # the classic text «Держу»: any player may hold the bid made just before him
    )
    BALKAN = (
        "balkan"  # Lesnoy's Balkan preferans «здесь/держу/мои»: a player who already bid a number
    )
    NONE = "none"


class RaspasyLeader(enum.StrEnum):
    """Who leads the third trick of raspasy with three players, after the two talon tricks."""

    FIRST_HAND = (
        "first_hand"  # the classic text (four players): «делает ход игрок, сидящий слева от него»
    )
    # the Sochi and Leningrad rules' rule of tricks: «ходит игрок, взявший последнюю»
    TRICK_WINNER = "trick_winner"


class TalonUnfollowed(enum.StrEnum):
    """Who takes a raspasy talon trick (three players) when nobody has the talon card's suit."""

    FIRST_CARD = "first_card"  # the first card played sets the suit: its highest card takes it
    HIGHEST_CARD = "highest_card"  # the highest card by rank, equal ranks by suit (♠ < ♣ < ♦ < ♥)


class RaspasyTalon(enum.StrEnum):
    """What the talon does on raspasy with three players (our rules reference §9.1: the classic text
    and the Sochi and Leningrad rules disagree)."""

    # the Sochi and Leningrad rules: the talon cards set the suit of the first two tricks
    LEADS = "leads"
    UNTOUCHED = "untouched"  # the classic text: «ходят не с прикупа, его вообще не трогают»
