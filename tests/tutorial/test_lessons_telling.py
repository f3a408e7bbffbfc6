"""Issue 20: the course asks instead of telling, gives every wrong answer its own reason,
quotes every source it cites, and reads an answer written any way a player writes it."""

import json

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.core import PRESETS, Suit, cite
from tutorial.lessons import COURSE, AnswerError, check_course, generate, grade, level
from tutorial.lessons.check import check_practice
from tutorial.lessons.kinds.common import hand
from tutorial.lessons.kinds.count_tricks import CountTricks
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.kinds.trick_winner import TrickWinner, parse_trick
from tutorial.lessons.model import Level, Text
from tutorial.lessons.telling import telling_problems

SOCHI = PRESETS["sochi"]
RULE = cite("sochi_leningrad", "Торговля", "Минимальный заказ – шесть взяток")
LOWEST = (("a", Text("6♠", "6♠")), ("b", Text("6♥", "6♥")), ("c", Text("7♠", "7♠")))


def lowest_bid(explanation: Text, **more) -> Level:
    question = MultipleChoice(
        Text("С какой заявки начинается торговля?", "Which bid is the lowest?"),
        LOWEST,
        "a",
        Text("Шесть пик.", "Six spades."),
        **more,
    )
    return Level("a-level", "auction", Text("Заявки", "Bids"), explanation, question, (RULE,))


REASONS = (
    ("b", Text("6♥ — червы старше пик.", "6♥: hearts rank above spades.")),
    ("c", Text("7♠ — семерная.", "7♠ is a seven.")),
)


@pytest.mark.parametrize(
    "explanation",
    [
        Text("Самая младшая заявка — шесть пик.", "The lowest bid."),
        Text("Младшая заявка.", "The lowest bid is six spades."),
        Text("Младшая — 6♠.", "The lowest."),
        Text("Младшая — 6 ♠.", "The lowest."),
    ],
)
def test_an_explanation_that_names_the_answer_fails_in_either_language(explanation):
    problems = telling_problems(lowest_bid(explanation, reasons=REASONS), SOCHI)
    assert [p for p in problems if "tells the answer" in p], problems


def test_an_explanation_that_asks_passes_and_a_wrong_choice_needs_its_own_reason():
    asking = Text("Подумайте, какая масть младшая.", "Think which suit is the lowest.")
    assert telling_problems(lowest_bid(asking, reasons=REASONS), SOCHI) == []
    without = telling_problems(lowest_bid(asking, reasons=REASONS[:1]), SOCHI)
    assert without == ["the wrong answer 'c' has no reason of its own"]


def test_a_reason_that_names_the_right_answer_fails():
    telling = (("b", Text("Нет: правильно 6♠.", "No: 6♠ is right.")), REASONS[1])
    asking = Text("Подумайте.", "Think.")
    problems = telling_problems(lowest_bid(asking, reasons=telling), SOCHI)
    assert problems == ["the reason for the wrong answer 'b' tells it: ru «6♠»"]


def test_a_citation_without_its_quote_fails():
    question = lowest_bid(Text("Подумайте.", "Think."), reasons=REASONS)
    bare = Level(
        *[getattr(question, f) for f in ("id", "stage_id", "title", "explanation")],
        question.exercise,
        (cite("sochi_leningrad", "Торговля"),),
    )
    assert telling_problems(bare, SOCHI) == ["cites sochi_leningrad Торговля with an empty quote"]


def test_a_count_level_names_its_number_only_as_a_word_of_its_own():
    # seven spades from the ace: 7 sure tricks (the others hold one spade); «7♣» is a card
    cards = hand("AS KS QS JS 10S 9S 8S 7C 8C 9D")
    count = CountTricks(Text("Сколько верных взяток?", "How many sure tricks?"), cards, 7)
    title = Text("Верные взятки", "Sure tricks")
    for text, fails in (("Ход с 7♣.", False), ("Здесь семь взяток.", True), ("Их 7.", True)):
        made = Level("c", "hand-evaluation", title, Text(text, "Count."), count, (RULE,))
        assert any("tells" in p for p in telling_problems(made, SOCHI)) is fails, text


def test_every_level_and_its_practice_passes():
    assert check_course(COURSE) == []
    assert check_practice() == []


# --- the reasons themselves


def test_a_wrong_seat_is_told_what_its_card_lost_to():
    # W:AH E:7S S:KH, spades trumps: East's 7♠ takes it
    assert grade(level("trump-wins"), "W", SOCHI).explanation.ru == (
        "Т♥ старше К♥ — но в этой взятке есть козырь?"
    )
    # W:10C E:8D S:JD, diamonds trumps: South's J♦ overtrumps; East's 8♦ is a lower trump
    east = grade(level("overtrump"), "E", SOCHI).explanation
    assert east.ru.startswith("8♦ — козырь, но в этой взятке он не единственный")
    # W:8C E:AS S:9C, no trumps: East's A♠ is off suit
    assert "не масть хода и не козырь" in grade(level("other-suit"), "E", SOCHI).explanation.ru


def test_no_trick_winner_reason_for_a_wrong_seat_names_the_winner():
    seats = {"S": "Юг", "W": "Запад", "E": "Восток"}
    for lv in COURSE.levels:
        if lv.kind != "trick_winner":
            continue
        winner = grade(lv, lv.exercise.answer, SOCHI).best
        card = dict(lv.exercise.cards)[winner]
        for seat in set(seats) - {winner}:
            reason = grade(lv, seat, SOCHI).explanation.ru
            assert seats[winner] not in reason and card.ru not in reason, (lv.id, seat)


def test_a_miscount_says_which_way_it_is_off():
    # top-run: the hand's sure tricks are 3 (A K Q of clubs)
    assert grade(level("top-run"), 3, SOCHI).correct
    more = grade(level("top-run"), 5, SOCHI).explanation.ru
    fewer = grade(level("top-run"), 1, SOCHI).explanation.ru
    assert more.startswith("5 — больше, чем верных взяток")
    assert fewer.startswith("Верных взяток больше, чем 1")


def test_a_trick_count_on_an_open_layout_says_which_way_it_is_off():
    trick = TrickWinner(Text("?", "?"), parse_trick("W:KH E:7S S:AH"), Suit.SPADES, "E")
    assert trick.judge("S", SOCHI).reason.ru == "Т♥ старше К♥ — но в этой взятке есть козырь?"


CALLS = [
    # auction-first-call: South first hand, game 6♦; 6♠ is right
    ("auction-first-call", "6D", "6♦ — выше, чем нужно"),
    ("auction-first-call", "pass", "Пас окончателен"),
    ("auction-first-call", "misere", "Мизер — обязательство не взять ни одной взятки"),
    # auction-pass-above: game 6♣ after 6♠ 6♦; 6♥ is above the game
    ("auction-pass-above", "6H", "6♥ — выше игры Юга"),
    # auction-misere-first: a misère hand; a game bid is the wrong kind
    ("auction-misere-first", "6D", "6♦ — заявка на игру, а рука Юга — мизерная"),
    # auction-pass-weak: no game at all
    ("auction-pass-weak", "6C", "6♣ — а с чем играть?"),
]


@pytest.mark.parametrize(("level_id", "call", "start"), CALLS)
def test_a_wrong_legal_call_says_what_it_gives_up(level_id, call, start):
    verdict = grade(level(level_id), call, SOCHI)
    assert not verdict.correct and verdict.explanation.ru.startswith(start), verdict.explanation


def test_misere_is_no_longer_praised_as_the_lowest_bid():
    verdict = grade(level("auction-misere-first"), "misere", SOCHI)
    assert verdict.correct and "младшая" not in verdict.explanation.ru
    assert "первой своей" in verdict.explanation.ru


def test_a_whisting_rule_wrong_choice_keeps_the_computed_number_to_the_right_answer():
    wrong = grade(level("quota-six"), "5", SOCHI).explanation.ru
    right = grade(level("quota-six"), "4", SOCHI).explanation.ru
    assert wrong.startswith("5 — больше, чем нужно.")
    assert "вистующие вдвоём обязаны взять 4 взятки" in right
    lone = grade(level("lone-whister"), "4", SOCHI).explanation.ru
    assert "Юг один обязан взять 4 взятки" in lone


def test_show_the_answer_shows_the_card_the_level_explains():
    verdict = grade(level("duck"), "10C", SOCHI)  # 10♣ and 7♣ both duck under J♣
    assert verdict.correct and verdict.best == "10C"


# --- equivalent answers


@pytest.mark.parametrize(
    ("level_id", "answers", "correct"),
    [
        ("trump-wins", ["E", "e", "Восток", "восток", "East", "В"], True),
        ("trump-wins", ["Юг", "South", "ю", "S"], False),
        ("auction-first-call", ["6S", "6♠", "6п", "6 пик", "6 П"], True),
        ("auction-raise", ["6D", "6б", "6 Б", "6♦", "6 бубны"], True),
        ("auction-no-trumps", ["b", "B", "6 БК", "6БК", "6NT", "6 nt"], True),
        ("talon-buy-at-six", ["game", "GAME", "Game", "игровая", "Игровая"], True),
        ("top-run", [3, "3", " 3 "], True),
        ("quota-six", ["4", 4], True),
        ("auction-pass-weak", ["pass", "пас", "ПАС", "Пас."], True),
    ],
)
def test_an_answer_written_another_way_is_read_as_the_same(level_id, answers, correct):
    for answer in answers:
        assert grade(level(level_id), answer, SOCHI).correct is correct, answer


@pytest.mark.parametrize(
    ("level_id", "answer", "words"),
    [
        ("trump-wins", "N", "South, West or East"),
        ("top-run", "three", "send a number from 0 to 10"),
        ("auction-lowest-bid", "z", "a (6♠), b (6♥), c (6NT), d (7♠)"),
    ],
)
def test_a_refused_answer_names_the_forms_accepted(level_id, answer, words):
    with pytest.raises(AnswerError) as refused:
        grade(level(level_id), answer, SOCHI)
    assert words in refused.value.message


@pytest.mark.parametrize(
    ("level_id", "answer", "words"),
    [
        ("trump-wins", "N", "«N» — не место за столом: ответьте Юг, Запад или Восток"),
        ("top-run", "three", "пришлите число от 0 до 10"),
        ("auction-lowest-bid", "z", "такого ответа здесь нет: a (6♠), b (6♥), c (6БК), d (7♠)"),
    ],
)
@pytest.mark.django_db
def test_the_api_refuses_in_the_readers_language(client, level_id, answer, words):
    reply = client.post(
        f"/api/learn/levels/{level_id}/answer",
        data={"answer": answer},
        content_type="application/json",
    )
    assert reply.status_code == 400
    assert words in reply.json()["errors"][0]["message"]


HOSTILE = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=20),
    st.integers(),
    st.integers(min_value=10**30, max_value=10**60),
    st.floats(allow_nan=True),
    st.booleans(),
    st.none(),
    st.lists(st.text(max_size=5), max_size=3),
)
KINDS = sorted({lv.kind: lv.id for lv in COURSE.levels}.values())


@settings(max_examples=150, deadline=None)
@given(answer=HOSTILE, level_id=st.sampled_from(KINDS))
def test_any_answer_is_graded_or_refused_with_an_answer_error(answer, level_id):
    try:
        verdict = grade(level(level_id), answer, SOCHI)
    except AnswerError as error:
        assert len(error.message) < 600
    else:
        assert verdict.stars in range(4)


def test_a_practice_level_of_every_stage_reads_equivalent_answers_too():
    made = generate("cards-and-tricks", 3)
    stated = made.exercise.answer
    assert grade(made, stated, SOCHI).correct


@pytest.mark.django_db
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(answer=HOSTILE, level_id=st.sampled_from(KINDS), english=st.booleans())
def test_the_api_answers_any_json_answer_with_a_grade_or_a_400(answer, level_id, english):
    # json.dumps writes a lone surrogate as «\ud800» and a NUL as «\u0000»: the hostile text
    # reaches the server as a client would send it
    body = json.dumps({"answer": answer}, allow_nan=True)
    reply = Client().post(
        f"{'/en' if english else ''}/api/learn/levels/{level_id}/answer",
        body,
        content_type="application/json",
    )
    assert reply.status_code in (200, 400), (reply.status_code, body)
    if reply.status_code == 400:
        assert reply.json()["errors"][0]["message"]
