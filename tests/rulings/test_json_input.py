"""Visitors' JSON is parsed with bounds (rulings/json_input.py): too deep, too long a number,
text that cannot be stored (NUL, a lone surrogate) and bytes that are not UTF-8 are refused as
malformed JSON, which every caller answers with a 400."""

import json

import pytest
from django.utils import translation

from rulings import json_input


def test_thirty_two_levels_pass_and_thirty_three_do_not():
    assert json_input.loads("[" * 32 + "]" * 32) == json.loads("[" * 32 + "]" * 32)
    assert json_input.loads('{"deals": [{"tricks": {"Anna": 6}}]}') == {
        "deals": [{"tricks": {"Anna": 6}}]
    }
    with translation.override("en"):
        with pytest.raises(json.JSONDecodeError, match="nested deeper than 32 levels"):
            json_input.loads("[" * 33 + "]" * 33)
        with pytest.raises(json.JSONDecodeError, match="nested deeper than 32 levels"):
            json_input.loads(b"[" * 100_000 + b"]" * 100_000)  # past the parser's own recursion


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"players": ' + "1" * 4301 + "}", "a number is too long"),
        ('{"note": "a\\u0000b"}', "a text holds a NUL character or a lone surrogate"),
        ('{"note": "\\ud800"}', "a text holds a NUL character or a lone surrogate"),
        ('{"\\udfff": 1}', "a text holds a NUL character or a lone surrogate"),
        # json.loads reads bytes with «surrogatepass»: these three are the surrogate U+DFFF
        (b'{"players": "\xed\xbf\xbf"}', "a text holds a NUL character or a lone surrogate"),
        (b'{"players": "\xff"}', "the bytes are not UTF-8 text"),
    ],
)
def test_unstorable_input_is_refused_with_its_reason(text, problem):
    with translation.override("en"), pytest.raises(json.JSONDecodeError) as refused:
        json_input.loads(text)
    assert refused.value.msg == problem


def test_a_number_at_the_limit_and_a_paired_surrogate_are_accepted():
    assert json_input.loads("1" * 4300) == int("1" * 4300)
    assert json_input.loads('"\\ud83c\\udca1"') == "🂡"  # a pair is one character


def test_the_reason_is_in_russian_by_default():
    with translation.override("ru"), pytest.raises(json.JSONDecodeError) as refused:
        json_input.loads('{"a": "\\u0000"}')
    assert "недопустимый невидимый символ" in refused.value.msg and "NUL" not in refused.value.msg


def visitor_is_told(text):
    with translation.override("ru"), pytest.raises(json.JSONDecodeError) as refused:
        json_input.loads(text)
    return json_input.refusal(refused.value)


def test_a_nul_in_the_middle_is_refused_without_a_place_it_is_not_at():
    """Well-formed JSON refused for what it holds has no place to name: the parser's «line 1,
    column 1» would point at the opening brace, not at the NUL on line 3."""
    told = visitor_is_told('{\n "players": ["Anna", "Boris", "Vera"],\n "note": "a\\u0000b"\n}')
    assert told == (
        "Не принято — в тексте есть недопустимый невидимый символ (нулевой или оборванный): "
        "удалите его."
    )
    assert "строка" not in told and "позиция" not in told


def test_text_that_is_not_json_is_told_where_it_breaks():
    assert visitor_is_told('{\n "players": ["Anna",,]\n}') == (
        "Это не JSON (строка 2, позиция 21: ожидалось значение)."  # the second comma
    )
