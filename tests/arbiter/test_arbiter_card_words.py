"""The ruling card in words a player reads at 2 a.m. (issue 12): in Russian with no English
inside, no guessed gender or case of a name, entries named as they are written, every
citation by the source's name, no line said twice."""

import html as html_lib
import re

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from rulings.arbiter import selectors
from rulings.core.penalties.adjudicator import adjudicate
from rulings.examples import example_record
from tests.helpers.data import load

NAMES = ("Аня", "Боря", "Вера")


def short(**extra):
    return {
        "players": list(NAMES),
        "dealer": "Вера",
        "convention": "sochi",
        "contract": "6S",
        "declarer": "Аня",
        "defenders": {"Боря": "whist", "Вера": "whist"},
        "tricks": {"Аня": 6, "Боря": 3, "Вера": 1},
        **extra,
    }


def russian_card(request) -> str:
    """The card's visible text, in Russian."""
    with translation.override("ru"):
        card = selectors.ruling_card(adjudicate(request).as_json())
        page = render_to_string("arbiter/_card.html", {"card": card, "interactive": False})
    text = html_lib.unescape(re.sub(r"<[^>]+>", " ", page))
    return re.sub(r"\s+", " ", text)


PEEK = short(incidents=[{"type": "peek", "player": "Боря", "trick": 2, "at_trick": 6}])
RASPASY_KUROCHKA = {
    "players": list(NAMES),
    "dealer": "Вера",
    "convention": "kurochka",
    "contract": "raspasy",
    "tricks": {"Аня": 3, "Боря": 4, "Вера": 3},
    "incidents": [{"type": "renonce", "player": "Вера", "trick": 3, "won_by": "Аня"}],
}
MISDEAL = {
    "players": list(NAMES),
    "dealer": "Вера",
    "incidents": [{"type": "misdeal", "kind": "out_of_turn", "noticed": "after_bidding"}],
}
CARDS = {
    "peek": PEEK,
    "peek_harms_partner": short(
        tricks={"Аня": 6, "Боря": 3, "Вера": 1},
        incidents=[{"type": "peek", "player": "Боря", "trick": 2, "at_trick": 6}],
    ),
    "raspasy_kurochka": RASPASY_KUROCHKA,
    "talon": short(incidents=[{"type": "talon_peek", "player": "Вера"}]),
    "misdeal": MISDEAL,
    "conduct": short(incidents=[{"type": "conduct", "player": "Вера", "kind": "talk"}]),
    "out_of_turn": example_record("misere-out-of-turn"),
    "dealer_advice": {
        **short(players=["Аня", "Боря", "Вера", "Глеб"], dealer="Глеб"),
        "incidents": [{"type": "conduct", "player": "Глеб", "kind": "dealer_advice"}],
    },
    "renonce": short(
        incidents=[
            {
                "type": "renonce",
                "player": "Боря",
                "trick": 3,
                "cards": [["Аня", "AD"], ["Боря", "7S"], ["Вера", "8D"]],
            }
        ]
    ),
}


def test_a_peek_loses_one_trick_not_all_of_them():
    """«Vera лишается своих взяток (1)» read as all her tricks."""
    text = russian_card(PEEK)
    assert "Боря лишается одной взятки" in text
    assert "своих взяток" not in text


def test_a_trick_is_named_as_a_trick():
    """«(взятки: 7)» → «во взятке 7»."""
    text = russian_card(CARDS["renonce"])
    assert "во взятке 3" in text
    assert "(взятки:" not in text


def test_kurochka_entries_are_named_as_they_are_written():
    text = russian_card(RASPASY_KUROCHKA)
    assert "Вера: 10 наверх, в курочку" in text
    for english in ("kurochka", "mountain", "в графу"):
        assert english not in text


def test_the_deal_stands_is_said_once_in_the_explanation():
    text = russian_card(MISDEAL)
    assert "Сдача остаётся в силе." not in text  # the old verdict after the reason
    assert "сдачу играют и записывают как есть" in text


@pytest.mark.parametrize("name", sorted(CARDS))
def test_no_english_and_no_guessed_gender_or_case(name):
    text = russian_card(CARDS[name])
    for english in ("Lesnoy", "seed 0", "the classic text", "mountain", "kurochka", "pulya",
                    "dealer_advice", "talk", "exposed_card_until_called", "option"):  # fmt: skip
        assert english not in text, english
    names = "|".join((*NAMES, "Anna", "Boris", "Vera"))
    # a predicate after a name needs its gender: «Vera должен ходить»
    assert not re.search(rf"\b({names}) (должен|должна|обязан|обязана)\b", text), text
    # a past-tense verb after a name needs the name's gender: «Вера посмотрел»
    assert not re.search(rf"\b({names}),? (не )?[а-я]+л\b", text), text
    # a preposition before a name needs its case: «на Аня», «платит Аня»
    assert not re.search(rf"\b(на|у|к|от|для|платит) ({names})\b", text), text


def test_every_citation_names_its_source_as_users_know_it():
    text = russian_card(CARDS["peek_harms_partner"])
    assert "кодекс Лесного 3.9.12" in text  # the no-harm entry, cited through the registry
    assert "наказание не должно вредить другим" in text


def test_the_no_harm_step_is_one_plain_sentence():
    """Lesnoy's code 3.9.12 on the card: who is protected, what is written and why, with the
    clause; every name in the nominative after «игрок»/«игрока», no gender needed."""
    text = russian_card(CARDS["peek_harms_partner"])
    assert (
        "Наказание игрока Боря не должно нанести ущерба игроку Вера (кодекс Лесного 3.9.12): "
        "без штрафной взятки у игрока Вера итог был бы выше на 13,33 виста, поэтому Вера пишет "
        "14 вистов на игрока Боря (13,33, с округлением вверх до целого виста)."
    ) in text
    # the card's heading names the irregularity, not the compensation that follows it
    assert "Решение Просмотр закрытой взятки Правило:" in text


def russian_page(request) -> str:
    """The card's HTML in Russian, attributes included."""
    with translation.override("ru"):
        card = selectors.ruling_card(adjudicate(request).as_json())
        return render_to_string("arbiter/_card.html", {"card": card, "interactive": False})


def test_no_english_citation_hides_in_an_attribute_of_the_russian_card():
    """Each item's rule once carried the English text as a tooltip (title="Lesnoy's code…")."""
    two_peeks = short(
        incidents=[
            {"type": "peek", "player": "Аня", "trick": 2, "at_trick": 6},
            {"type": "peek", "player": "Вера", "trick": 2, "at_trick": 6},
        ]
    )
    page = russian_page(two_peeks)
    assert "Lesnoy" not in page and "the classic text" not in page
    assert "кодекс Лесного" in page


def test_the_dealer_who_took_the_whist_back_is_said_so_not_in_the_infinitive():
    record = load("arbiter/four_dealer_whist_back.json")
    text = russian_card(record)
    assert "Gleb: вист возвращён" in text
    assert "вернуть вист" not in text
    assert "Boris: пас; Vera: пас" in text


def test_two_whisters_who_choose_are_not_given_a_singular_verb():
    """The declarer's card out of turn: both whisters choose (Lesnoy's code 3.9.14.2)."""
    text = russian_card(load("arbiter/declarer_out_of_turn.json"))
    assert "выбирает Boris, Vera" not in text and "делает Boris, Vera" not in text
    assert "Кто выбирает: Boris, Vera" in text or "кто выбирает: Boris, Vera" in text


@pytest.mark.django_db
def test_a_whisting_left_without_open_or_closed_is_told_what_is_missing(client):
    """Boris and Vera pass, Gleb takes the whist back and plays alone, and his «open» or
    «closed» is missing: the answer says so, not «say who whisted» (who whisted is given)."""
    record = load("arbiter/four_whist_back_unfinished.json")
    response = client.post("/api/adjudicate", record, content_type="application/json")
    assert response.status_code == 400
    (problem,) = [p for p in response.json()["errors"] if p["field"] == "whisting"]
    assert "в светлую или втёмную" in problem["message"]
    assert "укажите, кто вистовал" not in problem["message"]
