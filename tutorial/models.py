"""A learner's progress through the course (tutorial.lessons) and their choices.

Progress belongs to a signed-in user, or, while there is none, to the browser session that
earned it: the random key the calculator keeps in the signed session
(rulings/web/session.py). At sign-in or sign-up the session's rows become the user's,
the best of both kept per level (tutorial/signals.py, services.merge_into_user).
"""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

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
