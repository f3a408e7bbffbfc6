"""A club with one person of each role, and a signed-in stranger."""

import pytest
from django.contrib.auth import get_user_model

from rulings.clubs import services
from rulings.clubs.models import Membership


def make_user(name: str, **names):
    return get_user_model().objects.create_user(name, **names)  # no password: quick to make


@pytest.fixture
def people(db):
    host, editor, member, stranger = (make_user(n) for n in ("vera", "egor", "masha", "stas"))
    club = services.create_club(
        host=host, slug="thursday", name="Четверг у Веры", preset="sochi", about="По четвергам."
    )
    Membership.objects.create(club=club, user=editor, role=Membership.EDITOR)
    Membership.objects.create(club=club, user=member, role=Membership.MEMBER)
    return {"club": club, "host": host, "editor": editor, "member": member, "stranger": stranger}
