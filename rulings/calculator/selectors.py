"""Reads of the score calculator: one game's view, as the page and the sheet fragment show it.

Everything shown is recomputed from the game record by the engine (rulings/calculator/
game_view.py); the result is kept in Django's cache (``CACHE``, the ``default`` cache: in-process
unless the settings say otherwise) under the game's id, version, change time, whist price and the
reader's language, so drawing a game twice does not score it twice. The drawn sheet is kept
apart too: the sheet fragment is served from the game's key fields alone, without its record.
So is the page's longest part, the settlement, the explained deals and the convention
(``explained_html``): drawn once per version, language and whether the viewer may edit, its
forms' CSRF tokens a mark that the view replaces with the request's own token.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from django.core.cache import caches
from django.http import HttpRequest
from django.middleware.csrf import get_token
from django.template.loader import render_to_string
from django.utils.safestring import SafeString, mark_safe
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
    """The game's sheet drawn and kept, from the game's one view (``game_view``): the sheet, the
    explained deals and the settlement all come from one score per version."""
    return game_view(game).sheet_html


def game_view(game: Game) -> GameView:
    """The game's view, from the cache or built (and then kept, with its drawn sheet)."""
    cache = caches[CACHE]
    view = cache.get(_key(game, "view"))
    if view is None:
        view = build(game)
        cache.set_many({_key(game, "sheet"): view.sheet_html, _key(game, "view"): view}, TIMEOUT)
    return view


def page_view(game: Game) -> GameView:
    """The view as the page's own parts read it (head, wizard, buttons): without the explained
    deals and the sheet's layout, which the page takes drawn (``explained_html``, the view's
    ``sheet_html``), so reading it back from the cache is a fifth of the whole view's cost."""
    cache = caches[CACHE]
    head = cache.get(_key(game, "head"))
    if head is None:
        view = game_view(game)
        view.sheet_html  # noqa: B018 - drawn before the copy, which keeps it
        head = copy.copy(view)
        head.deals, head.sheet, head.series = [], None, {}
        cache.set(_key(game, "head"), head, TIMEOUT)
    return head


# Stands for the CSRF token in a kept drawing: never a token itself (a token is 64 letters and
# digits), replaced by the request's token in the whole hidden field, which escaped user text
# cannot imitate.
CSRF_MARK = "csrf-token-of-the-request"
_CSRF_FIELD = '<input type="hidden" name="csrfmiddlewaretoken" value="{}">'


def _with_token(request: HttpRequest | None, html: str) -> SafeString:
    """A kept drawing with the request's CSRF token put in (``request`` None: left marked, for a
    drawing that holds it)."""
    if request is not None and CSRF_MARK in html:
        html = html.replace(_CSRF_FIELD.format(CSRF_MARK), _CSRF_FIELD.format(get_token(request)))
    # Drawn by the template, which escaped all it showed; the token put in is letters and digits.
    return mark_safe(html)  # noqa: S308


def _kept(request: HttpRequest | None, key: str, draw: Callable[[], str]) -> SafeString:
    """A drawing kept under ``key`` (drawn by ``draw`` with ``csrf_token`` = ``CSRF_MARK``), with
    the request's CSRF token put in."""
    cache = caches[CACHE]
    html = cache.get(key)
    if html is None:
        html = str(draw())
        cache.set(key, html, TIMEOUT)
    return _with_token(request, html)


def explained_html(
    request: HttpRequest | None, game: Game, *, can_edit: bool, share: bool = False
) -> SafeString:
    """The page's settlement, explained deals and convention (game.html#explained) for this
    request: drawn once per version, language and ``can_edit`` (the Edit, Delete and price
    forms), with the request's CSRF token put in when served (the kept drawing holds none)."""

    def draw() -> str:
        view = game_view(game)
        context = {
            "game": game,
            "view": view,
            "can_edit": can_edit,
            "share": share,  # the deals and options are fetched by the share link's addresses
            "csrf_token": CSRF_MARK,
        }
        return render_to_string("calculator/game.html#explained", context)

    who = "edit" if can_edit else "share" if share else "read"
    return _kept(request, _key(game, f"explained-{who}"), draw)


def game_html(
    request: HttpRequest,
    game: Game,
    context: dict[str, Any],
    draw: Callable[[dict], str] | None,
) -> SafeString | None:
    """The whole ``#game`` section as a plain look shows it (no message, the wizard at its
    start): drawn once per version, language, edit right, share view and share address
    (``context``'s), by ``draw`` given the context with the explained part and the mark. With
    ``draw`` None (the game read without its record): the kept drawing, or None."""
    who = f"{'edit' if context['can_edit'] else 'read'}:{int(context['share'])}"
    key = _key(game, f"game-{who}:{context['share_url']}")
    if draw is None:
        html = caches[CACHE].get(key)
        return None if html is None else _with_token(request, html)

    def drawn() -> str:
        explained = explained_html(None, game, can_edit=context["can_edit"], share=context["share"])
        caches[CACHE].set(_key(game, "title"), str(game), TIMEOUT)
        return draw({**context, "explained_html": explained, "csrf_token": CSRF_MARK})

    return _kept(request, key, drawn)


def cached_title(game: Game) -> str | None:
    """The game's name (its title, or its players) as the kept ``#game`` drawing shows it:
    read without the game's record."""
    return caches[CACHE].get(_key(game, "title"))
