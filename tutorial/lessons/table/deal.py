"""A deal laid out for the table (issue 19): the contract, the learner's seat, what is known,
the goal, and one open layout or several layouts consistent with what the learner sees.

The seats are the course's (Юг, Запад, Восток; the learner is South, play goes S → W → E). A
deal may start at any trick boundary (an ending: fewer than ten cards each, ``taken`` saying
who has taken what). Each layout gives all three hands; they agree on the learner's hand and on
every hand the learner sees (``visible``). The solver (``rulings.core.Solver``) counts one
player's tricks (``counted``): the declarer of a game (he plays for the most) or of a misère
(for the fewest), the learner on raspasy (he plays for the fewest; the other two try to make
him take tricks — «how few can he be held to», the core's reading).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from rulings.core import (
    Card,
    Contract,
    Goal,
    Position,
    parse_card,
    parse_contract,
    trick_winner,
)
from tutorial.lessons.kinds.common import (
    SEAT_NAMES,
    SEATS,
    SOUTH,
    check_disjoint,
    hand,
    russian_noun,
)
from tutorial.lessons.model import LevelDataError, Text

Hands = tuple[frozenset[Card], frozenset[Card], frozenset[Card]]  # in SEATS order: S, W, E
Trick = tuple[tuple[str, Card], ...]  # (seat, card) in the order played


@dataclass(frozen=True)
class Aim:
    """The learner's goal: the counted player's tricks in the deal at least or at most ``n``."""

    n: int
    at_least: bool  # True: the counted player must take n or more; False: n or fewer

    def met(self, tricks: int) -> bool:
        return tricks >= self.n if self.at_least else tricks <= self.n

    def worst(self, values: Iterable[int]) -> int:
        """Of several results, the one the learner likes least."""
        return min(values) if self.at_least else max(values)

    def better(self, a: int, b: int) -> bool:
        """Is result ``a`` better for the learner than ``b``?"""
        return a > b if self.at_least else a < b


def south_plays_for_most(contract: str, declarer: str | None) -> bool:
    """Whether South's side wants the counted player to take more tricks: South declaring a
    game, or catching a misère; not when defending, playing a misère or on raspasy."""
    counted = declarer or SOUTH
    return (counted == SOUTH) == parse_contract(contract).is_game


def layout(south: str, west: str, east: str) -> Hands:
    """One layout written as a level writes hands (either notation)."""
    return (hand(south), hand(west), hand(east))


def tricks(*written: str) -> tuple[Trick, ...]:
    """Tricks written as a level writes them, one string each in the order played:
    ``"W:KD E:AD S:7D"``."""
    played = []
    for text in written:
        trick = []
        for item in text.split():
            seat, card = item.split(":")
            trick.append((seat, parse_card(card)))
        played.append(tuple(trick))
    return tuple(played)


@dataclass(frozen=True)
class TableDeal:
    """The deal a ``play_to_goal`` level plays. ``layouts[0]`` is the one a deal with a single
    layout shows; with several, the learner's cards choose which stay (``state``)."""

    contract: str  # "7S", "misere", "raspasy"
    declarer: str | None  # the seat that plays the game or misère; None on raspasy
    leader: str  # who plays the first card of the position
    layouts: tuple[Hands, ...]
    aim: Aim
    visible: frozenset[str] = frozenset({SOUTH})  # hands the learner sees
    taken: tuple[tuple[str, int], ...] = ()  # tricks taken before the position
    four_handed: bool = False  # a fourth player dealt and sits out (drawn, not played)
    before: tuple[Trick, ...] = ()  # the tricks played before the position, shown read-only

    def __post_init__(self) -> None:
        if not self.layouts:
            raise LevelDataError("a table deal needs at least one layout")
        if self.leader not in SEATS:
            raise LevelDataError(f"the leader «{self.leader}» is not a seat")
        contract = self.contract_value
        if contract.is_raspasy != (self.declarer is None):
            raise LevelDataError("raspasy has no declarer; a game or misère has one")
        if self.declarer is not None and self.declarer not in SEATS:
            raise LevelDataError(f"the declarer «{self.declarer}» is not a seat")
        if self.aim.at_least != south_plays_for_most(self.contract, self.declarer):
            raise LevelDataError("the goal must be what South plays for: more or fewer tricks")
        first = self.layouts[0]
        for hands in self.layouts:
            check_disjoint(*hands)
            if len({len(h) for h in hands}) != 1:
                raise LevelDataError("every hand of a layout holds as many cards as the others")
            for seat in self.visible | {SOUTH}:
                index = SEATS.index(seat)
                if hands[index] != first[index]:
                    raise LevelDataError(f"the layouts differ in a hand the learner sees: {seat}")
            self.position(hands)  # the solver refuses what cannot occur (card counts, tricks)
        if len(set(self.layouts)) != len(self.layouts):
            raise LevelDataError("a layout is listed twice")
        if self.before:
            self._check_before()

    def _check_before(self) -> None:
        """The tricks before the position are a play that leads to it: each a card of every
        seat in turn from the last trick's winner, the winners counting ``taken`` and the last
        of them leading now; no card twice nor in any layout; and a seat that did not follow a
        suit (or did not trump) holds none of it after, in any layout."""
        trump = self.contract_value.trump
        played = [pair for trick in self.before for pair in trick]
        cards = [card for _, card in played]
        if len(set(cards)) != len(cards):
            raise LevelDataError("a card is played twice before the position")
        if any(set(cards) & (h[0] | h[1] | h[2]) for h in self.layouts):
            raise LevelDataError("a card played before the position is in a layout")
        counted = {seat: 0 for seat in SEATS}
        leader = self.before[0][0][0]
        for number, trick in enumerate(self.before, 1):
            first = SEATS.index(leader)
            if tuple(seat for seat, _ in trick) != SEATS[first:] + SEATS[:first]:
                raise LevelDataError(f"trick {number} before the position is not played in turn")
            led = trick[0][1].suit
            for seat, card in trick:
                if card.suit == led:
                    continue
                gone = {led} if card.suit == trump or trump is None else {led, trump}
                place = played.index((seat, card))
                after = [c for s, c in played[place + 1 :] if s == seat]
                for hands in self.layouts:
                    if any(c.suit in gone for c in (*after, *hands[SEATS.index(seat)])):
                        raise LevelDataError(
                            f"{seat} shows out in trick {number} before the position but "
                            "holds that suit later"
                        )
            leader = trick_winner(trick, trump, led)[0]
            counted[leader] += 1
        if counted != self.taken_map:
            raise LevelDataError("the tricks before the position do not count what was taken")
        if leader != self.leader:
            raise LevelDataError("the last trick before the position is not won by the leader")

    @cached_property
    def contract_value(self) -> Contract:
        return parse_contract(self.contract)

    @property
    def counted(self) -> str:
        """The player whose tricks the goal counts: the declarer, or the learner on raspasy."""
        return self.declarer or SOUTH

    @property
    def goal(self) -> Goal:
        return Goal.MAX if self.contract_value.is_game else Goal.MIN

    @property
    def hidden(self) -> bool:
        """Several layouts: the learner cannot see them all."""
        return len(self.layouts) > 1

    def earlier(self) -> list[tuple[int, tuple[tuple[Text, Card], ...], Text]]:
        """The tricks before the position for the page: (number, cards with the seats' names,
        the winner's name)."""
        trump = self.contract_value.trump
        return [
            (
                number,
                tuple((SEAT_NAMES[seat], card) for seat, card in trick),
                SEAT_NAMES[trick_winner(trick, trump, trick[0][1].suit)[0]],
            )
            for number, trick in enumerate(self.before, 1)
        ]

    @property
    def taken_map(self) -> dict[str, int]:
        return {seat: dict(self.taken).get(seat, 0) for seat in SEATS}

    def position(
        self,
        hands: Hands,
        to_play: str | None = None,
        trick: tuple[tuple[str, Card], ...] = (),
        taken: Mapping[str, int] | None = None,
    ) -> Position:
        return Position.for_contract(
            self.contract_value,
            SEATS,
            dict(zip(SEATS, hands, strict=True)),
            to_play=to_play or self.leader,
            declarer=self.counted,
            trick=trick,
            taken=dict(taken if taken is not None else self.taken_map),
        )

    def plays_for_most(self, seat: str) -> bool:
        """Whether ``seat`` plays to raise the counted player's tricks (the solver's sides)."""
        return (seat == self.counted) == (self.goal is Goal.MAX)


def tricks_genitive(n: int) -> Text:
    """«1 взятки», «2 взяток» / «1 trick», «2 tricks» (after «больше», «меньше»)."""
    return Text(
        f"{n} {russian_noun(n, 'взятки', 'взяток', 'взяток')}", f"{n} trick{'' if n == 1 else 's'}"
    )


def goal_text(deal: TableDeal) -> Text:
    """The goal as a player says it: «Сыграйте 7♠: не меньше 7 взяток», «Не дайте
    разыгрывающему (Запад) взять больше 6 взяток»…"""
    aim, contract = deal.aim, deal.contract_value
    if contract.is_raspasy:
        if aim.n == 0:
            return Text("Не возьмите ни одной взятки.", "Take no trick.")
        return Text("Возьмите не больше {n}.", "Take no more than {n}.").format(
            n=tricks_genitive(aim.n)
        )
    seat = SEAT_NAMES[deal.counted]
    if deal.counted == SOUTH:
        if contract.is_misere:
            return Text("Сыграйте мизер: ни одной взятки.", "Play the misère: no trick at all.")
        return Text("Сыграйте {contract}: не меньше {n}.", "Play {contract}: at least {n}.").format(
            contract=Text(contract.ru, contract.ru), n=tricks_genitive(aim.n)
        )
    if contract.is_misere:
        return Text(
            "Поймайте мизер: {seat} должен взять хотя бы одну взятку.",
            "Catch the misère: {seat} must take at least one trick.",
        ).format(seat=seat)
    return Text(
        "Не дайте разыгрывающему ({seat}) взять больше {n}.",
        "Hold the declarer ({seat}) to {n} at most.",
    ).format(seat=seat, n=tricks_genitive(aim.n))
