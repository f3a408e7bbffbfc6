"""Permissions (django-rules) for saved drills (issue 19, «Разбор своих сдач»).

A saved drill is its signed-in owner's: only the owner sees it listed, shares or revokes its
link and deletes it. Anyone may play it (a visitor too) while its link is shared; a drill not
shared, or whose link was revoked, is played by its owner alone. Saving needs an account.
"""

from __future__ import annotations

import rules


@rules.predicate
def owns_drill(user, drill) -> bool:
    return bool(drill is not None and user and user.is_authenticated and user.pk == drill.user_id)


@rules.predicate
def drill_is_shared(user, drill) -> bool:
    return bool(drill is not None and drill.shared)


rules.add_perm("tutorial.add_saveddrill", rules.is_authenticated)
rules.add_perm("tutorial.play_saveddrill", owns_drill | drill_is_shared)
rules.add_perm("tutorial.change_saveddrill", owns_drill)
rules.add_perm("tutorial.delete_saveddrill", owns_drill)
