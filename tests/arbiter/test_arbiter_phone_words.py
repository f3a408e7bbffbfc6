"""What a player meets at the table at 2 a.m. on a phone, in Russian (the site's default
language): problems said where they are in the deal's words, never as JSON keys; naming the
whister whose card was highest is enough for the declarer's renonce trick; an order of penalty
cards that names other cards is refused in the player's words; a misdeal's long answers are
radios, which wrap, where a phone's select cuts them."""

import json
import re

import pytest

from rulings.examples import example_record
from tests.arbiter.test_arbiter_conduct_and_misere import add, read, ruling_card, text
from tests.helpers.arbiter import HTMX, request_of, state

pytestmark = pytest.mark.django_db

# Аня's 6♠, both whist; Аня took 7 (the renonce trick among them), Боря 2, Вера 1
SHORT = {
    "players": ["Аня", "Боря", "Вера"],
    "dealer": "Вера",
    "contract": "6S",
    "declarer": "Аня",
    "defenders": {"Боря": "whist", "Вера": "whist"},
    "tricks": {"Аня": 7, "Боря": 2, "Вера": 1},
}


def test_the_deals_problems_name_the_place_not_the_json_key(client):
    record = {**SHORT, "players": ["Аня", "Боря"], "tricks": {"Аня": 7, "Боря": 2}}
    response = client.post(
        "/rule/deal/read/", {"convention": "sochi", "record": json.dumps(record)}, headers=HTMX
    )
    page = text(response.content.decode())
    assert response.status_code == 400
    assert "Игроки: в преферанс играют втроём или вчетвером, а не 2" in page
    assert "players:" not in page
    assert json.dumps(record)[:20] in response.content.decode().replace("&quot;", '"')  # kept


def test_naming_the_highest_whister_says_the_declarer_took_the_renonce_trick(client):
    """The classic text: the declarer's renonce trick goes to the whister whose card of the led
    suit is highest; naming him is asked only for a trick the declarer took, so it is enough."""
    page = add(client, read(client, SHORT), type="renonce", player="Аня", trick="3", highest="Вера")
    assert request_of(page)["incidents"] == [
        {"type": "renonce", "player": "Аня", "trick": 3, "won_by": "Аня", "highest": "Вера"}
    ]
    card = ruling_card(client, page)
    # Аня 7 → 6, Вера 1 → 2: the renonce trick moved to Вера
    assert re.search(r'data-player="Аня"[^>]*>.*?<td class="ruling">6</td>', card, re.S)
    assert re.search(r'data-player="Вера"[^>]*>.*?<td class="ruling">2</td>', card, re.S)
    assert "won_by" not in text(card) and "highest" not in text(card)
    # a role noun after a name would need its gender («Аня (разыгрывающий)»); before it, none
    assert "Ренонс разыгрывающего (Аня) во взятке 3" in text(card)
    assert "(разыгрывающий)" not in text(card)


def test_an_order_of_other_penalty_cards_is_refused_in_the_players_words(client):
    page = read(client, example_record("renonce"))
    response = client.post(
        "/rule/incident/",
        {
            **state(page),
            "action": "add",
            "type": "out_of_turn",
            "player": "Vera",
            "trick": "5",
            "card": "Д♣",
            "penalty_cards": "10♣ 7♣",
            "order": "7♣ В♣",
        },
        headers=HTMX,
    )
    words = text(response.content.decode())
    assert "В порядке — те же штрафные карты, что выше, каждая по разу" in words
    assert "penalty_cards" not in words
    assert "В♣" in response.content.decode()  # what was typed is kept
    assert "incidents" not in request_of(response.content.decode())  # nothing added


def test_the_same_cards_in_another_notation_are_the_same_order(client):
    page = read(client, example_record("renonce"))
    page = add(
        client,
        page,
        type="out_of_turn",
        player="Vera",
        trick="5",
        card="Д♣",
        penalty_cards="10♣ 7♣",
        order="7C 10C",
    )
    (incident,) = request_of(page)["incidents"]
    assert incident["order"] == ["7C", "10C"] and incident["penalty_cards"] == ["10♣", "7♣"]


def test_a_misdeals_long_answers_are_radios(client):
    page = read(client, SHORT)
    response = client.post(
        "/rule/incident/", {**state(page), "action": "ask", "type": "misdeal"}, headers=HTMX
    )
    asked = response.content.decode()
    assert '<select name="kind"' not in asked and '<select name="noticed"' not in asked
    assert asked.count('type="radio" name="kind"') == 7
    assert asked.count('type="radio" name="noticed"') == 4
    assert "у игроков разное число карт или неправильный прикуп" in asked
    page = add(client, page, type="misdeal", kind="wrong_count", noticed="after_bidding")
    assert request_of(page)["incidents"][0]["kind"] == "wrong_count"


def test_a_renonce_trick_not_in_the_play_is_asked_for_in_the_players_words(client):
    """The API names the key to fill («(won_by)»); the flow asks who took the trick."""
    page = read(client, SHORT)
    response = client.post(
        "/rule/incident/",
        {**state(page), "action": "add", "type": "renonce", "player": "Боря", "trick": "3"},
        headers=HTMX,
    )
    words = text(response.content.decode())
    assert "взятки 3 нет в розыгрыше: укажите, кто её взял за столом" in words
    assert "won_by" not in words and "incidents[" not in words


def test_a_renonce_on_raspasy_without_the_card_says_the_card_was_not_given(client):
    """The short form names no card, and on raspasy the card changes nothing: the card names
    the player only, not «(Боря, ?)»."""
    record = {
        "players": ["Аня", "Боря", "Вера"],
        "dealer": "Вера",
        "contract": "raspasy",
        "tricks": {"Аня": 2, "Боря": 5, "Вера": 3},
    }
    page = add(client, read(client, record), type="renonce", player="Боря", trick="2")
    card = text(ruling_card(client, page))
    assert "ренонс (Боря)." in card
    assert "?)" not in card and "карта не указана" not in card


def test_a_game_gone_before_its_deal_is_picked_is_step_one_with_the_reason(client, make_game):
    """Picked from step 1, deleted meanwhile (another tab): not Django's 404 page, which
    DEBUG shows unstyled, but step 1 again, in the page's own words and styling."""
    game = make_game()
    pk = game.pk
    game.delete()
    response = client.post("/rule/deal/", {"game": str(pk)})
    page = response.content.decode()
    assert response.status_code == 404
    assert 'data-step="convention"' in page and "arbiter.css" in page
    assert "Этой пули больше нет: начните с другой." in page


def test_a_penalty_card_that_cannot_be_read_is_named(client):
    page = read(client, example_record("renonce"))
    response = client.post(
        "/rule/incident/",
        {
            **state(page),
            "action": "add",
            "type": "out_of_turn",
            "player": "Vera",
            "trick": "5",
            "card": "Д♣",
            "penalty_cards": "Z♠ 10♣",
        },
        headers=HTMX,
    )
    words = text(response.content.decode())
    assert response.status_code == 400
    assert "«Z♠» — не карта" in words
    assert "нужен список карт" not in words
