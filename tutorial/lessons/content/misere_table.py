"""Whisting: «Мизер за столом» — a misère played out at the table, from both sides (issue 19).

Kind ``play_to_goal``: the deal is played card by card against the solver. In the first five
levels South plays the misère: the catchers open their cards after the first lead (the classic
text: «Вистующим на мизере обязательно нужно приглашать партнера, т. е. играть в открытую»), so
South sees every hand and the position is one layout. In the last four South catches with East:
the catchers' cards lie open to each other, but West's ten (and his discard) stay hidden, so the
level holds several layouts of West's hand that fit what is seen, and the table keeps the ones
that punish South's cards most. Each position is an ending, and the tricks before it are
shown (``TableDeal.before``), legal on every layout the level holds; only the review is
counted (``taken``): its five layouts give West every suit, so no earlier play fits them all.
"""

from __future__ import annotations

from rulings.core import cite
from tutorial.lessons.content.misere_catch import CATCH_RULE, DANGER_SUIT_RULE, OPEN_RULE
from tutorial.lessons.counting import MISERE_RULE
from tutorial.lessons.kinds.common import EAST, SEATS, SOUTH, TRICK_RULE, WEST
from tutorial.lessons.kinds.play_to_goal import PlayToGoal
from tutorial.lessons.model import Level, Stage, Text
from tutorial.lessons.table import Aim, Hands, TableDeal, layout
from tutorial.lessons.table.earlier import deal_after

STAGE_ID = "misere-table"

NO_OVERTAKE_RULE = cite(
    "classic",
    "МИЗЕР",
    "Играющий мизер никогда не должен перекрывать взятку.",
)
ANSWER_RULE = cite(
    "classic",
    "СОВЕТЫ ВИСТУЮЩИМ",
    "Вистующие на мизер обязаны отвечать друг другу, особенно в тех случаях, когда один из них "
    "открывает ренонс, на который хочет сбросить старшие карты другой масти, где играющий мизер "
    "может быть пойман.",
)

PLAYED = Text(
    "Юг играет мизер. Ловящие открыли карты после первого хода: все руки видны.",
    "South plays a misère. The catchers opened their cards after the first lead: every hand is "
    "in view.",
)
CATCHING = Text(
    "Запад играет мизер, Юг и Восток ловят. Карты Востока открыты, руку Запада не видно: на "
    "столе несколько раскладов, что сходятся с тем, что видно.",
    "West plays a misère, South and East catch. East's cards are open; West's hand is hidden: "
    "the table holds several layouts that fit all that is seen.",
)


def table_level(
    level_id: str,
    stage_id: str,
    title: Text,
    explanation: Text,
    prompt: Text,
    deal: TableDeal,
    answer: str,
    *,
    wrong: tuple[str, ...],
    sources: tuple,
    known: Text | None = None,
    lesson: Text | None = None,
    review: bool = False,
) -> Level:
    """A ``play_to_goal`` level: ``answer`` is South's line, space-separated."""
    return Level(
        level_id,
        stage_id,
        title,
        explanation,
        PlayToGoal(
            prompt,
            deal,
            tuple(answer.split()),
            wrong=wrong,
            known=known,
            lesson=lesson,
        ),
        sources,
        review=review,
    )


def misere(hands: Hands, *before: str) -> TableDeal:
    """South's misère, every hand open; ``before`` the tricks played before the position (none
    of them South's), shown on the page: the last winner leads."""
    return deal_after("misere", SOUTH, (hands,), Aim(0, False), before, visible=frozenset(SEATS))


def catch(
    *layouts: Hands, before: tuple[str, ...] = (), leader: str = EAST, taken: int = 0
) -> TableDeal:
    """West's misère, West's hand hidden; ``before`` the tricks played before the position
    (none of them West's), shown on the page. Without them (the review: no earlier play fits
    every layout it holds), ``leader`` leads after ``taken`` tricks, counted only."""
    visible = frozenset({SOUTH, EAST})
    if before:
        return deal_after("misere", WEST, layouts, Aim(1, True), before, visible=visible)
    return TableDeal(
        "misere",
        WEST,
        leader,
        layouts,
        Aim(1, True),
        visible=visible,
        taken=((SOUTH, taken // 2), (EAST, taken - taken // 2)),
    )


LEVELS = (
    table_level(
        "table-misere-duck",
        STAGE_ID,
        Text("Пики на столе", "Spades on the table"),
        Text(
            "Посмотрите на сыгранные взятки: пик в них не было. Теперь Запад ходит в пики, "
            "Восток кладёт свою. Какие пики остались у ловящих и что будет, если взятка "
            "достанется Югу?",
            "Look at the tricks played: there were no spades in them. Now West leads a spade "
            "and East plays one. Which spades do the catchers still hold, and what happens if "
            "South wins the trick?",
        ),
        Text("Доиграйте мизер до конца.", "Play the misère to its end."),
        misere(
            layout("JS 8S AC 10C 8D 8H", "KS 10S 7S AH KH JH", "QS 9S QC AD 10H 9H"),
            "S:9C W:JC E:8C",
            "W:7D E:KD S:9D",
            "E:KC S:7C W:7H",
            "E:JD S:10D W:QD",
        ),
        "8S 8H JS 8D 10C AC",
        wrong=("JS",),
        sources=(NO_OVERTAKE_RULE, MISERE_RULE, OPEN_RULE),
        known=PLAYED,
        lesson=Text(
            "Играющий мизер не перекрывает взятку: он кладёт карту ниже той, что уже бьёт.",
            "The misère player never overtakes: he plays under the card that is winning.",
        ),
    ),
    table_level(
        "table-misere-second",
        STAGE_ID,
        Text("Вторая рука на мизере", "Second hand on a misère"),
        Text(
            "Восток пошёл с малой трефы, за Югом положит карту Запад. Посмотрите, какие трефы у "
            "Запада: какую карту Юга он обязан перебить?",
            "East has led a low club, and West plays after South. Look at West's clubs: which "
            "of South's cards must he beat?",
        ),
        Text("Доиграйте мизер до конца.", "Play the misère to its end."),
        misere(
            layout("9S 8S 7S JC 8C 7D JH", "KS KC 10C QD 10D KH QH", "AC QC 7C 9D AH 10H 7H"),
            "S:JS W:QS E:9C",
            "W:AS E:9H S:10S",
            "W:8D E:AD S:KD",
        ),
        "8C 7D 7S JH 8S JC 9S",
        wrong=("JC",),
        sources=(NO_OVERTAKE_RULE, MISERE_RULE, TRICK_RULE),
        known=PLAYED,
        lesson=Text(
            "Вторым на мизере кладите карту, которую следующий обязан перебить: у Запада в "
            "трефах только старшие карты.",
            "Second hand on a misère, play a card the next player must beat: West holds only "
            "higher clubs.",
        ),
    ),
    table_level(
        "table-misere-danger",
        STAGE_ID,
        Text("Треф нет", "No clubs"),
        Text(
            "Треф у Юга нет, и на этот ход можно снести любую карту. Какая карта Юга может "
            "остаться последней в масти и взять взятку?",
            "South has no clubs and may discard any card on this trick. Which of South's cards "
            "could be left alone in its suit and win a trick?",
        ),
        Text("Доиграйте мизер до конца.", "Play the misère to its end."),
        misere(
            layout("JS 9D 7D JH 9H 7H", "QS QC 10C 8C JD 10D", "9S 8S AC KC 9C QH"),
            "W:7C E:JC S:8D",
            "E:KS S:7S W:10S",
            "E:10H S:8H W:KH",
            "W:AD E:AH S:KD",
        ),
        "JS 7D 7H 9D 9H JH",
        wrong=("7D", "9H"),
        sources=(MISERE_RULE, DANGER_SUIT_RULE, OPEN_RULE),
        known=PLAYED,
        lesson=Text(
            "Снос — случай избавиться от карты, которая сама не уйдёт: останься у Юга одинокий "
            "валет пик, ловящие заставили бы его взять взятку.",
            "A discard is the chance to shed a card that will not go by itself: kept, the lone "
            "jack of spades is the card the catchers would make South win a trick with.",
        ),
    ),
    table_level(
        "table-misere-keep-low",
        STAGE_ID,
        Text("Длинная трефа", "A long club suit"),
        Text(
            "Бубен у Юга нет. Трефы у Юга длинные: сколько раз ловящие смогут пойти в трефу и "
            "чем Юг ответит на каждый ход?",
            "South has no diamonds. South's clubs are long: how often can the catchers lead "
            "clubs, and what does South play to each lead?",
        ),
        Text("Доиграйте мизер до конца.", "Play the misère to its end."),
        misere(
            layout("JS 10S 7S AC 10C 9C 7C", "KS QC JC 8C KD 10D AH", "9S QD JD 9D 7D 8H 7H"),
            "S:9H W:JH E:10H",
            "W:8S E:AS S:QS",
            "E:AD S:KH W:8D",
        ),
        "7S 7C 9C 10C 10S JS AC",
        wrong=("7C", "10C"),
        sources=(MISERE_RULE, NO_OVERTAKE_RULE),
        known=PLAYED,
        lesson=Text(
            "Малые трефы нужны, чтобы уходить под ходы Запада в трефу: их не сносят.",
            "The low clubs are for ducking West's club leads: they are not discarded.",
        ),
    ),
    table_level(
        "table-misere-king",
        STAGE_ID,
        Text("Король трефы", "The king of clubs"),
        Text(
            "Восток пошёл в трефу. Сосчитайте трефы у ловящих: сколько раз эта масть ещё "
            "придёт к Югу?",
            "East has led a club. Count the catchers' clubs: how many more times will this suit "
            "come to South?",
        ),
        Text("Доиграйте мизер до конца.", "Play the misère to its end."),
        misere(
            layout("KC JC 10C JD 8D 7D 10H", "8S 7S QC QD 9D QH JH", "KS QS JS 9S 8C KD 9H"),
            "E:8H S:KH W:AH",
            "W:7C E:AC S:9C",
            "E:AS S:AD W:10S",
        ),
        "10C 7D 10H 8D JC JD KC",
        wrong=("KC",),
        sources=(NO_OVERTAKE_RULE, MISERE_RULE),
        known=PLAYED,
        lesson=Text(
            "Не перекрывайте: дама треф у Запада одна и обязана лечь поверх карты Юга, если та "
            "ниже дамы.",
            "Do not overtake: West's queen of clubs is alone and must go over South's card if "
            "that card is lower.",
        ),
    ),
    table_level(
        "table-catch-lead",
        STAGE_ID,
        Text("Ловим втёмную", "Catching in the dark"),
        Text(
            "Посмотрите на сыгранные взятки: какие масти Запад уже показал? Руки Запада не "
            "видно, но в каждом раскладе на столе у него две-три малые червы и одна-две трефы. "
            "Подумайте, в какой масти ему некуда деться.",
            "Look at the tricks played: which suits has West shown? West's hand is hidden, but "
            "in every layout on the table he holds two or three low hearts and one or two "
            "clubs. Think which suit leaves him nowhere to hide.",
        ),
        Text("Ход Юга.", "South to lead."),
        catch(
            layout("AC KC 10C 9C 7D AH", "9S JC 9D 9H 8H 7H", "KS QD JD KH JH 10H"),
            layout("AC KC 10C 9C 7D AH", "7C KD 9D 9H 8H 7H", "KS QD JD KH JH 10H"),
            layout("AC KC 10C 9C 7D AH", "9S 7C KD 9H 8H 7H", "KS QD JD KH JH 10H"),
            layout("AC KC 10C 9C 7D AH", "9S JC 7C 9H 8H 7H", "KS QD JD KH JH 10H"),
            layout("AC KC 10C 9C 7D AH", "9S 7C KD 9D 9H 7H", "KS QD JD KH JH 10H"),
            before=(
                "W:8S E:AS S:QS",
                "E:JS S:QH W:10S",
                "E:8D S:AD W:10D",
                "S:QC W:8C E:7S",
            ),
        ),
        "9C AH 7D 10C KC AC",
        wrong=("KC",),
        sources=(CATCH_RULE, DANGER_SUIT_RULE, OPEN_RULE),
        known=CATCHING,
    ),
    table_level(
        "table-catch-unblock",
        STAGE_ID,
        Text("Бубны у двоих", "Diamonds in two hands"),
        Text(
            "Восток пошёл с малой бубны. Посмотрите на бубны Востока и Юга: кто из двоих "
            "должен остаться с маленькой картой, чтобы пойти под Запада ещё раз?",
            "East has led a low diamond. Look at East's and South's diamonds: which of the two "
            "must keep a low one to lead under West again?",
        ),
        Text("Восток пошёл, слово за Югом.", "East has led; South plays next."),
        catch(
            layout("10S 9S 7S AC KD 9D AH", "JC 10C 7C 10D 9H 8H 7H", "8S JD 8D 7D KH QH JH"),
            layout("10S 9S 7S AC KD 9D AH", "QC 10C 7C 10D 9H 8H 7H", "8S JD 8D 7D KH QH JH"),
            layout("10S 9S 7S AC KD 9D AH", "10C 7C QD 10D 9H 8H 7H", "8S JD 8D 7D KH QH JH"),
            before=(
                "S:AS W:10H E:KS",
                "S:8C W:9C E:KC",
                "E:QS S:JS W:AD",
            ),
        ),
        "9D AC 7S 9S 10S KD AH",
        wrong=("KD",),
        sources=(CATCH_RULE, ANSWER_RULE, OPEN_RULE),
        known=CATCHING,
    ),
    table_level(
        "table-catch-hearts",
        STAGE_ID,
        Text("Черва под мизер", "Hearts under the misère"),
        Text(
            "Восток пошёл в черву. У Запада в червах может быть опасная карта: какая карта Юга "
            "оставит ему шанс уйти?",
            "East has led a heart. West may hold a dangerous heart: which of South's cards "
            "would leave him a way out?",
        ),
        Text("Восток пошёл, слово за Югом.", "East has led; South plays next."),
        catch(
            layout("QS 9C AD KD 9D QH 8H", "10S 9S 7S KC 10C 7C 9H", "JC JD 7D AH KH JH 7H"),
            layout("QS 9C AD KD 9D QH 8H", "AS 10S 9S 7S 10C 7C 9H", "JC JD 7D AH KH JH 7H"),
            before=(
                "S:JS W:8S E:KS",
                "E:10D S:QD W:10H",
                "S:QC W:8C E:AC",
            ),
        ),
        "8H QS 9C 9D QH KD AD",
        wrong=("QH",),
        sources=(CATCH_RULE, DANGER_SUIT_RULE),
        known=CATCHING,
    ),
    table_level(
        "table-misere-review",
        STAGE_ID,
        Text("Повторение: ловля до конца", "Review: catching to the end"),
        Text(
            "Восток пошёл в черву. Рука Запада скрыта, и раскладов несколько: сыграйте так, "
            "чтобы мизер был пойман на любом из них.",
            "East has led a heart. West's hand is hidden and there are several layouts: play so "
            "that the misère is caught on every one of them.",
        ),
        Text("Восток пошёл, слово за Югом.", "East has led; South plays next."),
        catch(
            layout("8S AC JC QD 9D JH 7H", "KS 10C 8C 7C 10D 7D 9H", "AS QS JS KD QH 10H 8H"),
            layout("8S AC JC QD 9D JH 7H", "10S 10C 9C 7C 10D 7D 9H", "AS QS JS KD QH 10H 8H"),
            layout("8S AC JC QD 9D JH 7H", "KS 10S 10C 9C 8C 7C 10D", "AS QS JS KD QH 10H 8H"),
            layout("8S AC JC QD 9D JH 7H", "KS 10S 9C 7C 10D 7D 9H", "AS QS JS KD QH 10H 8H"),
            layout("8S AC JC QD 9D JH 7H", "KS 10C 9C 8C 7C 10D 9H", "AS QS JS KD QH 10H 8H"),
            taken=3,  # no earlier play fits all five layouts: West holds every suit in some
        ),
        "JH 8S 7H JC 9D QD AC",
        wrong=("7H",),
        sources=(CATCH_RULE, DANGER_SUIT_RULE, OPEN_RULE),
        known=CATCHING,
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Мизер за столом", "A misère at the table"),
    Text(
        "Мизер, сыгранный до конца: сначала за играющего — карты ловящих открыты, — потом за "
        "ловящего, когда руку Запада не видно. Стол играет за других против вас и из "
        "раскладов, что сходятся с видимым, оставляет самый неудобный.",
        "A misère played to its end: first as the misère player — the catchers' cards are "
        "open — then as a catcher, with West's hand hidden. The table plays the other seats "
        "against you and, of the layouts that fit what is seen, keeps the least kind.",
    ),
    LEVELS,
)
