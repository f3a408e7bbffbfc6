"""Writes of the score calculator: every change goes through here (views stay thin).

Each change builds the new game record, has the scoring engine check it (``RecordError`` →
``GameRecordInvalid`` with every problem; nothing is saved), then writes it only if nobody else
changed the game meanwhile: ``UPDATE … WHERE version = <the version the user saw>``. When that
matches no row the change is refused with ``GameConflict`` (optimistic versioning): two people
entering into one game never overwrite each other's deals.
"""

from __future__ import annotations

import copy
import secrets
from decimal import Decimal
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from rulings.core.convention import Convention
from rulings.core.errors import PreferansError, RecordError
from rulings.core.scorer import score
from rulings.models import Game

UNDO_DEPTH = 30
# The presets the calculator starts: the pulya sheet (пуля / гора / висты), the classic sheet
# with курочка and the Balkan sheet (bule / supe / refe); every one is drawn and entered.
CALCULATOR_PRESETS = ("sochi", "leningrad", "rostov", "classic", "kurochka", "balkan")
# House options the start form sets (the rest come in by import).
START_OPTIONS = ("talon_money",)
BALKAN_PRESETS = ("balkan",)


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


def new_session_key() -> str:
    return secrets.token_urlsafe(24)


def check_record(record: dict[str, Any]) -> None:
    """Raise ``GameRecordInvalid`` unless the engine scores the record."""
    try:
        score(record)
    except RecordError as error:
        raise GameRecordInvalid(list(error.problems), error) from None


def game_create(
    *,
    owner: Any,
    session_key: str,
    players: list[str],
    convention: str,
    pulya: int,
    first_dealer: int = 0,
    whist_price: Decimal | int = 0,
    title: str = "",
    options: dict[str, Any] | None = None,
) -> Game:
    """A new game. ``pulya`` 0 or None: the convention's usual size; ``options``: house options
    the start form offers (``START_OPTIONS``), kept in the record's ``options``."""
    if not pulya:
        try:
            pulya = Convention.preset(convention).pulya_target
        except PreferansError:
            pulya = 20  # the engine names the unknown preset below
    record: dict[str, Any] = {
        "convention": convention,
        "players": list(players),
        "pulya": pulya,
        "deals": [],
    }
    unknown = sorted(set(options or {}) - set(START_OPTIONS))
    if unknown:
        raise GameRecordInvalid([(f"options.{name}", "not set at the start") for name in unknown])
    if options:
        record["options"] = dict(options)
    if title:
        record["title"] = title
    check_record(record)
    if convention in BALKAN_PRESETS and len(players) != 3:
        raise GameRecordInvalid([("players", "Balkan preferans is played by three (seed 003)")])
    if not 0 <= first_dealer < len(players):
        raise GameRecordInvalid([("first_dealer", "must be one of the seats")])
    return Game.objects.create(
        owner=owner if owner is not None and owner.is_authenticated else None,
        session_key=session_key,
        title=title,
        record=record,
        first_dealer=first_dealer,
        whist_price=Decimal(whist_price),
    )


def game_import(*, owner: Any, session_key: str, data: Any, whist_price: Decimal | int = 0) -> Game:
    """A new game from a game record (the JSON of ``manage.py score``), checked whole."""
    if not isinstance(data, dict):
        raise GameRecordInvalid([("", "the game record must be a JSON object")])
    check_record(data)
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


def _write(
    game: Game, *, version: int, record: dict[str, Any], finished: bool, history: list | None = None
) -> Game:
    check_record(record)
    if history is None:
        snapshot = {"record": game.record, "finished": game.finished}
        history = [*game.history, snapshot][-UNDO_DEPTH:]
    with transaction.atomic():
        changed = Game.objects.filter(pk=game.pk, version=version).update(
            record=record,
            finished=finished,
            history=history,
            version=F("version") + 1,
            updated_at=timezone.now(),
        )
    game.refresh_from_db()
    if not changed:
        raise GameConflict(game)
    return game


def _with_deals(game: Game, deals: list[dict[str, Any]]) -> dict[str, Any]:
    record = copy.deepcopy(game.record)
    record["deals"] = deals
    return record


def _check_index(game: Game, index: int) -> None:
    if not 0 <= index < len(game.deals):
        raise GameRecordInvalid([("deals", f"there is no deal {index + 1}")])


def game_add_deal(*, game: Game, version: int, deal: dict[str, Any]) -> Game:
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
    current = game.deals
    if replacing is None:
        current.extend(deals)
    else:
        _check_index(game, replacing)
        current[replacing : replacing + 1] = deals
    return _write(game, version=version, record=_with_deals(game, current), finished=game.finished)


def game_edit_deal(*, game: Game, version: int, index: int, deal: dict[str, Any]) -> Game:
    _check_index(game, index)
    deals = game.deals
    deals[index] = deal
    return _write(game, version=version, record=_with_deals(game, deals), finished=game.finished)


def game_delete_deal(*, game: Game, version: int, index: int) -> Game:
    _check_index(game, index)
    deals = game.deals
    del deals[index]
    return _write(game, version=version, record=_with_deals(game, deals), finished=game.finished)


def game_set_finished(*, game: Game, version: int, finished: bool) -> Game:
    return _write(game, version=version, record=game.record, finished=finished)


def game_undo(*, game: Game, version: int) -> Game:
    if not game.history:
        raise GameRecordInvalid([("", "nothing to undo")])
    *rest, last = game.history
    return _write(
        game, version=version, record=last["record"], finished=last["finished"], history=rest
    )


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
        if isinstance(raw, dict):
            conv = Convention.preset(str(raw.get("preset"))).with_options(raw.get("options", {}))
        else:
            conv = Convention.preset(str(raw))
        return conv.with_options(game_record.get("options", {}))
    except PreferansError:
        return Convention.preset("sochi")
