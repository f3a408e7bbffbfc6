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


def share(flags) -> float:
    flags = list(flags)
    return sum(flags) / len(flags)


def test_a_trump_discarded_is_a_trick_lost():
    table = rows("discard-keep-trumps")
    # over 600 layouts (issue 20): the clubs away make seven on 97 % of them (a 4–0 trump
    # break costs one, rarely two); a trump away costs a trick on every layout
    assert 0.95 < share(t == 7 for t in table["7C 9C"]) < 1
    assert all(a - b >= 1 for a, b in zip(table["7C 9C"], table["7C 7H"], strict=True))
    verdict = grade(LEVELS["discard-keep-trumps"], ["7C", "7H"], SOCHI)
    assert not verdict.correct and verdict.details["refutation"]["layout"]
    assert defence_line(LEVELS["discard-keep-trumps"], ["7C", "7H"], SOCHI)  # on request


def test_the_review_keeps_trumps_and_the_ace_and_voids_the_clubs():
    """«discard-review», 6♠ (issue 20: it must have wrong discards): a trump or the ace of
    diamonds gone costs the six (the defenders whist and South goes down), the clubs gone leave a
    void to ruff in; the king of hearts gone costs a little, within the tolerance."""
    table = rows("discard-review")
    best, trump, ace = table["7C 9C"], table["8S 7D"], table["7D AD"]
    for worse in (trump, ace):
        assert all(b >= w for b, w in zip(best, worse, strict=True)) and sum(best) > sum(worse)
    level = LEVELS["discard-review"]
    assert grade(level, ["9C", "7C"], SOCHI).stars == 3
    for wrong in (["8S", "7D"], ["AD", "7D"]):
        verdict = grade(level, wrong, SOCHI)
        assert not verdict.correct and verdict.value < -17 < 6 < verdict.best_value
    kept_low = grade(level, ["KH", "7H"], SOCHI)
    assert kept_low.correct and kept_low.value < kept_low.best_value


def test_equivalent_discards_count_as_one():
    # the order of the two cards does not matter, and either notation reads
    level = LEVELS["discard-keep-trumps"]
    assert grade(level, ["9C", "7C"], SOCHI).correct
    assert grade(level, ["Т♠", "К♠"], SOCHI).correct is False
    view = exercise_view(level, SOCHI)
    assert view["pick"] == 2 and len(view["choices"]) == 12
