"""Cards: the 32-card deck, its order, and the English/Russian notation.

The Sochi and Leningrad rules («Колода карт для игры в преферанс»): «Колода состоит из 32 карт. В
ней 4 масти по 8 карт в каждой - от семерки до туза. Старшинство мастей по возрастанию: пики, трефы,
бубны, червы. Старшинство карт: семерка, восьмерка, девятка, десятка, валет, дама, король, туз.»
"""

import pytest

from rulings.core.errors import CardParseError, PreferansError
from rulings.core.game.cards import DECK, Card, Rank, Suit, format_cards, parse_card, parse_cards


def c(token: str) -> Card:
    return parse_card(token)


# --- the deck (the Sochi and Leningrad rules) ---


def test_deck_has_32_distinct_cards_eight_per_suit_seven_to_ace():
    assert len(DECK) == 32
    assert len(set(DECK)) == 32
    for suit in Suit:
        ranks = sorted(card.rank for card in DECK if card.suit is suit)
        assert ranks == [7, 8, 9, 10, 11, 12, 13, 14]


def test_suit_seniority_is_spades_clubs_diamonds_hearts():
    """The Sochi and Leningrad rules: «Старшинство мастей по возрастанию: пики, трефы, бубны,
    червы»."""
    assert Suit.SPADES < Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS
    assert [s.symbol for s in sorted(Suit)] == ["♠", "♣", "♦", "♥"]


def test_rank_seniority_seven_to_ace():
    """The Sochi and Leningrad rules: «семерка, восьмерка, девятка, десятка, валет, дама, король,
    туз»."""
    ranks = [c(t).rank for t in ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]]
    assert ranks == sorted(ranks)
    assert len(set(ranks)) == 8


def test_card_index_is_a_bijection_onto_0_31():
    assert [card.index for card in DECK] == list(range(32))
    for index in range(32):
        assert Card.from_index(index).index == index
    assert c("7S").index == 0
    assert c("AH").index == 31
    assert c("7C").index == 8


def test_cards_order_by_suit_then_rank():
    assert c("AS") < c("7C")  # any club is after any spade in the deck order
    assert c("7H") > c("AD")
    assert c("QD") < c("KD")
    assert sorted([c("7H"), c("AS"), c("10D"), c("7S")]) == [c("7S"), c("AS"), c("10D"), c("7H")]


def test_red_suits():
    assert Suit.DIAMONDS.is_red and Suit.HEARTS.is_red
    assert not Suit.SPADES.is_red and not Suit.CLUBS.is_red


# --- parsing ---


@pytest.mark.parametrize(
    ("token", "rank", "suit"),
    [
        # English notation, any case, T or 10 for the ten
        ("AS", Rank.ACE, Suit.SPADES),
        ("as", Rank.ACE, Suit.SPADES),
        ("10h", Rank.TEN, Suit.HEARTS),
        ("TS", Rank.TEN, Suit.SPADES),
        ("t♦", Rank.TEN, Suit.DIAMONDS),
        ("7c", Rank.SEVEN, Suit.CLUBS),
        ("Jd", Rank.JACK, Suit.DIAMONDS),
        ("qc", Rank.QUEEN, Suit.CLUBS),
        ("  KH ", Rank.KING, Suit.HEARTS),
        # suit symbols, filled and outlined, with emoji variation selectors
        ("A♥", Rank.ACE, Suit.HEARTS),
        ("a♥\ufe0f", Rank.ACE, Suit.HEARTS),
        ("9♤", Rank.NINE, Suit.SPADES),
        ("9♧", Rank.NINE, Suit.CLUBS),
        ("9♢", Rank.NINE, Suit.DIAMONDS),
        ("9♡", Rank.NINE, Suit.HEARTS),
        # Russian: Т(уз) К(ороль) Д(ама) В(алет); suits п т б ч
        ("Т♥", Rank.ACE, Suit.HEARTS),
        ("К♠", Rank.KING, Suit.SPADES),
        ("Д♦", Rank.QUEEN, Suit.DIAMONDS),
        ("В♣", Rank.JACK, Suit.CLUBS),
        ("10♠", Rank.TEN, Suit.SPADES),
        ("Тп", Rank.ACE, Suit.SPADES),
        ("тт", Rank.ACE, Suit.CLUBS),  # Cyrillic Т is the ace as a rank and clubs as a suit
        ("Дб", Rank.QUEEN, Suit.DIAMONDS),
        ("вч", Rank.JACK, Suit.HEARTS),
        ("8Ч", Rank.EIGHT, Suit.HEARTS),
        ("Х♠", Rank.TEN, Suit.SPADES),  # the Roman ten
    ],
)
def test_parse_card_english_and_russian(token, rank, suit):
    assert parse_card(token) == Card(rank, suit)


def test_latin_t_is_the_ten_but_cyrillic_t_is_the_ace():
    assert parse_card("TH").rank is Rank.TEN  # Latin T
    assert parse_card("ТЧ").rank is Rank.ACE  # Cyrillic Т (туз)


@pytest.mark.parametrize(
    ("token", "fragment"),
    [
        ("1S", "unknown rank «1»"),
        ("11H", "unknown rank «11»"),
        ("BS", "unknown rank «B»"),  # Latin B is not the Russian В (валет)
        ("AX", "unknown suit «X»"),
        ("AС", "unknown suit «С»"),  # Cyrillic С is not a suit
        ("Z", "is not a card"),
        ("", "is not a card"),
    ],
)
def test_bad_card_token_error_names_the_token(token, fragment):
    with pytest.raises(CardParseError) as info:
        parse_card(token)
    message = str(info.value)
    assert f"«{token}»" in message
    assert fragment in message


def test_card_parse_error_is_a_value_error():
    with pytest.raises(ValueError):
        parse_card("ZZ")
    assert issubclass(CardParseError, PreferansError)


def test_parse_cards_from_string_with_commas_and_spaces():
    assert parse_cards("AS, 10h  Т♥,Дб") == (c("AS"), c("10H"), c("AH"), c("QD"))


def test_parse_cards_from_list_mixing_tokens_and_cards():
    seven = Card(Rank.SEVEN, Suit.HEARTS)
    assert parse_cards(["AS", seven, "к♠"]) == (c("AS"), seven, c("KS"))


def test_parse_cards_bad_token_in_a_list_names_it():
    with pytest.raises(CardParseError, match="«QX»"):
        parse_cards("AS KS QX JS")


def test_parse_cards_empty():
    assert parse_cards("") == ()
    assert parse_cards([]) == ()


# --- printing ---


def test_english_russian_and_symbol_notation():
    ten = c("10H")
    assert ten.en == "10H" == str(ten)
    assert ten.ru == "10♥"
    assert ten.symbol == "10♥"
    queen = c("QS")
    assert queen.en == "QS"
    assert queen.ru == "Д♠"
    assert queen.symbol == "Q♠"
    assert c("AC").ru == "Т♣"
    assert c("JD").ru == "В♦"
    assert c("KH").ru == "К♥"
    assert repr(c("7S")) == "Card(7S)"


@pytest.mark.parametrize("card", DECK)
def test_every_card_round_trips_through_both_notations(card):
    assert parse_card(card.en) == card
    assert parse_card(card.ru) == card
    assert parse_card(card.symbol) == card
    assert parse_card(card.en.lower()) == card


def test_format_cards_sorts_by_suit_then_rank_highest_first():
    cards = parse_cards("7S KH AS 10D 8H")
    assert format_cards(cards) == "AS 7S 10D KH 8H"
    assert format_cards(cards, russian=True) == "Т♠ 7♠ 10♦ К♥ 8♥"


def test_suit_and_rank_letters():
    assert [s.letter for s in Suit] == ["S", "C", "D", "H"]
    assert [s.letter_ru for s in Suit] == ["п", "т", "б", "ч"]
    assert [r.letter for r in Rank] == ["7", "8", "9", "10", "J", "Q", "K", "A"]
    assert [r.letter_ru for r in Rank] == ["7", "8", "9", "10", "В", "Д", "К", "Т"]
