"""Whisting: «Распасы» — when all pass: whose the trick on the talon's card, taking as few as
you can, what the tricks write and how the run of raspasy ends under the convention.

The scoring levels are ``score_deal`` (the core's raspasy entries, its progression and the
exit from a run under the learner's convention: ``depends_on`` lists the options); the play is
``choose_card`` (a card that loses the trick) and ``multiple_choice`` on the texts' advice.
"""

from __future__ import annotations

from rulings.core import cite, parse_card
from tutorial.lessons.kinds.choose_card import ChooseCard
from tutorial.lessons.kinds.common import EAST, SOUTH, WEST, hand
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.kinds.score_deal import Played, ScoreDeal, deal_field
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "raspasy"

ALL_PASS_RULE = cite(
    "sochi_leningrad",
    "Распасовка, или распасы",
    "Распасовка разыгрывается, если все три игрока заявили «пас». Распасовка – это игра, при "
    "которой все игроки стараются взять как можно меньше взяток. Козырей на распасовке нет.",
)
TALON_RULE = cite(
    "sochi_leningrad",
    "Распасовка, или распасы",
    "При игре втроем карта прикупа только обозначает масть, а взятка принадлежит тому из "
    "игроков, кто положил старшую карту.",
)
PROGRESSION_RULE = cite(
    "sochi_leningrad",
    "Распасовка, или распасы",
    "В конвенции стола оговариваются особенности распасовок, т.е. прогрессирующее увеличении "
    "стоимость взятки, если играется несколько сдач подряд.",
)
RASPASY_SCORE_RULE = cite(
    "sochi_four",
    quote="Игроки, взявшие на распасах (в том числе и сдатчик), пишут за каждую взятку в гору "
    "по стоимости распасов.",
)
SMALL_CARDS_RULE = cite(
    "classic",
    quote="При постороннем ходе в пику следует давать маленькие карты этой масти",
)
SHORT_SUIT_RULE = cite(
    "classic",
    quote="При распасовке лучше сносить на требуемую масть, которой нет на руках, старшую карту "
    "короткой масти, а длинные масти с большими фигурами отыгрываются без труда.",
)


def raspasy(west: int, east: int, south: int, dealer: str = EAST) -> Played:
    return Played("raspasy", ((SOUTH, south), (WEST, west), (EAST, east)), dealer=dealer)


def six_passed() -> Played:
    """West's 6♠ that both defenders passed: a game, not whisted."""
    return Played(
        "6S",
        ((SOUTH, 0), (WEST, 6), (EAST, 4)),
        declarer=WEST,
        calls=((EAST, "pass"), (SOUTH, "pass")),
    )


SOUTH_PULYA = deal_field("pulya", SOUTH)
SOUTH_UP = deal_field("mountain", SOUTH)
WEST_UP = deal_field("mountain", WEST)
EAST_UP = deal_field("mountain", EAST)

LEVELS = (
    Level(
        "raspasy-talon-card",
        STAGE_ID,
        Text("Карта прикупа", "The talon's card"),
        Text(
            "Все спасовали — играют распасы. Первую карту прикупа открывают на стол.",
            "Everyone passed: raspasy are played. The talon's first card is turned up.",
        ),
        MultipleChoice(
            Text(
                "Открыта карта прикупа 9♦, игроки положили по бубне: Юг 8♦, Запад Т♦, Восток "
                "7♦. Чья взятка?",
                "The talon's card is 9♦; the players followed with diamonds: South 8♦, West A♦, "
                "East 7♦. Whose trick?",
            ),
            (
                ("a", Text("Сдающего: прикуп его", "The dealer's: the talon is his")),
                ("b", Text("Запада", "West's")),
                ("c", Text("Ничья: взятку не считают", "Nobody's: the trick is not counted")),
            ),
            "b",
            Text(
                "Втроём карта прикупа только задаёт масть; берёт тот, кто положил старшую.",
                "With three the talon's card only sets the suit; the highest card played takes.",
            ),
            reasons=(
                (
                    "a",
                    Text(
                        "Втроём сдающий играет сам — разве прикуп может взять взятку?",
                        "With three the dealer plays too: can the talon take a trick?",
                    ),
                ),
                (
                    "c",
                    Text(
                        "Каждая из десяти взяток кому-то достаётся: кто положил старшую?",
                        "Each of the ten tricks goes to someone: who played the highest?",
                    ),
                ),
            ),
            wrong=("a",),
        ),
        (TALON_RULE, ALL_PASS_RULE),
    ),
    Level(
        "raspasy-duck",
        STAGE_ID,
        Text("Пики на распасах", "Spades on raspasy"),
        Text(
            "На распасах каждая взятка — в гору. Пиковый ход, у Юга четыре пики.",
            "On raspasy every trick goes into the mountain. A spade lead; South has four spades.",
        ),
        ChooseCard(
            Text(
                "Распасы. Запад пошёл 9♠, Восток положил В♠. Какую карту положить Югу?",
                "Raspasy. West led 9♠, East played J♠. Which card does South play?",
            ),
            hand("AS 10S 8S 7S KD 8D 7D 9H 8H 7H"),
            ((WEST, parse_card("9S")), (EAST, parse_card("JS"))),
            None,
            "lose",
            "10S",
            wrong=("AS",),
            lesson=Text(
                "Совет давать маленькие карты — о том, чтобы не взять: под валетом Востока "
                "любая пика Юга ниже туза взятку не берёт. Из них выгоднее отдать старшую, 10♠: "
                "опасная карта уходит без взятки, а 8♠ и 7♠ остаются на следующие пиковые ходы.",
                "The advice to play small cards is about not taking the trick: under East's "
                "jack any spade of South's below the ace loses. Of those, the highest, 10♠, is "
                "the one to give: the dangerous card goes without a trick, and 8♠ and 7♠ stay "
                "for the next spade leads.",
            ),
        ),
        (SMALL_CARDS_RULE, ALL_PASS_RULE),
    ),
    Level(
        "raspasy-shed",
        STAGE_ID,
        Text("Снос на распасах", "Shedding on raspasy"),
        Text(
            "Трефы у Юга нет, а ходят в трефу: можно снести любую карту. Какую?",
            "South has no club and a club is led: any card may be shed. Which one?",
        ),
        MultipleChoice(
            Text(
                "Распасы. У Юга: ♠Т К 8 7, ♦К 8 7, ♥Д 8 7. Пошли в трефу. Что снести?",
                "Raspasy. South holds ♠A K 8 7, ♦K 8 7, ♥Q 8 7. A club is led. What does South "
                "shed?",
            ),
            (
                ("AS", Text("Т♠", "A♠")),
                ("KD", Text("К♦", "K♦")),
                ("7H", Text("7♥", "7♥")),
            ),
            "KD",
            Text(
                "Сносят старшую карту короткой масти: длинную масть с фигурами потом легко "
                "отыграть, а одинокий король в короткой — верная взятка.",
                "Shed the high card of a short suit: a long suit with its honours plays off "
                "easily later, while a king in a short suit is a sure trick.",
            ),
            reasons=(
                (
                    "AS",
                    Text(
                        "Пик четыре: длинная масть с фигурами отыгрывается без труда.",
                        "Four spades: a long suit with honours plays off without trouble.",
                    ),
                ),
                (
                    "7H",
                    Text(
                        "Семёрка никогда не возьмёт: снос её ничего не спасает.",
                        "A seven never takes a trick: shedding it saves nothing.",
                    ),
                ),
            ),
            hand=hand("AS KS 8S 7S KD 8D 7D QH 8H 7H"),
            wrong=("7H",),
        ),
        (SHORT_SUIT_RULE,),
    ),
    Level(
        "raspasy-score",
        STAGE_ID,
        Text("Запись распасов", "Writing raspasy"),
        Text(
            "Распасы сыграны. Вспомните, куда по правилам вашего стола пишут взятки на "
            "распасах и что получает тот, кто не взял ни одной.",
            "Raspasy were played. Recall where your table's rules write the tricks taken on "
            "raspasy, and what a player who took none gets.",
        ),
        ScoreDeal(
            Text(
                "Первые распасы: Юг не взял ни одной взятки, Запад взял четыре, Восток — шесть. "
                "Что пишется?",
                "The first raspasy: South took no trick, West four, East six. What is written?",
            ),
            raspasy(4, 6, 0),
            (SOUTH_PULYA, WEST_UP, EAST_UP),
            (1, 4, 6),
            wrong=((0, 4, 6), (1, 8, 12)),
        ),
        (RASPASY_SCORE_RULE, ALL_PASS_RULE),
    ),
    Level(
        "raspasy-second",
        STAGE_ID,
        Text("Вторые распасы подряд", "Raspasy twice running"),
        Text(
            "Распасы сыграны, и снова все спасовали. Дороже ли теперь взятка?",
            "Raspasy were played, and everyone passed again. Is a trick dearer now?",
        ),
        ScoreDeal(
            Text(
                "Вторые распасы подряд: Юг взял две взятки, Запад — три, Восток — пять. Что "
                "пишется за эти распасы?",
                "The second raspasy running: South took two tricks, West three, East five. What "
                "is written for these raspasy?",
            ),
            raspasy(3, 5, 2, dealer=SOUTH),
            (SOUTH_UP, WEST_UP, EAST_UP),
            (4, 6, 10),
            wrong=((2, 3, 5),),
            before=(raspasy(4, 6, 0),),
        ),
        (PROGRESSION_RULE, RASPASY_SCORE_RULE),
    ),
    Level(
        "raspasy-exit-passed",
        STAGE_ID,
        Text("Выход из распасов", "Out of raspasy"),
        Text(
            "После распасов сыграли игру, но её никто не вистовал. Кончилась ли череда "
            "распасов? Это решает конвенция.",
            "After raspasy a game was played, but nobody whisted it. Has the run of raspasy "
            "ended? The convention decides.",
        ),
        ScoreDeal(
            Text(
                "Распасы, затем 6♠ Запада, на которую оба сказали «пас», затем снова распасы: "
                "Юг взял одну, Запад — четыре, Восток — пять. Что пишется за взятки Востока?",
                "Raspasy, then West's 6♠, to which both said «pass», then raspasy again: South "
                "took one, West four, East five. What is written for East's tricks?",
            ),
            raspasy(4, 5, 1, dealer=WEST),
            (EAST_UP,),
            (5,),
            wrong=((10,),),
            before=(raspasy(4, 6, 0), six_passed()),
        ),
        (PROGRESSION_RULE, RASPASY_SCORE_RULE),
    ),
    Level(
        "raspasy-third",
        STAGE_ID,
        Text("Третьи распасы", "The third raspasy"),
        Text(
            "Третьи распасы подряд. Как по правилам вашего стола меняется цена взятки от "
            "распасов к распасам?",
            "The third raspasy running. How do your table's rules change a trick's price "
            "from one raspasy to the next?",
        ),
        ScoreDeal(
            Text(
                "Третьи распасы подряд: Юг взял одну взятку, Запад — три, Восток — шесть. "
                "Что пишется за эти распасы?",
                "The third raspasy running: South took one trick, West three, East six. What "
                "is written for these raspasy?",
            ),
            raspasy(3, 6, 1, dealer=WEST),
            (SOUTH_UP, WEST_UP, EAST_UP),
            (3, 9, 18),
            wrong=((1, 3, 6), (4, 12, 24)),
            before=(raspasy(4, 6, 0), raspasy(3, 5, 2, dealer=SOUTH)),
        ),
        (PROGRESSION_RULE, RASPASY_SCORE_RULE),
    ),
    Level(
        "raspasy-review",
        STAGE_ID,
        Text("Повторение: распасы", "Review: raspasy"),
        Text(
            "Опять распасы, на руке длинные пики. Кладите так, чтобы не взять.",
            "Raspasy again, with long spades. Play so as not to take the trick.",
        ),
        ChooseCard(
            Text(
                "Распасы. Запад пошёл Д♠, Восток положил 7♠. Какую карту положить Югу?",
                "Raspasy. West led Q♠, East played 7♠. Which card does South play?",
            ),
            hand("AS KS 10S 8S 9D 8D 7D 10H 8H 7H"),
            ((WEST, parse_card("QS")), (EAST, parse_card("7S"))),
            None,
            "lose",
            "10S",
            wrong=("KS", "AS"),
        ),
        (SMALL_CARDS_RULE, ALL_PASS_RULE),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Распасы", "Raspasy"),
    Text(
        "Все спасовали — каждый старается взять как можно меньше. Чья взятка на карте прикупа, "
        "что сносить, как пишутся распасы и когда кончается их череда по правилам стола.",
        "Everyone passed: each tries to take as few tricks as he can. Whose the trick on the "
        "talon's card, what to shed, how raspasy are written and when a run of them ends under "
        "the table's rules.",
    ),
    LEVELS,
)
