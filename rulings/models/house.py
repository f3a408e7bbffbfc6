"""A house convention: a club's table rules, published as a page (``/house/<slug>/``).

It is a preset plus the options the club changes (``Convention.changes_from``), with the
host's own notes. The calculator starts games under it and the adjudicator rules under it:
each takes a copy of the rules when it starts ({"preset", "options", "name"} in the game or
request record), so a game already under way keeps the rules it began with when the host edits
the page later. Only its host (the signed-in user who made it) may change or delete it
(rulings/permissions.py); anyone may read it.
"""

import re
from typing import Any

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from rulings.core import PRESETS, Convention, ConventionError

# what a SlugField accepts: anything else (NUL in ``?house=`` is refused by PostgreSQL) names
# no house, without asking the database
SLUG = re.compile(r"[-a-zA-Z0-9_]{1,60}")


class HouseConventionQuerySet(models.QuerySet):
    def at(self, slug: object) -> "HouseConvention | None":
        """The house convention at the address ``slug`` (a visitor's text), or None."""
        if not isinstance(slug, str) or not SLUG.fullmatch(slug):
            return None
        return self.filter(slug=slug).first()


class HouseConvention(models.Model):
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="house_conventions",
        verbose_name=_("host"),
    )
    slug = models.SlugField(_("address"), max_length=60, unique=True)
    title = models.CharField(_("name"), max_length=120)
    about = models.TextField(_("the host's notes"), max_length=4000, blank=True)
    preset = models.CharField(
        _("preset"), max_length=20, choices=[(key, key) for key in PRESETS], default="sochi"
    )
    # The options changed from the preset, as Convention.with_options takes them (checked by
    # the rules core in rulings.houses.forms.RulesForm before they are saved).
    options = models.JSONField(_("changed options"), default=dict, blank=True)
    created_at = models.DateTimeField(_("created"), auto_now_add=True)
    updated_at = models.DateTimeField(_("updated"), auto_now=True)

    objects = HouseConventionQuerySet.as_manager()

    class Meta:
        app_label = "rulings"
        ordering = ["title"]
        verbose_name = _("house convention")
        verbose_name_plural = _("house conventions")

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("houses:detail", args=[self.slug])

    def convention(self) -> Convention:
        return Convention.preset(self.preset).with_options(self.options)

    def usable_convention(self) -> tuple[Convention, list[str]]:
        """The convention with every stored option the rules core still accepts, and the
        names of those it refuses (saved under older rules): the page and the form show
        what is left and name the rest, so the host can save the options again."""
        try:
            base = Convention.preset(self.preset)
        except ConventionError:
            base, refused = Convention.preset("sochi"), ["preset"]
        else:
            refused = []
        conv = base
        for name, value in self.options.items():
            try:
                conv = conv.with_options({name: value})
            except ConventionError:
                refused.append(name)
        return conv, refused

    def spec(self) -> dict[str, Any]:
        """The rules as a game or an adjudication request records them."""
        return {"preset": self.preset, "options": dict(self.options), "name": self.title}
