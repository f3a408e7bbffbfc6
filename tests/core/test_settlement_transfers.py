"""«Кто кому сколько» (issue 24): the short list (the fewest payments) and the pair table both
realise the balances shown — the rounded ones — so every list adds up to the balances
(rulings/core/scoring/transfers.py, settlement.py ``settlement_steps``)."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core.conventions.convention import PRESETS
from rulings.core.scoring.game_score import score
from rulings.core.scoring.settlement import settlement_steps
from rulings.core.scoring.transfers import fewest_transfers, settled_pairs
from tests.core.test_scoring_properties import records
from tests.helpers.profiles import examples


def _gained(moves, players):
    """Each player's gain from (payer, payee, amount) moves."""
    got = dict.fromkeys(players, 0)
    for payer, payee, amount in moves:
        got[payer] -= amount
        got[payee] += amount
    return got


@settings(max_examples=examples(80))
@given(data=st.data(), preset=st.sampled_from(sorted(PRESETS)))
def test_every_list_adds_up_to_the_balances_shown(data, preset):
    result = score(data.draw(records(preset)))
    settlement = result.settlement
    steps = settlement_steps(result.sheet, settlement)
    players = result.sheet.players
    shown = {p: settlement.balance[p] for p in players}
    short = [(t.payer, t.payee, t.whists) for t in steps.transfers]
    assert _gained(short, players) == shown
    assert all(amount > 0 for _, _, amount in short)
    pairs = [(p.payer, p.payee, p.settled) for p in steps.pairs]
    assert _gained(pairs, players) == shown
    exact = [(p.payer, p.payee, p.total) for p in steps.pairs]
    assert _gained(exact, players) == {p: settlement.exact[p] for p in players}
    if steps.rounding.value != "exact":
        for p in steps.pairs:  # each pair its own debt rounded down or up
            assert isinstance(p.settled, int) and abs(p.settled - p.total) < 1


@settings(max_examples=examples(200))
@given(st.lists(st.integers(-300, 300), min_size=2, max_size=3).map(lambda v: [*v, -sum(v)]))
def test_the_short_list_is_the_fewest_payments(values):
    players = tuple("ABCD"[: len(values)])
    balance = dict(zip(players, values, strict=True))
    moves = fewest_transfers(balance, players)
    assert _gained([(t.payer, t.payee, t.whists) for t in moves], players) == balance
    # k players not square need k − 1 payments, one fewer for each further group of them
    # that squares up on its own (found here by trying every split, not as the module does)
    open_ = [p for p in players if balance[p]]
    best = 0
    for mask in range(1, 1 << len(open_)):
        group = [p for i, p in enumerate(open_) if mask >> i & 1]
        rest = [p for p in open_ if p not in group]
        if group and rest and sum(balance[p] for p in group) == 0:
            best = 1
    # with four players at most two groups: one split lowers the count by one
    assert len(moves) == max(len(open_) - 1 - best, 0)


def test_worked_by_hand_four_players():
    # Anna −30, Boris +10, Vera −10, Gleb +30: greedy largest-to-largest would make three
    # payments; two groups square alone (Anna–Gleb, Vera–Boris): two.
    moves = fewest_transfers(
        {"Anna": -30, "Boris": 10, "Vera": -10, "Gleb": 30}, "Anna Boris Vera Gleb".split()
    )
    assert [(t.payer, t.payee, t.whists) for t in moves] == [
        ("Anna", "Gleb", 30),
        ("Vera", "Boris", 10),
    ]


def test_the_pairs_of_the_third_rounded_as_the_balances():
    # Anna 1 in the mountain (three players, Sochi): exact −6.67 / +3.33 / +3.33 shown as
    # −6 / +3 / +3 (the odd whist to Anna by seat). The pairs: Anna owes Boris and Vera 10/3
    # each; whole whists adding to the balances: 3 each (Anna's −6).
    owed = {
        ("Anna", "Boris"): Fraction(-10, 3),
        ("Anna", "Vera"): Fraction(-10, 3),
        ("Boris", "Vera"): Fraction(0),
    }
    assert settled_pairs(owed, {"Anna": -6, "Boris": 3, "Vera": 3}, ("Anna", "Boris", "Vera")) == {
        ("Anna", "Boris"): -3,
        ("Anna", "Vera"): -3,
        ("Boris", "Vera"): 0,
    }


def test_balances_that_do_not_add_up_are_refused():
    with pytest.raises(ValueError, match="do not add up to zero"):
        fewest_transfers({"A": 1, "B": 0}, ("A", "B"))


def test_where_no_pair_rounding_fits_one_whist_is_moved():
    # four players with half whists: A +16.5, B +16.5, C +13.5, D −46.5; the rounding gives the
    # two odd whists to A and B (seat order): 17 / 17 / 13 / −47. The halves are A–B (B owes
    # A 11.5) and C–D (D owes C 38.5): rounding A–B cannot give both A and B one more, so
    # rounded C–D is 38 (C 13), A–B 11 (A 16, B 17), and the whist A is short comes from D (A–D
    # 6 → 7).
    owed = {
        ("A", "B"): Fraction(23, 2),
        ("A", "C"): Fraction(-1),
        ("A", "D"): Fraction(6),
        ("B", "C"): Fraction(26),
        ("B", "D"): Fraction(2),
        ("C", "D"): Fraction(77, 2),
    }
    got = settled_pairs(owed, {"A": 17, "B": 17, "C": 13, "D": -47}, "ABCD")
    assert got == {
        ("A", "B"): 11,
        ("A", "C"): -1,
        ("A", "D"): 7,
        ("B", "C"): 26,
        ("B", "D"): 2,
        ("C", "D"): 38,
    }
