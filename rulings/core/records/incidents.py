"""Incidents: the irregularities a table asks the adjudicator (арбитр) to rule on.

An incident is entered as JSON (docs/adjudicator.md, docs/adjudication-request.schema.json)::

    {"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6}

Renonces and cards out of turn that the play shows are found by the rules core (``play.py``)
and need not be listed; listing one adds what the play cannot show (the choice of the
non-offending side, a damage claim). ``parse_incidents`` reads the list and reports every
problem against its field (``incidents[1].trick``), all at once.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from rulings.core.errors import PreferansError
from rulings.core.game.cards import Card, parse_cards
from rulings.core.i18n import gettext_noop
from rulings.core.problems import Problems


class IncidentType(enum.StrEnum):
    RENONCE = "renonce"  # ренонс: Lesnoy's code 3.9.3 broken; penalties of the classic text
    OUT_OF_TURN = "out_of_turn"  # ход не в очередь, открытая карта: Lesnoy's code 3.9.14
    PEEK = "peek"  # просмотр не последней взятки: Lesnoy's code 3.9.8, 3.9.11, 3.9.12
    EXPOSED = "exposed"  # карты раскрыты раньше времени: the classic text
    CLAIM = "claim"  # заявка на оставшиеся взятки с открытием карт: the classic text
    # прикуп подсмотрен (или открыт в торговле): the classic text, the talon rules of
    # preferans-club.ru
    TALON_PEEK = "talon_peek"
    MISDEAL = "misdeal"  # неправильная сдача: Lesnoy's book 3.2.12–3.2.15, the classic text
    CONDUCT = "conduct"  # conduct at the table the texts forbid (talk, advice, …): ConductKind


class ConductKind(enum.StrEnum):
    """Conduct the texts forbid or allow, most without a penalty (``conduct.py``)."""

    # the 4-player dealer looked at a neighbour's cards (the classic text)
    DEALER_LOOKED = "dealer_looked"
    DEALER_ADVICE = "dealer_advice"  # the 4-player dealer gave advice (the classic text)
    TALK = "talk"  # talk at the table during the play or the whisting (the classic text)
    COUNTING_ALOUD = "counting_aloud"  # trumps or tricks counted aloud (Lesnoy's code 3.9.13)
    # cards touched or looked at before the deal ended (the classic text)
    TOUCHED_CARDS = "touched_cards"
    # a call in the bidding other than the allowed words (the classic text)
    IRREGULAR_CALL = "irregular_call"
    # tricks left ungathered turned (Lesnoy's code 3.9.10)
    TRICKS_NOT_GATHERED = "tricks_not_gathered"
    # open whist cards not laid out (Lesnoy's code 3.8.10)
    OPEN_CARDS_DISORDERED = "open_cards_disordered"


class MisdealKind(enum.StrEnum):
    CARD_EXPOSED = "card_exposed"  # a card turned face up in the deal (3.2.12, 3.2.15; 000)
    CARD_EXPOSED_IN_CUT = "card_exposed_in_cut"  # a card face up in the pack or the cut (3.2.15)
    WRONG_COUNT = "wrong_count"  # unequal hands or a wrong talon (3.2.13; the classic text)
    WRONG_ORDER = "wrong_order"  # dealt in the wrong order or wrong batches (3.2.13)
    MISSING_CARD = "missing_card"  # a card missing from the pack (3.2.15)
    NO_CUT = "no_cut"  # the pack was not cut (3.2.15)
    OUT_OF_TURN = "out_of_turn"  # the wrong player dealt (3.2.14; the classic text)


class Noticed(enum.StrEnum):
    """When a misdeal was noticed, in the order of the deal."""

    DURING_DEAL = "during_deal"  # before the last card was dealt
    BEFORE_LOOKING = "before_looking"  # dealt, but nobody has looked at his cards
    BEFORE_BIDDING = "before_bidding"  # cards looked at, no call made yet
    AFTER_BIDDING = "after_bidding"  # the auction has begun (or the deal is played)


TIMELINE = tuple(Noticed)

# fields each type accepts besides ``type`` and ``player``
FIELDS: dict[IncidentType, frozenset[str]] = {
    IncidentType.RENONCE: frozenset({"trick", "card", "cards", "won_by", "highest", "note"}),
    IncidentType.OUT_OF_TURN: frozenset(
        {
            "trick",
            "card",
            "choice",
            "complainant",
            "line",
            "tricks_before",
            "note",
            "penalty_cards",
            "order",
            "missed",
        }
    ),
    IncidentType.PEEK: frozenset({"trick", "at_trick", "agreed", "note"}),
    IncidentType.EXPOSED: frozenset({"at_trick", "claimed", "note"}),
    IncidentType.CLAIM: frozenset({"at_trick", "claimed", "note"}),
    IncidentType.TALON_PEEK: frozenset({"exposed", "last_bid", "note"}),
    IncidentType.MISDEAL: frozenset({"kind", "noticed", "dealer_fault", "repeated", "note"}),
    IncidentType.CONDUCT: frozenset({"kind", "kibitzer", "at_trick", "note"}),
}


@dataclass(frozen=True)
class Incident:
    """One irregularity as entered (or as found in the play: ``detected``)."""

    type: IncidentType
    player: str
    trick: int | None = None  # the trick concerned (renonce, out of turn, the trick looked at)
    at_trick: int | None = None  # when: the trick being played when it happened (peek, claim)
    card: Card | None = None
    cards: tuple[tuple[str, Card], ...] = ()  # a declared renonce trick's cards, in order
    won_by: str | None = None  # who took a declared renonce trick at the table
    # a declarer's renonce trick without its cards: the whister whose card of the led suit was
    # highest (the classic text: the trick goes to him)
    highest: str | None = None
    choice: str | None = None  # the non-offending side's choice, when the rule gives one
    complainant: str | None = None  # raspasy out of turn: who claims damage (3.9.14.3)
    line: tuple[tuple[str, Card], ...] = ()  # the complainant's sequence without the offence
    tricks_before: Mapping[str, int] | None = None  # raspasy out of turn, without the play
    agreed: bool = False  # peek: shown on request with nobody objecting (3.9.11.1)
    claimed: int | None = None  # claim: the tricks the claimer says he takes from here
    exposed: bool = False  # talon: shown to everyone during the auction (club rule)
    last_bid: int | None = None  # talon exposed: the level of the last bid (6 if none)
    kind: MisdealKind | ConductKind | None = None
    kibitzer: bool = False  # conduct: by an onlooker, not a player (Lesnoy's code 3.9.13)
    # out of turn, 3.9.14: several penalty cards at once, the order the opponent picked for
    # them, and whether a penalty card's first chance passed without it being played
    penalty_cards: tuple[Card, ...] = ()
    order: tuple[Card, ...] = ()
    missed: bool = False
    noticed: Noticed | None = None
    dealer_fault: bool = True
    repeated: bool = False
    note: str = ""
    detected: bool = False  # found by the rules core in the play
    index: int | None = None  # position in the request's ``incidents`` list
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def field(self) -> str:
        return f"incidents[{self.index}]" if self.index is not None else "play"

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type.value, "player": self.player}
        for name in ("trick", "at_trick", "won_by", "highest", "choice", "complainant", "claimed"):
            value = getattr(self, name)
            if value is not None:
                data[name] = value
        if self.card is not None:
            data["card"] = self.card.en
        if self.cards:
            data["cards"] = [[p, c.en] for p, c in self.cards]
        if self.line:
            data["line"] = [[p, c.en] for p, c in self.line]
        if self.penalty_cards:
            data["penalty_cards"] = [c.en for c in self.penalty_cards]
        if self.order:
            data["order"] = [c.en for c in self.order]
        if self.missed:
            data["missed"] = True
        if self.tricks_before is not None:
            data["tricks_before"] = dict(self.tricks_before)
        if self.type is IncidentType.PEEK:
            data["agreed"] = self.agreed
        if self.type is IncidentType.TALON_PEEK:
            data["exposed"] = self.exposed
            if self.last_bid is not None:
                data["last_bid"] = self.last_bid
        if self.type is IncidentType.MISDEAL:
            data.update(
                kind=self.kind.value if self.kind else None,
                noticed=self.noticed.value if self.noticed else None,
                dealer_fault=self.dealer_fault,
                repeated=self.repeated,
            )
        if self.type is IncidentType.CONDUCT:
            data["kind"] = self.kind.value if self.kind else None
            data["kibitzer"] = self.kibitzer
        if self.note:
            data["note"] = self.note
        data["detected"] = self.detected
        return data


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _pairs(where: str, value: Any, players: tuple[str, ...], problems: Problems):
    if not isinstance(value, list) or not all(
        isinstance(item, list | tuple) and len(item) == 2 for item in value
    ):
        problems.add(where, gettext_noop("must be a list of [player, card] pairs"))
        return ()
    out = []
    for k, (player, token) in enumerate(value):
        if player not in players:
            problems.add(
                f"{where}[{k}]", gettext_noop("«%(player)s» does not play this deal"), player=player
            )
            continue
        try:
            out.append((player, parse_cards([token])[0]))
        except (PreferansError, TypeError, AttributeError):
            problems.add(f"{where}[{k}]", gettext_noop("«%(card)s» is not a card"), card=token)
    return tuple(out)


def parse_incident(
    raw: Any,
    index: int,
    players: tuple[str, ...],
    problems: Problems,
    seated: tuple[str, ...] = (),
) -> Incident | None:
    """One incident; problems go against ``incidents[index].field``. ``players``: who plays;
    ``seated``: everyone at the table (with four, the dealer as well)."""
    seated = seated or players
    where = f"incidents[{index}]"
    if not isinstance(raw, Mapping):
        problems.add(where, gettext_noop("an incident is an object with a type and a player"))
        return None
    before = len(problems.found)
    try:
        kind = IncidentType(raw.get("type"))
    except ValueError:
        problems.add(
            f"{where}.type",
            gettext_noop("must be one of %(types)s"),
            types=", ".join(t.value for t in IncidentType),
        )
        return None
    allowed = FIELDS[kind] | {"type", "player"}
    for key in raw:
        if key not in allowed:
            problems.add(
                f"{where}.{key}",
                gettext_noop("is not a field of a %(type)s incident"),
                type=kind.value,
            )
    player = raw.get("player")
    # who dealt a misdeal, or who saw the talon (with four, the dealer too: the classic text
    # «сдающий не имеет права смотреть карты прикупа»), may be a player who sits this deal out;
    # the 4-player dealer can offend too: he holds the talon tricks on raspasy and may look at
    # a quitted trick (Lesnoy's code 3.9.11.2), at a neighbour's cards, give advice (the classic
    # text)
    who = (
        seated
        if kind
        in (IncidentType.MISDEAL, IncidentType.TALON_PEEK, IncidentType.PEEK, IncidentType.CONDUCT)
        else players
    )
    if kind is IncidentType.MISDEAL and player is None:
        player = ""  # the dealer of the deal
    elif kind is IncidentType.CONDUCT and raw.get("kibitzer") is True:
        player = str(player or "")  # an onlooker: any name, or none
    elif player not in who:
        problems.add(
            f"{where}.player",
            gettext_noop("must be one of the players in the deal (%(players)s)"),
            players=", ".join(who),
        )
    values: dict[str, Any] = {}
    for name in ("trick", "at_trick", "claimed", "last_bid"):
        if name in raw:
            value = raw[name]
            low, high = (6, 10) if name == "last_bid" else (0, 10) if name == "claimed" else (1, 10)
            if not _is_int(value) or not low <= value <= high:
                problems.add(
                    f"{where}.{name}",
                    gettext_noop("must be a whole number %(low)s–%(high)s"),
                    low=low,
                    high=high,
                )
            else:
                values[name] = value
    if kind in (IncidentType.PEEK,) and "trick" not in raw:
        problems.add(f"{where}.trick", gettext_noop("which trick was looked at?"))
    if kind is IncidentType.PEEK and "at_trick" not in raw:
        problems.add(
            f"{where}.at_trick", gettext_noop("when: the number of the trick being played")
        )
    if (
        kind is IncidentType.PEEK
        and "trick" in values
        and "at_trick" in values
        and values["trick"] >= values["at_trick"]
    ):
        problems.add(
            f"{where}.trick",
            gettext_noop("a trick looked at must be quitted before trick %(at)s"),
            at=values["at_trick"],
        )
    if kind in (IncidentType.RENONCE, IncidentType.OUT_OF_TURN) and "trick" not in raw:
        problems.add(f"{where}.trick", gettext_noop("which trick?"))
    if kind in (IncidentType.EXPOSED, IncidentType.CLAIM) and "at_trick" not in raw:
        problems.add(
            f"{where}.at_trick",
            gettext_noop("when: the number of the first trick not yet played"),
        )
    if "card" in raw:
        try:
            values["card"] = parse_cards([raw["card"]])[0]
        except (PreferansError, TypeError, AttributeError):
            problems.add(
                f"{where}.card", gettext_noop("«%(card)s» is not a card"), card=raw["card"]
            )
    if "cards" in raw:
        values["cards"] = _pairs(f"{where}.cards", raw["cards"], players, problems)
    if "line" in raw:
        values["line"] = _pairs(f"{where}.line", raw["line"], players, problems)
    for name in ("won_by", "highest", "complainant"):
        if name in raw:
            if raw[name] not in players:
                problems.add(
                    f"{where}.{name}",
                    gettext_noop("must be one of the players in the deal (%(players)s)"),
                    players=", ".join(players),
                )
            else:
                values[name] = raw[name]
    if "choice" in raw:
        if not isinstance(raw["choice"], str):
            problems.add(f"{where}.choice", gettext_noop("must be a string"))
        else:
            values["choice"] = raw["choice"]
    if "tricks_before" in raw:
        tb = raw["tricks_before"]
        # with four, the dealer takes the talon tricks on raspasy (the Sochi rules for four:
        # «Игроки, взявшие на распасах (в том числе и сдатчик)»): he may be counted too
        if not isinstance(tb, Mapping) or not all(
            p in seated and _is_int(n) and 0 <= n <= 10 for p, n in tb.items()
        ):
            problems.add(
                f"{where}.tricks_before",
                gettext_noop("must be an object of player: tricks taken before the offence"),
            )
        elif sum(tb.values()) > 9:
            problems.add(
                f"{where}.tricks_before", gettext_noop("at most 9 tricks before the offence")
            )
        else:
            values["tricks_before"] = dict(tb)
    for name in ("penalty_cards", "order"):
        if name in raw:
            try:
                values[name] = tuple(parse_cards(list(raw[name])))
            except (PreferansError, TypeError, AttributeError):
                problems.add(f"{where}.{name}", gettext_noop("must be a list of cards"))
    if "order" in values and set(values["order"]) != set(values.get("penalty_cards", ())):
        problems.add(f"{where}.order", gettext_noop("must list the same cards as penalty_cards"))
    for name in ("agreed", "exposed", "dealer_fault", "repeated", "kibitzer", "missed"):
        if name in raw:
            if not isinstance(raw[name], bool):
                problems.add(f"{where}.{name}", gettext_noop("must be true or false"))
            else:
                values[name] = raw[name]
    if kind is IncidentType.MISDEAL:
        for name, enum_type in (("kind", MisdealKind), ("noticed", Noticed)):
            try:
                values[name] = enum_type(raw.get(name))
            except ValueError:
                problems.add(
                    f"{where}.{name}",
                    gettext_noop("must be one of %(values)s"),
                    values=", ".join(v.value for v in enum_type),
                )
    if kind is IncidentType.CONDUCT:
        try:
            values["kind"] = ConductKind(raw.get("kind"))
        except ValueError:
            problems.add(
                f"{where}.kind",
                gettext_noop("must be one of %(values)s"),
                values=", ".join(v.value for v in ConductKind),
            )
    if "note" in raw:
        values["note"] = str(raw["note"])
    if len(problems.found) > before:
        return None
    return Incident(type=kind, player=player, index=index, **values)


def parse_incidents(
    raw: Any, players: tuple[str, ...], problems: Problems, seated: tuple[str, ...] = ()
) -> tuple[Incident, ...]:
    """The ``incidents`` list of a request (absent: none); ``players`` play, ``seated`` sit
    at the table."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        problems.add("incidents", gettext_noop("must be a list of incidents"))
        return ()
    found = (parse_incident(item, i, players, problems, seated) for i, item in enumerate(raw))
    incidents = tuple(item for item in found if item is not None)
    _refuse_repeats(incidents, problems)
    return incidents


def _refuse_repeats(incidents: tuple[Incident, ...], problems: Problems) -> None:
    """One incident entered twice would be penalised twice: each is ruled once, so a list whose
    incidents repeat one another is refused, naming both."""
    for k, incident in enumerate(incidents):
        same = replace(incident, index=None)
        first = next((i for i in incidents[:k] if replace(i, index=None) == same), None)
        if first is not None and first.index is not None and incident.index is not None:
            problems.add(
                incident.field,
                gettext_noop(
                    "incidents %(first)s and %(second)s of the list are one incident entered "
                    "twice (%(player)s): an incident is ruled once; remove the repeat"
                ),
                first=first.index + 1,
                second=incident.index + 1,
                player=incident.player,
            )
