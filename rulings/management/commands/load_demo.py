from django.core.management.base import BaseCommand

from rulings.core.record import replay_json
from rulings.examples import EXAMPLES, example_record


class Command(BaseCommand):
    help = "Check and list the demo data for local development (`make run` calls this)."

    def handle(self, *args: object, **options: object) -> None:
        # The demo deals live in rulings/examples/ as files (nothing is stored in the database
        # yet); replaying each one here makes `make run` fail loudly if one is broken.
        for key in EXAMPLES:
            replay_json(example_record(key))
            self.stdout.write(f"Demo deal: http://127.0.0.1:8000/deal/?example={key}")
