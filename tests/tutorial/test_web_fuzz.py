"""Hostile input to every Learn page and endpoint: a clear 4xx, never a 500, nothing saved
that should not be. Text with NUL, lone surrogates and huge numbers; JSON nested and odd."""

import json
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.learn import course_levels, first_level, level_url
from tutorial.models import LevelProgress

pytestmark = pytest.mark.django_db

# Answers that look right (cards, seats, calls, choice ids), so the grader is reached too.
TOKENS = ["7C", "AS", "10H", "Т♥", "S", "W", "pass", "пас", "6S", "6NT", "misere", "a", "d", "7"]
HOSTILE_TEXT = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=st.characters(codec=None, categories=["Cs", "Cc", "Zl"]), max_size=20),
    st.sampled_from(["\x00", "S\x00", "\ud800", "10" * 500, "9" * 400, "-1", "AS AS", "Т♥ 10♠"]),
    st.sampled_from(TOKENS),
    st.integers().map(str),
)
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=20)
    | st.sampled_from(TOKENS),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=5), children, max_size=4)
    ),
    max_leaves=20,
)
FUZZ = settings(max_examples=80, suppress_health_check=[HealthCheck.function_scoped_fixture])


def raw_form(name, values):
    """A form body as a hostile client sends it: any code point, lone surrogates as their
    (invalid) UTF-8 bytes, percent-encoded."""
    return "&".join(f"{name}={quote(v.encode('utf-8', 'surrogatepass'), safe='')}" for v in values)


def post_form(client, url, name, values, **headers):
    body = raw_form(name, values)
    return client.post(url, body, content_type="application/x-www-form-urlencoded", **headers)


def no_server_error(response):
    assert response.status_code < 500, response.content[:300]


LEVELS = st.sampled_from(course_levels())


@FUZZ
@given(level=LEVELS, values=st.lists(HOSTILE_TEXT, max_size=4), htmx=st.booleans())
def test_a_hostile_form_answer_is_never_a_500(client, level, values, htmx):
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    response = post_form(client, level_url(level), "answer", values, **headers)
    no_server_error(response)
    if response.status_code == 400:
        assert 'role="alert"' in response.text


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(level=LEVELS, values=st.lists(HOSTILE_TEXT, max_size=3), htmx=st.booleans())
def test_a_hostile_answer_asking_for_the_defence_is_never_a_500(client, level, values, htmx):
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    url = f"{level_url(level)}defence/?{raw_form('answer', values)}"
    response = client.get(url, **headers)
    no_server_error(response)
    if response.status_code == 400:
        assert 'role="alert"' in response.text


@FUZZ
@given(value=HOSTILE_TEXT)
def test_a_hostile_convention_is_never_a_500(client, value):
    no_server_error(post_form(client, "/learn/convention/", "convention", [value]))
    no_server_error(client.get("/learn/?" + raw_form("house", [value])))


@FUZZ
@given(
    level=LEVELS,
    answer=JSON_VALUES,
    extra=st.dictionaries(st.text(max_size=5), JSON_VALUES, max_size=2),
)
def test_hostile_json_answers_are_a_4xx(client, level, answer, extra):
    body = json.dumps({**extra, "answer": answer})
    response = client.post(
        f"/api/learn/levels/{level.id}/answer", body, content_type="application/json"
    )
    no_server_error(response)
    if response.status_code != 200:
        assert response.json()["errors"]


@FUZZ
@given(raw=st.binary(max_size=200))
def test_raw_bytes_to_the_api_are_a_400(client, raw):
    response = client.post(
        f"/api/learn/levels/{first_level().id}/answer", raw, content_type="application/json"
    )
    no_server_error(response)


@FUZZ
@given(level_id=HOSTILE_TEXT, english=st.booleans())
def test_hostile_level_ids_are_a_404(client, level_id, english):
    """…and a browser preferring English, sent to the /en/ twin (issue 20), is never a 500."""
    path = quote(level_id.encode("utf-8", "surrogatepass"), safe="")
    headers = {"HTTP_ACCEPT_LANGUAGE": "en-US,en"} if english else {}
    for url in (f"/api/learn/levels/{path}", f"/learn/level/{path}/", f"/learn/{path}/"):
        response = client.get(url, **headers)
        no_server_error(response)
        if response.status_code == 302:
            assert response["Location"].startswith("/en/learn/")
            no_server_error(client.get(response["Location"]))
    assert not LevelProgress.objects.exists()
