"""Whisting: «Что, если…» — an irregularity at the table, and the ruling.

Each level is a ``rule_dispute``: the deal in the arbiter's short form with its incident; the
learner chooses what the ruling does, and the arbiter's core (``adjudicate``) under the
learner's convention says which choice it bears out. The verdict links to the arbiter's full
ruling card for the same incident.
"""

from __future__ import annotations

from rulings.core import cite
from tutorial.lessons.kinds.common import EAST, SOUTH, WEST
from tutorial.lessons.kinds.rule_dispute import Ruled, RuleDispute, request
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "rule-disputes"

LAST_TRICK_RULE = cite(
    "lesnoy",
    "3.9.8",
    "Любой игрок может потребовать показать ему последнюю закрытую взятку. После того как "
    "сыграна и закрыта очередная взятка, предыдущая перестаёт быть последней и смотреть её не "
    "имеет права никто, даже её владелец.",
)
PEEK_RULE = cite(
    "lesnoy",
    "3.9.11.2",
    "Если игрок самовольно открывает и смотрит чужую взятку либо свою, но не последнюю, то он "
    "лишается одной своей взятки независимо от того, является он разыгрывающим или вистующим. "
    "На распасовке он пишет за одну лишнюю (как бы одиннадцатую) взятку.",
)
REQUEST_RULE = cite(
    "lesnoy",
    "3.9.11.1",
    "Если игрок просит партнёра показать ему взятку и просьба эта противоречит правилу 3.9.8, "
    "т. е. относится не к последней взятке, партнёр должен указать ему на существование правила "
    "3.9.8. Однако он имеет право выполнить просьбу, если никто из остальных участников игры "
    "не возражает.",
)
NO_HARM_RULE = cite(
    "lesnoy",
    "3.9.12",
    "Понесённое одним из игроков наказание, предусмотренное правилом 3.9.11.2, не должно "
    "нанести ущерба другим игрокам. Так, например, если правило нарушил вистующий, его штрафная "
    "взятка не становится собственностью разыгрывающего",
)
MISDEAL_RULE = cite(
    "classic",
    quote="Когда во время сдачи какая-нибудь карта откроется картинкой вверх.",
    note="the cards are dealt again",
)
LATE_MISDEAL_RULE = cite(
    "classic",
    quote="Когда сдача произведена не в очередь и эта ошибка замечена вовремя, т. е. до того как "
    "кто-либо из игроков посмотрел свои карты. Если позже—то пересдача не производится.",
)
RENONCE_RULE = cite(
    "classic",
    quote="К тому же у допустившего ренонс отбираются без учета всяких претензий с его стороны "
    "взятки, взятые им с нарушением, и проштрафившийся игрок ставит по одному ремизу за каждый "
    "ренонс и за недобранные взятки.",
)
TALK_RULE = cite(
    "classic",
    quote="Любые разговоры, как касающиеся игры, так и на посторонние темы, недопустимы.",
)

GAME = {"contract": "6♠", "declarer": WEST, "defenders": {EAST: "whist", SOUTH: "whist"}}


def tricks(west: int, east: int, south: int) -> tuple[tuple[str, int], ...]:
    return ((WEST, west), (EAST, east), (SOUTH, south))


def as_dict(west: int, east: int, south: int) -> dict[str, int]:
    return dict(tricks(west, east, south))


REDEAL = Text("Сдача переигрывается", "The cards are dealt again")
STANDS = Text("Ничего не меняется: взятки как взяты", "Nothing changes: the tricks stand as taken")
REDEAL_WHY = Text(
    "Переигрывают только неправильную сдачу; здесь сдача была правильной, а нарушение — в "
    "розыгрыше.",
    "Only a wrong deal is dealt again; this deal was right, and the irregularity came in the play.",
)


def peek_choices(west: int, east: int, south: int, who: str) -> tuple:
    """The four rulings offered for a look at a trick: none, the trick to nobody, the trick to
    an opponent, a redeal (``who`` looked)."""
    lost = dict(as_dict(west, east, south))
    lost[who] -= 1
    given = dict(lost)
    given[EAST if who == WEST else WEST] += 1
    choices = (
        ("a", STANDS),
        (
            "b",
            Text(
                "Посмотревший лишается одной взятки; она не достаётся никому",
                "The one who looked loses a trick; it goes to nobody",
            ),
        ),
        (
            "c",
            Text(
                "Одна взятка посмотревшего переходит к противнику",
                "One of his tricks goes to an opponent",
            ),
        ),
        ("d", REDEAL),
    )
    ruled = (
        ("a", Ruled(tricks=tricks(west, east, south))),
        ("b", Ruled(tricks=tuple(lost.items()))),
        ("c", Ruled(tricks=tuple(given.items()))),
        ("d", Ruled(redeal=True)),
    )
    return choices, ruled


def peek_level(
    level_id,
    title,
    explanation,
    prompt,
    incident,
    counts,
    who,
    answer,
    why,
    reasons,
    sources,
    **extra,
) -> Level:
    choices, ruled = peek_choices(*counts, who)
    return Level(
        level_id,
        STAGE_ID,
        title,
        explanation,
        RuleDispute(
            prompt,
            request(**GAME, tricks=as_dict(*counts), incidents=[incident]),
            choices,
            ruled,
            answer,
            why,
            reasons,
            wrong=tuple(k for k, _ in choices if k != answer)[:1],
        ),
        sources,
        **extra,
    )


LEVELS = (
    peek_level(
        "dispute-old-trick",
        Text("Подсмотренная взятка", "A trick looked at"),
        Text(
            "Смотреть можно не всякую взятку. Что будет тому, кто посмотрел лишнее?",
            "Not every trick may be looked at. What happens to one who looks at the wrong one?",
        ),
        Text(
            "Запад играет 6♠, вистуют оба. На шестой взятке Юг открыл и посмотрел вторую. "
            "Взято: Запад 6, Восток 2, Юг 2. Как решит арбитр?",
            "West plays 6♠, both whist. During the sixth trick South turned over the second "
            "and looked at it. Taken: West 6, East 2, South 2. How does the arbiter rule?",
        ),
        {"type": "peek", "player": SOUTH, "trick": 2, "at_trick": 6},
        (6, 2, 2),
        SOUTH,
        "b",
        Text(
            "Смотреть можно только последнюю закрытую взятку. Старую взятку могут показать по "
            "просьбе, если никто за столом не возражает, — тогда штрафа нет. Юг же открыл её "
            "сам: за это посмотревший платит своей взяткой, и она не достаётся противнику.",
            "Only the last quitted trick may be seen. An older one may be shown on request if "
            "nobody at the table objects, and then there is no penalty. South turned it over "
            "himself: for that the one who looked pays with a trick of his, and it does not go "
            "to the opponent.",
        ),
        (
            (
                "a",
                Text(
                    "Вторая взятка давно не последняя: смотреть её было нельзя.",
                    "The second trick has long stopped being the last: it was not to be seen.",
                ),
            ),
            (
                "c",
                Text(
                    "Штраф не должен наградить противника: куда деваются штрафные взятки?",
                    "A penalty must not reward the opponent: where does a penalty trick go?",
                ),
            ),
            ("d", REDEAL_WHY),
        ),
        (LAST_TRICK_RULE, REQUEST_RULE, PEEK_RULE, NO_HARM_RULE),
    ),
    peek_level(
        "dispute-last-trick",
        Text("Последняя взятка", "The last trick"),
        Text(
            "Игроки иногда просят показать взятку. Всегда ли это нарушение?",
            "Players sometimes ask to see a trick. Is that always an irregularity?",
        ),
        Text(
            "Запад играет 6♠, вистуют оба. На шестой взятке Юг посмотрел пятую, только что "
            "закрытую. Взято: Запад 6, Восток 2, Юг 2. Как решит арбитр?",
            "West plays 6♠, both whist. During the sixth trick South looked at the fifth, just "
            "quitted. Taken: West 6, East 2, South 2. How does the arbiter rule?",
        ),
        {"type": "peek", "player": SOUTH, "trick": 5, "at_trick": 6},
        (6, 2, 2),
        SOUTH,
        "a",
        Text(
            "Последнюю закрытую взятку может попросить показать любой игрок.",
            "Any player may ask to see the last quitted trick.",
        ),
        (
            (
                "b",
                Text(
                    "Какая взятка была последней закрытой, когда Юг смотрел?",
                    "Which trick was the last quitted one when South looked?",
                ),
            ),
            (
                "c",
                Text(
                    "Штраф не переходит к противнику — и был ли здесь повод для штрафа?",
                    "A penalty never goes to the opponent, and was there cause for one here?",
                ),
            ),
            ("d", REDEAL_WHY),
        ),
        (LAST_TRICK_RULE,),
    ),
    peek_level(
        "dispute-declarer-looks",
        Text("Посмотрел играющий", "The declarer looks"),
        Text(
            "Правило о взятках одно для всех — и для играющего тоже.",
            "The rule on tricks is one for all, the declarer too.",
        ),
        Text(
            "Запад играет 6♠, вистуют оба. На шестой взятке Запад посмотрел свою вторую "
            "взятку. Взято: Запад 6, Восток 2, Юг 2. Как решит арбитр?",
            "West plays 6♠, both whist. During the sixth trick West looked at his own second "
            "trick. Taken: West 6, East 2, South 2. How does the arbiter rule?",
        ),
        {"type": "peek", "player": WEST, "trick": 2, "at_trick": 6},
        (6, 2, 2),
        WEST,
        "b",
        Text(
            "Играющий лишается взятки так же, как вистующий, — даже если игра от этого без одной.",
            "The declarer loses a trick just as a whister would, even if that leaves his game "
            "one down.",
        ),
        (
            (
                "a",
                Text(
                    "Своя взятка — но не последняя: правило не делает исключения для владельца.",
                    "His own trick, but not the last: the rule makes no exception for its owner.",
                ),
            ),
            (
                "c",
                Text(
                    "Штрафная взятка не становится собственностью противника.",
                    "A penalty trick does not become the opponent's property.",
                ),
            ),
            ("d", REDEAL_WHY),
        ),
        (PEEK_RULE, LAST_TRICK_RULE),
    ),
    Level(
        "dispute-card-exposed",
        STAGE_ID,
        Text("Карта открылась при сдаче", "A card shown in the deal"),
        Text(
            "Сдающий уронил карту картинкой вверх. Играть или сдавать заново?",
            "The dealer dropped a card face up. Play on, or deal again?",
        ),
        RuleDispute(
            Text(
                "Во время сдачи одна карта открылась картинкой вверх. Как решит арбитр?",
                "During the deal one card was turned face up. How does the arbiter rule?",
            ),
            request(
                incidents=[{"type": "misdeal", "kind": "card_exposed", "noticed": "during_deal"}]
            ),
            (
                ("a", REDEAL),
                (
                    "b",
                    Text(
                        "Играют дальше, карта остаётся у получившего",
                        "Play goes on; the card stays with whoever got it",
                    ),
                ),
            ),
            (("a", Ruled(redeal=True)), ("b", Ruled(redeal=False))),
            "a",
            Text(
                "Открытая при сдаче карта — неправильная сдача: карты сдают заново.",
                "A card shown in the deal makes a misdeal: the cards are dealt again.",
            ),
            (
                (
                    "b",
                    Text(
                        "Одна открытая карта уже известна всем: равны ли теперь шансы?",
                        "One card is now known to all: are the chances still even?",
                    ),
                ),
            ),
            wrong=("b",),
        ),
        (MISDEAL_RULE,),
    ),
    Level(
        "dispute-dealt-out-of-turn",
        STAGE_ID,
        Text("Сдал не тот", "Dealt by the wrong player"),
        Text(
            "Сдавал не тот, чья была очередь, и это заметили поздно.",
            "The wrong player dealt, and it was noticed late.",
        ),
        RuleDispute(
            Text(
                "Сдал не тот игрок; заметили только после торговли. Как решит арбитр?",
                "The wrong player dealt; it was noticed only after the bidding. How does the "
                "arbiter rule?",
            ),
            request(
                incidents=[{"type": "misdeal", "kind": "out_of_turn", "noticed": "after_bidding"}]
            ),
            (
                ("a", REDEAL),
                (
                    "b",
                    Text(
                        "Сдача остаётся, играют как сдано", "The deal stands; it is played as dealt"
                    ),
                ),
            ),
            (("a", Ruled(redeal=True)), ("b", Ruled(redeal=False))),
            "b",
            Text(
                "Сдачу не в очередь переигрывают, только если заметили до того, как карты "
                "посмотрели; позже сдача остаётся.",
                "A deal out of turn is dealt again only if noticed before anyone looked at the "
                "cards; later it stands.",
            ),
            (
                (
                    "a",
                    Text(
                        "Когда заметили ошибку — до того, как игроки посмотрели карты?",
                        "When was it noticed: before the players looked at their cards?",
                    ),
                ),
            ),
            wrong=("a",),
        ),
        (LATE_MISDEAL_RULE,),
    ),
    Level(
        "dispute-whister-renonce",
        STAGE_ID,
        Text("Ренонс вистующего", "A whister's renonce"),
        Text(
            "Вистующий не положил карту масти хода, хотя она у него была.",
            "A whister did not follow suit though he could.",
        ),
        RuleDispute(
            Text(
                "Запад играет 6♠, вистуют оба. На третьей взятке Юг сделал ренонс и взял эту "
                "взятку. Взято: Запад 5, Восток 3, Юг 2. Как решит арбитр?",
                "West plays 6♠, both whist. At the third trick South revoked and won the trick. "
                "Taken: West 5, East 3, South 2. How does the arbiter rule?",
            ),
            request(
                **GAME,
                tricks=as_dict(5, 3, 2),
                incidents=[{"type": "renonce", "player": SOUTH, "trick": 3, "won_by": SOUTH}],
            ),
            (
                (
                    "a",
                    Text(
                        "Взятка переходит к Западу, и Юг пишет ремиз",
                        "The trick goes to West, and South writes a remiz",
                    ),
                ),
                (
                    "b",
                    Text(
                        "Взятка переходит к Западу, больше ничего",
                        "The trick goes to West, nothing more",
                    ),
                ),
                ("c", STANDS),
                ("d", REDEAL),
            ),
            (
                ("a", Ruled(tricks=tricks(6, 3, 1), up=(SOUTH,))),
                ("b", Ruled(tricks=tricks(6, 3, 1), up=())),
                ("c", Ruled(tricks=tricks(5, 3, 2))),
                ("d", Ruled(redeal=True)),
            ),
            "a",
            Text(
                "Взятку, взятую с ренонсом, отбирают, и нарушитель ставит ремиз за ренонс.",
                "The trick won with the renonce is taken away, and the offender writes a remiz "
                "for the renonce.",
            ),
            (
                (
                    "b",
                    Text(
                        "Отобрать взятку — это только половина: что ещё ставит нарушитель?",
                        "Taking the trick back is only half: what else does the offender write?",
                    ),
                ),
                (
                    "c",
                    Text(
                        "Взятка взята с нарушением — может ли она остаться у Юга?",
                        "The trick was won by an irregularity: can South keep it?",
                    ),
                ),
                ("d", REDEAL_WHY),
            ),
            wrong=("c",),
        ),
        (RENONCE_RULE,),
    ),
    Level(
        "dispute-talk",
        STAGE_ID,
        Text("Разговоры за столом", "Talk at the table"),
        Text(
            "Вистующий сказал за игрой лишнее слово. Что пишется?",
            "A whister said a word too many during the play. What is written?",
        ),
        RuleDispute(
            Text(
                "Запад играет 6♠, вистуют оба; Юг заговорил во время розыгрыша. Взято: Запад 6, "
                "Восток 2, Юг 2. Как решит арбитр?",
                "West plays 6♠, both whist; South talked during the play. Taken: West 6, East 2, "
                "South 2. How does the arbiter rule?",
            ),
            request(
                **GAME,
                tricks=as_dict(6, 2, 2),
                incidents=[{"type": "conduct", "kind": "talk", "player": SOUTH}],
            ),
            (
                (
                    "a",
                    Text(
                        "Текст запрещает разговоры, но штрафа не назначает: взятки как взяты",
                        "The text forbids talk but sets no penalty: the tricks stand",
                    ),
                ),
                ("b", Text("Юг лишается одной взятки", "South loses a trick")),
                ("d", REDEAL),
            ),
            (
                ("a", Ruled(tricks=tricks(6, 2, 2), rule="conduct_talk")),
                ("b", Ruled(tricks=tricks(6, 2, 1))),
                ("d", Ruled(redeal=True)),
            ),
            "a",
            Text(
                "Разговоры недопустимы, но штраф за них стол оговаривает заранее; по тексту "
                "ничего не пишется.",
                "Talk is not allowed, but a fine for it is the table's to agree beforehand; by "
                "the text nothing is written.",
            ),
            (
                (
                    "b",
                    Text(
                        "Взятку отбирают за подсмотренную взятку; за разговор текст такого "
                        "не назначает.",
                        "A trick is taken for looking at a trick; the text "
                        "sets no such penalty for talk.",
                    ),
                ),
                ("d", REDEAL_WHY),
            ),
            wrong=("b",),
        ),
        (TALK_RULE,),
    ),
    Level(
        "dispute-misere-look",
        STAGE_ID,
        Text("Посмотрел играющий мизер", "The misère player looks"),
        Text(
            "На мизере взятки считают наоборот: каждая — штраф. Как тогда наказать за "
            "подсмотренную взятку?",
            "On misère tricks count the other way: each is a penalty. How is a look at a trick "
            "punished then?",
        ),
        RuleDispute(
            Text(
                "Запад играет мизер и взял одну взятку; на шестой взятке он посмотрел вторую. "
                "Как решит арбитр?",
                "West plays misère and has taken one trick; during the sixth trick he looked at "
                "the second. How does the arbiter rule?",
            ),
            request(
                contract="misere",
                declarer=WEST,
                tricks=as_dict(1, 5, 4),
                incidents=[{"type": "peek", "player": WEST, "trick": 2, "at_trick": 6}],
            ),
            (
                ("a", Text("Западу добавляется одна взятка", "West is given one more trick")),
                ("b", Text("Западу снимается одна взятка", "One trick is taken off West's")),
                ("c", STANDS),
                ("d", REDEAL),
            ),
            (
                ("a", Ruled(tricks=tricks(2, 5, 4))),
                ("b", Ruled(tricks=tricks(0, 5, 4))),
                ("c", Ruled(tricks=tricks(1, 5, 4))),
                ("d", Ruled(redeal=True)),
            ),
            "a",
            Text(
                "Наказание должно ударить по нарушителю: на мизере ему добавляют взятку, как на "
                "распасах пишут лишнюю.",
                "The penalty must fall on the offender: on misère he is given a trick, as on "
                "raspasy he writes an extra one.",
            ),
            (
                (
                    "b",
                    Text(
                        "На мизере меньше взяток — лучше: разве это наказание?",
                        "On misère fewer tricks are better: is that a penalty?",
                    ),
                ),
                (
                    "c",
                    Text(
                        "Вторая взятка не была последней: без наказания не обойтись.",
                        "The second trick was not the last: a penalty is due.",
                    ),
                ),
                ("d", REDEAL_WHY),
            ),
            wrong=("b",),
        ),
        (PEEK_RULE, NO_HARM_RULE),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Что, если…", "What if…"),
    Text(
        "Подсмотренная взятка, ренонс, открытая при сдаче карта: что решит арбитр. Ответ "
        "проверяет арбитр сайта по правилам вашего стола, а полное решение открывается одной "
        "ссылкой.",
        "A trick looked at, a renonce, a card shown in the deal: what the arbiter rules. The "
        "site's arbiter checks the answer under your table's rules, and its full ruling opens "
        "from one link.",
    ),
    LEVELS,
)
