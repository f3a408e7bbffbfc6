"""The settlement worked step by step (rulings/core/scoring/settlement.py ``settlement_steps``),
with numbers worked by hand from the essay «Преферанс во всех видах»: each other player writes
E_i × 10 / N whists on a player's mountain E_i, i.e. 10 · (mean E − E_i); whists are netted
pairwise; the largest-remainder rounding keeps the sum zero, its odd whists going to the largest
fractions and, between equal ones, by seat order."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core.conventions.convention import PRESETS
from rulings.core.scoring.game_score import score
from rulings.core.scoring.settlement import settlement_steps
from tests.core.test_scoring_properties import records
from tests.helpers.profiles import examples


def steps_of(players, *corrections):
    record = {
        "convention": "sochi",
        "players": list(players),
        "deals": [{"correction": c} for c in corrections],
    }
    result = score(record)
    return settlement_steps(result.sheet, result.settlement)


def test_mountain_to_the_average_whists_netted_and_the_pairs():
    # Anna 10 in the mountain, Vera 2; Boris wrote 20 whists on Anna, Vera 8.
    # mean (10 + 0 + 2) / 3 = 4; mountain: Anna 10 · (4 − 10) = −60, Boris +40, Vera +20;
    # whists: Anna −28, Boris +20, Vera +8; balance −88 / +60 / +28.
    steps = steps_of(
        ("Anna", "Boris", "Vera"),
        {"player": "Anna", "mountain": 10},
        {"player": "Vera", "mountain": 2},
        {"player": "Boris", "whists": 20, "on": "Anna"},
        {"player": "Vera", "whists": 8, "on": "Anna"},
    )
    assert (steps.mean, steps.point, steps.n) == (4, 10, 3)
    rows = {
        s.player: (s.after_amnesty, s.from_mountain, s.whist_net, s.balance) for s in steps.players
    }
    assert rows == {"Anna": (10, -60, -28, -88), "Boris": (0, 40, 20, 60), "Vera": (2, 20, 8, 28)}
    # pair by pair: Anna pays Boris 10 · 10 / 3 + 20 = 53.33, Vera 10 · 8 / 3 + 8 = 34.67;
    # Vera pays Boris 10 · 2 / 3 = 6.67
    pairs = {(p.payer, p.payee): (p.mountain, p.whists, p.total) for p in steps.pairs}
    assert pairs == {
        ("Anna", "Boris"): (Fraction(100, 3), 20, Fraction(160, 3)),
        ("Anna", "Vera"): (Fraction(80, 3), 8, Fraction(104, 3)),
        ("Vera", "Boris"): (Fraction(20, 3), 0, Fraction(20, 3)),
    }
    assert steps.odd_whists == 0 and steps.by_seat == ()


def test_the_odd_whist_of_a_third_goes_by_seat_order():
    # Anna 1 in the mountain: mean 1/3; Anna −6.67, Boris and Vera +3.33 each. Rounded down:
    # −7 / 3 / 3, one whist short of zero; every fraction is 1/3, so the first seat, Anna, gets
    # it: −6 / +3 / +3.
    steps = steps_of(("Anna", "Boris", "Vera"), {"player": "Anna", "mountain": 1})
    rows = {s.player: (s.exact, s.rounded_down, s.odd_whist, s.balance) for s in steps.players}
    assert rows == {
        "Anna": (Fraction(-20, 3), -7, True, -6),
        "Boris": (Fraction(10, 3), 3, False, 3),
        "Vera": (Fraction(10, 3), 3, False, 3),
    }
    assert (steps.odd_whists, steps.by_seat) == (1, ("Anna",))


def test_two_players_in_the_same_position_can_differ_by_the_odd_whist():
    # four players, Anna 1 in the mountain: mean 1/4; Anna −7.5, the others +2.5. Rounded down
    # −8 / 2 / 2 / 2: two whists short; all four halves are equal, so the first two seats get
    # them: Anna −7, Boris +3, Vera and Gleb +2 (Boris and Vera stand alike: seat order decides).
    steps = steps_of(("Anna", "Boris", "Vera", "Gleb"), {"player": "Anna", "mountain": 1})
    assert [s.balance for s in steps.players] == [-7, 3, 2, 2]
    assert (steps.odd_whists, steps.by_seat) == (2, ("Anna", "Boris"))


@settings(max_examples=examples(60))
@given(data=st.data(), preset=st.sampled_from(sorted(PRESETS)))
def test_the_steps_add_up_to_the_settlement(data, preset):
    result = score(data.draw(records(preset)))
    steps = settlement_steps(result.sheet, result.settlement)
    for s in steps.players:
        assert s.from_mountain + s.whist_net == s.exact
        assert s.balance == result.settlement.balance[s.player]
        if steps.rounding.value != "exact":
            assert s.balance == s.rounded_down + s.odd_whist
        got = sum(p.total for p in steps.pairs if p.payee == s.player)
        paid = sum(p.total for p in steps.pairs if p.payer == s.player)
        assert got - paid == s.exact
