"""What the defenders say against South's contract (issue 20: the defenders' choice modelled).

A discard or contract level values South's answer against the defenders' calls, not always
against two whisters. The policy, stated in the verdict, is the course's own counting rule
applied by each defender to his own ten (``counting.sure_tricks``): **a defender whists when
his sure tricks make his half of the two whisters' obligation** (the convention's
``whist_obligations``: on a six, four for two, so two sure tricks each, as the stage «Оценка
руки» teaches); the first defender (on the declarer's left) speaks first; a weak second
defender after a pass takes the half-whist where the table allows it, else passes. The calls go
through the core's ``Whisting``; each layout is scored by the core with its own calls
(``whist_scoring.deal_outcome``: two whisters share their tricks evenly, a half-whist is not
taken back). A defender judges only his own cards, so the calls do not depend on South's answer.

``deal_outcome`` seats the declarer West with East and South defending; the declarer's balance
does not depend on the seats' names, so it stands for South's here, its East for the defender
on South's left (West at the table) and its South for the one on the right (East).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from rulings.core import Card, Contract, Convention, WhistCall
from tutorial.lessons.counting import sure_tricks
from tutorial.lessons.kinds.common import EAST, SOUTH
from tutorial.lessons.kinds.whist_scoring import DECLARER, deal_outcome, whisting_after
from tutorial.lessons.model import Text

CALL_WORDS = {
    WhistCall.WHIST: Text("вист", "whist"),
    WhistCall.PASS: Text("пас", "pass"),
    WhistCall.HALF: Text("полвиста", "half-whist"),
}
Calls = tuple[tuple[str, WhistCall], ...]
FIRST, SECOND = EAST, SOUTH  # deal_outcome's defenders: the declarer's left, then right


@lru_cache(maxsize=16384)
def sure(cards: frozenset[Card]) -> int:
    """A defender's sure tricks (kept: the same hands come up for every contract offered)."""
    return sure_tricks(cards)


def strong(convention: Convention, contract: Contract, cards: frozenset[Card]) -> bool:
    """The defender's sure tricks make his half of the two whisters' obligation."""
    quota = convention.whist_obligations[contract.level - 6]
    return 2 * sure(cards) >= quota


@lru_cache(maxsize=4096)
def calls_for(
    convention: Convention, contract: Contract, first_strong: bool, second_strong: bool
) -> Calls:
    first = WhistCall.WHIST if first_strong else WhistCall.PASS
    after = whisting_after(convention, contract, ((FIRST, first),))
    legal = after.legal_calls() if after.to_call == SECOND else ()
    if WhistCall.WHIST in legal and second_strong:
        second = WhistCall.WHIST
    elif WhistCall.HALF in legal and first is WhistCall.PASS:
        second = WhistCall.HALF
    else:
        second = WhistCall.PASS
    return ((FIRST, first), (SECOND, second)) if legal else ((FIRST, first),)


def calls_on(
    convention: Convention, contract: Contract, left: frozenset[Card], right: frozenset[Card]
) -> Calls:
    """The defenders' calls on one layout: ``left`` holds the declarer's left-hand ten."""
    return calls_for(
        convention,
        contract,
        strong(convention, contract, left),
        strong(convention, contract, right),
    )


def declarer_balance(
    convention: Convention, contract: Contract, calls: Calls, tricks: int
) -> float:
    return deal_outcome(convention, contract, calls, tricks).balance[DECLARER]


def calls_text(calls: Calls) -> Text:
    """«Запад — вист, Восток — пас», the seats as at South's table."""
    said = dict(calls)
    return Text("Запад — {first}, Восток — {second}", "West: {first}, East: {second}").format(
        first=CALL_WORDS[said[FIRST]], second=CALL_WORDS[said.get(SECOND, WhistCall.PASS)]
    )


def summary(calls: Sequence[Calls]) -> Text:
    """How often each pair of calls came up over the layouts: «оба виста в 62 % раскладов;
    Запад — пас, Восток — полвиста в 38 %»."""
    counts: dict[Calls, int] = {}
    for item in calls:
        counts[item] = counts.get(item, 0) + 1
    parts = [
        Text("{calls} в {p} % раскладов", "{calls} on {p} % of layouts").format(
            calls=calls_text(item), p=round(100 * n / len(calls))
        )
        for item, n in sorted(counts.items(), key=lambda kv: -kv[1])
    ]
    return Text("; ".join(p.ru for p in parts), "; ".join(p.en for p in parts))
