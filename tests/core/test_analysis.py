"""The analysis adapter (``rulings.core.solver.analysis``): deal records -> solver positions ->
answers.

Real records: the examples of ``rulings/examples`` (a 6♠ with a renonce, a misère with a card
out of turn, raspasy with four players and talon-led tricks), cut after every card, and the
bench deals of ``tests/data/bench/solver_deals.json`` written as deal records.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulings.core.errors import PreferansError, RecordError
from rulings.core.game.cards import parse_cards
from rulings.core.records.deal_record import replay_json
from rulings.core.rules.play import IrregularityType
from rulings.core.solver.analysis import AnalysisError, analyse, analyse_json, position_of
from rulings.core.solver.engine import Goal, Position, solve
from tests.helpers.data import load

pytestmark = pytest.mark.usefixtures("each_solver_engine")

EXAMPLES = Path(__file__).resolve().parents[2] / "rulings" / "examples"


def _example(name: str) -> dict:
    return json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))


def _cut(data: dict, cards: int) -> dict:
    return {**data, "play": data["play"][:cards]}


def _check_consistent(analysis) -> None:
    """Value = best card for the player to play; the line, played out, gives the value."""
    position = analysis.position
    if analysis.cards:
        wants_more = (position.to_play == position.counted) == (position.goal is Goal.MAX)
        best = max if wants_more else min
        assert analysis.value == best(analysis.cards.values())
    assert len(analysis.line) == 3 * position.tricks_left - len(position.trick)
    current = position
    for _player, card in analysis.line:
        current = current.play(card)
    assert current.taken[current.counted] == analysis.value


@pytest.mark.parametrize("cards", [0, 1, 2, 4, 9, 13, 20, 27])
def test_game_with_renonce_record(cards: int) -> None:
    data = _example("renonce")
    try:
        analysis = analyse_json(_cut(data, cards))
    except AnalysisError as error:
        # only a renonce card lying in the trick in progress stops the analysis
        assert "had to" in str(error)
        return
    assert analysis.player == "Anna" and analysis.goal is Goal.MAX
    assert analysis.contract.en == "6S"
    assert analysis.position.players == ("Anna", "Boris", "Vera")
    _check_consistent(analysis)
    # the same position built by hand gives the same value
    state = replay_json(_cut(data, cards)).play
    by_hand = Position(
        players=("Anna", "Boris", "Vera"),
        hands={p: state.hands[p] for p in ("Anna", "Boris", "Vera")},
        to_play=state.to_play,
        counted="Anna",
        goal=Goal.MAX,
        trump=state.trump,
        trick=state.current,
        taken=state.taken,
    )
    assert solve(by_hand) == analysis.value


@pytest.mark.slow
def test_every_cut_of_the_examples_is_analysed_or_refused_clearly() -> None:
    for name in ("renonce", "misere-out-of-turn", "raspasy-four"):
        data = _example(name)
        for cards in range(len(data["play"]) + 1):
            try:
                analysis = analyse_json(_cut(data, cards))
            except AnalysisError as error:
                assert isinstance(error, PreferansError) and isinstance(error, ValueError)
                assert "trick 3" in str(error) or "cannot be analysed" in str(error)
                continue
            _check_consistent(analysis)


def test_complete_play_value_is_the_tricks_taken() -> None:
    analysis = analyse_json(_example("renonce"))
    assert analysis.value == analysis.position.taken["Anna"] == 6
    assert analysis.cards == {} and analysis.line == []
    assert analysis.as_json()["to_play"] is None and analysis.trick_number == 11


def test_renonce_card_on_the_table_is_reported() -> None:
    data = _example("renonce")
    # Vera leads the queen of clubs at trick 3; Anna, who holds K♣ 9♣, discards Д♥ (renonce)
    cut = {**data, "play": [*data["play"][:6], ["Vera", "Д♣"], ["Anna", "Д♥"]]}
    state = replay_json(cut).play
    assert [i.type for i in state.irregularities] == [IrregularityType.RENONCE]
    assert state.current  # the trick is in progress
    with pytest.raises(AnalysisError, match="cannot be analysed as it stands") as info:
        analyse_json(cut)
    assert "Anna played QH on a C lead but still holds C" in str(info.value)


def test_renonce_in_a_completed_trick_is_analysed_as_it_stands() -> None:
    data = _example("renonce")
    state = replay_json(data).play
    (offence,) = [i for i in state.irregularities if i.type is IrregularityType.RENONCE]
    index = next(
        k
        for k, (player, card) in enumerate(data["play"])
        if player == offence.player and parse_cards(card)[0] == offence.card
    )
    cut = _cut(data, index + 1)
    assert not replay_json(cut).play.current  # the renonce completed its trick
    analysis = analyse_json(cut)
    assert analysis.trick_number == offence.trick + 1
    _check_consistent(analysis)


def test_misere_record_with_card_out_of_turn() -> None:
    data = _example("misere-out-of-turn")
    # Anna led trick 2 out of turn (Vera won trick 1): the table goes on from her card
    analysis = analyse_json(_cut(data, 4))
    assert analysis.player == "Boris" and analysis.goal is Goal.MIN
    assert analysis.position.trump is None
    assert analysis.position.trick[0][0] == "Anna" and analysis.position.to_play == "Boris"
    assert set(analysis.cards) == set(analysis.position.legal_cards())
    _check_consistent(analysis)
    # from the start: Boris on lead, his total with the others trying to catch him
    start = analyse_json(_cut(data, 0))
    assert start.position.to_play == "Boris"
    assert start.value == min(start.cards.values())
    _check_consistent(start)


def test_raspasy_with_talon_starts_at_trick_three() -> None:
    data = _example("raspasy-four")
    for cards in (0, 1, 3, 5):
        with pytest.raises(AnalysisError, match="trick 3 on raspasy with the talon"):
            analyse_json(_cut(data, cards))
    analysis = analyse_json(_cut(data, 6))
    # four players: Gleb deals and sits out; only the three who play are in the position
    assert analysis.position.players == ("Anna", "Boris", "Vera")
    assert set(analysis.position.taken) == {"Anna", "Boris", "Vera"}
    assert analysis.goal is Goal.MIN
    assert analysis.player == analysis.position.to_play
    assert analysis.trick_number == 3
    _check_consistent(analysis)
    # mid-trick: the counted player is the one to play
    mid = analyse_json(_cut(data, 7))
    assert mid.player == mid.position.to_play == "Boris"
    _check_consistent(mid)


def test_record_without_play_to_analyse() -> None:
    data = _example("renonce")
    no_contract = {k: v for k, v in data.items() if k not in ("contract", "play", "whisting")}
    no_contract["auction"] = data["auction"][:1]
    with pytest.raises(AnalysisError, match="no play to analyse"):
        analyse_json({**no_contract, "declarer": None})
    with pytest.raises(RecordError):
        analyse_json({"players": ["Anna"]})


def _bench_record(deal: dict) -> dict:
    players = ["S0", "S1", "S2"]
    contract = "misere" if deal["kind"] != "game" else f"6{deal['trump']}".replace("6N", "6NT")
    return {
        "players": players,
        "dealer": "S2",  # the first hand, S0, declares and leads
        "convention": "sochi",
        "hands": {p: " ".join(h) for p, h in zip(players, deal["hands"], strict=True)},
        "talon": " ".join(deal["talon"]),
        "declarer": "S0",
        "contract": contract,
        "discard": " ".join(deal["talon"]),
        "play": [],
    }


def _bench_deals(ids: tuple[str, ...]):
    deals = load("bench/solver_deals.json")["deals"]
    return [pytest.param(d, id=d["id"]) for d in deals if d["id"] in ids]


@pytest.mark.parametrize(
    "deal", _bench_deals(("g00", "g01", "g08", "g11", "g16", "g18", "m04", "m09"))
)
def test_bench_deals_as_records(deal: dict) -> None:
    analysis = analyse_json(_bench_record(deal))
    assert analysis.value == deal["dd_declarer_tricks"]
    assert analysis.player == "S0" and analysis.position.to_play == "S0"
    _check_consistent(analysis)
    # the declarer leads: his best card reaches the value, no card does better
    assert analysis.value in analysis.cards.values()


def test_position_of_a_state_and_as_json() -> None:
    state = replay_json(_cut(_example("renonce"), 3)).play
    position = position_of(state)
    assert position.to_play == "Boris" and position.trick == ()
    analysis = analyse(state)
    data = analysis.as_json()
    assert data["value"] == analysis.value
    assert data["cards"] == {card.en: v for card, v in analysis.cards.items()}
    assert data["line"][0] == [analysis.line[0][0], analysis.line[0][1].en]
    assert data["player"] == "Anna" and data["goal"] == "max" and data["trump"] == "S"
    assert data["contract"] == "6S" and data["trick"] == 2
    text = analysis.text()
    assert f"Value: {analysis.value}" in text and "Line: Boris" in text
