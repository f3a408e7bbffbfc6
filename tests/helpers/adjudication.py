"""Real deals for the adjudicator's tests: hands, and plays scripted card by card.

``play_out`` plays a deal to the end: a scripted card where the script names one (an irregular
card included: the rules core records it and the adjudicator finds it), otherwise the lowest
legal card of the player to play. Every deal below is checked by hand in the tests' comments.
"""

from __future__ import annotations

import copy
from typing import Any

from rulings.core.game.cards import parse_card
from rulings.core.records.deal_record import replay_json

PLAYERS = ["Anna", "Boris", "Vera"]

# A game deal (Vera deals, Anna is first hand and plays 6♠; the talon 7♦ 9♥ is discarded).
#   Anna:  ♠ A K Q J 10   ♣ A K      ♦ A        ♥ 8 7
#   Boris: ♠ 9 8          ♣ Q J 10   ♦ K Q J    ♥ A K
#   Vera:  ♠ 7            ♣ 9 8 7    ♦ 10 9 8   ♥ Q J 10
GAME_HANDS = {
    "Anna": "AS KS QS JS 10S AC KC AD 8H 7H",
    "Boris": "9S 8S QC JC 10C KD QD JD AH KH",
    "Vera": "7S 9C 8C 7C 10D 9D 8D QH JH 10H",
}


def game_record(
    contract: str = "6S",
    whisting: list[list[str]] | None = None,
    convention: Any = "sochi",
) -> dict[str, Any]:
    return {
        "players": PLAYERS,
        "dealer": "Vera",
        "convention": convention,
        "hands": GAME_HANDS,
        "talon": "7D 9H",
        "auction": [["Anna", contract], ["Boris", "pass"], ["Vera", "pass"]],
        "discard": "7D 9H",
        "contract": contract,
        "whisting": whisting or [["Boris", "whist"], ["Vera", "whist"]],
    }


# A misère deal (Vera deals; Anna plays misère and keeps the talon A♠ A♣ out of her hand).
#   Anna:  ♠ K 9     ♣ K 9     ♦ A K 9     ♥ A K 9
#   Boris: ♠ Q 10 8  ♣ Q 10 8  ♦ Q 10      ♥ Q 10
#   Vera:  ♠ J 7     ♣ J 7     ♦ J 8 7     ♥ J 8 7
MISERE_HANDS = {
    "Anna": "KS 9S KC 9C AD KD 9D AH KH 9H",
    "Boris": "QS 10S 8S QC 10C 8C QD 10D QH 10H",
    "Vera": "JS 7S JC 7C JD 8D 7D JH 8H 7H",
}


def misere_record(convention: Any = "sochi") -> dict[str, Any]:
    return {
        "players": PLAYERS,
        "dealer": "Vera",
        "convention": convention,
        "hands": MISERE_HANDS,
        "talon": "AS AC",
        "auction": [["Anna", "misere"], ["Boris", "pass"], ["Vera", "pass"]],
        "discard": "AS AC",
        "contract": "misere",
    }


def play_out(record: dict[str, Any], script: dict[tuple[int, str], str]) -> dict[str, Any]:
    """The record with its play filled in: scripted cards, else the lowest legal card."""
    data = copy.deepcopy(record)
    data["play"] = []
    state = replay_json(data).play
    moves = []
    while not state.is_over:
        player = state.to_play
        token = script.get((state.trick_number, player))
        if token is not None:
            card = parse_card(token)
        else:
            card = min(state.legal_cards(player), key=lambda c: (c.rank, c.suit))
        moves.append([player, card.en])
        state = state.after(player, card)
    data["play"] = moves
    return data


def tricks_of(record: dict[str, Any]) -> dict[str, int]:
    return dict(replay_json(record).play.taken)


def trick_list(record: dict[str, Any]) -> list[str]:
    """The tricks as ``"5: Boris AH, Vera JH, Anna 10S -> Anna"`` lines (for reading a test)."""
    state = replay_json(record).play
    return [
        f"{t.number}: " + ", ".join(f"{p} {c.en}" for p, c in t.cards) + f" -> {t.winner}"
        for t in state.tricks
    ]


# The raspasy of Lesnoy's 3.9.14.3 example (Vera deals; the talon ♦9 ♥9 is left untouched).
#   Anna:  ♠ A 8 7    ♣ A 8 7    ♦ 8 7      ♥ 8 7
#   Boris: ♠ Q 9      ♣ Q 9      ♦ A K Q    ♥ A K Q
#   Vera:  ♠ K J 10   ♣ K J 10   ♦ J 10     ♥ J 10
RASPASY_HANDS = {
    "Anna": "AS 8S 7S AC 8C 7C 8D 7D 8H 7H",
    "Boris": "QS 9S QC 9C AD KD QD AH KH QH",
    "Vera": "KS JS 10S KC JC 10C JD 10D JH 10H",
}
# Anna A♠ and A♣ take the first two tricks, Boris A♦ the third: Anna 2, Boris 1, Vera 0.
RASPASY_OPENING = [
    ["Anna", "AS"], ["Boris", "9S"], ["Vera", "10S"],
    ["Anna", "AC"], ["Boris", "9C"], ["Vera", "10C"],
    ["Anna", "7D"], ["Boris", "AD"], ["Vera", "10D"],
]  # fmt: skip


def short_request(
    defenders: dict[str, str],
    tricks: dict[str, int],
    incidents: list[dict[str, Any]],
    contract: str = "6S",
    convention: Any = "sochi",
) -> dict[str, Any]:
    """A request in the arbiter's short form (no hands): Vera deals, Anna declares ``contract``
    (6♠ unless said) against Boris and Vera; the tricks as taken at the table."""
    return {
        "players": PLAYERS,
        "dealer": "Vera",
        "convention": convention,
        "contract": contract,
        "declarer": "Anna",
        "defenders": defenders,
        "tricks": tricks,
        "incidents": incidents,
    }


def raspasy_record(preset: str = "rostov", **options: Any) -> dict[str, Any]:
    return {
        "players": PLAYERS,
        "dealer": "Vera",
        "convention": {"preset": preset, "options": {"raspasy_talon": "untouched", **options}},
        "hands": RASPASY_HANDS,
        "talon": "9D 9H",
        "auction": [["Anna", "pass"], ["Boris", "pass"], ["Vera", "pass"]],
        "play": [list(move) for move in RASPASY_OPENING],
    }
