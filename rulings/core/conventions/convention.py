"""Conventions: the table rules a deal is bid, played and scored under.

A convention is a frozen set of options (``Convention``); a preset is a named option set
(``PRESETS``); a house convention is a preset plus overrides
(``Convention.preset(key).with_options``).
Every option carries a one-line description in Russian and English and the source it comes from,
so the site can show each choice and why (issue «Convention-aware scoring»: «show the choice and
its source to the user»). Where sources disagree (../shared/reference/rules-reference.md §9) the
disagreement is an option, never a hard-coded choice.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.core.conventions.penalty_kinds import DamageStandard, MisdealRules, RemizScale
from rulings.core.conventions.scoring_kinds import (
    BalkanTeamFail,
    ConsolationWriters,
    GameEnd,
    HelpRule,
    Kontra,
    KurochkaKind,
    PreferansBonus,
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
from rulings.core.errors import ConventionError
from rulings.core.game.contracts import parse_contract
from rulings.core.i18n import gettext_noop
from rulings.core.sources import cite


class Variant(enum.StrEnum):
    RUSSIAN = "russian"
    BALKAN = "balkan"  # seed 003: bids 2–5, Bettel, Sans, refe


class HoldRule(enum.StrEnum):
    """Who may repeat the current bid instead of raising it."""

    THROUGH_PASSER = (
        "through_passer"  # seed 002 «Здесь»: a player whose word comes through a passer
    )
    CLASSIC = "classic"  # seed 000 «Держу»: any player may hold the bid made just before him
    BALKAN = "balkan"  # seed 003 «здесь/держу/мои»: a player who already bid a number
    NONE = "none"


class RaspasyLeader(enum.StrEnum):
    """Who leads the third trick of raspasy with three players, after the two talon tricks."""

    FIRST_HAND = "first_hand"  # seed 000 (four players): «делает ход игрок, сидящий слева от него»
    TRICK_WINNER = "trick_winner"  # seed 002's rule of tricks: «ходит игрок, взявший последнюю»


class TalonUnfollowed(enum.StrEnum):
    """Who takes a raspasy talon trick (three players) when nobody has the talon card's suit."""

    FIRST_CARD = "first_card"  # the first card played sets the suit: its highest card takes it
    HIGHEST_CARD = "highest_card"  # the highest card by rank, equal ranks by suit (♠ < ♣ < ♦ < ♥)


class RaspasyTalon(enum.StrEnum):
    """What the talon does on raspasy with three players (rules-reference §9.1)."""

    LEADS = "leads"  # seed 002: the talon cards set the suit of the first two tricks
    UNTOUCHED = "untouched"  # seed 000: «ходят не с прикупа, его вообще не трогают»


@dataclass(frozen=True)
class OptionInfo:
    """What an option means, in both languages, where it comes from, and its section."""

    name: str
    ru: str
    en: str
    source: str
    section: str  # one of SECTIONS: where a house convention sheet lists it


# The sections of a convention, in the order the options are declared (and a house convention
# sheet lists them: rules-reference §4.2's checklist): each maps to its first option.
SECTIONS: dict[str, str] = {
    "game": "variant",
    "auction": "hold_rule",
    "whisting": "whist_obligations",
    "play": "raspasy_talon",
    "penalties": "renonce_remizes",
    "scoring": "score_sheet",
}


def option(default: Any, *, ru: str, en: str, source: str) -> Any:
    return field(default=default, metadata={"ru": ru, "en": en, "source": source})


@dataclass(frozen=True)
class Convention:
    """All options of a convention. Build one with ``Convention.preset(key)``."""

    key: str = "sochi"
    variant: Variant = option(
        Variant.RUSSIAN,
        ru="Вид игры: русский преферанс или балканский (цифры 2–5, бетл, санс, рефе)",
        en="Game: Russian preferans or Balkan (bids 2–5, Bettel, Sans, refe)",
        source="seed 003 (Lesnoy, Balkan preferans)",
    )
    # --- auction (торговля)
    hold_rule: HoldRule = option(
        HoldRule.THROUGH_PASSER,
        ru="«Здесь»: кто может повторить заявку вместо повышения",
        en="«Here»: who may repeat the current bid instead of raising it",
        source="seed 002 («через пасующего»); seed 000 («держу»); seed 003 («мои»)",
    )
    bid_jumps: bool = option(
        True,
        ru="Можно перескакивать через заявки (иначе строго следующая по старшинству)",
        en="Bids may jump (otherwise each bid is the next one up)",
        source="seed 002 («только старшую игру»); seed 000 and 003: strictly in order",
    )
    misere_allowed: bool = option(
        True,
        ru="Мизер можно заказывать",
        en="Misère may be bid",
        source="seed 002 («Мизер»)",
    )
    misere_first_call_only: bool = option(
        True,
        ru="Мизер — только первой заявкой игрока в этой сдаче",
        en="Misère only as a player's first call in the deal",
        source="seed 002 («только в случае, если игрок… не сделал до этого ни одной заявки»)",
    )
    misere_after: str = option(
        "8NT",
        ru="Мизер стоит в торговле сразу после этой заявки (перебивается девятерной)",
        en="In the auction misère ranks just above this bid (any nine outbids it)",
        source="seed 002 («мизер… перебивается девятерной»)",
    )
    without_talon_games: bool = option(
        False,
        ru="Игры без прикупа (стоят сразу выше той же игры с прикупом)",
        en="Games without the talon (rank just above the same game with it)",
        source="seed 002 («девятерной без прикупа», by agreement); rules-reference §1",
    )
    refusal_allowed: bool = option(
        True,
        ru="Можно отказаться от игры «без трёх» после прикупа",
        en="The declarer may concede «without three» after the talon",
        source="seed 002 («уйти без трех взяток»)",
    )
    # --- whisting (вистование)
    whist_obligations: tuple[int, int, int, int, int] = option(
        (4, 2, 1, 1, 1),
        ru="Обязательства вистующих на 6, 7, 8, 9, 10",
        en="Whisters' obligation on 6, 7, 8, 9, 10",
        source="seed 002 («при шестерной… не менее 4, при семерной не менее 2…»); Code 3.8.2",
    )
    half_whist_levels: tuple[int, ...] = option(
        (6, 7),
        ru="Игры, на которых можно уйти за полвиста",
        en="Contracts on which a defender may take a half-whist",
        source="Lesnoy 3.8.8.1 («только на шестерной и семерной»)",
    )
    ten_whisted: bool = option(
        True,
        ru="Десятерная вистуется (иначе только проверяется)",
        en="The ten is whisted (otherwise only checked)",
        source="seed 002 (obligation 1 on the ten); rules-reference §3 ([OPER])",
    )
    half_whist_after_whist: bool = option(
        False,
        ru="Первая рука сказала вист, вторая пас: первая может уйти за полвиста (пасовавший "
        "может вернуть вист)",
        en="First hand whists, the second passes: the first may go for half-whist (the passer "
        "may take the whist back)",
        source="Lesnoy 3.8.14 (джентльменский вист, «характерен для ленинградки»)",
    )
    dealer_whist_back: bool = option(
        True,
        ru="Вчетвером сдатчик может вернуть вист",
        en="With four players the dealer may take the whist back",
        source="seed 004 («сдатчик… вернуть вист»); Lesnoy 3.8.8.1",
    )
    # --- play (розыгрыш)
    raspasy_talon: RaspasyTalon = option(
        RaspasyTalon.LEADS,
        ru="Распасы втроём: карты прикупа задают масть первых двух ходов",
        en="Raspasy with three: the talon cards set the suit of the first two tricks",
        source="seed 002 («карта прикупа только обозначает масть»); seed 000: talon untouched",
    )
    raspasy_talon_leader: RaspasyLeader = option(
        RaspasyLeader.FIRST_HAND,
        ru="Распасы втроём: после двух ходов с прикупа ходит первая рука (или взявший взятку)",
        en="Raspasy with three: after the two talon tricks the first hand leads (or the winner)",
        source="seed 000 (said for four: «делает ход игрок, сидящий слева от него»): our "
        "reading for three; seed 002 «ходит игрок, взявший последнюю взятку»: the winner",
    )
    raspasy_talon_unfollowed: TalonUnfollowed = option(
        TalonUnfollowed.FIRST_CARD,
        ru="Распасы втроём: масти карты прикупа ни у кого нет — берёт старшая карта первой масти",
        en="Raspasy with three: nobody has the talon card's suit — the first card's suit decides",
        source="seed 002 («взятка принадлежит тому… кто положил старшую карту»): not said for "
        "this case; first card: our reading; highest card by rank, then suit seniority (seed 002)",
    )

    # --- penalties (штрафы): owned by the adjudicator (rulings/core/*_ruling.py, ruling.py)
    renonce_remizes: int = option(
        1,
        ru="Ренонс: ремизов за каждый ренонс (вистующий; оба сразу — каждый)",
        en="Renonce: remizes per renonce (a whister's; with both at fault, each)",
        source="seed 000 («ставит по одному ремизу за каждый ренонс»)",
    )
    renonce_remiz_scale: RemizScale = option(
        RemizScale.DECLARER,
        ru="Ремиз вистующего за ренонс: как недобор разыгрывающего или как недобор вистующего",
        en="A whister's remiz for a renonce: worth a declarer's undertrick or a whister's",
        source="seed 000 («ставит ремиз»); rules-reference §7 (a remiz = one undertrick at the "
        "game's price [D]); [LEN] (a whister's undertrick is half the game cost)",
    )
    renonce_declarer_takes_whisters_remiz: bool = option(
        True,
        ru="Ренонс играющего: недобор вистующих пишет в гору играющий, не они",
        en="Declarer's renonce: the whisters' shortfall is written by the declarer, not them",
        source="seed 000 («они ремиз в этом случае не ставят, а весь ремиз ставит играющий»)",
    )
    renonce_whister_credits_game: bool = option(
        True,
        ru="Ренонс вистующего: игра засчитывается играющему как сыгранная",
        en="A whister's renonce: the declarer is credited with the game as made",
        source="seed 000 («списывает с игры столько, сколько ему следовало… и не ставит ремиза»)",
    )
    raspasy_renonce_penalty: int = option(
        10,
        ru="Ренонс на распасах: в гору за каждое нарушение",
        en="Renonce on raspasy: into the mountain per violation",
        source="seed 000 («ставит наверх по 10 за каждое нарушение»)",
    )
    peek_penalty_tricks: int = option(
        1,
        ru="Просмотр не последней взятки: штрафных взяток (минус своя; плюс на распасах, мизере)",
        en="Looking at a quitted trick other than the last: penalty tricks (lost; added on "
        "raspasy and misère)",
        source="Lesnoy 3.9.11.2 («лишается одной своей взятки… пишет за одну лишнюю»)",
    )
    peek_allowed_without_objection: bool = option(
        True,
        ru="Показать не последнюю взятку можно, если никто не возражает",
        en="A quitted trick may be shown when nobody objects",
        source="Lesnoy 3.9.11.1 («имеет право выполнить просьбу, если никто… не возражает»)",
    )
    peek_trick_to_opponent: bool = option(
        False,
        ru="Отобранная за просмотр взятка переходит противнику",
        en="The trick lost for looking goes to the opponent",
        source="Lesnoy 3.9.12 («его штрафная взятка не становится собственностью разыгрывающего»)",
    )
    raspasy_out_of_turn_takes_rest: bool = option(
        True,
        ru="Ход не в очередь на распасах: нарушитель забирает все оставшиеся взятки",
        en="A card out of turn on raspasy: the offender takes all the remaining tricks",
        source="Lesnoy 3.9.14.3 («все взятки после нарушения забирает нарушитель»)",
    )
    damage_standard: DamageStandard = option(
        DamageStandard.COOPERATIVE,
        ru="Ущерб (3.9.14.3): возможная разумная последовательность ходов или лучшая игра всех",
        en="Damage (3.9.14.3): some sensible sequence of plays, or everyone's best play",
        source="Lesnoy 3.9.14.3 example («была возможна некоторая последовательность ходов»)",
    )
    exposed_cards_directed: bool = option(
        True,
        ru="Раскрывший карты раньше времени играет ими по указанию противников",
        en="A player who shows his cards early plays them as the opponents direct",
        source="seed 000 («вистующие получают право заставить его ходить с той карты…»)",
    )
    talon_peek_remizes: int = option(
        1,
        ru="Подсмотревший прикуп до покупателя: ремизов в масти покупателя",
        en="Looking at the talon before the buyer: remizes in the buyer's declared suit",
        source="seed 000 («проштрафившийся ставит ремиз в масти, объявленной прикупившим»)",
    )
    talon_peek_loses_whist: bool = option(
        True,
        ru="Подсмотревший прикуп лишается права вистовать",
        en="Looking at the talon loses the right to whist",
        source="seed 000 («и лишается права вистовать в эту игру»)",
    )
    talon_exposed_club_rule: bool = option(
        False,
        ru="Прикуп открыт в торговле: нарушитель «без одной» на уровне последней заявки",
        en="Talon exposed during the auction: the offender is one down at the last bid's level",
        source="club rule [PCLUB] (rules-reference §7)",
    )
    talon_exposed_compensation: bool = option(
        True,
        ru="Прикуп открыт в торговле: за сыгранный контракт нарушитель платит его цену вистами",
        en="Talon exposed during the auction: a contract made is paid by the offender in whists "
        "(its pulya value × whists per pulya point)",
        source="club rule [PCLUB] (rules-reference §7: «compensation for a won contract in "
        "whists on the violator»)",
    )
    talon_exposed_cancels_raspasy: bool = option(
        True,
        ru="Прикуп открыт в торговле: распасы не играются (не записываются)",
        en="Talon exposed during the auction: raspasy are not played (nothing is written)",
        source="club rule [PCLUB] (rules-reference §7: «raspasy cancelled»)",
    )
    # debatable readings (issue 12): each an option, its default cited, said on the card
    out_of_turn_forbid_on_declarers_lead: bool = option(
        False,
        ru="Вистующий сходил не в очередь, когда ход был за разыгрывающим: запрет или приказ "
        "партнёру тоже можно",
        en="A whister's card out of turn when it was the declarer's lead: forbid or order the "
        "partner's lead as well",
        source=cite(
            "lesnoy",
            "3.9.14.1",
            "на второго вистующего налагается запрет хода в эту масть или, наоборот, отдаётся "
            "приказ",
        ).text
        + "; default: only when it was the partner's lead (our reading: the clause speaks of a "
        "lead taken from the partner)",
    )
    raspasy_renonce_as_six_remiz: bool = option(
        True,
        ru="Ренонс на распасах: классические «10» — это ремиз шестерной по шкале своей записи",
        en="Renonce on raspasy: the classic «10» is a six's remiz on the table's own scale",
        source=cite("classic", "", "ставит наверх по 10 за каждое нарушение").text
        + " (on the classic sheet a six is worth 10; on the pulya sheet the six's remiz is "
        "written instead; off: the number as written, raspasy_renonce_penalty)",
    )
    peek_misere_defender_adds_to_declarer: bool = option(
        False,
        ru="Просмотр взятки защитником на мизере: взятка добавляется разыгрывающему мизер",
        en="A defender's look at a quitted trick on misère adds the trick to the misère player",
        source=cite(
            "lesnoy", "3.9.11.2", "На мизере соответственно также добавляется одна взятка"
        ).text
        + "; default: the trick is the offender's («соответственно», and 3.9.12)",
    )
    exposed_card_until_called: bool = option(
        False,
        ru="Открытая карта лежит на столе, пока противник её не потребует (без срока)",
        en="An exposed card stays on the table until the opponent calls it (no time limit)",
        source=cite(
            "classic",
            "",
            "Карта, положенная на стол картинкой вверх, не может быть заменена другой картой",
        ).text
        + "; default: Lesnoy's code 3.9.14 «сыграть открытой картой при первой возможности»",
    )
    renonce_passer_answers_closed: bool = option(
        True,
        ru="Закрытый вист: за ренонс пасующего отвечает сам пасующий (а не вистующий)",
        en="Closed whist: a passer's renonce is the passer's own (not the whister's)",
        source=cite("classic", "", "Если ренонс допустил вистующий").text
        + " (the passer plays his own cards in closed whist; off: the whister answers for the "
        "side, as in open whist)",
    )
    misdeal_rules: MisdealRules = option(
        MisdealRules.CODE,
        ru="Пересдача: по Кодексу (3.2.12–3.2.15) или по классике",
        en="Misdeals: by the Code (3.2.12–3.2.15) or by the classic text",
        source="Lesnoy, Code 3.2.12–3.2.15 [K2]; seed 000 («Карты пересдаются…»)",
    )
    repeated_misdeal_fine: int = option(
        0,
        ru="Повторная подряд пересдача: сдатчик пишет в гору недобор шестерной (раз; 0 — нет)",
        en="A second misdeal in a row: the dealer writes a six's undertricks (times; 0 = none)",
        source="[KZ1] (rules-reference §7, case C31); club [MAX]: not punished",
    )

    # --- scoring (запись): owned by the scoring engine (scoring.py, sheet.py, settlement.py)
    score_sheet: SheetKind = option(
        SheetKind.PULYA,
        ru="Запись: пуля/гора/висты, классика с курочкой или балканская (були/супе)",
        en="Score sheet: pulya/mountain/whists, classic with kurochka, or Balkan (bule/supe)",
        source="seed 004 (пуля, гора, висты); seed 000 (курочка); seed 003 (Balkan)",
    )
    game_values: tuple[int, int, int, int, int] = option(
        (2, 4, 6, 8, 10),
        ru="Стоимость игры в пулю на 6, 7, 8, 9, 10",
        en="Pulya value of a game of 6, 7, 8, 9, 10",
        source="seed 004 («шестерную… 2 очка», «2х4=8», девятерная 8); rules-reference §2.1",
    )
    misere_value: int = option(
        10,
        ru="Стоимость сыгранного мизера в пулю",
        en="Pulya value of a made misère",
        source="rules-reference §2.1 ([KZ2] ÷4, [LEN])",
    )
    pulya_target: int = option(
        20,
        ru="Размер пули (по умолчанию; запись игры может указать свой)",
        en="Pulya size (a default; the game record may give its own)",
        source="seed 004 («заранее оговоренное… количество очков»): by agreement",
    )
    game_end: GameEnd = option(
        GameEnd.ALL_CLOSED,
        ru="Конец пули: все закрыли пулю, или сумма пуль достигла размера × число игроков",
        en="End: every pulya is closed, or the pulyas together reach size × players",
        source="[REF] (Sochi ends when all pulyas are closed); rules-reference §5.2",
    )
    pulya_point_whists: int = option(
        10,
        ru="Очко пули стоит вистов (в расчёте и в помощи)",
        en="Whists per pulya point (settlement and help)",
        source="seed 004 («в десятикратном размере»); Leningrad 20: [WIKI], [AVG]",
    )
    mountain_point_whists: int = option(
        10,
        ru="Очко горы стоит вистов (в расчёте)",
        en="Whists per mountain point (settlement)",
        source="[REF] (гора × 10 / N); rules-reference §5.3",
    )
    declarer_undertrick_factor: int = option(
        1,
        ru="Недобор разыгрывающего в гору: 1 — по стоимости игры, 2 — вдвойне",
        en="Declarer's undertricks into the mountain: 1 = at the game value, 2 = doubled",
        source="seed 004 («2х4=8»: single); Leningrad table [LEN]: doubled",
    )
    whist_trick_factor: int = option(
        1,
        ru="Вист за взятку: стоимость игры × этот множитель",
        en="Whists per defender's trick: the game value × this factor",
        source="seed 004 («3 (взятки) x 4 (очка) = 12»); Leningrad table [LEN]: ×2",
    )
    misere_trick_penalty: int = option(
        10,
        ru="Мизер: в гору за каждую взятку",
        en="Misère: into the mountain per trick taken",
        source="seed 004 («по 10 очков»); Leningrad [LEN]: 20",
    )
    lone_whist_obligations: tuple[int, int, int, int, int] = option(
        (4, 2, 1, 1, 1),
        ru="Обязательство одного вистующего (при пасе партнёра) на 6, 7, 8, 9, 10",
        en="A lone whister's obligation (partner passed) on 6, 7, 8, 9, 10",
        source="seed 004 (все взятки принадлежат вистующему); seed 000: 2, 1, 1, 1",
    )
    shortfall_rule: Shortfall = option(
        Shortfall.TEAM,
        ru="Недобор двух вистующих: каждый отвечает за половину, но не больше общего недобора",
        en="Two whisters short: each answers for half the quota, at most the team's shortfall",
        source="seed 004 (3+0 на шестерной: взявший 0 пишет 2 в гору); [PAR]",
    )
    responsibility: Responsibility = option(
        Responsibility.FULL,
        ru="Вист ответственный (полная цена недобранной взятки), полуответственный или нет",
        en="Whist responsible (full price per missing trick), semi-responsible or not",
        source="Lesnoy 3.8.11–3.8.12 (seed 001)",
    )
    responsible_after_close: bool = option(
        False,
        ru="Вист становится ответственным, когда пуля закрыта (чья — следующая опция)",
        en="The whist becomes responsible once the pulya is closed (whose: the next option)",
        source="Lesnoy 3.8.11 («В классике вист становится ответственным после… закрыта пуля»)",
    )
    responsible_close_scope: ResponsibleScope = option(
        ResponsibleScope.ALL,
        ru="Ответственный вист после закрытия: когда закрыты все пули или пуля самого вистующего",
        en="Responsible after closing: once every pulya is closed, or the whister's own",
        source="Lesnoy 3.8.11–3.8.12 («после того, как закрыта пуля»: the pulya, no owner named); "
        "seed 000 («когда у всех участников заканчиваются игровые записи»); own: our reading",
    )
    whist_split: WhistSplit = option(
        WhistSplit.GREEDY,
        ru="Вист при ремизе с пасующим: жлобский (висты пишет вистующий) или джентльменский",
        en="Whist on a failed declarer with a passer: greedy (whister writes) or gentleman (split)",
        source="Lesnoy 3.8.13 (жлобский, «сочинка»), 3.8.14 (джентльменский, «ленинградка»)",
    )
    half_whist_tricks: tuple[int, int, int, int, int] = option(
        (2, 1, 0, 0, 0),
        ru="Полвиста: взяток засчитывается на 6, 7, 8, 9, 10",
        en="Half-whist: tricks credited on 6, 7, 8, 9, 10",
        source="rules-reference §3 ([PAR], [OPER]): half the quota",
    )
    stalingrad: bool = option(
        False,
        ru="Сталинград: 6♠ вистуется обязательно",
        en="Stalingrad: 6♠ must be whisted",
        source="peer vectors (BackSlasher, Sochi + Stalingrad); house rule",
    )
    consolation_writers: ConsolationWriters = option(
        ConsolationWriters.ALL,
        ru="Консоляцию пишут оба защитника и сдатчик (или только защитники, или все, кроме "
        "спасовавшего)",
        en="Consolation is written by both defenders and the dealer (or the defenders only, or "
        "everyone but a passer)",
        source="seed 004 («которую пишут все остальные игроки»); Code 3.8.1.2 [K1]; without "
        "the passer: [KZ2] (rules-reference §9.5)",
    )
    consolation_factor: int = option(
        1,
        ru="Консоляция за недобранную взятку: 1 — стоимость виста, 2 — вдвойне",
        en="Consolation per undertrick: 1 = the whist price, 2 = doubled",
        source="seed 004 («в некоторых компаниях консоляция пишется вдвойне»)",
    )
    all_pass_made: bool = option(
        True,
        ru="Если оба защитника спасовали, игра считается сыгранной",
        en="When both defenders pass, the game counts as made",
        source="seed 002; seed 000 («списывает с игры без разыгрывания»); [PAR]",
    )
    refusal_undertricks: int = option(
        3,
        ru="Отказ от игры («без трёх»): недобранных взяток в гору, висты не пишутся",
        en="Conceding («without three»): undertricks into the mountain, no whists",
        source="seed 002 («уйти без трех взяток… висты не пишутся»)",
    )
    raspasy_scoring: RaspasyScoring = option(
        RaspasyScoring.MOUNTAIN,
        ru="Распасы: взятки в гору, ростовские висты или в курочку",
        en="Raspasy: tricks into the mountain, Rostov whists, or into the kurochka",
        source="seed 004 (в гору); Lesnoy 3.7.2.2 (Ростов); seed 000 (в курочку)",
    )
    raspasy_trick_price: int = option(
        1,
        ru="Распасы: цена взятки на первых распасах",
        en="Raspasy: the price of a trick on the first raspasy",
        source="seed 004 («на одинарных – 1»); [L157]",
    )
    raspasy_progression: Progression = option(
        Progression.ARITHMETIC,
        ru="Распасы подряд: прогрессия цены взятки (нет, 1-2-3, 1-2-4)",
        en="Raspasy in a row: progression of the trick price (none, 1-2-3, 1-2-4)",
        source="[L157] («обычно 1–2–3»); [OPK] (×1, ×2, ×4); seed 002 (by agreement)",
    )
    raspasy_progression_cap: int = option(
        0,
        ru="Потолок множителя прогрессии распасов (0 — без потолка)",
        en="Cap of the raspasy progression multiplier (0 = no cap)",
        source="not found in the sources (rules-reference §10): house rule",
    )
    raspasy_exit: RaspasyExit = option(
        RaspasyExit.ANY_GAME,
        ru="Выход из распасов: прогрессия сбрасывается любой игрой или только вистованной",
        en="Leaving raspasy: the progression restarts after any game or only a whisted one",
        source="not found for Sochi (rules-reference §10); [SKACH]: a whisted game",
    )
    raspasy_zero_bonus: bool = option(
        True,
        ru="Распасы: не взявший ни одной взятки пишет цену взятки в пулю",
        en="Raspasy: a player with no trick writes the trick price into his pulya",
        source="seed 004 («Не взявший на распасах ни одной взятки пишет в пулю»)",
    )
    raspasy_amnesty: bool = option(
        False,
        ru="Распасы: в гору пишется только превышение над наименьшим числом взяток",
        en="Raspasy: only the tricks above the smallest count go into the mountain",
        source="peer vector jpref (Sochi); not in the seeds",
    )
    raspasy_rostov_whists: int = option(
        5,
        ru="Ростов: вистов за взятку на распасах",
        en="Rostov: whists per raspasy trick",
        source="Lesnoy 3.7.2.2 [K3]; seed 001, 3.9.14.3 example (10 и 35)",
    )
    help_rule: HelpRule = option(
        HelpRule.HELP,
        ru="Очки при закрытой пуле: помощь другому (висты ×10), списание с горы или в свою пулю",
        en="Points after one's pulya is closed: help another (×10 whists), off the mountain, keep",
        source="seed 004 («помощь», «списывает с горы»); Code 4.1.1 [K4]",
    )
    help_dealer: bool = option(
        False,
        ru="Помогают и сидящему на прикупе (сдатчику)",
        en="The dealer (sitting out) may be helped too",
        source="seed 004 («В некоторых компаниях “помогают” сидящему на прикупе»)",
    )
    help_failed_whister: bool = option(
        False,
        ru="Помогают и вистующему, который подсел в этой сдаче",
        en="A whister who failed in this deal may be helped too",
        source="seed 004 («…и подсевшему в данную игру вистующему на общих основаниях»)",
    )
    talon_money: TalonMoney = option(
        TalonMoney.NONE,
        ru="Вчетвером сдатчик пишет висты за тузов и марьяж в прикупе",
        en="With four players the dealer writes whists for aces and marriages in the talon",
        source="seed 004 («по предварительной договоренности»); seed 000 (20/30/40)",
    )
    settle_amnesty: bool = option(
        True,
        ru="Расчёт: амнистия (наименьшая гора вычитается из всех)",
        en="Settlement: amnesty (the smallest mountain is taken off everyone's)",
        source="[REF] (амнистия); rules-reference §5.3",
    )
    rounding: Rounding = option(
        Rounding.LARGEST_REMAINDER,
        ru="Округление расчёта до целых вистов (сумма остаётся нулевой) или точно",
        en="Settlement rounding to whole whists (the sum stays zero), or exact",
        source="[REF kazedu] (fractions with four players); rules-reference §5.3 step 5",
    )
    kurochka: KurochkaKind = option(
        KurochkaKind.UNLIMITED,
        ru="Курочка неограниченная (по игре) или ограниченная (постоянная сумма)",
        en="Kurochka unlimited (as much as the game) or limited (a fixed amount)",
        source="seed 000 («Курочка бывает ограниченная и неограниченная»)",
    )
    kurochka_limit: int = option(
        30,
        ru="Ограниченная курочка: сколько берётся с курочки",
        en="Limited kurochka: how much is taken from it",
        source="seed 000 («условились списывать по 30»)",
    )
    vystavka: int = option(
        0,
        ru="Выставка: сдатчик ставит в курочку (0 — нет)",
        en="Vystavka: the dealer puts this into the kurochka (0 = none)",
        source="seed 000 («ставит наверх… условное число (например, 10)»)",
    )
    kurochka_consolation: tuple[int, int] = option(
        (20, 10),
        ru="Курочка: консоляция за взятку — сдатчик, каждый вистующий (один вистующий — обе)",
        en="Kurochka: consolation per undertrick — dealer, each whister (a lone whister both)",
        source="seed 000 («сдающий по 20… вистующие по 10… один… все 20»)",
    )
    kurochka_raspasy_zero: int = option(
        10,
        ru="Курочка: не взявший на распасах ни одной взятки списывает с игры",
        en="Kurochka: a player with no raspasy trick writes this off his game record",
        source="seed 000 («не взял при распасовке ни одной взятки, списывает с игры 10»)",
    )
    kurochka_raspasy_dealer_zero: bool = option(
        True,
        ru="Курочка вчетвером: сдающий, чьи карты прикупа не взяли взятки, тоже списывает",
        en="Kurochka, four players: the dealer whose talon cards took no trick writes off too",
        source="seed 000 («не взял при распасовке ни одной взятки, списывает с игры 10. "
        "Это относится к сдающему»)",
    )
    kurochka_raspasy_trick: int = option(
        2,
        ru="Курочка: за взятку на распасах в курочку",
        en="Kurochka: per raspasy trick into the kurochka",
        source="seed 000 («ставится по 2 (или более…) очка наверх»)",
    )
    balkan_failed_follower_full: bool = option(
        True,
        ru="Балкан: недобравший вистующий поднимает були на полную стоимость (иначе половину)",
        en="Balkan: a failed follower's bule rise by the full game amount (otherwise half)",
        source="rules-reference §8 ([GH-PRK] code, [GH-ANT] examples vs [GH-ANT] §9.3.1)",
    )
    balkan_team_fail: BalkanTeamFail = option(
        BalkanTeamFail.BELOW_HALF,
        ru="Балкан: два вистующих взяли меньше четырёх — недобравший свои 2 (или оба)",
        en="Balkan: two followers short of four together — the one short of his 2 (or both)",
        source="seed 003 («должны набрать четыре взятки в совокупности»: who fails not said); "
        "below half: our reading, as [PAR] splits a Russian team's shortfall",
    )
    balkan_kontra: Kontra = option(
        Kontra.MORTKONTRA,
        ru="Балкан: высшая допустимая контра (контра ×2, реконтра ×4, субконтра ×8, морт ×16)",
        en="Balkan: the highest doubling allowed (kontra ×2, rekontra ×4, sub ×8, mort ×16)",
        source="rules-reference §8 ([GH-PAJ] ×2/×4/×8/×16 «na sve»; [IKLUB] no sub/mort)",
    )
    balkan_double_fall: bool = option(
        False,
        ru="Балкан: проигранная игра больше оставшихся булей пишется вдвойне",
        en="Balkan: a failed game larger than the bule left to play falls double",
        source="rules-reference §8, case C29 ([IKLUB] «Duplo padanje»): house rule",
    )
    balkan_refe_limit: int = option(
        0,
        ru="Балкан: сколько раз за партию пишется рефе (0 — без ограничения)",
        en="Balkan: how many times a game refe is written (0 = no limit)",
        source="[GH-PAJ] maxRefe «po dogovoru»; [IKLUB] «piše se refa, ako ih ima još»",
    )
    balkan_pik_kontra: bool = option(
        False,
        ru="Балкан: на пику обязательна контра; без контры — рефе всем или пика засчитана",
        en="Balkan: spades must be doubled; undoubled, everyone gets a refe or the game counts",
        source="rules-reference §8 («kontra obavezna na pik»), case C30 [IKLUB]: house rule",
    )
    preferans_declaration: bool = option(
        True,
        ru="Можно объявить «преферанс» (закрывает все пули, по 1000 вистов на каждого)",
        en="A player may declare «preferans» (closes every pulya, 1000 whists on each)",
        source="seed 004 («При объявлении преферанса…»); rules-reference §5.2",
    )
    preferans_bonus: PreferansBonus = option(
        PreferansBonus.THOUSAND,
        ru="«Преферанс»: по 1000 вистов на каждого или все висты на объявившего — на себя",
        en="«Preferans»: 1000 whists on each player, or the whists on the declarer become his",
        source="seed 004 («по 1000 вистов (в некоторых компаниях… все висты… на себя)»)",
    )

    @classmethod
    def preset(cls, key: str) -> Convention:
        try:
            return PRESETS[key]
        except KeyError:
            known = ", ".join(PRESETS)
            raise ConventionError(
                gettext_noop("unknown convention «%(key)s»: expected one of %(known)s"),
                key=key,
                known=known,
            ) from None

    @classmethod
    def options(cls) -> tuple[OptionInfo, ...]:
        starts = {first: section for section, first in SECTIONS.items()}
        infos = []
        section = ""
        for f in dataclasses.fields(cls):
            if f.metadata:
                section = starts.get(f.name, section)
                meta = f.metadata
                infos.append(OptionInfo(f.name, meta["ru"], meta["en"], meta["source"], section))
        return tuple(infos)

    def changes_from(self, base: Convention) -> dict[str, Any]:
        """The options (JSON-ready) that turn ``base`` into this convention: what a house
        convention writes down beside its preset (``base.with_options`` of them is ``self``)."""
        mine, theirs = self.as_options(), base.as_options()
        return {name: value for name, value in mine.items() if theirs[name] != value}

    def with_options(self, overrides: Mapping[str, Any]) -> Convention:
        """This convention with some options changed (a house convention)."""
        fields = {f.name: f for f in dataclasses.fields(self) if f.metadata}
        changes: dict[str, Any] = {}
        for name, value in overrides.items():
            if name not in fields:
                raise ConventionError(
                    gettext_noop("unknown convention option «%(name)s»"), name=name
                )
            changes[name] = _check(name, _coerce(name, getattr(self, name), value))
        return dataclasses.replace(self, **changes)

    def as_options(self) -> dict[str, Any]:
        """Every option's value in JSON-ready form."""
        return {
            f.name: _jsonable(getattr(self, f.name)) for f in dataclasses.fields(self) if f.metadata
        }

    def whist_obligation(self, level: int) -> int:
        """Tricks the defenders together undertake on a game of ``level`` (6–10)."""
        return self.whist_obligations[level - 6]


def _coerce(name: str, current: Any, value: Any) -> Any:
    """Check an override against the type of the option's current value."""
    try:
        if isinstance(current, enum.Enum):
            return type(current)(value)
        if isinstance(current, bool):
            if not isinstance(value, bool):
                raise TypeError
            return value
        if isinstance(current, tuple):
            if isinstance(value, str | Mapping):
                raise TypeError
            items = tuple(value)
            kind = type(current[0]) if current else int
            if not all(isinstance(item, kind) and not isinstance(item, bool) for item in items):
                raise TypeError
            return items
        if not isinstance(value, type(current)) or isinstance(value, bool):
            raise TypeError
        return value
    except (TypeError, ValueError):
        raise ConventionError(
            gettext_noop("option «%(name)s»: %(value)s is not a valid value (like %(example)s)"),
            name=name,
            value=repr(value),
            example=repr(_jsonable(current)),
        ) from None


# Shapes and ranges of the options, checked by ``with_options`` so that no accepted house
# convention can crash the engine: (number of values or None, smallest, largest). An int option
# not listed is a count or an amount: 0 to LARGEST.
LARGEST = 1_000_000
PER_LEVEL = 5  # one value for each level 6, 7, 8, 9, 10
_SHAPES: dict[str, tuple[int | None, int, int]] = {
    "whist_obligations": (PER_LEVEL, 0, 10),
    "lone_whist_obligations": (PER_LEVEL, 0, 10),
    "half_whist_tricks": (PER_LEVEL, 0, 10),
    "game_values": (PER_LEVEL, 1, LARGEST),
    "half_whist_levels": (None, 6, 10),
    "kurochka_consolation": (2, 0, LARGEST),
    "mountain_point_whists": (None, 1, LARGEST),  # a divisor of the settlement
    "pulya_target": (None, 1, LARGEST),
    "refusal_undertricks": (None, 0, 10),
}


def _check(name: str, value: Any) -> Any:
    """Raise ``ConventionError`` naming the option unless ``value`` has the option's shape."""
    if name == "misere_after":
        try:
            after = parse_contract(value)
        except ValueError:
            after = None
        if after is None or not after.is_game or after.without_talon:
            raise ConventionError(
                gettext_noop(
                    "option «%(name)s»: %(value)s is not a game with the talon (like 8NT or 9S)"
                ),
                name=name,
                value=repr(value),
            )
        return value
    if isinstance(value, bool) or not isinstance(value, int | tuple):
        return value
    count, smallest, largest = _SHAPES.get(name, (None, 0, LARGEST))
    items = value if isinstance(value, tuple) else (value,)
    if isinstance(value, tuple) and count is not None and len(value) != count:
        if count == PER_LEVEL:
            template = gettext_noop(
                "option «%(name)s»: give %(count)s values, one for each level 6, 7, 8, 9, 10 "
                "(not %(given)s)"
            )
        else:
            template = gettext_noop("option «%(name)s»: give %(count)s values, not %(given)s")
        raise ConventionError(
            template,
            name=name,
            count=count,
            given=len(value),
        )
    wrong = [item for item in items if not smallest <= item <= largest]
    if wrong:
        if isinstance(value, tuple):
            template = gettext_noop(
                "option «%(name)s»: %(value)s is out of range: each value is a whole number "
                "from %(smallest)s to %(largest)s"
            )
        else:
            template = gettext_noop(
                "option «%(name)s»: %(value)s is out of range: a whole number "
                "from %(smallest)s to %(largest)s"
            )
        raise ConventionError(
            template,
            name=name,
            value=wrong[0],
            smallest=smallest,
            largest=largest,
        )
    return value


def _jsonable(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value


_SOCHI = Convention()
PRESETS: dict[str, Convention] = {
    "sochi": _SOCHI,
    "leningrad": dataclasses.replace(
        _SOCHI,
        key="leningrad",
        # scoring: the Leningradka table [LEN]; gentleman whist (Lesnoy 3.8.14); 1 point = 20 whists
        pulya_point_whists=20,
        declarer_undertrick_factor=2,
        whist_trick_factor=2,
        misere_trick_penalty=20,
        responsibility=Responsibility.HALF,
        whist_split=WhistSplit.GENTLEMAN,
        half_whist_after_whist=True,  # Lesnoy 3.8.14: the gentleman set, «ленинградка»
    ),
    "rostov": dataclasses.replace(
        _SOCHI,
        key="rostov",
        # scoring: raspasy on whists (Lesnoy 3.7.2.2), no progression ([L157]: order of deals
        # does not matter), semi-responsible whist (3.8.12); game values not found: Sochi's
        responsibility=Responsibility.HALF,
        raspasy_scoring=RaspasyScoring.ROSTOV,
        raspasy_progression=Progression.NONE,
        raspasy_zero_bonus=True,
    ),
    "classic": dataclasses.replace(
        _SOCHI,
        key="classic",
        # scoring: semi-responsible until the pulya is closed (Lesnoy 3.8.11–3.8.12)
        responsibility=Responsibility.HALF,
        responsible_after_close=True,
    ),
    "kurochka": dataclasses.replace(
        _SOCHI,
        key="kurochka",
        misdeal_rules=MisdealRules.CLASSIC,  # penalties: the classic text (seed 000)
        hold_rule=HoldRule.CLASSIC,
        bid_jumps=False,
        raspasy_talon=RaspasyTalon.UNTOUCHED,
        # scoring (seed 000): decimal table, game record of 200 written off, курочка
        score_sheet=SheetKind.KUROCHKA,
        game_values=(10, 20, 30, 40, 50),
        misere_value=10,
        pulya_target=200,
        lone_whist_obligations=(2, 1, 1, 1, 1),
        raspasy_scoring=RaspasyScoring.KUROCHKA,
        raspasy_progression=Progression.NONE,
        talon_money=TalonMoney.CLASSIC,
        help_rule=HelpRule.NONE,
        pulya_point_whists=10,
    ),
    "balkan": dataclasses.replace(
        _SOCHI,
        key="balkan",
        variant=Variant.BALKAN,
        hold_rule=HoldRule.BALKAN,
        bid_jumps=False,
        misere_first_call_only=False,
        refusal_allowed=False,
        whist_obligations=(4, 4, 4, 4, 4),
        half_whist_levels=(),
        dealer_whist_back=False,
        # scoring (seed 003, rules-reference §8): bule from 100 down to 0, supe = tricks × 2B
        score_sheet=SheetKind.BULE,
        pulya_target=100,
        raspasy_progression=Progression.NONE,
    ),
}
