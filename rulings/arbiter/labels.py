"""Words for the adjudicator's own codes: rules, incident types, misdeals, choices.

The rules core names things by stable codes (``renonce_whister``, ``misdeal_redeal``) and cites
its sources in English (``Lesnoy's code 3.9.11.2``); here they get names in the reader's
language. The wording is neutral: a ruling rectifies, it does not accuse. The words for the
codes the apps share (presets, score entries, penalties among them) are rulings/web/words.py's.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rulings.core import ConductKind

INCIDENT_TYPES = {
    "renonce": _("Renonce: a card that does not follow suit"),
    "out_of_turn": _("A card played out of turn"),
    "peek": _("Looking at a quitted trick"),
    "exposed": _("Cards shown early"),
    "claim": _("A claim of the remaining tricks"),
    "talon_peek": _("The talon seen before the buyer"),
    "misdeal": _("A misdeal"),
    "conduct": _("Conduct at the table: a look at a neighbour's cards, advice, talk, counting"),
}

INCIDENT_SHORT = {
    "renonce": pgettext_lazy("incident", "renonce"),
    "out_of_turn": pgettext_lazy("incident", "out of turn"),
    "peek": pgettext_lazy("incident", "looked at a trick"),
    "exposed": pgettext_lazy("incident", "cards shown early"),
    "claim": pgettext_lazy("incident", "claim"),
    "talon_peek": pgettext_lazy("incident", "talon seen"),
    "misdeal": pgettext_lazy("incident", "misdeal"),
    "conduct": pgettext_lazy("incident", "conduct at the table"),
}

RULES = {
    "no_irregularity": _("No irregularity: the deal is scored as played"),
    "renonce_declarer": _("Renonce by the declarer"),
    "renonce_whister": _("Renonce by a whister"),
    "renonce_passer": _("Renonce by a passer"),
    "renonce_both": _("Renonces by the declarer and a whister"),
    "renonce_misere": _("Renonce on misère by a defender"),
    "renonce_misere_declarer": _("Renonce on misère by the declarer"),
    "renonce_raspasy": _("Renonce on raspasy"),
    "out_of_turn_whister": _("A whister's card out of turn"),
    "out_of_turn_misere": _("A card out of turn defending a misère"),
    "out_of_turn_misere_declarer": _("A card out of turn by the misère player"),
    "out_of_turn_declarer": _("The declarer's card out of turn"),
    "out_of_turn_raspasy": _("A card out of turn on raspasy"),
    "peek": _("Looking at a quitted trick"),
    "peek_raspasy": _("Looking at a quitted trick on raspasy"),
    "peek_misere": _("Looking at a quitted trick on misère"),
    "peek_last_trick": _("Looking at the last trick (allowed)"),
    "peek_agreed": _("A trick shown on request (allowed)"),
    "claim": _("Cards shown early or a claim"),
    "claim_whister": _("A whister's cards shown early"),
    "talon_peek": _("The talon seen before the buyer"),
    "talon_exposed": _("The talon shown during the auction"),
    "talon_no_buyer": _("The talon seen (nobody bought it)"),
    "misdeal_redeal": _("Misdeal: the cards are dealt again"),
    "misdeal_stands": _("Misdeal: the deal stands"),
    "misdeal_repeated": _("A repeated misdeal"),
    "claim_stands": _("An indisputable claim: it stands"),
    "peek_dealer": _("The dealer looked at a quitted trick"),
    "out_of_turn_raspasy_follows": _("A card after a card out of turn on raspasy"),
    "conduct_dealer_looked": _("The dealer looked at a neighbour's cards"),
    "conduct_dealer_advice": _("The dealer gave advice"),
    "conduct_talk": _("Talk at the table"),
    "conduct_counting_aloud": _("Trumps or tricks counted aloud"),
    "conduct_touched_cards": _("Cards touched before the deal ended"),
    "conduct_irregular_call": _("An irregular call"),
    "conduct_tricks_not_gathered": _("Tricks left ungathered"),
    "conduct_open_cards_disordered": _("Open cards not laid out"),
    "no_harm": _("A penalty must not harm the others"),
    "no_gain": _("The table's rule: an offender gives back a gain"),
}

# what the web flow asks about conduct: every kind the core rules on, named as its ruling is
CONDUCT_KINDS = {kind.value: RULES[f"conduct_{kind.value}"] for kind in ConductKind}

MISDEAL_KINDS = {
    "card_exposed": _("a card turned face up in the deal"),
    "card_exposed_in_cut": _("a card face up in the pack or the cut"),
    "wrong_count": _("unequal hands or a wrong talon"),
    "wrong_order": _("dealt in the wrong order"),
    "missing_card": _("a card missing from the pack"),
    "no_cut": _("the pack was not cut"),
    "out_of_turn": _("the wrong player dealt"),
}

NOTICED = {
    "during_deal": _("during the deal"),
    "before_looking": _("dealt, nobody has looked at his cards"),
    "before_bidding": _("cards looked at, no call made yet"),
    "after_bidding": _("the bidding had begun"),
}

CHOICES = {
    "accept": _("Accept"),
    "forbid": _("Forbid the lead"),
    "order": _("Order the lead"),
    "penalty_card": _("Penalty card"),
}

# the same choices said after «Anna: выбрано —», in the middle of a sentence
CHOSEN = {
    "accept": pgettext_lazy("chosen", "accept the card as played"),
    "forbid": pgettext_lazy("chosen", "forbid the lead in the suit"),
    "order": pgettext_lazy("chosen", "order the lead in the suit"),
    "penalty_card": pgettext_lazy("chosen", "leave it as a penalty card"),
}


def rule_label(code: str) -> str:
    return "; ".join(str(RULES.get(part.strip(), part.strip())) for part in code.split(";"))
