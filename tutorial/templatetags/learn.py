"""Learn's template tags: ``{% stars n %}`` (★★☆, with words for a reader), a lesson text in the
reader's language (``tr``), its prose with the glossary terms linked (``terms``)."""

from django import template
from django.utils.safestring import SafeString
from django.utils.translation import ngettext

from tutorial.display import language, text_of
from tutorial.glossary import link_terms
from tutorial.selectors import MAX_STARS

register = template.Library()


@register.inclusion_tag("tutorial/_stars.html")
def stars(earned: int | None, possible: int = MAX_STARS):
    earned = earned or 0
    label = ngettext(
        "%(earned)s star of %(possible)s", "%(earned)s stars of %(possible)s", earned
    ) % {"earned": earned, "possible": possible}
    return {"filled": "★" * earned, "empty": "☆" * max(possible - earned, 0), "label": label}


@register.filter
def tr(text) -> str:
    """A lesson text (``Text`` or ``{"ru", "en"}``) in the reader's language."""
    return text_of(text)


@register.filter
def terms(text) -> SafeString:
    """A lesson's prose in the reader's language with the first use of each glossary term
    linked to the terms page (``glossary.link_terms``; the text is escaped there)."""
    return link_terms(text_of(text), language())


@register.filter
def get_row(progress: dict, level_id: str):
    """The learner's progress on a level (None if not tried)."""
    return progress.get(level_id)
