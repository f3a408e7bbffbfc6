"""The new whisting kinds (issue 19): ``score_deal``, ``settle_pulya`` and ``rule_dispute``.

The numbers come from the texts (the Sochi rules for four: «взявший на объявленной семерной
пять взяток … записывает в гору – 2х4=8»; «3 (взятки) x 4 (очка) = 12 вистов»; the misère «за
каждую взятку … по 10»), the settlement is worked by hand, and the graders are property-tested
against an arithmetic written here from the texts' prices, not the core's code."""

import json
import subprocess
import sys
from fractions import Fraction

import pytest
from django.test import Client
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from rulings.core import DECK, PRESETS, Rank
from tutorial import lessons
from tutorial.lessons.check import check_level
from tutorial.lessons.kinds.common import EAST, SOUTH, WEST
from tutorial.lessons.kinds.declare_misere import MisereOdds
from tutorial.lessons.kinds.numbers import read_number
from tutorial.lessons.kinds.score_deal import Played, ScoreDeal, deal_field
from tutorial.lessons.kinds.settle_pulya import PulyaSheet, SettlePulya, balance_field
from tutorial.lessons.model import AnswerError, Text
from tutorial.lessons.telling import telling_problems

SOCHI = PRESETS["sochi"]
NEW_STAGES = (
    "misere",
    "open-closed-whist",
    "defence",
    "raspasy",
    "score-and-settle",
    "rule-disputes",
)
PROMPT = Text("Что пишется?", "What is written?")
LOW_RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN)


def levels_of(*stage_ids):
    return [level for s in stage_ids for level in lessons.stage(s).levels]


@pytest.mark.parametrize("level", levels_of(*NEW_STAGES), ids=lambda level: level.id)
def test_every_new_level_passes_the_course_checks(level):
    assert check_level(level) == []
    assert telling_problems(level, SOCHI) == []


@pytest.mark.parametrize("level", levels_of(*NEW_STAGES), ids=lambda level: level.id)
def test_every_new_level_grades_under_every_preset(level):
    stated = level.exercise.answer
    answer = list(stated) if isinstance(stated, tuple) else stated
    for preset in PRESETS.values():
        verdict = lessons.grade(level, answer, preset)
        assert verdict.explanation.ru and verdict.explanation.en


def test_the_texts_numbers():
    seven_down = lessons.grade(lessons.level("score-seven-down"), [8, 20, 16], SOCHI)
    assert verdict_ok(seven_down)
    assert "без 2 × 4 = 8" in seven_down.explanation.ru  # «2х4=8 очков»
    assert "3 взятки × 4 = 12" in seven_down.explanation.ru  # «3 (взятки) x 4 (очка) = 12»
    misere = lessons.grade(lessons.level("score-misere-down"), [0, 20], SOCHI)
    assert verdict_ok(misere) and "2 взятки × 10 = 20" in misere.explanation.ru


def verdict_ok(verdict):
    return verdict.correct and verdict.stars == 3


def test_a_wrong_number_is_shown_with_its_arithmetic_and_the_right_ones_are_not_repeated():
    verdict = lessons.grade(lessons.level("score-seven-down"), [8, 12, 16], SOCHI)
    assert not verdict.correct
    assert "Восток → Запад — не 12" in verdict.explanation.ru
    assert "консоляция" in verdict.explanation.ru
    assert "Гора: Запад" not in verdict.explanation.ru  # that number was right
    assert verdict.best == ["8", "20", "16"]


def test_the_settlement_worked_by_hand():
    # mountains 0, 9, 3: average 4; (4 − 0) × 10 = 40, (4 − 9) × 10 = −50, (4 − 3) × 10 = 10;
    # whists: South 40 − 10 = +30, West −40 − 20 + 10 = −50, East +20
    level = lessons.level("settle-with-whists")
    assert verdict_ok(lessons.grade(level, ["70", "-100", "30"], SOCHI))
    # Leningrad: a pulya point is worth two mountain points; West's short pulya (4) counts double
    review = lessons.level("settle-review")
    sochi = lessons.grade(review, [-20, -20, 40], SOCHI)
    leningrad = lessons.grade(review, [-20, -20, 40], PRESETS["leningrad"])
    assert sochi.correct and not leningrad.correct
    assert leningrad.best == ["0", "-60", "60"]


def test_a_raspasy_run_and_its_exit_follow_the_convention():
    second = lessons.level("raspasy-second")
    assert lessons.grade(second, [4, 6, 10], SOCHI).correct  # × 2, the second in a row
    assert lessons.grade(second, [2, 3, 5], PRESETS["kurochka"]).best != ["2", "3", "5"]
    exit_level = lessons.level("raspasy-exit-passed")
    assert lessons.grade(exit_level, [5], SOCHI).correct  # a game ends the run: × 1 again
    whisted_only = SOCHI.with_options({"raspasy_exit": "whisted_game"})
    assert lessons.grade(exit_level, [5], whisted_only).best == ["10"]
    assert "raspasy_exit" in exit_level.depends_on


def test_rule_disputes_follow_the_arbiter():
    peek = lessons.level("dispute-old-trick")
    verdict = lessons.grade(peek, "b", SOCHI)
    assert verdict.correct and "Юг 1" in verdict.explanation.ru
    record = json.loads(verdict.details["arbiter"]["ru"])
    assert record["players"] == ["Юг", "Запад", "Восток"]
    assert record["incidents"][0]["player"] == "Юг"
    wrong = lessons.grade(peek, "c", SOCHI)
    assert not wrong.correct and "arbiter" not in wrong.details
    # a house that lets a looked-at trick go to the opponent: the choice «to an opponent»
    to_opponent = SOCHI.with_options({"peek_trick_to_opponent": True})
    assert lessons.grade(lessons.level("dispute-declarer-looks"), "c", to_opponent).correct


# --- property tests: an arithmetic written from the texts' prices, not the core's code
WHIST_PRICE = {6: 2, 7: 4, 8: 6, 9: 8, 10: 10}  # Sochi: the game's value per trick


@st.composite
def two_whisters_made(draw):
    level = draw(st.sampled_from([6, 7, 8]))
    west = draw(st.integers(level, 10))
    east = draw(st.integers(0, 10 - west))
    return level, west, east, 10 - west - east


@given(two_whisters_made())
@settings(max_examples=40, deadline=None)
def test_a_made_game_writes_its_value_and_each_whisters_tricks(deal):
    level, west, east, south = deal
    exercise = ScoreDeal(
        PROMPT,
        Played(
            f"{level}S",
            ((SOUTH, south), (WEST, west), (EAST, east)),
            WEST,
            ((EAST, "whist"), (SOUTH, "whist")),
        ),
        (
            deal_field("pulya", WEST),
            deal_field("whists", EAST, WEST),
            deal_field("whists", SOUTH, WEST),
        ),
        (0, 0, 0),
    )
    price = WHIST_PRICE[level]
    expected = [price, east * price, south * price]
    # a whister writes whists for his tricks even when short («записав висты на игравшего за
    # свои взятки»): the game's value into the pulya, each one's tricks × the price
    assert exercise.judge(expected, SOCHI).correct
    off = exercise.judge([price + 1, east * price, south * price], SOCHI)
    assert not off.correct and "не " in off.reason.ru


@given(
    st.lists(st.integers(0, 30), min_size=3, max_size=3),
    st.lists(st.integers(0, 60), min_size=3, max_size=3),
)
@settings(max_examples=40, deadline=None)
def test_balances_sum_to_zero_and_match_the_average_rule(mountains, whists):
    s, w, e = mountains
    sheet = PulyaSheet(
        pulya=((SOUTH, 10), (WEST, 10), (EAST, 10)),
        mountain=((SOUTH, s), (WEST, w), (EAST, e)),
        whists=((SOUTH, WEST, whists[0]), (WEST, EAST, whists[1]), (EAST, SOUTH, whists[2])),
    )
    fields = (balance_field(SOUTH), balance_field(WEST), balance_field(EAST))
    exercise = SettlePulya(PROMPT, sheet, fields, (0, 0, 0))
    mean = Fraction(s + w + e, 3)
    exact = {
        SOUTH: (mean - s) * 10 + whists[0] - whists[2],
        WEST: (mean - w) * 10 + whists[1] - whists[0],
        EAST: (mean - e) * 10 + whists[2] - whists[1],
    }
    stated = exercise.judge([0, 0, 0], SOCHI).best_answer
    best = [Fraction(x) for x in stated]
    assert sum(best) == 0
    for seat, value in zip((SOUTH, WEST, EAST), best, strict=True):
        assert abs(value - exact[seat]) < 1  # rounded to whole whists
    assert exercise.judge(stated, SOCHI).correct


@given(
    st.one_of(
        st.text(max_size=30),
        st.floats(),
        st.integers(),
        st.none(),
        st.booleans(),
        st.lists(st.text(max_size=5), max_size=4),
        st.dictionaries(st.text(max_size=3), st.integers(), max_size=3),
    )
)
@settings(max_examples=80, deadline=None)
def test_any_answer_is_a_grade_or_an_answer_error(answer):
    level = lessons.level("score-six-made")
    try:
        lessons.grade(level, answer, SOCHI)
    except AnswerError as error:
        assert error.message


def test_numbers_are_read_as_a_player_writes_them():
    assert read_number("22,5") == Fraction(45, 2)
    assert read_number("−4") == -4
    assert read_number(" 12 ") == 12
    for bad in ("12a", "\x00", "\ud800", "9" * 30, True, 10**9):
        with pytest.raises(AnswerError):
            read_number(bad)


@pytest.mark.django_db
@pytest.mark.parametrize(
    "answer", [["1", "2"], ["x", "1", "2"], ["\x00", "1", "2"], [10**40, 1, 2], {"a": 1}, "\ud800"]
)
def test_hostile_answers_get_a_400_not_a_500(answer):
    body = json.dumps({"answer": answer})
    response = Client().post(
        "/api/learn/levels/score-six-made/answer", body, content_type="application/json"
    )
    assert response.status_code == 400


@pytest.mark.django_db
def test_the_level_page_takes_the_boxes_and_opens_the_arbiter():
    client = Client()
    page = client.get("/learn/level/score-six-made/")
    assert page.content.decode().count('name="answer"') == 3
    answered = client.post("/learn/level/score-six-made/", {"answer": ["2", "4", "2"]})
    assert "Всё верно" in answered.content.decode()
    missing = client.post("/learn/level/score-six-made/", {"answer": ["2", "", "2"]})
    assert missing.status_code == 400
    ruled = client.post("/learn/level/dispute-old-trick/", {"answer": "b"})
    assert 'action="/rule/"' in ruled.content.decode()


def test_lessons_list_shows_the_new_stages_as_whisting():
    out = subprocess.run(
        [sys.executable, "manage.py", "lessons", "list", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    stages = {s["id"]: s for s in json.loads(out.stdout)["stages"]}
    for stage_id in NEW_STAGES:
        assert stages[stage_id]["category"] == "whisting"
        assert len(stages[stage_id]["levels"]) >= 8
    whisting = [s for s in stages.values() if s["category"] == "whisting"]
    assert len(whisting) >= 8 and sum(len(s["levels"]) for s in whisting) >= 80
    kinds = {level["kind"] for s in NEW_STAGES for level in stages[s]["levels"]}
    assert {"score_deal", "settle_pulya", "rule_dispute"} <= kinds


# --- the misère measure: Sochi's settlement of one deal, worked from the texts' prices: a misère
# made writes 10 into the pulya (the amnesty leaves the other two 10 above South: he gains
# (20/3 − 0) × 10 ≈ +67); each trick of a caught one writes 10 into the mountain (≈ −67 a
# trick). So the misère pays when the deals made outnumber the tricks taken.
@st.composite
def misere_hands(draw):
    low = [c for c in DECK if c.rank in LOW_RANKS]
    high = [c for c in DECK if c.rank not in LOW_RANKS]
    honours = draw(st.integers(0, 3))
    cards = draw(st.permutations(high))[:honours] + draw(st.permutations(low))[: 10 - honours]
    return frozenset(cards)


@given(misere_hands())
@settings(max_examples=15, deadline=None)
def test_a_misere_is_declared_when_the_deals_made_outnumber_the_tricks_taken(hand):
    odds = MisereOdds(hand, samples=20)
    counts = odds.counts()
    made, taken = sum(t == 0 for t in counts), sum(counts)
    assume(made != taken)  # a tie is decided by the rounding of a whist
    assert (odds(SOCHI) == "declare") == (made > taken)
    # Leningrad doubles every number, never the sign
    assert odds(PRESETS["leningrad"]) == odds(SOCHI)


def test_the_misere_measure_agrees_with_the_classic_text():
    # «К королю — даме и семерке прикупать совершенно невозможно»
    assert lessons.grade(lessons.level("misere-king-queen"), "pass", SOCHI).correct
    # «при тузе … мизер почти беспроигрышный» with the ace to discard
    assert lessons.grade(lessons.level("misere-ace-five"), "declare", SOCHI).correct
    wrong = lessons.grade(lessons.level("misere-king-queen"), "declare", SOCHI)
    assert not wrong.correct and "64 %" in wrong.explanation.ru
