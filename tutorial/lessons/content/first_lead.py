"""Whisting, stage 4: «Первый ход на висте» — the whister's opening lead against a contract.

A declarer plays a contract; South, a whister, makes the first lead (East dealt, so South is
first hand). The declarer sits on South's left (West: he plays second, «в середине») or on his
right (East: he plays last, after the other whister). All three hands lie open, as the problem
books set them. Graded by ``play_card``: the core's solver gives the declarer's tricks after each
lead with best play by all three; the leads that hold him to the fewest are the best, one trick
more is accepted with fewer stars unless it lets through a contract the best lead sets.
"""

from __future__ import annotations

from rulings.core import cite, parse_contract
from tutorial.lessons.counting import WHIST_RULE
from tutorial.lessons.kinds.common import EAST, SEAT_NAMES, TRICK_RULE, WEST, hand
from tutorial.lessons.kinds.play_card import PlayCard
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "first-lead"

EXIT_RULE = cite(
    "classic",
    "РОЗЫГРЫШ",
    "Выход (т. е. первый открывающий ход) следует делать с масти, к которой хотел прикупить "
    "другой вистующий, или со своей собственной.",
)
UNDER_DECLARER_RULE = cite(
    "classic",
    "РОЗЫГРЫШ",
    "с малой карты — под играющего, когда играющий сидит в середине",
)
UNDER_WHISTER_RULE = cite(
    "classic",
    "РОЗЫГРЫШ",
    "с самой большой карты — под вистующего, когда играющий сидит последним",
)


def prompt(contract: str, declarer: str) -> Text:
    seat = SEAT_NAMES[declarer]
    where = (
        Text("играющий сидит в середине", "the declarer sits in the middle")
        if declarer == WEST
        else Text("играющий сидит последним", "the declarer sits last")
    )
    return Text(
        "{seat} играет {contract}, Юг вистует, карты открыты. Восток сдавал: первый ход Юга, "
        "{where}. С какой карты?",
        "{seat} plays {contract}, South whists, the cards are open. East dealt: South leads "
        "first, {where}. Which card?",
    ).format(seat=seat, contract=parse_contract(contract), where=where)


def lead_level(
    level_id: str,
    title: Text,
    explanation: Text,
    contract: str,
    declarer: str,
    cards: tuple[str, str, str],
    answer: str,
    *,
    wrong: tuple[str, ...] = (),
    sources: tuple = (),
    hints: tuple[Text, ...] = (),
    review: bool = False,
    lesson: Text | None = None,
) -> Level:
    """``cards``: South's, the declarer's and the other whister's hands."""
    south, declarers, partner = (hand(text) for text in cards)
    west, east = (declarers, partner) if declarer == WEST else (partner, declarers)
    return Level(
        level_id,
        STAGE_ID,
        title,
        explanation,
        PlayCard(
            prompt(contract, declarer),
            south,
            west,
            east,
            contract,
            answer,
            declarer=declarer,
            wrong=wrong,
            lesson=lesson,
        ),
        (EXIT_RULE, *sources, WHIST_RULE, TRICK_RULE),
        hints=hints,
        review=review,
    )


LEVELS = (
    lead_level(
        "lead-aces",
        Text("Против длинных козырей", "Against long trumps"),
        Text(
            "У играющего длинные козыри. Подумайте, что станет с верными взятками вистующих, "
            "когда он их вытянет, и какие из них Юг может взять сейчас.",
            "The declarer has long trumps. Think what becomes of the whisters' sure tricks once "
            "he draws them, and which of them South can take now.",
        ),
        "6S",
        WEST,
        (
            "AS 9S QC 9C 8C 7C AD AH JH 10H",
            "KS QS JS 10S 8S 10C KD 9D KH QH",
            "7S AC KC JC QD JD 10D 7D 9H 7H",
        ),
        "AD",
        wrong=("7C", "JH"),
        lesson=Text(
            "Вытянув козыри, играющий сбросит свои малые карты на длинную масть, и тузы "
            "вистующих останутся без дела. Против сильной козырной руки вистующий берёт свои "
            "верные взятки, пока они ещё взятки.",
            "Once the trumps are drawn the declarer discards his small cards on his long suit, "
            "and the whisters' aces are left idle. Against a strong trump hand the whister "
            "takes his sure tricks while they are still tricks.",
        ),
    ),
    lead_level(
        "lead-under-whister",
        Text("Играющий сидит последним", "The declarer sits last"),
        Text(
            "Играющий кладёт карту последним и видит обе карты вистующих. Подумайте, какой "
            "ход ему невыгоден — и какая карта Юга возьмёт взятку, что бы он ни положил.",
            "The declarer plays last and sees both whisters' cards. Think which lead does him "
            "no good, and which of South's cards takes the trick whatever he plays.",
        ),
        "6H",
        EAST,
        (
            "QS JS 10S AC 8C AD 8D 7D AH QH",
            "KC QC 9C 7C KD KH JH 10H 9H 7H",
            "AS KS 8S 7S 10C QD JD 10D 9D 8H",
        ),
        "AC",
        wrong=("QS", "7D"),
        sources=(UNDER_WHISTER_RULE,),
        lesson=Text(
            "Когда играющий сидит последним, малая карта ему только на руку: он положит свою "
            "по картам вистующих. Поэтому под вистующего ходят с самой большой карты.",
            "When the declarer sits last, a small lead only helps him: he plays to the "
            "whisters' cards. So under the whister one leads the highest card.",
        ),
        hints=(
            Text(
                "Козырный туз возьмёт своё и позже. А тузы других мастей?",
                "The ace of trumps will take its trick later anyway. What about the other aces?",
            ),
        ),
    ),
    lead_level(
        "lead-under-declarer",
        Text("Играющий сидит в середине", "The declarer sits in the middle"),
        Text(
            "Играющий кладёт карту раньше Востока. Посмотрите, в какой масти у Востока старшие "
            "карты над картами Запада, и подумайте, какой картой туда пойти.",
            "The declarer plays before East. Look for the suit where East's high cards sit over "
            "West's, and think which card to lead into it.",
        ),
        "6C",  # a seven went down on every lead (6 or 5 tricks): the lead taught nothing
        WEST,
        (
            "QS 7S QC 10C 8C KD JD 7D 8H 7H",
            "AS AC KC JC 9C 7C QD 9D KH JH",
            "JS 10S 9S 8S 10D 8D AH QH 10H 9H",
        ),
        "7H",
        sources=(UNDER_DECLARER_RULE,),
        lesson=Text(
            "Ход малой картой ставит играющего перед выбором раньше партнёра: положит старшую — "
            "партнёр возьмёт своей, пожалеет — взятку возьмёт партнёр.",
            "A small lead makes the declarer choose before the partner: if he plays high, the "
            "partner takes it with his own; if he ducks, the partner takes the trick.",
        ),
        hints=(
            Text(
                "В какой масти у Востока старшие карты над картами Запада?",
                "In which suit does East hold high cards over West's?",
            ),
        ),
    ),
    lead_level(
        "lead-short-suit",
        Text("Короткая масть", "The short suit"),
        Text(
            "У Юга малые козыри, которые сами взяток не возьмут. Посмотрите, где у Юга одна "
            "карта, и подумайте, как малому козырю получить взятку.",
            "South holds small trumps that take no trick by themselves. Look where South holds "
            "a single card, and think how a small trump could win a trick.",
        ),
        "6C",
        WEST,
        (
            "7S JC 7C AD QD JD 10D 10H 9H 7H",
            "KS JS 9S AC KC 10C 9C 8C KD 9D",
            "AS QS 8S QC 8D 7D AH KH QH JH",
        ),
        "7S",
        wrong=("AD", "10D"),
        lesson=Text(
            "Вистующий с малыми козырями ходит из масти, где у него одна карта: когда партнёр "
            "возьмёт и вернёт эту масть, малый козырь Юга возьмёт взятку, которой иначе не было "
            "бы.",
            "A whister with small trumps leads the suit where he holds a single card: when the "
            "partner wins and returns it, South's small trump takes a trick that would not "
            "otherwise be there.",
        ),
        hints=(
            Text(
                "Где у Юга одна карта, и есть ли у него козыри?",
                "Where does South hold a single card, and does he hold trumps?",
            ),
        ),
    ),
    lead_level(
        "first-lead-review",
        Text("Повторение: первый ход", "Review: the first lead"),
        Text(
            "Где сидит играющий? Какие взятки у вистующих верные, и в какой масти партнёру "
            "нужен ход?",
            "Where does the declarer sit? Which of the whisters' tricks are sure, and in which "
            "suit does the partner want a lead?",
        ),
        "6S",
        WEST,
        (
            "8S AC QC JC 8C KD 10D 9H 8H 7H",
            "AS QS 10S 9S 7S KC 9C QD 8D AH",
            "KS JS 10C AD JD 9D 7D KH JH 10H",
        ),
        "KD",
        wrong=("8C", "AC"),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Первый ход на висте", "The first lead on the whist"),
    Text(
        "Играющий заказал игру, Юг вистует и ходит первым. Первый ход решает многое: с какой "
        "масти и с какой карты пойти, зависит от того, где сидит играющий и что у партнёра. "
        "Открыты все три руки, как в задачниках; ответ проверяет решатель: сколько взяток "
        "возьмёт играющий после хода Юга при лучшей игре всех троих.",
        "The declarer has named a contract; South whists and leads first. The first lead "
        "decides much: which suit and which card depend on where the declarer sits and what "
        "the partner holds. All three hands are open, as in the problem books; the solver "
        "checks the answer: how many tricks the declarer takes after South's lead with best "
        "play by all three.",
    ),
    LEVELS,
)
