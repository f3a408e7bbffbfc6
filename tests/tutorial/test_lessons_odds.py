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
