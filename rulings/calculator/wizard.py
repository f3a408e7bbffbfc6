"""The deal wizard: type → declarer → contract → each defender → tricks, valid choices only.

Every preset the engine scores is entered here: the pulya presets, the classic sheet with
курочка (talon cards, the misère renonce) and Balkan (2♠ 3♦ 4♥ 5♣ Bettel Sans, «игра» without
the talon, kontra, an all-pass that gives refe). Four players add the dealer's talon cards
(talon money) and his talon tricks on raspasy; the pulya presets add the «preferans» declaration.

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

from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from rulings.core import (
    PREFERANS_NAMES,
    Convention,
    DealResult,
    Kontra,
    PreferansError,
    SheetKind,
    Strain,
    TalonMoney,
    Variant,
    active_players,
    parse_cards,
    parse_contract,
    talon_money_entries,
    undoubled_pik,
)
from rulings.web.words import call_label, column_label, contract_label, kontra_label, talon_kind

# The order of the wizard's choices: clearing one clears every later one.
ORDER = (
    "kind",
    "declarer",
    "contract",
    "talon",
    "renonce",
    "call1",
    "call2",
    "half_after",
    "back",
    "kontra",
    "open",
)
KINDS = ("game", "misere", "raspasy", "refused", "preferans", "correction")
STRAINS = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.NO_TRUMP)
# Balkan bids in their order: 2 ♠, 3 ♦, 4 ♥, 5 ♣, (6 Bettel), 7 Sans (Lesnoy's Balkan preferans)
BALKAN_STRAINS = (Strain.SPADES, Strain.DIAMONDS, Strain.HEARTS, Strain.CLUBS, Strain.NO_TRUMP)
COLUMNS = ("pulya", "mountain", "whists")
# The talon cards the dealer is paid for (the Sochi rules for four: ace or marriage 1 trick, A+K 2,
# two aces 3; the classic text: ace 20, A+K 30, two aces 40). The wizard asks which, and writes two
# cards that are worth exactly that; a deal reopened for editing keeps its own cards when unchanged.
TALONS = ("none", "ace", "marriage", "ace_king", "two_aces")
TALON_CARDS = {
    "ace": "AS 7C",
    "marriage": "KH QH",
    "ace_king": "AS KS",
    "two_aces": "AS AH",
}
DEALER_TALON_MAX = 2  # the dealer's talon tricks on four-player raspasy: the two talon cards


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
    max: int = 10
    optional: bool = False


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
    balkan: bool = False
    sheet: str = "pulya"  # the convention's sheet: pulya, kurochka or bule
    # Set by the view, carried by the form: the game's version when this entry (or edit)
    # started, and for an edit the fingerprint of the deal being edited (services).
    version: int | None = None
    fingerprint: str = ""

    @property
    def columns(self) -> list[tuple[str, str]]:
        """The columns a correction can go to, named as this sheet names them."""
        names = COLUMNS if self.sheet != "bule" else ("pulya", "whists")
        return [(c, column_label(c, self.sheet)) for c in names]

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


def kind_label(kind: str, *, balkan: bool = False) -> str:
    if balkan and kind == "misere":
        return pgettext("Balkan contract", "Bettel")
    if balkan and kind == "raspasy":
        return _("All pass (refe)")
    return {
        "game": _("Game"),
        "misere": _("Misère"),
        "raspasy": _("Raspasy"),
        "refused": _("Without three"),
        "preferans": _("«Preferans» declared"),
        "correction": _("Correction"),
    }[kind]


def _level(code: str) -> int:
    return int(code.removesuffix(" without talon").rstrip("SCDHNT"))


def defenders(active: tuple[str, ...], declarer: str) -> tuple[str, str]:
    """The two defenders in the order they speak: from the declarer's left, clockwise."""
    i = active.index(declarer)
    return active[(i + 1) % 3], active[(i + 2) % 3]


def game_contracts(conv: Convention) -> list[list[str]]:
    if conv.variant is Variant.BALKAN:
        row = [f"6{s.letter}" for s in BALKAN_STRAINS]
        return [
            row,
            [f"{c} without talon" for c in row],
        ]  # Lesnoy's Balkan preferans: «игра» without the talon
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
        self.balkan = conv.variant is Variant.BALKAN
        self.wizard = Wizard(
            players,
            dealer,
            self.active,
            {},
            edit=edit,
            balkan=self.balkan,
            sheet=conv.score_sheet.value,
        )

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
            "kind",
            _("What was played?"),
            [Choice(k, kind_label(k, balkan=self.balkan), f"kind-{k}") for k in kinds],
        ):
            return w
        kind = w.state["kind"]
        if kind == "raspasy":
            if self.balkan:
                # Lesnoy's Balkan preferans: an all-pass is not played, everybody gets a refe
                self.save()
            else:
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
        if kind == "preferans":
            self.save()
            return w
        if kind == "misere":
            without = conv.without_talon_games or self.balkan
            options = ["misere"] + (["misere without talon"] if without else [])
            if len(options) == 1 and not self.data.get("contract"):
                self.auto("contract", "misere")
            elif not self.offer(
                "contract",
                _("Contract"),
                [Choice(c, contract_label(c, balkan=self.balkan)) for c in options],
            ):
                return w
            if conv.score_sheet is SheetKind.KUROCHKA and not self.renonce(declarer):
                return w
            if self.balkan and not self.kontra():
                return w
            self.tricks([declarer])
            return w
        rows = game_contracts(conv)
        w.contract_rows = [
            [Choice(c, contract_label(c, balkan=self.balkan), _strain_css(c)) for c in row]
            for row in rows
        ]
        if not self.offer("contract", _("Contract"), [c for row in w.contract_rows for c in row]):
            return w
        w.contract_rows = []
        contract = w.state["contract"]
        if not self.talon(contract):
            return w
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
        # Lesnoy's code 3.8.14 (the gentleman set, «ленинградка»): after whist – pass the whister
        # may go for half-whist instead of playing, and the passer may then take the whist back
        half_after = "no"
        if (
            conv.half_whist_after_whist
            and (call1, call2) == ("whist", "pass")
            and level in conv.half_whist_levels
            and (level < 10 or conv.ten_whisted)
        ):
            if not self.offer(
                "half_after",
                _("%(player)s, alone in the whist") % {"player": first},
                [
                    Choice("no", _("%(player)s whists") % {"player": first}),
                    Choice(
                        "yes",
                        _("%(player)s goes for half-whist (Lesnoy's code 3.8.14)")
                        % {"player": first},
                    ),
                ],
            ):
                return w
            half_after = w.state["half_after"]
        else:
            self.auto("half_after", "no")
        backs = []
        if call2 == "half":
            backs.append(Choice("first", _("%(player)s takes the whist back") % {"player": first}))
        if half_after == "yes":
            backs.append(
                Choice("second", _("%(player)s takes the whist back") % {"player": second})
            )
        nobody_whists = "whist" not in (call1, call2) or half_after == "yes"
        dealer_can = (
            len(self.players) == 4
            and conv.dealer_whist_back
            and nobody_whists
            and (level < 10 or conv.ten_whisted)  # a ten only checked is not whisted back
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
        if half_after == "yes":
            playing.remove(first)
        if back == "first":
            playing.append(first)
        elif back == "second":
            playing.append(second)
        elif back == "dealer":
            playing.append(self.dealer)
        if self.balkan:
            # a follower says kontra (the rules of preferansklub.com): only when somebody follows
            if playing and not self.kontra():
                return w
            self.auto("open", "closed")
            if playing and not self._undoubled_pik(contract):
                self.tricks([declarer, *playing])
            else:
                # made unfollowed, or undoubled spades not played (the example of iklub.rs)
                self.save()
            return w
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
        elif conv.all_pass_made or call2 == "half" or half_after == "yes":
            self.save()
        else:
            self.tricks([declarer])
        return w

    def _kind_allowed(self, kind: str) -> bool:
        if kind == "misere":
            return self.conv.misere_allowed
        if kind == "refused":
            return self.conv.refusal_allowed and not self.balkan
        if kind == "preferans":
            # the Sochi rules for four; the classic курочка and Balkan sheets have no pulya to close
            return self.conv.preferans_declaration and self.conv.score_sheet is SheetKind.PULYA
        return True

    def _undoubled_pik(self, contract: str) -> bool:
        try:
            kontra = Kontra(self.wizard.state.get("kontra", "none"))
            return undoubled_pik(self.conv, parse_contract(contract), kontra)
        except ValueError:  # a forged step: the wizard answers it elsewhere
            return False

    def talon(self, contract: str) -> bool:
        """Four players: which talon cards the dealer is paid for (talon money), if any."""
        conv = self.conv
        if (
            len(self.players) != 4
            or conv.talon_money is TalonMoney.NONE
            or contract.endswith(" without talon")
        ):
            return True
        choices = []
        for kind in TALONS:
            amount = 0
            if kind != "none":
                amount = self._talon_money(contract, TALON_CARDS[kind])
                if not amount:
                    continue  # worth nothing in this convention (a marriage in the classic)
            label = {
                "none": _("no ace, no marriage"),
                "ace": _("an ace"),
                "marriage": _("a marriage (K+Q of a suit)"),
                "ace_king": _("ace and king of a suit"),
                "two_aces": _("two aces"),
            }[kind]
            if amount:
                label += " — " + ngettext("%(n)s whist", "%(n)s whists", amount) % {"n": amount}
            choices.append(Choice(kind, label))
        return self.offer(
            "talon", _("Talon cards (the dealer %(player)s)") % {"player": self.dealer}, choices
        )

    def _talon_money(self, contract: str, cards: str) -> int:
        result = DealResult.create(
            dealer=self.dealer,
            contract=parse_contract(contract),
            declarer=self.active[0],
            talon=parse_cards(cards),
        )
        return sum(e.amount for e in talon_money_entries(result, self.conv, self.players))

    def renonce(self, declarer: str) -> bool:
        """Classic misère (the classic text): did a defender revoke? The misère is then made."""
        first, second = defenders(self.active, declarer)
        choices = [Choice("none", _("no renonce"))] + [
            Choice(p, _("%(player)s revoked") % {"player": p}) for p in (first, second)
        ]
        return self.offer("renonce", _("Renonce on the misère?"), choices)

    def kontra(self) -> bool:
        """Balkan doubling (the rules of preferansklub.com), up to the convention's highest."""
        allowed = self.conv.balkan_kontra
        if allowed is Kontra.NONE:
            self.auto("kontra", "none")
            return True
        choices = [Choice("none", kontra_label("none"))] + [
            Choice(k.value, kontra_label(k.value))
            for k in Kontra
            if k is not Kontra.NONE and k.step <= allowed.step
        ]
        why = ""
        value = self.data.get("kontra", "")
        if value in {k.value for k in Kontra} and Kontra(value).step > allowed.step:
            why = _("This convention allows at most %(kontra)s.") % {"kontra": allowed.value}
        return self.offer("kontra", _("Kontra?"), choices, why)

    def tricks(self, who: list[str], *, raspasy: bool = False) -> None:
        w = self.wizard
        w.step = "save"
        w.prompt = _("Tricks")
        counts: dict[str, int] = {}
        fields = [(p, 10, False, p) for p in who]
        if raspasy and len(self.players) == 4:
            # the Sochi rules for four: the dealer's talon tricks on raspasy are written like the
            # others'
            label = _("%(player)s (talon)") % {"player": self.dealer}
            fields.append((self.dealer, DEALER_TALON_MAX, True, label))
        submitted = any(f"tricks_{self.players.index(p)}" in self.data for p, *_rest in fields)
        for p, most, optional, label in fields:
            name = f"tricks_{self.players.index(p)}"
            raw = self.data.get(name, "")
            error = ""
            if raw:
                try:
                    value = int(raw)
                except ValueError:
                    value = -1
                if not 0 <= value <= most:
                    error = (
                        _("a whole number from 0 to 10")
                        if most == 10
                        else _("the talon has two cards: 0, 1 or 2")
                    )
                else:
                    counts[p] = value
                    w.state[name] = str(value)
            elif submitted and not optional:
                error = _("how many tricks?")
            w.inputs.append(NumberInput(name, label, raw, error, most, optional))
        if not submitted or any(i.error for i in w.inputs):
            if any(i.error for i in w.inputs):
                w.errors.append(_("Give every player's tricks, 0 to 10."))
            return
        total = sum(counts.values())
        if len(fields) > 1 and total != 10:
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
        if raspasy and len(self.players) == 4 and not counts.get(self.dealer):
            # the sitting-out dealer has no talon tricks: the record lists the three who play
            counts.pop(self.dealer, None)
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
        if column not in dict(w.columns):
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
            if counts or not self.balkan:
                deal["tricks"] = dict(counts or {})
            w.deal = deal
            return
        deal["declarer"] = s["declarer"]
        if kind == "preferans":
            deal["contract"] = "preferans"
            w.deal = deal
            return
        deal["contract"] = s["contract"]
        talon = s.get("talon", "none")
        if talon != "none":
            original = self.data.get("talon_cards", "")
            keep = original and talon_kind(original) == talon
            deal["talon"] = (original if keep else TALON_CARDS[talon]).split()
            if keep:
                s["talon_cards"] = original
        if kind == "refused":
            deal["refused"] = True
        elif kind == "game":
            first, second = defenders(self.active, s["declarer"])
            calls = {first: s["call1"], second: s["call2"]}
            # Lesnoy's code 3.8.14, written as the record writes it
            if s.get("half_after") == "yes":
                calls[first] = "half"
            if s.get("back") == "first":
                calls[first] = "whist-back"
            elif s.get("back") == "second":
                calls[second] = "whist-back"
            elif s.get("back") == "dealer":
                calls[self.dealer] = "whist-back"
            deal["defenders"] = calls
            if s.get("open") == "open":
                deal["open"] = True
        elif kind == "misere" and self.balkan:
            # Lesnoy's Balkan preferans: on Bettel «защитники не могут пасовать»: both defend (and
            # write supe)
            first, second = defenders(self.active, s["declarer"])
            deal["defenders"] = {first: "whist", second: "whist"}
        if s.get("renonce", "none") != "none":
            deal["renonce"] = s["renonce"]
        if s.get("kontra", "none") != "none":
            deal["kontra"] = s["kontra"]
        if counts:
            deal["tricks"] = dict(counts)
        w.deal = deal


def _strain_css(code: str) -> str:
    return "red" if code.removesuffix(" without talon")[-1] in "DH" else ""


PASSED = ("tricks_", "c_")


def build_wizard(
    conv: Convention,
    players: tuple[str, ...],
    dealer: str,
    data: Mapping[str, str],
    *,
    edit: int | None = None,
) -> Wizard:
    """The wizard after the choices in ``data`` (a ``back`` value clears that choice onward)."""
    values = {
        k: v for k, v in data.items() if k in ORDER or k == "talon_cards" or k.startswith(PASSED)
    }
    back = data.get("back_to", "")
    if back in ORDER:
        for name in ORDER[ORDER.index(back) :]:
            values.pop(name, None)
        values = {k: v for k, v in values.items() if not k.startswith(PASSED)}
        if ORDER.index(back) <= ORDER.index("talon"):
            values.pop("talon_cards", None)
    return _Builder(conv, players, dealer, values, edit).build()


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
    first, second = defenders(active_players(players, dealer), state["declarer"])
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
    else:
        return state
    state["open"] = "open" if deal.get("open") else "closed"
    return {**state, **extras, **tricks}
