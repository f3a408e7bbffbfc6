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

TRIES = 40  # deals of the unseen cards to the seats before giving up
BUDGET = 300  # cards tried in one search before dealing again


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


def written(before: Iterable[Trick]) -> tuple[str, ...]:
    """The tricks as a level writes them (``deal_after``'s ``before``)."""
    return tuple(" ".join(f"{seat}:{card.en}" for seat, card in trick) for trick in before)


def _may_play(card: Card, led: Suit | None, holds: Iterable[Card], trump: Suit | None) -> bool:
    """Whether a seat holding ``holds`` (the card included) may play ``card`` to a trick led
    in ``led`` (None: it leads)."""
    holds = list(holds)
    if led is None or card.suit == led:
        return True
    if any(c.suit == led for c in holds):
        return False
    return trump is None or card.suit == trump or not any(c.suit == trump for c in holds)


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
    and ``leader`` the last; None if no such play is found."""
    n = sum(taken.values())
    pool = sorted(pool, key=lambda c: (c.suit, c.rank))
    kept = {seat: frozenset(holdings[seat]) for seat in SEATS}
    if n == 0 or len(pool) < 3 * n:
        return None
    for _ in range(TRIES):
        cards = rng.sample(pool, 3 * n)
        hands = {seat: cards[i * n : (i + 1) * n] for i, seat in enumerate(SEATS)}
        quota = {seat: taken.get(seat, 0) for seat in SEATS}
        first = rng.choice(SEATS)  # the first trick's leader: any seat
        found = _tricks(rng, hands, kept, trump, quota, leader, n, first, [BUDGET])
        if found is not None:
            return found
    return None


def _tricks(rng, hands, kept, trump, quota, leader, left, first, budget):
    """Depth first: the ``left`` tricks still to play from ``hands`` (each seat's cards to
    play), led by ``first``, each winner within ``quota``, the last won by ``leader``."""
    if left == 0:
        return ()
    start = SEATS.index(first)
    order = SEATS[start:] + SEATS[:start]

    def cards_of(index: int, trick: tuple) -> Iterable[tuple]:
        if index == len(order):
            yield trick
            return
        seat = order[index]
        led = trick[0][1].suit if trick else None
        holds = [*hands[seat], *kept[seat]]
        options = [c for c in hands[seat] if _may_play(c, led, holds, trump)]
        rng.shuffle(options)
        for card in options:
            budget[0] -= 1
            if budget[0] < 0:
                return
            yield from cards_of(index + 1, (*trick, (seat, card)))

    for trick in cards_of(0, ()):
        won = trick_winner(trick, trump, trick[0][1].suit)[0]
        if quota[won] == 0 or (left == 1 and won != leader):
            continue
        rest = {seat: [c for c in hands[seat] if (seat, c) not in trick] for seat in SEATS}
        quota[won] -= 1
        after = _tricks(rng, rest, kept, trump, quota, leader, left - 1, won, budget)
        quota[won] += 1
        if after is not None:
            return (trick, *after)
        if budget[0] < 0:
            return None
    return None
