"""Migration 0010: a ruling written from a record is keyed by the deal the core read, not by the
request's text, so the writes made before it are found again when the same deal is asked about
with a note added; a write whose new key would clash with another's keeps its own."""

import pytest

from rulings.arbiter.write_once import record_key
from rulings.core.penalties.adjudicator import adjudicate
from tests.helpers.adjudication import short_request
from tests.helpers.migrations import migrate, migrate_to_newest

BEFORE = [("rulings", "0009_table_coeditors")]
AFTER = [("rulings", "0010_record_deal_keys_from_the_deal")]
GAME = {"convention": "sochi", "players": ["Anna", "Boris", "Vera"], "pulya": 10, "deals": []}
DEAL = short_request(
    {"Boris": "whist", "Vera": "whist"}, {"Anna": 7, "Boris": 2, "Vera": 1}, [], contract="7H"
)
PEEK = {"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6}


@pytest.mark.django_db(transaction=True)
def test_writes_from_a_record_get_the_deals_key_and_a_clash_keeps_its_own():
    apps = migrate(BEFORE)
    Saved = apps.get_model("rulings", "SavedRuling")
    Write = apps.get_model("rulings", "RulingWrite")
    Incident = apps.get_model("rulings", "WrittenIncident")
    game = apps.get_model("rulings", "Game").objects.create(record=GAME, title="g")

    def written(token, request, old_key):
        saved = Saved.objects.create(token=token, request=request, ruling={}, convention="sochi")
        write = Write.objects.create(ruling=saved, game=game, deal_key=old_key)
        Incident.objects.create(
            write=write, game=game, deal_key=old_key, incident_key="peek Boris 2"
        )
        return write.pk

    plain = written("plain", {**DEAL, "incidents": [PEEK]}, "record old-1")
    noted = written("noted", {**DEAL, "note": "ещё раз", "incidents": [PEEK]}, "record old-2")
    picked = written("picked", {**DEAL, "incidents": [PEEK]}, "deal 3 old")
    try:
        apps = migrate(AFTER)
        keys = dict(apps.get_model("rulings", "RulingWrite").objects.values_list("pk", "deal_key"))
        new = record_key(adjudicate({**DEAL, "incidents": [PEEK]}))
        assert keys[plain] == new
        assert keys[noted] == "record old-2"  # the same deal, the same incident: it clashed
        assert keys[picked] == "deal 3 old"  # a deal picked from the game keeps its place's key
        incidents = apps.get_model("rulings", "WrittenIncident").objects
        assert incidents.get(write_id=plain).deal_key == new
    finally:
        migrate_to_newest()
