"""Hypothesis properties of the auction, whisting and play.

- A deal (3 or 4 players, any dealer, any contract incl. misère and raspasy, every preset) played
  with random legal cards ends after ten tricks, every card played once, the tricks taken summing
  to ten; while it is not over there is always a legal card.
- Every auction made of random legal calls ends, within a bound, in a declarer, raspasy or (Balkan)
  refe.
- Every whisting made of random legal calls ends.
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.core.conventions.convention import PRESETS, Convention, Variant
from rulings.core.game.cards import DECK
from rulings.core.game.contracts import MISERE, RASPASY, Contract, Strain
from rulings.core.game.deal import Deal
from rulings.core.rules.auction import (
    Auction,
    AuctionEnd,
    CallKind,
    balkan_contracts,
    balkan_number,
    russian_ladder,
)
from rulings.core.rules.play import PlayState, talon_leads
from rulings.core.rules.whisting import Whisting
from tests.helpers.profiles import examples

PRESET_KEYS = sorted(PRESETS)
FAST = settings(max_examples=examples(150), suppress_health_check=[HealthCheck.too_slow])

# House conventions on top of the presets, to reach the auction's other branches.
EXTRA_OPTIONS = [
    {},
    {"without_talon_games": True},
    {"misere_allowed": False},
    {"hold_rule": "none"},
    {"hold_rule": "classic", "bid_jumps": False},
    {"misere_first_call_only": False},
    {"ten_whisted": False, "dealer_whist_back": False},
    {"half_whist_levels": (6, 7, 8)},
]


@st.composite
def conventions(draw) -> Convention:
    preset = Convention.preset(draw(st.sampled_from(PRESET_KEYS)))
    if preset.variant is Variant.BALKAN:
        return preset
    return preset.with_options(draw(st.sampled_from(EXTRA_OPTIONS)))


@st.composite
def seats(draw) -> tuple[tuple[str, ...], str]:
    players = ("N", "E", "S", "W")[: draw(st.sampled_from([3, 4]))]
    return players, draw(st.sampled_from(players))


def russian_contracts() -> list[Contract]:
    games = [Contract.game(level, strain) for level in range(6, 11) for strain in Strain]
    no_talon = [
        Contract.game(9, Strain.HEARTS, without_talon=True),
        Contract.game(10, Strain.SPADES, without_talon=True),
    ]
    return [*games, *no_talon, MISERE, RASPASY]


# --- play ---


@st.composite
def play_starts(draw) -> PlayState:
    players, dealer = draw(seats())
    convention = draw(conventions())
    deal = Deal.random(players, dealer, seed=draw(st.integers(0, 2**32 - 1)))
    if convention.variant is Variant.BALKAN:
        choices = [
            *balkan_contracts(),
            *(Contract(c.kind, c.level, c.strain, True) for c in balkan_contracts()),
        ]
    else:
        choices = russian_contracts()
    contract = draw(st.sampled_from(choices))
    declarer = None if contract.is_raspasy else draw(st.sampled_from(deal.active))
    discard: tuple = ()
    if declarer is not None and not contract.without_talon:
        pool = sorted(deal.hands[declarer] | frozenset(deal.talon))
        discard = tuple(draw(st.lists(st.sampled_from(pool), min_size=2, max_size=2, unique=True)))
    return PlayState.start(deal, contract, declarer, convention, discard)


@FAST
@given(start=play_starts(), rnd=st.randoms(use_true_random=False))
def test_random_legal_play_ends_after_ten_tricks_with_every_card_once(start, rnd):
    state = start
    steps = 0
    while not state.is_over:
        player = state.to_play
        assert player is not None
        options = state.legal_cards()
        assert options, f"no legal card for {player} at trick {state.trick_number}"
        assert options <= state.hands[player]
        state = state.after(player, rnd.choice(sorted(options)))
        steps += 1
        assert steps <= 30
    assert steps == 30
    assert len(state.tricks) == 10
    assert [t.number for t in state.tricks] == list(range(1, 11))
    assert all(not hand for hand in state.hands.values())
    assert state.irregularities == ()
    assert sum(state.taken.values()) == 10
    played = [card for trick in state.tricks for _, card in trick.cards]
    assert len(played) == 30 and len(set(played)) == 30
    assert set(played) == set().union(*start.hands.values())
    # the two cards nobody played: the declarer's discard, or else the talon
    outside = set(DECK) - set(played)
    declarer = start.declarer
    if declarer is not None and not start.contract.without_talon:
        bought = start.deal.hands[declarer] | frozenset(start.deal.talon)
        assert outside == bought - start.hands[declarer]
    else:
        assert outside == set(start.deal.talon)
    # every trick has one card from each active player
    for trick in state.tricks:
        assert sorted(p for p, _ in trick.cards) == sorted(start.deal.active)
        assert trick.winner is not None
    # only the dealer sitting out on raspasy (talon leading) may take tricks besides the three
    extra = set(state.taken) - set(start.deal.active)
    if extra:
        assert extra == {start.deal.dealer}
        assert talon_leads(start.deal, start.contract, start.convention)


@FAST
@given(start=play_starts(), rnd=st.randoms(use_true_random=False))
def test_winner_of_each_trick_follows_the_rules(start, rnd):
    """The winner holds the highest trump, else the highest card of the suit led (the Sochi and
    Leningrad rules)."""
    state = start
    while not state.is_over:
        state = state.after(state.to_play, rnd.choice(sorted(state.legal_cards())))
    trump = start.contract.trump
    for trick in state.tricks:
        contenders = list(trick.cards)
        if trick.talon_card is not None and start.deal.sitting_out is not None:
            contenders.append((start.deal.dealer, trick.talon_card))
        trumps = [pc for pc in contenders if pc[1].suit == trump]
        led = trick.led_suit
        suited = [pc for pc in contenders if pc[1].suit == led]
        pool = trumps or suited or [pc for pc in contenders if pc[1].suit == trick.cards[0][1].suit]
        best = max(pool, key=lambda pc: pc[1].rank)
        assert trick.winner == best[0]


# --- auction ---


def call_bound(convention: Convention) -> int:
    """At most one raise per rung, one hold per raise, one pass per player (and in the Balkan game
    one «игра» per player)."""
    if convention.variant is Variant.BALKAN:
        return 2 * 6 + 3 + 3
    return 2 * len(russian_ladder(convention)) + 3


@pytest.mark.slow
@settings(max_examples=examples(200))
@given(
    convention=conventions(),
    rnd=st.randoms(use_true_random=False),
    pass_weight=st.floats(0.0, 0.5),
    creep=st.booleans(),
)
def test_random_auction_ends_in_declarer_raspasy_or_refe(convention, rnd, pass_weight, creep):
    """``creep`` makes the players hold or raise by the smallest step, for the longest auctions."""
    auction = Auction(convention, ("A", "B", "C"))
    bound = call_bound(convention)
    while not auction.is_over:
        calls = auction.legal_calls()
        assert calls, "a player to call always has a legal call (at least «пас»)"
        assert calls[0].kind is CallKind.PASS
        if len(calls) > 1 and rnd.random() >= pass_weight:
            call = calls[1] if creep else rnd.choice(calls[1:])
        else:
            call = calls[0]
        auction = auction.after(auction.to_call, call)
        assert len(auction.calls) <= bound
    assert auction.to_call is None
    assert auction.legal_calls() == ()
    end = auction.end
    if end is AuctionEnd.DECLARER:
        assert auction.declarer not in auction.passed
        assert auction.passed == frozenset({"A", "B", "C"}) - {auction.declarer}
        assert auction.winning_bid is not None
    else:
        assert auction.passed == frozenset({"A", "B", "C"})
        assert auction.declarer is None
        expected = AuctionEnd.REFE if convention.variant is Variant.BALKAN else AuctionEnd.RASPASY
        assert end is expected


@pytest.mark.slow
@settings(max_examples=examples(100))
@given(convention=conventions(), rnd=st.randoms(use_true_random=False))
def test_bids_only_rise(convention, rnd):
    """The Sochi and Leningrad rules: «Следующий игрок может заказать… только старшую игру»;
    Lesnoy's Balkan preferans: numbers rise one at a time, a second «игра» names a higher
    contract."""
    auction = Auction(convention, ("A", "B", "C"))
    ladder = russian_ladder(convention)
    previous_rung, previous_number, previous_game = -1, 1, 0
    while not auction.is_over:
        calls = auction.legal_calls()
        call = rnd.choice(calls[1:]) if len(calls) > 1 and rnd.random() < 0.8 else calls[0]
        auction = auction.after(auction.to_call, call)
        if call.kind is not CallKind.BID:
            continue
        if convention.variant is not Variant.BALKAN:
            rung = ladder.index(call.contract)
            assert rung > previous_rung
            previous_rung = rung
        elif call.number is not None:
            assert previous_game == 0  # no number after «игра»
            assert call.number == previous_number + 1
            previous_number = call.number
        else:
            assert balkan_number(call.contract) > previous_game
            previous_game = balkan_number(call.contract)


# --- whisting ---


@st.composite
def whist_starts(draw) -> Whisting:
    convention = draw(conventions())
    if convention.variant is Variant.BALKAN:
        contract = draw(st.sampled_from(balkan_contracts()))
    else:
        contract = draw(st.sampled_from(russian_contracts()))
    dealer = draw(st.sampled_from([None, "S"]))
    return Whisting(convention, contract, "D", ("E", "F"), dealer)


@settings(max_examples=examples(200))
@given(start=whist_starts(), rnd=st.randoms(use_true_random=False))
def test_random_whisting_ends(start, rnd):
    state = start
    for _ in range(8):
        if state.is_over:
            break
        calls = state.legal_calls()
        assert calls
        state = state.after(state.to_call, rnd.choice(calls))
    assert state.is_over
    # the longest: whist, pass, half (Lesnoy's code 3.8.14), the passer declines to return it, the
    # dealer takes the whist back (the Sochi rules for four), and he chooses open or closed
    assert len(state.calls) <= 6
    outcome = state.outcome
    assert outcome is not None
    allowed = {"E", "F"} | ({start.dealer} if start.dealer else set())
    assert set(outcome.whisters) <= allowed
    assert len(outcome.whisters) <= 2
    assert set(outcome.passers) <= {"E", "F"}
    assert not set(outcome.whisters) & set(outcome.passers)
    if len(outcome.whisters) == 2:
        assert (
            outcome.open is False
        )  # the Sochi and Leningrad rules: two whisters always play closed
    if not start.contract.is_game:
        assert outcome.played and outcome.whisters == ()
    if outcome.whisters:
        assert outcome.played
    if outcome.half_whister is not None:
        assert start.contract.level in start.convention.half_whist_levels
    if outcome.whist_back_by is not None:
        assert outcome.whist_back_by in outcome.whisters


@settings(max_examples=examples(60))
@given(seed=st.integers(0, 10_000), players=seats())
def test_random_deal_is_a_partition_of_the_deck(seed, players):
    names, dealer = players
    deal = Deal.random(names, dealer, seed=seed)
    assert deal == Deal.random(names, dealer, seed=seed)
    cards = [card for hand in deal.hands.values() for card in hand] + list(deal.talon)
    assert sorted(cards) == list(DECK)
    assert set(deal.hands) == set(deal.active)  # only the three who play hold cards
    assert (deal.sitting_out == dealer) == (len(names) == 4)
    assert deal.first_hand == names[(names.index(dealer) + 1) % len(names)]


def test_randoms_are_seeded():
    """Deal.random uses its own Random: the global random state does not change a deal."""
    random.seed(1)
    first = Deal.random(("A", "B", "C"), "A", seed=5)
    random.seed(2)
    assert Deal.random(("A", "B", "C"), "A", seed=5) == first
