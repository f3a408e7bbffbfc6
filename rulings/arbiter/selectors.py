"""Reads of the adjudicator's web flow: the ruling card as the templates show it, the deals of
a calculator game as adjudication requests.

The card is built from the ruling JSON (``Ruling.as_json()``), the same for a fresh ruling and
a saved one, so a permalink shows what was stored. Texts come as English templates with
parameters and are translated here (``rulings.messages.translate``); cards, suits and contracts
in the parameters are written in the reader's notation.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from rulings.arbiter import labels
from rulings.arbiter.card_words import card_translate, item_label, offender_role
from rulings.core import (
    COMPENSATION,
    PREFERANS_NAMES,
    Column,
    Entry,
    PreferansError,
    active_players,
    parse_card,
    parse_contract,
)
from rulings.messages import citation_text
from rulings.models import Game
from rulings.templatetags.cards import card_text
from rulings.web.selectors import convention_for, games_of
from rulings.web.texts import deal_summary, decimals, entry_text, number_text, signed
from rulings.web.words import (
    SUIT_SYMBOL,
    contract_label,
    entry_label,
    preset_label,
    said_call_label,
)

# items the heading does not name: a compensation that follows the rulings, and a card played
# after a card out of turn on raspasy, which is the first offence's consequence, not one of its own
NOT_IN_HEADING = (*COMPENSATION, "out_of_turn_raspasy_follows")


def _english() -> bool:
    return (get_language() or "ru").startswith("en")


def contract_text(value: Any) -> str:
    if not value:
        return ""
    try:
        return contract_label(parse_contract(str(value)).en)
    except (PreferansError, ValueError, KeyError):
        return str(value)


def card_display(value: Any) -> str:
    try:
        return card_text(parse_card(str(value)))
    except (PreferansError, ValueError, TypeError):
        return str(value)


# Parameters that are lists of names with numbers («Anna 0, Vera 13.33»), not numbers themselves.
_NUMBERS_IN_TEXT = ("costs", "back")


def _param(name: str, value: Any) -> Any:
    if isinstance(value, Mapping) and "template" in value:  # a nested text: translated too
        return text_of(value)
    if isinstance(value, float | Fraction):
        return number_text(value)
    if name in _NUMBERS_IN_TEXT and isinstance(value, str):
        return decimals(value)
    if name == "card" and value == "?":  # the short form names no card (renonce_tricks.card_en)
        return _("the card not given")
    if name == "card" and isinstance(value, str):
        return card_display(value)
    if name in ("cards", "order") and isinstance(value, str):  # «KD, 10H»: penalty cards (3.9.14)
        return ", ".join(card_display(c.strip()) for c in value.split(",") if c.strip())
    if name == "clause" and isinstance(value, str):  # a clause a sentence names (no_harm_words)
        return citation_text(value)
    if name == "suit" and isinstance(value, str):
        return SUIT_SYMBOL.get(value, value)
    if name == "contract" and isinstance(value, str):
        return contract_text(value)
    return value


def text_of(item: Mapping[str, Any] | None, role: str = "") -> str:
    """A core text ({text, template, params}) in the reader's language, in the card's words
    (``card_words``: plural forms, a passer's role)."""
    if not item:
        return ""
    template = item.get("template")
    if not template:
        return str(item.get("text", ""))
    raw = item.get("params") or {}
    params = {k: _param(k, v) for k, v in raw.items()}
    try:
        return card_translate(template, params, raw, role)
    except (KeyError, TypeError, ValueError):
        return str(item.get("text", template))


# --- the ruling card
def _listed(label: Any) -> str:
    """A label written as a heading («Счёт козырей вслух»), inside a list after a comma."""
    text = str(label)
    return text[:1].lower() + text[1:]


def incident_view(raw: Mapping[str, Any]) -> dict[str, Any]:
    kind = raw.get("type", "")
    details = []
    if raw.get("trick") is not None:
        details.append(_("trick %(n)s") % {"n": raw["trick"]})
    if raw.get("at_trick") is not None:
        details.append(_("during trick %(n)s") % {"n": raw["at_trick"]})
    if raw.get("card"):
        details.append(card_display(raw["card"]))
    if raw.get("claimed") is not None:
        details.append(_("claimed %(n)s") % {"n": raw["claimed"]})
    if raw.get("kind") and kind == "misdeal":  # a conduct kind is named by the rule's label
        details.append(str(labels.MISDEAL_KINDS.get(raw["kind"], raw["kind"])))
    if raw.get("kind") and kind == "conduct":
        details.append(_listed(labels.CONDUCT_KINDS.get(raw["kind"], raw["kind"])))
    if raw.get("penalty_cards"):
        details.append(
            _("penalty cards: %(cards)s")
            % {"cards": " ".join(card_display(c) for c in raw["penalty_cards"])}
        )
    if raw.get("order"):
        details.append(
            _("in the order %(cards)s") % {"cards": " ".join(card_display(c) for c in raw["order"])}
        )
    if raw.get("kibitzer"):
        details.append(_("a kibitzer"))
    if raw.get("noticed"):
        details.append(str(labels.NOTICED.get(raw["noticed"], raw["noticed"])))
    if raw.get("complainant"):
        details.append(_("%(player)s asks about damage") % {"player": raw["complainant"]})
    if raw.get("choice"):
        details.append(_listed(labels.CHOICES.get(raw["choice"], raw["choice"])))
    return {
        "type": kind,
        "label": str(labels.INCIDENT_SHORT.get(kind, kind)),
        "player": raw.get("player") or "",
        "details": details,
        "detected": bool(raw.get("detected")),
    }


def _item(index: int, raw: Mapping[str, Any], facts: Mapping[str, Any]) -> dict[str, Any]:
    analysis = raw.get("analysis") or {}
    counted = analysis.get("counted") if isinstance(analysis, Mapping) else None
    chosen = raw.get("chosen")
    choices = [
        {
            "key": c.get("key"),
            "label": str(labels.CHOICES.get(c.get("key"), c.get("key"))),
            "text": text_of(c),
            "value": c.get("value"),
            "chosen": c.get("key") == chosen,
        }
        for c in raw.get("choices") or []
    ]
    _worth(choices, counted, raw.get("chooser") or "", facts.get("contract") == "misere")
    role = offender_role(raw, facts)
    return {
        "index": index,
        "rule": raw.get("rule", ""),
        "label": item_label(raw, role),
        "citation": citation_text(raw.get("citation", "")),
        "explanation": text_of(raw.get("explanation"), role),
        "steps": [text_of(s, role) for s in raw.get("steps") or []],
        "incidents": [incident_view(i) for i in raw.get("incidents") or []],
        "choices": choices,
        "chosen": chosen,
        "chosen_label": str(labels.CHOSEN.get(chosen, chosen)) if chosen else "",
        "chooser": raw.get("chooser") or "",
        "counted": counted,
        "counted_misere": counted is not None and facts.get("contract") == "misere",
    }


def _worth(choices: list[dict[str, Any]], counted: Any, chooser: str, misere: bool) -> None:
    """Each choice's value says whose tricks they are, and the best for the chooser is marked:
    the declarer wants more tricks (fewer on misère), the whisters the opposite."""
    values = [c["value"] for c in choices if c["value"] is not None]
    if not values or not counted:
        return
    declarer_chooses = chooser == counted
    wants_more = declarer_chooses != misere
    best = max(values) if wants_more else min(values)
    for c in choices:
        if c["value"] is None:
            continue
        worth = (
            _("tricks of %(player)s (the misère): %(n)s")
            if misere
            else _("the declarer's tricks (%(player)s): %(n)s")
        )
        c["worth"] = worth % {
            "player": counted,
            "n": c["value"],
        }
        if c["value"] == best and len(set(values)) > 1:
            c["worth"] += " — " + _("the best for the side that chooses (%(chooser)s)") % {
                "chooser": chooser
            }


def _amount(value: Any) -> str:
    return number_text(value) if value is not None else "—"


def entry_line(e: Mapping[str, Any], sheet: str = "") -> dict[str, str]:
    """One entry of the ruling's JSON, written as the calculator's sheet writes it; on the
    classic sheet (``sheet``, the convention's ``score_sheet``) the «гора» is the курочка, named
    as it is written («наверх, в курочку»)."""
    code = str(e.get("code", ""))
    entry = Entry(code, Column(e.get("column")), e.get("player"), e.get("amount"), e.get("on"))
    return {
        "code": code,
        "label": entry_label(code),
        "text": decimals(entry_text(entry, sheet or "pulya")),
        "rule": citation_text(str(e.get("rule", ""))),
    }


def _explain(entries: Mapping[str, Any] | None) -> list[dict[str, Any]]:
    if not entries:
        return []
    out = []
    sheet = str((entries.get("options") or {}).get("score_sheet", ""))
    for item in entries.get("explain") or []:
        lines = [entry_line(e, sheet) for e in item.get("entries") or []]
        out.append({"deal": item.get("deal"), "lines": lines})
    return out


def _sheet_rows(
    players: Sequence[str], ruled: Mapping[str, Any] | None, played: Mapping[str, Any] | None
) -> list[dict[str, Any]]:
    def cell(source, player, column, on=None):
        if not source:
            return None
        row = (source.get("players") or {}).get(player) or {}
        value = (row.get("whists") or {}).get(on) if on else row.get(column)
        return value

    rows = []
    for p in players:
        columns = []
        for column in ("pulya", "mountain"):
            a, b = cell(ruled, p, column), cell(played, p, column)
            columns.append({"key": column, "ruling": _amount(a), "played": _amount(b)})
        whists = []
        for q in players:
            if q == p:
                continue
            a, b = cell(ruled, p, "whists", q), cell(played, p, "whists", q)
            if a or b:  # only what is written: a phone has no room for the zeros
                whists.append({"on": q, "ruling": _amount(a or 0), "played": _amount(b or 0)})
        balance_a = (ruled or {}).get("balance", {}).get(p)
        balance_b = (played or {}).get("balance", {}).get(p)
        rows.append(
            {
                "player": p,
                "columns": columns,
                "whists": whists,
                "balance": {"ruling": _signed(balance_a), "played": _signed(balance_b)},
            }
        )
    return rows


def _signed(value: Any) -> str:
    return "—" if value is None else decimals(signed(value))


def heading_labels(raw_items: list[Mapping[str, Any]], facts: Mapping[str, Any]) -> list[str]:
    """The items' labels for the heading, each once; a rule ruled item by item (two renonces
    on raspasy) is named in the plural when it is there more than once."""
    counts = Counter(
        item.get("rule", "") for item in raw_items for _incident in item.get("incidents") or []
    )
    return list(
        dict.fromkeys(
            item_label(item, offender_role(item, facts), several=counts[item.get("rule", "")] > 1)
            for item in raw_items
            if item.get("rule", "") not in NOT_IN_HEADING
        )
    )


def title(item_labels: list[str]) -> str:
    """The card's heading for its items, as a sentence: «Ренонс вистующего и просмотр взятки»,
    «Ренонс, просмотр взятки и карта не в очередь» (the labels after the first in lower case)."""
    if len(item_labels) < 2:
        return "".join(item_labels)
    first, *rest = item_labels
    rest = [label[:1].lower() + label[1:] for label in rest]
    conjunction = (_("%(items)s and %(last)s") % {"items": "", "last": ""}).strip()
    if any(f" {conjunction} " in f" {label} " for label in item_labels):
        # «Ренонсы разыгрывающего и вистующего, просмотр…»: not a second «и» in one heading
        return ", ".join([first, *rest])
    return _("%(items)s and %(last)s") % {"items": ", ".join([first, *rest[:-1]]), "last": rest[-1]}


def ruling_card(ruling: Mapping[str, Any]) -> dict[str, Any]:
    """Everything the ruling card shows, in the reader's language."""
    facts = ruling.get("facts") or {}
    players = list(facts.get("players") or [])
    active = players
    if facts.get("dealer") in players:
        active = list(active_players(tuple(players), facts["dealer"]))
    as_played = facts.get("tricks_as_played") or {}
    after = ruling.get("tricks") or {}
    credited = ruling.get("credited") or {}
    trick_rows = [
        {
            "player": p,
            "played": as_played.get(p, "—") if as_played else "—",
            "ruling": after.get(p, "—") if after else "—",
            "credited": credited.get(p),
            "changed": bool(as_played and after) and as_played.get(p) != after.get(p),
        }
        for p in players
        if p in active or p in as_played or p in after or p in credited
    ]
    without = (ruling.get("without_offence") or {}).get("entries")
    entries = ruling.get("entries")
    conv = facts.get("convention", "")
    raw_items = ruling.get("rulings") or []
    items = [_item(i, item, facts) for i, item in enumerate(raw_items)]
    return {
        "rule": ruling.get("rule", ""),
        "rule_label": title(heading_labels(raw_items, facts))
        or labels.rule_label(ruling.get("rule", "")),
        "citation": citation_text(ruling.get("citation", "")),
        "facts": {
            "convention": preset_label(conv) if conv else "",
            "players": players,
            "dealer": facts.get("dealer"),
            "contract": contract_text(facts.get("contract")),
            "declarer": facts.get("declarer"),
            "defenders": [
                (p, said_call_label(c)) for p, c in (facts.get("defenders") or {}).items()
            ],
            "open": facts.get("open"),
            "hands_known": facts.get("hands_known"),
            "tricks_recorded": facts.get("tricks_recorded") or 0,
        },
        "items": items,
        "redeal": bool(ruling.get("redeal")),
        "tricks": trick_rows if (as_played or after) else [],
        "has_credited": bool(credited),
        "entries": _sheet_rows(players, entries, without) if entries or without else [],
        "explain": _explain(entries),
        "explain_without": _explain(without),
        "same_entries": bool(entries and without)
        and entries.get("players") == without.get("players"),
    }


# --- what the flow shows of a deal and of the visitor's games
def deal_outline(request: Mapping[str, Any]) -> dict[str, Any]:
    """A one-line picture of the deal in a request (the flow's step summary)."""
    players = request.get("players") or []
    hands = request.get("hands") or {}
    parts = []
    if request.get("dealer"):
        parts.append(_("%(player)s deals") % {"player": request["dealer"]})
    contract = request.get("contract")
    if contract:
        text = contract_text(contract)
        if request.get("declarer"):
            text = _("%(player)s plays %(contract)s") % {
                "player": request["declarer"],
                "contract": text,
            }
        parts.append(text)
    if hands:
        parts.append(_("hands known; %(n)s cards played") % {"n": len(request.get("play") or [])})
    elif request.get("tricks"):
        parts.append(
            _("tricks: %(tricks)s")
            % {"tricks": ", ".join(f"{p} {n}" for p, n in request["tricks"].items())}
        )
    return {"players": list(players), "text": "; ".join(str(p) for p in parts)}


def games_for(*, user: Any, session_key: str, limit: int = 20) -> list[Game]:
    return list(games_of(user=user, session_key=session_key)[:limit])


def game_convention_json(game: Game) -> Any:
    """The game's convention as a request gives it: a preset key, or the preset with options
    (and a house convention's name)."""
    raw = game.record.get("convention", "sochi")
    options: dict[str, Any] = {}
    name = None
    if isinstance(raw, Mapping):
        options.update(raw.get("options") or {})
        name = raw.get("name")
        raw = raw.get("preset", "sochi")
    options.update(game.record.get("options") or {})
    if name:
        return {"preset": raw, "options": options, "name": name}
    return {"preset": raw, "options": options} if options else raw


def convention_key(value: Any) -> str:
    return str(value.get("preset", "")) if isinstance(value, Mapping) else str(value)


def convention_label(value: Any) -> str:
    """A preset's name; a house convention's name with its preset's (docs/houses.md)."""
    key = convention_key(value) if value else ""
    preset = preset_label(key) if key else ""
    name = value.get("name") if isinstance(value, Mapping) else None
    return f"{name} ({preset})" if name and preset else preset


def game_label(game: Game) -> str:
    conv = convention_for(game.record)
    name = preset_label(conv.key)
    title = game.title or ", ".join(game.players)
    return f"{title} — {name}"


def game_deals(game: Game) -> list[dict[str, Any]]:
    """The deals of a game that can be ruled on (not corrections), newest first."""
    out = []
    number = 0
    for index, deal in enumerate(game.deals):
        if "correction" in deal:
            continue
        number += 1
        if str(deal.get("contract", "")).strip().lower() in PREFERANS_NAMES:
            continue
        out.append({"index": index, "number": number, "summary": deal_summary(deal, game.players)})
    return out[::-1]


def request_from_game_deal(game: Game, index: int) -> dict[str, Any]:
    """A deal of the game as an adjudication request (the short form, docs/adjudicator.md).

    Every field the deal's score depends on is carried (``refused``, ``open``, ``talon``,
    ``renonce``, ``kontra``, and ``note``, written back with the ruling), so a ruling with no
    irregularity writes the same sheet. The game record keeps the declarer's and the playing
    whisters' tricks (a lone whister's count includes the passer's, one count may be left out);
    the short form wants every active player's, adding up to 10: the missing count is derived,
    a passer gets 0 (his cards were the lone whister's), and on misère the defenders' tricks go
    to the first of them. A dealer who took the whist back (four players) holds no cards: the
    defenders' tricks are counted to them, and the scoring gives them to him.
    """
    deal = dict(game.deals[index])
    players = game.players
    convention = game_convention_json(game)
    if "hands" in deal:
        request = dict(deal)
        request["players"] = players
        request["convention"] = convention
        return request
    request: dict[str, Any] = {"players": players, "convention": convention}
    for key in SCORING_FIELDS:
        if key in deal:
            request[key] = deal[key]
    if len(players) == 4 and deal.get("talon"):
        request["talon"] = deal["talon"]
    tricks = dict(deal.get("tricks") or {})
    dealer = deal.get("dealer")
    if not tricks or dealer not in players:
        return request
    active = active_players(tuple(players), dealer)
    try:
        raspasy = parse_contract(str(deal.get("contract"))).is_raspasy
    except (PreferansError, ValueError):
        raspasy = False
    if raspasy:
        request["tricks"] = tricks
        return request
    declarer = deal.get("declarer")
    calls = deal.get("defenders") or {}
    defenders = [p for p in active if p != declarer]
    playing = [p for p in defenders if calls.get(p) in ("whist", "whist-back")]
    full = {p: tricks.get(p) for p in active}
    back = sum(n for p, n in tricks.items() if p not in active and isinstance(n, int))
    if back and not any(isinstance(full.get(p), int) for p in defenders):
        full[defenders[0]] = back  # the dealer's whist back: the defenders played the cards
    missing = [p for p in [declarer, *playing] if full.get(p) is None]
    known = sum(n for n in full.values() if isinstance(n, int))
    if len(missing) == 1:
        full[missing[0]] = max(0, 10 - known)
    full = {p: (n if isinstance(n, int) else 0) for p, n in full.items()}
    rest = 10 - sum(full.values())
    if rest > 0:
        takers = playing or defenders
        if takers:
            full[takers[0]] += rest
    request["tricks"] = full
    return request


# A short game deal's fields the adjudicator's short form takes as they are
# (docs/game-record.schema.json); ``talon`` only with four players, ``tricks`` completed.
SCORING_FIELDS = (
    "dealer",
    "contract",
    "declarer",
    "defenders",
    "open",
    "refused",
    "renonce",
    "kontra",
    "note",
)
