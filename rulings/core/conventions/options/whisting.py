"""The whisting's options (section «whisting», вистование): the defenders' obligations,
half-whist, whist-back and the ten. ``rules/whisting.py`` plays them out.

Declared with ``option`` (``options/__init__.py``); part of ``Convention`` (``convention.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core.conventions.options import option
from rulings.core.i18n import gettext_noop
from rulings.core.sources import cite


@dataclass(frozen=True)
class WhistingOptions:
    """Whisting (вистование)."""

    whist_obligations: tuple[int, int, int, int, int] = option(
        (4, 2, 1, 1, 1),
        ru="Обязательства вистующих на 6, 7, 8, 9, 10",
        en="Whisters' obligation on 6, 7, 8, 9, 10",
        section="whisting",
        source=(
            cite("sochi_leningrad", quote="при шестерной… не менее 4, при семерной не менее 2…"),
            cite("code", "3.8.2"),
        ),
    )
    half_whist_levels: tuple[int, ...] = option(
        (6, 7),
        ru="Игры, на которых можно уйти за полвиста",
        en="Contracts on which a defender may take a half-whist",
        section="whisting",
        source=cite("lesnoy", "3.8.8.1", quote="только на шестерной и семерной"),
    )
    ten_whisted: bool = option(
        True,
        ru="Десятерная вистуется (иначе только проверяется)",
        en="The ten is whisted (otherwise only checked)",
        section="whisting",
        source=(
            cite("sochi_leningrad", note=gettext_noop("obligation 1 on the ten")),
            cite("oper7"),
        ),
    )
    half_whist_after_whist: bool = option(
        False,
        ru="Первая рука сказала вист, вторая пас: первая может уйти за полвиста (пасовавший "
        "может вернуть вист)",
        en="First hand whists, the second passes: the first may go for half-whist (the passer "
        "may take the whist back)",
        section="whisting",
        source=cite("lesnoy", "3.8.14", quote="характерен для ленинградки"),
    )
    dealer_whist_back: bool = option(
        True,
        ru="Вчетвером сдатчик может вернуть вист",
        en="With four players the dealer may take the whist back",
        section="whisting",
        source=(cite("sochi_four", quote="сдатчик… вернуть вист"), cite("lesnoy", "3.8.8.1")),
    )

    def whist_obligation(self, level: int) -> int:
        """Tricks the defenders together undertake on a game of ``level`` (6–10)."""
        return self.whist_obligations[level - 6]
