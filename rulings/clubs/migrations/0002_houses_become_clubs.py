"""Every house convention becomes a club: its host, its page's notes, its rules as version 1
(published, named as the games will record it), the house kept as the club's mirror. Back:
nothing to undo in the houses (the clubs go with their tables)."""

from django.db import migrations
from django.utils import timezone, translation


def houses_to_clubs(apps, schema_editor):
    House = apps.get_model("rulings", "HouseConvention")
    Club = apps.get_model("clubs", "Club")
    Membership = apps.get_model("clubs", "Membership")
    ClubVersion = apps.get_model("clubs", "ClubVersion")
    now = timezone.now()
    for house in House.objects.exclude(slug__in=Club.objects.values("slug")):
        club = Club.objects.create(
            slug=house.slug, name=house.title[:80], about=house.about, house=house
        )
        Membership.objects.create(club=club, user_id=house.owner_id, role="host")
        with translation.override("ru"):
            label = translation.gettext("%(club)s, version %(number)s of %(date)s") % {
                "club": club.name,
                "number": 1,
                "date": timezone.localdate(now).strftime("%d.%m"),
            }
        ClubVersion.objects.create(
            club=club,
            number=1,
            state="published",
            preset=house.preset,
            options=house.options,
            label=label,
            published_at=now,
        )


class Migration(migrations.Migration):
    dependencies = [("clubs", "0001_initial")]

    operations = [migrations.RunPython(houses_to_clubs, migrations.RunPython.noop)]
