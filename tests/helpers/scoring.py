"""Helpers for the scoring tests: score one deal and sum its entries by column."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rulings.core.scoring.entries import Column, Entry
from rulings.core.scoring.game_score import GameScore, score

P3 = ["Anna", "Boris", "Vera"]
P4 = ["Anna", "Boris", "Vera", "Gleb"]  # clockwise; with Gleb dealing Anna is first hand


def record(
    deals: Iterable[Mapping[str, Any]],
    *,
    players: list[str] = P4,
    convention: str = "sochi",
    pulya: int = 20,
    options: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "convention": convention,
        "players": players,
        "pulya": pulya,
        "deals": list(deals),
    }
    if options:
        data["options"] = dict(options)
    return data


def totals(entries: Iterable[Entry]) -> dict[tuple[str, ...], Any]:
    """{("pulya", P): n, ("mountain", P): n, ("whists", P, Q): n} for a deal's entries."""
    out: dict[tuple[str, ...], Any] = {}
    for e in entries:
        if e.column is Column.WHISTS:
            key: tuple[str, ...] = ("whists", e.player, e.on or "")
        else:  # the sheet keeps курочка in the mountain column and bule in the pulya column
            column = {Column.KUROCHKA: "mountain", Column.BULE: "pulya"}.get(e.column)
            key = (column or e.column.value, e.player)
        out[key] = out.get(key, 0) + e.amount
    return {k: v for k, v in out.items() if v}


def last_deal(*deals: Mapping[str, Any], **kwargs: Any) -> dict[tuple[str, ...], Any]:
    """Score the deals; the totals of the last one's entries."""
    game = score(record(deals, **kwargs))
    return totals(game.sheet.deals[-1].entries)


def game(*deals: Mapping[str, Any], **kwargs: Any) -> GameScore:
    return score(record(deals, **kwargs))


def set_pulya(player: str, n: int) -> dict[str, Any]:
    return {"correction": {"player": player, "pulya": n}}


def set_mountain(player: str, n: int) -> dict[str, Any]:
    return {"correction": {"player": player, "mountain": n}}


def play_out(
    deal: Mapping[str, Any],
    players: list[str],
    *,
    convention: str = "sochi",
    swap: Mapping[int, str] | None = None,
) -> list[list[str]]:
    """A legal play of a full deal: everyone plays his highest legal card, trumps first.

    The hands in the tests force the trick counts whatever the choice of card. ``swap`` maps a
    card index in the play to a card played there instead (an irregular card, e.g. a renonce).
    """
    from rulings.core.game.cards import parse_cards
    from rulings.core.records.deal_record import read_deal_record, replay

    data = {"players": players, "convention": convention, **deal}
    data.pop("play", None)
    state = replay(read_deal_record(data)).play
    assert state is not None
    play: list[list[str]] = []
    while not state.is_over:
        player = state.to_play
        assert player is not None
        if swap and len(play) in swap:
            card = parse_cards([swap[len(play)]])[0]
        else:
            card = max(state.legal_cards(player), key=lambda c: (c.suit == state.trump, c.rank))
        play.append([player, card.en])
        state = state.after(player, card)
    return play
