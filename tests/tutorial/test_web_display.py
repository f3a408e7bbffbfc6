"""How the pages read an exercise and a learner's answer: a discard picks two cards from the
hand, calls are named as players write them, a count is a number and a choice id stays text."""

import pytest
from django.http import QueryDict
from django.utils import translation

from rulings.core import PRESETS, parse_card
from tutorial.display import call_text, played_tricks, refutation, shown, verdict_context
from tutorial.forms import AnswerForm
from tutorial.lessons import Text, Verdict

DISCARD_VIEW = {
    "kind": "choose_discard",
    "prompt": {"ru": "Что снести?", "en": "What to discard?"},
    "seats": [{"id": "S", "name": {"ru": "Юг", "en": "South"}}],
    "learner": "S",
    "hand": ["AS", "KS", "7C"],
    "talon": ["8C", "9C"],
    "choices": ["AS", "KS", "7C", "8C", "9C"],
    "pick": 2,
    "contract": "6S",
    "convention": "sochi",
}


def form(values, **kwargs):
    data = QueryDict(mutable=True)
    data.setlist("answer", values)
    return AnswerForm(data, **kwargs)


def test_a_discard_picks_cards_of_the_hand():
    exercise = shown(DISCARD_VIEW)
    assert exercise.multiple and exercise.card_choices
    assert exercise.talon == (parse_card("8C"), parse_card("9C"))
    with translation.override("ru"):
        assert shown(DISCARD_VIEW).contract == "6♠"
    with translation.override("en"):
        assert shown(DISCARD_VIEW).contract == "6♠"


def test_calls_are_named_in_the_readers_language():
    view = {**DISCARD_VIEW, "kind": "choose_call", "choices": ["pass", "7S", "misere"], "pick": 1}
    with translation.override("ru"):
        assert [c.label for c in shown(view).choices] == ["пас", "7♠", "мизер"]
        assert not shown(view).card_choices  # «7S» here is a call, not the seven of spades


def test_a_count_is_a_number_and_a_choice_stays_text():
    count = form(["7"], multiple=False, number=True)
    assert count.is_valid() and count.answer == 7
    choice = form(["7"], multiple=False)
    assert choice.is_valid() and choice.answer == "7"
    pair = form(["AS", "KS"], multiple=True)
    assert pair.is_valid() and pair.answer == ["AS", "KS"]


@pytest.mark.parametrize(
    "values, multiple",
    [([], False), (["  "], False), (["S", "W"], False), (["x" * 41], False), (["a\x00"], False)]
    + [([str(n) for n in range(11)], True)],
)
def test_an_unreadable_answer_is_refused_before_the_engine(values, multiple):
    assert not form(values, multiple=multiple).is_valid()


def test_an_acceptable_answer_short_of_the_best_names_the_best():
    def verdict(correct, value):
        return Verdict(correct, 2, Text("…", "…"), (), "AS", value=value, best_value=6.0)

    exercise = shown(DISCARD_VIEW)
    assert [c.card for c in verdict_context(verdict(True, 5.5), exercise)["show_best"]] == [
        parse_card("AS")
    ]
    assert verdict_context(verdict(True, 6.0), exercise)["show_best"] == []
    assert verdict_context(verdict(False, None), exercise)["show_best"] == []  # until asked
    assert [
        c.value for c in verdict_context(verdict(False, None), exercise, revealed=True)["show_best"]
    ] == ["AS"]


def test_a_refutation_is_shown_hand_by_hand_and_its_line_trick_by_trick():
    line = [
        {"seat": seat, "card": card}
        for seat, card in zip("SWESWE", "AS KS QS AC KC QC".split(), strict=True)
    ]
    with translation.override("ru"):
        exercise = shown(DISCARD_VIEW)
        shown_ = refutation({"layout": {"W": ["KS", "KC"], "E": ["QS", "QC"]}}, exercise)
        tricks = played_tricks(line, exercise)
    assert [seat for seat, _ in shown_.hands] == ["W", "E"]  # no names in this view: the ids
    assert len(tricks) == 2 and tricks[0][0] == ("Юг", parse_card("AS"))
    assert tricks[1][2] == ("E", parse_card("QC"))


def test_a_note_on_the_rules_graded_under_is_shown_in_the_readers_language():
    note = {"ru": "По правилам этого стола игры 7♠ нет.", "en": "This table has no 7♠."}
    with translation.override("en"):
        assert shown({**DISCARD_VIEW, "note": note}).note == note["en"]
        assert shown(DISCARD_VIEW).note == ""


@pytest.mark.parametrize(
    ("language", "text", "written"),
    [
        ("en", "7C", "7♣"),
        ("en", "10H", "10♥"),
        ("en", "misere", "misère"),
        ("en", "6NT", "6NT"),
        ("en", "pass", "pass"),
        ("ru", "7C", "7♣"),
        ("ru", "misere", "мизер"),
        ("ru", "6NT", "6БК"),
    ],
)
def test_a_contract_reads_as_a_player_of_the_language_writes_it(language, text, written):
    """Not the records' notation («7C», «misere») on the English pages."""
    with translation.override(language):
        assert call_text(text, PRESETS["sochi"]) == written
