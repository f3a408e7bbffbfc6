"""The kinds of values the penalty options of a convention take (``options/penalties.py``).

Each enum names one choice where the sources differ (our rules reference §7):
the option that holds it says which source each value comes from.
"""

from __future__ import annotations

import enum


class DamageStandard(enum.StrEnum):
    """What a complainant must show under Lesnoy's code 3.9.14.3 («может это доказать»)."""

    # some sequence of plays not against common sense: everyone playing to hold him down
    # (the worked example: «была возможна некоторая последовательность ходов»)
    COOPERATIVE = "cooperative"
    # what he would surely have made against the others' best play (double dummy)
    DOUBLE_DUMMY = "double_dummy"


class RemizScale(enum.StrEnum):
    """What one remiz written by a whister as a penalty is worth on the pulya sheet."""

    # one undertrick of the declarer at the game's price (our rules reference §7, derived)
    DECLARER = "declarer"
    # one trick short of a whister's obligation (the Leningrad table (shram.kiev.ua): half the game
    # cost when semi-responsible)
    WHISTER = "whister"


class MisdealRules(enum.StrEnum):
    """Which text decides when a misdeal means a redeal."""

    CODE = "code"  # Lesnoy's book 3.2.12–3.2.15
    CLASSIC = "classic"  # the classic text «Карты пересдаются в следующих случаях»
