"""Forms of the Learn pages: an answer as the exercise's buttons send it, the convention picker.

The form only checks that the answer is text a person could have sent (bounded, printable);
whether it means anything is the lesson engine's to say (``lessons.grade`` raises
``AnswerError``), never re-judged here.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from tutorial.selectors import convention_choices

MAX_VALUES = 10
MAX_LENGTH = 40


def printable(text: str) -> bool:
    """No NUL, control characters or lone surrogates (they cannot be stored or shown)."""
    return all(ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF for ch in text)


class AnswerForm(forms.Form):
    """The learner's answer: one value, or several for an exercise that picks several (a
    discard picks two cards); ``answer`` is what ``lessons.grade`` takes, as JSON would give
    it (a count is a number; a choice is its id, even one written in digits)."""

    def __init__(self, data: Any, *, multiple: bool, number: bool = False) -> None:
        super().__init__(data)
        self.multiple = multiple
        self.number = number

    def clean(self) -> dict[str, Any]:
        values = [value.strip() for value in self.data.getlist("answer") if value.strip()]
        if not values:
            raise forms.ValidationError(_("Choose an answer first."))
        if len(values) > MAX_VALUES or any(len(value) > MAX_LENGTH for value in values):
            raise forms.ValidationError(_("This answer is too long."))
        if not all(printable(value) for value in values):
            raise forms.ValidationError(_("The answer has characters that cannot be read."))
        if not self.multiple and len(values) > 1:
            raise forms.ValidationError(_("Choose one answer."))
        typed = [
            int(value) if self.number and value.isascii() and value.isdigit() else value
            for value in values
        ]
        self.answer = typed if self.multiple else typed[0]
        return {"answer": self.answer}


class ConventionForm(forms.Form):
    """The rules the learner's convention-dependent levels are graded under."""

    convention = forms.ChoiceField(label=_("Rules at my table"), choices=())

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["convention"].choices = convention_choices()
