"""``manage.py load_demo`` (called by `make run`): the demo deals and a read-only demo pulya."""

import io
import re

import pytest
from django.core.management import call_command

from rulings.core.scoring.game_score import score
from rulings.models import Game, HouseConvention

pytestmark = pytest.mark.django_db


def _load_demo_twice() -> str:
    """What `make run` prints, run twice as it may be; its own stream, not the captured one
    (shared by whatever else a test worker ran)."""
    out = io.StringIO()
    call_command("load_demo", stdout=out)
    call_command("load_demo", stdout=out)
    return out.getvalue()


def test_demo_data_loads_once_and_the_demo_pulya_is_shown_read_only(client):
    out = _load_demo_twice()
    assert out.count("Demo deal: ") == 6
    game = Game.objects.get()
    assert game.owner is None and game.session_key == ""
    link = re.findall(r"Demo pulya: http://127\.0\.0\.1:8000(/score/s/[\w-]+/)", out)[-1]
    response = client.get(f"/en{link}")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Save the deal" not in html  # spectators cannot edit
    balance = score(game.record).as_json()["balance"]
    assert sum(balance.values()) == 0
    assert client.post(f"/score/{game.pk}/undo/", {"version": game.version}).status_code == 403


def test_the_demo_house_convention_is_shown_with_its_changes(client):
    out = _load_demo_twice()
    house = HouseConvention.objects.get()
    assert house.owner.username == "demo-club" and not house.owner.has_usable_password()
    link = re.findall(r"Demo house convention: http://127\.0\.0\.1:8000(/house/[\w-]+/)", out)[-1]
    page = client.get(f"/en{link}", follow=True).content.decode()  # the club's page now
    assert 'id="change-whist_split"' in page and 'id="change-raspasy_progression"' in page
    assert "raspasy 1-2-4 into the mountain" in page  # in players' words
