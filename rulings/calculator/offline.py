"""The offline pulya (issue 24, «No signal needed»): the core packed for the phone, and the sync.

**The core for the phone.** ``core_archive`` packs the rules core (``rulings/core``, pure Python
by contract) with the calculator modules the phone runs (``browser_core``, which asks the core
the quick entry's questions and scores the sheet, and the pure ``wizard_codes`` and
``wizard_whisting`` it shares with the online quick entry and wizard) into
one zip, built from the repository's own files when first asked and kept in memory; its address
carries the digest of its bytes (``core-<digest>.zip``), so a changed core is a new address and
the service worker never serves a stale one. Nothing generated is committed: there is nothing to
go out of date. Pyodide unpacks it and imports the same modules the server imports.

**The sync.** Deals entered offline wait on the phone, in order, each with the game's version it
was made on; ``sync_deal`` writes one through the calculator's versioned write
(``services.game_add_deal``). Another phone's change meanwhile is a ``SyncConflict`` naming the
deals written since the phone last saw the game: the phone shows both and the user chooses (keep
mine after theirs, drop mine, edit mine) — nothing is dropped here. A written deal is scored by the
server, and the figures the phone showed for it are compared with the server's (``differences``).
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from rulings.calculator import browser_core, services
from rulings.core import score
from rulings.models import Game
from rulings.web.services import GameConflict

ROOT = Path(__file__).resolve().parents[2]  # the repository: rulings/ is its child
# The calculator's modules the phone runs besides the core; they import nothing of Django.
BROWSER_MODULES = (
    "rulings/calculator/browser_core.py",
    "rulings/calculator/wizard_codes.py",
    "rulings/calculator/wizard_whisting.py",
)
# Kept as written in the zip: a fixed time, so the same files give the same bytes and address.
ZIP_TIME = (2024, 1, 1, 0, 0, 0)


def packed_paths() -> list[str]:
    """The repository's files the phone gets, as paths from its root: the package markers, every
    module of the core, the calculator's browser modules."""
    core = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "rulings" / "core").rglob("*.py"))
    markers = ["rulings/__init__.py", "rulings/calculator/__init__.py"]
    return markers + core + list(BROWSER_MODULES)


@cache
def core_archive() -> tuple[str, bytes]:
    """(digest, zip bytes) of ``packed_paths``; built once a process."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in packed_paths():
            info = zipfile.ZipInfo(path, date_time=ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, (ROOT / path).read_bytes())
    data = buffer.getvalue()
    return hashlib.sha256(data).hexdigest()[:16], data


def figures(game: Game) -> dict[str, Any]:
    """The server's figures of the game's sheet, as the phone computes them
    (``browser_core.figures_of``), with the next dealer and the version."""
    out = browser_core.figures_of(score(game.record), game.players)
    out["next_dealer"] = browser_core.next_dealer(game.record, game.first_dealer)
    out["version"] = game.version
    return out


def differences(phone: Any, server: dict[str, Any]) -> list[dict[str, str]]:
    """Where the figures the phone showed differ from the server's: each (what, phone's,
    server's), in the order of the sheet; none when the phone sent none."""
    if not isinstance(phone, dict):
        return []
    found = []
    for column in ("pulya", "mountain", "balance"):
        for player, value in server[column].items():
            theirs = _at(phone, column, player)
            if theirs != value:
                found.append(_difference(column, player, "", theirs, value))
    for player, row in server["whists"].items():
        for on, value in row.items():
            theirs = _at(phone.get("whists"), player, on)
            if theirs != value:
                found.append(_difference("whists", player, on, theirs, value))
    return found


def _at(mapping: Any, *keys: str) -> str:
    for key in keys:
        if not isinstance(mapping, dict):
            return ""
        mapping = mapping.get(key)
    return str(mapping) if mapping is not None else ""


def _difference(column: str, player: str, on: str, phone: str, server: str) -> dict[str, str]:
    return {"column": column, "player": player, "on": on, "phone": phone, "server": server}


@dataclass
class SyncConflict(Exception):
    """The game changed since the phone saw it: the deals written meanwhile (``theirs``, as
    the record writes them) and the game as it is now."""

    game: Game
    theirs: list[dict[str, Any]] = field(default_factory=list)


def sync_deal(
    *, game: Game, version: int, seen: int, deal: dict[str, Any], phone: Any = None
) -> tuple[Game, list[dict[str, str]]]:
    """Write one offline deal made at ``version`` after the first ``seen`` deals; the game and
    where the phone's figures differ from the server's. Raises ``SyncConflict`` when the game
    is at another version, ``GameRecordInvalid`` / ``GameFinished`` as the save does."""
    if version != game.version:
        raise _conflict(game, seen)
    try:
        game = services.game_add_deal(game=game, version=version, deal=deal)
    except GameConflict as conflict:
        raise _conflict(conflict.game, seen) from conflict
    return game, differences(phone, figures(game))


def _conflict(game: Game, seen: int) -> SyncConflict:
    game.refresh_from_db()
    seen = max(0, min(seen, len(game.deals)))
    return SyncConflict(game, game.deals[seen:])
