"""A club's (a house's) rules as a JSON of options: exported, imported, listed.

``export_rules(conv)`` writes a convention as ``{"format": …, "preset": key, "options": {…}}``
with only the options that differ from the preset (what a house convention writes down beside
its preset, ``Convention.changes_from``); ``import_rules(data)`` reads it back, checking every
name and value as ``Convention.with_options`` does (an unknown name is answered with the nearest
names, ``UnknownOptionError``); ``dumps_rules``/``loads_rules`` are the same as JSON text.
``option_table()`` lists every option with its section, words, values, the default of every
preset and its sources: what ``manage.py conventions --json`` prints.

The clubs app can store ``export_rules(conv)`` as a version of a club's rules and build the
convention again with ``import_rules``; ``import_rules(export_rules(c)) == c`` for every
convention ``c`` (tests/core/test_conventions_house_rules.py).
"""

from __future__ import annotations

import enum
import json
import typing
from collections.abc import Mapping
from typing import Any

from rulings.core.conventions.checks import jsonable
from rulings.core.conventions.convention import PRESETS, Convention, UnknownOptionError
from rulings.core.errors import ConventionError
from rulings.core.i18n import gettext_noop

FORMAT = "preferans-house-rules/1"
_KEYS = ("format", "preset", "options", "name")


def export_rules(conv: Convention, name: str = "") -> dict[str, Any]:
    """The convention as a JSON-ready dict: its preset and the options changed from it."""
    data: dict[str, Any] = {"format": FORMAT, "preset": conv.key}
    if name:
        data["name"] = name
    data["options"] = conv.changes_from(Convention.preset(conv.key))
    return data


def import_rules(data: Any) -> Convention:
    """The convention of an exported dict. Raises ``ConventionError`` (``UnknownOptionError``
    for an option name no convention has) saying what is wrong."""
    if not isinstance(data, Mapping):
        raise ConventionError(gettext_noop("house rules: expected an object {preset, options}"))
    for key in data:
        if key not in _KEYS:
            raise ConventionError(
                gettext_noop("house rules: unknown field «%(key)s»: expected one of %(known)s"),
                key=str(key),
                known=", ".join(_KEYS),
            )
    form = data.get("format", FORMAT)
    if form != FORMAT:
        raise ConventionError(
            gettext_noop("house rules: format «%(form)s» is not «%(expected)s»"),
            form=str(form),
            expected=FORMAT,
        )
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise ConventionError(gettext_noop("house rules: options must be an object of name: value"))
    return Convention.preset(str(data.get("preset", "sochi"))).with_options(options)


def dumps_rules(conv: Convention, name: str = "") -> str:
    """``export_rules`` as JSON text."""
    return json.dumps(export_rules(conv, name), ensure_ascii=False, indent=2, sort_keys=False)


def loads_rules(text: str) -> Convention:
    """``import_rules`` of JSON text; text that is not JSON raises ``ConventionError``."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ConventionError(
            gettext_noop("house rules: not JSON: %(error)s"), error=str(error)
        ) from None
    return import_rules(data)


def option_names() -> tuple[str, ...]:
    return tuple(info.name for info in Convention.options())


def check_option_names(names: Any) -> None:
    """Raise ``UnknownOptionError`` (with the nearest names) for the first unknown name."""
    known = option_names()
    for name in names:
        if name not in known:
            raise UnknownOptionError.of(str(name), known)


def _values(name: str) -> list[Any] | str:
    """The values an option takes: an enum's codes, or the kind of value."""
    kind = typing.get_type_hints(Convention)[name]
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return [member.value for member in kind]
    if kind is bool:
        return [True, False]
    if kind is int:
        return "int"
    if kind is str:
        return "str"
    return "list of int"


def option_table() -> list[dict[str, Any]]:
    """Every option: name, section, words in Russian and English, values, the default of each
    preset and the sources (English citation texts)."""
    return [
        {
            "name": info.name,
            "section": info.section,
            "ru": info.ru,
            "en": info.en,
            "values": _values(info.name),
            "defaults": {key: jsonable(getattr(conv, info.name)) for key, conv in PRESETS.items()},
            "sources": [citation.text for citation in info.source],
        }
        for info in Convention.options()
    ]
