"""The house rules of issue 22 (clubs and other programs), each option on and off with the
number its source gives (tests/data/peer-vectors/: the jpref, rostiktc2-star, suntehnik and
mathfewmatthews-dev files; Lesnoy's code 3.9.14.3 for Rostov). Every option's default is the one
every preset had before, so a preset scores as it did (test_defaults_are_unchanged)."""

from fractions import Fraction

import pytest

from rulings.core.conventions.convention import PRESETS, Convention
from rulings.core.scoring.game_score import score
from rulings.core.scoring.raspasy import multiplier
from tests.core.test_scoring_properties import NAMES, _jpref_record
from tests.helpers.data import load

ABC = ["A", "B", "C"]
NEW_OPTIONS = {
    "raspasy_zero_points": 0,
    "raspasy_misere_exit": True,
    "raspasy_steps": (),
    "raspasy_steps_cycle": False,
    "raspasy_exit_levels": (),
    "help_point_whists": 0,
    "game_mountain_first": False,
    "half_whist_half_defence": False,
    "half_whist_played": False,
    "settle_by_others": False,
}


def run(deals, players=ABC, preset="sochi", pulya=20, **options):
    return score(
        {
            "convention": preset,
            "players": players,
            "pulya": pulya,
            "options": options,
            "deals": deals,
        }
    )


def raspasy(dealer, **tricks):
    return {"dealer": dealer, "contract": "raspasy", "tricks": tricks}


def game(declarer, contract, dealer, calls, **tricks):
    return {
        "dealer": dealer,
        "declarer": declarer,
        "contract": contract,
        "defenders": calls,
        "tricks": tricks,
    }


def rostiktc2(name):
    """The expectations of a rostiktc2-star vector (tests/data/peer-vectors/)."""
    vectors = load("peer-vectors/scoring_rostiktc2_sochi_variant.json")["vectors"]
    return next(v for v in vectors if v["name"] == name)["expect"]


def entries(result, deal):
    return [(e.code, e.player, e.amount, e.on) for e in result.sheet.deals[deal - 1].entries]


def test_defaults_are_unchanged():
    for conv in PRESETS.values():
        for name, default in NEW_OPTIONS.items():
            assert getattr(conv, name) == default, (conv.key, name)


# --- raspasy: the row of steps (mathfewmatthews «6-7-8», «6-7-7-8», «cycle-6-7-8»;
# suntehnik 1-2-3-3)


def steps_of(options, count):
    conv = Convention().with_options(options)
    return [multiplier(conv, run) for run in range(1, count + 1)]


def test_the_default_progression_is_1_2_3_without_end():
    assert steps_of({}, 6) == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({"raspasy_steps": [1, 2, 3]}, [1, 2, 3, 3, 3, 3]),  # «6-7-8», suntehnik's 1-2-3-3…
        ({"raspasy_steps": [1, 2, 3], "raspasy_steps_cycle": True}, [1, 2, 3, 1, 2, 3]),
        ({"raspasy_steps": [1, 2, 2, 3]}, [1, 2, 2, 3, 3, 3]),  # «6-7-7-8»
        ({"raspasy_steps": [2, 4, 6]}, [2, 4, 6, 6, 6, 6]),  # «2-4-6»
    ],
)
def test_a_row_of_steps_replaces_the_progression(options, expected):
    assert steps_of(options, 6) == expected


def test_suntehnik_the_fifth_raspasy_costs_3_a_trick():
    """suntehnik «all-pass value saturates at 3»: tricks 1, 0, 9 on the fifth raspasy in a row
    write 3 and 27 into the mountain and 3 into the pulya of the player with none."""
    row = [raspasy("C", A=4, B=3, C=3)] * 4 + [raspasy("C", A=1, B=0, C=9)]
    capped = entries(run(row, raspasy_steps=[1, 2, 3]), 5)
    assert ("raspasy_tricks", "A", 3, None) in capped
    assert ("raspasy_tricks", "C", 27, None) in capped
    assert ("raspasy_zero", "B", 3, None) in capped
    vector = next(
        v
        for v in load("peer-vectors/scoring_suntehnik_sochi.json")["vectors"]
        if v["name"] == "all-pass value saturates at 3"
    )
    carry = load("peer-vectors/scoring_suntehnik_sochi.json")["fixtures"]["carry"]
    after = vector["expect_sheet"]
    assert after[0]["mountain"] - carry[0]["mountain"] == 3
    assert after[2]["mountain"] - carry[2]["mountain"] == 27
    assert after[1]["bullet"] - carry[1]["bullet"] == 3
    # off: the fifth raspasy costs 5 a trick
    assert ("raspasy_tricks", "C", 45, None) in entries(run(row), 5)


# --- raspasy: the exit (rostiktc2 «raspasy level reset rules»; mathfewmatthews misereExitsRaspass)

SIX_BOTH_PASS = game("A", "6S", "C", {"B": "pass", "C": "pass"}, A=6)
SIX_WHISTED = game("A", "6S", "C", {"B": "pass", "C": "whist"}, A=6, C=4)
MISERE = {"dealer": "C", "declarer": "A", "contract": "misere", "tricks": {"A": 1}}


def price_after(middle, **options):
    """The trick price of a raspasy after one raspasy and the ``middle`` deal."""
    deals = [raspasy("C", A=2, B=5, C=3), middle, raspasy("C", A=2, B=5, C=3)]
    written = {e[1]: e[2] for e in entries(run(deals, **options), 3) if e[0] == "raspasy_tricks"}
    return written["B"] // 5


@pytest.mark.parametrize(
    ("middle", "any_game", "played"),
    [(SIX_BOTH_PASS, 1, 2), (SIX_WHISTED, 1, 1), (MISERE, 1, 1)],
    ids=["six both pass", "six whisted", "misère"],
)
def test_rostiktc2_a_game_both_defenders_pass_does_not_end_raspasy(middle, any_game, played):
    assert price_after(middle) == any_game
    assert price_after(middle, raspasy_exit="played") == played


def test_a_misere_may_keep_the_run_of_raspasy():
    """mathfewmatthews: «misereExitsRaspass: false»: the raspasy after a misère costs 2."""
    assert price_after(MISERE) == 1
    assert price_after(MISERE, raspasy_misere_exit=False) == 2
    assert price_after(MISERE, raspasy_exit="played", raspasy_misere_exit=False) == 2
    assert price_after(MISERE, raspasy_exit="whisted_game") == 2  # as before issue 22


def price_after_run(count, middle, **options):
    """The trick price of a raspasy after ``count`` raspasy in a row and the ``middle`` deal
    (1-2-3: 1 if ``middle`` ended the run, else ``count`` + 1)."""
    deals = [raspasy("C", A=2, B=5, C=3)] * count + [middle, raspasy("C", A=2, B=5, C=3)]
    last = entries(run(deals, **options), count + 2)
    return {e[1]: e[2] for e in last if e[0] == "raspasy_tricks"}["B"] // 5


SEVEN_WHISTED = game("A", "7S", "C", {"B": "pass", "C": "whist"}, A=7, C=3)


@pytest.mark.parametrize(
    ("count", "middle", "any_level", "six_then_seven"),
    [
        (2, SIX_WHISTED, 1, 3),
        (2, SEVEN_WHISTED, 1, 1),
        (1, SIX_WHISTED, 1, 1),
        (3, SIX_WHISTED, 1, 4),
    ],
    ids=["six after two", "seven after two", "six after one", "six after three"],
)
def test_piter_after_two_raspasy_only_a_seven_ends_the_run(
    count, middle, any_level, six_then_seven
):
    """mathfewmatthews Piter «raspassExitProgression: 6-7» (``minimumContractForRaspassExit``:
    after one raspasy a six, after two or more a seven): two raspasy (B 5 tricks at 1 and 2), a
    six made, and the third raspasy writes B 5 × 3 = 15, not 5 × 1; a seven ends the run (5)."""
    assert price_after_run(count, middle) == any_level
    assert price_after_run(count, middle, raspasy_exit_levels=[6, 7]) == six_then_seven


SIX_FAILED = game("A", "6S", "C", {"B": "pass", "C": "whist"}, A=5, C=5)
SIX_SHORT = game("A", "6S", "C", {"B": "pass", "C": "whist"}, A=7, C=3)
SIX_HALF = game("A", "6S", "C", {"B": "half", "C": "pass"})
MISERE_MADE = {"dealer": "C", "declarer": "A", "contract": "misere", "tricks": {"A": 0}}


@pytest.mark.parametrize(
    ("middle", "made_game", "whist_kept"),
    [
        (SIX_WHISTED, 1, 1),  # made, C took his 4
        (SIX_FAILED, 2, 2),  # A took 5 of 6
        (SIX_SHORT, 1, 2),  # made, C took 3 of the 4 he owes: 1 into his mountain
        (SIX_BOTH_PASS, 1, 2),  # made, nobody whisted
        (SIX_HALF, 1, 2),  # made, only a half-whist
        (MISERE, 2, 2),  # A took a trick
        (MISERE_MADE, 1, 1),
    ],
    ids=[
        "whisted",
        "failed",
        "whister short",
        "both pass",
        "half-whist",
        "misère failed",
        "misère",
    ],
)
def test_mathfewmatthews_only_a_made_game_ends_the_run(middle, made_game, whist_kept):
    """mathfewmatthews ``raspassExitSatisfied``: «game» is a game (or misère) made; Piter's
    «one-whister-no-penalty» a game made with a whister and no whister short. After one raspasy
    the next costs 1 if the deal between ended the run, else 2; any game ends it by default."""
    assert price_after(middle) == 1
    assert price_after(middle, raspasy_exit="made_game") == made_game
    assert price_after(middle, raspasy_exit="whist_kept") == whist_kept


# --- raspasy: the bonus for no trick, and the Rostov raspasy above the fewest


def test_rostiktc2_the_zero_trick_bonus_is_1_on_the_second_raspasy():
    """rostiktc2 «raspasy zero trick bonus at level 2»: (A2 B5 C3), then (A0 B4 C6) with the
    amnesty: B 3 + 8 = 11, C 1 + 12 = 13 in the mountain, A writes 1 into his pulya."""
    deals = [raspasy("C", A=2, B=5, C=3), raspasy("C", A=0, B=4, C=6)]
    fixed = run(deals, raspasy_amnesty=True, raspasy_zero_points=1).sheet
    expect = rostiktc2("raspasy zero trick bonus at level 2")
    assert (fixed.mountain["B"], fixed.mountain["C"], fixed.pulya["A"]) == (11, 13, 1)
    assert (expect["penalty.B"], expect["penalty.C"], expect["pool.A"]) == (11, 13, 1)
    price = run(deals, raspasy_amnesty=True).sheet  # off: the trick price, 2
    assert (price.mountain["B"], price.mountain["C"], price.pulya["A"]) == (11, 13, 2)


def test_rostov_raspasy_count_the_tricks_above_the_fewest_with_the_amnesty():
    """Lesnoy's code 3.9.14.3: A 2, B 1, V 7 → B writes 10 on A and 35 on V; with the amnesty
    only the tricks above B's one count: 5 and 30."""
    deals = [raspasy("A", A=2, B=1, C=7)]
    whole = run(deals, preset="rostov").sheet.whists["B"]
    assert (whole["A"], whole["C"]) == (10, 35)
    above = run(deals, preset="rostov", raspasy_amnesty=True).sheet.whists["B"]
    assert (above["A"], above["C"]) == (5, 30)


# --- scoring


def test_mountain_first_a_made_game_comes_off_the_mountain():
    """mathfewmatthews Rostov: «успешная игра сначала уменьшает гору»: with 3 on the mountain a
    made seven (4) leaves the mountain 0 and writes 1 into the pulya."""
    deals = [
        {"correction": {"player": "A", "mountain": 3}},
        game("A", "7S", "C", {"B": "pass", "C": "pass"}, A=7),
    ]
    first = run(deals, preset="rostov", game_mountain_first=True).sheet
    assert (first.mountain["A"], first.pulya["A"]) == (0, 1)
    plain = run(deals, preset="rostov").sheet
    assert (plain.mountain["A"], plain.pulya["A"]) == (3, 4)


def test_help_priced_apart_from_the_pulya_point():
    """Leningrad's pulya point is 20 whists; rostiktc2's help is 10 a point: Anna, closed at 2,
    makes another six and helps Boris with 2 points."""
    closing = game("A", "6S", "C", {"B": "pass", "C": "pass"}, A=6)
    deals = [closing, closing]
    assert run(deals, preset="leningrad", pulya=2).sheet.whists["A"]["B"] == 40
    apart = run(deals, preset="leningrad", pulya=2, help_point_whists=10).sheet
    assert apart.whists["A"]["B"] == 20
    assert apart.pulya["B"] == 2


def test_a_half_whist_on_seven_worth_one_and_a_half_tricks():
    """mathfewmatthews' oracle: a half-whist writes (10 − level) × value / 2: on a seven
    3 × 4 / 2 = 6 whists (1.5 tricks); the default half-whist of a seven is 1 trick, 4."""
    seven = [
        {"dealer": "C", "declarer": "A", "contract": "7S", "defenders": {"B": "half", "C": "pass"}}
    ]
    assert run(seven).sheet.whists["B"]["A"] == 4
    assert run(seven, half_whist_half_defence=True).sheet.whists["B"]["A"] == 6
    six = [{**seven[0], "contract": "6S"}]
    assert run(six, half_whist_half_defence=True).sheet.whists["B"]["A"] == 4  # 2 tricks either way


@pytest.mark.parametrize(
    ("taken", "played_whists", "played_mountain"),
    [(6, 4, 0), (9, 2, 2)],
    ids=["polvist full", "polvist short"],
)
def test_rostiktc2_a_half_whist_played_out(taken, played_whists, played_mountain):
    """rostiktc2 «polvist full» (A 6, C 4: 4 whists) and «polvist short» (A 9, C 1: 2 whists, 2
    into C's mountain); not played, the half-whist writes its 2 tricks whatever was taken."""
    deals = [game("A", "6S", "B", {"B": "pass", "C": "half"}, A=taken)]
    played = run(deals, half_whist_played=True).sheet
    assert (played.whists["C"]["A"], played.mountain["C"]) == (played_whists, played_mountain)
    expect = rostiktc2("polvist full" if taken == 6 else "polvist short")
    assert (expect["credits.C.A"], expect.get("penalty.C", 0)) == (played_whists, played_mountain)
    plain = run(deals).sheet
    assert (plain.whists["C"]["A"], plain.mountain["C"]) == (4, 0)


def test_rostiktc2_the_mountain_divided_by_the_other_players():
    """rostiktc2 «final penalty settlement»: mountains 2, 5, 8 → (5 − 2) × 10 / 2 = 15 and
    (8 − 2) × 10 / 2 = 30 for A; four players, D 3 → 10 to each of the three."""
    mountains = zip(ABC, (2, 5, 8), strict=True)
    deals = [{"correction": {"player": p, "mountain": m}} for p, m in mountains]
    assert run(deals, settle_by_others=True).settlement.balance == {"A": 45, "B": 0, "C": -45}
    expect = rostiktc2("final penalty settlement (3 players)")
    assert (expect["penalty_credit A against B"], expect["penalty_credit A against C"]) == (15, 30)
    assert run(deals).settlement.balance == {"A": 30, "B": 0, "C": -30}
    four = [{"correction": {"player": "D", "mountain": 3}}]
    by_others = run(four, players=[*ABC, "D"], settle_by_others=True).settlement.balance
    assert by_others == {"A": 10, "B": 10, "C": 10, "D": -30}
    assert run(four, players=[*ABC, "D"]).settlement.exact["D"] == Fraction(-45, 2)


def _jpref_vectors():
    return load("peer-vectors/scoring_jpref_sochi.json")["vectors"]


@pytest.mark.parametrize("vector", _jpref_vectors(), ids=lambda v: v["input"])
def test_jpref_balances_exactly_with_the_last_taking_the_rest(vector):
    """jpref: the average cut toward zero, the last player takes the remainder, no amnesty of
    the settlement: every vector to the whist (the doubtful two as well)."""
    record = _jpref_record(vector["input"])
    record["options"].update(rounding="last_takes_rest", settle_amnesty=False)
    balance = score(record).settlement.balance
    assert [balance[name] for name in NAMES[:3]] == vector["expected_balance"]


def test_the_default_rounding_differs_from_jprefs():
    """p 7 p 2 p 1: exact −36⅔, 13⅓, 23⅓; the largest remainder gives the odd whist by seat
    (Anna −36), jpref's rounding gives Vera the rest (−37, 13, 24)."""
    record = _jpref_record("p 7 p 2 p 1")
    record["options"]["settle_amnesty"] = False
    assert list(score(record).settlement.balance.values()) == [-36, 13, 23]
