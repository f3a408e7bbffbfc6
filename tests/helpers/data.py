"""The tests' own data, kept in the repository (``tests/data/``, its README says where each file
comes from): a clean clone runs every test without anything beside it."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"
# The folder of the five source texts, where this machine has them: only the check that the
# quoted paragraphs are copied right reads it (marked ``source_texts``, skipped without it).
SOURCE_TEXTS = os.environ.get("PREFERANS_SOURCE_TEXTS", "")


def load(relative: str) -> dict:
    """A JSON file of ``tests/data`` (``bench/solver_deals.json``, ``peer-vectors/…``)."""
    return json.loads((DATA / relative).read_text(encoding="utf-8"))


def words(text: str) -> str:
    """The text with its whitespace joined, as a quote is compared with its paragraph."""
    return " ".join(text.split())


def passages() -> list[dict]:
    """The quoted paragraphs: ``source`` (a registry key), ``line`` and ``text``."""
    return load("source_passages.json")["passages"]


def unquoted(levels: Iterable) -> list[tuple[str, str, str]]:
    """(level, source, quote) for every quote of the lessons ``levels`` that no kept paragraph
    of the source it cites contains: a misquote, or a paragraph to add to the data file."""
    by_source: dict[str, list[str]] = {}
    for passage in passages():
        by_source.setdefault(passage["source"], []).append(passage["text"])
    return [
        (level.id, citation.source.key, citation.quote)
        for level in levels
        for citation in level.sources
        if citation.quote
        and not any(words(citation.quote) in t for t in by_source.get(citation.source.key, ()))
    ]
