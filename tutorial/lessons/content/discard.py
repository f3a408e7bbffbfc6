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
from tutorial.lessons import tables
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
        table=tables.stored_rows(id_),
        sample=tables.LARGE_SAMPLE,
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
        DISCARD_RULE,
    ),
    discard_level(
        "discard-review",
        Text("Повторение: снос", "Review: the discard"),
        Text(
            "Всё вместе. Игра — шесть пик, ходит Запад. Какие из двенадцати карт Юга возьмут "
            "взятки при любой игре, какие не возьмут никогда, и где Югу пригодится пустая "
            "масть?",
            "Everything together. The game is six spades; West leads. Which of South's twelve "
            "cards take tricks however the play goes, which never do, and where would a void "
            "help South?",
        ),
        "AS KS QS JS 8S AD KH 7H 9C 7C",
        "8D 7D",
        "6S",
        "W",
        ("7C", "9C"),
        # a trump or the ace gone costs the six; the king of hearts or a diamond kept costs a
        # little (accepted, fewer stars); the clubs gone leave a void to ruff in
        (("8S", "7D"), ("AD", "7D")),
        DISCARD_RULE,
        TRICK_RULE,
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
