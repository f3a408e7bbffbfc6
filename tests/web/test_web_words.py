"""The common web layer's words (rulings/web/words.py, option_words.py) and their system check
(rulings/web/checks.py): every code the core writes has its words in Russian and English."""

import enum

import pytest
from django.core.management import call_command
from django.core.management.base import SystemCheckError
from django.utils import translation
from django.utils.translation import gettext_lazy

from rulings.core import PRESETS, Convention, HoldRule, score
from rulings.web import checks, option_words, words
from rulings.web.checks import core_entry_codes, russian_missing, word_errors


def test_every_preset_of_the_core_has_its_names():
    assert set(words.PRESET_WORDS) == set(PRESETS)
    with translation.override("ru"):
        russian = [words.preset_label(key) for key in PRESETS]
    with translation.override("en"):
        english = [words.preset_label(key) for key in PRESETS]
    assert dict(zip(PRESETS, russian, strict=True)) == {
        "sochi": "Сочи",
        "leningrad": "Ленинград",
        "rostov": "Ростов",
        "classic": "Классика",
        "kurochka": "Классика с курочкой",
        "balkan": "Балканский",
    }
    assert english == ["Sochi", "Leningrad", "Rostov", "Classic", "Classic with kurochka", "Balkan"]


def test_the_words_check_passes_on_the_site():
    assert word_errors() == []
    call_command("check", tag=["translation"])  # raises SystemCheckError on any error


def test_the_core_entry_codes_are_read_from_its_source():
    core = core_entry_codes()
    assert core.unreadable == ()
    # the deal's own, a ruling's penalty, and the codes built from a rule name
    assert {"whist_tricks", "bule_made", "talon_peek", "renonce_declarer_cancelled"} <= core.codes
    assert {"renonce_whister_moved", "renonce_declarer_moved"} <= core.codes
    assert core.codes == set(words.ENTRY_WORDS)


def test_every_code_a_scored_game_writes_has_words():
    """A real game: what the engine writes is among the codes the check read."""
    record = {
        "convention": "sochi",
        "players": ["Anna", "Boris", "Vera"],
        "deals": [
            {"dealer": "Vera", "declarer": "Anna", "contract": "7H",
             "defenders": {"Boris": "whist", "Vera": "pass"}, "tricks": {"Anna": 6, "Boris": 4}},
            {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 3}},
        ],
    }  # fmt: skip
    written = {e.code for d in score(record).sheet.deals for e in d.entries}
    assert written and written <= core_entry_codes().codes


def test_a_source_the_check_reads(tmp_path):
    core = tmp_path / "rulings" / "core"
    core.mkdir(parents=True)
    (core / "a.py").write_text(
        "def entry(code, column):\n"
        "    return Entry(code, column)\n"  # passes its parameter on: not a code
        "def deal(adjustment, sheet):\n"
        "    entry('made', 1)\n"
        "    Penalty(code='fine')\n"
        "    adjustment.cancel.append(('x', 'p', 'renonce_whister', 'c'))\n"
        "    for code, player, rule, citation in adjustment.cancel:\n"
        "        Penalty(f'{rule}_cancelled')\n"
        "    kind = sheet.kind\n"
        "    entry(kind + '_tricks', 1)\n"
    )
    read = core_entry_codes(core)
    assert read.codes == {"made", "fine", "renonce_whister_cancelled"}
    assert read.unreadable == ("rulings/core/a.py:10: kind + '_tricks'",)


def test_russian_is_missing_when_the_english_shows():
    assert russian_missing(gettext_lazy("whist"))  is False  # fmt: skip
    assert russian_missing(gettext_lazy("no such words on any page"))
    assert russian_missing("1-2-3") is False  # the same in both languages
    assert russian_missing("")


def test_the_check_catches_an_entry_code_without_words(monkeypatch):
    monkeypatch.delitem(words.ENTRY_WORDS, "whist_tricks")
    errors = word_errors()
    assert [(e.id, e.msg) for e in errors] == [
        ("rulings.E001", "The entry code 'whist_tricks' has no words.")
    ]
    with pytest.raises(SystemCheckError, match="whist_tricks"):
        call_command("check", tag=["translation"])


def test_the_check_catches_a_preset_not_translated(monkeypatch):
    monkeypatch.setitem(words.PRESET_WORDS, "balkan", gettext_lazy("Balkan (not translated)"))
    errors = word_errors()
    assert [e.id for e in errors] == ["rulings.E002"]
    assert "'balkan'" in errors[0].msg and "Balkan (not translated)" in errors[0].msg


def test_the_check_catches_an_option_value_without_words(monkeypatch):
    monkeypatch.delitem(option_words.VALUE_WORDS, (HoldRule, HoldRule.BALKAN.value))
    errors = word_errors()
    assert [e.msg for e in errors] == [
        "The value of the option 'hold_rule' (HoldRule) 'balkan' has no words."
    ]


def test_the_check_catches_an_option_undescribed(monkeypatch):
    first = Convention.options()[0]
    bare = type(first)(first.name, "", first.en, first.source, first.section)
    monkeypatch.setattr(Convention, "options", classmethod(lambda cls: (bare,)))
    assert [e.id for e in word_errors()] == ["rulings.E004"]


def test_every_option_value_has_words_in_both_languages():
    kinds = {kind for found in checks._option_kinds().values() for kind in found}
    assert HoldRule in kinds
    for kind in kinds:
        assert issubclass(kind, enum.Enum)
        for member in kind:
            # read in Russian by name: a test before this one may leave English active (the
            # label is lazy, and «exact» is its own English words)
            with translation.override("ru"):
                label = str(option_words.value_label(member))
            assert label != member.value and not russian_missing(label), member


def test_a_code_without_words_is_shown_with_a_warning(caplog):
    assert words.entry_label("no_such_code") == "no_such_code"
    assert "no words for the entry code 'no_such_code'" in caplog.text
    with translation.override("ru"):
        assert words.entry_label("whist_tricks") != "whist_tricks"


def test_the_check_catches_a_call_without_words(monkeypatch):
    monkeypatch.delitem(words.CALL_WORDS, "half")
    assert [e.msg for e in word_errors()] == ["The call 'half' has no words."]
    with translation.override("ru"):
        assert [words.call_label(c) for c in ("whist", "pass")] == ["вист", "пас"]
