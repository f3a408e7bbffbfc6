"""The deal wizard: type → declarer → contract → each defender → tricks, valid choices only.

The wizard keeps no server state: the choices made so far travel with the form as hidden
fields (``Wizard.state``), and every request rebuilds the wizard from them. ``build_wizard``
checks each submitted choice against the choices that step offers (a forged or stale value is
an error, never a silent guess), then says which step comes next and what it offers. When
every step is answered, ``Wizard.deal`` is the deal as the game record writes it
(docs/game-record.schema.json); the scoring engine checks it once more before it is saved.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from rulings.core.contracts import Strain, parse_contract
from rulings.core.convention import Convention
from rulings.core.deal import active_players
from rulings.core.errors import PreferansError

# The order of the wizard's choices: clearing one clears every later one.
ORDER = ("kind", "declarer", "contract", "call1", "call2", "back", "open")
KINDS = ("game", "misere", "raspasy", "refused", "correction")
STRAINS = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.NO_TRUMP)
COLUMNS = ("pulya", "mountain", "whists")


@dataclass(frozen=True)
class Choice:
    value: str
    label: str
    css: str = ""


@dataclass(frozen=True)
class Crumb:
    field: str
    label: str
    value: str


@dataclass(frozen=True)
class NumberInput:
    name: str
    label: str
    value: str
    error: str = ""


@dataclass
class Wizard:
    """One screen of the wizard. ``step`` is the field asked now, or "save" when complete."""

    players: tuple[str, ...]
    dealer: str
    active: tuple[str, ...]
    state: dict[str, str]
    step: str = "kind"
    prompt: str = ""
    choices: list[Choice] = field(default_factory=list)
    contract_rows: list[list[Choice]] = field(default_factory=list)
    inputs: list[NumberInput] = field(default_factory=list)
    crumbs: list[Crumb] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    deal: dict[str, Any] | None = None
    edit: int | None = None

    @property
    def hidden(self) -> list[tuple[str, str]]:
        """The choices made so far, carried as hidden inputs (the current step's excluded)."""
        if self.step == "save":
            return [(k, v) for k, v in self.state.items() if not k.startswith(("tricks_", "c_"))]
        return [(k, v) for k, v in self.state.items() if k != self.step]

    @property
    def is_correction(self) -> bool:
        return self.state.get("kind") == "correction"

    @property
    def complete(self) -> bool:
        return self.step == "save"


def contract_label(code: str) -> str:
    """«7♥», «6БК» / «6NT», «мизер» / «misère», with «без прикупа» when so."""
    without = code.endswith(" without talon")
    base = code.removesuffix(" without talon")
    english = (get_language() or "ru").startswith("en")
    if base == "misere":
        text = _("misère")
    elif base == "raspasy":
        text = _("raspasy")
    else:
        level, letter = base[:-1], base[-1]
        if base.endswith("NT"):
            level, letter = base[:-2], "NT"
        strain = {"S": "♠", "C": "♣", "D": "♦", "H": "♥", "NT": "NT" if english else "БК"}
        text = f"{level}{strain[letter]}"
    return f"{text} {_('without the talon')}" if without else text


def call_label(call: str) -> str:
    return {
        "whist": _("whist"),
        "pass": _("pass"),
        "half": _("half-whist"),
        "whist-back": _("whist back"),
    }.get(call, call)


def kind_label(kind: str) -> str:
    return {
        "game": _("Game"),
        "misere": _("Misère"),
        "raspasy": _("Raspasy"),
        "refused": _("Without three"),
        "correction": _("Correction"),
    }[kind]


def column_label(column: str) -> str:
    return {"pulya": _("pulya"), "mountain": _("mountain"), "whists": _("whists")}[column]


def _level(code: str) -> int:
    return int(code.removesuffix(" without talon").rstrip("SCDHNT"))


def defenders(active: tuple[str, ...], declarer: str) -> tuple[str, str]:
    """The two defenders in the order they speak: from the declarer's left, clockwise."""
    i = active.index(declarer)
    return active[(i + 1) % 3], active[(i + 2) % 3]


def game_contracts(conv: Convention) -> list[list[str]]:
    rows = [[f"{level}{s.letter}" for s in STRAINS] for level in range(6, 11)]
    if conv.without_talon_games:
        rows += [[f"{c} without talon" for c in row] for row in rows[:5]]
    return rows


class _Builder:
    def __init__(
        self,
        conv: Convention,
        players: tuple[str, ...],
        dealer: str,
        data: Mapping[str, str],
        edit: int | None,
    ):
        self.conv = conv
        self.players = players
        self.dealer = dealer
        self.active = active_players(players, dealer)
        self.data = {k: str(v).strip() for k, v in data.items()}
        self.wizard = Wizard(players, dealer, self.active, {}, edit=edit)

    # --- one step at a time: each returns True when the step is answered
    def offer(self, name: str, prompt: str, choices: list[Choice], why: str = "") -> bool:
        """Take the submitted value for ``name`` if it is one of ``choices``; else ask."""
        w = self.wizard
        value = self.data.get(name, "")
        if value:
            for choice in choices:
                if choice.value == value:
                    w.state[name] = value
                    w.crumbs.append(Crumb(name, prompt, choice.label))
                    return True
            w.errors.append(
                why or _("«%(value)s» is not one of the choices here.") % {"value": value}
            )
        w.step, w.prompt, w.choices = name, prompt, choices
        return False

    def auto(self, name: str, value: str) -> None:
        self.wizard.state[name] = value

    def build(self) -> Wizard:
        w = self.wizard
        conv = self.conv
        kinds = [k for k in KINDS if self._kind_allowed(k)]
        if not self.offer(
            "kind", _("What was played?"), [Choice(k, kind_label(k), f"kind-{k}") for k in kinds]
        ):
            return w
        kind = w.state["kind"]
        if kind == "raspasy":
            self.tricks(list(self.active), raspasy=True)
            return w
        if kind == "correction":
            self.correction()
            return w
        if not self.offer(
            "declarer",
            _("Declarer"),
            [Choice(p, p) for p in self.active],
            _(
                "The declarer must be one of the three players in this deal "
                "(the dealer, %(dealer)s, sits out)."
            )
            % {"dealer": self.dealer}
            if len(self.players) == 4
            else "",
        ):
            return w
        declarer = w.state["declarer"]
        if kind == "misere":
            options = ["misere"] + (["misere without talon"] if conv.without_talon_games else [])
            if len(options) == 1 and not self.data.get("contract"):
                self.auto("contract", "misere")
            elif not self.offer(
                "contract", _("Contract"), [Choice(c, contract_label(c)) for c in options]
            ):
                return w
            self.tricks([declarer])
            return w
        rows = game_contracts(conv)
        w.contract_rows = [
            [Choice(c, contract_label(c), _strain_css(c)) for c in row] for row in rows
        ]
        if not self.offer("contract", _("Contract"), [c for row in w.contract_rows for c in row]):
            return w
        w.contract_rows = []
        contract = w.state["contract"]
        if kind == "refused":
            self.save()
            return w
        level = _level(contract)
        first, second = defenders(self.active, declarer)
        must_whist = conv.stalingrad and contract == "6S"
        calls = [Choice("whist", call_label("whist"))]
        if not must_whist:
            calls.append(Choice("pass", call_label("pass")))
        if not self.offer(
            "call1",
            _("%(player)s (first defender)") % {"player": first},
            calls,
            _("Stalingrad: 6♠ must be whisted by both defenders.") if must_whist else "",
        ):
            return w
        call1 = w.state["call1"]
        second_calls = list(calls)
        half_ok = (
            call1 == "pass" and level in conv.half_whist_levels and (level < 10 or conv.ten_whisted)
        )
        if half_ok:
            second_calls.append(Choice("half", call_label("half")))
        why = ""
        if self.data.get("call2") == "half":
            if call1 != "pass":
                why = _("A half-whist is only possible after the first defender passed.")
            else:
                why = _(
                    "A half-whist is not allowed on a %(level)s in this convention "
                    "(only on %(levels)s)."
                ) % {
                    "level": level,
                    "levels": ", ".join(str(x) for x in conv.half_whist_levels) or "—",
                }
        if not self.offer(
            "call2", _("%(player)s (second defender)") % {"player": second}, second_calls, why
        ):
            return w
        call2 = w.state["call2"]
        backs = []
        if call2 == "half":
            backs.append(Choice("first", _("%(player)s takes the whist back") % {"player": first}))
        dealer_can = (
            len(self.players) == 4 and conv.dealer_whist_back and "whist" not in (call1, call2)
        )
        if dealer_can:
            backs.append(
                Choice(
                    "dealer",
                    _("the dealer %(player)s takes the whist back") % {"player": self.dealer},
                )
            )
        if backs:
            backs.append(Choice("none", _("nobody takes the whist back")))
            if not self.offer("back", _("Whist back?"), backs):
                return w
        else:
            self.auto("back", "none")
        back = w.state["back"]
        playing = [p for p, c in ((first, call1), (second, call2)) if c == "whist"]
        if back == "first":
            playing.append(first)
        elif back == "dealer":
            playing.append(self.dealer)
        if len(playing) == 1:
            if not self.offer(
                "open",
                _("Lone whister %(player)s plays") % {"player": playing[0]},
                [Choice("closed", _("closed (втёмную)")), Choice("open", _("open (в светлую)"))],
            ):
                return w
        else:
            self.auto("open", "closed")
        if playing:
            self.tricks([declarer, *playing])
        elif conv.all_pass_made or call2 == "half":
            self.save()
        else:
            self.tricks([declarer])
        return w

    def _kind_allowed(self, kind: str) -> bool:
        if kind == "misere":
            return self.conv.misere_allowed
        if kind == "refused":
            return self.conv.refusal_allowed
        return True

    def tricks(self, who: list[str], *, raspasy: bool = False) -> None:
        w = self.wizard
        w.step = "save"
        w.prompt = _("Tricks")
        counts: dict[str, int] = {}
        submitted = any(f"tricks_{self.players.index(p)}" in self.data for p in who)
        for p in who:
            name = f"tricks_{self.players.index(p)}"
            raw = self.data.get(name, "")
            error = ""
            if raw:
                try:
                    value = int(raw)
                except ValueError:
                    value = -1
                if not 0 <= value <= 10:
                    error = _("a whole number from 0 to 10")
                else:
                    counts[p] = value
                    w.state[name] = str(value)
            elif submitted:
                error = _("how many tricks?")
            w.inputs.append(NumberInput(name, p, raw, error))
        if not submitted or any(i.error for i in w.inputs):
            if any(i.error for i in w.inputs):
                w.errors.append(_("Give every player's tricks, 0 to 10."))
            return
        total = sum(counts.values())
        if len(who) > 1 and total != 10:
            if raspasy:
                w.errors.append(
                    _("Raspasy tricks must add up to 10, not %(total)s.") % {"total": total}
                )
            else:
                w.errors.append(
                    _("The declarer's and the whisters' tricks must add up to 10, not %(total)s.")
                    % {"total": total}
                )
            return
        self.save(counts)

    def correction(self) -> None:
        w = self.wizard
        w.step = "save"
        w.prompt = _("Correction")
        d = self.data
        player, column, on, amount = (
            d.get(k, "") for k in ("c_player", "c_column", "c_on", "c_amount")
        )
        note = d.get("c_note", "")[:200]
        for key, value in (
            ("c_player", player),
            ("c_column", column),
            ("c_on", on),
            ("c_amount", amount),
            ("c_note", note),
        ):
            if value:
                w.state[key] = value
        if not (player or column or amount):
            return
        if player not in self.players:
            w.errors.append(_("Choose whose entry to correct."))
        if column not in COLUMNS:
            w.errors.append(_("Choose the column: pulya, mountain or whists."))
        if column == "whists" and (on not in self.players or on == player):
            w.errors.append(_("Whists are written on another player: choose on whom."))
        try:
            value = int(amount)
        except ValueError:
            w.errors.append(_("The amount is a whole number (negative to take off)."))
            return
        if value == 0:
            w.errors.append(_("The amount is a whole number (negative to take off)."))
        if w.errors:
            return
        body: dict[str, Any] = {"player": player, column: value}
        if column == "whists":
            body["on"] = on
        if note:
            body["note"] = note
        w.deal = {"correction": body}

    def save(self, counts: Mapping[str, int] | None = None) -> None:
        w = self.wizard
        s = w.state
        w.step = "save"
        w.prompt = w.prompt or _("Check and save")
        deal: dict[str, Any] = {"dealer": self.dealer}
        kind = s["kind"]
        if kind == "raspasy":
            deal["contract"] = "raspasy"
            deal["tricks"] = dict(counts or {})
            w.deal = deal
            return
        deal["declarer"] = s["declarer"]
        deal["contract"] = s["contract"]
        if kind == "refused":
            deal["refused"] = True
        elif kind == "game":
            first, second = defenders(self.active, s["declarer"])
            calls = {first: s["call1"], second: s["call2"]}
            if s.get("back") == "first":
                calls[first] = "whist-back"
            elif s.get("back") == "dealer":
                calls[self.dealer] = "whist-back"
            deal["defenders"] = calls
            if s.get("open") == "open":
                deal["open"] = True
        if counts:
            deal["tricks"] = dict(counts)
        w.deal = deal


def _strain_css(code: str) -> str:
    return "red" if code.removesuffix(" without talon")[-1] in "DH" else ""


def build_wizard(
    conv: Convention,
    players: tuple[str, ...],
    dealer: str,
    data: Mapping[str, str],
    *,
    edit: int | None = None,
) -> Wizard:
    """The wizard after the choices in ``data`` (a ``back`` value clears that choice onward)."""
    values = {k: v for k, v in data.items() if k in ORDER or k.startswith(("tricks_", "c_"))}
    back = data.get("back_to", "")
    if back in ORDER:
        for name in ORDER[ORDER.index(back) :]:
            values.pop(name, None)
        values = {k: v for k, v in values.items() if not k.startswith(("tricks_", "c_"))}
    return _Builder(conv, players, dealer, values, edit).build()


def state_from_deal(deal: Mapping[str, Any], players: tuple[str, ...]) -> dict[str, str]:
    """The wizard's fields for a deal of the record, to edit it (best effort; the rest is asked)."""
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
    try:
        contract = parse_contract(str(deal.get("contract", ""))).en
    except PreferansError:
        contract = str(deal.get("contract", ""))
    tricks = {
        f"tricks_{players.index(p)}": str(t)
        for p, t in (deal.get("tricks") or {}).items()
        if p in players
    }
    lowered = contract.lower()
    if lowered == "raspasy":
        return {"kind": "raspasy", **tricks}
    state = {"declarer": str(deal.get("declarer", ""))}
    if lowered.startswith("misere"):
        state["kind"] = "misere"
        state["contract"] = "misere without talon" if "without" in lowered else "misere"
        return {**state, **tricks}
    state["contract"] = contract
    if deal.get("refused"):
        state["kind"] = "refused"
        return state
    state["kind"] = "game"
    dealer = deal.get("dealer")
    if dealer not in players or state["declarer"] not in active_players(players, dealer):
        return state
    first, second = defenders(active_players(players, dealer), state["declarer"])
    calls = deal.get("defenders") or {}
    c1, c2 = calls.get(first), calls.get(second)
    if c1 == "whist-back" and c2 == "half":
        state.update(call1="pass", call2="half", back="first")
    elif c1 in ("whist", "pass") and c2 in ("whist", "pass", "half"):
        state.update(call1=c1, call2=c2)
        state["back"] = "dealer" if calls.get(dealer) == "whist-back" else "none"
    else:
        return state
    state["open"] = "open" if deal.get("open") else "closed"
    return {**state, **tricks}
