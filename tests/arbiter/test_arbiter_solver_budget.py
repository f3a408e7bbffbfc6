"""Issue 13 for the arbiter: every solver search on a visitor's request runs under
``SOLVER_NODE_BUDGET``; past it the flow answers 503 with the reason in the reader's language,
what was told kept, instead of holding a worker. Within it, the card shows each choice's worth
and marks the best for the side that chooses."""

import json

import pytest

from tests.core.test_adjudication_penalty_cards import DEAL
from tests.helpers.arbiter import HTMX, request_of, state

pytestmark = pytest.mark.django_db


def incidents_page(client, prefix="/en", **data):
    response = client.post(
        f"{prefix}/rule/deal/read/", {"convention": "sochi", **data}, headers=HTMX
    )
    assert response.status_code == 200, response.content.decode()
    return response.content.decode()


@pytest.mark.parametrize(
    ("prefix", "words"),
    [
        ("", "Арбитр не может вынести здесь решение"),
        ("/en", "The arbiter cannot rule on this here"),
    ],
)
def test_a_ruling_past_the_node_budget_is_a_503_saying_why(client, settings, prefix, words):
    """The misère example's card out of turn asks the solver for each choice's worth."""
    page = incidents_page(client, prefix, example="misere-out-of-turn")
    settings.SOLVER_NODE_BUDGET = 1
    response = client.post(f"{prefix}/rule/ruling/", state(page), headers=HTMX)

    assert response.status_code == 503
    html = response.content.decode()
    assert words in html
    assert 'data-step="incidents"' in html  # step 3 again, the deal kept
    assert request_of(html)["hands"]["Anna"]


def test_a_choice_and_a_save_past_the_budget_are_503_too(client, settings):
    page = incidents_page(client, example="misere-out-of-turn")
    settings.SOLVER_NODE_BUDGET = 1
    for url, extra in (("/en/rule/ruling/choose/", {"item": "0", "choice": "forbid"}),
                       ("/en/rule/ruling/save/", {})):  # fmt: skip
        response = client.post(url, {**state(page), **extra}, headers=HTMX)
        assert response.status_code == 503, url
        assert "too long to solve here" in response.content.decode()


def test_the_api_answers_503_past_the_budget(client, settings):
    settings.SOLVER_NODE_BUDGET = 1
    response = client.post("/en/api/adjudicate", json.dumps(DEAL), content_type="application/json")
    assert response.status_code == 503
    assert "too long to solve here" in response.json()["errors"][0]["message"]


def test_within_the_budget_the_best_choice_for_the_whisters_is_marked(client):
    """Anna's A♦ out of turn (Lesnoy's code 3.9.14.2): accepted she takes 4, as a penalty card 3
    (tests/core/test_adjudication_penalty_cards.py); the whisters want fewer."""
    page = incidents_page(client, record=json.dumps(DEAL))
    response = client.post("/en/rule/ruling/", state(page), headers=HTMX)
    html = response.content.decode()

    assert response.status_code == 200
    assert "the declarer&#x27;s tricks (Anna): 4<" in html
    assert (
        "the declarer&#x27;s tricks (Anna): 3 — the best for the side that chooses (Boris, Vera)"
        in html
    )
