"""Bidding and play: «Розыгрыш за столом» — the declarer's game played out (issue 19).

Kind ``play_to_goal``. South has named the game and plays it to the last trick against two
whisters whose cards stay closed, so each level holds several layouts of their hands and the
table keeps, after each of South's cards, the ones that punish it most. The goal is the
contract: «Сыграйте 7♠: не меньше 7 взяток» (the declarer who takes fewer is written a penalty,
the Sochi and Leningrad rules' «Игра на взятки»). The danger both levels teach comes from the
rules of the trick: a player with no card of the suit led must trump, and any trump beats any
card of another suit. Each position is an ending; the tricks before it are counted.
"""

from __future__ import annotations

from rulings.core import parse_contract
from tutorial.lessons.content.contract import TAKE_RULE
from tutorial.lessons.content.misere_table import table_level
from tutorial.lessons.kinds.common import EAST, SENIORITY_RULE, SOUTH, TRICK_RULE, WEST
from tutorial.lessons.model import Stage, Text
from tutorial.lessons.table import Aim, Hands, TableDeal, layout

STAGE_ID = "declarer-table"

DECLARING = Text(
    "Юг разыгрывает {contract}. Запад и Восток вистуют, их карты закрыты: на столе несколько "
    "раскладов, что сходятся с видимым.",
    "South plays {contract}. West and East whist with their cards closed: the table holds "
    "several layouts that fit what is seen.",
)


def declared(contract: str, *layouts: Hands, taken: tuple[tuple[str, int], ...]) -> TableDeal:
    """South's game ``contract`` (level and trump, «7S»), South to lead; the whisters' hands
    hidden; the goal is the contract's tricks in the whole deal."""
    return TableDeal(contract, SOUTH, SOUTH, layouts, Aim(int(contract[:-1]), True), taken=taken)


def known(contract: str) -> Text:
    shown = parse_contract(contract).ru  # «7♠» in either language
    return DECLARING.format(contract=Text(shown, shown))


LEVELS = (
    table_level(
        "table-declarer-trumps",
        STAGE_ID,
        Text("Сначала козыри", "Trumps first"),
        Text(
            "Сыграно пять взяток: у Юга две, у вистующих три. Осталось пять, и нужны все. "
            "Чем опасны ваши старшие червы, пока у вистующих есть козырь?",
            "Five tricks are played: South has two, the whisters three. Five are left and you "
            "need them all. What threatens your top hearts while a whister still holds a trump?",
        ),
        Text("Ход Юга.", "South to lead."),
        declared(
            "7S",
            layout("AS KS AH KH QH", "7S 9C 8C 7C 10C", "JH 10H 9H 8D 7D"),
            layout("AS KS AH KH QH", "9C 8C 7C 10C 7D", "7S JH 10H 9H 8D"),
            layout("AS KS AH KH QH", "7S 10H 9C 8C 7C", "JH 9H 10C 8D 7D"),
            taken=((SOUTH, 2), (WEST, 1), (EAST, 2)),
        ),
        "KS AS AH KH QH",
        wrong=("AH",),
        sources=(TAKE_RULE, TRICK_RULE, SENIORITY_RULE),
        known=known("7S"),
        lesson=Text(
            "Пока у вистующего есть козырь, а червей нет, он обязан бить вашу черву козырем: "
            "сначала заберите козыри, потом берите червы.",
            "While a whister holds a trump and no heart, he must trump your heart: draw the "
            "trumps first, then take the hearts.",
        ),
    ),
    table_level(
        "table-declarer-ace",
        STAGE_ID,
        Text("Выбейте туза козырей", "Drive out the ace of trumps"),
        Text(
            "Сыграно пять взяток: у Юга три. Нужно ещё четыре из пяти. Туз пик у вистующих — "
            "одну взятку он возьмёт в любом случае. Когда лучше её отдать?",
            "Five tricks are played: South has three and needs four of the last five. The ace "
            "of spades is with the whisters and takes a trick whatever you do. When is it best "
            "to give it?",
        ),
        Text("Ход Юга.", "South to lead."),
        declared(
            "7S",
            layout("KS QS JS AH KH", "AS 7S 9C 8C 7C", "QH JH 10H 8D 7D"),
            layout("KS QS JS AH KH", "AS 9C 8C 7C 10C", "7S QH JH 10H 8D"),
            layout("KS QS JS AH KH", "7S QH 9C 8C 7C", "AS JH 10H 8D 7D"),
            taken=((SOUTH, 3), (WEST, 1), (EAST, 1)),
        ),
        "JS QS KS KH AH",
        wrong=("AH",),
        sources=(TAKE_RULE, TRICK_RULE, SENIORITY_RULE),
        known=known("7S"),
        lesson=Text(
            "Отдайте туза козырей сразу: ходите в козыри, пока туз и малый козырь не выйдут, — "
            "тогда червы возьмут свои взятки и никто их не перебьёт.",
            "Give the ace of trumps at once: lead trumps until the ace and the small trump are "
            "out — then the hearts take their tricks and nobody trumps them.",
        ),
    ),
)

STAGE = Stage(
    STAGE_ID,
    "bidding",
    Text("Розыгрыш за столом", "Declarer play at the table"),
    Text(
        "Игра заказана — теперь её нужно сыграть до последней взятки. Карт вистующих не "
        "видно; стол из раскладов, что сходятся с видимым, оставляет самый неудобный для вас.",
        "The game is named — now play it to the last trick. The whisters' cards are hidden; "
        "of the layouts that fit what is seen, the table keeps the least kind to you.",
    ),
    LEVELS,
)
