"""Fixtures of the arbiter tests: calculator games owned by the test client's session."""

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
    def make(players=("Anna", "Boris", "Vera"), convention="sochi", deals=(), session_key=None):
        key = session_key if session_key is not None else session_key_of(client)
        game = services.game_create(
            owner=None,
            session_key=key,
            players=list(players),
            convention=convention,
            pulya=20,
            first_dealer=2,
        )
        for deal in deals:
            game = services.game_add_deal(game=game, version=game.version, deal=deal)
        return game

    return make
