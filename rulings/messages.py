"""Core errors in the reader's language.

The rules core raises errors whose message is an English template marked with
``gettext_noop`` plus parameters (``rulings/core/errors.py``). Here the template is translated
and the parameters filled in: a nested error is translated too, and a card, contract or call is
written in the reader's notation (``Д♥``/``QH``, ``7♥``, ``пас``/``pass``).
"""

import re
from typing import Any

from django.utils.translation import get_language, gettext, gettext_noop, pgettext

from rulings.core import (
    SOURCES,
    Citation,
    Convention,
    PreferansError,
    Problem,
    RecordError,
    Source,
    fill,
)


def _russian() -> bool:
    return (get_language() or "ru").startswith("ru")


def localize(value: Any) -> Any:
    if isinstance(value, PreferansError):
        return translate_error(value)
    if isinstance(value, list | tuple):
        return ", ".join(str(localize(item)) for item in value)
    if hasattr(value, "ru") and hasattr(value, "en"):
        return value.ru if _russian() else value.en
    return value


def translate(template: str, params: Any) -> str:
    return fill(gettext(template), {name: localize(value) for name, value in params.items()})


def translate_error(error: PreferansError) -> str:
    if isinstance(error, RecordError):
        return "; ".join(translate(p.template, p.params) for p in error.details)
    return translate(error.template, error.params)


def translate_problem(problem: Problem) -> str:
    """A problem of a deal record as a player reads it: where in the deal (not the JSON path),
    what is wrong and, for a card, what to do («Ход 8, Боря: карты 7♠ нет на руке…»)."""
    place = field_words(problem.field)
    wording = _PLAYER_WORDING.get(problem.template)
    if wording is not None:
        place = ", ".join(str(part) for part in (place, problem.params["player"]) if part)
        return f"{place}: {translate(wording, problem.params)}"
    message = translate(problem.template, problem.params)
    return f"{place}: {message}" if place else message


# The play's problems said the way a player checks a deal: which card, and what to do about it
# (the player is named before the message, after the card's place in the play).
_PLAYER_WORDING = {
    gettext_noop("%(player)s does not hold %(card)s at trick %(trick)s"): gettext_noop(
        "%(card)s is not in the hand at trick %(trick)s — it was played earlier or another "
        "player holds it. Choose a card still in the hand."
    ),
    gettext_noop("%(player)s plays %(card)s but has already played to trick %(trick)s"): (
        gettext_noop(
            "a second card in trick %(trick)s (%(card)s). A trick takes one card from each "
            "player: check whose turn it was."
        )
    ),
    gettext_noop("%(player)s plays %(card)s, but all ten tricks have been played"): gettext_noop(
        "%(card)s is one card too many — all ten tricks have been played. Remove it from the play."
    ),
}


# Where a problem is, in the words of the deal (the record's field names are JSON keys).
_FIELD_WORDS = {
    "players": "Players",
    "dealer": "Dealer",
    "hands": "Hands",
    "talon": "Talon",
    "discard": "Discard",
    "contract": "Contract",
    "declarer": "Declarer",
    "refused": "Without three",
    "convention": "Rules of the table",
    "convention.options": "Rules of the table",
    "auction": "Bidding",
    "whisting": "Whisting",
    "play": "Play",
}
_INDEXED = re.compile(r"^(play|auction|whisting)\[(\d+)\]$")


def field_words(field: str) -> str:
    """«play[7]» → «Ход 8», «auction[2]» → «Торговля, слово 3», «hands.Боря» → «Карты (Боря)»,
    «tricks.Боря» → «Взятки (Боря)»;
    a field not known here is shown as it is."""
    if not field:
        return ""
    if field in _FIELD_WORDS:
        return pgettext("deal record field", _FIELD_WORDS[field])
    indexed = _INDEXED.match(field)
    if indexed:
        kind, number = indexed.group(1), int(indexed.group(2)) + 1
        if kind == "play":
            return pgettext("deal record field", "Card %(n)s") % {"n": number}
        if kind == "auction":
            return pgettext("deal record field", "Bidding, call %(n)s") % {"n": number}
        return pgettext("deal record field", "Whisting, call %(n)s") % {"n": number}
    if field.startswith("hands."):
        return pgettext("deal record field", "Cards (%(player)s)") % {"player": field[6:]}
    if field.startswith("tricks."):
        return pgettext("deal record field", "Tricks (%(player)s)") % {"player": field[7:]}
    return field


def translate_record_error(error: RecordError) -> list[tuple[str, str]]:
    """(field, message in the reader's language) for every problem."""
    return [(p.field, translate(p.template, p.params)) for p in error.details]


def source_name(source: Source) -> str:
    """A source's name in the reader's language: «кодекс Лесного», «Lesnoy's code»."""
    return gettext(source.name)


def citation_text(citation: Citation | tuple[Citation, ...] | str) -> str:
    """A citation in the reader's language: the one place where source names are translated.

    A ``Citation`` (or several, as an option declares them) is written from its parts; a rule's
    text stored in the JSON output (``Citation.text``, «Lesnoy's code 3.9.11.2 «…»») gets every
    registered source name translated, the clause and the quote kept as they are."""
    if isinstance(citation, Citation):
        return citation.written(gettext)
    if isinstance(citation, tuple):
        return "; ".join(c.written(gettext) for c in citation)
    return _NAMES.sub(lambda m: gettext(m.group(0)), citation)


# The clauses and notes in English that the scoring's rules (rulings/core/scoring) write into a
# deal's entries: stored as text, they are translated here like the source names.
_SCORING_NOTES = [
    gettext_noop("part 1"),
    gettext_noop("part 2"),
    gettext_noop("a second misdeal in a row"),
    gettext_noop("half-whist: half the quota"),
    gettext_noop("refe: after an all-pass the next game of each player is doubled"),
    gettext_noop("each follower undertakes 2 tricks, two 4"),
    gettext_noop("Herc 5 tricks → 40"),
    gettext_noop("raspasy amnesty of the minimum; house rule"),
    gettext_noop("club rule: talon exposed during the auction"),
    gettext_noop("failed Bettel, 60 supe per defender"),
    gettext_noop("made −2B, failed +2B bule"),
    gettext_noop("supe = tricks × 2B"),
    gettext_noop("by analogy, our reading"),
    gettext_noop("written off one's own mountain, which may go negative"),
    gettext_noop("a game made: its price into the pulya"),
    gettext_noop("each trick short: the game's price into the mountain"),
    gettext_noop("consolation: for each trick short"),
    gettext_noop("a whister short of his tricks writes into the mountain"),
    gettext_noop("misère: 10 into the mountain for each trick"),
    gettext_noop("misère: 20 into the mountain for each trick"),
    gettext_noop("misère: each trick into the mountain at the agreed price"),
    gettext_noop("misère: no whists for tricks, no consolation"),
    gettext_noop("greedy whist: the passer writes only when no trick is taken"),
    gettext_noop("gentleman's whist: the whists are written in halves"),
    gettext_noop("half-responsible whist: half the price"),
    gettext_noop("the declarer's renonce: the trick never helps the offender"),
    gettext_noop("a misère made: its price into the pulya"),
    gettext_noop("raspasy: each trick into the mountain at the raspasy price"),
    gettext_noop("raspasy: no trick taken writes one trick's price into the pulya"),
    gettext_noop("raspasy: each trick into the mountain"),
    gettext_noop("each trick short: twice the game's price into the mountain"),
    gettext_noop("whists per trick: twice the game's price"),
]

# The notes of the options' sources («not in the sources: the table's own rule, …»): a ruling
# that applies an option cites its source as text too.
_OPTION_NOTES = sorted(
    {c.note for info in Convention.options() for c in info.source if c.note},
)

# Every registered source name (longest first, so that no name is cut short by another) and the
# notes a rule's text may carry after a colon.
_NAMES = re.compile(
    "|".join(
        re.escape(name)
        for name in sorted(
            [s.name for s in SOURCES.values()]
            + [gettext_noop("our reading"), gettext_noop("house rule"), gettext_noop("club rule")]
            + _SCORING_NOTES
            + _OPTION_NOTES,
            key=len,
            reverse=True,
        )
    )
)
