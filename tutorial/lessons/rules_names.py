"""The rules a verdict was graded under, by the name players use («по правилам Сочи»)."""

from __future__ import annotations

from collections.abc import Iterable

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
# A convention of the learner's own (a club's house rules): the engine does not know the
# club's name, the site does and puts it in their place (``with_club_names``).
HOUSE = Text("по правилам этого стола", "under this table's rules")
HOUSE_BEFORE = Text("по прежним правилам стола", "under the table's earlier rules")


def rules_name(convention: Convention, *, before: bool = False) -> Text:
    """«по правилам Сочи»: a preset by its name; a convention of the learner's own as the
    table's rules (``before``: the ones chosen before, when a verdict says what a change of
    rules moved)."""
    for key, preset in PRESETS.items():
        if convention == preset and key in PRESET_NAMES:
            return PRESET_NAMES[key]
    return HOUSE_BEFORE if before else HOUSE


def club_rules(title: str) -> Text:
    """«по правилам клуба «Четверг у Веры»»: a club's rules by its name."""
    return Text(f"по правилам клуба «{title}»", f"under the rules of the club «{title}»")


def with_club_names(text: str, language: str, clubs: Iterable[tuple[Text, str]]) -> str:
    """``text`` with each (name the engine gave the rules, club's title) of ``clubs`` named
    by the club («по правилам этого стола» → «по правилам клуба «…»»; a club playing a preset
    unchanged is its club too); an empty title: not a club's rules, left as named."""
    for marker, title in clubs:
        if title:
            named = club_rules(title)
            for said, meant in ((marker, named), (capitalized(marker), capitalized(named))):
                text = text.replace(said.get(language), meant.get(language))
    return text


def capitalized(text: Text) -> Text:
    """The phrase at the start of a sentence."""
    return Text(text.ru[:1].upper() + text.ru[1:], text.en[:1].upper() + text.en[1:])
