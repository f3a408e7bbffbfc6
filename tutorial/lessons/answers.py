"""Reading what the learner sent as the exercise's own answer (issue 20: equivalent answers).

One reading for every kind, from the exercise's view alone: a choice may be sent by its id or
by its text in either language («игровая», «GAME», «Game» for ``game``); a seat by its name
(«Юг», «South», «ю»); a call, contract or card in either notation, Russian suit letters
included («6б», «7 ч», «Тп»); a count as a number or as digits ("2"). What cannot be read this
way goes to the kind's own reader unchanged, which says what it accepts.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from rulings.core import (
    CardParseError,
    ContractParseError,
    parse_card,
    parse_contract,
)
from tutorial.lessons.kinds.common import SEAT_NAMES

MAX_TEXT = 40  # longer text is no answer of any kind: it goes to the kind's reader as it is
_RUSSIAN_SUIT_LETTER = re.compile(r"^(10|[6-9])\s*([ПТБЧ])$")
_SUIT_LETTERS = {"П": "S", "Т": "C", "Б": "D", "Ч": "H"}  # as in cards: п т б ч
_DIGITS = re.compile(r"^[0-9]{1,3}$")
_WORDS = {
    "pass": {"PASS", "ПАС"},
    "here": {"HERE", "HOLD", "ЗДЕСЬ", "ДЕРЖУ"},
}


def _plain(text: str) -> str:
    """Case, spaces, quotes and a final full stop do not matter."""
    text = unicodedata.normalize("NFC", text).strip().strip("«»\"'").rstrip(".").strip()
    return " ".join(text.upper().split())


def _seat(text: str) -> str | None:
    for seat, name in SEAT_NAMES.items():
        if text in (seat, name.ru.upper(), name.en.upper(), name.ru[0].upper()):
            return seat
    return None


def _contract(text: str) -> str | None:
    letter = _RUSSIAN_SUIT_LETTER.match(text)
    if letter:
        text = letter[1] + _SUIT_LETTERS[letter[2]]
    try:
        return parse_contract(text).en
    except ContractParseError:
        return None


def _card(text: str) -> str | None:
    try:
        return parse_card(text).en
    except CardParseError:
        return None


def _same(text: str, choice: str) -> bool:
    """Does ``text`` (plain) name the choice ``choice`` (an id as the view gives it)?"""
    wanted = _plain(choice)
    if text == wanted:
        return True
    for words in _WORDS.values():
        if text in words and wanted in words:
            return True
    if _seat(wanted) is not None:
        return _seat(text) == wanted
    contract = _contract(text)
    if contract is not None and contract == _contract(wanted):
        return True
    card = _card(text)
    return card is not None and card == _card(wanted)


def understood(answer: Any, view: dict[str, Any], stated: Any) -> Any:
    """``answer`` as the exercise's reader expects it, where it plainly means one of the
    exercise's answers; otherwise ``answer`` itself. ``stated`` (the level's own answer) gives
    the answer's type: a count is a number."""
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, int) and not isinstance(stated, int):
        answer = str(answer) if abs(answer) < 10**6 else answer
    if not isinstance(answer, str) or len(answer) > MAX_TEXT:
        return answer
    text = _plain(answer)
    if isinstance(stated, int):
        return int(text) if _DIGITS.match(text) else answer
    choices = view.get("choices")
    if not choices:
        return answer
    found = []
    for choice in choices:
        if isinstance(choice, dict):
            names = {_plain(choice["id"]), *(_plain(t) for t in choice["text"].values())}
            if text in names or any(_same(text, name) for name in names):
                found.append(choice["id"])
        elif _same(text, choice):
            found.append(choice)
    if len(found) == 1:
        return found[0]
    letter = _RUSSIAN_SUIT_LETTER.match(text)  # a call not offered: its reader says why
    return _contract(text) if letter else answer
