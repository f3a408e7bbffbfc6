"""The source registry (rulings/core/sources.py): each source once, citations through it, and no
citation left by a file number, a bracket tag or a worked-case number."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulings.core.sources import SOURCES, Citation, UnknownSourceError, cite, cites, source

ROOT = Path(__file__).resolve().parents[2]


def test_every_key_resolves_to_its_source():
    for key, registered in SOURCES.items():
        assert source(key) is registered
        assert registered.key == key
        assert registered.name and registered.origin and registered.covers


def test_the_five_texts_are_primary_and_listed_first():
    keys = list(SOURCES)
    assert keys[:5] == ["classic", "lesnoy", "sochi_leningrad", "balkan", "sochi_four"]
    assert [s.primary for s in SOURCES.values()] == [True] * 5 + [False] * (len(SOURCES) - 5)
    assert all(s.url for s in SOURCES.values() if not s.primary and s.key != "reference")


def test_a_name_says_what_the_source_is():
    names = [s.name for s in SOURCES.values()]
    assert len(set(names)) == len(names)
    # no name contains another, so a rule's text can be split back into its sources
    assert not [(a, b) for a in names for b in names if a != b and a in b]
    assert not [n for n in names if re.search(r"seed|\[|\bC\d\d\b|rules-reference", n)]


def test_cite_builds_the_text_of_a_rule():
    citation = cite("lesnoy", "3.9.11.2", quote="лишается одной своей взятки")
    assert citation == Citation(SOURCES["lesnoy"], "3.9.11.2", "лишается одной своей взятки")
    assert citation.text == "Lesnoy's code 3.9.11.2 «лишается одной своей взятки»"
    assert str(cite("iklub", note="house rule")) == "the rules of iklub.rs: house rule"
    assert cites(cite("classic"), cite("code", "3.8.2")) == (
        "the classic text; the Code of preferans 3.8.2"
    )


def test_cite_of_an_unknown_key_names_the_known_ones():
    with pytest.raises(UnknownSourceError) as caught:
        cite("seed 004")
    assert isinstance(caught.value, ValueError)
    message = str(caught.value)
    assert message.startswith("no source is registered as «seed 004»: expected one of classic,")
    assert "sochi_four" in message


# The bracket tags of the rules reference's list of sources (its §0), by name: a pattern for any
# capitals in brackets would also catch code such as ``caches[CACHE]``.
OLD_TAGS = (
    "000 001 002 003 004 ALIK AVG GH-ANT GH-PAJ GH-PRK HR IKLUB K0 K1 K2 K3 K4 KZ1 KZ2 KZ3 L157 "
    "L225 LEN LENF MAIL MAX MIKKO OPER OPK PAGAT PAR PCLUB REF RP197 RPS2 RPST SKACH SRW WIKI"
).split()
OLD_CITATION = re.compile(
    r"seed[ _]00[0-4]|rules-reference|\[(?:" + "|".join(OLD_TAGS) + r")\]"
    r"|case C[0-9]+|\bC[0-9]{2}\b"
)
# The registry itself says where its list of sources comes from, and docs/sources.md keeps the
# old tags beside the keys that replace them, so that an old commit can still be read; the scan
# of the pages' words looks for the tags, so it names them.
ALLOWED = {
    "rulings/core/sources.py",
    "docs/sources.md",
    "docs/learn.md",
    "tests/site/test_developer_words.py",
}


@pytest.mark.parametrize("folder", ["rulings", "templates", "locale", "docs", "tests"])
def test_no_citation_by_file_number_tag_or_case_number_is_left(folder):
    left = []
    for path in sorted((ROOT / folder).rglob("*")):
        relative = path.relative_to(ROOT).as_posix()
        if path.suffix not in {".py", ".html", ".po", ".md", ".json", ".txt"}:
            continue
        if relative in ALLOWED or path == Path(__file__):
            continue
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".po":
            text = text.replace('"\n"', "")  # a message split over lines is one message
        for number, line in enumerate(text.splitlines(), 1):
            if OLD_CITATION.search(line):
                left.append(f"{relative}:{number}: {line.strip()}")
    assert left == []


NOTE = re.compile(r"note=(?:gettext_noop\()?\"([^\"]*)\"")
QUOTED = re.compile(r"«[^»]*»")
CYRILLIC = re.compile(r"[\u0400-\u04ff]+")
TERMS_IN_ENGLISH = {"курочка", "курочку"}  # the glossary's term, written so on English pages too


def test_a_citations_note_is_english_for_the_site_to_translate():
    """A note is the core's own words (a quote stays in the source's words, «…» inside a note
    too): written in Russian, it showed in Russian on the English pages (rulings/messages.py
    translates the English)."""
    russian = [
        f"{path.relative_to(ROOT).as_posix()}:{number}: {note}"
        for path in sorted((ROOT / "rulings" / "core").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        for note in NOTE.findall(line)
        if set(CYRILLIC.findall(QUOTED.sub("", note))) - TERMS_IN_ENGLISH
    ]
    assert russian == []
