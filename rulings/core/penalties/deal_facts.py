"""The facts of a deal the adjudicator rules on, read from an adjudication request.

A request is a deal record (docs/deal-record.md) with an optional ``incidents`` list and, when
the play is not recorded to the end, ``tricks``: each player's tricks as taken at the table.
When the hands are not known (a dispute at the table rarely has all 32 cards written down) the
request may leave out ``hands`` and give the short form instead: ``players``, ``dealer``,
``convention``, ``contract``, ``declarer``, ``defenders`` ({player: whist/pass/half/whist-back}),
``open``, ``tricks``, and the other fields of a game record's short deal that the score depends
on (docs/game-record.schema.json): ``refused``, ``talon`` (four players: the dealer's talon
money), ``renonce`` (the classic misère), ``kontra`` (Balkan) and ``note``; ``contract``
«preferans» is the declaration of the Sochi rules for four (dealer and declarer only). A misdeal
needs only ``players``, ``dealer`` and the incident.

``read_request(data)`` returns the ``DealFacts`` and the incidents, or raises ``RecordError``
listing every problem (field and message).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import Kontra, SheetKind
from rulings.core.errors import Problem, RecordError
from rulings.core.game.cards import Card
from rulings.core.game.contracts import PREFERANS_NAMES, Contract, parse_contract
from rulings.core.game.deal import active_players, validate_players
from rulings.core.i18n import gettext_noop
from rulings.core.problems import Problems
from rulings.core.records.deal_record import DealReplay, read_convention, replay_json
from rulings.core.records.game_record import read_kontra  # the game record's own checks
from rulings.core.records.game_record_shape import read_talon
from rulings.core.records.incidents import (
    ConductKind,
    Incident,
    IncidentType,
    Noticed,
    parse_incidents,
)
from rulings.core.records.result import DefenderCall
from rulings.core.rules.contract_checks import check_allowed, undoubled_pik
from rulings.core.rules.play import Irregularity, IrregularityType, PlayState, Trick

REQUEST_ONLY = ("incidents", "tricks", "kontra", "note")  # not fields of a deal record
SHORT_FIELDS = {
    "players",
    "dealer",
    "convention",
    "contract",
    "declarer",
    "defenders",
    "open",
    "refused",
    "tricks",
    "incidents",
    "talon",
    "renonce",
    "kontra",
    "note",
}


@dataclass(frozen=True)
class IrregularCall:
    """A call of the auction or the whisting that was set aside as irregular."""

    part: str  # "auction" or "whisting"
    index: int  # its place in that part of the record
    player: str
    call: str

    @property
    def where(self) -> str:
        return f"{self.part}[{self.index}]: {self.call}"


@dataclass(frozen=True)
class DealFacts:
    """What the adjudicator knows of the deal."""

    convention: Convention
    players: tuple[str, ...]  # clockwise, as seated (four: the dealer sits out)
    dealer: str
    contract: Contract | None
    declarer: str | None
    calls: Mapping[str, DefenderCall] = field(default_factory=dict)
    open: bool = False
    refused: bool = False
    tricks: Mapping[str, int] | None = None  # as taken at the table, per player
    replay: DealReplay | None = None  # when the hands (and perhaps the play) are known
    talon: tuple[Card, ...] = ()
    renonce: str | None = None  # the classic misère: the defender who revoked (scored as such)
    kontra: Kontra = Kontra.NONE  # Balkan doubling
    note: str = ""  # the deal's own note (carried back when the ruling is written)
    # the «preferans» declaration (the Sochi rules for four): no contract is played
    preferans: bool = False
    # calls of the auction or the whisting set aside as irregular
    irregular_calls: tuple[IrregularCall, ...] = ()
    # the solver's node budget for this request (the site bounds a visitor's; None: no bound)
    node_budget: int | None = None

    @property
    def active(self) -> tuple[str, ...]:
        return active_players(self.players, self.dealer)

    @property
    def trick_takers(self) -> tuple[str, ...]:
        """Who may take a trick: the players, and with four on raspasy the dealer, who takes
        the talon tricks (the Sochi rules for four: «в том числе и сдатчик»)."""
        raspasy = self.contract is not None and self.contract.is_raspasy
        if raspasy and len(self.players) == 4:
            return (*self.active, self.dealer)
        return self.active

    @property
    def defenders(self) -> tuple[str, ...]:
        if self.declarer is None:
            return ()
        active = self.active
        i = active.index(self.declarer)
        return (active[(i + 1) % 3], active[(i + 2) % 3])

    @property
    def play(self) -> PlayState | None:
        return self.replay.play if self.replay else None

    @property
    def tricks_played(self) -> tuple[Trick, ...]:
        return self.play.tricks if self.play else ()

    @property
    def irregularities(self) -> tuple[Irregularity, ...]:
        return self.replay.irregularities if self.replay else ()

    def trick(self, number: int) -> Trick | None:
        tricks = self.tricks_played
        return tricks[number - 1] if 0 < number <= len(tricks) else None

    def as_json(self) -> dict[str, Any]:
        data = {
            "players": list(self.players),
            "dealer": self.dealer,
            "convention": self.convention.key,
            "contract": self.contract.en if self.contract else None,
            "declarer": self.declarer,
            "defenders": {p: c.value for p, c in self.calls.items()},
            "open": self.open,
            "tricks_as_played": dict(self.tricks) if self.tricks is not None else None,
            "hands_known": self.replay is not None,
            "tricks_recorded": len(self.tricks_played),
        }
        if self.preferans:
            data["contract"] = "preferans"
        if self.renonce is not None:
            data["renonce"] = self.renonce
        if self.kontra is not Kontra.NONE:
            data["kontra"] = self.kontra.value
        return data


def _calls_from_replay(replay: DealReplay, whisting: Any) -> dict[str, DefenderCall]:
    """Each defender's last word, in the order they first spoke in the record's ``whisting``
    (the card lists them as the table heard them)."""
    outcome = replay.whist_outcome
    if outcome is None:
        return {}
    calls = {p: DefenderCall.PASS for p in outcome.passers}
    for p in outcome.whisters:
        calls[p] = DefenderCall.WHIST
    if outcome.half_whister:
        calls[outcome.half_whister] = DefenderCall.HALF
    if outcome.whist_back_by:
        calls[outcome.whist_back_by] = DefenderCall.WHIST_BACK
    spoken = list(
        dict.fromkeys(said[0] for said in whisting if isinstance(said, (list, tuple)) and said)
        if isinstance(whisting, list)
        else ()
    )
    return dict(
        sorted(
            calls.items(),
            key=lambda call: spoken.index(call[0]) if call[0] in spoken else len(spoken),
        )
    )


def _read_tricks(raw: Any, allowed: tuple[str, ...], problems: Problems) -> dict[str, int] | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        problems.add("tricks", gettext_noop("must be an object of player: tricks"))
        return None
    out: dict[str, int] = {}
    for name, count in raw.items():
        if name not in allowed:
            problems.add(f"tricks.{name}", gettext_noop("does not play this deal"))
        elif not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 10:
            problems.add(f"tricks.{name}", gettext_noop("must be a whole number 0–10"))
        else:
            out[name] = count
    if out and sum(out.values()) != 10:
        problems.add(
            "tricks",
            gettext_noop("the tricks must add up to 10, not %(total)s"),
            total=sum(out.values()),
        )
    return {p: out.get(p, 0) for p in allowed} if out else None


IRREGULAR_CALLS = 3  # at most this many calls are set aside before the record is refused
CALL_PARTS = ("auction", "whisting")  # the parts of a record where calls are made


def _replay_setting_aside_irregular_calls(
    record: dict[str, Any],
) -> tuple[DealReplay, tuple[IrregularCall, ...]]:
    """The record replayed; a call the auction or the whisting does not allow (not a call,
    out of turn, not higher) is set aside and ruled on as conduct (the classic text «Прочие
    разговоры при этом не допускаются»), not refused as a mistake of the record, and the
    bidding or the whisting goes on from the last clear call. Raises the first ``RecordError``
    when setting calls aside does not make the record read."""
    try:
        return replay_json(record), ()
    except RecordError as error:
        first_error = error
    calls = {part: record.get(part) for part in CALL_PARTS}
    if not any(isinstance(c, list) for c in calls.values()):
        raise first_error
    # each part's remaining calls, with their index in the record
    kept = {part: list(enumerate(c)) if isinstance(c, list) else None for part, c in calls.items()}
    set_aside: list[IrregularCall] = []
    error = first_error
    for _attempt in range(IRREGULAR_CALLS):
        where = next(
            (
                (m.group(1), int(m.group(2)))
                for p in error.details
                if (m := re.fullmatch(r"(auction|whisting)\[(\d+)\]", p.field))
            ),
            None,
        )
        if where is None or kept[where[0]] is None or where[1] >= len(kept[where[0]]):
            break
        part, at = where
        index, call = kept[part][at]
        if not (isinstance(call, list | tuple) and len(call) == 2):
            break
        set_aside.append(IrregularCall(part, index, str(call[0]), str(call[1])))
        del kept[part][at]
        mended = {p: [c for _i, c in k] for p, k in kept.items() if k is not None}
        try:
            return replay_json({**record, **mended}), tuple(set_aside)
        except RecordError as again:
            error = again
    raise first_error


def _full(data: Mapping[str, Any], problems: Problems) -> DealFacts | None:
    record = {k: v for k, v in data.items() if k not in REQUEST_ONLY}
    try:
        replay, irregular_calls = _replay_setting_aside_irregular_calls(record)
    except RecordError as error:
        problems.found.extend(error.details)
        return None
    rec = replay.record
    deal = rec.deal
    allowed = deal.active
    if rec.contract is not None and rec.contract.is_raspasy and deal.sitting_out is not None:
        allowed = (*allowed, deal.dealer)
    given = _read_tricks(data.get("tricks"), allowed, problems)
    play = replay.play
    tricks = given
    if play is not None and play.is_over:
        if given is not None and given != play.taken:
            problems.add(
                "tricks",
                gettext_noop("the play gives %(taken)s: leave «tricks» out or make it agree"),
                taken=", ".join(f"{p} {n}" for p, n in play.taken.items()),
            )
        tricks = dict(play.taken)
    calls = _calls_from_replay(replay, data.get("whisting"))
    contract = rec.contract
    if (
        contract is not None
        and contract.is_game
        and not rec.refused
        and not calls
        and (play is not None and play.tricks)
    ):
        if data.get("whisting"):  # calls given, the whisting not ended: a lone whister's choice
            problems.add(
                "whisting",
                gettext_noop(
                    "the whisting is not finished: a lone whister says whether he plays open or "
                    "closed (e.g. [player, «closed»]); the score depends on it"
                ),
            )
        else:
            problems.add(
                "whisting",
                gettext_noop(
                    "say who whisted (e.g. [[player, «whist»], …]): the score depends on it"
                ),
            )
    outcome = replay.whist_outcome
    kontra = Kontra.NONE
    if contract is not None:
        kontra = read_kontra(data.get("kontra"), "kontra", rec.convention, contract, problems)
    return DealFacts(
        convention=rec.convention,
        players=deal.players,
        dealer=deal.dealer,
        contract=contract,
        declarer=rec.declarer,
        calls=calls,
        open=bool(outcome.open) if outcome else False,
        refused=rec.refused,
        tricks=tricks,
        replay=replay,
        talon=tuple(deal.talon),
        kontra=kontra or Kontra.NONE,
        note=_note(data, problems),
        irregular_calls=irregular_calls,
    )


def _note(data: Mapping[str, Any], problems: Problems) -> str:
    note = data.get("note", "")
    if not isinstance(note, str):
        problems.add("note", gettext_noop("must be text"))
        return ""
    return note


def _preferans(
    data: Mapping[str, Any], convention: Convention, seats: tuple[str, ...], problems: Problems
) -> DealFacts | None:
    """The Sochi rules for four «преферанс» (docs/game-record.schema.json): dealer and declarer
    only."""
    for key in data:
        if key not in ("players", "dealer", "convention", "contract", "declarer", "note"):
            problems.add(str(key), gettext_noop("unknown field for a «preferans» declaration"))
    dealer = data.get("dealer")
    declarer = data.get("declarer")
    if declarer not in active_players(seats, dealer):
        problems.add("declarer", gettext_noop("must be one of the players in the deal"))
        declarer = None
    if convention.score_sheet is not SheetKind.PULYA:
        problems.add(
            "contract",
            gettext_noop("«preferans» is written on the pulya sheet (the Sochi rules for four)"),
        )
    elif not convention.preferans_declaration:
        problems.add(
            "contract", gettext_noop("this convention does not allow declaring «preferans»")
        )
    return DealFacts(
        convention=convention,
        players=seats,
        dealer=dealer,
        contract=None,
        declarer=declarer,
        note=_note(data, problems),
        preferans=True,
    )


def _played_under(
    contract: Contract, convention: Convention, problems: Problems
) -> Contract | None:
    """The contract if the convention plays it (``check_allowed``), else None, the problem noted."""
    with problems.at("contract"):
        check_allowed(contract, convention)
        return contract
    return None


def _short(data: Mapping[str, Any], problems: Problems) -> DealFacts | None:
    for key in data:
        if key not in SHORT_FIELDS:
            problems.add(
                str(key),
                gettext_noop("is not a field of the short form (give «hands» for a deal record)"),
            )
    convention = problems.read("convention", read_convention, data.get("convention", "sochi"))
    players_raw, dealer = data.get("players"), data.get("dealer")
    if not isinstance(players_raw, list):
        problems.add("players", gettext_noop("must be a list of 3 or 4 names"))
        return None
    seats = problems.read("players", lambda p: validate_players(p, dealer), players_raw)
    if seats is None or convention is None:
        return None
    active = active_players(seats, dealer)
    if str(data.get("contract", "")).strip().lower() in PREFERANS_NAMES:
        return _preferans(data, convention, seats, problems)
    contract = None
    if data.get("contract") is not None:
        contract = problems.read("contract", parse_contract, data["contract"])
    if contract is not None:
        contract = _played_under(contract, convention, problems)
    declarer = data.get("declarer")
    if declarer is not None and declarer not in active:
        problems.add(
            "declarer", gettext_noop("«%(player)s» does not play this deal"), player=declarer
        )
        declarer = None
    if contract is not None and not contract.is_raspasy and declarer is None:
        problems.add("declarer", gettext_noop("who plays %(contract)s?"), contract=contract)
    if contract is not None and contract.is_raspasy and data.get("declarer") is not None:
        problems.add("declarer", gettext_noop("raspasy has no declarer"))
    kontra = Kontra.NONE
    if contract is not None:
        kontra = read_kontra(data.get("kontra"), "kontra", convention, contract, problems)
    pik = contract is not None and undoubled_pik(convention, contract, kontra or Kontra.NONE)
    calls: dict[str, DefenderCall] = {}
    raw_calls = data.get("defenders")
    if raw_calls is not None:
        if not isinstance(raw_calls, Mapping):
            problems.add("defenders", gettext_noop("must be an object of defender: call"))
        else:
            for name, call in raw_calls.items():
                # four players: the dealer may take the whist back (the Sochi rules for four; Lesnoy
                # 3.8.8.1)
                back = (
                    name == dealer
                    and len(seats) == 4
                    and call == DefenderCall.WHIST_BACK.value
                    and convention.dealer_whist_back
                )
                if (name not in active or name == declarer) and not back:
                    problems.add(f"defenders.{name}", gettext_noop("is not a defender here"))
                    continue
                try:
                    calls[name] = DefenderCall(call)
                except ValueError:
                    problems.add(
                        f"defenders.{name}",
                        gettext_noop("must be whist, pass, half or whist-back"),
                    )
    elif (
        contract is not None
        and contract.is_game
        and declarer is not None
        and not pik
        and data.get("refused") is not True
    ):
        problems.add("defenders", gettext_noop("say who whisted: {player: whist/pass/half}"))
    allowed = active
    if contract is not None and contract.is_raspasy and len(seats) == 4:
        allowed = (*active, dealer)
    tricks = _read_tricks(data.get("tricks"), allowed, problems)
    for flag in ("open", "refused"):
        if flag in data and not isinstance(data[flag], bool):
            problems.add(flag, gettext_noop("must be true or false"))
    talon = read_talon(data.get("talon"), "talon", problems)
    renonce = data.get("renonce")
    if renonce is not None and (
        contract is None or not contract.is_misere or renonce not in active or renonce == declarer
    ):
        problems.add("renonce", gettext_noop("a defender's renonce is recorded on misère only"))
        renonce = None
    return DealFacts(
        convention=convention,
        players=seats,
        dealer=dealer,
        contract=contract,
        declarer=declarer,
        calls=calls,
        open=data.get("open") is True,
        refused=data.get("refused") is True,
        tricks=tricks,
        talon=talon,
        renonce=renonce,
        kontra=kontra or Kontra.NONE,
        note=_note(data, problems),
    )


def read_request(data: Any) -> tuple[DealFacts, tuple[Incident, ...]]:
    """The facts and the incidents (entered and found in the play), or every problem at once."""
    if not isinstance(data, Mapping):
        raise RecordError([Problem("", gettext_noop("an adjudication request is a JSON object"))])
    problems = Problems()
    facts = _full(data, problems) if "hands" in data else _short(data, problems)
    if facts is None:
        problems.raise_if_any()
        raise RecordError([Problem("", gettext_noop("the deal could not be read"))])
    incidents = parse_incidents(data.get("incidents"), facts.active, problems, facts.players)
    if facts.contract is None and any(
        i.type not in (IncidentType.MISDEAL, IncidentType.CONDUCT) for i in incidents
    ):
        problems.add("contract", gettext_noop("the contract is needed to rule on the play"))
    _refuse_misdeals_noticed_before_a_bidding_recorded(data, facts, incidents, problems)
    problems.raise_if_any()
    calls = tuple(
        Incident(
            type=IncidentType.CONDUCT,
            player=call.player,
            kind=ConductKind.IRREGULAR_CALL,
            note=call.where,
            detected=True,
        )
        for call in facts.irregular_calls
    )
    return facts, merge_detected(facts, (*incidents, *calls))


def _refuse_misdeals_noticed_before_a_bidding_recorded(
    data: Mapping[str, Any], facts: DealFacts, incidents: tuple[Incident, ...], problems: Problems
) -> None:
    """A misdeal said to be noticed before the bidding, in a record whose bidding began (its
    calls, or a contract), is a contradiction: the ruling turns on when it was noticed (Lesnoy's
    book 3.2.13–3.2.15), so the record is refused, not ruled on the earlier time."""
    if facts.contract is None and not data.get("auction"):
        return
    for incident in incidents:
        if incident.type is IncidentType.MISDEAL and incident.noticed not in (
            None,
            Noticed.AFTER_BIDDING,
        ):
            problems.add(
                f"{incident.field}.noticed",
                gettext_noop(
                    "the record shows the bidding under way: the misdeal was noticed after "
                    "the bidding began (or leave the bidding and the contract out)"
                ),
            )


def merge_detected(facts: DealFacts, incidents: tuple[Incident, ...]) -> tuple[Incident, ...]:
    """Entered incidents plus the renonces and cards out of turn the play shows.

    An entered incident of the same type, player and trick as one found in the play is that
    one (``detected``), with the card the play shows.
    """
    out = list(incidents)
    kinds = {
        IrregularityType.RENONCE: IncidentType.RENONCE,
        IrregularityType.OUT_OF_TURN: IncidentType.OUT_OF_TURN,
    }
    for irregularity in facts.irregularities:
        kind = kinds[irregularity.type]
        same = next(
            (
                k
                for k, i in enumerate(out)
                if i.type is kind
                and i.player == irregularity.player
                and i.trick == irregularity.trick
            ),
            None,
        )
        if same is None:
            out.append(
                Incident(
                    type=kind,
                    player=irregularity.player,
                    trick=irregularity.trick,
                    card=irregularity.card,
                    detected=True,
                )
            )
        else:
            entered = out[same]
            out[same] = Incident(
                **{
                    **{f: getattr(entered, f) for f in entered.__dataclass_fields__},
                    "card": irregularity.card,
                    "detected": True,
                }
            )
    return tuple(out)
