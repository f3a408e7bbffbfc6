"""Every solver call on a visitor's request has a node budget (issue 13): past it the solver
stops with ``SolverBudgetError`` and the site answers 503 with a message, instead of holding
a worker. The misère example from the start needs some thousands of positions."""

import json

import pytest

from rulings.core import Solver, SolverBudgetError, analyse_json
from rulings.core.records.deal_record import replay_json
from rulings.core.solver.analysis import position_of
from rulings.examples import example_record

pytestmark = pytest.mark.usefixtures("each_solver_engine")

MISERE = example_record("misere-out-of-turn")


def _from_the_start() -> dict:
    record = dict(MISERE)
    record.pop("play", None)
    return record


def _nodes_needed() -> int:
    solver = Solver(position_of(replay_json(_from_the_start()).play))
    solver.solve()
    solver.card_values()
    solver.principal_line()
    return solver.engine.nodes_searched


def test_within_its_budget_the_answer_is_the_same():
    needed = _nodes_needed()
    assert needed > 1000
    free = analyse_json(_from_the_start())
    bounded = analyse_json(_from_the_start(), node_budget=needed)
    assert (bounded.value, bounded.cards, bounded.line) == (free.value, free.cards, free.line)


def test_past_its_budget_the_solver_stops_and_says_why():
    with pytest.raises(SolverBudgetError, match="more than 100 positions"):
        analyse_json(_from_the_start(), node_budget=100)


@pytest.mark.django_db
@pytest.mark.parametrize(("prefix", "words"), [("", "слишком долго"), ("/en", "too long")])
def test_the_api_answers_503_past_the_budget(client, settings, prefix, words):
    settings.SOLVER_NODE_BUDGET = 100
    response = client.post(
        f"{prefix}/api/solve", json.dumps(_from_the_start()), content_type="application/json"
    )
    assert response.status_code == 503
    assert words in response.json()["errors"][0]["message"]


@pytest.mark.django_db
def test_analyse_in_the_viewer_answers_503_with_the_message_in_place(client, settings):
    settings.SOLVER_NODE_BUDGET = 100
    response = client.post(
        "/en/deal/analyse/",
        {"record": json.dumps(_from_the_start(), ensure_ascii=False), "step": "0"},
        headers={"HX-Request": "true"},
    )
    assert response.status_code == 503
    assert "too long to solve here" in response.content.decode()
