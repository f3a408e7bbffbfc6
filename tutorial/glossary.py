"""The terms the course uses, one name per concept (the team's glossary): the page
``/learn/terms/`` lists them, and the level pages link their labels (trumps, talon, discard,
contract, bidding) to them by anchor."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _


@dataclass(frozen=True)
class Term:
    anchor: str
    name: Promise
    meaning: Promise


TERMS: tuple[Term, ...] = (
    Term("deck", _("Deck"), _("32 cards: four suits of eight, from the seven to the ace.")),
    Term(
        "trick",
        _("Trick"),
        _(
            "Three cards, one from each player. The highest trump takes it; without a trump, "
            "the highest card of the suit led."
        ),
    ),
    Term(
        "suit-led",
        _("Suit led"),
        _(
            "The suit of the trick's first card. The others must play it if they have it, "
            "else a trump if they have one, else any card."
        ),
    ),
    Term(
        "trump",
        _("Trump"),
        _("The suit named in the contract: any trump beats any card of another suit."),
    ),
    Term("no-trumps", _("No trumps"), _("A contract without a trump suit.")),
    Term(
        "first-hand",
        _("First hand"),
        _("The player on the dealer's left: speaks first in the bidding and leads first."),
    ),
    Term(
        "bidding",
        _("Bidding"),
        _(
            "The players bid in turn for the talon, each bid higher than the last; a player "
            "who passes is out of the bidding."
        ),
    ),
    Term(
        "talon",
        _("Talon"),
        _("The two cards left after the deal: the player who wins the bidding takes them."),
    ),
    Term(
        "discard",
        _("Discard"),
        _("The two cards the declarer puts away after taking the talon."),
    ),
    Term(
        "contract",
        _("Contract"),
        _(
            "What the declarer undertakes: a number of tricks with a trump suit or without "
            "trumps, or misère."
        ),
    ),
    Term(
        "declarer",
        _("Declarer"),
        _("The player who won the bidding and plays the contract."),
    ),
    Term(
        "whist",
        _("Whist and pass"),
        _(
            "Each of the other two decides whether to whist (play against the declarer for "
            "tricks) or to pass."
        ),
    ),
    Term("misere", _("Misère"), _("The declarer undertakes to take no trick at all.")),
    Term(
        "raspasy",
        _("All-pass"),
        _("Everyone passed: each plays to take as few tricks as possible."),
    ),
    Term(
        "pulya",
        _("Pulya"),
        _("Points for contracts made, written in each player's pulya."),
    ),
    Term(
        "mountain",
        _("Mountain"),
        _("Penalty points: for tricks short of the contract and for a misère that fails."),
    ),
    Term(
        "whists",
        _("Whists"),
        _("Points one player writes on another for the tricks taken as a whister."),
    ),
    Term(
        "renonce",
        _("Renonce"),
        _("Not playing the suit led, or a trump, when one has it."),
    ),
)
