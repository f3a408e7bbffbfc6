"""Stage 1 of the bidding course: hand evaluation.

Sort the hand, count its sure tricks, see its dangers on misère, and name its class (игровая,
вистовая, пасовая, мизерная) by the counting rules in ``tutorial.lessons.counting``; then count
the tricks of small open layouts, where the solver has the last word.
"""

from __future__ import annotations

from collections.abc import Callable

from rulings.core import Convention, Suit
from tutorial.lessons import counting
from tutorial.lessons.content.cards_and_tricks import DECK_RULE
from tutorial.lessons.kinds.classify_hand import ClassifyHand
from tutorial.lessons.kinds.common import (
    EAST,
    SOUTH,
    SUIT_NAMES,
    TRICK_RULE,
    WEST,
    WINNER_RULE,
    hand,
)
from tutorial.lessons.kinds.count_tricks import CountTricks
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "hand-evaluation"
SUIT_CHOICES = tuple(zip("abcd", (SUIT_NAMES[suit] for suit in Suit), strict=True))
HOW_MANY = Text("Сколько верных взяток у Юга?", "How many sure tricks does South hold?")
WHAT_CLASS = Text("Какая это рука?", "What kind of hand is this?")


def level(id_: str, title: Text, explanation: Text, exercise, *sources, **more) -> Level:
    return Level(id_, STAGE_ID, title, explanation, exercise, tuple(sources), **more)


def suit_choice(pick: Callable[[frozenset], Suit], cards: frozenset) -> Callable[[Convention], str]:
    """A multiple-choice answer computed from the hand: the letter of the suit ``pick`` names."""
    return lambda convention: "abcd"[pick(cards)]


def longest(cards: frozenset) -> Suit:
    return max(Suit, key=lambda suit: len(counting.in_suit(cards, suit)))


def other_suits(cards: frozenset, reason: Callable[[Suit], Text]) -> tuple[tuple[str, Text], ...]:
    """A reason of its own for each suit's letter (``MultipleChoice.reasons``); the right
    letter's is never shown, the right answer having its own ``why``."""
    return tuple(zip("abcd", (reason(suit) for suit in Suit), strict=True))


def shorter(cards: frozenset) -> Callable[[Suit], Text]:
    """«Пики — 3, есть масть длиннее.»"""

    def reason(suit: Suit) -> Text:
        name = SUIT_NAMES[suit]
        return Text(
            "{suit} — {n}, есть масть длиннее.", "{suit_en}: {n}, another suit is longer."
        ).format(
            suit=name.ru.capitalize(),
            suit_en=name.en.capitalize(),
            n=len(counting.in_suit(cards, suit)),
        )

    return reason


def safe(suit: Suit) -> Text:
    """Why a suit is no danger on misère (the wrong answers of «misere-danger»)."""
    name = SUIT_NAMES[suit]
    return Text(
        "{suit}: под любой ход в эту масть у Юга найдётся карта младше.",
        "{suit_en}: whatever is led in this suit, South has a lower card to play.",
    ).format(suit=name.ru.capitalize(), suit_en=name.en.capitalize())


def only_unsafe(cards: frozenset) -> Suit:
    (suit,) = counting.unsafe_suits(cards)
    return suit


def sure(id_: str, title: Text, explanation: Text, cards: str, answer: int, wrong=()) -> Level:
    return level(
        id_,
        title,
        explanation,
        CountTricks(HOW_MANY, hand(cards), answer, wrong=wrong),
        WINNER_RULE,
    )


def classify(
    id_: str,
    title: Text,
    explanation: Text,
    cards: str,
    answer: str,
    six_odds: float,
    *sources,
    **more,
) -> Level:
    """``six_odds``: the share of deals of the talon and the layout on which South makes six
    (``odds.game_odds``, measured; ``lessons check`` measures it again)."""
    wrong = tuple(c for c in counting.CLASSES if c != answer)
    exercise = ClassifyHand(WHAT_CLASS, hand(cards), answer, wrong, six_odds=six_odds)
    return level(id_, title, explanation, exercise, *sources, **more)


def layout(south: str, west: str, east: str) -> dict:
    return {SOUTH: hand(south), WEST: hand(west), EAST: hand(east)}


LONGEST = hand("AS 8S 7S AD 9D 8D 7D 8C 9H 7H")
DIRTY = hand("7S 9S JS 7C 9C JC 7D 9D 8H KH")
NO_TRUMPS_ENDING = layout("AS KS 7H", "QS JS 8H", "10S 9S AH")
TRUMPS_ENDING = layout("AH KH 7S 8S", "QH JH AS KS", "10H 9H QS JS")

LEVELS = (
    level(
        "sort-hand",
        Text("Разложить карту", "Sort the hand"),
        Text(
            "Первым делом карту раскладывают по мастям, в каждой — от старшей к младшей. "
            "Так сразу видно, где длинная масть, а где старшие карты.",
            "First sort the hand by suits, each from the highest down. Then the long suit and "
            "the top cards are plain to see.",
        ),
        MultipleChoice(
            Text("Какая масть у Юга самая длинная?", "Which is South's longest suit?"),
            SUIT_CHOICES,
            "c",
            Text(
                "Бубен четыре — больше, чем любой другой масти.",
                "Four diamonds: more than any other suit.",
            ),
            compute=suit_choice(longest, LONGEST),
            wrong=("a", "b", "d"),
            reasons=other_suits(LONGEST, shorter(LONGEST)),
            hand=LONGEST,
        ),
        DECK_RULE,
    ),
    sure(
        "aces",
        Text("Тузы", "Aces"),
        Text(
            "Туз — старшая карта масти, он берёт взятку всегда, когда в его масть ходят "
            "(без козырей). Каждый туз — верная взятка.",
            "The ace is the highest card of its suit: it takes a trick whenever the suit is "
            "played (without trumps). Each ace is a sure trick.",
        ),
        "AS 8S 7S AD 9D 8D 7D 8C 9H 7H",
        2,
        wrong=(0, 4),
    ),
    sure(
        "top-run",
        Text("Старшие подряд", "Top cards in a row"),
        Text(
            "После туза старшим в масти становится король, после короля — дама. Считайте "
            "старшие карты подряд от туза.",
            "After the ace the king becomes the highest card of its suit, after the king the "
            "queen. Count the top cards in a row from the ace.",
        ),
        "AC KC QC 8C JS 9S 7S 10D 8D 7H",
        3,
        wrong=(4, 1),
    ),
    sure(
        "no-ace",
        Text("Без туза", "Without the ace"),
        Text(
            "Король, дама, валет и десятка — сильные карты. Но возьмёт ли какая-то из них "
            "взятку наверняка, пока туз у противника?",
            "King, queen, jack and ten are good cards. But can any of them win for certain "
            "while the ace is out?",
        ),
        "KH QH JH 10H 9D 8D 7D 8C 7C 7S",
        0,
        wrong=(3, 4),
    ),
    sure(
        "long-suit",
        Text("Длинная масть", "A long suit"),
        Text(
            "В масти восемь карт. Сколько их у противников, когда длинная масть Юга идёт от "
            "туза, короля и дамы, и что станет с мелкими картами Юга, когда у противников эта "
            "масть кончится?",
            "A suit has eight cards. How many do the others hold when South's long suit is "
            "headed by the ace, king and queen, and what becomes of South's small cards once "
            "the others have none of the suit left?",
        ),
        "AS KS QS 9S 8S 7S 10C 9D 8D 7H",
        6,
        wrong=(3,),
    ),
    sure(
        "five-in-suit",
        Text("Старшие и семёрка", "Top cards and a seven"),
        Text(
            "Сколько карт длинной масти Юга у противников? Хватит ли старших карт Юга, чтобы "
            "забрать их все, и что тогда будет с его семёркой?",
            "How many cards of South's long suit do the others hold? Are South's top cards "
            "enough to draw them all, and what becomes of his seven then?",
        ),
        "AD KD QD JD 7D 8S 9S 10C 8H 7H",
        5,
        wrong=(4,),
    ),
    level(
        "review-sure-tricks",
        Text("Повторение: верные взятки", "Review: sure tricks"),
        Text(
            "Всё вместе: тузы, старшие подряд и длина.",
            "Everything together: aces, top cards in a row, and length.",
        ),
        CountTricks(HOW_MANY, hand("AH 10H 8H AC KC 7C QD JD 9S 8S"), 3, wrong=(2, 4)),
        WINNER_RULE,
        review=True,
    ),
    level(
        "layout-no-trumps",
        Text("Открытый расклад", "An open layout"),
        Text(
            "Когда видны все карты, взятки считают до конца. Юг ходит первым, козырей нет.",
            "With every card in sight, count the tricks to the end. South leads, no trumps.",
        ),
        CountTricks(
            Text(
                "Сколько взяток возьмёт Юг при лучшей игре всех?",
                "How many tricks does South take with best play by all?",
            ),
            NO_TRUMPS_ENDING[SOUTH],
            2,
            NO_TRUMPS_ENDING,
            None,
            SOUTH,
            SOUTH,
            wrong=(3,),
        ),
        TRICK_RULE,
        WINNER_RULE,
        hints=(Text("Кто возьмёт черву?", "Who takes the heart?"),),
    ),
    level(
        "layout-trumps",
        Text("Расклад с козырем", "A layout with trumps"),
        Text(
            "Козыри — червы. Туз и король козырей берут, а пики у Запада и Востока старше.",
            "Trumps: hearts. The ace and king of trumps win, but West and East hold higher spades.",
        ),
        CountTricks(
            Text(
                "Козыри — червы, ходит Юг. Сколько взяток возьмёт Юг?",
                "Trumps: hearts, South leads. How many tricks does South take?",
            ),
            TRUMPS_ENDING[SOUTH],
            2,
            TRUMPS_ENDING,
            Suit.HEARTS,
            SOUTH,
            SOUTH,
            wrong=(4, 3),
        ),
        TRICK_RULE,
        WINNER_RULE,
    ),
    classify(
        "class-game",
        Text("Много старших", "Plenty of top cards"),
        Text(
            "Руку оценивают по взяткам, которые она возьмёт наверняка, и по прикупу. Сосчитайте "
            "верные взятки: хватит ли их на игру?",
            "A hand is judged by the tricks it takes for certain and by the talon. Count the "
            "sure tricks: are they enough to play?",
        ),
        "AS KS QS JS 9S AH KH 7D 8D 7C",
        counting.GAME,
        1.0,
        counting.BUY_RULE,
    ),
    classify(
        "class-length",
        Text("Длинная масть", "The long suit"),
        Text(
            "Верные взятки — это тузы и короли, которые берут сразу. Но у длинной масти есть и "
            "другие: что станет с мелкими картами пятой масти, когда у противников кончатся "
            "козыри?",
            "Sure tricks are the aces and kings that win at once. A long suit has others too: "
            "what becomes of its small cards once the opponents have no trumps left?",
        ),
        "AS KS 10S 9S 8S AD QD AH 7C 8C",
        counting.GAME,
        1.0,
        counting.BUY_RULE,
    ),
    classify(
        "class-whist",
        Text("Туз с королём", "An ace with its king"),
        Text(
            "Против шестерной защищаются двое. Сколько взяток нужно каждому из них — и "
            "сколько эта рука возьмёт наверняка?",
            "Two defend against a six. How many tricks does each of them need, and how many "
            "does this hand take for certain?",
        ),
        "AS KS 9S 8H 10H QD JD 9C 10C 7C",
        counting.WHIST,
        0.225,
        counting.WHIST_RULE,
        counting.NO_SURE_TRICKS_RULE,
    ),
    classify(
        "class-pass",
        Text("Старшие без тузов", "High cards, no aces"),
        Text(
            "Посмотрите на старшие карты и на младшие: есть ли верные взятки, и чисты ли масти "
            "для мизера?",
            "Look at the high cards and the low ones: are there sure tricks, and are the suits "
            "safe for misère?",
        ),
        "KS QS 8H 10H QD JD 9C 10C 8D 9H",
        counting.PASS,
        0.045,
        counting.NO_SURE_TRICKS_RULE,
    ),
    classify(
        "class-misere",
        Text("Одни младшие", "Low cards only"),
        Text(
            "На мизере нельзя взять ни одной взятки. Масть чистая, если её младшая карта — "
            "семёрка, вторая снизу не выше девятки, третья не выше валета, четвёртая не выше "
            "короля: тогда под любой ход найдётся карта младше.",
            "On misère not a single trick may be taken. A suit is safe when its lowest card is "
            "the seven, the next no higher than the nine, the third no higher than the jack, "
            "the fourth no higher than the king: then there is always a lower card to play "
            "under a lead.",
        ),
        "7S 9S JS 7C 9C JC 7D 9D 7H 9H",
        counting.MISERE,
        0.0,
        counting.MISERE_RULE,
    ),
    level(
        "misere-danger",
        Text("Дыра на мизере", "A hole on misère"),
        Text(
            "Одной грязной масти хватает, чтобы мизер поймали. Посмотрите на младшие карты Юга "
            "в каждой масти: в какой найдётся ход, под который Югу нечего положить?",
            "One unsafe suit is enough to catch the misère. Look at South's lowest cards in "
            "each suit: in which one is there a lead South cannot play under?",
        ),
        MultipleChoice(
            Text("Какая масть опасна для мизера?", "Which suit is dangerous on misère?"),
            SUIT_CHOICES,
            "d",
            Text(
                "Червы: восьмёрка и король без семёрки. С восьмёркой без семёрки Юг возьмёт "
                "взятку, когда пойдут семёркой.",
                "Hearts: the eight and the king without the seven. Holding the eight without "
                "the seven, South takes a trick when the seven is led.",
            ),
            compute=suit_choice(only_unsafe, DIRTY),
            wrong=("a", "b", "c"),
            reasons=other_suits(DIRTY, safe),
            hand=DIRTY,
        ),
        counting.MISERE_RULE,
        hints=(Text("В какой масти нет семёрки?", "Which suit lacks its seven?"),),
    ),
    classify(
        "review-evaluation",
        Text("Повторение: какая рука", "Review: which hand"),
        Text(
            "Сначала считают верные взятки, потом смотрят масти для мизера.",
            "First count the sure tricks, then look at the suits for misère.",
        ),
        "AD KD QD JD 7D 8S 9S 10C 8H 7H",
        counting.GAME,
        0.615,
        counting.BUY_RULE,
        counting.MISERE_RULE,
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "bidding",
    Text("Оценка руки", "Hand evaluation"),
    Text(
        "Разложить карту, сосчитать верные взятки, увидеть дыры для мизера и понять, какая "
        "это рука: игровая, вистовая, пасовая или мизерная.",
        "Sort the hand, count its sure tricks, see its holes for misère, and name the hand: "
        "to play, to whist, to pass, or for misère.",
    ),
    LEVELS,
)
