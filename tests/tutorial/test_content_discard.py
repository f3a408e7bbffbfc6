"""Stage 4 (the discard): enough levels, all passing ``check_course``, and facts worked by
hand (from the stored tables, which ``lessons check`` recomputes with the solver)."""

from rulings.core import PRESETS
from tutorial.lessons import COURSE, defence_line, exercise_view, grade
from tutorial.lessons.check import check_course
from tutorial.lessons.content import discard
from tutorial.lessons.kinds.choose_discard import ChooseDiscard
from tutorial.lessons.model import Category, Course

LEVELS = {level.id: level for level in discard.LEVELS}
SOCHI = PRESETS["sochi"]


def only(stage) -> Course:
    return Course((Category("bidding", stage.title, (stage,)),))


def test_stage_has_ten_levels_and_a_review_and_is_in_the_course():
    assert len([lv for lv in discard.LEVELS if not lv.review]) >= 10
    assert discard.LEVELS[-1].review
    assert discard.STAGE in COURSE.stages
    assert {lv.kind for lv in discard.LEVELS} == {"choose_discard"}


def test_every_level_passes_check_course(monkeypatch):
    """Everything ``check_course`` checks but the solver's tables: the whole-course test of
    ``lessons check`` (test_lessons_check.py) recomputes every stored table once, so here
    each level only has to store one."""
    monkeypatch.setattr(
        ChooseDiscard,
        "check",
        lambda self, convention: [] if self.table else ["no table of tricks"],
    )
    assert check_course(only(discard.STAGE)) == []


def rows(level_id: str) -> dict[str, tuple[int, ...]]:
    return dict(LEVELS[level_id].exercise.table)


def test_a_trump_discarded_is_a_trick_lost():
    table = rows("discard-keep-trumps")
    # the clubs away: seven tricks everywhere; a trump away: one fewer on every layout
    assert set(table["7C 9C"]) == {7}
    assert all(a - b == 1 for a, b in zip(table["7C 9C"], table["7C 7H"], strict=True))


def test_a_bare_king_loses_at_no_trumps():
    table = rows("discard-review")
    keep, bare, long_suit = table["8S 8C"], table["8C 7H"], table["8S 9D"]
    assert all(k >= b for k, b in zip(keep, bare, strict=True)) and sum(keep) > sum(bare)
    assert all(k > s for k, s in zip(keep, long_suit, strict=True))
    verdict = grade(LEVELS["discard-review"], ["7H", "8C"], SOCHI)
    assert not verdict.correct and verdict.details["refutation"]["layout"]
    assert defence_line(LEVELS["discard-review"], ["7H", "8C"], SOCHI)  # solved on request


def test_equivalent_discards_count_as_one():
    # the order of the two cards does not matter, and either notation reads
    level = LEVELS["discard-keep-trumps"]
    assert grade(level, ["9C", "7C"], SOCHI).correct
    assert grade(level, ["Т♠", "К♠"], SOCHI).correct is False
    view = exercise_view(level, SOCHI)
    assert view["pick"] == 2 and len(view["choices"]) == 12
