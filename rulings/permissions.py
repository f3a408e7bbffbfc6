"""Permissions (django-rules): who may see and change a calculator game, and a house convention.

A game belongs to its signed-in owner, or, while it has none, to the browser session that made
it (the calculator's key kept in that session). Predicates take a ``GameAccess``: the game and
the visitor's session key, since an anonymous owner is known only by the session. Spectators
use the read-only share link, which needs no permission.

Co-editors (issue 24): signed-in users the owner names (``CoEditor``) see the game and change
it as the owner does — enter, edit and delete deals, undo, finish, the price — through every
view and API that takes ``rulings.change_game``; only the owner names or removes them and makes
the invitation link (``rulings.share_game``).
"""

from __future__ import annotations

from dataclasses import dataclass

import rules

from rulings.models import CoEditor, Game, HouseConvention


@dataclass(frozen=True)
class GameAccess:
    game: Game
    session_key: str = ""


@rules.predicate
def owns_game(user, access: GameAccess | None) -> bool:
    if access is None:
        return False
    game = access.game
    if game.owner_id is not None:
        return bool(user and user.is_authenticated and user.pk == game.owner_id)
    return bool(access.session_key) and access.session_key == game.session_key


@rules.predicate
def coedits_game(user, access: GameAccess | None) -> bool:
    if access is None or not (user and user.is_authenticated):
        return False
    return CoEditor.objects.filter(game_id=access.game.pk, user_id=user.pk).exists()


edits_game = owns_game | coedits_game

rules.add_perm("rulings.view_game", edits_game)
rules.add_perm("rulings.change_game", edits_game)
rules.add_perm("rulings.share_game", owns_game)
rules.add_perm("rulings.delete_game", owns_game)


# House conventions: anyone reads the page; a signed-in user may publish one, and only its
# host may change or delete it.
@rules.predicate
def hosts_house(user, house: HouseConvention | None) -> bool:
    return bool(house is not None and user and user.is_authenticated and user.pk == house.owner_id)


rules.add_perm("rulings.add_houseconvention", rules.is_authenticated)
rules.add_perm("rulings.change_houseconvention", hosts_house)
rules.add_perm("rulings.delete_houseconvention", hosts_house)
