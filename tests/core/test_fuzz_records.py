"""Hypothesis: any JSON in any field of a record gives a named problem, never a crash.

Random JSON values (numbers, text, lists, objects, nested) replace one or more fields of a valid
deal record, game record (short, full and «preferans» deals) and adjudication request; reading,
replaying, scoring and ruling may only raise the core's ``PreferansError`` (a ``ValueError``), so
the web layer answers 400 with the problem, never 500.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.core.errors import PreferansError
from rulings.core.penalties.adjudicator import adjudicate
from rulings.core.records.deal_record import read_deal_record, replay
from rulings.core.records.game_record import parse_game_record
from rulings.core.scoring.game_score import score
from tests.helpers.adjudication import GAME_HANDS, PLAYERS, game_record, play_out
from tests.helpers.profiles import examples

pytestmark = pytest.mark.slow  # hypothesis over every field of the records: tens of seconds

FUZZ = settings(max_examples=examples(500), suppress_health_check=list(HealthCheck))

TOKENS = [
    *PLAYERS,
    "Gleb",
    "AS",
    "10H",
    "Т♥",
    "6S",
    "7H",
    "8H",
    "10NT",
    "misere",
    "raspasy",
    "preferans",
    "pass",
    "whist",
    "half",
    "whist-back",
    "open",
    "here",
    "sochi",
    "balkan",
    "kontra",
    "",
]
scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-3, max_value=12)
    | st.floats(allow_nan=False, allow_infinity=False, width=16)
    | st.sampled_from(TOKENS)
    | st.text(max_size=4)
)
json_values = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.sampled_from(TOKENS) | st.text(max_size=3), children, max_size=4)
    ),
    max_leaves=12,
)


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    """A copy of ``data`` with the value at ``path`` replaced (created when missing)."""
    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every field path of a record, nested ones (``hands.Anna``, ``play[3][1]``) included."""
    out = []
    if isinstance(data, dict):
        for key, value in data.items():
            out.append((*prefix, key))
            out.extend(_paths(value, (*prefix, key)))
    elif isinstance(data, list):
        for index, value in enumerate(data[:4]):
            out.append((*prefix, index))
            out.extend(_paths(value, (*prefix, index)))
    return out


@st.composite
def mutated(draw, base: dict[str, Any], extra_fields: tuple[str, ...]) -> Any:
    """``base`` with one to three fields (existing, nested or new) set to random JSON."""
    paths = _paths(base) + [(name,) for name in extra_fields]
    data = base
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        path = draw(st.sampled_from(paths))
        try:
            data = _set(data, path, draw(json_values))
        except (KeyError, IndexError, TypeError):
            continue  # a parent was replaced by a scalar earlier
    return data


DEAL = play_out(game_record(), {})
DEAL_FIELDS = ("players", "dealer", "convention", "refused", "declarer", "whisting", "discard")
RASPASY_DEAL = {
    "players": [*PLAYERS, "Gleb"],
    "dealer": "Gleb",
    "convention": {"preset": "kurochka", "options": {"ten_whisted": False}},
    "hands": GAME_HANDS,
    "talon": "7D 9H",
    "auction": [["Anna", "pass"], ["Boris", "pass"], ["Vera", "pass"]],
    "play": [["Gleb", "7D"], ["Anna", "7H"]],
}


def _expect_only_core_errors(call, *args) -> None:
    try:
        call(*args)
    except PreferansError:
        pass


@FUZZ
@given(st.one_of(mutated(DEAL, DEAL_FIELDS), mutated(RASPASY_DEAL, DEAL_FIELDS), json_values))
def test_deal_record_fields_never_crash(data):
    def read_and_replay(value):
        replay(read_deal_record(value))

    _expect_only_core_errors(read_and_replay, data)


GAME = {
    "convention": "sochi",
    "players": PLAYERS,
    "pulya": 10,
    "options": {"consolation_factor": 2},
    "deals": [
        {
            "dealer": "Vera",
            "declarer": "Anna",
            "contract": "7H",
            "defenders": {"Boris": "whist", "Vera": "pass"},
            "tricks": {"Anna": 6, "Boris": 4},
            "talon": "AS KS",
        },
        {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 3}},
        {"dealer": "Boris", "declarer": "Vera", "contract": "misere", "tricks": {"Vera": 0}},
        {"dealer": "Vera", "declarer": "Boris", "contract": "preferans"},
        {"correction": {"player": "Anna", "whists": 10, "on": "Vera"}},
        {k: v for k, v in DEAL.items() if k not in ("players", "convention")},
    ],
}
GAME_FIELDS = ("title", "date", "notes")
BALKAN_GAME = {
    "convention": {"preset": "balkan", "options": {"balkan_pik_kontra": True}},
    "players": PLAYERS,
    "deals": [
        {
            "dealer": "Vera",
            "declarer": "Anna",
            "contract": "6C",
            "defenders": {"Boris": "whist", "Vera": "whist"},
            "tricks": {"Anna": 6, "Boris": 3, "Vera": 1},
            "kontra": "kontra",
        },
        {"dealer": "Anna", "contract": "raspasy"},
    ],
}
KUROCHKA_GAME = {
    "convention": "kurochka",
    "players": [*PLAYERS, "Gleb"],
    "deals": [
        {
            "dealer": "Gleb",
            "declarer": "Anna",
            "contract": "misere",
            "tricks": {"Anna": 1},
            "renonce": "Boris",
        },
        {"dealer": "Anna", "contract": "raspasy", "tricks": {"Boris": 5, "Vera": 3, "Gleb": 2}},
    ],
}


@FUZZ
@given(
    st.one_of(
        mutated(GAME, GAME_FIELDS),
        mutated(BALKAN_GAME, GAME_FIELDS),
        mutated(KUROCHKA_GAME, GAME_FIELDS),
        json_values,
    )
)
def test_game_record_fields_never_crash(data):
    _expect_only_core_errors(parse_game_record, data)
    _expect_only_core_errors(score, data)


REQUEST = {**DEAL, "incidents": [{"type": "peek", "player": "Boris", "trick": 1, "at_trick": 3}]}
SHORT_REQUEST = {
    "players": PLAYERS,
    "dealer": "Vera",
    "convention": "leningrad",
    "contract": "6S",
    "declarer": "Anna",
    "defenders": {"Boris": "whist", "Vera": "pass"},
    "tricks": {"Anna": 5, "Boris": 5},
    "incidents": [
        {"type": "renonce", "player": "Boris", "trick": 2},
        {"type": "misdeal", "player": "Vera", "kind": "no_cut", "noticed": "before_bidding"},
    ],
}
REQUEST_FIELDS = ("kontra", "note", "tricks", "open", "renonce")


@FUZZ
@given(
    st.one_of(mutated(REQUEST, REQUEST_FIELDS), mutated(SHORT_REQUEST, REQUEST_FIELDS), json_values)
)
def test_adjudication_request_fields_never_crash(data):
    _expect_only_core_errors(adjudicate, data)
