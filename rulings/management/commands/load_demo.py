"""``manage.py load_demo``: the demo data of `make run` (idempotent)."""

import json

from django.core.management.base import BaseCommand

from rulings.calculator import services
from rulings.core.record import replay_json
from rulings.examples import EXAMPLES, HERE, example_record
from rulings.models import Game

DEMO_GAME = HERE / "game-sochi.json"


class Command(BaseCommand):
    help = "Load the demo data for local development (`make run` calls this); safe to repeat."

    def handle(self, *args: object, **options: object) -> None:
        # The demo deals are files in rulings/examples/; replaying each one here makes
        # `make run` fail loudly if one is broken.
        for key in EXAMPLES:
            replay_json(example_record(key))
            self.stdout.write(f"Demo deal: http://127.0.0.1:8000/deal/?example={key}")
        record = json.loads(DEMO_GAME.read_text(encoding="utf-8"))
        # Nobody owns the demo pulya, so it is shown read-only through its share link.
        game = Game.objects.filter(title=record["title"], owner=None, session_key="").first()
        if game is None:
            game = services.game_import(owner=None, session_key="", data=record)
        self.stdout.write(f"Demo pulya: http://127.0.0.1:8000/score/s/{game.share_token}/")
