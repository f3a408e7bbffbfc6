"""The deal record: one deal as JSON, read into core values and replayed.

Documented in docs/deal-record.md with a JSON Schema (docs/deal-record.schema.json). Shape::

    {"players": ["Anna", "Boris", "Vera"], "dealer": "Vera", "convention": "sochi",
     "hands": {"Anna": "A♠ K♠ …", "Boris": […], "Vera": "…"}, "talon": "7♥ 8♥",
     "auction": [["Anna", "6♠"], ["Boris", "pass"], ["Vera", "pass"]],
     "discard": "7♥ 8♥", "declarer": "Anna", "contract": "6♠",
     "whisting": [["Boris", "whist"], ["Vera", "pass"]],
     "play": [["Anna", "A♠"], ["Boris", "7♠"], ["Vera", "8♠"]]}

Cards are lists or space-separated strings in either notation. Every problem names its field.
Irregular plays are kept and reported (``DealReplay.irregularities``), never rejected.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulings.core.conventions.convention import Convention
from rulings.core.errors import Problem, RecordError
from rulings.core.game.cards import Card, parse_cards
from rulings.core.game.contracts import RASPASY, Contract, parse_contract
from rulings.core.game.deal import Deal, active_players, validate_players
from rulings.core.i18n import gettext_noop
from rulings.core.problems import Problems
from rulings.core.rules.auction import Auction, AuctionEnd, parse_call
from rulings.core.rules.contract_checks import check_allowed, check_contract, check_refusal
from rulings.core.rules.play import PlayState
from rulings.core.rules.whisting import Whisting, WhistOutcome, parse_whist_call


def read_convention(value: Any) -> Convention:
    """``"sochi"`` or ``{"preset": "sochi", "options": {…}}`` (a house convention)."""
    if isinstance(value, str):
        return Convention.preset(value)
    if isinstance(value, Mapping):
        base = Convention.preset(str(value.get("preset", "sochi")))
        options = value.get("options", {})
        if not isinstance(options, Mapping):
            raise RecordError(
                [Problem("convention.options", gettext_noop("must be an object of option: value"))]
            )
        return base.with_options(options)
    raise RecordError(
        [Problem("convention", gettext_noop("must be a preset name or {preset, options}"))]
    )


@dataclass(frozen=True)
class DealRecord:
    """A deal record after reading: every field a core value."""

    convention: Convention
    deal: Deal
    auction: tuple[tuple[str, str], ...]
    discard: tuple[Card, ...]
    declarer: str | None
    contract: Contract | None
    refused: bool
    whisting: tuple[tuple[str, str], ...]
    play: tuple[tuple[str, Card], ...]


@dataclass(frozen=True)
class DealReplay:
    """A record replayed through the auction, the whisting and the play."""

    record: DealRecord
    auction: Auction | None
    whisting: Whisting | None
    play: PlayState | None

    @property
    def irregularities(self):
        return self.play.irregularities if self.play else ()

    @property
    def whist_outcome(self) -> WhistOutcome | None:
        return self.whisting.outcome if self.whisting else None

    def as_json(self) -> dict[str, Any]:
        """The ``deal show --json`` shape: tricks, taken, irregularities."""
        state = self.play
        tricks = []
        for trick in state.tricks if state else ():
            item: dict[str, Any] = {
                "number": trick.number,
                "cards": [[player, card.en] for player, card in trick.cards],
                "winner": trick.winner,
            }
            if trick.talon_card is not None:
                item["talon"] = trick.talon_card.en
            tricks.append(item)
        return {
            "contract": self.record.contract.en if self.record.contract else None,
            "declarer": self.record.declarer,
            "tricks": tricks,
            "taken": state.taken if state else {},
            "irregularities": [
                {
                    "type": irregularity.type.value,
                    "player": irregularity.player,
                    "trick": irregularity.trick,
                    "card": irregularity.card.en,
                    "rule": irregularity.rule,
                }
                for irregularity in self.irregularities
            ],
        }


def _pairs(field: str, value: Any, problems: Problems) -> tuple[tuple[str, Any], ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(
        isinstance(item, list | tuple) and len(item) == 2 for item in value
    ):
        problems.add(field, gettext_noop("must be a list of [player, value] pairs"))
        return ()
    return tuple((str(player), item) for player, item in value)


def read_deal_record(data: Any) -> DealRecord:
    """Read a deal record (already parsed JSON). Raises ``RecordError`` listing every problem."""
    if not isinstance(data, Mapping):
        raise RecordError([Problem("", gettext_noop("a deal record is a JSON object"))])
    problems = Problems()
    convention = problems.read("convention", read_convention, data.get("convention", "sochi"))
    players = data.get("players")
    dealer = data.get("dealer")
    if not isinstance(players, list):
        problems.add("players", gettext_noop("must be a list of 3 or 4 names"))
    if not isinstance(dealer, str):
        problems.add("dealer", gettext_noop("must be one of the players"))
    problems.raise_if_any()
    seats = problems.read("players", lambda p: validate_players(p, dealer), players)
    problems.raise_if_any()
    hands_data = data.get("hands")
    if not isinstance(hands_data, Mapping):
        problems.add("hands", gettext_noop("must be an object: player → cards"))
        hands_data = {}
    hands = {
        str(name): problems.read(f"hands.{name}", parse_cards, cards)
        for name, cards in hands_data.items()
    }
    talon = problems.read("talon", parse_cards, data.get("talon", ""))
    problems.raise_if_any()
    deal = problems.read("hands", lambda _: Deal.create(seats, dealer, hands, talon), None)
    discard = problems.read("discard", parse_cards, data.get("discard") or ())
    contract_text = data.get("contract")
    contract = problems.read("contract", parse_contract, contract_text) if contract_text else None
    declarer = data.get("declarer")
    active = active_players(seats, dealer)
    if declarer is not None and declarer not in active:
        problems.add(
            "declarer", gettext_noop("«%(player)s» does not play this deal"), player=declarer
        )
    refused = data.get("refused", False)
    if not isinstance(refused, bool):
        problems.add("refused", gettext_noop("must be true or false"))
    play = []
    for index, (player, card) in enumerate(_pairs("play", data.get("play"), problems)):
        parsed = problems.read(f"play[{index}]", lambda c: parse_cards([c])[0], card)
        if player not in active:
            problems.add(
                f"play[{index}]",
                gettext_noop("«%(player)s» does not play this deal"),
                player=player,
            )
        play.append((player, parsed))
    auction = tuple((p, str(c)) for p, c in _pairs("auction", data.get("auction"), problems))
    whisting = tuple((p, str(c)) for p, c in _pairs("whisting", data.get("whisting"), problems))
    problems.raise_if_any()
    return DealRecord(
        convention,
        deal,
        auction,
        discard or (),
        declarer,
        contract,
        refused,
        whisting,
        tuple(play),
    )


def replay(record: DealRecord) -> DealReplay:
    """Run the record through the auction, the contract, the whisting and the play."""
    problems = Problems()
    deal, convention = record.deal, record.convention
    auction = _replay_auction(record, problems)
    declarer, contract = record.declarer, record.contract
    if auction is not None and auction.is_over:
        if auction.end is AuctionEnd.DECLARER:
            if declarer is None:
                declarer = auction.declarer
            elif declarer != auction.declarer:
                problems.add(
                    "declarer",
                    gettext_noop("the auction was won by %(winner)s, not %(player)s"),
                    winner=auction.declarer,
                    player=declarer,
                )
            if contract is not None and auction.winning_bid is not None:
                problems.read(
                    "contract",
                    lambda c: check_contract(auction.winning_bid, c, convention),
                    contract,
                )
        elif auction.end is AuctionEnd.RASPASY:
            if contract is None:
                contract = RASPASY
            elif not contract.is_raspasy:
                problems.add("contract", gettext_noop("everyone passed: the deal is raspasy"))
    if contract is not None and contract.is_raspasy and record.declarer is not None:
        problems.add("declarer", gettext_noop("raspasy has no declarer"))
    if contract is not None and not contract.is_raspasy and declarer is None:
        problems.add("declarer", gettext_noop("who plays %(contract)s?"), contract=contract)
    if contract is not None:
        problems.read("contract", lambda c: check_allowed(c, convention), contract)
    if record.refused and contract is not None:
        problems.read("refused", lambda c: check_refusal(c, convention), contract)
    problems.raise_if_any()
    whisting = _replay_whisting(record, contract, declarer, problems)
    problems.raise_if_any()
    play = None
    if contract is not None and not record.refused:
        play = problems.read(
            "discard",
            lambda _: PlayState.start(deal, contract, declarer, convention, record.discard),
            None,
        )
    if play is None and record.play:
        if contract is None:
            problems.add("play", gettext_noop("the contract is needed to replay the play"))
        elif record.refused:
            problems.add("play", gettext_noop("a game given up «without three» is not played"))
        problems.raise_if_any()
    for index, (player, card) in enumerate(record.play):
        with problems.at(f"play[{index}]"):
            play = play.after(player, card)
        problems.raise_if_any()
    final = DealRecord(
        record.convention,
        deal,
        record.auction,
        record.discard,
        declarer,
        contract,
        record.refused,
        record.whisting,
        record.play,
    )
    return DealReplay(final, auction, whisting, play)


def _replay_auction(record: DealRecord, problems: Problems) -> Auction | None:
    if not record.auction:
        return None
    auction = Auction(record.convention, record.deal.active)
    for index, (player, text) in enumerate(record.auction):
        before = auction
        with problems.at(f"auction[{index}]"):
            auction = auction.after(player, parse_call(text, record.convention))
        if auction is before:
            return None
    if not auction.is_over and (record.contract or record.play):
        problems.add(
            "auction",
            gettext_noop("the auction is not over: it is %(player)s's call"),
            player=auction.to_call,
        )
    return auction


def _replay_whisting(
    record: DealRecord, contract: Contract | None, declarer: str | None, problems: Problems
) -> Whisting | None:
    if contract is None or declarer is None or not contract.is_game:
        if record.whisting:
            problems.add("whisting", gettext_noop("only a game is whisted"))
        return None
    deal = record.deal
    whisting = Whisting.of_deal(record.convention, contract, deal.players, deal.dealer, declarer)
    for index, (player, text) in enumerate(record.whisting):
        before = whisting
        with problems.at(f"whisting[{index}]"):
            whisting = whisting.after(player, parse_whist_call(text))
        if whisting is before:
            return None
    return whisting


def replay_json(data: Any) -> DealReplay:
    """Read and replay in one step (the CLI, the API and the deal viewer use this)."""
    return replay(read_deal_record(data))
