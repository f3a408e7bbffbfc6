"""Core errors reach the reader in his language, with cards and calls in his notation."""

import json

import pytest
from django.utils import translation

from rulings.core.conventions.convention import Convention
from rulings.core.errors import PreferansError
from rulings.core.game.cards import parse_card
from rulings.core.rules.auction import Auction, bid
from rulings.examples import example_record
from rulings.messages import translate_error

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def _error(call) -> PreferansError:
    with pytest.raises(PreferansError) as caught:
        call()
    return caught.value


def test_card_error_in_russian_and_english():
    error = _error(lambda: parse_card("ZS"))

    with translation.override("ru"):
        assert translate_error(error).startswith("у «ZS» неизвестное достоинство «Z»")
    with translation.override("en"):
        assert translate_error(error) == str(error)


def test_nested_auction_error_uses_russian_notation():
    """The Sochi and Leningrad rules: a bid must be higher; the reason is nested in the «cannot
    call» sentence."""
    auction = Auction(Convention.preset("sochi"), ("Anna", "Boris", "Vera")).after(
        "Anna", bid("7♥")
    )
    error = _error(lambda: auction.after("Boris", bid("6♠")))

    with translation.override("ru"):
        assert translate_error(error) == (
            "Boris не может заявить 6♠: заявка должна быть старше, чем 7♥ "
            "(правила Сочи и Ленинграда)"
        )
    with translation.override("en"):
        assert translate_error(error) == (
            "Boris cannot call 6S: a bid must be higher than 7H (the Sochi and Leningrad rules)"
        )


def test_viewer_shows_record_problems_in_russian(client):
    record = example_record("renonce") | {"talon": "7♥ 7♥"}

    response = client.post("/deal/", {"record": json.dumps(record)}, headers=HTMX)

    html = response.content.decode()
    assert response.status_code == 400
    assert "сдана 2 раза" in html


def test_viewer_shows_record_problems_in_english_under_en(client):
    record = example_record("renonce") | {"contract": "11S"}

    response = client.post("/en/deal/", {"record": json.dumps(record)}, headers=HTMX)

    assert response.status_code == 400
    assert "«11S» is not a contract" in response.content.decode()


def test_api_score_errors_follow_the_language_prefix(client):
    body = json.dumps({"convention": "nowhere", "players": ["A", "B", "C"], "deals": []})

    russian = client.post("/api/score", body, content_type="application/json").json()
    english = client.post("/en/api/score", body, content_type="application/json").json()

    assert any("неизвестная конвенция" in e["message"] for e in russian["errors"])
    assert any("unknown convention" in e["message"] for e in english["errors"])
