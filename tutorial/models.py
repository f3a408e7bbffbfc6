"""A learner's progress through the course (tutorial.lessons) and their choices.

Progress belongs to a signed-in user, or, while there is none, to the browser session that
earned it: the random key the calculator keeps in the signed session
(rulings/web/session.py). At sign-in or sign-up the session's rows become the user's,
the best of both kept per level (tutorial/signals.py, services.merge_into_user). Mistakes
queued for review (``ReviewItem``) are kept and merged the same way.
"""

import secrets

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutorial.spacing import Review

OWNED = Q(user__isnull=False, session_key="") | Q(user__isnull=True) & ~Q(session_key="")


class LevelProgress(models.Model):
    """One learner on one level: the best stars (only a higher score replaces them), how many
    answers were given, the wrong answers and hints of the try under way (they cost stars; a
    right answer ends the try), when it was first solved."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="level_progress",
    )
    session_key = models.CharField(max_length=64, blank=True, db_index=True)
    level_id = models.CharField(_("level"), max_length=80)
    stars = models.PositiveSmallIntegerField(_("stars"), default=0)
    attempts = models.PositiveIntegerField(_("answers"), default=0)
    misses = models.PositiveSmallIntegerField(_("wrong answers in this try"), default=0)
    hints_used = models.PositiveSmallIntegerField(_("hints"), default=0)
    completed_at = models.DateTimeField(_("solved"), null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.CheckConstraint(condition=OWNED, name="level_progress_has_one_owner"),
            models.UniqueConstraint(
                fields=["user", "level_id"],
                condition=Q(user__isnull=False),
                name="level_progress_user_level",
            ),
            models.UniqueConstraint(
                fields=["session_key", "level_id"],
                condition=Q(user__isnull=True),
                name="level_progress_session_level",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.level_id}: {self.stars}"


class Learner(models.Model):
    """What a learner chose and where they stopped: the convention levels are graded under
    (a preset key, or ``house:<slug>``) and the last course level opened (resume)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="learner",
    )
    session_key = models.CharField(max_length=64, blank=True, db_index=True)
    convention = models.CharField(_("convention"), max_length=80, blank=True)
    last_level = models.CharField(_("last level"), max_length=80, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.CheckConstraint(condition=OWNED, name="learner_has_one_owner"),
            models.UniqueConstraint(
                fields=["session_key"],
                condition=Q(user__isnull=True),
                name="learner_session",
            ),
        ]

    def __str__(self) -> str:
        return self.convention or "-"


class ReviewItem(models.Model):
    """A mistake that comes back (tutorial/spacing.py): a course level, or a practice stage's
    theme (``<stage>-practice``: a fresh deal of it), queued for one learner until ``due_at``;
    ``step`` is the interval that led there (1, 3, 7 days)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="review_items",
    )
    session_key = models.CharField(max_length=64, blank=True, db_index=True)
    key = models.CharField(_("level"), max_length=80)
    step = models.PositiveSmallIntegerField(_("review step"), default=0)
    due_at = models.DateTimeField(_("comes back"), db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["due_at", "key"]
        constraints = [
            models.CheckConstraint(condition=OWNED, name="review_item_has_one_owner"),
            models.UniqueConstraint(
                fields=["user", "key"],
                condition=Q(user__isnull=False),
                name="review_item_user_key",
            ),
            models.UniqueConstraint(
                fields=["session_key", "key"],
                condition=Q(user__isnull=True),
                name="review_item_session_key",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.key}: {self.due_at:%Y-%m-%d}"

    @property
    def review(self) -> Review:
        return Review(step=self.step, due=self.due_at)


MAX_SAVED_DRILLS = 200  # saved drills per learner (saving and importing stop there)


def new_drill_token() -> str:
    """An unguessable share token (about 128 bits), for a saved drill's address."""
    return secrets.token_urlsafe(16)


class SavedDrill(models.Model):
    """A deal a signed-in learner saved to play again (issue 19, «Разбор своих сдач»): the drill
    as the table plays it (``tutorial.lessons.table.drill``: hands, contract, who declared and
    led, the seat), private to its owner. Its address holds ``token``; while ``shared`` anyone
    with the address may play it. Revoking the link makes a new token (the old address is dead)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="saved_drills"
    )
    payload = models.JSONField(pgettext_lazy("saved drill", "deal"))
    title = models.CharField(_("title"), max_length=120)
    token = models.CharField(
        _("link"), max_length=32, unique=True, default=new_drill_token, editable=False
    )
    shared = models.BooleanField(_("shared by link"), default=False)
    created_at = models.DateTimeField(pgettext_lazy("saved drill", "saved"), auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return self.title
