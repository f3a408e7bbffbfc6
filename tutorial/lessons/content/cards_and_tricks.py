"""Stage 0 of the bidding course: cards and tricks.

The deck and its order, following suit, trumping, and who takes the trick — the rules every
later stage counts with (the Sochi and Leningrad rules, «Колода карт» and «Правила взяток»).
"""

from __future__ import annotations

from rulings.core import DECK, Suit, cite
from tutorial.lessons.kinds.choose_card import ChooseCard
from tutorial.lessons.kinds.common import (
    SENIORITY_RULE,
    SUIT_NAMES,
    TRICK_RULE,
    WINNER_RULE,
    hand,
)
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.kinds.trick_winner import TrickWinner, parse_trick
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "cards-and-tricks"

DECK_RULE = cite(
    "sochi_leningrad",
    "Колода карт",
    "Колода состоит из 32 карт. В ней 4 масти по 8 карт в каждой - от семерки до туза.",
)
SUIT_ORDER_RULE = cite(
    "sochi_leningrad",
    "Колода карт",
    "Старшинство мастей по возрастанию: пики, трефы, бубны, червы.",
)
RANK_RULE = cite(
    "sochi_leningrad",
    "Колода карт",
    "Старшинство карт: семерка, восьмерка, девятка, десятка, валет, дама, король, туз.",
)

WHO_TAKES = Text("Кто берёт взятку?", "Who takes the trick?")


def level(id_: str, title: Text, explanation: Text, exercise, *sources, **more) -> Level:
    return Level(id_, STAGE_ID, title, explanation, exercise, tuple(sources), **more)


def who_takes(
    trump: Suit | None, trick: str, answer: str, lesson: Text | None = None
) -> TrickWinner:
    """Who takes ``trick``; ``lesson``, the principle, is said in the right answer's verdict."""
    prompt = (
        WHO_TAKES
        if trump is None
        else Text(
            "Козыри — {suit}. Кто берёт взятку?", "Trumps: {suit}. Who takes the trick?"
        ).format(suit=SUIT_NAMES[trump])
    )
    wrong = tuple(seat for seat in "SWE" if seat != answer)
    return TrickWinner(prompt, parse_trick(trick), trump, answer, wrong, lesson=lesson)


def highest_suit(convention) -> str:
    return {Suit.SPADES: "a", Suit.CLUBS: "b", Suit.DIAMONDS: "c", Suit.HEARTS: "d"}[max(Suit)]


LEVELS = (
    level(
        "deck",
        Text("Колода", "The deck"),
        Text(
            "В преферанс играют втроём: каждый получает по десять карт, и ещё две карты "
            "откладывают в прикуп. В каждой масти карты идут от семёрки до туза. Посчитайте, "
            "сколько карт в колоде.",
            "Preferans is played by three: each gets ten cards, and two more are put aside as "
            "the talon. Each suit runs from the seven to the ace. Count the cards in the deck.",
        ),
        MultipleChoice(
            Text("Сколько карт в колоде для преферанса?", "How many cards are in the deck?"),
            (("a", Text("32", "32")), ("b", Text("36", "36")), ("c", Text("52", "52"))),
            "a",
            Text(
                "32 карты: четыре масти по восемь, от семёрки до туза. Трое получают по "
                "десять, две оставшиеся — прикуп.",
                "32 cards: four suits of eight, from the seven to the ace. Three players get ten "
                "each; the two left over are the talon.",
            ),
            compute=lambda convention: {32: "a", 36: "b", 52: "c"}[len(DECK)],
            wrong=("b", "c"),
            reasons=(
                (
                    "b",
                    Text(
                        "36 карт — колода с шестёрками, а в преферансе масть начинается с "
                        "семёрки: трое по десять и прикуп из двух столько не дают.",
                        "36 cards is the deck with sixes, and in preferans a suit starts at the "
                        "seven: three hands of ten and a talon of two do not make 36.",
                    ),
                ),
                (
                    "c",
                    Text(
                        "52 карты — полная колода с двойками; трое по десять и прикуп из двух — "
                        "намного меньше.",
                        "52 cards is the full deck with the twos; three hands of ten and a talon "
                        "of two are far fewer.",
                    ),
                ),
            ),
        ),
        DECK_RULE,
    ),
    level(
        "suit-order",
        Text("Старшинство мастей", "The order of suits"),
        Text(
            "Масти в преферансе идут по старшинству, и это старшинство нужно в торговле: "
            "на одной высоте заявка в старшей масти старше. Вспомните порядок мастей.",
            "The suits in preferans have an order, and the auction needs it: at one level a bid "
            "in a higher suit ranks higher. Recall the order of the suits.",
        ),
        MultipleChoice(
            Text("Какая масть старшая?", "Which suit is the highest?"),
            (
                ("a", Text("пики", "spades")),
                ("b", Text("трефы", "clubs")),
                ("c", Text("бубны", "diamonds")),
                ("d", Text("червы", "hearts")),
            ),
            "d",
            Text(
                "Червы: пики < трефы < бубны < червы. Шесть червей старше шести пик.",
                "Hearts: spades < clubs < diamonds < hearts. Six hearts outranks six spades.",
            ),
            compute=highest_suit,
            wrong=("a", "b", "c"),
            reasons=(
                (
                    "a",
                    Text(
                        "Пики — младшая масть: с неё начинается лестница торговли.",
                        "Spades are the lowest suit: the ladder of bids starts with them.",
                    ),
                ),
                (
                    "b",
                    Text(
                        "Трефы старше пик, но выше них есть ещё две масти.",
                        "Clubs are above spades, but two suits rank higher still.",
                    ),
                ),
                (
                    "c",
                    Text(
                        "Бубны старше пик и треф, но одна масть ещё выше.",
                        "Diamonds are above spades and clubs, but one suit is higher still.",
                    ),
                ),
            ),
        ),
        SUIT_ORDER_RULE,
    ),
    level(
        "highest-card",
        Text("Старшая карта", "The highest card"),
        Text(
            "Карты в масти идут по старшинству: 7, 8, 9, 10, валет, дама, король, туз. "
            "Козырей нет: какая карта на столе сильнее остальных?",
            "Cards of a suit rank 7, 8, 9, 10, jack, queen, king, ace. There are no trumps: "
            "which card on the table beats the others?",
        ),
        who_takes(None, "W:KH E:7H S:AH", "S"),
        RANK_RULE,
        WINNER_RULE,
    ),
    level(
        "other-suit",
        Text("Туз другой масти", "An ace of another suit"),
        Text(
            "Туз старше девятки. Но что, если туз не той масти, с которой пошли, а козырей нет?",
            "An ace is higher than a nine. But what if the ace is not of the suit led, and "
            "there are no trumps?",
        ),
        who_takes(None, "W:8C E:AS S:9C", "S"),
        WINNER_RULE,
    ),
    level(
        "led-suit-wins",
        Text("Ход Востока", "East leads"),
        Text(
            "Козырей нет. Ход сделал Восток, и все трое положили бубны.",
            "No trumps. East led, and all three played diamonds.",
        ),
        who_takes(
            None,
            "E:10D S:7D W:QD",
            "W",
            Text(
                "Кто бы ни ходил, взятку берёт старшая карта той масти, с которой пошли.",
                "Whoever led, the highest card of the suit led takes the trick.",
            ),
        ),
        WINNER_RULE,
    ),
    level(
        "trump-wins",
        Text("Козыри", "Trumps"),
        Text(
            "В этой сдаче козыри — пики. Запад пошёл тузом червей, Восток положил семёрку пик, "
            "Юг — короля червей.",
            "In this deal spades are trumps. West led the ace of hearts, East played the seven "
            "of spades, South the king of hearts.",
        ),
        who_takes(
            Suit.SPADES,
            "W:AH E:7S S:KH",
            "E",
            Text(
                "Даже семёрка козырей бьёт туза другой масти.",
                "Even the seven of trumps beats an ace of another suit.",
            ),
        ),
        SENIORITY_RULE,
        WINNER_RULE,
        hints=(Text("Есть ли во взятке пика?", "Is there a spade in the trick?"),),
    ),
    level(
        "overtrump",
        Text("Два козыря", "Two trumps"),
        Text(
            "Запад пошёл десяткой треф, а Восток и Юг оба положили козыри.",
            "West led the ten of clubs, and East and South both played trumps.",
        ),
        who_takes(
            Suit.DIAMONDS,
            "W:10C E:8D S:JD",
            "S",
            Text(
                "Когда во взятке два козыря, её берёт старший из них.",
                "When there are two trumps in the trick, the higher of them takes it.",
            ),
        ),
        SENIORITY_RULE,
        WINNER_RULE,
    ),
    level(
        "trump-led",
        Text("Ход козырем", "A trump led"),
        Text(
            "Козыри — черви, и Юг пошёл с козыря: девяткой червей. Запад и Восток тоже "
            "положили черви.",
            "Hearts are trumps, and South led one: the nine of hearts. West and East played "
            "hearts too.",
        ),
        who_takes(
            Suit.HEARTS,
            "S:9H W:7H E:QH",
            "E",
            Text(
                "Ход с козыря — обычная масть хода: взятку берёт старший козырь.",
                "A trump lead is simply the suit led: the highest trump takes the trick.",
            ),
        ),
        WINNER_RULE,
    ),
    level(
        "review-trumps",
        Text("Повторение: козыри", "Review: trumps"),
        Text(
            "Масть хода, козырь, старший козырь: всё, что было до сих пор. Ход сделал Юг.",
            "The suit led, a trump, the higher trump: everything so far. South led.",
        ),
        who_takes(Suit.DIAMONDS, "S:AC W:7D E:9D", "E"),
        SENIORITY_RULE,
        WINNER_RULE,
        review=True,
    ),
    level(
        "follow-suit",
        Text("Ход в черву", "A heart led"),
        Text(
            "Не любую карту можно положить на чужой ход. Посмотрите, с какой масти пошёл "
            "Запад и что у Юга есть в этой масти.",
            "Not every card may be played to another's lead. Look at the suit West led and at "
            "what South holds in it.",
        ),
        ChooseCard(
            Text(
                "Запад пошёл с червей, Восток положил черву. Какую карту может положить Юг?",
                "West led a heart and East followed. Which card may South play?",
            ),
            hand("AS KS QS 8H 7C 8C 9D 10D JD QD"),
            parse_trick("W:KH E:7H"),
            None,
            "legal",
            "8H",
            ("AS", "QD"),
            principle=Text(
                "Карту масти хода нужно класть, если она есть, даже когда она не берёт.",
                "A card of the suit led must be played if you hold one, even when it cannot win.",
            ),
        ),
        TRICK_RULE,
        hints=(Text("Сколько червей у Юга?", "How many hearts does South hold?"),),
    ),
    level(
        "must-trump",
        Text("Бубен нет", "No diamonds"),
        Text(
            "Запад пошёл тузом бубен, а у Юга нет ни одной бубны: только пики, черви и трефы.",
            "West led the ace of diamonds, and South has not a single diamond: only spades, "
            "hearts and clubs.",
        ),
        ChooseCard(
            Text(
                "Козыри — трефы. Запад пошёл с бубен, Восток положил бубну. Какую карту может "
                "положить Юг?",
                "Trumps: clubs. West led a diamond and East followed. Which card may South play?",
            ),
            hand("AS KS 7S 8S AH KH 7C 8C 9C 10C"),
            parse_trick("W:AD E:7D"),
            Suit.CLUBS,
            "legal",
            "7C",
            ("AS", "AH"),
            principle=Text(
                "Если масти хода нет, нужно положить козырь. Карту другой масти класть нельзя, "
                "даже туза.",
                "With no card of the suit led, a trump must be played. A card of another suit "
                "is not allowed, not even an ace.",
            ),
        ),
        TRICK_RULE,
        hints=(Text("Есть ли у Юга козыри?", "Does South hold a trump?"),),
    ),
    level(
        "any-card",
        Text("Нет ни масти, ни козыря", "Neither the suit nor a trump"),
        Text(
            "У Юга только трефы и бубны: ни червей, ни пик.",
            "South holds only clubs and diamonds: no hearts, no spades.",
        ),
        ChooseCard(
            Text(
                "Козыри — пики. Запад пошёл с червей, Восток положил черву. Какую карту может "
                "положить Юг?",
                "Trumps: spades. West led a heart and East followed. Which card may South play?",
            ),
            hand("AC KC QC 7C AD KD QD 7D 8D 9D"),
            parse_trick("W:10H E:8H"),
            Suit.SPADES,
            "legal",
            "7C",
            principle=Text(
                "Когда нет ни масти хода, ни козыря, можно положить любую карту; взятку она не "
                "возьмёт.",
                "With neither the suit led nor a trump, any card may be played; it will not "
                "take the trick.",
            ),
        ),
        TRICK_RULE,
    ),
    level(
        "win-cheaply",
        Text("Взять дёшево", "Win cheaply"),
        Text(
            "Юг кладёт последним и видит обе карты. Какие карты Юга берут эту взятку — и "
            "какая из них понадобится потом?",
            "South plays last and sees both cards. Which of South's cards win this trick, and "
            "which of them will be needed later?",
        ),
        ChooseCard(
            Text(
                "Без козыря. Запад пошёл десяткой пик, Восток положил даму. Какой картой Югу "
                "взять взятку дешевле всего?",
                "No trumps. West led the ten of spades, East played the queen. Which card takes "
                "the trick most cheaply?",
            ),
            hand("AS KS 8S 7H 8H 9H 7C 8C 9C 10C"),
            parse_trick("W:10S E:QS"),
            None,
            "cheapest_win",
            "KS",
            ("AS", "8S"),
            lesson=Text(
                "Если взятку можно взять, берут самой младшей картой, которая её берёт: "
                "старшие ещё пригодятся.",
                "If the trick can be won, win it with the lowest card that does: the higher "
                "ones will be useful later.",
            ),
        ),
        TRICK_RULE,
        WINNER_RULE,
        hints=(Text("Дама уже бита королём.", "The king beats the queen."),),
    ),
    level(
        "duck",
        Text("Не взять", "Duck"),
        Text(
            "Не всякую взятку выгодно брать: есть игры, где каждая взятка — штраф (о них — "
            "дальше в курсе). Здесь Югу взятка не нужна. Посмотрите, чья карта во взятке "
            "пока старшая.",
            "Not every trick is worth taking: in some games each trick costs (the course comes "
            "to them later). Here South does not want the trick. Look at whose card is winning "
            "it so far.",
        ),
        ChooseCard(
            Text(
                "Без козыря. Запад пошёл валетом треф, Восток положил девятку. Какой картой Югу "
                "не взять взятку?",
                "No trumps. West led the jack of clubs, East played the nine. Which card lets "
                "South not take the trick?",
            ),
            hand("KC 10C 7C 7S 8S 9S 7H 8H 7D 8D"),
            parse_trick("W:JC E:9C"),
            None,
            "lose",
            "10C",
            ("KC", "7S"),
            principle=Text(
                "В масть класть обязательно, но можно положить карту ниже той, что берёт взятку.",
                "You must follow suit, but you may play under the card that is winning the trick.",
            ),
        ),
        TRICK_RULE,
    ),
    level(
        "ruff-cheaply",
        Text("Козырнуть дёшево", "Trump cheaply"),
        Text(
            "Без масти хода Юг обязан козырять. Какие козыри Юга берут эту взятку — и какой "
            "из них отдать не жалко?",
            "Without the suit led South must trump. Which of South's trumps win this trick, "
            "and which can South spare?",
        ),
        ChooseCard(
            Text(
                "Козыри — пики. Запад пошёл королём червей, Восток положил туза. Какой картой "
                "Югу взять взятку дешевле всего?",
                "Trumps: spades. West led the king of hearts, East played the ace. Which card "
                "takes the trick most cheaply?",
            ),
            hand("AS 9S 7S AD KD QD 7C 8C 9C 10C"),
            parse_trick("W:KH E:AH"),
            Suit.SPADES,
            "cheapest_win",
            "7S",
            ("AS", "AD"),
            lesson=Text(
                "Любой козырь здесь берёт, поэтому кладут самый младший. Старшие козыри ещё "
                "возьмут свои взятки.",
                "Any trump wins here, so play the lowest. The higher trumps will take tricks of "
                "their own later.",
            ),
        ),
        TRICK_RULE,
        SENIORITY_RULE,
    ),
    level(
        "review-tricks",
        Text("Повторение: кто берёт", "Review: who takes it"),
        Text(
            "Всё вместе: масть хода, козырь, старшинство. Ход сделал Восток.",
            "Everything together: the suit led, trumps, seniority. East led.",
        ),
        who_takes(Suit.CLUBS, "E:AD S:7C W:8C", "W"),
        TRICK_RULE,
        WINNER_RULE,
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "bidding",
    Text("Карты и взятки", "Cards and tricks"),
    Text(
        "Колода, старшинство мастей и карт, обязанность класть в масть и козырять, и кто "
        "берёт взятку.",
        "The deck, the order of suits and cards, following suit and trumping, and who takes "
        "the trick.",
    ),
    LEVELS,
)
