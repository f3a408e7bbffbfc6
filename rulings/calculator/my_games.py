"""«Мои пули»: the visitor's games (an account's, or the session's while signed out) with each
game's result, and the statistics of the players across them. A signed-in user's list holds the
games he co-edits too (issue 24), each marked with its owner.

Each game's figures are the core's ``game_statistics`` over the engine's score of its record,
kept in Django's cache per game version (a new version has another key), so a page of games
scores only the games changed since it was last shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.core.cache import caches
from django.core.paginator import Paginator
from django.db.models import BooleanField, ExpressionWrapper, Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from rulings.calculator.balance_plot import Plot, balance_plot
from rulings.calculator.live import author_name
from rulings.calculator.selectors import CACHE
from rulings.core import (
    GameStatistics,
    PlayerStatistics,
    RecordError,
    format_amount,
    game_statistics,
    player_statistics,
    score,
)
from rulings.models import CoEditor, Game
from rulings.web.selectors import convention_for, games_of
from rulings.web.session import session_key
from rulings.web.texts import signed
from rulings.web.words import preset_label

PER_PAGE = 20
# The statistics read at most this many of the newest games (each scored once per version).
MAX_STATISTICS_GAMES = 300


@dataclass(frozen=True)
class Scored:
    """What the list and the statistics need of a game, kept per version: its players, its
    convention's key and its figures (None: its record cannot be scored)."""

    players: tuple[str, ...]
    convention: str
    statistics: GameStatistics | None


def scored(game: Game) -> Scored:
    """The game's figures, kept per version: the record (deferred by the callers) is read and
    scored only when they are not kept yet."""
    changed = game.updated_at.isoformat() if game.updated_at else ""
    key = f"calculator:statistics:{game.pk}:{game.version}:{changed}"
    cache = caches[CACHE]
    found = cache.get(key)
    if found is None:
        try:
            stats = game_statistics(score(game.record))
        except RecordError:
            stats = None  # kept too: an unscorable record is not scored again
        players = tuple(str(p) for p in game.players)
        found = Scored(players, convention_for(game.record).key, stats)
        cache.set(key, found, None)
    return found


@dataclass(frozen=True)
class Result:
    player: str
    balance: str
    plus: bool


@dataclass(frozen=True)
class GameRow:
    game: Game
    players: str
    convention: str
    results: tuple[Result, ...]  # empty: the record cannot be scored
    coedited: bool = False  # a game the user co-edits, not his own
    owner: str = ""  # its owner's name (none: a game made while signed out)


def _row(game: Game) -> GameRow:
    found = scored(game)
    results = ()
    if found.statistics is not None:
        lines = found.statistics.lines
        results = tuple(Result(ln.player, signed(ln.balance), ln.balance > 0) for ln in lines)
    coedited = bool(getattr(game, "coedited", False))
    owner = author_name(game.owner) if coedited else ""
    players = ", ".join(found.players)
    return GameRow(game, players, preset_label(found.convention), results, coedited, owner)


def _games(request: HttpRequest):
    """The visitor's games, newest first, without their records (read only to score a game
    whose figures are not kept yet); a signed-in user's with the games he co-edits
    (``coedited``)."""
    user = request.user
    if user.is_authenticated:
        coedited = CoEditor.objects.filter(user=user).values("game")
        games = Game.objects.filter(Q(owner=user) | Q(pk__in=coedited)).annotate(
            coedited=ExpressionWrapper(Q(pk__in=coedited), output_field=BooleanField())
        )
        games = games.select_related("owner")
    else:
        games = games_of(user=user, session_key=session_key(request))
    return games.defer("record").order_by("-created_at", "-pk")


@require_GET
def my_games(request: HttpRequest) -> HttpResponse:
    """The visitor's games, newest first, a page at a time (``?page=``)."""
    page = Paginator(_games(request), PER_PAGE).get_page(request.GET.get("page"))
    rows = [_row(game) for game in page.object_list]
    return render(request, "calculator/my_games.html", {"page": page, "rows": rows})


@dataclass(frozen=True)
class PlayerRow:
    stats: PlayerStatistics
    balance: str
    plus: bool
    balances: str  # game by game, «+19 · +39»
    running: str  # after each game, «+19 · +58»: what the plot draws
    whists_won: str
    plot: Plot


def _player_row(stats: PlayerStatistics) -> PlayerRow:
    return PlayerRow(
        stats=stats,
        balance=signed(stats.balance),
        plus=stats.balance > 0,
        balances=" · ".join(signed(b) for b in stats.balances),
        running=" · ".join(signed(b) for b in stats.running),
        whists_won=format_amount(stats.whists_won),
        plot=balance_plot(stats.running),
    )


@require_GET
def my_statistics(request: HttpRequest) -> HttpResponse:
    """Every player's figures across the visitor's games (the newest ``MAX_STATISTICS_GAMES``),
    by name, with the balance over time."""
    newest = list(_games(request)[: MAX_STATISTICS_GAMES + 1])
    capped = len(newest) > MAX_STATISTICS_GAMES
    games = reversed(newest[:MAX_STATISTICS_GAMES])  # oldest first: the balance's course
    counted = [s for s in (scored(g).statistics for g in games) if s is not None]
    players = sorted(player_statistics(counted), key=lambda s: (-s.games, -s.balance, s.player))
    context = {
        "rows": [_player_row(s) for s in players],
        "games": len(counted),
        "capped": MAX_STATISTICS_GAMES if capped else 0,
        "unscored": min(len(newest), MAX_STATISTICS_GAMES) - len(counted),
        "title": _("Statistics of my games"),
    }
    return render(request, "calculator/my_statistics.html", context)
