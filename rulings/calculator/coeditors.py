"""Co-editors of a game (issue 24): the owner names signed-in users who enter deals too, by
username or by an invitation link; only the owner names or removes them (the views check
``rulings.share_game``). Each refusal is a ``CoEditorRefused`` whose message the page shows.
"""

from __future__ import annotations

import re
from typing import Any

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from rulings.models import CoEditor, EditInvitation, Game

# A game is kept by a table: a few phones, not a crowd.
MAX_COEDITORS = 10
# the characters Django's usernames are made of (UnicodeUsernameValidator), at most 150
USERNAME = re.compile(r"[\w.@+-]{1,150}")


class CoEditorRefused(ValueError):
    """Why a user cannot be named co-editor, in the reader's language."""


def coeditors(game: Game) -> list[CoEditor]:
    return list(game.coeditors.select_related("user"))


def add_by_username(game: Game, username: str) -> CoEditor:
    name = username.strip()
    # what no username can be (a NUL, which PostgreSQL refuses in text) names nobody, unasked
    can_be = USERNAME.fullmatch(name) is not None
    user = get_user_model().objects.filter(username__iexact=name).first() if can_be else None
    if user is None:
        raise CoEditorRefused(
            _(
                "There is no user «%(name)s» on the site: ask for the exact username, or send "
                "the invitation link."
            )
            % {"name": name[:150]}
        )
    return add(game, user)


def add(game: Game, user: Any) -> CoEditor:
    if user.pk == game.owner_id:
        raise CoEditorRefused(_("This is the owner of the game: the owner enters deals anyway."))
    existing = game.coeditors.filter(user=user).first()
    if existing is not None:
        return existing
    if game.coeditors.count() >= MAX_COEDITORS:
        raise CoEditorRefused(
            _("A game has at most %(n)s co-editors: remove one first.") % {"n": MAX_COEDITORS}
        )
    try:
        with transaction.atomic():
            return CoEditor.objects.create(game=game, user=user)
    except IntegrityError:  # the same user added at the same moment from another page
        return game.coeditors.get(user=user)


def remove(game: Game, coeditor_id: int) -> int:
    return game.coeditors.filter(pk=coeditor_id).delete()[0]


def invitation(game: Game) -> EditInvitation | None:
    return EditInvitation.objects.filter(game=game).first()


def invite(game: Game) -> EditInvitation:
    """The game's invitation link, made when there is none."""
    return EditInvitation.objects.get_or_create(game=game)[0]


def revoke(game: Game) -> None:
    EditInvitation.objects.filter(game=game).delete()


def accept(found: EditInvitation, user: Any) -> Game:
    """The invited game with ``user`` its co-editor (its owner stays its owner)."""
    if user.pk != found.game.owner_id:
        add(found.game, user)
    return found.game
