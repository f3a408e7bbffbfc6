"""Whisting: «Открытый и закрытый вист» — who chooses, what the lone whister does with the
passer's cards, what he writes, and the defence in the light with both defenders' hands open.

Who chooses is computed by the core's ``Whisting`` after the calls (``kinds.whist_rule``); what
the lone whister writes is ``score_deal``; the defence in the light is ``play_card`` on the
open layout (the solver); the texts' own facts (the passer's cards, the invitation) are
``multiple_choice`` with the text's answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core import Convention, WhistCall, cite
from tutorial.lessons.content.whist_duties import game
from tutorial.lessons.kinds.common import EAST, SOUTH, WEST, hand
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.kinds.play_card import PlayCard
from tutorial.lessons.kinds.score_deal import Played, ScoreDeal, deal_field
from tutorial.lessons.kinds.whist_rule import WhistRule
from tutorial.lessons.kinds.whist_scoring import whisting_after
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "open-closed-whist"

LIGHT_RULE = cite(
    "sochi_leningrad",
    "Вист",
    "Если выбран вист всветлую, то карты и пасующего и вистующего игрока выкладываются на "
    "стол, и вистующий распоряжается как своими картами, так и картами спасовавшего.",
)
WHO_RULE = cite(
    "sochi_leningrad",
    "Вист",
    "Если вистуют оба игрока, то вист всегда втемную. Если вистует один игрок, а другой пасует, "
    "то вистующий игрок выбирает тип виста – всветлую или втемную.",
)
WHEN_RULE = cite(
    "sochi_leningrad",
    "Вист",
    "Если право первого хода у играющего, то игроки должны перед началом игры договориться, в "
    "какой момент открывать карты – до первого хода или после первого хода играющего.",
)
INVITE_RULE = cite(
    "classic",
    quote="Пасующий имеет право, если вистующий его не приглашает, сам пригласить его. По "
    "желанию пригласившего тот обязан или открыть карты, или играть втемную.",
)
LONE_RULE = cite("sochi_four", quote="все взятки принадлежат вистующему")
FIRST_LEAD_RULE = cite(
    "classic",
    quote="Выход (т. е. первый открывающий ход) следует делать с масти, к которой хотел "
    "прикупить другой вистующий, или со своей собственной.",
)

WHO_CHOICES = (
    (SOUTH, Text("Юг", "South")),
    (EAST, Text("Восток", "East")),
    (WEST, Text("Запад", "West")),
    ("none", Text("Никто: вист втёмную", "Nobody: the whist is closed")),
)


@dataclass(frozen=True)
class Chooser:
    """Who chooses open or closed after the calls: the seat the core's ``Whisting`` asks for
    ``open``/``closed``, or ``none``."""

    calls: tuple[tuple[str, WhistCall], ...]

    def __call__(self, convention: Convention) -> str:
        state = whisting_after(convention, game("6S"), self.calls)
        seat = state.to_call
        return seat if seat and WhistCall.OPEN in state.legal_calls() else "none"


def chooser_question(prompt: Text, calls, answer: str, why: Text, reasons) -> WhistRule:
    return WhistRule(
        prompt,
        WHO_CHOICES,
        answer,
        why,
        compute=Chooser(calls),
        options=("half_whist_levels",),
        wrong=tuple(k for k, _ in WHO_CHOICES if k != answer)[:1],
        reasons=reasons,
        contracts=("6S",),
    )


NOT_DECLARER = Text(
    "Играющий не выбирает, как против него вистуют.",
    "The declarer does not choose how he is whisted against.",
)

LEVELS = (
    Level(
        "open-who-chooses",
        STAGE_ID,
        Text("Кто выбирает", "Who chooses"),
        Text(
            "Один вистует, другой пасует. Кто решает, открывать ли карты?",
            "One whists, the other passes. Who decides whether the cards are opened?",
        ),
        chooser_question(
            Text(
                "Запад заказал 6♠. Восток сказал «пас», Юг — «вист». Кто выбирает, в светлую "
                "или втёмную?",
                "West named 6♠. East said «pass», South «whist». Who chooses open or closed?",
            ),
            ((EAST, WhistCall.PASS), (SOUTH, WhistCall.WHIST)),
            SOUTH,
            Text(
                "Выбирает вистующий: ему отвечать за взятки, ему и решать.",
                "The whister chooses: he answers for the tricks, so he decides.",
            ),
            (
                (
                    EAST,
                    Text(
                        "Восток спасовал: за взятки он не отвечает.",
                        "East passed: he answers for no tricks.",
                    ),
                ),
                (WEST, NOT_DECLARER),
                (
                    "none",
                    Text(
                        "Вист всегда втёмную только тогда, когда вистуют оба.",
                        "The whist is always closed only when both whist.",
                    ),
                ),
            ),
        ),
        (WHO_RULE,),
    ),
    Level(
        "open-both-whist",
        STAGE_ID,
        Text("Вистуют оба", "Both whist"),
        Text(
            "Оба противника сказали «вист». Можно ли теперь открыть карты?",
            "Both opponents said «whist». May the cards be opened now?",
        ),
        chooser_question(
            Text(
                "Запад заказал 6♠. Восток и Юг оба сказали «вист». Кто выбирает, в светлую или "
                "втёмную?",
                "West named 6♠. East and South both said «whist». Who chooses open or closed?",
            ),
            ((EAST, WhistCall.WHIST), (SOUTH, WhistCall.WHIST)),
            "none",
            Text(
                "Двое вистующих играют каждый своими картами: открывать нечего.",
                "Two whisters each play their own cards: there is nothing to open.",
            ),
            (
                (
                    SOUTH,
                    Text(
                        "Оба обязались взять свои взятки: может ли один решать за двоих?",
                        "Both undertook their tricks: can one decide for both?",
                    ),
                ),
                (
                    EAST,
                    Text(
                        "Восток вистует наравне с Югом: его слово не главнее.",
                        "East whists on a par with South: his word does not rule.",
                    ),
                ),
                (WEST, NOT_DECLARER),
            ),
        ),
        (WHO_RULE,),
    ),
    Level(
        "open-east-alone",
        STAGE_ID,
        Text("Вистует Восток", "East whists"),
        Text(
            "Теперь пасует Юг. Кто теперь решает?",
            "Now South passes. Who decides now?",
        ),
        chooser_question(
            Text(
                "Запад заказал 6♠. Восток сказал «вист», Юг — «пас». Кто выбирает, в светлую "
                "или втёмную?",
                "West named 6♠. East said «whist», South «pass». Who chooses open or closed?",
            ),
            ((EAST, WhistCall.WHIST), (SOUTH, WhistCall.PASS)),
            EAST,
            Text(
                "Выбирает тот, кто вистует, а не тот, кто пасует.",
                "The one who whists chooses, not the one who passes.",
            ),
            (
                (
                    SOUTH,
                    Text(
                        "Юг спасовал: за взятки отвечает не он.",
                        "South passed: it is not he who answers for the tricks.",
                    ),
                ),
                (WEST, NOT_DECLARER),
                (
                    "none",
                    Text(
                        "Один вистует, другой пасует: выбор есть.",
                        "One whists, one passes: there is a choice.",
                    ),
                ),
            ),
        ),
        (WHO_RULE,),
    ),
    Level(
        "open-passer-cards",
        STAGE_ID,
        Text("Карты пасующего", "The passer's cards"),
        Text(
            "Вист в светлую: карты обоих противников лежат на столе.",
            "An open whist: both opponents' cards lie on the table.",
        ),
        MultipleChoice(
            Text(
                "Восток спасовал, Юг вистует в светлую. Кто кладёт карты Востока?",
                "East passed, South whists open. Who plays East's cards?",
            ),
            (
                ("passer", Text("Сам Восток", "East himself")),
                ("whister", Text("Вистующий Юг", "South, the whister")),
                ("declarer", Text("Играющий Запад", "West, the declarer")),
            ),
            "whister",
            Text(
                "В светлую вистующий распоряжается и своими картами, и картами спасовавшего.",
                "Open, the whister disposes of his own cards and the passer's.",
            ),
            reasons=(
                (
                    "passer",
                    Text(
                        "Восток спасовал и ни за что не отвечает: станет ли он решать "
                        "за вистующего?",
                        "East passed and answers for nothing: would he decide for the whister?",
                    ),
                ),
                (
                    "declarer",
                    Text(
                        "Играющий играет против карт Востока, а не ими.",
                        "The declarer plays against East's cards, not with them.",
                    ),
                ),
            ),
            wrong=("passer",),
        ),
        (LIGHT_RULE,),
    ),
    Level(
        "open-when",
        STAGE_ID,
        Text("Когда открывать", "When to open"),
        Text(
            "Вист в светлую, а первый ход — у играющего.",
            "An open whist, and the declarer has the first lead.",
        ),
        MultipleChoice(
            Text(
                "Юг вистует в светлую, первый ход у Запада. Когда открывают карты?",
                "South whists open; West has the first lead. When are the cards opened?",
            ),
            (
                ("before", Text("Всегда до первого хода", "Always before the first lead")),
                ("after", Text("Всегда после первого хода", "Always after the first lead")),
                ("agree", Text("Как стол договорился до игры", "As the table agreed before play")),
            ),
            "agree",
            Text(
                "Тексты не решают за стол: об этом договариваются до начала игры.",
                "The texts do not decide for the table: it is agreed before the play begins.",
            ),
            reasons=(
                (
                    "before",
                    Text(
                        "Открыть до хода — подсказать играющему: есть ли тут одно "
                        "правило для всех?",
                        "Opening before the lead helps the "
                        "declarer: is there one rule for all here?",
                    ),
                ),
                (
                    "after",
                    Text(
                        "Это один из обычаев — но обязателен ли он всем столам?",
                        "That is one custom, but is it binding on every table?",
                    ),
                ),
            ),
            wrong=("before",),
        ),
        (WHEN_RULE,),
    ),
    Level(
        "open-invite",
        STAGE_ID,
        Text("Приглашение пасующего", "The passer's invitation"),
        Text(
            "Вистующий не приглашает партнёра открыться. Что может сделать пасующий?",
            "The whister does not invite the partner to open. What may the passer do?",
        ),
        MultipleChoice(
            Text(
                "В классической игре Восток спасовал, Юг вистует и не приглашает. Может ли "
                "Восток сам пригласить Юга?",
                "In the classic game East passed, South whists and does not invite. May East "
                "invite South himself?",
            ),
            (
                (
                    "yes",
                    Text(
                        "Может, и Юг по его желанию откроет карты или сыграет втёмную",
                        "He may, and South opens or plays closed as East wishes",
                    ),
                ),
                ("no", Text("Нет: решает только вистующий", "No: only the whister decides")),
            ),
            "yes",
            Text(
                "Классический текст даёт пасующему право пригласить самому.",
                "The classic text gives the passer the right to invite himself.",
            ),
            reasons=(
                (
                    "no",
                    Text(
                        "В классической игре у пасующего есть своё право: какое?",
                        "In the classic game the passer has a right of his own: which?",
                    ),
                ),
            ),
            wrong=("no",),
        ),
        (INVITE_RULE,),
    ),
    Level(
        "open-lone-tricks",
        STAGE_ID,
        Text("Взятки пасующего", "The passer's tricks"),
        Text(
            "Юг вистовал один в светлую и играл за двоих. Чьи взятки Востока?",
            "South whisted alone, open, and played both hands. Whose are East's tricks?",
        ),
        ScoreDeal(
            Text(
                "Запад сыграл 6♠ ровно: шесть взяток. Восток спасовал, Юг вистовал в светлую; "
                "на руке Юга две взятки, на руке Востока две. Что пишется?",
                "West made 6♠ exactly: six tricks. East passed, South whisted open; South's "
                "hand took two tricks, East's two. What is written?",
            ),
            Played(
                "6S",
                ((SOUTH, 2), (WEST, 6), (EAST, 2)),
                declarer=WEST,
                calls=((EAST, "pass"), (SOUTH, "whist")),
                open=True,
            ),
            (deal_field("whists", SOUTH, WEST), deal_field("whists", EAST, WEST)),
            (8, 0),
            wrong=((4, 4),),
        ),
        (LONE_RULE, LIGHT_RULE),
    ),
    Level(
        "open-light-lead",
        STAGE_ID,
        Text("Ход в светлую", "The lead in the light"),
        Text(
            "Юг вистует один в светлую: видны карты Востока и, после хода, все. Ищите ход, "
            "после которого Запад возьмёт меньше всего.",
            "South whists alone in the light: East's cards are in view, and after the lead all "
            "are. Find the lead after which West takes the fewest.",
        ),
        PlayCard(
            Text(
                "Запад играет 6♣, Восток спасовал, Юг вистует в светлую и ходит первым. С "
                "какой карты?",
                "West plays 6♣, East passed, South whists open and leads first. Which card?",
            ),
            hand("7S 8C AD JD 9D 8D KH 10H 9H 7H"),
            hand("KS QS AC KC QC 10C 7C KD QD AH"),
            hand("AS JS 10S 9S JC 9C 7D QH JH 8H"),
            "6C",
            "7S",
            wrong=("8C", "KH"),
        ),
        (LIGHT_RULE, FIRST_LEAD_RULE),
    ),
    Level(
        "open-review",
        STAGE_ID,
        Text("Повторение: против семерной", "Review: against a seven"),
        Text(
            "Восток играет 7♣, Запад — партнёр Юга, карты открыты. Какой ход сажает?",
            "East plays 7♣, West is South's partner, the cards are open. Which lead sets it?",
        ),
        PlayCard(
            Text(
                "Восток играет 7♣, Юг ходит первым. С какой карты?",
                "East plays 7♣, South leads first. Which card?",
            ),
            hand("AS KS AD 9D 7D AH KH QH 10H 7H"),
            hand("QS JS 9S 8S 7S JC 8C 7C JH 9H"),
            hand("10S AC KC QC 10C 9C KD QD JD 10D"),
            "7C",
            "7D",
            declarer=EAST,
            wrong=("AH", "AS"),
        ),
        (LIGHT_RULE, FIRST_LEAD_RULE),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Открытый и закрытый вист", "Open and closed whist"),
    Text(
        "Кто решает, открывать ли карты, кто ими играет, чьи взятки пасующего — и защита, когда "
        "видны обе руки защитников.",
        "Who decides whether the cards are opened, who plays them, whose are the passer's "
        "tricks, and the defence when both defenders' hands are in view.",
    ),
    LEVELS,
)
