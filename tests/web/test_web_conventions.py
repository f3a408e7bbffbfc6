"""A convention in words (rulings/web/conventions.py): the options table the calculator shows
whole and a house convention's page shows as its changes from the preset."""

from django.utils import translation

from rulings.core import Convention
from rulings.web.conventions import option_rows


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
