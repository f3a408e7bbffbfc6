"""System check: every role of the permission table is a role a membership can have, and every
action has a permission registered (rulings/clubs/rules.py)."""

from __future__ import annotations

from typing import Any

import rules
from django.core.checks import Error, register

from rulings.clubs.models import Membership


@register()
def club_permissions(app_configs: Any = None, **kwargs: Any) -> list[Error]:
    from rulings.clubs.rules import ALLOWED

    roles = {key for key, _label in Membership.ROLES}
    errors = []
    for action, allowed in ALLOWED.items():
        if not allowed <= roles:
            errors.append(
                Error(
                    f"clubs: {action} names roles no membership has: {sorted(allowed - roles)}",
                    id="clubs.E001",
                )
            )
        if not rules.perm_exists(f"clubs.{action}"):
            errors.append(Error(f"clubs: no permission registered for {action}", id="clubs.E002"))
    return errors
