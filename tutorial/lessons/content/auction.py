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
from tutorial.lessons.odds import Stated

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

# How often each hand makes South's game (issue 20: measured over 200 deals of the talon and the
# opponents' cards by the solver, ``odds.game_odds``; ``lessons check`` measures them again).
# The game stated in a level is the highest the hand makes on at least half the deals.
WEAK_ODDS = Stated(WEAK, 6, 0)  # not even six: a hand to pass
SPADES_SIX_ODDS = Stated(SPADES_SIX, 7, 64)  # eight on 20 %
DIAMONDS_ODDS = Stated(DIAMONDS, 6, 71)  # seven on 28 %
HEARTS_ODDS = Stated(HEARTS, 6, 64)  # seven on 28 %
CLUBS_ODDS = Stated(CLUBS, 6, 65)  # seven on 20 %
NINE_ODDS = Stated(NINE, 9, 100)  # ten on 44 %

LEVELS = (
    level(
        "auction-lowest-bid",
        Text("Самая младшая заявка", "The lowest bid"),
        Text(
            "Торговля идёт за прикуп. Каждая заявка — это число взяток и козырь. Подумайте, "
            "сколько взяток меньше всего можно заказать и какая масть младше остальных.",
            "The auction is for the talon. Each bid is a number of tricks and a trump. Think: "
            "how few tricks may be bid, and which suit ranks below the others?",
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
            reasons=(
                (
                    "b",
                    Text(
                        "6♥ — шестерная, но червы — старшая из мастей: ниже есть другие шестерные.",
                        "6♥ is a six, but hearts are the highest suit: other sixes rank below.",
                    ),
                ),
                (
                    "c",
                    Text(
                        "6 БК — старше любой шестерной в масти: без козыря на одной высоте "
                        "выше всех.",
                        "6NT outranks every six in a suit: no trumps are the top of each level.",
                    ),
                ),
                (
                    "d",
                    Text(
                        "7♠ — семерная, а любая шестерная младше любой семерной.",
                        "7♠ is a seven, and every six ranks below every seven.",
                    ),
                ),
            ),
        ),
        LOWEST_RULE,
    ),
    level(
        "auction-no-trumps",
        Text("После шести червей", "After six hearts"),
        Text(
            "Запад сказал 6♥. Вспомните порядок мастей и подумайте, есть ли что-нибудь между "
            "шестью червами и семерными.",
            "West bid 6♥. Recall the order of the suits, and think whether anything stands "
            "between six hearts and the sevens.",
        ),
        AuctionQuestion(
            Text(
                "Запад сказал 6♥. Какая заявка следующая по старшинству?",
                "West bid 6♥. Which bid is the next one up?",
            ),
            AFTER_6H,
            "b",
            Text(
                "Шесть без козыря: при том же числе взяток игра без козыря старше козырной. На "
                "одной высоте заявки идут так: пики, трефы, бубны, червы, без козыря (БК); за "
                "шестью БК начинаются семерные.",
                "Six no trumps: at the same number of tricks no trumps outrank any suit. At one "
                "level the bids go spades, clubs, diamonds, hearts, no trumps (NT); after six NT "
                "come the sevens.",
            ),
            compute=bid_after("6H", AFTER_6H),
            wrong=("a", "c"),
            reasons=(
                (
                    "a",
                    Text(
                        "7♠ старше 6♥, но это не следующая ступень: между ними есть ещё заявка.",
                        "7♠ is above 6♥, but not the next step: one more bid stands between.",
                    ),
                ),
                (
                    "c",
                    Text(
                        "7♥ старше 6♥, но до неё ещё несколько ступеней.",
                        "7♥ is above 6♥, but several steps up.",
                    ),
                ),
            ),
            first_hand="W",
            calls=("6H",),
        ),
        NO_TRUMPS_RULE,
        HIGHER_RULE,
    ),
    level(
        "auction-more-tricks",
        Text("Старшая заявка", "The highest bid"),
        Text(
            "Заявки сравнивают по числу взяток и по масти. Подумайте, что важнее: больше "
            "взяток или старше масть?",
            "Bids are compared by their number of tricks and by their suit. Think: which comes "
            "first, more tricks or a higher suit?",
        ),
        MultipleChoice(
            Text("Какая заявка старше всех?", "Which bid is the highest?"),
            HIGHEST_OF,
            "c",
            Text(
                "7♣: семь взяток больше шести, а среди семерных трефы старше пик. Любая "
                "семерная старше любой шестерной; масть сравнивают только при одинаковом числе "
                "взяток.",
                "7♣: seven tricks beat six, and among the sevens clubs outrank spades. Any seven "
                "outranks any six; suits are compared only at the same number of tricks.",
            ),
            compute=highest_of(HIGHEST_OF),
            wrong=("a", "b"),
            reasons=(
                (
                    "a",
                    Text(
                        "7♠ — семерная, но среди семерных пики младше всех.",
                        "7♠ is a seven, but spades are the lowest of the sevens.",
                    ),
                ),
                (
                    "b",
                    Text(
                        "6 БК — шестерная, а любая семерная старше, даже семь пик.",
                        "6NT is a six, and any seven outranks it, even seven spades.",
                    ),
                ),
            ),
        ),
        HIGHER_RULE,
        NO_TRUMPS_RULE,
    ),
    level(
        "auction-first-call",
        Text("Первая заявка", "The first call"),
        Text(
            "Юг — первая рука, и у Юга хорошие бубны. Подумайте: обязывает ли заявка в "
            "торговле играть в её масти — и зачем заявлять выше, чем нужно?",
            "South is the first hand, with good diamonds. Think: does a bid bind South to play "
            "in its suit, and why bid higher than needed?",
        ),
        ChooseCall(
            Text("Что скажет Юг? Игра Юга — 6♦.", "What does South call? South's game is 6♦."),
            SOUTH,
            (),
            "6D",
            "6S",
            hand=DIAMONDS,
            odds=DIAMONDS_ODDS,
            wrong=("6D", "pass"),
            lesson=Text(
                "Заявка не обязывает играть в её масти: важна только высота, а козырь назначают "
                "после прикупа — любой, лишь бы игра была не ниже торговли. Поэтому торговлю "
                "начинают с самой младшей заявки и поднимают, только когда перебивают.",
                "A bid does not bind South to its suit: only its height matters, and the trump "
                "is named after the talon, any trump as long as the contract is not below the "
                "auction. So the auction starts from the lowest bid and goes up only when "
                "outbid.",
            ),
        ),
        LOWEST_RULE,
        ORDER_RULE,
    ),
    level(
        "auction-raise",
        Text("Перебить на ступень", "Outbid by one step"),
        Text(
            "Запад сказал 6♠, Восток 6♣. Юг хочет остаться в торговле. Посмотрите, какие "
            "заявки старше 6♣, и подумайте, можно ли повторить заявку Востока.",
            "West bid 6♠, East 6♣. South means to stay in the auction. Look at the bids above "
            "6♣, and think whether South may repeat East's bid.",
        ),
        ChooseCall(
            Text("Что скажет Юг? Игра Юга — 6♥.", "What does South call? South's game is 6♥."),
            "W",
            ("6S", "6C"),
            "6H",
            "6D",
            hand=HEARTS,
            odds=HEARTS_ODDS,
            answers_under=(("kurochka", "here"),),
            wrong=("6H", "7S"),
            lesson=Text(
                "Чтобы остаться в торговле, хватит самой младшей заявки старше. По правилам Сочи "
                "повторить заявку Востока нельзя: между Востоком и Югом никто не пасовал; в "
                "классике можно сказать «держу».",
                "To stay in the auction the lowest higher bid is enough. Under the Sochi rules "
                "South cannot repeat East's bid: nobody between East and South has passed; in "
                "the classic game South may say «hold».",
            ),
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
        Text("Рука без взяток", "A hand without tricks"),
        Text(
            "Запад сказал 6♠, Восток спасовал. Посмотрите на руку Юга: сколько в ней верных "
            "взяток — и что будет, если заказанную игру придётся играть?",
            "West bid 6♠ and East passed. Look at South's hand: how many sure tricks does it "
            "hold, and what if a contract bid has to be played?",
        ),
        ChooseCall(
            Text("Что скажет Юг?", "What does South call?"),
            "W",
            ("6S", "pass"),
            None,
            "pass",
            hand=WEAK,
            odds=WEAK_ODDS,
            wrong=("here", "6C"),
            lesson=Text(
                "Без верных взяток торговаться не с чем: заказанную игру придётся играть, а за "
                "каждую недобранную взятку пишут штраф. Спасовавший из торговли выходит.",
                "With no sure trick there is nothing to bid with: a contract won has to be "
                "played, and every trick short of it costs a penalty. A player who passes is out "
                "of the auction.",
            ),
        ),
        ORDER_RULE,
        PASS_RULE,
    ),
    level(
        "auction-pass-above",
        Text("Торговля ушла выше", "The auction has gone higher"),
        Text(
            "Игра Юга — шесть треф. Запад сказал 6♠, Восток уже 6♦. Какие заявки Юг может "
            "сказать — и сыграет ли Юг хоть одну из них?",
            "South's game is six clubs. West bid 6♠ and East already 6♦. Which bids may South "
            "make, and could South play any of them?",
        ),
        ChooseCall(
            Text("Что скажет Юг? Игра Юга — 6♣.", "What does South call? South's game is 6♣."),
            "W",
            ("6S", "6D"),
            "6C",
            "pass",
            hand=CLUBS,
            odds=CLUBS_ODDS,
            wrong=("6H",),
            lesson=Text(
                "Перебить 6♦ можно только заявкой выше шести бубен, а это больше, чем у Юга есть.",
                "Only a bid above six diamonds outbids 6♦, and that is more than South holds.",
            ),
        ),
        HIGHER_RULE,
        PASS_RULE,
    ),
    level(
        "auction-pass-is-final",
        Text("Очередь после паса", "The turn after a pass"),
        Text(
            "Юг спасовал первым словом, Запад сказал 6♠, Восток 6♣. Очередь идёт по часовой "
            "стрелке: подумайте, кто из троих ещё в торговле.",
            "South passed at the first call, West bid 6♠, East 6♣. The turn goes clockwise: "
            "think who of the three is still in the auction.",
        ),
        AuctionQuestion(
            Text("Чья очередь говорить?", "Whose call is it?"),
            SEAT_CHOICES,
            "b",
            Text(
                "Запада: Юг спасовал и в торговле больше не участвует. Спасовавший в этой "
                "сдаче больше не торгуется: очередь обходит его.",
                "West's: South has passed and makes no more calls. A player who has passed "
                "makes no more calls in this deal: the turn goes past.",
            ),
            reasons=(
                (
                    "a",
                    Text(
                        "Юг уже спасовал: пас окончателен, и очередь его обходит.",
                        "South has already passed: a pass is final, and the turn goes past.",
                    ),
                ),
                (
                    "c",
                    Text(
                        "Восток только что сказал 6♣: очередь идёт дальше по часовой стрелке.",
                        "East has just bid 6♣: the turn goes on clockwise.",
                    ),
                ),
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
        Text("Через пасующего", "Through a passer"),
        Text(
            "Запад сказал 6♠, Восток спасовал. Игра Юга — 6♦. Посмотрите, кто сидит между "
            "Западом и Югом: может ли Юг остаться в торговле, не поднимая заявку?",
            "West bid 6♠ and East passed. South's game is 6♦. Look at who sits between West "
            "and South: can South stay in the auction without raising the bid?",
        ),
        ChooseCall(
            Text("Что скажет Юг? Игра Юга — 6♦.", "What does South call? South's game is 6♦."),
            "W",
            ("6S", "pass"),
            "6D",
            "here",
            hand=DIAMONDS,
            odds=DIAMONDS_ODDS,
            wrong=("6C", "6D"),
            lesson=Text(
                "Слово Юга идёт «через пасующего», и Юг повторяет шесть пик, не поднимая "
                "заявку: теперь, чтобы играть, Западу придётся перебить. В классике то же "
                "называют «держу».",
                "South's word comes «through a passer», so South repeats six spades without "
                "raising: now West has to outbid South to play. In the classic game the same "
                "call is «hold».",
            ),
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
        Text("Сразу после первой руки", "Right after the first hand"),
        Text(
            "Восток — первая рука и сказал 6♠, Юг говорит сразу после него. Пасовал ли "
            "кто-нибудь между ними? От этого зависит, может ли Юг повторить заявку Востока.",
            "East is the first hand and bid 6♠; South speaks right after. Has anyone between "
            "them passed? Whether South may repeat East's bid depends on it.",
        ),
        ChooseCall(
            Text("Что скажет Юг? Игра Юга — 7♠.", "What does South call? South's game is 7♠."),
            "E",
            ("6S",),
            "7S",
            "6C",
            hand=SPADES_SIX,
            odds=SPADES_SIX_ODDS,
            answers_under=(("kurochka", "here"),),
            wrong=("7S", "pass"),
            lesson=Text(
                "Между Востоком и Югом никто не пасовал, и по правилам Сочи и Ленинграда "
                "«здесь» сказать нельзя: надо перебивать. В классике «держу» можно сказать и "
                "тут.",
                "Nobody between East and South has passed, so under the Sochi and Leningrad "
                "rules South cannot say «here» and must outbid. In the classic game South may "
                "«hold» here too.",
            ),
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
            "Запад сказал 6♠, Восток спасовал. У Юга сильная рука, и Югу хочется сразу "
            "показать семерную. Подумайте, как по правилам вашего стола поднимают заявки. "
            "Ответ зависит от конвенции.",
            "West bid 6♠ and East passed. South holds a strong hand and would like to show a "
            "seven at once. Think how bids rise under your table's rules. The answer depends "
            "on the convention.",
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
            reasons=(
                (
                    "a",
                    Text(
                        "По этим правилам заявки поднимают строго по порядку мастей: "
                        "перепрыгнуть ступень нельзя.",
                        "Under these rules bids rise strictly in suit order, one step at a time.",
                    ),
                ),
                (
                    "b",
                    Text(
                        "По этим правилам можно заявить любую игру старше предыдущей: ступени "
                        "пропускать не запрещено.",
                        "Under these rules any bid above the last one is allowed: skipping steps "
                        "is not forbidden.",
                    ),
                ),
            ),
            first_hand="W",
            calls=("6S", "pass"),
        ),
        HIGHER_RULE,
        STRICT_ORDER_RULE,
    ),
    level(
        "auction-misere-first",
        Text("Рука, которая не берёт", "A hand that takes nothing"),
        Text(
            "Запад сказал 6♠, Восток 6♣. С рукой Юга не взять ни одной взятки, и это первое "
            "слово Юга. Подумайте, какую игру Юг может заказать — и когда её заказывают.",
            "West bid 6♠, East 6♣. South's hand takes no trick at all, and this is South's "
            "first word. Think which game South may call, and when it is called.",
        ),
        ChooseCall(
            Text(
                "Что скажет Юг? Юг хочет не взять ни одной взятки.",
                "What does South call? South means to take no trick at all.",
            ),
            "W",
            ("6S", "6C"),
            "misere",
            "misere",
            hand=MISERE_HAND,
            wrong=("6D", "pass"),
            lesson=Text(
                "Мизер — обязательство не взять ни одной взятки; заказать его можно только "
                "первой своей заявкой в сдаче, даже после шестерных.",
                "Misère is an undertaking to take no trick; it may be bid only as a player's "
                "first call in the deal, even after sixes.",
            ),
        ),
        MISERE_FIRST_RULE,
    ),
    level(
        "auction-misere-too-late",
        Text("Передумать в торговле", "A change of mind in the auction"),
        Text(
            "Юг начал торговлю заявкой 6♠, Запад перебил (6♣), Восток спасовал. Теперь Юг "
            "решил, что мизер лучше. Вспомните, каким словом в торговле заказывают мизер.",
            "South opened with 6♠, West outbid it (6♣), East passed. Now South thinks misère "
            "would be better. Recall at which call misère is bid.",
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
            reasons=(
                (
                    "a",
                    Text(
                        "Юг уже сказал 6♠, а мизер заказывают только первой своей заявкой.",
                        "South has already bid 6♠, and misère is only a player's first call.",
                    ),
                ),
                (
                    "b",
                    Text(
                        "По этим правилам мизер не обязан быть первым словом.",
                        "Under these rules misère need not be the first call.",
                    ),
                ),
            ),
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
            "Запад заказал мизер. Где на лестнице заявок стоит мизер — и что идёт сразу за ним?",
            "West called misère. Where does misère stand on the ladder of bids, and what comes "
            "right after it?",
        ),
        AuctionQuestion(
            Text(
                "Запад сказал мизер. Какая самая младшая заявка его перебивает?",
                "West called misère. Which is the lowest bid that outbids it?",
            ),
            ABOVE_MISERE,
            "b",
            Text(
                "Девять пик: мизер стоит выше всех восьмерных и перебивается девятерной, а из "
                "девятерных пики — младшие.",
                "Nine spades: misère ranks above every eight and is outbid by a nine, and spades "
                "are the lowest of the nines.",
            ),
            reasons=(
                (
                    "a",
                    Text(
                        "8 БК — восьмерная, а мизер старше любой восьмерной.",
                        "8NT is an eight, and misère ranks above every eight.",
                    ),
                ),
                (
                    "c",
                    Text(
                        "10♠ мизер перебивает, но это не самая младшая такая заявка.",
                        "10♠ outbids misère, but it is not the lowest bid that does.",
                    ),
                ),
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
            "Запад заказал мизер, Восток спасовал. У Юга девять верных взяток. Можно ли "
            "удержать мизер, как держат шестерную, — и какая заявка его перебивает?",
            "West called misère and East passed. South holds nine sure tricks. Can misère be "
            "held as a six is held, and which bid outbids it?",
        ),
        ChooseCall(
            Text(
                "Что скажет Юг? У Юга девять верных взяток, козыри — пики.",
                "What does South call? South holds nine sure tricks, with spades as trumps.",
            ),
            "W",
            ("misere", "pass"),
            "9S",
            "9S",
            hand=NINE,
            odds=NINE_ODDS,
            wrong=("here", "8S"),
            lesson=Text(
                "Мизер не держат: «здесь» на него не говорят. Перебить его можно девятерной, и "
                "хватит самой младшей.",
                "Misère cannot be held: nobody says «here» to it. A nine outbids it, and the "
                "lowest is enough.",
            ),
        ),
        MISERE_NINE_RULE,
    ),
    level(
        "auction-misere-over-misere",
        Text("Мизер на мизер", "Misère over misère"),
        Text(
            "Запад заказал мизер, Восток спасовал. У Юга тоже мизерная рука. Какая заявка "
            "старше мизера — и есть ли она у Юга?",
            "West called misère and East passed. South also holds a misère hand. Which bid "
            "ranks above misère, and does South hold it?",
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
            lesson=Text(
                "Второй мизер сказать нельзя: заявка должна быть старше, а мизер перебивается "
                "только девятерной. Девяти взяток у Юга нет.",
                "A second misère cannot be called: a bid must be higher, and only a nine "
                "outbids misère. South has no nine tricks.",
            ),
        ),
        MISERE_NINE_RULE,
        HIGHER_RULE,
    ),
    level(
        "auction-without-talon",
        Text("Игры без прикупа", "Games without the talon"),
        Text(
            "Заявка «девять пик без прикупа» стоит сразу выше девяти пик, а прикуп тогда не "
            "берут. Есть ли такие игры в правилах вашего стола? Ответ зависит от конвенции.",
            "The bid «nine spades without the talon» ranks just above nine spades, and the "
            "talon is then not taken. Are there such games in your table's rules? The answer "
            "depends on the convention.",
        ),
        MultipleChoice(
            Text(
                "Можно ли по этим правилам заявить «девять пик без прикупа»?",
                "May «nine spades without the talon» be bid under these rules?",
            ),
            YES_NO,
            "b",
            Text(
                "Только там, где игры без прикупа приняты по договорённости; в правилах Сочи и "
                "Ленинграда по умолчанию таких заявок нет.",
                "Only where games without the talon are agreed; the Sochi and Leningrad rules "
                "have no such bids by default.",
            ),
            compute=without_talon_allowed("a", "b"),
            options=("without_talon_games",),
            wrong=("a",),
            reasons=(
                (
                    "a",
                    Text(
                        "По этим правилам игры без прикупа не заявляют: их играют только по "
                        "договорённости.",
                        "Under these rules games without the talon are not bid: they are "
                        "played only by agreement.",
                    ),
                ),
                (
                    "b",
                    Text(
                        "По правилам этого стола игры без прикупа приняты.",
                        "This table's rules have games without the talon.",
                    ),
                ),
            ),
        ),
        MISERE_NINE_RULE,
    ),
    level(
        "auction-who-buys",
        Text("Кому прикуп", "Who gets the talon"),
        Text(
            "Юг сказал 6♠, Запад 6♣, Восток 6♦, потом двое спасовали. Посмотрите, кто из "
            "троих ещё не сказал пас.",
            "South bid 6♠, West 6♣, East 6♦, then two passed. Look at who of the three has not "
            "passed.",
        ),
        AuctionQuestion(
            Text("Кто получает прикуп?", "Who gets the talon?"),
            RASPASY_CHOICES,
            "c",
            Text(
                "Восток: Юг и Запад спасовали, а последняя заявка (6♦) — Востока. Торговля "
                "кончается, когда все, кроме одного, спасовали; прикуп получает последний не "
                "спасовавший.",
                "East: South and West have passed, and the last bid (6♦) is East's. The auction "
                "ends when all but one have passed; the talon goes to the last who has not.",
            ),
            reasons=(
                (
                    "a",
                    Text(
                        "Юг спасовал, а спасовавший прикуп не получает.",
                        "South has passed, and a player who passed does not get the talon.",
                    ),
                ),
                (
                    "b",
                    Text(
                        "Запад спасовал, а спасовавший прикуп не получает.",
                        "West has passed, and a player who passed does not get the talon.",
                    ),
                ),
                (
                    "d",
                    Text(
                        "Распасы играют, только когда спасовали все трое, а здесь один остался.",
                        "Raspasy is played only when all three pass, and here one has not.",
                    ),
                ),
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
        Text("Все спасовали", "Everyone passed"),
        Text(
            "Запад, Восток и Юг — каждый сказал пас. Подумайте, кому в такой сдаче достаётся "
            "прикуп и что тогда играют.",
            "West, East and South each passed. Think who gets the talon in such a deal, and "
            "what is played then.",
        ),
        AuctionQuestion(
            Text("Кто получает прикуп?", "Who gets the talon?"),
            RASPASY_CHOICES,
            "d",
            Text(
                "Никто: все спасовали, играют распасы — каждый старается взять как можно "
                "меньше взяток.",
                "Nobody: everyone passed, so raspasy is played: each player tries to take as few "
                "tricks as possible.",
            ),
            reasons=tuple(
                (
                    key,
                    Text(
                        "{seat} тоже спасовал: прикуп получает только тот, кто остался в торговле.",
                        "{seat} passed too: only a player left in the auction gets the talon.",
                    ).format(seat=name),
                )
                for key, name in SEAT_CHOICES
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
            "Всё вместе. Запад сказал 6♠, Восток спасовал, Юг удержал шесть пик, Запад "
            "перебил — 6♣. Игра Юга — 6♥. Посмотрите, кто сейчас вне торговли и через кого "
            "идёт слово Юга.",
            "Everything together. West bid 6♠, East passed, South held six spades, West raised "
            "to 6♣. South's game is 6♥. Look at who is out of the auction now, and through whom "
            "South's word comes.",
        ),
        ChooseCall(
            Text("Что скажет Юг?", "What does South call?"),
            "W",
            ("6S", "pass", "here", "6C"),
            "6H",
            "here",
            hand=HEARTS,
            odds=HEARTS_ODDS,
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
