"""The table (issue 19): a deal played card by card against the solver, the layouts kept, the
analysis, the ``play_to_goal`` grader and the two play-out stages."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.core import DECK, PRESETS, Card, Position, Solver, parse_card
from tutorial import lessons
from tutorial.lessons.check import check_level
from tutorial.lessons.content import defence_table, misere_table
from tutorial.lessons.kinds.play_to_goal import PlayToGoal
from tutorial.lessons.table import (
    Aim,
    TableDeal,
    TableError,
    analyse,
    best_line,
    from_trick,
    losing_first_cards,
    play,
    replay,
    resume,
    start,
)
from tutorial.lessons.telling import telling_problems

SOCHI = PRESETS["sochi"]
SEATS = ("S", "W", "E")
TABLE_LEVELS = misere_table.LEVELS + defence_table.LEVELS


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(token) for token in text.split())


def winner(trick, trump):
    """Who takes a trick, worked out here from the rule of tricks (not the core's function):
    the highest trump, else the highest card of the suit led."""
    led = trick[0][1].suit
    trumps = [(seat, card) for seat, card in trick if trump is not None and card.suit == trump]
    pool = trumps or [(seat, card) for seat, card in trick if card.suit == led]
    return max(pool, key=lambda pair: pair[1].rank)[0]


def follows(hand, trick, card, trump) -> bool:
    """The rule of tricks: the suit led if you have it, else a trump if you have one."""
    if not trick:
        return True
    led = trick[0][1].suit
    if any(c.suit == led for c in hand):
        return card.suit == led
    if trump is not None and any(c.suit == trump for c in hand):
        return card.suit == trump
    return True


# -- a shipped level's numbers, worked by hand -----------------------------------------------


def test_the_misere_player_who_overtakes_is_caught_and_the_one_who_ducks_is_not():
    """table-misere-duck: West led the 7♠, East played the 9♠; South holds J♠ 8♠. The 8♠ goes
    under the 9♠ (East takes); the J♠ takes the trick, and South's misère is caught."""
    level = lessons.level("table-misere-duck")
    state = start(level.exercise.deal)
    assert [(seat, card.en) for seat, card in state.played] == [("W", "7S"), ("E", "9S")]
    assert sorted(card.en for card in state.legal()) == ["8S", "JS"]
    ducked = play(state, parse_card("8S"))
    assert ducked.taken["E"] == 3 and ducked.taken["S"] == 0  # East had two, takes the third
    overtaken = play(state, parse_card("JS"))
    assert overtaken.taken["S"] == 1 and overtaken.hopeless_after == 1
    verdict = level.exercise.judge("JS", SOCHI)
    assert not verdict.correct and verdict.value == 1


def test_the_layouts_kept_are_exactly_those_that_punish_the_card_most():
    """table-catch-lead holds five layouts of West's hand; after each of South's first cards the
    table keeps only layouts where the solver's best result for South (West's tricks: at least
    one to catch the misère) is lowest, each solved here on its own."""
    deal = lessons.level("table-catch-lead").exercise.deal
    state = start(deal)
    spread = 0
    for card in state.legal():
        values = {
            index: Solver(deal.position(hands).play(card)).solve()
            for index, hands in enumerate(deal.layouts)
        }
        worst = min(values.values())
        punishing = {index for index, value in values.items() if value == worst}
        spread += len(punishing) < len(values)
        after = play(state, card)
        assert set(after.kept) <= punishing, card
        assert after.outlook == worst
        assert (after.hopeless_after == 1) == (worst == 0)
    assert spread >= 3  # the king, the ace and the seven are punished on some layouts only


def test_the_stated_line_meets_the_goal_and_the_deal_reveals_its_layout():
    level = lessons.level("table-raspasy-follow")
    exercise = level.exercise
    state = replay(exercise.deal, cards(" ".join(exercise.answer)))
    assert state.over and state.met
    assert state.result <= exercise.deal.aim.n
    analysis = analyse(state)
    assert analysis.met and analysis.mistakes == ()
    assert analysis.layout in exercise.deal.layouts


def test_the_analysis_names_the_card_that_cost_and_the_better_one():
    level = lessons.level("table-misere-duck")
    deal = level.exercise.deal
    state = replay(deal, cards("JS 8S 8H 8D 10C AC"))
    assert state.over and not state.met
    mistake = analyse(state).mistakes[0]
    assert (mistake.card.en, mistake.better.en) == ("JS", "8S")
    assert (mistake.value, mistake.best_value) == (1, 0)
    assert mistake.trick == 5  # four tricks were played before the ending
    assert (
        mistake.line[0] == ("S", parse_card("8S")) and len(mistake.line) == 16
    )  # 18 cards, two on the table


def test_play_again_from_a_trick_keeps_the_tricks_before_it():
    deal = lessons.level("table-misere-duck").exercise.deal
    state = replay(deal, cards("8S 8H JS 8D 10C AC"))
    again = from_trick(state, 7)
    assert again.played == state.played[:6] + again.played[6:]
    assert again.learner_cards == cards("8S 8H")
    with pytest.raises(TableError):
        from_trick(state, 4)  # before the ending
    with pytest.raises(TableError):
        from_trick(state, 12)


# -- refused cards ----------------------------------------------------------------------------


def test_a_card_not_in_the_hand_a_revoke_and_a_card_after_the_end_are_refused():
    deal = lessons.level("table-misere-duck").exercise.deal
    state = start(deal)
    with pytest.raises(TableError, match="not in your hand"):
        play(state, parse_card("KS"))
    with pytest.raises(TableError, match="follow the suit"):
        play(state, parse_card("AC"))  # spades were led and South holds two
    over = replay(deal, cards("8S 8H JS 8D 10C AC"))
    with pytest.raises(TableError, match="over"):
        play(over, parse_card("AC"))


def test_a_forged_sequence_does_not_replay():
    deal = lessons.level("table-misere-duck").exercise.deal
    state = play(start(deal), parse_card("8S"))
    forged = (*state.played[:-1], ("E", parse_card("QS")))
    with pytest.raises(TableError, match="another way"):
        resume(deal, forged)
    assert resume(deal, state.played) == state


@pytest.mark.parametrize(
    "answer", [None, 7, [], ["AS"] * 11, [None], [["AS"]], "\x00", "\ud800", "Z♠", {"a": 1}]
)
def test_a_hostile_answer_is_an_answer_error(answer):
    exercise = lessons.level("table-misere-duck").exercise
    with pytest.raises(lessons.AnswerError):
        exercise.judge(answer, SOCHI)


# -- every level and practice deal ----------------------------------------------------------


@pytest.mark.parametrize("level", TABLE_LEVELS, ids=lambda level: level.id)
def test_every_table_level_passes_the_course_checks(level):
    """The goal is reached by best play on every layout, the stated line meets it, the stated
    wrong line does not, and no text above the question names the first card."""
    assert check_level(level) == []
    assert telling_problems(level, SOCHI) == []
    for wrong in level.exercise.wrong:
        assert wrong in [card.en for card in losing_first_cards(level.exercise.deal)]


def test_two_whisting_stages_of_at_least_eight_levels():
    stages = {stage.id: stage for stage in lessons.COURSE.stages}
    for stage_id in (misere_table.STAGE_ID, defence_table.STAGE_ID):
        stage = stages[stage_id]
        assert stage.category == "whisting" and len(stage.levels) >= 8
        assert {level.kind for level in stage.levels} == {"play_to_goal"}
    hidden = [level for level in TABLE_LEVELS if level.exercise.deal.hidden]
    assert len(hidden) >= 10


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    stage=st.sampled_from((misere_table.STAGE_ID, defence_table.STAGE_ID)),
    seed=st.integers(0, 2**32 - 1),
)
def test_a_practice_deal_is_a_level_that_passes_its_checks(stage, seed):
    level = lessons.generate(stage, seed)
    assert level.id == f"{stage}-practice-{seed}"
    assert lessons.level(level.id).exercise == level.exercise  # the seed is its permalink
    assert check_level(level) == [] and telling_problems(level, SOCHI) == []


# -- properties of the table on random endings ------------------------------------------------


def endings(draw_seed: int, size: int):
    rng = random.Random(draw_seed)  # noqa: S311 - a seeded deal, not a secret
    deck = list(DECK)
    rng.shuffle(deck)
    return tuple(frozenset(deck[i * size : (i + 1) * size]) for i in range(3))


def plays_for_more(name: str, declarer: str | None) -> bool:
    """South's side: the declarer of a game and the catchers of a misère want more tricks
    for the counted player; the misère player, the defenders and raspasy want fewer."""
    if name == "raspasy":
        return False
    if name == "misere":
        return declarer != "S"
    return declarer == "S"


CONTRACTS = st.sampled_from(
    (("6S", "W"), ("7H", "E"), ("misere", "W"), ("misere", "S"), ("raspasy", None), ("6NT", "S"))
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    size=st.integers(2, 5),
    contract=CONTRACTS,
    leader=st.sampled_from(SEATS),
    picks=st.lists(st.integers(0, 9), min_size=5, max_size=5),
)
def test_random_play_follows_the_rules_and_counts_the_tricks(seed, size, contract, leader, picks):
    """South plays random legal cards: every card the table takes (South's and the solver's)
    follows suit as the rule says, the tricks are counted as the rule of tricks counts them,
    the learner's outlook never gets better after a card, and the goal is met exactly when the
    result says so."""
    hands = endings(seed, size)
    name, declarer = contract
    south_most = plays_for_more(name, declarer)
    deal = TableDeal(name, declarer, leader, (hands,), Aim(size // 2, south_most))
    trump = deal.contract_value.trump
    state = start(deal)
    outlooks = [state.outlook]
    for pick in picks:
        if state.over:
            break
        legal = state.legal()
        assert legal
        state = play(state, legal[pick % len(legal)])
        outlooks.append(state.outlook)
    while not state.over:
        state = play(state, state.legal()[0])
        outlooks.append(state.outlook)
    held = {seat: set(hand) for seat, hand in zip(SEATS, hands, strict=True)}
    taken = dict.fromkeys(SEATS, 0)
    for start_at in range(0, len(state.played), 3):
        trick = state.played[start_at : start_at + 3]
        for k, (seat, card) in enumerate(trick):
            assert card in held[seat]
            assert follows(held[seat], trick[:k], card, trump)
            held[seat].discard(card)
        taken[winner(trick, trump)] += 1
    assert state.taken == taken
    assert state.result == taken[deal.counted]
    assert state.met == deal.aim.met(taken[deal.counted])
    for before, after in zip(outlooks, outlooks[1:], strict=False):
        assert not deal.aim.better(after, before)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), size=st.integers(2, 5), contract=CONTRACTS)
def test_on_one_open_layout_the_best_line_reaches_the_solvers_value(seed, size, contract):
    """One layout: the table's best line ends with the counted player's tricks equal to the
    solver's value of the whole position (solved here from a fresh position)."""
    hands = endings(seed, size)
    name, declarer = contract
    south_most = plays_for_more(name, declarer)
    probe = TableDeal(name, declarer, "S", (hands,), Aim(0, south_most))
    position = Position.for_contract(
        probe.contract_value,
        SEATS,
        dict(zip(SEATS, hands, strict=True)),
        to_play="S",
        declarer=probe.counted,
    )
    value = Solver(position).solve()
    deal = TableDeal(name, declarer, "S", (hands,), Aim(value, south_most))
    final = replay(deal, best_line(deal))
    assert final.over and final.result == value and final.met
    exercise = PlayToGoal(probe_prompt(), deal, tuple(c.en for c in best_line(deal)))
    assert exercise.judge(list(exercise.answer), SOCHI).correct
    for card in losing_first_cards(deal):
        assert not exercise.judge(card.en, SOCHI).correct


def probe_prompt():
    return lessons.Text("Сыграйте до конца.", "Play to the end.")


def test_a_drill_replays_a_deal_from_the_chosen_seat_to_the_solvers_value():
    from tutorial.lessons.table.drill import drill_level

    payload = {
        "contract": "6S",
        "declarer": 1,  # West declares; South and East defend
        "leader": 0,
        "hands": [
            "AS KS QS JS 7C 8C 9C 10C 7D 8D",
            "10S 9S 8S 7S AC KC QC JC AD KD",
            "QD JD 10D 9D AH KH QH JH 10H 9H",
        ],
        "name": "Аня",
    }
    level = drill_level(payload)
    deal = level.exercise.deal
    assert deal.aim == Aim(6, False)  # the solver's value for West: the defenders hold him to six
    state = replay(deal, cards(" ".join(level.exercise.answer)))
    assert state.over and state.met and state.result == 6
    with pytest.raises(lessons.LevelDataError):
        drill_level({**payload, "hands": payload["hands"][:2]})
    with pytest.raises(lessons.LevelDataError):
        drill_level({**payload, "leader": 7})
