"""The solver's budget is per engine (issue 23, 11): about two seconds of whichever engine runs.
300,000 positions was sized for the pure-Python engine; on the compiled one it is about 80 ms,
and full misère analyses it finishes in 46 ms were answered 503."""

from django.conf import settings

from preferans_site.settings import SOLVER_NODE_BUDGETS, solver_node_budget
from rulings.core import solver_engine


def test_each_engine_has_its_own_budget_and_the_environment_sets_it_for_both():
    assert solver_node_budget({}, "pure") == 300_000
    assert solver_node_budget({}, "compiled") == 6_000_000
    assert solver_node_budget({"SOLVER_NODE_BUDGET": "1000"}, "compiled") == 1000
    assert solver_node_budget({"SOLVER_NODE_BUDGET": ""}, "pure") == 300_000


def test_the_site_runs_with_the_budget_of_its_engine():
    assert settings.SOLVER_NODE_BUDGET == SOLVER_NODE_BUDGETS[solver_engine().name]
