"""No term of the game before the stage that teaches it (issue 20, «a newcomer's words»):
«мизер», «распасы», «гора» and the others only at or after their stage, in every text a
level shows (above the question, the choices, the verdicts)."""

from dataclasses import replace

import pytest

from rulings.core import PRESETS, cite
from tutorial.lessons import COURSE, level
from tutorial.lessons.check import check_course, stage_order
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.model import Course, Level, Text
from tutorial.lessons.taught import STAGED, taught_problems

SOCHI = PRESETS["sochi"]
ORDER = stage_order(COURSE)
RULE = cite("sochi_leningrad", "Торговля", "Минимальный заказ – шесть взяток")


YES = Text("Да.", "Yes.")


def question(stage_id: str, explanation: Text, why: Text = YES) -> Level:
    asked = MultipleChoice(
        Text("Можно ли не брать взятку?", "May one not take the trick?"),
        (("a", Text("да", "yes")), ("b", Text("нет", "no"))),
        "a",
        why,
        reasons=(("b", Text("Класть в масть — не значит брать.", "Following is not taking.")),),
    )
    return Level("q", stage_id, Text("Не брать", "Duck"), explanation, asked, (RULE,))


@pytest.mark.parametrize(
    "explanation, anchor",
    [
        (Text("На мизере взятки брать невыгодно.", "Ducking."), "misere"),
        (Text("Не брать.", "On a misère one ducks."), "misere"),
        (Text("На распасах — тоже.", "Ducking."), "raspasy"),
        (Text("Недобор пишут в гору.", "Ducking."), "mountain"),
    ],
)
def test_a_term_on_an_earlier_stage_fails_in_either_language(explanation, anchor):
    problems = taught_problems(question("cards-and-tricks", explanation), SOCHI, ORDER)
    assert any(f"«{anchor}»" in p and "the explanation" in p for p in problems), problems


def test_the_same_words_at_their_own_stage_or_later_pass():
    words = Text("На мизере взятки брать невыгодно.", "On misère taking tricks costs.")
    assert taught_problems(question("hand-evaluation", words), SOCHI, ORDER) == []
    assert taught_problems(question("whist-duties", words), SOCHI, ORDER) == []


def test_a_verdict_is_read_too_and_a_word_that_only_looks_alike_is_not():
    why = Text("Да: за каждую взятку на распасах пишут в гору.", "Yes.")
    problems = taught_problems(
        question("cards-and-tricks", Text("Можно?", "May one?"), why), SOCHI, ORDER
    )
    assert [p.split(" uses ")[1].split(" ")[0] for p in problems] == ["«raspasy»", "«mountain»"]
    # «горе», «гора» are the mountain; «город», «горячий» are not; «пульт» is not the pulya
    calm = Text("Город горячий, пульт у Юга.", "The city.")
    assert taught_problems(question("cards-and-tricks", calm), SOCHI, ORDER) == []


def test_every_staged_term_is_taught_at_a_stage_of_the_course():
    """A term whose stage is renamed or removed would be checked nowhere."""
    assert {term.stage_id for term in STAGED} <= set(ORDER)
    assert {term.anchor for term in STAGED} >= {"misere", "raspasy", "mountain"}


def test_the_first_stages_were_rewritten():
    duck = level("duck")
    assert "мизер" not in duck.explanation.ru and "распас" not in duck.explanation.ru
    assert taught_problems(duck, SOCHI, ORDER) == []
    assert taught_problems(level("auction-pass-weak"), SOCHI, ORDER) == []


def test_lessons_check_reports_a_term_used_too_early():
    """The course's stages, the first holding only a level that speaks of misère (the others
    emptied, so that no solver table is checked again)."""
    early = question("cards-and-tricks", Text("На мизере — не брать.", "On misère, duck."))
    first = COURSE.stages[0]
    course = Course(
        tuple(
            replace(
                category,
                stages=tuple(
                    replace(stage, levels=(early,) if stage is first else ())
                    for stage in category.stages
                ),
            )
            for category in COURSE.categories
        )
    )
    assert [p for p in check_course(course) if "«misere»" in p] == [
        "q: the explanation uses «misere» (ru «мизере») before the stage «hand-evaluation» "
        "teaches it"
    ]
