"""Signing out ends the session everywhere (issue 23).

Sessions are signed cookies (settings ``SESSION_ENGINE``): the server keeps no session to
delete, so a copied cookie would outlive «Выйти». Each user has a session generation; signing
in writes the current one into the session, signing out moves it on, and every request of a
signed-in user compares the two (``SessionGenerationMiddleware``, one indexed read): a cookie
of an older generation is signed out. Signing out on one device signs out every device.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth.signals import user_logged_in, user_logged_out
from django.db import models
from django.db.models import F
from django.dispatch import receiver
from django.http import HttpRequest

SESSION_KEY = "session_generation"


class SessionGeneration(models.Model):
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        primary_key=True,
        on_delete=models.CASCADE,
        related_name="session_generation",
    )
    generation = models.PositiveBigIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.user_id}: {self.generation}"


def current_generation(user: Any) -> int:
    found = SessionGeneration.objects.filter(user=user).values_list("generation", flat=True)
    return found.first() or 0


@receiver(user_logged_in)
def _remember_generation(sender: Any, request: HttpRequest, user: Any, **kwargs: Any) -> None:
    if request is not None and hasattr(request, "session"):
        request.session[SESSION_KEY] = current_generation(user)


@receiver(user_logged_out)
def _end_every_session(sender: Any, request: HttpRequest, user: Any, **kwargs: Any) -> None:
    if user is None:
        return
    moved = SessionGeneration.objects.filter(user=user).update(generation=F("generation") + 1)
    if not moved:
        SessionGeneration.objects.get_or_create(user=user, defaults={"generation": 1})
