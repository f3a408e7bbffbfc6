"""The web flow's conduct incident (the 4-player dealer's look or advice, talk, counting aloud:
the classic text, Lesnoy's code 3.9.13), ruled as the API rules it; the misère's card names the
defenders' side, never a whister, and no gendered role noun next to a name; the deal step
speaks of a deal record, not of JSON. Russian pages (the site's default language)."""

import html as html_lib
import json
import re

import pytest

from rulings.core import ConductKind
from rulings.core.penalties.adjudicator import adjudicate
from rulings.examples import example_record
from tests.helpers.arbiter import HTMX, request_of, state

pytestmark = pytest.mark.django_db

FOUR = {
    "players": ["Аня", "Боря", "Вера", "Глеб"],
    "dealer": "Глеб",
    "convention": "sochi",
    "contract": "6S",
    "declarer": "Аня",
    "defenders": {"Боря": "whist", "Вера": "whist"},
    "tricks": {"Аня": 7, "Боря": 2, "Вера": 1},
}


def text(page: str) -> str:
    page = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", page, flags=re.S)
    return re.sub(r"\s+", " ", html_lib.unescape(re.sub(r"<[^>]+>", " ", page)))


def read(client, record) -> str:
    response = client.post(
        "/rule/deal/read/", {"convention": "sochi", "record": json.dumps(record)}, headers=HTMX
    )
    assert response.status_code == 200, response.content.decode()
    return response.content.decode()


def add(client, page: str, **answers) -> str:
    response = client.post(
        "/rule/incident/", {**state(page), "action": "add", **answers}, headers=HTMX
    )
    assert response.status_code == 200, response.content.decode()
    return response.content.decode()


def ruling_card(client, page: str) -> str:
    response = client.post("/rule/ruling/", state(page), headers=HTMX)
    assert response.status_code == 200, response.content.decode()
    return response.content.decode()


def test_conduct_is_offered_with_the_cores_kinds_and_the_dealer_among_who(client):
    page = read(client, FOUR)
    assert 'name="type" value="conduct"' in page
    response = client.post(
        "/rule/incident/", {**state(page), "action": "ask", "type": "conduct"}, headers=HTMX
    )
    asked = response.content.decode()
    assert response.status_code == 200
    for kind in ConductKind:
        assert f'<option value="{kind.value}"' in asked, kind
    assert '<option value="Глеб">Глеб</option>' in asked  # with four, the dealer too
    for name in ("kind", "player", "kibitzer", "at_trick"):
        assert f'name="{name}"' in asked
    for name in ("noticed", "dealer_fault", "trick", "card"):
        assert f'name="{name}"' not in asked
    assert "Сдающий подсказывает" in asked  # the kinds in the reader's language


def test_the_dealers_advice_reaches_the_ruling_card_in_russian_with_the_rule(client):
    page = add(client, read(client, FOUR), type="conduct", kind="dealer_advice", player="Глеб")
    incident = {"type": "conduct", "kind": "dealer_advice", "player": "Глеб"}
    assert request_of(page)["incidents"] == [incident]
    assert "Глеб, сдающий подсказывает" in text(page)  # the kind, lower case in the list
    card = ruling_card(client, page)
    assert 'data-rule="conduct_dealer_advice"' in card
    # ruled as the API rules it
    assert adjudicate({**FOUR, "incidents": [incident]}).items[0].rule == "conduct_dealer_advice"
    words = text(card)
    assert "Сдающий подсказывает" in words
    assert "классическ" in words.lower()  # the rule cited: the classic text
    assert "давать ему советы" in words  # its own sentence
    for english in ("dealer_advice", "the classic text", "advice", "penalty"):
        assert english not in words, english


def test_counting_aloud_by_a_kibitzer_needs_no_player_and_cites_3_9_13(client):
    page = add(client, read(client, FOUR), type="conduct", kind="counting_aloud", kibitzer="on",
               at_trick="4")  # fmt: skip
    assert request_of(page)["incidents"] == [
        {"type": "conduct", "kind": "counting_aloud", "kibitzer": True, "at_trick": 4}
    ]
    words = text(ruling_card(client, page))
    assert "3.9.13" in words and "Болельщик" in words


def test_conduct_without_who_or_kind_is_a_400_and_nothing_is_added(client):
    page = read(client, FOUR)
    for answers in ({"kind": "talk"}, {"player": "Вера"}):
        response = client.post(
            "/rule/incident/",
            {**state(page), "action": "add", "type": "conduct", **answers},
            headers=HTMX,
        )
        assert response.status_code == 400
        assert "incidents" not in request_of(response.content.decode())


def test_talk_by_a_player_is_ruled_without_a_penalty(client):
    page = add(client, read(client, FOUR), type="conduct", kind="talk", player="Вера")
    card = ruling_card(client, page)
    assert 'data-rule="conduct_talk"' in card
    assert "Разговоры за столом" in text(card)


# --- the misère's words
def misere_out_of_turn_card(client, **incident) -> str:
    record = example_record("misere-out-of-turn")
    if incident:
        record["incidents"] = [incident]
    return text(ruling_card(client, read(client, record)))


def test_a_card_out_of_turn_on_a_misere_names_the_defence_not_a_whister(client):
    words = misere_out_of_turn_card(client)
    assert "Ход не в очередь при ловле мизера" in words
    assert "Anna: В♦" in words and "(ловля мизера)" in words
    assert "вистующ" not in words and "Вистующ" not in words
    assert "разыгрывающ" not in words  # the misère player is not a declarer of tricks
    # no gendered role noun next to a name
    names = "Anna|Boris|Vera"
    roles = "вистующий|вистующая|разыгрывающий|играющий|ловящий|защитник"
    assert not re.search(rf"\b({names}) \(({roles})\)", words), words
    assert not re.search(rf"\b({roles}) \(({names})\)", words), words


MISERE_SHORT = {
    "players": ["Anna", "Boris", "Vera"],
    "dealer": "Anna",
    "contract": "misere",
    "declarer": "Boris",
    "tricks": {"Boris": 0, "Anna": 5, "Vera": 5},
}


def test_the_misere_players_own_card_out_of_turn_names_the_defenders(client):
    incident = {"type": "out_of_turn", "player": "Boris", "trick": 3, "card": "KD"}
    assert adjudicate({**MISERE_SHORT, "incidents": [incident]}).items[0].rule == (
        "out_of_turn_misere_declarer"
    )
    page = add(client, read(client, MISERE_SHORT), type="out_of_turn", player="Boris",
               trick="3", card="KD")  # fmt: skip
    words = text(ruling_card(client, page))
    assert "Ход не в очередь на мизере" in words
    assert "Boris: К♦" in words and "ловящие" in words
    assert "вистующ" not in words and "разыгрывающ" not in words


def test_a_defenders_card_out_of_turn_in_the_short_form_too(client):
    page = add(client, read(client, MISERE_SHORT), type="out_of_turn", player="Vera",
               trick="3", card="KD")  # fmt: skip
    words = text(ruling_card(client, page))
    assert "Vera: К♦" in words and "(ловля мизера)" in words
    assert "вистующ" not in words and "разыгрывающ" not in words


# --- the deal step's words
def test_the_deal_step_speaks_of_a_deal_record_not_json(client):
    response = client.post("/rule/deal/", {"preset": "sochi"}, headers=HTMX)
    page = response.content.decode()
    assert response.status_code == 200
    assert "<textarea" in page and 'name="record"' in page
    words = text(page)
    assert "JSON" not in words
    assert "Или вставьте запись сдачи" in words and "калькулятор" in words


# --- penalty cards (Lesnoy's code 3.9.14)
SIX_SPADES = {
    "players": ["Аня", "Боря", "Вера"],
    "dealer": "Вера",
    "contract": "6S",
    "declarer": "Аня",
    "defenders": {"Боря": "whist", "Вера": "whist"},
    "tricks": {"Аня": 7, "Боря": 2, "Вера": 1},
}


def test_several_penalty_cards_and_their_order_are_asked_and_ruled(client):
    page = read(client, SIX_SPADES)
    asked = client.post(
        "/rule/incident/", {**state(page), "action": "ask", "type": "out_of_turn"}, headers=HTMX
    ).content.decode()
    for name in ("penalty_cards", "order", "missed"):
        assert f'name="{name}"' in asked
    page = add(client, page, type="out_of_turn", player="Боря", trick="3", card="К♦",
               penalty_cards="К♦, 10♥", order="10♥ К♦", missed="on")  # fmt: skip
    incident = request_of(page)["incidents"][0]
    assert incident["penalty_cards"] == ["К♦", "10♥"] and incident["order"] == ["10♥", "К♦"]
    assert incident["missed"] is True
    words = text(ruling_card(client, page))
    assert "штрафн" in words and "3.9.14" in words
    assert "(К♦︎, 10♥︎)" in words and "KD" not in words and "10H" not in words  # our notation
    for english in ("several penalty cards", "the order chosen", "first chance"):
        assert english not in words, english


def test_an_order_of_other_cards_is_a_400_on_its_field(client):
    page = read(client, SIX_SPADES)
    response = client.post(
        "/rule/incident/",
        {
            **state(page),
            "action": "add",
            "type": "out_of_turn",
            "player": "Боря",
            "trick": "3",
            "card": "К♦",
            "penalty_cards": "К♦ 10♥",
            "order": "10♥ 7♠",
        },  # fmt: skip
        headers=HTMX,
    )
    assert response.status_code == 400
    page = response.content.decode()
    assert "incidents" not in request_of(page)
    assert re.search(r'id="id_order_error"[^>]*><li>[^<]+</li>', page)  # on its own field


def test_a_kibitzer_with_a_player_named_is_refused_saying_why(client):
    """Lesnoy's code 3.9.13 names players and kibitzers apart: a kibitzer has no seat. Without
    JavaScript «Who?» stays on the form, so a kibitzer with a player named is a 400 that says
    what to do, and nothing is added; with JavaScript the field is disabled and not sent."""
    page = read(client, FOUR)
    response = client.post(
        "/rule/incident/",
        {**state(page), "action": "add", "type": "conduct", "kind": "counting_aloud",
         "kibitzer": "on", "player": "Вера"},
        headers=HTMX,
    )  # fmt: skip
    assert response.status_code == 400
    words = text(response.content.decode())
    assert "Болельщик не сидит за столом: оставьте «Кто?» пустым" in words
    assert request_of(response.content.decode()).get("incidents") is None


def test_the_kibitzer_box_comes_before_who_and_the_script_is_loaded(client):
    page = read(client, FOUR)
    asked = client.post(
        "/rule/incident/", {**state(page), "action": "ask", "type": "conduct"}, headers=HTMX
    ).content.decode()
    assert asked.index('name="kibitzer"') < asked.index('name="player"')
    full = client.post("/rule/incident/", {**state(page), "action": "ask", "type": "conduct"})
    assert "js/arbiter.js" in full.content.decode()


def test_the_dealer_who_took_the_whist_back_is_offered_for_a_look_and_loses_his_trick(client):
    """3.9.11.2 names the dealer: with four he is among «Кто?» for a look at a quitted trick.
    Боря and Вера pass, Глеб (the dealer) takes the whist back («пишет и как вистующий, и как
    сдающий», the Sochi rules for four) and looks at trick 2: he is scored with the defenders'
    2 + 1 less one, 2; the passers' tricks stand (Боря 2, Вера 1), and the card has his row."""
    record = {**FOUR, "defenders": {"Боря": "pass", "Вера": "pass", "Глеб": "whist-back"}}
    page = read(client, record)
    response = client.post(
        "/rule/incident/", {**state(page), "action": "ask", "type": "peek"}, headers=HTMX
    )
    assert response.status_code == 200
    asked = response.content.decode()
    assert '<option value="Глеб">Глеб</option>' in asked
    assert "Кто? (вчетвером — и сдающий)" in text(asked)
    page = add(client, page, type="peek", player="Глеб", trick="2", at_trick="5")
    card = ruling_card(client, page)
    found = re.findall(r'<tr data-player="([^"]+)"[^>]*>(.*?)</tr>', card, flags=re.S)
    rows = {player: row for player, row in found if 'class="played"' in row}  # the tricks
    assert set(rows) == {"Аня", "Боря", "Вера", "Глеб"}
    assert text(rows["Глеб"]).split() == ["Глеб", "—", "—", "2"]
    assert text(rows["Вера"]).split() == ["Вера", "1", "1"]


def test_one_look_entered_twice_is_refused_in_russian_naming_both(client):
    """One look costs one trick (3.9.11.2); the same look added twice would cost two: the flow
    answers 400 with the core's message in Russian, naming incidents 1 and 2."""
    page = add(client, read(client, FOUR), type="peek", player="Боря", trick="2", at_trick="5")
    response = client.post(
        "/rule/incident/",
        {**state(page), "action": "add", "type": "peek", "player": "Боря", "trick": "2",
         "at_trick": "5"},
        headers=HTMX,
    )  # fmt: skip
    assert response.status_code == 400
    words = text(response.content.decode())
    assert "нарушения 1 и 2 в списке — одно и то же нарушение, внесённое дважды (Боря)" in words
    assert "проверьте запись" not in words
