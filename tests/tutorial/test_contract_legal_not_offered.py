"""A contract the core allows after the auction but the choices leave out (three levels above
the bid) is graded by its value, never refused with «заказать нельзя» (issue 20)."""

from rulings.core import PRESETS, parse_contract
from tutorial.lessons import COURSE, grade
from tutorial.lessons.kinds.choose_contract import ChooseContract

SOCHI = PRESETS["sochi"]


def contract_levels():
    return [
        level
        for category in COURSE.categories
        for stage in category.stages
        for level in stage.levels
        if isinstance(level.exercise, ChooseContract)
    ]


def test_a_legal_contract_above_the_choices_is_not_called_illegal():
    level = next(lv for lv in contract_levels() if parse_contract(lv.exercise.bid).level == 6)
    bid = parse_contract(level.exercise.bid)
    far = f"9{bid.strain.letter if bid.strain else 'S'}"
    assert far not in level.exercise.view(SOCHI)["choices"]
    verdict = grade(level, far, SOCHI)
    assert "нельзя" not in verdict.explanation.get("ru")
    assert verdict.value is not None and verdict.best_value is not None
    assert verdict.value <= verdict.best_value


def test_a_contract_below_the_bid_is_still_refused():
    level = next(lv for lv in contract_levels() if parse_contract(lv.exercise.bid).level == 7)
    verdict = grade(level, "6S", SOCHI)
    assert not verdict.correct
    assert "нельзя" in verdict.explanation.get("ru")
