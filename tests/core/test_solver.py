"""Double-dummy solver (issue 5): stated values from the sources, API, and position errors.

Sources of the worked deals (each file cites its upstream repository and path):

* ``tests/data/bench/solver_deals.json`` – 30 seeded deals (random.Random(2024)), values agreed
  by two independent exact solvers;
* ``tests/data/peer-vectors/solver_eshavlyugin_tests.json`` – eshavlyugin/Preferans
  ``tests/solvers.tests``: 10 deals; the upstream answers of e01 (6) and e02 (8) are the
  contract levels, not solved values – the corrected ``dd_declarer_tricks`` (5, 9) are checked
  here, and the brute-force test below confirms them;
* ``tests/data/peer-vectors/solver_jpref_misere_etudes.json`` – ab-chesspad/jpref
  ``etc/tests/misereplay``: 49 misère études (Kovalevskaya, Lasker, Skuratov, Lesnoy, de Gaulle,
  …) with JPref's caught/clean verdict and the double-dummy trick count.
"""

from __future__ import annotations

import pytest

from rulings.core.errors import PreferansError
from rulings.core.game.cards import Suit, parse_card, parse_cards
from rulings.core.game.contracts import parse_contract
from rulings.core.solver.engine import (
    Goal,
    Position,
    Solver,
    SolverPositionError,
    at_least,
    card_values,
    principal_line,
    solve,
)
from tests.helpers.data import load

pytestmark = pytest.mark.usefixtures("each_solver_engine")

SEATS = ("S0", "S1", "S2")


def _deal_position(hands, trump: str, kind: str, leader_seat: int, declarer_seat: int = 0):
    return Position(
        players=SEATS,
        hands={SEATS[i]: frozenset(parse_cards(h)) for i, h in enumerate(hands)},
        to_play=SEATS[leader_seat],
        counted=SEATS[declarer_seat],
        goal=Goal.MAX if kind == "game" else Goal.MIN,
        trump=None if trump == "N" else Suit("SCDH".index(trump)),
    )


def _ids(data: dict) -> list[str]:
    return [deal["id"] for deal in data["deals"]]


BENCH = "bench/solver_deals.json"
ESHAVLYUGIN = "peer-vectors/solver_eshavlyugin_tests.json"
JPREF = "peer-vectors/solver_jpref_misere_etudes.json"


def _deals(relative: str):
    return [pytest.param(deal, id=deal["id"]) for deal in load(relative)["deals"]]


@pytest.mark.parametrize("deal", _deals(BENCH))
def test_bench_deals(deal: dict) -> None:
    position = _deal_position(
        deal["hands"], deal["trump"], deal["kind"], deal["leader_seat"], deal["declarer_seat"]
    )
    assert solve(position) == deal["dd_declarer_tricks"]


@pytest.mark.parametrize("deal", _deals(ESHAVLYUGIN))
def test_eshavlyugin_deals(deal: dict) -> None:
    position = _deal_position(
        deal["hands_rotated"],
        deal["trump"],
        deal["kind"],
        deal["leader_seat"],
        deal["declarer_seat"],
    )
    solver = Solver(position)
    value = solver.solve()
    assert value == deal["dd_declarer_tricks"]
    assert solver.at_least(value) and not solver.at_least(value + 1)


@pytest.mark.parametrize("deal", _deals(JPREF))
def test_jpref_misere_etudes(deal: dict) -> None:
    position = _deal_position(
        deal["hands"], "N", "misere", deal["leader_seat"], deal["declarer_seat"]
    )
    solver = Solver(position)
    assert solver.solve() == deal["dd_declarer_tricks"]
    # JPref's own verdict (caught / clean) where it states one
    if deal.get("jpref_expected_caught") is not None:
        assert solver.at_least(1) is deal["jpref_expected_caught"]


def test_jpref_verdict_field_present() -> None:
    data = load(JPREF)
    stated = [d for d in data["deals"] if d.get("jpref_expected_caught") is not None]
    assert len(data["deals"]) == 49 and stated


def test_eshavlyugin_wrong_upstream_labels_by_brute_force() -> None:
    """e01 upstream says 6, e02 says 8: the solver's 5 and 9 are checked by hand below.

    Both are confirmed without the transposition table's help: for e01 every lead of the
    opening leader leaves the declarer at most 5, for e02 some line gives 9 (principal line
    replayed card by card and each step re-solved from scratch).
    """
    data = load(ESHAVLYUGIN)
    deals = {d["id"]: d for d in data["deals"]}
    for ident, stated in (("e01", 5), ("e02", 9)):
        deal = deals[ident]
        position = _deal_position(
            deal["hands_rotated"],
            deal["trump"],
            deal["kind"],
            deal["leader_seat"],
            deal["declarer_seat"],
        )
        assert deal["upstream_answer"] != stated
        values = card_values(position)
        # leader is a defender: the value is the minimum over his cards
        assert min(values.values()) == stated
        current = position
        for _player, card in principal_line(position):
            current = current.play(card)
            assert solve(current) == stated  # fresh solver each step
        assert current.taken[current.counted] == stated


# -- the API on hand-made positions --------------------------------------------------------


def _pos(
    hands: dict[str, str],
    to_play: str,
    *,
    trump=None,
    goal=Goal.MAX,
    counted="Anna",
    trick=(),
    taken=None,
) -> Position:
    return Position(
        players=("Anna", "Boris", "Vera"),
        hands={p: frozenset(parse_cards(h)) for p, h in hands.items()},
        to_play=to_play,
        counted=counted,
        goal=goal,
        trump=trump,
        trick=tuple((p, parse_card(c)) for p, c in trick),
        taken=taken or {},
    )


def test_simple_ending_values() -> None:
    # Anna holds the top spades; in no trumps she cashes both.
    position = _pos({"Anna": "AS KS", "Boris": "QS 7H", "Vera": "JS 8H"}, "Anna")
    assert solve(position) == 2
    assert at_least(position, 2) and not at_least(position, 3)
    # with hearts trumps Boris and Vera follow to the ace, then must trump the king
    assert (
        solve(_pos({"Anna": "AS KS", "Boris": "QS 7H", "Vera": "JS 8H"}, "Anna", trump=Suit.HEARTS))
        == 1
    )
    # Boris on lead with a heart: Anna discards, then the ace and king still win
    assert solve(_pos({"Anna": "AS KS", "Boris": "QS 7H", "Vera": "JS 8H"}, "Boris")) == 1


def test_misere_caught_and_card_values() -> None:
    # Vera leads. 8S: Anna must play the 9 and wins. 10C: Anna and Boris play clubs, Vera
    # wins and leads the 8 of spades, and Anna's 9 wins again. Caught either way.
    caught = _pos({"Anna": "9S 7C", "Boris": "7S 8C", "Vera": "8S 10C"}, "Vera", goal=Goal.MIN)
    assert card_values(caught) == {parse_card("8S"): 1, parse_card("10C"): 1}
    assert solve(caught) == 1 and at_least(caught, 1)
    # Anna's sevens go under everything: the misère is clean
    clean = _pos({"Anna": "7S 7C", "Boris": "8S 8C", "Vera": "9S 10C"}, "Vera", goal=Goal.MIN)
    assert solve(clean) == 0 and not at_least(clean, 1)
    assert principal_line(clean)[0][0] == "Vera"


def test_card_values_from_mid_trick_and_taken() -> None:
    # Boris led the queen of hearts; Vera to play with KH and 7H; hearts are trumps? no: NT.
    position = _pos(
        {"Anna": "AS 8D", "Boris": "7D", "Vera": "KH 7H"},
        "Vera",
        trick=[("Boris", "QH")],
        counted="Vera",
        taken={"Anna": 4, "Boris": 3, "Vera": 1},
    )
    values = card_values(position)
    assert values == {parse_card("7H"): 1, parse_card("KH"): 3}
    assert solve(position) == 3
    line = principal_line(position)
    assert line[0] == ("Vera", parse_card("KH"))
    assert len(line) == 5


def test_goals_differ() -> None:
    # Vera leads, Anna plays second. Against her, Vera leads the 9C first (Anna keeps the ace
    # for the queen: 1). For her, Vera leads the QS: the AS fells the king and the 7S is
    # then high (2). Playing to lose, Anna ducks the queen and throws the ace on a club (0).
    hands = {"Anna": "AS 7S", "Boris": "KS 8C", "Vera": "QS 9C"}
    assert solve(_pos(hands, "Vera", goal=Goal.MAX)) == 1
    assert solve(_pos(hands, "Vera", goal=Goal.MIN)) == 0
    assert solve(_pos(hands, "Vera", goal=Goal.COOP_MIN)) == 0
    assert solve(_pos(hands, "Vera", goal=Goal.COOP_MAX)) == 2
    # whoever plays for what, the ace of spades must win when Anna cannot shed it
    hands = {"Anna": "AS 7C", "Boris": "KS 8C", "Vera": "QS 9C"}
    for goal in Goal:
        assert solve(_pos(hands, "Anna", goal=goal)) == 1


def test_for_contract() -> None:
    hands = {"Anna": "AS KS", "Boris": "QS 7H", "Vera": "JS 8H"}
    game = Position.for_contract(
        parse_contract("6H"), ("Anna", "Boris", "Vera"), hands, "Anna", "Anna"
    )
    assert game.goal is Goal.MAX and game.trump is Suit.HEARTS
    misere = Position.for_contract(
        parse_contract("мизер"), ("Anna", "Boris", "Vera"), hands, "Anna", "Anna"
    )
    assert misere.goal is Goal.MIN and misere.trump is None
    raspasy = Position.for_contract(
        parse_contract("распасы"),
        ("Anna", "Boris", "Vera"),
        hands,
        "Anna",
        "Boris",
        goal=Goal.COOP_MIN,
    )
    assert raspasy.goal is Goal.COOP_MIN and raspasy.counted == "Boris"


def test_empty_hands_value_is_taken() -> None:
    position = _pos(
        {"Anna": "", "Boris": "", "Vera": ""}, "Anna", taken={"Anna": 6, "Boris": 2, "Vera": 2}
    )
    assert solve(position) == 6 and principal_line(position) == [] and card_values(position) == {}


# -- impossible positions ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"hands": {"Anna": "AS KS", "Boris": "AS 7H", "Vera": "JS 8H"}}, "AS is in two hands"),
        (
            {"hands": {"Anna": "AS KS 7C", "Boris": "QS 7H", "Vera": "JS 8H"}},
            "card counts do not match",
        ),
        ({"to_play": "Gleb"}, "not one of the players"),
        ({"counted": "Gleb"}, "not one of the players"),
        (
            {
                "trick": [("Boris", "10D")],
                "hands": {"Anna": "AS KS", "Boris": "7H", "Vera": "JS 8H"},
            },
            "it is Vera's turn",
        ),
        (
            {
                "trick": [("Anna", "QS")],
                "to_play": "Boris",
                "hands": {"Anna": "AS", "Boris": "QS 7H", "Vera": "JS 8H"},
            },
            "on the table and also",
        ),
        (
            {
                "trick": [("Anna", "9C")],
                "to_play": "Boris",
                "hands": {"Anna": "AS KS", "Boris": "QS 7H", "Vera": "JS 8H"},
            },
            "card counts",
        ),
        (
            {
                "trick": [("Anna", "9C"), ("Boris", "7H")],
                "to_play": "Vera",
                "hands": {"Anna": "AS", "Boris": "QS", "Vera": "JS 8H"},
            },
            None,
        ),
        (
            {
                "trick": [("Anna", "9C"), ("Boris", "7H")],
                "to_play": "Vera",
                "trump": Suit.SPADES,
                "hands": {"Anna": "AS", "Boris": "QS", "Vera": "JS 8H"},
            },
            "he had to trump",
        ),
        (
            {
                "trick": [("Anna", "9S"), ("Boris", "7H")],
                "to_play": "Vera",
                "hands": {"Anna": "AS", "Boris": "QS", "Vera": "JS 8H"},
            },
            "had to follow suit",
        ),
        ({"taken": {"Anna": 9}}, "exceed the ten tricks"),
        ({"taken": {"Anna": -1}}, "cannot have taken"),
        ({"taken": {"Gleb": 1}}, "not at the table"),
    ],
)
def test_impossible_positions(kwargs: dict, message: str | None) -> None:
    args = {"hands": {"Anna": "AS KS", "Boris": "QS 7H", "Vera": "JS 8H"}, "to_play": "Anna"}
    args.update(kwargs)
    if message is None:
        _pos(**args)  # a legal discard: no error
        return
    with pytest.raises(SolverPositionError, match=message) as info:
        _pos(**args)
    assert isinstance(info.value, PreferansError) and isinstance(info.value, ValueError)


def test_duplicate_players_and_cards() -> None:
    with pytest.raises(SolverPositionError, match="three different players"):
        Position(("A", "A", "B"), {}, "A", "A")
    with pytest.raises(SolverPositionError, match="twice"):
        Position(
            ("A", "B", "C"), {"A": ["AS", "AS"], "B": ["KS", "QS"], "C": ["JS", "TS"]}, "A", "A"
        )


def test_play_rejects_illegal_card() -> None:
    position = _pos({"Anna": "AS KS", "Boris": "QS 7H", "Vera": "JS 8H"}, "Anna")
    position = position.play("AS")
    with pytest.raises(SolverPositionError, match="may not play"):
        position.play("7H")
    with pytest.raises(SolverPositionError, match="does not hold"):
        position.play("KS")


def test_solver_rejects_other_deal_settings() -> None:
    position = _pos({"Anna": "AS KS", "Boris": "QS 7H", "Vera": "JS 8H"}, "Anna")
    other = _pos({"Anna": "AS KS", "Boris": "QS 7H", "Vera": "JS 8H"}, "Anna", goal=Goal.MIN)
    with pytest.raises(SolverPositionError, match="another seating"):
        Solver(position).solve(other)
