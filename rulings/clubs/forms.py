"""Forms of the clubs: the club's page, a game of the club, a season, a comment, a choice of two
conventions to compare, a rules file to import. The rules of a draft are the house conventions'
``RulesForm`` (rulings/houses/forms.py), on the draft."""

from __future__ import annotations

import json
import re
from decimal import Decimal
from typing import Any

from django import forms
from django.contrib.auth import get_user_model
from django.utils.translation import gettext_lazy as _

from rulings import json_input
from rulings.clubs.models import Club, Season
from rulings.core import PRESETS, Convention
from rulings.core.conventions.house_rules import import_rules
from rulings.core.errors import ConventionError
from rulings.messages import translate_error
from rulings.models import HouseConvention
from rulings.web.words import PRESET_WORDS

# addresses the site's own pages use under /club/ and /house/ (urls.py)
RESERVED_SLUGS = {"new", "join", "compare"}
SLUG_LETTERS = _("Only Latin letters, digits and hyphens, such as sem-pik.")


# «10 копеек за вист», «10 kopecks a whist», «1 рубль», «0,5 руб.»: a number and its coin
STAKES_PRICE = re.compile(r"(\d{1,6}(?:[.,]\d{1,2})?)\s*(коп|kop|руб|р\b|₽|rub)", re.I)


def stakes_price(stakes: str) -> Decimal | None:
    """The price of a whist in roubles that the club's stakes name, or None if they name none."""
    found = STAKES_PRICE.search(stakes)
    if found is None:
        return None
    number = Decimal(found.group(1).replace(",", "."))
    coin = found.group(2).lower()
    return (number / 100 if coin in ("коп", "kop") else number).quantize(Decimal("0.01"))


class ClubForm(forms.ModelForm):
    class Meta:
        model = Club
        fields = ["name", "slug", "about", "stakes", "arbiter"]
        help_texts = {
            "slug": _(
                "Latin letters, digits and hyphens, such as sem-pik: the end of the club's link."
            ),
            "about": _("What the options do not say: where and when you play, etiquette."),
            "stakes": _("For example: 10 kopecks a whist."),
            "arbiter": _("For example: the host, or the arbiter of this site."),
        }
        widgets = {"about": forms.Textarea(attrs={"rows": 4})}
        error_messages = {"slug": {"invalid": SLUG_LETTERS}}

    def clean_slug(self) -> str:
        slug = self.cleaned_data["slug"]
        if "_" in slug:  # the model's slug allows it; the help text does not
            raise forms.ValidationError(SLUG_LETTERS)
        taken = HouseConvention.objects.filter(slug=slug)
        if self.instance.pk and self.instance.house_id:
            taken = taken.exclude(pk=self.instance.house_id)
        if slug in RESERVED_SLUGS or taken.exists():
            raise forms.ValidationError(
                _("The address «%(slug)s» is taken: choose another.") % {"slug": slug}
            )
        return slug


class NewClubForm(ClubForm):
    preset = forms.ChoiceField(
        label=_("Preset"),
        choices=[(key, PRESET_WORDS[key]) for key in PRESETS],
        help_text=_("The rules your table starts from; change single options in the draft."),
    )

    class Meta(ClubForm.Meta):
        fields = ["name", "slug", "preset", "about", "stakes", "arbiter"]


class EditClubForm(ClubForm):
    class Meta(ClubForm.Meta):
        fields = ["name", "about", "stakes", "arbiter"]


class CommentForm(forms.Form):
    text = forms.CharField(
        label=_("Comment"), max_length=2000, widget=forms.Textarea(attrs={"rows": 3})
    )


class SeasonForm(forms.ModelForm):
    class Meta:
        model = Season
        fields = ["name", "starts_on", "ends_on"]
        widgets = {
            "starts_on": forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
            "ends_on": forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        }

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        start, end = cleaned.get("starts_on"), cleaned.get("ends_on")
        if start and end and end < start:
            raise forms.ValidationError(_("The season ends before it starts."))
        return cleaned


def _guests(text: str) -> list[str]:
    return [name.strip() for name in text.replace(";", ",").split(",") if name.strip()]


class ClubGameForm(forms.Form):
    """Who plays (members by account, guests by name), when, and the price of a whist."""

    members = forms.ModelMultipleChoiceField(
        label=_("Members at the table"),
        queryset=None,
        required=False,
        widget=forms.CheckboxSelectMultiple,
    )
    guests = forms.CharField(
        label=_("Guests"),
        required=False,
        max_length=200,
        help_text=_("Names, separated by commas."),
    )
    played_on = forms.DateField(
        label=_("Played on"), widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d")
    )
    whist_price = forms.DecimalField(
        label=_("Price of a whist"), min_value=0, max_digits=10, decimal_places=2, initial=0
    )

    def __init__(self, club: Club, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["members"].queryset = (
            get_user_model()
            .objects.filter(club_memberships__club=club, club_memberships__removed_at__isnull=True)
            .order_by("username")
        )
        self.fields["members"].label_from_instance = lambda u: u.get_full_name() or u.get_username()

    def clean_guests(self) -> list[str]:
        names = _guests(self.cleaned_data.get("guests") or "")
        if any(len(n) > 40 or not n.isprintable() for n in names):
            raise forms.ValidationError(
                _("A guest's name is at most 40 letters, without control characters.")
            )
        return names

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        count = len(cleaned.get("members") or []) + len(cleaned.get("guests") or [])
        if not self.errors and count not in (3, 4):
            raise forms.ValidationError(
                _("A pulya is played by three or four: %(n)s are chosen.") % {"n": count}
            )
        return cleaned


class CompareForm(forms.Form):
    """Two conventions: a preset's key, or a club's version as «<address>:<number>»."""

    a = forms.CharField(label=_("First"), max_length=80)
    b = forms.CharField(label=_("Second"), max_length=80)


class RulesFileForm(forms.Form):
    """A rules file (``dumps_rules``: what a version's page downloads) read as a convention;
    ``cleaned_data["file"]`` is the ``Convention``. Every refusal says what is wrong with the
    file: too big, not text, not JSON, an unknown option (with the nearest names) or a value
    the option does not take."""

    MAX_BYTES = 64 * 1024  # a file of every option is under 10 KB

    file = forms.FileField(
        label=_("Rules file"),
        help_text=_("The file downloaded from a version's page, of this club or another."),
        widget=forms.FileInput(attrs={"accept": ".json,application/json"}),
    )

    def clean_file(self) -> Convention:
        upload = self.cleaned_data["file"]
        if upload.size > self.MAX_BYTES:
            raise forms.ValidationError(
                _("The file is %(size)s KB; a rules file is at most 64 KB."),
                params={"size": -(-upload.size // 1024)},
            )
        try:
            data = json_input.loads(upload.read())
        except json_input.Refused as error:  # well-formed, but not storable: no place to name
            raise forms.ValidationError(
                _("This file is not a rules file: %(problem)s"), params={"problem": error.msg}
            ) from None
        except json.JSONDecodeError as error:
            raise forms.ValidationError(
                _("This file is not a rules file (line %(line)s, column %(column)s: %(problem)s)."),
                params={"line": error.lineno, "column": error.colno, "problem": error.msg},
            ) from None
        try:
            return import_rules(data)
        except ConventionError as error:
            raise forms.ValidationError(
                _("The rules in the file cannot be used: %(problem)s"),
                params={"problem": translate_error(error)},
            ) from None
