"""Hypothesis: house conventions are checked when they are made, so scoring never crashes.

A house convention is kept as a preset plus its changes: any preset plus
``conv.changes_from(preset)`` gives ``conv`` back.

Random overrides (right and wrong types, tuples of any length, values out of range) given to
``Convention.with_options`` raise ``ConventionError`` naming the option, or give a convention
that scores a small game (games, half-whist, misère, a ten, «без трёх», raspasy, «preferans»,
three and four players) without any other error than a ``PreferansError``.
"""

from __future__ import annotations

import enum
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.core.conventions.convention import PRESETS, Convention
from rulings.core.errors import ConventionError, PreferansError
from rulings.core.scoring.game_score import score
from tests.helpers.profiles import examples

pytestmark = pytest.mark.slow  # hypothesis over every option: tens of seconds

FUZZ = settings(max_examples=examples(1000), suppress_health_check=list(HealthCheck))
DEFAULTS = Convention()
NAMES = [info.name for info in Convention.options()]


def _near(current: Any) -> st.SearchStrategy[Any]:
    """Values near the option's own kind, right or wrong."""
    ints = st.integers(min_value=-2, max_value=12)
    if isinstance(current, enum.Enum):
        return st.sampled_from([m.value for m in type(current)]) | st.text(max_size=3)
    if isinstance(current, bool):
        return st.booleans() | st.integers(0, 1)
    if isinstance(current, tuple):
        small = st.integers(min_value=0, max_value=10)
        return (
            st.lists(small, min_size=len(current) or 2, max_size=len(current) or 2)
            | st.lists(st.sampled_from([6, 7, 8, 9, 10]), max_size=5, unique=True)
            | st.lists(ints, max_size=6)
        )
    if isinstance(current, int):
        return st.integers(min_value=0, max_value=12) | ints | st.integers(-(10**7), 10**7)
    return st.sampled_from(["8NT", "9S", "misere", "7H without talon", "raspasy", "10H", ""])


anything = st.none() | st.floats(allow_nan=False) | st.text(max_size=3) | st.lists(st.none())


@st.composite
def overrides(draw) -> dict[str, Any]:
    names = draw(st.lists(st.sampled_from(NAMES), min_size=1, max_size=5, unique=True))
    wild = draw(st.integers(min_value=0, max_value=4)) == 0  # now and then any JSON at all
    return {
        name: draw(
            _near(getattr(DEFAULTS, name)) | anything if wild else _near(getattr(DEFAULTS, name))
        )
        for name in names
    }


@FUZZ
@given(st.sampled_from(sorted(PRESETS)), overrides())
def test_with_options_raises_only_convention_errors(preset, options):
    try:
        Convention.preset(preset).with_options(options)
    except ConventionError as error:
        assert error.params.get("name") in options


@FUZZ
@given(st.sampled_from(sorted(PRESETS)), st.sampled_from(sorted(PRESETS)), overrides())
def test_a_preset_plus_the_changes_is_the_convention(preset, base_key, options):
    try:
        conv = PRESETS[preset].with_options(options)
    except ConventionError:
        return
    base = PRESETS[base_key]
    changes = conv.changes_from(base)
    rebuilt = base.with_options(changes)
    assert rebuilt.as_options() == conv.as_options()
    assert set(changes) <= {i.name for i in Convention.options()}
    assert all(base.as_options()[name] != value for name, value in changes.items())


P3 = ["Anna", "Boris", "Vera"]
P4 = [*P3, "Gleb"]
DEALS_3 = [
    {"dealer": "Vera", "declarer": "Anna", "contract": "6S",
     "defenders": {"Boris": "whist", "Vera": "pass"}, "tricks": {"Anna": 5, "Boris": 5}},
    {"dealer": "Anna", "declarer": "Boris", "contract": "7H",
     "defenders": {"Vera": "whist", "Anna": "whist"}, "tricks": {"Boris": 7, "Vera": 0, "Anna": 3}},
    {"dealer": "Boris", "declarer": "Vera", "contract": "6C",
     "defenders": {"Anna": "pass", "Boris": "half"}},
    {"dealer": "Vera", "declarer": "Anna", "contract": "misere", "tricks": {"Anna": 2}},
    {"dealer": "Anna", "declarer": "Boris", "contract": "10NT",
     "defenders": {"Vera": "whist", "Anna": "pass"}, "tricks": {"Boris": 9, "Vera": 1}},
    {"dealer": "Boris", "declarer": "Vera", "contract": "8D", "refused": True},
    {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 0, "Boris": 4, "Vera": 6}},
    {"dealer": "Anna", "contract": "raspasy", "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}},
    {"dealer": "Boris", "declarer": "Anna", "contract": "9S",
     "defenders": {"Boris": "pass", "Vera": "pass"}},
    {"dealer": "Vera", "declarer": "Anna", "contract": "preferans"},
]  # fmt: skip
DEALS_4 = [
    {"dealer": "Gleb", "declarer": "Anna", "contract": "6H", "talon": "AS AH",
     "defenders": {"Boris": "pass", "Vera": "pass", "Gleb": "whist-back"},
     "tricks": {"Anna": 4, "Gleb": 6}},
    {"dealer": "Anna", "contract": "raspasy", "tricks": {"Boris": 0, "Vera": 4, "Gleb": 6}},
    {"dealer": "Boris", "declarer": "Vera", "contract": "6NT",
     "defenders": {"Gleb": "whist", "Anna": "pass"}, "tricks": {"Vera": 4, "Gleb": 6}},
]  # fmt: skip


def _score_each(conv_spec: dict[str, Any], players: list[str], deals: list[dict]) -> None:
    for chunk in ([d] for d in deals):
        try:
            score({"convention": conv_spec, "players": players, "pulya": 4, "deals": chunk * 3})
        except PreferansError:
            pass
    try:
        score({"convention": conv_spec, "players": players, "pulya": 4, "deals": deals})
    except PreferansError:
        pass


@FUZZ
@given(st.sampled_from(sorted(PRESETS)), overrides())
def test_accepted_conventions_score_without_crashing(preset, options):
    try:
        Convention.preset(preset).with_options(options)
    except ConventionError:
        return
    spec = {"preset": preset, "options": options}
    _score_each(spec, P3, DEALS_3)
    _score_each(spec, P4, DEALS_4)


def test_every_preset_round_trips_through_its_options():
    for preset in PRESETS.values():
        assert preset.with_options(preset.as_options()) == preset
