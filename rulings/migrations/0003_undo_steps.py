"""Undo history out of the game's row: each earlier state becomes an UndoStep row.

Reading a game no longer parses up to a megabyte of history, and a change adds one row
instead of rewriting them all (rulings.calculator.services._write).
"""

import json

import django.db.models.deletion
from django.db import migrations, models


def _size(record):
    return len(json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode())


def history_to_steps(apps, schema_editor):
    Game = apps.get_model("rulings", "Game")
    UndoStep = apps.get_model("rulings", "UndoStep")
    for game in Game.objects.exclude(history=[]).iterator():
        snapshots = [s for s in game.history if isinstance(s, dict) and "record" in s]
        for snapshot in snapshots:  # oldest first, as the history kept them
            UndoStep.objects.create(
                game=game,
                record=snapshot["record"],
                finished=bool(snapshot.get("finished")),
                size=snapshot.get("bytes") or _size(snapshot["record"]),
            )
        Game.objects.filter(pk=game.pk).update(undo_depth=len(snapshots))


def steps_to_history(apps, schema_editor):
    Game = apps.get_model("rulings", "Game")
    for game in Game.objects.filter(undo_depth__gt=0).iterator():
        history = [
            {"record": s.record, "finished": s.finished, "bytes": s.size}
            for s in game.undo_steps.order_by("id")
        ]
        Game.objects.filter(pk=game.pk).update(history=history)


class Migration(migrations.Migration):
    dependencies = [
        ("rulings", "0002_savedruling"),
    ]

    operations = [
        migrations.AddField(
            model_name="game",
            name="undo_depth",
            field=models.PositiveSmallIntegerField(default=0, verbose_name="undo depth"),
        ),
        migrations.CreateModel(
            name="UndoStep",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("record", models.JSONField(verbose_name="game record")),
                ("finished", models.BooleanField(default=False, verbose_name="finished")),
                ("size", models.PositiveIntegerField(verbose_name="size in bytes")),
                (
                    "game",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="undo_steps",
                        to="rulings.game",
                        verbose_name="game",
                    ),
                ),
            ],
            options={
                "verbose_name": "undo step",
                "verbose_name_plural": "undo steps",
                "ordering": ["id"],
            },
        ),
        migrations.RunPython(history_to_steps, steps_to_history),
    ]
