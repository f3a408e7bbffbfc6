"""Words for the codes the rules core writes: presets, score entries, contracts, calls, kontra,
the sheet's columns and the talon, in the reader's language.

The core names things by stable codes (``sochi``, ``whist_tricks``, ``7H without talon``); here
they get their words, once for the calculator, the adjudicator and the house conventions. Every
preset, defender's call and entry code the core writes has its words in Russian and English:
the system check in rulings/web/checks.py says so at start-up (``manage.py check``), so a page
never shows a raw code. A code with no words (one the core cannot write, say from an old saved
ruling) is shown as it is, with a warning in the log.
"""

from __future__ import annotations

import logging
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import get_language, gettext_lazy, pgettext, pgettext_lazy
from django.utils.translation import gettext as _

from rulings.core import Kontra, PreferansError, Rank, Suit, parse_cards, talon_tricks

log = logging.getLogger(__name__)

# The presets of the rules core (rulings.core.PRESETS), by the names players use.
PRESET_WORDS: dict[str, Promise] = {
    "sochi": gettext_lazy("Sochi"),
    "leningrad": gettext_lazy("Leningrad"),
    "rostov": gettext_lazy("Rostov"),
    "classic": gettext_lazy("Classic"),
    "kurochka": gettext_lazy("Classic with kurochka"),
    "balkan": gettext_lazy("Balkan"),
}

# Every score entry the core writes, the deal's own (rulings/core/scoring) and a ruling's
# penalties (rulings/core/penalties), by its code.
ENTRY_WORDS: dict[str, Promise] = {
    "game_made": pgettext_lazy("entry", "game made"),
    "declarer_undertricks": pgettext_lazy("entry", "declarer's undertricks"),
    "misere_made": pgettext_lazy("entry", "misère made"),
    "misere_tricks": pgettext_lazy("entry", "tricks on misère"),
    "refused": pgettext_lazy("entry", "without three"),
    "whist_tricks": pgettext_lazy("entry", "whists for tricks"),
    "consolation": pgettext_lazy("entry", "consolation"),
    "gentleman_split": pgettext_lazy("entry", "gentleman whist"),
    "half_whist": pgettext_lazy("entry", "half-whist"),
    "whist_shortfall": pgettext_lazy("entry", "whister's shortfall"),
    "talon_money": pgettext_lazy("entry", "talon"),
    "raspasy_tricks": pgettext_lazy("entry", "raspasy tricks"),
    "raspasy_zero": pgettext_lazy("entry", "no trick on raspasy"),
    "raspasy_rostov": pgettext_lazy("entry", "Rostov raspasy"),
    "help": pgettext_lazy("entry", "help"),
    "help_whists": pgettext_lazy("entry", "whists for help"),
    "help_off_mountain": pgettext_lazy("entry", "off the mountain (help)"),
    "help_others_mountain": pgettext_lazy("entry", "into the others' mountain (help)"),
    "closed_off_mountain": pgettext_lazy("entry", "off the mountain (pulya closed)"),
    "game_off_mountain": pgettext_lazy("entry", "game made: off the mountain first"),
    "correction": pgettext_lazy("entry", "correction"),
    "preferans_off_mountain": pgettext_lazy("entry", "«preferans»: mountain written off"),
    "preferans_close": pgettext_lazy("entry", "«preferans»: pulya closed"),
    "preferans_close_whists": pgettext_lazy("entry", "«preferans»: whists for closing"),
    "preferans_bonus": pgettext_lazy("entry", "«preferans»: 1000 on each"),
    "preferans_whists_taken": pgettext_lazy("entry", "«preferans»: the whists on him taken"),
    "kurochka_taken": pgettext_lazy("entry", "taken from the kurochka"),
    "kurochka_from_partner": pgettext_lazy("entry", "kurochka taken from a partner"),
    "record_from_partner": pgettext_lazy("entry", "written off a partner's game record"),
    "record_from_partner_whists": pgettext_lazy("entry", "whists for a partner's game record"),
    "declarer_remiz": pgettext_lazy("entry", "declarer's remiz"),
    "vystavka": pgettext_lazy("entry", "vystavka"),
    "bule_made": pgettext_lazy("entry", "game made (bule down)"),
    "bule_failed": pgettext_lazy("entry", "game failed (bule up)"),
    "supe": pgettext_lazy("entry", "supe for tricks"),
    "follower_failed": pgettext_lazy("entry", "follower short (bule up)"),
    "bettel_supe": pgettext_lazy("entry", "failed Bettel supe"),
    # a ruling's penalties
    "renonce_remiz": pgettext_lazy("entry", "remiz for a renonce"),
    "renonce_raspasy": pgettext_lazy("entry", "renonce on raspasy"),
    "renonce_misere": pgettext_lazy("entry", "renonce on misère"),
    "renonce_both_whists": pgettext_lazy("entry", "whists paid for both renonces"),
    "renonce_declarer_cancelled": pgettext_lazy("entry", "cancelled (declarer's renonce)"),
    "renonce_declarer_moved": pgettext_lazy("entry", "moved to the declarer (his renonce)"),
    "renonce_whister_cancelled": pgettext_lazy("entry", "cancelled (whister's renonce)"),
    "renonce_whister_moved": pgettext_lazy("entry", "moved to the whister (his renonce)"),
    "out_of_turn_damage": pgettext_lazy("entry", "damage of a card out of turn"),
    "talon_peek": pgettext_lazy("entry", "talon seen"),
    "talon_exposed": pgettext_lazy("entry", "talon shown in the auction"),
    "talon_exposed_compensation": pgettext_lazy(
        "entry", "a contract made after the talon was shown: compensation"
    ),
    "misdeal_repeated": pgettext_lazy("entry", "repeated misdeal"),
    "no_harm": pgettext_lazy("entry", "the penalty must not harm the others"),
}


# A defender's call (rulings.core.DefenderCall).
CALL_WORDS: dict[str, Promise] = {
    "whist": gettext_lazy("whist"),
    "pass": gettext_lazy("pass"),
    "half": gettext_lazy("half-whist"),
    "whist-back": gettext_lazy("whist back"),
}


def _words(table: dict[str, Promise], code: str, what: str) -> str:
    label = table.get(code)
    if label is None:
        log.warning("no words for the %s %r: shown as it is", what, code)
        return code
    return str(label)


def preset_label(key: str) -> str:
    """«Сочи» / «Sochi»."""
    return _words(PRESET_WORDS, key, "preset")


def entry_label(code: str) -> str:
    """«висты за взятки» / «whists for tricks»."""
    return _words(ENTRY_WORDS, code, "entry code")


def _english() -> bool:
    return (get_language() or "ru").startswith("en")


# The record's suit letters as the site writes them (the core's suits: ♠ ♣ ♦ ♥).
SUIT_SYMBOL = {suit.letter: suit.symbol for suit in Suit}

# Balkan bids in their order (Lesnoy's Balkan preferans): 2 ♠, 3 ♦, 4 ♥, 5 ♣, (6 Bettel), 7 Sans.
BALKAN_NUMBER = {"S": "2♠", "D": "3♦", "H": "4♥", "C": "5♣"}


def contract_label(code: str, *, balkan: bool = False) -> str:
    """«7♥», «6БК» / «6NT», «мизер» / «misère», with «без прикупа» when so.

    Balkan (Lesnoy's Balkan preferans): the bid numbers «2♠ 3♦ 4♥ 5♣», «Bettel», «Sans», and
    «игра» for a game without the talon."""
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
        text = f"{level}{SUIT_SYMBOL.get(letter) or ('NT' if _english() else 'БК')}"
    without_talon = _("without the talon")  # outside the f-string, for makemessages
    return f"{text} {without_talon}" if without else text


def call_label(call: str) -> str:
    """«вист», «пас», «полвиста», «вернуть вист» (``DefenderCall``)."""
    return _words(CALL_WORDS, call, "defender's call")


def said_call_label(call: str) -> str:
    """A call as said of a player in a deal's summary («Боря: вист возвращён»): the offer
    «вернуть вист» of a choice is an infinitive, which cannot follow a name."""
    if call == "whist-back":
        return pgettext("deal summary", "whist taken back")
    return call_label(call)


def kontra_label(kontra: str) -> str:
    if kontra == "none":
        return _("no kontra")
    level = Kontra(kontra)
    return f"{_KONTRA_WORDS[level]} ×{level.factor}"  # «контра ×2»


# The Balkan doublings as a Russian table says them (the rules of preferansklub.com).
_KONTRA_WORDS = {
    Kontra.KONTRA: pgettext_lazy("Balkan doubling", "kontra"),
    Kontra.REKONTRA: pgettext_lazy("Balkan doubling", "rekontra"),
    Kontra.SUBKONTRA: pgettext_lazy("Balkan doubling", "subkontra"),
    Kontra.MORTKONTRA: pgettext_lazy("Balkan doubling", "mortkontra"),
}


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
    """What the dealer is paid for in these two talon cards: ``none``, ``ace``, ``marriage``,
    ``ace_king`` or ``two_aces``."""
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


def talon_text(kind: str) -> str:
    return {
        "ace": _("an ace"),
        "marriage": _("a marriage (K+Q of a suit)"),
        "ace_king": _("ace and king of a suit"),
        "two_aces": _("two aces"),
    }.get(kind, "")
