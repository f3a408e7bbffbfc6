"""The options table in words, grouped as a player thinks (rulings/web/conventions.py), for the
pages that show a convention without the view building the table."""

from __future__ import annotations

from typing import Any

from django import template

from rulings.core import Convention
from rulings.web.conventions import option_groups as _option_groups

register = template.Library()


@register.simple_tag
def option_groups(conv: Convention | None, base: Convention | None = None) -> list[dict[str, Any]]:
    """``{% option_groups view.convention as groups %}``: the groups, the changes first."""
    return _option_groups(conv, base=base) if conv is not None else []


@register.simple_tag
def house_option_groups(house: Any) -> list[dict[str, Any]]:
    """``{% house_option_groups house as groups %}``: a house convention's options by parts,
    what it changes in its preset first."""
    conv, _refused = house.usable_convention()
    return _option_groups(conv, base=Convention.preset(house.preset))
