"""Practice at the table (issue 19): a hidden deal holds several layouts that fit what South
sees, its goal is met by the table's best line against them, and a damaged seed is a 404 page
that says why."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.core import DECK
from tutorial.lessons import table_practice
from tutorial.lessons.check import check_level
from tutorial.lessons.kinds.common import SEATS, SOUTH, WEST
from tutorial.lessons.table import replay, start

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def hidden_seats(deal) -> list[str]:
    return [seat for seat in SEATS if seat not in deal.visible | {SOUTH}]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, stage=st.sampled_from(sorted(table_practice.GENERATORS)))
def test_a_hidden_practice_deal_holds_several_layouts_that_fit_what_is_seen(seed, stage):
    level = table_practice.GENERATORS[stage](seed)
    deal = level.exercise.deal
    hidden = hidden_seats(deal)
    if not hidden:  # South's misère: every hand open, one layout
        assert len(deal.layouts) == 1
        return
    assert 2 <= len(deal.layouts) <= table_practice.LAYOUTS
    first = deal.layouts[0]
    for hands in deal.layouts:
        assert len(set().union(*hands)) == 3 * len(hands[0])  # no card twice
        for seat in SEATS:
            index = SEATS.index(seat)
            if seat in hidden:  # the same suit lengths: what the text says still holds
                assert sorted(c.suit.letter for c in hands[index]) == sorted(
                    c.suit.letter for c in first[index]
                )
            else:
                assert hands[index] == first[index]
    # the stated line meets the goal against every layout the table keeps
    assert replay(deal, tuple(c for c in _cards(level))).met
    assert check_level(level) == []


def _cards(level):
    by_name = {card.en: card for card in DECK}
    return [by_name[name] for name in level.exercise.answer]


def test_the_layouts_are_what_the_table_keeps_after_south_plays():
    level = table_practice.defence_practice(7)  # West's 6♠, West's hand hidden, four layouts
    deal = level.exercise.deal
    assert len(deal.layouts) == table_practice.LAYOUTS
    state = start(deal)
    assert len(state.kept) == table_practice.LAYOUTS  # nothing played by South yet
    for card in _cards(level):
        state = replay(deal, (*state.learner_cards, card))
    assert state.met and 1 <= len(state.kept) <= table_practice.LAYOUTS


@pytest.mark.django_db
@pytest.mark.parametrize(
    "url",
    [
        "/learn/practice/misere-table/4294967296/",  # one past the last seed a link gives
        "/learn/table/misere-table-practice-4294967296/",
        "/learn/table/defence-table-practice-007/",  # seed 7 is «-practice-7»
    ],
)
def test_a_damaged_practice_seed_is_a_404_page_that_says_why(client, url):
    response = client.get(url)
    assert response.status_code == 404
    assert "Ссылка на тренировочную раздачу повреждена" in response.content.decode()


@pytest.mark.django_db
def test_a_practice_link_of_no_stage_says_there_is_no_such_practice(client):
    response = client.get("/learn/practice/no-such-stage/3/")
    assert response.status_code == 404
    assert "Такой тренировки нет." in response.content.decode()


DECLARER_LEVELS = ("table-declarer-trumps", "table-declarer-ace")


@pytest.mark.parametrize("level_id", DECLARER_LEVELS)
def test_a_declarer_level_states_contract_and_goal_and_is_graded_by_the_solver(level_id):
    from rulings.core import Convention
    from tutorial import lessons

    level = lessons.level(level_id)
    assert level.stage_id == "declarer-table"
    assert lessons.stage("declarer-table").category == "bidding"
    exercise = level.exercise
    # 7♠ with five tricks left: South's two or three taken and the five still to come
    assert exercise.goal.ru == "Сыграйте 7♠: не меньше 7 взяток."
    convention = Convention()
    assert exercise.judge(list(exercise.answer), convention).correct
    # a heart first: on the layout where a whister has a trump and no heart it is trumped
    wrong = exercise.judge(["AH"], convention)
    assert not wrong.correct and wrong.value == 6
    assert check_level(level) == []


def test_the_goal_text_counts_the_declarers_tricks_with_the_plural_form():
    level = table_practice.declarer_practice(2)  # South's 8♦
    assert level.exercise.goal.ru == "Сыграйте 8♦: не меньше 8 взяток."


@pytest.mark.parametrize(
    ("level_id", "suit", "lengths"),
    [
        ("table-catch-lead", "H", {2, 3}),  # «две-три малые червы»
        ("table-catch-lead", "C", {1, 2}),  # «одна-две трефы»
        ("table-light-hearts", "S", {3, 4}),  # «три или четыре пики»
        ("table-light-hearts", "H", {0, 1}),  # «не больше одной червы»
    ],
)
def test_what_a_level_says_of_west_holds_in_every_layout_it_keeps(level_id, suit, lengths):
    from tutorial import lessons

    deal = lessons.level(level_id).exercise.deal
    west = SEATS.index(WEST)
    seen = {sum(c.suit.letter == suit for c in hands[west]) for hands in deal.layouts}
    assert seen == lengths
