"""JSON from visitors (forms, uploads, the API): parsed with a bound on nesting.

A record needs six levels at most; a document nested hundreds deep would otherwise reach
Python's recursion limit in the parser, in ``copy.deepcopy`` or in the readers (a 500).
Too deep is refused like any other malformed JSON: a ``json.JSONDecodeError``, which every
caller already turns into a 400 with the message.
"""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 32
TOO_DEEP = f"nested deeper than {MAX_DEPTH} levels"


def loads(text: str | bytes) -> Any:
    try:
        value = json.loads(text)
    except RecursionError:
        raise json.JSONDecodeError(TOO_DEEP, "", 0) from None
    if nesting(value) > MAX_DEPTH:
        raise json.JSONDecodeError(TOO_DEEP, "", 0)
    return value


def nesting(value: Any) -> int:
    """How deep lists and objects nest in ``value`` (a scalar: 0), without recursion."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = (
            item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        )
        if children is None:
            continue
        deepest = max(deepest, depth)
        if depth <= MAX_DEPTH:  # deeper than that is refused anyway: stop looking
            stack.extend((child, depth + 1) for child in children)
    return deepest
