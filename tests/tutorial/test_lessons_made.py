"""Practice of the slow stages: solver results made ahead for the pooled seeds (issue 19)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings.core import DECK
from tutorial.lessons import generate, made
from tutorial.lessons.generators import MADE_AHEAD, uncached
from tutorial.lessons.model import LevelDataError


@pytest.mark.parametrize("stage_id", MADE_AHEAD)
def test_every_pooled_seed_is_generated_from_the_store_alone(stage_id):
    assert made.pooled_seeds(stage_id) == tuple(range(made.POOLED_SEEDS))
    assert made.missing(stage_id, uncached(stage_id)) == []


@pytest.mark.parametrize("stage_id", MADE_AHEAD)
def test_a_stored_result_is_what_the_solver_computes(stage_id):
    # a seed `lessons check` does not sample (it solves 0, 12, 24 and 36 again)
    assert made.check(stage_id, uncached(stage_id), recompute=[5]) == []


@pytest.mark.parametrize("stage_id", ["whist-or-pass", "misere", "hand-evaluation"])
def test_a_pooled_seed_is_the_level_its_seed_generates(stage_id):
    pooled = uncached(stage_id)(7)
    with made.recording(live=True) as computed:
        live = uncached(stage_id)(7)
    assert computed  # the solver ran: nothing came from the store
    assert live == pooled
    assert generate(stage_id, 7) == pooled  # the permalink's level


def test_a_seed_outside_the_pool_is_generated_at_the_request():
    seed = made.POOLED_SEEDS + 1000
    with made.recording() as computed:
        level = uncached("misere")(seed)
    assert level.id == f"misere-practice-{seed}"
    assert computed["misere_tricks"]  # measured, not read


def test_a_tampered_result_is_reported(monkeypatch):
    stored = made._stored()
    flipped = {  # one deal's tricks changed in every stored misère measure
        key: ("1" if text[0] == "0" else "0") + text[1:]
        for key, text in stored["results"]["misere_tricks"].items()
    }
    tampered = {**stored, "results": {**stored["results"], "misere_tricks": flipped}}
    monkeypatch.setattr(made, "_stored", lambda: tampered)
    problems = made.check("misere", uncached("misere"), recompute=[5])
    assert problems == ["misere practice 5: the stored misere_tricks differs"]


def test_a_refusal_is_stored_and_raised_again(monkeypatch):
    calls = []

    def refuse(n):
        calls.append(n)
        raise LevelDataError(f"no layout for {n}")

    ahead = made.Ahead("toy", refuse, str, str, str, refuses=LevelDataError)
    with made.recording() as computed, pytest.raises(LevelDataError, match="no layout for 3"):
        ahead(3)
    assert computed == {"toy": {"3": "!no layout for 3"}}
    monkeypatch.setattr(made, "_stored", lambda: {"seeds": {}, "results": computed})
    with pytest.raises(LevelDataError, match="no layout for 3"):
        ahead(3)
    assert calls == [3]  # the second time from the store


@given(st.lists(st.integers(0, 15), max_size=200))
def test_a_row_of_tricks_reads_back(tricks):
    assert made.load_digits(made.dump_digits(tricks)) == tuple(tricks)


@given(st.dictionaries(st.sampled_from(DECK), st.integers(0, 10)))
def test_card_values_read_back(values):
    assert made.load_values(made.dump_values(values)) == values


@given(st.lists(st.tuples(st.sampled_from("SWE"), st.sampled_from(DECK)), max_size=30))
def test_a_line_reads_back(line):
    assert made.load_line(made.dump_line(line)) == tuple(line)
