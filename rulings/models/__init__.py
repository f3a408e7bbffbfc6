"""Models of the rulings app: the score calculator's saved games, the adjudicator's rulings."""

from rulings.models.game import Game, UndoStep
from rulings.models.house import HouseConvention
from rulings.models.ruling import RulingWrite, SavedRuling, WrittenIncident, ruling_fingerprint
from rulings.models.table import CoEditor, EditInvitation, GameChange

__all__ = [
    "CoEditor",
    "EditInvitation",
    "Game",
    "GameChange",
    "HouseConvention",
    "RulingWrite",
    "SavedRuling",
    "UndoStep",
    "WrittenIncident",
    "ruling_fingerprint",
]
