"""Citations on the page: ``{{ rule|citation }}`` names each source in the reader's language and
links it to its entry on the sources page (``/sources/#lesnoy``); ``{{ source|source_name }}``.

A citation reaches a template either as ``Citation`` values (an option's sources) or as the
text a ``Citation`` made (a score entry's ``rule``, a ruling's ``citation`` in the JSON); either
way the source names are the registry's, so each can be found and linked.
"""

import re

from django import template
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from rulings.core import SOURCES, Citation, Source
from rulings.messages import citation_text
from rulings.messages import source_name as _source_name

register = template.Library()


@register.filter
def source_name(source: Source) -> str:
    return _source_name(source)


@register.filter
def citation(value: Citation | tuple[Citation, ...] | str) -> SafeString:
    """The citation in the reader's language, each source name a link to its entry."""
    text = citation_text(value if isinstance(value, Citation | tuple) else str(value))
    keys = {_source_name(s): s.key for s in SOURCES.values()}
    names = re.compile(
        "(" + "|".join(re.escape(name) for name in sorted(keys, key=len, reverse=True)) + ")"
    )
    page = reverse("sources")
    pieces = (
        format_html('<a href="{}#{}">{}</a>', page, keys[piece], piece) if piece in keys else piece
        for piece in names.split(text)
    )
    return format_html_join("", "{}", ((piece,) for piece in pieces if piece))
