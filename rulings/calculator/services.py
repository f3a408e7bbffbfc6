"""Writes of the score calculator: every change goes through here (views stay thin).

Each change builds the new game record, has the scoring engine check it (``RecordError`` →
``GameRecordInvalid`` with every problem; nothing is saved), then writes it only if nobody else
changed the game meanwhile: ``UPDATE … WHERE version = <the version the user saw>``. When that
matches no row the change is refused with ``GameConflict`` (optimistic versioning): two people
entering into one game never overwrite each other's deals. An edit also names the deal it
changes by its fingerprint (``deal_fingerprint``): a different deal at that index is a conflict.

Limits (docs/calculator.md): a game holds at most ``MAX_DEALS`` deals and ``MAX_RECORD_BYTES``
of record (checked on import and on every write); undo keeps at most ``UNDO_DEPTH`` earlier
states (``UndoStep`` rows) and at most ``MAX_HISTORY_BYTES`` of them together (the oldest go
first). A finished game takes no deals, edits or deletions (``GameFinished``) until it is
resumed; undo takes the finish back.
"""

from __future__ import annotations

import copy
import hashlib
import json
import secrets
from decimal import Decimal
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _

from rulings.core import Convention, PreferansError, RecordError, Variant, read_convention, score
from rulings.models import Game, UndoStep

UNDO_DEPTH = 30
# What one game may hold: a pulya rarely has more than a hundred deals; the record is a few
# hundred bytes a deal (UTF-8 JSON). The undo history holds at most UNDO_DEPTH earlier states
# and at most MAX_HISTORY_BYTES of them together: fewer snapshots for a big record.
MAX_DEALS = 500
MAX_RECORD_BYTES = 256 * 1024
MAX_HISTORY_BYTES = 1024 * 1024
# The presets the calculator starts: the pulya sheet (пуля / гора / висты), the classic sheet
# with курочка and the Balkan sheet (bule / supe / refe); every one is drawn and entered.
CALCULATOR_PRESETS = ("sochi", "leningrad", "rostov", "classic", "kurochka", "balkan")
# House options the start form sets (the rest come in by import).
START_OPTIONS = ("talon_money",)


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
    resumed (``game_set_finished``)."""

    def __init__(self) -> None:
        super().__init__([("", finished_message())])


def new_session_key() -> str:
    return secrets.token_urlsafe(24)


def _json_bytes(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())


def deal_fingerprint(deal: Any) -> str:
    """A short digest of one deal as the record writes it: an edit names its deal by it."""
    text = json.dumps(deal, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


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


def game_create(
    *,
    owner: Any,
    session_key: str,
    players: list[str],
    convention: str | dict[str, Any],
    pulya: int,
    first_dealer: int = 0,
    whist_price: Decimal | int = 0,
    title: str = "",
    options: dict[str, Any] | None = None,
) -> Game:
    """A new game. ``convention``: a preset key, or a house convention's rules
    (``HouseConvention.spec()``: preset, options, name), copied into the record so the game
    keeps them whatever the house changes later. ``pulya`` 0 or None: the convention's usual
    size; ``options``: what the start form sets (``START_OPTIONS``), kept in the record's
    ``options``."""
    try:
        rules = read_convention(convention)
    except PreferansError:
        rules = None  # the engine names the unknown preset or option below
    if not pulya:
        pulya = rules.pulya_target if rules else 20
    record: dict[str, Any] = {
        "convention": copy.deepcopy(convention),
        "players": list(players),
        "pulya": pulya,
        "deals": [],
    }
    unknown = sorted(set(options or {}) - set(START_OPTIONS))
    if unknown:
        raise GameRecordInvalid(
            [(f"options.{name}", _("not set at the start")) for name in unknown]
        )
    if options:
        record["options"] = dict(options)
    if title:
        record["title"] = title
    check_record(record)
    if rules is not None and plays_balkan(rules) and len(players) != 3:
        raise GameRecordInvalid([("players", _balkan_three())])
    if not 0 <= first_dealer < len(players):
        raise GameRecordInvalid([("first_dealer", _("must be one of the seats"))])
    return Game.objects.create(
        owner=owner if owner is not None and owner.is_authenticated else None,
        session_key=session_key,
        title=title,
        record=record,
        first_dealer=first_dealer,
        whist_price=Decimal(whist_price),
    )


def _balkan_three() -> str:
    return _("Balkan preferans is played by three (Lesnoy's Balkan preferans): leave player 4 out.")


def plays_balkan(rules: Convention) -> bool:
    """Balkan preferans is played by three (Lesnoy's Balkan preferans), whatever preset a house
    starts from."""
    return rules.variant is Variant.BALKAN


def game_import(*, owner: Any, session_key: str, data: Any, whist_price: Decimal | int = 0) -> Game:
    """A new game from a game record (the JSON of ``manage.py score``), checked whole."""
    if not isinstance(data, dict):
        raise GameRecordInvalid([("", _("The game record must be a JSON object."))])
    check_record(data)  # the limits first: a huge record is refused before it is scored
    players = data.get("players")
    if isinstance(players, list) and len(players) != 3 and plays_balkan(convention_for(data)):
        raise GameRecordInvalid([("players", _balkan_three())])
    record = copy.deepcopy(data)
    record.setdefault("deals", [])
    title = str(record.get("title", ""))[:120]
    return Game.objects.create(
        owner=owner if owner is not None and owner.is_authenticated else None,
        session_key=session_key,
        title=title,
        record=record,
        first_dealer=0,
        whist_price=Decimal(whist_price),
    )


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


def _write(
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
    return game


def _trim_undo_steps(game: Game) -> int:
    """Drop the oldest undo steps beyond the bounds; the number kept."""
    steps = list(game.undo_steps.order_by("-id").values_list("id", "size"))
    kept = undo_steps_kept([size for _id, size in steps])
    if kept < len(steps):
        game.undo_steps.filter(id__lte=steps[kept][0]).delete()
    return kept


def _with_deals(game: Game, deals: list[dict[str, Any]]) -> dict[str, Any]:
    record = copy.deepcopy(game.record)
    record["deals"] = deals
    return record


def _check_version(game: Game, version: int) -> None:
    """A change from a page drawn at another version is a conflict before anything else: its
    deal numbers may point at other deals now."""
    if version != game.version:
        raise GameConflict(game)


def _check_index(game: Game, index: int) -> None:
    if not 0 <= index < len(game.deals):
        raise GameRecordInvalid([("deals", _("there is no deal %(n)s") % {"n": index + 1})])


def _check_open(game: Game) -> None:
    if game.finished:
        raise GameFinished


def game_add_deal(*, game: Game, version: int, deal: dict[str, Any]) -> Game:
    _check_open(game)
    return _write(
        game,
        version=version,
        record=_with_deals(game, [*game.deals, deal]),
        finished=game.finished,
    )


def game_put_deals(
    *, game: Game, version: int, deals: list[dict[str, Any]], replacing: int | None = None
) -> Game:
    """Several deals in one change (one undo step): appended, or put in place of deal
    ``replacing`` (the arbiter writes a ruling's deal and its penalty corrections this way)."""
    _check_open(game)
    current = game.deals
    if replacing is None:
        current.extend(deals)
    else:
        _check_index(game, replacing)
        current[replacing : replacing + 1] = deals
    return _write(game, version=version, record=_with_deals(game, current), finished=game.finished)


def game_edit_deal(
    *, game: Game, version: int, index: int, deal: dict[str, Any], fingerprint: str | None = None
) -> Game:
    """Put ``deal`` in place of deal ``index``. With ``fingerprint`` (``deal_fingerprint`` of
    the deal the user is editing, taken when the edit started) a different deal at that index
    is a ``GameConflict``: the deals moved (one was deleted or added) since."""
    _check_open(game)
    _check_index(game, index)
    deals = game.deals
    if fingerprint is not None and deal_fingerprint(deals[index]) != fingerprint:
        raise GameConflict(game)
    deals[index] = deal
    return _write(game, version=version, record=_with_deals(game, deals), finished=game.finished)


def game_delete_deal(*, game: Game, version: int, index: int) -> Game:
    _check_open(game)
    _check_version(game, version)
    _check_index(game, index)
    deals = game.deals
    del deals[index]
    return _write(game, version=version, record=_with_deals(game, deals), finished=game.finished)


def game_set_finished(*, game: Game, version: int, finished: bool) -> Game:
    return _write(game, version=version, record=game.record, finished=finished)


def game_undo(*, game: Game, version: int) -> Game:
    """Take the last change back. Allowed on a finished game too: there the last change is
    the finish (or whatever came before a resume), and refusing it would leave a game that
    was finished, resumed and undone with no way back to its deals."""
    last = game.undo_steps.order_by("id").last()
    if last is None:
        raise GameRecordInvalid([("", _("Nothing to undo."))])
    return _write(game, version=version, record=last.record, finished=last.finished, undone=last)


def game_set_whist_price(*, game: Game, version: int, whist_price: Decimal) -> Game:
    with transaction.atomic():
        changed = Game.objects.filter(pk=game.pk, version=version).update(
            whist_price=whist_price, version=F("version") + 1, updated_at=timezone.now()
        )
    game.refresh_from_db()
    if not changed:
        raise GameConflict(game)
    return game


def claim_session_games(*, user: Any, session_key: str) -> int:
    """At sign-in, the games made anonymously in this session become the user's."""
    if not session_key or not user.is_authenticated:
        return 0
    return Game.objects.filter(owner__isnull=True, session_key=session_key).update(owner=user)


def convention_for(game_record: dict[str, Any]) -> Convention:
    """The game's convention with its house overrides (the record is already checked)."""
    raw = game_record.get("convention")
    try:
        conv = read_convention(raw if isinstance(raw, dict) else str(raw))
        return conv.with_options(game_record.get("options", {}))
    except PreferansError:
        return Convention.preset("sochi")
