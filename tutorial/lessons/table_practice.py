"""Practice at the table (issue 19): unlimited deals of the two play-out stages, by seed.

Each seed deals a six-card ending with ``random.Random(seed)`` and states the goal the solver
says best play reaches, so the goal is always within reach; a deal where no first card misses
it is dealt again (nothing to learn there). The stated line is the table's own best line and
the stated wrong answer a first card that misses the goal (``table.analysis``).

The four tricks before the ending are shown, as the course's levels show them
(``TableDeal.before``): ``earlier.play_before`` plays twelve of the fourteen cards outside the
ending (the other two are the talon) to a legal play that leaves the lead with the seat that
leads now and the tricks where the deal's counts put them.

Where South cannot see a hand, the deal holds several layouts (``LAYOUTS``), as the course's
hidden deals do: the one dealt and others made from it by giving a hidden hand another card of
the same suit, one South does not see: in the other hidden hand, or, where only West's hand is
hidden (West took the talon and discarded), in the talon. The cards played before are not
among them. The suit lengths stay, so each layout fits what South sees, what the earlier
tricks showed (a seat out of a suit stays out of it) and what the deal's text says; the table
keeps, after each of South's cards, the layouts that punish it most, and the goal is what the
table's best line reaches against them.

* «Мизер за столом»: even seeds, South plays a misère (every hand open, as after the catchers
  open their cards; West or East took the last trick before and leads); odd seeds, South
  catches West's misère with East's cards open and West's hidden (South or East leads).
* «Розыгрыш за столом»: South plays a game in his longest suit (the first in the suit order of
  equals) with both whisters' hands hidden, having taken three of the four tricks before; the
  contract is what the table's best line takes (six at least, else the deal is dealt again).
* «Защита до конца»: even seeds, raspasy (the other hands hidden; South has taken one of the
  tricks before where he leads); odd seeds, South whists in the light against West's 6♠
  (East's cards open, West's hidden).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from rulings.core import DECK, Card, Suit, parse_contract
from tutorial.lessons.content import declarer_table, defence_table, misere_table
from tutorial.lessons.content.contract import TAKE_RULE
from tutorial.lessons.content.misere_catch import CATCH_RULE
from tutorial.lessons.counting import MISERE_RULE, WHIST_RULE
from tutorial.lessons.kinds.common import EAST, SEATS, SOUTH, TRICK_RULE, WEST
from tutorial.lessons.kinds.play_to_goal import PlayToGoal
from tutorial.lessons.model import Level, Text
from tutorial.lessons.table import Aim, Hands, TableDeal, best_line, losing_first_cards, replay
from tutorial.lessons.table.deal import Trick
from tutorial.lessons.table.earlier import play_before
from tutorial.lessons.table.state import learner_value

SIZE = 6  # cards a hand: four tricks are played before the ending
LOW = 10  # a misère hand's cards: the sevens to the tens
LOW_CARDS = 5  # of its six
LAYOUTS = 4  # a hidden deal's layouts: the one dealt and up to three more
TITLE = Text("Практика за столом", "Practice at the table")


def _hands(
    rng: random.Random, misere: int | None = None
) -> tuple[frozenset[Card], frozenset[Card], frozenset[Card]]:
    """Three hands of ``SIZE`` (S, W, E); ``misere``: that seat's hand mostly from the sevens
    to the tens (``LOW_CARDS`` of them: a hand one would play a misère with, so fewer deals
    are dealt again)."""
    deck = list(DECK)
    rng.shuffle(deck)
    if misere is not None:
        low = [card for card in deck if card.rank <= LOW][:LOW_CARDS]
        rest = [card for card in deck if card not in low]
        at = misere * SIZE
        deck = [*rest[:at], *low, *rest[at:]]
    return tuple(frozenset(deck[i * SIZE : (i + 1) * SIZE]) for i in range(3))  # type: ignore[return-value]


def _layouts(
    rng: random.Random,
    hands: Hands,
    hidden: tuple[str, ...],
    before: tuple[Trick, ...],
    fits: Callable[[Hands], bool] = lambda hands: True,
) -> tuple[Hands, ...]:
    """``hands`` and up to ``LAYOUTS - 1`` other layouts that differ only in the ``hidden``
    seats' hands: one card of a hidden hand traded for a card of the same suit that South does
    not see (not played ``before``; with two hands hidden, one of theirs: the talon is the
    declarer's own or lies open on raspasy); ``fits`` says which layouts fit what the deal's
    text says of the hidden hands."""
    seen = set().union(*(hands[SEATS.index(seat)] for seat in SEATS if seat not in hidden))
    seen |= {card for trick in before for _, card in trick}
    if len(hidden) > 1:
        seen |= set(DECK) - set().union(*hands)
    unseen = [card for card in DECK if card not in seen]
    others = []
    for seat in hidden:
        index = SEATS.index(seat)
        for card in sorted(hands[index], key=lambda c: (c.suit, c.rank)):
            for swap in unseen:
                if swap.suit != card.suit or swap in hands[index]:
                    continue
                new = [set(h) for h in hands]
                new[index] = (new[index] - {card}) | {swap}
                for other in new:  # the other hidden hand gives the card it held
                    if other is not new[index] and swap in other:
                        other.remove(swap)
                        other.add(card)
                layout = tuple(frozenset(h) for h in new)
                if fits(layout) and layout not in others:  # type: ignore[arg-type]
                    others.append(layout)
    rng.shuffle(others)
    return (hands, *others[: LAYOUTS - 1])  # type: ignore[return-value]


def _before(
    rng: random.Random, hands: Hands, contract: str, taken: dict[str, int], leader: str
) -> tuple[Trick, ...] | None:
    """The tricks before the ending dealt as ``hands``, played out (``earlier.play_before``)."""
    rest = [card for card in DECK if not any(card in hand for hand in hands)]
    holdings = dict(zip(SEATS, hands, strict=True))
    return play_before(rng, holdings, rest, parse_contract(contract).trump, taken, leader)


def _table_best(deal: TableDeal) -> int:
    """The counted player's tricks when South plays the table's best line (every layout kept
    punishing him), so a goal set to it is met by that line."""
    return replay(deal, best_line(deal)).result


def _settled(
    rng: random.Random, make: Callable[[tuple], TableDeal | None], misere: int | None = None
) -> TableDeal:
    while True:
        deal = make(_hands(rng, misere))
        if deal is not None and losing_first_cards(deal):
            return deal


def _level(stage_id: str, seed: int, deal: TableDeal, known: Text, *sources) -> Level:
    line = best_line(deal)
    exercise = PlayToGoal(
        known,
        deal,
        tuple(card.en for card in line),
        wrong=(losing_first_cards(deal)[0].en,),
        known=known,
    )
    return Level(f"{stage_id}-practice-{seed}", stage_id, TITLE, known, exercise, sources)


@lru_cache(maxsize=256)
def misere_practice(seed: int) -> Level:
    rng = random.Random(seed)
    if seed % 2 == 0:

        def make(hands):
            leader, taken = rng.choice((WEST, EAST)), {WEST: 2, EAST: 2}
            before = _before(rng, hands, "misere", taken, leader)
            if before is None:
                return None
            deal = TableDeal(
                "misere",
                SOUTH,
                leader,
                (hands,),
                Aim(0, False),
                visible=frozenset(SEATS),
                taken=tuple(taken.items()),
                before=before,
            )
            return deal if learner_value(deal, deal.position(hands)) == 0 else None

        deal = _settled(rng, make, misere=0)
        return _level(
            misere_table.STAGE_ID,
            seed,
            deal,
            misere_table.PLAYED,
            MISERE_RULE,
            misere_table.NO_OVERTAKE_RULE,
        )

    def misere_hand(layout: Hands) -> bool:
        return sum(card.rank <= LOW for card in layout[1]) >= LOW_CARDS

    def make_catch(hands):
        leader, taken = rng.choice((SOUTH, EAST)), {SOUTH: 2, EAST: 2}
        before = _before(rng, hands, "misere", taken, leader)
        if before is None:
            return None
        layouts = _layouts(rng, hands, (WEST,), before, misere_hand)
        if len(layouts) < 2:
            return None
        deal = TableDeal(
            "misere",
            WEST,
            leader,
            layouts,
            Aim(1, True),
            visible=frozenset({SOUTH, EAST}),
            taken=tuple(taken.items()),
            before=before,
        )
        return deal if _table_best(deal) >= 1 else None

    deal = _settled(rng, make_catch, misere=1)
    return _level(misere_table.STAGE_ID, seed, deal, misere_table.CATCHING, CATCH_RULE, MISERE_RULE)


def _spades(cards: frozenset[Card]) -> int:
    return sum(card.suit.letter == "S" for card in cards)


@lru_cache(maxsize=256)
def defence_practice(seed: int) -> Level:
    rng = random.Random(seed)
    if seed % 2 == 0:

        def make(hands):
            leader = rng.choice(SEATS)
            taken = {SOUTH: 1, WEST: 2, EAST: 1} if leader == SOUTH else {WEST: 2, EAST: 2}
            before = _before(rng, hands, "raspasy", taken, leader)
            if before is None:
                return None
            probe = TableDeal(
                "raspasy",
                None,
                leader,
                _layouts(rng, hands, (WEST, EAST), before),
                Aim(SIZE, False),
                taken=tuple(taken.items()),
                before=before,
            )
            return replace(probe, aim=Aim(_table_best(probe), False))

        deal = _settled(rng, make)
        return _level(
            defence_table.STAGE_ID,
            seed,
            deal,
            defence_table.RASPASY,
            defence_table.RASPASY_RULE,
            TRICK_RULE,
        )

    def make_light(hands):
        if _spades(hands[1]) < 3:
            return None
        taken = {WEST: 2, SOUTH: 1, EAST: 1}
        before = _before(rng, hands, "6S", taken, SOUTH)
        if before is None:
            return None
        layouts = _layouts(rng, hands, (WEST,), before, lambda layout: _spades(layout[1]) >= 3)
        if len(layouts) < 2:
            return None
        probe = TableDeal(
            "6S",
            WEST,
            SOUTH,
            layouts,
            Aim(10, False),
            visible=frozenset({SOUTH, EAST}),
            taken=tuple(taken.items()),
            before=before,
        )
        return replace(probe, aim=Aim(_table_best(probe), False))

    deal = _settled(rng, make_light)
    return _level(
        defence_table.STAGE_ID,
        seed,
        deal,
        defence_table.LIGHT,
        defence_table.LIGHT_RULE,
        WHIST_RULE,
    )


@lru_cache(maxsize=256)
def declarer_practice(seed: int) -> Level:
    rng = random.Random(seed)

    def make(hands):
        trump = max(Suit, key=lambda suit: sum(card.suit == suit for card in hands[0]))
        taken = {SOUTH: 3, WEST: 1}
        before = _before(rng, hands, f"6{trump.letter}", taken, SOUTH)
        if before is None:
            return None
        probe = TableDeal(
            f"6{trump.letter}",
            SOUTH,
            SOUTH,
            _layouts(rng, hands, (WEST, EAST), before),
            Aim(6, True),
            taken=tuple(taken.items()),
            before=before,
        )
        best = _table_best(probe)
        if best < 6:
            return None
        deal = replace(probe, contract=f"{best}{trump.letter}", aim=Aim(best, True))
        first = best_line(deal)[0]
        if (first.rank, first.suit) == (best, trump):
            return None  # the contract's name («9♣») would name the first card of the line
        return deal

    deal = _settled(rng, make)
    return _level(
        declarer_table.STAGE_ID,
        seed,
        deal,
        declarer_table.known(deal.contract),
        TAKE_RULE,
        TRICK_RULE,
    )


GENERATORS: dict[str, Callable[[int], Level]] = {
    declarer_table.STAGE_ID: declarer_practice,
    misere_table.STAGE_ID: misere_practice,
    defence_table.STAGE_ID: defence_practice,
}
