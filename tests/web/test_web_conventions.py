"""A convention in words (rulings/web/conventions.py): the options table the calculator shows
whole and a house convention's page shows as its changes from the preset."""

from django.utils import translation

from rulings.core import Convention
from rulings.web.conventions import option_groups, option_rows


def test_every_option_or_only_the_changes_from_a_base():
    sochi = Convention.preset("sochi")
    house = sochi.with_options({"whist_split": "gentleman"})
    with translation.override("ru"):
        every = option_rows(house)
        changes = option_rows(house, base=sochi)
    assert [r["name"] for r in every] == [info.name for info in Convention.options()]
    assert "preset" not in every[0]
    assert changes == [
        {**next(r for r in every if r["name"] == "whist_split"), "preset": changes[0]["preset"]}
    ]
    assert changes[0]["value"].startswith("джентльменский") and changes[0]["preset"].startswith(
        "жлобский"
    )


def test_the_options_by_parts_of_the_game_the_changes_first():
    sochi = Convention.preset("sochi")
    house = sochi.with_options({"whist_split": "gentleman", "raspasy_progression": "geometric"})
    with translation.override("ru"):
        groups = option_groups(house, base=sochi)
        plain = option_groups(sochi)
    titles = [g["title"] for g in groups]
    assert titles[:3] == ["Игра", "Торговля", "Вистование"] and titles[-1] == "Штрафы"
    every = [r["name"] for g in groups for r in g["rows"]]
    assert sorted(every) == sorted(info.name for info in Convention.options())
    opened = {g["key"]: g for g in groups if g["open"]}
    assert set(opened) == {"raspasy", "scoring"}
    assert opened["raspasy"]["rows"][0]["name"] == "raspasy_progression"
    assert opened["raspasy"]["rows"][0]["preset"] == "1-2-3"
    assert not any(g["open"] for g in plain)
    # a contract as players write it, not the core's code
    misere_after = next(r for g in plain for r in g["rows"] if r["name"] == "misere_after")
    assert misere_after["value"] == "8БК"
