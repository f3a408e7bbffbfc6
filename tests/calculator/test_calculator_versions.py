"""Two people in one game, over HTTP: the wizard carries the version (and the dealer, and for
an edit the deal's fingerprint) the entry started with, so a change by somebody else meanwhile
is a 409 at the save and never an overwrite of another deal. A finished game takes no entries."""

import html as html_lib
import json
import re

import pytest
from django.utils import translation

from rulings.calculator import services
from rulings.models import Game
from rulings.web import services as web_services
from tests.helpers.calculator import HTMX, SOCHI_DEALS

pytestmark = pytest.mark.django_db
CONFLICT = "Someone else changed this game meanwhile"
KEPT = "Your entry is kept: check it against the sheet and save again."


def wizard_form(html: str) -> dict[str, str]:
    """The hidden inputs of the wizard form: what the browser posts with the next tap."""
    form = html[html.index('<form id="wizard-form"') :]
    form = form[: form.index("</form>")]
    fields = re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', form)
    return {name: html_lib.unescape(v) for name, v in fields if name != "csrfmiddlewaretoken"}


def tap(client, game, html, **choice):
    """One wizard step as the browser sends it: the form's hidden inputs and the tapped value."""
    response = client.post(
        f"/en/score/{game.pk}/wizard/", {**wizard_form(html), **choice}, headers=HTMX
    )
    assert response.status_code == 200, response.content.decode()
    return response.content.decode()


def save(client, game, html, **typed):
    return client.post(f"/en/score/{game.pk}/deals/", {**wizard_form(html), **typed}, headers=HTMX)


def delete_first_deal(client, game):
    game.refresh_from_db()
    response = client.post(
        f"/en/score/{game.pk}/deals/delete/", {"version": game.version, "index": 0}, headers=HTMX
    )
    assert response.status_code == 200
    game.refresh_from_db()


def test_a_new_deal_entered_across_someone_elses_change_is_a_409_not_a_silent_save(
    client, make_game
):
    game = make_game(deals=SOCHI_DEALS[:3])  # v4; Vera deals next
    page = client.get(f"/en/score/{game.pk}/").content.decode()
    assert wizard_form(page)["version"] == "4"
    html = tap(client, game, page, kind="misere")

    delete_first_deal(client, game)  # somebody else, on another phone: v5
    html = tap(client, game, html, declarer="Anna")  # a tap after it still carries v4

    assert wizard_form(html)["version"] == "4"
    response = save(client, game, html, tricks_0="0")
    assert response.status_code == 409
    body = response.content.decode()
    assert CONFLICT in body and "it is now at version 5" in body
    assert 'name="tricks_0" min="0" max="10" step="1" inputmode="numeric" value="0"' in body
    game.refresh_from_db()
    assert game.deals == SOCHI_DEALS[1:3] and game.version == 5

    # saving again from the 409 is the conscious second step
    assert wizard_form(body)["version"] == "5"
    assert save(client, game, body, tricks_0="0").status_code == 200
    game.refresh_from_db()
    assert game.deals[-1] == {
        "dealer": "Vera",
        "declarer": "Anna",
        "contract": "misere",
        "tricks": {"Anna": 0},
    }


def test_the_dealer_of_an_entry_stays_the_one_it_started_with(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:1])  # Anna deals next
    page = client.get(f"/en/score/{game.pk}/").content.decode()
    assert "Anna deals" in page.split('id="wizard"')[1]
    html = tap(client, game, page, kind="raspasy")

    other = save(client, game, page, kind="raspasy", tricks_0="2", tricks_1="5", tricks_2="3")
    assert other.status_code == 200  # somebody else saved Anna's deal: Boris deals next
    html = tap(client, game, html, back_to="kind")
    html = tap(client, game, html, kind="raspasy")

    assert "Anna deals" in html and wizard_form(html)["dealer"] == "Anna"
    response = save(client, game, html, tricks_0="1", tricks_1="4", tricks_2="5")
    assert response.status_code == 409
    body = response.content.decode()
    assert "Mind the dealer: this deal is dealt by Boris." in body
    assert Game.objects.get(pk=game.pk).deals == [
        SOCHI_DEALS[0],
        {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 3}},
    ]


def test_an_edit_across_a_deletion_is_a_409_and_then_edits_the_same_deal(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:4])  # v5
    page = client.get(f"/en/score/{game.pk}/").content.decode()
    # the Edit link (boosted by htmx: it loads the game section with the deal in the wizard)
    link = re.search(r'href="([^"]*\?edit=2&[^"#]*)#wizard"', page).group(1)
    fingerprint = services.deal_fingerprint(SOCHI_DEALS[2])
    assert html_lib.unescape(link) == f"/en/score/{game.pk}/?edit=2&edit_of={fingerprint}"
    html = client.get(html_lib.unescape(link), headers=HTMX).content.decode()
    assert "Edit entry 3" in html and "Boris deals" in html  # Vera's misère, Boris dealt
    assert wizard_form(html)["edit_of"] == services.deal_fingerprint(SOCHI_DEALS[2])

    delete_first_deal(client, game)  # v6: index 2 is now the old entry 4 (Vera dealt)
    html = tap(client, game, html, back_to="kind")
    html = tap(client, game, html, kind="misere")
    html = tap(client, game, html, declarer="Vera")

    form = wizard_form(html)
    assert (form["version"], form["edit"], form["dealer"]) == ("5", "2", "Boris")
    assert "Edit entry 3" in html and "Boris deals" in html
    response = save(client, game, html, tricks_2="1")
    assert response.status_code == 409
    body = response.content.decode()
    assert CONFLICT in body and KEPT in body
    game.refresh_from_db()
    assert game.deals == SOCHI_DEALS[1:4]  # the old entry 4 is untouched

    # The entry now edits the same deal where it is now (entry 2), at the current version.
    assert "Edit entry 2" in body
    form = wizard_form(body)
    assert (form["version"], form["edit"]) == ("6", "1")
    assert save(client, game, body, tricks_2="1").status_code == 200
    game.refresh_from_db()
    assert game.deals == [
        SOCHI_DEALS[1],
        {"dealer": "Boris", "declarer": "Vera", "contract": "misere", "tricks": {"Vera": 1}},
        SOCHI_DEALS[3],
    ]


def test_an_edit_of_a_deal_deleted_meanwhile_keeps_the_entry_as_a_new_deal(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:3])
    html = client.get(
        f"/en/score/{game.pk}/wizard/?edit=0&version={game.version}", headers=HTMX
    ).content.decode()
    delete_first_deal(client, game)

    response = save(client, game, html, tricks_0="7", tricks_1="3")

    assert response.status_code == 409
    body = response.content.decode()
    assert "The deal you were editing is no longer in the game" in body
    assert "Enter a deal" in body and 'name="edit"' not in body
    assert Game.objects.get(pk=game.pk).deals == SOCHI_DEALS[1:3]


def test_an_edit_naming_another_deal_is_refused_even_at_the_current_version(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:3])
    html = client.get(f"/en/score/{game.pk}/wizard/?edit=0", headers=HTMX).content.decode()
    data = {**wizard_form(html), "tricks_0": "7", "tricks_1": "3"}

    forged = {**data, "edit_of": services.deal_fingerprint(SOCHI_DEALS[1])}
    assert client.post(f"/en/score/{game.pk}/deals/", forged, headers=HTMX).status_code == 409
    missing = {k: v for k, v in data.items() if k != "edit_of"}
    response = client.post(f"/en/score/{game.pk}/deals/", missing, headers=HTMX)
    assert response.status_code == 400
    assert "The form does not say which deal it edits" in response.content.decode()
    assert Game.objects.get(pk=game.pk).deals == SOCHI_DEALS[:3]


def test_a_wizard_step_without_the_version_is_a_400(client, make_game):
    game = make_game()
    response = client.post(f"/en/score/{game.pk}/wizard/", {"kind": "game"}, headers=HTMX)
    assert response.status_code == 400
    assert "The form is missing the game&#x27;s version" in response.content.decode()


def test_three_player_raspasy_where_the_dealer_took_nothing(client, make_game):
    game = make_game()  # Vera deals and plays
    data = {"version": 1, "kind": "raspasy", "tricks_0": "4", "tricks_1": "6", "tricks_2": "0"}

    response = client.post(f"/en/score/{game.pk}/deals/", data, headers=HTMX)

    assert response.status_code == 200
    assert Game.objects.get(pk=game.pk).deals == [
        {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 4, "Boris": 6, "Vera": 0}}
    ]


FINISHED = "The game is finished: resume it («Resume the game») before changing it."


def test_a_finished_game_takes_no_entries_until_resumed(client, make_game):
    game = make_game(pulya=6, deals=SOCHI_DEALS)
    game = services.game_set_finished(game=game, version=game.version, finished=True)
    v = game.version
    pk = game.pk
    edit = {"version": v, "edit": 0, "edit_of": services.deal_fingerprint(SOCHI_DEALS[0])}
    raspasy = {"kind": "raspasy", "tricks_0": "2", "tricks_1": "5", "tricks_2": "3"}
    refused = [
        ("post", f"/en/score/{pk}/deals/", {"version": v, **raspasy}),
        ("post", f"/en/score/{pk}/deals/", {**edit, **raspasy}),
        ("post", f"/en/score/{pk}/deals/delete/", {"version": v, "index": 0}),
        ("get", f"/en/score/{pk}/?edit=0", {}),
        ("get", f"/en/score/{pk}/wizard/?edit=0", {}),
        ("post", f"/en/score/{pk}/wizard/", {"version": v, "kind": "game"}),
    ]
    for method, url, data in refused:
        response = getattr(client, method)(url, data, headers=HTMX)
        assert response.status_code == 400, url
        html = response.content.decode()
        assert FINISHED in html, url
        assert html.lstrip().startswith('<section id="game"'), url
    step = client.post(f"/en/score/{pk}/wizard/", {"version": v, "kind": "game"}, headers=HTMX)
    assert step["HX-Retarget"] == "#game"  # a finished game has no #wizard to swap
    game.refresh_from_db()
    assert game.version == v and game.deals == SOCHI_DEALS and game.finished

    page = client.get(f"/en/score/{pk}/").content.decode()
    assert 'class="undo">' in page and 'class="delete"' not in page  # undo takes the finish back
    response = client.post(f"/en/score/{pk}/finish/", {"version": v, "finished": "0"}, headers=HTMX)
    assert response.status_code == 200  # resuming stays allowed
    response = client.post(f"/en/score/{pk}/deals/", {"version": v + 1, **raspasy}, headers=HTMX)
    assert response.status_code == 200


def test_undo_on_a_finished_game_takes_the_finish_back(client, make_game):
    game = make_game(pulya=6, deals=SOCHI_DEALS)
    game = services.game_set_finished(game=game, version=game.version, finished=True)
    response = client.post(f"/en/score/{game.pk}/undo/", {"version": game.version}, headers=HTMX)
    assert response.status_code == 200
    game.refresh_from_db()
    assert not game.finished and game.deals == SOCHI_DEALS


# --- limits
def test_a_game_holds_at_most_max_deals(client, make_game, monkeypatch):
    monkeypatch.setattr(web_services, "MAX_DEALS", 3)
    game = make_game(deals=SOCHI_DEALS[:3])
    data = {"version": 4, "kind": "raspasy", "tricks_0": "2", "tricks_1": "5", "tricks_2": "3"}

    response = client.post(f"/en/score/{game.pk}/deals/", data, headers=HTMX)

    assert response.status_code == 400
    assert "A game holds at most 3 deals (this one would have 4)." in response.content.decode()
    assert Game.objects.get(pk=game.pk).version == 4


def test_import_refuses_too_many_deals_and_too_large_records(client, monkeypatch):
    record = {
        "convention": "sochi",
        "players": ["Anna", "Boris", "Vera"],
        "pulya": 6,
        "deals": [SOCHI_DEALS[1]] * (web_services.MAX_DEALS + 1),
    }
    response = client.post("/en/score/import/", {"record": json.dumps(record)})
    assert response.status_code == 400
    assert f"A game holds at most {web_services.MAX_DEALS} deals" in response.content.decode()

    monkeypatch.setattr(web_services, "MAX_RECORD_BYTES", 1024)
    note = {"correction": {"player": "Anna", "pulya": 1, "note": "x" * 200}}
    record["deals"] = [note] * 5
    response = client.post("/en/score/import/", {"record": json.dumps(record)})
    assert response.status_code == 400
    assert "The game record is too large: 2 KB, at most 1 KB." in response.content.decode()
    assert Game.objects.count() == 0


def test_every_write_is_held_to_the_record_size(make_game, monkeypatch):
    game = make_game()
    note = {"correction": {"player": "Anna", "pulya": 1, "note": "x" * 200}}
    monkeypatch.setattr(web_services, "MAX_RECORD_BYTES", 1024)
    game = web_services.game_put_deals(game=game, version=1, deals=[note] * 3)
    # in English whatever language an earlier test in this worker left active
    with (
        translation.override("en"),
        pytest.raises(web_services.GameRecordInvalid, match="too large"),
    ):
        services.game_add_deal(game=game, version=game.version, deal=note)
    assert len(Game.objects.get(pk=game.pk).deals) == 3


def test_the_undo_history_is_bounded_in_depth_and_in_size(make_game, monkeypatch):
    game = make_game()
    deal = SOCHI_DEALS[1]
    for _ in range(web_services.UNDO_DEPTH + 3):
        game = services.game_add_deal(game=game, version=game.version, deal=deal)
    steps = list(game.undo_steps.all())
    assert game.undo_depth == len(steps) == web_services.UNDO_DEPTH
    assert steps[-1].record["deals"] == [deal] * (web_services.UNDO_DEPTH + 2)  # the newest
    assert steps[0].record["deals"] == [deal] * 3  # the three oldest were dropped

    monkeypatch.setattr(web_services, "MAX_HISTORY_BYTES", 10_000)
    game = services.game_add_deal(game=game, version=game.version, deal=deal)
    steps = list(game.undo_steps.all())
    assert [len(json_bytes(s.record)) for s in steps] == [s.size for s in steps]
    assert sum(s.size for s in steps) <= 10_000 and 1 <= len(steps) < web_services.UNDO_DEPTH
    assert game.undo_depth == len(steps)
    assert steps[-1].record["deals"] == [deal] * (web_services.UNDO_DEPTH + 3)  # newest
    game = services.game_undo(game=game, version=game.version)
    assert len(game.deals) == web_services.UNDO_DEPTH + 3
    assert game.undo_depth == len(steps) - 1 == game.undo_steps.count()


def test_which_undo_steps_are_kept(monkeypatch):
    monkeypatch.setattr(web_services, "MAX_HISTORY_BYTES", 100)
    assert web_services.undo_steps_kept([]) == 0
    assert web_services.undo_steps_kept([40, 40, 40]) == 2  # 120 bytes would be too many
    assert web_services.undo_steps_kept([40, 60, 1]) == 2  # exactly the bound
    assert web_services.undo_steps_kept([500, 1]) == 1  # the newest is always kept
    assert (
        web_services.undo_steps_kept([1] * (web_services.UNDO_DEPTH + 5)) == web_services.UNDO_DEPTH
    )


def json_bytes(value) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def test_an_edit_link_from_an_old_page_opens_the_same_deal_or_says_it_is_gone(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:4])
    page = client.get(f"/en/score/{game.pk}/").content.decode()
    links = {
        n: html_lib.unescape(re.search(rf'href="([^"]*\?edit={n}&[^"#]*)#wizard"', page).group(1))
        for n in (2, 3)
    }
    plain = links[2]
    delete_first_deal(client, game)  # on another phone: every deal moves up one

    # the misère (was entry 3) is opened where it is now, entry 2, not Boris's 8♠
    html = client.get(links[2], headers=HTMX).content.decode()
    assert "Edit entry 2" in html and wizard_form(html)["edit"] == "1"
    assert wizard_form(html)["edit_of"] == services.deal_fingerprint(SOCHI_DEALS[2])
    assert "Edit entry 2" in client.get(plain).content.decode()  # without htmx too
    assert wizard_form(html)["version"] == str(Game.objects.get(pk=game.pk).version)
    saved = save(client, game, html, tricks_2="1")  # the fingerprint guards it: no 409 first
    assert saved.status_code == 200
    game.refresh_from_db()
    assert game.deals[1]["tricks"] == {"Vera": 1}

    # a deal changed meanwhile: a 409 with the current game, not another deal's wizard
    game.refresh_from_db()
    changed = {**SOCHI_DEALS[3], "defenders": {"Vera": "whist", "Anna": "pass"}}
    changed["tricks"] = {"Boris": 8, "Vera": 2}
    services.game_edit_deal(game=game, version=game.version, index=2, deal=changed)
    response = client.get(links[3], headers=HTMX)
    assert response.status_code == 409 and response["HX-Retarget"] == "#game"
    body = response.content.decode()
    assert "The deal you wanted to edit is no longer in the game" in body
    assert body.lstrip().startswith('<section id="game"')


def test_a_delete_from_an_old_page_is_a_409_before_the_index_is_looked_at(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:2])
    old = game.version
    delete_first_deal(client, game)
    response = client.post(
        f"/en/score/{game.pk}/deals/delete/", {"version": old, "index": 1}, headers=HTMX
    )
    assert response.status_code == 409  # not «there is no deal 2»
    body = response.content.decode()
    assert CONFLICT in body and KEPT not in body  # there was no entry to keep
    assert Game.objects.get(pk=game.pk).deals == SOCHI_DEALS[1:2]
