"""Forms of the score calculator: start a game, import a record, the version of every change."""

import json

from django import forms
from django.utils.translation import gettext_lazy as _

from rulings import json_input
from rulings.calculator.services import CALCULATOR_PRESETS, plays_balkan
from rulings.core import PreferansError, read_convention
from rulings.models import HouseConvention
from rulings.web.words import PRESET_WORDS

# A price as the reader writes it: «0,5» in Russian (a point is read too), with the phone's
# number keyboard (a localized field is a text input).
PRICE_INPUT = {"localize": True, "widget": forms.TextInput(attrs={"inputmode": "decimal"})}


class NewGameForm(forms.Form):
    player_1 = forms.CharField(label=_("Player 1"), max_length=20)
    player_2 = forms.CharField(label=_("Player 2"), max_length=20)
    player_3 = forms.CharField(label=_("Player 3"), max_length=20)
    player_4 = forms.CharField(
        label=_("Player 4"), max_length=20, required=False, help_text=_("empty for three players")
    )
    convention = forms.ChoiceField(
        label=_("Convention"),
        choices=[(key, PRESET_WORDS[key]) for key in CALCULATOR_PRESETS],
        initial="sochi",
    )
    pulya = forms.IntegerField(
        label=_("Pulya size"),
        min_value=1,
        max_value=1000,
        required=False,
        help_text=_("empty: the convention's usual size (20; kurochka 200; Balkan 100 bule)"),
    )
    first_dealer = forms.TypedChoiceField(
        label=_("Deals first"),
        choices=[(0, _("Player 1")), (1, _("Player 2")), (2, _("Player 3")), (3, _("Player 4"))],
        coerce=int,
        initial=0,
    )
    whist_price = forms.DecimalField(
        label=_("Price of a whist (money)"),
        min_value=0,
        max_digits=10,
        decimal_places=2,
        required=False,
        initial=0,
        **PRICE_INPUT,
    )
    talon_money = forms.ChoiceField(
        label=_("The dealer's whists for the talon (four players)"),
        choices=[
            ("", _("as the convention says")),
            ("none", _("none")),
            ("tricks", _("ace or marriage 1 trick, A+K 2, two aces 3 (the Sochi rules for four)")),
            ("classic", _("ace 20, A+K 30, two aces 40 (the classic text)")),
        ],
        required=False,
        initial="",
    )
    title = forms.CharField(label=_("Title (optional)"), max_length=120, required=False)
    # A house convention's address (rulings/houses): its rules replace the preset above.
    house = forms.SlugField(required=False, widget=forms.HiddenInput)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        slug = self["house"].value()
        # the house convention the form starts under, if the slug names one that exists
        self.house = HouseConvention.objects.at(slug)
        if self.house is not None:  # its rules replace the preset: no choice to make
            self.fields["convention"].required = False
            self.fields["convention"].widget = forms.HiddenInput()
        elif not self.is_bound:
            self.initial.pop("house", None)  # a stale link: start with a preset

    def clean_house(self) -> HouseConvention | None:
        slug = self.cleaned_data.get("house")
        if not slug:
            return None
        house = self.house
        if house is None:
            raise forms.ValidationError(
                _("There is no house convention «%(slug)s»: choose a preset.") % {"slug": slug}
            )
        return house

    def clean(self):
        data = super().clean()
        house = data.get("house")
        data["convention_spec"] = house.spec() if house is not None else data.get("convention")
        names = [
            (data.get(f"player_{i}") or "").strip() for i in range(1, 5) if data.get(f"player_{i}")
        ]
        if len(names) >= 3 and len(set(names)) != len(names):
            raise forms.ValidationError(_("Player names must be different."))
        data["players"] = names
        if data.get("first_dealer") is not None and data["first_dealer"] >= len(names):
            self.add_error("first_dealer", _("With three players, player 4 cannot deal."))
        if data.get("whist_price") is None:
            data["whist_price"] = 0
        if self._plays_balkan(data["convention_spec"]) and len(names) != 3:
            self.add_error(
                "player_4", _("Balkan preferans is played by three: leave player 4 empty.")
            )
        data["pulya"] = data.get("pulya") or 0
        talon = data.get("talon_money") or ""
        data["options"] = {"talon_money": talon} if talon else {}
        return data

    @staticmethod
    def _plays_balkan(spec) -> bool:
        try:
            return spec is not None and plays_balkan(read_convention(spec))
        except PreferansError:
            return False  # the service names what is wrong with the rules


class ImportForm(forms.Form):
    record = forms.CharField(
        label=_("Game record (the file's text)"),
        widget=forms.Textarea(attrs={"rows": 6, "spellcheck": "false"}),
        required=False,
    )
    file = forms.FileField(label=_("or a file"), required=False)

    def clean(self):
        data = super().clean()
        text = data.get("record") or ""
        upload = data.get("file")
        if upload:
            if upload.size > 2_000_000:
                raise forms.ValidationError(_("The file is too large (2 MB at most)."))
            try:
                text = upload.read().decode("utf-8")
            except UnicodeDecodeError:
                raise forms.ValidationError(_("The file is not UTF-8 text.")) from None
        if not text.strip():
            raise forms.ValidationError(_("Paste a game record or choose a file."))
        try:
            data["data"] = json_input.loads(text)
        except json.JSONDecodeError as error:
            raise forms.ValidationError(
                _("The game record is not JSON: %(error)s") % {"error": error}
            ) from None
        return data


class VersionForm(forms.Form):
    version = forms.IntegerField(min_value=1)


class PriceForm(VersionForm):
    whist_price = forms.DecimalField(
        label=_("Price of a whist (money)"),
        min_value=0,
        max_digits=10,
        decimal_places=2,
        **PRICE_INPUT,
    )


class FinishForm(VersionForm):
    finished = forms.TypedChoiceField(choices=[("1", "1"), ("0", "0")], coerce=lambda v: v == "1")


class DealIndexForm(VersionForm):
    index = forms.IntegerField(min_value=0)
