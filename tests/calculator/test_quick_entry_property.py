"""Quick entry, as a property: any deal tapped through the quick form is the wizard's deal; saved
by the calculator's save service, the game record replays through the core with tricks that
make ten."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings.calculator import services
from rulings.calculator.quick_entry import build_screen
from rulings.calculator.wizard import build_wizard
from rulings.core import PRESETS, TRICKS_PER_DEAL, Convention, Variant, active_players, score

NAMES = ("Anna", "Boris", "Vera", "Gleb")


@st.composite
def tables(draw):
    """A convention the calculator starts, three or four players (Balkan: three), a dealer."""
    preset = draw(st.sampled_from(list(PRESETS)))
    conv = Convention.preset(preset)
    seats = 3 if conv.variant is Variant.BALKAN else draw(st.sampled_from((3, 4)))
    players = NAMES[:seats]
    return preset, conv, players, draw(st.sampled_from(players))


@st.composite
def quick_entries(draw):
    """What a user taps and types: a legal choice on every row the screen shows (the usual
    answers chosen for him too, now and then changed), then counts for every trick field but
    one player's, any one (left empty: the screen fills it)."""
    preset, conv, players, dealer = draw(tables())
    data: dict[str, str] = {}
    while True:
        screen = build_screen(conv, players, dealer, data, version=1)
        pending = [row for row in screen.rows if row.name not in data]
        if not pending:
            break
        data[pending[0].name] = draw(st.sampled_from([c.value for c in pending[0].choices]))
    assert screen.answered
    left = TRICKS_PER_DEAL
    required = [f.name for f in screen.tricks if not f.optional]
    empty = draw(st.sampled_from(required)) if len(required) > 1 else None
    for field in screen.tricks:
        if field.name == empty:
            continue
        count = draw(st.integers(0, min(field.max, left)))
        if field.optional and draw(st.booleans()):
            continue  # the dealer's talon tricks may be left empty
        left -= count
        data[field.name] = str(count)
    return preset, conv, players, dealer, data


@pytest.mark.django_db
@given(quick_entries())
def test_a_quick_entry_is_the_wizards_deal_and_replays_through_the_core(entry):
    preset, conv, players, dealer, data = entry
    screen = build_screen(conv, players, dealer, data, version=1, saving=True)
    assert screen.errors == []
    deal = screen.deal
    assert deal is not None

    # the wizard, given the same answers and the filled-in count, writes the same deal
    filled = {f.name: f.value for f in screen.tricks if f.value}
    assert build_wizard(conv, players, dealer, {**data, **filled}).deal == deal

    # saved as the page saves it, the record replays through the core, its tricks make ten
    game = services.game_create(
        owner=None,
        session_key="property",
        players=list(players),
        convention=preset,
        pulya=0,
        first_dealer=players.index(dealer),
    )
    game = services.game_add_deal(game=game, version=game.version, deal=deal)
    assert game.record["deals"] == [deal]
    score(game.record)
    tricks = deal.get("tricks", {})
    if deal["contract"] == "raspasy" and tricks:
        assert set(active_players(players, dealer)) <= set(tricks)
        assert sum(tricks.values()) == TRICKS_PER_DEAL
    elif len(tricks) > 1:
        assert sum(tricks.values()) == TRICKS_PER_DEAL
