"""Bidding and play: «Розыгрыш за столом» — the declarer's game played out (issue 19).

Kind ``play_to_goal``. South has named the game and plays it to the last trick against two
whisters whose cards stay closed, so each level holds several layouts of their hands and the
table keeps, after each of South's cards, the ones that punish it most. The goal is the
contract: «Сыграйте 7♠: не меньше 7 взяток» (the declarer who takes fewer is written a penalty,
the Sochi and Leningrad rules' «Игра на взятки»). Six levels, each one technique of a declarer
who plays alone against two: draw the trumps before the top side cards (a whister with no card
of the suit led must trump); give up the ace of trumps at once; when East leads a small heart
through South (the classic text: the whister leads «с малой карты — под играющего, когда
играющий сидит в середине»), take the ace rather than play the queen for the king, since the
lead may be a singleton that West returns for East to trump; ruff with a trump West cannot
overruff when he plays after South and may have none of the suit; in no trumps take the sure
tricks before giving up the lead (the classic text: no-trump cards «пригодны только для того,
кто делает первый выход»); and the review, a six-card 8♥ where trumps come first, the side
winners next and the lost trick last. Each position is an ending; the tricks before it are
counted.
"""

from __future__ import annotations

from rulings.core import cite, parse_contract
from tutorial.lessons.content.contract import TAKE_RULE
from tutorial.lessons.content.misere_table import table_level
from tutorial.lessons.kinds.common import (
    EAST,
    SENIORITY_RULE,
    SOUTH,
    TRICK_RULE,
    WEST,
    WINNER_RULE,
)
from tutorial.lessons.model import Stage, Text
from tutorial.lessons.table import Aim, Hands, TableDeal, layout

STAGE_ID = "declarer-table"

# The whisters' lead through a declarer in the middle (East leads, South plays, West last).
UNDER_RULE = cite(
    "classic",
    "РОЗЫГРЫШ",
    "а) с малой карты — под играющего, когда играющий сидит в середине;",
)
# No trumps: the declarer's tricks are his only while the lead is his.
FIRST_LEAD_RULE = cite(
    "classic",
    "РОЗЫГРЫШ",
    "Разумеется, и эти карты для бескозырной игры пригодны только для того, кто делает первый "
    "выход.",
)

DECLARING = Text(
    "Юг разыгрывает {contract}. Запад и Восток вистуют, их карты закрыты: на столе несколько "
    "раскладов, что сходятся с видимым.",
    "South plays {contract}. West and East whist with their cards closed: the table holds "
    "several layouts that fit what is seen.",
)


def declared(
    contract: str,
    *layouts: Hands,
    taken: tuple[tuple[str, int], ...],
    leader: str = SOUTH,
) -> TableDeal:
    """South's game ``contract`` (level and trump, «7S», «6NT»), ``leader`` to lead (South, or
    East leading through him); the whisters' hands hidden; the goal is the contract's tricks
    in the whole deal."""
    level = parse_contract(contract).level
    return TableDeal(contract, SOUTH, leader, layouts, Aim(level, True), taken=taken)


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
    table_level(
        "table-declarer-second",
        STAGE_ID,
        Text("Малая черва Востока", "East's small heart"),
        Text(
            "Сыграно пять взяток: у Юга три, нужно ещё три. Восток пошёл с малой червы, после "
            "Юга кладёт карту Запад. Король червей у вистующих, но у кого? А если черва у "
            "Востока одна, а козырь есть, что будет после взятки Запада?",
            "Five tricks are played: South has three and needs three more. East has led a small "
            "heart, and West plays after South. The king of hearts is with the whisters, but "
            "which one? And if East has only one heart and still a trump, what happens once "
            "West wins a trick?",
        ),
        Text("Восток пошёл, слово за Югом.", "East has led; South plays next."),
        declared(
            "6S",
            layout("AS KS AH QH 7D", "KH JH 9H KD QC", "7H 8S AD AC KC"),
            layout("AS KS AH QH 7D", "JH 9H KD QC JC", "KH 7H 8S AD AC"),
            layout("AS KS AH QH 7D", "KH JH AD KD QC", "9H 7H 8S AC KC"),
            layout("AS KS AH QH 7D", "KH 9H AD KD QC", "JH 7H 8S AC KC"),
            taken=((SOUTH, 3), (WEST, 1), (EAST, 1)),
            leader=EAST,
        ),
        "AH AS KS QH 7D",
        wrong=("QH",),
        sources=(UNDER_RULE, TRICK_RULE, WINNER_RULE),
        known=known("6S"),
        lesson=Text(
            "Малая карта под играющего может быть одна в масти. Положите даму — король Запада "
            "возьмёт её и вернёт черву, и Восток побьёт вашего туза козырем. Возьмите тузом и "
            "снимите козыри: король возьмёт свою взятку, но только одну.",
            "A small card led through the declarer may be a singleton. Play the queen and "
            "West's king wins it and returns a heart for East to trump your ace. Win with the "
            "ace and draw the trumps: the king takes its trick, but only one.",
        ),
    ),
    table_level(
        "table-declarer-overruff",
        STAGE_ID,
        Text("Бить так, чтобы не перебили", "Ruff so as not to be overruffed"),
        Text(
            "Сыграно пять взяток: у Юга три, отдать можно только бубну. Восток пошёл в трефу, "
            "треф у Юга нет. Кто кладёт карту после Юга, и что у него может быть вместо треф?",
            "Five tricks are played: South has three and can give up only the diamond. East "
            "has led a club, and South has none. Who plays after South, and what may he hold "
            "instead of clubs?",
        ),
        Text("Восток пошёл, слово за Югом.", "East has led; South plays next."),
        declared(
            "7S",
            layout("AS KS 8S AH 7D", "9S QH JH KD QD", "AC KC QC JC 10C"),
            layout("AS KS 8S AH 7D", "9S KC QH JH KD", "AC QC JC 10C QD"),
            layout("AS KS 8S AH 7D", "QH JH 10H KD QD", "9S AC KC QC JC"),
            layout("AS KS 8S AH 7D", "9S KH QH KD QD", "AC QC JC 10C JH"),
            taken=((SOUTH, 3), (WEST, 1), (EAST, 1)),
            leader=EAST,
        ),
        "KS AS 8S AH 7D",
        wrong=("8S",),
        sources=(TRICK_RULE, WINNER_RULE, SENIORITY_RULE),
        known=known("7S"),
        lesson=Text(
            "Запад кладёт карту после вас, и без треф он обязан бить козырем. Будь у него "
            "девятка, восьмёрку он перебьёт, короля — нет; а туз потом заберёт эту девятку, "
            "где бы она ни была, и восьмёрка останется старшей.",
            "West plays after you, and with no club he must trump. Holding the nine, he "
            "overruffs the eight, not the king; the ace then draws that nine wherever it is, "
            "and the eight is left on top.",
        ),
    ),
    table_level(
        "table-declarer-no-trumps",
        STAGE_ID,
        Text("Без козыря", "No trumps"),
        Text(
            "Сыграно пять взяток: у Юга три, нужно ещё три. Две карты Юга всё равно придётся "
            "отдать. Если отдать ход вистующим сейчас, когда он вернётся к Югу?",
            "Five tricks are played: South has three and needs three more. Two of South's cards "
            "will be lost whatever he does. If the whisters get the lead now, when does it come "
            "back to South?",
        ),
        Text("Ход Юга.", "South to lead."),
        declared(
            "6NT",
            layout("AH KH QH 7D 7C", "AD KD QD JD 10D", "AC KC QC JH 10H"),
            layout("AH KH QH 7D 7C", "AD KD QD JD 10H", "AC KC QC JC 10D"),
            layout("AH KH QH 7D 7C", "KD QD JD 10D JH", "AC KC QC AD 10H"),
            layout("AH KH QH 7D 7C", "AD KD QD 10C JH", "AC KC QC JC 10D"),
            taken=((SOUTH, 3), (WEST, 1), (EAST, 1)),
        ),
        "AH KH QH 7D 7C",
        wrong=("7D",),
        sources=(FIRST_LEAD_RULE, TRICK_RULE, TAKE_RULE),
        known=known("6NT"),
        lesson=Text(
            "Без козыря ход, отданный вистующим, может не вернуться: они возьмут свои бубны и "
            "трефы, а вам придётся сносить червы. Сначала возьмите свои взятки, потом отдавайте.",
            "In no trumps a lead given to the whisters may not come back: they take their "
            "diamonds and clubs and you must discard your hearts. Take your tricks first, then "
            "give up the rest.",
        ),
    ),
    table_level(
        "table-declarer-review",
        STAGE_ID,
        Text("Повторение: розыгрыш до конца", "Review: the play to the end"),
        Text(
            "Сыграно четыре взятки: у Юга три, нужно ещё пять из шести. Козыри — червы. Какую "
            "взятку можно отдать, и когда это сделать, чтобы контракт был взят на любом "
            "раскладе?",
            "Four tricks are played: South has three and needs five of the last six. Hearts are "
            "trumps. Which trick can you give up, and when, so that the contract is made on "
            "every layout?",
        ),
        Text("Ход Юга.", "South to lead."),
        declared(
            "8H",
            layout("AH KH QH AD KD 7C", "AC KC QC JC 10C 9H", "QD JD 10D 9D JH 10H"),
            layout("AH KH QH AD KD 7C", "QC JC 10C JD 10D 9D", "AC KC QD JH 10H 9H"),
            layout("AH KH QH AD KD 7C", "AC KC QC JC JH 10H", "10C QD JD 10D 9D 9H"),
            layout("AH KH QH AD KD 7C", "AC QC 10C QD 10D JH", "KC JC JD 9D 10H 9H"),
            taken=((SOUTH, 3), (WEST, 1), (EAST, 0)),
        ),
        "AH KH QH AD KD 7C",
        wrong=("AD", "7C"),
        sources=(TRICK_RULE, SENIORITY_RULE, TAKE_RULE),
        known=known("8H"),
        lesson=Text(
            "Сначала козыри: пока они у вистующих, бубну бьют козырем. Потом бубны, и только "
            "потом трефа — отданная раньше, она даёт вистующим ход, чтобы один пошёл в бубну "
            "под козырь другого.",
            "Trumps first: while the whisters hold one, a diamond is trumped. Then the "
            "diamonds, and only then the club — given up earlier, it hands the whisters the "
            "lead for one to lead a diamond for the other to trump.",
        ),
        review=True,
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
