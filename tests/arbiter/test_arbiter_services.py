"""How a ruling becomes pulya entries (rulings/arbiter/services.py), with numbers.

Every case is checked two ways: the deals written are the expected ones, and scored on a fresh
sheet they give exactly the ruling's ``entries`` (the check the service itself makes)."""

import pytest
from django.db import IntegrityError, transaction
from django.utils import translation

from rulings.arbiter import services
from rulings.arbiter.selectors import request_from_game_deal
from rulings.calculator import services as calculator
from rulings.core.penalties.adjudicator import adjudicate
from rulings.core.scoring.game_score import score
from rulings.examples import example_record
from rulings.models import RulingWrite, SavedRuling
from rulings.web.services import GameConflict
from tests.helpers.adjudication import game_record, play_out, raspasy_record


@pytest.fixture(autouse=True)
def english():
    """The services' messages are read in English here (the site's default is Russian)."""
    with translation.override("en"):
        yield


DECLARER_RENONCE = {
    (1, "Anna"): "AD",
    (2, "Anna"): "AC",
    (3, "Anna"): "KC",
    (4, "Anna"): "7H",
    (5, "Boris"): "AH",
    (5, "Anna"): "10S",
}
GAME = play_out(game_record(), {(1, "Anna"): "AD", (2, "Anna"): "AC", (3, "Anna"): "KC"})


def written(request):
    ruling = adjudicate(request)
    deals = services.game_deals_of(ruling, note="n")
    sheet = score({"convention": request["convention"], "players": ["Anna", "Boris", "Vera"],
                   "deals": deals}).sheet.as_json()  # fmt: skip
    assert sheet == ruling.as_json()["entries"]["players"]
    return [strip(d) for d in deals]


def strip(deal):
    """A deal without its notes (they name the ruling)."""
    if "correction" in deal:
        return {"correction": {k: v for k, v in deal["correction"].items() if k != "note"}}
    return {k: v for k, v in deal.items() if k != "note"}


def correction(player, **column):
    return {"correction": {"player": player, **column}}


def test_whister_renonce_the_deal_then_the_remiz():
    assert written(example_record("renonce")) == [
        {
            "dealer": "Vera",
            "contract": "6S",
            "declarer": "Anna",
            "defenders": {"Boris": "whist", "Vera": "whist"},
            "tricks": {"Anna": 6, "Boris": 3, "Vera": 1},
        },
        correction("Boris", mountain=2),
    ]


def test_declarer_renonce_the_rectified_tricks_and_the_remiz_moved():
    """Trick 5 goes to Boris (7 / 3 / 0); Vera's shortfall of 2 was not the renonce's
    («вследствие допущенного нарушения», the default): it stays hers, nothing is moved."""
    assert written(play_out(game_record(), DECLARER_RENONCE)) == [
        {
            "dealer": "Vera",
            "contract": "6S",
            "declarer": "Anna",
            "defenders": {"Boris": "whist", "Vera": "whist"},
            "tricks": {"Anna": 7, "Boris": 3, "Vera": 0},
        },
    ]


def test_renonces_on_both_sides_the_deal_as_played_is_cancelled():
    """The game itself is not written: the deal goes in as played (the dealer moves on) and its
    entries are taken off; then each side's remiz and the half whists for Boris: the classic
    text's whole settlement, nothing compared with the deal without the renonces."""
    deals = written(play_out(game_record(), {**DECLARER_RENONCE, (1, "Vera"): "7C"}))
    assert deals[0]["tricks"] == {"Anna": 8, "Boris": 2, "Vera": 0}
    assert deals[1:] == [
        correction("Anna", pulya=-2),
        correction("Boris", whists=-4, on="Anna"),
        correction("Vera", mountain=-4),
        correction("Anna", mountain=2),
        correction("Vera", mountain=2),
        correction("Boris", whists=3, on="Anna"),
        correction("Boris", whists=3, on="Vera"),
    ]


def test_a_trick_to_nobody_the_deal_as_played_and_the_difference():
    """Boris looks at trick 2 during trick 6 and loses a trick (8 / 1 / 0: nine in all, which
    the short form cannot hold): the deal as played, then the difference the ruling makes:
    Boris's whists on Anna 4 → 2, and one more trick short of the whisters' 4 (2 into Boris's
    mountain)."""
    request = {
        **GAME,
        "incidents": [{"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6}],
    }
    deals = written(request)
    assert deals[0]["tricks"] == {"Anna": 8, "Boris": 2, "Vera": 0}
    assert deals[1:] == [
        correction("Boris", mountain=2),
        correction("Boris", whists=-2, on="Anna"),
    ]


@pytest.mark.slow
def test_raspasy_damage_is_whists_written_by_one_player_on_another():
    """Lesnoy's code 3.9.14.3, the Rostov example: Vera takes the rest (2 / 1 / 7) and makes Anna's
    damage good with 50 whists."""
    request = raspasy_record("rostov")
    request["play"].append(["Vera", "JH"])
    request["incidents"] = [{"type": "out_of_turn", "player": "Vera", "trick": 4}]
    assert written(request) == [
        {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 1, "Vera": 7}},
        correction("Anna", whists=50, on="Vera"),
    ]


def test_talon_seen_the_whist_lost_and_the_remiz():
    request = {**GAME, "incidents": [{"type": "talon_peek", "player": "Boris"}]}
    assert written(request) == [
        {
            "dealer": "Vera",
            "contract": "6S",
            "declarer": "Anna",
            "defenders": {"Boris": "pass", "Vera": "whist"},
            "tricks": {"Anna": 8, "Vera": 2},
        },
        correction("Boris", mountain=2),
    ]


def test_a_redeal_writes_no_deal_only_the_fine():
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": {"preset": "sochi", "options": {"repeated_misdeal_fine": 2}},
        "incidents": [
            {
                "type": "misdeal",
                "kind": "wrong_count",
                "noticed": "before_bidding",
                "repeated": True,
            }
        ],
    }
    assert written(request) == [correction("Vera", mountain=4)]
    request["incidents"][0]["repeated"] = False
    with pytest.raises(services.RulingNotWritable, match="dealt again"):
        services.game_deals_of(adjudicate(request))


@pytest.mark.django_db
def test_write_into_game_appends_in_one_go_and_keeps_the_ruling(make_game):
    game = make_game()
    request = example_record("renonce")
    ruling = adjudicate(request)
    saved = services.ruling_save(
        request_data=request, ruling_json=ruling.as_json(), convention_key="sochi", game=game
    )
    game = services.ruling_write_into_game(ruling=saved, game=game, version=game.version)
    assert game.version == 2  # the deal and its correction in one change: one undo
    assert [strip(d) for d in game.deals][1] == correction("Boris", mountain=2)
    assert f"/rule/r/{saved.token}/" in game.deals[1]["correction"]["note"]
    assert SavedRuling.objects.get().game == game


@pytest.mark.django_db
def test_a_stale_version_writes_nothing(make_game):
    game = make_game()
    request = example_record("renonce")
    saved = services.ruling_save(
        request_data=request,
        ruling_json=adjudicate(request).as_json(),
        convention_key="sochi",
        game=game,
    )
    seen = game.version
    game = calculator.game_set_finished(game=game, version=seen, finished=False)  # someone else

    with pytest.raises(GameConflict):
        services.ruling_write_into_game(ruling=saved, game=game, version=seen)
    game.refresh_from_db()
    assert game.deals == [] and game.version == seen + 1


@pytest.mark.django_db
def test_one_undo_takes_the_whole_ruling_out(make_game):
    game = make_game()
    request = example_record("renonce")
    saved = services.ruling_save(
        request_data=request, ruling_json=adjudicate(request).as_json(), convention_key="sochi"
    )
    game = services.ruling_write_into_game(ruling=saved, game=game, version=game.version)
    assert len(game.deals) == 2

    game = calculator.game_undo(game=game, version=game.version)

    assert game.deals == []


@pytest.mark.django_db
def test_another_convention_or_a_finished_game_is_refused(make_game):
    request = example_record("renonce")
    saved = services.ruling_save(
        request_data=request, ruling_json=adjudicate(request).as_json(), convention_key="sochi"
    )
    rostov = make_game(convention="rostov")
    with pytest.raises(services.RulingNotWritable, match="another convention"):
        services.ruling_write_into_game(ruling=saved, game=rostov, version=rostov.version)
    done = make_game()
    done = calculator.game_set_finished(game=done, version=done.version, finished=True)
    with pytest.raises(services.RulingNotWritable, match="finished"):
        services.ruling_write_into_game(ruling=saved, game=done, version=done.version)


# Three deals of a game: a ruling about the second must never land on another.
THREE_DEALS = [
    {
        "dealer": "Vera",
        "declarer": "Anna",
        "contract": "7H",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "tricks": {"Anna": 6, "Boris": 4},
    },
    {
        "dealer": "Anna",
        "declarer": "Boris",
        "contract": "6S",
        "defenders": {"Vera": "whist", "Anna": "whist"},
        "tricks": {"Boris": 7, "Vera": 2, "Anna": 1},
    },
    {"dealer": "Boris", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 3}},
]


def saved_about_deal(game, index, incidents=()):
    request = {**request_from_game_deal(game, index), "incidents": list(incidents)}
    return services.ruling_save(
        request_data=request,
        ruling_json=adjudicate(request).as_json(),
        convention_key="sochi",
        game=game,
        deal_index=index,
    )


PEEK_BY_VERA = {"type": "peek", "player": "Vera", "trick": 2, "at_trick": 6}


@pytest.mark.django_db
def test_a_ruling_replaces_the_deal_it_is_about(make_game):
    game = make_game(deals=THREE_DEALS)
    saved = saved_about_deal(game, 1, [PEEK_BY_VERA])
    game = services.ruling_write_into_game(ruling=saved, game=game, version=game.version)
    assert game.deals[0] == THREE_DEALS[0] and game.deals[-1] == THREE_DEALS[2]
    assert game.deals[1]["declarer"] == "Boris" and "/rule/r/" in game.deals[1]["note"]


@pytest.mark.django_db
def test_a_deal_deleted_meanwhile_writes_nothing_even_with_the_current_version(make_game):
    """The ruling is about deal 2 (Boris's 6♠); deal 1 is deleted meanwhile, so index 1 is now
    the raspasy. Even with the game's current version the ruling is not put in its place."""
    game = make_game(deals=THREE_DEALS)
    saved = saved_about_deal(game, 1, [PEEK_BY_VERA])
    game = calculator.game_delete_deal(game=game, version=game.version, index=0)  # elsewhere
    seen = game.version

    with pytest.raises(services.DealMoved):
        services.ruling_write_into_game(ruling=saved, game=game, version=seen)
    game.refresh_from_db()
    assert game.deals == THREE_DEALS[1:] and game.version == seen


@pytest.mark.django_db
def test_a_deal_changed_in_place_or_gone_writes_nothing(make_game):
    game = make_game(deals=THREE_DEALS)
    saved = saved_about_deal(game, 2)
    changed = {**THREE_DEALS[2], "tricks": {"Anna": 3, "Boris": 4, "Vera": 3}}
    game = calculator.game_edit_deal(game=game, version=game.version, index=2, deal=changed)
    with pytest.raises(services.DealMoved):
        services.ruling_write_into_game(ruling=saved, game=game, version=game.version)
    game = calculator.game_delete_deal(game=game, version=game.version, index=2)
    with pytest.raises(services.DealMoved):
        services.ruling_write_into_game(ruling=saved, game=game, version=game.version)
    game.refresh_from_db()
    assert game.deals == THREE_DEALS[:2]


def test_talon_exposed_club_rule_compensation_and_cancelled_raspasy_are_writable():
    """the talon rules of preferans-club.ru: Anna made 6♠ after Boris exposed the talon: the deal,
    Boris's «без одной» of a seven (4) and Anna's 20 whists on him. On raspasy the deal is written
    and taken off again (the dealer moves on), and only the penalty stays."""
    club = {"preset": "sochi", "options": {"talon_exposed_club_rule": True}}
    exposed = {"type": "talon_peek", "player": "Boris", "exposed": True, "last_bid": 7}
    deals = written({**GAME, "convention": club, "incidents": [exposed]})
    assert deals[1:] == [
        correction("Boris", mountain=4),
        correction("Anna", whists=20, on="Boris"),
    ]
    request = raspasy_record("sochi", talon_exposed_club_rule=True)
    request = {**play_out(request, {}), "incidents": [{**exposed, "player": "Vera"}]}
    deals = written(request)
    assert deals[0]["contract"] == "raspasy"
    assert deals[-1] == correction("Vera", mountain=4)  # «без одной» of a seven


@pytest.mark.django_db
def test_ruling_write_saves_the_ruling_and_writes_it_together(make_game):
    game = make_game()
    request = example_record("renonce")
    saved, game = services.ruling_write(
        request_data=request,
        ruling=adjudicate(request),
        game=game,
        deal_index=None,
        version=game.version,
    )
    assert SavedRuling.objects.get() == saved and saved.game == game
    assert game.version == 2 and strip(game.deals[1]) == correction("Boris", mountain=2)


@pytest.mark.django_db
def test_a_refused_write_saves_no_ruling_either(make_game):
    """One transaction: a write refused after the ruling was saved takes the save back."""
    request = example_record("renonce")
    game = make_game()
    seen = game.version
    game = calculator.game_set_finished(game=game, version=seen, finished=False)  # someone else
    with pytest.raises(GameConflict):
        services.ruling_write(
            request_data=request, ruling=adjudicate(request), game=game, deal_index=None,
            version=seen,
        )  # fmt: skip
    rostov = make_game(convention="rostov")
    with pytest.raises(services.RulingNotWritable, match="another convention"):
        services.ruling_write(
            request_data=request, ruling=adjudicate(request), game=rostov, deal_index=None,
            version=rostov.version,
        )  # fmt: skip
    assert not SavedRuling.objects.exists()
    game.refresh_from_db()
    assert game.deals == [] and game.version == seen + 1


@pytest.mark.django_db
def test_the_write_reads_the_game_again_not_the_callers_copy(make_game):
    """A game finished since the caller read it is refused: the service locks and re-reads it."""
    request = example_record("renonce")
    game = make_game()
    calculator.game_set_finished(game=game, version=game.version, finished=True)  # meanwhile
    saved = services.ruling_save(
        request_data=request, ruling_json=adjudicate(request).as_json(), convention_key="sochi"
    )
    with pytest.raises(services.RulingNotWritable, match="finished"):
        services.ruling_write_into_game(ruling=saved, game=game, version=game.version)


@pytest.mark.django_db
def test_a_ruling_is_written_once_per_game_and_saved_once(make_game):
    """One ruling = one permalink = at most one write per game; a failed write (a stale
    version) leaves no record, so the ruling can still be written."""
    game = make_game()
    request = example_record("renonce")
    as_json = adjudicate(request).as_json()
    saved = services.ruling_save(
        request_data=request, ruling_json=as_json, convention_key="sochi", game=game
    )
    assert (
        services.ruling_save(
            request_data=request, ruling_json=as_json, convention_key="sochi", game=game
        )
        == saved
    )
    with pytest.raises(GameConflict):
        services.ruling_write_into_game(ruling=saved, game=game, version=game.version + 5)
    assert not RulingWrite.objects.exists()
    game = services.ruling_write_into_game(ruling=saved, game=game, version=game.version)
    with pytest.raises(services.RulingAlreadyWritten, match="already written") as refused:
        services.ruling_write_into_game(ruling=saved, game=game, version=game.version)
    assert refused.value.saved == saved  # the ruling written, for its permalink
    assert len(game.deals) == 2
    # the database itself refuses a second write (a concurrent one that passed no check)
    with pytest.raises(IntegrityError), transaction.atomic():
        RulingWrite.objects.create(ruling=saved, game=game)


def test_the_no_harm_compensation_is_written_into_the_pulya():
    """Lesnoy's code 3.9.12 through ``protect_others``: Boris's peek would leave Vera short, so she
    writes 14 whists on him (40/3 rounded up to a whole whist); the pulya takes it as a
    correction and the sheet is the ruling's."""
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "sochi",
        "contract": "6S",
        "declarer": "Anna",
        "defenders": {"Boris": "whist", "Vera": "whist"},
        "tricks": {"Anna": 6, "Boris": 3, "Vera": 1},
        "incidents": [{"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6}],
    }
    deals = written(request)
    assert {"correction": {"player": "Vera", "whists": 14, "on": "Boris"}} in deals
