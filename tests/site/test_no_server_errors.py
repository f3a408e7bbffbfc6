"""Whatever a visitor posts, no page answers with a server error (a 500 or a traceback).

Hypothesis sends random form data — the field names the pages use, and random values that look
like the real ones (cards, contracts, JSON records, numbers) or like nothing at all — to every
page and API that takes a POST, as the game's owner. Django's test client re-raises any
exception a view lets out, so a crash fails the test with its traceback.
"""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.examples import example_record

pytestmark = pytest.mark.django_db

FIELDS = (
    "action back_to c_amount c_column c_note c_on c_player card choice contract convention "
    "deal_index deal_version dealer edit edit_of example finished game game_deal index item next "
    "owners player players preset record request save show step target type version whist_price "
    "kind declarer call1 call2 back open tricks_0 tricks_1 tricks_2 tricks_3 talon kontra "
    "renonce player_1 player_2 player_3 player_4 pulya first_dealer title trick at_trick cards "
    "won_by complainant line noticed dealer_fault repeated claimed agreed last_bid"
).split()
RECORD = json.dumps(example_record("renonce"), ensure_ascii=False)
VALUES = st.one_of(
    st.sampled_from(
        [
            "",
            "0",
            "1",
            "2",
            "10",
            "-1",
            "99999999999",
            "AS",
            "Т♥",
            "7H",
            "6БК",
            "мизер",
            "raspasy",
            "game",
            "whist",
            "pass",
            "half",
            "whist-back",
            "open",
            "closed",
            "Anna",
            "Boris",
            "Vera",
            "Gleb",
            "sochi",
            "balkan",
            "kurochka",
            "{}",
            "[]",
            "null",
            RECORD,
            RECORD.replace("Anna", "Zed"),
            '{"players": ["A"]}',
        ]
    ),
    st.text(max_size=30),
)
FORMS = st.dictionaries(st.sampled_from(FIELDS), VALUES, max_size=8)
SLOW = settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture
def game(make_game):
    return make_game(
        deals=[
            {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 4, "Boris": 3, "Vera": 3}}
        ]
    )


POSTS = [
    "/deal/",
    "/deal/play/",
    "/deal/random/",
    "/deal/build/",
    "/deal/analyse/",
    "/score/",
    "/score/import/",
    "/rule/",
    "/rule/deal/",
    "/rule/deal/read/",
    "/rule/incident/",
    "/rule/ruling/",
    "/rule/ruling/choose/",
    "/rule/ruling/save/",
    "/rule/ruling/write/",
]
GAME_POSTS = ["wizard/", "deals/", "deals/delete/", "undo/", "finish/", "price/"]


@pytest.mark.parametrize("url", POSTS)
@SLOW
@given(form=FORMS, htmx=st.booleans())
def test_pages_never_fail_on_random_forms(client, url, form, htmx):
    headers = {"HX-Request": "true"} if htmx else {}
    response = client.post(url, form, headers=headers)
    assert response.status_code < 500


@pytest.mark.parametrize("action", GAME_POSTS)
@SLOW
@given(form=FORMS)
def test_calculator_actions_never_fail_on_random_forms(client, game, action, form):
    response = client.post(f"/score/{game.pk}/{action}", form, headers={"HX-Request": "true"})
    assert response.status_code < 500


@pytest.mark.parametrize("url", ["/api/score", "/api/solve", "/api/adjudicate"])
@SLOW
@given(
    body=st.one_of(
        VALUES,
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=10),
            lambda inner: (
                st.lists(inner, max_size=4)
                | st.dictionaries(st.text(max_size=8), inner, max_size=4)
            ),
            max_leaves=12,
        ).map(json.dumps),
    )
)
def test_apis_never_fail_on_random_bodies(client, url, body):
    response = client.post(url, body, content_type="application/json")
    assert response.status_code < 500
