"""Whatever a visitor posts, every page and API answers with what is wrong, never a crash.

Hypothesis sends random form data — the field names the pages use, and random values that look
like the real ones (cards, contracts, JSON records, numbers), like nothing at all, or like an
attack (NUL, invalid UTF-8, integers thousands of digits long) — to every page and API that
takes a POST, as the game's owner. Django's test client re-raises any exception a view lets out,
so a crash fails the test with its traceback. Beyond «no crash», each answer must be one of:

- an API: 200 with the JSON answer, or 400 with ``{"errors": [{"field", "message"}, …]}``;
- a page: 200 or a redirect (the data was good), or 400/409 with the page re-rendered and the
  reason shown on it (a form's field errors, the wizard's errors, the step's message);
  403/404 only where the form names an object the visitor may not touch or that does not exist.

Former server errors, now refused with a 400 and the reason (rulings/json_input.py), each
pinned by a test at the end: JSON holding a lone surrogate escape (``"\\ud800"``), a JSON
integer over 4300 digits, and (PostgreSQL only) a JSON ``\\u0000`` in an imported record.

The properties send hostile text inside JSON as raw characters and as escapes (lone surrogates,
NUL, integers of 5,000 digits); a form carries no raw lone surrogate, which the test client
cannot encode (a browser sends U+FFFD), and always at least one field.
"""

import json
from urllib.parse import urlencode

import pytest
from django.contrib.auth import get_user_model
from django.forms import BaseForm
from django.utils.html import escape
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.clubs.models import ClubVersion
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
# Fields that name an object (a game, a deal of it): a value naming none is a 404 or a 403.
REFERENCES = {"edit", "index", "game", "game_deal", "deal_index"}

HUGE = "9" * 5000  # int() refuses more than 4300 digits: a ValueError, not a number
HOSTILE = st.one_of(
    st.sampled_from(
        [
            "\x00",
            "Anna\x00",
            "\ud800",  # a lone surrogate: sent as invalid UTF-8
            "A\udfffB",
            "\ufeff",
            "\u202eanna",
            HUGE,
            "-" + HUGE,
            "1e999",
            "NaN",
            "Infinity",
            "<script>alert(1)</script>",
            "' OR 1=1 --",
            "../../etc/passwd",
            "%s%s%n",
            "x" * 10_000,
        ]
    ),
    st.text(st.characters(categories=["Cc", "Cs", "Co", "Zs", "Mn"]), max_size=8),
)


def encodable(text: str) -> bool:
    """No raw lone surrogate: the test client cannot encode one into a form (the escape
    ``\\ud800`` inside JSON, and raw surrogate bytes in an API body, are sent all the same)."""
    return not any(0xD800 <= ord(c) <= 0xDFFF for c in text)


def record_text(name: str, *, ensure_ascii: bool = False) -> str:
    """An example record with Anna renamed ``name`` (raw characters, not escapes)."""
    return json.dumps(example_record("renonce"), ensure_ascii=ensure_ascii).replace("Anna", name)


RECORD = record_text("Anna")
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
            record_text("Zed"),
            '{"players": ["A"]}',
        ]
    ),
    st.text(max_size=30),
    HOSTILE,
    # a valid record with a hostile player name, as raw characters
    HOSTILE.map(record_text),
)
# Fields read as JSON.
JSON_FIELDS = {"record", "request", "owners", "convention"}
# The properties send at least one field; an empty POST has its own test below.
FORMS = st.dictionaries(st.sampled_from(FIELDS), VALUES, min_size=1, max_size=8).filter(
    lambda form: all(encodable(v) for v in form.values())
)
FUZZ = settings(
    max_examples=examples(40), suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def post_form(client, url, form, headers=None):
    """POST ``form`` url-encoded as a browser would, lone surrogates as the invalid UTF-8 a
    hostile client can send (the test client would refuse to encode them)."""
    body = urlencode(form, encoding="utf-8", errors="surrogatepass")
    return client.post(
        url, body, content_type="application/x-www-form-urlencoded", headers=headers or {}
    )


def error_texts(response, *, messages: bool = True) -> list[str]:
    """Every reason the view gave its template for refusing: the field errors of its forms, the
    wizard's errors, the step's errors, problems, message and notice."""
    if response.context is None:
        return []
    contexts = response.context if isinstance(response.context, list) else [response.context]
    merged: dict = {}
    for context in reversed(contexts):  # the outermost template's value wins, as in the page
        merged.update(context.flatten())
    texts: list[str] = []
    for key, value in merged.items():
        if isinstance(value, BaseForm) and value.is_bound:
            texts += [str(e) for errors in value.errors.values() for e in errors]
        elif key == "wizard" and value is not None:
            texts += [str(e) for e in value.errors]
        elif key == "errors" and isinstance(value, list):
            texts += [str(e) for e in value]
        elif key == "problems" and value:
            texts += [str(text) for _field, text in value]
        elif messages and key in ("message", "notice", "analysis_error") and value:
            texts.append(str(value))
    return texts


def assert_page_answer(response, form) -> None:
    """The page's answer is a success, or a refusal that shows the reason (module docstring)."""
    status = response.status_code
    if status == 302:
        assert response["Location"].startswith("/"), response["Location"]
        return
    if status == 200:
        assert not error_texts(response, messages=False), (error_texts(response), form)
        return
    if status in (403, 404) and REFERENCES & set(form):
        return
    assert status in (400, 409), f"{status} for {form!r}"
    reasons = error_texts(response)
    assert reasons, f"{status} without a reason for {form!r}"
    page = response.content.decode()
    assert any(escape(reason) in page for reason in reasons), (reasons, form)


def assert_api_answer(response) -> None:
    """200 with the answer, or 400 with every problem as {field, message}."""
    assert response["Content-Type"] == "application/json"
    data = response.json()
    if response.status_code == 200:
        assert isinstance(data, dict) and "errors" not in data
        return
    assert response.status_code == 400, response.status_code
    assert list(data) == ["errors"]
    assert data["errors"], "a 400 lists at least one problem"
    for problem in data["errors"]:
        assert set(problem) == {"field", "message"}
        assert isinstance(problem["field"], str)
        assert isinstance(problem["message"], str) and problem["message"]


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
    "/club/new/",
]
GAME_POSTS = ["wizard/", "deals/", "deals/delete/", "undo/", "finish/", "price/"]


@pytest.mark.slow
@pytest.mark.parametrize("url", POSTS)
@FUZZ
@given(form=FORMS, htmx=st.booleans())
def test_pages_answer_random_forms_with_their_errors(client, url, form, htmx):
    headers = {"HX-Request": "true"} if htmx else {}
    response = post_form(client, url, form, headers)
    assert_page_answer(response, form)


@pytest.mark.slow
@pytest.mark.parametrize("action", GAME_POSTS)
@FUZZ
@given(form=FORMS)
def test_calculator_actions_answer_random_forms_with_their_errors(client, game, action, form):
    response = post_form(client, f"/score/{game.pk}/{action}", form, {"HX-Request": "true"})
    assert_page_answer(response, form)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@pytest.mark.slow
@pytest.mark.parametrize("url", ["/api/score", "/api/solve", "/api/adjudicate"])
@FUZZ
@given(
    body=st.one_of(
        VALUES,
        # JSON with non-ASCII as is (a lone surrogate becomes raw bytes) or as escapes
        JSON_VALUES.map(lambda v: json.dumps(v, ensure_ascii=False)),
        JSON_VALUES.map(json.dumps),
        # a valid record with a hostile player name: answered, or refused
        HOSTILE.map(record_text),
        HOSTILE.map(lambda name: record_text(name, ensure_ascii=True)),
    )
)
def test_apis_answer_random_bodies_with_their_errors(client, url, body):
    response = client.post(
        url, body.encode("utf-8", "surrogatepass"), content_type="application/json"
    )
    assert_api_answer(response)


@pytest.mark.parametrize("url", ["/api/score", "/api/solve", "/api/adjudicate"])
@pytest.mark.parametrize(
    "body", [b"\xff\xfe", b'{"players": ["\xed\xa0\x80"]}', b"\x00", b'"\x00"'], ids=repr
)
def test_apis_refuse_bodies_that_are_not_utf8_json(client, url, body):
    response = client.post(url, body, content_type="application/json")
    assert_api_answer(response)
    assert response.status_code == 400


@pytest.fixture
def host(client):
    user = get_user_model().objects.create_user("host", password="pw-host-12345")  # noqa: S106
    client.force_login(user)
    return user


def fresh_house(host) -> HouseConvention:
    """The host's club as it was before the example (an example may edit its draft): made
    from a house convention the first time (rulings/clubs/signals.py)."""
    house, _created = HouseConvention.objects.update_or_create(
        slug="club", defaults={"owner": host, "title": "Club", "preset": "sochi", "options": {}}
    )
    ClubVersion.objects.filter(club__slug="club", state="draft").delete()
    return house


def draft_convention():
    """The club's draft as a convention the rules core accepts (or None: none was saved)."""
    draft = ClubVersion.objects.filter(club__slug="club", state="draft").first()
    return draft.convention() if draft else None


@pytest.mark.slow
@pytest.mark.parametrize(
    "action",
    ["new/", "club/edit/", "club/draft/", "club/draft/publish/", "club/draft/comment/"],
)
@FUZZ
@given(form=FORMS)
def test_club_pages_answer_random_forms_with_their_errors(client, host, action, form):
    fresh_house(host)
    response = post_form(client, f"/club/{action}", form)
    assert_page_answer(response, form)


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


@pytest.mark.slow
@FUZZ
@given(changes=st.dictionaries(st.sampled_from(sorted(OPTION_VALUES)), VALUES, max_size=4))
def test_the_rules_form_never_fails_on_random_options(client, host, changes):
    fresh_house(host)
    form = {name: _as_field(value) for name, value in OPTION_VALUES.items()}
    form.update(changes)
    form = {k: v for k, v in form.items() if v}
    form["revision"] = "1"
    response = post_form(client, "/club/club/draft/", form)
    assert response.status_code in {302, 400}
    assert_page_answer(response, form)
    draft_convention()  # what was saved is a convention the rules core accepts


def test_a_list_option_with_a_number_of_5000_digits_is_refused_with_its_reason(client, host):
    """Was a 500: int() of the number past Python's digit limit, in the house rules form."""
    fresh_house(host)
    form = {name: _as_field(value) for name, value in OPTION_VALUES.items()}
    form["whist_obligations"] = HUGE
    form = {k: v for k, v in form.items() if v}
    response = post_form(client, "/club/club/draft/", form)
    assert response.status_code == 400
    assert_page_answer(response, form)


def test_a_tampered_preset_on_step_one_of_the_arbiter_says_why(client):
    """Was a 400 without a reason: step 1 showed only some fields' errors."""
    form = {"action": "", "preset": "0"}
    response = post_form(client, "/rule/deal/", form)
    assert response.status_code == 400
    assert_page_answer(response, form)


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
    assert "больше 32 уровней" in response.json()["errors"][0]["message"]


# Inputs that were server errors (issue 13): a lone surrogate escape, an integer past Python's
# 4,300 digits. Now refused by rulings/json_input.py with a 400 and the reason.
SCORE_RECORD = json.dumps(
    {"players": ["\ud800", "B", "C"], "convention": "sochi", "pulya": 10, "deals": []}
)  # ensure_ascii: the lone surrogate as the escape \ud800


@pytest.mark.parametrize(
    ("url", "body"),
    [
        ("/api/score", SCORE_RECORD),
        ("/api/solve", record_text("\\ud800", ensure_ascii=True)),
        ("/api/adjudicate", record_text("\\ud800", ensure_ascii=True)),
        ("/api/score", HUGE),
        ("/api/solve", '{"players": [' + HUGE + "]}"),
        ("/api/adjudicate", '{"step": ' + HUGE + "}"),
    ],
)
def test_api_former_server_errors_are_400s(client, url, body):
    response = client.post(url, body, content_type="application/json")
    assert response.status_code == 400
    assert_api_answer(response)


@pytest.mark.parametrize("url", POSTS)
def test_an_empty_post_is_answered_with_its_errors(client, host, url):
    fresh_house(host)
    response = client.post(url, {})
    assert_page_answer(response, {})


def test_a_deal_read_with_a_bad_request_field_shows_why(client):
    """Was a 400 without the reason: the deal step now shows every refused field's error."""
    form = {"request": "0"}
    assert_page_answer(post_form(client, "/rule/deal/read/", form), form)


SURROGATE_RECORD = record_text("\\ud800", ensure_ascii=True)
HUGE_RECORD = RECORD.replace('"dealer"', f'"n": {HUGE}, "dealer"', 1)
IMPORT_RECORD = json.dumps({"players": ["\ud800", "B", "C"], "convention": "sochi", "deals": []})


@pytest.mark.parametrize(
    ("url", "record"),
    [
        ("/score/import/", IMPORT_RECORD),
        ("/deal/", SURROGATE_RECORD),
        ("/rule/deal/read/", SURROGATE_RECORD),
        ("/score/import/", HUGE_RECORD),
        ("/deal/", HUGE_RECORD),
        ("/rule/deal/read/", HUGE_RECORD),
    ],
)
def test_page_former_server_errors_are_answered(client, url, record):
    form = {"record": record}
    response = post_form(client, url, form)
    assert response.status_code == 400
    assert_page_answer(response, form)


@pytest.mark.parametrize(
    "record",
    [
        {"players": ["A\x00", "B", "C"], "convention": "sochi", "deals": []},
        {"players": ["A", "B", "C"], "convention": "sochi", "deals": [], "title": "T\x00"},
    ],
    ids=["player", "title"],
)
def test_a_nul_escape_in_an_imported_record_is_answered(client, record):
    """Was a 500 on PostgreSQL (its text and jsonb columns refuse NUL): now refused first."""
    form = {"record": json.dumps(record)}  # the NUL as the escape \u0000
    response = post_form(client, "/score/import/", form)
    assert response.status_code == 400
    assert_page_answer(response, form)
