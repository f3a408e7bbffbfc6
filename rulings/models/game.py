"""A pulya kept in the browser: the game record (JSON) is the single source of truth.

The sheet, the explanations and the settlement are always recomputed from ``record`` by the
scoring engine (``rulings.core.score``); nothing derived is stored but the number of
undo steps. ``version`` grows by one on every change, so two people entering into the same
game cannot overwrite each other (optimistic locking, see ``rulings.calculator.services``).
"""

import secrets

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


def new_share_token() -> str:
    return secrets.token_urlsafe(16)


class Game(models.Model):
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="preferans_games",
        verbose_name=_("owner"),
    )
    # The calculator's key kept in the anonymous creator's session (not Django's session key,
    # which changes at sign-in): whoever holds it owns the game until a user claims it.
    session_key = models.CharField(_("session key"), max_length=64, blank=True, db_index=True)
    title = models.CharField(_("title"), max_length=120, blank=True)
    # The game record of docs/game-record.schema.json: convention, players, pulya, deals.
    record = models.JSONField(_("game record"))
    # Seat index of the first deal's dealer (later dealers follow clockwise from the record).
    first_dealer = models.PositiveSmallIntegerField(_("first dealer"), default=0)
    whist_price = models.DecimalField(_("whist price"), max_digits=10, decimal_places=2, default=0)
    finished = models.BooleanField(_("finished"), default=False)
    # How many earlier states undo can bring back (its UndoStep rows, counted on every write so
    # that drawing the Undo button reads no other row).
    undo_depth = models.PositiveSmallIntegerField(_("undo depth"), default=0)
    version = models.PositiveIntegerField(_("version"), default=1)
    share_token = models.CharField(
        _("share token"), max_length=32, unique=True, default=new_share_token
    )
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    updated_at = models.DateTimeField(_("updated"), auto_now=True)

    class Meta:
        app_label = "rulings"
        ordering = ["-updated_at"]
        verbose_name = _("game")
        verbose_name_plural = _("games")

    def __str__(self) -> str:
        return self.title or ", ".join(self.players)

    @property
    def players(self) -> list[str]:
        return list(self.record.get("players", []))

    @property
    def deals(self) -> list[dict]:
        return list(self.record.get("deals", []))


class UndoStep(models.Model):
    """One earlier state of a game that undo brings back; the newest has the highest id.

    Kept in rows of their own, not in the game's row: reading a game (every page, every sheet)
    does not parse them, and a change adds one row instead of rewriting them all. Bounded in
    number and in size by rulings.calculator.services (``undo_steps_kept``).
    """

    game = models.ForeignKey(
        Game, on_delete=models.CASCADE, related_name="undo_steps", verbose_name=_("game")
    )
    record = models.JSONField(_("game record"))
    finished = models.BooleanField(_("finished"), default=False)
    size = models.PositiveIntegerField(_("size in bytes"))  # the record as UTF-8 JSON

    class Meta:
        app_label = "rulings"
        ordering = ["id"]
        verbose_name = _("undo step")
        verbose_name_plural = _("undo steps")

    def __str__(self) -> str:
        return f"{self.game_id}: {self.size} B"
