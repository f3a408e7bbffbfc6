"""Contracts: their order and notation.

The Sochi and Leningrad rules («Возможные заказы игр в преферансе»): 6 to 10 tricks, with a trump or
without (БК), «такая игра старше козырной при одинаковом количестве взяток»; misère and raspasy have
no trumps («Мизер играется без козырей», «Козырей на распасовке нет»).
"""

import pytest

from rulings.core.errors import ContractParseError
from rulings.core.game.cards import Suit
from rulings.core.game.contracts import (
    MISERE,
    RASPASY,
    SANS,
    Contract,
    ContractKind,
    Strain,
    parse_contract,
)


@pytest.mark.parametrize(
    ("text", "level", "strain"),
    [
        ("7H", 7, Strain.HEARTS),
        ("7h", 7, Strain.HEARTS),
        ("7♥", 7, Strain.HEARTS),
        ("7♡", 7, Strain.HEARTS),
        ("7 черви", 7, Strain.HEARTS),
        ("7 червей", 7, Strain.HEARTS),
        ("6 червы", 6, Strain.HEARTS),
        ("6БК", 6, Strain.NO_TRUMP),
        ("6бк", 6, Strain.NO_TRUMP),
        ("6NT", 6, Strain.NO_TRUMP),
        ("6 no trumps", 6, Strain.NO_TRUMP),
        ("9 без козырей", 9, Strain.NO_TRUMP),
        ("10 без козыря", 10, Strain.NO_TRUMP),
        ("10 бубен", 10, Strain.DIAMONDS),
        ("8 пик", 8, Strain.SPADES),
        ("6 пики", 6, Strain.SPADES),  # the classic text: «Пики» = six spades
        ("7 треф", 7, Strain.CLUBS),  # the Sochi and Leningrad rules: «6 треф»
        ("6 трефы", 6, Strain.CLUBS),
        ("6 бубны", 6, Strain.DIAMONDS),
        ("8 clubs", 8, Strain.CLUBS),
        ("9S", 9, Strain.SPADES),
        (" 10  ♦ ", 10, Strain.DIAMONDS),
    ],
)
def test_parse_game_contracts(text, level, strain):
    contract = parse_contract(text)
    assert contract == Contract.game(level, strain)
    assert contract.is_game and not contract.without_talon


def test_parse_misere_and_raspasy():
    assert parse_contract("мизер") == MISERE
    assert parse_contract("Misere") == MISERE
    assert parse_contract("misère") == MISERE
    assert parse_contract("распасы") == RASPASY
    assert parse_contract("raspasy") == RASPASY
    assert parse_contract("all-pass") == RASPASY


def test_parse_balkan_words():
    """Lesnoy's Balkan preferans: Bettel (the Balkan misère) and Sanac/Sans (six without trumps)."""
    assert parse_contract("bettel") == MISERE
    assert parse_contract("Sans") == SANS == Contract.game(6, Strain.NO_TRUMP)
    assert parse_contract("санац") == SANS


def test_parse_without_talon():
    """The Sochi and Leningrad rules: «девятерной без прикупа» (by agreement)."""
    nine = parse_contract("9♠ без прикупа")
    assert nine == Contract.game(9, Strain.SPADES, without_talon=True)
    assert parse_contract("7h without talon") == Contract.game(7, Strain.HEARTS, without_talon=True)
    assert parse_contract("6бк бп").without_talon
    misere = parse_contract("мизер без прикупа")
    assert misere.is_misere and misere.without_talon
    assert misere != MISERE


@pytest.mark.parametrize(
    "text", ["5S", "11H", "7X", "", "6", "пас", "распасы без прикупа", "0 пик"]
)
def test_bad_contract_error_names_the_text(text):
    with pytest.raises(ContractParseError) as info:
        parse_contract(text)
    assert f"«{text}»" in str(info.value)


def test_a_game_needs_level_6_to_10_and_a_strain():
    with pytest.raises(ContractParseError):
        Contract.game(5, Strain.SPADES)
    with pytest.raises(ContractParseError):
        Contract.game(11, Strain.HEARTS)
    with pytest.raises(ContractParseError):
        Contract(ContractKind.GAME, 7, None)


def test_strain_order_no_trumps_above_hearts():
    """The Sochi and Leningrad rules: «Играть можно без козыря (БК), такая игра старше козырной при
    одинаковом количестве взяток»; suits пики < трефы < бубны < червы."""
    assert Strain.SPADES < Strain.CLUBS < Strain.DIAMONDS < Strain.HEARTS < Strain.NO_TRUMP


def test_trumps():
    assert parse_contract("6 треф").trump is Suit.CLUBS
    assert parse_contract("7♥").trump is Suit.HEARTS
    assert parse_contract("8БК").trump is None
    assert MISERE.trump is None  # the Sochi and Leningrad rules: «Мизер играется без козырей»
    assert RASPASY.trump is None  # the Sochi and Leningrad rules: «Козырей на распасовке нет»


def test_tricks_required():
    """The Sochi and Leningrad rules: «контракт 6 треф означает, что игрок обязуется взять не менее
    6 взяток»; misère: «обязуется не взять ни одной взятки»."""
    assert parse_contract("6 треф").tricks_required == 6
    assert parse_contract("10БК").tricks_required == 10
    assert MISERE.tricks_required == 0
    assert RASPASY.tricks_required == 0


def test_kind_flags():
    assert MISERE.is_misere and not MISERE.is_game and not MISERE.is_raspasy
    assert RASPASY.is_raspasy and not RASPASY.is_game and not RASPASY.is_misere
    assert SANS.is_game


def test_notation():
    assert parse_contract("7♥").en == "7H" == str(parse_contract("7♥"))
    assert parse_contract("7♥").ru == "7♥"
    assert parse_contract("6NT").en == "6NT"
    assert parse_contract("6NT").ru == "6БК"
    assert MISERE.en == "misere" and MISERE.ru == "мизер"
    assert RASPASY.en == "raspasy" and RASPASY.ru == "распасы"
    nine = Contract.game(9, Strain.CLUBS, without_talon=True)
    assert nine.en == "9C without talon"
    assert nine.ru == "9♣ без прикупа"


@pytest.mark.parametrize("level", range(6, 11))
@pytest.mark.parametrize("strain", list(Strain))
@pytest.mark.parametrize("without_talon", [False, True])
def test_notation_round_trips(level, strain, without_talon):
    contract = Contract.game(level, strain, without_talon=without_talon)
    assert parse_contract(contract.en) == contract
    assert parse_contract(contract.ru) == contract
