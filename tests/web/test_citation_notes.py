"""A rule's text stored in a ruling or a deal's entries («our own code §10: not in the
sources: …») is read back in the reader's language, its note too: the card once showed the
table's rule on an offender's gain in English on the Russian page (issue 21)."""

import importlib
import pkgutil

import pytest
from django.utils import translation
from django.utils.translation import gettext

import rulings.core
from rulings.core import Convention
from rulings.core.sources import Citation
from rulings.messages import citation_text


def _core_citations_with_notes() -> dict[str, Citation]:
    found: dict[str, Citation] = {}
    for module_info in pkgutil.walk_packages(rulings.core.__path__, "rulings.core."):
        if module_info.name.endswith("_native") or "_native_" in module_info.name:
            continue  # the compiled solver engine: no citations in it
        module = importlib.import_module(module_info.name)
        for value in vars(module).values():
            if isinstance(value, Citation) and value.note:
                found[value.note] = value
    for info in Convention.options():  # a ruling cites an option's source as its text too
        for citation in info.source:
            if citation.note:
                found[citation.note] = citation
    return found


CITED = _core_citations_with_notes()


def test_the_core_has_citations_with_notes_to_check():
    assert len(CITED) >= 3


@pytest.mark.parametrize("note", sorted(CITED))
def test_a_stored_rule_text_reads_its_note_in_russian(note):
    with translation.override("ru"):
        said = citation_text(CITED[note].text)
        russian = gettext(note)
    assert said.endswith(f": {russian}"), said
