"""The renonce trick: its cards and who took it, and a trick moved from one player to another.

Shared by the renonce rulings of games (``renonce_game.py``) and of misère and raspasy
(``renonce_misere.py``, ``renonce_raspasy.py``), and by the peek ruling.
"""

from __future__ import annotations

from rulings.core.errors import Problem, RecordError
from rulings.core.game.cards import Card
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.ruling import Adjustment
from rulings.core.records.incidents import Incident
from rulings.core.rules.play import trick_winner


def trick_of(facts: DealFacts, incident: Incident):
    """(cards in order, who took it at the table) of the renonce trick."""
    trick = facts.trick(incident.trick or 0)
    if trick is not None:
        return trick.cards, trick.winner
    if incident.cards:
        cards = incident.cards
        winner = incident.won_by
        if winner is None:
            trump = facts.contract.trump if facts.contract else None
            winner, _ = trick_winner(cards, trump, cards[0][1].suit)
        return cards, winner
    if incident.won_by is not None:
        return (), incident.won_by
    raise RecordError(
        [
            Problem(
                f"{incident.field}.cards",
                gettext_noop(
                    "trick %(trick)s is not in the play: give its cards, or who took it (won_by)"
                ),
                {"trick": incident.trick},
            )
        ]
    )


def need_tricks(facts: DealFacts, adj: Adjustment) -> dict[str, int]:
    if adj.tricks is None:
        raise RecordError(
            [
                Problem(
                    "tricks",
                    gettext_noop(
                        "the play is not recorded to the end: give each player's tricks as taken"
                    ),
                )
            ]
        )
    return adj.tricks


def move_trick(tricks: dict[str, int], source: str, target: str) -> None:
    if tricks.get(source, 0) > 0:
        tricks[source] -= 1
        tricks[target] = tricks.get(target, 0) + 1


def card_en(card: Card | None) -> str:
    return card.en if card is not None else "?"
