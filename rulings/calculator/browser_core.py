"""What the phone runs under Pyodide when the game is offline (issue 24, «No signal needed»).

Pure Python: this module imports the rules core (``rulings.core``) and the wizard's whisting
steps (``wizard_whisting``, pure too) and nothing of Django, so it is packed with the core for
the browser (``offline.core_archive``) and runs there unchanged. Every answer is JSON in, JSON
out (what Pyodide hands to the page's script and back).

- ``question``: the next question of the offline quick entry, asked of the core as the online
  quick form asks it (the type, the declarer, the contract from ``playable_contracts``, the
  defenders' words together from ``Whisting.legal_calls``, a lone whister's open or closed in
  the same chip: ``wizard_whisting.call_pairs``), with the quick form's usual
  answers on the unusual steps (no talon money, no renonce, no half-whist after a whist, nobody
  takes the whist back, no kontra); then which tricks to type, and the deal.
- ``figures``: the sheet as the core scores a record — each column's total, the balances, the
  next dealer — the same figures the server computes for the same record (``offline.figures``
  is this function), so the phone's sheet is the server's by construction and checked on sync.

Codes only: the page words them with the labels the server gave it in the reader's language.
"""

from __future__ import annotations

import json
from typing import Any

from rulings.calculator.wizard_codes import (
    EMPTY,
    NOT_A_COUNT,
    QUICK_KINDS,
    completed,
    declarer_start,
    holds_passers_tricks,
    suggested,
    usual,
)
from rulings.calculator.wizard_whisting import (
    CALLS,
    FIRST_WORDS,
    JOIN,
    call_pairs,
    lone_choice,
    split_calls,
    take_back,
)
from rulings.core import (
    TRICKS_PER_DEAL,
    GameScore,
    Kontra,
    PreferansError,
    RecordError,
    SheetKind,
    Variant,
    WhistCall,
    Whisting,
    active_players,
    defenders_in_order,
    format_amount,
    parse_contract,
    playable_contracts,
    score,
    undoubled_pik,
)


def question(record_text: str, answers_text: str) -> str:
    """The next question after ``answers`` ({step: value}) for the deal after ``record``'s:
    ``{"step", "choices", "usual", "player"}`` (``usual``: the answer chosen before any tap, as
    the online quick form chooses it; "" if none; the defenders' row, ``calls``, names
    ``first`` and ``second`` instead of ``player``); or ``{"step": "tricks", "players",
    "optional", "start", "auto", "focus", "lone", "total"}`` (who types a count, the dealer of
    four's talon tricks on raspasy optional; the counts a form starts with, as online: the
    declarer at his contract's level and the one count that follows, ``auto``; ``lone``: the
    lone whister, whose count holds the passer's tricks); or ``{"step": "save", "deal"}`` when
    nothing is typed. An answer not among its step's choices is dropped and asked again."""
    return json.dumps(_question(json.loads(record_text), json.loads(answers_text)))


def deal(record_text: str, answers_text: str, tricks_text: str) -> str:
    """The deal for ``answers`` and the typed ``tricks`` ({player: "n" or ""}): whichever single
    count is left empty is 10 less the others (``wizard_codes.completed``, as online);
    ``{"deal"}``, or ``{"error", ...}`` (``count``: a count missing or not one; ``sum``: the
    counts do not make ten; ``refused``: the core refuses the record)."""
    record = json.loads(record_text)
    asked = _question(record, json.loads(answers_text))
    if asked["step"] == "save":
        return json.dumps(_checked(record, asked["deal"]))
    if asked["step"] != "tricks":
        return json.dumps({"error": "unanswered", "step": asked["step"]})
    given = json.loads(tricks_text)
    typed = {player: str(given.get(player, "")) for player in asked["players"]}
    required = [p for p in asked["players"] if p != asked["optional"]]
    worked = completed(typed, required)
    if worked.problem in (NOT_A_COUNT, EMPTY):
        return json.dumps({"error": "count", "player": worked.player})
    if worked.problem:
        return json.dumps({"error": "sum", "total": worked.total})
    counts = {**worked.counts, **worked.filled}
    if not counts.get(asked["optional"], 1):
        del counts[asked["optional"]]  # the sitting-out dealer took no talon trick
    return json.dumps(_checked(record, {**asked["deal"], "tricks": counts}))


def figures_of(result: GameScore, players: list[str]) -> dict[str, Any]:
    """The sheet's figures: per player the pulya (the classic sheet: the game record left; the
    Balkan sheet: the bule left, as the page's table writes them), the mountain (or курочка, or
    the refe written) and the whists (supe) on each other player, and the balance."""
    sheet = result.sheet
    kind = sheet.convention.score_sheet
    # as the page's table writes the column: the game record left, the bule left
    shown = {
        SheetKind.KUROCHKA: lambda x: sheet.target - x,
        SheetKind.BULE: lambda x: sheet.target + x,
    }
    pulya = shown.get(kind, lambda x: x)
    return {
        "players": list(players),
        "pulya": {p: format_amount(pulya(sheet.pulya[p])) for p in players},
        "mountain": {p: format_amount(sheet.mountain[p]) for p in players},
        "whists": {p: {q: format_amount(v) for q, v in sheet.whists[p].items()} for p in players},
        "balance": {p: format_amount(result.settlement.balance[p]) for p in players},
        "deals": len(sheet.deals),
    }


def figures(record_text: str, first_dealer: int = 0) -> str:
    """``figures_of`` the record, with the next dealer; ``{"error"}`` when the core refuses it."""
    record = json.loads(record_text)
    try:
        result = score(record)
    except RecordError as error:
        return json.dumps({"error": "refused", "problems": [list(p) for p in error.problems]})
    out = figures_of(result, record["players"])
    out["next_dealer"] = next_dealer(record, first_dealer)
    return json.dumps(out)


def next_dealer(record: dict[str, Any], first_dealer: int = 0) -> str:
    """Clockwise after the last deal's dealer (a correction deals nothing)."""
    players = record["players"]
    for d in reversed(record["deals"]):
        if "correction" not in d and d.get("dealer") in players:
            return players[(players.index(d["dealer"]) + 1) % len(players)]
    return players[first_dealer % len(players)]


# --- the questions, asked of the core
def _question(record: dict[str, Any], answers: dict[str, str]) -> dict[str, Any]:
    result = score(record)
    conv = result.sheet.convention
    players = tuple(record["players"])
    dealer = str(answers.get("dealer") or next_dealer(record))
    balkan = conv.variant is Variant.BALKAN
    active = active_players(players, dealer)
    kinds = [k for k in QUICK_KINDS if k != "misere" or _misere(conv)]
    kind = _pick(answers, "kind", kinds)
    if kind is None:
        return _ask("kind", kinds)
    base: dict[str, Any] = {"dealer": dealer}
    if kind == "raspasy":
        if balkan:  # an all-pass is not played: everybody gets a refe
            return {"step": "save", "deal": {**base, "contract": "raspasy"}}
        optional = dealer if len(players) == 4 else None
        who = list(active) + ([dealer] if optional else [])
        return _tricks(who, optional, {**base, "contract": "raspasy"}, kind, balkan)
    declarer = _pick(answers, "declarer", list(active))
    if declarer is None:
        return _ask("declarer", list(active))
    base["declarer"] = declarer
    if kind == "misere":
        options = [c.en for c in playable_contracts(conv) if c.is_misere]
        contract = options[0] if len(options) == 1 else _pick(answers, "contract", options)
        if contract is None:
            return _ask("contract", options)
        misere: dict[str, Any] = {**base, "contract": contract}
        if balkan:  # Bettel: both defend (Lesnoy's Balkan preferans)
            misere["defenders"] = dict.fromkeys(
                defenders_in_order(players, dealer, declarer), "whist"
            )
        return _tricks([declarer], None, misere, kind, balkan)
    games = [c.en for c in _games(conv)]
    contract = _pick(answers, "contract", games)
    if contract is None:
        return _ask("contract", games)
    base["contract"] = contract
    whisting = Whisting.of_deal(conv, parse_contract(contract), players, dealer, declarer)
    said: dict[str, str] = {}
    pairs = list(call_pairs(whisting, chooses=not balkan))
    if pairs:  # the defenders' words in one row, a lone whister's open or closed with them
        pair = _pick(answers, CALLS, pairs) or _pair_of(answers, pairs)
        if pair is None:
            first, second = whisting.defenders
            return {**_ask(CALLS, pairs), "first": first, "second": second}
        said = split_calls(pair)
    for name, player in zip(FIRST_WORDS, whisting.defenders, strict=True):
        if name in said:
            whisting = whisting.after(player, WhistCall(said[name]))
    whisting = take_back(whisting, "none")
    if balkan:
        whisting = (
            whisting.after(whisting.to_call, WhistCall.CLOSED)
            if lone_choice(whisting)
            else whisting
        )
    else:
        choices = [c.value for c in lone_choice(whisting)]
        if choices:
            chosen = said.get("open") if said.get("open") in choices else None
            if chosen is None:
                return {**_ask("open", choices), "player": whisting.to_call}
            whisting = whisting.after(whisting.to_call, WhistCall(chosen))
            if chosen == "open":
                base["open"] = True
    calls = {p: c.value for p, c in whisting.last_words().items()}
    if calls:
        base["defenders"] = calls
    pik = balkan and undoubled_pik(conv, parse_contract(contract), Kontra.NONE)
    if not whisting.plays_out or pik:
        return {"step": "save", "deal": base}
    return _tricks([declarer, *whisting.whisters], None, base, kind, balkan)


def _misere(conv: Any) -> bool:
    return any(c.is_misere for c in playable_contracts(conv))


def _games(conv: Any) -> list[Any]:
    """The games a declarer may play, a level at a time, with the talon first (the order of the
    online contract grid: ``wizard.game_contracts``)."""
    games = [c for c in playable_contracts(conv) if c.is_game]
    return sorted(games, key=lambda c: (c.without_talon, c.level))


def _pair_of(answers: dict[str, str], pairs: list[str]) -> str | None:
    """A deal kept on the phone before the defenders' words were one row: its ``call1``,
    ``call2`` and ``open`` as the ``calls`` value they make (to edit it), if one of ``pairs``."""
    words = [answers.get(name, "") for name in (*FIRST_WORDS, "open")]
    for value in (JOIN.join(words), JOIN.join(words[:2])):
        if value in pairs:
            return value
    return None


def _pick(answers: dict[str, str], step: str, choices: list[str]) -> str | None:
    value = answers.get(step)
    return value if value in choices else None


def _ask(step: str, choices: list[str]) -> dict[str, Any]:
    return {"step": step, "choices": choices, "usual": usual(step, choices)}


def _tricks(
    who: list[str], optional: str | None, template: dict[str, Any], kind: str, balkan: bool
) -> dict[str, Any]:
    """The tricks question, with the counts a form starts with (``wizard_codes.suggested``)."""
    required = [p for p in who if p != optional]
    declarer = template.get("declarer")
    start = declarer_start(kind, template["contract"], balkan=balkan)
    shown, auto, focus = suggested(dict.fromkeys(who, ""), required, declarer, start)
    lone = who[1] if holds_passers_tricks(kind, len(who), balkan=balkan) else None
    return {
        "step": "tricks",
        "players": who,
        "optional": optional,
        "start": shown,
        "auto": auto,
        "focus": focus,
        "lone": lone,
        "total": TRICKS_PER_DEAL,
        "deal": template,
    }


def _checked(record: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """The deal, if the core scores the record with it; else why not."""
    try:
        score({**record, "deals": [*record["deals"], new]})
    except (RecordError, PreferansError) as error:
        problems = getattr(error, "problems", [("", str(error))])
        return {"error": "refused", "problems": [list(p) for p in problems]}
    return {"deal": new}
