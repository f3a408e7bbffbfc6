"""``Whisting.ending_with`` (the whisting a game record's written calls end in) against the plain
search it replaced (issue 15): every legal whisting tried, call by call, for one whose last words
are the written ones. Over random conventions (every preset, the whisting options changed),
three and four players, every contract and random written calls, from the start or from a
whisting already under way, both give the same whisting or refuse with the same message.

The rules stay in ``Whisting.to_call`` and ``legal_calls`` (Lesnoy's code 3.8.8.1–3.8.8.2 and
3.8.14, the Sochi rules for four); this checks only that the direct way finds what the search
found, and refuses where it refused, naming the same player and the same allowed calls.
"""

from collections.abc import Iterator, Mapping
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core.conventions.convention import PRESETS
from rulings.core.errors import IllegalWhistCallError
from rulings.core.game.contracts import MISERE, RASPASY, Contract, Strain
from rulings.core.game.deal import active_players
from rulings.core.i18n import gettext_noop
from rulings.core.rules.whisting import WhistCall, Whisting
from tests.helpers.profiles import examples

NAMES = ("Anna", "Boris", "Vera", "Gleb")
STRANGER = "Dima"  # a name nobody at the table has: a record may write it


def endings(state: Whisting) -> Iterator[Whisting]:
    """The search: every finished whisting that follows from ``state`` by legal calls."""
    player = state.to_call
    if player is None:
        yield state
        return
    for call in state.legal_calls():
        yield from endings(state.after(player, call))


def searched_ending(
    start: Whisting, words: Mapping[str, WhistCall], *, is_open: bool = False
) -> Whisting:
    """``ending_with`` as it was: at each call, the first legal call (the lone whister's choice
    first) from which some ending has these last words; with none, the written call."""
    wanted = dict(words)
    state = start
    while (player := state.to_call) is not None:
        legal = state.legal_calls()
        choice = WhistCall.OPEN if is_open else WhistCall.CLOSED
        ways = [
            call
            for call in legal
            if any(e.last_words() == wanted for e in endings(state.after(player, call)))
        ]
        if ways:
            call = choice if choice in ways else ways[0]
        else:
            call = wanted.get(player, WhistCall.PASS)
            if call not in legal and choice in legal:
                call = choice
        state = state.after(player, call)
    said = state.last_words()
    if said != wanted:
        unsaid = next(p for p in {**wanted, **said} if said.get(p) is not wanted.get(p))
        if unsaid == start.dealer and not start.convention.dealer_whist_back:
            raise IllegalWhistCallError(
                gettext_noop("this convention does not let the dealer take the whist back")
            )
        raise IllegalWhistCallError(gettext_noop("%(player)s: the whisting is over"), player=unsaid)
    return state


CONTRACTS = [
    *(Contract.game(level, strain) for level in range(6, 11) for strain in Strain),
    MISERE,
    RASPASY,
]
conventions = st.builds(
    lambda preset, changes: replace(preset, **changes),
    st.sampled_from(list(PRESETS.values())),
    st.fixed_dictionaries(
        {},
        optional={
            "half_whist_levels": st.lists(st.integers(6, 10), unique=True).map(tuple),
            "half_whist_after_whist": st.booleans(),
            "dealer_whist_back": st.booleans(),
            "stalingrad": st.booleans(),
            "ten_whisted": st.booleans(),
            "all_pass_made": st.booleans(),
        },
    ),
)
written = st.dictionaries(
    st.sampled_from([*NAMES, STRANGER]), st.sampled_from(list(WhistCall)), max_size=4
)


@st.composite
def whistings(draw: st.DrawFn) -> tuple[Whisting, dict[str, WhistCall]]:
    """A whisting from its start or under way, and the words a record writes: those of a legal
    ending of it (most of the time), or random ones (mostly refused)."""
    players = NAMES[: draw(st.sampled_from([3, 4]))]
    dealer = draw(st.sampled_from(players))
    declarer = draw(st.sampled_from(active_players(players, dealer)))
    contract = draw(st.sampled_from(CONTRACTS))
    state = Whisting.of_deal(draw(conventions), contract, players, dealer, declarer)
    if draw(st.booleans()):  # a record read with the defenders speaking in the other order
        state = replace(state, defenders=state.defenders[::-1])
    start, said = state, draw(st.integers(0, 5))
    while (player := state.to_call) is not None:
        call = draw(st.sampled_from(state.legal_calls()))
        state = state.after(player, call)
        if len(state.calls) == said:
            start = state
    words = state.last_words() if draw(st.booleans()) else draw(written)
    return start, words


def answer(start: Whisting, find, words: Mapping[str, WhistCall], is_open: bool):
    """The calls of the whisting found, or the refusal's message and parameters."""
    try:
        return find(start, words, is_open=is_open).calls
    except IllegalWhistCallError as error:
        return str(error), error.template, error.params


@settings(max_examples=examples(1000))  # about 2 ms each: the search is the slow side
@given(whistings(), st.booleans())
def test_ending_with_finds_what_the_search_found(drawn, is_open):
    start, words = drawn
    expected = answer(start, searched_ending, words, is_open)
    assert answer(start, Whisting.ending_with, words, is_open) == expected


@given(whistings(), st.booleans())
def test_the_ending_found_has_the_written_words(drawn, is_open):
    """Whatever the words, the answer is a finished whisting that ends in them, or a refusal."""
    start, words = drawn
    try:
        done = start.ending_with(words, is_open=is_open)
    except IllegalWhistCallError:
        return
    assert done.is_over and done.last_words() == dict(words)
    assert done.calls[: len(start.calls)] == start.calls
