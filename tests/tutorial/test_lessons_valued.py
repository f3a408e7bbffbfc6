"""The value-graded kinds (choose_discard, choose_contract): sampled layouts, the solver, the
expected score under the convention, stored tables checked against a fresh computation."""

from dataclasses import replace
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core import PRESETS, Contract, Strain, parse_contract
from tutorial.lessons import AnswerError, defence_line, grade
from tutorial.lessons.check import check_level
from tutorial.lessons.estimate import critical
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.choose_contract import CONTRACT_RULE, ChooseContract
from tutorial.lessons.kinds.choose_discard import DISCARD_RULE, ChooseDiscard
from tutorial.lessons.kinds.common import SOUTH, WEST, hand
from tutorial.lessons.model import Level, Text

SOCHI = PRESETS["sochi"]
PROMPT = Text("Что выбрать?", "Which to choose?")
HAND = hand("AS KS QS JS 9S AH KH AD 7C 8C")
TALON = hand("7H 8H")
KEPT = (HAND | TALON) - hand("7C 8C")


def discard(**more) -> ChooseDiscard:
    return ChooseDiscard(PROMPT, HAND, TALON, "6S", WEST, seed=1, answer=("7C", "8C"), **more)


def contract(**more) -> ChooseContract:
    return ChooseContract(PROMPT, KEPT, hand("7C 8C"), "6S", WEST, seed=3, answer="8S", **more)


def as_level(exercise, rule) -> Level:
    return Level("valued", "bench", PROMPT, PROMPT, exercise, (rule,))


def discard_classes() -> list[str]:
    probe = discard()
    return sorted(
        {probe.canonical(frozenset(pair)) for pair in combinations(sorted(HAND | TALON), 2)}
    )


PRESET_KEYS = [key for key, c in PRESETS.items() if c.variant.value == "russian"]


@settings(max_examples=60)
@given(st.sampled_from(PRESET_KEYS), st.sampled_from([6, 7, 8]), st.sampled_from(list(Strain)))
def test_more_tricks_never_score_less_for_the_declarer(key, level, strain):
    game = Contract.game(level, strain)
    scores = [valued.declarer_score(PRESETS[key], game, t, WEST) for t in range(11)]
    assert scores == sorted(scores)
    assert scores[level] > scores[level - 1]  # making the contract is worth more than failing


ALL_PAIRS = list(combinations(sorted(HAND | TALON), 2))


@settings(max_examples=10)
@given(st.data(), st.sampled_from(PRESET_KEYS))
def test_a_discard_is_graded_by_its_expected_score(data, key):
    keys = discard_classes()
    rows = {k: tuple(data.draw(st.lists(st.integers(4, 10), min_size=3, max_size=3))) for k in keys}
    exercise = discard(table=valued.table_of(rows), sample=3)
    convention = PRESETS[key]
    layouts = exercise.layouts()
    scores = {
        k: valued.scores(convention, parse_contract("6S"), t, layouts) for k, t in rows.items()
    }
    values = {k: sum(row) / 3 for k, row in scores.items()}
    best_value = max(values.values())
    # a weaker discard's grade solves its refutation line: a few pairs per example
    for pair in data.draw(st.lists(st.sampled_from(ALL_PAIRS), min_size=1, max_size=6)):
        verdict = grade(as_level(exercise, DISCARD_RULE), [c.en for c in pair], convention)
        mine = exercise.canonical(frozenset(pair))
        value = values[mine]
        assert verdict.value == pytest.approx(value)
        top = (
            next(k for k in scores if values[k] == best_value and k != mine)
            if (values[mine] < best_value)
            else mine
        )
        # the gap against the best, layout by layout: its mean and its standard error
        gaps = [b - m for b, m in zip(scores[top], scores[mine], strict=True)]
        mean = sum(gaps) / 3
        error = (sum((g - mean) ** 2 for g in gaps) / 2) ** 0.5 / 3**0.5
        # every class is compared with the best at once: the 95 % shared among them (Bonferroni)
        indistinct = mean <= critical(len(keys) - 1) * error + 1e-9
        assert verdict.correct == (indistinct or mean <= exercise.tolerance + 1e-9)
        assert (verdict.stars == 3) == indistinct
        # the answer named best: the learner's own where the sample cannot tell them apart,
        # else one whose value the verdict gives (the best's, or the stated answer's if tied)
        named = " ".join(verdict.best)
        assert named == mine if indistinct else values[named] == verdict.best_value > value


@settings(max_examples=40)
@given(st.data(), st.sampled_from(PRESET_KEYS))
def test_a_contract_is_graded_by_its_expected_score_among_those_allowed(data, key):
    rows = {
        s.letter: tuple(data.draw(st.lists(st.integers(3, 10), min_size=2, max_size=2)))
        for s in Strain
    }
    exercise = contract(table=valued.table_of(rows), sample=2)
    convention = PRESETS[key]
    offered = exercise.view(convention)["choices"]
    values = {
        c: valued.expected(
            convention, parse_contract(c), rows[parse_contract(c).strain.letter], exercise.layouts()
        )
        for c in offered
    }
    for choice in offered:
        verdict = grade(as_level(exercise, CONTRACT_RULE), choice, convention)
        assert verdict.value == values[choice]
        assert verdict.best_value in (max(values.values()), values.get("8S"))  # or the stated
        gap = max(values.values()) - values[choice]
        within = gap <= max(exercise.tolerance, verdict.details["error"]) + 0.01
        assert verdict.correct == within
    below = grade(
        as_level(exercise, CONTRACT_RULE), "6C" if "6C" not in offered else "misere", convention
    )
    assert not below.correct


def test_equivalent_cards_are_one_discard():
    probe = discard()
    assert probe.canonical(hand("7C AD")) == probe.canonical(hand("8C AD")) == "7C AD"
    assert probe.canonical(hand("7C 8C")) == "7C 8C"
    assert probe.canonical(hand("QS KS")) == probe.canonical(hand("AS JS")) == "JS QS"
    assert probe.canonical(hand("7H 8H")) == "7H 8H"


def test_a_contract_table_is_the_solver_over_the_sampled_layouts_and_check_recomputes_it():
    exercise = contract(sample=1)
    table = exercise.compute_table()
    layouts = exercise.layouts()
    for letter, tricks in table:
        strain = next(s for s in Strain if s.letter == letter)
        game = Contract.game(6, strain)
        assert tricks == tuple(valued.south_tricks(KEPT, lay, game, WEST) for lay in layouts)
    for west, east in layouts:
        assert len(west) == len(east) == 10 and not (west & east) and not (west & KEPT)
    stored = replace(exercise, table=table)
    stored = replace(stored, answer=stored.judge("6S", SOCHI).best_answer)
    assert check_level(as_level(stored, CONTRACT_RULE)) == []
    tampered = replace(
        exercise, table=((table[0][0], tuple(t + 1 for t in table[0][1])), *table[1:])
    )
    assert any("stored" in p for p in check_level(as_level(tampered, CONTRACT_RULE)))
    assert check_level(as_level(replace(stored, table=None), CONTRACT_RULE)) == [
        "valued: choose_contract stores no table of tricks"
    ]


def test_a_weaker_discard_is_shown_the_layout_and_on_request_the_defence_that_beat_it():
    rows = {k: (6, 6) for k in discard_classes()} | {"7C 8C": (8, 9)}
    lv = as_level(discard(table=valued.table_of(rows), sample=2), DISCARD_RULE)
    verdict = grade(lv, ["AD", "AH"], SOCHI)
    assert not verdict.correct and verdict.best == ["7C", "8C"]
    refutation = verdict.details["refutation"]
    assert (refutation["tricks"], refutation["best_tricks"]) == (6, 9)
    assert refutation["layout"] == valued.layout_json(lv.exercise.layouts()[1])
    assert "берёт 6 взяток, а с лучшим сносом — 9 взяток" in verdict.explanation.ru
    line = defence_line(lv, ["AD", "AH"], SOCHI)
    assert len(line) == 30 and line[0]["seat"] == WEST
    assert {item["card"] for item in line if item["seat"] == SOUTH} == {
        c.en for c in (HAND | TALON) - hand("AD AH")
    }
    assert defence_line(lv, ["7C", "8C"], SOCHI) is None  # the best discard is never beaten
    assert "refutation" not in grade(lv, ["7C", "8C"], SOCHI).details
    assert defence_line(as_level(contract(), CONTRACT_RULE), "7S", SOCHI) is None


@pytest.mark.parametrize("answer", [["7C"], ["7C", "7C"], ["7C", "10D"], "7C 8C", [7, 8]])
def test_a_malformed_discard_is_an_answer_error(answer):
    with pytest.raises(AnswerError):
        grade(as_level(discard(table=(("7C 8C", (6,)),), sample=1), DISCARD_RULE), answer, SOCHI)
