"""``manage.py adjudicate FILE [--json]``: the adjudicator's ruling on a deal and its incidents."""

from django.core.management.base import BaseCommand

from rulings.cli import dumps, load_json, record_error
from rulings.core import RecordError, adjudicate


class Command(BaseCommand):
    help = (
        "Rule on a deal record with an optional «incidents» list (renonce, out_of_turn, peek, "
        "exposed, claim, talon_peek, misdeal): the rule, its citation, the tricks after "
        "rectification and the score entries, next to the score as played."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", help="an adjudication request (JSON), or - for standard input")
        parser.add_argument("--json", action="store_true", help="print the ruling as JSON")

    def handle(self, *args, file: str, json: bool = False, **options):
        data = load_json(file)
        try:
            ruling = adjudicate(data)
        except RecordError as error:
            raise record_error(file, "adjudication request", error) from None
        self.stdout.write(dumps(ruling.as_json()) if json else ruling.text())
