"""The options of a convention, declared section by section: one module a section (``game``,
``auction``, ``whisting``, ``play``, ``penalties``, ``scoring`` and ``scoring_sheets``), each a
frozen dataclass of its options, of which ``Convention`` (``convention.py``) is made. Here: how
an option is declared (``option``), what it says of itself (``OptionInfo``), and the sections.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulings.core.errors import ConventionError
from rulings.core.i18n import gettext_noop
from rulings.core.sources import Citation


@dataclass(frozen=True)
class OptionInfo:
    """What an option means, in both languages, where it comes from, and its section."""

    name: str
    ru: str
    en: str
    source: tuple[Citation, ...]
    section: str  # one of SECTIONS: where a house convention sheet lists it


# The sections of a convention, in the order a house convention sheet lists them (the rules
# reference's checklist of what a house agrees on); each option declares its own.
SECTIONS: tuple[str, ...] = ("game", "auction", "whisting", "play", "penalties", "scoring")


def option(
    default: Any, *, section: str, ru: str, en: str, source: Citation | tuple[Citation, ...]
) -> Any:
    """A dataclass field with the option's default, and its words, sources and section for
    ``Convention.options``."""
    if section not in SECTIONS:
        raise ConventionError(
            gettext_noop("unknown section «%(section)s»: expected one of %(known)s"),
            section=section,
            known=SECTIONS,
        )
    sources = (source,) if isinstance(source, Citation) else source
    return field(
        default=default, metadata={"ru": ru, "en": en, "source": sources, "section": section}
    )
