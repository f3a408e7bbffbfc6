"""``manage.py solve FILE [--json]``: double-dummy analysis where a deal record's play stops."""

from django.core.management.base import BaseCommand, CommandError

from rulings.cli import dumps, load_json, record_error
from rulings.core import AnalysisError, RecordError, analyse_json


class Command(BaseCommand):
    help = (
        "Solve a deal record (JSON) with all hands open where its play stops: the value (the "
        "declarer's or misère player's total tricks; on raspasy the player to play's), the "
        "value of each legal card, and a line of best play."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", help="a deal record (JSON), or - for standard input")
        parser.add_argument("--json", action="store_true", help="print JSON instead of text")

    def handle(self, *args, file: str, json: bool = False, **options):
        data = load_json(file)
        try:
            analysis = analyse_json(data)
        except RecordError as error:
            raise record_error(file, "deal record", error) from None
        except AnalysisError as error:
            raise CommandError(f"{file} cannot be solved: {error}") from None
        self.stdout.write(dumps(analysis.as_json()) if json else analysis.text())
