"""The rules of a club's draft (rulings/clubs): every option, by section.

The rules form has one field for every option of ``Convention.options()``, by section, each
starting at the convention's current value; what it keeps is only what differs from the preset
(``Convention.changes_from``), checked by the rules core (``with_options``), whose refusal is
shown on the option's own field in the reader's language.
"""

from __future__ import annotations

import enum
import re
from typing import Any

from django import forms
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from rulings.core import Convention, ConventionError, OptionInfo
from rulings.messages import citation_text, translate_error
from rulings.web.option_words import value_choices

SECTION_LABELS = {
    "game": _("Game"),
    "auction": _("Bidding (торговля)"),
    "whisting": _("Whisting (вистование)"),
    "play": _("Play (розыгрыш)"),
    "penalties": _("Penalties (штрафы)"),
    "scoring": _("Scoring (запись)"),
}


class NumbersField(forms.CharField):
    """A list of whole numbers written as players write them: «2-4-6-8-10» or «6, 7»."""

    def to_python(self, value: Any) -> list[int]:
        text = (super().to_python(value) or "").strip()
        if not text:
            return []
        # whole numbers between separators: no sign, no decimal point («-1», «1.5» are refused);
        # at most nine digits each (the rules core allows up to a million), so that int() never
        # meets a number past Python's digit limit
        if not re.fullmatch(r"\d{1,9}(?:\s*[\s,;/-]\s*\d{1,9})*", text):
            raise forms.ValidationError(_("Write whole numbers, like 2-4-6-8-10."))
        return [int(p) for p in re.findall(r"\d+", text)]

    def prepare_value(self, value: Any) -> Any:
        if isinstance(value, list | tuple):
            return "-".join(str(v) for v in value)
        return value


def _field(info: OptionInfo, current: Any) -> forms.Field:
    english = (get_language() or "ru").startswith("en")
    common = {
        "label": info.en if english else info.ru,
        "help_text": citation_text(info.source),
        "required": False,
    }
    if isinstance(current, enum.Enum):
        choices = value_choices(type(current))
        return forms.ChoiceField(choices=choices, **{**common, "required": True})
    if isinstance(current, bool):
        return forms.BooleanField(**common)
    if isinstance(current, tuple):
        return NumbersField(max_length=60, **common)
    if isinstance(current, int):
        return forms.IntegerField(**{**common, "required": True})
    return forms.CharField(max_length=20, **{**common, "required": True})


class RulesForm(forms.Form):
    """Every option of ``house``'s convention (a club's draft: anything with
    ``usable_convention()``); ``changes`` after cleaning: what differs from its preset."""

    def __init__(self, house: Any, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        current, self.refused = house.usable_convention()
        self.preset = Convention.preset(current.key)
        values = current.as_options()
        self.sections: dict[str, list[str]] = {}
        for info in Convention.options():
            self.fields[info.name] = _field(info, getattr(current, info.name))
            self.initial[info.name] = values[info.name]
            self.sections.setdefault(info.section, []).append(info.name)

    def grouped(self) -> list[tuple[Any, list[forms.BoundField]]]:
        """The fields by section, for the template."""
        return [
            (SECTION_LABELS[section], [self[name] for name in names])
            for section, names in self.sections.items()
        ]

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        if self.errors:
            return cleaned
        try:
            conv = self.preset.with_options(cleaned)
        except ConventionError as error:
            name = error.params.get("name")
            self.add_error(name if name in self.fields else None, translate_error(error))
            return cleaned
        cleaned["changes"] = conv.changes_from(self.preset)
        return cleaned
