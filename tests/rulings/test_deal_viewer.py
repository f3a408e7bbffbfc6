"""The deal viewer: paste, step, click to play, and bad input answered with a 4xx."""

import json

import pytest

from rulings.examples import example_record

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def test_example_shows_the_renonce_with_its_rule(client):
    """The renonce example: Boris discards Т♦ in trick 3 while holding the led suit."""
    html = client.get("/deal/?example=renonce").content.decode()

    assert "Ренонс: Boris, взятка 3" in html
    assert 'data-card="AD"' in html
    # the rule names its source in Russian and links it to the sources page
    assert '<a href="/sources/#lesnoy">кодекс Лесного</a> 3.9.3' in html
    assert "Взятка 10 из 10" in html


def test_out_of_turn_example_names_whose_turn_it_was(client):
    html = client.get("/en/deal/?example=misere-out-of-turn").content.decode()

    assert "Card out of turn: Anna in trick 2 (it was Vera's turn)" in html
    assert '<a href="/en/sources/#lesnoy">Lesnoy&#x27;s code</a> 3.9.14' in html


def test_stepping_back_shows_the_hands_before_later_tricks(client):
    record = json.dumps(example_record("renonce"), ensure_ascii=False)

    response = client.post("/deal/", {"record": record, "step": "2"}, headers=HTMX)

    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html  # only the partial is sent to htmx
    assert "Взятка 2 из 10" in html
    # After two tricks each of the three hands holds eight cards.
    assert html.count('class="card') - html.count("card-button") >= 3 * 8
    # The renonce happens in trick 3, so it is not shown yet.
    assert "Ренонс" not in html


def test_clicking_a_card_plays_it_for_its_holder(client):
    record = json.dumps(example_record("renonce") | {"play": []}, ensure_ascii=False)
    replay = client.post("/deal/", {"record": record}, headers=HTMX).content.decode()
    assert "Взятка 0 из 0" in replay

    response = client.post(
        "/deal/play/", {"record": record, "player": "Boris", "card": "7S"}, headers=HTMX
    )

    html = response.content.decode()
    # Boris holds no 7♠ in this deal, so the card cannot be recorded: the record is kept.
    assert response.status_code == 400
    assert "Boris: карты 7♠ нет на руках (взятка 1)" in html


def test_a_played_card_is_added_to_the_record(client):
    data = example_record("renonce")
    first_player, first_card = data["play"][0]
    record = json.dumps(data | {"play": []}, ensure_ascii=False)

    response = client.post(
        "/deal/play/",
        {"record": record, "player": first_player, "card": first_card},
        headers=HTMX,
    )

    assert response.status_code == 200
    html = response.content.decode()
    assert f"{first_player} " in html
    assert "&quot;play&quot;: [[&quot;" in html  # the record in the form now has one card


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ("{not json", "Это не JSON"),
        ('{"players": ["Anna", "Boris"], "dealer": "Anna"}', "втроём или вчетвером"),
        (
            json.dumps(example_record("renonce") | {"talon": "7♥ 7♥"}, ensure_ascii=False),
            "сдана 2 раза",
        ),
        (json.dumps(example_record("renonce") | {"contract": "11S"}), "«11S» — не контракт"),
    ],
)
def test_bad_records_get_a_400_with_the_problem(client, record, message):
    response = client.post("/deal/", {"record": record}, headers=HTMX)

    assert response.status_code == 400
    html = response.content.decode()
    assert message in html
    assert "Traceback" not in html


def test_random_deal_with_four_players_leaves_the_dealer_out(client):
    response = client.post(
        "/deal/random/",
        {"players": "4", "contract": "raspasy", "convention": "sochi", "seed": "5"},
        headers=HTMX,
    )

    html = response.content.decode()
    assert response.status_code == 200
    assert html.count('class="seat') == 3
    assert (
        'data-player="Gleb"' not in html
    )  # Gleb dealt and sits out (the classic text, the Sochi rules for four)
    assert html.count("card-button") == 30


def test_random_deal_rejects_a_bad_contract(client):
    response = client.post(
        "/deal/random/", {"players": "3", "contract": "11X", "convention": "sochi"}, headers=HTMX
    )

    assert response.status_code == 400
    assert "«11X» — не контракт" in response.content.decode()


def test_viewer_forms_carry_the_csrf_token(client):
    html = client.get("/deal/?example=raspasy-four").content.decode()

    assert html.count("csrfmiddlewaretoken") >= 2
    assert "hx-headers" in html
