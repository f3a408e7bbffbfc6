"""One incident, one write (issue 21): a ruling on an incident already written into a game
replaces the earlier write, never adds its penalty a second time; a finished game is resumed
only when the visitor asks for it.

The check of «not doubled» is always the same: the game after the second ruling has exactly
the sheet of a fresh game into which only that ruling was written."""

import pytest
from django.utils import translation

from rulings.arbiter import services, write_once
from rulings.calculator import services as calculator
from rulings.core.penalties.adjudicator import adjudicate
from rulings.core.scoring.game_score import score
from rulings.examples import example_record
from rulings.models import RulingWrite, SavedRuling, WrittenIncident
from tests.helpers.adjudication import short_request
from tests.helpers.arbiter import HTMX, hidden, state

pytestmark = pytest.mark.django_db

# Boris's 6♠ between two other deals; the ruling is about it (picked from the game).
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
PEEK = {"type": "peek", "player": "Vera", "trick": 2, "at_trick": 6}
# the same peek told again with a detail changed: another ruling about the same deal
PEEK_AGREED = {**PEEK, "agreed": True}


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def sheet(game):
    return score(game.record).sheet.as_json()


def save_about(game, index, incidents):
    """A ruling about deal ``index`` as the flow asks it (``request_for_deal``)."""
    request = {**write_once.request_for_deal(game, index), "incidents": list(incidents)}
    return services.ruling_save(
        request_data=request,
        ruling_json=adjudicate(request).as_json(),
        convention_key="sochi",
        game=game,
        deal_index=index,
    )


def save_record(game, request):
    return services.ruling_save(
        request_data=request,
        ruling_json=adjudicate(request).as_json(),
        convention_key="sochi",
        game=game,
    )


def write(saved, game, **how):
    game.refresh_from_db()
    return services.ruling_write_into_game(ruling=saved, game=game, version=game.version, **how)


def only(make_game, deals, about, incidents):
    """A fresh game with only this ruling written: the sheet the replacement must give."""
    fresh = make_game(deals=deals)
    return sheet(write(save_about(fresh, about, incidents), fresh))


# --- a deal picked from the game
def test_the_deal_picked_again_is_asked_as_it_was_before_the_ruling(make_game):
    game = make_game(deals=THREE_DEALS)
    before = write_once.request_for_deal(game, 1)
    write(save_about(game, 1, [PEEK]), game)
    game.refresh_from_db()
    assert game.deals[1] != THREE_DEALS[1]  # the ruling's deal is in its place now
    assert write_once.request_for_deal(game, 1) == before


def test_the_same_ruling_asked_again_is_refused_with_the_one_written(make_game):
    game = make_game(deals=THREE_DEALS)
    first = save_about(game, 1, [PEEK])
    write(first, game)
    game.refresh_from_db()
    written, version = game.record, game.version

    again = save_about(game, 1, [PEEK])
    with pytest.raises(services.RulingAlreadyWritten, match="already written") as refused:
        write(again, game)
    assert refused.value.saved == first
    game.refresh_from_db()
    assert game.record == written and game.version == version


def test_another_ruling_on_the_written_deal_replaces_it_not_adds(make_game):
    game = make_game(deals=THREE_DEALS)
    write(save_about(game, 1, [PEEK]), game)
    other = save_about(game, 1, [PEEK_AGREED])
    with pytest.raises(services.RulingAlreadyWritten):
        write(other, game)

    game = write(other, game, replace=True)

    assert sheet(game) == only(make_game, THREE_DEALS, 1, [PEEK_AGREED])
    assert game.deals[0] == THREE_DEALS[0] and game.deals[-1] == THREE_DEALS[2]
    assert RulingWrite.objects.filter(game=game).get().ruling == other
    # and a third time, the first ruling again: still one ruling's entries
    game = write(save_about(game, 1, [PEEK]), game, replace=True)
    assert sheet(game) == only(make_game, THREE_DEALS, 1, [PEEK])


# --- a deal added from a record (not picked from the game)
def test_a_record_ruled_again_with_more_incidents_replaces_the_first(make_game):
    game = make_game()
    request = example_record("renonce")
    write(save_record(game, request), game)
    more = {**request, "incidents": [PEEK]}  # the renonce seen in the play, and a peek
    second = save_record(game, more)
    with pytest.raises(services.RulingAlreadyWritten):
        write(second, game)

    game = write(second, game, replace=True)

    fresh = make_game()
    fresh = write(save_record(fresh, more), fresh)
    assert sheet(game) == sheet(fresh)
    assert game.deals[1:] and len(game.deals) == len(fresh.deals)


SHORT_7H = short_request(
    {"Boris": "whist", "Vera": "whist"}, {"Anna": 7, "Boris": 2, "Vera": 1}, [], contract="7H"
)


@pytest.mark.parametrize(
    "told_again",
    [
        {"note": "ещё раз"},  # a note added
        {"open": False},  # a default written out
        {"incidents": [{"type": "renonce", "player": "Vera", "trick": 5, "won_by": "Vera"}]},
        {"incidents": [{**PEEK, "player": "Boris", "trick": 3}]},  # the trick corrected
    ],
)
def test_the_same_record_told_again_is_the_same_deal_not_a_second_one(make_game, told_again):
    """A deal added from a record is what the core reads of it: a note, a default written out,
    another incident or a corrected one is still that deal, so it is replaced, never added."""
    game = make_game()
    write(save_record(game, {**SHORT_7H, "incidents": [{**PEEK, "player": "Boris"}]}), game)
    again = save_record(
        game, {**SHORT_7H, "incidents": [{**PEEK, "player": "Boris"}], **told_again}
    )
    with pytest.raises(services.RulingAlreadyWritten):
        write(again, game)
    game = write(again, game, replace=True)
    assert RulingWrite.objects.filter(game=game).count() == 1
    fresh = make_game()
    assert sheet(game) == sheet(write(again, fresh))


def test_another_deal_is_another_write(make_game):
    """The same kind of incident by the same player in another deal is written as well."""
    game = make_game(deals=THREE_DEALS)
    write(save_about(game, 1, [PEEK]), game)
    game = write(save_about(game, 0, [{**PEEK, "trick": 1}]), game)
    assert RulingWrite.objects.filter(game=game).count() == 2


def test_earlier_entries_edited_since_are_not_guessed_at(make_game):
    game = make_game(deals=THREE_DEALS)
    write(save_about(game, 1, [PEEK]), game)
    game.refresh_from_db()
    last = len(game.deals) - 2  # the ruling's last correction, just before the raspasy
    game = calculator.game_delete_deal(game=game, version=game.version, index=last)
    with pytest.raises(services.RulingNotWritable, match="no longer in the game"):
        write(save_about(game, 1, [PEEK_AGREED]), game, replace=True)


# --- a finished game
def test_a_finished_game_is_written_only_resumed_and_one_undo_takes_both_back(make_game):
    game = make_game()
    game = calculator.game_set_finished(game=game, version=game.version, finished=True)
    saved = save_record(game, example_record("renonce"))
    with pytest.raises(services.GameFinishedNotWritten, match="Resume the game"):
        write(saved, game)

    game = write(saved, game, resume=True)
    assert not game.finished and len(game.deals) == 2

    game = calculator.game_undo(game=game, version=game.version)
    assert game.finished and game.deals == []


# --- over HTTP
def flow_state(client, game):
    html = client.post("/en/rule/deal/", {"game": game.pk}, headers=HTMX).content.decode()
    html = client.post(
        "/en/rule/deal/read/",
        {"convention": hidden(html, "convention"), "game": game.pk, "example": "renonce"},
        headers=HTMX,
    ).content.decode()
    return state(html)


def test_the_card_offers_replace_with_the_link_never_a_second_write(client, make_game):
    game = make_game()
    s = flow_state(client, game)
    first = client.post("/en/rule/ruling/write/", {**s, "version": 1}, headers=HTMX)
    assert first.status_code == 200
    saved = SavedRuling.objects.get()
    game.refresh_from_db()

    page = client.post("/en/rule/ruling/", s, headers=HTMX).content.decode()
    assert f'<a href="/en/rule/r/{saved.token}/">the ruling written</a>' in page
    assert 'name="replace" value="1"' in page and "Write into the pulya" not in page
    assert hidden(page, "version") == str(game.version)

    response = client.post(
        "/en/rule/ruling/write/", {**s, "version": game.version, "replace": "1"}, headers=HTMX
    )
    assert response.status_code == 200, response.content.decode()
    assert "The earlier ruling is replaced: 2 entries written." in response.content.decode()
    game.refresh_from_db()
    assert len(game.deals) == 2  # the deal and its one penalty, not two


def test_a_finished_game_says_why_and_offers_to_resume(client, make_game):
    game = make_game()
    game = calculator.game_set_finished(game=game, version=game.version, finished=True)
    s = flow_state(client, game)
    page = client.post("/en/rule/ruling/", s, headers=HTMX).content.decode()
    assert "The game is finished and settled" in page
    assert "Resume the game and write" in page and 'name="resume" value="1"' in page

    refused = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)
    assert refused.status_code == 400
    game.refresh_from_db()
    assert game.finished and game.deals == []

    response = client.post(
        "/en/rule/ruling/write/", {**s, "version": game.version, "resume": "1"}, headers=HTMX
    )
    assert response.status_code == 200
    game.refresh_from_db()
    assert not game.finished and len(game.deals) == 2


def test_a_concurrent_double_post_writes_once(client, make_game, monkeypatch):
    """Two POSTs of two rulings on the same incident, the second checked before the first was
    committed (its look-up of earlier writes found none): the database refuses the second."""
    game = make_game()
    s = flow_state(client, game)
    first = client.post("/en/rule/ruling/write/", {**s, "version": 1}, headers=HTMX)
    assert first.status_code == 200
    game.refresh_from_db()
    written, version = game.record, game.version
    monkeypatch.setattr(write_once, "earlier_write", lambda *args, **kwargs: None)
    more = {**s, "request": s["request"][:-1] + ', "incidents": [' + PEEK_JSON + "]}"}

    second = client.post("/en/rule/ruling/write/", {**more, "version": version}, headers=HTMX)

    assert second.status_code == 409
    assert "already written" in second.content.decode()
    game.refresh_from_db()
    assert game.record == written and game.version == version
    assert WrittenIncident.objects.filter(game=game).count() == 1  # the renonce, once


PEEK_JSON = '{"type": "peek", "player": "Vera", "trick": 2, "at_trick": 6}'


MISDEAL = {"type": "misdeal", "kind": "wrong_count", "noticed": "after_bidding"}


def test_a_deal_in_the_place_of_one_a_redeal_removed_is_another_deal(make_game):
    """A misdeal on deal 2 takes it off (dealt again): deal 3 slides into its place and is a
    deal of its own, ruled and written without «already written»."""
    game = make_game(deals=THREE_DEALS)
    game = write(save_about(game, 1, [MISDEAL]), game)
    assert game.deals == [THREE_DEALS[0], THREE_DEALS[2]]

    game = write(save_about(game, 1, [{**PEEK, "trick": 3}]), game)
    assert RulingWrite.objects.filter(game=game).count() == 2


def test_a_record_written_then_picked_from_the_game_is_the_same_deal(make_game):
    """The ruling's deal added from a record, then picked from the game's deals: asked about
    as the record was, and its incident is already written."""
    game = make_game()
    request = example_record("renonce")
    first = save_record(game, request)
    game = write(first, game)
    asked = write_once.request_for_deal(game, 0)
    assert asked == {k: v for k, v in first.request.items() if k != "incidents"}
    with pytest.raises(services.RulingAlreadyWritten):
        write(save_about(game, 0, []), game)


def test_a_written_ruling_moved_by_a_deal_deleted_before_it_is_still_replaced(make_game):
    game = make_game(deals=THREE_DEALS)
    write(save_about(game, 1, [PEEK]), game)
    game.refresh_from_db()
    game = calculator.game_delete_deal(game=game, version=game.version, index=0)
    other = save_about(game, 0, [PEEK_AGREED])  # the ruled deal is deal 1 now
    with pytest.raises(services.RulingAlreadyWritten):
        write(other, game)

    game = write(other, game, replace=True)

    assert sheet(game) == only(make_game, THREE_DEALS[1:], 0, [PEEK_AGREED])
