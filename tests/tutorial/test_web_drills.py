"""Drills from one's own deals (issue 19, «Разбор своих сдач»): «Разобрать» on a ruling, in the
deal builder and on a calculator deal entered with its hands; the analysis of a drill; a drill
saved as one's own exercise, its share link, revoked, deleted; who may do what; hostile input.

The deal is the renonce example (Anna 6♠; rulings/examples/renonce.json) with English names."""

from __future__ import annotations

import html
import json
import re

import pytest
from django.contrib.auth import get_user_model
from django.core import signing
from django.test import Client
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.examples import example_record
from rulings.models import SavedRuling
from rulings.viewer import game_deal_of
from tests.helpers.arbiter import HTMX, state
from tests.tutorial.test_web_table import enabled_cards, token_of
from tutorial import views_drills, views_table
from tutorial.lessons import table as engine
from tutorial.models import LevelProgress, SavedDrill
from tutorial.templatetags.drills import drill_record
from tutorial.views_drills import sign_drill

pytestmark = pytest.mark.django_db
RECORD = example_record("renonce")
START = "/learn/table/drill/"


def drill_form_of(page: str) -> dict[str, object]:
    """The «Разобрать» form's record and the players offered, as the page holds them."""
    form = re.search(r'<form class="drill-form".*?</form>', page, re.S)
    assert form, "no «Разобрать» on the page"
    record = re.search(r'name="record" value="([^"]*)"', form.group(0)).group(1)
    players = re.findall(r'<option value="([^"]+)">', form.group(0))
    return {"record": json.loads(html.unescape(record)), "players": players}


def start(client, record=RECORD, player="Boris") -> str:
    response = client.post(START, {"record": json.dumps(record), "player": player})
    assert response.status_code == 302, response.content.decode()
    return response.headers["Location"]


def user(name: str):
    return get_user_model().objects.create_user(name, password="pw-" + name * 3)


# --- «Разобрать» wherever a deal has its hands ------------------------------------------------


def test_the_ruling_permalink_of_a_deal_with_hands_offers_every_seat():
    saved = SavedRuling.objects.create(
        request={**RECORD, "incidents": []}, ruling={"rule": "renonce_whister"}, convention="sochi"
    )
    client = Client()
    page = client.get(f"/rule/r/{saved.token}/").content.decode()
    form = drill_form_of(page)
    assert form["players"] == ["Anna", "Boris", "Vera"]
    assert "incidents" not in form["record"]
    url = start(client, form["record"], "Vera")
    assert "вы за игрока Vera" in client.get(url).content.decode()


def test_the_ruling_card_in_the_flow_offers_it(client):
    """The arbiter's flow (htmx): the renonce example read, the ruling asked for."""
    step3 = client.post(
        "/rule/deal/read/", {"convention": "sochi", "example": "renonce"}, headers=HTMX
    ).content.decode()
    page = client.post("/rule/ruling/", state(step3), headers=HTMX).content.decode()
    assert 'id="ruling-card"' in page
    form = drill_form_of(page)
    assert len(form["players"]) == 3 and "incidents" not in form["record"]


def test_a_short_form_ruling_has_no_replay():
    short = {"players": ["Anna", "Boris", "Vera"], "contract": "6S", "declarer": "Anna"}
    assert drill_record({**short, "tricks": {"Anna": 6, "Boris": 2, "Vera": 2}}) == ("", [])
    assert drill_record("{not json") == ("", [])
    assert drill_record({"hands": "rubbish"}) == ("", [])


def test_the_deal_builder_offers_it_once_the_play_has_begun(client):
    page = client.post("/deal/build/", {"record": json.dumps(RECORD)}).content.decode()
    assert drill_form_of(page)["players"] == ["Anna", "Boris", "Vera"]
    draft = {k: v for k, v in RECORD.items() if k not in ("play", "contract", "declarer")}
    draft = {k: v for k, v in draft.items() if k not in ("auction", "discard", "whisting")}
    page = client.post("/deal/build/", {"record": json.dumps(draft)}).content.decode()
    assert 'class="drill-form"' not in page  # no contract yet: nothing to play


def test_a_calculator_deal_entered_with_hands_offers_it(client, make_game):
    game = make_game(players=RECORD["players"], deals=[game_deal_of(RECORD)], first_dealer=0)
    page = client.get(reverse("calculator:deal", args=[game.pk, 0])).content.decode()
    form = drill_form_of(page)
    assert form["record"]["players"] == ["Anna", "Boris", "Vera"]
    assert form["record"]["convention"] == "sochi"
    short = make_game(
        deals=[
            {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 3}}
        ]
    )
    page = client.get(reverse("calculator:deal", args=[short.pk, 0])).content.decode()
    assert 'class="drill-form"' not in page


# --- the analysis of a drill marks the cards that cost a trick ---------------------------------


def test_a_drill_played_badly_shows_the_cards_that_cost_a_trick(client):
    """Anna (6♠) always plays her first legal card: the analysis lists exactly the engine's
    mistakes (each card and the better one): two here."""
    url = start(client, player="Anna")
    found = views_drills.drill_of(url.split("/")[-2])
    page = client.get(url).content.decode()
    while enabled_cards(page):
        page = client.post(url, {"state": token_of(page), "card": enabled_cards(page)[0]}).text
    state = views_table._from_text(found, client.session["tables"][found.id])
    mistakes = engine.analyse(state).mistakes
    assert len(mistakes) == 2
    analysis = client.get(url + "analysis/").content.decode()
    shown = re.findall(
        r'вы сыграли <span[^>]*data-card="(\w+)".*?лучше: <span[^>]*data-card="(\w+)"',
        analysis,
        re.S,
    )
    assert shown == [(m.card.en, m.better.en) for m in mistakes]
    assert LevelProgress.objects.count() == 0


# --- saved as one's own exercise ---------------------------------------------------------------


def test_a_visitor_is_asked_to_sign_in_to_save_and_the_table_stays(client):
    url = start(client)
    page = client.get(url).content.decode()
    after = client.post(url, {"state": token_of(page), "card": enabled_cards(page)[0]})
    response = client.post(url + "save/")
    assert response.status_code == 302 and response.headers["Location"].startswith(
        "/accounts/login/"
    )
    assert SavedDrill.objects.count() == 0
    assert client.get(url).content.decode().count("data-card") == after.text.count("data-card")


def test_saved_shared_revoked_and_deleted_by_its_owner_only():
    anna, boris = user("anna"), user("boris")
    owner, other, visitor = Client(), Client(), Client()
    owner.force_login(anna)
    other.force_login(boris)
    url = start(owner)
    response = owner.post(url + "save/")
    drill = SavedDrill.objects.get()
    assert response.headers["Location"] == f"/learn/table/mine/{drill.token}/"
    assert drill.user == anna and not drill.shared and len(drill.token) >= 20
    assert owner.post(url + "save/").headers["Location"] == response.headers["Location"]
    assert SavedDrill.objects.count() == 1  # the same deal saved twice is one exercise
    mine = f"/learn/table/mine/{drill.token}/"
    progress = owner.get("/learn/progress/").content.decode()
    assert "Мои упражнения" in progress and mine in progress and "6♠, за игрока Boris" in progress
    assert "Мои упражнения" not in other.get("/learn/progress/").content.decode()
    # private: the owner plays it, nobody else (not told it exists)
    assert owner.get(mine).status_code == 200
    early = owner.get(mine + "analysis/")  # not over yet: the table, its forms at this address
    assert early.status_code == 409 and f'action="{mine}"' in early.content.decode()
    assert other.get(mine).status_code == 404 and visitor.get(mine).status_code == 404
    # the others may not share, revoke or delete it
    for action in ("share", "revoke", "delete"):
        assert other.post(f"{mine}{action}/").status_code == 404
        assert visitor.post(f"{mine}{action}/").status_code == 404
    drill.refresh_from_db()
    assert not drill.shared and drill.token in mine
    # shared: anyone with the link plays it, and plays on
    owner.post(f"{mine}share/")
    page = visitor.get(mine).content.decode()
    assert "вы за игрока Boris" in page and "Сохранить как своё упражнение" not in page
    assert (
        visitor.post(mine, {"state": token_of(page), "card": enabled_cards(page)[0]}).status_code
        == 200
    )
    assert other.get(mine).status_code == 200
    assert mine in owner.get("/learn/progress/").content.decode()
    # revoked: the old link is dead, the owner's new one works
    owner.post(f"{mine}revoke/")
    drill.refresh_from_db()
    assert not drill.shared and drill.token not in mine
    assert visitor.get(mine).status_code == 404 and owner.get(mine).status_code == 404
    assert owner.get(f"/learn/table/mine/{drill.token}/").status_code == 200
    # deleted
    owner.post(f"/learn/table/mine/{drill.token}/delete/")
    assert SavedDrill.objects.count() == 0


# --- hostile input -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "record",
    [
        "{",
        "[]",
        '{"players": ["A\\u0000", "B", "C"]}',
        '{"players": ["\\ud800", "B", "C"], "hands": {}}',
        json.dumps({**RECORD, "hands": {"Anna": "AS " * 5000}}),
        "x" * 60_000,
    ],
)
def test_a_bad_deal_is_a_400_in_russian(client, record):
    response = client.post(START, {"record": record, "player": "Anna"})
    assert response.status_code == 400
    assert "Раздач" in response.content.decode() or "запись" in response.content.decode()


def test_forged_or_hostile_drill_addresses_are_404():
    client = Client()
    forged = signing.dumps({**{"contract": "6S"}, "hands": ["AS"] * 3}, salt="other")
    not_a_deal = sign_drill({"contract": "6S", "declarer": 1, "leader": 0, "hands": ["AS"] * 3})
    for token in (forged, not_a_deal, "a" * 5000, sign_drill(["list"])):
        response = client.get(f"{START}{token}/")
        assert response.status_code == 404
    assert client.post(f"{START}{not_a_deal}/save/").status_code == 404
    assert client.get("/learn/table/mine/%00/").status_code == 404
    assert client.get("/learn/table/mine/" + "z" * 300 + "/").status_code == 404


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    record=st.one_of(
        st.text(max_size=200),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=20),
            lambda inner: (
                st.lists(inner, max_size=4)
                | st.dictionaries(st.text(max_size=8), inner, max_size=4)
            ),
            max_leaves=12,
        ).map(json.dumps),
        st.sampled_from(["hands", "play", "contract", "players"]).map(
            lambda key: json.dumps({**RECORD, key: "\u0000"})
        ),
    ),
    player=st.text(max_size=30),
)
def test_any_posted_deal_is_a_table_or_a_4xx(client, record, player):
    try:
        response = client.post(START, {"record": record, "player": player})
    except ValueError:  # the test client refuses to encode a lone surrogate itself
        return
    assert response.status_code in (302, 400), response.status_code
