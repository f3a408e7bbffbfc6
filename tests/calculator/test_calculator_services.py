"""Services: every change is checked by the engine, versioned, and can be undone."""

import pytest
from django.contrib.auth import get_user_model

from rulings.calculator import services
from rulings.core.scoring.game_score import score
from rulings.models import Game
from rulings.web import services as web_services
from tests.helpers.calculator import SOCHI_DEALS

pytestmark = pytest.mark.django_db


def test_create_keeps_the_game_record_as_the_single_source(make_game):
    game = make_game(pulya=6)

    assert game.record == {
        "convention": "sochi",
        "players": ["Anna", "Boris", "Vera"],
        "pulya": 6,
        "deals": [],
    }
    assert game.version == 1
    assert len(game.share_token) >= 20


def test_create_refuses_what_the_engine_refuses(make_game):
    with pytest.raises(web_services.GameRecordInvalid) as error:
        make_game(players=("Anna", "Anna", "Vera"))
    assert error.value.problems[0][0] == "players"
    with pytest.raises(web_services.GameRecordInvalid):
        make_game(convention="balkan", players=("Anna", "Boris", "Vera", "Gleb"))  # three play
    with pytest.raises(web_services.GameRecordInvalid):
        make_game(convention="nonsense")
    assert Game.objects.count() == 0


def test_adding_deals_bumps_the_version_and_the_sheet_follows_the_record(make_game):
    game = make_game(pulya=6, deals=SOCHI_DEALS)

    assert game.version == 1 + len(SOCHI_DEALS)
    assert game.deals == SOCHI_DEALS
    result = score(game.record)
    assert result.sheet.finished
    assert result.as_json()["balance"] == {"Anna": -65, "Boris": 19, "Vera": 46}


def test_a_stale_version_is_refused_and_nothing_is_overwritten(make_game):
    game = make_game()
    services.game_add_deal(game=game, version=1, deal=SOCHI_DEALS[0])
    stale = Game.objects.get(pk=game.pk)
    stale.version = 1  # what a second phone still shows

    with pytest.raises(web_services.GameConflict) as conflict:
        services.game_add_deal(game=stale, version=1, deal=SOCHI_DEALS[1])

    assert conflict.value.game.version == 2
    fresh = Game.objects.get(pk=game.pk)
    assert fresh.deals == [SOCHI_DEALS[0]]
    assert fresh.version == 2


def test_an_invalid_deal_is_refused_with_the_engines_problem(make_game):
    game = make_game()
    bad = {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 2}}

    with pytest.raises(web_services.GameRecordInvalid) as error:
        services.game_add_deal(game=game, version=1, deal=bad)

    assert error.value.problems == [("deals[0].tricks", "raspasy tricks must add up to 10, not 9")]
    assert Game.objects.get(pk=game.pk).deals == []


def test_edit_delete_and_undo(make_game):
    game = make_game(deals=SOCHI_DEALS[:3])
    edited = {**SOCHI_DEALS[0], "tricks": {"Anna": 7, "Boris": 3}}

    game = services.game_edit_deal(game=game, version=game.version, index=0, deal=edited)
    assert game.deals[0] == edited
    game = services.game_delete_deal(game=game, version=game.version, index=1)
    assert [d.get("contract") for d in game.deals] == ["7H", "misere"]

    game = services.game_undo(game=game, version=game.version)
    assert game.deals == [edited, *SOCHI_DEALS[1:3]]
    game = services.game_undo(game=game, version=game.version)
    assert game.deals == SOCHI_DEALS[:3]
    with pytest.raises(web_services.GameRecordInvalid):
        services.game_edit_deal(game=game, version=game.version, index=9, deal=edited)


def test_undo_with_nothing_to_undo(make_game):
    game = make_game()
    with pytest.raises(web_services.GameRecordInvalid):
        services.game_undo(game=game, version=1)


def test_a_finished_game_takes_no_changes_until_resumed(make_game):
    game = make_game(pulya=6, deals=SOCHI_DEALS)
    game = services.game_set_finished(game=game, version=game.version, finished=True)
    assert game.finished
    v = game.version
    refused = [
        lambda: services.game_add_deal(game=game, version=v, deal=SOCHI_DEALS[0]),
        lambda: services.game_edit_deal(game=game, version=v, index=0, deal=SOCHI_DEALS[1]),
        lambda: services.game_delete_deal(game=game, version=v, index=0),
        lambda: web_services.game_put_deals(game=game, version=v, deals=[SOCHI_DEALS[1]]),
    ]
    for change in refused:
        with pytest.raises(web_services.GameFinished):
            change()
    assert Game.objects.get(pk=game.pk).version == v

    game = services.game_set_finished(game=game, version=v, finished=False)  # resume
    assert not game.finished
    game = services.game_undo(game=game, version=game.version)  # undoes the resume
    assert game.finished and game.deals == SOCHI_DEALS
    # finished again, and undo goes on back: the finish, then the last deal
    game = services.game_undo(game=game, version=game.version)
    assert not game.finished and game.deals == SOCHI_DEALS
    game = services.game_undo(game=game, version=game.version)
    assert not game.finished and game.deals == SOCHI_DEALS[:-1]


def test_import_checks_the_whole_record():
    data = {
        "convention": "sochi",
        "players": ["Anna", "Boris", "Vera"],
        "pulya": 6,
        "deals": SOCHI_DEALS,
    }
    game = services.game_import(owner=None, session_key="k", data=data)
    assert game.record == data
    with pytest.raises(web_services.GameRecordInvalid) as error:
        services.game_import(owner=None, session_key="k", data={**data, "players": ["A"]})
    assert ("players", "must list 3 or 4 player names, clockwise") in error.value.problems
    with pytest.raises(web_services.GameRecordInvalid):
        services.game_import(owner=None, session_key="k", data=[1, 2])


def test_sign_in_claims_the_sessions_games(make_game):
    game = make_game(session_key="abc")
    user = get_user_model().objects.create_user("anna", password="pw-12345-xyz")  # noqa: S106

    assert services.claim_session_games(user=user, session_key="abc") == 1
    game.refresh_from_db()
    assert game.owner == user
