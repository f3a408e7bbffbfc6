"""``manage.py backup FILE``: the whole site's data as one JSON file (accounts, games and their
undo steps, saved rulings, house conventions, lesson progress), for ``manage.py restore``.

Django's own serialisation (``dumpdata``) with natural keys, so the file loads into a fresh
database of the same schema; sessions are cookies and the cache is rebuilt, so neither is kept.
"""

from __future__ import annotations

from pathlib import Path

from django.core.management import call_command
from django.core.management.base import BaseCommand

# what a site is: the accounts and every app's own tables (contenttypes and permissions are
# recreated by migrate, so the file names them by natural key instead)
APPS = ("auth.user", "auth.group", "rulings", "tutorial")


class Command(BaseCommand):
    help = "Write the whole site's data to a JSON file (restore it with manage.py restore)."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)

    def handle(self, *args, file: Path, **options):
        call_command(
            "dumpdata",
            *APPS,
            natural_foreign=True,
            natural_primary=True,
            indent=1,
            output=str(file),
            verbosity=0,
        )
        self.stdout.write(f"{file}: {file.stat().st_size} bytes")
