"""``manage.py backup`` and ``restore``: the whole site round-trips through one JSON file."""

import json

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

from rulings.calculator import services
from rulings.models import Game, HouseConvention

pytestmark = pytest.mark.django_db(transaction=True)

RECORD = {
    "players": ["Anna", "Boris", "Vera"],
    "convention": "sochi",
    "deals": [
        {
            "dealer": "Anna",
            "contract": "6♠",
            "declarer": "Boris",
            "defenders": {"Vera": "whist", "Anna": "pass"},
            "tricks": {"Boris": 6, "Vera": 4},
        }
    ],
}


def _site() -> dict:
    host = get_user_model().objects.create_user("host", "host@example.org", "Old!pass-123")
    game = services.game_import(owner=host, session_key="", data=RECORD)
    HouseConvention.objects.create(
        owner=host, slug="club", title="Клуб", preset="sochi", options={"whist_split": "gentleman"}
    )
    return {"game": game.pk}


def _snapshot() -> dict:
    return {
        "users": list(get_user_model().objects.values_list("username", "email", "password")),
        "games": [(g.pk, g.owner.username, g.record, g.version) for g in Game.objects.all()],
        "houses": list(HouseConvention.objects.values_list("slug", "title", "options")),
    }


def test_a_backup_restores_the_same_site(tmp_path):
    _site()
    before = _snapshot()
    backup = tmp_path / "site.json"
    call_command("backup", str(backup))
    assert json.loads(backup.read_text())  # a JSON list of objects

    call_command("flush", interactive=False, verbosity=0)
    assert not Game.objects.exists()
    call_command("restore", str(backup))

    assert _snapshot() == before
    # the sequences follow the restored rows: a new game gets a new id
    fresh = services.game_import(owner=None, session_key="k", data=RECORD)
    assert fresh.pk not in [pk for pk, *_ in before["games"]]


def test_restore_refuses_to_mix_two_sites_unless_told_to_replace(tmp_path):
    _site()
    backup = tmp_path / "site.json"
    call_command("backup", str(backup))
    with pytest.raises(CommandError, match="already has data"):
        call_command("restore", str(backup))
    call_command("restore", str(backup), replace=True)
    assert Game.objects.count() == 1


def test_restore_of_a_missing_file_says_so(tmp_path):
    with pytest.raises(CommandError, match="no such file"):
        call_command("restore", str(tmp_path / "nothing.json"))
