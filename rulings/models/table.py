"""The people at a shared game's table (issue 24): co-editors, the invitation link, and who
wrote what.

The owner names co-editors — signed-in users, by username or by an invitation link — who may
enter deals too (rulings/permissions.py: ``rulings.change_game``). Whoever has the share link
only reads. Every change entered through the calculator's pages is noted as a ``GameChange``
with the version it made and its author, in the same transaction as the write: a phone whose
save was refused as stale is told what happened meanwhile («сдача 7 записана с другого
телефона (Вера)»), and a watching phone is told what it is shown.
"""

import secrets

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from rulings.models.game import Game


def new_invitation_token() -> str:
    return secrets.token_urlsafe(16)


class CoEditor(models.Model):
    game = models.ForeignKey(
        Game, on_delete=models.CASCADE, related_name="coeditors", verbose_name=_("game")
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="coedited_games",
        verbose_name=_("co-editor"),
    )
    added_at = models.DateTimeField(_("added"), auto_now_add=True)

    class Meta:
        app_label = "rulings"
        ordering = ["added_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["game", "user"], name="one_coeditor_per_game_user")
        ]
        verbose_name = _("co-editor")
        verbose_name_plural = _("co-editors")

    def __str__(self) -> str:
        return f"{self.game_id}: {self.user_id}"


class EditInvitation(models.Model):
    """The game's invitation link (one at a time): a signed-in user who opens it and accepts
    becomes a co-editor. The owner may take it back (the row goes) and make a new one."""

    game = models.OneToOneField(
        Game, on_delete=models.CASCADE, related_name="invitation", verbose_name=_("game")
    )
    token = models.CharField(
        _("token"), max_length=32, unique=True, default=new_invitation_token, editable=False
    )
    created_at = models.DateTimeField(_("created"), auto_now_add=True)

    class Meta:
        app_label = "rulings"
        verbose_name = _("invitation to enter deals")
        verbose_name_plural = _("invitations to enter deals")

    def __str__(self) -> str:
        return f"{self.game_id}: {self.token}"


class GameChange(models.Model):
    """One change of a game as the calculator wrote it: the version it made, who made it, what
    it was (a deal added, edited or deleted; undo; the rest) and the deal's place."""

    ADD, EDIT, DELETE, OTHER = "add", "edit", "delete", "other"
    KINDS = [(ADD, ADD), (EDIT, EDIT), (DELETE, DELETE), (OTHER, OTHER)]

    game = models.ForeignKey(
        Game, on_delete=models.CASCADE, related_name="changes", verbose_name=_("game")
    )
    version = models.PositiveIntegerField(_("version"))
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        verbose_name=_("author"),
    )
    kind = models.CharField(_("what changed"), max_length=8, choices=KINDS)
    # 0-based index of the deal added, edited or deleted (None for the other changes)
    deal = models.PositiveSmallIntegerField(_("deal"), null=True, blank=True)
    made_at = models.DateTimeField(_("made"), auto_now_add=True)

    class Meta:
        app_label = "rulings"
        ordering = ["version"]
        indexes = [models.Index(fields=["game", "version"], name="game_change_version")]
        verbose_name = _("change of a game")
        verbose_name_plural = _("changes of games")

    def __str__(self) -> str:
        return f"{self.game_id} v{self.version}: {self.kind}"
