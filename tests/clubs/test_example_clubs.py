"""``manage.py example_clubs`` (issue 22): the published presets of the preferans-score
calculator load as example clubs whose rules in force are the presets as the core reads them
(tests/core/test_conventions_peer_presets.py checks those readings against the program's own
formulas), and a second run changes nothing."""

import json
from io import StringIO

import pytest
from django.core.management import call_command

from rulings.clubs.management.commands.example_clubs import PRESETS_FILE, SLUGS
from rulings.clubs.models import Club, Membership
from rulings.core.conventions.peer_presets import read_calculator_preset
from tests.helpers.data import load

pytestmark = pytest.mark.django_db
PEER_PRESETS = load("peer-vectors/conventions_mathfewmatthews_presets.json")["presets"]


def run() -> str:
    out = StringIO()
    call_command("example_clubs", stdout=out)
    return out.getvalue()


def test_the_app_ships_the_presets_the_peer_vectors_hold():
    shipped = json.loads(PRESETS_FILE.read_text(encoding="utf-8"))["presets"]
    assert shipped == PEER_PRESETS


def test_each_preset_becomes_a_club_whose_rules_in_force_are_the_preset():
    said = run()
    assert Club.objects.count() == 3
    for name, slug in SLUGS.items():
        club = Club.objects.get(slug=slug)
        assert f"Example club: {club.get_absolute_url()}" in said
        assert club.in_force().number == 1
        assert club.in_force().convention() == read_calculator_preset(PEER_PRESETS[name])[0]
        assert club.memberships.get(role=Membership.HOST).user.username == "example-clubs"
        assert not club.memberships.get(role=Membership.HOST).user.has_usable_password()
        assert name in club.name and "калькулятора preferans-score" in club.name
    # Piter plays half-responsible whists with a greedy split and raspasy 1-2-3: not Sochi's
    piter = Club.objects.get(slug=SLUGS["Питер"]).in_force().convention()
    assert piter.responsibility.value == "half"


def test_a_second_run_leaves_the_clubs_as_they_are():
    run()
    before = {c.slug: c.in_force().pk for c in Club.objects.all()}
    said = run()
    assert Club.objects.count() == 3
    assert {c.slug: c.in_force().pk for c in Club.objects.all()} == before
    assert said.count("Club already there") == 3


def test_the_club_page_reads_in_russian(client):
    run()
    page = client.get(Club.objects.get(slug=SLUGS["Ростов"]).get_absolute_url()).text
    assert "Правила набора «Ростов» из калькулятора пули preferans-score" in page
