"""The scoring options (section «scoring», запись) of the pulya sheet: the sheet kind, the
prices of games and whists, responsibility, raspasy, help, the talon money and the settlement.
The scoring engine (``rulings/core/scoring/``) reads them; the options of the other sheets and
of the «преферанс» declaration follow in ``scoring_sheets.py``.

Declared with ``option`` (``options/__init__.py``); part of ``Convention`` (``convention.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core.conventions.options import option
from rulings.core.conventions.scoring_kinds import (
    ConsolationWriters,
    GameEnd,
    HelpRule,
    Progression,
    RaspasyExit,
    RaspasyScoring,
    Responsibility,
    ResponsibleScope,
    Rounding,
    SheetKind,
    Shortfall,
    TalonMoney,
    WhistSplit,
)
from rulings.core.i18n import gettext_noop
from rulings.core.sources import cite


@dataclass(frozen=True)
class ScoringOptions:
    """Scoring (запись): the pulya sheet and the settlement."""

    score_sheet: SheetKind = option(
        SheetKind.PULYA,
        ru="Запись: пуля/гора/висты, классика с курочкой или балканская (були/супе)",
        en="Score sheet: pulya/mountain/whists, classic with kurochka, or Balkan (bule/supe)",
        section="scoring",
        source=(
            cite("sochi_four", note=gettext_noop("pulya, mountain, whists")),
            cite("classic", note=gettext_noop("курочка")),
            cite("balkan"),
        ),
    )
    game_values: tuple[int, int, int, int, int] = option(
        (2, 4, 6, 8, 10),
        ru="Стоимость игры в пулю на 6, 7, 8, 9, 10",
        en="Pulya value of a game of 6, 7, 8, 9, 10",
        section="scoring",
        source=(
            cite("sochi_four", quote="шестерную… 2 очка", note=gettext_noop("«2х4=8», the nine 8")),
            cite(
                "kzpn",
                gettext_noop("part 2"),
                note=gettext_noop("the eight and the ten: four times Sochi's"),
            ),
        ),
    )
    misere_value: int = option(
        10,
        ru="Стоимость сыгранного мизера в пулю",
        en="Pulya value of a made misère",
        section="scoring",
        source=(
            cite(
                "kzpn", gettext_noop("part 2"), note=gettext_noop("misère 40, four times Sochi's")
            ),
            cite("leningrad_table"),
        ),
    )
    pulya_target: int = option(
        20,
        ru="Размер пули (по умолчанию; запись игры может указать свой)",
        en="Pulya size (a default; the game record may give its own)",
        section="scoring",
        source=cite(
            "sochi_four",
            quote="заранее оговоренное… количество очков",
            note=gettext_noop("by agreement"),
        ),
    )
    game_end: GameEnd = option(
        GameEnd.ALL_CLOSED,
        ru="Конец пули: все закрыли пулю, или сумма пуль достигла размера × число игроков",
        en="End: every pulya is closed, or the pulyas together reach size × players",
        section="scoring",
        source=cite("referat", note=gettext_noop("Sochi ends when every pulya is closed")),
    )
    pulya_point_whists: int = option(
        10,
        ru="Очко пули стоит вистов (в расчёте и в помощи)",
        en="Whists per pulya point (settlement and help)",
        section="scoring",
        source=(
            cite("sochi_four", quote="в десятикратном размере"),
            cite("wikipedia", note=gettext_noop("Leningrad: 20")),
            cite("average_mountain", note=gettext_noop("Leningrad: 20")),
        ),
    )
    mountain_point_whists: int = option(
        10,
        ru="Очко горы стоит вистов (в расчёте)",
        en="Whists per mountain point (settlement)",
        section="scoring",
        source=cite("referat", note=gettext_noop("the mountain × 10 / N")),
    )
    declarer_undertrick_factor: int = option(
        1,
        ru="Недобор разыгрывающего в гору: 1 — по стоимости игры, 2 — вдвойне",
        en="Declarer's undertricks into the mountain: 1 = at the game value, 2 = doubled",
        section="scoring",
        source=(
            cite("sochi_four", quote="2х4=8", note=gettext_noop("single")),
            cite("leningrad_table", note=gettext_noop("doubled")),
        ),
    )
    whist_trick_factor: int = option(
        1,
        ru="Вист за взятку: стоимость игры × этот множитель",
        en="Whists per defender's trick: the game value × this factor",
        section="scoring",
        source=(
            cite("sochi_four", quote="3 (взятки) x 4 (очка) = 12"),
            cite("leningrad_table", note="×2"),
        ),
    )
    misere_trick_penalty: int = option(
        10,
        ru="Мизер: в гору за каждую взятку",
        en="Misère: into the mountain per trick taken",
        section="scoring",
        source=(
            cite("sochi_four", quote="по 10 очков"),
            cite("leningrad_table", note="20"),
        ),
    )
    lone_whist_obligations: tuple[int, int, int, int, int] = option(
        (4, 2, 1, 1, 1),
        ru="Обязательство одного вистующего (при пасе партнёра) на 6, 7, 8, 9, 10",
        en="A lone whister's obligation (partner passed) on 6, 7, 8, 9, 10",
        section="scoring",
        source=(
            cite("sochi_four", quote="все взятки принадлежат вистующему"),
            cite("classic", note="2, 1, 1, 1"),
        ),
    )
    shortfall_rule: Shortfall = option(
        Shortfall.TEAM,
        ru="Недобор двух вистующих: каждый отвечает за половину, но не больше общего недобора",
        en="Two whisters short: each answers for half the quota, at most the team's shortfall",
        section="scoring",
        source=(
            cite("sochi_four", note=gettext_noop("3+0 on a six: the one with 0 writes 2")),
            cite("parlett"),
        ),
    )
    responsibility: Responsibility = option(
        Responsibility.FULL,
        ru="Вист ответственный (полная цена недобранной взятки), полуответственный или нет",
        en="Whist responsible (full price per missing trick), semi-responsible or not",
        section="scoring",
        source=cite("lesnoy", "3.8.11–3.8.12"),
    )
    responsible_after_close: bool = option(
        False,
        ru="Вист становится ответственным, когда пуля закрыта (чья — следующая опция)",
        en="The whist becomes responsible once the pulya is closed (whose: the next option)",
        section="scoring",
        source=cite(
            "lesnoy", "3.8.11", quote="В классике вист становится ответственным после… закрыта пуля"
        ),
    )
    responsible_close_scope: ResponsibleScope = option(
        ResponsibleScope.ALL,
        ru="Ответственный вист после закрытия: когда закрыты все пули или пуля самого вистующего",
        en="Responsible after closing: once every pulya is closed, or the whister's own",
        section="scoring",
        source=(
            cite(
                "lesnoy",
                "3.8.11–3.8.12",
                quote="после того, как закрыта пуля",
                note=gettext_noop("no owner named; the whister's own: our reading"),
            ),
            cite("classic", quote="когда у всех участников заканчиваются игровые записи"),
        ),
    )
    whist_split: WhistSplit = option(
        WhistSplit.GREEDY,
        ru="Вист при ремизе с пасующим: жлобский (висты пишет вистующий) или джентльменский",
        en="Whist on a failed declarer with a passer: greedy (whister writes) or gentleman (split)",
        section="scoring",
        source=(
            cite("lesnoy", "3.8.13", quote="сочинка", note=gettext_noop("greedy")),
            cite("lesnoy", "3.8.14", quote="ленинградка", note=gettext_noop("gentleman")),
        ),
    )
    half_whist_tricks: tuple[int, int, int, int, int] = option(
        (2, 1, 0, 0, 0),
        ru="Полвиста: взяток засчитывается на 6, 7, 8, 9, 10",
        en="Half-whist: tricks credited on 6, 7, 8, 9, 10",
        section="scoring",
        source=(
            cite("parlett", note=gettext_noop("half the quota")),
            cite("oper7", note=gettext_noop("half the quota")),
        ),
    )
    half_whist_half_defence: bool = option(
        False,
        ru="Полвиста: половина взяток защиты (на 6 — 2, на 7 — 1,5)",
        en="Half-whist: half the defence's tricks (2 on a six, 1.5 on a seven)",
        section="scoring",
        source=cite("mathfewmatthews", note=gettext_noop("(10 − level) × value / 2")),
    )
    half_whist_played: bool = option(
        False,
        ru="Полвиста разыгрывается: засчитываются взятки, но не больше полвиста; недобор в гору",
        en="Half-whist played out: the tricks taken count, up to the half-whist; a shortfall is "
        "charged",
        section="scoring",
        source=cite(
            "rostiktc2", note=gettext_noop("polvist: min(tricks, quota), shortfall charged")
        ),
    )
    stalingrad: bool = option(
        False,
        ru="Сталинград: 6♠ вистуется обязательно",
        en="Stalingrad: 6♠ must be whisted",
        section="scoring",
        source=cite("backslasher", note=gettext_noop("house rule")),
    )
    consolation_writers: ConsolationWriters = option(
        ConsolationWriters.ALL,
        ru="Консоляцию пишут оба защитника и сдатчик (или только защитники, или все, кроме "
        "спасовавшего)",
        en="Consolation is written by both defenders and the dealer (or the defenders only, or "
        "everyone but a passer)",
        section="scoring",
        source=(
            cite("sochi_four", quote="которую пишут все остальные игроки"),
            cite("code", "3.8.1.2"),
            cite("kzpn", gettext_noop("part 2"), note=gettext_noop("without the passer")),
        ),
    )
    consolation_factor: int = option(
        1,
        ru="Консоляция за недобранную взятку: 1 — стоимость виста, 2 — вдвойне",
        en="Consolation per undertrick: 1 = the whist price, 2 = doubled",
        section="scoring",
        source=cite("sochi_four", quote="в некоторых компаниях консоляция пишется вдвойне"),
    )
    all_pass_made: bool = option(
        True,
        ru="Если оба защитника спасовали, игра считается сыгранной",
        en="When both defenders pass, the game counts as made",
        section="scoring",
        source=(
            cite("sochi_leningrad"),
            cite("classic", quote="списывает с игры без разыгрывания"),
            cite("parlett"),
        ),
    )
    refusal_undertricks: int = option(
        3,
        ru="Отказ от игры («без трёх»): недобранных взяток в гору, висты не пишутся",
        en="Conceding («without three»): undertricks into the mountain, no whists",
        section="scoring",
        source=cite("sochi_leningrad", quote="уйти без трех взяток… висты не пишутся"),
    )
    raspasy_scoring: RaspasyScoring = option(
        RaspasyScoring.MOUNTAIN,
        ru="Распасы: взятки в гору, ростовские висты или в курочку",
        en="Raspasy: tricks into the mountain, Rostov whists, or into the kurochka",
        section="scoring",
        source=(
            cite("sochi_four", note=gettext_noop("into the mountain")),
            cite("lesnoy_book", "3.7.2.2", note=gettext_noop("Rostov")),
            cite("classic", note=gettext_noop("into the курочка")),
        ),
    )
    raspasy_trick_price: int = option(
        1,
        ru="Распасы: цена взятки на первых распасах",
        en="Raspasy: the price of a trick on the first raspasy",
        section="scoring",
        source=(cite("sochi_four", quote="на одинарных – 1"), cite("lesnoy_book", "«Сочинка»")),
    )
    raspasy_progression: Progression = option(
        Progression.ARITHMETIC,
        ru="Распасы подряд: прогрессия цены взятки (нет, 1-2-3, 1-2-4)",
        en="Raspasy in a row: progression of the trick price (none, 1-2-3, 1-2-4)",
        section="scoring",
        source=(
            cite("lesnoy_book", "«Сочинка»", quote="обычно 1–2–3"),
            cite("general_rules", note="×1, ×2, ×4"),
            cite("sochi_leningrad", note=gettext_noop("by agreement")),
        ),
    )
    raspasy_progression_cap: int = option(
        0,
        ru="Потолок множителя прогрессии распасов (0 — без потолка)",
        en="Cap of the raspasy progression multiplier (0 = no cap)",
        section="scoring",
        source=cite("reference", "§10", note=gettext_noop("not found in the sources: house rule")),
    )
    raspasy_exit: RaspasyExit = option(
        RaspasyExit.ANY_GAME,
        ru="Выход из распасов: прогрессия сбрасывается любой игрой, только вистованной, только "
        "сыгранной или только сыгранной под вист, где вистующие не подсели",
        en="Leaving raspasy: the progression restarts after any game, only a whisted one, only a "
        "made one, or only one made under a whist the whisters kept",
        section="scoring",
        source=(
            cite("reference", "§10", note=gettext_noop("not found for Sochi")),
            cite("piter_skachki", note=gettext_noop("a whisted game")),
            cite(
                "mathfewmatthews",
                note=gettext_noop("a game made; in Piter made under a whist, no whister short"),
            ),
        ),
    )
    raspasy_exit_levels: tuple[int, ...] = option(
        (),
        ru="Выход из распасов: с какой игры после первых, вторых… распасов подряд, например 6-7 "
        "(пусто — с любой)",
        en="Leaving raspasy: the least game that ends a run after one, two… raspasy in a row, "
        "like 6-7 (empty = any)",
        section="scoring",
        source=cite(
            "mathfewmatthews",
            note=gettext_noop("Piter «6-7»: after two raspasy in a row a six keeps the run"),
        ),
    )
    raspasy_misere_exit: bool = option(
        True,
        ru="Сыгранный мизер тоже выводит из распасов",
        en="A misère played also ends a run of raspasy",
        section="scoring",
        source=(
            cite("rostiktc2", note=gettext_noop("a misère ends the run")),
            cite("mathfewmatthews", note=gettext_noop("a misère keeps the run")),
        ),
    )
    raspasy_steps: tuple[int, ...] = option(
        (),
        ru="Распасы подряд: свой ряд множителей цены взятки, например 1-2-3 или 1-2-2-3 "
        "(пусто — по прогрессии)",
        en="Raspasy in a row: the trick price multipliers one by one, like 1-2-3 or 1-2-2-3 "
        "(empty = by the progression)",
        section="scoring",
        source=(
            cite("mathfewmatthews", note=gettext_noop("«6-7-8», «6-7-7-8»: the multiplier L − 5")),
            cite("suntehnik", note=gettext_noop("1-2-3-3…: the price stays at 3")),
        ),
    )
    raspasy_steps_cycle: bool = option(
        False,
        ru="После последнего множителя ряд начинается снова (иначе остаётся последний)",
        en="After the last multiplier the row starts again (otherwise the last one stays)",
        section="scoring",
        source=cite("mathfewmatthews", note=gettext_noop("the row again from the start")),
    )
    raspasy_zero_bonus: bool = option(
        True,
        ru="Распасы: не взявший ни одной взятки пишет цену взятки в пулю",
        en="Raspasy: a player with no trick writes the trick price into his pulya",
        section="scoring",
        source=cite("sochi_four", quote="Не взявший на распасах ни одной взятки пишет в пулю"),
    )
    raspasy_amnesty: bool = option(
        False,
        ru="Распасы: считаются только взятки сверх наименьшего числа (в гору или ростовские висты)",
        en="Raspasy: only the tricks above the smallest count are counted (mountain or Rostov)",
        section="scoring",
        source=(
            cite("jpref", note=gettext_noop("Sochi; not in the five source texts")),
            cite("rostiktc2", note=gettext_noop("penalty (tricks − min) × level")),
        ),
    )
    raspasy_zero_points: int = option(
        0,
        ru="Распасы: сколько пишет в пулю не взявший ни одной взятки (0 — цену взятки)",
        en="Raspasy: what a player with no trick writes into his pulya (0 = the trick price)",
        section="scoring",
        source=(
            cite(
                "sochi_four",
                quote="на одинарных – 1, двойных – 2",
                note=gettext_noop("the trick price"),
            ),
            cite("rostiktc2", note=gettext_noop("1 on the second raspasy too")),
        ),
    )
    raspasy_rostov_whists: int = option(
        5,
        ru="Ростов: вистов за взятку на распасах",
        en="Rostov: whists per raspasy trick",
        section="scoring",
        source=(
            cite("lesnoy_book", "3.7.2.2"),
            cite("lesnoy", "3.9.14.3", quote="10 и 35", note=gettext_noop("the worked example")),
        ),
    )
    help_rule: HelpRule = option(
        HelpRule.HELP,
        ru="Очки при закрытой пуле: помощь другому (висты ×10), списание с горы или в свою пулю",
        en="Points after one's pulya is closed: help another (×10 whists), off the mountain, keep",
        section="scoring",
        source=(
            cite("sochi_four", quote="помощь", note=gettext_noop("«списывает с горы»")),
            cite("code", "4.1.1"),
        ),
    )
    help_dealer: bool = option(
        False,
        ru="Помогают и сидящему на прикупе (сдатчику)",
        en="The dealer (sitting out) may be helped too",
        section="scoring",
        source=cite("sochi_four", quote="В некоторых компаниях “помогают” сидящему на прикупе"),
    )
    help_failed_whister: bool = option(
        False,
        ru="Помогают и вистующему, который подсел в этой сдаче",
        en="A whister who failed in this deal may be helped too",
        section="scoring",
        source=cite(
            "sochi_four", quote="…и подсевшему в данную игру вистующему на общих основаниях"
        ),
    )
    help_point_whists: int = option(
        0,
        ru="Помощь: вистов за очко (0 — как очко пули в расчёте)",
        en="Help: whists per point (0 = as a pulya point in the settlement)",
        section="scoring",
        source=(
            cite("sochi_four", quote="в десятикратном размере"),
            cite("rostiktc2", note=gettext_noop("10 per point")),
        ),
    )
    game_mountain_first: bool = option(
        False,
        ru="Сыгранная игра сначала списывается с горы, остаток — в пулю (Ростов)",
        en="A made game first comes off one's mountain, the rest into the pulya (Rostov)",
        section="scoring",
        source=cite("mathfewmatthews", quote="успешная игра сначала уменьшает гору"),
    )
    talon_money: TalonMoney = option(
        TalonMoney.NONE,
        ru="Вчетвером сдатчик пишет висты за тузов и марьяж в прикупе",
        en="With four players the dealer writes whists for aces and marriages in the talon",
        section="scoring",
        source=(
            cite("sochi_four", quote="по предварительной договоренности"),
            cite("classic", note="20/30/40"),
        ),
    )
    settle_amnesty: bool = option(
        True,
        ru="Расчёт: амнистия (наименьшая гора вычитается из всех)",
        en="Settlement: amnesty (the smallest mountain is taken off everyone's)",
        section="scoring",
        source=cite("referat", quote="амнистия"),
    )
    rounding: Rounding = option(
        Rounding.LARGEST_REMAINDER,
        ru="Округление расчёта до целых вистов (сумма остаётся нулевой), остаток последнему, "
        "или точно",
        en="Settlement rounding to whole whists (the sum stays zero), the rest to the last, "
        "or exact",
        section="scoring",
        source=(
            cite("referat", note=gettext_noop("fractions with four players")),
            cite("jpref", note=gettext_noop("the last player takes the remainder")),
        ),
    )
    settle_by_others: bool = option(
        False,
        ru="Расчёт горы: разница делится на число других игроков, а не всех",
        en="Mountain settlement: the difference is divided by the other players, not by all",
        section="scoring",
        source=(
            cite("referat", note=gettext_noop("the mountain × 10 / N")),
            cite("rostiktc2", note=gettext_noop("(5 − 2) × 10 / 2 = 15")),
        ),
    )
