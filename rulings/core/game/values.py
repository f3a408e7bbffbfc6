"""Making frozen dataclass values fast on the hot paths (issue 15: a 5,000-deal game).

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__`` (a frozen
class refuses plain assignment), about 0.1 µs a field; scoring a game builds a few entries, a
result and a sheet a deal. ``maker(cls)`` returns a function of the fields, in order, that
builds the same value by setting the slots directly (or the instance dict in one assignment),
about half the time. The value is the same, immutable from outside as before; only the
construction is faster. For classes whose values need no checking (no ``__post_init__``) and
whose fields the caller gives in full.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any


def maker[T](cls: type[T]) -> Callable[..., T]:
    """``make(*fields)`` equal to ``cls(*fields)`` (every field, in order)."""
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: only a dataclass without __post_init__")
    names = [field.name for field in dataclasses.fields(cls)]
    args = ", ".join(names)
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
    if "__slots__" in cls.__dict__:
        # each slot's descriptor sets it: the same as object.__setattr__ without the lookup
        namespace.update({f"set_{name}": getattr(cls, name).__set__ for name in names})
        body = "".join(f"    set_{name}(value, {name})\n" for name in names)
    else:
        namespace["set_dict"] = object.__setattr__
        items = ", ".join(f"{name!r}: {name}" for name in names)
        body = f"    set_dict(value, '__dict__', {{{items}}})\n"
    source = f"def make({args}):\n    value = new(cls)\n{body}    return value\n"
    exec(source, namespace)  # noqa: S102 - generated from the field names, as dataclasses does
    make = namespace["make"]
    make.__qualname__ = f"maker({cls.__name__})"
    return make
