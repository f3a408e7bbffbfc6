"""Whisting, stage 1: «Обязательства и вист» — what the whisters undertake and write.

Every answer is computed by the core under the learner's convention (``kinds.whist_rule``):
the quota is the fewest tricks with which the core's scoring writes no penalty, who chooses
open or closed comes from the core's ``Whisting``, what a failed whister or a passer writes
from its scoring of the deal. West plays; East speaks first, South second.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core import (
    PRESETS,
    Contract,
    Convention,
    Responsibility,
    WhistCall,
    cite,
    parse_contract,
)
from tutorial.lessons.counting import WHIST_RULE
from tutorial.lessons.kinds.common import EAST, SOUTH, WEST, tricks_text
from tutorial.lessons.kinds.whist_rule import WhistRule, numbers
from tutorial.lessons.kinds.whist_scoring import deal_outcome, whisting_after
from tutorial.lessons.model import Level, Stage, Text

STAGE_ID = "whist-duties"
WHIST, PASS, HALF = WhistCall.WHIST, WhistCall.PASS, WhistCall.HALF
BOTH = ((EAST, WHIST), (SOUTH, WHIST))
SOUTH_ALONE = ((EAST, PASS), (SOUTH, WHIST))
EAST_ALONE = ((EAST, WHIST), (SOUTH, PASS))

QUOTA_TABLE = cite(
    "sochi_leningrad",
    "Возможные заказы игр",
    "Сумма взяток вистующих должна быть: при шестерной игре не менее 4, при семерной не менее 2, "
    "при восьмерной, девятерной, десятерной не менее 1.",
)
WHIST_WORDS = cite(
    "sochi_leningrad",
    "Вист",
    "Если игрок обязуется взять определенное число взяток, он заявляет «вист», если нет – «пас».",
)
OPEN_RULE = cite(
    "sochi_leningrad",
    "Вист",
    "Если вистуют оба игрока, то вист всегда втемную. Если вистует один игрок, а другой пасует, "
    "то вистующий игрок выбирает тип виста – всветлую или втемную.",
)
RESPONSIBLE_RULE = cite(
    "lesnoy",
    "3.8.11",
    "Если недобор вистующими взяток до обязательного их количества наказывается ремизом в "
    "полном объёме, т. е. в размере стоимости игры за каждую недобранную взятку, то такой вист "
    "называется ответственным.",
)
HALF_RESPONSIBLE_RULE = cite(
    "lesnoy",
    "3.8.12",
    "Полуответственный вист характерен для «ленинградки» и «ростова»",
)
HALF_WHIST_RULE = cite(
    "lesnoy",
    "3.8.8.1",
    "Право вернуть вист у спасовавшего на первой руке существует только на шестерной и "
    "семерной играх, где существует возможность ухода за полвиста.",
)
WHIST_BACK_RULE = cite("lesnoy", "3.8.8.2", "Его единственная заявка после возврата виста — пас.")
GREEDY_RULE = cite(
    "lesnoy",
    "3.8.13",
    "В случае ремиза разыгрывающего висты пишутся только вистующим, если один из игроков сказал "
    "пас, а пасующий пишет только за безвзятие",
)
GENTLEMAN_RULE = cite("lesnoy", "3.8.14", "В случае ремиза разыгрывающего висты пишутся пополам")
SHORTFALL_RULE = cite(
    "sochi_leningrad",
    "Ответственность при вистовании",
    "Если вистуют оба игрока, то, при недоборе взяток (ремизе), кроме вистов за фактические "
    "взятки, игрок, недобравший взяток пишет штраф в гору.",
)
LONE_RULE = cite("sochi_four", quote="все взятки принадлежат вистующему")
TEAM_RULE = cite(
    "sochi_four",
    quote="Или, допустим, оба игрока вистовали на шестерной, но один из них взял три взятки, а "
    "другой – ни одной. Последний запишет 2 в гору за недобранную взятку.",
)


def game(text: str) -> Contract:
    return parse_contract(text)


Calls = tuple[tuple[str, WhistCall], ...]


@dataclass(frozen=True)
class Quota:
    """The fewest tricks the whisting side takes with which the core writes no penalty on a
    whister (two whisters share them as evenly as they go; a lone whister's are all his).
    A value, so a practice level made again from its seed equals the first."""

    contract: str
    calls: Calls

    def __call__(self, convention: Convention) -> str:
        for taken in range(11):
            outcome = deal_outcome(convention, game(self.contract), self.calls, 10 - taken)
            if not any(outcome.penalty(s) for s in (EAST, SOUTH)):
                return str(taken)
        return "10"


@dataclass(frozen=True)
class QuotaFact:
    contract: str
    calls: Calls
    who: Text

    def __call__(self, convention: Convention) -> Text:
        n = int(Quota(self.contract, self.calls)(convention))
        return Text(
            "По правилам стола на {contract} {who} взять {n}.",
            "Under the table's rules on {contract} {who} take {n}.",
        ).format(contract=game(self.contract), who=self.who, n=tricks_text(n))


def quota_question(
    contract: str,
    *,
    low: int = 1,
    high: int = 5,
    answer: str = "",
    wrong: tuple[str, ...] = (),
    lesson: Text | None = None,
) -> WhistRule:
    """How many tricks two whisters undertake on ``contract`` (the answer under Sochi when
    not given); ``lesson``, the principle, is said in the right answer's verdict."""
    why = Text(
        "Это обязательство вистующих; чем выше игра, тем меньше им нужно.",
        "That is the whisters' obligation; the higher the contract, the fewer they need.",
    )
    quota = Quota(contract, BOTH)
    return WhistRule(
        Text(
            "Запад заказал {contract}, Восток и Юг сказали «вист». Сколько взяток вдвоём "
            "они обязаны взять, чтобы никто не записал себе в гору?",
            "West named {contract}; East and South both said «whist». How many tricks must "
            "they take together so that neither writes a penalty?",
        ).format(contract=game(contract)),
        numbers(low, high),
        answer or quota(PRESETS["sochi"]),
        why if lesson is None else why + lesson,
        compute=quota,
        options=("whist_obligations", "shortfall_rule"),
        wrong=wrong,
        contracts=(contract,),
        fact=QuotaFact(
            contract, BOTH, Text("вистующие вдвоём обязаны", "the two whisters together must")
        ),
    )


def quota_level(
    level_id: str,
    contract: str,
    title: Text,
    explanation: Text,
    *,
    low: int,
    high: int,
    answer: str,
    wrong: tuple[str, ...],
    hints=(),
    lesson: Text | None = None,
) -> Level:
    return Level(
        level_id,
        STAGE_ID,
        title,
        explanation,
        quota_question(contract, low=low, high=high, answer=answer, wrong=wrong, lesson=lesson),
        (WHIST_RULE, QUOTA_TABLE),
        hints=hints,
    )


@dataclass(frozen=True)
class WhoPays:
    """Who of the whisters writes a penalty: ``none``, ``S``, ``E`` or ``both``."""

    contract: str
    calls: Calls
    east: int
    south: int

    def __call__(self, convention: Convention) -> str:
        declarer = 10 - self.east - self.south
        outcome = deal_outcome(convention, game(self.contract), self.calls, declarer, self.south)
        paying = [s for s in (EAST, SOUTH) if outcome.penalty(s)]
        return {0: "none", 2: "both"}.get(len(paying)) or paying[0]


WHO_CHOICES = (
    ("none", Text("никто", "nobody")),
    (SOUTH, Text("Юг", "South")),
    (EAST, Text("Восток", "East")),
    ("both", Text("оба", "both")),
)


def who_pays_question(
    contract: str, east: int, south: int, lesson: Text | None = None
) -> WhistRule:
    """Both whisted; East took ``east``, South ``south``: who writes a penalty? ``lesson`` is
    said in the right answer's verdict."""
    why = Text(
        "Каждый отвечает за половину обязательства, но не больше общего недобора.",
        "Each answers for half the obligation, but no more than the side's shortfall.",
    )
    who = WhoPays(contract, BOTH, east, south)
    declarer = 10 - east - south
    return WhistRule(
        Text(
            "Запад играл {contract}, вистовали оба. Запад взял {declarer}, Восток — {east}, "
            "Юг — {south}. Кто из вистующих запишет себе в гору?",
            "West played {contract} and both whisted. West took {declarer}, East {east}, "
            "South {south}. Which whister writes a penalty?",
        ).format(contract=game(contract), declarer=declarer, east=east, south=south),
        WHO_CHOICES,
        who(PRESETS["sochi"]),
        why if lesson is None else why + lesson,
        compute=who,
        options=("shortfall_rule", "whist_obligations"),
        wrong=tuple(key for key, _ in WHO_CHOICES if key != who(PRESETS["sochi"]))[:2],
        contracts=(contract,),
        reasons=who_pays_reasons(game(contract), east, south),
    )


def who_pays_reasons(contract: Contract, east: int, south: int) -> tuple[tuple[str, Text], ...]:
    """Why each answer to «who writes a penalty» may be wrong, without the obligation itself:
    what to compare (the side's tricks with the obligation, each whister's with his half)."""
    together = Text(
        "Вместе вистующие взяли {n}: сравните это с обязательством на {contract}.",
        "Together the whisters took {n}: compare that with the obligation on {contract}.",
    ).format(n=tricks_text(east + south), contract=contract)
    return (
        ("none", together),
        (
            SOUTH,
            Text(
                "Юг взял {n}. Но штраф пишут только за недобор всей стороны: хватило ли взяток "
                "вдвоём?",
                "South took {n}. But a penalty is written only for the side's shortfall: did "
                "the two take enough together?",
            ).format(n=tricks_text(south)),
        ),
        (
            EAST,
            Text(
                "Восток взял {n}: сравните это с его половиной обязательства.",
                "East took {n}: compare that with his half of the obligation.",
            ).format(n=tricks_text(east)),
        ),
        (
            "both",
            Text(
                "Оба пишут, только если каждый недобрал свою половину: так ли здесь?",
                "Both write only if each fell short of his half: is that so here?",
            ),
        ),
    )


@dataclass(frozen=True)
class Penalty:
    """What South writes against himself when West takes ``declarer`` and South ``south``."""

    contract: str
    calls: Calls
    declarer: int
    south: int

    def __call__(self, convention: Convention) -> str:
        outcome = deal_outcome(
            convention, game(self.contract), self.calls, self.declarer, self.south
        )
        return str(round(outcome.penalty(SOUTH)))


@dataclass(frozen=True)
class PenaltyFact:
    penalty: Penalty

    def __call__(self, convention: Convention) -> Text:
        return Text(
            "По правилам стола Юг пишет в гору {n}.", "Under the table's rules South writes {n}."
        ).format(n=self.penalty(convention))


@dataclass(frozen=True)
class ResponsibilityFact:
    """The verdict on a lone whister short: what he had to take, how the table's rules make
    him pay for a missing trick (the principle the level teaches, said after the answer, not
    above it: issue 20), and what he writes."""

    penalty: Penalty

    def __call__(self, convention: Convention) -> Text:
        penalty = self.penalty
        needed = int(Quota(penalty.contract, penalty.calls)(convention))
        rule = {
            Responsibility.FULL: Text(
                "Вист ответственный: за каждую недобранную взятку вистующий пишет в гору цену "
                "виста на этой игре.",
                "The whist is responsible: for each missing trick the whister writes the price "
                "of a whist on this game.",
            ),
            Responsibility.HALF: Text(
                "Вист полуответственный: за каждую недобранную взятку вистующий пишет в гору "
                "половину цены виста на этой игре.",
                "The whist is semi-responsible: for each missing trick the whister writes half "
                "the price of a whist on this game.",
            ),
            Responsibility.NONE: Text(
                "Вист безответственный: за недобор вистующий в гору не пишет.",
                "The whist is not responsible: a whister short writes no penalty.",
            ),
        }[convention.responsibility]
        if convention.responsible_after_close and convention.responsibility is not (
            Responsibility.FULL
        ):
            rule = rule + Text(
                "Когда пуля закрыта, он становится ответственным.",
                "Once the pulya is closed, it becomes responsible.",
            )
        return (
            Text(
                "Одному вистующему на {contract} нужно взять {n}, а Юг взял {taken}.",
                "A lone whister on {contract} must take {n}; South took {taken}.",
            ).format(
                contract=game(penalty.contract),
                n=tricks_text(needed),
                taken=tricks_text(penalty.south),
            )
            + rule
            + PenaltyFact(penalty)(convention)
        )


def half_credit(convention: Convention) -> str:
    """The tricks a half-whist on 6♠ is credited with: the lone whist whose whists on West
    equal the half-whister's."""
    contract = game("6S")
    if HALF not in whisting_after(convention, contract, ((EAST, PASS),)).legal_calls():
        return "none"
    half = deal_outcome(convention, contract, ((EAST, PASS), (SOUTH, HALF)), 6).whists(SOUTH, WEST)
    for taken in range(5):
        played = deal_outcome(convention, contract, SOUTH_ALONE, 10 - taken, taken)
        if played.whists(SOUTH, WEST) == half:
            return str(taken)
    return "0"


def half_whist_where(convention: Convention) -> str:
    for contract in ("7H", "8D", "9C"):
        if HALF in whisting_after(convention, game(contract), ((EAST, PASS),)).legal_calls():
            return contract
    return "none"


def open_chooser(calls):
    def compute(convention: Convention) -> str:
        state = whisting_after(convention, game("7S"), calls)
        seat = state.to_call
        if seat is not None and WhistCall.OPEN in state.legal_calls():
            return seat
        return "closed"

    return compute


def split_kind(convention: Convention) -> str:
    outcome = deal_outcome(convention, game("6S"), EAST_ALONE, 5)
    return "halves" if outcome.whists(SOUTH, WEST) == outcome.whists(EAST, WEST) else "whister"


LEVELS = (
    quota_level(
        "quota-six",
        "6S",
        Text("Обязательство на шестерной", "The obligation on a six"),
        Text(
            "Сказать «вист» — значит обязаться взять своё число взяток; «пас» — не обязываться "
            "ни к чему. Вистующие, недобравшие обязательство, пишут себе в гору. Посчитайте, "
            "сколько взяток играющий на шестерной оставляет противникам.",
            "Saying «whist» means undertaking to take your share of tricks; «pass» undertakes "
            "nothing. Whisters who fall short of the obligation write a penalty. Count how "
            "many tricks a declarer on a six leaves to the opponents.",
        ),
        low=2,
        high=5,
        answer="4",
        wrong=("2", "5"),
        hints=(Text("Играющему нужно шесть взяток из десяти.", "The declarer needs six of ten."),),
    ),
    quota_level(
        "quota-seven",
        "7H",
        Text("Обязательство на семерной", "The obligation on a seven"),
        Text(
            "На семерной играющему нужно семь взяток, и вистующим остаётся три. Обязуются ли "
            "вистующие взять всё, что им остаётся, — и как меняется их обязательство, когда "
            "игра выше?",
            "On a seven the declarer needs seven tricks, leaving the whisters three. Do the "
            "whisters undertake all that is left to them, and how does their obligation change "
            "as the contract rises?",
        ),
        low=1,
        high=4,
        answer="2",
        wrong=("3", "4"),
        lesson=Text(
            "Вистующие обязуются взять лишь часть того, что остаётся: на семерной из трёх — две.",
            "The whisters undertake only part of what is left: on a seven, two of the three.",
        ),
    ),
    quota_level(
        "quota-eight",
        "8D",
        Text("Восьмерная и выше", "Eight and higher"),
        Text(
            "На восьмерной, девятерной и десятерной обязательство вистующих одно и то же. "
            "Сколько взяток остаётся вистующим на восьмерной, и сколько из них они обязуются "
            "взять?",
            "On an eight, a nine and a ten the whisters' obligation is the same. How many "
            "tricks are left to the whisters on an eight, and how many of them do they "
            "undertake?",
        ),
        low=1,
        high=4,
        answer="1",
        wrong=("2", "3"),
        lesson=Text(
            "На восьмерной, девятерной и десятерной обязательство вистующих одно и то же, и оно "
            "самое маленькое: одна взятка.",
            "On an eight, a nine and a ten the whisters' obligation is the same, and the "
            "smallest: one trick.",
        ),
    ),
    Level(
        "lone-whister",
        STAGE_ID,
        Text("Вистующий один", "A lone whister"),
        Text(
            "Второй противник спасовал, и вистующий защищается один (он сам решает, открывать "
            "ли карты пасующего). Кто теперь отвечает за обязательство защиты — и меньше ли оно "
            "по правилам вашего стола, чем когда вистуют оба?",
            "The other defender passed, and the whister defends alone (he decides whether the "
            "passer's cards are opened). Who answers for the defence's obligation now, and is "
            "it smaller under your table's rules than when both defenders whist?",
        ),
        WhistRule(
            Text(
                "Запад играет 6♠. Восток сказал «пас», Юг — «вист». Сколько взяток должен взять "
                "Юг, чтобы не записать себе в гору?",
                "West plays 6♠. East said «pass», South «whist». How many tricks must South take "
                "so as not to write a penalty?",
            ),
            numbers(1, 5),
            "4",
            Text(
                "Пасующий ни за что не отвечает: обязательство целиком на вистующем.",
                "The passer answers for nothing: the whole obligation is the whister's.",
            ),
            compute=Quota("6S", SOUTH_ALONE),
            options=("lone_whist_obligations",),
            wrong=("2", "5"),
            contracts=("6S",),
            fact=QuotaFact("6S", SOUTH_ALONE, Text("Юг один обязан", "South alone must")),
        ),
        (WHIST_RULE, LONE_RULE),
    ),
    Level(
        "team-shortfall",
        STAGE_ID,
        Text("Кто недобрал", "Who fell short"),
        Text(
            "Когда вистуют двое, обязательство делится между ними. Юг взял меньше своей "
            "половины — но сколько взяли оба вместе, и сколько им было нужно?",
            "When two whist, the obligation is shared between them. South took less than his "
            "half; but how many did the two take together, and how many did they need?",
        ),
        who_pays_question(
            "6S",
            3,
            1,
            Text(
                "На шестерной каждый отвечает за две взятки. Но если вместе вистующие взяли "
                "сколько нужно, недобора нет ни у кого.",
                "On a six each answers for two tricks. But if together the whisters took "
                "enough, neither is short.",
            ),
        ),
        (WHIST_RULE, TEAM_RULE, SHORTFALL_RULE),
    ),
    Level(
        "responsible-whist",
        STAGE_ID,
        Text("Ответственный вист", "The responsible whist"),
        Text(
            "Вистующий, который недобрал, пишет штраф в гору, а сколько — за разными столами "
            "по-разному: вист бывает ответственным и полуответственным. Вспомните, какой вист "
            "за вашим столом и сколько стоит семерная.",
            "A whister who falls short writes a penalty in the mountain, and how much differs "
            "from table to table: a whist may be responsible or semi-responsible. Recall which "
            "it is at your table and what a seven is worth.",
        ),
        WhistRule(
            Text(
                # not «fewer than he must»: a lone whister on a seven must take 1 under the
                # Classic with курочка, so that trick is his whole obligation there
                "Запад играл 7♥. Восток спасовал, Юг вистовал один и взял одну взятку. "
                "Сколько Юг запишет себе в гору? Сначала посчитайте, сколько он обязан взять.",
                "West played 7♥. East passed; South whisted alone and took one trick. How much "
                "does South write as a penalty? Count first how many he must take.",
            ),
            numbers(0, 10),
            "4",
            Text(
                "Висты за взятую взятку Юг всё равно пишет на Запад; штраф — только за недобор.",
                "South still writes whists on West for the trick taken; the penalty is for the "
                "missing one only.",
            ),
            compute=Penalty("7H", SOUTH_ALONE, 9, 1),
            options=("responsibility", "game_values", "lone_whist_obligations"),
            wrong=("2", "8"),
            contracts=("7H",),
            fact=ResponsibilityFact(Penalty("7H", SOUTH_ALONE, 9, 1)),
        ),
        (RESPONSIBLE_RULE, HALF_RESPONSIBLE_RULE),
        hints=(
            Text(
                "Сколько взяток Юг недобрал, и сколько стоит вист на семерной?",
                "How many tricks is South short, and what is a whist worth on a seven?",
            ),
        ),
    ),
    Level(
        "half-whist-when",
        STAGE_ID,
        Text("Когда можно «полвиста»", "When a half-whist is allowed"),
        Text(
            "Если первый противник спасовал, второй может не играть, а «уйти за полвиста»: "
            "игра считается сыгранной, а ему засчитывается половина обязательства. Спасовавший "
            "может тогда вернуть вист. Подумайте, на каких играх это возможно.",
            "If the first defender passed, the second may skip the play and «go for "
            "half-whist»: the game counts as made and he is credited with half the obligation. "
            "The passer may then take the whist back. Think on which contracts that is allowed.",
        ),
        WhistRule(
            Text(
                "Восток сказал «пас». На какой из этих игр Запада Юг может уйти за полвиста?",
                "East said «pass». On which of these contracts of West's may South go for "
                "half-whist?",
            ),
            (
                ("7H", Text("7♥", "7♥")),
                ("8D", Text("8♦", "8♦")),
                ("9C", Text("9♣", "9♣")),
                ("none", Text("ни на одной", "on none")),
            ),
            "7H",
            Text(
                "На восьмерной и выше после двух пасов играть уже некому: игра сыграна.",
                "On an eight and above, after two passes nobody plays: the game is made.",
            ),
            compute=half_whist_where,
            options=("half_whist_levels",),
            wrong=("8D", "9C"),
            reasons=(
                (
                    "7H",
                    Text(
                        "По этим правилам на семерной за полвиста не уходят.",
                        "Under these rules there is no half-whist on a seven.",
                    ),
                ),
                (
                    "8D",
                    Text(
                        "8♦ — восьмерная, а за полвиста уходят только на младших играх.",
                        "8♦ is an eight, and a half-whist is allowed on the low contracts only.",
                    ),
                ),
                (
                    "9C",
                    Text(
                        "9♣ — девятерная, а за полвиста уходят только на младших играх.",
                        "9♣ is a nine, and a half-whist is allowed on the low contracts only.",
                    ),
                ),
                (
                    "none",
                    Text(
                        "По этим правилам за полвиста уйти можно — на одной из этих игр.",
                        "Under these rules a half-whist is allowed, on one of these contracts.",
                    ),
                ),
            ),
            contracts=("7H", "8D", "9C"),
        ),
        (HALF_WHIST_RULE, WHIST_BACK_RULE),
    ),
    Level(
        "half-whist-credit",
        STAGE_ID,
        Text("Что даёт полвиста", "What a half-whist brings"),
        Text(
            "За полвиста не играют. Что тогда записывают вистующему, а что играющему? "
            "Вспомните обязательство на шестерной.",
            "A half-whist is not played. What is written for the whister then, and what for "
            "the declarer? Recall the obligation on a six.",
        ),
        WhistRule(
            Text(
                "Запад заказал 6♠. Восток спасовал, Юг ушёл за полвиста, Восток вист не вернул. "
                "За сколько взяток Юг пишет висты на Запад?",
                "West named 6♠. East passed, South went for half-whist, East did not take the "
                "whist back. For how many tricks does South write whists on West?",
            ),
            (
                *numbers(1, 4),
                ("none", Text("за полвиста здесь не уходят", "no half-whist at this table")),
            ),
            "2",
            Text(
                "Половина обязательства шестерной — это и есть полвиста: вистующему "
                "записывают висты так, будто он взял половину обязательства, а играющему — "
                "сыгранную игру.",
                "Half of a six's obligation: that is the half-whist. The whister writes whists "
                "as if he had taken half the obligation, and the declarer scores the game as "
                "made.",
            ),
            compute=half_credit,
            options=("half_whist_tricks",),
            wrong=("1", "4"),
            reasons=(
                (
                    "none",
                    Text(
                        "По этим правилам на шестерной за полвиста уйти можно.",
                        "Under these rules a half-whist is allowed on a six.",
                    ),
                ),
            ),
            contracts=("6S",),
        ),
        (HALF_WHIST_RULE,),
    ),
    Level(
        "open-or-closed",
        STAGE_ID,
        Text("В светлую или втёмную", "Open or closed"),
        Text(
            "Втёмную каждый защитник играет своими картами, не видя карт партнёра. В светлую "
            "карты обоих защитников лежат на столе, и вистующий играет за двоих. Подумайте, "
            "кто здесь отвечает за взятки защиты.",
            "Closed, each defender plays his own cards without seeing his partner's. Open, "
            "both defenders' cards lie on the table and the whister plays both. Think who "
            "answers for the defence's tricks here.",
        ),
        WhistRule(
            Text(
                "Запад заказал 7♠. Восток сказал «пас», Юг — «вист». Кто решает, играть в "
                "светлую или втёмную?",
                "West named 7♠. East said «pass», South «whist». Who decides whether to play "
                "open or closed?",
            ),
            (
                (SOUTH, Text("Юг", "South")),
                (EAST, Text("Восток", "East")),
                (WEST, Text("Запад", "West")),
                ("closed", Text("никто: только втёмную", "nobody: closed only")),
            ),
            SOUTH,
            Text(
                "Вистующий один отвечает за взятки, ему и выбирать. Когда вистуют оба, выбора "
                "нет: только втёмную.",
                "The lone whister answers for the tricks, so he chooses. When both whist there "
                "is no choice: closed only.",
            ),
            compute=open_chooser(SOUTH_ALONE),
            wrong=(EAST, WEST),
            reasons=(
                (
                    SOUTH,
                    Text(
                        "По этим правилам выбор не за вистующим.",
                        "Under these rules the choice is not the whister's.",
                    ),
                ),
                (
                    EAST,
                    Text(
                        "Восток спасовал: спасовавший за взятки не отвечает и не выбирает.",
                        "East passed: a passer answers for no tricks and does not choose.",
                    ),
                ),
                (
                    WEST,
                    Text(
                        "Запад — играющий: как защищаться, решают противники.",
                        "West is the declarer: the defenders decide how to defend.",
                    ),
                ),
                (
                    "closed",
                    Text(
                        "Только втёмную играют, когда вистуют оба, а здесь вистует один.",
                        "Closed only is when both whist, and here one whists alone.",
                    ),
                ),
            ),
            contracts=("7S",),
        ),
        (OPEN_RULE,),
    ),
    Level(
        "greedy-or-gentleman",
        STAGE_ID,
        Text(
            "Кто пишет висты, если играющий без одной",
            "Who writes the whists when the declarer goes down",
        ),
        Text(
            "Пасующий за взятки не отвечает, но кто пишет висты, если играющий не взял своё? "
            "Это договорённость стола: вспомните, какой вист у вас — жлобский или "
            "джентльменский.",
            "The passer answers for no tricks, but who writes the whists when the declarer "
            "falls short? The table agrees on it: recall whether yours is the greedy or the "
            "gentleman's whist.",
        ),
        WhistRule(
            Text(
                "Запад играл 6♠ и взял только 5. Восток вистовал, Юг спасовал. Кто пишет висты "
                "на Запад за взятки защиты?",
                "West played 6♠ and took only 5. East whisted, South passed. Who writes whists "
                "on West for the defence's tricks?",
            ),
            (
                ("whister", Text("только Восток", "East only")),
                ("halves", Text("Восток и Юг пополам", "East and South, half each")),
            ),
            "whister",
            Text(
                "Это договорённость стола, её называют до игры. В жлобском висте (Сочи) висты "
                "пишет только вистующий, а пасующий — лишь за недобор играющего; в "
                "джентльменском (Ленинград) висты делят пополам.",
                "The table agrees on it before play. In the greedy whist (Sochi) only the "
                "whister writes the whists, the passer only for the declarer's undertricks; in "
                "the gentleman's whist (Leningrad) they are split in half.",
            ),
            compute=split_kind,
            options=("whist_split",),
            wrong=("halves",),
            reasons=(
                (
                    "whister",
                    Text(
                        "По этим правилам вист джентльменский: висты не пишет один вистующий.",
                        "Under these rules the whist is the gentleman's: the whister does not "
                        "write them alone.",
                    ),
                ),
                (
                    "halves",
                    Text(
                        "По этим правилам вист жлобский: пасующий за взятки защиты не пишет.",
                        "Under these rules the whist is greedy: the passer writes nothing for "
                        "the defence's tricks.",
                    ),
                ),
            ),
            contracts=("6S",),
        ),
        (GREEDY_RULE, GENTLEMAN_RULE),
    ),
    Level(
        "duties-review",
        STAGE_ID,
        Text("Повторение: обязательства", "Review: the obligations"),
        Text(
            "Всё вместе. Вспомните обязательство на семерной и как его делят двое вистующих: "
            "кто из них недобрал, если вместе они взяли своё?",
            "Everything together. Recall the obligation on a seven and how two whisters share "
            "it: which of them falls short when together they took enough?",
        ),
        who_pays_question(
            "7S",
            2,
            0,
            Text(
                "Обязательство зависит от игры, а делят его вистующие пополам — но не больше "
                "общего недобора.",
                "The obligation depends on the contract, and the whisters split it in half — "
                "but never beyond the side's shortfall.",
            ),
        ),
        (WHIST_RULE, QUOTA_TABLE, TEAM_RULE),
        review=True,
    ),
)

STAGE = Stage(
    STAGE_ID,
    "whisting",
    Text("Обязательства и вист", "Obligations and the whist"),
    Text(
        "Игра заказана — теперь слово за противниками: «вист» или «пас». Здесь — что "
        "обязуется взять вистующий, что он пишет за недобор и когда можно уйти за полвиста. "
        "Ответы считаются по правилам выбранной конвенции.",
        "The contract is named; now the opponents speak: «whist» or «pass». This stage is what "
        "a whister undertakes, what he writes when short, and when a half-whist is allowed. "
        "The answers follow the chosen convention.",
    ),
    LEVELS,
)
