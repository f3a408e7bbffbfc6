"""Models of the rulings app: the score calculator's saved games."""

from rulings.models.game import Game

__all__ = ["Game"]
