"""Whisting (вистование): the defenders' decisions after the contract.

The Sochi and Leningrad rules («Вист»): after the contract each defender in turn says «вист» or
«пас»; if both whist, the play is always closed; a lone whister chooses open or closed («всветлую
или втемную»); if everyone passes, the game counts as made («игра считается сыгранной»). Lesnoy
3.8.8.1–3.8.8.2 (Lesnoy's code): on 6 and 7 the second defender, after a pass, may go for a
half-whist («уйти за полвиста»); the passer may then take the whist back; on 8 and above, after
two passes, only the dealer may still whist; after a whist-back the half-whister may only pass.
The Sochi rules for four: with four players the dealer may take the whist back, also after two
passes. Lesnoy's code 3.8.14 (the gentleman set, ``Convention.half_whist_after_whist``): the first
hand says whist, the second passes; the first may then go for half-whist, and the passer may take
the whist back.
Misère has no whisting (the Code of preferans 3.8.2: «при игре в мизер у вистующих нет
обязательств»); the ten is whisted or only checked, as agreed (``Convention.ten_whisted``).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from rulings.core.conventions.convention import Convention
from rulings.core.errors import IllegalWhistCallError
from rulings.core.game.contracts import Contract, Strain
from rulings.core.game.deal import defenders_in_order
from rulings.core.game.values import maker
from rulings.core.i18n import gettext_noop


class WhistCall(enum.StrEnum):
    WHIST = "whist"
    PASS = "pass"
    HALF = "half"  # полвиста
    WHIST_BACK = "whist-back"  # вернуть вист
    OPEN = "open"  # в светлую
    CLOSED = "closed"  # втёмную

    @property
    def ru(self) -> str:
        return _RUSSIAN[self]

    @property
    def en(self) -> str:
        return self.value


_RUSSIAN = {
    WhistCall.WHIST: "вист",
    WhistCall.PASS: "пас",
    WhistCall.HALF: "полвиста",
    WhistCall.WHIST_BACK: "вернуть вист",
    WhistCall.OPEN: "в светлую",
    WhistCall.CLOSED: "втёмную",
}
_WORDS = {
    **{call.value: call for call in WhistCall},
    **{word: call for call, word in _RUSSIAN.items()},
    "half-whist": WhistCall.HALF,
    "half_whist": WhistCall.HALF,
    "whist_back": WhistCall.WHIST_BACK,
    "вернул вист": WhistCall.WHIST_BACK,
    "втемную": WhistCall.CLOSED,
    "светлую": WhistCall.OPEN,
}


def parse_whist_call(text: str) -> WhistCall:
    call = _WORDS.get(" ".join(str(text).lower().split()))
    if call is None:
        raise IllegalWhistCallError(
            gettext_noop(
                "«%(text)s» is not a whisting call: expected whist, pass, half, whist-back, open "
                "or closed (вист, пас, полвиста, вернуть вист, в светлую, втёмную)"
            ),
            text=text,
        )
    return call


# What a player last said, as the game record writes it: whist, pass, half or whist-back.
SPOKEN = (WhistCall.WHIST, WhistCall.PASS, WhistCall.HALF, WhistCall.WHIST_BACK)
_WHISTS = frozenset({WhistCall.WHIST, WhistCall.WHIST_BACK})  # a call by which one whists


def ten_only_checked(convention: Convention, contract: Contract) -> bool:
    """A ten that is only checked (``Convention.ten_whisted`` off): nobody whists it, both
    defenders play it out, and it counts as made only if made. The one statement of the rule:
    the whisting, the game record, the wizard and the scoring ask it here."""
    return contract.is_game and contract.level == 10 and not convention.ten_whisted


@dataclass(frozen=True)
class WhistOutcome:
    """Who defends and how. ``played`` is False when the game counts as made unplayed."""

    whisters: tuple[str, ...]
    passers: tuple[str, ...]
    half_whister: str | None
    whist_back_by: str | None
    open: bool
    played: bool


@dataclass(frozen=True)
class Whisting:
    """The whisting of one deal; ``defenders`` in clockwise order after the declarer."""

    convention: Convention
    contract: Contract
    declarer: str
    defenders: tuple[str, str]
    dealer: str | None = None  # the dealer sitting out, with four players
    calls: tuple[tuple[str, WhistCall], ...] = ()

    @classmethod
    def of_deal(
        cls,
        convention: Convention,
        contract: Contract,
        players: tuple[str, ...],
        dealer: str,
        declarer: str,
    ) -> Whisting:
        """The whisting before its first call: the defenders from the declarer's left, and with
        four players the dealer, who sits out and may only take the whist back."""
        defenders = defenders_in_order(players, dealer, declarer)
        return cls(convention, contract, declarer, defenders, dealer if len(players) == 4 else None)

    @property
    def has_whisting(self) -> bool:
        """Misère and raspasy have no whisting; nor does a ten that is only checked."""
        return self.contract.is_game and not ten_only_checked(self.convention, self.contract)

    def _said(self, player: str) -> WhistCall | None:
        said = [call for p, call in self.calls if p == player]
        return said[-1] if said else None

    def _lone_whister(self) -> str | None:
        whisters = self.whisters
        return whisters[0] if len(whisters) == 1 else None

    @property
    def whisters(self) -> tuple[str, ...]:
        """Who whists now: a whister who then went for half-whist (Lesnoy's code 3.8.14) is not."""
        halves = [p for p, call in self.calls if call is WhistCall.HALF]
        return tuple([p for p, call in self.calls if call in _WHISTS and p not in halves])

    def _half_after_whist(self, player: str) -> bool:
        """Lesnoy's code 3.8.14 (``half_whist_after_whist``): the first hand said whist, the second
        passed; the first may now go for half-whist instead of choosing open or closed."""
        first, second = self.defenders
        return (
            self.convention.half_whist_after_whist
            and player == first
            and self.contract.level in self.convention.half_whist_levels
            and [call for p, call in self.calls if p == first] == [WhistCall.WHIST]
            and self._said(second) is WhistCall.PASS
        )

    @property
    def to_call(self) -> str | None:
        """Who speaks next, or None when the whisting is over."""
        if not self.has_whisting:
            return None
        first, second = self.defenders
        said = dict(self.calls)
        if first not in said:
            return first
        if second not in said:
            return second
        whisters = self.whisters
        if len(whisters) == 1:
            lone = whisters[0]
            chose = any(call in (WhistCall.OPEN, WhistCall.CLOSED) for _, call in self.calls)
            return None if chose else lone
        if whisters:
            return None  # both whist: always closed (the Sochi and Leningrad rules)
        half_by = next((p for p, call in self.calls if call is WhistCall.HALF), None)
        if half_by is not None and self.contract.level in self.convention.half_whist_levels:
            # the passer may take the whist back (Lesnoy's code 3.8.8.1; after order (b), 3.8.14)
            passer = first if half_by == second else second
            if len([call for p, call in self.calls if p == passer]) == 1:
                return passer
        if (
            self.dealer is not None
            and self.convention.dealer_whist_back
            and self.dealer not in said
        ):
            return self.dealer  # the Sochi rules for four: the dealer may take the whist back
        return None

    @property
    def stalingrad(self) -> bool:
        """«Сталинград» (``Convention.stalingrad``, the BackSlasher/preferance-game tests: a house
        rule): 6♠ is whisted by both defenders, whatever their cards."""
        c = self.contract
        return (
            self.convention.stalingrad and c.is_game and c.level == 6 and c.strain is Strain.SPADES
        )

    def legal_calls(self) -> tuple[WhistCall, ...]:
        player = self.to_call
        return () if player is None else self._open_to(player)

    def _open_to(self, player: str) -> tuple[WhistCall, ...]:
        """The calls open to ``player``, whose turn it is."""
        first, second = self.defenders
        said = dict(self.calls)
        if player in said and self._lone_whister() == player:
            if self._half_after_whist(player):
                return (WhistCall.OPEN, WhistCall.CLOSED, WhistCall.HALF)
            return (WhistCall.OPEN, WhistCall.CLOSED)
        if player in said or player == self.dealer:
            return (WhistCall.WHIST_BACK, WhistCall.PASS)
        if self.stalingrad:
            return (WhistCall.WHIST,)
        if player == second and self._said(first) is WhistCall.PASS:
            if self.contract.level in self.convention.half_whist_levels:
                return (WhistCall.WHIST, WhistCall.PASS, WhistCall.HALF)
        return (WhistCall.WHIST, WhistCall.PASS)

    def after(self, player: str, call: WhistCall) -> Whisting:
        expected = self.to_call
        if expected is None:
            raise IllegalWhistCallError(
                gettext_noop("%(player)s: the whisting is over"), player=player
            )
        if player != expected:
            raise IllegalWhistCallError(
                gettext_noop("it is %(expected)s's turn to whist or pass, not %(player)s's"),
                expected=expected,
                player=player,
            )
        legal = self._open_to(player)
        if call not in legal and self.stalingrad and legal == (WhistCall.WHIST,):
            raise IllegalWhistCallError(
                gettext_noop("Stalingrad: 6♠ must be whisted by both defenders")
            )
        if call not in legal:
            raise IllegalWhistCallError(
                gettext_noop(
                    "%(player)s cannot say «%(call)s» here (allowed: %(allowed)s); half-whist and "
                    "whist-back follow Lesnoy's code 3.8.8.1–3.8.8.2"
                ),
                player=player,
                call=call,
                allowed=legal,
            )
        return self._said_by(player, call)

    def _said_by(self, player: str, call: WhistCall) -> Whisting:
        """This whisting after a call already found legal."""
        return _make_whisting(
            self.convention,
            self.contract,
            self.declarer,
            self.defenders,
            self.dealer,
            (*self.calls, (player, call)),
        )

    @property
    def is_over(self) -> bool:
        return self.to_call is None

    @property
    def plays_out(self) -> bool:
        """Whether the contract is played after this (finished) whisting: a game somebody
        whists, a ten only checked, or a game everybody passed where the convention plays a
        passed game out (``all_pass_made`` off); never after a half-whist that stands."""
        if not self.contract.is_game:
            return True
        if not self.has_whisting or self.whisters:
            return True
        half = any(call is WhistCall.HALF for _, call in self.calls)
        return not half and not self.convention.all_pass_made

    def last_words(self) -> dict[str, WhistCall]:
        """Each player's last word but open/closed, in the order they first spoke, as the game
        record writes the calls: the dealer only when he takes the whist back."""
        words: dict[str, WhistCall] = {}
        for player, call in self.calls:
            if call in SPOKEN:
                words[player] = call
        if self.dealer in words and words[self.dealer] is not WhistCall.WHIST_BACK:
            del words[self.dealer]
        return words

    def ending_with(self, words: Mapping[str, WhistCall], *, is_open: bool = False) -> Whisting:
        """The finished whisting whose ``last_words`` are ``words`` (the game record's short
        form writes each defender's last call, not their order), with ``is_open`` when a lone
        whister chooses. Raises ``IllegalWhistCallError`` at the first call that leads to no
        such ending, naming what the rules allow there.

        Each call is read from the words (``_toward``), not found by trying every way the
        whisting can go (0.3–0.6 ms; about 10 µs now: issue 15). With no such ending, the written
        calls are said as they stand, and the first one the rules forbid is refused."""
        wanted = dict(words)
        choice = WhistCall.OPEN if is_open else WhistCall.CLOSED
        found = self._toward(wanted, choice)
        if found is not None:
            return found
        # no way to these words: say the written ones, the first the rules forbid refused
        state = self
        while (player := state.to_call) is not None:
            legal = state.legal_calls()
            call = wanted.get(player, WhistCall.PASS)
            if call not in legal and choice in legal:
                call = choice
            state = state.after(player, call)
        said = state.last_words()
        unsaid = next(p for p in {**wanted, **said} if said.get(p) is not wanted.get(p))
        if unsaid == self.dealer and not self.convention.dealer_whist_back:
            raise IllegalWhistCallError(
                gettext_noop("this convention does not let the dealer take the whist back")
            )
        raise IllegalWhistCallError(gettext_noop("%(player)s: the whisting is over"), player=unsaid)

    def _toward(self, wanted: Mapping[str, WhistCall], choice: WhistCall) -> Whisting | None:
        """The finished whisting whose last words are ``wanted``, or None if none is. No two
        endings have the same last words (but for the lone whister's open or closed, here
        ``choice``): a defender's whist-back always follows his pass (the dealer's is his only
        word), the first hand's half-whist his whist and the second's pass (Lesnoy's code
        3.8.14), the second hand's half-whist the first's pass (3.8.8.1). So each call follows
        from the word its player ends on
        (``tests/core/test_whisting_ending.py`` checks it against trying every way)."""
        state = self
        while (player := state.to_call) is not None:
            legal = state._open_to(player)
            word = wanted.get(player)
            if WhistCall.OPEN in legal:  # the lone whister: half-whist (3.8.14), or he chooses
                call = WhistCall.HALF if word is WhistCall.HALF else choice
            elif WhistCall.WHIST_BACK in legal:  # the passer or the dealer: the whist back or not
                call = WhistCall.WHIST_BACK if word is WhistCall.WHIST_BACK else WhistCall.PASS
            elif word is WhistCall.WHIST_BACK:  # the whist is taken back after a pass
                call = WhistCall.PASS
            elif word is WhistCall.HALF and player == self.defenders[0]:
                call = WhistCall.WHIST  # the first hand goes for half-whist after a whist (3.8.14)
            else:
                call = word or WhistCall.PASS
            if call not in legal:
                return None
            state = state._said_by(player, call)
        return state if state.last_words() == wanted else None

    @property
    def outcome(self) -> WhistOutcome | None:
        if not self.is_over:
            return None
        if not self.has_whisting:
            return WhistOutcome((), (), None, None, open=False, played=True)
        whisters = self.whisters
        half = next((p for p, call in self.calls if call is WhistCall.HALF), None)
        back = next((p for p, call in self.calls if call is WhistCall.WHIST_BACK), None)
        passers = tuple(p for p in self.defenders if p not in whisters and p != half)
        is_open = any(call is WhistCall.OPEN for _, call in self.calls)
        return WhistOutcome(
            whisters=whisters,
            passers=passers,
            half_whister=half,
            whist_back_by=back,
            open=is_open,
            played=bool(whisters),
        )


_make_whisting = maker(Whisting)  # each call makes a whisting: half the time of ``Whisting(…)``
