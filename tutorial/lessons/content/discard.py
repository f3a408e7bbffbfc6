"""Stage 4 of the bidding course: the discard («Снос»).

South has bought the talon and holds twelve cards; two go away (the Sochi and Leningrad rules,
«Заказ игры»: «Игрок берет прикуп и сносит две любые карты»). Each level is a
``choose_discard``: the value of a discard is South's expected score under the learner's
convention over a seeded sample of layouts of the twenty unseen cards, South's tricks on each
from the double-dummy solver (stored as ``table``; ``lessons check`` recomputes it).

The principles the levels teach, each confirmed by the solver on its deal: keep the trumps and
the winners; discard small cards of short side suits, best a whole suit (a void to ruff); keep
a second long suit and a holding that makes tricks (A-Q-J); at no trumps keep the long suit and
the guard of a king. The sources give the rule of the discard but no declarer's advice on it
(the classic text's advice on discards is the whisters' and the raspasy's); the no-trump levels
cite its advice on when to play without trumps.
"""

from __future__ import annotations

from rulings.core import cite
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.choose_discard import DISCARD_RULE, ChooseDiscard
from tutorial.lessons.kinds.common import SENIORITY_RULE, TRICK_RULE, hand
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "discard"

NO_TRUMP_RULE = cite(
    "classic",
    "РОЗЫГРЫШ",
    "Назначить игру без козырей можно при своем первом ходе с такими картами, если есть одной "
    "масти туз, король сам-шёст; или туз, король, дама сам-пят и еще какой-нибудь туз; или "
    "вообще шесть верных неотъемлемых взяток.",
)

SEED = 1  # the sample of layouts each level is graded over

HINT = Text(
    "Какие две карты не возьмут ни одной взятки, что бы ни случилось?",
    "Which two cards will never take a trick, whatever happens?",
)


def discard_level(
    id_: str,
    title: Text,
    explanation: Text,
    cards: str,
    talon: str,
    contract: str,
    first_hand: str,
    answer: tuple[str, str],
    wrong: tuple[tuple[str, str], ...],
    table: valued.TricksTable,
    *sources,
    review: bool = False,
) -> Level:
    exercise = ChooseDiscard(
        Text(
            "Какие две карты снести?",
            "Which two cards does South discard?",
        ),
        hand(cards),
        hand(talon),
        contract,
        first_hand,
        SEED,
        answer,
        table=table,
        wrong=wrong,
    )
    return Level(
        id_, STAGE_ID, title, explanation, exercise, tuple(sources), hints=(HINT,), review=review
    )


LEVELS = (
    discard_level(
        "discard-keep-trumps",
        Text("Козыри не сносят", "Keep the trumps"),
        Text(
            "Юг купил прикуп и будет играть шесть червей. Снести нужно две карты из двенадцати. "
            "Козыри — главная сила: каждый козырь берёт взятку или перебивает чужую. Сносят не "
            "козыри и не тузы, а мелкие карты коротких мастей, которые сами взяток не берут.",
            "South has bought the talon and will play six hearts. Two of the twelve cards go "
            "away. Trumps are the main strength: each one takes a trick or ruffs one. Discard "
            "neither trumps nor aces but small cards of short suits that take no trick.",
        ),
        "AH KH QH 8H 7H AS KS 8S 8D 7D",
        "9C 7C",
        "6H",
        "W",
        ("7C", "9C"),
        (("7C", "7H"), ("KS", "AS")),
        (
            ("7C 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C 7H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7C 9C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C QH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7D 7H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7D 8D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D QH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7H 8H", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("7H QH", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("8S 7C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("8S 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("8S 7H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("8S 9C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("8S KS", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("8S QH", (6, 6, 5, 5, 5, 6, 6, 5)),
            ("9C 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("9C 7H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9C QH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("KS 7C", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("KS 7D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("KS 7H", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("KS 9C", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("KS AS", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("KS QH", (5, 5, 4, 5, 4, 5, 5, 4)),
            ("QH KH", (5, 5, 4, 4, 4, 4, 4, 4)),
        ),
        DISCARD_RULE,
        SENIORITY_RULE,
    ),
    discard_level(
        "discard-keep-winners",
        Text("Старшие карты оставить", "Keep the winners"),
        Text(
            "Игра — шесть пик. Туз с королём бубен — две верные взятки, пять старших пик — ещё "
            "пять. Снести короля бубен или козырь значит отдать взятку. Сносят то, что взяток не "
            "берёт.",
            "The game is six spades. The ace and king of diamonds are two sure tricks, the five "
            "top spades five more. Discarding the king of diamonds or a trump gives a trick away. "
            "Discard what takes no trick.",
        ),
        "AS KS QS JS 10S KH 7H AD KD 9C",
        "8C 7C",
        "6S",
        "W",
        ("7C", "8C"),
        (("7C", "KD"), ("10S", "7C")),
        (
            ("10S 7C", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("10S 7H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("10S JS", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("10S KD", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("10S KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7C 7H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C 8C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C KD", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7C KH", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7H KH", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("KD 7H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("KD AD", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("KD KH", (6, 6, 6, 6, 6, 6, 6, 6)),
        ),
        DISCARD_RULE,
    ),
    discard_level(
        "discard-short-suit",
        Text("Из короткой масти", "From a short suit"),
        Text(
            "Игра — шесть пик. Две бубны из прикупа — лишние: старших бубен нет, взяток они не "
            "возьмут. Снеся их, Юг остаётся без бубен и сможет бить бубновые ходы козырем.",
            "The game is six spades. The two diamonds from the talon are useless: no high "
            "diamond, no trick. Discarding them leaves South void in diamonds, able to ruff "
            "diamond leads.",
        ),
        "AS KS QS JS 8S AH KH QC 8C 7C",
        "8D 7D",
        "6S",
        "W",
        ("7D", "8D"),
        (("8S", "7C"), ("7C", "KH")),
        (
            ("7C 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C 8C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7C QC", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D 8D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("8S 7C", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("8S 7D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("8S JS", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("8S KH", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("8S QC", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JS 7C", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JS 7D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JS KH", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("JS QC", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JS QS", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("KH AH", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("QC 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("QC KH", (6, 6, 6, 6, 6, 6, 6, 6)),
        ),
        DISCARD_RULE,
        TRICK_RULE,
    ),
    discard_level(
        "discard-make-void",
        Text("Сделать ренонс", "Make a void"),
        Text(
            "Игра — шесть пик, ходит Запад. У Юга две мелкие трефы и две бубны с королём. Снести "
            "обе трефы лучше всего: трефовый ренонс позволит бить трефы козырем, а король бубен "
            "при семёрке ещё может взять.",
            "The game is six spades; West leads. South has two small clubs and the king of "
            "diamonds with a small one. Discarding both clubs is best: with no clubs South can "
            "ruff them, and the guarded king of diamonds may still take a trick.",
        ),
        "AS KS QS JS 9S AH KH 8H KD 7D",
        "8C 7C",
        "6S",
        "W",
        ("7C", "8C"),
        (("9S", "7C"), ("KH", "AH")),
        (
            ("7C 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C 8C", (7, 7, 7, 7, 8, 7, 7, 7)),
            ("7C 8H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C KD", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7D 8H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D KD", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("8H KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9S 7C", (6, 6, 6, 6, 7, 6, 6, 6)),
            ("9S 7D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9S 8H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9S JS", (5, 5, 5, 4, 6, 5, 5, 5)),
            ("9S KD", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9S KH", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("JS 7C", (6, 6, 6, 6, 7, 6, 6, 6)),
            ("JS 7D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JS 8H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JS KD", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JS KH", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("JS QS", (5, 5, 5, 4, 6, 5, 5, 5)),
            ("KD 8H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("KD KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("KH AH", (5, 5, 5, 5, 5, 5, 5, 5)),
        ),
        DISCARD_RULE,
        TRICK_RULE,
    ),
    discard_level(
        "discard-second-suit",
        Text("Вторая масть тоже нужна", "The second suit matters too"),
        Text(
            "Игра — шесть треф, ходит Юг. Четыре бубны с тузом и королём — вторая длинная масть: "
            "после козырей из неё придут лишние взятки. Сносят одиночки и мелочь коротких мастей, "
            "а бубны оставляют все.",
            "The game is six clubs; South leads. Four diamonds with the ace and king are a second "
            "long suit: once trumps are drawn they bring extra tricks. Discard singletons and "
            "small cards of short suits, and keep all the diamonds.",
        ),
        "AC KC QC 9C 8C AD KD 8D 7S 8H",
        "7D 7H",
        "6C",
        "S",
        ("7H", "8H"),
        (("7D", "7H"), ("7S", "7D")),
        (
            ("7D 7H", (7, 8, 8, 7, 7, 8, 7, 8)),
            ("7D 8D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D KD", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7H 8H", (8, 9, 9, 8, 8, 9, 8, 9)),
            ("7S 7D", (7, 8, 8, 7, 7, 8, 7, 8)),
            ("7S 7H", (8, 9, 9, 8, 8, 9, 8, 9)),
            ("7S 8C", (7, 8, 8, 7, 7, 8, 7, 8)),
            ("7S KD", (6, 7, 7, 6, 6, 7, 6, 7)),
            ("7S QC", (7, 8, 8, 7, 7, 8, 7, 8)),
            ("8C 7D", (6, 7, 7, 6, 6, 7, 6, 7)),
            ("8C 7H", (7, 8, 8, 7, 7, 8, 7, 8)),
            ("8C 9C", (6, 7, 7, 6, 6, 7, 6, 7)),
            ("8C KD", (5, 6, 6, 5, 5, 6, 5, 6)),
            ("8C QC", (6, 7, 7, 6, 6, 7, 6, 7)),
            ("KD 7H", (6, 7, 7, 6, 6, 7, 6, 7)),
            ("KD AD", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("QC 7D", (6, 7, 7, 6, 6, 7, 6, 7)),
            ("QC 7H", (7, 8, 8, 7, 7, 8, 7, 8)),
            ("QC KC", (5, 6, 6, 5, 6, 6, 6, 6)),
            ("QC KD", (5, 6, 6, 5, 5, 6, 5, 6)),
        ),
        DISCARD_RULE,
    ),
    discard_level(
        "discard-no-trumps-long",
        Text("Без козыря — держать длинную масть", "No trumps: keep the long suit"),
        Text(
            "Игра — шесть без козыря, ходит Юг. Без козыря взятки берёт длинная масть: все шесть "
            "бубен сыграют, если ни одну не снести. Сносят мелкие карты коротких мастей.",
            "The game is six no trumps; South leads. Without trumps the long suit takes the "
            "tricks: all six diamonds play if none is discarded. Discard small cards of the short "
            "suits.",
        ),
        "AD KD QD JD 9D 8D AS 7S 8C 7C",
        "8H 7H",
        "6NT",
        "S",
        ("7C", "8C"),
        (("7C", "8D"), ("8D", "9D")),
        (
            ("7C 7H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C 8C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C 8D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7C JD", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7H 8H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7S 7C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7S 7H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7S 8D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7S AS", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7S JD", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("8D 7H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("8D 9D", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("8D JD", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("AS 7C", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("AS 7H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("AS 8D", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("AS JD", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("JD 7H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JD QD", (5, 5, 5, 5, 5, 5, 5, 5)),
        ),
        DISCARD_RULE,
        NO_TRUMP_RULE,
    ),
    discard_level(
        "discard-keep-sequence",
        Text("Не ломать комбинацию", "Do not break a holding"),
        Text(
            "Игра — семь червей, ходит Юг. Туз, дама и валет пик — это две взятки: после туза "
            "дама с валетом выбивают короля и берут ещё одну. Снести валета — потерять взятку. "
            "Сносят карты, которые взяток не берут.",
            "The game is seven hearts; South leads. The ace, queen and jack of spades are two "
            "tricks: after the ace, the queen and jack drive out the king and take another. "
            "Discarding the jack loses a trick. Discard cards that take no trick.",
        ),
        "AH KH QH 10H 9H AS QS JS 8D 7D",
        "8C 7C",
        "7H",
        "S",
        ("7C", "8C"),
        (("JS", "7C"), ("7C", "9H")),
        (
            ("7C 7D", (7, 7, 7, 8, 7, 7, 7, 7)),
            ("7C 8C", (7, 7, 7, 8, 7, 7, 7, 7)),
            ("7C 9H", (6, 6, 6, 7, 6, 6, 6, 6)),
            ("7C QH", (6, 6, 6, 7, 6, 6, 6, 5)),
            ("7D 8D", (7, 7, 7, 8, 7, 7, 7, 7)),
            ("7D 9H", (6, 6, 6, 7, 6, 6, 6, 6)),
            ("7D QH", (6, 6, 6, 7, 6, 6, 6, 5)),
            ("9H 10H", (5, 5, 5, 6, 5, 5, 5, 4)),
            ("9H QH", (5, 5, 5, 6, 5, 5, 5, 4)),
            ("AS 7C", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("AS 7D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("AS 9H", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("AS QH", (5, 5, 5, 5, 5, 5, 5, 4)),
            ("JS 7C", (6, 6, 6, 7, 6, 6, 6, 6)),
            ("JS 7D", (6, 6, 6, 7, 6, 6, 6, 6)),
            ("JS 9H", (5, 5, 5, 6, 5, 5, 5, 5)),
            ("JS AS", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("JS QH", (5, 5, 5, 6, 5, 5, 5, 4)),
            ("JS QS", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("QH KH", (4, 4, 5, 5, 4, 5, 4, 3)),
        ),
        DISCARD_RULE,
    ),
    discard_level(
        "discard-seven",
        Text("На семерной каждая взятка", "At seven every trick counts"),
        Text(
            "Игра — семь пик, ходит Юг. Дама червей после туза и короля — тоже взятка, а девятка "
            "пик — козырь. Сносят только то, что взяток не берёт.",
            "The game is seven spades; South leads. The queen of hearts after the ace and king is "
            "a trick too, and the nine of spades is a trump. Discard only what takes no trick.",
        ),
        "AS KS QS 10S 9S AH KH QH 8D 7D",
        "8C 7C",
        "7S",
        "S",
        ("7C", "8C"),
        (("7C", "QH"), ("9S", "7C")),
        (
            ("7C 7D", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7C 8C", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7C QH", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D 8D", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7D QH", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("9S 10S", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9S 7C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("9S 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("9S QH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9S QS", (6, 6, 6, 5, 6, 6, 6, 6)),
            ("QH KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("QS 7C", (7, 7, 7, 6, 7, 7, 7, 7)),
            ("QS 7D", (7, 7, 7, 6, 7, 7, 7, 7)),
            ("QS KS", (6, 5, 5, 4, 6, 5, 5, 6)),
            ("QS QH", (6, 6, 6, 5, 6, 6, 6, 6)),
        ),
        DISCARD_RULE,
    ),
    discard_level(
        "discard-seven-hearts",
        Text("Семь червей", "Seven hearts"),
        Text(
            "Игра — семь червей, ходит Юг. Пять червей от туза, туз и король пик, туз бубен — "
            "восемь взяток. Их все надо сохранить; снести можно только мелкие трефы или бубны.",
            "The game is seven hearts; South leads. Five hearts from the ace, the ace and king of "
            "spades, the ace of diamonds: eight tricks. Keep them all; only small clubs or "
            "diamonds may go.",
        ),
        "AH KH QH JH 10H AS KS AD 8D 7D",
        "8C 7C",
        "7H",
        "S",
        ("7C", "8C"),
        (("7C", "AD"), ("7C", "10H")),
        (
            ("10H JH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7C 10H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C 7D", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7C 8C", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7C AD", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D 10H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D 8D", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7D AD", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("AD 10H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("KS 10H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("KS 7C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("KS 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("KS AD", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("KS AS", (6, 6, 6, 6, 6, 6, 6, 6)),
        ),
        DISCARD_RULE,
    ),
    discard_level(
        "discard-eight",
        Text("Восьмерная", "An eight"),
        Text(
            "Игра — восемь пик, ходит Запад. Шесть пик и три старшие червы — девять взяток, если "
            "ничего из них не снести. Сносят то, что в эти девять не входит.",
            "The game is eight spades; West leads. Six spades and three top hearts are nine "
            "tricks if none of them is discarded. Discard what is not among those nine.",
        ),
        "AS KS QS JS 10S 9S AH KH QH 7D",
        "7C 8C",
        "8S",
        "W",
        ("7C", "8C"),
        (("7C", "QH"), ("9S", "10S")),
        (
            ("7C 7D", (9, 9, 9, 9, 9, 9, 9, 9)),
            ("7C 8C", (9, 9, 9, 9, 9, 9, 9, 9)),
            ("7C QH", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7D QH", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("9S 10S", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("9S 7C", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("9S 7D", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("9S QH", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("QH KH", (7, 7, 7, 7, 7, 7, 7, 7)),
        ),
        DISCARD_RULE,
    ),
    discard_level(
        "discard-clubs-game",
        Text("Ренонс в пиках", "A void in spades"),
        Text(
            "Игра — шесть треф, ходит Запад. Две пики из прикупа — мелкие и без старших. Если "
            "снести обе, пиковые ходы можно бить козырем. Трефы и старшие червы оставляют.",
            "The game is six clubs; West leads. The two spades from the talon are small, with no "
            "high spade: discard both and spade leads can be ruffed. Keep the clubs and the top "
            "hearts.",
        ),
        "AC KC QC 10C 9C AH KH 8H 8D 7D",
        "7S 8S",
        "6C",
        "W",
        ("7S", "8S"),
        (("7S", "9C"), ("KH", "AH")),
        (
            ("7D 8D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D 8H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7S 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7S 8H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7S 8S", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7S 9C", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7S KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7S QC", (6, 6, 6, 5, 6, 6, 6, 6)),
            ("8H KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9C 10C", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("9C 7D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9C 8H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9C KH", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("9C QC", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("KH AH", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("QC 7D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("QC 8H", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("QC KC", (5, 4, 5, 4, 5, 5, 5, 5)),
            ("QC KH", (5, 5, 5, 5, 5, 5, 5, 5)),
        ),
        DISCARD_RULE,
        TRICK_RULE,
    ),
    discard_level(
        "discard-diamonds-void",
        Text("Снос с прицелом", "A discard with a plan"),
        Text(
            "Игра — шесть пик, ходит Юг. Туз треф пришёл в прикупе — это взятка, его оставляют. "
            "Две мелкие бубны взяток не возьмут: их и сносят, бубны можно будет бить козырем.",
            "The game is six spades; South leads. The ace of clubs came in the talon: a trick, "
            "keep it. The two small diamonds will take no trick: discard them, and diamonds can "
            "be ruffed.",
        ),
        "AS KS QS JS 7S AH KH 8H 8D 7D",
        "AC 7C",
        "6S",
        "S",
        ("7D", "8D"),
        (("7C", "AC"), ("JS", "QS")),
        (
            ("7C 7D", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7C 8H", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7C AC", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7C KH", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7D 8D", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7D 8H", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("7D KH", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7S 7C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7S 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7S 8H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("7S AC", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7S JS", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7S KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("8H KH", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("AC 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("AC 8H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("AC KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JS 7C", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("JS 7D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("JS 8H", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("JS AC", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JS KH", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("JS QS", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("KH AH", (6, 6, 6, 6, 6, 6, 6, 6)),
        ),
        DISCARD_RULE,
        TRICK_RULE,
    ),
    discard_level(
        "discard-king-queen",
        Text("Король с дамой — взятка", "King and queen: a trick"),
        Text(
            "Игра — шесть пик, ходит Запад. Пять пик — пять взяток, шестая — в червах: король с "
            "дамой выбьют туза, и одна из них возьмёт. Снести даму — и шестерная без одной. Сносят "
            "карты, которые взяток не возьмут ни при какой игре.",
            "The game is six spades; West leads. Five spades are five tricks, the sixth is in "
            "hearts: the king and queen drive out the ace and one of them wins. Discard the queen "
            "and the six goes one down. Discard cards that take no trick "
            "however the play goes.",
        ),
        "AS KS QS JS 8S KH QH 7D 8D 9D",
        "7C 8C",
        "6S",
        "W",
        ("7C", "8C"),
        (("7C", "QH"), ("8S", "7C")),
        (
            ("7C 7D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7C 8C", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7C QH", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("7D 8D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("7D QH", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("8S 7C", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("8S 7D", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("8S JS", (4, 4, 4, 4, 4, 4, 4, 4)),
            ("8S QH", (4, 4, 4, 4, 4, 4, 4, 4)),
            ("JS 7C", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("JS 7D", (5, 5, 5, 5, 5, 5, 5, 5)),
            ("JS QH", (4, 4, 4, 4, 4, 4, 4, 4)),
            ("JS QS", (4, 4, 4, 3, 4, 4, 4, 4)),
            ("QH KH", (5, 5, 5, 5, 5, 5, 5, 5)),
        ),
        DISCARD_RULE,
    ),
    discard_level(
        "discard-review",
        Text("Повторение: снос", "Review: the discard"),
        Text(
            "Всё вместе. Игра — шесть без козыря, ходит Запад. Шесть бубен — длинная масть, их не "
            "трогают. Король червей с семёркой — остановка: если снести семёрку, король останется "
            "бланковым и упадёт под туза, а противники побегут в червах. Сносят мелкие карты "
            "коротких мастей.",
            "Everything together. The game is six no trumps; West leads. Six diamonds are the "
            "long suit: leave them. The king of hearts with the seven is a stopper: discard the "
            "seven and the king is bare, falls to the ace, and the others run the hearts. Discard "
            "small cards of the short suits.",
        ),
        "AD KD QD JD 10D 9D AS AC KH 7H",
        "8S 8C",
        "6NT",
        "W",
        ("8S", "8C"),
        (("8C", "7H"), ("8S", "9D")),
        (
            ("7H KH", (6, 6, 6, 6, 6, 7, 7, 6)),
            ("8C 7H", (6, 6, 6, 6, 6, 7, 7, 6)),
            ("8C 9D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("8C AC", (3, 5, 5, 5, 5, 4, 4, 2)),
            ("8C KH", (6, 6, 6, 6, 6, 7, 7, 6)),
            ("8S 7H", (6, 6, 6, 6, 6, 7, 7, 6)),
            ("8S 8C", (8, 8, 8, 8, 8, 8, 8, 8)),
            ("8S 9D", (7, 7, 7, 7, 7, 7, 7, 7)),
            ("8S AC", (3, 5, 5, 5, 5, 4, 4, 2)),
            ("8S AS", (3, 4, 4, 3, 4, 5, 4, 2)),
            ("8S KH", (6, 6, 6, 6, 6, 7, 7, 6)),
            ("9D 10D", (6, 6, 6, 6, 6, 6, 6, 6)),
            ("9D 7H", (6, 6, 6, 6, 6, 7, 7, 6)),
            ("9D KH", (6, 6, 6, 6, 6, 7, 7, 6)),
            ("AC 7H", (3, 3, 3, 2, 3, 3, 4, 2)),
            ("AC 9D", (3, 5, 5, 5, 5, 4, 4, 2)),
            ("AC KH", (3, 3, 3, 2, 3, 3, 4, 2)),
            ("AS 7H", (3, 2, 2, 1, 2, 4, 4, 2)),
            ("AS 8C", (3, 4, 4, 3, 4, 5, 4, 2)),
            ("AS 9D", (3, 4, 4, 3, 4, 5, 4, 2)),
            ("AS AC", (0, 1, 0, 0, 1, 1, 1, 0)),
            ("AS KH", (3, 2, 2, 1, 2, 4, 4, 2)),
        ),
        DISCARD_RULE,
        NO_TRUMP_RULE,
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "bidding",
    Text("Снос", "The discard"),
    Text(
        "Юг купил прикуп: какие две карты снести? Козыри и старшие карты оставляют, сносят "
        "мелочь коротких мастей; без козыря держат длинную масть и остановки. Каждый снос "
        "проверен решателем по раскладам невидимых карт.",
        "South has bought the talon: which two cards go? Keep the trumps and the winners, "
        "discard small cards of short suits; at no trumps keep the long suit and the stoppers. "
        "Each discard is checked by the solver over layouts of the unseen cards.",
    ),
    LEVELS,
)
