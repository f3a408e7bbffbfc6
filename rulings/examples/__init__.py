"""Sample deal records for the deal viewer (and its tests): data, loaded by key."""

import json
from pathlib import Path

from django.utils.translation import gettext_lazy as _

HERE = Path(__file__).parent

EXAMPLES = {
    "renonce": _("6♠ with two whisters; a whister does not follow suit in trick 3"),
    "misere-out-of-turn": _("Misère; a defender plays out of turn in trick 2"),
    "raspasy-four": _("Raspasy with four players: the talon cards are the dealer's"),
}


def example_record(key: str) -> dict:
    return json.loads((HERE / f"{key}.json").read_text(encoding="utf-8"))
