"""The calculator's views kept in Django's cache (rulings/calculator/selectors.py): a game is
scored and drawn once per version and language; the drawn sheet is served from the game's key
fields alone."""

import pytest
from django.core.cache import cache
from django.utils import translation

from rulings.calculator import game_view as game_view_module
from rulings.calculator import selectors, services
from rulings.models import Game
from tests.helpers.calculator import SOCHI_DEALS

pytestmark = pytest.mark.django_db


@pytest.fixture
def builds(monkeypatch):
    """The games built (scored and drawn) rather than taken from the cache."""
    cache.clear()
    built = []
    real = selectors.build

    def build(game, **how):
        built.append(game.version)
        return real(game, **how)

    monkeypatch.setattr(selectors, "build", build)
    return built


def test_a_view_is_built_once_and_its_copy_scored_again_only_when_asked(make_game, builds):
    game = make_game(deals=SOCHI_DEALS[:3])
    first = selectors.game_view(game)
    again = selectors.game_view(Game.objects.get(pk=game.pk))
    assert builds == [game.version]
    assert again is not first  # the cache pickles: a copy comes back
    assert (again.deals, again.balance, again.sheet_html) == (
        first.deals,
        first.balance,
        first.sheet_html,
    )
    assert again._result is None  # the engine's score is not kept in the cache
    assert again.result.sheet.as_json() == first.result.sheet.as_json()


def test_the_sheet_is_served_from_the_key_fields_until_the_game_changes(make_game, builds):
    game = make_game(deals=SOCHI_DEALS[:3])
    assert selectors.cached_sheet_html(game) is None
    drawn = selectors.game_view(game).sheet_html
    keys_only = Game.objects.defer("record").get(pk=game.pk)
    assert selectors.cached_sheet_html(keys_only) == drawn

    game = services.game_add_deal(game=game, version=game.version, deal=SOCHI_DEALS[3])
    with translation.override("ru"):
        assert selectors.cached_sheet_html(game) is None  # a new version: drawn anew
        assert len(selectors.game_view(game).deals) == 4
    with translation.override("en"):
        assert selectors.cached_sheet_html(game) is None  # each language its own drawing
        selectors.game_view(game)
    assert builds == [4, 5, 5]


def test_a_record_the_engine_refuses_is_cached_with_its_problems(make_game, builds):
    game = make_game(deals=SOCHI_DEALS[:1])
    Game.objects.filter(pk=game.pk).update(record={**game.record, "players": ["Anna"]})
    game.refresh_from_db()
    view = selectors.game_view(game)
    again = selectors.game_view(game)
    assert not view.scored and view.problems and again.problems == view.problems
    assert again.result is None and builds == [game.version]


def test_the_sheet_and_the_page_come_from_one_score_per_version(make_game, builds, monkeypatch):
    game = make_game(deals=SOCHI_DEALS[:3])
    scored = []
    real = game_view_module.score
    monkeypatch.setattr(game_view_module, "score", lambda r: scored.append(1) or real(r))
    html = selectors.sheet_html(game)
    assert selectors.cached_sheet_html(game) == html == selectors.game_view(game).sheet_html
    view = selectors.game_view(game)  # the page's view: the deals explained, the settlement's steps
    assert len(view.deals) == 3 and view.steps is not None
    assert len(scored) == 1  # scored once for the sheet, the explained deals and the settlement
