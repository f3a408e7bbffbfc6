"""Whisting, stage 2: «Вистовать или пасовать» — South's call after East's.

West has named a contract; East (the first defender) has said «вист» or «пас»; South decides.
Each level is graded by ``choose_whist``: West's tricks on a seeded sample of layouts of the
cards South cannot see (West holding a hand that could name the contract), from the solver,
stored in ``table`` and recomputed by ``lessons check``; each call scored by the core under the
learner's convention with East's actual call.
"""

from __future__ import annotations

from rulings.core import parse_contract
from tutorial.lessons import tables
from tutorial.lessons.content.whist_duties import HALF_WHIST_RULE, QUOTA_TABLE
from tutorial.lessons.counting import WHIST_RULE
from tutorial.lessons.kinds.choose_whist import WHIST_CHOICE_RULE, ChooseWhist
from tutorial.lessons.kinds.common import hand
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "whist-or-pass"
SEED = 1

EAST_SAID = {
    # «Восток вистует», not «сказал «вист»»: the prompt names no call South may answer
    "whist": Text("Восток вистует", "East whists"),
    "pass": Text("Восток пасует", "East passes"),
}


def prompt(contract: str, east_call: str) -> Text:
    return Text(
        "Запад играет {contract}. {east}. Что скажет Юг?",
        "West plays {contract}. {east}. What does South say?",
    ).format(contract=parse_contract(contract), east=EAST_SAID[east_call])


def whist_level(
    level_id: str,
    title: Text,
    explanation: Text,
    cards: str,
    contract: str,
    east_call: str,
    answer: str,
    *,
    wrong: tuple[str, ...],
    lesson: Text | None = None,
    hints: tuple[Text, ...] = (),
    review: bool = False,
) -> Level:
    sources = (WHIST_CHOICE_RULE, WHIST_RULE, QUOTA_TABLE)
    if east_call == "pass" and parse_contract(contract).level <= 7:
        sources += (HALF_WHIST_RULE,)
    return Level(
        level_id,
        STAGE_ID,
        title,
        explanation,
        ChooseWhist(
            prompt(contract, east_call),
            hand(cards),
            contract,
            east_call,
            SEED,
            answer,
            table=tables.stored_row(level_id),
            sample=tables.LARGE_SAMPLE,
            wrong=wrong,
            lesson=lesson,
        ),
        sources,
        hints=hints,
        review=review,
    )


LEVELS = (
    whist_level(
        "whist-with-trumps",
        Text("Против шести червей", "Against six hearts"),
        Text(
            "Посмотрите, сколько у Юга козырей и верных взяток против этой игры, и решите, "
            "выгодно ли Югу защищаться. Здесь и дальше ответ проверяется на возможных "
            "раскладах карт, которых Юг не видит: в каждом у Запада рука, с которой заказывают "
            "эту игру.",
            "Look at how many trumps and sure tricks South holds against this contract, and "
            "decide whether defending pays South. Here and on, the answer is checked over "
            "possible layouts of the cards South cannot see, each giving West a hand that "
            "names this contract.",
        ),
        # three trumps: West's five are all the hearts South does not hold (five hearts here
        # once left West three, a hand no one names 6♥ with)
        "AS 10S AC KC 8C AD 7D JH 9H 7H",
        "6H",
        "pass",
        "whist",
        wrong=("pass",),
        lesson=Text(
            "Вист выгоден, когда играющий, скорее всего, не доберёт: тогда вистующий пишет "
            "висты за свои взятки, а играющий идёт в гору. Четыре верные взятки — это всё "
            "обязательство против шестерной, а три козыря у вистующего не дают играющему "
            "быстро вытянуть козыри и сбросить проигрыши.",
            "Whisting pays when the declarer is likely to fall short: the whister writes whists "
            "for his tricks and the declarer goes into the mountain. Four sure tricks are the "
            "whole obligation against a six, and three trumps with the whister keep the "
            "declarer from drawing trumps quickly and discarding his losers.",
        ),
    ),
    whist_level(
        "half-not-pass",
        Text("Восток спасовал", "East has passed"),
        Text(
            "Восток спасовал, а у Юга мало взяток. Сравните, что Юг получит, если станет "
            "защищаться один, если тоже спасует, и что ещё правила разрешают на шестерной.",
            "East has passed and South has few tricks. Compare what South gets defending alone, "
            "passing too, and what else the rules allow against a six.",
        ),
        "QS 9S AC KC JC 7C 8D QH 10H 8H",
        "6D",
        "pass",
        "half",
        wrong=("whist", "pass"),
        lesson=Text(
            "Если Восток спасовал, а у Юга мало взяток, можно и не играть: «пас» не даёт "
            "ничего, а «полвиста» на шестерной и семерной даёт висты за половину обязательства "
            "без всякого риска — если Восток не вернёт вист.",
            "If East passed and South has few tricks, South need not play: «pass» brings "
            "nothing, while a half-whist on a six or a seven writes whists for half the "
            "obligation at no risk — unless East takes the whist back.",
        ),
        hints=(
            Text(
                "Одному Югу нужно взять четыре взятки. Сколько из них верных?",
                "Alone, South needs four tricks. How many are sure?",
            ),
        ),
    ),
    whist_level(
        "let-partner-whist",
        Text("Партнёр уже вистует", "The partner whists already"),
        Text(
            "Восток уже вистует. Если Юг тоже скажет «вист», он отвечает за половину "
            "обязательства сам; спасовав, Юг ни за что не отвечает, а при ремизе играющего "
            "всё равно получает своё.",
            "East whists already. If South whists too, South answers for half the obligation; "
            "by passing, South answers for nothing and still gets a share when the declarer "
            "falls short.",
        ),
        "9S 8S QC 10C 7C 9D AH 10H 8H 7H",
        "6C",
        "whist",
        "pass",
        wrong=("whist",),
    ),
    whist_level(
        "whist-together",
        Text("Вистовать вдвоём", "Whisting together"),
        Text(
            "У Юга верные взятки и козыри, а Восток уже вистует. Решите, что Югу выгоднее: "
            "защищаться вместе с Востоком или оставить его одного.",
            "South holds sure tricks and trumps, and East whists already. Decide what pays "
            "South better: defending together with East or leaving him alone.",
        ),
        # three spades: West's five are the ones South does not hold (four here once left
        # West Q J 9 7, a hand no one names a six with)
        "AS KS 10S AC 7C 8D 7D AH KH 7H",
        "6S",
        "whist",
        "whist",
        wrong=("pass",),
        lesson=Text(
            "Когда у Юга верные взятки и козыри, а Восток уже вистует, вист вдвоём выгоднее: "
            "каждый пишет висты за свои взятки, а пасующий своих не получает.",
            "When South holds sure tricks and trumps and East whists already, whisting "
            "together pays: each writes whists for his own tricks, and a passer gets none.",
        ),
    ),
    whist_level(
        "eight-whist",
        Text("Против восьмерной", "Against an eight"),
        Text(
            "На восьмерной защитникам нужна одна взятка. Что будет, если оба защитника "
            "спасуют, и найдётся ли эта взятка у Юга?",
            "Against an eight the defenders need one trick. What happens if both defenders "
            "pass, and can South find that trick?",
        ),
        "AS KS JS 9S KC 9C KD JH 9H 8H",  # one diamond: West holds a declarer's six or seven
        "8D",
        "pass",
        "whist",
        wrong=("pass",),
        lesson=Text(
            "На восьмерной вистующим нужна одна взятка, а полвиста нет: после двух пасов игра "
            "сыграна. Пас отдаёт играющему всё без борьбы.",
            "On an eight the whisters need one trick, and there is no half-whist: after two "
            "passes the game is made. A pass hands the declarer everything without a fight.",
        ),
    ),
    whist_level(
        "seven-half",
        Text("Слабая рука на семерной", "A weak hand against a seven"),
        Text(
            "Сколько взяток нужно одному защитнику на семерной? Сочтите верные взятки Юга и "
            "вспомните, что ещё правила разрешают на семерной, когда Восток спасовал.",
            "How many tricks does a lone defender need against a seven? Count South's sure "
            "tricks and recall what else the rules allow against a seven once East has "
            "passed.",
        ),
        "KS JS 9S 8S JC 10C 7C JD 10D 10H",
        "7H",
        "pass",
        "half",
        wrong=("whist", "pass"),
        lesson=Text(
            "На семерной одному вистующему нужно две взятки. Без верных взяток вист стоит "
            "дорого, а полвиста на семерной ещё можно.",
            "On a seven a lone whister needs two tricks. Without sure tricks a whist costs "
            "dear, and a half-whist is still allowed on a seven.",
        ),
    ),
    whist_level(
        "whist-or-pass-review",
        Text("Повторение: слово Юга", "Review: South's call"),
        Text(
            "Сочтите верные взятки Юга против этой игры, вспомните обязательство и что даёт "
            "каждый ответ.",
            "Count South's sure tricks against this contract, recall the obligation and what "
            "each call brings.",
        ),
        "QS 9S AC KC AD JD 10D 8D KH QH",  # two spades: West holds a declarer's five or six
        "7S",
        "pass",
        "whist",
        wrong=("pass", "half"),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Вистовать или пасовать", "Whist or pass"),
    Text(
        "Запад заказал игру, Восток уже сказал своё. Юг решает: «вист», «пас» или, где можно, "
        "«полвиста». Ответ проверяется решателем на возможных раскладах карт, которых Юг не "
        "видит, и подсчётом по правилам выбранной конвенции: что Юг в среднем получит в "
        "расчёте при каждом ответе.",
        "West has named a contract and East has spoken. South decides: «whist», «pass» or, "
        "where allowed, «half-whist». The answer is checked by the solver over possible layouts "
        "of the cards South cannot see and scored under the chosen convention: what South gets "
        "on average in the settlement with each call.",
    ),
    LEVELS,
)
