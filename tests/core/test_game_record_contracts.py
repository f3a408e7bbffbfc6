"""The game record checks each deal's contract against the convention (short and full forms).

Lesnoy's Balkan preferans: a Balkan contract is six tricks in a suit, Bettel or Sans; the Sochi and
Leningrad rules: misère and games without the talon are played only where the table plays them
(``misere_allowed``, ``without_talon_games``).
"""

import pytest

from rulings.core.errors import RecordError
from rulings.core.records.deal_record import replay_json
from tests.helpers.adjudication import game_record, misere_record, play_out
from tests.helpers.scoring import P3, game


def problems(*deals, **kwargs):
    with pytest.raises(RecordError) as error:
        game(*deals, players=P3, **kwargs)
    return error.value.problems


def short(contract, **more):
    return {
        "dealer": "Vera",
        "declarer": "Anna",
        "contract": contract,
        "defenders": {"Boris": "pass", "Vera": "pass"},
        **more,
    }


def test_balkan_contract_is_six_tricks():
    # an «8H» is no Balkan contract (it used to be scored at 4♥'s value)
    got = problems(short("8H"), convention="balkan", pulya=100)
    assert got == [
        (
            "deals[0].contract",
            "8H is not a Balkan contract: Balkan contracts are six tricks in a suit, Bettel or "
            "Sans (Lesnoy's Balkan preferans)",
        )
    ]
    game(short("6H"), players=P3, convention="balkan", pulya=100)  # fine


def test_misere_only_where_allowed():
    mis = {"dealer": "Vera", "declarer": "Anna", "contract": "misere", "tricks": {"Anna": 0}}
    assert problems(mis, options={"misere_allowed": False}) == [
        ("deals[0].contract", "this convention does not play misère")
    ]
    game(mis, players=P3)


def test_games_without_the_talon_only_where_allowed():
    assert problems(short("9S without talon")) == [
        ("deals[0].contract", "this convention has no games without the talon (9S without talon)")
    ]
    game(short("9S without talon"), players=P3, options={"without_talon_games": True})


def test_full_deal_record_checks_the_contract_too():
    record = misere_record({"preset": "sochi", "options": {"misere_allowed": False}})
    record.pop("auction")
    with pytest.raises(RecordError) as error:
        replay_json(record)
    assert ("contract", "this convention does not play misère") in error.value.problems
    replay_json(game_record())  # fine


def test_a_game_given_up_without_three_has_no_play():
    """The Sochi and Leningrad rules («уйти без трех взяток»): a refused game is not played, so a
    record of it with cards played is refused with the reason, not replayed."""
    played = play_out(game_record(), {(1, "Anna"): "AD"})
    record = {**played, "refused": True}
    del record["whisting"]  # nobody whists a game given up
    assert record["play"]
    with pytest.raises(RecordError) as raised:
        replay_json(record)
    assert [(p.field, p.template) for p in raised.value.details] == [
        ("play", "a game given up «without three» is not played")
    ]
