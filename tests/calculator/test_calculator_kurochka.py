"""The classic game with курочка (the classic text) in the calculator: start, wizard, sheet,
settlement.

Four players Anna, Boris, Vera, Gleb (clockwise); Gleb deals and sits out, Anna declares,
Boris and Vera defend. Every number is the classic text's (000_0c8de697dd0771dd.txt)."""

import pytest
from django.utils import translation

from rulings.calculator import selectors, services
from rulings.calculator.wizard import build_wizard, state_from_deal
from rulings.core.conventions.convention import Convention
from rulings.core.scoring.game_score import score
from rulings.models import Game
from rulings.web import services as web_services
from tests.calculator.deal_entries import with_entries
from tests.calculator.test_calculator_views import svg_of, texts
from tests.helpers.calculator import HTMX

P4 = ("Anna", "Boris", "Vera", "Gleb")
KUROCHKA = Convention.preset("kurochka")
WHIST2 = {"call1": "whist", "call2": "whist"}
SIX_HEARTS = {"kind": "game", "declarer": "Anna", "contract": "6H", "talon": "none"}
# the classic text: Anna's 6♥ one down (her remiz goes into the курочка), then her 6♥ made
ONE_DOWN = {
    "dealer": "Gleb",
    "declarer": "Anna",
    "contract": "6H",
    "defenders": {"Boris": "whist", "Vera": "whist"},
    "tricks": {"Anna": 5, "Boris": 3, "Vera": 2},
}
MADE = {**ONE_DOWN, "tricks": {"Anna": 6, "Boris": 3, "Vera": 1}}


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def wizard(data, dealer="Gleb", conv=KUROCHKA):
    return build_wizard(conv, P4, dealer, data)


def totals(record, index=-1):
    """(column, player[, on]) → amount of one deal's entries."""
    out = {}
    for e in score(record).sheet.deals[index].entries:
        key = (e.column.value, e.player, e.on) if e.on else (e.column.value, e.player)
        out[key] = out.get(key, 0) + e.amount
    return out


def test_a_six_of_hearts_one_down_then_made_with_kurochka_through_the_wizard():
    w = wizard({**SIX_HEARTS, **WHIST2, "tricks_0": "5", "tricks_1": "3", "tricks_2": "2"})
    assert w.complete and not w.errors
    assert w.deal == ONE_DOWN
    record = {"convention": "kurochka", "players": list(P4), "pulya": 200, "deals": [w.deal]}
    # «ставит наверх ремиз… простые червы и если курочки не было… — 10»; consolation «сдающий
    # по 20 штрафных очков, а вистующие по 10 каждый»
    assert totals(record) == {
        ("kurochka", "Anna"): 10,
        ("whists", "Boris", "Anna"): 30 + 10,
        ("whists", "Vera", "Anna"): 20 + 10,
        ("whists", "Gleb", "Anna"): 20,
    }
    w = wizard({**SIX_HEARTS, **WHIST2, "tricks_0": "6", "tricks_1": "3", "tricks_2": "1"})
    record["deals"].append(w.deal)
    # «списывает свою… курочку в том же размере, т. е. по 10, то вистующим платит уже не по 10
    # за взятку, а по 20»
    assert totals(record) == {
        ("pulya", "Anna"): 10,
        ("kurochka", "Anna"): -10,
        ("whists", "Boris", "Anna"): 60,
        ("whists", "Vera", "Anna"): 20,
    }


def test_seven_hearts_writes_off_twenty_and_pays_twenty_a_trick():
    w = wizard(
        {
            "kind": "game",
            "declarer": "Anna",
            "contract": "7H",
            "talon": "none",
            **WHIST2,
            "tricks_0": "7",
            "tricks_1": "2",
            "tricks_2": "1",
        }
    )
    record = {"convention": "kurochka", "players": list(P4), "pulya": 200, "deals": [w.deal]}
    assert totals(record) == {
        ("pulya", "Anna"): 20,
        ("whists", "Boris", "Anna"): 40,
        ("whists", "Vera", "Anna"): 20,
    }


def test_the_talon_step_offers_only_what_the_classic_pays_for():
    w = wizard({"kind": "game", "declarer": "Anna", "contract": "6H"})
    assert w.step == "talon"
    # «За проданного туза… 20 очков, за… туза и короля одной масти — 30, а за двух тузов — 40»;
    # a marriage pays nothing in the classic, so it is not offered
    assert [(c.value, c.label) for c in w.choices] == [
        ("none", "no ace, no marriage"),
        ("ace", "an ace — 20 whists"),
        ("ace_king", "ace and king of a suit — 30 whists"),
        ("two_aces", "two aces — 40 whists"),
    ]
    w = wizard({"kind": "game", "declarer": "Anna", "contract": "6H", "talon": "marriage"})
    assert w.step == "talon" and w.errors == ["«marriage» is not one of the choices here."]
    for kind, money in (("ace", 20), ("ace_king", 30), ("two_aces", 40)):
        data = {**SIX_HEARTS, "talon": kind, "call1": "pass", "call2": "pass", "back": "none"}
        deal = wizard(data).deal
        record = {"convention": "kurochka", "players": list(P4), "pulya": 200, "deals": [deal]}
        assert totals(record)[("whists", "Gleb", "Anna")] == money
    # three players: no talon step (the dealer plays)
    w = build_wizard(
        KUROCHKA, P4[:3], "Vera", {"kind": "game", "declarer": "Anna", "contract": "6H"}
    )
    assert w.step == "call1"


def test_misere_renonce_writes_the_kurochka_for_each_trick():
    w = wizard({"kind": "misere", "declarer": "Anna"})
    assert w.step == "renonce"
    assert [c.value for c in w.choices] == ["none", "Boris", "Vera"]
    w = wizard({"kind": "misere", "declarer": "Anna", "renonce": "Gleb"})
    assert w.step == "renonce" and w.errors  # the dealer sits out: not a defender
    w = wizard({"kind": "misere", "declarer": "Anna", "renonce": "Boris", "tricks_0": "4"})
    assert w.deal == {
        "dealer": "Gleb",
        "declarer": "Anna",
        "contract": "misere",
        "renonce": "Boris",
        "tricks": {"Anna": 4},
    }
    record = {"convention": "kurochka", "players": list(P4), "pulya": 200, "deals": [w.deal]}
    # the classic text's example: «при большом мизере объявивший его взял четыре взятки, тогда
    # сделавший ренонс записывает наверх 40»; the misère is scored as made
    assert totals(record) == {("pulya", "Anna"): 10, ("kurochka", "Boris"): 40}


def test_no_preferans_declaration_on_the_classic_sheet():
    assert "preferans" not in [c.value for c in wizard({}).choices]


@pytest.mark.parametrize(
    "deal",
    [
        ONE_DOWN,
        {**MADE, "talon": ["AH", "9D"]},
        {
            "dealer": "Gleb",
            "declarer": "Anna",
            "contract": "misere",
            "tricks": {"Anna": 4},
            "renonce": "Vera",
        },
        {
            "dealer": "Gleb",
            "contract": "raspasy",
            "tricks": {"Anna": 3, "Boris": 3, "Vera": 2, "Gleb": 2},
        },
    ],
    ids=["one-down", "talon", "renonce", "raspasy-dealer"],
)
def test_a_classic_deal_reopens_unchanged(deal):
    w = build_wizard(KUROCHKA, P4, deal["dealer"], state_from_deal(deal, P4))
    assert w.complete and w.deal == deal  # the talon keeps its own cards


@pytest.mark.django_db
def test_start_a_kurochka_game_and_draw_the_classic_sheet(client, make_game):
    response = client.post(
        "/en/score/",
        {
            "player_1": "Anna",
            "player_2": "Boris",
            "player_3": "Vera",
            "player_4": "Gleb",
            "convention": "kurochka",
            "pulya": "",
            "first_dealer": "3",
        },
    )
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.record["convention"] == "kurochka" and game.record["pulya"] == 200
    html = client.get(response["Location"]).content.decode()
    assert "each player&#x27;s game record of 200 is written off, counted down" in html
    assert "the dealer 20, each whister 10 (a lone whister 20)" in html
    assert "Gleb deals and sits out" in html

    # then Anna deals and Boris makes 6♥ with her курочка: «Курочка, взятая игроком от одного из
    # партнеров, записывается… на последнего в десять раз больше»
    boris = {
        "dealer": "Anna",
        "declarer": "Boris",
        "contract": "6H",
        "defenders": {"Vera": "whist", "Gleb": "whist"},
        "tricks": {"Boris": 6, "Vera": 3, "Gleb": 1},
    }
    for deal in (ONE_DOWN, boris):
        data = {"version": game.version, **state_from_deal(deal, P4)}
        response = client.post(f"/en/score/{game.pk}/deals/", data, headers=HTMX)
        assert response.status_code == 200, response.content.decode()[:2000]
        game.refresh_from_db()
    html = response.content.decode()
    sheet = texts(svg_of(html))
    assert sheet["seat-1-pulya"] == "200.190"  # Boris's game record, counted down
    assert sheet["seat-0-pulya"] == "200"
    assert sheet["seat-0-mountain"] == "10.0"  # Anna's курочка: her remiz, then taken
    assert sheet["seat-1-whists-0"] == "40.140"  # Boris on Anna: 30 + 10, then 10 × 10
    assert sheet["seat-2-whists-1"] == "60"  # Vera on Boris: 3 tricks × (10 + 10)
    assert sheet["seat-3-whists-0"] == "20"  # the dealer's consolation
    assert sheet["seat-3-whists-1"] == "20"
    assert sheet["sheet-centre"] == "0"  # no курочка left on the table
    assert "Classic sheet of Anna, Boris, Vera, Gleb" in html
    html = with_entries(client, html)  # each deal's entries, as opened
    assert "Anna: 10 taken off the kurochka" in html
    assert "Boris: 10 written off the game record" in html
    assert "taken from the kurochka" in html  # the entry's label
    # the settlement is the engine's
    view = selectors.game_view(game)
    assert {r.player: r.balance for r in view.balance} == {
        p: (f"+{v}" if v > 0 else str(v))
        for p, v in score(game.record).as_json()["balance"].items()
    }
    assert [r.pulya for r in view.balance] == ["200", "190", "200", "200"]


@pytest.mark.django_db
def test_a_talon_money_house_option_from_the_start_form(client):
    response = client.post(
        "/en/score/",
        {
            "player_1": "Anna",
            "player_2": "Boris",
            "player_3": "Vera",
            "player_4": "Gleb",
            "convention": "sochi",
            "pulya": "20",
            "first_dealer": "3",
            "talon_money": "tricks",
        },
    )
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.record["options"] == {"talon_money": "tricks"}
    # the Sochi rules for four «туз или марьяж… одна взятка»: a marriage on a nine is 8 whists,
    # whatever the result
    data = {
        "version": 1,
        "kind": "game",
        "declarer": "Anna",
        "contract": "9H",
        "talon": "marriage",
        "call1": "pass",
        "call2": "pass",
        "back": "none",
    }
    html = client.post(f"/en/score/{game.pk}/wizard/", {**data, "talon": ""}, headers=HTMX)
    assert "a marriage (K+Q of a suit) — 8 whists" in html.content.decode()
    response = client.post(f"/en/score/{game.pk}/deals/", data, headers=HTMX)
    assert response.status_code == 200
    game.refresh_from_db()
    assert game.deals[0]["talon"] == ["KH", "QH"]
    html = response.content.decode()
    html = with_entries(client, html)  # each deal's entries, as opened
    assert "Gleb writes 8 whists on Anna" in html and "talon: a marriage (K+Q of a suit)" in html


@pytest.mark.django_db
def test_the_dealers_talon_tricks_on_four_player_raspasy(client, make_game):
    game = make_game(players=P4, first_dealer=3)
    url = f"/en/score/{game.pk}/deals/"
    bad = {"version": 1, "kind": "raspasy", "tricks_0": "3", "tricks_1": "2", "tricks_2": "2"}
    response = client.post(url, {**bad, "tricks_3": "3"}, headers=HTMX)
    assert response.status_code == 400
    html = response.content.decode()
    assert "the talon has two cards: 0, 1 or 2" in html
    assert 'name="tricks_3" min="0" max="2" step="1" inputmode="numeric" value="3"' in html
    response = client.post(url, {**bad, "tricks_3": ""}, headers=HTMX)
    assert response.status_code == 400 and "not 7" in response.content.decode()
    response = client.post(url, {**bad, "tricks_3": "", "tricks_0": "6"}, headers=HTMX)
    assert response.status_code == 200  # left empty: the dealer took none
    game.refresh_from_db()
    assert game.deals[-1]["tricks"] == {"Anna": 6, "Boris": 2, "Vera": 2}
    response = client.post(
        url,
        {
            "version": 2,
            "kind": "raspasy",
            "tricks_2": "4",
            "tricks_3": "4",
            "tricks_1": "0",
            "tricks_0": "2",
        },
        headers=HTMX,
    )
    assert response.status_code == 200
    game.refresh_from_db()
    # Anna deals now; the Sochi rules for four «Игроки, взявшие на распасах (в том числе и сдатчик),
    # пишут за каждую взятку в гору»: her two talon tricks at the second raspasy's price (1-2-3: 2)
    assert game.deals[-1]["tricks"] == {"Anna": 2, "Boris": 0, "Vera": 4, "Gleb": 4}
    entries = score(game.record).sheet.deals[-1].entries
    assert ("Anna", 4) in {(e.player, e.amount) for e in entries if e.code == "raspasy_tricks"}


def test_services_create_a_kurochka_game_with_the_usual_size(db):
    game = services.game_create(
        owner=None, session_key="k", players=list(P4), convention="kurochka", pulya=0
    )
    assert game.record["pulya"] == 200
    with pytest.raises(web_services.GameRecordInvalid):
        services.game_create(
            owner=None,
            session_key="k",
            players=list(P4),
            convention="kurochka",
            pulya=0,
            options={"help_rule": "none"},
        )
