"""Whisting: «Мизер» — declare it or not, and the defence's card against it.

The declaring levels are ``DeclareMisere``: the catch probability and the mean balance of a
misère with South's hand are measured by the solver over 200 deals of the talon and the layout
and scored by the core under the learner's convention (``kinds.declare_misere``); the hands are
the classic text's own examples. The play levels are ``play_card`` on open layouts (the
catchers play open, as the classic text tells them).
"""

from __future__ import annotations

from rulings.core import cite
from tutorial.lessons.content.misere_catch import catch_level
from tutorial.lessons.content.misere_tables import STORED
from tutorial.lessons.counting import MISERE_RULE
from tutorial.lessons.kinds.common import EAST, hand
from tutorial.lessons.kinds.declare_misere import declare_misere
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "misere"

ACE_FIVE_RULE = cite(
    "classic",
    "МИЗЕР",
    "К мизерам можно прикупать в тех случаях, когда на руках нет ни одной взятки и карты "
    "приблизительно такие: туз сам-пят без фигур и все другие маленькие",
)
KING_THREE_RULE = cite("classic", "МИЗЕР", "Можно прикупать только к королю с тремя маленькими")
KING_QUEEN_RULE = cite(
    "classic",
    "МИЗЕР",
    "К королю — даме и семерке прикупать совершенно невозможно, так как ремиза не удастся "
    "избежать при любых обстоятельствах.",
)
ACE_TEN_RULE = cite(
    "classic",
    "МИЗЕР",
    "Но при тузе — десятке восьмерка и семерка — мизер почти беспроигрышный, так как "
    "маловероятно, чтобы у одного из вистующих оказались четыре карты одной масти.",
)
UNSAFE_RULE = cite(
    "classic",
    "МИЗЕР",
    "Весьма небезопасно играть мизер при короле, десятке и восьмерке, а также при десятке — "
    "восьмерке сам-друг.",
)
OPEN_RULE = cite(
    "classic",
    "СОВЕТЫ ВИСТУЮЩИМ",
    "Вистующим на мизере обязательно нужно приглашать партнера, т. е. играть в открытую.",
)
SHED_RULE = cite(
    "classic",
    "СОВЕТЫ ВИСТУЮЩИМ",
    "Вистующие на мизер обязаны отвечать друг другу, особенно в тех случаях, когда один из них "
    "открывает ренонс, на который хочет сбросить старшие карты другой масти, где играющий "
    "мизер может быть пойман.",
)

ASK = Text(
    "Юг первым говорит в торговле. Каким будет его слово?",
    "South speaks first in the bidding. What is his word?",
)


def declare_level(level_id, title, explanation, cards, answer, why, reasons, sources, **extra):
    return Level(
        level_id,
        STAGE_ID,
        title,
        explanation,
        declare_misere(ASK, hand(cards), answer, why, reasons, stored=STORED.get(level_id, "")),
        (MISERE_RULE, *sources),
        **extra,
    )


# not «rarely caught»: the review hand is caught in about one deal of four and still pays
GO = Text(
    "Заявлять стоит: пойманный мизер стоит дорого, но сыгранные с лихвой окупают пойманные.",
    "Worth declaring: a caught misère costs dearly, but the misères made more than pay for "
    "the caught ones.",
)
STAY = Text(
    "Ловят слишком часто: сыгранный мизер не окупает штрафов за пойманный.",
    "It is caught too often: a misère made does not pay for the caught ones.",
)
SAFE = Text(
    "Риска почти нет: в каждой масти у Юга самые младшие карты, заставить его взять нечем.",
    "There is next to no risk: South holds the lowest cards of every suit, nothing can make "
    "him take a trick.",
)
NO_TRICK = Text(
    "Есть ли масть, где Юга заставят взять, или на любой ход у него найдётся карта младше?",
    "Is there a suit where South can be made to take a trick, or has he a lower card for "
    "every lead?",
)
LOOK = Text(
    "Посмотрите на старшие карты: есть ли под ними малые, и что снесётся с прикупом?",
    "Look at the high cards: are there low ones beneath them, and what goes in the discard?",
)


def play_level(level_id, title, explanation, prompt, cards, answer, wrong, sources, **extra):
    """A card against West's misère on an open layout (``misere_catch.catch_level``)."""
    return catch_level(
        level_id,
        title,
        explanation,
        prompt,
        cards,
        answer,
        wrong=wrong,
        sources=sources,
        stage_id=STAGE_ID,
        **extra,
    )


LEVELS = (
    declare_level(
        "misere-clean",
        Text("Чистые семёрки и восьмёрки", "Clean sevens and eights"),
        Text(
            "Мизер — обязательство не взять ни одной взятки. Посмотрите на карты Юга в каждой "
            "масти: найдётся ли ход, под который Югу нечего положить?",
            "A misère undertakes to take no trick at all. Look at South's cards in each suit: "
            "is there a lead South cannot play under?",
        ),
        "9S 8S 7S 9C 8C 7C 8D 7D 8H 7H",
        "declare",
        SAFE,
        (("pass", NO_TRICK),),
        (ACE_FIVE_RULE,),
    ),
    declare_level(
        "misere-ace-five",
        Text("Туз сам-пят", "An ace with four"),
        Text(
            "У Юга туз в масти из пяти карт, под ним малые. Чем туз опасен на мизере — и что "
            "Юг сможет с ним сделать, когда возьмёт прикуп?",
            "South holds an ace in a five-card suit, with small cards beneath it. What makes "
            "an ace dangerous on misère, and what can South do with it once he takes the "
            "talon?",
        ),
        "AS 10S 9S 8S 7S 8C 7C 8D 7D 7H",
        "declare",
        GO
        + Text(
            "Туз на мизере — не приговор, если под ним малые и есть прикуп, чтобы его снести.",
            "An ace on misère is no sentence if small cards lie beneath it and there is a "
            "talon to discard it with.",
        ),
        (("pass", LOOK),),
        (ACE_FIVE_RULE,),
    ),
    declare_level(
        "misere-king-queen",
        Text("Король, дама и семёрка", "King, queen and seven"),
        Text(
            "Две старшие карты в одной масти и одна малая. Что будет, когда в эту масть пойдут?",
            "Two high cards of one suit and one small one. What happens when that suit is led?",
        ),
        "KD QD 7D 8S 7S 9C 8C 7C 8H 7H",
        "pass",
        STAY,
        (("declare", LOOK),),
        (KING_QUEEN_RULE,),
    ),
    declare_level(
        "misere-king-three",
        Text("Король с тремя малыми", "A king with three small"),
        Text(
            "Одна фигура, но под ней три малые карты её масти.",
            "One honour, but three small cards of its suit beneath it.",
        ),
        "KH 9H 8H 7H 9S 7S 8C 7C 8D 7D",
        "declare",
        GO,
        (("pass", LOOK),),
        (KING_THREE_RULE,),
    ),
    declare_level(
        "misere-ten-eight-doubleton",
        Text("Десятка с восьмёркой сам-друг", "Ten and eight alone"),
        Text(
            "Всего две карты в масти, и между ними пропуск.",
            "Only two cards of a suit, with a gap between them.",
        ),
        "10D 8D 9S 8S 7S 9C 8C 7C 8H 7H",
        "pass",
        STAY,
        (("declare", LOOK),),
        (UNSAFE_RULE,),
    ),
    declare_level(
        "misere-king-ten-eight",
        Text("Король, десятка, восьмёрка", "King, ten, eight"),
        Text(
            "Три карты одной масти, и ни одной семёрки под ними.",
            "Three cards of one suit, and no seven beneath them.",
        ),
        "KH 10H 8H 9S 8S 7S 8C 7C 8D 7D",
        "pass",
        STAY,
        (("declare", LOOK),),
        (UNSAFE_RULE,),
    ),
    play_level(
        "misere-lead-aces",
        Text("Ход против мизера", "The lead against a misère"),
        Text(
            "Запад играет мизер; карты ловящих открыты. Ищите масть, где у Запада нет малой "
            "карты под ходом.",
            "West plays misère; the catchers' cards are open. Look for the suit where West has "
            "no small card beneath the lead.",
        ),
        Text(
            "Запад играет мизер, карты открыты. Восток сдавал, Юг ходит первым. С какой карты?",
            "West plays misère, the cards are open. East dealt, South leads first. Which card?",
        ),
        (
            "AS 7S AC AD KH QH JH 10H 9H 7H",
            "10S 8S QC 10C 8C 7C 10D 9D 8D 7D",
            "QS JS 9S JC 9C KD QD JD AH 8H",
        ),
        "AC",
        ("7S", "7H"),
        (OPEN_RULE,),
        lesson=Text(
            "Туз выигрывает взятку и оставляет ход у ловящих, а малые карты Запада под ним "
            "ничего не решают: дальше ходят в его пропуск.",
            "The ace wins the trick and keeps the lead with the catchers; West's small cards "
            "under it decide nothing: the next lead goes into his gap.",
        ),
    ),
    play_level(
        "misere-shed-high",
        Text("Нечем ответить в масть", "Void in the suit led"),
        Text(
            "Восток ходит в масть, которой у Юга нет. Что сбросить, чтобы партнёр мог поймать?",
            "East leads a suit South lacks. What to shed so the partner can catch?",
        ),
        Text(
            "Запад играет мизер, карты открыты; Восток взял две взятки и пошёл Т♠. Что "
            "сбрасывает Юг?",
            "West plays misère, the cards are open; East has taken two tricks and led A♠. What "
            "does South shed?",
        ),
        (
            "JC 10C AD QD JD 8D AH JH",
            "9S AC QC 9C 8C 7C QH 8H",
            "KC KD 10D 7D KH 10H 9H",
        ),
        "AH",
        ("JH", "8D"),
        (SHED_RULE, OPEN_RULE),
        trick="E:AS",
        taken=((EAST, 2),),
    ),
    declare_level(
        "misere-review",
        Text("Повторение: валет с семёркой", "Review: the jack and the seven"),
        Text(
            "Посмотрите на каждую масть Юга: где его могут заставить взять взятку и что "
            "изменит прикуп?",
            "Look at each of South's suits: where can he be made to take a trick, and what "
            "does the talon change?",
        ),
        "JS 7S 9C 8C 7C 9D 8D 7D 8H 7H",
        "declare",
        GO
        + Text(
            "Опасна здесь одна карта — валет пик, и при нём семёрка: на первый ход в пики Юг "
            "кладёт семёрку, а валета обычно сносит с прикупом.",
            "Only one card is a danger here, the jack of spades, and the seven guards it: "
            "South plays the seven to the first spade led, and the jack usually goes out "
            "with the talon.",
        ),
        (("pass", LOOK),),
        (ACE_FIVE_RULE,),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Мизер", "Misère"),
    Text(
        "Заявлять ли мизер — решает расчёт: как часто его ловят и что он стоит по правилам "
        "вашего стола. И как его ловить: ход и снос ловящих.",
        "Whether to declare a misère is a sum: how often it is caught and what it is worth "
        "under your table's rules. And how to catch one: the catchers' lead and discard.",
    ),
    LEVELS,
)
