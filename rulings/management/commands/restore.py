"""``manage.py restore FILE``: load a ``manage.py backup`` file into this (migrated) database.

Refuses to load over existing data unless ``--replace`` says to empty the site first: a restore
that mixed two sites' games would be worse than none. Everything loads in one transaction.
"""

from __future__ import annotations

from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from rulings.models import Game, HouseConvention, SavedRuling


class Command(BaseCommand):
    help = "Load a backup written by manage.py backup."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument(
            "--replace", action="store_true", help="empty the site's data before loading"
        )

    def handle(self, *args, file: Path, replace: bool, **options):
        if not file.is_file():
            raise CommandError(f"{file}: no such file")
        models = (get_user_model(), Game, SavedRuling, HouseConvention)
        with transaction.atomic():
            if any(model.objects.exists() for model in models):
                if not replace:
                    raise CommandError(
                        "The database already has data: restore into an empty one, or add "
                        "--replace to delete it first."
                    )
                call_command("flush", interactive=False, verbosity=0)
            call_command("loaddata", str(file), verbosity=0)
        self.stdout.write(
            f"restored {get_user_model().objects.count()} accounts, {Game.objects.count()} "
            f"games, {SavedRuling.objects.count()} rulings, "
            f"{HouseConvention.objects.count()} house conventions"
        )
