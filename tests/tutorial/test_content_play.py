"""The whisting category's play stages: «Ловля мизера» (the catchers' card against a misère) and
«Первый ход на висте» (the whister's first lead), both graded by ``play_card``: the core's
solver on the open layout. The classic text: a ten and an eight alone are a danger for a misère;
under the whister one leads the highest card, under the declarer a small one."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core import PRESETS, Solver, parse_card
from tutorial.lessons import COURSE, exercise_view, generate, grade, level
from tutorial.lessons.check import check_course, check_level
from tutorial.lessons.content import first_lead, misere_catch, whist_or_pass
from tutorial.lessons.kinds.play_card import CONTRACT_TOLERANCE, PlayCard
from tutorial.lessons.model import AnswerError, Category, Course, LevelDataError, Text

SOCHI = PRESETS["sochi"]
STAGES = (misere_catch.STAGE, first_lead.STAGE)
LEVELS = [lv for stage in STAGES for lv in stage.levels]


def only(*stages) -> Course:
    return Course((Category("whisting", stages[0].title, stages),))


def solved_after(exercise: PlayCard, card) -> int:
    """The declarer's tricks after South plays ``card``, by another road than the grader's:
    the position after the card, solved as a whole."""
    position = exercise.position().play(card)
    return Solver(position).solve()


def right_by_hand(exercise: PlayCard, tricks: int, best: int) -> bool:
    if exercise.misere:  # caught: the misère player takes at least one trick
        return tricks >= 1
    level = exercise.contract_value.level
    return tricks == best or (
        tricks - best <= CONTRACT_TOLERANCE and (tricks < level) == (best < level)
    )


def test_both_stages_follow_the_whisting_stages_with_a_review_each():
    whisting = next(c for c in COURSE.categories if c.id == "whisting")
    ids = [stage.id for stage in whisting.stages]
    assert ids.index(whist_or_pass.STAGE_ID) < ids.index("misere-catch") < ids.index("first-lead")
    for stage in STAGES:
        assert stage.levels[-1].review and len(stage.levels) >= 4


def test_every_level_passes_check_course():
    assert check_course(only(*STAGES)) == []


@pytest.mark.parametrize("lv", LEVELS, ids=lambda lv: lv.id)
def test_a_card_is_right_exactly_when_the_solver_says_so(lv):
    exercise = lv.exercise
    legal = exercise.position().legal_cards()
    tricks = {card: solved_after(exercise, card) for card in legal}
    best = (max if exercise.misere else min)(tricks.values())
    for card in exercise.hand:
        verdict = grade(lv, card.en, SOCHI)
        if card not in tricks:
            assert (verdict.correct, verdict.stars) == (False, 0)
            continue
        assert verdict.value == tricks[card] and verdict.best_value == best
        assert verdict.correct == right_by_hand(exercise, tricks[card], best), card.en
        # exactly the best cards (all of them: ties are accepted) earn three stars
        assert (verdict.stars == 3) == (tricks[card] == best), card.en
        if verdict.correct and tricks[card] != best:
            assert verdict.stars == 2


@pytest.mark.parametrize("lv", LEVELS, ids=lambda lv: lv.id)
def test_the_stated_card_earns_three_stars_and_the_wrong_ones_none(lv):
    assert grade(lv, lv.exercise.answer, SOCHI).stars == 3
    for card in lv.exercise.wrong:
        assert grade(lv, card, SOCHI).stars == 0


def test_the_ten_and_eight_alone_are_caught_only_by_the_seven():
    """The classic text: a misère with the ten and the eight alone is not safe. Here only the
    seven of that suit catches it; every other lead lets the misère through."""
    lv = level("misere-ten-eight")
    caught = [card for card in lv.exercise.hand if grade(lv, card.en, SOCHI).correct]
    assert caught == [parse_card("7S")]


def test_under_the_whister_the_side_aces_set_the_contract_and_a_small_card_does_not():
    lv = level("lead-under-whister")
    for ace in ("AC", "AD"):
        verdict = grade(lv, ace, SOCHI)
        assert (verdict.stars, verdict.value) == (3, 5.0)  # 6♥ goes one down
    small = grade(lv, "7D", SOCHI)
    assert not small.correct and small.value >= 6  # the contract is made
    assert "Игра сделана" in small.explanation.ru


def test_a_lead_one_trick_behind_that_still_sets_the_contract_earns_two_stars():
    # the under-declarer deal played as a seven: the small hearts hold West to 5, the rest to 6
    shipped = level("lead-under-declarer")
    lv = replace(shipped, exercise=replace(shipped.exercise, contract="7C"))
    assert grade(lv, "8H", SOCHI).stars == 3
    verdict = grade(lv, "QS", SOCHI)
    assert (verdict.correct, verdict.stars, verdict.value, verdict.best_value) == (True, 2, 6, 5)
    assert "без одной" in verdict.explanation.ru


def test_a_wrong_reason_never_names_the_best_card():
    lv = level("misere-gap")
    verdict = grade(lv, "AS", SOCHI)
    assert not verdict.correct
    assert "7♣" not in verdict.explanation.ru and "7♣" not in verdict.explanation.en
    assert "не берёт ни одной взятки" in verdict.explanation.ru


def test_an_illegal_card_says_which_rule_it_breaks():
    lv = level("misere-keep-low")
    exercise = lv.exercise
    # the same layout with East's queen of hearts on the table: South must follow with a heart
    on_table = PlayCard(
        exercise.prompt,
        exercise.hand,
        exercise.west,
        exercise.east - {parse_card("QH")},
        "misere",
        "8H",
        trick=(("E", parse_card("QH")),),
        taken=exercise.taken,
    )
    judged = on_table.judge("QS", SOCHI)
    assert not judged.correct and judged.reason.ru.startswith("Так класть нельзя")


def test_the_view_shows_all_three_hands_and_never_the_answer():
    lv = level("misere-discard")
    view = exercise_view(lv, SOCHI)
    assert set(view["hands"]) == {"S", "W", "E"} and view["trick"] == [{"seat": "E", "card": "KD"}]
    assert view["choices"] == view["hand"] and view["contract"] == "misere"
    # nothing says which card is best: no answer, no values, no wrong cards
    assert not {"answer", "best", "wrong", "values", "value"} & set(view)
    assert "9C" not in str(view["hands"]["W"] + view["hands"]["E"] + view["trick"])


def test_unreadable_and_foreign_cards_are_answer_errors():
    lv = level("lead-aces")
    for answer in ("XX", 7, None, "KS"):  # KS is West's
        with pytest.raises(AnswerError):
            grade(lv, answer, SOCHI)


def test_a_layout_that_cannot_occur_is_refused():
    exercise = level("lead-aces").exercise
    with pytest.raises(LevelDataError):
        PlayCard(
            Text("а", "a"), exercise.hand, exercise.west, exercise.east, "6S", "AD", declarer="S"
        )
    with pytest.raises(LevelDataError):  # West's king of spades also in East's hand
        PlayCard(
            Text("а", "a"),
            exercise.hand,
            exercise.west,
            exercise.east | {parse_card("KS")},
            "6S",
            "AD",
        )


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(("misere-catch", "first-lead")), st.integers(0, 10**9))
def test_a_practice_level_grades_like_the_solver(stage_id, seed):
    made = generate(stage_id, seed)
    assert made == generate(stage_id, seed) and check_level(made) == []
    exercise = made.exercise
    assert grade(made, exercise.answer, SOCHI).stars == 3
    legal = exercise.position().legal_cards()
    tricks = {card: solved_after(exercise, card) for card in legal}
    best = (max if exercise.misere else min)(tricks.values())
    for card in legal:
        verdict = grade(made, card.en, SOCHI)
        assert verdict.correct == right_by_hand(exercise, tricks[card], best)
        assert (verdict.stars == 3) == (tricks[card] == best)
    for card in exercise.wrong:
        assert not grade(made, card, SOCHI).correct


def test_a_table_without_the_contract_is_told_so_and_the_grade_is_the_same():
    lv = level("open-review")  # 7♣: the Balkan game has no seven
    balkan = PRESETS["balkan"]
    assert "Сочи" in exercise_view(lv, balkan)["note"]["ru"]
    assert "note" not in exercise_view(lv, SOCHI)
    assert grade(lv, "AD", balkan) == grade(lv, "AD", SOCHI)
