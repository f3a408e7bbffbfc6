"""The terms the course uses, one name per concept (the team's glossary,
shared/reference/glossary.md): the page ``/learn/terms/`` lists them, the level pages link their
labels (trumps, talon, discard, contract, bidding) to them by anchor, and ``link_terms`` links
them where the prose uses them, so a newcomer can tap a word they do not know. The terms taught
at a later stage (misère, all-pass, pulya, mountain, remiz) take their forms from
``tutorial.lessons.taught``, which ``lessons check`` uses to keep them out of earlier stages."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from django.urls import reverse
from django.utils.functional import Promise
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy as _

from tutorial.lessons.taught import forms


@dataclass(frozen=True)
class Term:
    """A term, its definition, and how the prose writes it in each language: a regular
    expression over whole words (Russian declines: «козырь», «козыря», «козырями»)."""

    anchor: str
    name: Promise
    meaning: Promise
    ru: str = ""
    en: str = ""


TERMS: tuple[Term, ...] = (
    Term(
        "deck",
        _("Deck"),
        _("32 cards: four suits of eight, from the seven to the ace."),
        ru=r"колод(?:а|ы|у|ой|е)",
        en=r"decks?",
    ),
    Term(
        "trick",
        _("Trick"),
        _(
            "Three cards, one from each player. The highest trump takes it; without a trump, "
            "the highest card of the suit led."
        ),
        ru=r"взят(?:ка|ки|ку|кой|ке|ок|кам|ками|ках)",
        en=r"tricks?",
    ),
    Term(
        "sure-tricks",
        _("Sure tricks"),
        _(
            "The tricks a hand takes however the other cards lie: the top cards of a suit in "
            "a row (an ace; the ace and king; …), and every card of the suit when the top "
            "cards in a row are at least as many as the others hold of it."
        ),
        ru=r"верн(?:ая|ой|ую|ые|ых|ыми) взят(?:ка|ки|ку|ок|ками)",
        en=r"sure tricks?",
    ),
    Term(
        "suit-led",
        _("Suit led"),
        _(
            "The suit of the trick's first card. The others must play it if they have it, "
            "else a trump if they have one, else any card."
        ),
        ru=r"масть хода",
        en=r"suit led",
    ),
    Term(
        "no-trumps",
        _("No trumps"),
        _("A contract without a trump suit."),
        ru=r"без козыр(?:я|ей)|бескозыр\w*|БК",
        en=r"no[ -]trumps?|NT",
    ),
    Term(
        "trump",
        _("Trump"),
        _("The suit named in the contract: any trump beats any card of another suit."),
        ru=r"козыр\w*",
        en=r"trumps?",
    ),
    Term(
        "first-hand",
        _("First hand"),
        _("The player on the dealer's left: speaks first in the bidding and leads first."),
        ru=r"перв(?:ая|ой|ую) рук(?:а|и|е|у|ой)",
        en=r"first hand",
    ),
    Term(
        "bidding",
        _("Bidding"),
        _(
            "The players bid in turn for the talon, each bid higher than the last; a player "
            "who passes is out of the bidding."
        ),
        ru=r"торговл(?:я|и|е|ю|ей)",
        en=r"bidding|auctions?",
    ),
    Term(
        "here",
        _("«Here» and «hold»"),
        _(
            "A call that repeats the last bid instead of raising it. «Here» (здесь): in the "
            "Sochi and Leningrad rules, a player whose turn comes through one who passed. "
            "«Hold» (держу): in the classic game, where bids rise in suit order, a player "
            "buys at the suit bid before him."
        ),
        ru=r"«(?:здесь|держу)»",
        en=r"«(?:here|hold)»",
    ),
    Term(
        "talon",
        _("Talon"),
        _("The two cards left after the deal: the player who wins the bidding takes them."),
        ru=r"прикуп(?:а|у|ом|е|ы|ов)?",
        en=r"talons?",
    ),
    Term(
        "discard",
        _("Discard"),
        _("The two cards the declarer puts away after taking the talon."),
        ru=r"снос(?:а|у|ом|е|ы)?",
        en=r"discards?",
    ),
    Term(
        "contract",
        _("Contract"),
        _(
            "What the declarer undertakes: a number of tricks with a trump suit or without "
            "trumps, or misère."
        ),
        ru=r"контракт(?:а|у|ом|е|ы)?|заказ(?:а|у|ом|е|ы)?",
        en=r"contracts?",
    ),
    Term(
        "declarer",
        _("Declarer"),
        _("The player who won the bidding and plays the contract."),
        ru=r"(?:разыгрывающ|играющ)(?:ий|его|ему|им|ем)",
        en=r"declarers?",
    ),
    Term(
        "whist",
        _("Whist and pass"),
        _(
            "Each of the other two decides whether to whist (play against the declarer for "
            "tricks) or to pass."
        ),
        ru=r"вист(?:а|ом|е)?|вистующ\w*|вистовать|вистует",
        en=r"whist|whisters?",
    ),
    Term(
        "obligation",
        _("Obligation"),
        _(
            "The tricks the whisters undertake to take between them: four on a six, two on a "
            "seven, one on an eight, a nine or a ten; none on a misère. A whister who falls "
            "short writes a penalty for the missing tricks in the mountain."
        ),
        ru=r"обязательств(?:о|а|у|ом|е)",
        en=r"obligations?",
    ),
    Term(
        "half-whist",
        _("Half-whist"),
        _(
            "On a six or a seven only: a defender who would rather not play takes half the "
            "obligation without play (two tricks on a six, one on a seven) and writes whists "
            "for them, unless the other defender takes the whist back and plays."
        ),
        ru=r"полвиста",
        en=r"half-whists?",
    ),
    Term(
        "open-closed",
        _("Open and closed whist"),
        _(
            "A lone whister chooses: open (в светлую), both defenders' cards face up on the "
            "table and the whister plays both hands; or closed (втёмную), each plays his own "
            "cards unseen. When both whist, the play is always closed."
        ),
        ru=r"в ?светлую|в ?т[её]мную|в открытую",
        en=r"open whist|closed whist|(?:play|plays|played) (?:open|closed)",
    ),
    Term(
        "misere",
        _("Misère"),
        _("The declarer undertakes to take no trick at all."),
        **forms("misere"),
    ),
    Term(
        "raspasy",
        _("All-pass"),
        _("Everyone passed: each plays to take as few tricks as possible."),
        **forms("raspasy"),
    ),
    Term(
        "pulya",
        _("Pulya"),
        _("Points for contracts made, written in each player's pulya."),
        **forms("pulya"),
    ),
    Term(
        "mountain",
        _("Mountain"),
        _("Penalty points: for tricks short of the contract and for a misère that fails."),
        **forms("mountain"),
    ),
    Term(
        "remiz",
        _("Remiz"),
        _(
            "Tricks short of the contract (for a whister, short of the obligation), and the "
            "penalty for them written in the mountain."
        ),
        **forms("remiz"),
    ),
    Term(
        "whists",
        _("Whists"),
        _("Points one player writes on another for the tricks taken as a whister."),
        ru=r"вист(?:ы|ов|ам|ами)",
        en=r"whists",
    ),
    Term(
        "convention",
        _("Convention"),
        _(
            "The rules a table agrees on before play: Sochi, Leningrad, Rostov and the others "
            "differ in the whisters' obligations, in what a whister pays for falling short, in "
            "all-pass and in the scoring. The course checks the rules questions under the "
            "convention you choose."
        ),
        ru=r"конвенци(?:я|и|ю|ей)",
        en=r"conventions?|house rules",
    ),
    Term(
        "renonce",
        _("Renonce"),
        _("Not playing the suit led, or a trump, when one has it."),
        ru=r"ренонс\w*",
        en=r"renonces?|revokes?",
    ),
    Term(
        "consolation",
        _("Consolation"),
        _(
            "Whists the whisters write on a declarer who failed, for each trick he is short, "
            "besides the whists for their own tricks."
        ),
        ru=r"консоляци(?:я|и|ю|ей)",
        en=r"consolations?",
    ),
    Term(
        "amnesty",
        _("Amnesty"),
        _("At the settlement, the smallest mountain is taken off everyone's."),
        ru=r"амнисти(?:я|и|ю|ей)",
        en=r"amnesty",
    ),
    Term(
        "ruling",
        _("The arbiter's ruling"),
        _(
            "The arbiter's decision on an irregularity: what is corrected, who writes what, "
            "with the rule it comes from."
        ),
        ru=r"арбитр(?:а|у|ом|е)?",
        en=r"arbiter|rulings?",
    ),
)


@cache
def _prose_pattern(language: str) -> re.Pattern[str]:
    """One expression for every term written in ``language``, each a named group; a term's
    forms only as whole words (the lookarounds: «бескозырка» is not «козырь»)."""
    forms = "|".join(
        f"(?P<{term.anchor.replace('-', '_')}>{getattr(term, language)})"
        for term in TERMS
        if getattr(term, language)
    )
    return re.compile(rf"(?<!\w)(?:{forms})(?!\w)", re.IGNORECASE)


def link_terms(text: str, language: str) -> SafeString:
    """``text`` (plain, escaped here) with the first use of each term linked to its entry on
    the terms page; later uses of the same term stay plain, so the prose stays readable."""
    terms_url = reverse("tutorial:terms")
    linked: set[str] = set()
    parts: list[str] = []
    end = 0
    for match in _prose_pattern(language).finditer(text):
        anchor = str(match.lastgroup).replace("_", "-")
        parts.append(escape(text[end : match.start()]))
        if anchor in linked:
            parts.append(escape(match.group()))
        else:
            linked.add(anchor)
            parts.append(
                format_html('<a class="term" href="{}#{}">{}</a>', terms_url, anchor, match.group())
            )
        end = match.end()
    parts.append(escape(text[end:]))
    return mark_safe("".join(parts))  # noqa: S308 - every piece is escaped above
