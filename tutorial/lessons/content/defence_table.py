"""Whisting: «Защита до конца» — defence against a contract and raspasy, played out (issue 19).

Kind ``play_to_goal``. Against a six of spades South whists alone in the light: the passer's
cards (East's) lie open and South plays them too, as the Sochi and Leningrad rules say («если
выбран вист всветлую, то карты и пасующего и вистующего игрока выкладываются на стол, и
вистующий распоряжается как своими картами, так и картами спасовавшего»); West's hand is
hidden, so the level holds several layouts of it. On raspasy every other hand is hidden («все
игроки стараются взять как можно меньше взяток»): the layouts split the unseen cards between
West and East, and the table keeps the ones that punish South's cards most. Each position is
an ending, and the tricks before it are shown (``TableDeal.before``), legal on every layout:
on raspasy South has taken one of them where he leads. Three levels only count them
(``taken``): «меньшее зло» and the review, whose layouts give West and East every suit, so no
earlier play fits them all, and the four-handed one, whose earlier tricks include the talon's.
"""

from __future__ import annotations

from rulings.core import cite
from tutorial.lessons.content.first_lead import EXIT_RULE
from tutorial.lessons.content.misere_table import table_level
from tutorial.lessons.counting import WHIST_RULE
from tutorial.lessons.kinds.common import EAST, SOUTH, TRICK_RULE, WEST
from tutorial.lessons.model import LevelDataError, Stage, Text
from tutorial.lessons.table import Aim, Hands, TableDeal, layout
from tutorial.lessons.table.earlier import deal_after

STAGE_ID = "defence-table"

LIGHT_RULE = cite(
    "sochi_leningrad",
    "Вист",
    "Если выбран вист всветлую, то карты и пасующего и вистующего игрока выкладываются на стол, "
    "и вистующий распоряжается как своими картами, так и картами спасовавшего.",
)
RASPASY_RULE = cite(
    "sochi_leningrad",
    "Распасовка, или распасы",
    "Распасовка – это игра, при которой все игроки стараются взять как можно меньше взяток. "
    "Козырей на распасовке нет.",
)
RASPASY_DISCARD_RULE = cite(
    "classic",
    "РАСПАСОВКА",
    "При распасовке лучше сносить на требуемую масть, которой нет на руках, старшую карту "
    "короткой масти, а длинные масти с большими фигурами отыгрываются без труда.",
)

LIGHT = Text(
    "Запад играет 6♠. Юг вистует, Восток спасовал; Юг выбрал вист в светлую: карты Востока "
    "открыты, и Юг играет за обоих. Руку Запада не видно: на столе несколько раскладов, что "
    "сходятся с видимым.",
    "West plays 6♠. South whists, East passed; South chose to whist in the light: East's cards "
    "are open and South plays them too. West's hand is hidden: the table holds several layouts "
    "that fit what is seen.",
)
FOUR_RULE = cite(
    "sochi_four",
    quote="Игроки, взявшие на распасах (в том числе и сдатчик), пишут за каждую взятку в гору по "
    "стоимости распасов.",
)
RASPASY_FOUR = Text(
    "Играют вчетвером: Север сдавал и сидит на прикупе, прикупные взятки уже сыграны. Все "
    "спасовали: распасы, козырей нет. Чужих карт не видно: на столе несколько раскладов, что "
    "сходятся с видимым.",
    "Four play: North dealt and sits out, the talon's tricks are played. Everyone passed: "
    "raspasy, no trumps. The other hands are hidden: the table holds several layouts that fit "
    "what is seen.",
)
RASPASY = Text(
    "Все спасовали: распасы, козырей нет. Чужих карт не видно: на столе несколько раскладов, "
    "что сходятся с видимым.",
    "Everyone passed: raspasy, no trumps. The other hands are hidden: the table holds several "
    "layouts that fit what is seen.",
)


def light(*layouts: Hands, most: int, before: tuple[str, ...]) -> TableDeal:
    """West's 6♠, South whisting in the light with East's cards; West's hand hidden; West may
    take at most ``most`` tricks in all (fewer than six: the contract is set); ``before`` the
    tricks played before the position, shown on the page."""
    return deal_after(
        "6S", WEST, layouts, Aim(most, False), before, visible=frozenset({SOUTH, EAST})
    )


def raspasy(
    leader: str,
    *layouts: Hands,
    most: int,
    taken: int = 0,
    four_handed: bool = False,
    before: tuple[str, ...] = (),
) -> TableDeal:
    """Raspasy, the other hands hidden; South may take at most ``most`` tricks in all.
    ``before`` the tricks played before the position, shown on the page (the last winner,
    ``leader``, leads); without them ``taken`` tricks are only counted, West's and East's."""
    if before:
        deal = deal_after("raspasy", None, layouts, Aim(most, False), before)
        if deal.leader != leader:
            raise LevelDataError(f"the tricks before the position leave the lead to {deal.leader}")
        return deal
    return TableDeal(
        "raspasy",
        None,
        leader,
        layouts,
        Aim(most, False),
        taken=((WEST, taken // 2), (EAST, taken - taken // 2)),
        four_handed=four_handed,
    )


LEVELS = (
    table_level(
        "table-light-through",
        STAGE_ID,
        Text("Вист в светлую: чей ход", "Whisting in the light: whose lead"),
        Text(
            "Посмотрите на сыгранные взятки: что в них показал Запад? Козыри у Запада сверху, "
            "а что в остальных мастях? Подумайте, в какую масть ходить, чтобы взятки достались "
            "Востоку.",
            "Look at the tricks played: what has West shown in them? West's trumps are on top; "
            "what about the other suits? Think which suit to lead so that the tricks go to "
            "East.",
        ),
        Text("Ход Юга.", "South to lead."),
        light(
            layout("8S 8C 7C JD 10D 8D", "AS KS QS 9C KD 7H", "JS 9S KC 10C QH JH"),
            layout("8S 8C 7C JD 10D 8D", "AS KS QS KD AH 7H", "JS 9S KC 10C QH JH"),
            layout("8S 8C 7C JD 10D 8D", "AS KS QS 9C AD AH", "JS 9S KC 10C QH JH"),
            layout("8S 8C 7C JD 10D 8D", "AS KS QS AD AH 7H", "JS 9S KC 10C QH JH"),
            layout("8S 8C 7C JD 10D 8D", "AS KS QS 9C AD KD", "JS 9S KC 10C QH JH"),
            most=5,
            before=(
                "E:QC S:JC W:AC",
                "W:10H E:8H S:7S",
                "S:7D W:9D E:QD",
                "E:9H S:10S W:KH",
            ),
        ),
        "8D 7C 8S 8C 10D JD",
        wrong=("8S",),
        sources=(LIGHT_RULE, WHIST_RULE, EXIT_RULE),
        known=LIGHT,
    ),
    table_level(
        "table-light-cash",
        STAGE_ID,
        Text("Верные взятки", "Sure tricks"),
        Text(
            "У Запада только козыри и мелочь. Сосчитайте верные взятки Юга и Востока: какие "
            "из них Запад отберёт, если дать ему время?",
            "West holds trumps and small cards. Count South's and East's sure tricks: which of "
            "them can West take away if given time?",
        ),
        Text("Ход Юга.", "South to lead."),
        light(
            layout("AS KC 10C 9C 9H 7H", "KS 10S 9S 8C JD 7D", "JS QC KD QD QH 8H"),
            layout("AS KC 10C 9C 9H 7H", "KS 10S 9S JD 10D 7D", "JS QC KD QD QH 8H"),
            layout("AS KC 10C 9C 9H 7H", "KS 10S 9S JD 7D JH", "JS QC KD QD QH 8H"),
            layout("AS KC 10C 9C 9H 7H", "KS 10S 9S 8C 7D JH", "JS QC KD QD QH 8H"),
            layout("AS KC 10C 9C 9H 7H", "KS 10S 9S 8C 10D JH", "JS QC KD QD QH 8H"),
            most=5,
            before=(
                "W:AH E:10H S:KH",
                "W:AD E:8D S:9D",
                "W:AC E:7C S:JC",
                "W:8S E:7S S:QS",
            ),
        ),
        "AS 7H 9C 10C 9H KC",
        wrong=("9C",),
        sources=(LIGHT_RULE, WHIST_RULE, TRICK_RULE),
        known=LIGHT,
    ),
    table_level(
        "table-light-hearts",
        STAGE_ID,
        Text("Ход после четырёх взяток", "A lead after four tricks"),
        Text(
            "Посмотрите на сыгранные взятки: какие карты Запада уже вышли? Руки Запада не "
            "видно, но в каждом раскладе на столе у него три или четыре пики и не больше одной "
            "червы. Что сделают его козыри, если ходить в масть, которой у него нет?",
            "Look at the tricks played: which of West's cards are gone? West's hand is hidden, "
            "but in every layout on the table he holds three or four spades and one heart at "
            "most. What will his trumps do if you lead a suit he is out of?",
        ),
        Text("Ход Юга.", "South to lead."),
        light(
            layout("7C QD JD 9D 8D JH", "AS QS 10S 7S QC 9C", "9S KC JC 10C KD 7D"),
            layout("7C QD JD 9D 8D JH", "AS QS 7S AC QC KH", "9S KC JC 10C KD 7D"),
            layout("7C QD JD 9D 8D JH", "AS 10S 7S AC 9C KH", "9S KC JC 10C KD 7D"),
            layout("7C QD JD 9D 8D JH", "AS 10S 7S QC 9C KH", "9S KC JC 10C KD 7D"),
            layout("7C QD JD 9D 8D JH", "AS QS 10S AC QC 9C", "9S KC JC 10C KD 7D"),
            most=5,
            before=(
                "S:10D W:KS E:AD",
                "W:8S E:JS S:8C",
                "E:8H S:AH W:QH",
                "S:10H W:7H E:9H",
            ),
        ),
        "JH 7C 8D 9D JD QD",
        wrong=("7C", "8D"),
        sources=(LIGHT_RULE, WHIST_RULE, EXIT_RULE),
        known=LIGHT,
    ),
    table_level(
        "table-raspasy-exit",
        STAGE_ID,
        Text("Распасы: с чего выйти", "Raspasy: which card to lead"),
        Text(
            "Югу ходить. Какая масть у Юга безопасна — в ней кто-то другой обязательно "
            "окажется выше?",
            "South leads. Which of South's suits is safe — one where someone else must play "
            "higher?",
        ),
        Text("Ход Юга.", "South to lead."),
        raspasy(
            SOUTH,
            layout("9S JC 8C 7C 10D 8D", "AS 10S 7S 9C KD 9H", "KS 8S QD KH QH 8H"),
            layout("9S JC 8C 7C 10D 8D", "AS 10S 8S 7S KH QH", "KS 9C KD QD 9H 8H"),
            layout("9S JC 8C 7C 10D 8D", "AS 9C KD QD QH 9H", "KS 10S 8S 7S KH 8H"),
            layout("9S JC 8C 7C 10D 8D", "AS 8S 9C KD 9H 8H", "KS 10S 7S QD KH QH"),
            layout("9S JC 8C 7C 10D 8D", "AS 10S 7S KD QH 9H", "KS 8S 9C QD KH 8H"),
            most=2,
            before=(
                "E:AC S:10C W:KC",
                "E:7H S:JS W:10H",
                "W:AH E:JH S:QS",
                "W:7D E:9D S:JD",
            ),
        ),
        "9S 7C 8C 8D 10D JC",
        wrong=("7C",),
        sources=(RASPASY_RULE, TRICK_RULE),
        known=RASPASY,
    ),
    table_level(
        "table-raspasy-high",
        STAGE_ID,
        Text("Распасы: ход Юга", "Raspasy: South leads"),
        Text(
            "Посмотрите на сыгранные взятки: одну Юг уже взял, и теперь ему ходить. Где у Юга "
            "карта, которую потом не отдать, — и когда от неё избавиться дешевле всего?",
            "Look at the tricks played: South has taken one and now leads. Which of South's "
            "cards could never be got rid of later — and when is it cheapest to lose it?",
        ),
        Text("Ход Юга.", "South to lead."),
        raspasy(
            SOUTH,
            layout("9S 8S 7S JC 9C 10H", "QC 10C JD QH JH 9H", "KS 10S AD 10D 8D 7H"),
            layout("9S 8S 7S JC 9C 10H", "KS 10S QC 10C JD JH", "AD 10D 8D QH 9H 7H"),
            layout("9S 8S 7S JC 9C 10H", "QC 10C JD 10D QH 7H", "KS 10S AD 8D JH 9H"),
            layout("9S 8S 7S JC 9C 10H", "10S QC AD 8D 9H 7H", "KS 10C JD 10D QH JH"),
            layout("9S 8S 7S JC 9C 10H", "JD 10D QH JH 9H 7H", "KS 10S QC 10C AD 8D"),
            most=2,
            before=(
                "E:KD S:QS W:7D",
                "E:9D S:AS W:QD",
                "W:AH E:KH S:8H",
                "W:7C E:KC S:AC",
            ),
        ),
        "10H 7S 8S 9S 9C JC",
        wrong=("7S", "9C"),
        sources=(RASPASY_RULE, RASPASY_DISCARD_RULE),
        known=RASPASY,
    ),
    table_level(
        "table-raspasy-three",
        STAGE_ID,
        Text("Распасы: меньшее зло", "Raspasy: the lesser evil"),
        Text(
            "У Юга тузы и короли: без взяток не обойтись. Какие из них всё равно возьмут, а "
            "какие можно ещё отдать?",
            "South holds aces and kings: some tricks cannot be helped. Which of them will win "
            "anyway, and which can still be lost?",
        ),
        Text("Ход Юга.", "South to lead."),
        raspasy(
            SOUTH,
            layout("KS 9S QC 8D AH JH", "AC 8C 7C KH QH 8H", "JS KC AD QD 10H 7H"),
            layout("KS 9S QC 8D AH JH", "JS KC 7C QD KH 7H", "AC 8C AD QH 10H 8H"),
            layout("KS 9S QC 8D AH JH", "JS AC KC AD 10H 8H", "8C 7C QD KH QH 7H"),
            layout("KS 9S QC 8D AH JH", "JS AD QD QH 8H 7H", "AC KC 8C 7C KH 10H"),
            layout("KS 9S QC 8D AH JH", "JS KC 7C QH 10H 7H", "AC 8C AD QD KH 8H"),
            most=3,
            taken=4,
        ),
        "QC AH 8D JH 9S KS",
        wrong=("9S", "8D"),
        sources=(RASPASY_RULE, RASPASY_DISCARD_RULE),
        known=RASPASY,
    ),
    table_level(
        "table-raspasy-follow",
        STAGE_ID,
        Text("Распасы: на чужой ход", "Raspasy: following a lead"),
        Text(
            "Запад пошёл с туза пик: эту взятку Юг не возьмёт. Какую пику выгоднее отдать в "
            "неё и что будет, когда пики пойдут снова?",
            "West has led the ace of spades: South cannot win this trick. Which spade is best "
            "to give up in it, and what happens when spades come again?",
        ),
        Text("Ход Запада, Юг кладёт карту.", "West has led; South plays."),
        raspasy(
            WEST,
            layout("KS 7S AC AD AH KH", "AS 10S 8S 10D 8D 8H", "QS 8C KD QD 7D QH"),
            layout("KS 7S AC AD AH KH", "8C KD 8D 7D QH 8H", "AS QS 10S 8S QD 10D"),
            layout("KS 7S AC AD AH KH", "AS QS 10S 8S KD 7D", "8C QD 10D 8D QH 8H"),
            layout("KS 7S AC AD AH KH", "AS 10S KD 10D QH 8H", "QS 8S 8C QD 8D 7D"),
            layout("KS 7S AC AD AH KH", "10S 8S QD 10D QH 8H", "AS QS 8C KD 8D 7D"),
            most=4,
            taken=4,
            four_handed=True,
        ),
        "KS 7S AD KH AC AH",
        wrong=("7S",),
        sources=(RASPASY_RULE, RASPASY_DISCARD_RULE, FOUR_RULE),
        known=RASPASY_FOUR,
    ),
    table_level(
        "table-defence-review",
        STAGE_ID,
        Text("Повторение: распасы до конца", "Review: raspasy to the end"),
        Text(
            "Запад пошёл в трефу, Восток положил короля. Сыграйте так, чтобы на любом раскладе "
            "взять не больше, чем нужно.",
            "West led a club and East played the king. Play so that on every layout you take "
            "no more than you must.",
        ),
        Text("Юг кладёт карту.", "South plays."),
        raspasy(
            WEST,
            layout("7S JC 9C 7C 10D QH", "QS 10C 8C KD JH 10H", "AS KC QD 8D 8H 7H"),
            layout("7S JC 9C 7C 10D QH", "AS QS KC 10C KD 7H", "8C QD 8D JH 10H 8H"),
            layout("7S JC 9C 7C 10D QH", "QS 10C KD QD 10H 8H", "AS KC 8C 8D JH 7H"),
            layout("7S JC 9C 7C 10D QH", "KC 10C 8C KD JH 8H", "AS QS QD 8D 10H 7H"),
            layout("7S JC 9C 7C 10D QH", "QS 10C KD QD 8D 10H", "AS KC 8C JH 8H 7H"),
            most=3,
            taken=4,
        ),
        "9C 7S 7C QH 10D JC",
        wrong=("7C",),
        sources=(RASPASY_RULE, RASPASY_DISCARD_RULE, TRICK_RULE),
        known=RASPASY,
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Защита до конца", "Defence to the end"),
    Text(
        "Розыгрыш до последней взятки: вист в светлую против шестерной игры и распасы, где "
        "каждый берёт как можно меньше. Чужих рук не видно; стол из раскладов, что сходятся с "
        "видимым, оставляет самый неудобный для вас.",
        "Play to the last trick: whisting in the light against a six, and raspasy, where "
        "everyone takes as few as he can. The other hands are hidden; of the layouts that fit "
        "what is seen, the table keeps the least kind to you.",
    ),
    LEVELS,
)
