"""Hand evaluation measured (issue 20): the counting rule misses length tricks; the levels
state the measured odds of a six and grade by them."""

from rulings.core import PRESETS
from tutorial.lessons import grade, level
from tutorial.lessons.kinds.common import hand
from tutorial.lessons.odds import discard_of, game_odds, trick_counts, trump_of

SOCHI = PRESETS["sochi"]
LENGTH = hand("AS KS 10S 9S 8S AD QD AH 7C 8C")  # the hand: four sure tricks by count


def test_the_long_suit_makes_six_on_every_sampled_deal():
    counts = trick_counts(LENGTH)
    assert len(counts) == 200 and min(counts) >= 6  # six on all 200 deals
    assert game_odds(LENGTH, 7) > 0.9  # and seven on 191 of them


def test_trumps_are_the_longest_suit_and_the_discard_the_shortest_suits_lowest():
    twelve = LENGTH | hand("7D 7H")
    assert trump_of(twelve).name == "SPADES"
    assert discard_of(twelve, trump_of(twelve)) == hand("7H 7C")  # hearts 2 cards, clubs 2: 7s


def test_the_length_level_is_a_hand_to_play_and_says_why():
    lvl = level("class-length")
    verdict = grade(lvl, "whist", SOCHI)
    assert not verdict.correct and verdict.best == "game"
    ru = verdict.explanation.get("ru")
    assert "Верных взяток: 4." in ru and "в 100 %" in ru and "длинной масти" in ru
    assert "Две-четыре" not in ru  # the count's own conclusion is not taught here
    assert grade(lvl, "game", SOCHI).stars == 3


def test_the_text_above_the_question_does_not_name_the_class():
    for lid in ("class-game", "class-length", "class-whist", "class-pass", "review-evaluation"):
        explanation = level(lid).explanation.get("ru").lower()
        for word in ("игровая", "вистовая", "пасовая", "мизерная"):
            assert word not in explanation, (lid, word)


def test_stored_odds_are_measured_again_by_the_check():
    lvl = level("class-whist")
    assert lvl.exercise.six_odds == game_odds(lvl.exercise.hand) == 0.225
    assert lvl.exercise.check(SOCHI) == []


def test_a_wrong_class_is_told_its_own_fact_from_the_hand():
    # class-pass: K♠ Q♠ … no ace, 0 sure tricks, six on 4 % of the deals, every suit unsafe
    lvl = level("class-pass")
    reasons = {
        answer: grade(lvl, answer, SOCHI).explanation.get("ru") for answer in lvl.exercise.wrong
    }
    assert reasons["whist"].startswith("Верных взяток: 0. Меньше двух")
    assert "в 4 %" in reasons["game"] and "невыгодно" in reasons["game"]
    assert reasons["misere"] == "Для мизера опасны: пики, трефы, бубны, червы."
    assert not any("пасовая" in reason for reason in reasons.values())


def test_the_simulated_discard_keeps_a_lone_ace():
    """The declarer throws his lowest cards, not a singleton ace because its suit is short:
    with ♦A and ♣7 alone and two hearts from the talon, the 7♣ and the lowest heart go."""
    nine = hand("AS KS QS JS 10S 9S AH KH AD 7C")
    twelve = nine | hand("8H 9H")
    assert discard_of(twelve, trump_of(twelve)) == hand("7C 8H")
    # so the nine sure tricks make nine on every deal (thrown, the ace cost a trick on 29 %)
    assert game_odds(nine, 9) == 1.0


def test_every_classify_hand_level_is_graded_by_its_measured_odds():
    from tutorial.lessons import COURSE

    classify = [lvl for lvl in COURSE.levels if lvl.kind == "classify_hand"]
    assert len(classify) >= 8
    for lvl in classify:
        assert lvl.exercise.six_odds is not None, lvl.id
        assert lvl.exercise.check(SOCHI) == [], lvl.id


def test_the_auction_states_how_often_souths_game_is_made_and_the_check_holds_it():
    from dataclasses import replace

    from tutorial.lessons.odds import Stated

    lvl = level("auction-here-needs-passer")  # ♠A K Q J 9 8 …: South's game is 7♠
    verdict = grade(lvl, lvl.exercise.answer, SOCHI)
    assert "Юг берёт семь взяток и больше в 64 %" in verdict.explanation.get("ru")
    assert sum(t >= 7 for t in trick_counts(lvl.exercise.hand)) == 129  # of 200: 64.5 %
    assert lvl.exercise.check(SOCHI) == []
    wrong = replace(lvl.exercise, odds=Stated(lvl.exercise.hand, 7, 90))
    assert wrong.check(SOCHI) == ["states 7 tricks in 90 %, measured 64 %"]
    eight = replace(lvl.exercise, odds=Stated(lvl.exercise.hand, 8, 20))
    assert "states the odds of 8 tricks for a game of 7" in eight.check(SOCHI)
    # a hand to pass that made six on most deals would not be one
    weak = level("auction-pass-weak").exercise
    assert replace(weak, odds=Stated(weak.hand, 6, 0)).check(SOCHI) == []
    assert (
        replace(weak, odds=Stated(weak.hand, 6, 60)).check(SOCHI)[-1].endswith("not South's game")
    )
