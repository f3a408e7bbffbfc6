"""Whisting: «Запись и расчёт» — what a deal writes on the sheet, and the settlement.

``score_deal`` levels: the learner writes a deal's pulya, mountain and whists; ``settle_pulya``
levels: a finished sheet's balances or what one seat pays another. Every number is the core's
under the learner's convention (``kinds.score_deal``, ``kinds.settle_pulya``); the stated
answers are the Sochi numbers, checked by ``lessons check``.
"""

from __future__ import annotations

from rulings.core import cite
from tutorial.lessons.kinds.common import EAST, SOUTH, WEST
from tutorial.lessons.kinds.score_deal import Played, ScoreDeal, deal_field
from tutorial.lessons.kinds.settle_pulya import PulyaSheet, SettlePulya, balance_field, pays_field
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "score-and-settle"

WHERE_RULE = cite(
    "sochi_leningrad",
    "Запись в преферансе",
    "За сыгранную игру, игрок получает очки в пулю. За заказанную и несыгранную игру игрок "
    "получает штраф на гору.",
)
MADE_RULE = cite(
    "sochi_four",
    quote="Так, объявивший шестерную и взявший семь взяток записывает в пулю 2 очка и т. п.",
)
DOWN_RULE = cite(
    "sochi_four",
    quote="Например, взявший на объявленной семерной пять взяток (недобравший двух) записывает "
    "в гору – 2х4=8 очков.",
)
MISERE_DOWN_RULE = cite(
    "sochi_four",
    quote="Играющий на объявленном мизере за каждую взятку записывает в гору по 10 очков.",
)
WHIST_PRICE_RULE = cite(
    "sochi_four",
    quote="Например, взявший три взятки, вистуя на семерной, пишет 3 (взятки) x 4 (очка) = 12 "
    "вистов.",
)
CONSOLATION_RULE = cite(
    "sochi_four",
    quote="Недобранное подсевшим остальные прибавляют к своим взяткам.",
)
LONE_RULE = cite("sochi_four", quote="все взятки принадлежат вистующему")
SHORTFALL_RULE = cite(
    "sochi_four",
    quote="Или, допустим, оба игрока вистовали на шестерной, но один из них взял три взятки, а "
    "другой – ни одной. Последний запишет 2 в гору за недобранную взятку.",
)
SETTLE_RULE = cite(
    "classic",
    quote="4550 — 3480 = +1070 — это и есть чистый выигрыш.",
    note="the settlement nets the whists each pair wrote on each other",
)
BALANCE_RULE = cite(
    "sochi_leningrad",
    "Стоимость игр",
    "В результате всех записей для каждой игры получается баланс выигранных и проигранных "
    "вистов, что составляет ее стоимость.",
)


def tricks(west: int, east: int, south: int) -> tuple[tuple[str, int], ...]:
    return ((SOUTH, south), (WEST, west), (EAST, east))


def game(contract: str, west: int, east: int, south: int, east_call="whist", south_call="whist"):
    return Played(
        contract,
        tricks(west, east, south),
        declarer=WEST,
        calls=((EAST, east_call), (SOUTH, south_call)),
    )


WEST_PULYA = deal_field("pulya", WEST)
WEST_UP = deal_field("mountain", WEST)
SOUTH_UP = deal_field("mountain", SOUTH)
EAST_ON_WEST = deal_field("whists", EAST, WEST)
SOUTH_ON_WEST = deal_field("whists", SOUTH, WEST)

LEVELS = (
    Level(
        "score-six-made",
        STAGE_ID,
        Text("Шестерная сыграна", "A six made"),
        Text(
            "Сыгранная игра идёт в пулю, а вистующие пишут висты за свои взятки. Впишите три "
            "числа: пулю Запада и висты каждого вистующего на Запада.",
            "A game made goes into the pulya, and the whisters write whists for their tricks. "
            "Write the three numbers: West's pulya and each whister's whists on West.",
        ),
        ScoreDeal(
            Text(
                "Запад сыграл 6♠ и взял семь взяток; Восток и Юг вистовали, Восток взял две, "
                "Юг — одну. Что пишется?",
                "West played 6♠ and took seven tricks; East and South whisted, East took two, "
                "South one. What is written?",
            ),
            game("6S", 7, 2, 1),
            (WEST_PULYA, EAST_ON_WEST, SOUTH_ON_WEST),
            (2, 4, 2),
            wrong=((7, 2, 1), (2, 2, 1)),
        ),
        (WHERE_RULE, MADE_RULE),
    ),
    Level(
        "score-seven-whists",
        STAGE_ID,
        Text("Цена виста на семерной", "A whist's price on a seven"),
        Text(
            "Чем выше игра, тем дороже каждая взятка вистующего.",
            "The higher the game, the dearer each of the whister's tricks.",
        ),
        ScoreDeal(
            Text(
                "Запад сыграл 7♦ ровно: семь взяток. Вистовали оба: Восток взял три, Юг — ни "
                "одной. Что пишется?",
                "West made 7♦ exactly: seven tricks. Both whisted: East took three, South none. "
                "What is written?",
            ),
            game("7D", 7, 3, 0),
            (WEST_PULYA, EAST_ON_WEST, SOUTH_ON_WEST),
            (4, 12, 0),
            wrong=((4, 6, 0), (7, 3, 0)),
        ),
        (WHIST_PRICE_RULE, SHORTFALL_RULE),
    ),
    Level(
        "score-seven-down",
        STAGE_ID,
        Text("Семерная без двух", "A seven two down"),
        Text(
            "Недобранные взятки играющий пишет в гору; вистующие прибавляют их к своим.",
            "The declarer writes his missing tricks into the mountain; the whisters add them "
            "to their own.",
        ),
        ScoreDeal(
            Text(
                "Запад играл 7♥ и взял пять взяток. Вистовали оба: Восток взял три, Юг — две. "
                "Что пишется?",
                "West played 7♥ and took five tricks. Both whisted: East took three, South two. "
                "What is written?",
            ),
            game("7H", 5, 3, 2),
            (WEST_UP, EAST_ON_WEST, SOUTH_ON_WEST),
            (8, 20, 16),
            wrong=((2, 12, 8), (8, 12, 8)),
        ),
        (DOWN_RULE, CONSOLATION_RULE),
        hints=(
            Text(
                "Посчитайте сначала, сколько взяток Запад недобрал.",
                "First count how many tricks West is short.",
            ),
        ),
    ),
    Level(
        "score-lone-whister",
        STAGE_ID,
        Text("Один вистует", "One whister"),
        Text(
            "Восток вистовал, Юг спасовал. Чьи взятки чьи?",
            "East whisted, South passed. Whose tricks are whose?",
        ),
        ScoreDeal(
            Text(
                "Запад сыграл 6♣ и взял шесть взяток. Восток вистовал и взял три, у пасовавшего "
                "Юга одна взятка. Что пишется?",
                "West made 6♣ with six tricks. East whisted and took three; South, who passed, "
                "has one. What is written?",
            ),
            game("6C", 6, 3, 1, "whist", "pass"),
            (WEST_PULYA, EAST_ON_WEST, SOUTH_ON_WEST),
            (2, 8, 0),
            wrong=((2, 6, 2),),
        ),
        (LONE_RULE, WHIST_PRICE_RULE),
    ),
    Level(
        "score-whister-short",
        STAGE_ID,
        Text("Вистующий недобрал", "A whister short"),
        Text(
            "Игра сыграна, но один вистующий не взял своей доли.",
            "The game is made, but one whister fell short of his share.",
        ),
        ScoreDeal(
            Text(
                "Запад сыграл 6♠ и взял семь взяток. Вистовали оба: Восток взял три, Юг — ни "
                "одной. Что пишет Юг?",
                "West made 6♠ with seven tricks. Both whisted: East took three, South none. "
                "What does South write?",
            ),
            game("6S", 7, 3, 0),
            (SOUTH_UP, SOUTH_ON_WEST),
            (2, 0),
            wrong=((0, 0), (4, 0)),
        ),
        (SHORTFALL_RULE,),
    ),
    Level(
        "score-misere-down",
        STAGE_ID,
        Text("Мизер пойман", "A misère caught"),
        Text(
            "На мизере нет вистов: всё решают взятки играющего.",
            "A misère has no whists: it is all in the declarer's tricks.",
        ),
        ScoreDeal(
            Text(
                "Юг играл мизер и взял две взятки. Что пишет Юг?",
                "South played misère and took two tricks. What does South write?",
            ),
            Played("misere", tricks(4, 4, 2), declarer=SOUTH, dealer=EAST),
            (deal_field("pulya", SOUTH), SOUTH_UP),
            (0, 20),
            wrong=((10, 0), (0, 10)),
        ),
        (MISERE_DOWN_RULE,),
    ),
    Level(
        "score-review",
        STAGE_ID,
        Text("Повторение: шестерная без одной", "Review: a six one down"),
        Text(
            "Всё сразу: гора играющего и висты с консоляцией.",
            "All at once: the declarer's mountain, and the whists with the consolation.",
        ),
        ScoreDeal(
            Text(
                "Запад играл 6♦ и взял пять взяток. Вистовали оба: Восток взял четыре, Юг — "
                "одну. Что пишется?",
                "West played 6♦ and took five tricks. Both whisted: East took four, South one. "
                "What is written?",
            ),
            game("6D", 5, 4, 1),
            (WEST_UP, EAST_ON_WEST, SOUTH_ON_WEST),
            (2, 10, 4),
            wrong=((2, 8, 2), (1, 10, 4)),
        ),
        (DOWN_RULE, CONSOLATION_RULE),
        review=True,
    ),
    Level(
        "settle-mountains",
        STAGE_ID,
        Text("Расчёт: одни горы", "Settling: mountains only"),
        Text(
            "Пуля закрыта у всех, вистов нет. Кто сколько выиграл по горам?",
            "Everyone's pulya is closed and there are no whists. Who wins how much by the "
            "mountains?",
        ),
        SettlePulya(
            Text(
                "Пуля по 10 у всех; гора: Юг 12, Запад 0, Восток 6. Итог каждого в вистах?",
                "Pulya 10 each; mountain: South 12, West 0, East 6. Each one's balance in whists?",
            ),
            PulyaSheet(
                pulya=((SOUTH, 10), (WEST, 10), (EAST, 10)),
                mountain=((SOUTH, 12), (WEST, 0), (EAST, 6)),
            ),
            (balance_field(SOUTH), balance_field(WEST), balance_field(EAST)),
            (-60, 60, 0),
            wrong=((-120, 120, 0), (-12, 12, 0)),
        ),
        (BALANCE_RULE, SETTLE_RULE),
    ),
    Level(
        "settle-with-whists",
        STAGE_ID,
        Text("Расчёт с вистами", "Settling with whists"),
        Text(
            "Горы сводят к средней, потом прибавляют висты, написанные друг на друга.",
            "The mountains are brought to the average, then the whists written on each other "
            "are added.",
        ),
        SettlePulya(
            Text(
                "Пуля по 10; гора: Юг 0, Запад 9, Восток 3. Висты: Юг на Запада 40, Восток на "
                "Запада 20, Запад на Юга 10. Итог каждого?",
                "Pulya 10 each; mountain: South 0, West 9, East 3. Whists: South on West 40, "
                "East on West 20, West on South 10. Each one's balance?",
            ),
            PulyaSheet(
                pulya=((SOUTH, 10), (WEST, 10), (EAST, 10)),
                mountain=((SOUTH, 0), (WEST, 9), (EAST, 3)),
                whists=((SOUTH, WEST, 40), (EAST, WEST, 20), (WEST, SOUTH, 10)),
            ),
            (balance_field(SOUTH), balance_field(WEST), balance_field(EAST)),
            (70, -100, 30),
            wrong=((70, -110, 40), (30, -50, 20)),
        ),
        (BALANCE_RULE, SETTLE_RULE),
    ),
    Level(
        "settle-pair",
        STAGE_ID,
        Text("Кто кому платит", "Who pays whom"),
        Text(
            "Двое считаются между собой: разница гор на цену очка горы, делённая на число "
            "игроков, и висты друг на друга.",
            "Two settle between themselves: the difference of their mountains times a mountain "
            "point's worth, divided by the number of players, and their whists on each other.",
        ),
        SettlePulya(
            Text(
                "Пуля по 10; гора: Юг 3, Запад 12, Восток 0. Висты: Юг на Запада 25, Запад на "
                "Юга 5. Сколько Запад платит Югу?",
                "Pulya 10 each; mountain: South 3, West 12, East 0. Whists: South on West 25, "
                "West on South 5. How much does West pay South?",
            ),
            PulyaSheet(
                pulya=((SOUTH, 10), (WEST, 10), (EAST, 10)),
                mountain=((SOUTH, 3), (WEST, 12), (EAST, 0)),
                whists=((SOUTH, WEST, 25), (WEST, SOUTH, 5)),
            ),
            (pays_field(WEST, SOUTH),),
            (50,),
            wrong=((110,), (20,)),
        ),
        (SETTLE_RULE,),
    ),
    Level(
        "settle-review",
        STAGE_ID,
        Text("Повторение: пуля не у всех закрыта", "Review: a pulya not closed by all"),
        Text(
            "Недописанная пуля переводится в гору: очко пули стоит столько, сколько велит "
            "конвенция.",
            "A pulya short of the target is turned into mountain: a pulya point is worth what "
            "the convention says.",
        ),
        SettlePulya(
            Text(
                "Пуля: Юг 10, Запад 4, Восток 10; гора: Юг 6, Запад 0, Восток 0. Итог каждого?",
                "Pulya: South 10, West 4, East 10; mountain: South 6, West 0, East 0. Each one's "
                "balance?",
            ),
            PulyaSheet(
                pulya=((SOUTH, 10), (WEST, 4), (EAST, 10)),
                mountain=((SOUTH, 6), (WEST, 0), (EAST, 0)),
            ),
            (balance_field(SOUTH), balance_field(WEST), balance_field(EAST)),
            (-20, -20, 40),
            wrong=((-40, 20, 20), (-40, 40, 0)),
        ),
        (BALANCE_RULE, SETTLE_RULE),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Запись и расчёт", "Scoring and settling"),
    Text(
        "Сдача сыграна — что записать в пулю, в гору и в висты, и как в конце посчитаться. "
        "Каждое число проверяется по правилам вашего стола; ошибка показана с расчётом.",
        "The deal is played: what goes into the pulya, the mountain and the whists, and how "
        "to settle at the end. Every number is checked under your table's rules; a wrong one "
        "is shown with its arithmetic.",
    ),
    LEVELS,
)
