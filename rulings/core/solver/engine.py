"""Double-dummy solver: exact trick counts with all three hands open (issue 5).

Rules of play (the Sochi and Leningrad rules «Правила игры»; Lesnoy's code 3.9.3): follow the led
suit if you can, otherwise trump if you hold a trump, otherwise play any card; the highest
trump wins the trick, else the highest card of the led suit; the winner leads next. Misère and
raspasy have no trumps.

A :class:`Position` is any point of the play: the three hands (clockwise), who is to play, the
cards of the trick in progress, the trump suit, the tricks already taken, the *counted* player
(the declarer, the misère player, or the named player on raspasy) and the :class:`Goal`:

* ``Goal.MAX`` – the counted player takes as many tricks as he can, the other two cooperate to
  hold him down (contracts: «сколько возьмёт играющий против лучшей защиты»);
* ``Goal.MIN`` – the counted player takes as few as he can, the others cooperate to make him
  take tricks (misère: «ловится ли мизер»; raspasy for a named player);
* ``Goal.COOP_MIN`` / ``Goal.COOP_MAX`` – all three players play to make the counted player's
  total as small / as large as possible (the cooperative bound of the damage rule, Lesnoy
  3.9.14.3).

Every answer counts the counted player's *total* tricks in the deal: the tricks he has already
taken plus those still to come.

How: hands are 32-bit bitboards (``Card.index`` = suit*8 + rank-7). The search is a null-window
("at least t?") alpha-beta over single cards, with a transposition table at trick boundaries that
stores lower and upper bounds of the tricks to come. Table keys use relative ranks (the cards
still in play renumbered within each suit), with the plain suits sorted (suits are
interchangeable except the trump), so positions that differ only in which small cards are gone
share an entry. Only one card of each run of equivalent cards is tried; moves are ordered by a
cheap outcome test; quick tricks bound contract positions at each trick; two-trick endings are
solved directly, without the table; on misère (no trumps, goals MIN/COOP_MIN) a count of the
tricks the misère player surely loses (leads he can duck in every suit, after an exit when he
is on lead) cuts the search when it leaves him short of the target, and leads are ordered by
what they do to him. Exact values come from a few null-window searches (MTD style);
``at_least`` is one such search.

This module's ``_Engine`` is the reference and the fallback: ``compiled.py`` runs the same
search, node for node, in C (``native.c``, built by ``make solver``), and ``Solver`` takes the
compiled one when it is built (``engine=`` / ``PREFERANS_SOLVER``; docs/solver.md).
"""

from __future__ import annotations

import enum
import logging
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import ModuleType

from rulings.core.errors import PreferansError
from rulings.core.game.cards import Card, Suit, parse_card, parse_cards
from rulings.core.game.contracts import Contract
from rulings.core.i18n import gettext_noop

__all__ = [
    "Goal",
    "Position",
    "SolverPositionError",
    "Solver",
    "SOLVER_ENGINES",
    "solver_engine",
    "solve",
    "at_least",
    "card_values",
    "principal_line",
]


class SolverPositionError(PreferansError):
    """A position that cannot occur in a deal; the message says why."""


class SolverBudgetError(PreferansError):
    """The search went past its node budget: the position is too long to solve here."""


class Goal(enum.StrEnum):
    """What the counted player and the others play for."""

    MAX = "max"  # counted player maximises, the other two minimise (contracts)
    MIN = "min"  # counted player minimises, the other two maximise (misère, raspasy)
    COOP_MIN = "coop_min"  # everyone minimises the counted player's tricks
    COOP_MAX = "coop_max"  # everyone maximises the counted player's tricks


# ---------------------------------------------------------------------------------------------
# Position
# ---------------------------------------------------------------------------------------------


def _card(value: Card | str) -> Card:
    return value if isinstance(value, Card) else parse_card(value)


@dataclass(frozen=True)
class Position:
    """A point of the play of one deal, all hands open.

    ``players`` are the three players in clockwise order (play goes players[0] -> players[1] ->
    players[2] -> players[0]). ``trick`` lists the cards of the trick in progress, in the order
    they were played, with who played them; ``to_play`` is the player on lead (empty trick) or
    the next to play. ``taken`` gives tricks already taken (missing players: 0).
    """

    players: tuple[str, str, str]
    hands: Mapping[str, frozenset[Card]]
    to_play: str
    counted: str
    goal: Goal = Goal.MAX
    trump: Suit | None = None
    trick: tuple[tuple[str, Card], ...] = ()
    taken: Mapping[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", tuple(self.players))
        players = self.players
        if len(players) != 3 or len(set(players)) != 3:
            raise SolverPositionError(
                f"a position needs three different players in clockwise order, got {players!r}"
            )
        unknown = set(self.hands) - set(players)
        if unknown:
            raise SolverPositionError(
                f"hands given for players not at the table: {sorted(unknown)}"
            )
        given = {
            p: parse_cards(h) if isinstance(h, str) else tuple(_card(c) for c in h)
            for p, h in self.hands.items()
        }
        hands = {p: frozenset(given.get(p, ())) for p in players}
        raw_counts = {p: len(given.get(p, ())) for p in players}
        for p in players:
            if raw_counts[p] != len(hands[p]):
                raise SolverPositionError(f"{p}'s hand lists a card twice")
        object.__setattr__(self, "hands", hands)
        trick = tuple((p, _card(c)) for p, c in self.trick)
        object.__setattr__(self, "trick", trick)
        object.__setattr__(self, "goal", Goal(self.goal))
        if self.trump is not None:
            object.__setattr__(self, "trump", Suit(self.trump))
        taken = {p: int(self.taken.get(p, 0)) for p in players}
        strangers = sorted(set(self.taken) - set(players))
        if strangers:
            raise SolverPositionError(f"tricks given for players not at the table: {strangers}")
        object.__setattr__(self, "taken", taken)
        self._validate()

    # -- validation ----------------------------------------------------------------------------

    def _validate(self) -> None:
        players, hands, trick = self.players, self.hands, self.trick
        for name, what in ((self.to_play, "to_play"), (self.counted, "counted")):
            if name not in players:
                raise SolverPositionError(f"{what} «{name}» is not one of the players {players}")
        seen: dict[Card, str] = {}
        for p in players:
            for c in hands[p]:
                if c in seen:
                    raise SolverPositionError(f"{c.en} is in two hands: {seen[c]} and {p}")
                seen[c] = p
        for p, c in trick:
            if p not in players:
                raise SolverPositionError(f"the trick has a card from «{p}», not a player here")
            if c in seen:
                where = (
                    "played twice to the trick" if seen[c] == "trick" else f"in {seen[c]}'s hand"
                )
                raise SolverPositionError(f"{c.en} is on the table and also {where}")
            seen[c] = "trick"
        if len(trick) > 2:
            raise SolverPositionError(
                "a trick in progress has at most two cards (the third completes it), "
                f"got {len(trick)}"
            )
        seat = {p: i for i, p in enumerate(players)}
        if trick:
            leader = seat[trick[0][0]]
            for k, (p, _c) in enumerate(trick):
                if seat[p] != (leader + k) % 3:
                    raise SolverPositionError(
                        f"the trick's cards are not in clockwise order: {p} cannot play card "
                        f"{k + 1} after {trick[0][0]} led"
                    )
            expected = players[(leader + len(trick)) % 3]
            if self.to_play != expected:
                raise SolverPositionError(
                    f"{self.to_play} cannot be to play: after {len(trick)} card(s) led by "
                    f"{trick[0][0]} it is {expected}'s turn"
                )
        played = {p for p, _c in trick}
        sizes = {p: len(hands[p]) + (1 if p in played else 0) for p in players}
        if len(set(sizes.values())) != 1:
            detail = ", ".join(
                f"{p} {len(hands[p])}" + (" (+1 on the table)" if p in played else "")
                for p in players
            )
            raise SolverPositionError(
                f"the card counts do not match: every player must hold as many cards as the "
                f"others, counting a card already played to this trick ({detail})"
            )
        size = sizes[players[0]]
        if trick and size == 0:
            raise SolverPositionError("a trick is in progress but the hands are empty")
        if size > 10:
            raise SolverPositionError(f"a hand has {size} cards; preferans hands have ten")
        for p, n in self.taken.items():
            if n < 0:
                raise SolverPositionError(f"{p} cannot have taken {n} tricks")
        if sum(self.taken.values()) + size > 10:
            raise SolverPositionError(
                f"{sum(self.taken.values())} tricks taken plus {size} still to play exceed the "
                "ten tricks of a deal"
            )
        # the cards on the table must have been legal: a player who did not follow suit has none
        # of the led suit left, and one who did not trump either has no trump left
        if trick:
            led = trick[0][1].suit
            for p, c in trick[1:]:
                if c.suit != led:
                    if any(h.suit == led for h in hands[p]):
                        raise SolverPositionError(
                            f"{p} played {c.en} on a {led.letter} lead but still holds "
                            f"{led.letter}: he had to follow suit"
                        )
                    trump = self.trump
                    if (
                        trump is not None
                        and c.suit != trump
                        and any(h.suit == trump for h in hands[p])
                    ):
                        raise SolverPositionError(
                            f"{p} discarded {c.en} on a {led.letter} lead but still holds a "
                            f"trump ({trump.letter}): he had to trump"
                        )

    # -- constructors and helpers --------------------------------------------------------------

    @classmethod
    def for_contract(
        cls,
        contract: Contract,
        players: Iterable[str],
        hands: Mapping[str, Iterable[Card | str]],
        to_play: str,
        declarer: str,
        *,
        trick: Iterable[tuple[str, Card | str]] = (),
        taken: Mapping[str, int] | None = None,
        goal: Goal | None = None,
    ) -> Position:
        """A position of a game, misère or raspasy; the goal follows the contract by default.

        Games: ``Goal.MAX`` with the contract's trump; misère: ``Goal.MIN`` without trumps;
        raspasy: ``Goal.MIN`` for ``declarer`` (the named player) unless ``goal`` is given.
        """
        if goal is None:
            goal = Goal.MAX if contract.is_game else Goal.MIN
        return cls(
            players=tuple(players),  # type: ignore[arg-type]
            hands=dict(hands),  # type: ignore[arg-type]
            to_play=to_play,
            counted=declarer,
            goal=goal,
            trump=contract.trump,
            trick=tuple((p, _card(c)) for p, c in trick),
            taken=dict(taken or {}),
        )

    @property
    def tricks_left(self) -> int:
        """Tricks still to be completed, counting the one in progress."""
        return max(len(h) for h in self.hands.values())

    def legal_cards(self) -> list[Card]:
        """Cards the player to play may play now, sorted."""
        hand = self.hands[self.to_play]
        if self.trick:
            led = self.trick[0][1].suit
            follow = [c for c in hand if c.suit == led]
            if follow:
                return sorted(follow)
            if self.trump is not None:
                trumps = [c for c in hand if c.suit == self.trump]
                if trumps:
                    return sorted(trumps)
        return sorted(hand)

    def play(self, card: Card | str) -> Position:
        """The position after the player to play plays ``card`` (completing a trick if third)."""
        card = _card(card)
        if card not in self.hands[self.to_play]:
            raise SolverPositionError(f"{self.to_play} does not hold {card.en}")
        if card not in self.legal_cards():
            raise SolverPositionError(f"{self.to_play} may not play {card.en} here")
        hands = dict(self.hands)
        hands[self.to_play] = self.hands[self.to_play] - {card}
        trick = self.trick + ((self.to_play, card),)
        taken = dict(self.taken)
        if len(trick) == 3:
            winner = _trick_winner(trick, self.trump)
            taken[winner] += 1
            return Position(
                self.players, hands, winner, self.counted, self.goal, self.trump, (), taken
            )
        i = self.players.index(self.to_play)
        return Position(
            self.players,
            hands,
            self.players[(i + 1) % 3],
            self.counted,
            self.goal,
            self.trump,
            trick,
            taken,
        )


def _trick_winner(trick: tuple[tuple[str, Card], ...], trump: Suit | None) -> str:
    led = trick[0][1].suit

    def strength(card: Card) -> tuple[int, int]:
        if trump is not None and card.suit == trump:
            return (2, card.rank)
        return (1, card.rank) if card.suit == led else (0, 0)

    return max(trick, key=lambda pc: strength(pc[1]))[0]


# ---------------------------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------------------------

_SUIT_MASK = tuple(0xFF << (8 * s) for s in range(4))


def _build_tables() -> tuple[list[int], list[int]]:
    """COMP[rem<<8|h]: h (subset of rem) renumbered among rem; REP[live<<8|h]: the top card of
    each run of h's cards that are adjacent among the live cards."""
    comp = [0] * 65536
    rep = [0] * 65536
    for rem in range(256):
        bits = [b for b in range(8) if rem >> b & 1]
        pos = {b: i for i, b in enumerate(bits)}
        nxt = {b: (bits[i + 1] if i + 1 < len(bits) else -1) for i, b in enumerate(bits)}
        base = rem << 8
        sub = rem
        while True:  # all subsets h of rem
            c = 0
            r = 0
            for b in bits:
                if sub >> b & 1:
                    c |= 1 << pos[b]
                    n = nxt[b]
                    if n < 0 or not (sub >> n & 1):
                        r |= 1 << b
            comp[base | sub] = c
            rep[base | sub] = r
            if sub == 0:
                break
            sub = (sub - 1) & rem
    return comp, rep


COMP, REP = _build_tables()


def _build_ducks() -> bytes:
    """DUCKS[m<<8|d]: how many leads of a suit by the opponents (holding d between them) a
    misère player holding m can surely duck: the number k of leading i with his i-th lowest
    card below their i-th lowest; _CLEAN (more than any hand) when that holds for every i.

    Why: he plays his highest card below the lead. If the lead is their j-th lowest card and
    j <= k, that card is at least his j-th lowest, so he ducks, and his i-th lowest stays below
    their i-th lowest for i < k afterwards (cards they play or discard only raise theirs); if
    j > k, he ducks with a card at least his k-th lowest, and the same holds. His discards
    (he is void in the suit led) take his highest card of a suit and change no i-th lowest.
    So k leads, or every lead when _CLEAN, whoever of them leads and whatever they discard."""
    ducks = bytearray(65536)
    for m in range(256):
        mb = [b for b in range(8) if m >> b & 1]
        for d in range(256):
            if m & d:
                continue
            db = [b for b in range(8) if d >> b & 1]
            k = 0
            for x, y in zip(mb, db, strict=False):
                if x > y:
                    break
                k += 1
            else:
                k = _CLEAN
            ducks[m << 8 | d] = k
    return bytes(ducks)


_CLEAN = 15
DUCKS = _build_ducks()


# ---------------------------------------------------------------------------------------------
# Search engine (seats 0, 1, 2 clockwise; cards as bit indices)
# ---------------------------------------------------------------------------------------------


TABLE_LIMIT = 1_000_000  # entries; the table is cleared when it reaches this many


def maximisers(goal: Goal, counted: int) -> tuple[bool, bool, bool]:
    """For each seat, whether it plays to raise the counted seat's tricks."""
    if goal is Goal.MAX:
        return (counted == 0, counted == 1, counted == 2)
    if goal is Goal.MIN:
        return (counted != 0, counted != 1, counted != 2)
    return (True, True, True) if goal is Goal.COOP_MAX else (False, False, False)


def budget_error(budget: int) -> SolverBudgetError:
    return SolverBudgetError(
        gettext_noop(
            "This position needs more than %(nodes)s positions searched: too long to solve here."
        ),
        nodes=budget,
    )


class NullWindow:
    """What both engines (this module's and the compiled one) build on their ``at_least``."""

    name: str  # "pure" or "compiled"
    maxers: tuple[bool, bool, bool]
    trump: int
    counted: int

    def at_least(self, state: EngineState, t: int) -> bool:
        raise NotImplementedError

    def value(self, state: EngineState, lo: int = 0, hi: int | None = None) -> int:
        """Exact tricks to come for the counted seat, known to lie in [lo, hi], by null-window
        searches."""
        if hi is None:
            hi = state.tricks_left
        # raise the lower bound one trick at a time; the cheap early searches fill the table
        # with bounds that the later, harder ones reuse
        while lo < hi and self.at_least(state, lo + 1):
            lo += 1
        return lo

    def analyse(self, state: EngineState, *, cards: bool = True, line: bool = True) -> Answer:
        """The value of ``state`` (tricks to come), with ``cards`` the value after each legal
        card, with ``line`` a principal line: one search, one table (``native.c``'s
        ``nat_analyse`` is the same driver, so both engines search the same positions)."""
        value = self.value(state)
        values = self._card_values(state, value) if cards else {}
        return Answer(value, values, self._line(state, value, values) if line else [])

    def _card_values(self, state: EngineState, value: int) -> dict[int, int]:
        # after any card the value is at most the position's when the player to play raises
        # it, at least it when he lowers it: each card's searches start from there (the
        # position's value, just searched, is in the table). A raising player's card is first
        # asked whether it keeps the value (most do: one search says so), then whether it
        # loses one trick, two...: a card rarely loses many, so stepping down from the value
        # searched 22 % fewer positions than stepping up from 0 for the card values of the
        # contracts of bench/solver.py (and 6 % less time on the pure engine).
        raises = self.maxers[state.seat]
        live = state.hands[0] | state.hands[1] | state.hands[2] | state.ontable
        legal = state.legal(self.trump)
        values: dict[int, int] = {}
        for s in range(4):
            sh = 8 * s
            m = (legal >> sh) & 255
            if not m:
                continue
            live_s = (live >> sh) & 255
            reps = REP[live_s << 8 | m]
            run_value = 0
            in_run = False
            # walk the suit from the top: a run of the hand's cards shares its value
            for b in range(7, -1, -1):
                if not (live_s >> b & 1):
                    continue
                if not (m >> b & 1):
                    in_run = False
                    continue
                if reps >> b & 1 or not in_run:
                    child, won = state.play(1 << (b + sh), self.trump, self.counted)
                    if not raises:
                        rest = self.value(child, lo=value - won)
                    elif value == won or self.at_least(child, value - won):
                        rest = value - won
                    else:
                        rest = value - won - 1
                        while rest > 0 and not self.at_least(child, rest):
                            rest -= 1
                    run_value = won + rest
                    in_run = True
                values[1 << (b + sh)] = run_value
        return values

    def _line(
        self, state: EngineState, value: int, values: dict[int, int]
    ) -> list[tuple[int, int]]:
        """(seat, card bit) to the end: each player plays the lowest card (by suit, then rank)
        that keeps the value. The first card is read from ``values`` when they were searched:
        a card keeps the value exactly when its value is the position's."""
        line: list[tuple[int, int]] = []
        while state.tricks_left:
            is_max = self.maxers[state.seat]
            chosen = None
            for bit in _bits(state.legal(self.trump)):
                child, won = state.play(bit, self.trump, self.counted)
                rest = value - won
                if not line and values:
                    ok = values[bit] == value
                elif is_max:
                    ok = self.at_least(child, rest)
                else:
                    ok = not self.at_least(child, rest + 1)
                if ok:
                    chosen = (bit, child, won)
                    break
            if chosen is None:  # pragma: no cover - would be a solver bug
                raise RuntimeError("no card keeps the value: solver inconsistency")
            bit, child, won = chosen
            line.append((state.seat, bit))
            state = child
            value -= won
        return line


@dataclass(frozen=True, slots=True)
class Answer:
    """An engine's answer for a position: the value (tricks to come), each legal card's (by
    card bit; tricks to come before the card) and a principal line of (seat, card bit)."""

    value: int
    cards: dict[int, int]
    line: list[tuple[int, int]]


class _Engine(NullWindow):
    """Null-window search for one seating, trump, counted seat and goal; keeps its table."""

    name = "pure"

    def __init__(
        self,
        trump: int,
        counted: int,
        goal: Goal,
        table_limit: int = TABLE_LIMIT,
        node_budget: int | None = None,
    ):
        self.trump = trump
        self.counted = counted
        self.goal = goal
        self.maxers = maximisers(goal, counted)
        self.table: dict[int, tuple[int, int, int]] = {}
        self.table_limit = table_limit
        self.node_budget = node_budget
        self.nodes = 0
        self._ge = self._make_search()

    def _make_search(self):  # noqa: C901 - one closure keeps the hot loop fast
        trump = self.trump
        cs = self.counted
        maxers = self.maxers
        table = self.table
        limit = self.table_limit
        comp = COMP
        rep = REP
        suit_mask = _SUIT_MASK
        quick = self.goal is Goal.MAX
        misere_like = self.goal in (Goal.MIN, Goal.COOP_MIN)
        clean_check = misere_like and trump < 0
        ducks = DUCKS
        tmask = suit_mask[trump] if trump >= 0 else 0
        plain = [s for s in range(4) if s != trump]
        H = [0, 0, 0]
        self.hands = H
        stats = [0, 0]
        self._stats = stats  # stats[0]: nodes searched
        # checked at trick starts only (a third of the nodes), so the hot path stays as it was
        budget = self.node_budget if self.node_budget is not None else 1 << 62

        suit_keys: dict[int, int] = {}
        three = 0xFF | 0xFF << 32 | 0xFF << 64

        def suit_key(x: int) -> int:
            a = x & 255
            b = (x >> 32) & 255
            rem = a | b | (x >> 64)
            v = rem.bit_count() << 16 | comp[rem << 8 | a] << 8 | comp[rem << 8 | b]
            suit_keys[x] = v
            return v

        raw_keys: dict[int, int] = {}

        def key_of(leader: int) -> int:
            w = H[0] | H[1] << 32 | H[2] << 64
            k = raw_keys.get(w)
            if k is None:
                k = relative_key(w)
                if len(raw_keys) >= limit:
                    raw_keys.clear()
                raw_keys[w] = k
            return k << 2 | leader

        def relative_key(w: int) -> int:
            if trump < 0:
                ks = [
                    suit_keys.get(w & three) or suit_key(w & three),
                    suit_keys.get(w >> 8 & three) or suit_key(w >> 8 & three),
                    suit_keys.get(w >> 16 & three) or suit_key(w >> 16 & three),
                    suit_keys.get(w >> 24 & three) or suit_key(w >> 24 & three),
                ]
                ks.sort()
                return ((ks[0] << 20 | ks[1]) << 20 | ks[2]) << 20 | ks[3]
            ks = []
            for s in plain:
                x = w >> (8 * s) & three
                ks.append(suit_keys.get(x) or suit_key(x))
            ks.sort()
            x = w >> (8 * trump) & three
            return (((ks[0] << 20 | ks[1]) << 20 | ks[2]) << 20) | (suit_keys.get(x) or suit_key(x))

        def quick_tricks(leader: int) -> int:
            """Tricks the leader can cash at once, whatever the others do (contracts)."""
            hl = H[leader]
            o1 = H[(leader + 1) % 3]
            o2 = H[(leader + 2) % 3]
            others = o1 | o2
            ruffers = [o for o in (o1, o2) if o & tmask] if trump >= 0 else []
            qt = 0
            for s in range(4):
                sh = 8 * s
                hs = (hl >> sh) & 255
                if not hs:
                    continue
                os_ = (others >> sh) & 255
                run = (hs >> os_.bit_length()).bit_count()
                if run and s != trump:
                    for o in ruffers:
                        n = ((o >> sh) & 255).bit_count()
                        if n < run:
                            run = n
                qt += run
            return qt

        def last_trick(leader: int) -> int:
            """1 if the counted seat wins the last trick (one card each)."""
            c0 = H[leader]
            best = c0
            wseat = leader
            for k in (1, 2):
                seat = (leader + k) % 3
                c = H[seat]
                if c & tmask and not best & tmask:
                    best, wseat = c, seat
                elif (c.bit_length() - 1) >> 3 == (best.bit_length() - 1) >> 3 and c > best:
                    best, wseat = c, seat
            return 1 if wseat == cs else 0

        def beats(c: int, w: int) -> bool:
            return bool(c & tmask and not w & tmask) or (
                (c.bit_length() - 1) >> 3 == (w.bit_length() - 1) >> 3 and c > w
            )

        twos: dict[int, int] = {}

        def two_tricks(leader: int) -> int:
            """Exact counted tricks of a two-card ending (cached by the hands)."""
            w = (H[0] | H[1] << 32 | H[2] << 64) << 2 | leader
            v = twos.get(w)
            if v is None:
                v = solve_two(leader)
                if len(twos) >= limit:
                    twos.clear()
                twos[w] = v
            return v

        def solve_two(leader: int) -> int:
            """Exact counted tricks of a two-card ending, by trying every card."""
            s1 = (leader + 1) % 3
            s2 = (leader + 2) % 3
            h0 = H[leader]
            h1 = H[s1]
            h2 = H[s2]
            m0 = maxers[leader]
            m1 = maxers[s1]
            m2 = maxers[s2]
            best0 = -1
            for a in _bits(h0):
                sm = suit_mask[(a.bit_length() - 1) >> 3]
                l1 = h1 & sm or h1 & tmask or h1
                best1 = -1
                for b in _bits(l1):
                    if beats(b, a):
                        w1, ws1 = b, s1
                    else:
                        w1, ws1 = a, leader
                    l2 = h2 & sm or h2 & tmask or h2
                    best2 = -1
                    for c in _bits(l2):
                        if beats(c, w1):
                            ws = s2
                        else:
                            ws = ws1
                        H[leader] = h0 ^ a
                        H[s1] = h1 ^ b
                        H[s2] = h2 ^ c
                        v = (ws == cs) + last_trick(ws)
                        if best2 < 0 or (v > best2 if m2 else v < best2):
                            best2 = v
                    if best1 < 0 or (best2 > best1 if m1 else best2 < best1):
                        best1 = best2
                if best0 < 0 or (best1 > best0 if m0 else best1 < best0):
                    best0 = best1
            H[leader] = h0
            H[s1] = h1
            H[s2] = h2
            return best0

        def off_lead_escape(seat: int, hm: int) -> bool:
            """Misère, an opponent on lead: True if the misère player can surely lose this
            trick: in every suit the leader holds, he is void or holds a card below the
            leader's lowest (he plays it under whatever is led)."""
            hl = H[seat]
            for sh in (0, 8, 16, 24):
                ls = hl >> sh & 255
                if ls:
                    ms = hm >> sh & 255
                    if ms and ms & -ms > ls & -ls:
                        return False
            return True

        def on_lead_escapes(hm: int, hd: int, ks: tuple[int, int, int, int], k: int) -> bool:
            """Misère, the misère player on lead: True if he can surely lose this trick and the
            k tricks after it: he leads his lowest card of a suit where an opponent must
            overtake it (all that opponent's cards of the suit are higher), and then can duck
            k leads (DUCKS) in the suit without that card and in every other suit (ks: the
            ducks of each suit now; the cards the opponents play to the exit only help)."""
            bad = -1
            for i in range(4):
                if ks[i] < k:
                    if bad >= 0:
                        return False
                    bad = i
            ha = H[(cs + 1) % 3]
            hb = H[(cs + 2) % 3]
            for i in range(4) if bad < 0 else (bad,):
                sh = 8 * i
                ms = hm >> sh & 255
                if not ms:
                    continue
                x = ms & -ms
                da = ha >> sh & 255
                db = hb >> sh & 255
                if ((da and da & -da > x) or (db and db & -db > x)) and ducks[
                    (ms ^ x) << 8 | da | db
                ] >= k:
                    return True
            return False

        def misere_leads(seat: int, h: int, live: int) -> list[int]:
            """Misère leads, one card of each run, ordered by what they do to the misère
            player: an opponent leads first where he must win the trick (every card of his in
            the suit is higher), then where he can duck, then his void suits (the other way
            round when the opponents play to keep his tricks down, COOP_MIN); he leads first
            a card an opponent must overtake (lowest first), then, highest first, a card an
            opponent can overtake, then the rest."""
            first: list[int] = []
            middle: list[int] = []
            last: list[int] = []
            if seat == cs:
                ha = H[(cs + 1) % 3]
                hb = H[(cs + 2) % 3]
                for sh in (0, 8, 16, 24):
                    m = (h >> sh) & 255
                    if not m:
                        continue
                    da = ha >> sh & 255
                    db = hb >> sh & 255
                    rr = rep[((live >> sh) & 255) << 8 | m]
                    while rr:
                        low = rr & -rr
                        rr ^= low
                        if (da and da & -da > low) or (db and db & -db > low):
                            first.append(low << sh)
                        elif (da | db) > low:
                            middle.append(low << sh)
                        else:
                            last.append(low << sh)
                return first + middle[::-1] + last[::-1]
            else:
                hm = H[cs]
                for sh in (0, 8, 16, 24):
                    m = (h >> sh) & 255
                    if not m:
                        continue
                    ms = hm >> sh & 255
                    low_m = ms & -ms
                    rr = rep[((live >> sh) & 255) << 8 | m]
                    while rr:
                        low = rr & -rr
                        rr ^= low
                        if not ms:
                            last.append(low << sh)
                        elif low_m > low:
                            first.append(low << sh)
                        else:
                            middle.append(low << sh)
                if not maxers[seat]:
                    first, last = last, first
            return first + middle + last

        def ge(seat: int, n: int, lead: int, win: int, wseat: int, ontable: int, t: int) -> bool:
            """Can the maximising side make the counted seat take >= t of the tricks to come?"""
            stats[0] += 1
            if n == 0:
                if t <= 0:
                    return True
                if stats[0] > budget:
                    raise budget_error(budget)
                r = H[seat].bit_count()
                if t > r:
                    return False
                if clean_check:
                    # misère bound: he cannot be made to take t of the r tricks to come if he
                    # can surely lose need = r - t + 1 of them. Off lead: he ducks k_s leads of
                    # each suit (DUCKS), so the first min(k_s) tricks; or the next trick if
                    # he can play under anything the leader leads. On lead: he exits (an
                    # opponent must overtake) and then ducks need - 1 (on_lead_escapes).
                    need = r - t + 1
                    hm = H[cs]
                    hd = H[0] ^ H[1] ^ H[2] ^ hm
                    k0 = ducks[(hm & 255) << 8 | (hd & 255)]
                    k1 = ducks[(hm >> 8 & 255) << 8 | (hd >> 8 & 255)]
                    k2 = ducks[(hm >> 16 & 255) << 8 | (hd >> 16 & 255)]
                    k3 = ducks[(hm >> 24) << 8 | (hd >> 24)]
                    if seat != cs:
                        if k0 >= need and k1 >= need and k2 >= need and k3 >= need:
                            return False
                        if need == 1 and off_lead_escape(seat, hm):
                            return False
                    elif (
                        k0 >= need - 1 or k1 >= need - 1 or k2 >= need - 1 or k3 >= need - 1
                    ) and on_lead_escapes(hm, hd, (k0, k1, k2, k3), need - 1):
                        return False
                if r == 1:
                    return last_trick(seat) >= t
                if r == 2:
                    return two_tricks(seat) >= t
                key = key_of(seat)
                entry = table.get(key)
                if entry is not None:
                    lo, hi, best = entry
                    if lo >= t:
                        return True
                    if hi < t:
                        return False
                else:
                    lo, hi, best = 0, r, 0
                if quick:
                    qt = quick_tricks(seat)
                    if seat == cs:
                        if qt >= t:
                            table[key] = (qt, hi, best)
                            return True
                        if qt > lo:
                            lo = qt
                    else:
                        if r - qt < t:
                            table[key] = (lo, r - qt, best)
                            return False
                        if r - qt < hi:
                            hi = r - qt
                # the lead: one card of each run, the last best lead first
                h = H[seat]
                live = H[0] | H[1] | H[2]
                if clean_check:
                    cands = misere_leads(seat, h, live)
                else:
                    cands = []
                    for s in range(4):
                        sh = 8 * s
                        m = (h >> sh) & 255
                        if m:
                            rr = rep[((live >> sh) & 255) << 8 | m] << sh
                            while rr:
                                low = rr & -rr
                                cands.append(low)
                                rr ^= low
                    if not misere_like:
                        cands.reverse()
                if best and best in cands:
                    cands.remove(best)
                    cands.insert(0, best)
                is_max = maxers[seat]
                nxt = (seat + 1) % 3
                result = not is_max
                for c in cands:
                    H[seat] = h ^ c
                    res = _moves(nxt, 1, (c.bit_length() - 1) >> 3, c, seat, c, t)
                    H[seat] = h
                    if res == is_max:
                        result = res
                        best = c
                        break
                if result:
                    lo = t
                else:
                    hi = t - 1
                if len(table) >= limit:
                    table.clear()
                table[key] = (lo, hi, best)
                return result
            return _moves(seat, n, lead, win, wseat, ontable, t)

        def _moves(
            seat: int, n: int, lead: int, win: int, wseat: int, ontable: int, t: int
        ) -> bool:
            h = H[seat]
            sh = 8 * lead
            m = (h >> sh) & 255
            # live cards separate runs; on the last card of a trick only the winning card on
            # the table matters (the others are gone after the trick and do not split runs)
            live = H[0] | H[1] | H[2] | (win if n == 2 else ontable)
            if m:  # following suit: one suit to look at
                reps = rep[((live >> sh) & 255) << 8 | m] << sh
            else:
                legal = h & tmask or h
                reps = 0
                for s in range(4):
                    sh = 8 * s
                    m = (legal >> sh) & 255
                    if m:
                        reps |= rep[((live >> sh) & 255) << 8 | m] << sh
            # cards that would take the lead of the trick: higher in the winning card's suit,
            # or a trump on a trick no trump has won yet
            above = suit_mask[(win.bit_length() - 1) >> 3] & -(win << 1)
            if not win & tmask:
                above |= tmask
            over = reps & above
            under = reps ^ over
            is_max = maxers[seat]
            if n == 2:
                # last to play: the outcome is known for each card; good outcomes first,
                # within them the cheapest card (lowest; highest on misère)
                if (seat == cs) == is_max:
                    first, fw, second, sw = over, seat, under, wseat
                else:
                    first, fw, second, sw = under, wseat, over, seat
                left = h.bit_count() - 1  # tricks to come after this one
                for x, w in ((first, fw), (second, sw)):
                    if not x:
                        continue
                    tt = t - (w == cs)
                    # decided whatever the card: the counted seat already has t, or cannot
                    if tt <= 0 or tt > left:
                        if (tt <= 0) == is_max:
                            return is_max
                        continue
                    while x:
                        if misere_like:
                            c = 1 << (x.bit_length() - 1)
                        else:
                            c = x & -x
                        x ^= c
                        H[seat] = h ^ c
                        res = ge(w, 0, -1, 0, -1, 0, tt)
                        H[seat] = h
                        if res == is_max:
                            return res
                return not is_max
            # second to play
            nxt = (seat + 1) % 3
            ontable |= win
            if misere_like:
                # misère: duck first, shedding the highest card that ducks; the misère
                # player overtakes with his highest card, the others with their lowest
                x = under
                while x:
                    c = 1 << (x.bit_length() - 1)
                    x ^= c
                    H[seat] = h ^ c
                    res = _moves(nxt, 2, lead, win, wseat, ontable | c, t)
                    H[seat] = h
                    if res == is_max:
                        return res
                x = over
                high = seat == cs
                while x:
                    c = 1 << (x.bit_length() - 1) if high else x & -x
                    x ^= c
                    H[seat] = h ^ c
                    res = _moves(nxt, 2, lead, c, seat, ontable | c, t)
                    H[seat] = h
                    if res == is_max:
                        return res
                return not is_max
            x = over
            while x:
                c = x & -x
                x ^= c
                H[seat] = h ^ c
                res = _moves(nxt, 2, lead, c, seat, ontable | c, t)
                H[seat] = h
                if res == is_max:
                    return res
            x = under
            while x:
                c = x & -x
                x ^= c
                H[seat] = h ^ c
                res = _moves(nxt, 2, lead, win, wseat, ontable | c, t)
                H[seat] = h
                if res == is_max:
                    return res
            return not is_max

        return ge

    # -- driver -------------------------------------------------------------------------------

    @property
    def nodes_searched(self) -> int:
        return self._stats[0]

    @property
    def table_entries(self) -> int:
        return len(self.table)

    def load(self, hands: tuple[int, int, int]) -> None:
        self.hands[0], self.hands[1], self.hands[2] = hands

    def at_least(self, state: EngineState, t: int) -> bool:
        self.load(state.hands)
        return self._ge(state.seat, state.n, state.lead, state.win, state.wseat, state.ontable, t)


SOLVER_ENGINES = ("pure", "compiled", "auto")
_log = logging.getLogger("rulings.core.solver")
_announced: set[str] = set()
# The compiled engine's module (compiled.py), which registers itself when imported (the solver
# package imports it): this module does not import it, since it builds on this module's
# tables and search (issue 23: no import circle).
_compiled: ModuleType | None = None


def register_compiled(module: ModuleType) -> None:
    """compiled.py's: ``available()``, ``LOAD_ERROR``, ``LIBRARY`` and ``CompiledEngine``."""
    global _compiled  # noqa: PLW0603 - one registration, when compiled.py is imported
    _compiled = module


def solver_engine(choice: str | None = None) -> type[NullWindow]:
    """The engine class for ``choice`` (``pure``, ``compiled``, ``auto``; None: the
    ``PREFERANS_SOLVER`` environment variable, default ``auto``); the first time each engine is
    chosen, a log line says which runs and, on a fallback, why."""
    choice = choice or os.environ.get("PREFERANS_SOLVER") or "auto"
    if choice not in SOLVER_ENGINES:
        raise ValueError(f"solver engine {choice!r}: choose one of {', '.join(SOLVER_ENGINES)}")
    compiled = _compiled
    ready = compiled is not None and compiled.available()
    if choice == "pure":
        cls: type[NullWindow] = _Engine
        why = "chosen"
    else:
        not_ready = compiled.LOAD_ERROR if compiled is not None else "compiled.py not imported"
        if choice == "compiled" and not ready:
            raise RuntimeError(f"no compiled solver engine: {not_ready}")
        cls = compiled.CompiledEngine if ready else _Engine  # type: ignore[union-attr]
        why = str(compiled.LIBRARY) if ready else not_ready  # type: ignore[union-attr]
    line = f"solver engine: {cls.name} ({why})"
    if line not in _announced:
        _announced.add(line)
        _log.info(line)
    return cls


@dataclass(frozen=True, slots=True)
class EngineState:
    """A position in engine terms: bit hands by seat, the seat to play, the trick so far."""

    hands: tuple[int, int, int]
    seat: int
    n: int = 0  # cards on the table
    lead: int = -1  # led suit
    win: int = 0  # bit of the card winning so far
    wseat: int = -1
    ontable: int = 0

    @property
    def tricks_left(self) -> int:
        return max(h.bit_count() for h in self.hands)

    def legal(self, trump: int) -> int:
        h = self.hands[self.seat]
        if self.n == 0:
            return h
        legal = h & _SUIT_MASK[self.lead]
        if not legal and trump >= 0:
            legal = h & _SUIT_MASK[trump]
        return legal or h

    def play(self, bit: int, trump: int, counted: int) -> tuple[EngineState, int]:
        """The state after ``bit`` is played, and 1 if that completed a trick won by counted."""
        hands = list(self.hands)
        hands[self.seat] ^= bit
        suit = (bit.bit_length() - 1) >> 3
        if self.n == 0:
            win, wseat, lead = bit, self.seat, suit
        else:
            lead = self.lead
            wsuit = (self.win.bit_length() - 1) >> 3
            if (suit == trump and wsuit != trump) or (suit == wsuit and bit > self.win):
                win, wseat = bit, self.seat
            else:
                win, wseat = self.win, self.wseat
        if self.n == 2:
            return EngineState((hands[0], hands[1], hands[2]), wseat), int(wseat == counted)
        return (
            EngineState(
                (hands[0], hands[1], hands[2]),
                (self.seat + 1) % 3,
                self.n + 1,
                lead,
                win,
                wseat,
                self.ontable | bit,
            ),
            0,
        )


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _card_of(bit: int) -> Card:
    return Card.from_index(bit.bit_length() - 1)


# ---------------------------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------------------------


class Solver:
    """Solves positions of one seating, trump, counted player and goal, sharing its table.

    Use one ``Solver`` for many questions about the same deal (card values, a line of play,
    several targets); the module-level functions make a fresh one each time.
    """

    def __init__(
        self, position: Position, *, node_budget: int | None = None, engine: str | None = None
    ):
        """``node_budget``: past that many positions searched (in all, for this solver) a
        question raises ``SolverBudgetError`` instead of going on (the site bounds every
        visitor's request so; None: no bound). ``engine``: ``"pure"``, ``"compiled"`` or
        ``"auto"`` (the compiled one when it was built); None reads ``PREFERANS_SOLVER``
        (default ``auto``). Both engines give the same answers and count the same nodes."""
        self.position = position
        self.seat = {p: i for i, p in enumerate(position.players)}
        self.trump = -1 if position.trump is None else int(position.trump)
        self.counted = self.seat[position.counted]
        self.engine = solver_engine(engine)(
            self.trump, self.counted, position.goal, node_budget=node_budget
        )

    def _check(self, position: Position) -> None:
        p = self.position
        if (position.players, position.trump, position.counted, position.goal) != (
            p.players,
            p.trump,
            p.counted,
            p.goal,
        ):
            raise SolverPositionError(
                "this Solver was made for another seating, trump, counted player or goal"
            )

    def _state(self, position: Position) -> EngineState:
        self._check(position)
        hands = tuple(sum(1 << c.index for c in position.hands[p]) for p in position.players)
        seat = self.seat[position.to_play]
        state = EngineState(hands, self.seat[position.trick[0][0]] if position.trick else seat)  # type: ignore[arg-type]
        for _p, c in position.trick:
            # put the card back in its hand, then play it through the engine's rules
            bit = 1 << c.index
            hs = list(state.hands)
            hs[state.seat] |= bit
            state = EngineState(
                tuple(hs),
                state.seat,
                state.n,
                state.lead,
                state.win,  # type: ignore[arg-type]
                state.wseat,
                state.ontable,
            )
            state, _ = state.play(bit, self.trump, self.counted)
        return state

    def _taken(self, position: Position) -> int:
        return position.taken[position.counted]

    def solve(self, position: Position | None = None) -> int:
        """The counted player's total tricks with best play from ``position``."""
        position = position or self.position
        return self._taken(position) + self.engine.value(self._state(position))

    def at_least(self, n: int, position: Position | None = None) -> bool:
        """Whether the counted player ends with at least ``n`` tricks under best play.

        Contracts: can the declarer take ``n``? Misère: ``at_least(1)`` is «is it caught?».
        """
        position = position or self.position
        need = n - self._taken(position)
        return self.engine.at_least(self._state(position), need)

    def card_values(self, position: Position | None = None) -> dict[Card, int]:
        """For every legal card of the player to play, the total after playing it."""
        return self.analyse(position, line=False)[1]

    def principal_line(self, position: Position | None = None) -> list[tuple[str, Card]]:
        """A line of best play for everyone to the end of the deal.

        Each player plays a card keeping the value (the lowest such card: among equals, the
        smallest by suit and rank).
        """
        return self.analyse(position, cards=False)[2]

    def analyse(
        self, position: Position | None = None, *, cards: bool = True, line: bool = True
    ) -> tuple[int, dict[Card, int], list[tuple[str, Card]]]:
        """The total (as ``solve``), each legal card's total (as ``card_values``) and a
        principal line (as ``principal_line``) from one search with one table: the card
        values start from the value, the line's first card is read from them."""
        position = position or self.position
        taken = self._taken(position)
        answer = self.engine.analyse(self._state(position), cards=cards, line=line)
        players = position.players
        return (
            taken + answer.value,
            dict(sorted((_card_of(bit), taken + v) for bit, v in answer.cards.items())),
            [(players[seat], _card_of(bit)) for seat, bit in answer.line],
        )


def solve(position: Position) -> int:
    """The counted player's total tricks (taken so far plus to come) with best play."""
    return Solver(position).solve()


def at_least(position: Position, n: int) -> bool:
    """Whether best play ends with the counted player holding at least ``n`` tricks in all."""
    return Solver(position).at_least(n)


def card_values(position: Position) -> dict[Card, int]:
    """Total tricks of the counted player after each legal card of the player to play."""
    return Solver(position).card_values()


def principal_line(position: Position) -> list[tuple[str, Card]]:
    """A line of best play ``[(player, card), ...]`` from the position to the end."""
    return Solver(position).principal_line()
