"""The penalties' options (section «penalties», штрафы): what each irregularity costs, and the
debatable readings of the sources. The adjudicator (``rulings/core/penalties/``) reads them.

Declared with ``option`` (``options/__init__.py``); part of ``Convention`` (``convention.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core.conventions.options import option
from rulings.core.conventions.penalty_kinds import DamageStandard, MisdealRules, RemizScale
from rulings.core.i18n import gettext_noop
from rulings.core.sources import cite

# Not in any text: Lesnoy's code 3.9.12 protects the others from a peek's penalty and says
# nothing of what one offender owes another; the classic text settles two renonces itself.
HOUSE_NO_GAIN = gettext_noop(
    "not in the sources: the table's own rule, an offender may not end better off than "
    "without the penalties"
)


@dataclass(frozen=True)
class PenaltyOptions:
    """Penalties (штрафы)."""

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
        False,
        ru="Ренонс играющего: весь недобор вистующих, даже не вызванный ренонсом, пишет в гору "
        "играющий",
        en="Declarer's renonce: the whisters' whole shortfall, caused by the renonce or not, is "
        "written by the declarer",
        section="penalties",
        source=cite(
            "classic",
            quote="Если вистующие, вследствие допущенного нарушения, остались без одной… взятки, "
            "то они ремиз в этом случае не ставят, а весь ремиз ставит играющий",
            note=gettext_noop(
                "default: only a shortfall the renonce caused, which the renonce trick given "
                "back makes good; a shortfall left is the whisters' own"
            ),
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
    offender_may_not_gain: bool = option(
        False,
        ru="Нарушитель не должен выиграть от нарушения: выигрыш от чужого штрафа он возвращает",
        en="An offender may not gain: what another's penalty gains him he gives back",
        section="penalties",
        source=cite("reference", "§10", note=gettext_noop(HOUSE_NO_GAIN)),
    )
    # debatable readings (issue 12): each an option, its default cited, said on the card
    out_of_turn_forbid_on_declarers_lead: bool = option(
        True,
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
                "default: whoever's lead it was, as the clause does not ask; off, the narrower "
                "reading: only when a lead was taken from the partner"
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
