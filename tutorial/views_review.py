"""Mistakes come back: the review queue's page, the review session, a stage's summary.

The queue is the learner's own (``selectors.review_queue`` filters by the owner, as every read
of progress does): a visitor's lives in the session's key, an account's in the user, and the
two are merged at sign-in (services.merge_into_user). The review session is a chain of level
pages marked ``?review=1``: ``review_next`` opens the first due mistake, the level's verdict
links back to it, and an answer given moves the mistake on or back (tutorial/spacing.py), so the
next one comes up until none is due.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET

from tutorial import lessons, selectors
from tutorial.selectors import MAX_STARS, Queued
from tutorial.views import REVIEW_QUERY, fresh_seed, owner_of
from tutorial.views import _stage as stage_or_404


def queued_url(queued: Queued) -> str:
    """Where a queued mistake is taken again: the course level (a deal to play out: at the
    table), or a fresh practice deal of its stage (a new seed: the theme comes back, not the
    deal that was missed; a play-out stage's practice page sends it on to the table)."""
    if queued.practice:
        return reverse("tutorial:practice", args=[queued.stage.id, fresh_seed(queued.stage.id)])
    if queued.level.kind == "play_to_goal":
        return reverse("tutorial:table", args=[queued.level.id])
    return reverse("tutorial:level", args=[queued.level.id])


@require_GET
def review(request: HttpRequest) -> HttpResponse:
    """The queue: what is due now (with «Начать повторение»), then what comes back when."""
    queue = selectors.review_queue(owner_of(request))
    now = timezone.now()
    context = {
        "due": [
            (queued, queued_url(queued) + REVIEW_QUERY)
            for queued in queue
            if queued.item.review.is_due(now)
        ],
        "later": [queued for queued in queue if not queued.item.review.is_due(now)],
        "reviews": selectors.review_count(owner_of(request), now),
    }
    return render(request, "tutorial/review.html", context)


@require_GET
def review_next(request: HttpRequest) -> HttpResponse:
    """The first mistake due, as a level page of the review session; the queue's page once
    none is due."""
    due = selectors.due_reviews(owner_of(request))
    if not due:
        return redirect("tutorial:review")
    return redirect(queued_url(due[0]) + REVIEW_QUERY)


@require_GET
def stage_done(request: HttpRequest, stage_id: str) -> HttpResponse:
    """A stage's summary (the screen a finished stage leads to): its stars, the levels below
    three stars to take again, the next stage, practice."""
    found = stage_or_404(stage_id)
    progress = selectors.progress_by_level(owner_of(request))
    summary = selectors.stage_summary(found, progress)
    order = lessons.stages()
    after = order[order.index(found) + 1 :]
    context: dict[str, Any] = {
        "stage": found,
        "summary": summary,
        "redo": [
            (level, progress.get(level.id))
            for level in found.levels
            if _stars(progress.get(level.id)) < MAX_STARS
        ],
        "unsolved": len(found.levels) - summary.solved,
        "next_stage": after[0] if after else None,
        "practice": found.id in lessons.PRACTICE_STAGES,
        "max_stars": MAX_STARS,
    }
    return render(request, "tutorial/review_stage.html", context)


def _stars(row: Any) -> int:
    return row.stars if row else 0
