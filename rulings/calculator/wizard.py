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

from django.utils.translation import get_language, ngettext, pgettext
from django.utils.translation import gettext as _

from rulings.calculator.wizard_whisting import (
    BACK_NONE,
    FIRST_WORDS,
    backers,
    first_word,
    lone_choice,
    may_go_half,
    role,
    take_back,
)
from rulings.core import (
    PREFERANS_NAMES,
    Contract,
    Convention,
    DealResult,
    Kontra,
    PreferansError,
    Rank,
    SheetKind,
    Strain,
    TalonMoney,
    Variant,
    WhistCall,
    Whisting,
    active_players,
    check_refusal,
    parse_cards,
    parse_contract,
    playable_contracts,
    talon_money_entries,
    talon_tricks,
    undoubled_pik,
)

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
# Balkan bids in their order: 2 ♠, 3 ♦, 4 ♥, 5 ♣, (6 Bettel), 7 Sans (seed 003)
BALKAN_STRAINS = (Strain.SPADES, Strain.DIAMONDS, Strain.HEARTS, Strain.CLUBS, Strain.NO_TRUMP)
BALKAN_NUMBER = {"S": "2♠", "D": "3♦", "H": "4♥", "C": "5♣"}
COLUMNS = ("pulya", "mountain", "whists")
# The talon cards the dealer is paid for (seed 004: ace or marriage 1 trick, A+K 2, two aces 3;
# seed 000: ace 20, A+K 30, two aces 40). The wizard asks which, and writes two cards that are
# worth exactly that; a deal reopened for editing keeps its own cards when unchanged.
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


def _english() -> bool:
    return (get_language() or "ru").startswith("en")


def contract_label(code: str, *, balkan: bool = False) -> str:
    """«7♥», «6БК» / «6NT», «мизер» / «misère», with «без прикупа» when so.

    Balkan (seed 003): the bid numbers «2♠ 3♦ 4♥ 5♣», «Bettel», «Sans», and «игра» for a game
    without the talon."""
    without = code.endswith(" without talon")
    base = code.removesuffix(" without talon")
    if balkan and base != "raspasy":
        if base == "misere":
            text = pgettext("Balkan contract", "Bettel")
        elif base.endswith("NT"):
            text = pgettext("Balkan contract", "Sans")
        else:
            text = BALKAN_NUMBER.get(base[-1], base)
        igra = pgettext("Balkan: without the talon", "igra")
        return f"{text} {igra}" if without else text
    if base == "misere":
        text = _("misère")
    elif base == "raspasy":
        text = _("raspasy")
    else:
        level, letter = base[:-1], base[-1]
        if base.endswith("NT"):
            level, letter = base[:-2], "NT"
        strain = {"S": "♠", "C": "♣", "D": "♦", "H": "♥", "NT": "NT" if _english() else "БК"}
        text = f"{level}{strain[letter]}"
    without_talon = _("without the talon")  # outside the f-string, for makemessages
    return f"{text} {without_talon}" if without else text


def call_label(call: str) -> str:
    return {
        "whist": _("whist"),
        "pass": _("pass"),
        "half": _("half-whist"),
        "whist-back": _("whist back"),
    }.get(call, call)


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


def kontra_label(kontra: str) -> str:
    if kontra == "none":
        return _("no kontra")
    return f"{kontra} ×{Kontra(kontra).factor}"


def column_label(column: str, sheet: str = "pulya") -> str:
    if sheet == "kurochka":
        return {
            "pulya": _("game record (written off)"),
            "mountain": _("kurochka"),
            "whists": _("whists"),
        }[column]
    if sheet == "bule":
        return {"pulya": _("bule"), "mountain": _("mountain"), "whists": _("supe")}[column]
    return {"pulya": _("pulya"), "mountain": _("mountain"), "whists": _("whists")}[column]


def talon_kind(cards: Any) -> str:
    """What the dealer is paid for in these two talon cards: one of ``TALONS``."""
    try:
        talon = parse_cards(cards)
    except (PreferansError, TypeError, ValueError):
        return "none"
    n = talon_tricks(talon)
    if n == 3:
        return "two_aces"
    if n == 2:
        return "ace_king"
    if n == 1:
        return "ace" if any(c.rank is Rank.ACE for c in talon) else "marriage"
    return "none"


def defenders(active: tuple[str, ...], declarer: str) -> tuple[str, str]:
    """The two defenders in the order they speak: from the declarer's left, clockwise."""
    i = active.index(declarer)
    return active[(i + 1) % 3], active[(i + 2) % 3]


def game_contracts(conv: Convention, *, refused: bool = False) -> list[list[str]]:
    """The contract grid: the games the core lets a declarer play (``playable_contracts``;
    conceded «без трёх», those ``check_refusal`` allows), a row per level with the talon, then
    the rows without it («игра» in the Balkan game, seed 003)."""
    order = BALKAN_STRAINS if conv.variant is Variant.BALKAN else STRAINS
    games = sorted(
        (c for c in playable_contracts(conv) if c.is_game and (not refused or _refusable(c, conv))),
        key=lambda c: (c.without_talon, c.level, order.index(c.strain)),
    )
    rows: dict[tuple[bool, int], list[str]] = {}
    for c in games:
        rows.setdefault((c.without_talon, c.level), []).append(c.en)
    return list(rows.values())


def _refusable(contract: Contract, conv: Convention) -> bool:
    try:
        check_refusal(contract, conv)
    except PreferansError:
        return False
    return True


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
        self.done: Whisting | None = None  # the finished whisting of a game, to write

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
                self.save()  # seed 003: an all-pass is not played, everybody gets a refe
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
            options = [c.en for c in playable_contracts(conv) if c.is_misere]
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
        rows = game_contracts(conv, refused=kind == "refused")
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
        whisting = self.whisting(
            Whisting.of_deal(conv, parse_contract(contract), self.players, self.dealer, declarer)
        )
        if whisting is None:
            return w
        playing = list(whisting.whisters)
        if self.balkan:
            # a follower says kontra (rules-reference §8): only when somebody follows; the bule
            # sheet has no open or closed play, the wizard writes it closed
            if playing and not self.kontra():
                return w
            self.auto("open", "closed")
            self.done = self._chosen(whisting, WhistCall.CLOSED)
            if self.done.plays_out and not self._undoubled_pik(contract):
                self.tricks([declarer, *playing])
            else:
                self.save()  # made unfollowed, or undoubled spades not played (case C30)
            return w
        choices = lone_choice(whisting)
        if choices:
            labels = {
                WhistCall.CLOSED: _("closed (втёмную)"),
                WhistCall.OPEN: _("open (в светлую)"),
            }
            if not self.offer(
                "open",
                _("Lone whister %(player)s plays") % {"player": whisting.to_call},
                [Choice(c.value, labels[c]) for c in choices],
            ):
                return w
        else:
            self.auto("open", "closed")
        self.done = self._chosen(whisting, WhistCall(w.state["open"]))
        if self.done.plays_out:
            self.tricks([declarer, *playing])  # a ten only checked: the declarer's tricks
        else:
            self.save()
        return w

    @staticmethod
    def _chosen(whisting: Whisting, call: WhistCall) -> Whisting:
        """The finished whisting: the lone whister's open or closed, when he chooses."""
        return whisting.after(whisting.to_call, call) if lone_choice(whisting) else whisting

    def whisting(self, whisting: Whisting) -> Whisting | None:
        """Each defender's word, Lesnoy 3.8.14's half-whist, the whist back: the steps the
        core's whisting asks, each offering its legal calls (None while a step is asked)."""
        w = self.wizard
        first, second = whisting.defenders
        for name, player in zip(FIRST_WORDS, (first, second), strict=True):
            legal = first_word(whisting, name)
            if not legal:
                continue  # a ten only checked is not whisted
            prompt = (
                _("%(player)s (first defender)")
                if name == "call1"
                else _("%(player)s (second defender)")
            )
            if not self.offer(
                name,
                prompt % {"player": player},
                [Choice(c.value, call_label(c.value)) for c in legal],
                self._why_not(whisting, name),
            ):
                return None
            whisting = whisting.after(player, WhistCall(w.state[name]))
        if may_go_half(whisting):
            if not self.offer(
                "half_after",
                _("%(player)s, alone in the whist") % {"player": first},
                [
                    Choice("no", _("%(player)s whists") % {"player": first}),
                    Choice(
                        "yes",
                        _("%(player)s goes for half-whist (Lesnoy 3.8.14)") % {"player": first},
                    ),
                ],
            ):
                return None
            if w.state["half_after"] == "yes":
                whisting = whisting.after(first, WhistCall.HALF)
        else:
            self.auto("half_after", "no")
        asked = backers(whisting)
        if asked:
            backs = [
                Choice(
                    role(whisting, p),
                    _("the dealer %(player)s takes the whist back") % {"player": p}
                    if p == self.dealer and len(self.players) == 4
                    else _("%(player)s takes the whist back") % {"player": p},
                )
                for p in asked
            ]
            backs.append(Choice(BACK_NONE, _("nobody takes the whist back")))
            if not self.offer("back", _("Whist back?"), backs):
                return None
        else:
            self.auto("back", BACK_NONE)
        return take_back(whisting, w.state["back"])

    def _why_not(self, whisting: Whisting, name: str) -> str:
        """Why a submitted first word is refused: Stalingrad, or a half-whist not here."""
        if whisting.stalingrad:
            return _("Stalingrad: 6♠ must be whisted by both defenders.")
        if name != "call2" or self.data.get(name) != "half":
            return ""
        if self.wizard.state.get("call1") != "pass":
            return _("A half-whist is only possible after the first defender passed.")
        conv = self.conv
        return _(
            "A half-whist is not allowed on a %(level)s in this convention (only on %(levels)s)."
        ) % {
            "level": whisting.contract.level,
            "levels": ", ".join(str(x) for x in conv.half_whist_levels) or "—",
        }

    def _kind_allowed(self, kind: str) -> bool:
        if kind == "misere":
            return any(c.is_misere for c in playable_contracts(self.conv))
        if kind == "refused":
            return self.conv.refusal_allowed and not self.balkan
        if kind == "preferans":
            # seed 004; the classic курочка and Balkan sheets have no pulya to close
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
        """Classic misère (seed 000): did a defender revoke? The misère is then made."""
        first, second = defenders(self.active, declarer)
        choices = [Choice("none", _("no renonce"))] + [
            Choice(p, _("%(player)s revoked") % {"player": p}) for p in (first, second)
        ]
        return self.offer("renonce", _("Renonce on the misère?"), choices)

    def kontra(self) -> bool:
        """Balkan doubling (rules-reference §8), up to the convention's highest."""
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
            # seed 004: the dealer's talon tricks on raspasy are written like the others'
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
        elif kind == "game" and self.done is not None:
            calls = {p: call.value for p, call in self.done.last_words().items()}
            if calls:  # a ten only checked has none: both defenders play it out
                deal["defenders"] = calls
            if s.get("open") == "open":
                deal["open"] = True
        elif kind == "misere" and self.balkan:
            # seed 003: on Bettel «защитники не могут пасовать»: both defend (and write supe)
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
    ``half_after_whist``: the convention's option (Lesnoy 3.8.14), under which a first
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
        # Lesnoy 3.8.14: whist – pass – half-whist, then the passer or the dealer may whist back
        back = "second" if c2 == "whist-back" else _dealer_back(calls, dealer)
        state.update(call1="whist", call2="pass", half_after="yes", back=back)
    elif c1 in ("whist", "pass") and c2 in ("whist", "pass", "half"):
        state.update(call1=c1, call2=c2, back=_dealer_back(calls, dealer))
    else:
        return state
    state["open"] = "open" if deal.get("open") else "closed"
    return {**state, **extras, **tricks}
