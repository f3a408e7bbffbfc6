"""The strong player's review of the shipped levels (issue 20): each defect found and fixed has
a test here that fails on the level as it was and passes on the level as it is."""

from dataclasses import replace

from rulings.core import PRESETS
from tutorial.lessons import grade, level

SOCHI = PRESETS["sochi"]


# --- lead-under-declarer: the small lead under the declarer is graded, not every lead accepted


def test_lead_under_declarer_refuses_every_lead_but_the_small_hearts():
    lv = level("lead-under-declarer")
    accepted = {str(card) for card in lv.exercise.hand if grade(lv, card.en, SOCHI).correct}
    assert accepted == {"7H", "8H"}  # «с малой карты — под играющего»
    verdict = grade(lv, "QS", SOCHI)
    assert "Игра сделана" in verdict.explanation.ru  # the reason: the contract is made
    assert "7♥" not in verdict.explanation.ru and "8♥" not in verdict.explanation.ru


def test_a_lead_level_where_every_card_is_accepted_fails_its_check():
    shipped = level("lead-under-declarer")
    seven = replace(shipped.exercise, contract="7C")  # the level as it was: all set the seven
    assert any("every card of South's is accepted" in p for p in seven.check(SOCHI))
    assert shipped.exercise.check(SOCHI) == []
