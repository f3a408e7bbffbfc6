"""Migration 0003: a game's undo history moves out of its row into UndoStep rows, and back."""

import pytest

from tests.helpers.migrations import migrate, migrate_to_newest

BEFORE = [("rulings", "0002_savedruling")]
AFTER = [("rulings", "0004_remove_game_history")]

RECORD = {"convention": "sochi", "players": ["Anna", "Boris", "Vera"], "pulya": 10, "deals": []}
OLDER = {**RECORD, "deals": [{"correction": {"player": "Anna", "pulya": 2}}]}


@pytest.mark.django_db(transaction=True)
def test_history_becomes_undo_steps_oldest_first_and_comes_back():
    apps = migrate(BEFORE)
    old_game = apps.get_model("rulings", "Game").objects.create(
        record=RECORD,
        history=[
            {"record": OLDER, "finished": True, "bytes": 123},  # the size as it was kept
            {"record": RECORD, "finished": False},  # from before sizes were kept
        ],
        title="with history",
    )
    apps.get_model("rulings", "Game").objects.create(record=RECORD, title="without")
    try:
        apps = migrate(AFTER)
        Game = apps.get_model("rulings", "Game")
        game = Game.objects.get(pk=old_game.pk)
        steps = list(game.undo_steps.order_by("id"))
        assert game.undo_depth == 2
        assert [(s.record, s.finished, s.size) for s in steps] == [
            (OLDER, True, 123),
            (RECORD, False, 78),  # measured: the record as compact UTF-8 JSON
        ]
        assert Game.objects.get(title="without").undo_depth == 0

        apps = migrate(BEFORE)
        game = apps.get_model("rulings", "Game").objects.get(pk=old_game.pk)
        assert game.history == [
            {"record": OLDER, "finished": True, "bytes": 123},
            {"record": RECORD, "finished": False, "bytes": 78},
        ]
    finally:
        migrate_to_newest()
