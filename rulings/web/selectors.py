"""Reads shared by the apps: the visitor's games and a game's convention."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

from rulings.core import Convention, PreferansError, read_convention
from rulings.models import Game


def games_of(*, user: Any, session_key: str) -> QuerySet[Game]:
    """The games this visitor owns: a signed-in user's, else the session's anonymous ones."""
    if user is not None and user.is_authenticated:
        return Game.objects.filter(owner=user)
    if not session_key:
        return Game.objects.none()
    return Game.objects.filter(owner__isnull=True, session_key=session_key)


def convention_for(game_record: dict[str, Any]) -> Convention:
    """The game's convention with its house overrides (the record is already checked)."""
    raw = game_record.get("convention")
    try:
        conv = read_convention(raw if isinstance(raw, dict) else str(raw))
        return conv.with_options(game_record.get("options", {}))
    except PreferansError:
        return Convention.preset("sochi")
