"""Whisting, stage 3: «Ловля мизера» — the catchers' lead and play against a misère.

West plays a misère; East dealt, so South, a catcher, leads first. All three hands lie open, as
the problem books set a misère to catch (the catchers open their cards after the first lead and
play in the open; the misère player's hand comes out of the play). Each level is graded by
``play_card``: the core's solver on the open layout gives, for every card of South's, how many
tricks West must take with best play by all three; a card that catches the misère is right, the
ones that catch it for the most are the best.
"""

from __future__ import annotations

from rulings.core import cite
from tutorial.lessons.counting import MISERE_RULE
from tutorial.lessons.kinds.common import EAST, SEAT_NAMES, SOUTH, hand
from tutorial.lessons.kinds.play_card import PlayCard
from tutorial.lessons.kinds.trick_winner import parse_trick
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "misere-catch"

CATCH_RULE = cite(
    "sochi_leningrad",
    "Мизер",
    "Заявив мизер, игрок обязуется не взять ни одной взятки. Другие игроки, напротив, "
    "стараются вынудить его взять взятки.",
)
OPEN_RULE = cite(
    "classic",
    "СОВЕТЫ ВИСТУЮЩИМ",
    "Вистующим на мизере обязательно нужно приглашать партнера, т. е. играть в открытую.",
)
TEN_EIGHT_RULE = cite(
    "classic",
    "МИЗЕР",
    "Весьма небезопасно играть мизер при короле, десятке и восьмерке, а также при десятке — "
    "восьмерке сам-друг.",
)
DANGER_SUIT_RULE = cite(
    "classic",
    "СОВЕТЫ ВИСТУЮЩИМ",
    "После четвертого или пятого хода вистующим нетрудно заметить, какая именно масть "
    "представляет опасность для играющего мизер, и тогда им следует проводить эту масть.",
)
VOID_RULE = cite(
    "classic",
    "СОВЕТЫ ВИСТУЮЩИМ",
    "Не следует снова ходить с той масти, которой у играющего по первому ходу не оказалось, "
    "чтобы он не снес опасные для него карты.",
)

FIRST_LEAD = Text(
    "Запад играет мизер, карты открыты. Восток сдавал, Юг ходит первым. Каким ходом поймать мизер?",
    "West plays a misère, the cards are open. East dealt, South leads first. Which lead catches "
    "the misère?",
)


def later(tricks: Text, on_table: bool = False) -> Text:
    """The prompt of a position after a few tricks: who has taken what, and South's turn."""
    turn = (
        Text("Восток пошёл: что кладёт Юг?", "East has led: what does South play?")
        if on_table
        else Text("Ход Юга: с какой карты?", "South is on lead: which card?")
    )
    return Text(
        "Запад играет мизер, карты открыты.", "West plays a misère, the cards are open."
    ) + (tricks + turn)


def tricks_taken(tricks: int, south: int, east: int) -> Text:
    """«Сыграно три взятки, Запад пока без взяток: у Юга 1, у Востока 2.» (two or three
    tricks; West has none)."""
    words = {2: Text("две", "Two"), 3: Text("три", "Three")}[tricks]
    if not south or not east:
        split = Text("все взял {seat}", "{seat} took them all").format(
            seat=SEAT_NAMES[EAST if east else SOUTH]
        )
    else:
        split = Text("у Юга {s}, у Востока {e}", "South has taken {s}, East {e}").format(
            s=south, e=east
        )
    return Text(
        "Сыграно {k} взятки, Запад пока без взяток: {split}.",
        "{k} tricks are played, West has none yet: {split}.",
    ).format(k=words, split=split)


def catch_level(
    level_id: str,
    title: Text,
    explanation: Text,
    prompt: Text,
    cards: tuple[str, str, str],
    answer: str,
    *,
    wrong: tuple[str, ...],
    sources: tuple = (),
    trick: str = "",
    taken: tuple[tuple[str, int], ...] = (),
    hints: tuple[Text, ...] = (),
    review: bool = False,
    lesson: Text | None = None,
    stage_id: str = STAGE_ID,
) -> Level:
    south, west, east = (hand(text) for text in cards)
    return Level(
        level_id,
        stage_id,
        title,
        explanation,
        PlayCard(
            prompt,
            south,
            west,
            east,
            "misere",
            answer,
            trick=parse_trick(trick) if trick else (),
            taken=taken,
            wrong=wrong,
            lesson=lesson,
        ),
        (CATCH_RULE, MISERE_RULE, *sources),
        hints=hints,
        review=review,
    )


LEVELS = (
    catch_level(
        "misere-gap",
        Text("Ход в дырку", "Lead into the gap"),
        Text(
            "Мизер ловят в той масти, где у играющего «дырка»: его младшая карта не самая "
            "младшая, и под неё можно пойти. Масть, где у него семёрка, восьмёрка, девятка по "
            "порядку, не ловится: на любой ход у него есть карта младше. Просмотрите его масти "
            "по одной и найдите ту, где у Юга есть карта ниже его младшей.",
            "A misère is caught in the suit where the player has a gap: his lowest card is not "
            "the lowest, and a lead can go under it. A suit where he holds the seven, eight, "
            "nine in a row cannot be caught: he has a lower card for any lead. Look at his suits "
            "one by one and find the one where South holds a card below his lowest.",
        ),
        FIRST_LEAD,
        (
            "AS QS 10S 9S 8S JC 7C AD KD 8D",
            "QC 9C 8C 7D AH QH JH 9H 8H 7H",
            "KS JS 7S AC KC 10C 10D 9D KH 10H",
        ),
        "7C",
        wrong=("AS", "8D"),
        sources=(OPEN_RULE,),
        hints=(
            Text(
                "В какой масти младшая карта Запада — не семёрка?",
                "In which suit is West's lowest card not the seven?",
            ),
        ),
    ),
    catch_level(
        "misere-ten-eight",
        Text("Десятка с восьмёркой", "The ten and the eight"),
        Text(
            "У Запада в одной масти десятка и восьмёрка — две карты с пропуском. Посмотрите, "
            "есть ли у Юга в этой масти карта, под которую Западу нечего будет пропустить.",
            "West holds the ten and the eight of one suit: two cards with a gap between them. "
            "Look whether South holds a card of that suit that West cannot duck.",
        ),
        FIRST_LEAD,
        (
            "7S 8C AD KD QD JD 9D 8D 7D KH",
            "10S 8S JC 9C 7C QH 10H 9H 8H 7H",
            "AS KS QS JS 9S KC QC 10C 10D AH",
        ),
        "7S",
        wrong=("8C", "7D"),
        sources=(TEN_EIGHT_RULE,),
        lesson=Text(
            "Десятка с восьмёркой опасны для мизера: ход семёркой заставляет играющего "
            "положить карту старше. Одна малая карта в масти его дырки стоит больше всех тузов.",
            "The ten and the eight are a danger for a misère: a lead of the seven makes the "
            "player play a higher card. One low card in the suit of his gap is worth more than "
            "all the aces.",
        ),
    ),
    catch_level(
        "misere-between",
        Text("Карта между его картами", "A card between his cards"),
        Text(
            "Самая малая карта не всегда ловит: если она ниже всех карт играющего в масти, "
            "взятку заберёт партнёр. Сравните трефы Юга с трефами Запада и Востока.",
            "The lowest card does not always catch: if it is below all the player's cards in "
            "the suit, the partner has to take the trick. Compare South's clubs with West's and "
            "East's.",
        ),
        FIRST_LEAD,
        (
            "QS JS 9S 8S JC 10C 9C 7C AH QH",
            "QC 8C KD JD 9D 7D KH JH 9H 7H",
            "AS KS 10S 7S AC KC AD QD 8D 8H",
        ),
        "9C",
        wrong=("7C", "8S"),
        lesson=Text(
            "Ловит карта, которая ложится между картами играющего: сейчас он пропустит её "
            "младшей, но старшая останется без прикрытия.",
            "The card that catches lies between the player's cards: he ducks it with the lower "
            "one now, but the higher one is left bare.",
        ),
        hints=(
            Text(
                "Посмотрите, какие трефы у Востока: кто возьмёт взятку, если Запад пропустит?",
                "Look at East's clubs: who takes the trick if West ducks?",
            ),
        ),
    ),
    catch_level(
        "misere-keep-low",
        Text("Какую карту первой", "Which card first"),
        Text(
            "Малая карта масти, где у играющего дырка, — это возможность снова пойти под него. "
            "Подумайте, какую карту этой масти Югу отдать сейчас, а какую — когда играющему "
            "уже нечем будет пропустить.",
            "A low card of the suit where the player has a gap is a chance to lead under him "
            "again. Think which card of that suit South should give now, and which when the "
            "player has nothing left to duck with.",
        ),
        later(
            Text(
                "Сыграно две взятки: одну взял Юг, одну Восток.",
                "Two tricks are played: South took one, East one.",
            )
        ),
        (
            "QS JS 10S QC JC 10C KH 8H",
            "KC 9C 8C 9D JH 10H 9H 7H",
            "AS KS AC AD QD JD 10D QH",
        ),
        "KH",
        wrong=("8H", "QS"),
        lesson=Text(
            "Пока у ловящих есть старшая карта масти дырки, сначала отдают её, а младшую "
            "берегут на потом.",
            "While the catchers hold a higher card of the gap's suit, they play it first and "
            "keep the low one for later.",
        ),
        taken=(("S", 1), (EAST, 1)),
        sources=(DANGER_SUIT_RULE,),
    ),
    catch_level(
        "misere-discard",
        Text("Что сбросить", "What to discard"),
        Text(
            "Когда масти хода нет, ловящий сбрасывает то, что ему не пригодится. Подумайте, "
            "какие карты Юга ещё понадобятся, чтобы пойти под играющего или снова получить ход.",
            "When he has none of the suit led, a catcher discards what he will not need. Think "
            "which of South's cards are still needed to lead under the player or to win the "
            "lead again.",
        ),
        later(
            Text(
                "Сыграно три взятки: одну взял Юг, две Восток.",
                "Three tricks are played: South took one, East two.",
            ),
            on_table=True,
        ),
        (
            "AC JC 9C AH QH 10H 7H",
            "QS 8S QD 9D 8D JH 8H",
            "10S KC QC 10C AD KH",
        ),
        "9C",
        wrong=("7H", "AH"),
        trick="E:KD",
        lesson=Text(
            "Берегите малые карты опасной для играющего масти — ими идут под него — и карты, "
            "которыми ловящие снова получат ход. А в масть, которой у играющего нет, снова не "
            "ходят: он сбросит на неё опасные карты.",
            "Keep the low cards of the suit that is dangerous for the player — they are led "
            "under him — and the cards that give the catchers the lead again. And do not lead "
            "again a suit the player lacks: he will discard his dangerous cards on it.",
        ),
        taken=(("S", 1), (EAST, 2)),
        sources=(VOID_RULE,),
    ),
    catch_level(
        "misere-catch-review",
        Text("Повторение: ловля мизера", "Review: catching a misère"),
        Text(
            "Найдите масть, где у играющего дырка, и вспомните, какую карту ловящим нужно сберечь.",
            "Find the suit where the player has a gap, and recall which card the catchers must "
            "keep.",
        ),
        later(
            Text(
                "Сыграно две взятки, обе взял Юг.",
                "Two tricks are played, South took both.",
            )
        ),
        (
            "JS AC KC QC KH 10H 9H 7H",
            "KD QD JD 10D 9D 8D QH 8H",
            "AS KS QS 10S 9S 10C 9C JH",
        ),
        "KH",
        wrong=("7H", "AC"),
        taken=(("S", 2),),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Ловля мизера", "Catching a misère"),
    Text(
        "Запад играет мизер, Юг и Восток ловят: им нужно заставить играющего взять хоть одну "
        "взятку. Ловящие играют в открытую, и здесь, как в задачниках, открыты все три руки. "
        "Ответ проверяет решатель: сколько взяток придётся взять Западу после хода Юга при "
        "лучшей игре всех троих.",
        "West plays a misère, South and East catch: they must make the player take at least "
        "one trick. The catchers play in the open, and here, as in the problem books, all "
        "three hands are open. The solver checks the answer: how many tricks West must take "
        "after South's card with best play by all three.",
    ),
    LEVELS,
)
