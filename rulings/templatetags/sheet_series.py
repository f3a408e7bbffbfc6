"""A column of the sheet written as a table: its running totals joined by dots, as a pulya is
written on paper («2.6.8»), with a line break allowed after each dot, so that a long column wraps
on a phone between two numbers and never inside one."""

from django import template
from django.utils.html import format_html_join
from django.utils.safestring import SafeString

register = template.Library()


@register.filter
def series(values) -> SafeString | str:
    """«2.6.8» with a break allowed after each dot; «—» for an empty column."""
    values = list(values or ())
    if not values:
        return "—"
    last = len(values) - 1
    return format_html_join(
        "",
        "{}{}",
        ((value, SafeString(".<wbr>") if i < last else "") for i, value in enumerate(values)),
    )
