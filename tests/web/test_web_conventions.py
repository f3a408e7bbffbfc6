"""A convention in words (rulings/web/conventions.py): the options table the calculator shows
whole and a house convention's page shows as its changes from the preset."""

import enum

import pytest
from django.utils import translation

from rulings.core import Convention
from rulings.web.conventions import convention_summary, option_groups, option_rows


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


@pytest.mark.parametrize(
    ("options", "line"),
    [
        # Sochi: 1-2-3 (Lesnoy's book «обычно»), and on: the fourth costs 4, the fifth 5
        ({}, "распасы 1-2-3 в гору, дальше 4-5-6…, выход — любая игра"),
        # 1-2-4 doubles: 8, 16, 32
        ({"raspasy_progression": "geometric"}, "распасы 1-2-4 в гору, дальше 8-16-32…"),
        # a cap of 3: every raspasy after the third costs 3
        ({"raspasy_progression_cap": 3}, "распасы 1-2-3 в гору, дальше всё по 3"),
        ({"raspasy_progression": "none"}, "распасы 1-1-1 в гору, дальше всё по 1"),
    ],
)
def test_the_raspasy_ladder_says_what_comes_after_the_third(options, line):
    conv = Convention.preset("sochi").with_options(options)
    with translation.override("ru"):
        summary = convention_summary(conv)
    assert any(item.startswith(line) for item in summary), summary


def enum_values():
    """Every value of every option that is a choice, each on Sochi."""
    sochi = Convention.preset("sochi")
    for info in Convention.options():
        current = getattr(sochi, info.name)
        if isinstance(current, enum.Enum):
            for member in type(current):
                yield info.name, member.value


@pytest.mark.parametrize(("name", "value"), list(enum_values()))
def test_the_summary_says_every_value_of_every_choice(name, value):
    """A club publishing any value gets its summary (``raspasy_exit=played`` was a KeyError, a
    500 on the club, compare, sheet and game pages)."""
    try:
        conv = Convention.preset("sochi").with_options({name: value})
    except ValueError:
        pytest.skip(f"{name}={value} needs other options with it")
    with translation.override("ru"):
        summary = convention_summary(conv)
    assert summary and all(isinstance(line, str) and line for line in summary)


def test_the_played_exit_is_said_in_the_raspasy_line():
    conv = Convention.preset("sochi").with_options({"raspasy_exit": "played"})
    with translation.override("ru"):
        summary = convention_summary(conv)
    assert any(
        line.startswith("распасы 1-2-3 в гору") and "любая сыгранная сдача, и мизер тоже" in line
        for line in summary
    ), summary


def test_the_piter_exit_games_are_said_with_the_exit():
    """The Piter preset of the mathfewmatthews calculator: «6-7», a seven after two raspasy."""
    conv = Convention.preset("sochi").with_options(
        {"raspasy_exit": "whist_kept", "raspasy_exit_levels": [6, 7]}
    )
    with translation.override("ru"):
        summary = convention_summary(conv)
        plain = convention_summary(Convention.preset("sochi"))
    assert any("где вистующие не подсели" in line for line in summary), summary
    exit_line = "выход из распасов 6-7: наименьшая игра после первых, вторых… распасов подряд"
    assert exit_line in summary
    assert not any(line.startswith("выход из распасов") for line in plain)
