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
    lesson: Text | None = None,
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
        lesson=lesson,
    )
    return Level(
        id_, STAGE_ID, title, explanation, exercise, tuple(sources), hints=(HINT,), review=review
    )


LEVELS = (
    discard_level(
        "discard-keep-trumps",
        Text("Первый снос", "The first discard"),
        Text(
            "Юг купил прикуп и будет играть шесть червей; снести нужно две карты из "
            "двенадцати. Посмотрите на каждую карту Юга: какие возьмут взятку или перебьют "
            "чужую, а какие не возьмут ничего?",
            "South has bought the talon and will play six hearts; two of the twelve cards go. "
            "Look at each of South's cards: which take a trick or ruff one, and which take "
            "nothing?",
        ),
        "AH KH QH 8H 7H AS KS 8S 8D 7D",
        "9C 7C",
        "6H",
        "W",
        ("7C", "9C"),
        (("7C", "7H"), ("KS", "AS")),
        DISCARD_RULE,
        SENIORITY_RULE,
        lesson=Text(
            "Козыри — главная сила: каждый козырь берёт взятку или перебивает чужую. Сносят не "
            "козыри и не тузы, а мелкие карты коротких мастей, которые сами взяток не берут.",
            "Trumps are the main strength: each one takes a trick or ruffs one. Discard neither "
            "trumps nor aces but small cards of short suits that take no trick.",
        ),
    ),
    discard_level(
        "discard-keep-winners",
        Text("Что берёт взятки", "What takes tricks"),
        Text(
            "Игра — шесть пик. Сосчитайте верные взятки Юга в пиках и в бубнах: какие карты "
            "Юга в них не входят?",
            "The game is six spades. Count South's sure tricks in spades and in diamonds: which "
            "of South's cards are not among them?",
        ),
        "AS KS QS JS 10S KH 7H AD KD 9C",
        "8C 7C",
        "6S",
        "W",
        ("7C", "8C"),
        (("7C", "KD"), ("10S", "7C")),
        DISCARD_RULE,
        lesson=Text(
            "Туз с королём бубен — две верные взятки, пять старших пик — ещё пять. Снести "
            "короля бубен или козырь значит отдать взятку; сносят то, что взяток не берёт.",
            "The ace and king of diamonds are two sure tricks, the five top spades five more. "
            "Discarding the king of diamonds or a trump gives a trick away; discard what takes "
            "no trick.",
        ),
    ),
    discard_level(
        "discard-short-suit",
        Text("Две бубны из прикупа", "Two diamonds from the talon"),
        Text(
            "Игра — шесть пик. Прикуп принёс две мелкие бубны. Возьмут ли они взятку — и что "
            "Юг сможет делать на бубновые ходы, если бубен у него не останется?",
            "The game is six spades. The talon brought two small diamonds. Will they take a "
            "trick, and what can South do on diamond leads once he has no diamonds left?",
        ),
        "AS KS QS JS 8S AH KH QC 8C 7C",
        "8D 7D",
        "6S",
        "W",
        ("7D", "8D"),
        (("8S", "7C"), ("7C", "KH")),
        DISCARD_RULE,
        TRICK_RULE,
        lesson=Text(
            "Две бубны из прикупа — лишние: старших бубен нет, взяток они не возьмут. Снеся "
            "их, Юг остаётся без бубен и сможет бить бубновые ходы козырем.",
            "The two diamonds from the talon are useless: no high diamond, no trick. "
            "Discarding them leaves South void in diamonds, able to ruff diamond leads.",
        ),
    ),
    discard_level(
        "discard-make-void",
        Text("Трефы или бубны", "Clubs or diamonds"),
        Text(
            "Игра — шесть пик, ходит Запад. У Юга две мелкие трефы и король бубен с семёркой. "
            "Что Юг выиграет, если одной из этих мастей у него совсем не останется, — и может "
            "ли король бубен ещё взять?",
            "The game is six spades; West leads. South has two small clubs and the king of "
            "diamonds with the seven. What does South gain if one of these suits is gone "
            "altogether, and can the king of diamonds still take a trick?",
        ),
        "AS KS QS JS 9S AH KH 8H KD 7D",
        "8C 7C",
        "6S",
        "W",
        ("7C", "8C"),
        (("9S", "7C"), ("KH", "AH")),
        DISCARD_RULE,
        TRICK_RULE,
        lesson=Text(
            "Снести обе трефы лучше всего: трефовый ренонс (пустая масть) позволит бить трефы "
            "козырем, а король бубен при семёрке ещё может взять.",
            "Discarding both clubs is best: with no clubs South can ruff them, and the guarded "
            "king of diamonds may still take a trick.",
        ),
    ),
    discard_level(
        "discard-second-suit",
        Text("Четыре бубны", "Four diamonds"),
        Text(
            "Игра — шесть треф, ходит Юг. Кроме козырей у Юга четыре бубны с тузом и королём. "
            "Что принесут эти бубны, когда козыри противников кончатся, — и какие карты Юга "
            "не принесут ничего?",
            "The game is six clubs; South leads. Besides the trumps South holds four diamonds "
            "with the ace and king. What do those diamonds bring once the opponents' trumps "
            "are gone, and which of South's cards bring nothing?",
        ),
        "AC KC QC 9C 8C AD KD 8D 7S 8H",
        "7D 7H",
        "6C",
        "S",
        ("7H", "8H"),
        (("7D", "7H"), ("7S", "7D")),
        DISCARD_RULE,
        lesson=Text(
            "Четыре бубны с тузом и королём — вторая длинная масть: после козырей из неё "
            "придут лишние взятки. Сносят одиночки и мелочь коротких мастей, а бубны оставляют "
            "все.",
            "Four diamonds with the ace and king are a second long suit: once trumps are drawn "
            "they bring extra tricks. Discard singletons and small cards of short suits, and "
            "keep all the diamonds.",
        ),
    ),
    discard_level(
        "discard-no-trumps-long",
        Text("Снос без козыря", "A discard at no trumps"),
        Text(
            "Игра — шесть без козыря, ходит Юг. Бить козырем здесь нечем: откуда у Юга "
            "возьмутся взятки, и какие карты в них не участвуют?",
            "The game is six no trumps; South leads. Nothing ruffs here: where do South's "
            "tricks come from, and which cards play no part in them?",
        ),
        "AD KD QD JD 9D 8D AS 7S 8C 7C",
        "8H 7H",
        "6NT",
        "S",
        ("7C", "8C"),
        (("7C", "8D"), ("8D", "9D")),
        DISCARD_RULE,
        NO_TRUMP_RULE,
        lesson=Text(
            "Без козыря взятки берёт длинная масть: все шесть бубен сыграют, если ни одну не "
            "снести. Сносят мелкие карты коротких мастей.",
            "Without trumps the long suit takes the tricks: all six diamonds play if none is "
            "discarded. Discard small cards of the short suits.",
        ),
    ),
    discard_level(
        "discard-keep-sequence",
        Text("Туз, дама, валет", "Ace, queen, jack"),
        Text(
            "Игра — семь червей, ходит Юг. В пиках у Юга туз, дама и валет, а король пик у "
            "противников. Сколько взяток дадут эти три пики, если ничего из них не снести?",
            "The game is seven hearts; South leads. In spades South holds the ace, queen and "
            "jack, and the king is against him. How many tricks do those three spades bring if "
            "none of them goes?",
        ),
        "AH KH QH 10H 9H AS QS JS 8D 7D",
        "8C 7C",
        "7H",
        "S",
        ("7C", "8C"),
        (("JS", "7C"), ("7C", "9H")),
        DISCARD_RULE,
        lesson=Text(
            "Туз, дама и валет пик — это две взятки: после туза дама с валетом выбивают короля "
            "и берут ещё одну. Снести валета — потерять взятку; сносят карты, которые взяток "
            "не берут.",
            "The ace, queen and jack of spades are two tricks: after the ace, the queen and "
            "jack drive out the king and take another. Discarding the jack loses a trick; "
            "discard cards that take no trick.",
        ),
    ),
    discard_level(
        "discard-seven",
        Text("Снос на семерной", "A discard for a seven"),
        Text(
            "Игра — семь пик, ходит Юг. Сосчитайте взятки Юга: возьмёт ли дама червей после "
            "туза и короля, и что значит девятка пик?",
            "The game is seven spades; South leads. Count South's tricks: does the queen of "
            "hearts win after the ace and king, and what is the nine of spades worth?",
        ),
        "AS KS QS 10S 9S AH KH QH 8D 7D",
        "8C 7C",
        "7S",
        "S",
        ("7C", "8C"),
        (("7C", "QH"), ("9S", "7C")),
        DISCARD_RULE,
        lesson=Text(
            "Дама червей после туза и короля — тоже взятка, а девятка пик — козырь. На "
            "семерной сносят только то, что взяток не берёт.",
            "The queen of hearts after the ace and king is a trick too, and the nine of spades "
            "is a trump. At a seven discard only what takes no trick.",
        ),
    ),
    discard_level(
        "discard-seven-hearts",
        Text("Семь червей", "Seven hearts"),
        Text(
            "Игра — семь червей, ходит Юг. Сочтите взятки Юга: червы от туза, тузы и короли "
            "других мастей. Сколько их всего — и какие карты Юга в них не входят?",
            "The game is seven hearts; South leads. Count South's tricks: the hearts from the "
            "ace, the aces and kings of the other suits. How many are there, and which of "
            "South's cards are not among them?",
        ),
        "AH KH QH JH 10H AS KS AD 8D 7D",
        "8C 7C",
        "7H",
        "S",
        ("7C", "8C"),
        (("7C", "AD"), ("7C", "10H")),
        DISCARD_RULE,
        lesson=Text(
            "Пять червей от туза, туз и король пик, туз бубен — восемь взяток. Их все надо "
            "сохранить; снести можно только мелкие трефы или бубны.",
            "Five hearts from the ace, the ace and king of spades, the ace of diamonds: eight "
            "tricks. Keep them all; only small clubs or diamonds may go.",
        ),
    ),
    discard_level(
        "discard-eight",
        Text("Восьмерная", "An eight"),
        Text(
            "Игра — восемь пик, ходит Запад. Сколько взяток Юг возьмёт наверняка, если "
            "ничего нужного не снести, — и какие карты в эти взятки не входят?",
            "The game is eight spades; West leads. How many tricks does South take for sure "
            "if nothing useful goes, and which cards are not among them?",
        ),
        "AS KS QS JS 10S 9S AH KH QH 7D",
        "7C 8C",
        "8S",
        "W",
        ("7C", "8C"),
        (("7C", "QH"), ("9S", "10S")),
        DISCARD_RULE,
        lesson=Text(
            "Шесть пик и три старшие червы — девять взяток, если ничего из них не снести. "
            "Сносят то, что в эти девять не входит.",
            "Six spades and three top hearts are nine tricks if none of them is discarded. "
            "Discard what is not among those nine.",
        ),
    ),
    discard_level(
        "discard-clubs-game",
        Text("Две пики из прикупа", "Two spades from the talon"),
        Text(
            "Игра — шесть треф, ходит Запад. Прикуп принёс две мелкие пики, а старших пик у "
            "Юга нет. Возьмут ли они взятку — и чем Югу полезна масть, которой у него нет?",
            "The game is six clubs; West leads. The talon brought two small spades, and South "
            "has no high spade. Will they take a trick, and what use to South is a suit he "
            "does not hold?",
        ),
        "AC KC QC 10C 9C AH KH 8H 8D 7D",
        "7S 8S",
        "6C",
        "W",
        ("7S", "8S"),
        (("7S", "9C"), ("KH", "AH")),
        DISCARD_RULE,
        TRICK_RULE,
        lesson=Text(
            "Две пики из прикупа мелкие и без старших: если снести обе, пиковые ходы можно "
            "бить козырем. Трефы и старшие червы оставляют.",
            "The two spades from the talon are small, with no high spade: discard both and "
            "spade leads can be ruffed. Keep the clubs and the top hearts.",
        ),
    ),
    discard_level(
        "discard-diamonds-void",
        Text("Снос с прицелом", "A discard with a plan"),
        Text(
            "Игра — шесть пик, ходит Юг. Прикуп принёс туза треф. Какие карты Юга возьмут "
            "взятки, какие нет — и что Юг выиграет, оставшись без одной масти?",
            "The game is six spades; South leads. The talon brought the ace of clubs. Which of "
            "South's cards take tricks, which do not, and what does South gain by having no "
            "cards of one suit?",
        ),
        "AS KS QS JS 7S AH KH 8H 8D 7D",
        "AC 7C",
        "6S",
        "S",
        ("7D", "8D"),
        (("7C", "AC"), ("JS", "QS")),
        DISCARD_RULE,
        TRICK_RULE,
        lesson=Text(
            "Туз треф из прикупа — взятка, его оставляют. Две мелкие бубны взяток не возьмут: "
            "их и сносят, бубны можно будет бить козырем.",
            "The ace of clubs from the talon is a trick: keep it. The two small diamonds will "
            "take no trick: discard them, and diamonds can be ruffed.",
        ),
    ),
    discard_level(
        "discard-king-queen",
        Text("Король с дамой", "King and queen"),
        Text(
            "Игра — шесть пик, ходит Запад. Пять пик — пять взяток. Откуда Югу взять шестую, "
            "если туз червей у противников?",
            "The game is six spades; West leads. Five spades are five tricks. Where does South "
            "find the sixth, with the ace of hearts against him?",
        ),
        "AS KS QS JS 8S KH QH 7D 8D 9D",
        "7C 8C",
        "6S",
        "W",
        ("7C", "8C"),
        (("7C", "QH"), ("8S", "7C")),
        DISCARD_RULE,
        lesson=Text(
            "Шестая взятка — в червах: король с дамой выбьют туза, и одна из них возьмёт. "
            "Снести даму — и шестерная без одной; сносят карты, которые взяток не возьмут ни "
            "при какой игре.",
            "The sixth trick is in hearts: the king and queen drive out the ace and one of "
            "them wins. Discard the queen and the six goes one down; discard cards that take "
            "no trick however the play goes.",
        ),
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
        "Юг купил прикуп: какие две карты снести? Какие из двенадцати карт возьмут взятки, "
        "какие не возьмут никогда, и чем Югу полезна пустая масть? Каждый снос проверен "
        "решателем по раскладам невидимых карт.",
        "South has bought the talon: which two cards go? Which of the twelve take tricks, "
        "which never do, and what use is a void to South? Each discard is checked by the "
        "solver over layouts of the unseen cards.",
    ),
    LEVELS,
)
