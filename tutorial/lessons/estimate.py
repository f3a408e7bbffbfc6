"""How far a value-graded level's estimate can be trusted (issue 20, «grades a strong player
would accept»).

A discard, a contract or a whisting call is valued by South's mean balance over a sample of
layouts of the cards South cannot see. A mean over a sample has an error: two answers whose
means differ by less than it cannot be told apart by that sample. Answers are compared on the
same layouts (paired): the difference of two answers on each layout varies far less than
either answer's score, so the comparison is much sharper than two separate means would give.

``compare`` takes each answer's score on every layout and gives, for each, its mean, its
gap to the best mean and the standard error of that gap (the sample standard deviation of
the per-layout differences over √n). An answer is *as good as the best* when its gap is
within ``critical(m)`` standard errors (below; ``Z = 1.96`` for a single comparison): the
site cannot tell it from the best, so it grades it as the best and says so.

Several answers are compared with the best at once, and the best is itself chosen by the sample
(the highest mean), so the 95 % is shared among the comparisons (Bonferroni's correction):
with m answers compared with the best, each gap is tested at ``critical(m)``, the two-sided
normal quantile for 5 % / m (1.96 for one, 2.24 for two, 2.39 for three, 3.02 for twenty). Then
an answer whose true value equals the true best's is refused with probability at most 5 %: it
is refused only when some answer's paired gap over it exceeds ``critical(m)`` standard errors,
and each of those m events has probability at most 5 % / (2m), 2.5 % in all. Holm's step-down
would test the nearer answers at smaller quantiles, but its guarantee needs a best fixed in
advance.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from math import sqrt
from statistics import NormalDist, fmean, stdev

from tutorial.lessons.model import Text

Z = 1.96  # two-sided 95 %, one comparison
CONFIDENCE = 95  # per cent, as the verdict states it, for all the comparisons together
ALPHA = 1 - CONFIDENCE / 100


def critical(comparisons: int) -> float:
    """The two-sided normal quantile for ``ALPHA`` shared among ``comparisons`` (Bonferroni)."""
    return NormalDist().inv_cdf(1 - ALPHA / (2 * max(comparisons, 1)))


@dataclass(frozen=True)
class Estimate:
    """One answer against the best, over ``n`` layouts."""

    value: float  # the answer's mean balance
    best_value: float  # the best answer's
    error: float  # the standard error of the gap (paired, the same layouts)
    n: int
    z: float = Z  # the critical value the gap is tested at (``critical``)

    @property
    def gap(self) -> float:
        return self.best_value - self.value

    @property
    def as_good_as_best(self) -> bool:
        """The sample cannot tell this answer from the best at ``CONFIDENCE`` % (for every
        answer compared at once: ``critical``)."""
        return self.gap <= self.z * self.error + 1e-9

    @property
    def margin(self) -> float:
        """The half-width of the confidence interval of the gap, in whists."""
        return self.z * self.error


def paired_error(mine: Sequence[float], best: Sequence[float]) -> float:
    """The standard error of the mean of ``best - mine`` over the same layouts."""
    n = len(mine)
    if n < 2:
        return 0.0
    return stdev(b - m for b, m in zip(best, mine, strict=True)) / sqrt(n)


def best_key[Key: Hashable](means: Mapping[Key, float], prefer: Sequence[Key] = ()) -> Key:
    """The answer with the highest mean; among equal means the first of ``prefer`` present."""
    order: dict[Key, int] = {}
    for i, key in enumerate(prefer):
        order.setdefault(key, len(prefer) - i)
    return max(means, key=lambda key: (means[key], order.get(key, 0)))


def compare[Key: Hashable](
    scores: Mapping[Key, Sequence[float]], prefer: Sequence[Key] = ()
) -> tuple[Key, dict[Key, Estimate]]:
    """The best answer and every answer's ``Estimate`` against it; ``scores`` holds each
    answer's score on each layout, the same layouts in the same order for all."""
    means = {key: fmean(row) for key, row in scores.items()}
    best = best_key(means, prefer)
    top = scores[best]
    estimates = {
        key: Estimate(means[key], means[best], paired_error(row, top), len(row))
        for key, row in scores.items()
    }
    z = critical(len(estimates) - 1)
    return best, {key: replace(estimate, z=z) for key, estimate in estimates.items()}


def number(value: float) -> str:
    """«+3,1» / "+3.1"'s Russian half: one decimal, a decimal comma."""
    return f"{value:+.1f}".replace(".", ",")


def close_call(estimate: Estimate) -> Text:
    """What the verdict says of an answer behind the best that the sample cannot tell from it."""
    return Text(
        "Почти равны: {value} и {best} виста, разница меньше ошибки оценки (±{margin} при "
        "{confidence} % уверенности).",
        "Nearly equal: {value_en} and {best_en} whists, a difference within the estimate's "
        "error (±{margin_en} at {confidence} % confidence).",
    ).format(
        value=number(estimate.value),
        best=number(estimate.best_value),
        margin=f"{estimate.margin:.1f}".replace(".", ","),
        value_en=f"{estimate.value:+.1f}",
        best_en=f"{estimate.best_value:+.1f}",
        margin_en=f"{estimate.margin:.1f}",
        confidence=CONFIDENCE,
    )


def error_text(estimate: Estimate) -> Text:
    """The error of the estimate, as a sentence: «Ошибка разницы с лучшим ответом ±0,4 виста
    (95 %).» (the verdict has already said over how many layouts)."""
    if estimate.margin < 0.05 and estimate.gap <= 0:  # the best itself, or an exact tie
        return Text("", "")
    if estimate.margin < 0.05:
        return Text(
            "Разница с лучшим ответом на всех этих раскладах одна и та же.",
            "The difference from the best answer is the same on every one of these layouts.",
        )
    return Text(
        "Ошибка разницы с лучшим ответом ±{margin} виста ({c} %).",
        "The error of the difference from the best answer is ±{margin_en} whists ({c} %).",
    ).format(
        margin=f"{estimate.margin:.1f}".replace(".", ","),
        margin_en=f"{estimate.margin:.1f}",
        c=CONFIDENCE,
    )
