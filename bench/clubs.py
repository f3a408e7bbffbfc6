"""Benchmark: a club of 20 members and 500 games — its page and its standings against the plain
game page (issue 22).

Run: ``.venv/bin/python bench/clubs.py [--games 500] [--members 20] [--repeat 30]``.
Everything goes through Django's test client (routing, every middleware, the session, the
permission checks, the templates) against a throw-away SQLite database, signed in as the host.
Measured in the same run, each after one look that warms it (the results of a game are kept
once per game version; the sheet is drawn once per version):

* ``game page``: ``GET /score/<id>/`` of one of the club's games (a plain game page);
* ``club page``: ``GET /club/<address>/``: the rules in force, what they changed, the latest games;
* ``standings``: ``GET /club/<address>/standings/``: every player over the 500 games, with
  the plot of each.

Prints the medians and the ratios to the game page. The target: both within 3×.
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DB = Path(tempfile.mkdtemp()) / "bench.sqlite3"
os.environ["DATABASE_URL"] = f"sqlite:///{DB}"
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "preferans_site.settings")

import django  # noqa: E402

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client, override_settings  # noqa: E402

from rulings.clubs import services  # noqa: E402
from rulings.clubs.models import Membership  # noqa: E402
from rulings.models import Game  # noqa: E402

# Anna's made 6♠ with Boris whisting, then raspasy: two deals of every game
DEALS = [
    {
        "dealer": "{2}",
        "declarer": "{0}",
        "contract": "6S",
        "defenders": {"{1}": "whist", "{2}": "pass"},
        "tricks": {"{0}": 6, "{1}": 4},
    },
    {"dealer": "{0}", "contract": "raspasy", "tricks": {"{0}": 2, "{1}": 5, "{2}": 3}},
]


def _deals(names: list[str]) -> list[dict]:
    def fill(value):
        if isinstance(value, dict):
            return {fill(k): fill(v) for k, v in value.items()}
        return value.format(*names) if isinstance(value, str) else value

    return [fill(d) for d in DEALS]


def build(games: int, members: int):
    call_command("migrate", verbosity=0)
    users = [get_user_model().objects.create_user(f"player{i}") for i in range(members)]
    club = services.create_club(host=users[0], slug="bench", name="Бенч")
    Membership.objects.bulk_create(Membership(club=club, user=u) for u in users[1:])
    start = datetime.date(2026, 1, 1)
    for i in range(games):
        seated = [users[(i + k * 7) % members] for k in range(3)]
        entry = services.create_game(
            club,
            by=users[0],
            members=seated,
            guests=[],
            played_on=start + datetime.timedelta(days=i % 300),
            whist_price=1,
        )
        record = dict(entry.game.record, deals=_deals(entry.game.players))
        Game.objects.filter(pk=entry.game_id).update(record=record, version=2)
    return club, users[0]


def timed_ms(client: Client, url: str) -> float:
    began = time.perf_counter()
    response = client.get(url)
    if response.status_code != 200:
        raise SystemExit(f"{url}: {response.status_code}")
    return (time.perf_counter() - began) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--members", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    with override_settings(DEBUG=False, ALLOWED_HOSTS=["testserver"]):
        club, host = build(args.games, args.members)
        client = Client()
        client.force_login(host)
        game = club.games.order_by("pk").first().game_id
        urls = {
            "game page": f"/score/{game}/",
            "club page": f"/club/{club.slug}/",
            "standings": f"/club/{club.slug}/standings/",
        }
        # interleaved, so that the machine's load falls on all three alike
        times = {name: [] for name in urls}
        for url in urls.values():
            timed_ms(client, url)  # the warming look
        for _ in range(args.repeat):
            for name, url in urls.items():
                times[name].append(timed_ms(client, url))
    base = statistics.median(times["game page"])
    print(f"{args.games} games, {args.members} members, median of {args.repeat}")
    for name, values in times.items():
        value = statistics.median(values)
        print(f"{name:10} {value:8.1f} ms  ×{value / base:.2f} of the game page")


if __name__ == "__main__":
    main()
