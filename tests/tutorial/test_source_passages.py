"""Every quote of the lessons is in the source it cites (issue 23: the paragraphs quoted are kept
in tests/data/source_passages.json, so a clean clone checks them; the texts themselves stay
outside the repository)."""

from dataclasses import replace
from pathlib import Path

import pytest

from rulings.core.sources import SOURCES, Citation
from tests.helpers.data import SOURCE_TEXTS, load, passages, unquoted, words
from tutorial.lessons import COURSE

LEVELS = [level for stage in COURSE.stages for level in stage.levels]


def test_every_quote_of_the_course_is_in_the_source_it_cites():
    assert unquoted(LEVELS) == []


def test_every_kept_paragraph_is_quoted_by_a_lesson():
    """No paragraph kept for nothing: a lesson that stops quoting one takes it out."""
    quotes = [
        (citation.source.key, words(citation.quote))
        for level in LEVELS
        for citation in level.sources
        if citation.quote
    ]
    assert [
        (passage["source"], passage["line"])
        for passage in passages()
        if not any(key == passage["source"] and quote in passage["text"] for key, quote in quotes)
    ] == []


def test_a_misquote_or_a_quote_of_another_source_is_found():
    level = next(level for level in LEVELS if level.sources[0].quote)
    cited, quote = level.sources[0].source, level.sources[0].quote
    other = SOURCES["lesnoy"] if cited.key != "lesnoy" else SOURCES["classic"]
    misquoted = replace(level, sources=(Citation(cited, quote="нет такой фразы"),))
    moved = replace(level, sources=(Citation(other, quote=quote),))
    assert unquoted([misquoted]) == [(level.id, cited.key, "нет такой фразы")]
    assert unquoted([moved]) == [(level.id, other.key, quote)]


@pytest.mark.source_texts
def test_every_kept_paragraph_is_its_line_of_the_text():
    """Copied right: each paragraph is the line of the text it names, word for word."""
    texts = load("source_passages.json")["texts"]
    folder = Path(SOURCE_TEXTS)
    wrong = []
    for passage in passages():
        lines = (folder / texts[passage["source"]]).read_text(encoding="utf-8").splitlines()
        if words(lines[passage["line"] - 1]) != passage["text"]:
            wrong.append((passage["source"], passage["line"]))
    assert wrong == []
