"""Reads of the score calculator: one game's view, as the page and the sheet fragment show it.

Everything shown is recomputed from the game record by the engine (rulings/calculator/
game_view.py); the result is kept in Django's cache (``CACHE``, the ``default`` cache: in-process
unless the settings say otherwise) under the game's id, version, change time, whist price and the
reader's language, so drawing a game twice does not score it twice. The drawn sheet is kept
apart too: the sheet fragment is served from the game's key fields alone, without its record.
"""

from __future__ import annotations

from django.core.cache import caches
from django.utils.translation import get_language

from rulings.calculator.game_view import GameView, build
from rulings.models import Game

CACHE = "default"
# A view stays until the cache's own bound drops it (a new version has another key).
TIMEOUT = None


def _key(game: Game, part: str) -> str:
    changed = game.updated_at.isoformat() if game.updated_at else ""
    return (
        f"calculator:{part}:{game.pk}:{game.version}:{changed}:{game.whist_price}:{get_language()}"
    )


def cached_sheet_html(game: Game) -> str | None:
    """The game's drawn sheet if it is drawn already: needs only the game's key fields, not
    its record (the sheet view reads the record only when this is None)."""
    return caches[CACHE].get(_key(game, "sheet"))


def sheet_html(game: Game) -> str:
    """The game's sheet drawn (its deals not explained: the sheet does not show them) and kept."""
    html = build(game, explained=False).sheet_html
    caches[CACHE].set(_key(game, "sheet"), html, TIMEOUT)
    return html


def game_view(game: Game) -> GameView:
    """The game's view, from the cache or built (and then kept, with its drawn sheet)."""
    cache = caches[CACHE]
    view = cache.get(_key(game, "view"))
    if view is None:
        view = build(game)
        cache.set_many({_key(game, "sheet"): view.sheet_html, _key(game, "view"): view}, TIMEOUT)
    return view
