"""The «analyse» button of the deal viewer: the solver's values on the cards."""

import json
import re

import pytest

from rulings.core.solver.analysis import analyse_json
from rulings.examples import example_record
from rulings.viewer import record_until

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("each_solver_engine")]
HTMX = {"HX-Request": "true"}


def _values(html: str) -> dict[str, int]:
    return {
        card: int(value)
        for card, value in re.findall(r'data-card="(\w+)" data-value="(\d+)"', html)
    }


def test_values_on_the_cards_agree_with_the_solver(client):
    record = example_record("misere-out-of-turn")
    expected = analyse_json(record_until(record, 2))

    response = client.post(
        "/en/deal/analyse/",
        {"record": json.dumps(record, ensure_ascii=False), "step": "2"},
        headers=HTMX,
    )

    html = response.content.decode()
    assert response.status_code == 200
    assert _values(html) == {card.en: value for card, value in expected.cards.items()}
    assert f"can be held to {expected.value} tricks" in html  # misère: the defenders' aim
    assert "Best line:" in html


def test_a_card_that_gives_up_a_trick_is_marked(client):
    """Bench-style check on the renonce example: after trick 3, the cards are compared with the
    best one; any card worth less to the declarer is marked as giving up a trick."""
    record = example_record("renonce")
    analysis = analyse_json(record_until(record, 5))
    best = max(analysis.cards.values())

    html = client.post(
        "/deal/analyse/",
        {"record": json.dumps(record, ensure_ascii=False), "step": "5"},
        headers=HTMX,
    ).content.decode()

    marked = set(re.findall(r'card-worth loses" data-card="(\w+)"', html))
    assert marked == {card.en for card, value in analysis.cards.items() if value < best}


def test_raspasy_talon_tricks_cannot_be_analysed_and_say_why(client):
    response = client.post(
        "/deal/analyse/",
        {"record": json.dumps(example_record("raspasy-four"), ensure_ascii=False), "step": "1"},
        headers=HTMX,
    )

    assert response.status_code == 400
    assert "Traceback" not in response.content.decode()


def test_a_trick_in_progress_is_analysed_with_its_cards_on_the_table(client):
    """The renonce example cut after four cards: one trick done and Boris's card led to the
    second; the position shown has Vera to play, so her cards get the values."""
    record = example_record("renonce")
    record["play"] = record["play"][:4]
    expected = analyse_json(record)
    assert len(expected.position.trick) == 1 and expected.position.to_play == "Vera"

    html = client.post(
        "/en/deal/analyse/",
        {"record": json.dumps(record, ensure_ascii=False), "step": "1"},
        headers=HTMX,
    ).content.decode()
    assert _values(html) == {card.en: value for card, value in expected.cards.items()}
