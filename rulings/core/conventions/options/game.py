"""The game's options (section «game»): which preferans is played, Russian or Balkan.

Each option is declared with ``option`` (``options/__init__.py``): its default (the Sochi
rules'), its section, one line in Russian and English, and its sources. ``Convention``
(``convention.py``) is made of this module's class and those of the other sections.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core.conventions.options import option
from rulings.core.conventions.rules_kinds import Variant
from rulings.core.sources import cite


@dataclass(frozen=True)
class GameOptions:
    """The game (section «game»), and the name of the convention."""

    key: str = "sochi"  # the preset it is, or the one a house convention was made from
    variant: Variant = option(
        Variant.RUSSIAN,
        ru="Вид игры: русский преферанс или балканский (цифры 2–5, бетл, санс, рефе)",
        en="Game: Russian preferans or Balkan (bids 2–5, Bettel, Sans, refe)",
        section="game",
        source=cite("balkan"),
    )
