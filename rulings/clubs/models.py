"""A club: its people (host, editors, members), its invitations, its house rules in versions,
its games and seasons (docs/houses.md).

The rules are versions: a draft that the host and editors edit and every member reads and
comments on, and published versions that never change (``save`` and ``delete`` refuse). The
version in force is the newest published one. Games, rulings and lesson progress keep the
version they were played, ruled or learned under in rows of this app (``ClubGame``,
``RulingVersion``, ``ProgressVersion``), so nothing is added to the rulings app's models.

Each club keeps a ``HouseConvention`` of the same address as the mirror of its version in
force: the calculator, the arbiter and the lessons take a club's rules through it
(``?house=<address>``). A club game records its version's own name («Четверг у Веры,
версия 3 от 12.10»).
"""

from __future__ import annotations

import secrets
from typing import Any

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext, override
from django.utils.translation import gettext_lazy as _

from rulings.core import PRESETS, Convention, ConventionError
from rulings.models import Game, HouseConvention, SavedRuling
from tutorial.models import LevelProgress


class KeptVersion(ValueError):
    """A published version is kept as it is: it is neither changed nor deleted."""


class Club(models.Model):
    slug = models.SlugField(_("address"), max_length=60, unique=True)
    name = models.CharField(_("name"), max_length=80)
    about = models.TextField(_("about the club"), max_length=4000, blank=True)
    stakes = models.CharField(_("stakes"), max_length=200, blank=True)
    arbiter = models.CharField(_("who rules at the table"), max_length=200, blank=True)
    # the mirror of the version in force, which the calculator, the arbiter and the lessons read
    house = models.OneToOneField(
        HouseConvention, null=True, blank=True, on_delete=models.SET_NULL, related_name="club"
    )
    created_at = models.DateTimeField(_("created"), auto_now_add=True)

    class Meta:
        ordering = ["name"]
        verbose_name = _("club")
        verbose_name_plural = _("clubs")

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("clubs:detail", args=[self.slug])

    def in_force(self) -> ClubVersion | None:
        return self.versions.filter(state=ClubVersion.PUBLISHED).order_by("-number").first()

    def draft(self) -> ClubVersion | None:
        return self.versions.filter(state=ClubVersion.DRAFT).first()

    def host(self) -> Any:
        found = self.memberships.filter(role=Membership.HOST).select_related("user").first()
        return found.user if found else None


class Membership(models.Model):
    HOST, EDITOR, MEMBER = "host", "editor", "member"
    ROLES = [(HOST, _("host")), (EDITOR, _("editor")), (MEMBER, _("member"))]

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_memberships"
    )
    role = models.CharField(_("role"), max_length=10, choices=ROLES, default=MEMBER)
    joined_at = models.DateTimeField(_("joined"), default=timezone.now)
    # set when the host removes the member (or the member leaves): the row stays, so that an
    # invitation made before cannot bring a removed member back
    removed_at = models.DateTimeField(_("removed"), null=True, blank=True)

    class Meta:
        ordering = ["joined_at"]
        constraints = [
            models.UniqueConstraint(fields=["club", "user"], name="club_member_once"),
            models.UniqueConstraint(
                fields=["club"], condition=Q(role="host"), name="club_one_host"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} ({self.role}, {self.club})"

    @property
    def active(self) -> bool:
        return self.removed_at is None


def new_token() -> str:
    return secrets.token_urlsafe(16)


class Invitation(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="invitations")
    token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    created_at = models.DateTimeField(_("created"), default=timezone.now)
    expires_at = models.DateTimeField(_("expires"))
    revoked_at = models.DateTimeField(_("revoked"), null=True, blank=True)
    joined = models.PositiveIntegerField(_("joined by it"), default=0)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.club}: {self.token}"

    def get_absolute_url(self) -> str:
        return reverse("clubs:join", args=[self.token])

    def usable(self, now: Any = None) -> bool:
        return self.revoked_at is None and (now or timezone.now()) < self.expires_at


class ClubVersion(models.Model):
    DRAFT, PUBLISHED = "draft", "published"

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField(_("version"))
    state = models.CharField(
        max_length=10, choices=[(DRAFT, _("draft")), (PUBLISHED, _("published"))], default=DRAFT
    )
    preset = models.CharField(
        _("preset"), max_length=20, choices=[(key, key) for key in PRESETS], default="sochi"
    )
    # the options changed from the preset, checked by the rules core before they are saved
    options = models.JSONField(_("changed options"), default=dict, blank=True)
    # grows with every change of the draft: an edit or a publish sent from an older page is
    # refused (a 409 that keeps what was typed)
    revision = models.PositiveIntegerField(default=1)
    # the name a game or a ruling records, fixed when the version is published
    label = models.CharField(max_length=200, blank=True)
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    updated_at = models.DateTimeField(_("updated"), auto_now=True)
    published_at = models.DateTimeField(_("published"), null=True, blank=True)

    class Meta:
        ordering = ["number"]
        constraints = [
            models.UniqueConstraint(fields=["club", "number"], name="club_version_number"),
            models.UniqueConstraint(
                fields=["club"], condition=Q(state="draft"), name="club_one_draft"
            ),
        ]

    def __str__(self) -> str:
        return self.label or f"{self.club} v{self.number}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if self.pk and ClubVersion.objects.filter(pk=self.pk, state=self.PUBLISHED).exists():
            raise KeptVersion(gettext("A published version is kept as it is."))
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("clubs:version", args=[self.club.slug, self.number])

    def delete(self, *args: Any, **kwargs: Any) -> Any:
        if ClubVersion.objects.filter(pk=self.pk, state=self.PUBLISHED).exists():
            raise KeptVersion(gettext("A published version is kept as it is."))
        return super().delete(*args, **kwargs)

    @property
    def published(self) -> bool:
        return self.state == self.PUBLISHED

    def convention(self) -> Convention:
        return Convention.preset(self.preset).with_options(self.options)

    def convention_base(self) -> Convention:
        """The preset the version starts from."""
        return Convention.preset(self.preset)

    def usable_convention(self) -> tuple[Convention, list[str]]:
        """As ``HouseConvention.usable_convention``: what the core still accepts, and the
        names of what it refuses (the rules form starts those at the preset's value)."""
        try:
            conv = Convention.preset(self.preset)
        except ConventionError:
            conv, refused = Convention.preset("sochi"), ["preset"]
        else:
            refused = []
        for name, value in self.options.items():
            try:
                conv = conv.with_options({name: value})
            except ConventionError:
                refused.append(name)
        return conv, refused

    def spec(self) -> dict[str, Any]:
        """The rules as a game or a ruling records them, named by the version."""
        return {"preset": self.preset, "options": dict(self.options), "name": self.label}

    def make_label(self) -> str:
        """In the site's language: the records of games and rulings keep it as it is."""
        with override(settings.LANGUAGE_CODE):
            return self._label()

    def _label(self) -> str:
        return gettext("%(club)s, version %(number)s of %(date)s") % {
            "club": self.club.name,
            "number": self.number,
            "date": self.published_on(),
        }

    def published_on(self) -> str:
        """«12.10»: the day of publishing in the site's time zone, as the templates show it."""
        return timezone.localdate(self.published_at).strftime("%d.%m")


class DraftComment(models.Model):
    version = models.ForeignKey(ClubVersion, on_delete=models.CASCADE, related_name="comments")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    text = models.TextField(_("comment"), max_length=2000)
    created_at = models.DateTimeField(_("created"), auto_now_add=True)

    class Meta:
        ordering = ["created_at"]

    def __str__(self) -> str:
        return self.text[:40]


class Season(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="seasons")
    name = models.CharField(_("name"), max_length=80)
    starts_on = models.DateField(_("from"))
    ends_on = models.DateField(_("to"))

    class Meta:
        ordering = ["-starts_on"]

    def __str__(self) -> str:
        return self.name


class ClubGame(models.Model):
    """A calculator game that belongs to a club, with the version it is played under."""

    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="club_entry")
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="games")
    version = models.ForeignKey(ClubVersion, on_delete=models.PROTECT, related_name="games")
    played_on = models.DateField(_("played on"), default=timezone.localdate)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    # the game's version its seats' results were scored at (services.keep_results)
    scored_version = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["-played_on", "-pk"]
        indexes = [models.Index(fields=["club", "played_on"])]

    def __str__(self) -> str:
        return f"{self.club}: {self.game_id}"


class ClubSeat(models.Model):
    """A seat of a club game: a member (by account) or a guest (by name), with the seat's
    result, kept from the game's score whenever the game is saved (signals.py)."""

    club_game = models.ForeignKey(ClubGame, on_delete=models.CASCADE, related_name="seats")
    seat = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    name = models.CharField(_("name"), max_length=40)
    whists = models.DecimalField(max_digits=14, decimal_places=2, null=True)
    money = models.DecimalField(max_digits=16, decimal_places=2, null=True)

    class Meta:
        ordering = ["seat"]
        constraints = [models.UniqueConstraint(fields=["club_game", "seat"], name="club_seat_once")]

    def __str__(self) -> str:
        return self.name


class RulingVersion(models.Model):
    ruling = models.OneToOneField(
        SavedRuling, on_delete=models.CASCADE, related_name="club_version"
    )
    version = models.ForeignKey(ClubVersion, on_delete=models.PROTECT, related_name="rulings")

    def __str__(self) -> str:
        return f"{self.ruling_id}: {self.version}"


class ProgressVersion(models.Model):
    progress = models.OneToOneField(
        LevelProgress, on_delete=models.CASCADE, related_name="club_version"
    )
    version = models.ForeignKey(ClubVersion, on_delete=models.PROTECT, related_name="progress")

    def __str__(self) -> str:
        return f"{self.progress_id}: {self.version}"
