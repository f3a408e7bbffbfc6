"""A user-data file with bad values is refused with a 400 naming the field, and no file can
forge a ruling (issue 23, «Hostile users» 4 and 5). Each case here was a 500 (or a forged
permalink) before."""

import json

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile

from preferans_site.user_data import FORMAT
from rulings.examples import example_record
from rulings.models import Game, SavedRuling
from tests.site.test_user_data import RECORD

pytestmark = pytest.mark.django_db


@pytest.fixture
def host(client):
    user = get_user_model().objects.create_user("host", "", "Old!pass-123")
    client.force_login(user)
    return user


def upload(client, text: str):
    file = SimpleUploadedFile("data.json", text.encode(), "application/json")
    return client.post("/accounts/data/", {"file": file})


def export(**parts) -> str:
    return json.dumps({"format": FORMAT, "version": 1, **parts})


def game(price="2", record=None) -> dict:
    return {"record": record or RECORD, "whist_price": price}


def ruling(**fields) -> dict:
    return {"token": "t", "request": example_record("renonce"), "ruling": {}, **fields}


def refused(response, field: str) -> None:
    assert response.status_code == 400, response.status_code
    page = response.content.decode()
    assert "Ничего не добавлено" in page
    assert f"<li>{field}:" in page, page[page.find("errors") :][:500]


@pytest.mark.parametrize("price", ["NaN", "Infinity", "-Infinity", "1e400", "1e12", "-1", "x"])
def test_a_whist_price_that_is_no_price_is_a_400_naming_it(client, host, price):
    refused(upload(client, export(games=[game(price)])), "games[0].whist_price")
    assert not Game.objects.exists()


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400", "-1e400"], ids=str)
@pytest.mark.parametrize("where", ["whist_price", "record"])
def test_a_number_json_cannot_hold_is_refused_before_anything_is_read(client, host, number, where):
    """Python's parser takes NaN and Infinity and reads 1e400 as infinity; PostgreSQL's jsonb
    refuses them (a 500 there)."""
    item = game()
    text = export(games=[item]).replace('"2"', number) if where == "whist_price" else None
    if where == "record":
        item["record"] = {**RECORD, "pulya": "@"}
        text = export(games=[item]).replace('"@"', number)
    response = upload(client, text)
    assert response.status_code == 400
    assert f"{number} — не конечное число" in response.content.decode()


@pytest.mark.parametrize("number", ["NaN", "1e400", "-Infinity"])
def test_the_score_import_refuses_numbers_that_are_not_finite(client, number):
    text = json.dumps({**RECORD, "pulya": "@"}).replace('"@"', number)
    response = client.post("/score/import/", {"record": text})
    assert response.status_code == 400
    assert f"{number} — не конечное число" in response.content.decode()


@pytest.mark.parametrize("url", ["/api/score", "/api/solve", "/api/adjudicate"])
def test_the_apis_refuse_numbers_that_are_not_finite(client, url):
    response = client.post(url, '{"pulya": NaN}', content_type="application/json")
    assert response.status_code == 400
    assert "NaN" in response.json()["errors"][0]["message"]


@pytest.mark.parametrize("index", [1, -1, 40_000, "0", True])
def test_a_deal_index_the_game_does_not_have_is_a_400(client, host, index):
    data = export(games=[game()], rulings=[ruling(game=0, deal_index=index)])
    refused(upload(client, data), "rulings[0].deal_index")


def test_a_ruling_of_a_game_the_file_does_not_have_is_a_400(client, host):
    refused(upload(client, export(rulings=[ruling(game=3)])), "rulings[0].game")


def test_a_ruling_the_arbiter_cannot_give_refuses_the_file(client, host):
    request = {**example_record("renonce"), "players": ["Anna"]}
    response = upload(client, export(rulings=[ruling(request=request)]))
    assert response.status_code == 400
    assert "<li>rulings[0].request" in response.content.decode()
    assert not SavedRuling.objects.exists()


def test_an_imported_ruling_is_the_arbiters_under_a_new_permalink(client, host):
    """Was a forgery: the file's token, ruling text and convention were stored as given."""
    forged = ruling(
        token="my-own-permalink-of-forty-characters-xx",  # noqa: S106
        ruling={"rule": "FORGED", "entries": {"players": {"Anna": {"renamed": 1}}}},
        convention="balkan",
    )
    response = upload(client, export(rulings=[forged, forged]))
    assert response.status_code == 200
    (saved,) = SavedRuling.objects.all()  # the same ruling twice is one permalink
    assert saved.token != forged["token"] and len(saved.token) == 22
    assert saved.ruling["rule"] == "renonce_whister"
    assert saved.convention == "sochi"
    assert client.get(f"/rule/r/{saved.token}/").status_code == 200
    assert client.get("/rule/r/my-own-permalink-of-forty-charact/").status_code == 404


def test_an_impossible_date_in_progress_is_a_400_naming_it(client, host):
    progress = [{"level": "cards-1", "stars": 2, "solved": "2026-02-30T10:00:00"}]
    refused(upload(client, export(progress=progress)), "progress[0].solved")
