"""The wizard's steps around the contract and the whisting, and the deal it writes.

The talon cards the dealer of four is paid for, a misère's renonce (the classic sheet), the
Balkan kontra, the tricks (typed), a correction, and ``save``: the deal as the game record
writes it (docs/game-record.schema.json), its calls the finished whisting's last words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from rulings.calculator.wizard_state import (
    DEALER_TALON_MAX,
    TALON_CARDS,
    TALONS,
    Choice,
    Crumb,
    NumberInput,
    Wizard,
)
from rulings.core import (
    Convention,
    DealResult,
    Kontra,
    TalonMoney,
    Variant,
    Whisting,
    active_players,
    defenders_in_order,
    parse_cards,
    parse_contract,
    talon_money_entries,
)
from rulings.web.words import kontra_label, talon_kind


class Steps:
    """The wizard being built from the submitted ``data``; each step returns True when answered."""

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
        first, second = defenders_in_order(self.players, self.dealer, declarer)
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
        elif kind == "game" and self.done is not None:
            calls = {p: call.value for p, call in self.done.last_words().items()}
            if calls:  # a ten only checked has none: both defenders play it out
                deal["defenders"] = calls
            if s.get("open") == "open":
                deal["open"] = True
        elif kind == "misere" and self.balkan:
            # Lesnoy's Balkan preferans: on Bettel «защитники не могут пасовать»: both defend (and
            # write supe)
            first, second = defenders_in_order(self.players, self.dealer, s["declarer"])
            deal["defenders"] = {first: "whist", second: "whist"}
        if s.get("renonce", "none") != "none":
            deal["renonce"] = s["renonce"]
        if s.get("kontra", "none") != "none":
            deal["kontra"] = s["kontra"]
        if counts:
            deal["tricks"] = dict(counts)
        w.deal = deal
