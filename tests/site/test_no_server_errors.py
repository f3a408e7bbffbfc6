"""Whatever a visitor posts, no page answers with a server error (a 500 or a traceback).

Hypothesis sends random form data — the field names the pages use, and random values that look
like the real ones (cards, contracts, JSON records, numbers) or like nothing at all — to every
page and API that takes a POST, as the game's owner. Django's test client re-raises any
exception a view lets out, so a crash fails the test with its traceback.
"""

import json

import pytest
from django.contrib.auth import get_user_model
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.core.conventions.convention import Convention
from rulings.examples import example_record
from rulings.models import HouseConvention
from tests.helpers.profiles import examples

pytestmark = pytest.mark.django_db

FIELDS = (
    "action back_to c_amount c_column c_note c_on c_player card choice contract convention "
    "deal_index deal_version dealer edit edit_of example finished game game_deal index item next "
    "owners player players preset record request save show step target type version whist_price "
    "kind declarer call1 call2 back open tricks_0 tricks_1 tricks_2 tricks_3 talon kontra "
    "renonce player_1 player_2 player_3 player_4 pulya first_dealer title trick at_trick cards "
    "won_by complainant line noticed dealer_fault repeated claimed agreed last_bid "
    "slug about house username password1 password2 whist_split game_values stalingrad "
    "misere_after pulya_target half_whist_levels variant"
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
            "gentleman",
            "2-4-6-8-10",
            "on",
            "club",
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
SLOW = settings(
    max_examples=examples(40), suppress_health_check=[HealthCheck.function_scoped_fixture]
)


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
    "/accounts/signup/",
    "/house/new/",
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


@pytest.fixture
def host(client):
    user = get_user_model().objects.create_user("host", password="pw-host-12345")  # noqa: S106
    client.force_login(user)
    return user


def fresh_house(host) -> HouseConvention:
    """The host's house as it was before the example (an example may edit or delete it)."""
    house, _created = HouseConvention.objects.update_or_create(
        slug="club", defaults={"owner": host, "title": "Club", "preset": "sochi", "options": {}}
    )
    return house


@pytest.mark.parametrize("action", ["new/", "club/edit/", "club/rules/", "club/delete/"])
@SLOW
@given(form=FORMS)
def test_house_pages_never_fail_on_random_forms(client, host, action, form):
    fresh_house(host)
    response = client.post(f"/house/{action}", form)
    assert response.status_code < 500


# Every option's field filled in as the page draws it, and a few of them replaced at random:
# whatever the rules core refuses comes back as a 400 on the option's field.
OPTION_VALUES = {
    info.name: Convention.preset("sochi").as_options()[info.name] for info in Convention.options()
}


def _as_field(value):
    if isinstance(value, bool):
        return "on" if value else ""
    if isinstance(value, list):
        return "-".join(map(str, value))
    return str(value)


@SLOW
@given(changes=st.dictionaries(st.sampled_from(sorted(OPTION_VALUES)), VALUES, max_size=4))
def test_the_rules_form_never_fails_on_random_options(client, host, changes):
    house = fresh_house(host)
    form = {name: _as_field(value) for name, value in OPTION_VALUES.items()}
    form.update(changes)
    response = client.post("/house/club/rules/", {k: v for k, v in form.items() if v})
    assert response.status_code in {302, 400}
    house.refresh_from_db()
    house.convention()  # what was saved is a convention the rules core accepts


DEEP = '{"players": ["A", "B", "C"], "notes": ' + "[" * 5000 + "]" * 5000 + "}"
NESTED_600 = '{"notes": ' + "[" * 600 + "]" * 600 + "}"  # parses, but would overflow deepcopy


@pytest.mark.parametrize("text", [DEEP, NESTED_600])
@pytest.mark.parametrize(
    ("url", "field"),
    [("/en/score/import/", "record"), ("/en/deal/", "record"), ("/en/rule/deal/read/", "record")],
)
def test_json_nested_too_deep_is_a_400(client, url, field, text):
    response = client.post(url, {field: text})
    assert response.status_code == 400
    assert "nested deeper than 32 levels" in response.content.decode()


@pytest.mark.parametrize("url", ["/api/score", "/api/solve", "/api/adjudicate"])
def test_api_json_nested_too_deep_is_a_400(client, url):
    response = client.post(url, DEEP, content_type="application/json")
    assert response.status_code == 400
    assert "nested deeper than 32 levels" in json.dumps(response.json())
