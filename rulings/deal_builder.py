"""Building a deal card by card: who holds each of the 32 cards (presentation state).

The draft travels in the page as JSON (``{"AS": "Anna", "7H": "talon", …}``), so the builder
needs no storage; the finished deal is checked by the rules core like any pasted record.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from rulings import json_input
from rulings.core import DECK, HAND_SIZE, TALON_SIZE, Card, active_players, format_cards, parse_card

TALON = "talon"


@dataclass(frozen=True)
class DealDraft:
    players: tuple[str, ...]
    dealer: str
    owners: dict[Card, str]  # card → player or TALON

    @property
    def places(self) -> tuple[str, ...]:
        """Where cards can go: the hands of the three who play, then the talon."""
        return (*active_players(self.players, self.dealer), TALON)

    def capacity(self, place: str) -> int:
        return TALON_SIZE if place == TALON else HAND_SIZE

    def cards_of(self, place: str) -> tuple[Card, ...]:
        return tuple(
            sorted(
                (c for c, o in self.owners.items() if o == place), key=lambda c: (c.suit, -c.rank)
            )
        )

    def is_full(self, place: str) -> bool:
        return len(self.cards_of(place)) >= self.capacity(place)

    @property
    def complete(self) -> bool:
        return all(len(self.cards_of(p)) == self.capacity(p) for p in self.places)

    def next_open_place(self, preferred: str) -> str:
        """``preferred`` if it has room, else the first place that still has room."""
        if preferred in self.places and not self.is_full(preferred):
            return preferred
        return next((p for p in self.places if not self.is_full(p)), preferred)

    def toggle(self, card: Card, place: str) -> DealDraft:
        """Give ``card`` to ``place`` (callers check there is room); clicking a card already
        there takes it back."""
        owners = dict(self.owners)
        if owners.get(card) == place:
            del owners[card]
        else:
            owners[card] = place
        return DealDraft(self.players, self.dealer, owners)

    def fill_at_random(self, seed: int) -> DealDraft:
        """Deal the cards not placed yet to the places that still have room."""
        free = [card for card in DECK if card not in self.owners]
        random.Random(seed).shuffle(free)  # noqa: S311 - a deal for play, not a secret
        owners = dict(self.owners)
        for place in self.places:
            room = self.capacity(place) - len(self.cards_of(place))
            for _ in range(room):
                owners[free.pop()] = place
        return DealDraft(self.players, self.dealer, owners)

    def owners_json(self) -> str:
        return json.dumps({card.en: owner for card, owner in self.owners.items()})

    def record(self) -> dict[str, Any]:
        """The deal record of the finished draft (hands and talon; no contract yet)."""
        return {
            "players": list(self.players),
            "dealer": self.dealer,
            "hands": {p: format_cards(self.cards_of(p)) for p in self.places if p != TALON},
            "talon": format_cards(self.cards_of(TALON)),
        }


def read_owners(text: str, places: tuple[str, ...]) -> dict[Card, str]:
    """The owners map from the page; anything unreadable or unknown is dropped."""
    try:
        raw = json_input.loads(text or "{}")
    except json.JSONDecodeError:
        return {}
    if not isinstance(raw, dict):
        return {}
    owners = {}
    for token, owner in raw.items():
        try:
            card = parse_card(str(token))
        except ValueError:
            continue
        if owner in places:
            owners[card] = owner
    return owners


class PlaceFullError(ValueError):
    """The chosen hand (or the talon) already holds all its cards."""

    def __init__(self, place: str):
        self.place = place
        super().__init__(f"{place} already has all its cards")


def apply_click(
    draft: DealDraft, action: str, card: Card | None, target: str, seed: int
) -> DealDraft:
    """The draft after one builder action: clear, fill the rest at random, or place ``card``."""
    if action == "clear":
        return DealDraft(draft.players, draft.dealer, {})
    if action == "random":
        return draft.fill_at_random(seed)
    if card is None:
        return draft
    if draft.owners.get(card) != target and draft.is_full(target):
        raise PlaceFullError(target)
    return draft.toggle(card, target)
