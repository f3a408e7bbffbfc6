"""Building a deal without JSON: who holds each of the 32 cards, then the auction, the talon,
the contract, the whisting and the play, each step offering only what the rules allow.

The draft travels in the page as JSON (``{"AS": "Anna", "7H": "talon", …}``), then the deal
record so far, so the builder needs no storage; every step is replayed by the rules core like
any pasted record, and the core gives the legal choices (``Auction.legal_calls``,
``Whisting.legal_calls``, ``check_contract``, ``PlayState.legal_cards``).
"""

from __future__ import annotations

import enum
import json
import random
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _

from rulings import json_input
from rulings.core import (
    DECK,
    HAND_SIZE,
    TALON_SIZE,
    Auction,
    AuctionEnd,
    Call,
    CallKind,
    Card,
    Contract,
    Convention,
    Deal,
    DealRecord,
    DealReplay,
    PreferansError,
    WhistCall,
    active_players,
    check_allowed,
    check_contract,
    check_refusal,
    cite,
    format_cards,
    parse_card,
    playable_contracts,
    replay_json,
)
from rulings.messages import citation_text, localize, translate_error
from rulings.viewer import sorted_cards

TALON = "talon"


@dataclass(frozen=True)
class DealDraft:
    players: tuple[str, ...]
    dealer: str
    owners: dict[Card, str]  # card → player or TALON

    @classmethod
    def of_deal(cls, deal: Deal) -> DealDraft:
        """The draft holding a dealt deal's cards (back from the bidding to the cards)."""
        owners = {card: player for player, cards in deal.hands.items() for card in cards}
        owners |= dict.fromkeys(deal.talon, TALON)
        return cls(tuple(deal.players), deal.dealer, owners)

    @property
    def places(self) -> tuple[str, ...]:
        """Where cards can go: the hands of the three who play, then the talon."""
        return (*active_players(self.players, self.dealer), TALON)

    def capacity(self, place: str) -> int:
        return TALON_SIZE if place == TALON else HAND_SIZE

    def cards_of(self, place: str) -> tuple[Card, ...]:
        return sorted_cards(c for c, o in self.owners.items() if o == place)

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
            for _card in range(room):
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


# --- After the cards: the auction, the talon, the contract, the whisting and the play, each a
# choice among the moves the rules core allows at that point. The record so far travels in the
# page as JSON; every step replays it (the core checks it) and offers the next legal choices.


class Stage(enum.StrEnum):
    AUCTION = "auction"
    TALON = "talon"  # the declarer takes the talon and discards two cards
    CONTRACT = "contract"
    WHISTING = "whisting"
    PLAY = "play"
    DONE = "done"


@dataclass(frozen=True)
class BuilderStep:
    """Where the deal being built stands, and the choices the rules allow now."""

    replay: DealReplay
    stage: Stage
    player: str | None = None  # who chooses now
    calls: tuple[Call, ...] = ()  # the auction's legal calls
    contracts: tuple[Contract, ...] = ()  # what the declarer may name
    whist_calls: tuple[WhistCall, ...] = ()
    cards: tuple[Card, ...] = ()  # the cards that may be played (or discarded) now
    may_refuse: bool = False  # «без трёх» (the Sochi and Leningrad rules), before any whist call

    @property
    def auction(self) -> Auction:
        record = self.replay.record
        return self.replay.auction or Auction(record.convention, record.deal.active)


def builder_step(data: dict[str, Any]) -> BuilderStep:
    """The step of a deal record being built (``RecordError`` if the record is not valid)."""
    replay = replay_json(data)
    record = replay.record
    auction = replay.auction or Auction(record.convention, record.deal.active)
    if not auction.is_over:
        return BuilderStep(
            replay, Stage.AUCTION, auction.to_call, calls=_shown_calls(auction.legal_calls())
        )
    if auction.end is AuctionEnd.DECLARER and record.contract is None:
        declarer = auction.declarer
        bid = auction.winning_bid
        buys_talon = not (isinstance(bid, Contract) and bid.without_talon)
        if buys_talon and not record.discard:
            cards = record.deal.hands[declarer] | frozenset(record.deal.talon)
            return BuilderStep(replay, Stage.TALON, declarer, cards=sorted_cards(cards))
        return BuilderStep(
            replay, Stage.CONTRACT, declarer, contracts=contracts_after(bid, record.convention)
        )
    whisting = replay.whisting
    if whisting is not None and not whisting.is_over and not record.refused:
        return BuilderStep(
            replay,
            Stage.WHISTING,
            whisting.to_call,
            whist_calls=whisting.legal_calls(),
            may_refuse=not whisting.calls and _refusal_allowed(record),
        )
    play = replay.play
    unplayed = play is None or (whisting is not None and not whisting.plays_out)
    if record.refused or unplayed or play.is_over:
        return BuilderStep(replay, Stage.DONE)
    return BuilderStep(replay, Stage.PLAY, play.to_play, cards=sorted_cards(play.legal_cards()))


def _refusal_allowed(record: DealRecord) -> bool:
    try:
        check_refusal(record.contract, record.convention)
    except PreferansError:
        return False
    return True


def _shown_calls(calls: tuple[Call, ...]) -> tuple[Call, ...]:
    """Pass first, then «here», then the bids up the ladder (as the core lists them)."""
    return tuple(sorted(calls, key=lambda call: call.kind is CallKind.BID))


def contracts_after(bid: Contract | int, convention: Convention) -> tuple[Contract, ...]:
    """The contracts the declarer may name after buying at ``bid`` (the classic text: not lower
    than the bid; misère only as bid, the Sochi and Leningrad rules)."""
    legal = []
    for contract in playable_contracts(convention):
        try:
            check_contract(bid, contract, convention)
        except PreferansError:
            continue
        legal.append(contract)
    return tuple(legal)


# The duty to follow suit, else to trump (the Sochi and Leningrad rules, «Правила взяток»); a card
# that breaks it is a renonce (Lesnoy's code 3.9.3).
FOLLOW_SUIT_RULE = cite("sochi_leningrad", quote="Правила взяток")
RENONCE_RULE = cite("lesnoy", "3.9.3")


class IllegalChoiceError(ValueError):
    """A posted choice the rules do not allow at this step; ``message`` is for the reader."""

    def __init__(self, message: str):
        self.message = message
        super().__init__(message)


def apply_choice(step: BuilderStep, data: dict[str, Any], kind: str, value: Any) -> dict[str, Any]:
    """The record after the player to choose makes ``value`` (already parsed) at this step.

    Raises ``IllegalChoiceError`` (the reason in the reader's language) when it is not one of
    the choices the rules allow now."""
    expected = {
        "call": Stage.AUCTION,
        "discard": Stage.TALON,
        "contract": Stage.CONTRACT,
        "whist": Stage.WHISTING,
        "card": Stage.PLAY,
        "refuse": Stage.WHISTING,
    }[kind]
    if step.stage is not expected:
        raise IllegalChoiceError(
            _("This step is already over: the deal is at the step «%(stage)s» now.")
            % {"stage": stage_name(step.stage)}
        )
    player = step.player
    if kind == "call":
        reason = step.auction.illegality(value)
        if reason is not None:
            raise IllegalChoiceError(f"{player}: {translate_error(reason)}")
        return {**data, "auction": [*(data.get("auction") or []), [player, value.en]]}
    if kind == "discard":
        if len(set(value)) != TALON_SIZE or not set(value) <= set(step.cards):
            raise IllegalChoiceError(
                _("%(player)s: discard two cards of the hand or the talon (%(count)s chosen).")
                % {"player": player, "count": len(set(value))}
            )
        return {**data, "discard": format_cards(value)}
    if kind == "contract":
        if value not in step.contracts:
            raise IllegalChoiceError(_contract_refusal(step, value))
        return {**data, "contract": value.en, "declarer": player}
    if kind == "refuse":
        record = step.replay.record
        if not step.may_refuse:
            try:
                check_refusal(record.contract, record.convention)
            except PreferansError as error:
                raise IllegalChoiceError(translate_error(error)) from None
            raise IllegalChoiceError(_("«Without three» is said before the whisting."))
        return {**data, "refused": True}
    if kind == "whist":
        if value not in step.whist_calls:
            raise IllegalChoiceError(
                _("%(player)s cannot say «%(call)s» now: choose one of %(allowed)s.")
                % {
                    "player": player,
                    "call": localize(value),
                    "allowed": ", ".join(localize(c) for c in step.whist_calls),
                }
            )
        return {**data, "whisting": [*(data.get("whisting") or []), [player, value.value]]}
    if value not in step.cards:
        raise IllegalChoiceError(card_refusal(step, value))
    return {**data, "play": [*(data.get("play") or []), [player, value.en]]}


def _contract_refusal(step: BuilderStep, contract: Contract) -> str:
    record = step.replay.record
    try:
        check_allowed(contract, record.convention)
        check_contract(step.auction.winning_bid, contract, record.convention)
    except PreferansError as error:
        return f"{step.player}: {translate_error(error)}"
    return _("%(player)s cannot play %(contract)s here.") % {
        "player": step.player,
        "contract": localize(contract),
    }


def card_refusal(step: BuilderStep, card: Card) -> str:
    """Why the player to play may not play ``card``, the rule cited and what to do, e.g. «Ход 5,
    Боря: Т♦ нельзя — на руке есть ♣, нужно ходить в масть (…). Выберите другую карту.»"""
    play = step.replay.play
    player = step.player
    hand = play.hands[player]
    where = {
        "n": len(step.replay.record.play) + 1,
        "player": player,
        "card": localize(card),
    }
    if card not in hand:
        return (
            _("Card %(n)s, %(player)s: %(card)s is not in the hand. Choose a card of the hand.")
            % where
        )
    led, trump = play.led_suit, play.trump
    rule = citation_text((FOLLOW_SUIT_RULE, RENONCE_RULE))
    if any(c.suit == led for c in hand):
        return _(
            "Card %(n)s, %(player)s: not %(card)s — the hand has %(suit)s, so it must follow "
            "suit (%(rule)s). Choose another card."
        ) % {**where, "suit": led.symbol, "rule": rule}
    return _(
        "Card %(n)s, %(player)s: not %(card)s — there is no %(suit)s in the hand but there are "
        "trumps (%(trump)s), so it must trump — else it is a renonce (%(rule)s). Choose another "
        "card."
    ) % {**where, "suit": led.symbol, "trump": trump.symbol, "rule": rule}


def stage_name(stage: Stage) -> str:
    return {
        Stage.AUCTION: _("bidding"),
        Stage.TALON: _("the talon and the discard"),
        Stage.CONTRACT: _("the contract"),
        Stage.WHISTING: _("whisting"),
        Stage.PLAY: _("the play"),
        Stage.DONE: _("the deal is over"),
    }[stage]


def step_back(data: dict[str, Any]) -> dict[str, Any] | None:
    """The record without its last choice (None: nothing is chosen yet, back to the cards)."""
    if data.get("refused"):
        return {k: v for k, v in data.items() if k != "refused"}
    for field in ("play", "whisting"):
        if data.get(field):
            return {**data, field: list(data[field])[:-1]}
    if data.get("contract") and data.get("auction"):
        return {k: v for k, v in data.items() if k not in ("contract", "declarer")}
    if data.get("discard"):
        return {k: v for k, v in data.items() if k != "discard"}
    if data.get("auction"):
        return {**data, "auction": list(data["auction"])[:-1]}
    return None
