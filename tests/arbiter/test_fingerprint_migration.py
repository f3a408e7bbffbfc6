"""Migration 0007: rulings saved before 0006 get their fingerprint, so saving one again finds
its permalink; two old copies keep both their pages, the fingerprint on one."""

import pytest

from rulings.models import ruling_fingerprint
from tests.helpers.migrations import migrate, migrate_to_newest

BEFORE = [("rulings", "0006_ruling_written_once")]
AFTER = [("rulings", "0007_fingerprint_old_rulings")]

REQUEST = {"players": ["Anna", "Boris", "Vera"], "dealer": "Vera", "contract": "6S"}
RULING = {"rule": "peek", "citation": "Lesnoy's code 3.9.11.2"}
GAME = {"convention": "sochi", "players": ["Anna", "Boris", "Vera"], "pulya": 10, "deals": []}


@pytest.mark.django_db(transaction=True)
def test_old_rulings_get_their_fingerprint_and_copies_keep_their_pages():
    apps = migrate(BEFORE)
    Saved = apps.get_model("rulings", "SavedRuling")
    game = apps.get_model("rulings", "Game").objects.create(record=GAME, title="g")

    def old(token, **extra):
        return Saved.objects.create(
            token=token, request=REQUEST, ruling=RULING, convention="sochi", **extra
        )

    first, copy = old("first-of-two"), old("copy-of-it")
    alone = old("from-a-game", game=game, deal_index=0)
    unwritten, written = old("copy-unwritten", game=game), old("copy-written", game=game)
    apps.get_model("rulings", "RulingWrite").objects.create(ruling=written, game=game)
    try:
        apps = migrate(AFTER)
        Saved = apps.get_model("rulings", "SavedRuling")
        prints = dict(Saved.objects.values_list("token", "fingerprint"))

        plain = ruling_fingerprint(REQUEST, RULING, None, None)
        assert (prints["first-of-two"], prints["copy-of-it"]) == (plain, None)
        assert prints["from-a-game"] == ruling_fingerprint(REQUEST, RULING, game.pk, 0)
        in_game = ruling_fingerprint(REQUEST, RULING, game.pk, None)
        # the copy written into the game holds it: it is still written there once
        assert (prints["copy-written"], prints["copy-unwritten"]) == (in_game, None)
        assert Saved.objects.count() == 5  # every page stays
        assert {first.pk, copy.pk, alone.pk, unwritten.pk, written.pk} == set(
            Saved.objects.values_list("pk", flat=True)
        )
    finally:
        migrate_to_newest()
