"""The play's options (section «play», розыгрыш): raspasy with three players, where the
sources disagree about the talon (our rules reference §9.1). ``rules/play.py`` plays them out.

Declared with ``option`` (``options/__init__.py``); part of ``Convention`` (``convention.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core.conventions.options import option
from rulings.core.conventions.rules_kinds import RaspasyLeader, RaspasyTalon, TalonUnfollowed
from rulings.core.i18n import gettext_noop
from rulings.core.sources import cite


@dataclass(frozen=True)
class PlayOptions:
    """The play (розыгрыш)."""

    raspasy_talon: RaspasyTalon = option(
        RaspasyTalon.LEADS,
        ru="Распасы втроём: карты прикупа задают масть первых двух ходов",
        en="Raspasy with three: the talon cards set the suit of the first two tricks",
        section="play",
        source=(
            cite("sochi_leningrad", quote="карта прикупа только обозначает масть"),
            cite("classic", note=gettext_noop("the talon untouched")),
        ),
    )
    raspasy_talon_leader: RaspasyLeader = option(
        RaspasyLeader.FIRST_HAND,
        ru="Распасы втроём: после двух ходов с прикупа ходит первая рука (или взявший взятку)",
        en="Raspasy with three: after the two talon tricks the first hand leads (or the winner)",
        section="play",
        source=(
            cite(
                "classic",
                quote="делает ход игрок, сидящий слева от него",
                note=gettext_noop("said for four; our reading for three"),
            ),
            cite(
                "sochi_leningrad",
                quote="ходит игрок, взявший последнюю взятку",
                note=gettext_noop("the winner"),
            ),
        ),
    )
    raspasy_talon_unfollowed: TalonUnfollowed = option(
        TalonUnfollowed.FIRST_CARD,
        ru="Распасы втроём: масти карты прикупа ни у кого нет — берёт старшая карта первой масти",
        en="Raspasy with three: nobody has the talon card's suit — the first card's suit decides",
        section="play",
        source=cite(
            "sochi_leningrad",
            quote="взятка принадлежит тому… кто положил старшую карту",
            note=gettext_noop("not said for this case; the first card: our reading"),
        ),
    )
