"""The deal a ruling added from a record is about is keyed by what the core read of the deal
(``write_once.record_key``), no longer by the request's text: a note added or a default written
out made the same deal a second one, written again. The writes already made get the new key;
where two writes of one deal would then clash on an incident, the later keeps its old key (both
stay in the game as they are)."""

from django.db import IntegrityError, migrations, transaction


def rekey(apps, schema_editor):
    from rulings.arbiter.write_once import record_key
    from rulings.core import PreferansError
    from rulings.core.penalties.adjudicator import adjudicate

    RulingWrite = apps.get_model("rulings", "RulingWrite")
    WrittenIncident = apps.get_model("rulings", "WrittenIncident")
    for write in RulingWrite.objects.filter(deal_key__startswith="record ").select_related(
        "ruling"
    ):
        try:
            key = record_key(adjudicate(write.ruling.request))
        except PreferansError:  # the rules have moved on since: it keeps the key it has
            continue
        try:
            with transaction.atomic():
                WrittenIncident.objects.filter(write=write).update(deal_key=key)
                RulingWrite.objects.filter(pk=write.pk).update(deal_key=key)
        except IntegrityError:
            continue


class Migration(migrations.Migration):
    dependencies = [
        ("rulings", "0009_table_coeditors"),
    ]

    operations = [migrations.RunPython(rekey, migrations.RunPython.noop)]
