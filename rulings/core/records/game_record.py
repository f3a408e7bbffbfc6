"""The game record (JSON): parse it, listing every problem at once.

Schema: docs/game-record.schema.json; prose: docs/scoring.md. ``parse_game_record(data)``
returns a ``GameRecord`` or raises ``RecordError`` whose ``problems`` holds every
(field, message) found, e.g. ``("deals[2].tricks.Vera", "must be a whole number 0–10")``.

A deal is in the short result form (contract, calls, tricks), a full deal record (``hands``
given: read and replayed by ``record.py``, tricks counted from the play), a «преферанс»
declaration (the Sochi rules for four) or a correction. It is read in two steps: its shape
(``game_record_shape.py``: types, required fields, bounds), then its rules, here, by replaying
it through the core: the contract (``check_allowed``, ``check_refusal``, ``check_kontra``), the
whisting (``Whisting.ending_with``: the whisting that ends in the written calls) and the tricks
the outcome needs (``Whisting.plays_out``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulings.core.conventions.convention import Convention, Variant
from rulings.core.conventions.scoring_kinds import Kontra, SheetKind
from rulings.core.errors import PreferansError, Problem, RecordError
from rulings.core.game.contracts import Contract
from rulings.core.game.deal import active_players, defenders_in_order
from rulings.core.i18n import gettext_noop
from rulings.core.problems import Problems
from rulings.core.records.deal_record import DealReplay, read_deal_record, replay
from rulings.core.records.game_record_shape import (
    Declaration,
    FullDeal,
    Shaped,
    ShortDeal,
    read_deal,
    read_kontra_value,
    read_top,
)
from rulings.core.records.result import (
    Correction,
    DealResult,
    DefenderCall,
    Note,
    Outcome,
    PreferansDeclaration,
)
from rulings.core.records.whisting_endings import WORD, Ending, Endings
from rulings.core.rules.contract_checks import (
    check_allowed,
    check_kontra,
    check_refusal,
    undoubled_pik,
)
from rulings.core.rules.play import TRICKS_PER_DEAL
from rulings.core.rules.whisting import WhistCall, ten_only_checked

R_ADJUDICATOR = "the adjudicator (a later issue) rules on irregular plays"
PLAYING = (DefenderCall.WHIST, DefenderCall.WHIST_BACK)


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
    top = read_top(data, problems)
    convention, players = top.convention, top.players
    deals = data.get("deals")
    outcomes: list[Outcome] = []
    if not isinstance(deals, list):
        problems.add("deals", gettext_noop("must be a list of deals"))
    elif players is not None and convention is not None:
        endings = Endings(convention, players)
        for i, raw in enumerate(deals):
            shaped = read_deal(raw, f"deals[{i}]", players, top.spec, problems)
            outcome = (
                None if shaped is None else _rules(shaped, players, convention, problems, endings)
            )
            if outcome is not None:
                outcomes.append(outcome)
    if problems.found:
        raise RecordError(problems.found)
    if convention is None or players is None:  # always reported as problems above
        raise RecordError([Problem("", gettext_noop("invalid game record"))])
    return GameRecord(convention, players, top.target, tuple(outcomes))


def _rules(
    shaped: Shaped,
    players: tuple[str, ...],
    conv: Convention,
    problems: Problems,
    endings: Endings,
) -> Outcome | None:
    """Step 2: the deal as read, replayed through the core (None when it breaks a rule)."""
    if isinstance(shaped, Correction):
        return shaped
    if isinstance(shaped, Declaration):
        return _declaration(shaped, conv, problems)
    if isinstance(shaped, FullDeal):
        return _full_deal(shaped, conv, problems)
    if shaped.declarer is None:  # raspasy
        return _raspasy(shaped, players, conv, problems)
    return _short_deal(shaped, shaped.declarer, players, conv, problems, endings)


def _raspasy(
    deal: ShortDeal, players: tuple[str, ...], conv: Convention, problems: Problems
) -> DealResult:
    where, tricks = deal.where, deal.tricks
    if tricks is None and conv.variant is Variant.BALKAN:
        pass  # Lesnoy's Balkan preferans: an all-pass is not played, everybody gets a refe
    elif tricks is not None:
        for p in active_players(players, deal.dealer):
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
    return DealResult.create(dealer=deal.dealer, contract=deal.contract, tricks=tricks)


def _short_deal(
    deal: ShortDeal,
    declarer: str,
    players: tuple[str, ...],
    conv: Convention,
    problems: Problems,
    endings: Endings,
) -> DealResult | None:
    where, contract, dealer = deal.where, deal.contract, deal.dealer
    try:
        check_kontra(deal.kontra, contract, conv)
    except PreferansError as error:
        problems.add_error(f"{where}.kontra", error)
        return None
    if undoubled_pik(conv, contract, deal.kontra):
        # the example of iklub.rs: an undoubled spades is not played (refe or made): no calls, no
        # tricks needed
        return DealResult.create(dealer=dealer, contract=contract, declarer=declarer)
    try:
        check_allowed(contract, conv)
    except PreferansError as error:
        problems.add_error(f"{where}.contract", error)
    if deal.refused:
        with problems.at(f"{where}.refused"):
            check_refusal(contract, conv)
    calls, done = _whisting(deal, players, conv, problems, endings)
    tricks = deal.tricks
    known = tricks or {}
    if tricks is not None:
        allowed = {declarer} | {p for p, c in calls.items() if c in PLAYING}
        for p in tricks:
            if p not in allowed:
                problems.add(
                    f"{where}.tricks.{p}",
                    gettext_noop("only the declarer and the playing whisters have tricks here"),
                )
        if sum(tricks.values()) > 10:
            problems.add(f"{where}.tricks", gettext_noop("more than 10 tricks in all"))
    if contract.is_misere and not deal.refused and declarer not in known:
        problems.add(
            f"{where}.tricks.{declarer}", gettext_noop("misère needs the declarer's tricks")
        )
    whisters = () if done is None else done.whisters
    if whisters:
        _whisters_tricks(where, [declarer, *whisters], known, problems)
    elif done is not None and done.plays_out and declarer not in known:
        problems.add(
            f"{where}.tricks.{declarer}",
            gettext_noop("this convention plays out a passed game: give the declarer's tricks"),
        )
    active = active_players(players, dealer)
    renonce = deal.renonce
    if renonce is not None and (
        not contract.is_misere or renonce not in active or renonce == declarer
    ):
        problems.add(
            f"{where}.renonce", gettext_noop("a defender's renonce is recorded on misère only")
        )
    if deal.kontra is not Kontra.NONE and not contract.is_misere and deal.calls_read:
        if not any(c in PLAYING for c in calls.values()):
            problems.add(
                f"{where}.kontra", gettext_noop("a follower says kontra: nobody follows this game")
            )
    return DealResult.create(
        kontra=deal.kontra,
        renonce=renonce,
        dealer=dealer,
        contract=contract,
        declarer=declarer,
        calls=calls,
        tricks=tricks,
        open=deal.open,
        refused=deal.refused,
        talon=deal.talon,
    )


def _whisting(
    deal: ShortDeal,
    players: tuple[str, ...],
    conv: Convention,
    problems: Problems,
    endings: Endings,
) -> tuple[dict[str, DefenderCall], Ending | None]:
    """The calls to score and, for a whisted game, the core's whisting that ends in them."""
    where = f"{deal.where}.defenders"
    calls = dict(deal.calls or {})
    if not deal.calls_read or deal.contract.is_misere:
        return calls, None
    declarer, dealer, contract = deal.declarer, deal.dealer, deal.contract
    defenders = defenders_in_order(players, dealer, declarer)  # type: ignore[arg-type]
    if ten_only_checked(conv, contract) and not deal.refused:
        if any(c in (DefenderCall.HALF, DefenderCall.WHIST_BACK) for c in calls.values()):
            problems.add(where, gettext_noop("the ten is only checked in this convention"))
        # a ten only checked is played out by both defenders (as the full deal plays it)
        known = deal.tricks or {}
        if deal.declarer not in known and not all(d in known for d in defenders):
            problems.add(
                f"{deal.where}.tricks.{deal.declarer}",
                gettext_noop(
                    "a ten that is only checked is played out: give the declarer's tricks"
                ),
            )
        return dict.fromkeys(defenders, DefenderCall.WHIST), None
    if deal.calls is None:
        if not deal.refused:
            problems.add(
                where,
                gettext_noop(
                    "give each defender's call (%(players)s): whist, pass, half or whist-back"
                ),
                players=list(defenders),
            )
        return calls, None
    missing = [d for d in defenders if d not in calls]
    for d in missing:
        problems.add(f"{where}.{d}", gettext_noop("the defender's call is missing"))
    if missing:
        return calls, None
    words = {p: WORD[c] for p, c in calls.items()}
    try:
        done = endings.ending_with(contract, dealer, declarer, words, deal.open)  # type: ignore[arg-type]
    except PreferansError as error:
        # the short form names each defender's call, not who spoke first: it has always been
        # read in either order (a half-whist by whichever defender, the other passing)
        try:
            done = endings.ending_with(
                contract,
                dealer,
                declarer,  # type: ignore[arg-type]
                words,
                deal.open,
                swapped=True,
            )
        except PreferansError:
            problems.add_error(where, error)
            return calls, None
    return calls, None if deal.refused else done


def _whisters_tricks(
    where: str, playing: list[str], known: Mapping[str, int], problems: Problems
) -> None:
    """The declarer's and the whisters' tricks: all but one given, adding up to 10."""
    missing = [p for p in playing if p not in known]
    if len(missing) > 1:
        problems.add(
            f"{where}.tricks",
            gettext_noop("give the tricks of the declarer and of the whisters (%(players)s)"),
            players=playing,
        )
    elif not missing and sum(known[p] for p in playing) != 10:
        problems.add(
            f"{where}.tricks",
            gettext_noop("the declarer's and the whisters' tricks must add up to 10"),
        )


def read_kontra(
    raw: Any, where: str, conv: Convention, contract: Contract, problems: Problems
) -> Kontra | None:
    """The deal's Balkan doubling, or None when it is wrong (``check_kontra``)."""
    kontra = read_kontra_value(raw, where, problems)
    if kontra is None:
        return None
    try:
        check_kontra(kontra, contract, conv)
    except PreferansError as error:
        problems.add_error(where, error)
        return None
    return kontra


def _declaration(deal: Declaration, conv: Convention, problems: Problems) -> PreferansDeclaration:
    """The Sochi rules for four «преферанс»: written where the convention has it."""
    if conv.score_sheet is not SheetKind.PULYA:
        problems.add(
            f"{deal.where}.contract",
            gettext_noop("«preferans» is written on the pulya sheet (the Sochi rules for four)"),
        )
    elif not conv.preferans_declaration:
        problems.add(
            f"{deal.where}.contract",
            gettext_noop("this convention does not allow declaring «preferans»"),
        )
    return PreferansDeclaration(deal.dealer, deal.declarer, deal.note)


def _full_deal(deal: FullDeal, conv: Convention, problems: Problems) -> DealResult | None:
    """A full deal record (docs/deal-record.md): replayed, its tricks counted from the play."""
    where, dealer = deal.where, deal.dealer
    try:
        played = replay(read_deal_record(deal.record))
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
    kontra = read_kontra(deal.kontra, f"{where}.kontra", conv, contract, problems)
    if kontra is None:
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
        if whisting is None or not whisting.is_over:
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
            calls = {p: DefenderCall(c.value) for p, c in whisting.last_words().items()}
        needs_play = whisting.plays_out
        is_open = any(call is WhistCall.OPEN for _, call in whisting.calls)
        if kontra is not Kontra.NONE and not whisting.whisters:
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
