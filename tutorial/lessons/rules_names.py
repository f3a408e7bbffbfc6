"""The rules a verdict was graded under, by the name players use («по правилам Сочи»)."""

from __future__ import annotations

from rulings.core import PRESETS, Convention
from tutorial.lessons.model import Text

PRESET_NAMES = {
    "sochi": Text("По правилам Сочи", "Under the Sochi rules"),
    "leningrad": Text("По ленинградским правилам", "Under the Leningrad rules"),
    "rostov": Text("По ростовским правилам", "Under the Rostov rules"),
    "classic": Text("По классическим правилам", "Under the classic rules"),
    "kurochka": Text(
        "По классическим правилам с курочкой", "Under the classic rules with kurochka"
    ),
    "balkan": Text("По балканским правилам", "Under the Balkan rules"),
}
HOUSE = Text("По правилам этого стола", "Under this table's rules")


def rules_name(convention: Convention) -> Text:
    """A preset by its name; a convention of the learner's own (a club's house rules) as the
    table's rules: the engine does not know a club's name (the site shows it beside)."""
    for key, preset in PRESETS.items():
        if convention == preset and key in PRESET_NAMES:
            return PRESET_NAMES[key]
    return HOUSE
