"""The game record in two steps: its shape, then its rules by replaying the deal through the core.

The short form's calls are replayed by ``Whisting.ending_with`` (Lesnoy's code 3.8.8.1: a
half-whist by the second defender after the first passed, on the convention's
``half_whist_levels``; the Sochi rules for four: the dealer of four takes the whist back where
allowed), so its problems are the core's own.
"""

import pytest

from rulings.core.errors import RecordError
from rulings.core.records.game_record import parse_game_record
from rulings.core.records.result import DefenderCall
from tests.helpers.scoring import P3, P4, game

# Vera deals to three: Anna is first hand; Anna declares, Boris speaks first, then Vera.


def deal(contract, defenders, **more):
    return {"dealer": "Vera", "declarer": "Anna", "contract": contract,
            "defenders": defenders, **more}  # fmt: skip


def problems(*deals, players=P3, **kwargs):
    with pytest.raises(RecordError) as error:
        game(*deals, players=players, **kwargs)
    return error.value.problems


def test_shape_problems_are_found_before_the_rules_each_against_its_field():
    bad = deal("7H", {"Boris": "whist", "Vera": "maybe"}, tricks={"Anna": 11, "Bob": 2})
    assert problems(bad) == [
        ("deals[0].tricks.Anna", "must be a whole number 0–10"),
        ("deals[0].tricks.Bob", "is not a player"),
        ("deals[0].defenders.Vera", "must be whist, pass, half or whist-back"),
    ]


def test_a_half_whist_on_an_eight_is_refused_by_the_cores_whisting():
    # Sochi's half_whist_levels are 6 and 7: on an eight Vera may only whist or pass
    got = problems(deal("8S", {"Boris": "pass", "Vera": "half"}))
    assert got == [
        (
            "deals[0].defenders",
            "Vera cannot say «half» here (allowed: whist, pass); half-whist and whist-back "
            "follow Lesnoy's code 3.8.8.1–3.8.8.2",
        )
    ]


def test_a_half_whist_after_a_whist_is_refused():
    got = problems(deal("7S", {"Boris": "whist", "Vera": "half"}, tricks={"Anna": 7}))
    assert got == [
        (
            "deals[0].defenders",
            "Vera cannot say «half» here (allowed: whist, pass); half-whist and whist-back "
            "follow Lesnoy's code 3.8.8.1–3.8.8.2",
        )
    ]


def test_stalingrad_six_spades_is_whisted_by_both():
    got = problems(
        deal("6S", {"Boris": "whist", "Vera": "pass"}, tricks={"Anna": 6, "Boris": 4}),
        options={"stalingrad": True},
    )
    assert got == [("deals[0].defenders", "Stalingrad: 6♠ must be whisted by both defenders")]


def test_the_dealers_whist_back_only_where_the_convention_allows_it():
    # Gleb deals to four (Anna first hand); Anna declares, Boris and Vera pass
    four = {"dealer": "Gleb", "declarer": "Anna", "contract": "8S",
            "defenders": {"Boris": "pass", "Vera": "pass", "Gleb": "whist-back"},
            "tricks": {"Anna": 8, "Gleb": 2}}  # fmt: skip
    outcome = game(four, players=P4).record.outcomes[0]
    assert dict(outcome.calls)["Gleb"] is DefenderCall.WHIST_BACK
    assert problems(four, players=P4, options={"dealer_whist_back": False}) == [
        ("deals[0].defenders", "this convention does not let the dealer take the whist back")
    ]


def test_the_short_form_names_the_half_whister_not_who_spoke_first():
    # Boris speaks first, so by the rules only Vera can go for half-whist; the short form has
    # never asked who spoke first, and a record naming Boris still reads (as before the replay)
    outcome = game(deal("7H", {"Boris": "half", "Vera": "pass"}), players=P3).record.outcomes[0]
    assert dict(outcome.calls) == {"Boris": DefenderCall.HALF, "Vera": DefenderCall.PASS}


def test_a_passed_game_is_played_out_where_the_convention_says_so():
    passed = deal("7H", {"Boris": "pass", "Vera": "pass"})
    game(passed, players=P3)  # Sochi: all pass, the game counts as made
    got = problems(passed, options={"all_pass_made": False})
    message = "this convention plays out a passed game: give the declarer's tricks"
    assert got == [("deals[0].tricks.Anna", message)]


def test_without_three_is_checked_by_the_core():
    # the Sochi and Leningrad rules: the declarer concedes after the talon; a game without the
    # talon has none
    refused = {"dealer": "Vera", "declarer": "Anna", "contract": "7H without talon",
               "refused": True}  # fmt: skip
    assert problems(refused, options={"without_talon_games": True}) == [
        ("deals[0].refused", "only a game bought with the talon can be refused «без трёх»")
    ]
    assert problems({**refused, "contract": "7H"}, options={"refusal_allowed": False}) == [
        ("deals[0].refused", "this convention has no «без трёх»")
    ]


def test_a_record_without_its_deals():
    with pytest.raises(RecordError) as error:
        parse_game_record({"convention": "sochi", "players": P3})
    assert error.value.problems == [("deals", "must be a list of deals")]
