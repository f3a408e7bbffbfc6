"""Deals: seats, dealer, hands and talon; validation and reproducible random deals.

The Sochi and Leningrad rules («Торговля»): «В каждой сдаче играют три игрока. Раздается по 10 карт.
Две оставшиеся карты называются прикупом». The classic text: «В преферансе вчетвером один участник
(сдающий) не участвует в игре»; «Право первого открывающего хода принадлежит игроку, который сидит
по левую руку от сдающего». The Sochi rules for four: the dealer «сидящий на прикупе».
"""

import pytest

from rulings.core.errors import DealError, PreferansError
from rulings.core.game.cards import DECK, parse_cards
from rulings.core.game.deal import Deal, active_players, next_clockwise, validate_players

# A real deal used throughout (players listed clockwise).
HANDS = {
    "A": parse_cards("AS KS QS JS 10S AC KC 7D 8D 7H"),
    "B": parse_cards("9S 8S QC JC 10C AD KD QD AH KH"),
    "C": parse_cards("7S 9C 8C 7C JD 10D 9D QH JH 10H"),
}
TALON = parse_cards("9H 8H")


def deal_error(players, dealer, hands, talon) -> str:
    with pytest.raises(DealError) as info:
        Deal.create(players, dealer, hands, talon)
    return str(info.value)


def test_three_player_deal():
    deal = Deal.create(("A", "B", "C"), "C", HANDS, TALON)
    assert deal.active == ("A", "B", "C")
    assert deal.first_hand == "A"  # the classic text: left of the dealer
    assert deal.sitting_out is None
    assert deal.hands["A"] == frozenset(HANDS["A"])
    assert deal.talon == TALON


def test_three_players_dealer_plays_as_third_hand():
    """With three the dealer plays; the first hand (the Sochi and Leningrad rules «первая рука») is
    left of him."""
    hands = {"B": HANDS["A"], "C": HANDS["B"], "A": HANDS["C"]}
    deal = Deal.create(("A", "B", "C"), "A", hands, TALON)
    assert deal.active == ("B", "C", "A")
    assert deal.first_hand == "B"


def test_four_player_deal_dealer_sits_out():
    """The classic text: «сдающий… не участвует в игре»; the Sochi rules for four: the dealer sits
    on the talon."""
    deal = Deal.create(("A", "B", "C", "D"), "D", HANDS, TALON)
    assert deal.active == ("A", "B", "C")
    assert deal.sitting_out == "D"
    assert deal.first_hand == "A"
    assert "D" not in deal.hands


def test_four_players_other_dealer():
    hands = {"C": HANDS["A"], "D": HANDS["B"], "A": HANDS["C"]}
    deal = Deal.create(("A", "B", "C", "D"), "B", hands, TALON)
    assert deal.active == ("C", "D", "A")
    assert deal.sitting_out == "B"
    assert deal.first_hand == "C"


def test_active_players_and_next_clockwise():
    assert active_players(("N", "E", "S", "W"), "S") == ("W", "N", "E")
    assert active_players(("N", "E", "S"), "E") == ("S", "N", "E")
    assert next_clockwise(("A", "B", "C"), "C") == "A"
    assert next_clockwise(("A", "B", "C"), "A") == "B"


def test_hands_may_be_given_as_lists_or_any_iterable():
    deal = Deal.create(["A", "B", "C"], "C", {k: list(v) for k, v in HANDS.items()}, list(TALON))
    assert deal.players == ("A", "B", "C")
    assert isinstance(deal.hands["B"], frozenset)


# --- validation ---


def test_duplicate_card_names_the_card_and_where_it_is():
    hands = {**HANDS, "A": parse_cards("AS KS QS JS 10S AC KC 7D 8D 9H")}  # 9H instead of 7H
    message = deal_error(("A", "B", "C"), "C", hands, TALON)
    assert "9H is dealt 2 times" in message
    assert "A" in message and "the talon" in message


def test_duplicate_between_two_hands():
    hands = {**HANDS, "B": parse_cards("9S 8S QC JC 10C AD KD QD AH AS")}  # AS also in A's hand
    message = deal_error(("A", "B", "C"), "C", hands, TALON)
    assert "AS is dealt 2 times (A, B)" in message


def test_duplicate_also_names_the_card_it_replaced():
    """7H was mistyped as 9H: the deal has 9H twice and no 7H; both should be named."""
    hands = {**HANDS, "A": parse_cards("AS KS QS JS 10S AC KC 7D 8D 9H")}
    message = deal_error(("A", "B", "C"), "C", hands, TALON)
    assert "7H" in message


def test_missing_card_short_hand():
    hands = {**HANDS, "A": parse_cards("AS KS QS JS 10S AC KC 7D 8D")}  # 7H not dealt
    message = deal_error(("A", "B", "C"), "C", hands, TALON)
    assert "«A» has 9 cards, a hand has 10" in message


def test_wrong_count_per_hand_and_talon_all_reported():
    hands = {
        "A": parse_cards("AS KS QS JS 10S AC KC 7D 8D 7H 9H"),  # 11
        "B": HANDS["B"],
        "C": HANDS["C"],
    }
    message = deal_error(("A", "B", "C"), "C", hands, parse_cards("8H"))
    assert "«A» has 11 cards" in message
    assert "the talon has 1 cards" in message


def test_missing_hand():
    message = deal_error(("A", "B", "C"), "C", {"A": HANDS["A"], "B": HANDS["B"]}, TALON)
    assert "the hand of «C» is missing" in message


def test_unknown_player():
    message = deal_error(("A", "B", "C"), "C", {**HANDS, "X": ()}, TALON)
    assert "«X», who is not a player" in message


def test_four_players_dealer_must_have_no_hand():
    """The classic text/004: with four the dealer receives no cards."""
    message = deal_error(("A", "B", "C", "D"), "D", {**HANDS, "D": ()}, TALON)
    assert "«D», who deals and sits this deal out" in message


def test_four_players_dealer_given_the_hand_of_an_active_player():
    hands = {"D": HANDS["A"], "B": HANDS["B"], "C": HANDS["C"]}
    message = deal_error(("A", "B", "C", "D"), "D", hands, TALON)
    assert "sits this deal out" in message
    assert "the hand of «A» is missing" in message


@pytest.mark.parametrize(
    ("players", "dealer", "fragment"),
    [
        (("A", "B"), "A", "3 or 4 players, not 2"),
        (("A", "B", "C", "D", "E"), "A", "not 5"),
        (("A", "A", "B"), "A", "distinct"),
        (("A", "", "B"), "A", "non-empty"),
        (("A", "B", "C"), "X", "the dealer «X» is not one of the players"),
    ],
)
def test_bad_players(players, dealer, fragment):
    with pytest.raises(DealError, match=fragment):
        validate_players(players, dealer)
    with pytest.raises(DealError, match=fragment):
        Deal.create(players, dealer, HANDS, TALON)


def test_deal_error_is_a_preferans_value_error():
    assert issubclass(DealError, PreferansError)
    assert issubclass(DealError, ValueError)


# --- random deals ---


def test_random_deal_is_reproducible_from_its_seed():
    first = Deal.random(("A", "B", "C"), "B", seed=2024)
    again = Deal.random(("A", "B", "C"), "B", seed=2024)
    assert first == again
    assert first.hands == again.hands and first.talon == again.talon


def test_random_deals_differ_with_the_seed():
    deals = {Deal.random(("A", "B", "C"), "C", seed=s).talon for s in range(20)}
    assert len(deals) > 1
    a = Deal.random(("A", "B", "C"), "C", seed="x")
    b = Deal.random(("A", "B", "C"), "C", seed="y")
    assert a.hands != b.hands


@pytest.mark.parametrize("dealer", ["N", "E", "S", "W"])
def test_random_four_player_deal_is_complete(dealer):
    deal = Deal.random(("N", "E", "S", "W"), dealer, seed=7)
    assert deal.sitting_out == dealer
    assert set(deal.hands) == set(deal.active) == {"N", "E", "S", "W"} - {dealer}
    cards = [card for hand in deal.hands.values() for card in hand] + list(deal.talon)
    assert sorted(cards) == list(DECK)
    assert all(len(hand) == 10 for hand in deal.hands.values())
    assert len(deal.talon) == 2


def test_random_deal_rejects_bad_players():
    with pytest.raises(DealError):
        Deal.random(("A", "B"), "A", seed=1)
