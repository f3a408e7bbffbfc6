"""Core errors reach the reader in his language, with cards and calls in his notation."""

import json

import pytest
from django.utils import translation

from rulings.core import RecordError, replay_json
from rulings.core.conventions.convention import Convention
from rulings.core.errors import PreferansError
from rulings.core.game.cards import parse_card
from rulings.core.rules.auction import Auction, bid
from rulings.examples import example_record
from rulings.messages import field_words, translate_error, translate_problem

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


def _problems(record) -> list[str]:
    with pytest.raises(RecordError) as caught:
        replay_json(record)
    return [translate_problem(problem) for problem in caught.value.details]


def test_record_problems_say_where_in_the_deal_not_the_json_path():
    """Issue 14: «play[7]: …» becomes «Ход 8, Boris: …» with what to do; the auction's and the
    hands' problems are named the same way."""
    renonce = example_record("renonce")
    not_held = renonce | {"play": [*renonce["play"][:7], ["Boris", "7♠"]]}
    out_of_order = renonce | {"auction": [["Anna", "6♠"], ["Boris", "6♠"], ["Vera", "pass"]]}
    bad_hand = renonce | {"hands": renonce["hands"] | {"Boris": "К♠ Z♠"}}

    with translation.override("ru"):
        assert _problems(not_held) == [
            "Ход 8, Boris: карты 7♠ нет на руке во взятке 3 — её уже сыграли или она у другого "
            "игрока. Выберите карту, которая ещё на руке."
        ]
        assert _problems(out_of_order)[0].startswith(
            "Торговля, слово 2: Boris не может заявить 6♠: заявка должна быть старше, чем 6♠"
        )
        assert _problems(bad_hand)[0].startswith("Карты (Boris): ")
    with translation.override("en"):
        assert _problems(not_held) == [
            "Card 8, Boris: 7S is not in the hand at trick 3 — it was played earlier or another "
            "player holds it. Choose a card still in the hand."
        ]
        assert _problems(renonce | {"talon": "7♥ 7♥"})[0].startswith("Hands: ")


def test_a_field_this_page_does_not_know_is_shown_as_it_is():
    assert field_words("deals[3].kontra") == "deals[3].kontra"
    assert field_words("") == ""
