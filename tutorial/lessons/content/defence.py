"""Whisting: «Защита» — the whisters' lead, their discards as the classic text reads them (a
signal to the partner), and when to take a trick.

Single decisions: ``multiple_choice`` where the text gives the rule (which suit to lead, which
to shed first, which to keep), ``choose_card`` where the cards on the table decide (the
cheapest card that takes).
"""

from __future__ import annotations

from rulings.core import Suit, cite, parse_card
from tutorial.lessons.kinds.choose_card import ChooseCard
from tutorial.lessons.kinds.common import EAST, WEST, hand
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "defence"

LEAD_RULE = cite(
    "classic",
    quote="Выход (т. е. первый открывающий ход) следует делать с масти, к которой хотел "
    "прикупить другой вистующий, или со своей собственной.",
)
SMALL_LEAD_RULE = cite(
    "classic", quote="с малой карты — под играющего, когда играющий сидит в середине;"
)
HIGH_LEAD_RULE = cite(
    "classic", quote="с самой большой карты — под вистующего, когда играющий сидит последним."
)
SHOW_RULE = cite(
    "classic",
    quote="Вистующие при сносе, т. е. сбрасывая карты на козырей или на ту масть, которой не "
    "имеется, должны следовать правилу: при первом сносе сбросить карту той масти, которая у "
    "них самая лучшая и сильная.",
)
PARTNER_RULE = cite(
    "classic",
    quote="Оба вистующих не сносят одинаковую масть. Каждый сбрасывает масть, показанную "
    "товарищем.",
)
KEEP_RULE = cite(
    "classic",
    quote="Масть, которая, как предполагается, должна быть у играющего, не должна сбрасываться. "
    "Эту масть необходимо беречь до конца.",
)
RUFFED_RULE = cite(
    "classic", quote="Оба вистующих сбрасывают масть, которую играющий бьет козырем."
)
TAKE_RULE = cite(
    "sochi_leningrad",
    "Правила взяток",
    "Взятку берет игрок, которому принадлежит старшая карта в данной взятке, учитывая козырей.",
)

SUITS = (
    ("S", Text("Пики", "Spades")),
    ("C", Text("Трефы", "Clubs")),
    ("D", Text("Бубны", "Diamonds")),
    ("H", Text("Червы", "Hearts")),
)


def suit_question(
    prompt: Text, answer: str, why: Text, reasons, cards: str, hide: str = ""
) -> MultipleChoice:
    """Which suit (to lead, to shed, to keep): the four suits but ``hide`` (trumps)."""
    return MultipleChoice(
        prompt,
        tuple(choice for choice in SUITS if choice[0] != hide),
        answer,
        why,
        reasons=reasons,
        hand=hand(cards),
        wrong=tuple(key for key, _ in reasons)[:1],
    )


LEVELS = (
    Level(
        "defence-lead-partner",
        STAGE_ID,
        Text("Ход в масть партнёра", "Lead the partner's suit"),
        Text(
            "Торговля рассказывает о картах: Восток тоже торговался. С какой масти выход?",
            "The bidding tells about the cards: East bid too. Which suit to lead?",
        ),
        suit_question(
            Text(
                "Запад играет 6♠ после торговли: Восток — 6♦, Запад — 6♠, Восток — пас. Юг "
                "вистует и ходит первым. С какой масти ходить?",
                "West plays 6♠ after the bidding: East 6♦, West 6♠, East pass. South whists "
                "and leads. Which suit?",
            ),
            "D",
            Text(
                "Выход делают с масти, к которой хотел прикупить другой вистующий.",
                "Lead the suit the other whister wanted to buy to.",
            ),
            (
                (
                    "C",
                    Text(
                        "Трефы Юга малы: чья масть сильнее — та, что Восток назвал в торговле?",
                        "South's clubs are small: whose suit is stronger, the "
                        "one East named in the bidding?",
                    ),
                ),
                (
                    "H",
                    Text(
                        "Одна фигура без продолжения: что говорила торговля Востока?",
                        "One honour with no follow-up: what did East's bidding say?",
                    ),
                ),
            ),
            "8S 7S 9C 8C 7C 9D 7D KH 8H 7H",
            hide="S",
        ),
        (LEAD_RULE,),
    ),
    Level(
        "defence-lead-middle",
        STAGE_ID,
        Text("Играющий в середине", "The declarer in the middle"),
        Text(
            "Играющий сидит слева от Юга и кладёт карту вторым. С какой карты ходить в свою масть?",
            "The declarer sits on South's left and plays second. Which card of one's suit to lead?",
        ),
        MultipleChoice(
            Text(
                "Запад играет 6♠, Юг ходит первым в свою масть Т♥ Д♥ 9♥ 7♥. Какую карту выбрать?",
                "West plays 6♠; South leads his suit A♥ Q♥ 9♥ 7♥. Which card?",
            ),
            (
                ("low", Text("Малую", "A small one")),
                ("high", Text("Самую старшую", "The highest")),
            ),
            "low",
            Text(
                "Под играющего, сидящего в середине, ходят с малой: партнёр кладёт после него.",
                "Under a declarer in the middle lead small: the partner plays after him.",
            ),
            reasons=(
                (
                    "high",
                    Text(
                        "Кто кладёт карту после Запада — и что он сможет сделать?",
                        "Who plays after West, and what can he do?",
                    ),
                ),
            ),
            wrong=("high",),
        ),
        (SMALL_LEAD_RULE,),
    ),
    Level(
        "defence-lead-last",
        STAGE_ID,
        Text("Играющий последним", "The declarer last"),
        Text(
            "Теперь играющий — Восток, справа от Юга: он кладёт карту последним.",
            "Now the declarer is East, on South's right: he plays last.",
        ),
        MultipleChoice(
            Text(
                "Восток играет 6♠, Юг ходит первым в свою масть Т♥ К♥ 9♥ 7♥. Какую карту выбрать?",
                "East plays 6♠; South leads his suit A♥ K♥ 9♥ 7♥. Which card?",
            ),
            (
                ("low", Text("Малую", "A small one")),
                ("high", Text("Самую старшую", "The highest")),
            ),
            "high",
            Text(
                "Когда играющий сидит последним, ходят с самой большой карты — под вистующего.",
                "When the declarer sits last, lead the highest card, under the whister.",
            ),
            reasons=(
                (
                    "low",
                    Text(
                        "Восток кладёт последним и видит всё: чем рискует малая?",
                        "East plays last and sees everything: what does a small card risk?",
                    ),
                ),
            ),
            wrong=("low",),
        ),
        (HIGH_LEAD_RULE,),
    ),
    Level(
        "defence-first-discard",
        STAGE_ID,
        Text("Первый снос", "The first discard"),
        Text(
            "Козырей у Юга нет, а играющий тянет козыри: на каждый козырь Юг сносит по карте. "
            "Подумайте, что увидит в этом сносе партнёр.",
            "South has no trumps, and the declarer draws them: on each trump South sheds a "
            "card. Think what the partner will see in that discard.",
        ),
        suit_question(
            Text(
                "Запад играет 6♠ и ходит козырем. У Юга ♣Т К Д 8, ♦10 8 7, ♥9 8 7 и нет пик. "
                "Карту какой масти Юг сносит первой?",
                "West plays 6♠ and leads a trump. South holds ♣A K Q 8, ♦10 8 7, ♥9 8 7 and no "
                "spades. Which suit does South shed first?",
            ),
            "C",
            Text(
                "Первым сносом показывают свою лучшую масть: партнёр не станет её беречь и "
                "будет знать, во что ходить.",
                "The first discard shows one's best suit: the partner will not keep it and will "
                "know what to lead.",
            ),
            (
                (
                    "D",
                    Text(
                        "Три малые бубны — это не масть, которую стоит показывать.",
                        "Three small diamonds are not a suit worth showing.",
                    ),
                ),
                (
                    "H",
                    Text(
                        "Червы у Юга малы: что узнает партнёр о силе Юга?",
                        "South's hearts are small: what will the partner learn of South's "
                        "strength?",
                    ),
                ),
            ),
            "AC KC QC 8C 10D 8D 7D 9H 8H 7H",
            hide="S",
        ),
        (SHOW_RULE,),
    ),
    Level(
        "defence-answer-partner",
        STAGE_ID,
        Text("Ответ на снос партнёра", "Answering the partner's discard"),
        Text(
            "Восток первым снёс трефу. Что сносить Югу?",
            "East shed a club first. What does South shed?",
        ),
        suit_question(
            Text(
                "Запад тянет козыри. Восток на первый козырь снёс 7♣. У Юга ♣9 8, ♦Т К Д 7, "
                "♥10 9 8 7 и нет пик. Карту какой масти сносит Юг?",
                "West draws trumps. On the first trump East shed 7♣. South holds ♣9 8, ♦A K Q 7, "
                "♥10 9 8 7 and no spades. Which suit does South shed?",
            ),
            "C",
            Text(
                "Вистующие не сносят одинаковую масть: каждый сбрасывает масть, показанную "
                "товарищем, — её тот держит.",
                "The whisters do not shed the same suit: each sheds the suit his partner "
                "showed, the one the partner holds.",
            ),
            (
                (
                    "D",
                    Text(
                        "Бубны — сила Юга: кто тогда будет держать их до конца?",
                        "Diamonds are South's strength: who keeps them to the end then?",
                    ),
                ),
                (
                    "H",
                    Text(
                        "Что показал Восток своим сносом — и кто держит ту масть?",
                        "What did East show by his discard, and who holds that suit?",
                    ),
                ),
            ),
            "9C 8C AD KD QD 7D 10H 9H 8H 7H",
            hide="S",
        ),
        (PARTNER_RULE, SHOW_RULE),
    ),
    Level(
        "defence-keep",
        STAGE_ID,
        Text("Беречь масть играющего", "Keep the declarer's suit"),
        Text(
            "Играющий торговался в одной масти, а играет другую. Какую масть Юг не сносит?",
            "The declarer bid one suit but plays another. Which suit does South not shed?",
        ),
        suit_question(
            Text(
                "Запад торговался до 6♥, но заказал 6♠ и тянет козыри. У Юга ♣8 7, ♦В 9 8 7, "
                "♥К 10 9 8 и нет пик. Какую масть Юг бережёт до конца?",
                "West bid up to 6♥ but named 6♠ and draws trumps. South holds ♣8 7, ♦J 9 8 7, "
                "♥K 10 9 8 and no spades. Which suit does South keep to the end?",
            ),
            "H",
            Text(
                "Масть, которая должна быть у играющего, не сносят: её берегут до конца.",
                "The suit the declarer must hold is not shed: it is kept to the end.",
            ),
            (
                (
                    "C",
                    Text(
                        "Какую масть Запад называл в торговле?",
                        "Which suit did West name in the bidding?",
                    ),
                ),
                (
                    "D",
                    Text(
                        "Какую масть Запад называл в торговле, и где ему нужны взятки?",
                        "Which suit did West name in the bidding, and where does he need tricks?",
                    ),
                ),
            ),
            "8C 7C JD 9D 8D 7D KH 10H 9H 8H",
            hide="S",
        ),
        (KEEP_RULE,),
    ),
    Level(
        "defence-ruffed",
        STAGE_ID,
        Text("Снос: что ещё пригодится", "The discard: what is still of use"),
        Text(
            "Юг сносит на козырь. Подумайте, какие карты Юга ещё могут взять взятку — и что "
            "Запад уже показал.",
            "South sheds on a trump. Think which of South's cards may still take a trick, and "
            "what West has already shown.",
        ),
        suit_question(
            Text(
                "Запад играет 6♠; на первый ход в бубну он положил козырь. Теперь Юг сносит на "
                "козырь. У Юга ♣К Д В 9, ♦9 8 7, ♥Т 10 8 и нет пик. Карту какой масти сносить?",
                "West plays 6♠; he trumped the first diamond led. Now South sheds on a trump. "
                "South holds ♣K Q J 9, ♦9 8 7, ♥A 10 8 and no spades. Which suit does South "
                "shed?",
            ),
            "D",
            Text(
                "Масть, которую играющий бьёт козырем, сносят оба вистующих: взяток в ней всё "
                "равно не будет.",
                "Both whisters shed the suit the declarer ruffs: it will take no tricks anyway.",
            ),
            (
                (
                    "C",
                    Text(
                        "В трефах у Юга король с дамой: не пригодятся ли они?",
                        "South holds the king and queen of clubs: will they not be of use?",
                    ),
                ),
                (
                    "H",
                    Text(
                        "Туз червей — верная взятка: зачем его сносить?",
                        "The ace of hearts is a sure trick: why shed it?",
                    ),
                ),
            ),
            "KC QC JC 9C 9D 8D 7D AH 10H 8H",
            hide="S",
        ),
        (RUFFED_RULE,),
    ),
    Level(
        "defence-take-cheap",
        STAGE_ID,
        Text("Взять дешевле", "Take it cheaply"),
        Text(
            "Юг кладёт карту последним и может взять. Какой картой?",
            "South plays last and can take the trick. With which card?",
        ),
        ChooseCard(
            Text(
                "Восток играет 6♦. Восток пошёл 9♥, Запад положил 7♥. Какой картой Юг берёт "
                "взятку?",
                "East plays 6♦. East led 9♥, West played 7♥. With which card does South take "
                "the trick?",
            ),
            hand("AH 10H 8H KS 9S 7S QC 8C 7C 8D"),
            ((WEST, parse_card("7H")), (EAST, parse_card("9H"))),
            Suit.DIAMONDS,
            "cheapest_win",
            "10H",
            wrong=("AH", "8H"),
        ),
        (TAKE_RULE,),
    ),
    Level(
        "defence-review",
        STAGE_ID,
        Text("Повторение: снос", "Review: the discard"),
        Text(
            "Играющий тянет козыри; у Юга их нет. Первый снос и масть партнёра.",
            "The declarer draws trumps; South has none. The first discard and the partner's suit.",
        ),
        suit_question(
            Text(
                "Запад играет 6♣ и ходит козырем. У Юга ♠Т К Д 9, ♦9 8 7, ♥10 8 7 и нет треф. "
                "Карту какой масти Юг сносит первой?",
                "West plays 6♣ and leads a trump. South holds ♠A K Q 9, ♦9 8 7, ♥10 8 7 and no "
                "clubs. Which suit does South shed first?",
            ),
            "S",
            Text(
                "Первым сносом показывают лучшую масть.",
                "The first discard shows the best suit.",
            ),
            (
                (
                    "D",
                    Text(
                        "Что узнает партнёр из сноса малой бубны?",
                        "What does the partner learn from a small diamond shed?",
                    ),
                ),
                (
                    "H",
                    Text(
                        "Что узнает партнёр из сноса малой червы?",
                        "What does the partner learn from a small heart shed?",
                    ),
                ),
            ),
            "AS KS QS 9S 9D 8D 7D 10H 8H 7H",
            hide="C",
        ),
        (SHOW_RULE,),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Защита", "Defence"),
    Text(
        "С какой масти выходить, что говорит снос партнёру и когда брать взятку — по советам "
        "классического текста вистующим.",
        "Which suit to lead, what a discard tells the partner and when to take a trick, by "
        "the classic text's advice to whisters.",
    ),
    LEVELS,
)
