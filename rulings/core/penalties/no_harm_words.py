"""The card's one plain sentence for each compensation (issue 21): who is protected, what is
written and why, with the clause.

Each player who did not offend and is compensated gets one sentence: for a peek's penalty
(Lesnoy's code 3.9.12 «не должно нанести ущерба другим игрокам», ``scored.protect_others``),
for the damage of a card out of turn on raspasy (3.9.14.3 «целиком компенсирован нарушителем»,
``out_of_turn_raspasy``), or under the table's rule that nobody who did not offend ends worse
off than without the penalties (option ``offender_may_not_gain``). Names are only ever in the
nominative («игрок Боря», «на игрока Боря»), so no sentence needs a name's gender or case;
numbers of whists are nested texts the card writes through the plural forms («1 вист»,
«3 виста», «14 вистов»).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from rulings.core.i18n import gettext_noop
from rulings.core.penalties.ruling import Text
from rulings.core.scoring.entries import as_number

WHISTS = gettext_noop("%(n)s whists")  # the card picks the plural form (card_words.COUNTED)
PAYMENT = gettext_noop("%(whists)s on %(offender)s")
PAYMENT_ROUNDED = gettext_noop(
    "%(whists)s on %(offender)s (%(share)s, rounded up to a whole whist)"
)
BOTH = gettext_noop("%(first)s and %(last)s")
SEVERAL = gettext_noop("%(first)s, %(rest)s")

ONE_PEEK = gettext_noop(
    "The penalty of %(offenders)s must not harm %(player)s (%(clause)s): without the penalty "
    "trick the balance of %(player)s would be higher by %(loss)s, so %(player)s writes "
    "%(payments)s."
)
PEEKS = gettext_noop(
    "The penalties of %(offenders)s must not harm %(player)s (%(clause)s): without them the "
    "balance of %(player)s would be higher by %(loss)s; %(how)s: %(player)s writes "
    "%(payments)s."
)
TABLE = gettext_noop(
    "By the table's rule nobody who did not offend ends worse off than without the penalties "
    "(%(clause)s): without them the balance of %(player)s would be higher by %(loss)s, so "
    "%(player)s writes %(payments)s."
)
TABLE_SHARED = gettext_noop(
    "By the table's rule nobody who did not offend ends worse off than without the penalties "
    "(%(clause)s): without them the balance of %(player)s would be higher by %(loss)s; "
    "%(how)s: %(player)s writes %(payments)s."
)
DAMAGE = gettext_noop(
    "The damage from the card out of turn is compensated by the offender in full (%(clause)s): "
    "without the offence the tricks would have been %(deal)s and the balance of %(player)s "
    "higher by %(loss)s, so %(player)s writes %(payments)s."
)
# how several offenders share one player's loss (``scored._shares``)
HOW_OWN = gettext_noop("each offender compensates the harm of his own penalty")
HOW_PROPORTION = gettext_noop(
    "they interact, so the offenders compensate the difference in proportion to the harm of "
    "each one's penalty"
)
HOW_EQUAL = gettext_noop(
    "no penalty does the harm alone, so the offenders compensate the difference in equal shares"
)


def whists(n: Any) -> Text:
    return Text(WHISTS, {"n": as_number(n)})


def listed(parts: Sequence[Any]) -> Any:
    """«A», «A and B», «A, B and C»: names (or texts) in a list, each left as it is."""
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        return Text(BOTH, {"first": parts[0], "last": parts[1]})
    return Text(SEVERAL, {"first": parts[0], "rest": listed(parts[1:])})


def payments(shares: Mapping[str, Any]) -> Any:
    """What the protected player writes on each offender: a share of a whist and more is
    rounded up to a whole whist (the pulya takes whole numbers), and said so."""
    out = []
    for offender, share in shares.items():
        if share <= 0:
            continue
        whole = math.ceil(share)
        if whole == share:
            out.append(Text(PAYMENT, {"whists": whists(whole), "offender": offender}))
        else:
            params = {"whists": whists(whole), "offender": offender, "share": as_number(share)}
            out.append(Text(PAYMENT_ROUNDED, params))
    return listed(out)


def protected(
    player: str,
    loss: Any,
    offenders: Sequence[str],
    shares: Mapping[str, Any],
    clause: str,
    *,
    how: str = "",
    table: bool = False,
) -> Text:
    """The sentence for ``player``, who did not offend, compensated for ``loss`` (in whists)
    by ``offenders`` with ``shares`` (an offender whose penalty did no harm pays nothing);
    ``how`` (one of the ``HOW_*``) when several offenders share it; ``table``: the table's
    rule, not 3.9.12 (``clause`` is the citation the sentence names)."""
    params = {
        "player": player,
        "offenders": listed(offenders),
        "clause": clause,
        "loss": whists(loss),
        "payments": payments(shares),
    }
    if how:
        params["how"] = Text(how)
    if table:
        return Text(TABLE_SHARED if how else TABLE, params)
    return Text(PEEKS if how else ONE_PEEK, params)


def damage_compensated(player: str, offender: str, amount: Any, deal: str, clause: str) -> Text:
    """3.9.14.3: the damage of a card out of turn (``amount`` in whists, the tricks without the
    offence ``deal``), compensated in full by its offender."""
    params = {
        "player": player,
        "clause": clause,
        "deal": deal,
        "loss": whists(amount),
        "payments": Text(PAYMENT, {"whists": whists(amount), "offender": offender}),
    }
    return Text(DAMAGE, params)
