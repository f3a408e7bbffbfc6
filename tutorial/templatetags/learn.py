"""``{% stars n %}``: a level's stars as the course shows them (★★☆, with words for a reader)."""

from django import template
from django.utils.translation import ngettext

from tutorial.display import text_of
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
def get_row(progress: dict, level_id: str):
    """The learner's progress on a level (None if not tried)."""
    return progress.get(level_id)
