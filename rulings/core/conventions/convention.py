"""Conventions: the table rules a deal is bid, played and scored under.

A convention is a frozen set of options (``Convention``); a preset is a named option set
(``PRESETS``); a house convention is a preset plus overrides
(``Convention.preset(key).with_options``).
Every option carries a one-line description in Russian and English and the source it comes from,
so the site can show each choice and why (issue «Convention-aware scoring»: «show the choice and
its source to the user»). Where sources disagree (our rules reference §9) the
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
from rulings.core.sources import Citation, cite


class Variant(enum.StrEnum):
    RUSSIAN = "russian"
    BALKAN = "balkan"  # Lesnoy's Balkan preferans: bids 2–5, Bettel, Sans, refe


class HoldRule(enum.StrEnum):
    """Who may repeat the current bid instead of raising it."""

    # the Sochi and Leningrad rules «Здесь»: a player whose word comes through a passer
    THROUGH_PASSER = "through_passer"
    CLASSIC = (
        "classic"  # the classic text «Держу»: any player may hold the bid made just before him
    )
    BALKAN = (
        "balkan"  # Lesnoy's Balkan preferans «здесь/держу/мои»: a player who already bid a number
    )
    NONE = "none"


class RaspasyLeader(enum.StrEnum):
    """Who leads the third trick of raspasy with three players, after the two talon tricks."""

    FIRST_HAND = (
        "first_hand"  # the classic text (four players): «делает ход игрок, сидящий слева от него»
    )
    # the Sochi and Leningrad rules' rule of tricks: «ходит игрок, взявший последнюю»
    TRICK_WINNER = "trick_winner"


class TalonUnfollowed(enum.StrEnum):
    """Who takes a raspasy talon trick (three players) when nobody has the talon card's suit."""

    FIRST_CARD = "first_card"  # the first card played sets the suit: its highest card takes it
    HIGHEST_CARD = "highest_card"  # the highest card by rank, equal ranks by suit (♠ < ♣ < ♦ < ♥)


class RaspasyTalon(enum.StrEnum):
    """What the talon does on raspasy with three players (our rules reference §9.1: the classic text
    and the Sochi and Leningrad rules disagree)."""

    # the Sochi and Leningrad rules: the talon cards set the suit of the first two tricks
    LEADS = "leads"
    UNTOUCHED = "untouched"  # the classic text: «ходят не с прикупа, его вообще не трогают»


@dataclass(frozen=True)
class OptionInfo:
    """What an option means, in both languages, where it comes from, and its section."""

    name: str
    ru: str
    en: str
    source: tuple[Citation, ...]
    section: str  # one of SECTIONS: where a house convention sheet lists it


# The sections of a convention, in the order a house convention sheet lists them (the rules
# reference's checklist of what a house agrees on); each option declares its own.
SECTIONS: tuple[str, ...] = ("game", "auction", "whisting", "play", "penalties", "scoring")


def option(
    default: Any, *, section: str, ru: str, en: str, source: Citation | tuple[Citation, ...]
) -> Any:
    if section not in SECTIONS:
        raise ConventionError(
            gettext_noop("unknown section «%(section)s»: expected one of %(known)s"),
            section=section,
            known=SECTIONS,
        )
    sources = (source,) if isinstance(source, Citation) else source
    return field(
        default=default, metadata={"ru": ru, "en": en, "source": sources, "section": section}
    )


@dataclass(frozen=True)
class Convention:
    """All options of a convention. Build one with ``Convention.preset(key)``."""

    key: str = "sochi"
    variant: Variant = option(
        Variant.RUSSIAN,
        ru="Вид игры: русский преферанс или балканский (цифры 2–5, бетл, санс, рефе)",
        en="Game: Russian preferans or Balkan (bids 2–5, Bettel, Sans, refe)",
        section="game",
        source=cite("balkan"),
    )
    # --- auction (торговля)
    hold_rule: HoldRule = option(
        HoldRule.THROUGH_PASSER,
        ru="«Здесь»: кто может повторить заявку вместо повышения",
        en="«Here»: who may repeat the current bid instead of raising it",
        section="auction",
        source=(
            cite("sochi_leningrad", quote="через пасующего"),
            cite("classic", quote="держу"),
            cite("balkan", quote="мои"),
        ),
    )
    bid_jumps: bool = option(
        True,
        ru="Можно перескакивать через заявки (иначе строго следующая по старшинству)",
        en="Bids may jump (otherwise each bid is the next one up)",
        section="auction",
        source=(
            cite("sochi_leningrad", quote="только старшую игру"),
            cite("classic", note=gettext_noop("strictly in order")),
            cite("balkan", note=gettext_noop("strictly in order")),
        ),
    )
    misere_allowed: bool = option(
        True,
        ru="Мизер можно заказывать",
        en="Misère may be bid",
        section="auction",
        source=cite("sochi_leningrad", quote="Мизер"),
    )
    misere_first_call_only: bool = option(
        True,
        ru="Мизер — только первой заявкой игрока в этой сдаче",
        en="Misère only as a player's first call in the deal",
        section="auction",
        source=cite(
            "sochi_leningrad",
            quote="только в случае, если игрок… не сделал до этого ни одной заявки",
        ),
    )
    misere_after: str = option(
        "8NT",
        ru="Мизер стоит в торговле сразу после этой заявки (перебивается девятерной)",
        en="In the auction misère ranks just above this bid (any nine outbids it)",
        section="auction",
        source=cite("sochi_leningrad", quote="мизер… перебивается девятерной"),
    )
    without_talon_games: bool = option(
        False,
        ru="Игры без прикупа (стоят сразу выше той же игры с прикупом)",
        en="Games without the talon (rank just above the same game with it)",
        section="auction",
        source=cite(
            "sochi_leningrad", quote="девятерной без прикупа", note=gettext_noop("by agreement")
        ),
    )
    refusal_allowed: bool = option(
        True,
        ru="Можно отказаться от игры «без трёх» после прикупа",
        en="The declarer may concede «without three» after the talon",
        section="auction",
        source=cite("sochi_leningrad", quote="уйти без трех взяток"),
    )
    # --- whisting (вистование)
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
    # --- play (розыгрыш)
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

    # --- penalties (штрафы): owned by the adjudicator (rulings/core/*_ruling.py, ruling.py)
    renonce_remizes: int = option(
        1,
        ru="Ренонс: ремизов за каждый ренонс (вистующий; оба сразу — каждый)",
        en="Renonce: remizes per renonce (a whister's; with both at fault, each)",
        section="penalties",
        source=cite("classic", quote="ставит по одному ремизу за каждый ренонс"),
    )
    renonce_remiz_scale: RemizScale = option(
        RemizScale.DECLARER,
        ru="Ремиз вистующего за ренонс: как недобор разыгрывающего или как недобор вистующего",
        en="A whister's remiz for a renonce: worth a declarer's undertrick or a whister's",
        section="penalties",
        source=(
            cite("classic", quote="ставит ремиз"),
            cite(
                "reference",
                "§7",
                note=gettext_noop("a remiz is one undertrick at the game's price"),
            ),
            cite("leningrad_table", note=gettext_noop("a whister's undertrick is half the game")),
        ),
    )
    renonce_declarer_takes_whisters_remiz: bool = option(
        True,
        ru="Ренонс играющего: недобор вистующих пишет в гору играющий, не они",
        en="Declarer's renonce: the whisters' shortfall is written by the declarer, not them",
        section="penalties",
        source=cite(
            "classic", quote="они ремиз в этом случае не ставят, а весь ремиз ставит играющий"
        ),
    )
    renonce_whister_credits_game: bool = option(
        True,
        ru="Ренонс вистующего: игра засчитывается играющему как сыгранная",
        en="A whister's renonce: the declarer is credited with the game as made",
        section="penalties",
        source=cite(
            "classic", quote="списывает с игры столько, сколько ему следовало… и не ставит ремиза"
        ),
    )
    raspasy_renonce_penalty: int = option(
        10,
        ru="Ренонс на распасах: в гору за каждое нарушение",
        en="Renonce on raspasy: into the mountain per violation",
        section="penalties",
        source=cite("classic", quote="ставит наверх по 10 за каждое нарушение"),
    )
    peek_penalty_tricks: int = option(
        1,
        ru="Просмотр не последней взятки: штрафных взяток (минус своя; плюс на распасах, мизере)",
        en="Looking at a quitted trick other than the last: penalty tricks (lost; added on "
        "raspasy and misère)",
        section="penalties",
        source=cite(
            "lesnoy", "3.9.11.2", quote="лишается одной своей взятки… пишет за одну лишнюю"
        ),
    )
    peek_allowed_without_objection: bool = option(
        True,
        ru="Показать не последнюю взятку можно, если никто не возражает",
        en="A quitted trick may be shown when nobody objects",
        section="penalties",
        source=cite(
            "lesnoy", "3.9.11.1", quote="имеет право выполнить просьбу, если никто… не возражает"
        ),
    )
    peek_trick_to_opponent: bool = option(
        False,
        ru="Отобранная за просмотр взятка переходит противнику",
        en="The trick lost for looking goes to the opponent",
        section="penalties",
        source=cite(
            "lesnoy",
            "3.9.12",
            quote="его штрафная взятка не становится собственностью разыгрывающего",
        ),
    )
    raspasy_out_of_turn_takes_rest: bool = option(
        True,
        ru="Ход не в очередь на распасах: нарушитель забирает все оставшиеся взятки",
        en="A card out of turn on raspasy: the offender takes all the remaining tricks",
        section="penalties",
        source=cite("lesnoy", "3.9.14.3", quote="все взятки после нарушения забирает нарушитель"),
    )
    damage_standard: DamageStandard = option(
        DamageStandard.COOPERATIVE,
        ru="Ущерб (3.9.14.3): возможная разумная последовательность ходов или лучшая игра всех",
        en="Damage (3.9.14.3): some sensible sequence of plays, or everyone's best play",
        section="penalties",
        source=cite("lesnoy", "3.9.14.3", quote="была возможна некоторая последовательность ходов"),
    )
    exposed_cards_directed: bool = option(
        True,
        ru="Раскрывший карты раньше времени играет ими по указанию противников",
        en="A player who shows his cards early plays them as the opponents direct",
        section="penalties",
        source=cite("classic", quote="вистующие получают право заставить его ходить с той карты…"),
    )
    talon_peek_remizes: int = option(
        1,
        ru="Подсмотревший прикуп до покупателя: ремизов в масти покупателя",
        en="Looking at the talon before the buyer: remizes in the buyer's declared suit",
        section="penalties",
        source=cite(
            "classic", quote="проштрафившийся ставит ремиз в масти, объявленной прикупившим"
        ),
    )
    talon_peek_loses_whist: bool = option(
        True,
        ru="Подсмотревший прикуп лишается права вистовать",
        en="Looking at the talon loses the right to whist",
        section="penalties",
        source=cite("classic", quote="и лишается права вистовать в эту игру"),
    )
    talon_exposed_club_rule: bool = option(
        False,
        ru="Прикуп открыт в торговле: нарушитель «без одной» на уровне последней заявки",
        en="Talon exposed during the auction: the offender is one down at the last bid's level",
        section="penalties",
        source=cite("preferans_club", note=gettext_noop("club rule")),
    )
    talon_exposed_compensation: bool = option(
        True,
        ru="Прикуп открыт в торговле: за сыгранный контракт нарушитель платит его цену вистами",
        en="Talon exposed during the auction: a contract made is paid by the offender in whists "
        "(its pulya value × whists per pulya point)",
        section="penalties",
        source=cite(
            "preferans_club",
            note=gettext_noop("club rule: a won contract is paid in whists by the offender"),
        ),
    )
    talon_exposed_cancels_raspasy: bool = option(
        True,
        ru="Прикуп открыт в торговле: распасы не играются (не записываются)",
        en="Talon exposed during the auction: raspasy are not played (nothing is written)",
        section="penalties",
        source=cite("preferans_club", note=gettext_noop("club rule: raspasy cancelled")),
    )
    # debatable readings (issue 12): each an option, its default cited, said on the card
    out_of_turn_forbid_on_declarers_lead: bool = option(
        False,
        ru="Вистующий сходил не в очередь, когда ход был за разыгрывающим: запрет или приказ "
        "партнёру тоже можно",
        en="A whister's card out of turn when it was the declarer's lead: forbid or order the "
        "partner's lead as well",
        section="penalties",
        source=cite(
            "lesnoy",
            "3.9.14.1",
            quote="на второго вистующего налагается запрет хода в эту масть или, наоборот, "
            "отдаётся приказ",
            note=gettext_noop(
                "default: only when it was the partner's lead (our reading: the clause speaks of "
                "a lead taken from the partner)"
            ),
        ),
    )
    raspasy_renonce_as_six_remiz: bool = option(
        True,
        ru="Ренонс на распасах: классические «10» — это ремиз шестерной по шкале своей записи",
        en="Renonce on raspasy: the classic «10» is a six's remiz on the table's own scale",
        section="penalties",
        source=cite(
            "classic",
            quote="ставит наверх по 10 за каждое нарушение",
            note=gettext_noop(
                "on the classic sheet a six is worth 10; on the pulya sheet the six's remiz is "
                "written instead; off: the number as written, raspasy_renonce_penalty"
            ),
        ),
    )
    peek_misere_defender_adds_to_declarer: bool = option(
        False,
        ru="Просмотр взятки защитником на мизере: взятка добавляется разыгрывающему мизер",
        en="A defender's look at a quitted trick on misère adds the trick to the misère player",
        section="penalties",
        source=cite(
            "lesnoy",
            "3.9.11.2",
            quote="На мизере соответственно также добавляется одна взятка",
            note=gettext_noop(
                "default: the trick is the offender's («соответственно», and 3.9.12)"
            ),
        ),
    )
    exposed_card_until_called: bool = option(
        False,
        ru="Открытая карта лежит на столе, пока противник её не потребует (без срока)",
        en="An exposed card stays on the table until the opponent calls it (no time limit)",
        section="penalties",
        source=(
            cite(
                "classic",
                quote="Карта, положенная на стол картинкой вверх, не может быть заменена другой "
                "картой",
            ),
            cite(
                "lesnoy",
                "3.9.14",
                quote="сыграть открытой картой при первой возможности",
                note=gettext_noop("the default reading"),
            ),
        ),
    )
    renonce_passer_answers_closed: bool = option(
        True,
        ru="Закрытый вист: за ренонс пасующего отвечает сам пасующий (а не вистующий)",
        en="Closed whist: a passer's renonce is the passer's own (not the whister's)",
        section="penalties",
        source=cite(
            "classic",
            quote="Если ренонс допустил вистующий",
            note=gettext_noop(
                "the passer plays his own cards in closed whist; off: the whister answers for "
                "the side, as in open whist"
            ),
        ),
    )
    misdeal_rules: MisdealRules = option(
        MisdealRules.CODE,
        ru="Пересдача: по Кодексу (3.2.12–3.2.15) или по классике",
        en="Misdeals: by the Code (3.2.12–3.2.15) or by the classic text",
        section="penalties",
        source=(
            cite("lesnoy_book", "3.2.12–3.2.15"),
            cite("classic", quote="Карты пересдаются…"),
        ),
    )
    repeated_misdeal_fine: int = option(
        0,
        ru="Повторная подряд пересдача: сдатчик пишет в гору недобор шестерной (раз; 0 — нет)",
        en="A second misdeal in a row: the dealer writes a six's undertricks (times; 0 = none)",
        section="penalties",
        source=(
            cite("kzpn", gettext_noop("part 1")),
            cite("max_club", note=gettext_noop("not punished")),
        ),
    )

    # --- scoring (запись): owned by the scoring engine (scoring.py, sheet.py, settlement.py)
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
        ru="Выход из распасов: прогрессия сбрасывается любой игрой или только вистованной",
        en="Leaving raspasy: the progression restarts after any game or only a whisted one",
        section="scoring",
        source=(
            cite("reference", "§10", note=gettext_noop("not found for Sochi")),
            cite("piter_skachki", note=gettext_noop("a whisted game")),
        ),
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
        ru="Распасы: в гору пишется только превышение над наименьшим числом взяток",
        en="Raspasy: only the tricks above the smallest count go into the mountain",
        section="scoring",
        source=cite("jpref", note=gettext_noop("Sochi; not in the five source texts")),
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
        ru="Округление расчёта до целых вистов (сумма остаётся нулевой) или точно",
        en="Settlement rounding to whole whists (the sum stays zero), or exact",
        section="scoring",
        source=cite("referat", note=gettext_noop("fractions with four players")),
    )
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
        return tuple(
            OptionInfo(f.name, m["ru"], m["en"], m["source"], m["section"])
            for f in dataclasses.fields(cls)
            if (m := f.metadata)
        )

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
        # scoring: the Leningradka table the Leningrad table (shram.kiev.ua); gentleman whist
        # (Lesnoy's code 3.8.14); 1 point = 20 whists
        pulya_point_whists=20,
        declarer_undertrick_factor=2,
        whist_trick_factor=2,
        misere_trick_penalty=20,
        responsibility=Responsibility.HALF,
        whist_split=WhistSplit.GENTLEMAN,
        half_whist_after_whist=True,  # Lesnoy's code 3.8.14: the gentleman set, «ленинградка»
    ),
    "rostov": dataclasses.replace(
        _SOCHI,
        key="rostov",
        # scoring: raspasy on whists (Lesnoy's book 3.7.2.2), no progression (Lesnoy's book
        # («Сочинка»): order of deals does not matter), semi-responsible whist (3.8.12); game values
        # not found: Sochi's
        responsibility=Responsibility.HALF,
        raspasy_scoring=RaspasyScoring.ROSTOV,
        raspasy_progression=Progression.NONE,
        raspasy_zero_bonus=True,
    ),
    "classic": dataclasses.replace(
        _SOCHI,
        key="classic",
        # scoring: semi-responsible until the pulya is closed (Lesnoy's code 3.8.11–3.8.12)
        responsibility=Responsibility.HALF,
        responsible_after_close=True,
    ),
    "kurochka": dataclasses.replace(
        _SOCHI,
        key="kurochka",
        misdeal_rules=MisdealRules.CLASSIC,  # penalties: the classic text
        hold_rule=HoldRule.CLASSIC,
        bid_jumps=False,
        raspasy_talon=RaspasyTalon.UNTOUCHED,
        # scoring (the classic text): decimal table, game record of 200 written off, курочка
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
        # scoring (Lesnoy's Balkan preferans): bule from 100 down to 0, supe = tricks × 2B
        score_sheet=SheetKind.BULE,
        pulya_target=100,
        raspasy_progression=Progression.NONE,
    ),
}
