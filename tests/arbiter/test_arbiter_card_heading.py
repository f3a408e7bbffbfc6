"""The card's heading, its chosen penalty and its whisting, as a table reads them (issue 21):
several irregularities are one sentence, not labels joined by «;»; the choice made is said in
lower case after «выбрано —»; the whisting in the order it was said."""

import pytest
from django.utils import translation

from rulings.arbiter.selectors import ruling_card, title
from rulings.core.penalties.adjudicator import adjudicate
from rulings.examples import example_record
from tests.helpers.adjudication import play_out, raspasy_record, short_request


@pytest.fixture(autouse=True)
def russian():
    with translation.override("ru"):
        yield


WHIST_BOTH = {"Boris": "whist", "Vera": "whist"}
TRICKS = {"Anna": 5, "Boris": 3, "Vera": 2}
RENONCE = {"type": "renonce", "player": "Boris", "trick": 4, "won_by": "Boris"}
PEEK = {"type": "peek", "player": "Vera", "trick": 2, "at_trick": 6}


def test_two_irregularities_are_one_heading():
    card = ruling_card(adjudicate(short_request(WHIST_BOTH, TRICKS, [RENONCE, PEEK])).as_json())
    assert card["rule_label"] == "Ренонс вистующего и просмотр закрытой взятки"


def test_three_labels_read_as_a_list():
    assert title(["Ренонс", "Просмотр взятки", "Карта не в очередь"]) == (
        "Ренонс, просмотр взятки и карта не в очередь"
    )
    assert title(["Ренонс вистующего"]) == "Ренонс вистующего"
    assert title([]) == ""


def test_the_choice_made_is_said_in_the_middle_of_a_sentence():
    """The misère example: Anna's card out of turn, Boris (the misère player) forbids."""
    record = example_record("misere-out-of-turn")
    record["incidents"] = [
        {"type": "out_of_turn", "player": "Anna", "trick": 2, "choice": "forbid"}
    ]
    card = ruling_card(adjudicate(record).as_json())
    (item,) = [i for i in card["items"] if i["chosen"]]
    assert item["chosen_label"] == "запретить ход в масть"


def test_the_whisting_is_listed_as_it_was_said():
    """Boris speaks first (he sits after Anna) and whists, Vera passes: the card lists Boris
    first, as said, though the core gathers the passers first."""
    record = example_record("renonce")
    record["whisting"] = [["Boris", "whist"], ["Vera", "pass"], ["Boris", "closed"]]
    card = ruling_card(adjudicate(record).as_json())
    assert [p for p, _ in card["facts"]["defenders"]] == ["Boris", "Vera"]


def test_a_card_after_a_card_out_of_turn_is_not_a_second_offence_in_the_heading():
    """Raspasy (Lesnoy's code 3.9.14.3): Vera leads trick 10 at Boris's turn and Boris follows;
    his card is the first offence's consequence: the heading names one offence, and the
    clause is cited once, with its words."""
    record = play_out(raspasy_record("sochi"), {})
    last = record["play"][27:]
    record["play"] = [*record["play"][:27], last[1], last[0], last[2]]
    ruling = adjudicate(record)
    assert ruling.rule == "out_of_turn_raspasy; out_of_turn_raspasy_follows"
    assert ruling.citation == (
        "Lesnoy's code 3.9.14.3 «все взятки после нарушения забирает нарушитель»"
    )
    assert ruling_card(ruling.as_json())["rule_label"] == "Ход не в очередь на распасах"


def test_a_label_with_its_own_and_is_not_joined_by_a_second_one():
    assert title(["Ренонсы разыгрывающего и вистующего", "Просмотр закрытой взятки"]) == (
        "Ренонсы разыгрывающего и вистующего, просмотр закрытой взятки"
    )
