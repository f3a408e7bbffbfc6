"""Models of the rulings app: the score calculator's saved games, the adjudicator's rulings."""

from rulings.models.game import Game, UndoStep
from rulings.models.house import HouseConvention
from rulings.models.ruling import RulingWrite, SavedRuling, WrittenIncident, ruling_fingerprint

__all__ = [
    "Game",
    "HouseConvention",
    "RulingWrite",
    "SavedRuling",
    "UndoStep",
    "WrittenIncident",
    "ruling_fingerprint",
]
