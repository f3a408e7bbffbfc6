"""The scoring options (section «scoring», запись) of the other sheets: the classic sheet's
курочка (``scoring/kurochka.py``), the Balkan sheet (``scoring/balkan.py``), and the «преферанс»
declaration of the Sochi rules for four. They follow ``scoring.py``'s in the section.

Declared with ``option`` (``options/__init__.py``); part of ``Convention`` (``convention.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core.conventions.options import option
from rulings.core.conventions.scoring_kinds import (
    BalkanTeamFail,
    Kontra,
    KurochkaKind,
    PreferansBonus,
)
from rulings.core.i18n import gettext_noop
from rulings.core.sources import cite


@dataclass(frozen=True)
class SheetOptions:
    """Scoring (запись), continued: the курочка, the Balkan sheet, the «преферанс» declaration."""

    kurochka: KurochkaKind = option(
        KurochkaKind.UNLIMITED,
        ru="Курочка неограниченная (по игре) или ограниченная (постоянная сумма)",
        en="Kurochka unlimited (as much as the game) or limited (a fixed amount)",
        section="scoring",
        source=cite("classic", quote="Курочка бывает ограниченная и неограниченная"),
    )
    kurochka_limit: int = option(
        30,
        ru="Ограниченная курочка: сколько берётся с курочки",
        en="Limited kurochka: how much is taken from it",
        section="scoring",
        source=cite("classic", quote="условились списывать по 30"),
    )
    vystavka: int = option(
        0,
        ru="Выставка: сдатчик ставит в курочку (0 — нет)",
        en="Vystavka: the dealer puts this into the kurochka (0 = none)",
        section="scoring",
        source=cite("classic", quote="ставит наверх… условное число (например, 10)"),
    )
    kurochka_consolation: tuple[int, int] = option(
        (20, 10),
        ru="Курочка: консоляция за взятку — сдатчик, каждый вистующий (один вистующий — обе)",
        en="Kurochka: consolation per undertrick — dealer, each whister (a lone whister both)",
        section="scoring",
        source=cite("classic", quote="сдающий по 20… вистующие по 10… один… все 20"),
    )
    kurochka_raspasy_zero: int = option(
        10,
        ru="Курочка: не взявший на распасах ни одной взятки списывает с игры",
        en="Kurochka: a player with no raspasy trick writes this off his game record",
        section="scoring",
        source=cite("classic", quote="не взял при распасовке ни одной взятки, списывает с игры 10"),
    )
    kurochka_raspasy_dealer_zero: bool = option(
        True,
        ru="Курочка вчетвером: сдающий, чьи карты прикупа не взяли взятки, тоже списывает",
        en="Kurochka, four players: the dealer whose talon cards took no trick writes off too",
        section="scoring",
        source=cite(
            "classic",
            quote="списывает с игры 10. Это относится к сдающему",
        ),
    )
    kurochka_raspasy_trick: int = option(
        2,
        ru="Курочка: за взятку на распасах в курочку",
        en="Kurochka: per raspasy trick into the kurochka",
        section="scoring",
        source=cite("classic", quote="ставится по 2 (или более…) очка наверх"),
    )
    balkan_failed_follower_full: bool = option(
        True,
        ru="Балкан: недобравший вистующий поднимает були на полную стоимость (иначе половину)",
        en="Balkan: a failed follower's bule rise by the full game amount (otherwise half)",
        section="scoring",
        source=(
            cite("prefko", note=gettext_noop("full")),
            cite("pravila_2001", gettext_noop("the worked examples"), note=gettext_noop("full")),
            cite("pravila_2001", "§9.3.1", note=gettext_noop("half")),
        ),
    )
    balkan_team_fail: BalkanTeamFail = option(
        BalkanTeamFail.BELOW_HALF,
        ru="Балкан: два вистующих взяли меньше четырёх — недобравший свои 2 (или оба)",
        en="Balkan: two followers short of four together — the one short of his 2 (or both)",
        section="scoring",
        source=(
            cite(
                "balkan",
                quote="должны набрать четыре взятки в совокупности",
                note=gettext_noop("who fails is not said"),
            ),
            cite(
                "parlett",
                note=gettext_noop(
                    "below half: our reading, as a Russian team's shortfall is split"
                ),
            ),
        ),
    )
    balkan_kontra: Kontra = option(
        Kontra.MORTKONTRA,
        ru="Балкан: высшая допустимая контра (контра ×2, реконтра ×4, субконтра ×8, морт ×16)",
        en="Balkan: the highest doubling allowed (kontra ×2, rekontra ×4, sub ×8, mort ×16)",
        section="scoring",
        source=(
            cite("preferansklub", quote="na sve", note="×2/×4/×8/×16"),
            cite("iklub", note=gettext_noop("no subkontra or mortkontra")),
        ),
    )
    balkan_double_fall: bool = option(
        False,
        ru="Балкан: проигранная игра больше оставшихся булей пишется вдвойне",
        en="Balkan: a failed game larger than the bule left to play falls double",
        section="scoring",
        source=cite("iklub", quote="Duplo padanje", note=gettext_noop("house rule")),
    )
    balkan_refe_limit: int = option(
        0,
        ru="Балкан: сколько раз за партию пишется рефе (0 — без ограничения)",
        en="Balkan: how many times a game refe is written (0 = no limit)",
        section="scoring",
        source=(
            cite("preferansklub", quote="po dogovoru", note="maxRefe"),
            cite("iklub", quote="piše se refa, ako ih ima još"),
        ),
    )
    balkan_pik_kontra: bool = option(
        False,
        ru="Балкан: на пику обязательна контра; без контры — рефе всем или пика засчитана",
        en="Balkan: spades must be doubled; undoubled, everyone gets a refe or the game counts",
        section="scoring",
        source=cite("iklub", quote="kontra obavezna na pik", note=gettext_noop("house rule")),
    )
    preferans_declaration: bool = option(
        True,
        ru="Можно объявить «преферанс» (закрывает все пули, по 1000 вистов на каждого)",
        en="A player may declare «preferans» (closes every pulya, 1000 whists on each)",
        section="scoring",
        source=cite("sochi_four", quote="При объявлении преферанса…"),
    )
    preferans_bonus: PreferansBonus = option(
        PreferansBonus.THOUSAND,
        ru="«Преферанс»: по 1000 вистов на каждого или все висты на объявившего — на себя",
        en="«Preferans»: 1000 whists on each player, or the whists on the declarer become his",
        section="scoring",
        source=cite(
            "sochi_four", quote="по 1000 вистов (в некоторых компаниях… все висты… на себя)"
        ),
    )
