"""Receivers: a house convention becomes a club; a ruling and a lesson's progress keep the
club version they were made under."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_save
from django.dispatch import receiver

from rulings.clubs.models import Club, ClubGame, ClubVersion, ProgressVersion, RulingVersion
from rulings.models import HouseConvention, SavedRuling
from tutorial.models import Learner, LevelProgress

HOUSE_PREFIX = "house:"  # how a learner's convention names a house (tutorial.selectors)


@receiver(post_save, sender=HouseConvention)
def house_becomes_club(
    sender: Any, instance: HouseConvention, created: bool, raw: bool = False, **kw: Any
) -> None:
    """A house convention made elsewhere (an imported account's data) is a club too."""
    if created and not raw and not Club.objects.filter(slug=instance.slug).exists():
        from rulings.clubs.services import club_of_house

        club_of_house(
            instance,
            host=instance.owner,
            name=instance.title,
            options=instance.options,
            about=instance.about,
        )


def version_named(spec: Any) -> ClubVersion | None:
    """The published version whose rules a request or a record names: by the version's own
    name (a club game's), or by the club's name with the rules of its version in force (what
    the arbiter takes from the club's house convention, ``?house=``)."""
    if not isinstance(spec, dict) or not spec.get("name"):
        return None
    name, preset = str(spec["name"]), spec.get("preset")
    published = ClubVersion.objects.filter(state=ClubVersion.PUBLISHED, preset=preset)
    found = published.filter(label=name).order_by("-pk").first()
    if found is not None:
        return found
    club = Club.objects.filter(house__title=name).first()
    version = club.in_force() if club is not None else None
    same = version is not None and version.preset == preset
    return version if same and version.options == (spec.get("options") or {}) else None


@receiver(post_save, sender=SavedRuling)
def ruling_version(
    sender: Any, instance: SavedRuling, created: bool, raw: bool = False, **kw: Any
) -> None:
    """A ruling on a club game keeps the game's version; one asked under a club's rules keeps
    the version its request names."""
    if not created or raw:
        return
    entry = ClubGame.objects.filter(game_id=instance.game_id).first() if instance.game_id else None
    spec = instance.request.get("convention") if isinstance(instance.request, dict) else None
    version = version_named(spec) or (entry.version if entry else None)
    if version is not None:
        RulingVersion.objects.get_or_create(ruling=instance, defaults={"version": version})


@receiver(post_save, sender=LevelProgress)
def progress_version(sender: Any, instance: LevelProgress, raw: bool = False, **kw: Any) -> None:
    """A level's progress keeps the club version in force when it was earned, when the
    learner learns under a club's rules."""
    if raw:
        return
    owner = (
        {"user_id": instance.user_id}
        if instance.user_id
        else {"session_key": instance.session_key, "user__isnull": True}
    )
    learner = Learner.objects.filter(**owner).only("convention").first()
    if learner is None or not learner.convention.startswith(HOUSE_PREFIX):
        return
    club = Club.objects.filter(slug=learner.convention.removeprefix(HOUSE_PREFIX)).first()
    version = club.in_force() if club else None
    if version is not None:
        ProgressVersion.objects.update_or_create(progress=instance, defaults={"version": version})
