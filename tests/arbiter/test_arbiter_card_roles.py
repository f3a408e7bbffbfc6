"""Who the card says offended, and in what number (issue 21, the third review).

* Open whist: the whister plays the passer's cards, so a renonce from the passer's hand is the
  whister's (the classic text «Если ренонс допустил вистующий»): the card says «Ренонс
  вистующего», never «пасующего», though the incident names the passer's seat.
* Several renonces are several violations («по одному ремизу за каждый ренонс», «ставит наверх
  по 10 за каждое нарушение»): the heading and the sentence are in the plural.
* A game credited on a whister's renonce takes the tricks it lacks from the offender: our
  reading (the text takes away only «взятки, взятые им с нарушением»), said on the card.
"""

import pytest

from rulings.core import adjudicate
from tests.arbiter.test_arbiter_card_words import russian_card
from tests.helpers.adjudication import play_out, raspasy_record

pytestmark = pytest.mark.django_db

PLAYERS = ["Anna", "Boris", "Vera"]


def game(defenders, tricks, incidents, contract="6S", **more):
    return {
        "players": PLAYERS,
        "dealer": "Vera",
        "convention": "sochi",
        "contract": contract,
        "declarer": "Anna",
        "defenders": defenders,
        "tricks": tricks,
        "incidents": incidents,
        **more,
    }


def renonce(player, trick):
    return {"type": "renonce", "player": player, "trick": trick, "won_by": player}


def test_open_whist_a_renonce_from_the_passers_hand_is_the_whisters():
    request = game(
        {"Boris": "whist", "Vera": "pass"},
        {"Anna": 5, "Boris": 4, "Vera": 1},
        [renonce("Vera", 4)],
        open=True,
    )
    card = russian_card(request)

    assert "Решение Ренонс вистующего " in card
    assert "Ренонс вистующего: Boris, во взятке 4." in card
    assert "пасующего" not in card
    assert "Boris ставит 1 ремиз по 2" in card


def test_two_renonces_of_one_whister_are_named_in_the_plural():
    request = game(
        {"Boris": "whist", "Vera": "whist"},
        {"Anna": 4, "Boris": 4, "Vera": 2},
        [renonce("Boris", 2), renonce("Boris", 6)],
    )
    card = russian_card(request)

    assert "Решение Ренонсы вистующего " in card
    assert "Ренонсы вистующего: Boris, во взятках 2, 6." in card
    assert "Boris ставит 2 ремиза по 2" in card


def test_two_renonces_on_raspasy_are_headed_in_the_plural():
    """The classic text, «ставит наверх по 10 за каждое нарушение»: Boris revokes twice."""
    record = raspasy_record("kurochka")
    record["play"] = []
    request = play_out(record, {(1, "Boris"): "QD", (7, "Boris"): "KH"})
    card = russian_card(request)

    assert "Решение Ренонсы на распасах " in card
    assert card.count("принятое толкование") <= 1


def test_the_game_credited_says_it_takes_the_offenders_tricks():
    """7♠, Anna 5, Boris 3, Vera 2; Boris's renonce trick 2 goes to Anna (6): the seven credited
    lacks one more, taken from Boris's two kept tricks, so he is counted 1."""
    request = game(
        {"Boris": "whist", "Vera": "whist"},
        {"Anna": 5, "Boris": 3, "Vera": 2},
        [renonce("Boris", 2)],
        contract="7S",
    )
    ruling = adjudicate(request)
    assert ruling.credited == {"Anna": 7, "Boris": 1}

    card = russian_card(request)
    assert "засчитанной игре недостающие взятки даёт нарушитель" in card
    assert "Boris засчитано 1 из оставшихся 2" in card


def test_renonces_on_both_sides_beside_a_passer_say_he_is_paid_nothing():
    """«платят пополам по расчету другому вистующему»: Vera passed, so she is no whister and
    the card does not send the half payments to her."""
    request = game(
        {"Boris": "whist", "Vera": "pass"},
        {"Anna": 6, "Boris": 3, "Vera": 1},
        [
            {"type": "renonce", "player": "Anna", "trick": 2, "won_by": "Anna", "highest": "Boris"},
            renonce("Boris", 5),
        ],
    )
    card = russian_card(request)

    assert "второй защитник спасовал, а платят за взятки только вистующему" in card
    assert "платят другому вистующему" not in card
