"""Stage 2 of the bidding course: the auction («Торговля»).

The ladder of bids (6♠ < 6♣ < 6♦ < 6♥ < 6 БК < 7♠ … with misère just above 8 БK under the
default convention), a pass is final, «здесь» through a passer and the classic «держу», misère
only as a player's first call and beaten by a nine, games without the talon by agreement, all
pass → raspasy. The calls are graded by the core's ``Auction`` under the learner's convention
(``choose_call``); the questions on terms compute their answer from the core as well
(``AuctionQuestion``: a ``multiple_choice`` that also shows the calls so far and South's hand).

Sources: the Sochi and Leningrad rules («Торговля», «Мизер», «Возможные заказы игр»), the
classic text («ТОРГОВЛЯ»).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings.core import (
    PRESETS,
    Auction,
    AuctionEnd,
    Contract,
    Convention,
    Strain,
    Variant,
    bid,
    cite,
    parse_call,
    parse_contract,
    russian_ladder,
)
from tutorial.lessons.kinds.choose_call import ChooseCall
from tutorial.lessons.kinds.common import SEATS, SOUTH, hand, seats_view
from tutorial.lessons.kinds.multiple_choice import MultipleChoice
from tutorial.lessons.model import Level, LevelDataError, Stage, Text

STAGE_ID = "auction"

# --- the rules this stage teaches, quoted from the sources
ORDER_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "Каждый игрок, по очереди, по часовой стрелке, может сделать заявку на игру или "
    "отказаться от игры.",
)
LOWEST_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "Минимальный заказ – шесть взяток, с пикой в козырях – т.е. «6 пик».",
)
HIGHER_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "Следующий игрок может заказать в соответствии со старшинством игр в таблице только старшую "
    "игру, то есть «6 треф» или выше.",
)
NO_TRUMPS_RULE = cite(
    "sochi_leningrad",
    "Возможные заказы игр",
    "Играть можно без козыря (БК), такая игра старше козырной при одинаковом количестве взяток.",
)
PASS_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "Спасовавший игрок в дальнейшей торговле участия не принимает.",
)
PASS_RULE_CLASSIC = cite(
    "classic",
    "ТОРГОВЛЯ",
    "Участник, который один раз сказал: «Пас», более не имеет права на участие в торговле за "
    "прикуп.",
)
HERE_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "Если торговля ведется между двумя игроками, а третий игрок сказал пас, то игрок чье слово "
    "будет «через пасующего», может сказать «Здесь» тем самым, может повторить тот заказ, "
    "который был сделан предыдущим игроком.",
)
HOLD_RULE = cite(
    "classic",
    "ТОРГОВЛЯ",
    "«Держу», что означает: «Я также прикупаю к трефам».",
)
STRICT_ORDER_RULE = cite(
    "classic",
    "ТОРГОВЛЯ",
    "Торговля может продолжаться до заявки «10 без козырей», причем повышение заявок Должно "
    "осуществляться строго в порядке очередности мастей.",
)
WINNER_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "Последний не спасовавший игрок, участвовавший в торговле и сделавший самую старшую заявку, "
    "получает право на прикуп и заказ игры.",
)
RASPASY_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "Если спасовали все три игрока, разыгрывается распасовка – игра, в которой все стараются "
    "взять как можно меньше взяток.",
)
MISERE_FIRST_RULE = cite(
    "sochi_leningrad",
    "Мизер",
    "Мизер можно заказать только в случае, если игрок в текущей сдаче не сделал до этого ни "
    "одной заявки.",
)
MISERE_NINE_RULE = cite(
    "sochi_leningrad",
    "Мизер",
    "В торговле мизер (без прикупа) перебивается девятерной (или, по договоренности, девятерной "
    "без прикупа).",
)
MISERE_ONCE_RULE = cite(
    "sochi_leningrad",
    "Заказ игры",
    "Заказывать мизер можно только сразу. То есть, нельзя сначала сказать «шесть пик», а потом, "
    "на следующем круге торгов – «мизер».",
)

SEAT_ORDER_TEXT = Text(
    "Торговлю начинает первая рука, дальше по часовой стрелке.",
    "The first hand calls first, then clockwise.",
)


def russian(convention: Convention) -> Convention:
    """The Balkan game has other calls altogether: its questions are answered under Sochi."""
    return PRESETS["sochi"] if convention.variant is Variant.BALKAN else convention


def order_from(first_hand: str) -> tuple[str, ...]:
    start = SEATS.index(first_hand)
    return SEATS[start:] + SEATS[:start]


def replay(convention: Convention, first_hand: str, calls: tuple[str, ...]) -> Auction:
    """The auction after ``calls`` (from the first hand) under ``convention``."""
    auction = Auction(convention, order_from(first_hand))
    for text in calls:
        player = auction.to_call
        if player is None:
            raise LevelDataError("the auction is over before all the calls are made")
        auction = auction.after(player, parse_call(text, convention))
    return auction


@dataclass(frozen=True)
class AuctionQuestion(MultipleChoice):
    """A ``multiple_choice`` question on an auction: the view also shows the calls so far, as
    ``choose_call`` shows them (and South's hand, if given, as every question does)."""

    first_hand: str = SOUTH
    calls: tuple[str, ...] = ()

    def view(self, convention: Convention) -> dict[str, Any]:
        data = super().view(convention)
        auction = replay(PRESETS["sochi"], self.first_hand, self.calls)
        data.update(
            seats=seats_view(),
            learner=SOUTH,
            first_hand=self.first_hand,
            auction=[{"seat": seat, "call": call.en} for seat, call in auction.calls],
        )
        return data


def level(id_: str, title: Text, explanation: Text, exercise, *sources, **more) -> Level:
    return Level(id_, STAGE_ID, title, explanation, exercise, tuple(sources), **more)


def choice_of(choices: tuple[tuple[str, Text], ...], text_en: str) -> str:
    """The id of the choice whose English text is ``text_en`` (to map a computed fact)."""
    for key, text in choices:
        if text.en == text_en:
            return key
    raise LevelDataError(f"no choice reads «{text_en}»")


def contract_choices(*contracts: str) -> tuple[tuple[str, Text], ...]:
    """Choices a, b, c… naming contracts in each language's notation (6♠ / 6♠, 6БК / 6NT)."""
    return tuple(
        (chr(ord("a") + n), Text(parse_contract(c).ru, _en(parse_contract(c))))
        for n, c in enumerate(contracts)
    )


def _en(contract: Contract) -> str:
    if contract.is_misere:
        return "misère"
    strain = contract.strain
    if strain is None:
        raise LevelDataError(f"{contract.en} is not a bid")
    return f"{contract.level}{'NT' if strain is Strain.NO_TRUMP else strain.symbol}"


# --- computed answers (each reads the core under the learner's convention)


def lowest_bid(choices):
    def compute(convention: Convention) -> str:
        return choice_of(choices, _en(russian_ladder(russian(convention))[0]))

    return compute


def bid_after(after: str, choices):
    def compute(convention: Convention) -> str:
        ladder = [c for c in russian_ladder(russian(convention)) if not c.without_talon]
        return choice_of(choices, _en(ladder[ladder.index(parse_contract(after)) + 1]))

    return compute


def highest_of(choices):
    def compute(convention: Convention) -> str:
        ladder = russian_ladder(russian(convention))
        best = max((parse_contract(_plain(text.en)) for _, text in choices), key=ladder.index)
        return choice_of(choices, _en(best))

    return compute


def _plain(text_en: str) -> str:
    return "misere" if text_en == "misère" else text_en


def next_to_call(first_hand: str, calls: tuple[str, ...], choices):
    def compute(convention: Convention) -> str:
        player = replay(russian(convention), first_hand, calls).to_call
        return {SOUTH: "a", "W": "b", "E": "c"}[player] if player else "d"

    return compute


def declarer_of(first_hand: str, calls: tuple[str, ...]):
    def compute(convention: Convention) -> str:
        auction = replay(russian(convention), first_hand, calls)
        if auction.end is AuctionEnd.RASPASY:
            return "d"
        return {SOUTH: "a", "W": "b", "E": "c"}[auction.declarer]

    return compute


def may_call(first_hand: str, calls: tuple[str, ...], call: str, yes: str, no: str):
    """``yes`` if the player to call may say ``call`` now under the convention, else ``no``."""

    def compute(convention: Convention) -> str:
        convention = russian(convention)
        auction = replay(convention, first_hand, calls)
        return yes if auction.illegality(parse_call(call, convention)) is None else no

    return compute


def without_talon_allowed(yes: str, no: str):
    def compute(convention: Convention) -> str:
        convention = russian(convention)
        nine = bid(Contract.game(9, Strain.SPADES, without_talon=True))
        return yes if Auction(convention, SEATS).illegality(nine) is None else no

    return compute


SEAT_CHOICES = (
    ("a", Text("Юг", "South")),
    ("b", Text("Запад", "West")),
    ("c", Text("Восток", "East")),
)
YES_NO = (("a", Text("Да", "Yes")), ("b", Text("Нет", "No")))

LOWEST = contract_choices("6S", "6H", "6NT", "7S")
AFTER_6H = contract_choices("7S", "6NT", "7H")
ABOVE_MISERE = contract_choices("8NT", "9S", "10S")
HIGHEST_OF = contract_choices("7S", "6NT", "7C")
RASPASY_CHOICES = (
    ("a", Text("Юг", "South")),
    ("b", Text("Запад", "West")),
    ("c", Text("Восток", "East")),
    ("d", Text("Никто: играют распасы", "Nobody: raspasy is played")),
)

WEAK = hand("QS 9S 7S JC 8C 10D 8D 7D 9H 8H")  # no sure trick: a hand to pass
SPADES_SIX = hand("AS KS QS JS 9S 8S KC 7C 8D 7H")  # six sure tricks: buys at seven
DIAMONDS = hand("AD KD QD 9D 8D KS 7S 8C 7C 7H")  # five sure tricks: buys at six
HEARTS = hand("AH KH QH 9H 8H KC 7C 8S 7S 7D")  # five sure tricks: buys at six
CLUBS = hand("AC KC QC 9C 8C 8D 7D QS 7S 8H")  # five sure tricks: buys at six
MISERE_HAND = hand("7S 8S JS 7C 9C 7D 9D 7H 9H JH")  # every suit safe: a misère
NINE = hand("AS KS QS JS 10S 9S AH KH AD 7C")  # nine sure tricks

LEVELS = (
    level(
        "auction-lowest-bid",
        Text("Самая младшая заявка", "The lowest bid"),
        Text(
            "Торговля идёт за прикуп. Каждая заявка — это число взяток (от шести до десяти) и "
            "козырь. Самая младшая заявка — шесть пик: шесть взяток с пиковыми козырями.",
            "The auction is for the talon. Each bid is a number of tricks (six to ten) and a "
            "trump. The lowest bid is six spades: six tricks with spades as trumps.",
        ),
        MultipleChoice(
            Text("С какой заявки начинается лестница торговли?", "Which bid is the lowest?"),
            LOWEST,
            "a",
            Text(
                "Шесть пик: меньше шести взяток не заказывают, а пики — младшая масть.",
                "Six spades: fewer than six tricks cannot be bid, and spades are the lowest suit.",
            ),
            compute=lowest_bid(LOWEST),
            wrong=("b", "c", "d"),
        ),
        LOWEST_RULE,
    ),
    level(
        "auction-no-trumps",
        Text("Без козыря — выше червей", "No trumps rank above hearts"),
        Text(
            "На одной высоте заявки идут по старшинству мастей: пики, трефы, бубны, червы, а "
            "выше всех — без козыря (БК). После шести БК начинаются семерные: 7♠, 7♣ и так далее.",
            "At one level the bids follow the order of suits: spades, clubs, diamonds, hearts, "
            "and no trumps (NT) above them all. After six no trumps come the sevens: 7♠, 7♣ "
            "and so on.",
        ),
        AuctionQuestion(
            Text(
                "Запад сказал 6♥. Какая заявка следующая по старшинству?",
                "West bid 6♥. Which bid is the next one up?",
            ),
            AFTER_6H,
            "b",
            Text(
                "Шесть без козыря: при том же числе взяток игра без козыря старше козырной.",
                "Six no trumps: at the same number of tricks no trumps outrank any suit.",
            ),
            compute=bid_after("6H", AFTER_6H),
            wrong=("a", "c"),
            first_hand="W",
            calls=("6H",),
        ),
        NO_TRUMPS_RULE,
        HIGHER_RULE,
    ),
    level(
        "auction-more-tricks",
        Text("Больше взяток — старше", "More tricks rank higher"),
        Text(
            "Любая семерная старше любой шестерной: семь пик старше шести без козыря. Масть "
            "сравнивают только при одинаковом числе взяток.",
            "Any seven outranks any six: seven spades is above six no trumps. Suits are "
            "compared only at the same number of tricks.",
        ),
        MultipleChoice(
            Text("Какая заявка старше всех?", "Which bid is the highest?"),
            HIGHEST_OF,
            "c",
            Text(
                "7♣: семь взяток больше шести, а среди семерных трефы старше пик.",
                "7♣: seven tricks beat six, and among the sevens clubs outrank spades.",
            ),
            compute=highest_of(HIGHEST_OF),
            wrong=("a", "b"),
        ),
        HIGHER_RULE,
        NO_TRUMPS_RULE,
    ),
    level(
        "auction-first-call",
        Text("Первая заявка", "The first call"),
        Text(
            "Юг — первая рука, и у Юга хорошие бубны. Но заявка в торговле не обязывает играть "
            "в этой масти: важна только её высота, а козырь назначают после прикупа — любой, "
            "лишь бы игра была не ниже торговли. Поэтому торговлю начинают с самой младшей "
            "заявки и поднимают, только когда перебивают.",
            "South is the first hand, with good diamonds. But a bid does not bind South to its "
            "suit: only its height matters, and the trump is named after the talon, any trump "
            "as long as the contract is not below the auction. So the auction starts from the "
            "lowest bid and goes up only when outbid.",
        ),
        ChooseCall(
            Text("Что скажет Юг? Игра Юга — 6♦.", "What does South call? South's game is 6♦."),
            SOUTH,
            (),
            "6D",
            "6S",
            hand=DIAMONDS,
            wrong=("6D", "pass"),
        ),
        LOWEST_RULE,
        ORDER_RULE,
    ),
    level(
        "auction-raise",
        Text("Перебить на ступень", "Outbid by one step"),
        Text(
            "Запад сказал 6♠, Восток 6♣. Чтобы остаться в торговле, Юг должен сказать заявку "
            "старше — и достаточно самой младшей из них. По правилам Сочи повторить заявку "
            "Востока нельзя: между Востоком и Югом никто не пасовал. В классике можно сказать "
            "«держу» (об этом дальше).",
            "West bid 6♠, East 6♣. To stay in the auction South must bid higher, and the lowest "
            "higher bid is enough. Under the Sochi rules South cannot repeat East's bid: nobody "
            "between East and South has passed. In the classic game South may say «hold» (more "
            "on that later).",
        ),
        ChooseCall(
            Text("Что скажет Юг? Игра Юга — 6♥.", "What does South call? South's game is 6♥."),
            "W",
            ("6S", "6C"),
            "6H",
            "6D",
            hand=HEARTS,
            answers_under=(("kurochka", "here"),),
            wrong=("6H", "7S"),
        ),
        HIGHER_RULE,
        HOLD_RULE,
        hints=(
            Text(
                "Какая заявка идёт сразу после 6♣?",
                "Which bid comes right after 6♣?",
            ),
        ),
    ),
    level(
        "auction-pass-weak",
        Text("Пас", "Pass"),
        Text(
            "Без верных взяток торговаться не с чем: заказанную игру придётся играть, а "
            "недобор пишется в гору. Спасовавший из торговли выходит.",
            "With no sure trick there is nothing to bid with: a contract won has to be played, "
            "and undertricks go to the mountain. A player who passes is out of the auction.",
        ),
        ChooseCall(
            Text("Что скажет Юг?", "What does South call?"),
            "W",
            ("6S", "pass"),
            None,
            "pass",
            hand=WEAK,
            wrong=("here", "6C"),
        ),
        ORDER_RULE,
        PASS_RULE,
    ),
    level(
        "auction-pass-above",
        Text("Заявка выше игры — пас", "Outbid past your game: pass"),
        Text(
            "Игра Юга — шесть треф. Запад сказал 6♠, Восток уже 6♦: перебить можно только "
            "заявкой выше шести бубен, а это больше, чем у Юга есть. Пас.",
            "South's game is six clubs. West bid 6♠ and East already 6♦: only a bid above six "
            "diamonds can outbid it, and that is more than South holds. Pass.",
        ),
        ChooseCall(
            Text("Что скажет Юг? Игра Юга — 6♣.", "What does South call? South's game is 6♣."),
            "W",
            ("6S", "6D"),
            "6C",
            "pass",
            hand=CLUBS,
            wrong=("6H",),
        ),
        HIGHER_RULE,
        PASS_RULE,
    ),
    level(
        "auction-pass-is-final",
        Text("Пас — навсегда", "A pass is final"),
        Text(
            "Спасовавший в этой сдаче больше не торгуется: дальше очередь обходит его. Юг "
            "спасовал, Запад и Восток продолжают торговлю вдвоём.",
            "A player who has passed makes no more calls in this deal: the turn goes past. "
            "South passed; West and East go on bidding between them.",
        ),
        AuctionQuestion(
            Text("Чья очередь говорить?", "Whose call is it?"),
            SEAT_CHOICES,
            "b",
            Text(
                "Запада: Юг спасовал и в торговле больше не участвует.",
                "West's: South has passed and makes no more calls.",
            ),
            compute=next_to_call(SOUTH, ("pass", "6S", "6C"), SEAT_CHOICES),
            wrong=("a", "c"),
            first_hand=SOUTH,
            calls=("pass", "6S", "6C"),
        ),
        PASS_RULE,
        PASS_RULE_CLASSIC,
    ),
    level(
        "auction-here",
        Text("«Здесь» через пасующего", "«Here» through a passer"),
        Text(
            "Запад сказал 6♠, Восток спасовал. Слово Юга идёт «через пасующего», и Юг может "
            "сказать «здесь»: повторить шесть пик, не поднимая заявку. Теперь, чтобы играть, "
            "Западу придётся перебить. В классике то же самое называют «держу».",
            "West bid 6♠ and East passed. South's word comes «through a passer», so South may "
            "say «here»: repeat six spades without raising. Now West has to outbid South to "
            "play. In the classic game the same call is «hold».",
        ),
        ChooseCall(
            Text("Что скажет Юг? Игра Юга — 6♦.", "What does South call? South's game is 6♦."),
            "W",
            ("6S", "pass"),
            "6D",
            "here",
            hand=DIAMONDS,
            wrong=("6C", "6D"),
        ),
        HERE_RULE,
        HOLD_RULE,
        hints=(
            Text(
                "Кто сидит между Западом и Югом и что сказал?",
                "Who sits between West and South, and what did that seat call?",
            ),
        ),
    ),
    level(
        "auction-here-needs-passer",
        Text("Без пасующего «здесь» нет", "No passer, no «here»"),
        Text(
            "Восток — первая рука и сказал 6♠, Юг говорит сразу после него. Между ними никто "
            "не пасовал, и по правилам Сочи и Ленинграда «здесь» сказать нельзя: надо "
            "перебивать. В классике «держу» можно сказать и здесь — ответ зависит от конвенции.",
            "East is the first hand and bid 6♠; South speaks right after. Nobody between them "
            "has passed, so under the Sochi and Leningrad rules South cannot say «here» and "
            "must outbid. In the classic game South may «hold» here too: the answer depends "
            "on the convention.",
        ),
        ChooseCall(
            Text("Что скажет Юг? Игра Юга — 7♠.", "What does South call? South's game is 7♠."),
            "E",
            ("6S",),
            "7S",
            "6C",
            hand=SPADES_SIX,
            answers_under=(("kurochka", "here"),),
            wrong=("7S", "pass"),
        ),
        HERE_RULE,
        HOLD_RULE,
        hints=(
            Text(
                "Пасовал ли кто-нибудь между Востоком и Югом?",
                "Has anyone between East and South passed?",
            ),
        ),
    ),
    level(
        "auction-jump",
        Text("Можно ли прыгнуть", "May a bid jump"),
        Text(
            "По правилам Сочи и Ленинграда можно заявить любую игру старше предыдущей, даже "
            "через ступень. В классике заявки поднимают строго по порядку мастей, без прыжков. "
            "Ответ зависит от конвенции.",
            "Under the Sochi and Leningrad rules any bid higher than the last is allowed, even "
            "past a step. In the classic game bids rise strictly in suit order, without jumps. "
            "The answer depends on the convention.",
        ),
        AuctionQuestion(
            Text(
                "Запад сказал 6♠, Восток спасовал. Может ли Юг сразу сказать 7♠?",
                "West bid 6♠ and East passed. May South bid 7♠ straight away?",
            ),
            YES_NO,
            "a",
            Text(
                "В Сочи и Ленинграде — да, любая старшая заявка; в классике — нет, следующая "
                "заявка только 6♣.",
                "Under Sochi and Leningrad yes, any higher bid; in the classic game no, the next "
                "bid can only be 6♣.",
            ),
            compute=may_call("W", ("6S", "pass"), "7S", "a", "b"),
            options=("bid_jumps",),
            wrong=("b",),
            first_hand="W",
            calls=("6S", "pass"),
        ),
        HIGHER_RULE,
        STRICT_ORDER_RULE,
    ),
    level(
        "auction-misere-first",
        Text("Мизер — первым словом", "Misère as the first call"),
        Text(
            "Мизер — обязательство не взять ни одной взятки. Заказать его можно только первой "
            "своей заявкой в сдаче. У Юга мизерная рука, и это первое слово Юга: можно "
            "говорить мизер, даже после шестерных.",
            "Misère is an undertaking to take no trick. It may be bid only as a player's first "
            "call in the deal. South holds a misère hand and this is South's first word: "
            "misère may be called, even after sixes.",
        ),
        ChooseCall(
            Text(
                "Что скажет Юг? Игра Юга — мизер.", "What does South call? South's game is misère."
            ),
            "W",
            ("6S", "6C"),
            "misere",
            "misere",
            hand=MISERE_HAND,
            wrong=("6D", "pass"),
        ),
        MISERE_FIRST_RULE,
    ),
    level(
        "auction-misere-too-late",
        Text("Мизер после заявки нельзя", "No misère after a bid"),
        Text(
            "Юг начал торговлю заявкой 6♠, Запад перебил (6♣), Восток спасовал. Теперь Юг "
            "решил, что мизер лучше. Поздно: мизер заказывают только первым словом, а Юг уже "
            "сделал заявку.",
            "South opened with 6♠, West outbid it (6♣), East passed. Now South thinks misère "
            "would be better. Too late: misère is only a first call, and South has already bid.",
        ),
        AuctionQuestion(
            Text("Может ли Юг теперь сказать мизер?", "May South call misère now?"),
            YES_NO,
            "b",
            Text(
                "Нет: мизер можно заказать, только если игрок ещё не сделал ни одной заявки.",
                "No: misère may be called only by a player who has made no bid yet.",
            ),
            compute=may_call(SOUTH, ("6S", "6C", "pass"), "misere", "a", "b"),
            options=("misere_first_call_only",),
            wrong=("a",),
            first_hand=SOUTH,
            calls=("6S", "6C", "pass"),
        ),
        MISERE_FIRST_RULE,
        MISERE_ONCE_RULE,
    ),
    level(
        "auction-misere-place",
        Text("Где в торговле мизер", "Where misère stands"),
        Text(
            "Мизер стоит в торговле выше всех восьмерных: его перебивает только девятерная. "
            "Поэтому после мизера следующая заявка — девять пик.",
            "Misère ranks above every eight: only a nine outbids it. So after misère the next "
            "bid is nine spades.",
        ),
        AuctionQuestion(
            Text(
                "Запад сказал мизер. Какая самая младшая заявка его перебивает?",
                "West called misère. Which is the lowest bid that outbids it?",
            ),
            ABOVE_MISERE,
            "b",
            Text(
                "Девять пик: мизер перебивается девятерной, восьмерная ниже мизера.",
                "Nine spades: misère is outbid by a nine; an eight is below misère.",
            ),
            compute=bid_after("misere", ABOVE_MISERE),
            options=("misere_after",),
            wrong=("a", "c"),
            first_hand="W",
            calls=("misere",),
        ),
        MISERE_NINE_RULE,
    ),
    level(
        "auction-over-misere",
        Text("Перебить мизер", "Outbid a misère"),
        Text(
            "Запад заказал мизер, Восток спасовал. У Юга девять верных взяток. Мизер не "
            "держат: «здесь» на него не говорят. Остаётся перебить девятерной, и хватит самой "
            "младшей.",
            "West called misère and East passed. South holds nine sure tricks. Misère cannot be "
            "held: nobody says «here» to it. South must outbid it with a nine, and the lowest "
            "is enough.",
        ),
        ChooseCall(
            Text(
                "Что скажет Юг? Игра Юга — девять пик.",
                "What does South call? South's game is nine spades.",
            ),
            "W",
            ("misere", "pass"),
            "9S",
            "9S",
            hand=NINE,
            wrong=("here", "8S"),
        ),
        MISERE_NINE_RULE,
    ),
    level(
        "auction-misere-over-misere",
        Text("Мизер на мизер", "Misère over misère"),
        Text(
            "Запад заказал мизер, Восток спасовал. У Юга тоже мизерная рука, но второй мизер "
            "сказать нельзя: заявка должна быть старше, а мизер перебивается только девятерной. "
            "Девяти взяток у Юга нет — остаётся пас.",
            "West called misère and East passed. South also holds a misère hand, but a second "
            "misère cannot be called: a bid must be higher, and only a nine outbids misère. "
            "South has no nine tricks, so South passes.",
        ),
        ChooseCall(
            Text(
                "Что скажет Юг? Игра Юга — мизер.", "What does South call? South's game is misère."
            ),
            "W",
            ("misere", "pass"),
            "misere",
            "pass",
            hand=MISERE_HAND,
            wrong=("misere", "9S", "here"),
        ),
        MISERE_NINE_RULE,
        HIGHER_RULE,
    ),
    level(
        "auction-without-talon",
        Text("Игры без прикупа", "Games without the talon"),
        Text(
            "Некоторые компании по договорённости играют игры без прикупа: заявка «девять пик "
            "без прикупа» стоит сразу выше девяти пик, а прикуп тогда не берут. В правилах Сочи "
            "и Ленинграда по умолчанию таких заявок нет. Ответ зависит от конвенции.",
            "Some tables agree to play games without the talon: «nine spades without the "
            "talon» ranks just above nine spades, and the talon is not taken. The Sochi and "
            "Leningrad rules have no such bids by default. The answer depends on the "
            "convention.",
        ),
        MultipleChoice(
            Text(
                "Можно ли по этим правилам заявить «девять пик без прикупа»?",
                "May «nine spades without the talon» be bid under these rules?",
            ),
            YES_NO,
            "b",
            Text(
                "Только там, где игры без прикупа приняты по договорённости.",
                "Only where games without the talon are agreed.",
            ),
            compute=without_talon_allowed("a", "b"),
            options=("without_talon_games",),
            wrong=("a",),
        ),
        MISERE_NINE_RULE,
    ),
    level(
        "auction-who-buys",
        Text("Кому прикуп", "Who gets the talon"),
        Text(
            "Торговля кончается, когда все, кроме одного, спасовали. Прикуп получает последний "
            "не спасовавший — тот, кто сделал самую старшую заявку.",
            "The auction ends when all but one have passed. The talon goes to the last player "
            "who has not passed: the one who made the highest bid.",
        ),
        AuctionQuestion(
            Text("Кто получает прикуп?", "Who gets the talon?"),
            RASPASY_CHOICES,
            "c",
            Text(
                "Восток: Юг и Запад спасовали, а последняя заявка (6♦) — Востока.",
                "East: South and West have passed, and the last bid (6♦) is East's.",
            ),
            compute=declarer_of(SOUTH, ("6S", "6C", "6D", "pass", "pass")),
            wrong=("a", "b", "d"),
            first_hand=SOUTH,
            calls=("6S", "6C", "6D", "pass", "pass"),
        ),
        WINNER_RULE,
    ),
    level(
        "auction-all-pass",
        Text("Все пас — распасы", "All pass: raspasy"),
        Text(
            "Если спасовали все трое, прикуп не получает никто и играют распасы: каждый "
            "старается взять как можно меньше взяток.",
            "If all three pass, nobody gets the talon and raspasy is played: each player tries "
            "to take as few tricks as possible.",
        ),
        AuctionQuestion(
            Text("Кто получает прикуп?", "Who gets the talon?"),
            RASPASY_CHOICES,
            "d",
            Text(
                "Никто: все спасовали, играют распасы.",
                "Nobody: everyone passed, so raspasy is played.",
            ),
            compute=declarer_of("W", ("pass", "pass", "pass")),
            wrong=("a", "b", "c"),
            first_hand="W",
            calls=("pass", "pass", "pass"),
        ),
        RASPASY_RULE,
    ),
    level(
        "auction-review",
        Text("Повторение: торговля", "Review: the auction"),
        Text(
            "Всё вместе. Запад сказал 6♠, Восток спасовал, Юг сказал «здесь». Запад перебил — "
            "6♣. Восток по-прежнему вне торговли, и слово Юга снова идёт через пасующего. "
            "Игра Юга — 6♥.",
            "Everything together. West bid 6♠, East passed, South said «here». West raised to "
            "6♣. East is still out of the auction, and South's word again comes through a "
            "passer. South's game is 6♥.",
        ),
        ChooseCall(
            Text("Что скажет Юг?", "What does South call?"),
            "W",
            ("6S", "pass", "here", "6C"),
            "6H",
            "here",
            hand=HEARTS,
            wrong=("6D", "6H", "pass"),
        ),
        HERE_RULE,
        PASS_RULE,
        HIGHER_RULE,
        review=True,
        hints=(
            Text(
                "Восток спасовал: через кого идёт слово Юга?",
                "East has passed: through whom does South's word come?",
            ),
        ),
    ),
)

STAGE = Stage(
    STAGE_ID,
    "bidding",
    Text("Торговля", "The auction"),
    Text(
        "Лестница заявок, пас, «здесь» и «держу», мизер в торговле, игры без прикупа и "
        "распасы: какую заявку можно и нужно сказать сейчас.",
        "The ladder of bids, the pass, «here» and «hold», misère in the auction, games without "
        "the talon and raspasy: which call may and should be made now.",
    ),
    LEVELS,
)
