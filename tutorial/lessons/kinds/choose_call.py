"""``choose_call``: South's call at this point of the auction, under the learner's convention.

Answer: a call as text, read by the core's ``parse_call`` (``"пас"``/``"pass"``,
``"здесь"``/``"here"``, ``"7♥"``/``"7H"``, ``"мизер"``). Only the auction's legal calls are
offered (``Auction.legal_calls`` under the convention). The level states what South's hand is
worth, ``target`` (the highest contract South will play, or None for a hand that passes); the
right call is the cheapest legal call that keeps South in the auction without going past it:

1. «здесь» / «держу», when the convention allows it now and the standing bid is not above the
   target (it keeps the bid without raising it: seed rules «через пасующего», the classic
   «держу»);
2. else the lowest legal bid not above the target (misère only when the target is misère);
3. else pass.

So the answer follows the convention: through a passer Sochi says «здесь» where a convention
without it must raise, and misère is offered only as a first call. An illegal call is wrong,
and the reason names the rule it breaks (the core's reason, in both languages). The Balkan game
has other calls altogether: under a Balkan convention these levels are graded under Sochi, and
the view says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rulings.core import (
    HOLD,
    PASS,
    PRESETS,
    SOURCES,
    Auction,
    Call,
    CallKind,
    Card,
    ContractParseError,
    Convention,
    HoldRule,
    IllegalCallError,
    Variant,
    cite,
    fill,
    parse_call,
    parse_contract,
    russian_ladder,
)
from tutorial.lessons.kinds.common import SEATS, SOUTH, cards_json, seats_view
from tutorial.lessons.model import AnswerError, Judgement, LevelDataError, Text
from tutorial.lessons.odds import BUY_ODDS, Stated

AUCTION_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "Каждый игрок, по очереди, по часовой стрелке, может сделать заявку на игру или "
    "отказаться от игры.",
)
HERE_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "игрок чье слово будет «через пасующего», может сказать «Здесь» тем самым, может повторить "
    "тот заказ, который был сделан предыдущим игроком",
)

# The core's English ends a reason with its source in brackets («(the Sochi and Leningrad
# rules)»); the learner reads the level's citation instead, so that note is left out.
_SOURCE_NOTE = re.compile(
    r"\s*\((?:" + "|".join(re.escape(source.name) for source in SOURCES.values()) + r")[^)]*\)"
)

# The core's reasons for an illegal call, in Russian (the English is the core's own text).
_REASONS_RU = {
    "this convention has no «здесь»": "в этой конвенции нет «здесь»",
    "there is no bid to repeat": "повторять нечего: заявок ещё не было",
    "the standing bid is your own": "последняя заявка — своя же",
    "the bid has already been held: it must be raised or passed": (
        "эту заявку уже держали: теперь её можно только перебить или спасовать"
    ),
    "misère cannot be held: it is only a player's own first call (the Sochi and Leningrad rules)": (
        "мизер не держат: его заказывают только первой своей заявкой"
    ),
    "«здесь» only through a player who has passed (the Sochi and Leningrad rules)": (
        "«здесь» говорят только через спасовавшего"
    ),
    "raspasy is not a bid: it is played when everyone passes": (
        "распасы не заказывают: их играют, когда спасовали все"
    ),
    "misère is not played under this convention": "в этой конвенции мизер не играют",
    "%(contract)s cannot be bid under this convention (games without the talon)": (
        "%(contract)s в этой конвенции не заявляют (игры без прикупа)"
    ),
    "misère may only be a player's first call in the deal (the Sochi and Leningrad rules)": (
        "мизер можно заказать только первой своей заявкой в сдаче"
    ),
    "a bid must be higher than %(standing)s (the Sochi and Leningrad rules)": (
        "заявка должна быть старше, чем %(standing)s"
    ),
}

# The core's reason names the next bid; in a lesson that bid is often the answer, so the
# learner reads the rule without it (the classic text: «строго в порядке очередности мастей»).
_ANSWER_FREE = {
    "bids rise one step at a time: the next bid is %(next)s "
    "(the classic text: «строго в порядке очередности мастей»)": Text(
        "заявки идут строго по порядку, без скачков: эта заявка перескакивает ступень",
        "bids rise one step at a time, without jumps: this call skips a step",
    ),
}


def error_text(error: IllegalCallError) -> Text:
    """The core's reason in both languages; its params in each language's notation. The core's
    English names its source in brackets; the learner reads the rule's citation instead, so
    that note is left out."""
    if error.template in _ANSWER_FREE:
        return _ANSWER_FREE[error.template]
    ru_params = {k: getattr(v, "ru", v) for k, v in error.params.items()}
    en_params = {k: getattr(v, "en", v) for k, v in error.params.items()}
    ru = _REASONS_RU.get(error.template, "эту заявку правила сейчас не разрешают")
    return Text(fill(ru, ru_params), _SOURCE_NOTE.sub("", fill(error.template, en_params)))


def hold_word(convention: Convention) -> Text:
    if convention.hold_rule is HoldRule.CLASSIC:
        return Text("«держу»", "«hold»")
    return Text("«здесь»", "«here»")


@dataclass(frozen=True)
class ChooseCall:
    prompt: Text
    first_hand: str
    calls: tuple[str, ...]  # the calls so far, from the first hand, as text
    target: str | None  # the highest contract South will play; None: South passes
    answer: str
    hand: frozenset[Card] = frozenset()
    answers_under: tuple[tuple[str, str], ...] = ()  # (preset, stated answer) beyond Sochi
    wrong: tuple[str, ...] = ()
    written_for: str = "sochi"  # the preset the calls so far are legal under
    lesson: Text | None = None  # the principle, told in the verdict of the right call only
    # how often South's hand makes its game, measured (issue 20: ``odds.Stated``), told with
    # the lesson; ``lessons check`` measures it again and holds the game to half the deals
    odds: Stated | None = None
    kind: str = "choose_call"

    def __post_init__(self) -> None:
        if self.first_hand not in SEATS:
            raise LevelDataError(f"first hand «{self.first_hand}» is not a seat")
        auction = self.replay(PRESETS[self.written_for])
        if auction is None or auction.to_call != SOUTH:
            raise LevelDataError(
                f"the calls must be legal under {self.written_for} and stop at South's call"
            )

    @property
    def order(self) -> tuple[str, ...]:
        start = SEATS.index(self.first_hand)
        return SEATS[start:] + SEATS[:start]

    def replay(self, convention: Convention) -> Auction | None:
        """The auction so far under ``convention``, or None if a call is illegal under it."""
        auction = Auction(convention, self.order)
        for text in self.calls:
            player = auction.to_call
            call = parse_call(text, convention)
            if player is None or auction.illegality(call) is not None:
                return None
            auction = auction.after(player, call)
        return auction if auction.to_call == SOUTH else None

    def auction(self, convention: Convention) -> Auction:
        """The auction under the learner's convention; where its calls so far cannot happen
        under it (the Balkan game's other calls, a «здесь» or a jump it forbids), under the
        preset the level is written for, and the view says which (``convention_used``)."""
        if convention.variant is not Variant.BALKAN:
            auction = self.replay(convention)
            if auction is not None:
                return auction
        auction = self.replay(PRESETS[self.written_for])
        if auction is None:
            raise LevelDataError(f"the calls are not legal under {self.written_for}")
        return auction

    def right(self, convention: Convention) -> Call:
        return self.right_in(self.auction(convention))

    def right_in(self, auction: Auction) -> Call:
        """The right call at ``auction`` (the rule in the module's docstring)."""
        if self.target is None:
            return PASS
        target = parse_contract(self.target)
        ladder = russian_ladder(auction.convention)
        legal = auction.legal_calls()
        standing = auction.winning_bid
        if (
            HOLD in legal
            and not target.is_misere
            and standing in ladder
            and ladder.index(standing) <= ladder.index(target)
        ):
            return HOLD
        bids = [
            call
            for call in legal
            if call.kind is CallKind.BID
            and call.contract is not None
            and (call.contract == target or not (call.contract.is_misere or target.is_misere))
            and not (call.contract.without_talon and not target.without_talon)
            and call.contract in ladder
            and target in ladder
            and ladder.index(call.contract) <= ladder.index(target)
        ]
        return min(bids, key=lambda call: ladder.index(call.contract)) if bids else PASS

    def view(self, convention: Convention) -> dict[str, Any]:
        auction = self.auction(convention)
        return {
            "seats": seats_view(),
            "learner": SOUTH,
            "first_hand": self.first_hand,
            "hand": cards_json(self.hand),
            "auction": [{"seat": seat, "call": call.en} for seat, call in auction.calls],
            "choices": [call.en for call in auction.legal_calls()],
            "convention_used": auction.convention.key,
        }

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        auction = self.auction(convention)
        try:
            call = parse_call(
                answer if isinstance(answer, str) else repr(answer), auction.convention
            )
        except ContractParseError as error:
            raise AnswerError(error.template, **error.params) from None
        right = self.right_in(auction)
        illegal = auction.illegality(call)
        if illegal is not None:
            reason = Text("Так сказать нельзя: {why}.", "Not allowed: {why}.").format(
                why=error_text(illegal)
            )
            return Judgement(
                False,
                False,
                reason,
                best_answer=right.en,
                details={"illegal": {"template": illegal.template, "params": _plain(illegal)}},
                citations=(AUCTION_RULE,),
            )
        ok = call == right
        reason = self.reason(auction, right) if ok else self.wrong_reason(auction, call, right)
        if ok and self.lesson is not None:
            reason = reason + self.lesson
        if ok and self.odds is not None:
            reason = reason + self.odds.text()
        return Judgement(ok, ok, reason, best_answer=right.en)

    def wrong_reason(self, auction: Auction, call: Call, right: Call) -> Text:
        """Why a legal call is not the right one, without naming the right one: the pass that
        gives up a game, the bid above the hand or above what is needed, the wrong kind of bid
        (the Sochi and Leningrad rules: a pass is final, a bid must only beat the standing one)."""
        target = None if self.target is None else parse_contract(self.target)
        ladder = russian_ladder(auction.convention)
        if call == PASS:
            return Text(
                "Пас окончателен: спасовав, Юг больше не вернётся в торговлю, а его игру ещё "
                "не перебили.",
                "A pass is final: South would never come back into the auction, and nobody has "
                "overbid South's game yet.",
            )
        if call == HOLD:
            return Text(
                "{word} — это повторить {standing}, а это выше игры Юга.",
                "{word} repeats {standing}, and that is above South's game.",
            ).format(word=hold_word(auction.convention), standing=auction.winning_bid)
        contract = call.contract
        if target is None:
            return Text(
                "{call} — а с чем играть? Заказанную игру придётся играть, а за каждую "
                "недобранную взятку пишут штраф.",
                "{call} — with what? A contract bid must be played, and every trick short of it "
                "costs a penalty.",
            ).format(call=contract)
        if contract is not None and contract.is_misere != target.is_misere:
            if contract.is_misere:
                return Text(
                    "Мизер — обязательство не взять ни одной взятки, а рука Юга — на игру.",
                    "Misère undertakes to take no trick at all, and South's hand is one to play.",
                )
            return Text(
                "{call} — заявка на игру, а рука Юга — мизерная.",
                "{call} is a bid to take tricks, and South's hand is a misère hand.",
            ).format(call=contract)
        if contract is not None and contract.without_talon and not target.without_talon:
            return Text(
                "{call} — игра без прикупа, а Юг рассчитывает на прикуп.",
                "{call} is a game without the talon, and South counts on the talon.",
            ).format(call=contract)
        if (
            contract in ladder
            and target in ladder
            and ladder.index(contract) > ladder.index(target)
        ):
            return Text(
                "{call} — выше игры Юга: столько Юг не возьмёт.",
                "{call} is above South's game: South would not make it.",
            ).format(call=contract)
        return Text(
            "{call} — выше, чем нужно: торговля идёт за прикуп, и хватит заявки пониже.",
            "{call} is higher than needed: the auction is for the talon, and a lower call does.",
        ).format(call=contract)

    def reason(self, auction: Auction, right: Call) -> Text:
        standing = auction.winning_bid
        if right == HOLD:
            return Text(
                "Лучше всего {word}: заявка остаётся той же ({standing}), а Юг остаётся в "
                "торговле, ничего не прибавив.",
                "Best is {word}: the bid stays where it is ({standing}) and South stays in the "
                "auction without raising it.",
            ).format(word=hold_word(auction.convention), standing=standing)
        if right.kind is CallKind.BID and right.contract is not None and right.contract.is_misere:
            return Text(
                "Лучше всего мизер: это первое слово Юга, а мизер заказывают только первой своей "
                "заявкой.",
                "Best is misère: it is South's first call, and misère may only be a player's first "
                "call.",
            )
        if right.kind is CallKind.BID:
            return Text(
                "Лучше всего {call}: самая младшая заявка, которая разрешена сейчас; заявлять "
                "выше, чем нужно, незачем.",
                "Best is {call}: the lowest call allowed now; there is no reason to bid higher "
                "than needed.",
            ).format(call=right.contract)
        if self.target is None:
            return Text("Играть Югу не с чем — пас.", "South has nothing to play with: pass.")
        return Text(
            "Игра Юга — {target}, а перебить можно только выше: пас.",
            "South's game is {target}, and only a higher bid is allowed now: pass.",
        ).format(target=parse_contract(self.target))

    def depends_on(self) -> tuple[str, ...]:
        return ("hold_rule", "misere_first_call_only", "without_talon_games", "bid_jumps")

    def check(self, convention: Convention) -> list[str]:
        problems = (
            [] if self.odds is None else self.odds.problems() + odds_fit(self.odds, self.target)
        )
        for preset, stated in self.answers_under:
            verdict = self.judge(stated, PRESETS[preset])
            if not verdict.correct:
                right = self.right(PRESETS[preset]).en
                problems.append(f"under {preset} the stated answer {stated} fails ({right})")
        return problems


def odds_fit(odds: Stated, target: str | None) -> list[str]:
    """South's game is one the hand makes on at least half the deals (a pass: a hand that
    makes even six less often)."""
    game = parse_contract(target) if target else None
    if game is not None and not game.is_game:
        return ["measured odds stated for a misère"]
    level = game.level if game is not None else 6
    if odds.level != level:
        return [f"states the odds of {odds.level} tricks for a game of {level}"]
    if (game is not None) != (odds.per_cent >= 100 * BUY_ODDS):
        return [f"the hand makes {level} tricks in {odds.per_cent} %: not South's game"]
    return []


def _plain(error: IllegalCallError) -> dict[str, Any]:
    return {k: getattr(v, "en", v) for k, v in error.params.items()}
