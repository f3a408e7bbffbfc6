"""«Мизер за столом», «Защита до конца» and the table's practice (issue 19): the tricks before the
position are shown (``TableDeal.before``), not told. Each is a legal play that leads to the
position on every layout the level holds; a tampered one is refused; the goal is still met by
the stated line; and the text above the question no longer recounts the tricks."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from rulings.core import DECK, PRESETS
from tutorial import lessons
from tutorial.lessons import table_practice
from tutorial.lessons.check import check_level
from tutorial.lessons.content import defence_table, misere_table
from tutorial.lessons.kinds.common import EAST, SEATS, SOUTH, WEST
from tutorial.lessons.made import dump_line
from tutorial.lessons.model import LevelDataError
from tutorial.lessons.table import earlier, replay, start, tricks
from tutorial.lessons.table.earlier import play_before
from tutorial.lessons.telling import telling_problems

SOCHI = PRESETS["sochi"]
LEVELS = (
    *lessons.stage(misere_table.STAGE_ID).levels,
    *lessons.stage(defence_table.STAGE_ID).levels,
)
# The levels whose earlier tricks are only counted (``taken``), and why.
COUNTED = {
    "table-misere-review": "West holds every suit in some layout: no earlier play fits all",
    "table-raspasy-three": "every hidden hand holds every suit in some layout",
    "table-defence-review": "every hidden hand holds every suit in some layout",
    "table-raspasy-follow": "four play: the earlier tricks include the talon's",
}
SHOWN = [level for level in LEVELS if level.id not in COUNTED]
TOLD = re.compile(r"Сыграно|сыграны? (?:одна|две|три|четыре|пять)|взятк[аи] сыграны")


def cards(deal):
    return [card for trick in deal.before for _, card in trick]


def test_every_level_either_shows_its_earlier_tricks_or_is_one_of_the_four_counted():
    assert {level.id for level in LEVELS} >= set(COUNTED)
    assert len(SHOWN) == 13
    for level in LEVELS:
        deal = level.exercise.deal
        after = 10 - len(deal.layouts[0][0])  # every position here is after some tricks
        assert after > 0 and sum(count for _, count in deal.taken) == after
        assert bool(deal.before) == (level.id not in COUNTED), level.id


@pytest.mark.parametrize("level", SHOWN, ids=lambda level: level.id)
def test_the_earlier_tricks_lead_to_the_position_on_every_layout(level):
    deal = level.exercise.deal
    assert len(deal.before) == 10 - len(deal.layouts[0][0])
    assert len(set(cards(deal))) == 3 * len(deal.before)
    for hands in deal.layouts:
        assert not set(cards(deal)) & set().union(*hands)  # none of them is still held
    won = earlier.winners(deal.before, deal.contract_value.trump)
    assert won[-1] == deal.leader
    assert {seat: won.count(seat) for seat in SEATS} == deal.taken_map
    for previous, trick in zip(won, deal.before[1:], strict=False):
        assert trick[0][0] == previous  # the winner leads the next
    rows = deal.earlier()
    assert [number for number, _, _ in rows] == list(range(1, len(deal.before) + 1))
    assert start(deal).first_trick == len(deal.before) + 1
    # rebuilt from the written tricks, it is the same deal (the constructor checks it again)
    assert dataclasses.replace(deal, before=tricks(*written_out(deal.before))) == deal


@pytest.mark.parametrize("level", SHOWN, ids=lambda level: level.id)
def test_the_goal_is_met_by_the_stated_line_and_the_course_checks_pass(level):
    exercise = level.exercise
    by_name = {card.en: card for card in DECK}
    assert replay(exercise.deal, tuple(by_name[name] for name in exercise.answer)).met
    assert check_level(level) == []
    assert telling_problems(level, SOCHI) == []


@pytest.mark.parametrize("level", SHOWN, ids=lambda level: level.id)
def test_the_text_above_the_question_does_not_recount_the_tricks(level):
    for text in (level.title, level.explanation, level.exercise.prompt, level.exercise.known):
        if text is None:
            continue
        assert not TOLD.search(text.ru), text.ru
        assert "are played" not in text.en and "tricks played." not in text.en, text.en


def test_a_level_that_shows_the_tricks_points_at_them_without_the_answer():
    for level_id in ("table-misere-duck", "table-catch-lead", "table-light-through"):
        level = lessons.level(level_id)
        assert level.explanation.ru.startswith("Посмотрите на сыгранные взятки:")
        assert level.explanation.en.startswith("Look at the tricks played:")
        assert level.exercise.answer[0] not in level.explanation.en


def test_no_earlier_play_fits_every_layout_of_the_counted_raspasy_levels():
    """Every hand holds every suit in some layout, so no one may have shown out: each trick
    before is three cards of one suit from the cards no layout holds, and there are too few."""
    for level_id in ("table-raspasy-three", "table-defence-review"):
        deal = lessons.level(level_id).exercise.deal
        for index in range(3):
            suits = {card.suit for hands in deal.layouts for card in hands[index]}
            assert len(suits) == 4
        held = set().union(*(set().union(*hands) for hands in deal.layouts))
        outside = [card for card in DECK if card not in held]
        by_suit = [
            sum(card.suit == suit for card in outside) // 3 for suit in {c.suit for c in DECK}
        ]
        assert sum(by_suit) < sum(count for _, count in deal.taken)


def test_no_earlier_play_fits_every_layout_of_the_misere_review(monkeypatch):
    """The search from the last trick back, let run to the end, finds none for any split of
    the three tricks between South and East (West, playing the misère, took none)."""
    monkeypatch.setattr(earlier, "TRIES", 1)
    monkeypatch.setattr(earlier, "BUDGET", 10**7)
    deal = lessons.level("table-misere-review").exercise.deal
    holdings = {
        seat: set().union(*(hands[SEATS.index(seat)] for hands in deal.layouts)) for seat in SEATS
    }
    outside = [card for card in DECK if not any(card in held for held in holdings.values())]
    for south in range(3):
        taken = {SOUTH: south, EAST: 3 - south}
        rng = random.Random(0)  # noqa: S311 - a seeded search, not a secret
        assert play_before(rng, holdings, outside, None, taken, EAST) is None


# -- a tampered ``before`` is refused --------------------------------------------------------


def duck():
    return lessons.level("table-misere-duck").exercise.deal


def written_out(before) -> tuple[str, ...]:
    """The tricks as a level writes them (``deal_after``'s ``before``)."""
    return tuple(map(dump_line, before))


def rewritten(deal, number: int, text: str):
    """The deal with its earlier trick ``number`` (from 1) written as ``text``."""
    lines = list(written_out(deal.before))
    lines[number - 1] = text
    return dataclasses.replace(deal, before=tricks(*lines))


def unplayed(deal):
    held = set().union(*(set().union(*hands) for hands in deal.layouts)) | set(cards(deal))
    return [card for card in DECK if card not in held]


def test_a_card_played_twice_is_refused():
    deal = duck()
    first = written_out(deal.before)[0].split()  # "S:9C W:JC E:8C"
    again = deal.before[1][2][1].en  # South's card in the second trick
    with pytest.raises(LevelDataError, match="played twice"):
        rewritten(deal, 1, f"{first[0].split(':')[0]}:{again} {first[1]} {first[2]}")


def test_a_trick_led_by_a_seat_that_did_not_win_the_last_is_refused():
    deal = duck()
    second = deal.before[1]  # led by the first trick's winner
    loser = written_out((second[1:] + second[:1],))[0]  # the same cards, led by the next seat
    with pytest.raises(LevelDataError, match="not played in turn"):
        rewritten(deal, 2, loser)


def test_a_position_led_by_a_seat_that_did_not_win_the_last_trick_is_refused():
    deal = duck()
    assert deal.leader == WEST
    with pytest.raises(LevelDataError, match="not won by the leader"):
        dataclasses.replace(deal, leader=EAST)


def test_counts_the_earlier_tricks_do_not_give_are_refused():
    deal = duck()
    with pytest.raises(LevelDataError, match="count what was taken"):
        dataclasses.replace(deal, taken=((WEST, 3), (EAST, 1)))


def test_a_seat_that_shows_out_of_a_suit_and_holds_it_later_is_refused():
    deal = duck()
    trick = deal.before[1]  # "W:7D E:KD S:9D": South follows, and holds the 8♦ after
    spare = next(card for card in unplayed(deal) if card.suit != trick[0][1].suit)
    seat = trick[2][0]
    assert any(card.suit == trick[0][1].suit for card in deal.layouts[0][SEATS.index(seat)])
    text = " ".join(f"{s}:{c.en}" for s, c in trick[:2]) + f" {seat}:{spare.en}"
    with pytest.raises(LevelDataError, match="shows out"):
        rewritten(deal, 2, text)


def test_a_card_played_before_that_a_hidden_layout_still_holds_is_refused():
    deal = lessons.level("table-catch-hearts").exercise.deal
    wests = [hands[1] for hands in deal.layouts]
    only_some = next(card for card in wests[1] if card not in wests[0])  # the A♠ of one layout
    first = deal.before[0]  # South leads a spade, West follows
    assert first[1][0] == WEST and first[1][1].suit == only_some.suit
    text = f"{first[0][0]}:{first[0][1].en} W:{only_some.en} {first[2][0]}:{first[2][1].en}"
    with pytest.raises(LevelDataError, match="in a layout"):
        rewritten(deal, 1, text)


# -- practice --------------------------------------------------------------------------------

PRACTICE_SEEDS = range(30)


@pytest.mark.parametrize("stage", sorted(table_practice.GENERATORS))
def test_every_practice_deal_shows_a_legal_play_before_its_ending(stage):
    for seed in PRACTICE_SEEDS:
        level = table_practice.GENERATORS[stage](seed)
        deal = level.exercise.deal
        assert len(deal.before) == 10 - table_practice.SIZE, (stage, seed)
        played = set(cards(deal))
        assert len(played) == 3 * len(deal.before)
        for hands in deal.layouts:
            assert not played & set().union(*hands)
        won = earlier.winners(deal.before, deal.contract_value.trump)
        assert won[-1] == deal.leader
        assert {seat: won.count(seat) for seat in SEATS} == deal.taken_map
        if deal.declarer == SOUTH:  # his game: three of the four; his misère: none
            assert deal.taken_map[SOUTH] == (3 if deal.aim.at_least else 0)
        if deal.declarer == WEST and deal.contract == "misere":
            assert deal.taken_map[WEST] == 0
        assert dataclasses.replace(deal, before=tricks(*written_out(deal.before))) == deal
        by_name = {card.en: card for card in DECK}
        assert replay(deal, tuple(by_name[name] for name in level.exercise.answer)).met
        assert not TOLD.search(level.explanation.ru)


def test_a_practice_deal_is_the_same_for_its_seed():
    for stage, generate in table_practice.GENERATORS.items():
        first = generate.__wrapped__(5).exercise.deal  # the generator itself, not its cache
        assert generate.__wrapped__(5).exercise.deal == first, stage


def test_play_before_refuses_what_no_play_could_give():
    rng = random.Random(1)  # noqa: S311 - a seeded search, not a secret
    hands = {seat: set() for seat in SEATS}
    assert play_before(rng, hands, DECK[:12], None, {WEST: 4}, EAST) is None  # East won none
    assert play_before(rng, hands, DECK[:9], None, {WEST: 4}, WEST) is None  # too few cards


# -- the page --------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("level_id", ["table-catch-lead", "table-light-hearts"])
def test_the_table_page_lists_the_tricks_before_the_position(client, level_id):
    deal = lessons.level(level_id).exercise.deal
    page = client.get(f"/learn/table/{level_id}/").text
    rows = re.findall(r'<li value="(\d+)" class="earlier">(.*?)</li>', page, re.DOTALL)
    assert [int(number) for number, _ in rows] == list(range(1, len(deal.before) + 1))
    for (_, row), trick in zip(rows, deal.before, strict=True):
        for _, card in trick:
            assert f'data-card="{card.en}"' in row
    assert '<details class="trick-list" open>' in page
