"""The quick entry form on the game page (rulings/calculator/quick_entry.py)."""

from django import template

from rulings.calculator.quick_entry import Screen, page_screen

register = template.Library()


@register.simple_tag(takes_context=True)
def quick_entry_screen(context) -> Screen | None:
    """The quick form for the page being drawn (its game, view and wizard), or None."""
    game = context.get("game")
    if game is None:
        return None
    return page_screen(game, context.get("view"), context.get("wizard"))
