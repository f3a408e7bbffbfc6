"""A ruling of the adjudicator kept for its permalink (``/rule/r/<token>/``).

What is stored is what the visitor asked and what the adjudicator answered: the adjudication
request (the deal and the incidents, docs/adjudicator.md) and the ruling JSON
(``Ruling.as_json()``). The permalink page renders the stored ruling, not a new run, so a
shared link keeps saying what it said even if the rules code changes later.

A saved ruling is immutable: there are no edit views, and ``save()`` refuses to update a row
that already exists. The token is unguessable (``secrets.token_urlsafe``); whoever has the link
may read the ruling, nobody may change it.
"""

import hashlib
import json
import secrets
from typing import Any

from django.db import models
from django.utils.translation import gettext_lazy as _

from rulings.models.game import Game


def new_ruling_token() -> str:
    return secrets.token_urlsafe(16)


def ruling_fingerprint(
    request: Any, ruling: Any, game_id: int | None, deal_index: int | None
) -> str:
    """One ruling, one permalink: the same request and answer, from the same game and deal,
    is the same ruling however many times it is saved or written."""
    canonical = json.dumps(
        [request, ruling, game_id, deal_index], sort_keys=True, ensure_ascii=False, default=str
    )
    return hashlib.sha256(canonical.encode()).hexdigest()


class SavedRuling(models.Model):
    token = models.CharField(
        _("token"), max_length=32, unique=True, default=new_ruling_token, editable=False
    )
    # The adjudication request: a deal record (or the short form) with its incidents.
    request = models.JSONField(_("adjudication request"))
    # The adjudicator's answer as ``Ruling.as_json()`` gave it when the ruling was saved.
    ruling = models.JSONField(_("ruling"))
    convention = models.CharField(_("convention"), max_length=20)
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    # The calculator game the flow started from (the ruling outlives the game).
    game = models.ForeignKey(
        Game,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="rulings",
        verbose_name=_("game"),
    )
    # The game's deal the ruling is about (0-based), when it was picked from the game.
    deal_index = models.PositiveSmallIntegerField(_("deal of the game"), null=True, blank=True)
    # ``ruling_fingerprint``: saving the same ruling again gives the same permalink. NULL, not
    # "", for rows saved before it existed: unique allows many NULLs, not many empty strings.
    fingerprint = models.CharField(  # noqa: DJ001
        max_length=64, unique=True, null=True, editable=False
    )

    class Meta:
        app_label = "rulings"
        ordering = ["-created_at"]
        verbose_name = _("saved ruling")
        verbose_name_plural = _("saved rulings")

    def __str__(self) -> str:
        return f"{self.ruling.get('rule', '?')} ({self.token})"

    def save(self, *args, **kwargs):
        if not self._state.adding:
            raise ValueError("a saved ruling is immutable")
        return super().save(*args, **kwargs)


class RulingWrite(models.Model):
    """A saved ruling written into a game: at most once per game (the unique constraint makes
    a second write, even a concurrent one, fail; the service refuses it with the link).

    What was written is kept (``deals``, found again in the game by their content), so that a
    later ruling on the same incident replaces it instead of adding a second penalty (issue
    21); the deal the ruling was about, as it was before, is the saved ruling's request. Rows
    from before this have none.
    """

    ruling = models.ForeignKey(
        SavedRuling, on_delete=models.CASCADE, related_name="writes", verbose_name=_("ruling")
    )
    game = models.ForeignKey(
        Game, on_delete=models.CASCADE, related_name="ruling_writes", verbose_name=_("game")
    )
    written_at = models.DateTimeField(_("written"), auto_now_add=True)
    # ``rulings.arbiter.write_once.deal_key``: the deal the ruling is about
    deal_key = models.CharField(_("deal"), max_length=80, blank=True, editable=False)
    deals = models.JSONField(_("deals written"), default=list, editable=False)

    class Meta:
        app_label = "rulings"
        constraints = [
            models.UniqueConstraint(fields=["ruling", "game"], name="ruling_written_once_per_game")
        ]
        verbose_name = _("ruling written into a game")
        verbose_name_plural = _("rulings written into games")

    def __str__(self) -> str:
        return f"{self.ruling_id} → {self.game_id}"


class WrittenIncident(models.Model):
    """One incident of a deal written into a game by a ruling (issue 21): unique per game, deal
    and incident, so a second write of the same incident, a concurrent one included, fails and
    is offered as a replacement of the first (``rulings.arbiter.write_once``)."""

    write = models.ForeignKey(
        RulingWrite, on_delete=models.CASCADE, related_name="incidents", verbose_name=_("write")
    )
    game = models.ForeignKey(
        Game, on_delete=models.CASCADE, related_name="+", verbose_name=_("game")
    )
    deal_key = models.CharField(_("deal"), max_length=80)
    incident_key = models.CharField(_("incident"), max_length=200)

    class Meta:
        app_label = "rulings"
        constraints = [
            models.UniqueConstraint(
                fields=["game", "deal_key", "incident_key"], name="incident_written_once_per_deal"
            )
        ]
        verbose_name = _("incident written into a game")
        verbose_name_plural = _("incidents written into games")

    def __str__(self) -> str:
        return f"{self.game_id}: {self.deal_key} {self.incident_key}"
