"""The checks of an option's value: a house convention's override is coerced to the option's type
(``coerce``) and checked against its shape and range (``check``), so that no accepted house
convention can crash the engine; ``jsonable`` writes a value as JSON. ``Convention.with_options``
and ``Convention.as_options`` use them.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from rulings.core.errors import ConventionError
from rulings.core.game.contracts import parse_contract
from rulings.core.i18n import gettext_noop


def coerce(name: str, current: Any, value: Any) -> Any:
    """Check an override against the type of the option's current value."""
    try:
        if isinstance(current, enum.Enum):
            return type(current)(value)
        if isinstance(current, bool):
            if not isinstance(value, bool):
                raise TypeError
            return value
        if isinstance(current, tuple):
            if isinstance(value, str | Mapping):
                raise TypeError
            items = tuple(value)
            kind = type(current[0]) if current else int
            if not all(isinstance(item, kind) and not isinstance(item, bool) for item in items):
                raise TypeError
            return items
        if not isinstance(value, type(current)) or isinstance(value, bool):
            raise TypeError
        return value
    except (TypeError, ValueError):
        raise ConventionError(
            gettext_noop("option «%(name)s»: %(value)s is not a valid value (like %(example)s)"),
            name=name,
            value=repr(value),
            example=repr(jsonable(current)),
        ) from None


# Shapes and ranges of the options, checked by ``with_options`` so that no accepted house
# convention can crash the engine: (number of values or None, smallest, largest). An int option
# not listed is a count or an amount: 0 to LARGEST.
LARGEST = 1_000_000
PER_LEVEL = 5  # one value for each level 6, 7, 8, 9, 10
_SHAPES: dict[str, tuple[int | None, int, int]] = {
    "whist_obligations": (PER_LEVEL, 0, 10),
    "lone_whist_obligations": (PER_LEVEL, 0, 10),
    "half_whist_tricks": (PER_LEVEL, 0, 10),
    "game_values": (PER_LEVEL, 1, LARGEST),
    "half_whist_levels": (None, 6, 10),
    "kurochka_consolation": (2, 0, LARGEST),
    "mountain_point_whists": (None, 1, LARGEST),  # a divisor of the settlement
    "pulya_target": (None, 1, LARGEST),
    "refusal_undertricks": (None, 0, 10),
    "raspasy_steps": (None, 1, LARGEST),  # multipliers of the trick price, any number of them
    "raspasy_exit_levels": (None, 6, 10),  # game levels, one for each raspasy in a row
}


def check(name: str, value: Any) -> Any:
    """Raise ``ConventionError`` naming the option unless ``value`` has the option's shape."""
    if name == "misere_after":
        try:
            after = parse_contract(value)
        except ValueError:
            after = None
        if after is None or not after.is_game or after.without_talon:
            raise ConventionError(
                gettext_noop(
                    "option «%(name)s»: %(value)s is not a game with the talon (like 8NT or 9S)"
                ),
                name=name,
                value=repr(value),
            )
        return value
    if isinstance(value, bool) or not isinstance(value, int | tuple):
        return value
    count, smallest, largest = _SHAPES.get(name, (None, 0, LARGEST))
    items = value if isinstance(value, tuple) else (value,)
    if isinstance(value, tuple) and count is not None and len(value) != count:
        if count == PER_LEVEL:
            template = gettext_noop(
                "option «%(name)s»: give %(count)s values, one for each level 6, 7, 8, 9, 10 "
                "(not %(given)s)"
            )
        else:
            template = gettext_noop("option «%(name)s»: give %(count)s values, not %(given)s")
        raise ConventionError(
            template,
            name=name,
            count=count,
            given=len(value),
        )
    wrong = [item for item in items if not smallest <= item <= largest]
    if wrong:
        if isinstance(value, tuple):
            template = gettext_noop(
                "option «%(name)s»: %(value)s is out of range: each value is a whole number "
                "from %(smallest)s to %(largest)s"
            )
        else:
            template = gettext_noop(
                "option «%(name)s»: %(value)s is out of range: a whole number "
                "from %(smallest)s to %(largest)s"
            )
        raise ConventionError(
            template,
            name=name,
            value=wrong[0],
            smallest=smallest,
            largest=largest,
        )
    return value


def jsonable(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value
