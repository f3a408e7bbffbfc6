"""Writes of the adjudicator's web flow: saving a ruling, writing it into a calculator game.

A ruling becomes game-record deals (docs/adjudicator.md, «Web flow»): the deal as the ruling
scores it, in the short form (its tricks after rectification, the tricks credited, the calls
that keep their effect), then one ``correction`` per penalty entry, in the order the ruling
writes them (a whist penalty is a correction of whists written by one player on another).
When the ruling cancels the game itself (renonces on both sides) the deal is written as
played and its entries are cancelled by corrections, so the dealer still moves on; a redeal
writes no deal (the same dealer deals again), only its fines. Before anything is written the
deals are scored on a fresh sheet and must give exactly the ruling's ``entries``; when the
short form cannot hold the ruling's deal (a trick that goes to nobody leaves nine tricks), the
deal is written as played and every cell the ruling changes gets a correction instead.

The game is changed in one write through the shared ``write_record`` (rulings/web/
services.py), with the version the visitor saw, so a conflict (``GameConflict``) leaves the game
as it was and one undo takes the whole ruling out again. ``ruling_write`` saves the ruling and
writes it in one transaction, the game's row locked while it is read and written. One ruling
is one permalink (the same ruling saved again is the same ``SavedRuling``, by its fingerprint)
and is written into a game at most once (``RulingWrite``, checked inside that transaction).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from rulings.arbiter import labels, selectors, write_once
from rulings.arbiter.forms import arbiter_failed
from rulings.core import (
    Column,
    Correction,
    DealResult,
    Kontra,
    PreferansDeclaration,
    PreferansError,
    Ruling,
    RulingFaultError,
    Sheet,
    SolverBudgetError,
    adjudicate,
    deal_result,
    read_convention,
    score,
)
from rulings.models import Game, RulingWrite, SavedRuling, ruling_fingerprint
from rulings.web.selectors import convention_for
from rulings.web.services import with_deals, write_record
from rulings.web.words import entry_label

# The game record's correction columns for the ruling's entries: the курочка is kept with the
# mountain and the bule with the pulya on the sheet (rulings/core/sheet.py ``_add``), so an
# entry into either is written as a correction of that column.
SHEET_COLUMNS = {
    Column.PULYA: "pulya",
    Column.BULE: "pulya",
    Column.MOUNTAIN: "mountain",
    Column.KUROCHKA: "mountain",
    Column.WHISTS: "whists",
}


class DealMoved(Exception):
    """The game's deal at the ruling's ``deal_index`` is not the deal the ruling is about (a
    deal was deleted, added before it or changed since it was picked): nothing is written."""


class RulingNotWritable(Exception):
    """The ruling cannot go into this game; ``message`` says why, in the reader's language."""

    def __init__(self, message: str):
        self.message = message
        super().__init__(message)


class RulingAlreadyWritten(RulingNotWritable):
    """A second write of a ruling, or of a ruling on an incident already written, into the same
    game: ``saved`` is the ruling written, for its permalink; it may be replaced, never added."""

    def __init__(self, saved: SavedRuling):
        self.saved = saved
        super().__init__(_("This incident is already written into this game."))


class GameFinishedNotWritten(RulingNotWritable):
    """The game is finished (settled): nothing is written unless it is resumed first."""

    def __init__(self) -> None:
        super().__init__(
            _(
                "The game is finished and settled: a ruling written now would change a "
                "settlement already made. Resume the game to write it."
            )
        )


def ruling_save(
    *,
    request_data: dict[str, Any],
    ruling_json: dict[str, Any],
    convention_key: str,
    game: Game | None = None,
    deal_index: int | None = None,
) -> SavedRuling:
    """Store a ruling for its permalink. A saved ruling is never changed afterwards; the same
    ruling saved again (or saved, then written) is the same row: one ruling, one permalink."""
    deal_index = deal_index if game is not None else None
    fingerprint = ruling_fingerprint(
        request_data, ruling_json, game.pk if game is not None else None, deal_index
    )
    saved, _created = SavedRuling.objects.get_or_create(
        fingerprint=fingerprint,
        defaults={
            "request": request_data,
            "ruling": ruling_json,
            "convention": convention_key[:20],
            "game": game,
            "deal_index": deal_index,
        },
    )
    return saved


def _short(result: DealResult) -> dict[str, Any]:
    deal: dict[str, Any] = {"dealer": result.dealer, "contract": result.contract.en}
    if result.declarer is not None:
        deal["declarer"] = result.declarer
    if result.calls:
        deal["defenders"] = {p: c.value for p, c in result.calls}
    if result.tricks:
        deal["tricks"] = dict(result.tricks)
    if result.open:
        deal["open"] = True
    if result.refused:
        deal["refused"] = True
    if result.talon:
        deal["talon"] = [c.en for c in result.talon]
    if result.renonce:
        deal["renonce"] = result.renonce
    if result.kontra is not Kontra.NONE:
        deal["kontra"] = result.kontra.value
    return deal


def _whole(amount: Any) -> int:
    if isinstance(amount, Fraction):
        if amount.denominator != 1:
            raise RulingNotWritable(
                _(
                    "The ruling writes a fractional amount (%(amount)s); the pulya takes whole "
                    "numbers: write it by hand."
                )
                % {"amount": float(amount)}
            )
        return int(amount)
    return int(amount)


def _correction(
    player: str, column: Column, amount: Any, on: str | None, label: str, note: str
) -> dict[str, Any]:
    name = SHEET_COLUMNS.get(column)
    if name is None:
        raise RulingNotWritable(
            _("This ruling writes into the %(column)s, which a pulya sheet does not have.")
            % {"column": column.value}
        )
    body: dict[str, Any] = {"player": player, name: _whole(amount)}
    if on is not None:
        body["on"] = on
    body["note"] = f"{label} — {note}" if note else label
    return {"correction": body}


def _deal_note(ruling: Ruling, note: str) -> str:
    """The deal's own note (kept) and the ruling's."""
    own = ruling.facts.note
    return f"{own}; {note}" if own and note else own or note


def _structured(ruling: Ruling, note: str) -> list[dict[str, Any]]:
    """The scored deal in short form, then one correction per penalty entry."""
    if ruling.scored is None:
        return []
    explain = ruling.scored.json.get("explain") or []
    deals: list[dict[str, Any]] = []
    sheet_deals = ruling.scored.sheet.deals
    facts = ruling.facts
    deal_note = _deal_note(ruling, note)
    has_deal = any(isinstance(d.outcome, (DealResult, PreferansDeclaration)) for d in sheet_deals)
    if not has_deal and facts.contract is not None and not ruling.redeal:
        # The game itself is not written: the deal as played, then its entries cancelled.
        played = deal_result(facts, facts.tricks, facts.calls)
        if played is not None:
            deals.append({**_short(played), "note": deal_note})
            written = Sheet.new(facts.convention, facts.players).apply(played).deals[-1].entries
            for e in written:
                if e.amount:
                    label = _("%(entry)s: not written") % {"entry": entry_label(e.code)}
                    deals.append(_correction(e.player, e.column, -e.amount, e.on, label, note))
    for position, scored in enumerate(sheet_deals):
        outcome = scored.outcome
        if isinstance(outcome, DealResult):
            deals.append({**_short(outcome), "note": deal_note})
        elif isinstance(outcome, PreferansDeclaration):
            deals.append(
                {
                    "dealer": outcome.dealer,
                    "declarer": outcome.declarer,
                    "contract": "preferans",
                    "note": deal_note,
                }
            )
        elif isinstance(outcome, Correction):
            entries = explain[position].get("entries") if position < len(explain) else []
            code = entries[0].get("code", "") if entries else ""
            label = entry_label(code) if code else _("correction")
            deals.append(
                _correction(outcome.player, outcome.column, outcome.amount, outcome.on, label, note)
            )
        else:
            raise RulingNotWritable(_("This ruling cannot be written as pulya entries."))
    return deals


def _as_played_with_difference(ruling: Ruling, note: str) -> list[dict[str, Any]]:
    """The deal as played, then a correction for every cell the ruling changes.

    For rulings whose deal the short form cannot hold (a trick that goes to nobody leaves
    nine): the sheet comes out the same, cell by cell.
    """
    facts = ruling.facts
    played = deal_result(facts, facts.tricks, facts.calls)
    if played is None or ruling.scored is None or ruling.without_offence is None:
        return []
    ours, theirs = ruling.scored.sheet, ruling.without_offence.sheet
    label = _("adjusted by the ruling")
    deals: list[dict[str, Any]] = [{**_short(played), "note": _deal_note(ruling, note)}]
    for p in facts.players:
        for column, mine, other in (
            (Column.PULYA, ours.pulya[p], theirs.pulya[p]),
            (Column.MOUNTAIN, ours.mountain[p], theirs.mountain[p]),
        ):
            if mine != other:
                deals.append(_correction(p, column, mine - other, None, label, note))
        for q, amount in ours.whists[p].items():
            diff = amount - theirs.whists[p].get(q, 0)
            if diff:
                deals.append(_correction(p, Column.WHISTS, diff, q, label, note))
    return deals


def deals_to_write(ruling: Ruling, deal_index: int | None, *, note: str = "") -> list[dict]:
    """What writing the ruling puts into the game: ``game_deals_of``; a redeal of a deal picked
    from the game takes that deal off (the same dealer deals again), with the fine if any.
    Raises ``RulingNotWritable`` with the reason (the card says it instead of the button)."""
    if ruling.redeal and deal_index is not None and not _structured(ruling, note):
        return []  # no fine to write: the picked deal just goes
    return game_deals_of(ruling, note=note)


def game_deals_of(ruling: Ruling, *, note: str = "") -> list[dict[str, Any]]:
    """The ruling as game-record deals whose sheet is exactly the ruling's ``entries``.

    First the scored deal in short form with one correction per penalty entry; when the short
    form cannot hold the ruling's deal, the deal as played with the difference as corrections.
    """
    if ruling.scored is None:
        raise RulingNotWritable(_("This ruling has no score entries to write."))
    structured = _structured(ruling, note)
    if not structured:
        raise RulingNotWritable(_("The ruling writes nothing: the cards are dealt again."))
    if _matches(ruling, structured):
        return structured
    fallback = _as_played_with_difference(ruling, note)
    if fallback and _matches(ruling, fallback):
        return fallback
    raise RulingNotWritable(
        _("The ruling's entries could not be written exactly as the ruling gives them.")
    )


def _matches(ruling: Ruling, deals: list[dict[str, Any]]) -> bool:
    """Scored on a fresh sheet under the ruling's convention, do the deals give its entries?"""
    conv = ruling.facts.convention
    record = {
        "convention": {"preset": conv.key, "options": conv.as_options()},
        "players": list(ruling.facts.players),
        "deals": deals,
    }
    try:
        result = score(record).as_json()
    except PreferansError:
        return False
    expected = ruling.scored.json if ruling.scored else {}
    return result["players"] == expected.get("players")


def _same_convention(game: Game, convention: Any) -> bool:
    try:
        theirs = convention_for(game.record)
        ours = read_convention(convention)
    except PreferansError:
        return False
    return theirs.key == ours.key and theirs.as_options() == ours.as_options()


def _same_deal(game: Game, index: int, request: dict[str, Any]) -> bool:
    """Is deal ``index`` of the game still the deal the request was built from?"""
    if not 0 <= index < len(game.deals) or "correction" in game.deals[index]:
        return False
    asked = {k: v for k, v in request.items() if k != "incidents"}
    return selectors.request_from_game_deal(game, index) == asked


def check_fits(result: Ruling, request: Mapping[str, Any], game: Game) -> None:
    """Raise ``RulingNotWritable`` unless the ruling's players and convention are the game's
    (the card's dry run asks this too, so it offers no write that would be refused)."""
    players = list(result.facts.players)
    if game.players != players:
        raise RulingNotWritable(
            _("The game's players are %(game)s; the ruling's are %(ruling)s.")
            % {"game": ", ".join(game.players), "ruling": ", ".join(players)}
        )
    if not _same_convention(game, request.get("convention", "sochi")):
        raise RulingNotWritable(
            _("The ruling was made under another convention than the game's: start from the game.")
        )


def ruling_write_into_game(
    *, ruling: SavedRuling, game: Game, version: int, replace: bool = False, resume: bool = False
) -> Game:
    """Write a saved ruling into a calculator game (the caller checked the permission).

    With ``ruling.deal_index`` (the ruling is about a deal already on the sheet) that deal is
    replaced by the ruling's deal, or deleted on a redeal; the corrections are appended. The
    deal at that index must still be the one the ruling's request was built from
    (``selectors.request_from_game_deal``), else ``DealMoved`` and nothing is written.
    The ruling is worked out first; then the game is read again with its row locked
    (``select_for_update``) until the write ends, so what is checked is what is written; inside
    that transaction the write is recorded (``RulingWrite``), so a ruling goes into a game at
    most once, and each incident once (``write_once``): a ruling on an incident already written
    is refused (``RulingAlreadyWritten``) unless ``replace``, which takes the earlier write's
    deals out and puts this ruling's in their place. A finished game is refused
    (``GameFinishedNotWritten``) unless ``resume``: then it is resumed in the same change.
    Raises ``RulingNotWritable`` (the reason, translated), ``DealMoved``, ``GameConflict``
    (someone changed the game since ``version``) or ``GameRecordInvalid``.
    """
    request = ruling.request
    try:
        result = adjudicate(request, node_budget=settings.SOLVER_NODE_BUDGET)
    except SolverBudgetError:
        raise  # too long to solve now: a 503, not a reason the ruling cannot be written
    except RulingFaultError as error:  # the site's fault (a 500), not a reason to refuse
        raise arbiter_failed(error) from error
    except PreferansError as error:
        raise RulingNotWritable(str(error)) from None
    stored = (ruling.ruling.get("entries") or {}).get("players")
    if result.scored is None or stored != result.scored.json.get("players"):
        raise RulingNotWritable(
            _("The rules have changed since this ruling was saved: ask the arbiter again.")
        )
    link = f"/rule/r/{ruling.token}/"
    note = _("Ruling: %(rule)s, %(link)s") % {
        "rule": labels.rule_label(result.rule),
        "link": link,
    }
    index = ruling.deal_index
    deals = deals_to_write(result, index, note=note)
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game.pk)
        if game.finished and not resume:
            raise GameFinishedNotWritten()
        check_fits(result, request, game)
        key = write_once.deal_key(game, result, index)
        earlier = write_once.earlier_write(game, key)
        if earlier is not None and not replace:
            raise RulingAlreadyWritten(earlier.ruling)
        current = game.deals
        if earlier is not None:  # its deals go, the new ruling's come in their place
            position = write_once.found_at(earlier, game)
            if position is None:
                raise RulingNotWritable(earlier_changed())
            span = len(earlier.deals)
            earlier.delete()  # and its incidents with it
        elif index is not None:
            if not _same_deal(game, index, request):
                raise DealMoved()
            position, span = index, 1
        else:
            position, span = len(current), 0
        current[position : position + span] = deals
        write = _write_once(ruling, game, key=key, deals=deals)
        if not write_once.record_write(write, result):
            raise RulingAlreadyWritten(ruling)  # a concurrent write of the incident won
        # One change, so one undo takes the whole ruling back out of the pulya (and, when the
        # game was resumed to write it, makes it finished again).
        return write_record(game, version=version, record=with_deals(game, current), finished=False)


def earlier_changed() -> str:
    return _(
        "The entries the earlier ruling wrote are no longer in the game as it wrote them (undone "
        "or edited): nothing was written. Check the game's sheet and write it by hand."
    )


def _write_once(ruling: SavedRuling, game: Game, *, key: str, deals: list[dict]) -> RulingWrite:
    """One ruling, at most one write per game: the record of this write (``RulingWrite``, unique
    per ruling and game) is made inside the write's transaction, so a second write, a concurrent
    one included, is refused with the link to the ruling already written, and a write that fails
    afterwards leaves no record."""
    try:
        with transaction.atomic():  # a savepoint: the refusal leaves the outer transaction usable
            return RulingWrite.objects.create(
                ruling=ruling,
                game=game,
                deal_key=key,
                deals=deals,
            )
    except IntegrityError:
        raise RulingAlreadyWritten(ruling) from None


def ruling_write(
    *,
    request_data: dict[str, Any],
    ruling: Ruling,
    game: Game,
    deal_index: int | None,
    version: int,
    replace: bool = False,
    resume: bool = False,
) -> tuple[SavedRuling, Game]:
    """«Write into the pulya»: the ruling saved for its permalink and written into the game, in
    one transaction: when the write is refused (``ruling_write_into_game``'s exceptions) the
    ruling is not saved either."""
    with transaction.atomic():
        saved = ruling_save(
            request_data=request_data,
            ruling_json=ruling.as_json(),
            convention_key=ruling.facts.convention.key,
            game=game,
            deal_index=deal_index,
        )
        return saved, ruling_write_into_game(
            ruling=saved, game=game, version=version, replace=replace, resume=resume
        )
