"""A card out of turn asked in the contract's terms. On raspasy it is no penalty card: «все
взятки после нарушения забирает нарушитель», and a player who shows damage is compensated
(Lesnoy's code 3.9.14.3) — so the form asks who complains and, where the play is not recorded,
the tricks taken before it; on a game it asks the penalty cards (3.9.14) and never who
complains about raspasy damage."""

import re

import pytest

from tests.arbiter.test_arbiter_conduct_and_misere import add, read, ruling_card, text
from tests.helpers.arbiter import HTMX, request_of, state

pytestmark = pytest.mark.django_db

RASPASY = {
    "players": ["Аня", "Боря", "Вера"],
    "dealer": "Вера",
    "contract": "raspasy",
    "tricks": {"Аня": 2, "Боря": 5, "Вера": 3},
}
GAME = {
    "players": ["Аня", "Боря", "Вера"],
    "dealer": "Вера",
    "contract": "6S",
    "declarer": "Аня",
    "defenders": {"Боря": "whist", "Вера": "whist"},
    "tricks": {"Аня": 7, "Боря": 2, "Вера": 1},
}


def ask(client, page: str) -> str:
    response = client.post(
        "/rule/incident/",
        {**state(page), "action": "ask", "type": "out_of_turn"},
        headers=HTMX,
    )
    assert response.status_code == 200
    return response.content.decode()


def test_on_raspasy_the_form_asks_the_tricks_before_and_who_complains_not_penalty_cards(client):
    words = text(ask(client, read(client, RASPASY)))
    for player in ("Аня", "Боря", "Вера"):
        assert f"Взятки до хода не в очередь ({player})" in words
    assert "Распасы: кто просит оценить ущерб?" in words
    assert "штрафных карт" not in words.lower() and "штрафные карты" not in words.lower()


def test_on_a_game_the_form_asks_penalty_cards_and_no_raspasy_question(client):
    words = text(ask(client, read(client, GAME)))
    assert "Распасы" not in words and "Взятки до хода не в очередь" not in words
    assert "штрафных карт" in words.lower()


def test_raspasy_out_of_turn_in_the_short_form_is_ruled_from_the_tricks_before(client):
    """Вера leads out of turn in trick 4; Аня had taken 2 and Боря 1: the seven tricks from the
    offence on are Вера's (3.9.14.3), whatever the table wrote after it."""
    page = add(
        client,
        read(client, RASPASY),
        type="out_of_turn",
        player="Вера",
        trick="4",
        card="В♥",
        tricks_before_0="2",
        tricks_before_1="1",
        tricks_before_2="0",
    )
    (incident,) = request_of(page)["incidents"]
    assert incident["tricks_before"] == {"Аня": 2, "Боря": 1, "Вера": 0}
    card = ruling_card(client, page)
    assert "3.9.14.3" in text(card)
    for player, tricks in (("Аня", 2), ("Боря", 1), ("Вера", 7)):
        assert re.search(
            rf'data-player="{player}"[^>]*>.*?<td class="ruling">{tricks}</td>', card, re.S
        )


@pytest.mark.parametrize(
    ("answers", "message"),
    [
        (
            {"tricks_before_0": "2", "tricks_before_1": "2", "tricks_before_2": "0"},
            "До взятки 4 сыграно взяток: 3, а в сумме указано: 4.",
        ),
        ({"tricks_before_0": "2", "tricks_before_1": "1"}, "Ответьте, пожалуйста, на этот вопрос."),
    ],
)
def test_tricks_before_that_do_not_add_up_are_refused_in_words(client, answers, message):
    page = read(client, RASPASY)
    response = client.post(
        "/rule/incident/",
        {
            **state(page),
            "action": "add",
            "type": "out_of_turn",
            "player": "Вера",
            "trick": "4",
            "card": "В♥",
            **answers,
        },
        headers=HTMX,
    )
    assert response.status_code == 400
    words = text(response.content.decode())
    assert message in words
    assert "tricks_before" not in words
    assert "incidents" not in request_of(response.content.decode())


def test_a_card_out_of_turn_in_the_first_trick_needs_no_tricks_before(client):
    page = add(
        client, read(client, RASPASY), type="out_of_turn", player="Вера", trick="1", card="В♥"
    )
    (incident,) = request_of(page)["incidents"]
    assert "tricks_before" not in incident
    assert "3.9.14.3" in text(ruling_card(client, page))


def test_with_four_the_dealers_talon_tricks_are_asked_too(client):
    """The Sochi rules for four: «Игроки, взявшие на распасах (в том числе и сдатчик)» — Гоша,
    the dealer, took a talon trick before Вера's card out of turn in trick 5."""
    record = {
        "players": ["Аня", "Боря", "Вера", "Гоша"],
        "dealer": "Гоша",
        "contract": "raspasy",
        "tricks": {"Аня": 2, "Боря": 1, "Вера": 6, "Гоша": 1},
    }
    page = read(client, record)
    assert "Взятки до хода не в очередь (Гоша)" in text(ask(client, page))
    page = add(
        client,
        page,
        type="out_of_turn",
        player="Вера",
        trick="5",
        card="7♥",
        tricks_before_0="2",
        tricks_before_1="1",
        tricks_before_2="0",
        tricks_before_3="1",
    )
    (incident,) = request_of(page)["incidents"]
    assert incident["tricks_before"] == {"Аня": 2, "Боря": 1, "Вера": 0, "Гоша": 1}
