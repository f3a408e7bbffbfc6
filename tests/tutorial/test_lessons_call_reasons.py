"""The lessons translate the core's reasons for an illegal call themselves (the lesson content
is pure Python, without the site's gettext): every reason they translate must be one the core
still gives, word for word, or a changed core message would fall back to a vague one unseen."""

import ast
from pathlib import Path

from tutorial.lessons.kinds.choose_call import _REASONS_RU

RULES = Path(__file__).resolve().parents[2] / "rulings" / "core" / "rules"


def _core_templates() -> set[str]:
    found = set()
    for path in RULES.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "gettext_noop"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(node.args[0].value)
    return found


def test_every_translated_reason_is_a_reason_the_core_gives():
    missing = sorted(set(_REASONS_RU) - _core_templates())
    assert missing == []


def test_the_reasons_are_russian():
    assert all(any("а" <= ch <= "я" for ch in text) for text in _REASONS_RU.values())
