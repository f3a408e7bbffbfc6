"""The rules a verdict was graded under, by the name players use («по правилам Сочи»)."""

from __future__ import annotations

from rulings.core import PRESETS, Convention
from tutorial.lessons.model import Text

PRESET_NAMES = {
    "sochi": Text("по правилам Сочи", "under the Sochi rules"),
    "leningrad": Text("по ленинградским правилам", "under the Leningrad rules"),
    "rostov": Text("по ростовским правилам", "under the Rostov rules"),
    "classic": Text("по классическим правилам", "under the classic rules"),
    "kurochka": Text(
        "по классическим правилам с курочкой", "under the classic rules with kurochka"
    ),
    "balkan": Text("по балканским правилам", "under the Balkan rules"),
}
HOUSE = Text("по правилам этого стола", "under this table's rules")


def rules_name(convention: Convention) -> Text:
    """«по правилам Сочи»: a preset by its name; a convention of the learner's own (a club's
    house rules) as the table's rules: the engine does not know a club's name (the site shows
    it beside)."""
    for key, preset in PRESETS.items():
        if convention == preset and key in PRESET_NAMES:
            return PRESET_NAMES[key]
    return HOUSE


def capitalized(text: Text) -> Text:
    """The phrase at the start of a sentence."""
    return Text(text.ru[:1].upper() + text.ru[1:], text.en[:1].upper() + text.en[1:])
