"""The deal viewer: paste, step, click to play, and bad input answered with a 4xx."""

import html as html_lib
import json

import pytest

from rulings.core import parse_card, replay_json
from rulings.examples import example_record

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def test_an_example_opens_at_the_first_trick_with_the_hands_in_view(client):
    """Issue 14: a player follows an example from its first trick; on the Russian site the
    players have the names a Russian table uses."""
    html = client.get("/deal/?example=renonce").content.decode()

    assert "Взятка 1 из 10" in html
    # Trick 1: Аня 10♦, Боря К♦, Вера 7♦ — Боря takes it with the king.
    assert "Аня" in html and "Боря" in html and "Anna" not in html and "Boris" not in html
    assert html.count('class="seat') == 3
    # after one trick each hand holds nine cards, all of them shown
    assert html.count('class="card-button"') == 0
    assert html.count('class="card') >= 3 * 9
    assert "Ренонс" not in html  # trick 3 is still ahead
    # what to watch for, in the player's words
    assert "Пример:</strong> 6♠, два виста: во взятке 3 вистующий без треф" in html


def test_an_example_keeps_the_english_names_on_the_english_site(client):
    html = client.get("/en/deal/?example=renonce").content.decode()

    assert "Trick 1 of 10" in html
    assert 'data-player="Boris"' in html and "Боря" not in html


def test_the_renonce_example_shows_the_renonce_with_its_rule(client):
    """The renonce example: Boris has no clubs in trick 3, holds trumps and plays Т♦."""
    record = json.dumps(example_record("renonce"), ensure_ascii=False)
    html = client.post("/deal/", {"record": record}).content.decode()

    assert "Ренонс: Boris, взятка 3" in html
    # what kind of renonce: Boris has no clubs but holds trumps (spades)
    assert '<span class="renonce-kind">— нет ♣, но не бьёт козырем</span>' in html
    assert 'data-card="AD"' in html
    # the rule names its source in Russian and links it to the sources page
    assert '<a href="/sources/#lesnoy">кодекс Лесного</a> 3.9.3' in html
    assert "Взятка 10 из 10" in html


def test_out_of_turn_example_names_whose_turn_it_was(client):
    record = json.dumps(example_record("misere-out-of-turn"), ensure_ascii=False)
    html = client.post("/en/deal/", {"record": record}).content.decode()

    assert "Card out of turn: Anna in trick 2 (it was Vera's turn)" in html
    assert "renonce-kind" not in html
    assert '<a href="/en/sources/#lesnoy">Lesnoy&#x27;s code</a> 3.9.14' in html


@pytest.mark.parametrize(
    ("key", "russian", "english"),
    [
        (
            "renonce",
            "6♠, два виста: во взятке 3 вистующий без треф не бьёт козырем — ренонс",
            "6♠, two whisters: in trick 3 a whister has no clubs and does not trump — a renonce",
        ),
        (
            "misere-out-of-turn",
            "Мизер: во взятке 2 один из ловящих ходит не в очередь",
            "Misère: in trick 2 a defender leads out of turn",
        ),
        (
            "raspasy-four",
            "Распасы вчетвером: во взятке 2 старше всех карта прикупа — взятка сдатчика",
            "Raspasy for four: the talon card takes trick 2, and the trick is the dealer's",
        ),
    ],
)
def test_each_example_title_says_what_happened(client, key, russian, english):
    """The titles tell the story a player sees when stepping through the deal."""
    assert f'<a href="?example={key}">{russian}</a>' in client.get("/deal/").content.decode()
    english_page = html_lib.unescape(client.get("/en/deal/").content.decode())
    assert f'<a href="?example={key}">{english}</a>' in english_page


def test_the_example_titles_match_the_deals():
    """What each title says, checked on the replayed deal: the renonce is a void whister not
    trumping in trick 3, the misère's card out of turn is in trick 2, the four-handed raspasy's
    trick 2 goes to the dealer through the talon card."""
    renonce = replay_json(example_record("renonce")).irregularities
    assert [(i.type, i.trick, i.void_in_led_suit) for i in renonce] == [("renonce", 3, True)]
    misere = replay_json(example_record("misere-out-of-turn")).irregularities
    assert [(i.type, i.trick) for i in misere] == [("out_of_turn", 2)]
    raspasy = replay_json(example_record("raspasy-four"))
    second = raspasy.play.tricks[1]
    assert second.winner == raspasy.record.deal.dealer == "Gleb"
    assert second.talon_card == parse_card("К♥")


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
    assert (
        "Ход 1, Boris: карты 7♠ нет на руке во взятке 1 — её уже сыграли или она у другого "
        "игрока. Выберите карту, которая ещё на руке."
    ) in html


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


def test_a_renonce_holding_the_led_suit_says_it_did_not_follow(client):
    """Trick 1 of the renonce example: Anna leads 10♦ and Boris, holding diamonds, plays К♠."""
    record = example_record("renonce") | {"play": [["Anna", "10♦"], ["Boris", "К♠"]]}
    html = client.post("/en/deal/", {"record": json.dumps(record)}).content.decode()

    assert "Renonce: Boris in trick 1" in html
    assert '<span class="renonce-kind">— holds ♦, yet does not follow suit</span>' in html
