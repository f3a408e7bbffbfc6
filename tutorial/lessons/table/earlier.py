"""The tricks before a table deal's position (issue 19), shared by the play stages.

* ``deal_after``: a level's deal from the tricks written out before it: the winners say who
  has taken what (``taken``) and who leads now, so a level states only the play itself and
  ``TableDeal`` checks it leads to the position (``_check_before``).
* ``play_before``: the earlier tricks of a generated deal, played out: the unseen cards not in
  the ending dealt to the seats and played by a simple legal search (follow suit, trump when
  out of it) to the counts ``taken`` asks, the last trick won by the position's leader. A seat
  that shows out of a suit holds none of it in ``holdings`` (every card the seat may hold in
  the ending, over all the layouts), so the tricks fit every layout made from them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from rulings.core import Card, Suit, parse_contract, trick_winner
from tutorial.lessons.kinds.common import SEATS
from tutorial.lessons.table.deal import Aim, Hands, TableDeal, Trick, tricks

TRIES = 6  # searches from the last trick back before giving up (the deal is dealt again)
BUDGET = 100  # cards tried in one search


def winners(before: Iterable[Trick], trump: Suit | None) -> list[str]:
    """The seat that wins each trick, in order."""
    return [trick_winner(trick, trump, trick[0][1].suit)[0] for trick in before]


def deal_after(
    contract: str,
    declarer: str | None,
    layouts: tuple[Hands, ...],
    aim: Aim,
    before: Iterable[str],
    **extra: Any,
) -> TableDeal:
    """A deal whose position follows the tricks ``before`` (written as ``tricks`` reads them:
    ``"W:KD E:AD S:7D"``): the last winner leads, the winners' counts are ``taken``."""
    played = tricks(*before)
    won = winners(played, parse_contract(contract).trump)
    taken = Counter(won)
    return TableDeal(
        contract,
        declarer,
        won[-1],
        layouts,
        aim,
        taken=tuple((seat, taken[seat]) for seat in SEATS),
        before=played,
        **extra,
    )


def _may_play(card: Card, led: Suit, suits: frozenset[Suit], trump: Suit | None) -> bool:
    """Whether a seat that holds cards of ``suits`` once the trick is over may have played
    ``card`` to a trick led in ``led``: it follows, or it holds none of the suit (nor, not
    trumping, a trump)."""
    if card.suit == led:
        return True
    return led not in suits and (trump is None or card.suit == trump or trump not in suits)


def play_before(
    rng: random.Random,
    holdings: Mapping[str, Iterable[Card]],
    pool: Iterable[Card],
    trump: Suit | None,
    taken: Mapping[str, int],
    leader: str,
) -> tuple[Trick, ...] | None:
    """``sum(taken)`` tricks of cards from ``pool`` (three a trick; the rest stay unplayed:
    the talon) that a legal play could have produced before a position where each seat holds
    ``holdings[seat]`` (the union over the layouts), each seat taking ``taken[seat]`` of them
    and ``leader`` the last; None if none is found.

    The tricks are made from the last back to the first, so what a seat holds after each trick
    is known when its card is chosen: a card off the suit led only from a seat that holds none
    of it after (nor a trump, if it does not trump). Each trick is won by the seat that leads
    the next; the first is led by any seat."""
    n = sum(taken.values())
    quota = {seat: taken.get(seat, 0) for seat in SEATS}
    pool = sorted(pool, key=lambda c: (c.suit, c.rank))
    if n == 0 or quota[leader] == 0 or len(pool) < 3 * n:
        return None
    held = {seat: frozenset(holdings[seat]) for seat in SEATS}
    for _ in range(TRIES):
        found = _back(rng, pool, held, trump, quota, leader, n, [BUDGET])
        if found is not None:
            return found
    return None


def _back(rng, pool, held, trump, quota, winner, left, budget):
    """The ``left`` tricks still to make, the last of them won by ``winner`` (``quota``: the
    tricks each seat still takes in them; ``held``: what each seat holds after them)."""
    quota[winner] -= 1
    try:
        leaders = [seat for seat in SEATS if left == 1 or quota[seat] > 0]
        rng.shuffle(leaders)
        for first in leaders:
            start = SEATS.index(first)
            order = SEATS[start:] + SEATS[:start]
            for trick in _tricks(rng, pool, held, trump, order, winner, (), budget):
                if left == 1:
                    return (trick,)
                cards = {card for _, card in trick}
                rest = [card for card in pool if card not in cards]
                before = {seat: held[seat] | {c for s, c in trick if s == seat} for seat in SEATS}
                earlier = _back(rng, rest, before, trump, quota, first, left - 1, budget)
                if earlier is not None:
                    return (*earlier, trick)
                if budget[0] < 0:
                    return None
        return None
    finally:
        quota[winner] += 1


def _tricks(rng, pool, held, trump, order, winner, trick, budget):
    """The tricks the seats of ``order`` may have played from ``pool`` and ``winner`` wins, in a
    random order."""
    seat = order[len(trick)]
    used = {card for _, card in trick}
    options = [card for card in pool if card not in used]
    if trick:
        led, suits = trick[0][1].suit, frozenset(card.suit for card in held[seat])
        options = [card for card in options if _may_play(card, led, suits, trump)]
    rng.shuffle(options)
    last = len(trick) == len(order) - 1
    for card in options:
        budget[0] -= 1
        if budget[0] < 0:
            return
        played = (*trick, (seat, card))
        if not last:
            yield from _tricks(rng, pool, held, trump, order, winner, played, budget)
        elif trick_winner(played, trump, played[0][1].suit)[0] == winner:
            yield played
