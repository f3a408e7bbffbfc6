"""JSON from visitors (forms, uploads, the API): parsed with bounds, so that no input is a 500.

Refused like any other malformed JSON (a ``json.JSONDecodeError``, which every caller already
turns into a 400 with the message, in the reader's language):

- nesting deeper than ``MAX_DEPTH``: a record needs six levels at most; a document nested
  hundreds deep would otherwise reach Python's recursion limit in the parser, in
  ``copy.deepcopy`` or in the readers;
- a number longer than Python's digit limit (4,300 digits: ``json.loads`` raises a plain
  ``ValueError``);
- text that cannot be stored or sent back: a lone UTF-16 surrogate (``"\\ud800"``) cannot be
  encoded as UTF-8 in the reply or the database, and PostgreSQL refuses NUL (``"\\u0000"``) in
  text and JSON;
- bytes that are not UTF-8;
- a number that is not finite: ``NaN``, ``Infinity`` and ``-Infinity`` (Python's parser takes
  them, JSON has no such words) and a number past the float range (``1e400`` is infinity):
  PostgreSQL's jsonb refuses them and no count or price is infinite.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from django.utils.translation import gettext, gettext_noop

MAX_DEPTH = 32
UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


class _NotFinite(ValueError):
    pass


def _constant(word: str) -> float:
    raise _NotFinite(word)


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise _NotFinite(text)
    return number


def loads(text: str | bytes) -> Any:
    try:
        value = json.loads(text, parse_constant=_constant, parse_float=_finite)
    except RecursionError:
        raise _refused(_too_deep()) from None
    except UnicodeDecodeError:
        raise _refused(gettext("the bytes are not UTF-8 text")) from None
    except json.JSONDecodeError as error:  # said in the reader's language, the place kept
        raise json.JSONDecodeError(_decoder_words(error.msg), error.doc, error.pos) from None
    except _NotFinite as error:
        raise _refused(
            gettext("%(number)s is not a finite number") % {"number": str(error)[:20]}
        ) from None
    except ValueError:  # int() of a number past sys.get_int_max_str_digits()
        raise _refused(gettext("a number is too long")) from None
    problem = _problem(value)
    if problem:
        raise _refused(problem)
    return value


# What Python's JSON parser says of malformed text (its message starts with one of these).
_DECODER_WORDS = (
    gettext_noop("Expecting value"),
    gettext_noop("Expecting property name enclosed in double quotes"),
    gettext_noop("Expecting ':' delimiter"),
    gettext_noop("Expecting ',' delimiter"),
    gettext_noop("Unterminated string starting at"),
    gettext_noop("Invalid control character at"),
    gettext_noop("Invalid \\uXXXX escape"),
    gettext_noop("Invalid \\escape"),
    gettext_noop("Extra data"),
    gettext_noop("Illegal trailing comma before end of object"),
    gettext_noop("Illegal trailing comma before end of array"),
)


def _decoder_words(message: str) -> str:
    """The parser's message in the reader's language (what follows the known words is kept)."""
    for words in _DECODER_WORDS:
        if message.startswith(words):
            return gettext(words) + message[len(words) :]
    return message


class Refused(json.JSONDecodeError):
    """Well-formed JSON that is refused all the same: its text is the reason alone (a position
    in the document would say nothing)."""

    def __str__(self) -> str:
        return self.msg


def refusal(error: json.JSONDecodeError) -> str:
    """What the visitor is told: for JSON refused though well-formed, the reason alone (its
    place would be line 1, column 1, wherever the NUL is); for text that is not JSON, where it
    breaks."""
    if isinstance(error, Refused):
        return gettext("This cannot be accepted: %(problem)s.") % {"problem": error.msg}
    return gettext("This is not JSON (line %(line)s, column %(column)s: %(problem)s).") % {
        "line": error.lineno,
        "column": error.colno,
        "problem": error.msg,
    }


def _too_deep() -> str:
    return gettext("nested deeper than %(depth)s levels") % {"depth": MAX_DEPTH}


def _refused(problem: str) -> Refused:
    return Refused(problem, "", 0)


def _problem(value: Any) -> str:
    """What makes ``value`` unacceptable (too deep, unstorable text), or ""; without recursion."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if UNSTORABLE.search(item):
                return gettext("a text holds a NUL character or a lone surrogate")
            continue
        if isinstance(item, dict):
            children = [*item.keys(), *item.values()]
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > MAX_DEPTH:
            return _too_deep()
        stack.extend((child, depth + 1) for child in children)
    return ""
