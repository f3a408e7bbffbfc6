"""Whatever a visitor writes into an address, every page answers, never a crash (issue 23):
random path segments (NUL, lone surrogates, Unicode digits such as «²» and «٣», which
``str.isdigit`` takes and ``int`` refuses) in every route that names an object, and in the
query strings that name a game. Django's test client re-raises any exception a view lets out.

A token that ``secrets.token_urlsafe`` cannot write is a 404 before the database is asked:
PostgreSQL refuses a NUL in text with an error (a 500 there, `/score/s/%00/`)."""

import json
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.examples import example_record
from tests.helpers.profiles import examples
from tests.site.test_no_server_errors import HOSTILE

pytestmark = pytest.mark.django_db

UNICODE_DIGITS = ["²", "٣", "１", "߂", "1²", "0x1", "-1", "9" * 30, "1" * 5000]
SEGMENTS = st.one_of(
    st.sampled_from(UNICODE_DIGITS), HOSTILE, st.text(max_size=12), st.from_regex(r"\d{1,6}")
).filter(lambda s: s not in ("", ".", ".."))
ROUTES = [
    "/score/s/{}/",
    "/score/s/{}/export.json",
    "/score/s/{}/print/",
    "/score/s/{}/options/",
    "/score/s/{}/deals/0/",
    "/score/s/{}/sheet.svg",
    "/score/s/{}/sheet/full/",
    "/score/{}/",
    "/score/{}/sheet/",
    "/rule/r/{}/",
    "/house/{}/",
    "/learn/level/{}/",
    "/learn/practice/{}/1/",
    "/learn/practice/basics/{}/",
    "/api/learn/levels/{}",
    "/rule/?game={}",
    "/rule/?house={}",
    "/score/?game={}",
]
FUZZ = settings(
    max_examples=examples(40), suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.mark.slow
@pytest.mark.parametrize("route", ROUTES)
@FUZZ
@given(segment=SEGMENTS)
def test_any_path_segment_is_answered(client, route, segment):
    response = client.get(route.format(quote(segment, safe="", errors="surrogatepass")))
    assert response.status_code in (200, 301, 302, 400, 403, 404), response.status_code


@pytest.mark.parametrize(
    "url",
    ["/score/s/%00/", "/score/s/%00/export.json", "/rule/r/%00/", "/rule/r/a%00b/"],
)
def test_a_nul_in_a_token_is_a_404_without_asking_the_database(
    client, url, django_assert_num_queries
):
    with django_assert_num_queries(0):
        assert client.get(url).status_code == 404


@pytest.mark.parametrize("digits", UNICODE_DIGITS)
def test_a_game_number_in_other_digits_is_no_game(client, digits):
    """Was a 500: «²».isdigit() is true and int("²") a ValueError."""
    response = client.get(f"/rule/?game={quote(digits)}")
    assert response.status_code == 200


def test_a_game_number_in_other_digits_posted_to_the_deal_builder_is_a_404(client):
    record = json.dumps(example_record("renonce"))
    response = client.post("/deal/build/to-game/", {"record": record, "game": "²"})
    assert response.status_code == 404
