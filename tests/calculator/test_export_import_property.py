"""A calculator game exported then imported is the same game.

Random game records of every preset (the scoring properties' generator), with a random title,
go in through the import view; then export → import → export must give the exported file byte
for byte, the same record and title, and the same sheet and settlement.
"""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.calculator import selectors
from rulings.core.conventions.convention import PRESETS
from rulings.models import Game
from tests.core.test_scoring_properties import records
from tests.helpers.profiles import examples

pytestmark = pytest.mark.django_db

TITLES = st.text(
    st.characters(exclude_categories=["Cs", "Cc"]), max_size=40
)  # NUL and lone surrogates: tests/site/test_no_server_errors.py
GAMES = st.builds(
    lambda record, title: {**record, "title": title} if title else record,
    st.sampled_from(sorted(PRESETS)).flatmap(records),
    TITLES,
)


def import_text(client, text: str) -> Game:
    response = client.post("/score/import/", {"record": text})
    assert response.status_code == 302, response.content.decode()[:2000]
    return Game.objects.get(pk=int(response["Location"].rstrip("/").rsplit("/", 1)[1]))


def export_text(client, game: Game) -> str:
    response = client.get(f"/score/{game.pk}/export.json")
    assert response.status_code == 200
    return response.content.decode()


@settings(
    max_examples=examples(40),
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(record=GAMES)
def test_export_then_import_is_the_identity(client, record):
    first = import_text(client, json.dumps(record, ensure_ascii=False))
    exported = export_text(client, first)
    assert json.loads(exported) == {"deals": [], **record}

    second = import_text(client, exported)
    assert export_text(client, second) == exported
    assert (second.record, second.title) == (first.record, first.title)
    one, two = selectors.game_view(first), selectors.game_view(second)
    assert one.sheet_html == two.sheet_html
    assert (one.balance, one.transfers, one.next_dealer) == (
        two.balance,
        two.transfers,
        two.next_dealer,
    )
