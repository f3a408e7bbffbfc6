"""The offline pulya (issue 24): the core packed for the phone, the page's kit, the service
worker, the sync of deals entered offline (conflicts, refusals, the phone's figures checked), and
the offline entry's questions, which must give the online quick entry's deal."""

import io
import json
import zipfile
from pathlib import Path

import pytest
from django.utils import translation
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.calculator import browser_core, offline
from rulings.calculator.quick_entry import build_screen
from rulings.calculator.views import offline as offline_views
from rulings.core import PRESETS, TRICKS_PER_DEAL, Convention, Variant
from rulings.models import Game

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
P3 = ("Anna", "Boris", "Vera")
SEVEN = {  # Vera deals; Anna 7♥, Boris passes, Vera whists closed: Anna 7, Vera 3
    "dealer": "Vera",
    "declarer": "Anna",
    "contract": "7H",
    "defenders": {"Boris": "pass", "Vera": "whist"},
    "tricks": {"Anna": 7, "Vera": 3},
}
RASPASY = {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 3}}


def post_sync(client, game, body, lang="ru"):
    prefix = "/en" if lang == "en" else ""
    return client.post(
        f"{prefix}/score/{game.pk}/offline/sync/",
        body if isinstance(body, (str, bytes)) else json.dumps(body),
        content_type="application/json",
    )


# --- the core packed for the phone
def test_the_packed_core_is_the_repositorys_own_files():
    digest, data = offline.core_archive()
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        names = archive.namelist()
        for name in names:
            assert archive.read(name) == (ROOT / name).read_bytes(), name
    core = {p.relative_to(ROOT).as_posix() for p in (ROOT / "rulings/core").rglob("*.py")}
    assert core <= set(names)  # every module of the core, nothing of it left out
    assert "rulings/calculator/browser_core.py" in names
    assert not [n for n in names if not n.endswith(".py")]  # no compiled engine, no C source
    assert not [n for n in names if "views" in n or "models" in n]
    assert len(digest) == 16 and offline.core_archive()[0] == digest


def test_the_core_is_served_at_its_digest_and_kept(client, make_game):
    digest, data = offline.core_archive()
    response = client.get(f"/score/offline/core-{digest}.zip")
    assert response.status_code == 200
    assert response.content == data
    assert response["Content-Type"] == "application/zip"
    assert "immutable" in response["Cache-Control"]
    english = client.get(f"/en/score/{make_game().pk}/offline/").json()
    # one address, kept by the worker; none where `make install` had no npm (a clean clone)
    served = f"/score/offline/core-{digest}.zip" if offline_views.pyodide_available() else ""
    assert english["core"] == served
    stale = client.get("/score/offline/core-0123456789abcdef.zip")
    assert stale.status_code == 404


def test_the_service_worker_is_served_from_the_root_never_kept(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert "no-cache" in response["Cache-Control"]
    assert response["Service-Worker-Allowed"] == "/"
    body = response.content.decode()
    assert "/static/pulya/offline.js" in body
    assert "/static/css/quick_entry.css" in body


def test_without_pyodide_the_site_runs_and_the_kit_says_offline_is_unavailable(
    client, make_game, monkeypatch
):
    monkeypatch.setattr(offline_views, "pyodide_available", lambda: False)
    game = make_game()
    kit = client.get(f"/score/{game.pk}/offline/").json()
    assert kit["core"] == "" and kit["pyodide"] == ""
    assert "pyodide" not in client.get("/sw.js").content.decode()
    page = client.get(f"/score/{game.pk}/")
    assert page.status_code == 200
    html = page.content.decode()
    assert 'id="offline-entry"' in html
    assert "Записывать без связи на этом сайте нельзя" in html  # said, when offline


def test_the_kit_is_the_game_as_the_owner_sees_it_in_his_language(client, make_game):
    game = make_game(deals=[SEVEN])
    kit = client.get(f"/score/{game.pk}/offline/").json()
    assert kit["version"] == game.version
    assert kit["record"]["deals"] == [SEVEN]
    assert kit["words"]["kind"]["raspasy"] == "Распасы"
    assert kit["words"]["contract"]["7H"] == "7♥"
    assert kit["words"]["call"]["whist"] == "вист"
    # the defenders' one row, worded as the online quick entry words its chips
    assert kit["words"]["calls"]["whist/pass/open"] == "вист, пас — в светлую"
    assert kit["words"]["prompt"]["calls"] == "Вистующие: %(first)s, %(second)s"
    assert kit["words"]["column"]["mountain"] == "гора"
    english = client.get(f"/en/score/{game.pk}/offline/").json()
    assert english["words"]["kind"]["raspasy"] == "Raspasy"


def test_the_kit_and_the_sync_are_the_owners_alone(client, make_game):
    game = make_game(session_key="somebody-else")
    assert client.get(f"/score/{game.pk}/offline/").status_code == 403
    response = post_sync(client, game, {"version": game.version, "seen": 0, "deal": SEVEN})
    assert response.status_code == 403
    assert Game.objects.get(pk=game.pk).record["deals"] == []


def test_the_game_page_offers_the_offline_entry_to_its_owner_only(client, make_game):
    game = make_game()
    html = client.get(f"/score/{game.pk}/").content.decode()
    assert 'rel="manifest"' in html and 'id="offline-entry"' in html
    html = client.get(f"/score/{game.pk}/").content.decode()  # the page served as kept
    assert 'id="offline-entry"' in html
    shared = client.get(f"/score/s/{game.share_token}/").content.decode()
    assert 'id="offline-entry"' not in shared and 'rel="manifest"' not in shared


# --- the sync
def test_deals_made_offline_are_written_in_order_with_their_versions(client, make_game):
    game = make_game()
    v = game.version
    phone = json.loads(browser_core.figures(json.dumps({**game.record, "deals": [SEVEN]})))
    first = post_sync(client, game, {"version": v, "seen": 0, "deal": SEVEN, "phone": phone})
    assert first.status_code == 200, first.content
    assert first.json() == {"saved": True, "version": v + 1, "seen": 1, "differences": []}
    second = post_sync(client, game, {"version": v + 1, "seen": 1, "deal": RASPASY})
    assert second.status_code == 200
    game.refresh_from_db()
    assert game.record["deals"] == [SEVEN, RASPASY]
    # the 7 made at 4 a trick: 4 into Anna's pulya, Vera whisted 3 tricks: 12 on Anna;
    # raspasy at 1 a trick into the mountain: Anna 2, Boris 5, Vera 3
    server = offline.figures(game)
    assert server["pulya"]["Anna"] == "4"
    assert server["whists"]["Vera"]["Anna"] == "12"
    assert server["mountain"] == {"Anna": "2", "Boris": "5", "Vera": "3"}


def test_the_phones_figures_are_checked_and_the_differences_named(client, make_game):
    game = make_game()
    phone = json.loads(browser_core.figures(json.dumps({**game.record, "deals": [SEVEN]})))
    phone["pulya"]["Anna"] = "6"  # as if the phone had counted the seven at 6
    phone["whists"]["Vera"]["Anna"] = "14"
    body = {"version": game.version, "seen": 0, "deal": SEVEN, "phone": phone}
    answer = post_sync(client, game, body).json()
    assert answer["saved"]
    assert answer["differences"] == [
        {"column": "pulya", "player": "Anna", "on": "", "phone": "6", "server": "4"},
        {"column": "whists", "player": "Vera", "on": "Anna", "phone": "14", "server": "12"},
    ]


def test_a_deal_made_before_another_phone_wrote_is_a_conflict_naming_both(client, make_game):
    game = make_game()
    seen_version = game.version
    game = offline.services.game_add_deal(game=game, version=game.version, deal=SEVEN)
    mine = {**RASPASY, "dealer": "Vera"}
    response = post_sync(client, game, {"version": seen_version, "seen": 0, "deal": mine})
    assert response.status_code == 409
    answer = response.json()
    assert answer["conflict"] and answer["version"] == game.version and answer["seen"] == 1
    assert len(answer["theirs"]) == 1 and "Anna" in answer["theirs"][0]
    assert "7♥" in answer["theirs"][0]
    assert "распасы" in answer["mine"]
    game.refresh_from_db()
    assert game.record["deals"] == [SEVEN]  # nothing dropped, nothing written
    # «mine after theirs»: sent again at the version now, it is written after theirs
    again = post_sync(client, game, {"version": answer["version"], "seen": 1, "deal": mine})
    assert again.status_code == 200
    game.refresh_from_db()
    assert game.record["deals"] == [SEVEN, mine]


@pytest.mark.parametrize(
    "body",
    [
        "not json",
        "[]",
        {"version": "1", "seen": 0, "deal": SEVEN},
        {"version": 1, "seen": -1, "deal": SEVEN},
        {"version": 10**30, "seen": 0, "deal": SEVEN},
        {"version": True, "seen": 0, "deal": SEVEN},
        {"version": 1, "seen": 0, "deal": "7H"},
        {"version": 1, "seen": 0, "deal": {**SEVEN, "declarer": "Anna\x00"}},
        '{"version": 1, "seen": 0, "deal": {"dealer": "\\ud800"}}',
        {"version": 1, "seen": 0, "deal": {**SEVEN, "tricks": {"Anna": 9, "Vera": 3}}},
        "x" * 70_000,
    ],
)
def test_hostile_bodies_are_a_400_with_the_reason_in_russian(client, make_game, body):
    game = make_game()
    if isinstance(body, dict) and type(body["version"]) is int and body["version"] == 1:
        body = {**body, "version": game.version}
    response = post_sync(client, game, body)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error and any("а" <= ch <= "я" for ch in error.lower()), error
    assert Game.objects.get(pk=game.pk).record["deals"] == []


def test_a_finished_game_takes_no_offline_deal(client, make_game):
    game = make_game(deals=[SEVEN])
    game = offline.services.game_set_finished(game=game, version=game.version, finished=True)
    response = post_sync(client, game, {"version": game.version, "seen": 1, "deal": RASPASY})
    assert response.status_code == 400
    assert "Продолжить" in response.json()["error"] or "законч" in response.json()["error"]


# --- the offline entry asks what the quick entry asks, and writes the same deal
NAMES = ("Anna", "Boris", "Vera", "Gleb")


@st.composite
def tables(draw):
    """A table of every preset the calculator starts (three or four players; Balkan three), a
    dealer, and the record before its first deal."""
    preset = draw(st.sampled_from(list(PRESETS)))
    conv = Convention.preset(preset)
    seats = 3 if conv.variant is Variant.BALKAN else draw(st.sampled_from((3, 4)))
    players = NAMES[:seats]
    dealer = draw(st.sampled_from(players))
    record = {"convention": preset, "players": list(players), "pulya": 20, "deals": []}
    return conv, players, dealer, record


@st.composite
def offline_entries(draw):
    """A table of every preset the calculator starts, a dealer; then what a user taps in the
    offline entry (a legal choice on every question the core asks) and the counts typed, the
    last player's left empty (it follows), the dealer of four's talon tricks sometimes."""
    conv, players, dealer, record = draw(tables())
    answers = {"dealer": dealer}
    while True:
        asked = json.loads(browser_core.question(json.dumps(record), json.dumps(answers)))
        if asked["step"] in ("tricks", "save"):
            break
        answers[asked["step"]] = draw(st.sampled_from(asked["choices"]))
    typed = {}
    if asked["step"] == "tricks":
        required = [p for p in asked["players"] if p != asked["optional"]]
        left = TRICKS_PER_DEAL
        for player in asked["players"]:
            if player == required[-1] and len(required) > 1:
                continue
            most = 2 if player == asked["optional"] else left
            count = draw(st.integers(0, min(most, left)))
            if player == asked["optional"] and draw(st.booleans()):
                continue
            left -= count
            typed[player] = str(count)
    return conv, players, dealer, record, answers, typed


@pytest.mark.django_db
@settings(max_examples=150, deadline=None)
@given(offline_entries())
def test_the_offline_entry_writes_the_online_quick_entrys_deal(entry):
    conv, players, dealer, record, answers, typed = entry
    made = json.loads(browser_core.deal(json.dumps(record), json.dumps(answers), json.dumps(typed)))
    assert "deal" in made, made
    data = {k: v for k, v in answers.items() if k != "dealer"}
    data |= {f"tricks_{players.index(p)}": n for p, n in typed.items()}
    with translation.override("en"):
        screen = build_screen(conv, players, dealer, data, version=1, saving=True)
    assert screen.errors == []
    assert made["deal"] == screen.deal


def test_counts_that_do_not_make_ten_are_refused_by_the_phone():
    record = json.dumps({"convention": "sochi", "players": list(P3), "pulya": 20, "deals": []})
    answers = json.dumps({"dealer": "Vera", "kind": "raspasy"})
    made = json.loads(browser_core.deal(record, answers, json.dumps({"Anna": "6", "Boris": "5"})))
    assert made == {"error": "sum", "total": 11}  # Vera's follows: 10 − 11 is no count
    made = json.loads(browser_core.deal(record, answers, json.dumps({"Anna": "x"})))
    assert made == {"error": "count", "player": "Anna"}
    made = json.loads(browser_core.deal(record, answers, json.dumps({"Anna": "6", "Boris": "1"})))
    assert made["deal"]["tricks"] == {"Anna": 6, "Boris": 1, "Vera": 3}


# --- the offline entry starts every deal as the online quick entry does (wizard_codes)
@st.composite
def taps_from_the_start(draw):
    """A table of every preset, a dealer; then the taps of a user who leaves some questions at
    the answer already chosen (the offline question's ``usual``) and taps a choice on the
    others. Returns what the phone was told (every question, its answer) and the online data
    (the taps alone: the online form chooses the usual answer itself)."""
    conv, players, dealer, record = draw(tables())
    answers, taps, asked_in_order = {"dealer": dealer}, {}, []
    while True:
        asked = json.loads(browser_core.question(json.dumps(record), json.dumps(answers)))
        if asked["step"] in ("tricks", "save"):
            break
        if asked["usual"] and draw(st.booleans()):
            answers[asked["step"]] = asked["usual"]
        else:
            answers[asked["step"]] = taps[asked["step"]] = draw(st.sampled_from(asked["choices"]))
        asked_in_order.append((asked["step"], asked["usual"]))
    return conv, players, dealer, answers, taps, asked_in_order, asked


@settings(max_examples=150, deadline=None)
@given(taps_from_the_start())
def test_the_offline_entry_starts_a_deal_as_the_online_quick_entry(entry):
    conv, players, dealer, answers, taps, asked_in_order, last = entry
    with translation.override("en"):
        screen = build_screen(conv, players, dealer, taps, version=1)
    # each question the phone asks is a row of the online form, its usual answer the one the
    # online form chooses before a tap there (a game; a lone whister «втёмную»; else none)
    for at, (step, usual) in enumerate(asked_in_order):
        before = {s: taps[s] for s, _usual in asked_in_order[:at] if s in taps}
        with translation.override("en"):
            drawn = build_screen(conv, players, dealer, before, version=1)
        assert {row.name: row.chosen for row in drawn.rows}[step] == usual
    assert screen.answered
    if last["step"] == "save":
        assert screen.tricks == []
        return
    # the counts the form starts with: the declarer at his contract's level, the count that
    # follows worked out, the first empty count to type first — the same on both
    online = {players[int(i.name.split("_")[1])]: i.value for i in screen.tricks}
    assert online == last["start"]
    auto = players[int(screen.auto.split("_")[1])] if screen.auto else ""
    assert auto == last["auto"]
    assert players[int(screen.focus.split("_")[1])] == last["focus"]
    lone = [i.label for i in screen.tricks if "passer" in i.label]
    assert lone == ([f"{last['lone']} (with the passer's tricks)"] if last["lone"] else [])


def test_a_lone_whister_is_one_chip_and_the_declarer_at_his_level_on_the_phone():
    # Vera deals; Anna 7♥: the defenders' words are one question, a lone whister's open or
    # closed in the same chip, as online; «пас, вист — втёмную»: Anna starts at 7, Vera's 3
    # (with the passer's tricks) follow — no digit to type
    record = json.dumps({"convention": "sochi", "players": list(P3), "pulya": 20, "deals": []})
    answers = {"dealer": "Vera", "kind": "game", "declarer": "Anna", "contract": "7H"}
    asked = json.loads(browser_core.question(record, json.dumps(answers)))
    assert (asked["step"], asked["usual"]) == ("calls", "")
    assert (asked["first"], asked["second"]) == ("Boris", "Vera")
    assert "pass/whist/open" in asked["choices"] and "pass/half" in asked["choices"]
    answers["calls"] = "pass/whist/closed"
    asked = json.loads(browser_core.question(record, json.dumps(answers)))
    assert asked["start"] == {"Anna": "7", "Vera": "3"}
    assert (asked["auto"], asked["lone"]) == ("Vera", "Vera")
    assert "open" not in asked["deal"]
    answers["calls"] = "pass/whist/open"
    asked = json.loads(browser_core.question(record, json.dumps(answers)))
    assert asked["deal"]["open"] is True and asked["step"] == "tricks"
    # a deal kept before the words were one question: its call1, call2 and open still read
    old = {**answers, "calls": "", "call1": "pass", "call2": "whist", "open": "open"}
    assert json.loads(browser_core.question(record, json.dumps(old)))["deal"] == asked["deal"]
    kind = json.loads(browser_core.question(record, json.dumps({"dealer": "Vera"})))
    assert (kind["step"], kind["usual"]) == ("kind", "game")
