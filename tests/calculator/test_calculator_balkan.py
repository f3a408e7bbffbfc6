"""Balkan preferans (Lesnoy's Balkan preferans) in the calculator: start, wizard, sheet.

Three players Anna, Boris, Vera; Vera deals, Anna declares, Boris and Vera follow or pass."""

import pytest
from django.utils import translation

from rulings.calculator import selectors
from rulings.calculator.wizard import build_wizard, state_from_deal
from rulings.core.conventions.convention import Convention
from rulings.core.scoring.game_score import score
from rulings.models import Game
from tests.calculator.deal_entries import with_entries
from tests.calculator.test_calculator_views import SVG, svg_of, texts
from tests.helpers.calculator import HTMX

P3 = ("Anna", "Boris", "Vera")
BALKAN = Convention.preset("balkan")
TREF = {"kind": "game", "declarer": "Anna", "contract": "6C", "call1": "whist", "call2": "whist"}
TREF_MADE = {
    "dealer": "Vera",
    "declarer": "Anna",
    "contract": "6C",
    "defenders": {"Boris": "whist", "Vera": "whist"},
    "tricks": {"Anna": 6, "Boris": 2, "Vera": 2},
}


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def values(w):
    return [c.value for c in w.choices]


def labels(w):
    return [c.label for c in w.choices]


def totals(deals, **options):
    record = {"convention": "balkan", "players": list(P3), "pulya": 100, "deals": list(deals)}
    if options:
        record["options"] = options
    out = {}
    for e in score(record).sheet.deals[-1].entries:
        key = (e.column.value, e.player, e.on) if e.on else (e.column.value, e.player)
        out[key] = out.get(key, 0) + e.amount
    return out


def test_only_balkan_choices_are_offered():
    w = build_wizard(BALKAN, P3, "Vera", {})
    assert values(w) == ["game", "misere", "raspasy", "correction"]  # no «без трёх», no «преферанс»
    assert labels(w) == ["Game", "Bettel", "All pass (refe)", "Correction"]
    w = build_wizard(BALKAN, P3, "Vera", {"kind": "game", "declarer": "Anna"})
    # Lesnoy's Balkan preferans: «числа 2, 3, 4, 5 (представляющие каждую масть)… 7 (Sanac) и заявка
    # игра»
    assert labels(w) == [
        "2♠", "3♦", "4♥", "5♣", "Sans",
        "2♠ igra", "3♦ igra", "4♥ igra", "5♣ igra", "Sans igra",
    ]  # fmt: skip
    w = build_wizard(BALKAN, P3, "Vera", {"kind": "game", "declarer": "Anna", "contract": "7H"})
    assert w.step == "contract" and w.errors  # a Russian seven is not a Balkan contract
    w = build_wizard(BALKAN, P3, "Vera", {**TREF, "call1": "pass", "call2": ""})
    assert (w.step, values(w)) == ("call2", ["whist", "pass"])  # no half-whist
    w = build_wizard(BALKAN, P3, "Vera", TREF)
    assert (w.step, values(w)) == (
        "kontra",
        ["none", "kontra", "rekontra", "subkontra", "mortkontra"],
    )


def test_c28_tref_made_followers_two_and_two():
    w = build_wizard(
        BALKAN,
        P3,
        "Vera",
        {**TREF, "kontra": "none", "tricks_0": "6", "tricks_1": "2", "tricks_2": "2"},
    )
    assert w.complete and w.deal == TREF_MADE
    # the rules of preferansklub.com: −10 bule, 20 supe each
    assert totals([w.deal]) == {
        ("bule", "Anna"): -10,
        ("whists", "Boris", "Anna"): 20,
        ("whists", "Vera", "Anna"): 20,
    }


def test_kontra_is_asked_of_followers_only_and_up_to_the_conventions_highest():
    w = build_wizard(
        BALKAN,
        P3,
        "Vera",
        {**TREF, "kontra": "kontra", "tricks_0": "6", "tricks_1": "2", "tricks_2": "2"},
    )
    assert w.deal["kontra"] == "kontra"
    # the rules of preferansklub.com «kontra ×2»: every entry doubled
    assert totals([w.deal]) == {
        ("bule", "Anna"): -20,
        ("whists", "Boris", "Anna"): 40,
        ("whists", "Vera", "Anna"): 40,
    }
    # nobody follows: no kontra, the game is made (no tricks needed)
    w = build_wizard(BALKAN, P3, "Vera", {**TREF, "call1": "pass", "call2": "pass"})
    assert w.complete and "kontra" not in w.deal and "tricks" not in w.deal
    # the rules of iklub.rs «Subkontra i Mortkontra ne postoje»
    conv = BALKAN.with_options({"balkan_kontra": "rekontra"})
    w = build_wizard(conv, P3, "Vera", {**TREF, "kontra": "mortkontra"})
    assert values(w) == ["none", "kontra", "rekontra"]
    assert w.errors == ["This convention allows at most rekontra."]
    w = build_wizard(BALKAN.with_options({"balkan_kontra": "none"}), P3, "Vera", TREF)
    assert w.step == "save" and len(w.inputs) == 3


def test_all_pass_gives_a_refe_and_bettel_is_defended_by_both():
    w = build_wizard(BALKAN, P3, "Vera", {"kind": "raspasy"})
    assert w.complete and w.deal == {"dealer": "Vera", "contract": "raspasy"} and not w.inputs
    w = build_wizard(BALKAN, P3, "Vera", {"kind": "misere", "declarer": "Anna"})
    assert labels(w) == ["Bettel", "Bettel igra"]
    data = {"kind": "misere", "declarer": "Anna", "contract": "misere", "kontra": "none"}
    w = build_wizard(BALKAN, P3, "Vera", {**data, "tricks_0": "1"})
    assert w.deal["defenders"] == {"Boris": "whist", "Vera": "whist"}
    # a failed Bettel: +12 bule, 60 supe per defender (the rules of preferansklub.com); after an
    # all-pass, doubled
    assert totals([w.deal]) == {
        ("bule", "Anna"): 12,
        ("whists", "Boris", "Anna"): 60,
        ("whists", "Vera", "Anna"): 60,
    }
    assert totals([{"dealer": "Vera", "contract": "raspasy"}, w.deal])[("bule", "Anna")] == 24


def test_compulsory_kontra_on_spades_skips_the_play():
    conv = BALKAN.with_options({"balkan_pik_kontra": True})
    data = {"kind": "game", "declarer": "Anna", "contract": "6S", "call1": "whist", "call2": "pass"}
    w = build_wizard(conv, P3, "Vera", {**data, "kontra": "none"})
    assert (
        w.complete and "tricks" not in w.deal and not w.inputs
    )  # the example of iklub.rs: not played
    w = build_wizard(conv, P3, "Vera", {**data, "kontra": "kontra"})
    assert w.step == "save" and len(w.inputs) == 2


@pytest.mark.parametrize(
    "deal",
    [
        TREF_MADE,
        {**TREF_MADE, "kontra": "rekontra"},
        {"dealer": "Vera", "contract": "raspasy"},
        {
            "dealer": "Vera",
            "declarer": "Anna",
            "contract": "misere without talon",
            "defenders": {"Boris": "whist", "Vera": "whist"},
            "kontra": "kontra",
            "tricks": {"Anna": 0},
        },
    ],
    ids=["tref", "rekontra", "all-pass", "bettel-igra"],
)
def test_a_balkan_deal_reopens_unchanged(deal):
    w = build_wizard(BALKAN, P3, deal["dealer"], state_from_deal(deal, P3))
    assert w.complete and w.deal == deal


@pytest.mark.django_db
def test_start_a_balkan_game_and_draw_bule_supe_and_refe(client):
    form = {
        "player_1": "Anna",
        "player_2": "Boris",
        "player_3": "Vera",
        "player_4": "Gleb",
        "convention": "balkan",
        "pulya": "",
        "first_dealer": "2",
    }
    response = client.post("/en/score/", form)
    assert response.status_code == 400
    assert "Balkan preferans is played by three" in response.content.decode()
    response = client.post("/en/score/", {**form, "player_4": ""})
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.record["pulya"] == 100
    html = client.get(response["Location"]).content.decode()
    assert "every player starts with 100 bule and plays them down to 0" in html

    url = f"/en/score/{game.pk}/deals/"
    deals = [
        {**TREF, "kontra": "none", "tricks_0": "6", "tricks_1": "2", "tricks_2": "2"},  # Vera deals
        {"kind": "raspasy"},  # Anna deals: all pass, a refe each
        # Boris deals: Vera 4♥ with kontra, Anna follows alone and takes 5 (refe ×2, kontra ×2)
        {
            "kind": "game",
            "declarer": "Vera",
            "contract": "6H",
            "call1": "whist",
            "call2": "pass",
            "kontra": "kontra",
            "tricks_2": "5",
            "tricks_0": "5",
        },
    ]
    for i, data in enumerate(deals, start=1):
        response = client.post(url, {"version": i, **data}, headers=HTMX)
        assert response.status_code == 200, response.content.decode()
    html = response.content.decode()
    svg = svg_of(html)
    sheet = texts(svg)
    assert sheet["seat-0-bule"] == "90"
    assert sheet["seat-2-bule"] == "132"  # failed 4♥: +8 × refe 2 × kontra 2
    assert sheet["seat-0-supe-2"] == "160"  # Anna on Vera: 5 tricks × 8 × 4
    assert sheet["seat-1-supe-0"] == "20"
    refe = [line.get("class") for line in svg.iter(f"{SVG}line") if "refe" in line.get("class")]
    # Anna's and Boris's refes stand; Vera's is crossed (its line and the two strokes of an X)
    assert sorted(refe) == ["refe", "refe", "refe used", "refe used", "refe used"]
    assert "Balkan sheet of Anna, Boris, Vera" in html
    assert "all pass: everybody gets a refe" in html
    assert "Vera plays 4♥; kontra ×2" in html
    html = with_entries(client, html)  # each deal's entries, as opened
    assert "Anna writes 160 supe on Vera" in html and "Vera: bule +32" in html
    assert client.get(f"/score/{game.pk}/").status_code == 200  # Russian, the default
    assert client.get(f"/score/{game.pk}/print/").status_code == 200
    view = selectors.game_view(Game.objects.get())
    assert view.refe_left == {"Anna": 1, "Boris": 1, "Vera": 0}
    assert [r.pulya for r in view.balance] == ["90", "100", "132"]  # bule left
    assert {r.player: r.balance for r in view.balance} == {
        p: (f"+{v}" if v > 0 else str(v))
        for p, v in score(Game.objects.get().record).as_json()["balance"].items()
    }


@pytest.mark.django_db
def test_a_forged_balkan_choice_is_a_400_never_a_500(client, make_game):
    game = make_game(convention="balkan", pulya=100)
    url = f"/en/score/{game.pk}/deals/"
    for data in (
        {"kind": "refused", "declarer": "Anna", "contract": "6C"},
        {"kind": "preferans", "declarer": "Anna"},
        {**TREF, "kontra": "ultrakontra"},
        {**TREF, "call2": "half"},
        {**TREF, "kontra": "kontra", "tricks_0": "6", "tricks_1": "x", "tricks_2": "2"},
    ):
        response = client.post(url, {"version": 1, **data}, headers=HTMX)
        assert response.status_code == 400
    assert Game.objects.get().deals == []
