"""The game record (JSON): parse it, listing every problem at once.

Schema: docs/game-record.schema.json; prose: docs/scoring.md. ``parse_game_record(data)``
returns a ``GameRecord`` or raises ``RecordError`` whose ``problems`` holds every
(field, message) found, e.g. ``("deals[2].tricks.Vera", "must be a whole number 0–10")``.

A deal is in the short result form (contract, calls, tricks), a full deal record (``hands``
given: read and replayed by ``record.py``, tricks counted from the play), a «преферанс»
declaration (the Sochi rules for four) or a correction.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulings.core.conventions.convention import Convention, Variant
from rulings.core.conventions.scoring_kinds import Column, Kontra, SheetKind
from rulings.core.errors import PreferansError, Problem, RecordError
from rulings.core.game.cards import Card, parse_cards
from rulings.core.game.contracts import PREFERANS_NAMES, Contract, Strain, parse_contract
from rulings.core.game.deal import active_players
from rulings.core.i18n import gettext_noop
from rulings.core.problems import Problems
from rulings.core.records.deal_record import DealReplay, read_deal_record, replay
from rulings.core.records.result import (
    Correction,
    DealResult,
    DefenderCall,
    Note,
    Outcome,
    PreferansDeclaration,
)
from rulings.core.rules.auction import check_allowed, undoubled_pik
from rulings.core.rules.play import TRICKS_PER_DEAL

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
R_ADJUDICATOR = "the adjudicator (a later issue) rules on irregular plays"
CORRECTION_FIELDS = {"player", "pulya", "mountain", "whists", "on", "note"}


@dataclass(frozen=True)
class GameRecord:
    convention: Convention
    players: tuple[str, ...]
    target: int
    outcomes: tuple[Outcome, ...]


def parse_game_record(data: Any) -> GameRecord:
    problems = Problems()
    if not isinstance(data, Mapping):
        raise RecordError([Problem("", gettext_noop("the game record must be a JSON object"))])
    for key in data:
        if key not in TOP_FIELDS:
            problems.add(str(key), gettext_noop("unknown field"))
    convention, spec = _convention(data, problems)
    players = _players(data.get("players"), problems)
    target = convention.pulya_target if convention else 20
    if "pulya" in data:
        size = data["pulya"]
        if not _is_int(size) or size <= 0:
            problems.add("pulya", gettext_noop("must be a positive whole number (the pulya size)"))
        else:
            target = size
    deals = data.get("deals")
    outcomes: list[Outcome] = []
    if not isinstance(deals, list):
        problems.add("deals", gettext_noop("must be a list of deals"))
    elif players is not None and convention is not None:
        for i, raw in enumerate(deals):
            outcome = _deal(raw, f"deals[{i}]", players, convention, spec, problems)
            if outcome is not None:
                outcomes.append(outcome)
    if problems.found:
        raise RecordError(problems.found)
    if convention is None or players is None:  # always reported as problems above
        raise RecordError([Problem("", gettext_noop("invalid game record"))])
    return GameRecord(convention, players, target, tuple(outcomes))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


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


def _deal(
    raw: Any,
    where: str,
    players: tuple[str, ...],
    conv: Convention,
    spec: Mapping[str, Any],
    problems: Problems,
) -> Outcome | None:
    if not isinstance(raw, Mapping):
        problems.add(where, gettext_noop("a deal must be an object"))
        return None
    if "correction" in raw:
        return _correction(raw, where, players, problems)
    if "hands" in raw:
        return _full_deal(raw, where, players, conv, spec, problems)
    if str(raw.get("contract", "")).strip().lower() in PREFERANS_NAMES:
        return _preferans(raw, where, players, conv, problems)
    # counted on ``found``: ``items`` builds a list of every problem so far, which made a record of
    # many wrong deals quadratic to read
    before = len(problems.found)
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
    if contract.is_raspasy:
        for key in ("declarer", "defenders", "refused", "kontra"):
            if key in raw:
                problems.add(f"{where}.{key}", gettext_noop("raspasy have no %(field)s"), field=key)
        if tricks is None and conv.variant is Variant.BALKAN:
            pass  # Lesnoy's Balkan preferans: an all-pass is not played, everybody gets a refe
        elif tricks is not None:
            for p in active:
                if p not in tricks:
                    problems.add(
                        f"{where}.tricks.{p}", gettext_noop("raspasy need every player's tricks")
                    )
            if sum(tricks.values()) != 10:
                problems.add(
                    f"{where}.tricks",
                    gettext_noop("raspasy tricks must add up to 10, not %(total)s"),
                    total=sum(tricks.values()),
                )
        else:
            problems.add(f"{where}.tricks", gettext_noop("raspasy need every player's tricks"))
        if len(problems.found) > before:
            return None
        return DealResult.create(dealer=dealer, contract=contract, tricks=tricks)

    declarer = raw.get("declarer")
    if declarer not in active:
        if declarer == dealer and len(players) == 4:
            message = gettext_noop("must be one of the players in the deal (the dealer sits out)")
        else:
            message = gettext_noop("must be one of the players in the deal")
        problems.add(f"{where}.declarer", message)
        return None
    kontra = read_kontra(raw.get("kontra"), f"{where}.kontra", conv, contract, problems)
    if kontra is None:
        return None
    if undoubled_pik(conv, contract, kontra):
        # the example of iklub.rs: an undoubled spades is not played (refe or made): no calls, no
        # tricks needed
        if len(problems.found) > before:
            return None
        return DealResult.create(dealer=dealer, contract=contract, declarer=declarer)
    refused = raw.get("refused", False) is True
    _check_allowed(contract, conv, f"{where}.contract", problems)
    checked = contract.is_game and contract.level == 10 and not conv.ten_whisted and not refused
    calls = _calls(
        raw.get("defenders"),
        f"{where}.defenders",
        players,
        dealer,
        declarer,
        contract,
        conv,
        problems,
        refused=refused,
        checked=checked,
    )
    if checked and calls is not None:
        # a ten only checked is played out by both defenders (as the full deal plays it)
        defenders = [p for p in active if p != declarer]
        calls = dict.fromkeys(defenders, DefenderCall.WHIST)
        known = tricks or {}
        if declarer not in known and not all(d in known for d in defenders):
            problems.add(
                f"{where}.tricks.{declarer}",
                gettext_noop(
                    "a ten that is only checked is played out: give the declarer's tricks"
                ),
            )
    if refused and not contract.is_game:
        problems.add(f"{where}.refused", gettext_noop("only a game can be conceded «без трёх»"))
    if refused and not conv.refusal_allowed:
        problems.add(f"{where}.refused", gettext_noop("this convention does not allow conceding"))
    if tricks is not None:
        allowed = {declarer} | {
            p
            for p, c in (calls or {}).items()
            if c in (DefenderCall.WHIST, DefenderCall.WHIST_BACK)
        }
        for p in tricks:
            if p not in allowed:
                problems.add(
                    f"{where}.tricks.{p}",
                    gettext_noop("only the declarer and the playing whisters have tricks here"),
                )
        if sum(tricks.values()) > 10:
            problems.add(f"{where}.tricks", gettext_noop("more than 10 tricks in all"))
    if contract.is_misere and not refused and (tricks is None or declarer not in tricks):
        problems.add(
            f"{where}.tricks.{declarer}", gettext_noop("misère needs the declarer's tricks")
        )
    if contract.is_game and not refused and not checked and calls is not None:
        playing = [
            p for p, c in calls.items() if c in (DefenderCall.WHIST, DefenderCall.WHIST_BACK)
        ]
        known = tricks or {}
        if playing:
            missing = [p for p in [declarer, *playing] if p not in known]
            if len(missing) > 1 or (
                len(playing) == 1 and missing == [declarer] and playing[0] not in known
            ):
                problems.add(
                    f"{where}.tricks",
                    gettext_noop(
                        "give the tricks of the declarer and of the whisters (%(players)s)"
                    ),
                    players=[declarer, *playing],
                )
            elif not missing and sum(known[p] for p in [declarer, *playing]) != 10:
                problems.add(
                    f"{where}.tricks",
                    gettext_noop("the declarer's and the whisters' tricks must add up to 10"),
                )
        elif (
            not conv.all_pass_made
            and declarer not in known
            and not any(c is DefenderCall.HALF for c in calls.values())
        ):
            problems.add(
                f"{where}.tricks.{declarer}",
                gettext_noop("this convention plays out a passed game: give the declarer's tricks"),
            )
    renonce = raw.get("renonce")
    if renonce is not None and (
        not contract.is_misere or renonce not in active or renonce == declarer
    ):
        problems.add(
            f"{where}.renonce", gettext_noop("a defender's renonce is recorded on misère only")
        )
    if kontra is not Kontra.NONE and not contract.is_misere and calls is not None:
        if not any(c in (DefenderCall.WHIST, DefenderCall.WHIST_BACK) for c in calls.values()):
            problems.add(
                f"{where}.kontra", gettext_noop("a follower says kontra: nobody follows this game")
            )
    if len(problems.found) > before or calls is None:
        return None
    return DealResult.create(
        kontra=kontra,
        renonce=renonce,
        dealer=dealer,
        contract=contract,
        declarer=declarer,
        calls=calls,
        tricks=tricks,
        open=bool(raw.get("open", False)),
        refused=refused,
        talon=talon,
    )


def _check_allowed(contract: Contract, conv: Convention, where: str, problems: Problems) -> None:
    """A contract this convention plays: Balkan contracts on a Balkan game (Lesnoy's Balkan
    preferans), misère and games without the talon only where allowed (``check_allowed``)."""
    try:
        check_allowed(contract, conv)
    except PreferansError as error:
        problems.add_error(where, error)


def read_kontra(
    raw: Any, where: str, conv: Convention, contract: Contract, problems: Problems
) -> Kontra | None:
    """The deal's Balkan doubling (the rules of preferansklub.com), or None when it is wrong."""
    if raw is None:
        return Kontra.NONE
    try:
        kontra = Kontra(raw)
    except ValueError:
        problems.add(where, gettext_noop("must be kontra, rekontra, subkontra or mortkontra"))
        return None
    if kontra is Kontra.NONE:
        return kontra
    if conv.variant is not Variant.BALKAN:
        problems.add(
            where, gettext_noop("kontra is a Balkan doubling (the rules of preferansklub.com)")
        )
        return None
    if contract.is_raspasy:
        problems.add(where, gettext_noop("an all-pass has no kontra"))
        return None
    if kontra.step > conv.balkan_kontra.step:
        if conv.balkan_kontra is Kontra.NONE:
            problems.add(where, gettext_noop("this convention has no kontra"))
        else:
            problems.add(
                where,
                gettext_noop("this convention allows at most %(kontra)s"),
                kontra=conv.balkan_kontra.value,
            )
        return None
    return kontra


def _preferans(
    raw: Mapping[str, Any],
    where: str,
    players: tuple[str, ...],
    conv: Convention,
    problems: Problems,
) -> PreferansDeclaration | None:
    """The Sochi rules for four «преферанс»: ``{"dealer", "declarer", "contract": "preferans"}``."""
    before = len(problems.found)
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
    if conv.score_sheet is not SheetKind.PULYA:
        problems.add(
            f"{where}.contract",
            gettext_noop("«preferans» is written on the pulya sheet (the Sochi rules for four)"),
        )
    elif not conv.preferans_declaration:
        problems.add(
            f"{where}.contract",
            gettext_noop("this convention does not allow declaring «preferans»"),
        )
    if len(problems.found) > before:
        return None
    return PreferansDeclaration(dealer, declarer, str(raw.get("note", "")))


def _full_deal(
    raw: Mapping[str, Any],
    where: str,
    players: tuple[str, ...],
    conv: Convention,
    spec: Mapping[str, Any],
    problems: Problems,
) -> DealResult | None:
    """A full deal record (docs/deal-record.md): replayed, its tricks counted from the play."""
    before = len(problems.found)
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
    data: dict[str, Any] = {k: raw[k] for k in RECORD_FIELDS if k in raw}
    data.update(players=list(players), dealer=dealer, convention=dict(spec))
    try:
        played = replay(read_deal_record(data))
    except RecordError as error:
        _add_prefixed(problems, where, error)
        return None
    except PreferansError as error:
        problems.add_error(where, error)
        return None
    record = played.record
    contract = record.contract
    if contract is None:
        problems.add(f"{where}.contract", gettext_noop("give the contract or an auction that ends"))
        return None
    kontra = read_kontra(raw.get("kontra"), f"{where}.kontra", conv, contract, problems)
    if kontra is None or len(problems.found) > before:
        return None
    notes = _irregularity_notes(played)
    talon = () if contract.without_talon else record.deal.talon
    if contract.is_raspasy:
        if conv.variant is Variant.BALKAN and not record.play:
            return DealResult.create(dealer=dealer, contract=contract, notes=notes)
        taken = _taken(played, where, contract, problems)
        if taken is None:
            return None
        return DealResult.from_play(
            dealer=dealer,
            contract=contract,
            declarer=None,
            calls={},
            tricks_taken=taken,
            notes=notes,
        )
    declarer = record.declarer
    if undoubled_pik(conv, contract, kontra):
        return DealResult.create(dealer=dealer, contract=contract, declarer=declarer, notes=notes)
    if record.refused:
        return DealResult.create(
            dealer=dealer, contract=contract, declarer=declarer, refused=True, talon=talon
        )
    calls: dict[str, DefenderCall] = {}
    needs_play = True
    is_open = False
    if contract.is_game:
        whisting = played.whisting
        outcome = played.whist_outcome
        if whisting is None or outcome is None:
            who = whisting.to_call if whisting is not None else None
            if who:
                problems.add(
                    f"{where}.whisting",
                    gettext_noop("the whisting is not over: it is %(player)s's call"),
                    player=who,
                )
            else:
                problems.add(f"{where}.whisting", gettext_noop("give the whisting"))
            return None
        if not whisting.has_whisting:  # a ten that is only checked: both defenders play
            calls = dict.fromkeys(whisting.defenders, DefenderCall.WHIST)
        else:
            calls = dict.fromkeys(outcome.passers, DefenderCall.PASS)
            if outcome.half_whister is not None:
                calls[outcome.half_whister] = DefenderCall.HALF
            calls.update(dict.fromkeys(outcome.whisters, DefenderCall.WHIST))
            if outcome.whist_back_by is not None:
                calls[outcome.whist_back_by] = DefenderCall.WHIST_BACK
            needs_play = outcome.played or (outcome.half_whister is None and not conv.all_pass_made)
        is_open = outcome.open
        if kontra is not Kontra.NONE and not outcome.whisters:
            problems.add(
                f"{where}.kontra", gettext_noop("a follower says kontra: nobody follows this game")
            )
            return None
    if not needs_play:
        return DealResult.create(
            dealer=dealer,
            contract=contract,
            declarer=declarer,
            calls=calls,
            talon=talon,
            kontra=kontra,
            notes=notes,
        )
    taken = _taken(played, where, contract, problems)
    if taken is None:
        return None
    return DealResult.from_play(
        dealer=dealer,
        contract=contract,
        declarer=declarer,
        calls=calls,
        tricks_taken=taken,
        open=is_open,
        talon=talon,
        kontra=kontra,
        notes=notes,
    )


def _taken(
    played: DealReplay, where: str, contract: Contract, problems: Problems
) -> dict[str, int] | None:
    """Tricks per player of a complete play; a problem naming the deal when it is incomplete."""
    state = played.play
    done = len(state.tricks) if state is not None else 0
    if state is None or done < TRICKS_PER_DEAL:
        problems.add(
            f"{where}.play",
            gettext_noop(
                "the play has %(done)s of %(total)s tricks: a played %(contract)s "
                "is scored from all ten"
            ),
            done=done,
            total=TRICKS_PER_DEAL,
            contract=contract,
        )
        return None
    return state.taken


def _irregularity_notes(played: DealReplay) -> tuple[Note, ...]:
    """Irregular plays are scored as played; the adjudicator (a later issue) rules on them."""
    notes = []
    for irregular in played.irregularities:
        kind = irregular.type.value.replace("_", " ")
        notes.append(
            Note(
                "irregularity",
                f"{kind} by {irregular.player} at trick {irregular.trick} ({irregular.card.en}; "
                f"{irregular.rule}): the tricks are scored as played; {R_ADJUDICATOR}",
                (
                    ("card", irregular.card.en),
                    ("player", irregular.player),
                    ("rule", irregular.rule),
                    ("trick", irregular.trick),
                    ("type", irregular.type.value),
                ),
            )
        )
    return tuple(notes)


def _add_prefixed(problems: Problems, where: str, error: RecordError) -> None:
    """The deal record's problems against the game record's field (``deals[3].hands.Anna``).

    Keeps a translatable template and its parameters where the error carries them."""
    for item in getattr(error, "details", None) or error.problems:
        if isinstance(item, tuple):
            field, message = item
            problems.add(f"{where}.{field}" if field else where, message)
        else:
            field = f"{where}.{item.field}" if item.field else where
            problems.add(field, item.template, **dict(item.params))


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
        elif not _is_int(count) or not 0 <= count <= 10:
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
    contract: Contract,
    conv: Convention,
    problems: Problems,
    *,
    refused: bool = False,
    checked: bool = False,
) -> dict[str, DefenderCall] | None:
    active = active_players(players, dealer)
    defenders = [p for p in active if p != declarer]
    if raw is None:
        if contract.is_misere or refused or checked:
            return {}
        problems.add(
            where,
            gettext_noop(
                "give each defender's call (%(players)s): whist, pass, half or whist-back"
            ),
            players=defenders,
        )
        return None
    if not isinstance(raw, Mapping):
        problems.add(where, gettext_noop("must be an object of defender: call"))
        return None
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
            elif not conv.dealer_whist_back:
                problems.add(
                    f"{where}.{name}",
                    gettext_noop("this convention does not let the dealer take the whist back"),
                )
                ok = False
            else:
                calls[name] = value
        else:
            problems.add(f"{where}.{name}", gettext_noop("is not a defender in this deal"))
            ok = False
    if checked and any(c in (DefenderCall.HALF, DefenderCall.WHIST_BACK) for c in calls.values()):
        problems.add(where, gettext_noop("the ten is only checked in this convention"))
        ok = False
    if contract.is_misere or checked:
        return calls if ok else None
    for d in defenders:
        if d not in calls and d not in raw:
            problems.add(f"{where}.{d}", gettext_noop("the defender's call is missing"))
            ok = False
    if not ok:
        return None
    values = [calls[d] for d in defenders]
    backs = [n for n, c in calls.items() if c is DefenderCall.WHIST_BACK]
    halves = values.count(DefenderCall.HALF)
    if len(backs) > 1:
        problems.add(where, gettext_noop("only one player can take the whist back"))
    if DefenderCall.WHIST in values and (halves or backs):
        problems.add(where, gettext_noop("a whister's partner can only whist or pass"))
    if halves and contract.level not in conv.half_whist_levels:
        problems.add(
            where, gettext_noop("a half-whist is not allowed on a %(level)s"), level=contract.level
        )
    if halves > 1:
        problems.add(where, gettext_noop("only one defender can take a half-whist"))
    if backs and backs[0] in defenders and halves != 1:
        problems.add(
            where,
            gettext_noop(
                "a passer takes the whist back only after a half-whist (Lesnoy's code 3.8.8.1)"
            ),
        )
    if (
        conv.stalingrad
        and contract.is_game
        and contract.level == 6
        and contract.strain is Strain.SPADES
        and any(v is not DefenderCall.WHIST for v in values)
    ):
        problems.add(where, gettext_noop("Stalingrad: 6♠ must be whisted by both defenders"))
    return calls


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
    if not _is_int(amount):
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
