"""A game record finds each deal's whisting (``Whisting.ending_with``) once per contract, seating
and calls, and reuses it for the record's other deals (issue 15: 864 different ones in a 5,000-deal
game). Reused or not, every deal must read exactly as it reads alone: the same result, and the
same problems naming the same players."""

from itertools import product

import pytest

from rulings.core.errors import RecordError
from rulings.core.game.deal import active_players
from rulings.core.records.game_record import parse_game_record

PLAYERS = ["Anna", "Boris", "Vera", "Gleb"]
CALLS = ["whist", "pass", "half", "whist-back"]


def deals() -> list[dict]:
    """Every seating of four, a few contracts, every pair of calls, the dealer's whist-back or
    not, open or closed: legal and refused whistings alike."""
    out = []
    for dealer, contract, (first, second), back, is_open in product(
        PLAYERS, ["6S", "7H", "8NT", "10D"], product(CALLS, CALLS), [False, True], [False, True]
    ):
        active = active_players(tuple(PLAYERS), dealer)
        for declarer in active:
            d1, d2 = (p for p in active if p != declarer)
            calls = {d1: first, d2: second, **({dealer: "whist-back"} if back else {})}
            playing = [p for p, c in calls.items() if c in ("whist", "whist-back")]
            level = int(contract[:-1] if contract[-1] != "T" else contract[:-2])
            tricks = {declarer: level, **({playing[0]: 10 - level} if playing else {})}
            deal = {"dealer": dealer, "declarer": declarer, "contract": contract}
            out.append({**deal, "defenders": calls, "tricks": tricks, "open": is_open})
    return out


def record(deals: list[dict]) -> dict:
    return {"convention": "sochi", "players": PLAYERS, "pulya": 10_000, "deals": deals}


def alone(deal: dict):
    """The deal read as a record of its own: its outcome, or its problems."""
    try:
        return parse_game_record(record([deal])).outcomes[0], None
    except RecordError as error:
        return None, error.problems


def test_every_deal_reads_as_it_reads_alone():
    all_deals = deals()
    read = [alone(deal) for deal in all_deals]
    legal = [deal for deal, (outcome, _) in zip(all_deals, read, strict=True) if outcome]
    refused = [problems for _, problems in read if problems]
    # both kinds are well represented, and refusals name different players
    assert len(legal) > 300 and len(refused) > 300
    assert parse_game_record(record(legal)).outcomes == tuple(o for o, _ in read if o)
    with pytest.raises(RecordError) as error:
        parse_game_record(record(all_deals))
    expected = [
        (field.replace("deals[0]", f"deals[{i}]", 1), message)
        for i, (_, problems) in enumerate(read)
        for field, message in problems or ()
    ]
    assert error.value.problems == expected


@pytest.mark.parametrize("order", [("sochi", "sixes"), ("sixes", "sochi")])
def test_an_ending_found_under_one_convention_is_not_used_under_another(order):
    # Sochi allows half-whist on sixes and sevens (Lesnoy's code 3.8.8.1 as the preset takes
    # it); a house convention with half-whist on sixes only refuses it on a seven, whichever
    # of the two was read first in the process
    seven = {"dealer": "Gleb", "declarer": "Anna", "contract": "7H",
             "defenders": {"Boris": "pass", "Vera": "half"}}  # fmt: skip
    conventions = {
        "sochi": "sochi",
        "sixes": {"preset": "sochi", "options": {"half_whist_levels": [6]}},
    }
    read = {}
    for name in order:
        try:
            read[name] = parse_game_record({**record([seven]), "convention": conventions[name]})
        except RecordError as error:
            read[name] = error.problems
    assert read["sochi"].outcomes[0].call_of == {"Boris": "pass", "Vera": "half"}
    assert read["sixes"] == [
        (
            "deals[0].defenders",
            "Vera cannot say «half» here (allowed: whist, pass); half-whist and whist-back "
            "follow Lesnoy's code 3.8.8.1–3.8.8.2",
        )
    ]
