"""A deal of the record back into the wizard's fields, to edit it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulings.calculator.wizard_state import COLUMNS
from rulings.core import (
    PREFERANS_NAMES,
    PreferansError,
    active_players,
    defenders_in_order,
    parse_contract,
)
from rulings.web.words import talon_kind


def _dealer_back(calls: Mapping[str, Any], dealer: Any) -> str:
    return "dealer" if calls.get(dealer) == "whist-back" else "none"


def state_from_deal(
    deal: Mapping[str, Any], players: tuple[str, ...], *, half_after_whist: bool = False
) -> dict[str, str]:
    """The wizard's fields for a deal of the record, to edit it (best effort; the rest is asked).
    ``half_after_whist``: the convention's option (Lesnoy's code 3.8.14), under which a first
    defender's half-whist is his whist – pass – half-whist."""
    if "correction" in deal:
        body = deal["correction"]
        column = next((c for c in COLUMNS if c in body), "")
        state = {"kind": "correction", "c_player": str(body.get("player", "")), "c_column": column}
        if column:
            state["c_amount"] = str(body[column])
        if body.get("on"):
            state["c_on"] = str(body["on"])
        if body.get("note"):
            state["c_note"] = str(body["note"])
        return state
    raw_contract = str(deal.get("contract", ""))
    if raw_contract.strip().lower() in PREFERANS_NAMES:
        return {"kind": "preferans", "declarer": str(deal.get("declarer", ""))}
    try:
        contract = parse_contract(raw_contract).en
    except PreferansError:
        contract = raw_contract
    tricks = {
        f"tricks_{players.index(p)}": str(t)
        for p, t in (deal.get("tricks") or {}).items()
        if p in players
    }
    lowered = contract.lower()
    if lowered == "raspasy":
        return {"kind": "raspasy", **tricks}
    state = {"declarer": str(deal.get("declarer", ""))}
    extras = {"kontra": str(deal.get("kontra") or "none")}
    if lowered.startswith("misere"):
        state["kind"] = "misere"
        state["contract"] = "misere without talon" if "without" in lowered else "misere"
        state["renonce"] = str(deal.get("renonce") or "none")
        return {**state, **extras, **tricks}
    state["contract"] = contract
    if deal.get("talon"):
        talon = deal["talon"]
        cards = " ".join(talon) if isinstance(talon, list) else str(talon)
        state["talon"] = talon_kind(cards)
        state["talon_cards"] = cards
    else:
        state["talon"] = "none"
    if deal.get("refused"):
        state["kind"] = "refused"
        return state
    state["kind"] = "game"
    dealer = deal.get("dealer")
    if dealer not in players or state["declarer"] not in active_players(players, dealer):
        return state
    first, second = defenders_in_order(players, dealer, state["declarer"])
    calls = deal.get("defenders") or {}
    c1, c2 = calls.get(first), calls.get(second)
    if c1 == "whist-back" and c2 == "half":
        state.update(call1="pass", call2="half", back="first")
    elif c1 == "half" and c2 in ("pass", "whist-back") and half_after_whist:
        # Lesnoy's code 3.8.14: whist – pass – half-whist, then the passer or the dealer may whist
        # back
        back = "second" if c2 == "whist-back" else _dealer_back(calls, dealer)
        state.update(call1="whist", call2="pass", half_after="yes", back=back)
    elif c1 in ("whist", "pass") and c2 in ("whist", "pass", "half"):
        state.update(call1=c1, call2=c2, back=_dealer_back(calls, dealer))
    elif calls:
        return state
    # no calls written: a ten only checked, whose tricks the wizard asks at once
    state["open"] = "open" if deal.get("open") else "closed"
    return {**state, **extras, **tricks}
