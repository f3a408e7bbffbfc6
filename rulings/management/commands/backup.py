"""``manage.py backup FILE``: the whole site's data as one JSON file (accounts, games and their
undo steps, saved rulings, house conventions, lesson progress, session generations), for
``manage.py restore``.

Django's own serialisation (``dumpdata``) with natural keys, so the file loads into a fresh
database of the same schema; sessions are cookies and the cache is rebuilt, so neither is kept.

One snapshot (issue 23): every table is read inside one transaction, on PostgreSQL a
``REPEATABLE READ`` one, so a game whose owner signs up while the backup runs is in the file
with its owner or not at all (table by table, 2 of 3 backups under load did not restore). The
file is verified before it takes its name: it is read back, and each model's objects are
counted against the same snapshot; it is written beside, then renamed over ``FILE``.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from django.apps import apps
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction

# what a site is: the accounts and every app's own tables (contenttypes and permissions are
# recreated by migrate, so the file names them by natural key instead)
APPS = ("auth.user", "auth.group", "rulings", "tutorial", "preferans_site")


def _models() -> list[type]:
    found: list[type] = []
    for label in APPS:
        if "." in label:
            found.append(apps.get_model(label))
        else:
            found += list(apps.get_app_config(label).get_models())
    return found


class Command(BaseCommand):
    help = "Write the whole site's data to a JSON file (restore it with manage.py restore)."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)

    def handle(self, *args, file: Path, **options):
        partial = file.with_name(file.name + ".partial")
        with transaction.atomic():
            if connection.vendor == "postgresql":  # before the transaction's first read
                with connection.cursor() as cursor:
                    cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
            call_command(
                "dumpdata",
                *APPS,
                natural_foreign=True,
                natural_primary=True,
                indent=1,
                output=str(partial),
                verbosity=0,
            )
            expected = {m._meta.label_lower: m._default_manager.count() for m in _models()}
        written = Counter(item["model"] for item in json.loads(partial.read_text("utf-8")))
        missing = {label: n for label, n in expected.items() if written[label] != n}
        if missing:
            partial.unlink()
            raise CommandError(f"the backup does not hold what the database held: {missing}")
        partial.replace(file)
        self.stdout.write(f"{file}: {file.stat().st_size} bytes")
