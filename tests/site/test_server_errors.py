"""Server errors found by probing the site as an attacker would (issue 13), each now a 4xx with
a message in the visitor's language. Run on SQLite and again on PostgreSQL by .ci/run (NUL
was a 500 on PostgreSQL only)."""

import json
import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail

from rulings.examples import example_record

pytestmark = pytest.mark.django_db

HUGE = "9" * 5000  # past Python's 4,300-digit limit for int()
GAME = {
    "players": ["Anna", "Boris", "Vera"],
    "convention": "sochi",
    "deals": [],
}


def _with(record: dict, **fields) -> str:
    return json.dumps({**record, **fields}, ensure_ascii=False)


HOSTILE = {
    "a huge integer": '{"players": ' + HUGE + "}",
    "a lone surrogate": _with(GAME, title="\\ud800").replace("\\\\ud800", "\\ud800"),
    "a NUL": _with(GAME, title="a\\u0000b").replace("\\\\u0000", "\\u0000"),
}


@pytest.mark.parametrize("api", ["/api/score", "/api/solve", "/api/adjudicate"])
@pytest.mark.parametrize("hostile", sorted(HOSTILE))
def test_the_apis_refuse_unstorable_json_with_a_400(client, api, hostile):
    response = client.post(api, HOSTILE[hostile], content_type="application/json")
    assert response.status_code == 400
    (error,) = response.json()["errors"]
    assert error["field"] == "" and "не JSON" in error["message"]


def test_raw_surrogate_bytes_are_a_400(client):
    response = client.post(
        "/api/score", b'{"players": "\xed\xbf\xbf"}', content_type="application/json"
    )
    assert response.status_code == 400
    # json.loads reads bytes with «surrogatepass»: the three bytes are the surrogate U+DFFF
    assert "недопустимый невидимый символ" in response.json()["errors"][0]["message"]


@pytest.mark.parametrize("hostile", sorted(HOSTILE))
def test_import_refuses_unstorable_json_and_saves_nothing(client, hostile):
    from rulings.models import Game

    response = client.post("/score/import/", {"record": HOSTILE[hostile]})
    assert response.status_code == 400
    assert not Game.objects.exists()


@pytest.mark.parametrize("hostile", sorted(HOSTILE))
def test_the_deal_viewer_and_the_arbiter_refuse_unstorable_json(client, hostile):
    record = example_record("renonce")
    text = json.dumps(record).replace('"Anna"', '"' + HOSTILE[hostile][:0] + 'Anna"')
    if hostile == "a huge integer":
        text = text.replace('"dealer"', '"big": ' + HUGE + ', "dealer"', 1)
    else:
        bad = "\\ud800" if hostile == "a lone surrogate" else "\\u0000"
        text = text.replace('"dealer"', '"note": "' + bad + '", "dealer"', 1)
    viewer = client.post("/deal/", {"record": text})
    assert viewer.status_code == 400
    assert "JSON" in viewer.content.decode()
    arbiter = client.post("/rule/deal/read/", {"record": text, "state": "{}"})
    assert arbiter.status_code == 400


@pytest.mark.parametrize("page", ["/score/", "/rule/", "/en/score/", "/en/rule/"])
def test_nul_in_the_house_address_names_no_house(client, page):
    response = client.get(page, {"house": "demo\x00club"})
    assert response.status_code == 200


@pytest.mark.parametrize(
    "wanted", ["foo", "javascript:alert(1)", "//evil.example/x", "https://evil.example/"]
)
def test_signup_with_a_next_that_is_no_path_goes_home(client, wanted):
    response = client.post(
        "/accounts/signup/",
        {
            "username": "newcomer",
            "password1": "Qz8!table-long",
            "password2": "Qz8!table-long",
            "next": wanted,
        },
    )
    assert response.status_code == 302 and response["Location"] == "/"
    assert get_user_model().objects.filter(username="newcomer").exists()


def test_signup_follows_a_path_on_this_site(client):
    response = client.post(
        "/accounts/signup/",
        {
            "username": "newcomer",
            "password1": "Qz8!table-long",
            "password2": "Qz8!table-long",
            "next": "/score/",
        },
    )
    assert response["Location"] == "/score/"


@pytest.mark.parametrize("language", ["", "/en"])
def test_a_forgotten_password_can_be_set_anew_by_the_letter(client, language):
    user = get_user_model().objects.create_user("host", "host@example.org", "Old!pass-123")
    assert client.get(f"{language}/accounts/login/").status_code == 200
    assert client.get(f"{language}/accounts/password_reset/").status_code == 200
    sent = client.post(f"{language}/accounts/password_reset/", {"email": "host@example.org"})
    assert sent.status_code == 302
    assert client.get(sent["Location"]).status_code == 200
    (letter,) = mail.outbox
    link = re.search(r"https?://[^/]+(/\S+)", letter.body).group(1)
    form = client.get(link, follow=True)
    assert form.status_code == 200 and form.context["validlink"]
    done = client.post(
        form.redirect_chain[-1][0],
        {"new_password1": "New!pass-4567", "new_password2": "New!pass-4567"},
    )
    assert done.status_code == 302
    assert client.get(done["Location"]).status_code == 200
    user.refresh_from_db()
    assert user.check_password("New!pass-4567")
    if not language:
        assert "Новый пароль" in letter.subject


def test_an_unknown_address_gets_the_same_answer_and_no_letter(client):
    response = client.post("/accounts/password_reset/", {"email": "nobody@example.org"})
    assert response.status_code == 302 and not mail.outbox


def test_password_change_and_logout_without_next(client):
    get_user_model().objects.create_user("host", "", "Old!pass-123")
    assert client.login(username="host", password="Old!pass-123")  # noqa: S106
    assert client.get("/accounts/password_change/").status_code == 200
    changed = client.post(
        "/accounts/password_change/",
        {
            "old_password": "Old!pass-123",
            "new_password1": "New!pass-4567",
            "new_password2": "New!pass-4567",
        },
    )
    assert changed.status_code == 302
    assert client.get(changed["Location"]).status_code == 200
    out = client.post("/accounts/logout/")
    assert out.status_code == 200
    assert "Вы вышли" in out.content.decode()
