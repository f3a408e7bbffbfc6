"""An exercise as the page shows it: the engine's view (``lessons.exercise_view``, JSON in the
deal records' notation) turned into cards, seats and labelled choices in the reader's language.

Nothing here judges an answer: it only names what the engine shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from django.utils.translation import get_language, gettext

from rulings.core import (
    PRESETS,
    Card,
    CardParseError,
    Convention,
    PreferansError,
    Rank,
    parse_call,
    parse_card,
    parse_cards,
)
from rulings.templatetags.cards import RANK_NAMES
from rulings.web.option_words import value_text
from rulings.web.words import contract_label
from tutorial.lessons.model import Text
from tutorial.lessons.rules_names import HOUSE, rules_name, with_club_names

# Kinds whose choices are calls or contracts (``6S``, ``pass``): named as players say them, not
# read as cards (``7S`` is a seven of spades and a seven-spades contract).
CALL_KINDS = frozenset({"choose_call", "choose_contract"})


def language() -> str:
    return "en" if (get_language() or "ru").startswith("en") else "ru"


def text_of(value: Any) -> str:
    """A ``{"ru", "en"}`` text (or a ``Text``) in the reader's language; plain text as is."""
    if isinstance(value, dict):
        return str(value.get(language()) or value.get("ru") or "")
    if hasattr(value, "get") and hasattr(value, "ru"):
        return value.get(language())
    return "" if value is None else str(value)


def _card(value: Any) -> Card | None:
    try:
        return parse_card(value) if isinstance(value, str) else None
    except CardParseError:
        return None


def _cards(value: Any) -> tuple[Card, ...]:
    try:
        return parse_cards(value)
    except CardParseError:
        return ()


@dataclass(frozen=True)
class Choice:
    """One tappable answer: the value sent, and a card or a label to show."""

    value: str
    label: str = ""
    card: Card | None = None


@dataclass(frozen=True)
class Seat:
    id: str
    name: str
    cards: tuple[Card, ...] = ()
    learner: bool = False


@dataclass(frozen=True)
class RecordRow:
    """One seat's line of a told deal (its call, its tricks) or of a sheet (pulya, mountain,
    the whists it wrote)."""

    seat: str
    role: str = ""
    tricks: str = ""
    pulya: str = ""
    mountain: str = ""
    whists: str = ""


def record_rows(view: dict[str, Any], names: dict[str, str]) -> tuple[str, tuple[RecordRow, ...]]:
    """The deal of a ``score_deal`` or the sheet of a ``settle_pulya``, a row a seat."""
    deal, sheet = view.get("deal"), view.get("sheet")
    if isinstance(deal, dict):
        calls = {c["seat"]: text_of(c["name"]) for c in deal.get("calls", ())}
        contract = text_of(deal.get("contract_name"))
        rows = []
        for item in deal.get("tricks", ()):
            seat = item["seat"]
            role = contract if seat == deal.get("declarer") else calls.get(seat, "")
            rows.append(RecordRow(names.get(seat, seat), role, str(item["tricks"])))
        return "deal", tuple(rows)
    if isinstance(sheet, dict):
        rows = [
            RecordRow(
                names.get(row["seat"], row["seat"]),
                pulya=str(row["pulya"]),
                mountain=str(row["mountain"]),
                whists=", ".join(
                    f"{names.get(w['on'], w['on'])} {w['amount']}" for w in row["whists"]
                ),
            )
            for row in sheet.get("rows", ())
        ]
        return "sheet", tuple(rows)
    return "", ()


@dataclass(frozen=True)
class Shown:
    kind: str
    prompt: str
    seats: tuple[Seat, ...]
    trick: tuple[tuple[str, Card], ...]
    trump: str
    talon: tuple[Card, ...]
    discard: tuple[Card, ...]
    contract: str
    bid: str
    auction: tuple[tuple[str, str], ...]
    choices: tuple[Choice, ...]
    multiple: bool
    number: bool
    counts: tuple[int, ...]
    note: str = ""  # why the exercise is graded under other rules than the table's
    # the kinds that ask for numbers (score_deal, settle_pulya): the boxes (id, label) and the
    # deal or the sheet they are about, one row a seat (``record_rows``)
    fields: tuple[tuple[str, str], ...] = ()
    record: tuple[RecordRow, ...] = ()
    record_kind: str = ""  # "deal" or "sheet"

    def choice_for(self, value: Any) -> Choice | None:
        """The choice that sends ``value`` (the engine's best answer), to name it as shown."""
        if value is None:
            return None
        text = str(getattr(value, "en", value))
        card = _card(text)
        for choice in self.choices:
            if choice.value == text or (card and choice.card == card):
                return choice
        return Choice(text, text, card)

    @property
    def card_choices(self) -> bool:
        """The answer is a card (or cards) of the learner's hand: the hand itself is tapped."""
        return bool(self.choices) and all(choice.card for choice in self.choices)

    @property
    def has_table(self) -> bool:
        return any(seat.cards for seat in self.seats)

    @property
    def ladder(self) -> tuple[tuple[Choice, ...], tuple[Choice, ...]]:
        """The calls a phone shows at once, and the rest of the ladder behind «more calls…»:
        every call that is not a bid (pass, «здесь», misère) and the next ``LADDER_SHOWN``
        bids; other kinds show all their choices."""
        if self.kind != "choose_call":
            return self.choices, ()
        bids = [choice for choice in self.choices if _is_bid(choice.value)]
        later = {choice.value for choice in bids[LADDER_SHOWN:]}
        return (
            tuple(choice for choice in self.choices if choice.value not in later),
            tuple(choice for choice in self.choices if choice.value in later),
        )

    @property
    def has_cards(self) -> bool:
        return self.has_table or bool(self.trick or self.talon or self.discard)


# One level of the ladder (four suits and no trumps) is shown at once: a call further up is
# rarely the one to say, and 25 buttons fill a phone's screen before the question is in view.
LADDER_SHOWN = 5


def _is_bid(value: str) -> bool:
    """A numbered bid (``7S``, ``6NT``): a step of the ladder, not pass, «здесь» or misère."""
    try:
        call = parse_call(value, Convention.preset("sochi"))
    except PreferansError:
        return False
    return call.contract is not None and call.contract.is_game


LEGEND_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


def card_legend() -> tuple[tuple[str, str], ...]:
    """The picture cards' letters and names in the reader's language (Т = туз, … ; A = ace,
    …): the first stages show them under the cards, for a newcomer who does not know them."""
    english = language() == "en"
    return tuple(
        (rank.letter if english else rank.letter_ru, str(RANK_NAMES[rank])) for rank in LEGEND_RANKS
    )


def shown(view: dict[str, Any]) -> Shown:
    """The template's reading of an exercise view."""
    names = {seat["id"]: text_of(seat.get("name")) for seat in view.get("seats", ())}
    learner = view.get("learner") or ""
    hands = view.get("hands") or ({learner: view["hand"]} if view.get("hand") else {})
    seat_ids = list(names) or list(hands)
    seats = tuple(
        Seat(
            id=seat,
            name=names.get(seat, seat),
            cards=_cards(hands.get(seat, ())),
            learner=seat == learner,
        )
        for seat in seat_ids
    )
    kind = str(view.get("kind", ""))
    key = view.get("convention")
    convention = Convention.preset(key if key in PRESETS else "sochi")
    name_call = (lambda text: call_text(text, convention)) if kind in CALL_KINDS else None
    choices = tuple(_choice(value, names, name_call) for value in view.get("choices") or ())
    fields = tuple((str(f["id"]), text_of(f["label"])) for f in view.get("fields") or ())
    record_kind, record = record_rows(view, names)
    return Shown(
        kind=kind,
        prompt=text_of(view.get("prompt")),
        seats=seats,
        trick=tuple(
            (names.get(item["seat"], item["seat"]), card)
            for item in view.get("trick") or view.get("table") or ()
            if (card := _card(item["card"]))
        ),
        trump=text_of(view.get("trump_name")),
        talon=_cards(view.get("talon") or ()),
        auction=tuple(
            (
                names.get(call.get("seat"), call.get("seat", "")),
                call_text(call.get("call"), convention),
            )
            for call in view.get("auction") or ()
            if isinstance(call, dict)
        ),
        choices=choices,
        multiple=int(view.get("pick", 1) or 1) > 1 or bool(fields),
        fields=fields,
        record=record,
        record_kind=record_kind,
        discard=_cards(view.get("discard") or ()),
        contract=call_text(view.get("contract") or "", convention),
        bid=call_text(view.get("bid") or "", convention),
        number=not choices,
        note=text_of(view.get("note")),
        counts=tuple(range((len(_cards(hands.get(learner, ()))) or 10) + 1)),
    )


def call_text(text: Any, convention: Convention) -> str:
    """A call or contract in the deal records' notation (``6S``, ``pass``) as the reader's
    language writes it (``6♠``, ``пас``); anything else as it is."""
    try:
        call = parse_call(str(text), convention)
    except PreferansError:
        return text_of(text)
    if language() != "en":
        return call.ru
    # Not the records' notation («7C», «misere»): a contract as the rest of the site writes it.
    return contract_label(call.contract.en) if call.contract is not None else call.en


def _choice(value: Any, names: dict[str, str], name_call: Any) -> Choice:
    if isinstance(value, dict):
        return Choice(str(value.get("id", "")), text_of(value.get("text")))
    text = str(value)
    if text in names:
        return Choice(text, names[text])
    if name_call is not None:
        return Choice(text, name_call(text))
    card = _card(text)
    return Choice(text, text, card) if card else Choice(text, text)


def sources_url(key: str) -> str:
    """Where the sources page lists a source (``/sources/#<key>``, in the reader's language)."""
    prefix = "/en" if language() == "en" else ""
    return f"{prefix}/sources/#{key}"


CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)

# The Russian texts' own section headings that citations name (``cite("sochi_leningrad",
# "Колода карт")``), for an English page: a heading is named in English; the source's words
# themselves are not translated (``citations``). A heading not listed keeps its Russian.
SECTION_TITLES_EN = {
    "колода карт": "The deck",
    "правила взяток": "The rules of tricks",
    "игра на взятки": "Playing for tricks",
    "торговля": "The bidding",
    "возможные заказы игр": "The contracts one may name",
    "заказ игры": "Naming the contract",
    "мизер": "Misère",
    "вист": "Whist",
    "ответственность при вистовании": "The whister's responsibility",
    "запись в преферансе": "Scoring",
    "розыгрыш": "The play",
    "советы вистующим": "Advice to whisters",
    "советы играющему": "Advice to the declarer",
    "распасовка": "Raspasy",
    "распасовка, или распасы": "Raspasy (all pass)",
    "стоимость игр": "The value of the games",
}


def clause_text(clause: str) -> str:
    """A citation's clause as the reader's page names it: a number as it is (``3.8.14``), a
    Russian section heading in English on an English page («The deck»)."""
    if language() != "en" or not CYRILLIC.search(clause):
        return clause
    return f"«{SECTION_TITLES_EN.get(clause.lower(), clause)}»"


def citations(cited: Any) -> list[dict[str, str]]:
    """Each cited rule once: its source named in the reader's language, the clause, what the
    citation says of it (its note, translated), the source's own words with their language
    (``quote_language``: the texts are Russian, and no English translation of them is made up:
    an English page folds the Russian words beneath and says so), and the link to the source."""
    seen: list[dict[str, str]] = []
    for citation in cited:
        item = {
            "source": citation.source.key,
            "text": ", ".join(
                filter(None, (gettext(citation.source.name), clause_text(citation.clause)))
            ),
            "note": gettext(citation.note) if citation.note else "",
            "quote": citation.quote,
            "quote_language": "ru" if CYRILLIC.search(citation.quote) else "en",
            "href": sources_url(citation.source.key),
        }
        if item not in seen:
            seen.append(item)
    return seen


def club_names(chosen: Any, *, before: bool = False) -> tuple[Text, str]:
    """(the engine's name for the learner's chosen rules, the club's title, "" unless they
    are a club's) for ``with_club_names``; ``chosen`` is a ``selectors.ChosenConvention``."""
    if chosen is None:
        return HOUSE, ""
    title = chosen.label if chosen.house is not None else ""
    return rules_name(chosen.convention, before=before), title


def verdict_context(
    verdict: Any, exercise: Shown, *, revealed: bool = False, chosen: Any = None
) -> dict[str, Any]:
    """The verdict as the page shows it: the engine's words (a wrong answer's own reason,
    which never names the right one: ``lessons check`` verifies it, issue 20), the best answer
    as it was offered (a card, a seat, an option) when the answer was only acceptable or the
    learner asked for it (``revealed``; a wrong answer alone does not show it: the lichess
    way), the rules cited; the rules ``chosen`` named by their club's title where they are a
    club's («по правилам клуба «…»»)."""
    # accepted, but behind the best by more than the estimate's error (an answer the sample
    # cannot tell from the best is named the best itself: «почти равны»)
    short_of_best = (
        verdict.correct
        and None not in (verdict.value, verdict.best_value)
        and verdict.best_value - verdict.value > verdict.details.get("error", 0) + 0.005
    )
    best = verdict.best if isinstance(verdict.best, list | tuple) else [verdict.best]
    said = verdict.as_json(language())
    return {
        **said,
        "explanation": with_club_names(said["explanation"], language(), [club_names(chosen)]),
        "show_best": [choice for item in best if (choice := exercise.choice_for(item))]
        if short_of_best or revealed
        else [],
        "refutation": refutation(verdict.details.get("refutation"), exercise),
        # a rule_dispute's incident as the arbiter reads it: the verdict opens its ruling card
        "arbiter_record": text_of(verdict.details.get("arbiter")),
        "citations": citations(verdict.citations),
    }


@dataclass(frozen=True)
class Moved:
    """What the change of rules moved (the engine's words) and, per option the level depends
    on, what it was and what it is: «Вист ответственный…: полуответственный → ответственный»."""

    text: str
    before: str  # the rules chosen before, by name (a club's by its title)
    options: tuple[tuple[str, str, str], ...]  # (the option's words, before, now)


def moved_context(verdict: Any, before: Any, after: Any) -> Moved | None:
    """``details["moved"]`` of a verdict for the page; ``before`` and ``after`` are the
    learner's chosen conventions (``selectors.ChosenConvention``)."""
    moved = verdict.details.get("moved")
    if not moved or before is None:
        return None
    info = {option.name: option for option in Convention.options()}
    english = language() == "en"
    return Moved(
        # the options' words are listed beside, with values
        text=with_club_names(
            text_of(moved["what"]),
            language(),
            [club_names(before, before=True), club_names(after)],
        ),
        before=before.label,
        options=tuple(
            (
                info[name].en if english else info[name].ru,
                value_text(getattr(before.convention, name)),
                value_text(getattr(after.convention, name)),
            )
            for name in moved["options"]
        ),
    )


@dataclass(frozen=True)
class WhistLayout:
    """One layout a whisting verdict was valued on («Показать расклады»): the defender's and
    the declarer's hands, the declarer's discard, his tricks, and what each call South may
    make leaves South after the settlement there."""

    hands: tuple[tuple[str, tuple[Card, ...]], ...]  # (seat's name, cards)
    discard: tuple[Card, ...]
    tricks: int
    balances: tuple[tuple[str, str], ...]  # (the call as offered, South's balance)


def signed(value: float) -> str:
    """A balance as the reader's language writes it: «+4», «-22,5» / "-22.5"."""
    text = f"{value:+.1f}".removesuffix(".0")
    return text if language() == "en" else text.replace(".", ",")


def whist_layouts(data: Any, exercise: Shown) -> tuple[WhistLayout, ...]:
    """``details["layouts"]`` of a whisting verdict, each seat and call by its name."""
    names = seat_names(exercise)
    calls = {choice.value: choice.label for choice in exercise.choices}
    return tuple(
        WhistLayout(
            hands=tuple(
                (names.get(seat, seat), _cards(layout.get(seat, ()))) for seat in ("W", "E")
            ),
            discard=_cards(layout.get("discard", ())),
            tricks=int(layout.get("tricks", 0)),
            balances=tuple(
                (calls.get(call, call), signed(float(balance)))
                for call, balance in layout.get("balances", {}).items()
            ),
        )
        for layout in data or ()
        if isinstance(layout, dict)
    )


Trick = tuple[tuple[str, Card], ...]  # (seat's name, card) in the order played


@dataclass(frozen=True)
class Refutation:
    """A layout where the answer does worst: the defenders' hands (the defence's play there
    comes on request, ``played_tricks``)."""

    hands: tuple[tuple[str, tuple[Card, ...]], ...]


def seat_names(exercise: Shown) -> dict[str, str]:
    return {seat.id: seat.name for seat in exercise.seats}


def refutation(data: Any, exercise: Shown) -> Refutation | None:
    if not isinstance(data, dict):
        return None
    names = seat_names(exercise)
    return Refutation(
        hands=tuple(
            (names.get(seat, seat), _cards(cards)) for seat, cards in data.get("layout", {}).items()
        )
    )


def played_tricks(line: Any, exercise: Shown) -> tuple[Trick, ...]:
    """The engine's line of play (``[{"seat", "card"}]``, ``lessons.defence_line``) trick by
    trick, each seat by its name."""
    names = seat_names(exercise)
    played = [
        (names.get(item["seat"], item["seat"]), card)
        for item in line or ()
        if (card := _card(item.get("card")))
    ]
    return tuple(tuple(played[i : i + 3]) for i in range(0, len(played), 3))
