"""A jump bid's reason states the rule without naming the next bid: in a lesson that bid may
be the answer (issue 20: a reason for every wrong answer, without giving the answer away)."""

from rulings.core import PRESETS
from tutorial.lessons import grade, level


def test_a_jump_bid_is_wrong_without_naming_the_next_bid():
    raise_level = level("auction-raise")  # 6♠, 6♣ so far: the next bid is 6♦
    for jump in ("6H", "7S"):
        verdict = grade(raise_level, jump, PRESETS["kurochka"])  # bids one step at a time
        assert not verdict.correct
        text = verdict.explanation.get("ru") + verdict.explanation.get("en")
        assert "без скачков" in text and "without jumps" in text
        assert "6♦" not in text and "6D" not in text
