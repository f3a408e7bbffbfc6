"""The arbiter's question flow over HTTP: each step, its htmx partial, bad input as a 400 with
the message and what was typed, the ruling card, the permalink, «write into the pulya».

English pages (/en/…) are asserted on: the Russian catalogue is translated separately."""

import html as html_lib
import json
import re

import pytest
from django.test import Client
from django.utils import translation

from rulings.arbiter.selectors import entry_line, text_of
from rulings.calculator import services as calculator
from rulings.calculator.selectors import game_view
from rulings.core.penalties.adjudicator import adjudicate
from rulings.core.scoring.game_score import score
from rulings.examples import example_record
from rulings.models import Game, SavedRuling
from tests.helpers.arbiter import HTMX, hidden, request_of, state

pytestmark = pytest.mark.django_db

# A short-form deal as a table tells it: Anna's 6♠, both whist, Anna 7, Boris 2, Vera 1.
SHORT = {
    "players": ["Anna", "Boris", "Vera"],
    "dealer": "Vera",
    "contract": "6S",
    "declarer": "Anna",
    "defenders": {"Boris": "whist", "Vera": "whist"},
    "tricks": {"Anna": 7, "Boris": 2, "Vera": 1},
}
GAME_DEALS = [
    {
        "dealer": "Vera",
        "declarer": "Anna",
        "contract": "7H",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "tricks": {"Anna": 6, "Boris": 4},
    },
    {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 3}},
]


def read(client, **data):
    """Step 2 answered: the page of step 3."""
    response = client.post("/en/rule/deal/read/", {"convention": "sochi", **data}, headers=HTMX)
    assert response.status_code == 200, response.content.decode()
    return response.content.decode()


def renonce_state(client):
    return state(read(client, example="renonce"))


def card(client, data):
    response = client.post("/en/rule/ruling/", data, headers=HTMX)
    assert response.status_code == 200, response.content.decode()
    return response.content.decode()


# --- step 1
def test_the_flow_starts_with_the_six_presets(client):
    response = client.get("/en/rule/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" in html and 'data-step="convention"' in html
    for key in ("sochi", "leningrad", "rostov", "classic", "kurochka", "balkan"):
        assert f'name="preset" value="{key}"' in html
    assert ">Balkan<" in html


def test_the_flow_is_russian_by_default(client):
    response = client.get("/rule/")
    assert response.status_code == 200
    assert '<html lang="ru">' in response.content.decode()


def test_nav_and_home_link_to_the_flow(client):
    html = client.get("/en/").content.decode()
    assert 'href="/en/rule/"' in html


def test_choosing_a_preset_gives_step_2_as_a_partial(client):
    response = client.post("/en/rule/deal/", {"preset": "leningrad"}, headers=HTMX)
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html and html.lstrip().startswith('<section id="flow"')
    assert 'data-step="deal"' in html
    assert hidden(html, "convention") == "leningrad"
    assert 'name="example" value="renonce"' in html


def test_without_htmx_the_whole_page_comes_back(client):
    response = client.post("/en/rule/deal/", {"preset": "sochi"})
    assert response.status_code == 200
    assert "<html" in response.content.decode()


def test_no_convention_is_a_400_with_the_question(client):
    response = client.post("/en/rule/deal/", {"preset": "nowhere"}, headers=HTMX)
    assert response.status_code == 400
    assert 'data-step="convention"' in response.content.decode()
    response = client.post("/en/rule/deal/", {}, headers=HTMX)
    assert response.status_code == 400
    assert "Choose the convention of your table." in response.content.decode()


def test_start_from_a_game_lists_only_the_visitors_games(client, make_game):
    mine = make_game()
    theirs = make_game(session_key="somebody-else")
    html = client.get(f"/en/rule/?game={mine.pk}").content.decode()
    assert f'name="game" value="{mine.pk}" class="option selected"' in html
    assert f'name="game" value="{theirs.pk}"' not in html
    assert client.get(f"/en/rule/?game={theirs.pk}").status_code == 403


def test_choosing_a_game_takes_its_convention_and_offers_its_deals(client, make_game):
    game = make_game(convention="rostov", deals=GAME_DEALS)
    response = client.post("/en/rule/deal/", {"game": game.pk}, headers=HTMX)
    html = response.content.decode()
    assert response.status_code == 200
    assert hidden(html, "convention") == "rostov"
    assert hidden(html, "game") == str(game.pk)
    assert 'name="game_deal" value="0"' in html and 'name="game_deal" value="1"' in html


# --- step 2
def test_an_example_reads_to_step_3_with_the_renonce_found(client):
    html = read(client, example="renonce")
    assert 'data-step="incidents"' in html
    assert '<li class="incident detected" data-type="renonce">' in html
    assert "Boris, trick 3" in html
    data = request_of(html)
    assert data["convention"] == "sochi" and data["hands"]["Boris"]


def test_the_chosen_convention_replaces_the_records(client):
    html = read(client, convention="rostov", example="renonce")
    assert request_of(html)["convention"] == "rostov"


def test_a_pasted_short_form_reads(client):
    html = read(client, record=json.dumps(SHORT))
    assert "The play is not recorded" in html
    assert request_of(html)["tricks"] == SHORT["tricks"]


def test_bad_json_is_a_400_with_the_place_and_the_text_kept(client):
    typed = '{"players": ["Anna", "Boris", "Vera"],, }'
    response = client.post(
        "/en/rule/deal/read/", {"convention": "sochi", "record": typed}, headers=HTMX
    )
    html = response.content.decode()
    assert response.status_code == 400
    assert "This is not JSON (line 1, column" in html
    assert (
        "{&quot;players&quot;: [&quot;Anna&quot;, &quot;Boris&quot;, &quot;Vera&quot;],, }" in html
    )
    assert 'data-step="deal"' in html


def test_a_deal_the_adjudicator_cannot_read_lists_every_problem(client):
    typed = json.dumps({**SHORT, "declarer": "Gleb", "tricks": {"Anna": 7, "Boris": 2}})
    response = client.post(
        "/en/rule/deal/read/", {"convention": "sochi", "record": typed}, headers=HTMX
    )
    html = response.content.decode()
    assert response.status_code == 400
    # where each problem is, in the deal's words; a JSON key they do not name is left out
    assert "Declarer: «Gleb» does not play this deal" in html
    assert "<li>the tricks must add up to 10, not 9</li>" in html
    assert "tricks:" not in html and "declarer:" not in html


def test_bad_input_is_in_russian_on_russian_pages(client):
    response = client.post("/rule/deal/read/", {"convention": "sochi", "record": "{"}, headers=HTMX)
    assert response.status_code == 400
    assert '<section id="flow"' in response.content.decode()


def test_nothing_given_is_a_400(client):
    response = client.post("/en/rule/deal/read/", {"convention": "sochi"}, headers=HTMX)
    assert response.status_code == 400
    assert "Paste a deal record, open an example or pick a deal." in response.content.decode()


def test_a_deal_of_the_game_becomes_the_short_form(client, make_game):
    game = make_game(deals=GAME_DEALS)
    html = read(client, convention="", game=game.pk, game_deal=0)
    data = request_of(html)
    # the lone whister's 4 include the passer's cards: the short form gives every player's
    assert data == {
        "players": ["Anna", "Boris", "Vera"],
        "convention": "sochi",
        "dealer": "Vera",
        "contract": "7H",
        "declarer": "Anna",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "tricks": {"Anna": 6, "Boris": 4, "Vera": 0},
    }
    assert hidden(html, "deal_index") == "0"


def test_a_deal_of_somebody_elses_game_is_refused(client, make_game):
    game = make_game(deals=GAME_DEALS, session_key="somebody-else")
    response = client.post("/en/rule/deal/read/", {"game": game.pk, "game_deal": 0}, headers=HTMX)
    assert response.status_code == 403


def test_arriving_from_the_deal_viewer_goes_straight_to_step_3(client):
    record = json.dumps(example_record("renonce"), ensure_ascii=False)
    response = client.post("/en/rule/", {"record": record})
    html = response.content.decode()
    assert response.status_code == 200
    assert 'name="preset" value="sochi" class="option selected"' in html
    response = client.post("/en/rule/deal/", {"preset": "sochi", "record": record}, headers=HTMX)
    assert 'data-step="incidents"' in response.content.decode()


def test_the_deal_viewer_has_the_ask_the_arbiter_button(client):
    html = client.get("/en/deal/?example=renonce").content.decode()
    assert 'action="/en/rule/"' in html and "Ask the arbiter" in html


# --- step 3
def test_a_type_asks_only_its_own_questions(client):
    s = state(read(client, record=json.dumps(SHORT)))
    response = client.post(
        "/en/rule/incident/", {**s, "action": "ask", "type": "peek"}, headers=HTMX
    )
    html = response.content.decode()
    assert response.status_code == 200
    for name in ("player", "trick", "at_trick", "agreed"):
        assert f'name="{name}"' in html
    for name in ("kind", "noticed", "won_by", "last_bid"):
        assert f'name="{name}"' not in html
    assert '<option value="Boris">Boris</option>' in html


def test_an_unknown_type_is_a_400(client):
    s = state(read(client, record=json.dumps(SHORT)))
    response = client.post("/en/rule/incident/", {**s, "action": "ask", "type": "x"}, headers=HTMX)
    assert response.status_code == 400


def test_missing_answers_are_a_400_with_the_answers_kept(client):
    s = state(read(client, record=json.dumps(SHORT)))
    response = client.post(
        "/en/rule/incident/",
        {**s, "action": "add", "type": "peek", "player": "Boris", "trick": "2"},
        headers=HTMX,
    )
    html = response.content.decode()
    assert response.status_code == 400
    assert "Please answer this question." in html
    assert '<option value="Boris" selected>Boris</option>' in html


def test_the_adjudicators_objection_lands_on_its_field(client):
    s = state(read(client, record=json.dumps(SHORT)))
    response = client.post(
        "/en/rule/incident/",
        {**s, "action": "add", "type": "peek", "player": "Boris", "trick": "6", "at_trick": "4"},
        headers=HTMX,
    )
    html = response.content.decode()
    assert response.status_code == 400
    assert "a trick looked at must be quitted before trick 4" in html
    assert request_of(html).get("incidents") is None  # nothing added


def add_peek(client, s):
    response = client.post(
        "/en/rule/incident/",
        {**s, "action": "add", "type": "peek", "player": "Boris", "trick": "2", "at_trick": "6"},
        headers=HTMX,
    )
    assert response.status_code == 200, response.content.decode()
    return response.content.decode()


def test_a_declared_incident_is_added_and_can_be_removed(client):
    html = add_peek(client, state(read(client, record=json.dumps(SHORT))))
    assert request_of(html)["incidents"] == [
        {"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6}
    ]
    assert "looked at a trick" in html
    response = client.post(
        "/en/rule/incident/", {**state(html), "action": "remove", "index": "0"}, headers=HTMX
    )
    assert response.status_code == 200
    assert "incidents" not in request_of(response.content.decode())
    response = client.post(
        "/en/rule/incident/", {**state(html), "action": "remove", "index": "5"}, headers=HTMX
    )
    assert response.status_code == 400


def misdeal_before_bidding(client, record):
    return client.post(
        "/en/rule/incident/",
        {
            **state(read(client, record=json.dumps(record))),
            "action": "add",
            "type": "misdeal",
            "kind": "wrong_count",
            "noticed": "before_bidding",
            "dealer_fault": "on",
        },
        headers=HTMX,
    )


def test_a_misdeal_noticed_before_the_bidding_of_a_deal_bid_and_played_is_refused(client):
    """SHORT has its contract: the bidding was under way, so «noticed before the bidding»
    contradicts the record, and 3.2.13 turns on exactly that."""
    response = misdeal_before_bidding(client, SHORT)
    assert response.status_code == 400
    assert "the record shows the bidding under way" in response.content.decode()


def test_a_misdeal_of_a_deal_bid_is_asked_with_after_the_bidding_chosen(client):
    def asked(record):
        response = client.post(
            "/en/rule/incident/",
            {**state(read(client, record=json.dumps(record))), "action": "ask", "type": "misdeal"},
            headers=HTMX,
        )
        return response.content.decode()

    assert re.search(r'value="after_bidding"[^>]*checked', asked(SHORT))
    assert not re.search(r"checked[^>]*after_bidding|after_bidding[^>]*checked", asked(
        {k: SHORT[k] for k in ("players", "dealer")}))  # fmt: skip


def test_a_misdeal_needs_kind_and_moment(client):
    response = misdeal_before_bidding(client, {k: SHORT[k] for k in ("players", "dealer")})
    assert response.status_code == 200
    html = card(client, state(response.content.decode()))
    assert 'data-rule="misdeal_redeal"' in html
    assert "Redeal: the same dealer deals again." in html


# --- step 4: the ruling card
def test_the_renonce_card_cites_the_rule_and_shows_both_scores(client):
    html = card(client, renonce_state(client))
    assert 'data-step="ruling"' in html
    assert "<h2>Renonce by a whister</h2>" in html
    assert '<a href="/en/sources/#classic">the classic text</a> «Если ренонс допустил' in html
    assert "Boris, whisting, did not follow suit (trick 3)." in html
    # Boris writes one remiz of a six (2) into the mountain; as played he wrote none
    assert '<td class="mountain">2 <del>0</del></td>' in html
    assert '<td class="balance">-14 <del>-1</del></td>' in html
    assert "remiz for a renonce</span>: Boris: 2 into the mountain" in html
    assert '<tr data-player="Anna"><th scope="row">Anna</th><td class="played">6</td>' in html


def test_the_peek_card_takes_a_trick_to_nobody(client):
    html = card(client, state(add_peek(client, state(read(client, record=json.dumps(SHORT))))))
    assert "<h2>Looking at a quitted trick</h2>" in html
    assert '<a href="/en/sources/#lesnoy">Lesnoy&#x27;s code</a> 3.9.11.2; 3.9.12' in html
    assert (
        '<tr data-player="Boris" class="changed"><th scope="row">Boris</th>'
        '<td class="played">2</td><td class="ruling">1</td>'
    ) in html


def test_choices_are_shown_with_their_worth_before_choosing(client):
    s = state(read(client, example="misere-out-of-turn"))
    html = card(client, s)
    assert "Boris chooses" in html
    assert "What each choice is worth: Boris" in html
    # whose tricks they are (on his misère Boris wants fewer). Forbidden or ordered, Anna's J♦
    # stays on the table until played (Lesnoy's code 3.9.14): she must lead it when she next
    # wins a trick, and Boris takes 4 whichever he chooses, so none is marked the best
    for key in ("accept", "forbid", "order"):
        assert f'name="choice" value="{key}"' in html
    assert html.count("tricks of Boris (the misère): 4<") == 3
    assert "the best for the side that chooses" not in html
    assert "Not chosen yet" in html

    response = client.post(
        "/en/rule/ruling/choose/", {**state(html), "item": "0", "choice": "forbid"}, headers=HTMX
    )
    chosen = response.content.decode()
    assert response.status_code == 200
    assert "Boris chose: forbid the lead in the suit" in chosen
    assert 'class="choice-option chosen" aria-pressed="true"' in chosen
    incidents = request_of(chosen)["incidents"]
    assert incidents == [{"type": "out_of_turn", "player": "Anna", "trick": 2, "choice": "forbid"}]


@pytest.mark.slow
def test_a_choice_the_rule_does_not_give_is_a_400(client):
    s = state(read(client, example="misere-out-of-turn"))
    for item, choice in (("0", "nonsense"), ("7", "accept"), ("x", "accept")):
        response = client.post(
            "/en/rule/ruling/choose/", {**s, "item": item, "choice": choice}, headers=HTMX
        )
        assert response.status_code == 400


@pytest.mark.parametrize(
    "request_text",
    ["not json", "[1, 2]", '{"players": "x"}', json.dumps({**SHORT, "incidents": "x"})],
)
def test_a_broken_state_is_a_400_never_a_500(client, request_text):
    for url in ("/en/rule/ruling/", "/en/rule/incident/", "/en/rule/ruling/save/"):
        response = client.post(url, {"convention": "sochi", "request": request_text}, headers=HTMX)
        assert response.status_code == 400, url
    assert not SavedRuling.objects.exists()


def test_a_broken_convention_is_a_400(client):
    response = client.post(
        "/en/rule/deal/read/", {"convention": "{nope", "example": "renonce"}, headers=HTMX
    )
    assert response.status_code == 400


# --- save and share
def test_save_stores_the_ruling_and_shows_the_permalink(client):
    s = renonce_state(client)
    response = client.post("/en/rule/ruling/save/", s, headers=HTMX)
    html = response.content.decode()
    assert response.status_code == 200
    saved = SavedRuling.objects.get()
    assert f"/en/rule/r/{saved.token}/" in html and 'id="permalink"' in html
    assert len(saved.token) >= 20
    assert saved.convention == "sochi"
    assert saved.request == json.loads(s["request"])
    assert saved.ruling["rule"] == "renonce_whister"
    assert saved.ruling["entries"]["players"]["Boris"]["mountain"] == 2
    assert saved.game is None and saved.deal_index is None


def test_save_without_htmx_redirects_to_the_permalink(client):
    response = client.post("/en/rule/ruling/save/", renonce_state(client))
    saved = SavedRuling.objects.get()
    assert response.status_code == 302
    assert response["Location"] == f"/en/rule/r/{saved.token}/"


def test_the_permalink_is_public_and_read_only(client):
    client.post("/en/rule/ruling/save/", renonce_state(client), headers=HTMX)
    saved = SavedRuling.objects.get()
    stranger = Client()
    response = stranger.get(f"/en/rule/r/{saved.token}/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<h2>Renonce by a whister</h2>" in html
    assert "It cannot be changed." in html
    assert 'name="choice"' not in html and "Save and share" not in html
    assert stranger.post(f"/en/rule/r/{saved.token}/").status_code == 405
    assert stranger.get("/en/rule/r/not-a-token/").status_code == 404


def test_the_permalink_renders_what_was_stored(client):
    client.post("/en/rule/ruling/save/", renonce_state(client), headers=HTMX)
    saved = SavedRuling.objects.get()
    SavedRuling.objects.filter(pk=saved.pk).update(
        ruling={**saved.ruling, "rule": "peek", "rulings": []}
    )
    html = client.get(f"/en/rule/r/{saved.token}/").content.decode()
    assert "<h2>Looking at a quitted trick</h2>" in html  # the stored JSON, not a new run


def test_a_saved_ruling_cannot_be_changed(client):
    client.post("/en/rule/ruling/save/", renonce_state(client), headers=HTMX)
    saved = SavedRuling.objects.get()
    saved.convention = "rostov"
    with pytest.raises(ValueError, match="immutable"):
        saved.save()
    assert SavedRuling.objects.get().convention == "sochi"


# --- write into the pulya
def game_flow_state(client, game, **deal):
    """The flow started from ``game``, its deal read, at the ruling card."""
    html = client.post("/en/rule/deal/", {"game": game.pk}, headers=HTMX).content.decode()
    html = read(client, convention=hidden(html, "convention"), game=game.pk, **deal)
    return state(html)


def test_write_into_the_pulya_appends_the_rulings_deal_and_penalty(client, make_game):
    game = make_game()
    s = game_flow_state(client, game, example="renonce")
    html = card(client, s)
    assert "Write into the pulya" in html
    assert hidden(html, "version") == str(game.version)
    response = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)
    page = response.content.decode()
    assert response.status_code == 200, page
    assert "Written into the pulya: 2 entries." in page
    saved = SavedRuling.objects.get()
    assert saved.game == game and saved.deal_index is None
    game.refresh_from_db()
    deal, penalty = game.deals
    assert {k: v for k, v in deal.items() if k != "note"} == {
        "dealer": "Vera",
        "contract": "6S",
        "declarer": "Anna",
        "defenders": {"Boris": "whist", "Vera": "whist"},
        "tricks": {"Anna": 6, "Boris": 3, "Vera": 1},
    }
    assert f"/rule/r/{saved.token}/" in deal["note"]
    assert {k: v for k, v in penalty["correction"].items() if k != "note"} == {
        "player": "Boris",
        "mountain": 2,
    }
    # the game's sheet is the ruling's: Anna 2 in the pulya, Boris 2 in the mountain, whists
    assert client.get(f"/en/score/{game.pk}/").status_code == 200
    sheet = game_view(game).result.sheet.as_json()
    assert sheet == saved.ruling["entries"]["players"]
    assert sheet["Boris"] == {"pulya": 0, "mountain": 2, "whists": {"Anna": 6, "Vera": 0}}
    assert "Write into the pulya" not in page  # written once


def test_write_is_for_the_games_owner_only(client, make_game):
    game = make_game(session_key="somebody-else")
    s = {**renonce_state(client), "game": str(game.pk)}
    html = card(client, s)
    assert "Write into the pulya" not in html
    response = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)
    assert response.status_code == 403
    assert "Only the owner of this game can change it." in response.content.decode()
    game.refresh_from_db()
    assert game.deals == [] and game.version == 1
    assert not SavedRuling.objects.exists()


def test_write_on_a_stale_version_is_a_409_and_nothing_is_written(client, make_game):
    game = make_game()
    s = game_flow_state(client, game, example="renonce")
    seen = game.version
    calculator.game_add_deal(game=game, version=seen, deal=GAME_DEALS[0])  # someone else
    response = client.post("/en/rule/ruling/write/", {**s, "version": seen}, headers=HTMX)
    assert response.status_code == 409
    assert "Someone else changed this game meanwhile" in response.content.decode()
    game.refresh_from_db()
    assert game.deals == [GAME_DEALS[0]]
    assert not SavedRuling.objects.exists()


def test_write_without_a_version_is_a_400(client, make_game):
    game = make_game()
    s = game_flow_state(client, game, example="renonce")
    response = client.post("/en/rule/ruling/write/", s, headers=HTMX)
    assert response.status_code == 400
    assert Game.objects.get(pk=game.pk).deals == []


def test_write_into_a_game_of_other_players_is_a_400(client, make_game):
    game = make_game(players=("Anna", "Boris", "Gleb"))
    s = {**renonce_state(client), "game": str(game.pk)}
    response = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)
    assert response.status_code == 400
    assert "The game&#x27;s players are Anna, Boris, Gleb" in response.content.decode()
    assert Game.objects.get(pk=game.pk).deals == []


def test_a_ruling_on_a_deal_of_the_game_replaces_that_deal(client, make_game):
    """Deal 1 (Anna's 7♥, Boris whists alone, 4 tricks): Boris looked at trick 2 during trick 6;
    he loses a trick that goes to nobody: the deal is written as played and the difference as
    corrections, and the sheet is the ruling's."""
    game = make_game(deals=GAME_DEALS)
    s = game_flow_state(client, game, game_deal=0)
    html = add_peek(client, s)
    s = state(html)
    html = card(client, s)
    assert "The deal is replaced in" in html
    response = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)
    assert response.status_code == 200, response.content.decode()
    game.refresh_from_db()
    saved = SavedRuling.objects.get()
    assert saved.deal_index == 0
    deals = game.deals
    ruling_deals = len(deals) - (len(GAME_DEALS) - 1)  # put in place of deal 1
    assert deals[ruling_deals:] == GAME_DEALS[1:]  # the other deal untouched, after them
    only_ruling = score(
        {"convention": "sochi", "players": game.players, "deals": deals[:ruling_deals]}
    )
    assert only_ruling.sheet.as_json() == saved.ruling["entries"]["players"]


def test_a_refused_game_is_step_1_again_with_the_reason(client, make_game):
    game = make_game(session_key="somebody-else")
    response = client.post("/en/rule/deal/", {"game": game.pk}, headers=HTMX)
    html = response.content.decode()
    assert response.status_code == 403
    assert html.lstrip().startswith('<section id="flow"') and 'data-step="convention"' in html
    assert "Only the owner of this game can use it here." in html


def test_changing_the_convention_keeps_the_deal_and_the_incidents(client):
    html = add_peek(client, state(read(client, record=json.dumps(SHORT))))
    carried = hidden(html, "record")  # the «change» of step 1 carries the request
    response = client.post("/en/rule/", {"record": carried}, headers=HTMX)
    assert 'data-step="convention"' in response.content.decode()
    response = client.post("/en/rule/deal/", {"preset": "rostov", "record": carried}, headers=HTMX)
    html = response.content.decode()
    assert 'data-step="incidents"' in html
    data = request_of(html)
    assert data["convention"] == "rostov"
    assert data["incidents"] == [{"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6}]


THREE_DEALS = [
    *GAME_DEALS,
    {
        "dealer": "Boris",
        "declarer": "Vera",
        "contract": "6S",
        "defenders": {"Anna": "whist", "Boris": "whist"},
        "tricks": {"Vera": 7, "Anna": 2, "Boris": 1},
    },
]


def test_a_deal_deleted_after_it_was_picked_is_a_409_and_nothing_is_written(client, make_game):
    """Deal 2 (the raspasy) is picked; deal 1 is deleted elsewhere before «Write into the
    pulya»: index 1 is now Vera's 6♠, and the ruling must not take its place."""
    game = make_game(deals=THREE_DEALS)
    picked = game.version
    s = game_flow_state(client, game, game_deal=1)
    assert s["deal_version"] == str(picked)
    game = calculator.game_delete_deal(game=game, version=game.version, index=0)  # elsewhere
    html = card(client, s)  # the card drawn after the change still expects the picked version
    assert hidden(html, "version") == str(picked)

    response = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)

    assert response.status_code == 409
    page = response.content.decode()
    assert "The deal this ruling is about is no longer in its place in the game" in page
    game.refresh_from_db()
    assert game.deals == THREE_DEALS[1:]
    assert not SavedRuling.objects.exists()
    response = client.post("/en/rule/ruling/write/", {**s, "version": picked}, headers=HTMX)
    assert response.status_code == 409
    assert "Pick the deal again." in response.content.decode()
    assert Game.objects.get(pk=game.pk).deals == THREE_DEALS[1:]


def test_any_change_after_the_deal_was_picked_is_a_409(client, make_game):
    """A deal added at the end leaves the picked deal where it was; the card still carries the
    version seen when it was picked, so the write is refused and the visitor picks again."""
    game = make_game(deals=THREE_DEALS[:2])
    s = game_flow_state(client, game, game_deal=1)
    calculator.game_add_deal(game=game, version=game.version, deal=THREE_DEALS[2])
    html = card(client, s)
    version = hidden(html, "version")
    response = client.post("/en/rule/ruling/write/", {**s, "version": version}, headers=HTMX)
    assert response.status_code == 409
    assert "The game changed after you picked the deal" in response.content.decode()
    assert Game.objects.get(pk=game.pk).deals == THREE_DEALS


def test_a_deal_picked_and_written_at_once_replaces_it(client, make_game):
    game = make_game(deals=THREE_DEALS)
    s = game_flow_state(client, game, game_deal=2)
    html = card(client, s)
    response = client.post(
        "/en/rule/ruling/write/", {**s, "version": hidden(html, "version")}, headers=HTMX
    )
    assert response.status_code == 200, response.content.decode()
    game.refresh_from_db()
    assert game.deals[:2] == THREE_DEALS[:2]
    assert {k: v for k, v in game.deals[2].items() if k != "note"} == THREE_DEALS[2]


def test_a_misdeal_ruling_reads_in_russian_throughout(client):
    """The misdeal's reason is a text inside the explanation: it is translated too."""
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "incidents": [{"type": "misdeal", "kind": "out_of_turn", "noticed": "before_bidding"}],
    }
    explanation = adjudicate(request).as_json()["rulings"][0]["explanation"]
    assert explanation["params"]["reason"]["template"].startswith("the wrong player dealt")
    with translation.override("ru"):
        text = text_of(explanation)
    assert "the wrong player" not in text and "stands" not in text
    assert text.startswith("Неправильная сдача: ")


def add_misdeal(client, s):
    response = client.post(
        "/en/rule/incident/",
        {**s, "action": "add", "type": "misdeal", "kind": "wrong_count"}
        | {"noticed": "after_bidding", "dealer_fault": "on"},
        headers=HTMX,
    )
    assert response.status_code == 200, response.content.decode()
    return response.content.decode()


def test_a_misdeal_of_a_picked_deal_takes_it_off_the_pulya(client, make_game):
    """Lesnoy's book 3.2.15 (unequal hands, found once the deal was bid and played: it cannot
    be played): a redeal by the same dealer; the picked deal goes from the sheet, the others
    stay."""
    game = make_game(deals=GAME_DEALS)
    s = state(add_misdeal(client, game_flow_state(client, game, game_deal=0)))
    html = card(client, s)
    assert "Write into the pulya" in html and "Not written into the pulya" not in html
    response = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)
    assert response.status_code == 200, response.content.decode()
    assert "The deal is taken off the pulya: it is dealt again." in response.content.decode()
    game.refresh_from_db()
    assert game.deals == GAME_DEALS[1:]


def test_a_ruling_that_cannot_be_written_says_why_instead_of_offering_the_button(client, make_game):
    game = make_game(deals=GAME_DEALS)
    s = game_flow_state(client, game, example="renonce")  # a deal that is not the game's
    s = state(add_misdeal(client, s))  # a redeal of a new deal writes nothing
    html = html_lib.unescape(card(client, s))
    assert "Write into the pulya" not in html
    assert "Not written into the pulya: The ruling writes nothing: the cards are dealt again." in (
        html
    )


def test_a_ruling_is_written_into_a_kurochka_game(client, make_game):
    """The classic sheet (the classic text): the whister's remiz goes into the курочка, which the
    game record keeps with the mountain; the game's sheet is the ruling's."""
    game = make_game(convention="kurochka", pulya=200)
    s = game_flow_state(client, game, example="renonce")
    html = card(client, s)
    assert "Write into the pulya" in html
    response = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)
    assert response.status_code == 200, response.content.decode()
    game.refresh_from_db()
    saved = SavedRuling.objects.get()
    assert game_view(game).result.sheet.as_json() == saved.ruling["entries"]["players"]


def test_a_game_deleted_before_the_write_keeps_the_flow_with_a_message(client, make_game):
    game = make_game()
    s = game_flow_state(client, game, example="renonce")
    version = game.version
    game.delete()
    response = client.post("/en/rule/ruling/write/", {**s, "version": version}, headers=HTMX)
    assert response.status_code == 404
    page = response.content.decode()
    assert page.lstrip().startswith('<section id="flow"')
    assert "The game no longer exists: nothing was written." in page
    assert "Write into the pulya" not in page and not SavedRuling.objects.exists()


def test_changing_a_picked_deal_and_reading_it_back_still_replaces_it(client, make_game):
    game = make_game(deals=GAME_DEALS)
    s = game_flow_state(client, game, game_deal=0)
    assert s["deal_index"] == "0"
    change = {
        "game": s["game"],
        "deal_index": s["deal_index"],
        "deal_version": s["deal_version"],
        "record": s["request"],
        "show": "1",
    }
    html = client.post("/en/rule/deal/", change, headers=HTMX).content.decode()
    assert 'data-step="deal"' in html and hidden(html, "deal_index") == "0"
    unchanged = {
        "convention": hidden(html, "convention"),
        "game": s["game"],
        "deal_index": "0",
        "deal_version": s["deal_version"],
        "record": s["request"],
    }
    s = state(client.post("/en/rule/deal/read/", unchanged, headers=HTMX).content.decode())
    assert s["deal_index"] == "0"  # still the game's deal 1: the ruling will take its place
    s = state(add_peek(client, s))
    response = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)
    assert response.status_code == 200, response.content.decode()
    game.refresh_from_db()
    assert game.deals[-1] == GAME_DEALS[1] and len(game.deals) < len(GAME_DEALS) + 2
    assert sum(1 for d in game.deals if d.get("contract") == "7H") == 1  # not written twice

    # an edited record is another deal: it is added, not put in place of deal 1
    edited = json.loads(s["request"])
    edited["tricks"] = {"Anna": 7, "Boris": 3}
    edited.pop("incidents", None)
    s = state(
        client.post(
            "/en/rule/deal/read/",
            {**unchanged, "record": json.dumps(edited), "deal_version": str(game.version)},
            headers=HTMX,
        ).content.decode()
    )
    assert s["deal_index"] == ""


def test_cards_shown_early_and_claims_are_offered_only_with_the_hands(client):
    short = read(client, record=json.dumps(SHORT))
    offered = set(re.findall(r'name="type" value="(\w+)"', short))
    assert offered == {"renonce", "out_of_turn", "peek", "talon_peek", "misdeal", "conduct"}
    asked = client.post(
        "/en/rule/incident/", {**state(short), "action": "ask", "type": "claim"}, headers=HTMX
    )
    assert asked.status_code == 400
    full = read(client, example="renonce")
    assert {"exposed", "claim"} <= set(re.findall(r'name="type" value="(\w+)"', full))


def test_a_card_out_of_turn_needs_its_card(client):
    s = state(read(client, record=json.dumps(SHORT)))
    asked = {**s, "action": "add", "type": "out_of_turn", "player": "Boris", "trick": "3"}
    response = client.post("/en/rule/incident/", asked, headers=HTMX)
    assert response.status_code == 400
    assert "Please answer this question." in response.content.decode()
    assert "incidents" not in request_of(response.content.decode())
    response = client.post("/en/rule/incident/", {**asked, "card": "KD"}, headers=HTMX)
    assert response.status_code == 200
    incident = request_of(response.content.decode())["incidents"][0]
    assert incident["card"] == "KD" and incident["player"] == "Boris"


def test_a_declarers_renonce_with_both_whisting_is_ruled_from_the_form(client):
    s = state(read(client, record=json.dumps(SHORT)))
    added = {
        **s,
        "action": "add",
        "type": "renonce",
        "player": "Anna",
        "trick": "5",
        "won_by": "Anna",
        "highest": "Vera",
    }
    html = client.post("/en/rule/incident/", added, headers=HTMX).content.decode()
    assert request_of(html)["incidents"][0]["highest"] == "Vera"
    page = card(client, state(html))
    assert "trick 5 goes to Vera, whose card of the led suit is highest" in page


def test_a_ruling_for_other_players_offers_no_write_and_says_why(client, make_game):
    game = make_game(players=("Xena", "Yuri", "Zoya"))
    s = {**renonce_state(client), "game": str(game.pk)}
    html = html_lib.unescape(card(client, s))
    assert "Write into the pulya" not in html
    assert "Not written into the pulya: The game's players are Xena, Yuri, Zoya" in html


def test_a_plain_write_redirects_so_a_reload_does_not_write_again(client, make_game):
    game = make_game()
    s = game_flow_state(client, game, example="renonce")
    response = client.post("/en/rule/ruling/write/", {**s, "version": game.version})
    saved = SavedRuling.objects.get()
    assert response.status_code == 302 and response["Location"].endswith(f"/rule/r/{saved.token}/")
    page = client.get(response["Location"]).content.decode()
    assert "Written into the pulya: 2 entries." in page  # said once, on the permalink
    assert len(Game.objects.get(pk=game.pk).deals) == 2


def test_a_ruling_entry_is_written_as_the_sheet_writes_it():
    """The card's entries use the calculator's sentences (rulings/web/texts.py): a курочка
    entry goes «наверх, в курочку» (so does the classic sheet's mountain), whists agree with
    their number and name whom they are written on without a case ending."""
    remiz = {"code": "renonce_remiz", "column": "kurochka", "player": "Boris", "amount": 4}
    whists = {
        "code": "whist_tricks",
        "column": "whists",
        "player": "Vera",
        "amount": 5,
        "on": "Anna",
    }
    with translation.override("en"):
        assert entry_line(remiz)["text"] == "Boris: 4 up, into the kurochka"
        assert entry_line(remiz)["label"] == "remiz for a renonce"
        mountain = {**remiz, "column": "mountain"}
        assert entry_line(mountain)["text"] == "Boris: 4 into the mountain"
        assert entry_line(mountain, "kurochka")["text"] == "Boris: 4 up, into the kurochka"
    with translation.override("ru"):
        assert entry_line(whists)["text"] == "Vera пишет 5 вистов; на кого: Anna"


def test_a_ruling_is_written_into_a_game_once_and_has_one_permalink(client, make_game):
    """Issue 12: write, then write again from the same page (with the game's new version), is
    refused with a link to the ruling written; saving and then writing keeps one permalink."""
    game = make_game()
    s = game_flow_state(client, game, example="renonce")
    client.post("/en/rule/ruling/save/", s, headers=HTMX)
    (saved,) = SavedRuling.objects.all()
    response = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)
    assert response.status_code == 200
    assert list(SavedRuling.objects.all()) == [saved]  # the same permalink
    game.refresh_from_db()
    assert len(game.deals) == 2

    again = client.post("/en/rule/ruling/write/", {**s, "version": game.version}, headers=HTMX)

    assert again.status_code == 409
    html = again.content.decode()
    assert "This incident is already written into this game." in html
    # the way on (issue 21): the ruling written, as a link, and «replace», never a second «Write»
    assert f'<a href="/en/rule/r/{saved.token}/">the ruling written</a>' in html
    assert 'name="replace" value="1"' in html and "Replace the ruling written" in html
    assert "Write into the pulya" not in html
    version = game.version
    game.refresh_from_db()
    assert len(game.deals) == 2 and game.version == version  # the penalty is not doubled
    assert SavedRuling.objects.count() == 1


def test_a_count_out_of_range_is_told_with_whose_count_it_is(client):
    record = {**SHORT, "tricks": {**SHORT["tricks"], "Anna": 10**30}}
    response = client.post(
        "/rule/deal/read/",
        {"convention": "sochi", "record": json.dumps(record)},
        headers=HTMX,
    )
    assert response.status_code == 400
    assert "Взятки (Anna): " in html_lib.unescape(response.content.decode())
