"""A calculator deal through the arbiter and back, with nothing irregular, changes nothing.

Every kind of short-form deal a calculator game can hold (docs/game-record.schema.json):
game deal → ``selectors.request_from_game_deal`` → ``adjudicate`` (no incident) →
``services.game_deals_of`` → scored on a fresh sheet, the same sheet as the original deal's,
and the fields the score depends on (``kontra``, ``renonce``, ``talon``, ``note``…) kept."""

import pytest
from django.utils import translation

from rulings.arbiter import selectors, services
from rulings.core.penalties.adjudicator import adjudicate
from rulings.core.scoring.game_score import score
from rulings.models import Game
from tests.helpers.adjudication import game_record, play_out

THREE = ["Anna", "Boris", "Vera"]
FOUR = ["Anna", "Boris", "Vera", "Gleb"]
BOTH = {"Boris": "whist", "Vera": "whist"}

# (id, convention, players, the game's deal)
CASES = [
    (
        "game, both whist",
        "sochi",
        THREE,
        {
            "dealer": "Vera",
            "contract": "6S",
            "declarer": "Anna",
            "defenders": BOTH,
            "tricks": {"Anna": 7, "Boris": 2, "Vera": 1},
        },
    ),
    (
        "game, a lone whister (the passer's cards are his), a note",
        "sochi",
        THREE,
        {
            "dealer": "Vera",
            "contract": "7H",
            "declarer": "Anna",
            "defenders": {"Boris": "whist", "Vera": "pass"},
            "tricks": {"Anna": 6, "Boris": 4},
            "note": "Vera dealt in a hurry",
        },
    ),
    (
        "game, only the whister's count",
        "leningrad",
        THREE,
        {
            "dealer": "Anna",
            "contract": "8D",
            "declarer": "Boris",
            "defenders": {"Vera": "whist", "Anna": "whist"},
            "tricks": {"Vera": 1, "Anna": 2},
        },
    ),
    (
        "open game",
        "rostov",
        THREE,
        {
            "dealer": "Vera",
            "contract": "6NT",
            "declarer": "Anna",
            "defenders": {"Boris": "whist", "Vera": "pass"},
            "open": True,
            "tricks": {"Anna": 5, "Boris": 5},
        },
    ),
    (
        "passed game",
        "sochi",
        THREE,
        {
            "dealer": "Vera",
            "contract": "6C",
            "declarer": "Anna",
            "defenders": {"Boris": "pass", "Vera": "pass"},
        },
    ),
    (
        "misère",
        "sochi",
        THREE,
        {"dealer": "Vera", "contract": "misere", "declarer": "Anna", "tricks": {"Anna": 2}},
    ),
    (
        "raspasy",
        "sochi",
        THREE,
        {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 3}},
    ),
    (
        "raspasy, four players, the dealer's talon tricks",
        "sochi",
        FOUR,
        {
            "dealer": "Gleb",
            "contract": "raspasy",
            "tricks": {"Anna": 3, "Boris": 4, "Vera": 1, "Gleb": 2},
        },
    ),
    (
        "raspasy on whists",
        "rostov",
        THREE,
        {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 0, "Boris": 6, "Vera": 4}},
    ),
    (
        "без трёх",
        "sochi",
        THREE,
        {"dealer": "Vera", "contract": "7S", "declarer": "Anna", "refused": True},
    ),
    (
        "half-whist",
        "sochi",
        THREE,
        {
            "dealer": "Vera",
            "contract": "6H",
            "declarer": "Anna",
            "defenders": {"Boris": "half", "Vera": "pass"},
        },
    ),
    (
        "whist back by the passer",
        "sochi",
        THREE,
        {
            "dealer": "Vera",
            "contract": "6H",
            "declarer": "Anna",
            "defenders": {"Boris": "half", "Vera": "whist-back"},
            "tricks": {"Anna": 7, "Vera": 3},
        },
    ),
    (
        "whist back by the dealer, four players",
        "sochi",
        FOUR,
        {
            "dealer": "Gleb",
            "contract": "6H",
            "declarer": "Anna",
            "defenders": {"Boris": "half", "Vera": "pass", "Gleb": "whist-back"},
            "tricks": {"Anna": 6, "Gleb": 4},
        },
    ),
    (
        "talon cards, four players (the dealer's talon money)",
        {"preset": "sochi", "options": {"talon_money": "tricks"}},
        FOUR,
        {
            "dealer": "Gleb",
            "contract": "7S",
            "declarer": "Anna",
            "defenders": BOTH,
            "tricks": {"Anna": 7, "Boris": 2, "Vera": 1},
            "talon": ["AS", "KS"],
        },
    ),
    (
        "talon cards, kurochka",
        "kurochka",
        FOUR,
        {
            "dealer": "Gleb",
            "contract": "6C",
            "declarer": "Anna",
            "defenders": {"Boris": "whist", "Vera": "pass"},
            "tricks": {"Anna": 6, "Boris": 4},
            "talon": "AH AD",
        },
    ),
    (
        "«preferans»",
        "sochi",
        THREE,
        {"dealer": "Vera", "declarer": "Anna", "contract": "preferans"},
    ),
    (
        "kurochka game",
        "kurochka",
        THREE,
        {
            "dealer": "Vera",
            "contract": "7D",
            "declarer": "Anna",
            "defenders": BOTH,
            "tricks": {"Anna": 6, "Boris": 3, "Vera": 1},
        },
    ),
    (
        "kurochka misère with a renonce",
        "kurochka",
        THREE,
        {
            "dealer": "Vera",
            "contract": "misere",
            "declarer": "Anna",
            "tricks": {"Anna": 3},
            "renonce": "Boris",
        },
    ),
    (
        "kurochka raspasy",
        "kurochka",
        THREE,
        {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 0, "Boris": 6, "Vera": 4}},
    ),
    (
        "Balkan with kontra",
        "balkan",
        THREE,
        {
            "dealer": "Vera",
            "contract": "6C",
            "declarer": "Anna",
            "defenders": BOTH,
            "tricks": {"Anna": 6, "Boris": 2, "Vera": 2},
            "kontra": "kontra",
        },
    ),
    (
        "Balkan misère (Bettel) with rekontra",
        "balkan",
        THREE,
        {
            "dealer": "Vera",
            "contract": "misere",
            "declarer": "Anna",
            "defenders": BOTH,
            "tricks": {"Anna": 0},
            "kontra": "rekontra",
        },
    ),
    (
        "Balkan all-pass: a refe for everybody",
        "balkan",
        THREE,
        {"dealer": "Vera", "contract": "raspasy"},
    ),
    (
        "Balkan undoubled spades (kontra compulsory): not played",
        {"preset": "balkan", "options": {"balkan_pik_kontra": True}},
        THREE,
        {"dealer": "Vera", "contract": "6S", "declarer": "Anna"},
    ),
    (
        "a full deal, played out, with its note",
        "sochi",
        THREE,
        {
            **{
                k: v
                for k, v in play_out(game_record(), {}).items()
                if k not in ("players", "convention")
            },
            "note": "played at the club",
        },
    ),
]


def game_of(convention, players, deal):
    """A calculator game (unsaved: only its record is read) holding the one deal."""
    return Game(record={"convention": convention, "players": players, "deals": [deal]})


def sheet_of(convention, players, deals):
    result = score({"convention": convention, "players": players, "deals": deals})
    return result.sheet.as_json(), dict(result.sheet.extra)


@pytest.mark.parametrize(("convention", "players", "deal"), [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])  # fmt: skip
def test_a_deal_without_irregularity_goes_back_as_it_came(convention, players, deal):
    game = game_of(convention, players, deal)
    request = selectors.request_from_game_deal(game, 0)
    ruling = adjudicate(request)
    assert ruling.items == ()
    with translation.override("en"):
        written = services.game_deals_of(ruling, note="ruling")
    assert sheet_of(convention, players, written) == sheet_of(convention, players, [deal])
    back = written[0]
    if "hands" in deal:  # written back in the short form
        assert back["note"] == f"{deal['note']}; ruling"
        return
    for key in ("kontra", "renonce", "open", "refused", "declarer", "dealer"):
        assert back.get(key) == deal.get(key), key
    if deal.get("note"):
        assert back["note"] == f"{deal['note']}; ruling"
    if "talon" in deal and "hands" not in deal:
        assert "talon" in back


DEAL = {name: deal for name, _convention, _players, deal in CASES}


def written_sheet(convention, deal):
    ruling = adjudicate(selectors.request_from_game_deal(game_of(convention, THREE, deal), 0))
    with translation.override("en"):
        return sheet_of(convention, THREE, services.game_deals_of(ruling))[0]


def test_balkan_kontra_is_kept_bule_minus_20_supe_40():
    """6♣ (B = 5) with kontra, 6 / 2 / 2: bule −2B × 2 = −20, each follower 2 × 2B × 2 = 40
    supe; without the kontra it would be −10 and 20."""
    sheet = written_sheet("balkan", DEAL["Balkan with kontra"])
    assert sheet["Anna"]["pulya"] == -20
    assert sheet["Boris"]["whists"]["Anna"] == 40 and sheet["Vera"]["whists"]["Anna"] == 40


def test_the_kurochka_misere_renonce_stays_on_the_defender():
    """Classic misère, Anna 3 tricks, Boris revoked (the classic text): the misère is written off
    for Anna (10) and Boris writes 3 × 10 into the kurochka, not Anna."""
    sheet = written_sheet("kurochka", DEAL["kurochka misère with a renonce"])
    assert sheet["Boris"]["mountain"] == 30 and sheet["Anna"]["mountain"] == 0
    assert sheet["Anna"]["pulya"] == 10
