"""The published presets of another program load as conventions
(tests/data/peer-vectors/conventions_mathfewmatthews_presets.json, read by
rulings/core/conventions/peer_presets.py) and score as that program does.

The file has presets, not vectors: the numbers below are worked by hand from the program's own
oracle of its end-to-end tests (tests/e2e/audit/oracle.ts: ``contractDelta`` — a made game's
value into the pulya, a half-whist (10 − level) × value × whist factor / 2, a failure's awards
undertricks × value × factor to each defender plus the whister's tricks, halved between whister
and passer when gentleman — and ``progressionValue``; the raspasy exit from
``raspassExitSatisfied`` of its app.js). Every field of the three presets is expressed by an
option of ours."""

import pytest

from rulings.core import ConventionError
from rulings.core.conventions.peer_presets import exit_row, raspasy_row, read_calculator_preset
from rulings.core.conventions.scoring_kinds import RaspasyExit
from rulings.core.records.game_record import parse_game_record
from rulings.core.scoring.game_score import score_outcomes
from rulings.core.scoring.raspasy import multiplier
from tests.core.test_options_house_rules import game, raspasy, run
from tests.helpers.data import load

PRESETS = load("peer-vectors/conventions_mathfewmatthews_presets.json")["presets"]
SOCHI, PITER, ROSTOV = "Сочи", "Питер", "Ростов"


def convention(name):
    return read_calculator_preset(PRESETS[name])[0]


def scored(name, deals):
    """The deals scored under the preset read as a house convention."""
    changes = convention(name).changes_from(convention(name).preset("sochi"))
    return run(deals, **changes).sheet


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_loads_as_a_convention(name):
    conv = convention(name)
    data = PRESETS[name]
    assert conv.game_values == tuple(data[f"game{n}"] for n in (6, 7, 8, 9, 10))
    assert conv.pulya_point_whists == data["poolUnit"]
    assert conv.whist_trick_factor == data["whistTrickMultiplier"]
    assert conv.whist_split.value == data["declarerRemizWhistMode"]
    assert conv.responsibility.value == data["whistResponsibility"]
    assert conv.raspasy_zero_bonus is data["raspassZeroTricksPool"]
    assert conv.raspasy_misere_exit is data["misereExitsRaspass"]
    assert conv.game_mountain_first is (data["gameWinWriteMode"] == "mountain-first")


# (preset, whists the half-whister writes on a made seven): 3 × 4 × factor / 2
@pytest.mark.parametrize(("name", "whists"), [(SOCHI, 6), (PITER, 12), (ROSTOV, 6)])
def test_a_half_whist_on_a_made_seven(name, whists):
    deals = [
        {"dealer": "C", "declarer": "A", "contract": "7S", "defenders": {"B": "half", "C": "pass"}}
    ]
    sheet = scored(name, deals)
    assert sheet.whists["B"]["A"] == whists
    assert sheet.pulya["A"] == 4


# a six failed by two, B whisting (the defence's 6 tricks his), C passing: awards B 2·2·f +
# 6·2·f, C 2·2·f; gentleman: the two halved
@pytest.mark.parametrize(
    ("name", "whister", "passer"), [(SOCHI, 10, 10), (PITER, 32, 8), (ROSTOV, 10, 10)]
)
def test_a_failed_six_whisted_by_one(name, whister, passer):
    deals = [game("A", "6S", "C", {"B": "whist", "C": "pass"}, A=4)]
    sheet = scored(name, deals)
    assert (sheet.whists["B"]["A"], sheet.whists["C"]["A"]) == (whister, passer)
    assert sheet.mountain["A"] == 4


def test_rostov_a_made_game_first_comes_off_the_mountain():
    deals = [
        {"correction": {"player": "A", "mountain": 3}},
        game("A", "7S", "C", {"B": "pass", "C": "pass"}, A=7),
    ]
    sheet = scored(ROSTOV, deals)
    assert (sheet.mountain["A"], sheet.pulya["A"]) == (0, 1)
    assert scored(SOCHI, deals).mountain["A"] == 3


@pytest.mark.parametrize(
    ("pattern", "levels"),
    [
        ("6", [6, 6, 6, 6, 6]),
        ("6-7-8", [6, 7, 8, 8, 8]),
        ("cycle-6-7-8", [6, 7, 8, 6, 7]),
        ("6-7-7-8", [6, 7, 7, 8, 8]),
        ("6-7-8-9", [6, 7, 8, 9, 9]),
    ],
)
def test_a_raspasy_row_steps_as_the_program_does(pattern, levels):
    """``progressionValue`` of the oracle; the multiplier of a level L is L − 5 (our reading)."""
    conv = convention(SOCHI).with_options(raspasy_row(pattern))
    assert [multiplier(conv, run) + 5 for run in range(1, 6)] == levels


def test_a_raspasy_row_of_no_levels_is_refused():
    with pytest.raises(ConventionError, match="expected game levels"):
        raspasy_row("1-2-3")


def test_the_piter_preset_scores_a_whole_game_to_zero():
    conv = convention(PITER)
    record = parse_game_record(
        {
            "convention": {"preset": "sochi", "options": conv.changes_from(conv.preset("sochi"))},
            "players": ["A", "B", "C"],
            "deals": [
                {"dealer": "C", "contract": "raspasy", "tricks": {"A": 0, "B": 4, "C": 6}},
                game("A", "6S", "C", {"B": "whist", "C": "pass"}, A=4),
            ],
        }
    )
    sheet, settlement = score_outcomes(conv, ["A", "B", "C"], record.outcomes)
    assert sheet.mountain["C"] == 6
    assert sum(settlement.balance.values()) == 0


@pytest.mark.parametrize(
    ("name", "field"), [(name, field) for name, data in PRESETS.items() for field in data]
)
def test_every_field_of_the_presets_is_expressed(name, field):
    missing = {item.field for item in read_calculator_preset(PRESETS[name])[1]}
    assert field not in missing


def test_nothing_of_the_presets_is_unexpressed():
    """Piter's «6-7» exit games and its exit condition were the last (issue 22)."""
    assert all(read_calculator_preset(data)[1] == () for data in PRESETS.values())
    conv = convention(PITER)
    assert conv.raspasy_exit_levels == (6, 7)
    assert conv.raspasy_exit is RaspasyExit.WHIST_KEPT
    assert convention(SOCHI).raspasy_exit is RaspasyExit.MADE_GAME


def last_raspasy(conv, middle):
    """What B writes into the mountain on the raspasy after two raspasy and ``middle``, scored
    under ``conv`` (B takes 5 tricks each time)."""
    deals = [raspasy("C", A=2, B=5, C=3)] * 2 + [middle, raspasy("C", A=2, B=5, C=3)]
    last = run(deals, **conv.changes_from(conv.preset("sochi"))).sheet.deals[3].entries
    return next(e.amount for e in last if e.code == "raspasy_tricks" and e.player == "B")


SEVEN = {"B": "pass", "C": "whist"}


@pytest.mark.parametrize(
    ("middle", "piter", "sochi"),
    [
        (game("A", "7S", "C", SEVEN, A=8, C=2), 5, 5),  # C took the 2 he owes: the run ends
        (game("A", "7S", "C", SEVEN, A=9, C=1), 15, 5),  # C short by 1: the run goes on
        (game("A", "6S", "C", SEVEN, A=6, C=4), 15, 5),  # a six after two raspasy: goes on
        (game("A", "7S", "C", {"B": "pass", "C": "pass"}, A=7), 15, 5),  # nobody whisted
        (game("A", "7S", "C", SEVEN, A=6, C=4), 15, 15),  # A failed: the run goes on
    ],
    ids=["seven whisted", "whister short", "six", "seven passed", "seven failed"],
)
def test_piters_run_of_raspasy_ends_only_with_a_seven_whisted_and_kept(middle, piter, sochi):
    """The calculator's ``raspassExitSatisfied``: under Piter («6-7», «one-whister-no-penalty»)
    only a game made ends the run, from a seven after two raspasy, with a whister none short;
    under Sochi («6», «game») any game made. Two raspasy, the game, raspasy again: Piter's row
    6-7-8 read as ×1-2-3 (our reading), the fourth deal costs B 5 × 3 = 15 if the run went on,
    5 × 1 if it ended. Sochi's price does not step («6»), so its run is seen under the same row:
    only the failed seven keeps it (15)."""
    assert last_raspasy(convention(PITER), middle) == piter
    assert last_raspasy(convention(SOCHI).with_options(raspasy_row("6-7-8")), middle) == sochi


def test_a_cycling_row_of_exit_games_is_named_as_not_expressed():
    assert exit_row("6-7") == (6, 7) and exit_row("6") == ()
    assert exit_row("cycle-6-7") is None
    data = {**PRESETS[PITER], "raspassExitProgression": "cycle-6-7"}
    (item,) = read_calculator_preset(data)[1]
    assert (item.field, item.value) == ("raspassExitProgression", "cycle-6-7")
