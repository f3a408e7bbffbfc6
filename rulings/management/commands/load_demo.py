"""``manage.py load_demo``: the demo data of `make run` (idempotent)."""

import json

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from rulings.calculator import services
from rulings.core import replay_json
from rulings.examples import EXAMPLES, HERE, example_record
from rulings.models import Game, HouseConvention

DEMO_GAME = HERE / "game-sochi.json"
# A club's table as a demo house convention: Sochi with the gentleman whist (Lesnoy's code 3.8.14)
# and raspasy 1-2-4 («Общие правила карточной игры преферанс»), hosted by an account nobody can sign
# in to.
DEMO_HOUSE = {
    "slug": "demo-club",
    "title": "Демо-клуб: сочинка по-джентльменски",
    "preset": "sochi",
    "about": "Пример домашней конвенции. Ставка — 10 копеек за вист; спорные случаи решает арбитр.",
    "options": {"whist_split": "gentleman", "raspasy_progression": "geometric"},
}


class Command(BaseCommand):
    help = "Load the demo data for local development (`make run` calls this); safe to repeat."

    def add_arguments(self, parser):
        parser.add_argument(
            "--site",
            default="http://127.0.0.1:8000",
            help="where the site is served, for the printed links (make run passes its PORT)",
        )

    def handle(self, *args: object, site: str = "http://127.0.0.1:8000", **options: object) -> None:
        site = site.rstrip("/")
        # The demo deals are files in rulings/examples/; replaying each one here makes
        # `make run` fail loudly if one is broken.
        for key in EXAMPLES:
            replay_json(example_record(key))
            self.stdout.write(f"Demo deal: {site}/deal/?example={key}")
        record = json.loads(DEMO_GAME.read_text(encoding="utf-8"))
        # Nobody owns the demo pulya, so it is shown read-only through its share link.
        game = Game.objects.filter(title=record["title"], owner=None, session_key="").first()
        if game is None:
            game = services.game_import(owner=None, session_key="", data=record)
        self.stdout.write(f"Demo pulya: {site}/score/s/{game.share_token}/")
        host, created = get_user_model().objects.get_or_create(username="demo-club")
        if created:
            host.set_unusable_password()
            host.save()
        fields = {k: v for k, v in DEMO_HOUSE.items() if k != "slug"}
        house, _new = HouseConvention.objects.get_or_create(
            slug=DEMO_HOUSE["slug"], defaults={"owner": host, **fields}
        )
        house.convention()  # fails loudly if the demo's options no longer pass the rules core
        self.stdout.write(f"Demo house convention: {site}{house.get_absolute_url()}")
