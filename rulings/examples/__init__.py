"""Sample deal records for the deal viewer (and its tests): data, loaded by key.

The files keep the players' English names (Anna, Boris, Vera, Gleb): the command line, the API
and the tests read them as they are. The Russian site shows the same deals with the names a
Russian table uses (``example_record(key, names=PLAYER_NAMES_RU)``), so that «Боря: ренонс»
reads naturally where «Boris» would be a foreign word in Russian text.
"""

import json
from pathlib import Path
from typing import Any

from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

HERE = Path(__file__).parent

# Each title says what happened in the player's words (glossary: ренонс, ход не в очередь).
EXAMPLES = {
    "renonce": _(
        "6♠, two whisters: in trick 3 a whister has no clubs and does not trump — a renonce"
    ),
    "misere-out-of-turn": _("Misère: in trick 2 a defender leads out of turn"),
    "raspasy-four": _(
        "Raspasy for four: the talon card takes trick 2, and the trick is the dealer's"
    ),
}

PLAYER_NAMES_EN = ("Anna", "Boris", "Vera", "Gleb")
PLAYER_NAMES_RU = ("Аня", "Боря", "Вера", "Глеб")


def player_names() -> tuple[str, ...]:
    """The four sample names in the reader's language (random deals, the builder, examples)."""
    return PLAYER_NAMES_EN if (get_language() or "ru").startswith("en") else PLAYER_NAMES_RU


def example_record(key: str, names: tuple[str, ...] = PLAYER_NAMES_EN) -> dict[str, Any]:
    data = json.loads((HERE / f"{key}.json").read_text(encoding="utf-8"))
    return renamed(data, dict(zip(PLAYER_NAMES_EN, names, strict=True)))


def renamed(data: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    """The deal record with every player's name replaced (seats, hands and every call)."""

    def name(player: Any) -> Any:
        return names.get(player, player) if isinstance(player, str) else player

    result = dict(data)
    result["players"] = [name(p) for p in data["players"]]
    result["dealer"] = name(data["dealer"])
    result["hands"] = {name(p): cards for p, cards in data["hands"].items()}
    if "declarer" in data:
        result["declarer"] = name(data["declarer"])
    for field in ("auction", "whisting", "play"):
        if field in data:
            result[field] = [[name(player), item] for player, item in data[field]]
    return result
