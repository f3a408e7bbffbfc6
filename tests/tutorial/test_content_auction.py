"""Stage 2 (the auction): enough levels, all passing ``check_course``, and facts worked by hand."""

from rulings.core import PRESETS, Auction, IllegalCallError, parse_call
from tutorial.lessons import COURSE, counting, exercise_view, grade
from tutorial.lessons.check import check_course
from tutorial.lessons.content import auction
from tutorial.lessons.model import Category, Course

LEVELS = {level.id: level for level in auction.LEVELS}


def only(stage) -> Course:
    return Course((Category("bidding", stage.title, (stage,)),))


def test_stage_has_ten_levels_and_a_review_and_is_in_the_course():
    assert len([lv for lv in auction.LEVELS if not lv.review]) >= 10
    assert auction.LEVELS[-1].review
    assert auction.STAGE in COURSE.stages


def test_every_level_passes_check_course():
    assert check_course(only(auction.STAGE)) == []


def replay(convention, exercise) -> Auction:
    state = Auction(convention, exercise.order)
    for text in exercise.calls:
        state = state.after(state.to_call, parse_call(text, convention))
    return state


def test_choose_call_choices_are_the_cores_legal_calls():
    for level in auction.LEVELS:
        if level.kind != "choose_call":
            continue
        exercise = level.exercise
        for key in ("sochi", "kurochka"):
            try:
                state = replay(PRESETS[key], exercise)
            except IllegalCallError:  # e.g. a jump the classic game forbids: graded as written
                state = replay(PRESETS["sochi"], exercise)
            convention = PRESETS[key]
            view = exercise_view(level, convention)
            assert view["choices"] == [call.en for call in state.legal_calls()], (level.id, key)


def test_here_through_a_passer_by_hand():
    # West 6♠, East pass: South's word comes through the passer, so «здесь» is offered and right.
    level = LEVELS["auction-here"]
    assert "here" in exercise_view(level, PRESETS["sochi"])["choices"]
    assert grade(level, "здесь", PRESETS["sochi"]).correct
    # East 6♠ straight before South: no passer between, so Sochi offers no «здесь» ...
    level = LEVELS["auction-here-needs-passer"]
    assert "here" not in exercise_view(level, PRESETS["sochi"])["choices"]
    assert grade(level, "6♣", PRESETS["sochi"]).correct
    # ... while the classic «держу» holds it.
    assert grade(level, "держу", PRESETS["kurochka"]).correct
    assert not grade(level, "6♣", PRESETS["kurochka"]).correct


def test_misere_only_first_and_beaten_by_a_nine():
    assert grade(LEVELS["auction-misere-first"], "мизер", PRESETS["sochi"]).correct
    too_late = LEVELS["auction-misere-too-late"]
    assert grade(too_late, "b", PRESETS["sochi"]).correct  # no misère after one's own bid
    over = exercise_view(LEVELS["auction-over-misere"], PRESETS["sochi"])["choices"]
    assert over == ["pass", "9S", "9C", "9D", "9H", "9NT", "10S", "10C", "10D", "10H", "10NT"]


def test_jumps_depend_on_the_convention():
    level = LEVELS["auction-jump"]
    assert grade(level, "a", PRESETS["sochi"]).correct  # any higher bid
    assert grade(level, "b", PRESETS["kurochka"]).correct  # strictly in suit order
    assert "bid_jumps" in level.depends_on


def test_the_hands_match_the_games_they_bid_by_the_buying_rule():
    # «Покупать следует к пяти взяткам … При шести имеющихся взятках следует покупать на семь»
    for level in auction.LEVELS:
        exercise = level.exercise
        target = getattr(exercise, "target", "absent")
        if target == "absent" or not exercise.hand:
            continue
        tricks = counting.sure_tricks(exercise.hand)
        if target is None:
            assert counting.classify(exercise.hand) == counting.PASS, level.id
        elif target == "misere":
            assert counting.classify(exercise.hand) == counting.MISERE, level.id
        elif target == "9S":  # over a misère: nine in hand, nothing counted on the talon
            assert tricks == 9, level.id
        else:
            assert tricks + 1 == int(target[:-1].rstrip("N")), level.id
