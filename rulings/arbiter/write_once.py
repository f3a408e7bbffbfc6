"""One incident, one write (issue 21): a ruling is tied to the game, the deal and the incidents
it rules on, so asking again about an incident already written never adds its penalty twice.

Each incident of a written ruling is kept as a ``WrittenIncident``, unique per game, deal and
incident (its kind, offender, trick and card); the database refuses a second one, a concurrent
write included. A later ruling on a deal already written, about the same incident or another
one, replaces the earlier write: the game's deals the earlier write put in are taken out (they
must still be there as written) and the new ruling's deals go in their place; the deal is
written once. A deal added from a record is what the core read of it (``deal_content``); a deal
picked from the game is its place, and picking it again asks about the deal as it was before
the ruling (``request_for_deal``).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from django.db import IntegrityError, transaction

from rulings.arbiter import selectors
from rulings.core import Ruling
from rulings.models import Game, RulingWrite, WrittenIncident

# A ruling with no irregularity is still a write of its deal: the same deal twice is one write.
NO_INCIDENT = "none"


def deal_key(game: Game, ruling: Ruling, deal_index: int | None) -> str:
    """The deal a ruling is about. A deal picked from the game that a ruling wrote is that
    ruling's deal (its key); another picked deal is its place and content (a deal that takes
    the place of one a redeal removed is another deal); a deal added from a record is what the
    core read of it (``deal_content``), so the same deal asked about again, with a note added,
    a default written out or other incidents, is the same deal."""
    if deal_index is None:
        return record_key(ruling)
    write = written_at(game, deal_index)
    return write.deal_key if write is not None else f"deal {deal_index} {_digest(ruling)}"


def record_key(ruling: Ruling) -> str:
    """The key of a deal added from a record (migration 0010 gives the earlier writes theirs)."""
    return f"record {_digest(ruling)}"


def _digest(ruling: Ruling) -> str:
    canonical = json.dumps(deal_content(ruling), sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()[:40]


def deal_content(ruling: Ruling) -> dict[str, Any]:
    """The deal as the core read it, without what a request adds (its incidents, a note): the
    facts, and with the hands the cards of each hand, the talon and the play."""
    facts = ruling.facts
    content: dict[str, Any] = facts.as_json()
    replay = facts.replay
    if replay is not None:
        record = replay.record
        content["hands"] = {
            p: sorted(c.en for c in cards) for p, cards in record.deal.hands.items()
        }
        content["talon"] = [c.en for c in record.deal.talon]
        content["discard"] = [c.en for c in record.discard]
        content["play"] = [[p, c.en] for p, c in record.play]
    return content


def incident_keys(ruling: Ruling) -> list[str]:
    """Each incident the ruling rules on (entered or seen in the play): kind, offender, the
    trick it is about (or the trick being played) and the card."""
    keys = []
    for item in ruling.items:
        for incident in item.incidents:
            trick = incident.trick if incident.trick is not None else incident.at_trick
            card = incident.card.en if incident.card is not None else ""
            keys.append(f"{incident.type.value} {incident.player} {trick or ''} {card}".strip())
    return sorted(set(keys)) or [NO_INCIDENT]


def earlier_write(game: Game, key: str) -> RulingWrite | None:
    """The write of this game that already holds deal ``key``: whatever its incidents, the
    ruling replaces it, since the deal is written once (a second incident of the same deal is
    ruled with the first, in one ruling, never added as the deal again)."""
    found = (
        WrittenIncident.objects.filter(game=game, deal_key=key)
        .select_related("write__ruling")
        .order_by("-write_id")
        .first()
    )
    return found.write if found is not None else None


def found_at(write: RulingWrite, game: Game) -> int | None:
    """Where the earlier write's deals are in the game now, all of them, unchanged (deals added
    or deleted before them move them; their notes name the ruling, so they are one run)."""
    size = len(write.deals)
    if not size:
        return None
    deals = game.deals
    for start in range(len(deals) - size + 1):
        if deals[start] == write.deals[0] and deals[start : start + size] == write.deals:
            return start
    return None


def request_for_deal(game: Game, index: int) -> dict[str, Any]:
    """Deal ``index`` of the game as an adjudication request; a deal a ruling wrote is asked
    about as it was before that ruling (else a second ruling would penalise it twice)."""
    write = written_at(game, index)
    if write is None:
        return selectors.request_from_game_deal(game, index)
    return {k: v for k, v in write.ruling.request.items() if k != "incidents"}


def written_at(game: Game, index: int) -> RulingWrite | None:
    """The ruling write whose deal is deal ``index`` of the game (its corrections may have been
    edited since: ``found_at`` says whether it can be replaced)."""
    if not 0 <= index < len(game.deals):
        return None
    for write in RulingWrite.objects.filter(game=game).select_related("ruling").order_by("-id"):
        if write.deals and write.deals[0] == game.deals[index]:
            return write
    return None


def record_write(write: RulingWrite, ruling: Ruling) -> bool:
    """Keep the write's incidents; False when one is already written (a concurrent write won:
    the caller refuses this one). A savepoint, so the refusal leaves the transaction usable."""
    try:
        with transaction.atomic():
            WrittenIncident.objects.bulk_create(
                WrittenIncident(
                    write=write, game=write.game, deal_key=write.deal_key, incident_key=k
                )
                for k in incident_keys(ruling)
            )
    except IntegrityError:
        return False
    return True
