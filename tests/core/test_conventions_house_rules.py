"""A club's rules as a JSON of options (rulings/core/conventions/house_rules.py), the nearest
names for an unknown option everywhere (the API, the CLI, an imported house), and
``manage.py conventions``."""

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from hypothesis import given
from hypothesis import strategies as st

from rulings.core import ConventionError
from rulings.core.conventions.convention import PRESETS, Convention, UnknownOptionError
from rulings.core.conventions.house_rules import (
    FORMAT,
    dumps_rules,
    export_rules,
    import_rules,
    loads_rules,
    option_table,
)

HOUSE = {
    "raspasy_steps": [1, 2, 2, 3],
    "raspasy_exit": "played",
    "settle_by_others": True,
    "rounding": "last_takes_rest",
}


@pytest.mark.parametrize("key", list(PRESETS))
def test_every_preset_exports_as_no_change_and_imports_back(key):
    data = export_rules(PRESETS[key])
    assert data == {"format": FORMAT, "preset": key, "options": {}}
    assert import_rules(data) == PRESETS[key]


def test_a_house_exports_only_what_it_changes_and_reads_back():
    house = PRESETS["leningrad"].with_options(HOUSE)
    data = export_rules(house, "Четверг у Веры")
    assert data["preset"] == "leningrad"
    assert data["name"] == "Четверг у Веры"
    assert data["options"] == HOUSE
    assert import_rules(data) == house
    assert loads_rules(dumps_rules(house)) == house


@given(
    st.sampled_from(list(PRESETS)),
    st.lists(st.integers(1, 9), max_size=5),
    st.booleans(),
    st.integers(0, 5),
)
def test_export_then_import_is_the_same_convention(key, steps, cycle, zero):
    house = PRESETS[key].with_options(
        {"raspasy_steps": steps, "raspasy_steps_cycle": cycle, "raspasy_zero_points": zero}
    )
    assert import_rules(json.loads(dumps_rules(house))) == house


def test_an_unknown_option_is_answered_with_the_nearest_names():
    with pytest.raises(UnknownOptionError) as caught:
        Convention().with_options({"raspasy_progresion": "none"})
    assert isinstance(caught.value, ValueError)
    assert caught.value.nearest[0] == "raspasy_progression"
    assert "did you mean raspasy_progression" in str(caught.value)


def test_a_name_like_nothing_gets_no_guess():
    with pytest.raises(UnknownOptionError) as caught:
        Convention().with_options({"\x00\udcff" + "z" * 1000: 1})
    assert caught.value.nearest == ()
    assert "did you mean" not in str(caught.value)


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ([], "expected an object"),
        ({"preset": "sochi", "colour": "red"}, "unknown field «colour»"),
        ({"format": "other/2"}, "format «other/2»"),
        ({"options": [1]}, "options must be an object"),
        ({"preset": "moscow"}, "unknown convention «moscow»"),
        ({"options": {"help_point_whist": 10}}, "did you mean help_point_whists"),
        ({"options": {"raspasy_steps": [0]}}, "out of range"),
        ({"options": {"raspasy_steps": [10**30]}}, "out of range"),
        ({"options": {"settle_by_others": "yes"}}, "not a valid value"),
    ],
)
def test_a_bad_house_file_says_what_is_wrong(data, words):
    with pytest.raises(ConventionError) as caught:
        import_rules(data)
    assert words in str(caught.value)


def test_house_rules_text_that_is_not_json():
    with pytest.raises(ConventionError, match="not JSON"):
        loads_rules("{preset: sochi")


def test_the_option_table_lists_every_option_with_defaults_and_sources():
    table = {row["name"]: row for row in option_table()}
    assert list(table) == [info.name for info in Convention.options()]
    steps = table["raspasy_steps"]
    assert steps["section"] == "scoring"
    assert steps["values"] == "list of int"
    assert steps["defaults"] == dict.fromkeys(PRESETS, [])
    assert any("mathfewmatthews" in s for s in steps["sources"])
    assert table["rounding"]["values"] == ["largest_remainder", "exact", "last_takes_rest"]
    assert table["pulya_point_whists"]["defaults"]["leningrad"] == 20
    assert all(row["ru"] and row["en"] and row["sources"] for row in table.values())


# --- manage.py conventions


def command(*args):
    out = StringIO()
    call_command("conventions", *args, stdout=out)
    return out.getvalue()


def test_the_command_lists_every_option_as_json():
    data = json.loads(command("--json"))
    assert data["presets"] == list(PRESETS)
    assert [row["name"] for row in data["options"]] == [i.name for i in Convention.options()]


def test_the_command_lists_one_option_in_words():
    text = command("--option", "settle_by_others")
    assert text.startswith("settle_by_others  [scoring]  True | False")
    assert "rostiktc2" in text
    assert "variant" not in text


def test_the_command_answers_an_unknown_option_with_the_nearest():
    with pytest.raises(CommandError, match="did you mean settle_by_others"):
        command("--option", "settle_by_other")


def test_the_command_exports_and_imports_house_rules(tmp_path):
    assert json.loads(command("--export", "rostov"))["preset"] == "rostov"
    path = tmp_path / "house.json"
    path.write_text(json.dumps({"preset": "leningrad", "options": HOUSE}), encoding="utf-8")
    assert json.loads(command("--import", str(path)))["options"] == HOUSE
    path.write_text(json.dumps({"options": {"raspasy_stepz": [1]}}), encoding="utf-8")
    with pytest.raises(CommandError, match="did you mean raspasy_steps"):
        command("--import", str(path))


# --- the web: a 400 with the nearest names


@pytest.mark.django_db
def test_the_score_api_answers_an_unknown_option_with_a_400_naming_the_nearest(client):
    record = {
        "convention": "sochi",
        "players": ["A", "B", "C"],
        "options": {"raspasy_step": [1, 2]},
        "deals": [],
    }
    response = client.post("/api/score", json.dumps(record), content_type="application/json")
    assert response.status_code == 400
    assert "raspasy_steps" in json.dumps(response.json(), ensure_ascii=False)
