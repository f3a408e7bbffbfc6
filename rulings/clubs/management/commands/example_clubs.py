"""``manage.py example_clubs``: the published presets of another pulya program as example clubs.

The presets (Sochi, Piter, Rostov) of the mathfewmatthews-dev/preferans-score calculator ship in
``rulings/clubs/data/calculator_presets.json``; each is read by the core as a convention
(``read_calculator_preset``) and becomes a club whose version 1 is that convention, hosted by an
account nobody can sign in to. What of a preset no option of ours expresses is said on the
club's page. Safe to repeat: a club already there is left as it is."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.utils import translation
from django.utils.translation import gettext as _

from rulings.clubs.models import Club
from rulings.clubs.services import create_club
from rulings.core import Convention
from rulings.core.conventions.peer_presets import read_calculator_preset

PRESETS_FILE = Path(__file__).resolve().parents[2] / "data" / "calculator_presets.json"
HOST = "example-clubs"
# the preset's name → the club's address
SLUGS = {"Сочи": "calculator-sochi", "Питер": "calculator-piter", "Ростов": "calculator-rostov"}


def presets() -> dict[str, dict[str, Any]]:
    return json.loads(PRESETS_FILE.read_text(encoding="utf-8"))["presets"]


def preset_as_rules(data: dict[str, Any]) -> tuple[str, dict[str, Any], list[str]]:
    """The preset as a club's rules: our preset key, the options changed from it, and what of
    the calculator's preset no option of ours expresses (its fields and values)."""
    convention, unexpressed = read_calculator_preset(data)
    options = convention.changes_from(Convention.preset(convention.key))
    # named as the calculator names them: the rule we lack is said in English only (the core's)
    missing = [f"{item.field}: «{item.value}»" for item in unexpressed]
    return convention.key, options, missing


class Command(BaseCommand):
    help = (
        "Create example clubs from the published presets of the preferans-score calculator "
        "(Sochi, Piter, Rostov); safe to repeat."
    )

    def handle(self, *args: object, **options: object) -> None:
        host, created = get_user_model().objects.get_or_create(username=HOST)
        if created:
            host.set_unusable_password()
            host.save()
        with translation.override("ru"):  # the clubs' pages are written in Russian
            for name, data in presets().items():
                slug = SLUGS[name]
                club = Club.objects.filter(slug=slug).first()
                if club is not None:
                    self.stdout.write(f"Club already there: {club.get_absolute_url()}")
                    continue
                key, changed, missing = preset_as_rules(data)
                about = _(
                    "The rules of the «%(preset)s» preset of the preferans-score pulya "
                    "calculator (mathfewmatthews-dev), read as our options."
                ) % {"preset": name}
                if missing:
                    about += "\n" + _("Not expressed by our options yet: %(missing)s.") % {
                        "missing": "; ".join(missing)
                    }
                club = create_club(
                    host=host,
                    slug=slug,
                    name=_("%(preset)s, from the preferans-score calculator") % {"preset": name},
                    preset=key,
                    options=changed,
                    about=about,
                )
                self.stdout.write(f"Example club: {club.get_absolute_url()}")
