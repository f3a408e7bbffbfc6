"""Stars for one answer (issue 11; the lichess Learn and chess.com anchors).

The rule, one star lost for each of these, never below one for a right answer:

* 3 stars: the best answer, at the first attempt (or within ``par`` attempts), without hints;
* an answer that is accepted but not the best (value-graded kinds: within the level's tolerance
  of the best expected score) starts from 2;
* each hint used costs a star;
* attempts beyond the level's ``par`` cost a star;
* a wrong answer earns 0.
"""

from __future__ import annotations

MAX_STARS = 3


def stars(*, correct: bool, best: bool, hints_used: int, attempt: int, par: int) -> int:
    if not correct:
        return 0
    earned = MAX_STARS if best else MAX_STARS - 1
    earned -= max(hints_used, 0)
    if attempt > par:
        earned -= 1
    return max(earned, 1)
