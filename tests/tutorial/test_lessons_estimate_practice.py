"""Generated value-graded practice (issue 20): an answer within the stated error of the best is
accepted as the best; one clearly worse (beyond the error and the tolerance) is refused; the
verdict states the sample. The margin is corrected for the answers compared at once
(Bonferroni: 5 % shared among the m answers compared with the best), worked here from the
normal distribution."""

from statistics import NormalDist

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.core import PRESETS
from tutorial.lessons import generate, grade

SOCHI = PRESETS["sochi"]
VALUED_STAGES = ("discard", "contract", "whist-or-pass")


def answer_of(exercise, key):
    if exercise.kind == "choose_discard":
        return key.split()
    return key.en if exercise.kind == "choose_contract" else key.value


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VALUED_STAGES), st.integers(0, 10_000))
def test_an_answer_within_the_error_is_accepted_and_one_clearly_worse_refused(stage, seed):
    level = generate(stage, seed)
    exercise = level.exercise
    scores = exercise.scores(SOCHI)
    n = exercise.sample
    means = {key: sum(row) / n for key, row in scores.items()}
    top = max(means.values())
    # m answers compared with the best: each at the two-sided quantile for 5 % / m
    z = NormalDist().inv_cdf(1 - 0.05 / (2 * (len(scores) - 1)))
    for key, row in scores.items():
        verdict = grade(level, answer_of(exercise, key), SOCHI)
        assert f"{n} " in verdict.explanation.get("ru")  # the sample is stated
        # the gap to each best answer, layout by layout, and its corrected margin, worked here
        margins = []
        for other, best_row in scores.items():
            if means[other] == top:
                gaps = [b - m for b, m in zip(best_row, row, strict=True)]
                mean = sum(gaps) / n
                spread = (sum((g - mean) ** 2 for g in gaps) / (n - 1)) ** 0.5
                margins.append(z * spread / n**0.5)
        gap = top - means[key]
        if gap <= min(margins) - 1e-6:
            assert verdict.correct and verdict.stars == 3, (key, gap, margins)
        if gap > max(max(margins), exercise.tolerance) + 1e-6:
            assert not verdict.correct and verdict.stars == 0, (key, gap, margins)
