"""A system check (``manage.py check``, run by ``runserver`` and ``migrate`` too): every code the
rules core can put on a page has its words in both languages.

* every preset of ``rulings.core.PRESETS`` (``words.PRESET_WORDS``) and every defender's call
  (``DefenderCall``, ``words.CALL_WORDS``);
* every score entry code the core writes (``words.ENTRY_WORDS``), the deal's and a ruling's;
* every convention option (``Convention.options()``: the core writes its Russian and English)
  and every value of an option that is a choice (``option_words.VALUE_WORDS``).

Words are in both languages when the English is written and the Russian catalogue translates
it: a Russian text that is the English one and has Latin letters in it is a missing translation
(«1-2-3» is the same in both). The core has no list of its entry codes, so they are read from its
source: the code given to ``entry(...)``, ``Entry(...)`` and ``Penalty(...)``; a code built from a
rule name (``f"{rule}_cancelled"``) is expanded with the rule names put into the list the loop
reads (``adjustment.cancel.append((…, "renonce_declarer", …))``). A code the check cannot read is
an error too: nothing reaches a page as a raw code unnoticed.
"""

from __future__ import annotations

import ast
import dataclasses
import enum
import re
import typing
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

from django.core import checks
from django.utils import translation

import rulings.core
from rulings.core import PRESETS, Convention, DefenderCall
from rulings.web import option_words, words

CODE_MAKERS = {"entry", "Entry", "Penalty"}  # the core's calls that write an entry by its code
LATIN = re.compile(r"[A-Za-z]")


@dataclasses.dataclass(frozen=True)
class CoreCodes:
    codes: frozenset[str]
    unreadable: tuple[str, ...]  # «file:line: the expression» of codes the check cannot read


def _parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _enclosing(node: ast.AST, parents: dict[ast.AST, ast.AST], kind: type) -> Iterator[Any]:
    while node in parents:
        node = parents[node]
        if isinstance(node, kind):
            yield node


def _code_argument(call: ast.Call) -> ast.expr | None:
    if call.args:
        return call.args[0]
    return next((k.value for k in call.keywords if k.arg == "code"), None)


def _appended(trees: Iterable[ast.AST], attribute: str, position: int) -> set[str]:
    """The strings at ``position`` of the tuples appended to any ``….<attribute>``."""
    found = set()
    for tree in trees:
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "append"
                and isinstance(node.func.value, ast.Attribute)
                and node.func.value.attr == attribute
                and node.args
                and isinstance(node.args[0], ast.Tuple)
                and len(node.args[0].elts) > position
                and isinstance(item := node.args[0].elts[position], ast.Constant)
                and isinstance(item.value, str)
            ):
                found.add(item.value)
    return found


def _expand(
    value: ast.JoinedStr, call: ast.Call, parents: dict, trees: list[ast.AST]
) -> set[str] | None:
    """``f"{name}<suffix>"`` with ``name`` bound by ``for (…, name, …) in ….<attribute>``."""
    parts = value.values
    if not (
        len(parts) == 2
        and isinstance(parts[0], ast.FormattedValue)
        and isinstance(parts[0].value, ast.Name)
        and isinstance(parts[1], ast.Constant)
    ):
        return None
    name, suffix = parts[0].value.id, parts[1].value
    for loop in _enclosing(call, parents, ast.For):
        if isinstance(loop.target, ast.Tuple) and isinstance(loop.iter, ast.Attribute):
            names = [t.id if isinstance(t, ast.Name) else None for t in loop.target.elts]
            if name in names:
                rules = _appended(trees, loop.iter.attr, names.index(name))
                return {rule + suffix for rule in rules} or None
    return None


def _passed_through(value: ast.expr, call: ast.Call, parents: dict) -> bool:
    """A code that only passes on one made elsewhere: ``self.code``, or a parameter of the
    function the call is in (``entry(code, …)`` building its ``Entry``)."""
    if isinstance(value, ast.Attribute):
        return True
    if isinstance(value, ast.Name):
        for function in _enclosing(call, parents, ast.FunctionDef):
            arguments = function.args
            every = arguments.posonlyargs + arguments.args + arguments.kwonlyargs
            return value.id in {a.arg for a in every}
    return False


@cache
def core_entry_codes(root: Path | None = None) -> CoreCodes:
    """The entry codes the core's source writes (see the module's docstring)."""
    root = root or Path(rulings.core.__file__).parent
    files = sorted(root.rglob("*.py"))
    trees = [ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in files]
    codes: set[str] = set()
    unreadable: list[str] = []
    for path, tree in zip(files, trees, strict=True):
        parents = _parents(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            value = _code_argument(node) if name in CODE_MAKERS else None
            if value is None:
                continue
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                found = {value.value}
            elif isinstance(value, ast.JoinedStr):
                found = _expand(value, node, parents, trees)
            else:
                found = set() if _passed_through(value, node, parents) else None
            if found is None:
                where = path.relative_to(root.parent.parent)
                unreadable.append(f"{where}:{node.lineno}: {ast.unparse(value)}")
            else:
                codes |= found
    return CoreCodes(frozenset(codes), tuple(unreadable))


def russian_missing(label: Any) -> bool:
    """Is ``label`` without its Russian words (the English shown on a Russian page)?"""
    with translation.override("ru"):
        russian = str(label)
    with translation.override("en"):
        english = str(label)
    return not english or (russian == english and bool(LATIN.search(russian)))


def _option_kinds() -> dict[str, list[type[enum.Enum]]]:
    """Each option's choices: the enum types its annotation names."""
    hints = typing.get_type_hints(Convention)
    kinds = {}
    for info in Convention.options():
        stack, found = [hints[info.name]], []
        while stack:
            hint = stack.pop()
            if isinstance(hint, type) and issubclass(hint, enum.Enum):
                found.append(hint)
            stack.extend(typing.get_args(hint))
        kinds[info.name] = found
    return kinds


def _words_of(table: dict, code: str, what: str, hint: str) -> Iterator[checks.CheckMessage]:
    if code not in table:
        yield checks.Error(f"The {what} {code!r} has no words.", hint=hint, id="rulings.E001")
    elif russian_missing(table[code]):
        yield checks.Error(
            f"The {what} {code!r} has no Russian words: «{table[code]}» is shown.",
            hint="Translate it in locale/ru/LC_MESSAGES/django.po and compile the messages.",
            id="rulings.E002",
        )


def word_errors() -> list[checks.CheckMessage]:
    errors: list[checks.CheckMessage] = []
    for key in PRESETS:
        errors += _words_of(words.PRESET_WORDS, key, "preset", "Add it to PRESET_WORDS.")
    for call in DefenderCall:
        errors += _words_of(words.CALL_WORDS, call.value, "call", "Add it to CALL_WORDS.")
    core = core_entry_codes()
    for code in sorted(core.codes | set(words.ENTRY_WORDS)):
        errors += _words_of(words.ENTRY_WORDS, code, "entry code", "Add it to ENTRY_WORDS.")
    for where in core.unreadable:
        errors.append(
            checks.Error(
                f"An entry code the check cannot read: {where}.",
                hint="Write the code as a string, or teach rulings/web/checks.py to read it.",
                id="rulings.E003",
            )
        )
    kinds = _option_kinds()
    for info in Convention.options():
        if not info.ru.strip() or not info.en.strip():
            errors.append(
                checks.Error(
                    f"The option {info.name!r} is not described in both languages.",
                    hint="Give its option(…) in rulings/core/conventions both ru= and en=.",
                    id="rulings.E004",
                )
            )
        for kind in kinds[info.name]:
            table = {m.value: option_words.VALUE_WORDS.get((kind, m.value)) for m in kind}
            table = {code: label for code, label in table.items() if label is not None}
            for member in kind:
                errors += _words_of(
                    table,
                    member.value,
                    f"value of the option {info.name!r} ({kind.__name__})",
                    "Add it to rulings/web/option_words.py.",
                )
    for label in ("yes", "no"):  # a yes/no option's value (option_words.value_text)
        errors += _words_of({label: translation.gettext_lazy(label)}, label, "word", "")
    return errors


@checks.register(checks.Tags.translation)
def words_in_both_languages(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    return word_errors()
