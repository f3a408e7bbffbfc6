"""Stage 5 of the bidding course: choosing the contract («Выбор игры»).

After the discard South names the contract: how many tricks and which trump, not below the bid
the talon was bought at (the Sochi and Leningrad rules, «Игра на взятки»; the classic text:
bought at 7♦, spades and clubs only at eight). Each level is a ``choose_contract``: South's
tricks with each trump on a seeded sample of layouts of the unseen cards come from the
double-dummy solver (stored as ``table``, recomputed by ``lessons check``), and a contract's
value is South's expected score under the learner's convention.

What the levels teach, each confirmed by the solver on its deal: the trump is South's long suit,
not the suit bid; name as many tricks as are sure (overtricks score as the contract, a contract
above them goes to the mountain); of two suits trump the longer, of two equally long the solid
one; no trumps need every suit stopped; a suit ranking below the bid costs a level.

Not taught here: «make the problem theirs» (naming a contract that leaves the whisters a hard
choice) needs a model of the defenders' whist decision; the solver assumes both always whist.
"""

from __future__ import annotations

from rulings.core import cite
from tutorial.lessons import tables
from tutorial.lessons.kinds.choose_contract import CONTRACT_RULE, ChooseContract
from tutorial.lessons.kinds.common import hand
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "contract"

NOT_LOWER_RULE = cite(
    "classic",
    "ТОРГОВЛЯ",
    "Во всех случаях играть меньше, чем было объявлено при торговле за прикуп, нельзя. Если "
    "игроку уступили прикуп за семь бубен, то он не может играть семи пик или треф, а должен в "
    "этих мастях играть уже восемь.",
)
TAKE_RULE = cite(
    "sochi_leningrad",
    "Игра на взятки",
    "Если играющий не набирает нужного количества взяток, ему записывается штраф на гору.",
)
OVERTRICK_RULE = cite(
    "sochi_leningrad",
    "Игра на взятки",
    "Если играющий взял больше взяток, чем требовалось по заказанной игре – например, заказал 6 "
    "взяток, а взял 7 – запись все равно идет в соответствии с заказанной игрой.",
)
MOST_PROFITABLE_RULE = cite(
    "sochi_leningrad",
    "Запись в преферансе",
    "Смысл игры в преферанс заключается в том, чтобы заказать и сыграть наиболее выгодную игру.",
)
NO_TRUMP_RULE = cite(
    "classic",
    "РОЗЫГРЫШ",
    "Назначить игру без козырей можно при своем первом ходе с такими картами, если есть одной "
    "масти туз, король сам-шёст; или туз, король, дама сам-пят и еще какой-нибудь туз; или "
    "вообще шесть верных неотъемлемых взяток.",
)

SEED = 1  # the sample of layouts each level is graded over

HINT = Text(
    "Сосчитайте взятки с каждой своей длинной мастью в козырях и проверьте, не ниже ли "
    "заказ торговли.",
    "Count the tricks with each long suit as trumps, and check that the contract is not below "
    "the auction.",
)


def contract_level(
    id_: str,
    title: Text,
    explanation: Text,
    cards: str,
    discard: str,
    bid: str,
    first_hand: str,
    answer: str,
    wrong: tuple[str, ...],
    *sources,
    lesson: Text | None = None,
    review: bool = False,
) -> Level:
    exercise = ChooseContract(
        Text("Какую игру заказать?", "Which contract does South name?"),
        hand(cards),
        hand(discard),
        bid,
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
    contract_level(
        "contract-longest-trump",
        Text("Какой козырь", "Which trump"),
        Text(
            "Прикуп куплен за шесть пик, снос сделан. Теперь Юг заказывает игру: число взяток и "
            "козырь. Обязывает ли масть из торговли играть в ней? Какая масть у Юга длинная, и "
            "сколько взяток Юг берёт с ней в козырях на любом раскладе?",
            "The talon was bought at six spades and the discard is made. Now South names the "
            "contract: the number of tricks and the trump. Does the suit bid in the auction "
            "bind South to play in it? Which suit is South's long one, and how many tricks "
            "does South take with it as trumps on any layout?",
        ),
        "AH KH QH 9H 8H AC KC 8C AS 7D",
        "7S 8D",
        "6S",
        "W",
        "8H",
        ("6S", "6C", "6NT"),
        CONTRACT_RULE,
        MOST_PROFITABLE_RULE,
        lesson=Text(
            "Масть из торговли ни к чему не обязывает — козырем назначают свою длинную масть. "
            "Заказывают столько взяток, сколько берут с ней на любом раскладе.",
            "The suit bid in the auction binds nothing: the trump is South's long suit. Name "
            "as many tricks as South takes with it on any layout.",
        ),
    ),
    contract_level(
        "contract-no-higher",
        Text("Сколько заказать", "How many to name"),
        Text(
            "Пять пик от туза до десятки и туз червей. Сколько взяток эти карты берут на любом "
            "раскладе — и что будет, если заказать больше?",
            "Five spades from the ace to the ten and the ace of hearts. How many tricks do "
            "these cards take on any layout, and what happens if South names more?",
        ),
        "AS KS QS JS 10S AH QH 8D 7D 7C",
        "8C 9C",
        "6S",
        "W",
        "6S",
        ("7S", "6NT"),
        CONTRACT_RULE,
        TAKE_RULE,
        lesson=Text(
            "Шесть взяток, и седьмой взять неоткуда. Заказ выше — это ремиз: недобор пишется "
            "в гору.",
            "Six tricks, and no seventh to be had. A higher contract is a remiz: the "
            "undertricks go to the mountain.",
        ),
    ),
    contract_level(
        "contract-own-suit",
        Text("После торговли на пиках", "After an auction in spades"),
        Text(
            "Торговля остановилась на пиках, но пик у Юга две мелкие. Какие игры можно "
            "заказать после такой торговли, какая масть у Юга длинная и сколько взяток она даст "
            "в козырях?",
            "The auction stopped in spades, but South has two small spades. Which contracts may "
            "be named after this auction, which suit is South's long one, and how many tricks "
            "does it bring as trumps?",
        ),
        "AD KD QD JD 9D AC QC 8S 7S 7H",
        "8H 9H",
        "6S",
        "W",
        "6D",
        ("6S", "7D", "6NT"),
        CONTRACT_RULE,
        TAKE_RULE,
        lesson=Text(
            "Заказать можно любую игру не ниже шести пик, и шесть бубен — выше: бубны и будут "
            "козырем. Шести взяток хватит, седьмой нет.",
            "Any contract not below six spades may be named, and six diamonds is higher: "
            "diamonds are the trump. Six tricks are there, a seventh is not.",
        ),
    ),
    contract_level(
        "contract-two-suits",
        Text("Из двух мастей", "Of two suits"),
        Text(
            "У Юга четыре старшие трефы и четыре бубны с тузом, королём и дамой. С любой из этих "
            "мастей в козырях почти на каждом раскладе восемь взяток, но при плохом раскладе "
            "бывает и пять. Что обойдётся дороже при плохом раскладе: высокий заказ или низкий?",
            "South holds four top clubs and four diamonds with the ace, king and queen. With "
            "either as trumps eight tricks come on almost every layout, but a bad split leaves "
            "only five. What costs more on a bad layout: a high contract or a low one?",
        ),
        "AC KC QC JC AD KD QD 8D 8S 7H",
        "7S 8H",
        "6S",
        "E",
        "6C",
        ("6S", "7C", "6NT"),
        CONTRACT_RULE,
        TAKE_RULE,
        lesson=Text(
            "Чем выше заказ, тем дороже плохой расклад: шесть треф или шесть бубен выгоднее "
            "семерной.",
            "The higher the contract, the more a bad layout costs: six clubs or six diamonds "
            "pays better than a seven.",
        ),
    ),
    contract_level(
        "contract-seven",
        Text("Пять пик и туз с королём", "Five spades and an ace-king"),
        Text(
            "Пять пик от туза до валета с девяткой и туз с королём червей. Сосчитайте взятки, "
            "которые эти карты берут на любом раскладе, и вспомните, что игра повыше "
            "записывается в пулю дороже.",
            "Five spades from the ace to the jack with the nine, and the ace and king of "
            "hearts. Count the tricks these cards take on any layout, and recall that a higher "
            "game scores more in the pool.",
        ),
        "AS KS QS JS 9S AH KH 8H 8D 7D",
        "7C 8C",
        "6S",
        "W",
        "7S",
        ("8S", "6NT"),
        CONTRACT_RULE,
        TAKE_RULE,
        lesson=Text(
            "Семь взяток на любом раскладе: семь пик записывают в пулю больше, чем шесть, а "
            "восьмой взятки нет.",
            "Seven tricks on any layout: seven spades scores more than six, and there is no "
            "eighth trick.",
        ),
    ),
    contract_level(
        "contract-eight",
        Text("Шесть пик подряд", "Six spades in a row"),
        Text(
            "Шесть пик подряд от туза и туз с королём червей, и Юг ходит первым. Сколько это "
            "взяток на любом раскладе — и как записывают взятки сверх заказа?",
            "Six spades in a row from the ace and the ace and king of hearts, and South leads. "
            "How many tricks is that on any layout, and how are tricks beyond the contract "
            "scored?",
        ),
        "AS KS QS JS 10S 9S AH KH 7C 8D",
        "7D 8C",
        "6S",
        "S",
        "8S",
        ("6C", "6H"),
        CONTRACT_RULE,
        OVERTRICK_RULE,
        lesson=Text(
            "Восемь взяток на любом раскладе. Взятки сверх заказа записываются как заказ, "
            "поэтому заказывают все свои.",
            "Eight tricks on any layout. Tricks beyond the contract score as the contract, so "
            "name them all.",
        ),
    ),
    contract_level(
        "contract-solid-trumps",
        Text("Две пятикарточные масти", "Two five-card suits"),
        Text(
            "Две пятикарточные масти: пики от туза до десятки и червы с тузом и королём. Какие "
            "старшие карты остаются у противников в каждой из них — и что противники с ними "
            "сделают, если эта масть станет козырем?",
            "Two five-card suits: spades from the ace to the ten, and hearts with the ace and "
            "king. Which high cards do the others hold in each, and what will they do with "
            "them if that suit becomes trumps?",
        ),
        "AS KS QS JS 10S AH KH 9H 8H 7H",
        "7C 7D",
        "6S",
        "W",
        "8S",
        ("8H", "6C"),
        CONTRACT_RULE,
        MOST_PROFITABLE_RULE,
        lesson=Text(
            "Козырем лучше крепкую масть: в пиках у противников нет старших карт, а в червах у "
            "них дама, валет и десятка, и с червами в козырях они чаще возьмут своё. Червы же "
            "с пиковыми козырями отыграются после туза и короля.",
            "Trump the solid suit: the others hold no high spade, but they hold the queen, "
            "jack and ten of hearts, and with hearts as trumps they take theirs more often. "
            "With spades as trumps the hearts run after the ace and king.",
        ),
    ),
    contract_level(
        "contract-longer-trumps",
        Text("Червы или трефы", "Hearts or clubs"),
        Text(
            "Пять червей от туза и четыре трефы от туза. Сколько взяток выходит на любом "
            "раскладе с каждой из этих мастей в козырях? Сколько взяток заказать, решает "
            "расчёт по цене игр и вистов, и ответ зависит от конвенции.",
            "Five hearts from the ace and four clubs from the ace. How many tricks come on any "
            "layout with each of these suits as trumps? How many tricks to name is decided by "
            "the reckoning of the game and whist values, and the answer depends on the "
            "convention.",
        ),
        "AH KH QH 10H 9H AC KC QC 8C 7S",
        "7D 8S",
        "6S",
        "W",
        "7H",
        ("6C", "6S", "6NT"),
        CONTRACT_RULE,
        MOST_PROFITABLE_RULE,
        lesson=Text(
            "Козырем лучше длинная масть: с пятью червами в козырях на любом раскладе выходит "
            "не меньше восьми взяток, а с трефами бывает и шесть. По правилам Сочи чуть "
            "выгоднее семь червей, по ленинградским — восемь.",
            "The longer suit is the better trump: with five hearts as trumps at least eight "
            "tricks come on any layout, with clubs sometimes only six. Under the Sochi rules "
            "seven hearts pays a little more, under Leningrad eight.",
        ),
    ),
    contract_level(
        "contract-no-stopper",
        Text("Бубны или без козыря", "Diamonds or no trumps"),
        Text(
            "Пять бубен от туза до десятки, тузы пик и треф, король треф. А в червах у Юга две "
            "мелкие. Что сделают противники со своими червами без козыря — и что с бубнами в "
            "козырях?",
            "Five diamonds from the ace to the ten, the aces of spades and clubs, the king of "
            "clubs. But South has two small hearts. What will the others do with their hearts "
            "at no trumps, and what with diamonds as trumps?",
        ),
        "AD KD QD JD 10D AS AC KC 8H 7H",
        "8S 7S",
        "6S",
        "W",
        "8D",
        ("6NT", "7NT", "6S"),
        CONTRACT_RULE,
        NO_TRUMP_RULE,
        lesson=Text(
            "Без козыря нужны остановки: в червах у Юга их нет, и противники заберут свои "
            "червы. С бубнами в козырях червы бьют козырем, и восемь взяток остаются.",
            "No trumps need stoppers: South has none in hearts, and the others cash their "
            "hearts. With diamonds as trumps the hearts are ruffed, and the eight tricks "
            "stay.",
        ),
    ),
    contract_level(
        "contract-bought-six-diamonds",
        Text("Куплено за шесть бубен", "Bought at six diamonds"),
        Text(
            "Прикуп куплен за шесть бубен, а игра Юга — трефы. Какая из этих мастей старше — и "
            "можно ли заказать игру ниже торговли?",
            "The talon was bought at six diamonds, and South's game is clubs. Which of the two "
            "suits ranks higher, and may a contract below the auction be named?",
        ),
        "AC KC QC JC 10C 9C AH KS 8D 7D",
        "7S 8H",
        "6D",
        "E",
        "7C",
        ("6D", "8C", "6NT"),
        CONTRACT_RULE,
        NOT_LOWER_RULE,
        lesson=Text(
            "Трефы младше бубен, поэтому шесть треф заказать нельзя: только от семи.",
            "Clubs rank below diamonds, so six clubs cannot be named: only from seven up.",
        ),
    ),
    contract_level(
        "contract-bought-six-hearts",
        Text("Куплено за шесть червей", "Bought at six hearts"),
        Text(
            "Торговля дошла до шести червей, а у Юга шесть пик подряд и два туза. С какой "
            "высоты Юг может играть пики после такой торговли, и сколько взяток у него "
            "наверняка?",
            "The auction reached six hearts, and South holds six spades in a row and two aces. "
            "From which level may South play spades after this auction, and how many tricks "
            "are sure?",
        ),
        "AS KS QS JS 10S 9S AC AD 8H 7H",
        "7C 7D",
        "6H",
        "W",
        "8S",
        ("6H", "7S", "6NT"),
        CONTRACT_RULE,
        NOT_LOWER_RULE,
        lesson=Text(
            "Пики младше червей: играть их можно только от семи. Шесть пик подряд и два туза — "
            "восемь взяток.",
            "Spades rank below hearts: they can be played only from seven up. Six spades in a "
            "row and two aces: eight tricks.",
        ),
    ),
    contract_level(
        "contract-review",
        Text("Повторение: выбор игры", "Review: choosing the contract"),
        Text(
            "Всё вместе. Прикуп куплен за семь бубен; у Юга шесть пик подряд от туза, туз и "
            "король червей. С какой высоты можно играть пики после такой торговли, сколько "
            "взяток у Юга на любом раскладе, и есть ли у него другая игра?",
            "Everything together. The talon was bought at seven diamonds; South holds six "
            "spades in a row from the ace and the ace and king of hearts. From which level may "
            "spades be played after this auction, how many tricks does South have on any "
            "layout, and has he any other game?",
        ),
        "AS KS QS JS 10S 9S AH KH 8D 7D",
        "7C 8C",
        "7D",
        "W",
        "8S",
        ("7D", "7NT", "9S"),
        CONTRACT_RULE,
        NOT_LOWER_RULE,
        lesson=Text(
            "Пики младше бубен — их можно играть только восьмерной. Шесть пик подряд от туза, "
            "туз и король червей — восемь взяток на любом раскладе, девятой нет. Бубны, червы "
            "или без козыря у Юга не играют.",
            "Spades rank below diamonds, so they can be played only as an eight. Six spades in "
            "a row from the ace, the ace and king of hearts: eight tricks on any layout, no "
            "ninth. Diamonds, hearts or no trumps do not play for South.",
        ),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "bidding",
    Text("Выбор игры", "Choosing the contract"),
    Text(
        "После сноса Юг заказывает игру: сколько взяток и какой козырь, не ниже торговли. "
        "Какая масть станет козырем и сколько взяток заказать? Каждый заказ проверен "
        "решателем по раскладам невидимых карт.",
        "After the discard South names the contract: how many tricks and which trump, not "
        "below the auction. Which suit becomes trumps, and how many tricks to name? Each "
        "contract is checked by the solver over layouts of the unseen cards.",
    ),
    LEVELS,
)
