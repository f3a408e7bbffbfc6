"""Stage 3 of the bidding course: the talon («Прикуп»): what it can bring, and when to buy.

Counting the talon: South sees ten cards; the other 22 lie with West, East and in the talon, and
the talon is any one of the C(22, 2) = 231 pairs, each as likely. A named card is in it in 21
pairs (2 in 22, about 9 %); one of two named cards in 41; both in 1; at least one card of a
suit of k unseen in 231 − C(22 − k, 2). Every number a level shows is computed here from the
deck (``talon_pairs``, ``pairs_with_any``, ``pairs_with_all``), never written by hand; the
wrong choices are the usual miscounts, computed too.

When to buy: the classic text's rule, «Покупать следует к пяти взяткам, уже имеющимся на руках,
в расчете на прикупную. При шести имеющихся взятках следует покупать на семь, при семи — на
восемь», counted with the sure tricks of stage 1 (``counting``).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any

from rulings.core import (
    DECK,
    HAND_SIZE,
    TALON_SIZE,
    Card,
    Contract,
    Convention,
    Strain,
    cite,
    parse_card,
)
from tutorial.lessons import counting, odds
from tutorial.lessons.estimate import compare
from tutorial.lessons.kinds import valued
from tutorial.lessons.kinds.classify_hand import ClassifyHand
from tutorial.lessons.kinds.common import SOUTH, hand
from tutorial.lessons.kinds.count_tricks import CountTricks
from tutorial.lessons.kinds.multiple_choice import MultipleChoice, read_choice
from tutorial.lessons.model import Judgement, Level, LevelDataError, Stage, Text
from tutorial.lessons.rules_names import capitalized, rules_name

STAGE_ID = "talon"

TALON_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "Две оставшиеся карты называются прикупом, и их содержание никому неизвестно до момента "
    "окончания торговли.",
)
DEAL_RULE = cite(
    "sochi_leningrad",
    "Торговля",
    "В каждой сдаче играют три игрока. Раздается по 10 карт.",
)
BUY_RULE = counting.BUY_RULE
BUY_HIGHER_RULE = cite(
    "classic",
    "ТОРГОВЛЯ",
    "При шести имеющихся взятках следует покупать на семь, при семи — на восемь.",
)
NOT_NINE_RULE = cite(
    "classic",
    "ТОРГОВЛЯ",
    "При имеющихся на руках восьми нежелательно покупать на девять, так как на дополнительную "
    "взятку в прикупе рассчитывать не приходится.",
)

# --- counting the talon (exact, from the deck)

UNSEEN = len(DECK) - HAND_SIZE  # the cards South does not see: West's, East's and the talon


def talon_pairs() -> int:
    """How many different talons South must reckon with: C(22, 2)."""
    return comb(UNSEEN, TALON_SIZE)


def pairs_with_any(outs: int) -> int:
    """Talons holding at least one of ``outs`` named unseen cards."""
    return talon_pairs() - comb(UNSEEN - outs, TALON_SIZE)


def pairs_with_all(outs: int) -> int:
    """Talons made only of the ``outs`` named cards (both talon cards among them)."""
    return comb(outs, TALON_SIZE)


def percent(count: int) -> Text:
    """``count`` talons of the 231 as a percentage, each language's way (9,1 % / 9.1%)."""
    value = f"{100 * count / talon_pairs():.1f}"
    return Text(f"{value.replace('.', ',')} %", f"{value}%")


def odds_text(count: int) -> Text:
    return Text("{count} из {pairs} ≈ {pct}", "{count} in {pairs} ≈ {pct}").format(
        count=count, pairs=talon_pairs(), pct=percent(count)
    )


def odds_choices(*counts: int) -> tuple[tuple[str, Text], ...]:
    if len(set(counts)) != len(counts):
        raise LevelDataError("two choices show the same odds")
    return tuple((chr(ord("a") + n), odds_text(count)) for n, count in enumerate(counts))


def choose_count(choices: tuple[tuple[str, Text], ...], count: int) -> str:
    """The id of the choice showing ``count`` talons."""
    shown = odds_text(count)
    for key, text in choices:
        if text == shown:
            return key
    raise LevelDataError(f"no choice shows {count} talons")


def naive_sum(outs: int) -> int:
    """The usual miscount: each card «2 in 22», added up (as talons of 231)."""
    return int(Fraction(TALON_SIZE * outs, UNSEEN) * talon_pairs())


def missing(cards: frozenset[Card], suit_of: str) -> int:
    """Cards of ``suit_of``'s suit that South does not hold."""
    suit = parse_card(suit_of).suit
    return sum(1 for card in DECK if card.suit == suit and card not in cards)


class HandQuestion(MultipleChoice):
    """A ``multiple_choice`` question about South's hand (shown with it): always all ten."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.hand) != HAND_SIZE:
            raise LevelDataError("a hand question shows South's ten")


def level(id_: str, title: Text, explanation: Text, exercise, *sources, **more) -> Level:
    return Level(id_, STAGE_ID, title, explanation, exercise, tuple(sources), **more)


def odds_level(
    id_: str,
    title: Text,
    explanation: Text,
    prompt: Text,
    cards: frozenset[Card],
    right: int,
    others: tuple[int, ...],
    why: Text,
    *sources,
    **more,
) -> Level:
    """A question on the odds of the talon: ``right`` talons of 231 and the miscounts."""
    counts = (right, *others)
    order = sorted(counts, key=lambda c: (c * 7919) % 101)  # a fixed shuffle of the choices
    choices = odds_choices(*order)
    answer = choose_count(choices, right)
    exercise = HandQuestion(
        prompt,
        choices,
        answer,
        why,
        compute=lambda convention: choose_count(choices, right),
        wrong=tuple(key for key, _ in choices if key != answer),
        hand=cards,
        reasons=tuple((choose_count(choices, c), miscount(c, right)) for c in others),
    )
    return level(id_, title, explanation, exercise, *sources, **more)


def miscount(count: int, right: int) -> Text:
    """Why ``count`` talons is not the answer, without the answer: too many (a talon counted
    twice, or cards that are not wanted) or too few (talons left out)."""
    if count > right:
        return Text(
            "{odds} — больше, чем на самом деле: не посчитан ли какой-то прикуп дважды или "
            "с картами, которые не нужны?",
            "{odds} is more than there are: was some talon counted twice, or with cards that "
            "are not wanted?",
        ).format(odds=odds_text(count))
    return Text(
        "{odds} — меньше, чем на самом деле: какие прикупы с нужной картой остались не посчитаны?",
        "{odds} is fewer than there are: which talons with a wanted card were left out?",
    ).format(odds=odds_text(count))


def buy_level_choice(percents: dict[int, int]) -> str:
    """How high to bid, measured (issue 20): the highest game South makes on at least half
    the deals of the talon and the opponents' cards (``odds.bid_level``), at most nine (the
    choices); pass when even six is made less often. The classic rule counts sure tricks
    only («к пяти взяткам»); a long suit's small cards take tricks it does not count."""
    level = odds.bid_level(percents)
    return "pass" if level is None else str(min(level, 9))


BUY_CHOICES = (
    ("pass", Text("Не покупать: пас", "Do not buy: pass")),
    ("6", Text("На шесть", "At six")),
    ("7", Text("На семь", "At seven")),
    ("8", Text("На восемь", "At eight")),
    ("9", Text("На девять", "At nine")),
)
BUY_PRINCIPLE = Text(
    "Торгуются до самой высокой игры, которую рука делает хотя бы в половине раздач.",
    "One bids up to the highest game the hand makes on at least half the deals.",
)
VALUE_PRINCIPLE = Text(
    "Торгуются до игры, которая в среднем приносит больше всего: игра, сделанная в половине "
    "раздач, ещё не выгодна — проигрыш на ней стоит дороже, чем приносит выигрыш.",
    "One bids up to the game that brings the most on average: a game made on half the deals "
    "does not yet pay, as falling short costs more than making it brings.",
)


@dataclass(frozen=True)
class BuyQuestion(HandQuestion):
    """How high to bid with South's ten, graded by the measured odds (``stated``: the per cent
    of deals on which the hand makes each game, stored; ``lessons check`` measures them
    again).

    ``by_value`` (issue 20, the review): graded instead by each choice's expected score under
    the learner's convention, as the contract levels are: on each of the ``samples`` deals of
    the talon and the layout (``odds.trick_counts``) South plays the game at that level
    against two whisters (``valued.declarer_score``), a pass scores nothing; every choice the
    sample cannot tell from the best at 95 % is accepted, and the verdict states the error.
    A game made on half the deals is not one to bid when a shortfall costs more than it
    brings."""

    stated: tuple[odds.Stated, ...] = ()
    by_value: bool = False
    samples: int = odds.SAMPLES

    def games(self) -> dict[str, Contract]:
        strain = list(Strain)[odds.trump_of(self.hand).value]
        return {key: Contract.game(int(key), strain) for key, _ in self.choices if key.isdigit()}

    def scores(self, convention: Convention) -> dict[str, list[float]]:
        counts = odds.trick_counts(self.hand, self.samples)
        rows = {key: [0.0] * len(counts) for key, _ in self.choices if not key.isdigit()}
        for key, game in self.games().items():
            rows[key] = [valued.declarer_score(convention, game, t, SOUTH) for t in counts]
        return {key: rows[key] for key, _ in self.choices}

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        if not self.by_value:
            return super().judge(answer, convention)
        read_choice(answer, self.choices)
        graded, note = valued.graded_under(convention, *self.games().values(), among_choices=True)
        best, estimates = compare(self.scores(graded), prefer=(answer, self.answer))
        mine = estimates[answer]
        correct, as_good = valued.accepted(mine, 0.0)
        named = valued.named_best(estimates, answer, self.answer, best)
        texts = dict(self.choices)
        value = Text(
            "Так Юг получает в среднем {value} за раздачу ({n} раздач прикупа и карт "
            "противников, оба противника вистуют).",
            "So South gets {value} a deal on average ({n} deals of the talon and the "
            "opponents' cards, both opponents whisting).",
        ).format(value=valued.whists(mine.value), n=self.samples)
        if correct:
            listed = [
                Text("{choice} — {value}", "{choice}: {value}").format(
                    choice=Text(*(short(texts[key].get(lang)) for lang in ("ru", "en"))),
                    value=valued.whists(e.value),
                )
                for key, e in estimates.items()
            ]
            every = Text("{rules}: {listed}.", "{rules}: {listed}.").format(
                rules=capitalized(rules_name(graded)),
                listed=Text("; ".join(t.ru for t in listed), "; ".join(t.en for t in listed)),
            )
            reason = value + valued.estimate_reason(mine) + every + self.why
        else:  # the list of every choice would name the best: the gap only
            reason = (
                dict(self.reasons).get(answer, Text("", ""))
                + value
                + Text(
                    "С лучшим ответом — в среднем {best}.",
                    "The best answer brings {best} on average.",
                ).format(best=valued.whists(estimates[named].value))
                + valued.estimate_reason(mine)
            )
        judgement = Judgement(
            correct,
            as_good,
            reason,
            best_answer=named,
            value=mine.value,
            best_value=mine.best_value if as_good else estimates[named].value,
            details={
                "values": {key: round(e.value, 2) for key, e in estimates.items()},
                "error": round(mine.margin, 2),
            },
        )
        return valued.with_fallback_note(judgement, note)

    def depends_on(self) -> tuple[str, ...]:
        return valued.DECLARER_SCORE_OPTIONS if self.by_value else super().depends_on()

    def check(self, convention: Convention) -> list[str]:
        problems = [problem for claim in self.stated for problem in claim.problems()]
        if self.by_value and not self.judge(self.answer, Convention.preset("sochi")).best:
            problems.append(f"the stated {self.answer} is not the best by expected score")
        return problems


def short(choice: str) -> str:
    """A choice as it is listed mid-sentence: «Не покупать: пас» → «пас», «На семь» → «на
    семь»."""
    choice = choice.rsplit(": ", 1)[-1]
    return choice[:1].lower() + choice[1:]


def buy_question(
    prompt: Text,
    cards: frozenset[Card],
    per_cent: tuple[int, ...] | None = None,
    samples: int = odds.SAMPLES,
    *,
    by_value: str | None = None,
    as_good: tuple[str, ...] = (),
) -> BuyQuestion:
    """``per_cent``: the stored per cent of deals with six, seven … ten tricks or more
    (measured here when None: a practice hand, over ``samples`` deals). ``by_value``: the
    answer by expected score under Sochi (``BuyQuestion.by_value``; ``lessons check`` checks
    it is the best), the level graded so; ``as_good``: the choices Sochi cannot tell from it
    (accepted, so not listed wrong)."""
    measured = (
        odds.percents(cards, samples)
        if per_cent is None
        else dict(zip(odds.LEVEL_WORDS, per_cent, strict=True))
    )
    answer = by_value or buy_level_choice(measured)
    stated = tuple(odds.Stated(cards, level, p, samples) for level, p in measured.items())
    claims = {claim.level: claim for claim in stated}
    shown_level = 6 if answer == "pass" else int(answer)
    why = (
        Text("Верных взяток на руках: {n}.", "Sure tricks in hand: {n}.").format(
            n=counting.sure_tricks(cards)
        )
        + claims[shown_level].text()
    )
    if shown_level + 1 in claims and answer != "pass":
        why = why + Text("На игру выше — в {p} %.", "One game higher: on {p} %.").format(
            p=claims[shown_level + 1].per_cent
        )
    if answer != classic_choice(cards):
        why = why + odds.LENGTH_TRICKS
    return BuyQuestion(
        prompt,
        BUY_CHOICES,
        answer,
        why + (VALUE_PRINCIPLE if by_value else BUY_PRINCIPLE),
        compute=lambda convention: answer,
        wrong=tuple(key for key, _ in BUY_CHOICES if key not in (answer, *as_good)),
        hand=cards,
        reasons=tuple(
            (key, overbought(text, key, answer, claims))
            for key, text in BUY_CHOICES
            if key != answer
        ),
        stated=stated,
        by_value=by_value is not None,
        samples=samples,
    )


def classic_choice(cards: frozenset[Card]) -> str:
    """The classic rule on sure tricks alone: buy «к пяти взяткам» (at six), with six at
    seven, with seven or more at eight."""
    tricks = counting.sure_tricks(cards)
    return "pass" if tricks < counting.GAME_TRICKS else str(min(tricks + 1, 8))


def overbought(choice: Text, key: str, answer: str, claims: dict[int, odds.Stated]) -> Text:
    """Why bidding to ``key`` is wrong for this hand, from the measured odds, without the
    right level."""
    if key == "pass":
        return Text(
            "Пас — а шесть взяток Юг берёт в {p} % раздач: покупать есть к чему.",
            "Pass — yet South takes six tricks on {p} % of the deals: there is something to "
            "buy to.",
        ).format(p=claims[6].per_cent)
    if answer == "pass" or int(key) > int(answer):
        return Text(
            "«{choice}» — выше, чем даёт рука: {tricks} Юг берёт только в {p} % раздач.",
            "«{choice}» is higher than the hand allows: South takes {tricks} on only {p} % of "
            "the deals.",
        ).format(choice=choice, tricks=odds.LEVEL_WORDS[int(key)], p=claims[int(key)].per_cent)
    return Text(
        "«{choice}» — ниже, чем позволяет рука: {tricks} Юг берёт в {p} % раздач.",
        "«{choice}» is lower than the hand allows: South takes {tricks} on {p} % of the deals.",
    ).format(choice=choice, tricks=odds.LEVEL_WORDS[int(key) + 1], p=claims[int(key) + 1].per_cent)


# --- the hands
SIX_SPADES = hand("AS KS QS JS 9S 8S AH 8D 7D 7C")  # six trumps, missing the 10 and the 7
QUEEN_GAP = hand("AS KS JS 10S 9S AH KH 8D 7D 7C")  # the Q♠ missing: one card fills the gap
HEART_VOID = hand("AS KS QS JS 10S AC KC 8D 7D 7C")  # no heart at all
FIVE_SUIT = hand("AD KD QD 8D 7D AS 9S 8C 7C 7H")  # five diamonds, three missing
FIVE_SURE = hand("AC KC QC 9C 8C KH 9S 8S 8D 7D")  # 5 sure tricks: six on 69 %
FOUR_SURE = hand("AS KS JS 9S 8S AH 10H 9H 8D 7C")  # 3 sure tricks, yet six on 99 % of deals
SIX_SURE = hand("AH KH QH JH 9H 8H KS 8S 8D 7C")  # 6 sure tricks: buy at seven
EIGHT_SURE = hand("AS KS QS JS 10S 8S AD KD 8C 7C")  # 8 sure tricks: stop at eight
FOUR_IN_HAND = hand("AS KS 10S 9S 8S AD AH QD 8C 7C")  # 4 sure tricks, eight on 64 %
COUNT_HAND = hand("AC KC QC 8C 7C AS KS 9D 8D 7H")  # clubs all five, spades two
REVIEW_HAND = hand("AD KD QD JD 8D AC 9S 8S 7S 7H")  # 6 sure, no hearts but one

A_HEART = 1  # the ace of hearts is one card
TWO = 2  # two cards named (two missing trumps, the talon's pair)

LEVELS = (
    level(
        "talon-unseen",
        Text("Сколько карт не видно", "How many cards are unseen"),
        Text(
            "Раздают по десять карт, две ложатся в прикуп. Юг видит только свои десять. "
            "Остальные карты лежат у Запада, у Востока и в прикупе — и любая из них может "
            "оказаться в прикупе.",
            "Each player gets ten cards and two go to the talon. South sees only South's own ten. "
            "The other cards lie with West, East and in the talon, and any of them may be in "
            "the talon.",
        ),
        HandQuestion(
            Text("Сколько карт Юг не видит?", "How many cards does South not see?"),
            (
                ("a", Text(str(UNSEEN - TALON_SIZE), str(UNSEEN - TALON_SIZE))),
                ("b", Text(str(UNSEEN), str(UNSEEN))),
                ("c", Text(str(UNSEEN + TALON_SIZE), str(UNSEEN + TALON_SIZE))),
            ),
            "b",
            Text(
                "{n}: вся колода ({deck}) без своих десяти.",
                "{n}: the whole deck ({deck}) less South's ten.",
            ).format(n=UNSEEN, deck=len(DECK)),
            compute=lambda convention: {UNSEEN: "b"}.get(len(DECK) - HAND_SIZE, "a"),
            wrong=("a", "c"),
            reasons=(
                (
                    "a",
                    Text(
                        "{n} — это без прикупа, а прикупа Юг тоже не видит.",
                        "{n} leaves out the talon, and South does not see the talon either.",
                    ).format(n=UNSEEN - TALON_SIZE),
                ),
                (
                    "c",
                    Text(
                        "{n} — прикуп посчитан дважды: его карты уже среди тех, что не у Юга.",
                        "{n} counts the talon twice: its cards are already among those South "
                        "does not hold.",
                    ).format(n=UNSEEN + TALON_SIZE),
                ),
            ),
            hand=SIX_SPADES,
        ),
        DEAL_RULE,
        TALON_RULE,
    ),
    odds_level(
        "talon-one-card",
        Text("Одна нужная карта", "One card wanted"),
        Text(
            "Прикуп — две карты из {unseen} невидимых. Разных прикупов {pairs} "
            "({unseen}·{rest}/2), и все одинаково возможны. Посчитайте, в скольких из них есть "
            "одна названная карта: она и любая другая.",
            "The talon is two of the {unseen} unseen cards. There are {pairs} different talons "
            "({unseen}·{rest}/2), all equally likely. Count how many of them hold one named "
            "card: that card and any other.",
        ).format(unseen=UNSEEN, rest=UNSEEN - 1, pairs=talon_pairs()),
        Text(
            "Юг ждёт туза червей. Как часто он будет в прикупе?",
            "South hopes for the ace of hearts. How often is it in the talon?",
        ),
        hand("AS KS QS JS 9S 8S KH 8D 7D 7C"),
        pairs_with_any(A_HEART),
        (pairs_with_any(3), naive_sum(TWO), pairs_with_all(TWO)),
        Text(
            "Прикупов с одной названной картой {one}: эта карта и любая из остальных {rest}. "
            "Два шанса из {unseen}: около {pct}. На одну карту из прикупа рассчитывать нельзя.",
            "{one} talons hold one named card: that card and any of the other {rest}. Two "
            "chances in {unseen}: about {pct}. One particular card cannot be counted on.",
        ).format(
            one=pairs_with_any(A_HEART),
            rest=UNSEEN - 1,
            unseen=UNSEEN,
            pct=percent(pairs_with_any(A_HEART)),
        ),
        TALON_RULE,
    ),
    odds_level(
        "talon-two-outs",
        Text("Одна из двух карт", "One of two cards"),
        Text(
            "У Юга шесть пик без десятки и семёрки. Седьмой козырь придёт, если в прикупе "
            "окажется хотя бы одна из двух недостающих пик. Проще считать наоборот: сначала "
            "прикупы без обеих — пары из остальных {rest} карт.",
            "South holds six spades without the ten and the seven. A seventh trump comes if "
            "the talon holds at least one of the two missing spades. It is easier to count the "
            "other way: first the talons with neither, pairs of the other {rest} cards.",
        ).format(rest=UNSEEN - TWO),
        Text(
            "Как часто прикуп принесёт Югу седьмую пику?",
            "How often does the talon bring South a seventh spade?",
        ),
        SIX_SPADES,
        pairs_with_any(TWO),
        (naive_sum(TWO), pairs_with_any(1), pairs_with_all(TWO)),
        Text(
            "Прикупов без обеих пик {none}, значит, хотя бы с одной — {pairs} − {none} = "
            "{any}: чуть меньше, чем «два раза по два из {unseen}», потому что прикуп из обеих "
            "пик нельзя считать дважды.",
            "Talons with neither spade number {none}, so with at least one {pairs} − {none} = "
            "{any}: a little less than «twice two in {unseen}», since a talon of both spades "
            "must not be counted twice.",
        ).format(
            none=talon_pairs() - pairs_with_any(TWO),
            any=pairs_with_any(TWO),
            pairs=talon_pairs(),
            unseen=UNSEEN,
        ),
        TALON_RULE,
        hints=(
            Text(
                "Сосчитайте прикупы совсем без нужных пик и вычтите из 231.",
                "Count the talons with neither spade and take them from 231.",
            ),
        ),
    ),
    odds_level(
        "talon-both-cards",
        Text("Обе карты сразу", "Both cards at once"),
        Text(
            "Если для игры нужны обе недостающие карты, прикуп должен состоять ровно из них. "
            "Посчитайте, сколько таких прикупов из {pairs}.",
            "If the game needs both missing cards, the talon must be exactly those two. Count "
            "how many of the {pairs} talons that is.",
        ).format(pairs=talon_pairs()),
        Text(
            "Как часто в прикупе будут обе недостающие пики?",
            "How often does the talon hold both missing spades?",
        ),
        SIX_SPADES,
        pairs_with_all(TWO),
        (pairs_with_any(TWO), pairs_with_any(1), naive_sum(TWO)),
        Text(
            "Один прикуп из {pairs}: меньше половины процента. На это не покупают.",
            "One talon in {pairs}: under half a per cent. Nobody buys for that.",
        ).format(pairs=talon_pairs()),
        TALON_RULE,
    ),
    odds_level(
        "talon-fill-gap",
        Text("Закрыть дыру", "Fill the gap"),
        Text(
            "У Юга пики без дамы: верных пиковых взяток только две. Если дама придёт в прикупе, "
            "все пики станут верными. Но это одна карта из {unseen}: посчитайте, как часто "
            "приходит одна названная карта.",
            "South's spades lack the queen: only two sure spade tricks. If the queen comes in "
            "the talon, every spade becomes a sure trick. But it is one card of {unseen}: count "
            "how often one named card comes.",
        ).format(unseen=UNSEEN),
        Text(
            "Как часто в прикупе будет дама пик?",
            "How often is the queen of spades in the talon?",
        ),
        QUEEN_GAP,
        pairs_with_any(1),
        (pairs_with_all(TWO), naive_sum(TWO), pairs_with_any(TWO)),
        Text(
            "{one} из {pairs}, около {pct}: два шанса из 22, как у любой другой карты.",
            "{one} in {pairs}, about {pct}: two chances in 22, like any other card.",
        ).format(one=pairs_with_any(1), pairs=talon_pairs(), pct=percent(pairs_with_any(1))),
        TALON_RULE,
    ),
    odds_level(
        "talon-any-of-suit",
        Text("Хотя бы одна карта масти", "At least one card of a suit"),
        Text(
            "У Юга нет червей: все {k} червей среди {unseen} невидимых карт. Посчитайте "
            "прикупы совсем без червей и вычтите их из {pairs}.",
            "South has no hearts: all {k} hearts are among the {unseen} unseen cards. Count the "
            "talons with no heart and take them from {pairs}.",
        ).format(k=missing(HEART_VOID, "AH"), unseen=UNSEEN, pairs=talon_pairs()),
        Text(
            "Как часто в прикупе будет хотя бы одна черва?",
            "How often does the talon hold at least one heart?",
        ),
        HEART_VOID,
        pairs_with_any(missing(HEART_VOID, "AH")),
        (
            pairs_with_all(missing(HEART_VOID, "AH")),
            pairs_with_any(1),
            pairs_with_any(missing(HEART_VOID, "AH") // TWO),
        ),
        Text(
            "Прикупов без червей — пар из остальных {rest}: {none}; значит, хотя бы одна "
            "черва придёт в {any} прикупах из {pairs}, больше чем в половине случаев.",
            "Talons with no heart are pairs of the other {rest}: {none}; so at least one heart "
            "comes in {any} talons of {pairs}, more than half the time.",
        ).format(
            rest=UNSEEN - missing(HEART_VOID, "AH"),
            none=talon_pairs() - pairs_with_any(missing(HEART_VOID, "AH")),
            any=pairs_with_any(missing(HEART_VOID, "AH")),
            pairs=talon_pairs(),
        ),
        TALON_RULE,
        hints=(
            Text(
                "Прикуп без червей — это пара из карт, которые не червы.",
                "A talon with no heart is a pair of cards that are not hearts.",
            ),
        ),
    ),
    odds_level(
        "talon-suit-card",
        Text("Карта в свою масть", "A card to the long suit"),
        Text(
            "У Юга пять бубен, ещё {k} бубны у противников или в прикупе. Считаем прикупы "
            "совсем без бубен и вычитаем из {pairs}.",
            "South holds five diamonds; {k} more are with the others or in the talon. Count "
            "the talons with no diamond and take them from {pairs}.",
        ).format(k=missing(FIVE_SUIT, "AD"), pairs=talon_pairs()),
        Text(
            "Как часто прикуп принесёт Югу шестую бубну?",
            "How often does the talon bring South a sixth diamond?",
        ),
        FIVE_SUIT,
        pairs_with_any(missing(FIVE_SUIT, "AD")),
        (
            naive_sum(missing(FIVE_SUIT, "AD")),
            pairs_with_all(missing(FIVE_SUIT, "AD")),
            pairs_with_any(1),
        ),
        Text(
            "{any} из {pairs}, около {pct}: примерно раз из четырёх.",
            "{any} in {pairs}, about {pct}: roughly one time in four.",
        ).format(
            any=pairs_with_any(missing(FIVE_SUIT, "AD")),
            pairs=talon_pairs(),
            pct=percent(pairs_with_any(missing(FIVE_SUIT, "AD"))),
        ),
        TALON_RULE,
    ),
    level(
        "talon-count-first",
        Text("Сначала посчитать свои", "Count your own first"),
        Text(
            "Прежде чем торговаться за прикуп, считают верные взятки на руках. Вспомните, как "
            "их считают: сколько взяток дают старшие карты подряд от туза, и когда длинная "
            "масть берёт все свои карты?",
            "Before bidding for the talon, the sure tricks in hand are counted. Recall how: "
            "how many tricks do top cards in a row from the ace bring, and when does a long "
            "suit take all its cards?",
        ),
        CountTricks(
            Text("Сколько верных взяток у Юга?", "How many sure tricks does South hold?"),
            COUNT_HAND,
            counting.sure_tricks(COUNT_HAND),
            wrong=(counting.sure_tricks(COUNT_HAND) + 2, counting.sure_tricks(COUNT_HAND) - 1),
        ),
        BUY_RULE,
    ),
    level(
        "talon-buy-at-six",
        Text("Сколько верных взяток", "How many sure tricks"),
        Text(
            "Классическое правило говорит, к скольким верным взяткам на руках покупают, в "
            "расчёте на ещё одну из прикупа. Посчитайте верные взятки Юга.",
            "The classic rule says to how many sure tricks in hand one buys, counting on one "
            "more from the talon. Count South's sure tricks.",
        ),
        ClassifyHand(
            Text("Какая это рука?", "What kind of hand is it?"),
            FIVE_SURE,
            counting.GAME,
            wrong=("whist", "pass"),
            six_odds=0.69,  # measured (odds.game_odds); lessons check measures it again
        ),
        BUY_RULE,
    ),
    level(
        "talon-do-not-buy",
        Text("Покупать или нет", "To buy or not"),
        Text(
            "Верных взяток у Юга три — по классическому счёту мало. Посмотрите на пять пик и "
            "четыре червы: сколько взяток они дадут, когда козыри противников кончатся?",
            "South holds three sure tricks, too few by the classic count. Look at the five "
            "spades and four hearts: how many tricks do they take once the opponents' trumps "
            "are gone?",
        ),
        ClassifyHand(
            Text("Какая это рука?", "What kind of hand is it?"),
            FOUR_SURE,
            counting.GAME,
            wrong=("whist", "misere"),
            six_odds=0.99,  # measured: the long suits make six almost always
        ),
        BUY_RULE,
        counting.WHIST_RULE,
    ),
    level(
        "talon-buy-at-seven",
        Text("Больше пяти на руках", "More than five in hand"),
        Text(
            "Чем больше верных взяток, тем выше можно торговаться. Посчитайте верные взятки "
            "Юга и подумайте, сколько взяток можно ждать из прикупа.",
            "The more sure tricks, the higher one may bid. Count South's sure tricks, and "
            "think how many tricks may be expected from the talon.",
        ),
        buy_question(
            Text("До какой игры Югу торговаться?", "How high should South bid?"),
            SIX_SURE,
            (100, 62, 22, 5, 1),  # six to ten tricks, per cent of the deals (measured)
        ),
        BUY_HIGHER_RULE,
    ),
    level(
        "talon-not-at-nine",
        Text("Восемь на руках", "Eight in hand"),
        Text(
            "С восемью верными взятками хочется торговаться выше. Подумайте, на что тогда "
            "придётся рассчитывать — и что значит упорство соперника.",
            "With eight sure tricks it is tempting to bid higher. Think what that would count "
            "on, and what the opponent's persistence means.",
        ),
        buy_question(
            Text(
                "Соперник торгуется упорно. До какой игры Югу торговаться?",
                "The opponent keeps bidding. How high should South go?",
            ),
            EIGHT_SURE,
            (100, 100, 100, 48, 8),
        ),
        NOT_NINE_RULE,
        hints=(
            Text(
                "На сколько взяток можно рассчитывать без прикупа?",
                "How many tricks can be counted on without the talon?",
            ),
        ),
    ),
    level(
        "talon-one-trick-short",
        Text("Пять пик и три туза", "Five spades and three aces"),
        Text(
            "Верных взяток у Юга четыре: по классическому правилу покупать не к чему. Но пик "
            "пять — подумайте, что станет с мелкими пиками, когда у противников кончатся "
            "козыри, и сколько взяток рука возьмёт тогда.",
            "South holds four sure tricks: by the classic rule there is nothing to buy to. But "
            "there are five spades: think what becomes of the small ones once the opponents "
            "have no trumps left, and how many tricks the hand takes then.",
        ),
        buy_question(
            Text("До какой игры Югу торговаться?", "How high should South bid?"),
            FOUR_IN_HAND,
            (100, 100, 64, 31, 4),
            by_value="7",  # eight on 64 % loses on average: seven brings the most
            as_good=("6",),  # under Sochi six is within the error of seven
        ),
        BUY_RULE,
    ),
    odds_level(
        "talon-review",
        Text("Повторение: прикуп", "Review: the talon"),
        Text(
            "Всё вместе. У Юга шесть верных взяток: покупать можно на семь, седьмую ждут из "
            "прикупа. Шестая бубна станет седьмой взяткой, если в прикупе окажется хотя бы одна "
            "из {k} недостающих бубен. Сколько это прикупов из {pairs}?",
            "Everything together. South holds six sure tricks: a hand to buy at seven, the "
            "seventh expected from the talon. A sixth diamond is that seventh trick if the talon "
            "holds at least one of the {k} missing diamonds. How many talons of {pairs} is "
            "that?",
        ).format(k=missing(REVIEW_HAND, "AD"), pairs=talon_pairs()),
        Text(
            "Как часто прикуп принесёт Югу ещё одну бубну?",
            "How often does the talon bring South another diamond?",
        ),
        REVIEW_HAND,
        pairs_with_any(missing(REVIEW_HAND, "AD")),
        (
            naive_sum(missing(REVIEW_HAND, "AD")),
            pairs_with_all(missing(REVIEW_HAND, "AD")),
            pairs_with_any(1),
        ),
        Text(
            "{any} из {pairs}, около {pct}. Прикупы без бубен: пары из {rest} остальных карт.",
            "{any} in {pairs}, about {pct}. Talons with no diamond: pairs of the {rest} other "
            "cards.",
        ).format(
            any=pairs_with_any(missing(REVIEW_HAND, "AD")),
            pairs=talon_pairs(),
            pct=percent(pairs_with_any(missing(REVIEW_HAND, "AD"))),
            rest=UNSEEN - missing(REVIEW_HAND, "AD"),
        ),
        TALON_RULE,
        BUY_HIGHER_RULE,
        review=True,
        hints=(
            Text(
                "Сколько бубен Юг не видит? Прикупы без них — пары из остальных карт.",
                "How many diamonds does South not see? Talons without them are pairs of the rest.",
            ),
        ),
    ),
)

STAGE = Stage(
    STAGE_ID,
    "bidding",
    Text("Прикуп", "The talon"),
    Text(
        "Что может принести прикуп и как часто: счёт шансов по картам, которых Юг не видит. "
        "Когда покупать на шесть, когда выше, а когда пасовать.",
        "What the talon can bring and how often: counting the odds over the cards South "
        "cannot see. When to buy at six, when higher, and when to pass.",
    ),
    LEVELS,
)
