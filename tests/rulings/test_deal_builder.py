"""Building a deal card by card: the draft, the page, and the finished record."""

import json
import re

import pytest

from rulings.core.game.cards import parse_card
from rulings.core.records.deal_record import replay_json
from rulings.deal_builder import TALON, DealDraft, PlaceFullError, apply_click, read_owners

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}
SEATS = {"players": "Anna, Boris, Vera, Gleb", "dealer": "Gleb"}


def test_four_players_the_dealer_gets_no_place():
    """The classic text / 004: with four the dealer sits out, so cards go to three hands and the
    talon."""
    draft = DealDraft(("Anna", "Boris", "Vera", "Gleb"), "Gleb", {})

    assert draft.places == ("Anna", "Boris", "Vera", TALON)


def test_a_second_click_takes_the_card_back():
    draft = DealDraft(("Anna", "Boris", "Vera"), "Vera", {})
    ace = parse_card("Т♠")

    placed = apply_click(draft, "place", ace, "Boris", seed=1)
    assert placed.cards_of("Boris") == (ace,)

    assert apply_click(placed, "place", ace, "Boris", seed=1).owners == {}


def test_a_full_talon_takes_no_third_card():
    draft = DealDraft(("Anna", "Boris", "Vera"), "Vera", {})
    for token in ("7♥", "8♥"):
        draft = apply_click(draft, "place", parse_card(token), TALON, seed=1)

    with pytest.raises(PlaceFullError):
        apply_click(draft, "place", parse_card("9♥"), TALON, seed=1)
    assert draft.next_open_place(TALON) == "Anna"


def test_the_rest_at_random_completes_a_valid_deal():
    draft = DealDraft(("Anna", "Boris", "Vera"), "Vera", {parse_card("AS"): "Vera"})

    full = apply_click(draft, "random", None, "Anna", seed=7)

    assert full.complete
    assert parse_card("AS") in full.cards_of("Vera")
    replay = replay_json(full.record())  # the rules core accepts it
    assert replay.record.deal.talon == tuple(sorted(full.cards_of(TALON)))


def test_owners_from_the_page_drop_what_is_not_a_card_or_a_place():
    owners = read_owners(json.dumps({"AS": "Anna", "ZZ": "Anna", "KH": "Nobody"}), ("Anna",))

    assert owners == {parse_card("AS"): "Anna"}


def _owners(html: str) -> dict:
    value = re.search(r'name="owners" value="([^"]*)"', html).group(1)
    return json.loads(value.replace("&quot;", '"'))


def test_clicking_cards_on_the_page_fills_the_chosen_hand(client):
    owners = {}
    for token in ("AS", "KS"):
        response = client.post(
            "/deal/build/",
            SEATS | {"owners": json.dumps(owners), "target": "Boris", "card": token},
            headers=HTMX,
        )
        assert response.status_code == 200
        owners = _owners(response.content.decode())

    assert owners == {"AS": "Boris", "KS": "Boris"}


def test_a_finished_deal_opens_in_the_viewer(client):
    response = client.post(
        "/deal/build/", SEATS | {"owners": "{}", "action": "random"}, headers=HTMX
    )

    html = response.content.decode()
    assert "Открыть в просмотре сдачи" in html
    record = re.search(r'name="record" value="([^"]*)"', html).group(1).replace("&quot;", '"')
    viewer = client.post("/deal/", {"record": record})
    assert viewer.status_code == 200
    assert viewer.content.decode().count('class="seat') == 3


def test_a_full_hand_says_so_and_keeps_the_draft(client):
    ten = {token: "Anna" for token in "7S 8S 9S 10S JS QS KS AS 7C 8C".split()}

    response = client.post(
        "/deal/build/",
        SEATS | {"owners": json.dumps(ten), "target": "Anna", "card": "AH"},
        headers=HTMX,
    )

    assert response.status_code == 400
    html = response.content.decode()
    assert "Anna: все карты уже на месте" in html
    assert _owners(html) == ten


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        ({"players": "Anna, Boris", "dealer": "Anna"}, "втроём или вчетвером"),
        ({"players": "Anna, Boris, Vera", "dealer": "Gleb"}, "не из числа игроков"),
    ],
)
def test_bad_seats_get_a_400_with_the_reason(client, seats, message):
    response = client.post("/deal/build/", seats | {"owners": "{}"}, headers=HTMX)

    assert response.status_code == 400
    assert message in response.content.decode()


def test_a_player_named_talon_is_refused_with_the_reason(client):
    seats = {"players": "Anna, talon, Vera", "dealer": "Vera"}
    response = client.post("/en/deal/build/", seats | {"action": "random"}, headers=HTMX)
    assert response.status_code == 400
    assert "names the talon here: give the player another name" in response.content.decode()
