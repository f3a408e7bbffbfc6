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
winners next and the lost trick last. Each position is an ending, and the tricks before it
are shown (``TableDeal.before``), so every layout splits the same unseen cards and agrees
with what the whisters showed.
"""

from __future__ import annotations

from rulings.core import cite, parse_contract
from tutorial.lessons.content.contract import TAKE_RULE
from tutorial.lessons.content.misere_table import table_level
from tutorial.lessons.kinds.common import (
    SENIORITY_RULE,
    SOUTH,
    TRICK_RULE,
    WINNER_RULE,
)
from tutorial.lessons.model import Stage, Text
from tutorial.lessons.table import Aim, Hands, TableDeal, layout
from tutorial.lessons.table.earlier import deal_after

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


def declared(contract: str, *layouts: Hands, before: tuple[str, ...]) -> TableDeal:
    """South's game ``contract`` (level and trump, «7S», «6NT»); the whisters' hands hidden
    (every layout splits the same cards between them); ``before`` the tricks played before the
    position, shown on the page: they say who has taken what and who leads now (South, or
    East leading through him). The goal is the contract's tricks in the whole deal."""
    return deal_after(contract, SOUTH, layouts, Aim(parse_contract(contract).level, True), before)


def known(contract: str) -> Text:
    shown = parse_contract(contract).ru  # «7♠» in either language
    return DECLARING.format(contract=Text(shown, shown))


LEVELS = (
    table_level(
        "table-declarer-trumps",
        STAGE_ID,
        Text("Пять взяток, нужны все", "Five tricks, all needed"),
        Text(
            "Посмотрите сыгранные взятки: сколько козырей ещё у вистующих? Осталось пять "
            "взяток, и нужны все. Чем опасны ваши старшие червы, пока у вистующих есть козырь?",
            "Look at the tricks played: how many trumps do the whisters still hold? Five tricks "
            "are left and you need them all. What threatens your top hearts while a whister "
            "still holds a trump?",
        ),
        Text("Ход Юга.", "South to lead."),
        declared(
            "7S",
            layout("AS KS AH KH QH", "7S 9C 8C 7C 10C", "JH 10H 9H 8D 7D"),
            layout("AS KS AH KH QH", "9C 8C 7C 10C 7D", "7S JH 10H 9H 8D"),
            layout("AS KS AH KH QH", "7S 10H 9C 8C 7C", "JH 9H 10C 8D 7D"),
            before=(
                "W:AD E:9D S:10D",
                "W:QC E:KC S:9S",
                "S:JD W:QD E:KD",
                "E:QS S:JS W:10S",
                "E:AC S:8S W:JC",
            ),
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
        Text("Туз пик у вистующих", "The whisters hold the ace of spades"),
        Text(
            "Нужно ещё четыре взятки из пяти. Туз пик у вистующих — одну взятку он возьмёт в "
            "любом случае. Когда лучше её отдать?",
            "You need four of the last five tricks. The ace of spades is with the whisters and "
            "takes a trick whatever you do. When is it best to give it?",
        ),
        Text("Ход Юга.", "South to lead."),
        declared(
            "7S",
            layout("KS QS JS AH KH", "AS 7S 9C 8C 7C", "QH JH 10H 8D 7D"),
            layout("KS QS JS AH KH", "AS 9C 8C 7C 7D", "7S QH JH 10H 8D"),
            layout("KS QS JS AH KH", "7S QH 9C 8C 7C", "AS JH 10H 8D 7D"),
            before=(
                "S:AC W:10C E:8S",
                "E:7H S:9H W:8H",
                "S:KD W:JD E:QD",
                "S:10D W:AD E:9D",
                "W:JC E:9S S:10S",
            ),
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
            "Нужно ещё три взятки. Восток пошёл с малой червы, после Юга кладёт карту Запад. "
            "Король червей у вистующих, но у кого? Посмотрите сыгранные взятки: остался ли у "
            "Востока козырь? А если черва у него одна, что будет после взятки Запада?",
            "You need three more tricks. East has led a small heart, and West plays after "
            "South. The king of hearts is with the whisters, but which one? Look at the tricks "
            "played: has East a trump left? And if his heart is his only one, what happens once "
            "West wins a trick?",
        ),
        Text("Восток пошёл, слово за Югом.", "East has led; South plays next."),
        declared(
            "6S",
            layout("AS KS AH QH 7D", "KH JH 9H KD QC", "7H 8S AD AC KC"),
            layout("AS KS AH QH 7D", "JH 9H KD QC KC", "KH 7H 8S AD AC"),
            layout("AS KS AH QH 7D", "KH JH AD KD QC", "9H 7H 8S AC KC"),
            layout("AS KS AH QH 7D", "KH 9H AD KD QC", "JH 7H 8S AC KC"),
            before=(
                "W:JC E:8C S:7C",
                "W:10C E:9C S:10S",
                "S:QS W:9D E:7S",
                "S:JS W:10D E:9S",
                "S:8D W:JD E:QD",
            ),
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
        Text("Треф у Юга нет", "South has no clubs"),
        Text(
            "Отдать можно только бубну. Восток пошёл в трефу, треф у Юга нет. Посмотрите "
            "сыгранные взятки: какой козырь ещё не вышел? Кто кладёт карту после Юга, и что у "
            "него может быть вместо треф?",
            "You can give up only the diamond. East has led a club, and South has none. Look at "
            "the tricks played: which trump is still out? Who plays after South, and what may "
            "he hold instead of clubs?",
        ),
        Text("Восток пошёл, слово за Югом.", "East has led; South plays next."),
        declared(
            "7S",
            layout("AS KS 8S AH 7D", "9S QH JH KD QD", "AC KC QC JC 10C"),
            layout("AS KS 8S AH 7D", "9S KC QH JH KD", "AC QC JC 10C QD"),
            layout("AS KS 8S AH 7D", "QH JH KD QD 10C", "9S AC KC QC JC"),
            layout("AS KS 8S AH 7D", "9S KC QC QH JH", "AC JC 10C KD QD"),
            before=(
                "W:KH E:7H S:8H",
                "W:7C E:8C S:9C",
                "S:QS W:7S E:10S",
                "S:AD W:8D E:9D",
                "S:10H W:9H E:JS",
            ),
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
            "Нужно ещё три взятки. Две карты Юга всё равно придётся отдать. Если отдать ход "
            "вистующим сейчас, когда он вернётся к Югу?",
            "You need three more tricks. Two of South's cards will be lost whatever he does. If "
            "the whisters get the lead now, when does it come back to South?",
        ),
        Text("Ход Юга.", "South to lead."),
        declared(
            "6NT",
            layout("AH KH QH 7D 7C", "AD KD QD JD 10D", "AC KC QC JH 10H"),
            layout("AH KH QH 7D 7C", "AD KD QD JD JH", "AC KC QC 10D 10H"),
            layout("AH KH QH 7D 7C", "KD QD JD 10D JH", "AC KC QC AD 10H"),
            layout("AH KH QH 7D 7C", "AC KC QC JD 10D", "AD KD QD JH 10H"),
            before=(
                "W:JC E:10C S:8C",
                "W:7H E:9H S:8H",
                "E:7S S:AS W:8S",
                "S:KS W:9S E:9D",
                "S:QS W:10S E:8D",
            ),
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
            "Нужно ещё пять взяток из шести. Козыри — червы. Какую взятку можно отдать, и когда "
            "это сделать, чтобы контракт был взят на любом раскладе?",
            "You need five of the last six tricks. Hearts are trumps. Which trick can you give "
            "up, and when, so that the contract is made on every layout?",
        ),
        Text("Ход Юга.", "South to lead."),
        declared(
            "8H",
            layout("AH KH QH AD KD 7C", "8S 7S KC QC JC 10H", "AC QD JD 10D 9D JH"),
            layout("AH KH QH AD KD 7C", "8S 7S AC KC JH 10H", "QC JC QD JD 10D 9D"),
            layout("AH KH QH AD KD 7C", "8S AC KC QD JD JH", "7S QC JC 10D 9D 10H"),
            layout("AH KH QH AD KD 7C", "7S QC JC 10D 9D 10H", "8S AC KC QD JD JH"),
            before=(
                "W:10C E:8C S:9C",
                "W:9S E:10S S:AS",
                "S:KS W:JS E:QS",
                "S:9H W:7H E:8H",
            ),
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
