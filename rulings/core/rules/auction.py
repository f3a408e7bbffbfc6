"""The auction (торговля): whose call it is, which calls are legal, and how it ends.

The Sochi and Leningrad rules («Торговля»): calls go clockwise from the first hand (left of the
dealer); one call per turn; «пас» is final; each bid must be higher than the last; a player whose
word comes «через пасующего» may say «здесь», repeating the previous bid; misère only as a player's
first call («Мизер»); when everyone passes, raspasy is played. The classic text: the classic «держу»
and bids rising strictly in suit order. Lesnoy's Balkan preferans (Balkan): numbers 2–7 without
jumps, «мои/здесь» by a player who already bid a number, «игра» (without the talon) only at a
player's first word, all pass → refe.

The ``Auction`` value is immutable: ``auction.after(player, call)`` returns the next state.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache

from rulings.core.conventions.convention import Convention, HoldRule, Variant
from rulings.core.errors import ContractParseError, IllegalCallError, IllegalContractError
from rulings.core.game.contracts import MISERE, Contract, ContractKind, Strain, parse_contract
from rulings.core.i18n import gettext_noop


class CallKind(enum.StrEnum):
    PASS = "pass"
    BID = "bid"
    HOLD = "hold"  # «здесь» / «держу» / «мои»


@dataclass(frozen=True, slots=True)
class Call:
    """One call. A Russian bid carries a contract; a Balkan bid carries a number (2–7) or,
    for «игра», the contract played without the talon."""

    kind: CallKind
    contract: Contract | None = None
    number: int | None = None

    @property
    def en(self) -> str:
        if self.kind is CallKind.BID:
            return str(self.number) if self.contract is None else self.contract.en
        return "here" if self.kind is CallKind.HOLD else "pass"

    @property
    def ru(self) -> str:
        if self.kind is CallKind.BID:
            return str(self.number) if self.contract is None else self.contract.ru
        return "здесь" if self.kind is CallKind.HOLD else "пас"

    def __str__(self) -> str:
        return self.en


PASS = Call(CallKind.PASS)
HOLD = Call(CallKind.HOLD)


def bid(contract: Contract | str) -> Call:
    return Call(CallKind.BID, parse_contract(contract) if isinstance(contract, str) else contract)


# Lesnoy's Balkan preferans: «числа 2, 3, 4, 5 (представляющие каждую масть), 6 (Bettel), 7
# (Sanac)».
BALKAN_SUIT_NUMBERS = {Strain.SPADES: 2, Strain.DIAMONDS: 3, Strain.HEARTS: 4, Strain.CLUBS: 5}
BALKAN_BETTEL, BALKAN_SANS = 6, 7


def balkan_number(contract: Contract) -> int:
    """The Balkan number of a contract: ♠2 ♦3 ♥4 ♣5, Bettel 6, Sans 7 (Lesnoy's Balkan
    preferans)."""
    if contract.is_misere:
        return BALKAN_BETTEL
    if contract.is_game and contract.level == 6 and contract.strain is not None:
        if contract.strain is Strain.NO_TRUMP:
            return BALKAN_SANS
        return BALKAN_SUIT_NUMBERS[contract.strain]
    raise IllegalContractError(
        gettext_noop(
            "%(contract)s is not a Balkan contract: Balkan contracts are six tricks in a suit, "
            "Bettel or Sans (Lesnoy's Balkan preferans)"
        ),
        contract=contract,
    )


def balkan_contracts() -> tuple[Contract, ...]:
    """Every Balkan contract in number order: 2♠ 3♦ 4♥ 5♣ Bettel Sans."""
    suits = sorted(BALKAN_SUIT_NUMBERS, key=BALKAN_SUIT_NUMBERS.__getitem__)
    return (
        *(Contract.game(6, strain) for strain in suits),
        MISERE,
        Contract.game(6, Strain.NO_TRUMP),
    )


_PASS_WORDS = {"PASS", "ПАС", "P"}
# Lesnoy's Balkan preferans: «здесь, или держу, или мои (и я — по-хорватски)»
_HOLD_WORDS = {"HERE", "HOLD", "MINE", "ЗДЕСЬ", "ДЕРЖУ", "МОИ", "И Я", "I JA"}
_BALKAN_GAME_WORDS = ("ИГРА", "GAME")


def parse_call(text: str, convention: Convention) -> Call:
    """Read a call: ``pass``/``пас``, ``здесь``/``держу``/``мои``/``here``, a contract
    (``7♥``, ``мизер``), or in the Balkan game a number ``2``–``7`` or ``игра 5``."""
    cleaned = " ".join(str(text).upper().split())
    if cleaned in _PASS_WORDS:
        return PASS
    if cleaned in _HOLD_WORDS:
        return HOLD
    if convention.variant is Variant.BALKAN:
        if cleaned.isdigit() and 2 <= int(cleaned) <= 7:
            return Call(CallKind.BID, number=int(cleaned))
        for word in _BALKAN_GAME_WORDS:
            if cleaned.startswith(word):
                return Call(CallKind.BID, _balkan_contract(cleaned[len(word) :].strip(), text))
        raise ContractParseError(
            gettext_noop(
                "«%(text)s» is not a Balkan call: expected pass/пас, здесь/мои, a number 2–7, "
                "or «игра» with its contract (игра 5, игра бетл)"
            ),
            text=text,
        )
    try:
        return bid(cleaned)
    except ContractParseError:
        raise ContractParseError(
            gettext_noop(
                "«%(text)s» is not a call: expected пас/pass, здесь/держу/here, or a bid "
                "such as 6♠, 7 черви, 8БК, мизер"
            ),
            text=text,
        ) from None


def _balkan_contract(word: str, text: str) -> Contract:
    if word.isdigit() and 2 <= int(word) <= 7:
        return Contract(**_contract_fields(balkan_contracts()[int(word) - 2]), without_talon=True)
    try:
        contract = parse_contract(word)
    except ContractParseError:
        raise ContractParseError(
            gettext_noop("«%(text)s»: «игра» needs its contract, e.g. «игра 5»"), text=text
        ) from None
    balkan_number(contract)
    return Contract(**_contract_fields(contract), without_talon=True)


def _contract_fields(contract: Contract) -> dict:
    return {"kind": contract.kind, "level": contract.level, "strain": contract.strain}


def russian_ladder(convention: Convention) -> tuple[Contract, ...]:
    """Every biddable contract from lowest to highest (the Sochi and Leningrad rules «в соответствии
    со старшинством игр»), misère placed after ``convention.misere_after``."""
    return _ladder(
        convention.misere_after, convention.without_talon_games, convention.misere_allowed
    )


@lru_cache(maxsize=64)  # every legality check of a bid asks for it (a whole auction: thousands)
def _ladder(
    misere_after: str, without_talon_games: bool, misere_allowed: bool
) -> tuple[Contract, ...]:
    ladder: list[Contract] = []
    after = parse_contract(misere_after)
    for level in range(6, 11):
        for strain in Strain:
            ladder.append(Contract.game(level, strain))
            if without_talon_games:
                ladder.append(Contract.game(level, strain, without_talon=True))
            if misere_allowed and ladder[-1 - without_talon_games] == after:
                ladder.append(MISERE)
                if without_talon_games:
                    ladder.append(Contract(ContractKind.MISERE, without_talon=True))
    return tuple(ladder)


class AuctionEnd(enum.StrEnum):
    DECLARER = "declarer"
    RASPASY = "raspasy"  # Russian: everyone passed
    REFE = "refe"  # Balkan: everyone passed, each gets a refe (Lesnoy's Balkan preferans)


@dataclass(frozen=True)
class Auction:
    """The auction of one deal among the three active players (first hand first)."""

    convention: Convention
    order: tuple[str, ...]
    calls: tuple[tuple[str, Call], ...] = ()

    # --- whose turn
    @property
    def passed(self) -> frozenset[str]:
        return frozenset(player for player, call in self.calls if call.kind is CallKind.PASS)

    @property
    def is_over(self) -> bool:
        live = [p for p in self.order if p not in self.passed]
        if not live:
            return True
        return len(live) == 1 and self._has_bid(live[0])

    @property
    def to_call(self) -> str | None:
        if self.is_over:
            return None
        if not self.calls:
            return self.order[0]
        last = self.order.index(self.calls[-1][0])
        for step in range(1, len(self.order) + 1):
            player = self.order[(last + step) % len(self.order)]
            if player not in self.passed:
                return player
        return None

    # --- the standing bid
    def _has_bid(self, player: str) -> bool:
        return any(p == player and call.kind is not CallKind.PASS for p, call in self.calls)

    def _last_bid(self) -> tuple[int, str, Call] | None:
        """The last real bid (not a hold): its place in the calls, who made it, the call."""
        for index in range(len(self.calls) - 1, -1, -1):
            player, call = self.calls[index]
            if call.kind is CallKind.BID:
                return index, player, call
        return None

    @property
    def winning_bid(self) -> Contract | int | None:
        """The contract (Russian, Balkan «игра») or number (Balkan) standing now."""
        last = self._last_bid()
        if last is None:
            return None
        call = last[2]
        return call.number if call.number is not None else call.contract

    @property
    def end(self) -> AuctionEnd | None:
        if not self.is_over:
            return None
        if self.passed == frozenset(self.order):
            return (
                AuctionEnd.REFE if self.convention.variant is Variant.BALKAN else AuctionEnd.RASPASY
            )
        return AuctionEnd.DECLARER

    @property
    def declarer(self) -> str | None:
        if self.end is not AuctionEnd.DECLARER:
            return None
        return next(p for p in self.order if p not in self.passed)

    # --- legality
    def legal_calls(self) -> tuple[Call, ...]:
        """Every call the player to call may make now."""
        if self.is_over:
            return ()
        candidates = [PASS, HOLD]
        if self.convention.variant is Variant.BALKAN:
            candidates += [Call(CallKind.BID, number=n) for n in range(2, 8)]
            candidates += [
                Call(CallKind.BID, Contract(**_contract_fields(c), without_talon=True))
                for c in balkan_contracts()
            ]
        else:
            candidates += [bid(contract) for contract in russian_ladder(self.convention)]
        return tuple(call for call in candidates if self.illegality(call) is None)

    def why_illegal(self, call: Call) -> str | None:
        """None if the player to call may make ``call``, else the reason, citing the rule."""
        reason = self.illegality(call)
        return None if reason is None else str(reason)

    def illegality(self, call: Call) -> IllegalCallError | None:
        """None if the player to call may make ``call``, else why not (to raise or translate)."""
        player = self.to_call
        if player is None:
            return IllegalCallError(gettext_noop("the auction is over"))
        if call.kind is CallKind.PASS:
            return None
        if call.kind is CallKind.HOLD:
            return self._why_hold_illegal(player)
        if self.convention.variant is Variant.BALKAN:
            return self._why_balkan_bid_illegal(player, call)
        return self._why_russian_bid_illegal(player, call)

    def _why_hold_illegal(self, player: str) -> IllegalCallError | None:
        rule = self.convention.hold_rule
        last = self._last_bid()
        if rule is HoldRule.NONE:
            return IllegalCallError(gettext_noop("this convention has no «здесь»"))
        if last is None:
            return IllegalCallError(gettext_noop("there is no bid to repeat"))
        index, bidder, standing = last
        if bidder == player:
            return IllegalCallError(gettext_noop("the standing bid is your own"))
        if any(call.kind is CallKind.HOLD for _, call in self.calls[index + 1 :]):
            return IllegalCallError(
                gettext_noop("the bid has already been held: it must be raised or passed")
            )
        if standing.contract is not None and standing.contract.is_misere:
            return IllegalCallError(
                gettext_noop(
                    "misère cannot be held: it is only a player's own first call "
                    "(the Sochi and Leningrad rules)"
                )
            )
        if rule is HoldRule.THROUGH_PASSER:
            between = self._players_between(bidder, player)
            if not any(p in self.passed for p in between):
                return IllegalCallError(
                    gettext_noop(
                        "«здесь» only through a player who has passed "
                        "(the Sochi and Leningrad rules)"
                    )
                )
        if rule is HoldRule.BALKAN:
            if standing.number is None:
                return IllegalCallError(
                    gettext_noop("only a number can be held (Lesnoy's Balkan preferans)")
                )
            if not any(p == player and c.number is not None for p, c in self.calls):
                return IllegalCallError(
                    gettext_noop(
                        "only a player who already bid a number may say «мои» "
                        "(Lesnoy's Balkan preferans)"
                    )
                )
        return None

    def _players_between(self, first: str, last: str) -> list[str]:
        i, j = self.order.index(first), self.order.index(last)
        between = []
        k = (i + 1) % len(self.order)
        while k != j:
            between.append(self.order[k])
            k = (k + 1) % len(self.order)
        return between

    def _why_russian_bid_illegal(self, player: str, call: Call) -> IllegalCallError | None:
        contract = call.contract
        if contract is None or call.number is not None:
            return IllegalCallError(gettext_noop("a bid names a contract"))
        if contract.is_raspasy:
            return IllegalCallError(
                gettext_noop("raspasy is not a bid: it is played when everyone passes")
            )
        ladder = russian_ladder(self.convention)
        if contract not in ladder:
            if contract.is_misere:
                return IllegalCallError(gettext_noop("misère is not played under this convention"))
            return IllegalCallError(
                gettext_noop(
                    "%(contract)s cannot be bid under this convention (games without the talon)"
                ),
                contract=contract,
            )
        if (
            contract.is_misere
            and self.convention.misere_first_call_only
            and self._has_called(player)
        ):
            return IllegalCallError(
                gettext_noop(
                    "misère may only be a player's first call in the deal "
                    "(the Sochi and Leningrad rules)"
                )
            )
        standing = self.winning_bid
        floor = ladder.index(standing) if isinstance(standing, Contract) else -1
        position = ladder.index(contract)
        if position <= floor:
            return IllegalCallError(
                gettext_noop(
                    "a bid must be higher than %(standing)s (the Sochi and Leningrad rules)"
                ),
                standing=standing,
            )
        if not self.convention.bid_jumps and contract.is_game and not contract.without_talon:
            following = [c for c in ladder[floor + 1 :] if c.is_game and not c.without_talon]
            if following and contract != following[0]:
                return IllegalCallError(
                    gettext_noop(
                        "bids rise one step at a time: the next bid is %(next)s "
                        "(the classic text: «строго в порядке очередности мастей»)"
                    ),
                    next=following[0],
                )
        return None

    def _has_called(self, player: str) -> bool:
        return any(p == player for p, _ in self.calls)

    def _why_balkan_bid_illegal(self, player: str, call: Call) -> IllegalCallError | None:
        games = [c.contract for _, c in self.calls if c.kind is CallKind.BID and c.number is None]
        if call.number is not None:
            if games:
                return IllegalCallError(
                    gettext_noop("after «игра» no number can be bid (Lesnoy's Balkan preferans)")
                )
            standing = self.winning_bid
            needed = 2 if standing is None else int(standing) + 1  # type: ignore[arg-type]
            if call.number != needed:
                return IllegalCallError(
                    gettext_noop(
                        "numbers rise without jumps: the next is %(next)s "
                        "(Lesnoy's Balkan preferans)"
                    ),
                    next=needed,
                )
            return None
        if call.contract is None or not call.contract.without_talon:
            return IllegalCallError(
                gettext_noop("a Balkan bid is a number 2–7 or «игра» with its contract")
            )
        balkan_number(call.contract)
        if self._has_called(player):
            return IllegalCallError(
                gettext_noop("«игра» only at a player's first word (Lesnoy's Balkan preferans)")
            )
        if games and balkan_number(call.contract) <= max(balkan_number(g) for g in games if g):
            return IllegalCallError(
                gettext_noop(
                    "a second «игра» must name a higher contract; an equal one loses "
                    "(Lesnoy's Balkan preferans)"
                )
            )
        return None

    # --- moving on
    def after(self, player: str, call: Call) -> Auction:
        """The auction after ``player`` makes ``call``; raises ``IllegalCallError`` if illegal."""
        expected = self.to_call
        if expected is None:
            raise IllegalCallError(gettext_noop("%(player)s: the auction is over"), player=player)
        if player != expected:
            raise IllegalCallError(
                gettext_noop("it is %(expected)s's call, not %(player)s's"),
                expected=expected,
                player=player,
            )
        reason = self.illegality(call)
        if reason is not None:
            raise IllegalCallError(
                gettext_noop("%(player)s cannot call %(call)s: %(reason)s"),
                player=player,
                call=call,
                reason=reason,
            )
        return Auction(self.convention, self.order, (*self.calls, (player, call)))
