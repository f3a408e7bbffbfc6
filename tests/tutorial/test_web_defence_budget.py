"""Issue 13 for Learn: the defence's line («Показать розыгрыш») is solved on a visitor's
request, so it runs under ``SOLVER_NODE_BUDGET``; past it a 503 with the reason in the reader's
language, never a worker held for seconds."""

import pytest

from rulings.core import PRESETS, SolverBudgetError
from tutorial import lessons

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}
LEVEL = lessons.level("discard-keep-trumps")
WEAKER = ["7C", "7H"]  # a trump goes: South takes one trick fewer on every layout
URL = f"/learn/level/{LEVEL.id}/defence/"


def test_the_line_stops_past_its_budget_and_is_the_same_within_it():
    free = lessons.defence_line(LEVEL, WEAKER, PRESETS["sochi"])
    assert lessons.defence_line(LEVEL, WEAKER, PRESETS["sochi"], node_budget=10**7) == free
    with pytest.raises(SolverBudgetError, match="more than 10 positions"):
        lessons.defence_line(LEVEL, WEAKER, PRESETS["sochi"], node_budget=10)


@pytest.mark.parametrize(("prefix", "words"), [("", "слишком долго"), ("/en", "too long")])
def test_past_the_budget_the_defence_is_a_503_saying_why(client, settings, prefix, words):
    settings.SOLVER_NODE_BUDGET = 10
    response = client.get(f"{prefix}{URL}", {"answer": WEAKER}, **HTMX)
    assert response.status_code == 503
    assert 'role="alert"' in response.text and words in response.text
    assert '<li class="trick">' not in response.text
