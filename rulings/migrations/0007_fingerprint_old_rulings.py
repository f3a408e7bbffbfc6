"""Rulings saved before 0006 have no fingerprint: give them one, so that saving the same ruling
again finds its permalink instead of making a second one.

Two old rulings with the same content (request, answer, game and deal) cannot both hold the
fingerprint (it is unique): both keep their pages (their tokens do not change), and the
fingerprint goes to the one written into a game, if any (so a ruling is still written into a
game once), else to the oldest. A fingerprint a newer row already holds stays there.
"""

import hashlib
import json

from django.db import migrations


def fingerprint(request, ruling, game_id, deal_index):
    """``rulings.models.ruling.ruling_fingerprint`` as it was when this migration was written
    (frozen here: a migration must not change with the code)."""
    canonical = json.dumps(
        [request, ruling, game_id, deal_index], sort_keys=True, ensure_ascii=False, default=str
    )
    return hashlib.sha256(canonical.encode()).hexdigest()


def fill(apps, schema_editor):
    SavedRuling = apps.get_model("rulings", "SavedRuling")
    RulingWrite = apps.get_model("rulings", "RulingWrite")
    taken = set(SavedRuling.objects.exclude(fingerprint=None).values_list("fingerprint", flat=True))
    written = set(RulingWrite.objects.values_list("ruling_id", flat=True))
    old = SavedRuling.objects.filter(fingerprint=None).order_by("created_at", "pk")
    rows = sorted(old.iterator(), key=lambda r: r.pk not in written)  # stable: oldest first
    for row in rows:
        value = fingerprint(row.request, row.ruling, row.game_id, row.deal_index)
        if value in taken:
            continue  # a copy keeps its page, without the fingerprint
        taken.add(value)
        # update(), not save(): a saved ruling is otherwise never changed
        SavedRuling.objects.filter(pk=row.pk).update(fingerprint=value)


class Migration(migrations.Migration):
    dependencies = [
        ("rulings", "0006_ruling_written_once"),
    ]

    operations = [
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
