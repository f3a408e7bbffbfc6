"""Fixtures of the calculator tests: a game owned by the test client's session."""

import pytest

from rulings.calculator import services


def session_key_of(client) -> str:
    """The calculator key of the client's session (made on first use)."""
    session = client.session
    key = session.get("calculator_key")
    if not key:
        key = services.new_session_key()
        session["calculator_key"] = key
        session.save()
    return key


@pytest.fixture
def make_game(client):
    def make(
        players=("Anna", "Boris", "Vera"),
        convention="sochi",
        pulya=20,
        deals=(),
        first_dealer=2,
        owner=None,
        session_key=None,
        whist_price=0,
    ):
        key = session_key if session_key is not None else session_key_of(client)
        game = services.game_create(
            owner=owner,
            session_key=key if owner is None else "",
            players=list(players),
            convention=convention,
            pulya=pulya,
            first_dealer=first_dealer,
            whist_price=whist_price,
        )
        for deal in deals:
            game = services.game_add_deal(game=game, version=game.version, deal=deal)
        return game

    return make
