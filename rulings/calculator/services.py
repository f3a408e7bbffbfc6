"""Writes of the score calculator: every change goes through here (views stay thin).

A change is written by the shared ``rulings.web.services.write_record``: checked whole by the
scoring engine, refused with ``GameConflict`` when someone else changed the game since the
version the user saw, kept as one undo step. An edit also names the deal it changes by its
fingerprint (``deal_fingerprint``): a different deal at that index is a conflict. A finished
game takes no deals, edits or deletions (``GameFinished``) until it is resumed; undo takes the
finish back. The limits (``MAX_DEALS``, ``UNDO_DEPTH`` …) are rulings/web/services.py's.
"""

from __future__ import annotations

import copy
import hashlib
import json
from decimal import Decimal
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _

from rulings.core import Convention, PreferansError, Variant, read_convention
from rulings.models import Game
from rulings.web import live_versions
from rulings.web.selectors import convention_for
from rulings.web.services import (
    GameConflict,
    GameRecordInvalid,
    check_index,
    check_open,
    check_record,
    with_deals,
    write_record,
)

# The presets the calculator starts: the pulya sheet (пуля / гора / висты), the classic sheet
# with курочка and the Balkan sheet (bule / supe / refe); every one is drawn and entered.
CALCULATOR_PRESETS = ("sochi", "leningrad", "rostov", "classic", "kurochka", "balkan")
# House options the start form sets (the rest come in by import).
START_OPTIONS = ("talon_money",)


def deal_fingerprint(deal: Any) -> str:
    """A short digest of one deal as the record writes it: an edit names its deal by it."""
    text = json.dumps(deal, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


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


def _check_version(game: Game, version: int) -> None:
    """A change from a page drawn at another version is a conflict before anything else: its
    deal numbers may point at other deals now."""
    if version != game.version:
        raise GameConflict(game)


def game_add_deal(*, game: Game, version: int, deal: dict[str, Any]) -> Game:
    check_open(game)
    return write_record(
        game,
        version=version,
        record=with_deals(game, [*game.deals, deal]),
        finished=game.finished,
    )


def game_edit_deal(
    *, game: Game, version: int, index: int, deal: dict[str, Any], fingerprint: str | None = None
) -> Game:
    """Put ``deal`` in place of deal ``index``. With ``fingerprint`` (``deal_fingerprint`` of
    the deal the user is editing, taken when the edit started) a different deal at that index
    is a ``GameConflict``: the deals moved (one was deleted or added) since."""
    check_open(game)
    check_index(game, index)
    deals = game.deals
    if fingerprint is not None and deal_fingerprint(deals[index]) != fingerprint:
        raise GameConflict(game)
    deals[index] = deal
    return write_record(
        game, version=version, record=with_deals(game, deals), finished=game.finished
    )


def game_delete_deal(*, game: Game, version: int, index: int) -> Game:
    check_open(game)
    _check_version(game, version)
    check_index(game, index)
    deals = game.deals
    del deals[index]
    return write_record(
        game, version=version, record=with_deals(game, deals), finished=game.finished
    )


def game_set_finished(*, game: Game, version: int, finished: bool) -> Game:
    return write_record(game, version=version, record=game.record, finished=finished)


def game_undo(*, game: Game, version: int) -> Game:
    """Take the last change back. Allowed on a finished game too: there the last change is
    the finish (or whatever came before a resume), and refusing it would leave a game that
    was finished, resumed and undone with no way back to its deals."""
    last = game.undo_steps.order_by("id").last()
    if last is None:
        raise GameRecordInvalid([("", _("Nothing to undo."))])
    return write_record(
        game, version=version, record=last.record, finished=last.finished, undone=last
    )


def game_set_whist_price(*, game: Game, version: int, whist_price: Decimal) -> Game:
    with transaction.atomic():
        changed = Game.objects.filter(pk=game.pk, version=version).update(
            whist_price=whist_price, version=F("version") + 1, updated_at=timezone.now()
        )
    game.refresh_from_db()
    if not changed:
        raise GameConflict(game)
    live_versions.published(game.share_token, game.version)
    return game


def claim_session_games(*, user: Any, session_key: str) -> int:
    """At sign-in, the games made anonymously in this session become the user's."""
    if not session_key or not user.is_authenticated:
        return 0
    return Game.objects.filter(owner__isnull=True, session_key=session_key).update(owner=user)
