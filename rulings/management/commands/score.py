"""``manage.py score FILE [--json | --explain]``: a whole game scored and settled."""

from django.core.management.base import BaseCommand

from rulings.cli import dumps, load_json, record_error
from rulings.core import RecordError, score


class Command(BaseCommand):
    help = "Score a game record (JSON): the pulya sheet, the settlement, and every entry's rule."

    def add_arguments(self, parser):
        parser.add_argument("file", help="a game record (JSON), or - for standard input")
        output = parser.add_mutually_exclusive_group()
        output.add_argument("--json", action="store_true", help="print the sheet as JSON")
        output.add_argument(
            "--explain", action="store_true", help="list each deal's entries with their rules"
        )

    def handle(self, *args, file: str, json: bool = False, explain: bool = False, **options):
        data = load_json(file)
        try:
            result = score(data)
        except RecordError as error:
            raise record_error(file, "game record", error) from None
        if json:
            self.stdout.write(dumps(result.as_json()))
        elif explain:
            self.stdout.write(result.explain_text())
        else:
            self.stdout.write(result.text())
