"""A game renonce settled on the tricks as they end, every penalty trick taken (the classic text).

Two renonce rulings count tricks: on renonces by both sides «платят пополам по расчету другому
вистующему за выигранные взятки», and on a whister's renonce the declarer «даже если он не взял
заказанное количество взяток, списывает с игры… и не ставит ремиза». A look at a trick
(Lesnoy's code 3.9.11.2 «лишается одной своей взятки») is ruled after the renonces, and each
offender bears his own penalty: the other whister who looked is paid for the tricks he keeps,
and a declarer whose look leaves him short keeps the game the whister's renonce credits him.
So these two are settled here, after every ruling (``adjudicator._rule``).
"""

from __future__ import annotations

import dataclasses

from rulings.core.conventions.scoring_kinds import SheetKind
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.ruling import Adjustment, Penalty, RulingItem, Text
from rulings.core.records.result import DefenderCall
from rulings.core.scoring.entries import Column, half
from rulings.core.sources import cite

C_BOTH = cite(
    "classic", quote="Если в одной игре одновременно допустили ренонс и играющий, и вистующий…"
).text  # the same clause as ``renonce_game.C_BOTH``, which imports this module

# the rulings whose entries follow from the tricks as they end
LATE = ("renonce_both", "renonce_whister", "renonce_passer")


def credited_step(declarer: str, level: int) -> Text:
    """The card's line for the game credited on a whister's renonce."""
    return Text(
        gettext_noop(
            "%(player)s is credited with the game as made (%(level)s tricks) and writes no "
            "remiz: no evident remiz is recognised in a game with a renonce"
        ),
        {"player": declarer, "level": level},
    )


def settle_renonces(facts: DealFacts, items: list[RulingItem], adj: Adjustment) -> None:
    """Settle the game renonce among ``items`` (replaced by its item with the steps added)."""
    at = next((n for n, item in enumerate(items) if item.rule in LATE), None)
    if at is None or adj.tricks is None:
        return
    item = items[at]
    if item.rule == "renonce_both":
        steps = _pay_other_whister(facts, item, adj)
    else:
        steps = _credit_game(facts, item, adj)
    items[at] = dataclasses.replace(item, steps=(*item.steps, *steps))


def _kept(adj: Adjustment, player: str) -> tuple[int, int]:
    """``player``'s tricks as they end, and as the renonces left them (before a look's trick)."""
    tricks = adj.tricks or {}
    before = adj.rectified if adj.rectified is not None else tricks
    return tricks.get(player, 0), before.get(player, 0)


def _pay_other_whister(facts: DealFacts, item: RulingItem, adj: Adjustment) -> list[Text]:
    """«платят пополам по расчету другому вистующему за выигранные взятки. И если этот
    вистующий не выиграл ни одной взятки, то он ремиза не ставит»: for the tricks he keeps."""
    conv = facts.convention
    contract = facts.contract
    declarer = facts.declarer or ""
    level = contract.level if contract is not None else 6
    price = conv.game_values[level - 6] * (
        1 if conv.score_sheet is SheetKind.KUROCHKA else conv.whist_trick_factor
    )
    revoked = dict.fromkeys(i.player for i in item.incidents)
    payers = [declarer, *(p for p in revoked if p != declarer)]
    steps = []
    for other in facts.defenders:
        if other in revoked or adj.calls.get(other) is DefenderCall.PASS:
            continue
        won, before = _kept(adj, other)
        if won < before:
            steps.append(
                Text(
                    gettext_noop(
                        "%(player)s: the player's own look took tricks: %(lost)s of "
                        "%(before)s (3.9.11.2 «лишается одной своей взятки»); the tricks "
                        "kept are paid for: %(tricks)s"
                    ),
                    {"player": other, "lost": before - won, "before": before, "tricks": won},
                )
            )
        if not won:
            steps.append(
                Text(
                    gettext_noop("%(player)s took no trick and writes no remiz"),
                    {"player": other},
                )
            )
            continue
        total = won * price
        for payer in payers:
            adj.penalties.append(
                Penalty(
                    "renonce_both_whists",
                    Column.WHISTS,
                    other,
                    half(total),
                    C_BOTH,
                    on=payer,
                    params={"tricks": won, "total": total},
                )
            )
        steps.append(
            Text(
                gettext_noop(
                    "%(player)s is paid for the tricks taken (%(tricks)s): %(total)s whists, "
                    "half by each side at fault"
                ),
                {"player": other, "tricks": won, "total": total},
            )
        )
    return steps


def _credit_game(facts: DealFacts, item: RulingItem, adj: Adjustment) -> list[Text]:
    """«играющий, даже если он не взял заказанное количество взяток, списывает с игры… и не
    ставит ремиза»: a declarer whose own look (3.9.11.2) leaves him short after the renonce
    ruling keeps the game credited. The look's trick went to nobody (3.9.12): it is taken from
    nobody else (the renonce ruling's credit takes only the shortfall the renonces left)."""
    conv = facts.convention
    contract = facts.contract
    declarer = facts.declarer or ""
    level = contract.level if contract is not None else 6
    ends, before = _kept(adj, declarer)
    if not conv.renonce_whister_credits_game or ends >= min(before, level):
        return []
    steps = []
    if declarer not in adj.credited:
        adj.credited[declarer] = level
        steps.append(credited_step(declarer, level))
    steps.append(
        Text(
            gettext_noop(
                "reading applied, both texts to the letter: %(player)s's own look takes one of "
                "his tricks (3.9.11.2: %(before)s → %(tricks)s), and the renonce credits the "
                "game «даже если он не взял заказанное количество взяток»: no remiz and no "
                "consolation. His count is below the contract only in the tricks table; the "
                "whisters' tricks, which they are paid for, do not change"
            ),
            {"player": declarer, "before": before, "tricks": ends},
        )
    )
    return steps
