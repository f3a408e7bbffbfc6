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

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext

from rulings.calculator.wizard_edit import state_from_deal as state_from_deal
from rulings.calculator.wizard_state import ORDER, PASSED, Choice, Wizard
from rulings.calculator.wizard_steps import Steps
from rulings.calculator.wizard_whisting import (
    BACK_NONE,
    CALLS,
    FIRST_WORDS,
    backers,
    first_word,
    lone_choice,
    may_go_half,
    role,
    split_calls,
    take_back,
)
from rulings.core import (
    Contract,
    Convention,
    Kontra,
    PreferansError,
    SheetKind,
    Strain,
    Variant,
    WhistCall,
    Whisting,
    check_refusal,
    parse_contract,
    playable_contracts,
    undoubled_pik,
)
from rulings.web.words import call_label, contract_label

KINDS = ("game", "misere", "raspasy", "refused", "preferans", "correction")
STRAINS = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.NO_TRUMP)
# Balkan bids in their order: 2 ♠, 3 ♦, 4 ♥, 5 ♣, (6 Bettel), 7 Sans (Lesnoy's Balkan preferans)
BALKAN_STRAINS = (Strain.SPADES, Strain.DIAMONDS, Strain.HEARTS, Strain.CLUBS, Strain.NO_TRUMP)
# a lone whister's choice as players say it (the wizard's «open» row, the quick entry's chips)
OPEN_LABELS = {
    WhistCall.CLOSED.value: gettext_lazy("closed (втёмную)"),
    WhistCall.OPEN.value: gettext_lazy("open (в светлую)"),
}


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


def calls_label(value: str) -> str:
    """A ``calls`` chip as players say it: «вист, пас — в светлую» (the first defender's word,
    the second's, and a lone whister's open or closed)."""
    said = split_calls(value)
    calls = ", ".join(call_label(said[name]) for name in FIRST_WORDS if name in said)
    if "open" not in said:
        return calls
    choice = OPEN_LABELS.get(said["open"], said["open"])
    return _("%(calls)s — %(choice)s") % {"calls": calls, "choice": str(choice)}


def game_contracts(conv: Convention, *, refused: bool = False) -> list[list[str]]:
    """The contract grid: the games the core lets a declarer play (``playable_contracts``;
    conceded «без трёх», those ``check_refusal`` allows), a row per level with the talon, then
    the rows without it («игра» in the Balkan game, Lesnoy's Balkan preferans)."""
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


class _Builder(Steps):
    """The steps from the type of deal to the whisting (the rest: ``Steps``)."""

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
            # a follower says kontra (the rules of preferansklub.com): only when somebody
            # follows; the bule sheet has no open or closed play, the wizard writes it closed
            if playing and not self.kontra():
                return w
            self.auto("open", "closed")
            self.done = self._chosen(whisting, WhistCall.CLOSED)
            if self.done.plays_out and not self._undoubled_pik(contract):
                self.tricks([declarer, *playing])
            else:
                # made unfollowed, or undoubled spades not played (the example of iklub.rs)
                self.save()
            return w
        choices = lone_choice(whisting)
        if choices:
            if not self.offer(
                "open",
                _("Lone whister %(player)s plays") % {"player": whisting.to_call},
                [Choice(c.value, str(OPEN_LABELS[c.value])) for c in choices],
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
        """Each defender's word, the half-whist of Lesnoy's code 3.8.14, the whist back: the
        steps the core's whisting asks, each offering its legal calls (None while a step is
        asked)."""
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
                        _("%(player)s goes for half-whist (Lesnoy's code 3.8.14)")
                        % {"player": first},
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
            # the Sochi rules for four; the classic курочка and Balkan sheets have no pulya to close
            return self.conv.preferans_declaration and self.conv.score_sheet is SheetKind.PULYA
        return True

    def _undoubled_pik(self, contract: str) -> bool:
        try:
            kontra = Kontra(self.wizard.state.get("kontra", "none"))
            return undoubled_pik(self.conv, parse_contract(contract), kontra)
        except ValueError:  # a forged step: the wizard answers it elsewhere
            return False


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
    """The wizard after the choices in ``data`` (a ``back`` value clears that choice onward;
    the quick entry's ``calls`` is its ``call1``, ``call2`` and ``open``)."""
    values = {
        k: v for k, v in data.items() if k in ORDER or k == "talon_cards" or k.startswith(PASSED)
    }
    # the quick entry's one row for both defenders' words («in detail» carries it here)
    for name, value in split_calls(str(data.get(CALLS) or "")).items():
        values.setdefault(name, value)
    back = data.get("back_to", "")
    if back in ORDER:
        for name in ORDER[ORDER.index(back) :]:
            values.pop(name, None)
        values = {k: v for k, v in values.items() if not k.startswith(PASSED)}
        if ORDER.index(back) <= ORDER.index("talon"):
            values.pop("talon_cards", None)
    return _Builder(conv, players, dealer, values, edit).build()
