"""The lesson engine's public API: lookups, views, grading, stars, practice levels."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core import PRESETS
from tutorial.lessons import (
    COURSE,
    PRACTICE_STAGES,
    AnswerError,
    Text,
    UnknownLevelError,
    exercise_view,
    generate,
    grade,
    level,
    next_level,
    stage,
    stages,
    stars,
)
from tutorial.lessons.check import check_level
from tutorial.lessons.kinds.choose_call import AUCTION_RULE, ChooseCall
from tutorial.lessons.model import Level
from tutorial.lessons.pool import POOL_STAGES

SOCHI = PRESETS["sochi"]


def stated(lv):
    answer = lv.exercise.answer
    return list(answer) if isinstance(answer, tuple) else answer


def test_the_bidding_course_opens_with_cards_and_hand_evaluation_with_reviews():
    assert [s.id for s in stages()][:2] == ["cards-and-tricks", "hand-evaluation"]
    for s in stages()[:2]:
        assert s.category == "bidding"
        assert len([lv for lv in s.levels if not lv.review]) >= 10
        assert s.levels[-1].review
    assert stage("hand-evaluation").levels[0].id == "sort-hand"


def test_unknown_ids_raise_unknown_level_error():
    for lookup, key in ((level, "no-such-level"), (stage, "nowhere"), (next_level, "x")):
        with pytest.raises(UnknownLevelError):
            lookup(key)
    with pytest.raises(UnknownLevelError):
        generate("nowhere", 1)


def test_next_level_walks_the_course_across_stages_and_ends():
    levels = COURSE.levels
    assert next_level(levels[0].id) == levels[1]
    last_of_first = stages()[0].levels[-1]
    assert next_level(last_of_first.id) == stages()[1].levels[0]
    assert next_level(levels[-1].id) is None


def test_a_practice_id_is_a_permalink():
    made = generate("auction", 12345)
    assert made.id == "auction-practice-12345"
    assert level(made.id) == made
    assert next_level(made.id) == generate("auction", 12346)
    assert set(PRACTICE_STAGES) == {stage.id for stage in stages()}


@pytest.mark.parametrize("lv", COURSE.levels, ids=lambda lv: lv.id)
def test_the_view_is_json_and_never_holds_the_answer(lv):
    view = exercise_view(lv, SOCHI)
    json.dumps(view)
    assert view["kind"] == lv.kind and view["prompt"]["ru"] and view["prompt"]["en"]
    for key in ("answer", "best", "right", "wrong", "table"):
        assert key not in view


@pytest.mark.parametrize("lv", COURSE.levels, ids=lambda lv: lv.id)
def test_the_stated_answer_earns_three_stars_under_sochi(lv):
    verdict = grade(lv, stated(lv), SOCHI)
    assert (verdict.correct, verdict.stars) == (True, 3)
    data = verdict.as_json("en")
    assert data["citation"] and all(c["source"] and c["text"] for c in data["citation"])
    json.dumps(data)


def test_a_wrong_trick_winner_says_why_its_card_loses_without_naming_the_winner():
    # trump-wins: W:AH E:7S S:KH under spades; West's A♥ beats South's K♥ but East trumped
    verdict = grade(level("trump-wins"), "S", SOCHI)
    assert not verdict.correct and verdict.stars == 0 and verdict.best == "E"
    assert verdict.explanation.ru == "К♥ — карта масти хода, но в этой взятке есть козырь?"
    assert "Восток" not in verdict.explanation.ru and "7♠" not in verdict.explanation.ru
    west = grade(level("trump-wins"), "W", SOCHI).explanation.ru
    assert west == "Т♥ старше К♥ — но в этой взятке есть козырь?"
    right = grade(level("trump-wins"), "E", SOCHI)
    assert right.explanation.ru.startswith("Взятку берёт Восток: 7♠ — козырь")


def test_an_illegal_card_names_the_rule_it_breaks():
    verdict = grade(level("must-trump"), "AS", SOCHI)
    assert not verdict.correct
    assert "Без масти хода нужно класть козырь" in verdict.explanation.ru


def call_level(first, calls, target, answer, **more):
    prompt = Text("Что скажет Юг?", "What does South call?")
    exercise = ChooseCall(prompt, first, tuple(calls.split()), target, answer, **more)
    return Level("a-call", "auction", prompt, prompt, exercise, (AUCTION_RULE,))


def test_an_illegal_call_says_which_rule_and_cites_the_auction():
    lv = call_level("S", "6S 6C pass", "misere", "pass")
    verdict = grade(lv, "мизер", SOCHI)
    assert not verdict.correct and verdict.best == "pass"
    assert "мизер можно заказать только первой своей заявкой" in verdict.explanation.ru
    assert verdict.details["illegal"]["template"].startswith("misère may only be")
    assert verdict.citations[0] == AUCTION_RULE


def test_a_call_level_follows_the_learners_convention_and_says_so():
    lv = call_level("E", "6S", "7H", "6C", answers_under=(("kurochka", "here"),))
    assert "hold_rule" in lv.depends_on
    assert check_level(lv) == []
    assert grade(lv, "6C", SOCHI).correct
    assert "«здесь» говорят только через спасовавшего" in grade(lv, "здесь", SOCHI).explanation.ru
    kurochka = grade(lv, "держу", PRESETS["kurochka"])
    assert kurochka.correct and kurochka.details["convention"] == "kurochka"
    assert "зависит от правил стола" in kurochka.explanation.ru
    assert "«держу»" in kurochka.explanation.ru
    assert not grade(lv, "6C", PRESETS["kurochka"]).correct
    assert exercise_view(lv, PRESETS["kurochka"])["choices"] == ["pass", "here", "6C", "misere"]


def test_a_call_level_whose_auction_cannot_happen_is_graded_under_its_own_preset():
    lv = call_level("W", "6S pass", "7H", "here")
    view = exercise_view(lv, PRESETS["balkan"])
    assert view["convention_used"] == "sochi" and "here" in view["choices"]
    assert grade(lv, "здесь", PRESETS["balkan"]).correct


@pytest.mark.parametrize(
    ("level_id", "answer", "field_text"),
    [
        ("trump-wins", "N", "not a seat"),
        ("follow-suit", "XX", "unknown rank"),
        ("follow-suit", "AH", "not in South's hand"),
        ("aces", "two", "not a count"),
        ("aces", True, "not a count"),
        ("class-game", "strong", "not a class of hand"),
        ("deck", "z", "not one of the answers"),
        ("sort-hand", ["a"], "not one of the answers"),
    ],
)
def test_a_malformed_answer_raises_answer_error(level_id, answer, field_text):
    with pytest.raises(AnswerError) as caught:
        grade(level(level_id), answer, SOCHI)
    assert caught.value.field == "answer"
    assert field_text in caught.value.message or field_text in caught.value.template


def test_hints_and_attempts_cost_stars():
    lv = level("win-cheaply")
    assert grade(lv, "KS", SOCHI, hints_used=1).stars == 2
    assert grade(lv, "KS", SOCHI, attempt=2).stars == 2
    assert grade(lv, "KS", SOCHI, hints_used=2, attempt=3).stars == 1
    assert grade(lv, "AS", SOCHI).stars == 0


@given(st.booleans(), st.booleans(), st.integers(0, 5), st.integers(1, 6), st.integers(1, 3))
def test_stars_rule(correct, best, hints, attempt, par):
    earned = stars(correct=correct, best=best, hints_used=hints, attempt=attempt, par=par)
    assert 0 <= earned <= 3
    assert (earned == 0) == (not correct)
    assert (earned == 3) == (correct and best and hints == 0 and attempt <= par)
    if correct:
        assert (
            stars(correct=True, best=best, hints_used=hints + 1, attempt=attempt, par=par) <= earned
        )
        assert (
            stars(correct=True, best=best, hints_used=hints, attempt=attempt + 1, par=par) <= earned
        )


@settings(max_examples=40)
@given(st.sampled_from(PRACTICE_STAGES), st.integers(0, 10**9))
def test_a_generated_level_always_grades(stage_id, seed):
    made = generate(stage_id, seed)
    assert made == generate(stage_id, seed)
    assert made.stage_id == stage_id
    # A pooled level's table is recomputed in test_lessons_pool.py (seconds each), not here.
    assert check_level(made, tables=stage_id not in POOL_STAGES) == []
    assert grade(made, stated(made), SOCHI).stars == 3


def test_text_picks_a_language():
    text = Text("пас", "pass")
    assert (text.get(), text.get("ru"), text.get("en")) == ("пас", "пас", "pass")


def test_an_illegal_calls_reason_names_no_source_file():
    verdict = grade(call_level("S", "6S 6C pass", "misere", "pass"), "мизер", SOCHI)
    assert verdict.explanation.en.startswith(
        "Not allowed: misère may only be a player's first call in the deal. The answer depends"
    )
    assert "seed" not in verdict.explanation.en
