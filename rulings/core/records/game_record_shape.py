"""The game record, step 1: its shape — types, required fields, bounds — each problem per field.

``read_top`` reads the convention, the players and the pulya; ``read_deal`` reads one deal in
its form (the short result form, a full deal record, a «преферанс» declaration or a correction)
into a value that says what was written, with each wrong field noted against its field
(``deals[2].tricks.Vera``). Nothing here knows the rules: step 2 (``game_record.py``) replays
what was read through the core.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import Column, Kontra
from rulings.core.errors import PreferansError
from rulings.core.game.cards import Card, parse_cards
from rulings.core.game.contracts import PREFERANS_NAMES, Contract, parse_contract
from rulings.core.game.deal import active_players
from rulings.core.game.values import maker
from rulings.core.i18n import gettext_noop
from rulings.core.problems import Problems
from rulings.core.records.result import Correction, DefenderCall

# A correction mends the sheet by hand; no deal writes a million (a ten with every penalty is
# hundreds), and amounts beyond that only overflow the settlement's money column.
MAX_CORRECTION = 1_000_000
TOP_FIELDS = {"convention", "options", "players", "pulya", "deals", "title", "date", "notes"}
DEAL_FIELDS = {
    "dealer",
    "declarer",
    "contract",
    "defenders",
    "open",
    "tricks",
    "refused",
    "talon",
    "note",
    "renonce",
    "kontra",
}
# a full deal record inside a game: players and convention come from the game (docs/deal-record.md)
RECORD_FIELDS = (
    "hands",
    "talon",
    "auction",
    "discard",
    "declarer",
    "contract",
    "whisting",
    "play",
    "refused",
)
FULL_DEAL_FIELDS = {"dealer", "note", "kontra", *RECORD_FIELDS}
SHORT_ONLY = {"tricks", "defenders", "open", "renonce"}
PREFERANS_FIELDS = {"dealer", "declarer", "contract", "note"}
CORRECTION_FIELDS = {"player", "pulya", "mountain", "whists", "on", "note"}
NOT_ON_RASPASY = ("declarer", "defenders", "refused", "kontra")


@dataclass(frozen=True)
class Top:
    """The record's own fields; ``convention`` or ``players`` is None when it is wrong."""

    convention: Convention | None
    spec: dict[str, Any]  # {preset, options}, for the full deal records
    players: tuple[str, ...] | None
    target: int


@dataclass(frozen=True, slots=True)
class ShortDeal:
    """A deal in the short result form as written. ``declarer`` is None on raspasy; ``calls``
    None when ``defenders`` is not given, ``calls_read`` False when it is given but wrong."""

    where: str
    dealer: str
    contract: Contract
    declarer: str | None
    calls: Mapping[str, DefenderCall] | None
    calls_read: bool
    tricks: Mapping[str, int] | None
    talon: tuple[Card, ...]
    open: bool
    refused: bool
    renonce: Any
    kontra: Kontra


@dataclass(frozen=True)
class FullDeal:
    """A full deal record (docs/deal-record.md) with the game's players, dealer and convention."""

    where: str
    dealer: str
    record: dict[str, Any]
    kontra: Any  # as written: the rules read it against the contract the replay finds


@dataclass(frozen=True)
class Declaration:
    """The Sochi rules for four «преферанс»: ``{"dealer", "declarer", "contract": "preferans"}``."""

    where: str
    dealer: str
    declarer: Any
    note: str


Shaped = ShortDeal | FullDeal | Declaration | Correction


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_top(data: Mapping[str, Any], problems: Problems) -> Top:
    for key in data:
        if key not in TOP_FIELDS:
            problems.add(str(key), gettext_noop("unknown field"))
    convention, spec = _convention(data, problems)
    players = _players(data.get("players"), problems)
    target = convention.pulya_target if convention else 20
    if "pulya" in data:
        size = data["pulya"]
        if not is_int(size) or size <= 0:
            problems.add("pulya", gettext_noop("must be a positive whole number (the pulya size)"))
        else:
            target = size
    return Top(convention, spec, players, target)


def _convention(
    data: Mapping[str, Any], problems: Problems
) -> tuple[Convention | None, dict[str, Any]]:
    """The convention, and its spec ``{preset, options}`` for the full deal records."""
    raw = data.get("convention", None)
    overrides: dict[str, Any] = {}
    if raw is None:
        problems.add(
            "convention",
            gettext_noop(
                "is required: a preset key (sochi, leningrad, rostov, "
                "classic, kurochka, balkan) or {preset, options}"
            ),
        )
        return None, {}
    if isinstance(raw, Mapping):
        key = raw.get("preset")
        opts = raw.get("options", {})
        if not isinstance(opts, Mapping):
            problems.add("convention.options", gettext_noop("must be an object of option: value"))
        else:
            overrides.update(opts)
        where = "convention.preset"
    else:
        key = raw
        where = "convention"
    extra = data.get("options", {})
    if not isinstance(extra, Mapping):
        problems.add("options", gettext_noop("must be an object of option: value"))
    else:
        overrides.update(extra)
    try:
        conv = Convention.preset(str(key))
    except PreferansError as error:
        problems.add_error(where, error)
        return None, {}
    ok: dict[str, Any] = {}
    for name, value in overrides.items():
        try:
            conv.with_options({name: value})
        except PreferansError as error:
            problems.add_error(f"options.{name}", error)
        else:
            ok[name] = value
    return conv.with_options(ok), {"preset": conv.key, "options": ok}


def _players(raw: Any, problems: Problems) -> tuple[str, ...] | None:
    if not isinstance(raw, list) or len(raw) not in (3, 4):
        problems.add("players", gettext_noop("must list 3 or 4 player names, clockwise"))
        return None
    if not all(isinstance(p, str) and p.strip() for p in raw):
        problems.add("players", gettext_noop("names must be non-empty strings"))
        return None
    if len(set(raw)) != len(raw):
        problems.add("players", gettext_noop("names must be distinct"))
        return None
    return tuple(raw)


def read_deal(
    raw: Any, where: str, players: tuple[str, ...], spec: Mapping[str, Any], problems: Problems
) -> Shaped | None:
    """One deal as written, or None when too little of it can be read to go on."""
    if not isinstance(raw, Mapping):
        problems.add(where, gettext_noop("a deal must be an object"))
        return None
    if "correction" in raw:
        return _correction(raw, where, players, problems)
    if "hands" in raw:
        return _full_deal(raw, where, players, spec, problems)
    if str(raw.get("contract", "")).strip().lower() in PREFERANS_NAMES:
        return _declaration(raw, where, players, problems)
    return _short_deal(raw, where, players, problems)


def _dealer(
    raw: Mapping[str, Any], where: str, players: tuple[str, ...], problems: Problems
) -> str | None:
    """The deal's dealer, or None with the problem noted (every deal form has one)."""
    dealer = raw.get("dealer")
    if isinstance(dealer, str) and dealer in players:
        return dealer
    problems.add(
        f"{where}.dealer",
        gettext_noop("must be one of the players (%(players)s)"),
        players=players,
    )
    return None


def _short_deal(
    raw: Mapping[str, Any], where: str, players: tuple[str, ...], problems: Problems
) -> ShortDeal | None:
    for key in raw:
        if key not in DEAL_FIELDS:
            problems.add(f"{where}.{key}", gettext_noop("unknown field"))
    dealer = _dealer(raw, where, players, problems)
    if dealer is None:
        return None
    active = active_players(players, dealer)
    if "contract" not in raw:
        problems.add(f"{where}.contract", gettext_noop("is required (e.g. 7H, misere, raspasy)"))
        return None
    try:
        contract = parse_contract(str(raw["contract"]))
    except PreferansError as error:
        problems.add_error(f"{where}.contract", error)
        return None
    tricks = _tricks(raw.get("tricks"), f"{where}.tricks", players, problems)
    talon = read_talon(raw.get("talon"), f"{where}.talon", problems)
    for flag in ("open", "refused"):
        if flag in raw and not isinstance(raw[flag], bool):
            problems.add(f"{where}.{flag}", gettext_noop("must be true or false"))
    declarer = None
    kontra: Kontra | None = Kontra.NONE
    calls = None
    calls_read = True
    if contract.is_raspasy:
        for key in NOT_ON_RASPASY:
            if key in raw:
                problems.add(f"{where}.{key}", gettext_noop("raspasy have no %(field)s"), field=key)
    else:
        declarer = raw.get("declarer")
        if declarer not in active:
            if declarer == dealer and len(players) == 4:
                message = gettext_noop(
                    "must be one of the players in the deal (the dealer sits out)"
                )
            else:
                message = gettext_noop("must be one of the players in the deal")
            problems.add(f"{where}.declarer", message)
            return None
        kontra = read_kontra_value(raw.get("kontra"), f"{where}.kontra", problems)
        if kontra is None:
            return None
        if raw.get("defenders") is not None:
            calls = _calls(
                raw["defenders"], f"{where}.defenders", players, dealer, declarer, problems
            )
            calls_read = calls is not None
    return _make_short_deal(
        where,
        dealer,
        contract,
        declarer,
        calls,
        calls_read,
        tricks,
        talon,
        raw.get("open", False) is True,
        raw.get("refused", False) is True,
        raw.get("renonce"),
        kontra,
    )


_make_short_deal = maker(ShortDeal)  # one a deal: without the per-field frozen __setattr__


def read_kontra_value(raw: Any, where: str, problems: Problems) -> Kontra | None:
    """The written doubling, or None when it is none of them."""
    if raw is None:
        return Kontra.NONE
    try:
        return Kontra(raw)
    except ValueError:
        problems.add(where, gettext_noop("must be kontra, rekontra, subkontra or mortkontra"))
        return None


def _tricks(
    raw: Any, where: str, players: tuple[str, ...], problems: Problems
) -> dict[str, int] | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        problems.add(where, gettext_noop("must be an object of player: tricks"))
        return None
    out = {}
    for name, count in raw.items():
        if name not in players:
            problems.add(f"{where}.{name}", gettext_noop("is not a player"))
        elif not is_int(count) or not 0 <= count <= 10:
            problems.add(f"{where}.{name}", gettext_noop("must be a whole number 0–10"))
        else:
            out[name] = count
    return out


def read_talon(raw: Any, where: str, problems: Problems) -> tuple[Card, ...]:
    if raw is None:
        return ()
    try:
        cards = parse_cards(raw)
    except PreferansError as error:
        problems.add_error(where, error)
        return ()
    if len(cards) != 2 or len(set(cards)) != 2:
        problems.add(where, gettext_noop("the talon is two different cards"))
        return ()
    return cards


def _calls(
    raw: Any,
    where: str,
    players: tuple[str, ...],
    dealer: str,
    declarer: str,
    problems: Problems,
) -> dict[str, DefenderCall] | None:
    """Each defender's written call, and the sitting-out dealer's (only a whist-back)."""
    if not isinstance(raw, Mapping):
        problems.add(where, gettext_noop("must be an object of defender: call"))
        return None
    defenders = [p for p in active_players(players, dealer) if p != declarer]
    calls: dict[str, DefenderCall] = {}
    ok = True
    for name, call in raw.items():
        try:
            value = DefenderCall(call)
        except ValueError:
            problems.add(f"{where}.{name}", gettext_noop("must be whist, pass, half or whist-back"))
            ok = False
            continue
        if name in defenders:
            calls[name] = value
        elif name == dealer and len(players) == 4 and name != declarer:
            if value is not DefenderCall.WHIST_BACK:
                problems.add(
                    f"{where}.{name}", gettext_noop("the dealer can only take the whist back")
                )
                ok = False
            else:
                calls[name] = value
        else:
            problems.add(f"{where}.{name}", gettext_noop("is not a defender in this deal"))
            ok = False
    return calls if ok else None


def _declaration(
    raw: Mapping[str, Any], where: str, players: tuple[str, ...], problems: Problems
) -> Declaration | None:
    for key in raw:
        if key not in PREFERANS_FIELDS:
            problems.add(
                f"{where}.{key}", gettext_noop("unknown field for a «preferans» declaration")
            )
    dealer = _dealer(raw, where, players, problems)
    if dealer is None:
        return None
    declarer = raw.get("declarer")
    if declarer not in active_players(players, dealer):
        problems.add(f"{where}.declarer", gettext_noop("must be one of the players in the deal"))
    return Declaration(where, dealer, declarer, str(raw.get("note", "")))


def _full_deal(
    raw: Mapping[str, Any],
    where: str,
    players: tuple[str, ...],
    spec: Mapping[str, Any],
    problems: Problems,
) -> FullDeal | None:
    for key in raw:
        if key in SHORT_ONLY:
            problems.add(
                f"{where}.{key}",
                gettext_noop(
                    "a full deal takes its calls and tricks from the whisting and the play"
                ),
            )
        elif key not in FULL_DEAL_FIELDS:
            problems.add(f"{where}.{key}", gettext_noop("unknown field"))
    dealer = _dealer(raw, where, players, problems)
    if dealer is None:
        return None
    record: dict[str, Any] = {k: raw[k] for k in RECORD_FIELDS if k in raw}
    record.update(players=list(players), dealer=dealer, convention=dict(spec))
    return FullDeal(where, dealer, record, raw.get("kontra"))


def _correction(
    raw: Mapping[str, Any], where: str, players: tuple[str, ...], problems: Problems
) -> Correction | None:
    body = raw.get("correction")
    where = f"{where}.correction"
    for key in raw:
        if key not in ("correction", "note"):
            problems.add(f"{where[:-11]}.{key}", gettext_noop("unknown field next to a correction"))
    if not isinstance(body, Mapping):
        problems.add(where, gettext_noop("must be an object {player, pulya|mountain|whists[, on]}"))
        return None
    for key in body:
        if key not in CORRECTION_FIELDS:
            problems.add(f"{where}.{key}", gettext_noop("unknown field"))
    player = body.get("player")
    if player not in players:
        problems.add(f"{where}.player", gettext_noop("must be one of the players"))
        return None
    columns = [c for c in ("pulya", "mountain", "whists") if c in body]
    if len(columns) != 1:
        problems.add(where, gettext_noop("give exactly one of pulya, mountain, whists"))
        return None
    column = columns[0]
    amount = body[column]
    if not is_int(amount):
        problems.add(
            f"{where}.{column}", gettext_noop("must be a whole number (negative to take off)")
        )
        return None
    if abs(amount) > MAX_CORRECTION:
        problems.add(
            f"{where}.{column}",
            gettext_noop("is more than %(largest)s either way: no deal writes that much"),
            largest=MAX_CORRECTION,
        )
        return None
    on = body.get("on")
    if column == "whists":
        if on not in players or on == player:
            problems.add(f"{where}.on", gettext_noop("whists are written on another player"))
            return None
    elif on is not None:
        problems.add(f"{where}.on", gettext_noop("only whists are written on a player"))
        return None
    return Correction(player, Column(column), amount, on, str(body.get("note", "")))
