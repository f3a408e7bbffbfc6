"""The one write of a game record, shared by the calculator and the adjudicator.

Each change builds the new game record, has the scoring engine check it (``RecordError`` →
``GameRecordInvalid`` with every problem; nothing is saved), then writes it only if nobody else
changed the game meanwhile: ``UPDATE … WHERE version = <the version the user saw>``. When that
matches no row the change is refused with ``GameConflict`` (optimistic versioning): two people
entering into one game never overwrite each other's deals.

Limits (docs/calculator.md): a game holds at most ``MAX_DEALS`` deals and ``MAX_RECORD_BYTES``
of record (checked on import and on every write); undo keeps at most ``UNDO_DEPTH`` earlier
states (``UndoStep`` rows) and at most ``MAX_HISTORY_BYTES`` of them together (the oldest go
first). A finished game takes no deals (``GameFinished``) until it is resumed.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _

from rulings.core import RecordError, score
from rulings.models import Game, UndoStep
from rulings.web import live_versions

UNDO_DEPTH = 30
# What one game may hold: a pulya rarely has more than a hundred deals; the record is a few
# hundred bytes a deal (UTF-8 JSON). The undo history holds at most UNDO_DEPTH earlier states
# and at most MAX_HISTORY_BYTES of them together: fewer snapshots for a big record.
MAX_DEALS = 500
MAX_RECORD_BYTES = 256 * 1024
MAX_HISTORY_BYTES = 1024 * 1024


class GameConflict(Exception):
    """Someone else changed the game since the user loaded it."""

    def __init__(self, game: Game):
        self.game = game
        super().__init__(f"game {game.pk} is at version {game.version}")


class GameRecordInvalid(Exception):
    """The change would make a record the engine refuses; ``problems`` lists (field, message)."""

    def __init__(self, problems: list[tuple[str, str]], error: RecordError | None = None):
        self.problems = problems
        self.error = error  # the engine's error, for messages in the reader's language
        super().__init__("; ".join(f"{f}: {m}" for f, m in problems))


def finished_message() -> str:
    return _("The game is finished: resume it («Resume the game») before changing it.")


class GameFinished(GameRecordInvalid):
    """The game is finished: no deal is added, edited or deleted, nothing undone, until it is
    resumed."""

    def __init__(self) -> None:
        super().__init__([("", finished_message())])


def _json_bytes(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())


def check_limits(record: dict[str, Any]) -> None:
    """Raise ``GameRecordInvalid`` if the record has more deals or bytes than a game holds."""
    deals = record.get("deals")
    if isinstance(deals, list) and len(deals) > MAX_DEALS:
        raise GameRecordInvalid(
            [
                (
                    "deals",
                    _("A game holds at most %(max)s deals (this one would have %(n)s).")
                    % {"max": MAX_DEALS, "n": len(deals)},
                )
            ]
        )
    size = _json_bytes(record)
    if size > MAX_RECORD_BYTES:
        raise GameRecordInvalid(
            [
                (
                    "",
                    _("The game record is too large: %(size)s KB, at most %(max)s KB.")
                    % {"size": -(-size // 1024), "max": MAX_RECORD_BYTES // 1024},
                )
            ]
        )


def check_record(record: dict[str, Any]) -> None:
    """Raise ``GameRecordInvalid`` unless the record is within the limits and the engine
    scores it."""
    check_limits(record)
    try:
        score(record)
    except RecordError as error:
        raise GameRecordInvalid(list(error.problems), error) from None


def undo_steps_kept(sizes: list[int]) -> int:
    """How many of the newest undo steps to keep, given their sizes newest first: at most
    ``UNDO_DEPTH`` and ``MAX_HISTORY_BYTES`` together (the newest is always kept)."""
    kept = total = 0
    for size in sizes[:UNDO_DEPTH]:
        total += size
        if total > MAX_HISTORY_BYTES and kept:
            break
        kept += 1
    return kept


def write_record(
    game: Game,
    *,
    version: int,
    record: dict[str, Any],
    finished: bool,
    undone: UndoStep | None = None,
) -> Game:
    """Save the new state if the game is still at ``version``; the state it replaces becomes
    an undo step, unless this change is the undo of ``undone`` (then that step goes)."""
    check_record(record)
    with transaction.atomic():
        # the UPDATE locks the row: the undo steps below are this writer's alone
        changed = Game.objects.filter(pk=game.pk, version=version).update(
            record=record, finished=finished, version=F("version") + 1, updated_at=timezone.now()
        )
        if changed:
            if undone is None:
                UndoStep.objects.create(
                    game=game,
                    record=game.record,
                    finished=game.finished,
                    size=_json_bytes(game.record),
                )
            else:
                undone.delete()
            Game.objects.filter(pk=game.pk).update(undo_depth=_trim_undo_steps(game))
    game.refresh_from_db()
    if not changed:
        raise GameConflict(game)
    live_versions.published(game.share_token, game.version)
    return game


def _trim_undo_steps(game: Game) -> int:
    """Drop the oldest undo steps beyond the bounds; the number kept."""
    steps = list(game.undo_steps.order_by("-id").values_list("id", "size"))
    kept = undo_steps_kept([size for _id, size in steps])
    if kept < len(steps):
        game.undo_steps.filter(id__lte=steps[kept][0]).delete()
    return kept


def with_deals(game: Game, deals: list[dict[str, Any]]) -> dict[str, Any]:
    """The game's record with these deals."""
    record = copy.deepcopy(game.record)
    record["deals"] = deals
    return record


def check_index(game: Game, index: int) -> None:
    if not 0 <= index < len(game.deals):
        raise GameRecordInvalid([("deals", _("there is no deal %(n)s") % {"n": index + 1})])


def check_open(game: Game) -> None:
    if game.finished:
        raise GameFinished


def game_put_deals(*, game: Game, version: int, deals: list[dict[str, Any]]) -> Game:
    """Several deals appended in one change (one undo step)."""
    check_open(game)
    current = game.deals
    current.extend(deals)
    return write_record(
        game, version=version, record=with_deals(game, current), finished=game.finished
    )
