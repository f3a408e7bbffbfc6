import os
import shutil

import pytest
from django.conf import settings as django_settings
from hypothesis import HealthCheck, settings
from playwright.sync_api import expect

from rulings.calculator import services
from rulings.core.solver import compiled
from rulings.web.session import new_session_key
from tests.helpers.data import SOURCE_TEXTS

# Hypothesis profiles. Machines are small and shared: no per-example deadline, and slow data
# generation is not a failure.
# - dev (the default): a fifth of the examples, random, with the local example database, so a
#   failure found once is replayed first next time. For the edit-test loop.
# - ci (`CI=true`, as CI services set it, or `.ci/run`): every example each property asks for,
#   derandomized: the same examples on every run and every machine, so a CI failure reproduces
#   with `HYPOTHESIS_PROFILE=ci`; no example database.
# `HYPOTHESIS_PROFILE=dev|ci` chooses explicitly. A property that sets its own number of examples
# writes it as `examples(n)` (tests.helpers.profiles): n under ci, scaled down under dev.
_COMMON = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("dev", max_examples=20, **_COMMON)
settings.register_profile(
    "ci", max_examples=100, derandomize=True, database=None, print_blob=True, **_COMMON
)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") == "true" else "dev")
)

# Browser tests share two cores with the rest of the suite under pytest-xdist: a solver call on
# the live server can take longer than Playwright's 5 s default while the other worker runs a
# property. Waiting longer costs nothing when the page is quick.
expect.set_options(timeout=15_000)

# Playwright's sync API runs an event loop in the test thread; Django's ORM refuses to run
# there unless told it is safe (it is: the live server runs in its own thread).
os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"


# The solver's tests run on each engine there is (issue 15): the pure-Python one always, the
# compiled one when `make solver` built it (tests/core/test_solver_engines.py compares the two
# and says when it is missing). A module asks with `pytestmark = usefixtures("each_solver_engine")`.
SOLVER_ENGINES = ["pure", "compiled"] if compiled.available() else ["pure"]


@pytest.fixture(scope="module", params=SOLVER_ENGINES)
def each_solver_engine(request):
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PREFERANS_SOLVER", request.param)
        yield request.param


def pytest_collection_modifyitems(config, items):
    """A test that needs a resource outside the repository is marked, and skipped with its
    reason when this machine lacks it (`make test` lists the skips: pytest -rs)."""
    if SOURCE_TEXTS:
        return
    skip = pytest.mark.skip(
        reason="the five source texts are outside the repository: "
        "set PREFERANS_SOURCE_TEXTS to their folder to check tests/data/source_passages.json"
    )
    for item in items:
        if "source_texts" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Use Debian's chromium: Playwright cannot download its own browsers here."""
    return {
        **browser_type_launch_args,
        "executable_path": shutil.which("chromium"),
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


# Calculator games owned by the test client's session (calculator and arbiter tests).
def session_key_of(client) -> str:
    """The calculator key of the client's session (made on first use)."""
    session = client.session
    key = session.get("calculator_key")
    if not key:
        key = new_session_key()
        session["calculator_key"] = key
        session.save()
        # a signed-cookie session is its cookie: the client must carry the new one
        client.cookies[django_settings.SESSION_COOKIE_NAME] = session.session_key
    return key


@pytest.fixture
def make_game(client):
    def make(
        players=("Anna", "Boris", "Vera"),
        convention="sochi",
        pulya=20,
        deals=(),
        first_dealer=2,
        owner=None,
        session_key=None,
        whist_price=0,
    ):
        key = session_key if session_key is not None else session_key_of(client)
        game = services.game_create(
            owner=owner,
            session_key=key if owner is None else "",
            players=list(players),
            convention=convention,
            pulya=pulya,
            first_dealer=first_dealer,
            whist_price=whist_price,
        )
        for deal in deals:
            game = services.game_add_deal(game=game, version=game.version, deal=deal)
        return game

    return make


@pytest.fixture(autouse=True)
def _no_throttle(settings):
    """The suites post far more than a person would: rate limits are off unless a test turns
    them on (tests/site/test_production.py)."""
    settings.THROTTLE_ENABLED = False
