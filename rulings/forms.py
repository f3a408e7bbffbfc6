import json

from django import forms
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from rulings import json_input
from rulings.core import (
    DECK,
    RASPASY,
    DealReplay,
    PreferansError,
    RecordError,
    parse_call,
    parse_card,
    parse_contract,
    parse_whist_call,
    replay_json,
    validate_players,
)
from rulings.deal_builder import TALON, BuilderStep, builder_step
from rulings.messages import translate_error, translate_problem
from rulings.web.words import PRESET_WORDS

# The presets by the names players use (rulings/web/words.py), less Balkan: the random deal
# takes a Russian contract («6♠», «мизер») and may seat four, which Balkan has neither of.
PRESET_CHOICES = [(key, label) for key, label in PRESET_WORDS.items() if key != "balkan"]


def read_record_json(text: str) -> object:
    try:
        return json_input.loads(text)
    except json.JSONDecodeError as error:
        raise forms.ValidationError(json_input.refusal(error)) from None


def record_problems(error: RecordError) -> forms.ValidationError:
    """Every problem of the record, said where in the deal it is (rulings/messages.py)."""
    return forms.ValidationError([translate_problem(problem) for problem in error.details])


def _english() -> bool:
    return (get_language() or "ru").startswith("en")


class DealRecordForm(forms.Form):
    """A pasted deal record and the step (tricks shown) of the viewer."""

    record = forms.CharField(
        label=_("Deal record (JSON)"),
        widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false"}),
    )
    step = forms.IntegerField(required=False, min_value=0, max_value=10)

    def clean_record(self):
        data = read_record_json(self.cleaned_data["record"])
        try:
            self.replay: DealReplay = replay_json(data)
        except RecordError as error:
            raise record_problems(error) from None
        return data


class PlayCardForm(DealRecordForm):
    """Click-to-play: one more card, by its holder."""

    player = forms.CharField()
    card = forms.CharField()

    def clean(self):
        cleaned = super().clean()
        if "record" not in cleaned:
            return cleaned
        try:
            cleaned["card"] = parse_card(cleaned.get("card", ""))
        except PreferansError as error:
            raise forms.ValidationError(translate_error(error)) from None
        return cleaned


class RandomDealForm(forms.Form):
    """A new random deal to play by clicking cards."""

    players = forms.TypedChoiceField(
        label=_("Players"), choices=[(3, "3"), (4, "4")], coerce=int, initial=3
    )
    contract = forms.CharField(label=_("Contract"), max_length=30)
    convention = forms.ChoiceField(label=_("Convention"), choices=PRESET_CHOICES)
    seed = forms.IntegerField(
        label=_("Seed (the same number gives the same deal)"), required=False, min_value=0
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # the contract is typed as players write it: «распасы» on the Russian site
        self.fields["contract"].initial = RASPASY.en if _english() else RASPASY.ru

    def clean_contract(self):
        try:
            return parse_contract(self.cleaned_data["contract"])
        except PreferansError as error:
            raise forms.ValidationError(translate_error(error)) from None


class BuilderStepForm(forms.Form):
    """One step of the builder after the cards: the record so far and the choice made (a call,
    the discard, the contract, a whist call or a card), or «back» to undo the last choice. With
    no choice it only shows the record's step (the JSON import)."""

    CHOICES = ("call", "discard", "contract", "whist", "card", "refuse")

    record = forms.CharField(
        label=_("Deal record (JSON)"),
        widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false"}),
    )
    call = forms.CharField(required=False, max_length=30)
    discard = forms.MultipleChoiceField(
        required=False, choices=[(card.en, card.en) for card in DECK]
    )
    contract = forms.CharField(required=False, max_length=30)
    whist = forms.CharField(required=False, max_length=20)
    card = forms.CharField(required=False, max_length=5)
    refuse = forms.BooleanField(required=False)  # «без трёх»
    action = forms.ChoiceField(required=False, choices=[("back", "back")])

    def clean_record(self):
        data = read_record_json(self.cleaned_data["record"])
        if not isinstance(data, dict):
            raise forms.ValidationError(_("A deal record is a JSON object: {…}."))
        try:
            self.step: BuilderStep = builder_step(data)
        except RecordError as error:
            raise record_problems(error) from None
        return data

    def clean(self):
        cleaned = super().clean()
        chosen = [kind for kind in self.CHOICES if cleaned.get(kind)]
        if len(chosen) > 1:
            raise forms.ValidationError(_("Make one choice at a time."))
        cleaned["kind"] = chosen[0] if chosen else None
        if not chosen or "record" not in cleaned:
            return cleaned
        kind, text = chosen[0], cleaned[chosen[0]]
        convention = self.step.replay.record.convention
        try:
            cleaned["value"] = {
                "call": lambda: parse_call(text, convention),
                "discard": lambda: tuple(parse_card(token) for token in text),
                "contract": lambda: parse_contract(text),
                "whist": lambda: parse_whist_call(text),
                "card": lambda: parse_card(text),
                "refuse": lambda: True,
            }[kind]()
        except PreferansError as error:
            raise forms.ValidationError(translate_error(error)) from None
        return cleaned


class DealBuilderForm(forms.Form):
    """Building a deal card by card: the seats, and who holds which card so far."""

    players = forms.CharField(
        label=_("Players, clockwise (3 or 4 names, separated by commas)"),
        max_length=200,
    )
    dealer = forms.CharField(label=_("Dealer"), max_length=50)
    convention = forms.ChoiceField(
        label=_("Convention"), choices=PRESET_CHOICES, required=False, initial="sochi"
    )
    owners = forms.CharField(required=False, widget=forms.HiddenInput)
    target = forms.CharField(required=False, max_length=50)
    card = forms.CharField(required=False, max_length=5)
    action = forms.ChoiceField(
        required=False, choices=[("place", "place"), ("random", "random"), ("clear", "clear")]
    )

    def clean(self):
        cleaned = super().clean()
        names = tuple(n.strip() for n in cleaned.get("players", "").split(",") if n.strip())
        if TALON in names:  # the builder's own name for the talon's place
            raise forms.ValidationError(
                _("«%(name)s» names the talon here: give the player another name.")
                % {"name": TALON}
            )
        try:
            validate_players(names, cleaned.get("dealer", "").strip())
        except PreferansError as error:
            raise forms.ValidationError(translate_error(error)) from None
        cleaned["players"] = names
        cleaned["dealer"] = cleaned["dealer"].strip()
        if cleaned.get("card"):
            try:
                cleaned["card"] = parse_card(cleaned["card"])
            except PreferansError as error:
                raise forms.ValidationError(translate_error(error)) from None
        return cleaned
