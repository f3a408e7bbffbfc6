"""«Розыгрыш за столом» (issue 19): the declarer's levels played out against the solver.

Each new level states a line that meets the contract and a wrong first card that cannot. Both
are checked here by another road than the grader's: on each layout the level holds, alone, the
solver values South's first card (after East's lead where East leads); the right card keeps the
contract on every layout, the wrong one loses it on at least one. And the layout the table
keeps after the wrong card is the one the lesson speaks of.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from rulings.core import PRESETS, Solver, parse_card
from tutorial import lessons
from tutorial.lessons.check import check_level
from tutorial.lessons.content import declarer_table
from tutorial.lessons.kinds.common import EAST, SOUTH, WEST
from tutorial.lessons.made import dump_line
from tutorial.lessons.model import LevelDataError
from tutorial.lessons.table import TableDeal, losing_first_cards, play, start, tricks
from tutorial.lessons.telling import telling_problems

SOCHI = PRESETS["sochi"]
NEW = (
    "table-declarer-second",
    "table-declarer-overruff",
    "table-declarer-no-trumps",
    "table-declarer-review",
)


def test_the_stage_has_six_levels_ending_in_a_review():
    stage = lessons.stage(declarer_table.STAGE_ID)
    ids = [level.id for level in stage.levels]
    assert ids == ["table-declarer-trumps", "table-declarer-ace", *NEW]
    assert stage.levels[-1].review and not any(level.review for level in stage.levels[:-1])
    assert {level.kind for level in stage.levels} == {"play_to_goal"}
    assert all(level.exercise.deal.hidden for level in stage.levels)
    assert all(len(level.exercise.deal.layouts) >= 3 for level in stage.levels)


def first_card_values(level_id: str) -> list[dict[str, int]]:
    """Per layout (the level's order), the contract's tricks after each of South's first
    cards with best play by all three, on that layout alone."""
    deal = lessons.level(level_id).exercise.deal
    before = start(deal).played  # East's lead, where East leads
    values = []
    for hands in deal.layouts:
        position = deal.position(hands)
        for _, card in before:
            position = position.play(card)
        values.append({card.en: v for card, v in Solver(position).card_values().items()})
    return values


@pytest.mark.parametrize("level_id", NEW)
def test_the_right_card_keeps_the_contract_on_every_layout_and_the_wrong_one_does_not(level_id):
    exercise = lessons.level(level_id).exercise
    need = exercise.deal.aim.n
    values = first_card_values(level_id)
    right = exercise.answer[0]
    assert all(layout[right] >= need for layout in values)
    for wrong in exercise.wrong:
        assert any(layout[wrong] < need for layout in values)
        assert wrong in [card.en for card in losing_first_cards(exercise.deal)]


@pytest.mark.parametrize("level_id", NEW)
def test_the_stated_line_makes_the_contract_and_the_wrong_card_misses_it(level_id):
    level = lessons.level(level_id)
    exercise = level.exercise
    right = exercise.judge(list(exercise.answer), SOCHI)
    assert right.correct and right.value >= exercise.deal.aim.n
    assert right.reason.ru.endswith(exercise.lesson.ru)
    for wrong in exercise.wrong:
        verdict = exercise.judge([wrong], SOCHI)
        assert not verdict.correct and verdict.value < exercise.deal.aim.n
        assert "цель уже не достичь" in verdict.reason.ru
    assert check_level(level) == []
    assert telling_problems(level, SOCHI) == []


def kept_after(level_id: str, card: str):
    """The layout the table plays on after South's ``card`` (the first kept): S, W, E hands."""
    deal = lessons.level(level_id).exercise.deal
    state = play(start(deal), parse_card(card))
    return deal.layouts[state.kept[0]]


def suit_of(hand, suit: str) -> set[str]:
    return {card.en for card in hand if card.en.endswith(suit)}


def test_east_leads_a_small_heart_and_the_queen_meets_a_singleton():
    deal = lessons.level("table-declarer-second").exercise.deal
    assert [(seat, card.en) for seat, card in start(deal).played] == [("E", "7H")]
    _, west, east = kept_after("table-declarer-second", "QH")
    assert suit_of(east, "H") == {"7H"} and suit_of(east, "S")  # East's heart alone, a trump
    assert "KH" in suit_of(west, "H")


def test_west_overruffs_the_eight_when_he_has_no_club():
    deal = lessons.level("table-declarer-overruff").exercise.deal
    assert start(deal).played[0][1].en.endswith("C")  # East leads a club; South has none
    _, west, _ = kept_after("table-declarer-overruff", "8S")
    assert not suit_of(west, "C") and suit_of(west, "S") == {"9S"}


def test_in_no_trumps_the_lead_given_up_does_not_come_back():
    level = lessons.level("table-declarer-no-trumps")
    deal = level.exercise.deal
    state = play(start(deal), parse_card("7D"))
    while not state.over:  # South plays on as best he can
        state = play(state, state.legal()[0])
    assert state.result == 3  # the three taken before the ending, none of the last five
    assert level.exercise.deal.contract_value.trump is None


def test_the_review_punishes_a_diamond_first_and_the_club_first_with_a_ruff():
    _, west, _ = kept_after("table-declarer-review", "AD")
    assert not suit_of(west, "D") and suit_of(west, "H")  # West trumps the ace of diamonds
    deal = lessons.level("table-declarer-review").exercise.deal
    state = play(start(deal), parse_card("7C"))
    while not state.over:  # South plays on as best he can
        state = play(state, state.legal()[-1])
    after = [cards for _, cards, _ in state.tricks()][1:]
    assert any(  # the whisters, in with the club, lead a diamond that the other trumps
        cards[0][1].en.endswith("D") and any(card.en.endswith("H") for _, card in cards)
        for cards in after
    )


# -- the tricks before the position, shown ---------------------------------------------------

LEVELS = lessons.stage(declarer_table.STAGE_ID).levels


@pytest.mark.parametrize("level", LEVELS, ids=lambda level: level.id)
def test_every_position_shows_the_tricks_before_it_and_every_layout_agrees(level):
    deal = level.exercise.deal
    assert len({hands[1] | hands[2] for hands in deal.layouts}) == 1  # the same unseen cards
    assert len(deal.before) == 10 - len(deal.layouts[0][0])
    assert sum(count for _, count in deal.taken) == len(deal.before)
    rows = deal.earlier()
    assert [number for number, _, _ in rows] == list(range(1, len(deal.before) + 1))
    assert start(deal).first_trick == len(deal.before) + 1
    for text in (level.explanation, level.exercise.prompt):
        assert "Сыграно" not in text.ru and "are played" not in text.en  # no counts told


def rebuilt(**changes) -> TableDeal:
    deal = lessons.level("table-declarer-trumps").exercise.deal
    return dataclasses.replace(deal, **changes)


def test_tricks_before_that_do_not_lead_to_the_position_are_refused():
    deal = lessons.level("table-declarer-trumps").exercise.deal
    before = deal.before
    with pytest.raises(LevelDataError, match="count what was taken"):
        rebuilt(taken=((SOUTH, 3), (WEST, 1), (EAST, 1)))
    with pytest.raises(LevelDataError, match="not played in turn"):
        rebuilt(before=(tuple(reversed(before[0])), *before[1:]))
    with pytest.raises(LevelDataError, match="is in a layout"):
        rebuilt(before=tricks("W:AD E:9D S:7D", *(dump_line(t) for t in before[1:])))
    with pytest.raises(LevelDataError, match="shows out"):
        # East plays a heart on a diamond while the layouts give him diamonds
        rebuilt(before=tricks("W:AD E:8H S:10D", *(dump_line(t) for t in before[1:])))


@pytest.mark.django_db
def test_the_table_page_lists_the_tricks_before_the_position(client):
    page = client.get("/learn/table/table-declarer-second/").text
    rows = re.findall(r'<li value="(\d+)" class="earlier">(.*?)</li>', page, re.DOTALL)
    assert [number for number, _ in rows] == ["1", "2", "3", "4", "5"]
    assert not any("Сыграть отсюда ещё раз" in row for _, row in rows)  # read-only
    assert 'data-card="QS"' in rows[2][1] and 'data-card="9D"' in rows[2][1]  # West shows out
    assert "→ Восток" in rows[4][1]  # East won the last, and leads now
    assert '<details class="trick-list" open>' in page
