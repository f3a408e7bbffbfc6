"""The deal scored with a ruling, and the compensation the texts give the non-offenders.

``score`` writes the deal as the rulings adjusted it through the scoring engine, then each
penalty as its own entry, then what keeps the non-offenders whole (``protect_others``).

Each offender bears exactly his own penalty as its text states it (Lesnoy's code 3.9.11.2
«лишается одной своей взятки»; the classic text «по одному ремизу за каждый ренонс»; 3.9.14.3
«все взятки после нарушения забирает нарушитель»). Only a player who did not offend is
compensated, and only for the harm a text names: a peek's penalty (3.9.12 «не должно нанести
ущерба другим игрокам»; this module), the damage of a card out of turn on raspasy (3.9.14.3,
``out_of_turn_raspasy``). Where a text prescribes the whole result (two renonces, a renonce on
misère) that is the ruling, with no «without the offence» comparison on top. The table's own
rule that an offender may not gain (option ``offender_may_not_gain``, off by default) compares
every balance with the deal without any penalty (``baseline``) and gives an offender's gain
back.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.core.conventions.options.penalties import HOUSE_NO_GAIN
from rulings.core.i18n import gettext_noop
from rulings.core.penalties import no_harm_words
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.ruling import (
    Adjustment,
    Penalty,
    RulingItem,
    ScoredRuling,
    Text,
    deal_result,
)
from rulings.core.records.game_record import GameRecord
from rulings.core.records.result import Correction, PreferansDeclaration
from rulings.core.scoring.entries import Column, Entry, as_number
from rulings.core.scoring.game_score import GameScore, describe
from rulings.core.scoring.settlement import settle
from rulings.core.scoring.sheet import Sheet
from rulings.core.sources import cite

SHARED_AND_GIVEN_BACK = gettext_noop(
    "The table's rule: no player who did not offend ends worse off than without the "
    "penalties, and an offender who gains through another's penalty gives the gain back."
)
GAIN_GIVEN_BACK = gettext_noop(
    "%(player)s: better off by %(gain)s (in whists) than without the penalties, %(how)s; an "
    "offender may not end better off, so the gain is given back, in whole whists written on "
    "%(player)s: %(back)s"
)
GAIN_THROUGH = gettext_noop("through the penalty of another offender (%(others)s)")
GAIN_BESIDE = gettext_noop(
    "while another offender (%(others)s) ends below the balance without the penalties"
)
C_NO_HARM = cite(
    "lesnoy",
    "3.9.12",
    quote="Понесённое одним из игроков наказание… не должно нанести ущерба другим игрокам",
)
C_NO_GAIN = cite("reference", "§10", note=HOUSE_NO_GAIN)
# the clause the card's sentence names (its quote is the item's citation)
NO_HARM_CLAUSE = cite("lesnoy", "3.9.12").text
NO_GAIN_CLAUSE = cite("reference", "§10").text  # the sentence itself says it is the table's


@dataclass(frozen=True)
class Compared:
    """What ``protect_others`` compares the ruling with: ``without``, the deal ruled without
    the penalties compensated for (no compensation in it); ``apart``, with several offenders
    whose penalty is compensated, the deal ruled without each one's; ``give_back``: the
    table's rule that an offender may not gain (``without`` is then ``baseline``)."""

    without: Sheet
    apart: Mapping[str, Sheet | None] = field(default_factory=dict)
    give_back: bool = False


def _declaration(facts: DealFacts) -> PreferansDeclaration | None:
    """The «preferans» declaration (the Sochi rules for four) the facts record, if any."""
    if not facts.preferans or facts.declarer is None:
        return None
    return PreferansDeclaration(facts.dealer, facts.declarer)


def score(
    facts: DealFacts,
    adjustment: Adjustment | None,
    compared: Compared | None = None,
) -> ScoredRuling | None:
    """Score the deal (as adjusted, or as played when ``adjustment`` is None); ``compared``:
    what the no-harm compensation compares with (None: no compensation)."""
    conv = facts.convention
    sheet = Sheet.new(conv, facts.players)
    labels: dict[int, Penalty] = {}
    explain_summaries: dict[int, str] = {}
    items: list[RulingItem] = []
    if adjustment is None:
        result = _declaration(facts) or deal_result(facts, facts.tricks, facts.calls)
        if result is None:
            return None
        sheet = sheet.apply(result)
    else:
        declaration = _declaration(facts)
        if declaration is not None and adjustment.score_deal:
            sheet = sheet.apply(declaration)
        elif adjustment.score_deal:
            result = deal_result(
                facts,
                adjustment.tricks,
                adjustment.calls,
                adjustment.credited,
                adjustment.renonce_misere,
            )
            if result is None and facts.contract is not None and not adjustment.redeal:
                return None
            if result is not None:
                sheet = sheet.apply(result)
                written = sheet.deals[-1].entries
                limit = _before_trick_penalties(facts, adjustment)
                for code, player, rule, citation, move_to in adjustment.cancel:
                    for e in written:
                        if e.code != code or e.player != player or not e.amount:
                            continue
                        # what a trick penalty of his own added stays his (3.9.11.2)
                        amount = min(e.amount, limit.get((code, player), 0)) if limit else e.amount
                        if not amount:
                            continue
                        adjustment.penalties.append(
                            Penalty(
                                f"{rule}_cancelled",
                                e.column,
                                player,
                                -amount,
                                citation,
                                on=e.on,
                                params={"cancels": code},
                            )
                        )
                        if move_to is not None:
                            adjustment.penalties.append(
                                Penalty(
                                    f"{rule}_moved",
                                    e.column,
                                    move_to,
                                    amount,
                                    citation,
                                    on=e.on,
                                    params={"from": player, "entry": code},
                                )
                            )
        for penalty in adjustment.penalties:
            if not penalty.amount:
                continue
            sheet = sheet.apply(
                Correction(penalty.player, penalty.column, penalty.amount, on=penalty.on)
            )
            labels[len(sheet.deals)] = penalty
            explain_summaries[len(sheet.deals)] = f"{penalty.code}: {penalty.entry().en}"
        protection, items = protect_others(facts, adjustment, sheet, compared)
        for penalty in protection:
            sheet = sheet.apply(
                Correction(penalty.player, penalty.column, penalty.amount, on=penalty.on)
            )
            labels[len(sheet.deals)] = penalty
            explain_summaries[len(sheet.deals)] = f"{penalty.code}: {penalty.entry().en}"
    settlement = settle(sheet)
    outcomes = tuple(d.outcome for d in sheet.deals)
    game = GameScore(GameRecord(conv, facts.players, sheet.target, outcomes), sheet, settlement)
    data = game.as_json(explain=False)
    explain = []
    entries: list[Entry] = []
    for d in sheet.deals:
        if d.index in labels:
            e = labels[d.index].entry()
            explain.append(
                {"deal": d.index, "summary": explain_summaries[d.index], "entries": [e.as_json()]}
            )
            entries.append(e)
        else:
            explain.append(
                {
                    "deal": d.index,
                    "summary": describe(d.outcome),
                    "entries": [e.as_json() for e in d.entries],
                }
            )
            entries.extend(d.entries)
    data["explain"] = explain
    return ScoredRuling(sheet, data, tuple(entries), tuple(items))


def _before_trick_penalties(
    facts: DealFacts, adjustment: Adjustment
) -> dict[tuple[str, str], Any] | None:
    """The deal's own entries (code, player) → amount with the tricks as rectified, before a
    trick taken off as a penalty; None when no trick was. A renonce ruling moves a partner's
    shortfall to the offender («ставит… за недобранные взятки»), but not the part the
    partner's own look added: each offender bears his own penalty."""
    if adjustment.rectified is None or adjustment.rectified == adjustment.tricks:
        return None
    result = deal_result(
        facts,
        adjustment.rectified,
        adjustment.calls,
        adjustment.credited,
        adjustment.renonce_misere,
    )
    if result is None:
        return None
    entries = Sheet.new(facts.convention, facts.players).apply(result).deals[-1].entries
    return {(e.code, e.player): e.amount for e in entries}


def baseline(facts: DealFacts, adjustment: Adjustment) -> Sheet | None:
    """The deal scored without the penalties: the tricks as rectified (a trick taken back from a
    renonce stays taken back), before any trick taken off as a penalty, the calls as made, no
    penalty entries. None when there is nothing to compare (a redeal, a declaration)."""
    if adjustment.redeal or facts.preferans:
        return None
    tricks = adjustment.rectified if adjustment.rectified is not None else adjustment.tricks
    sheet = Sheet.new(facts.convention, facts.players)
    if adjustment.void:
        return sheet
    result = deal_result(facts, tricks, facts.calls, renonce_misere=None)
    if result is None:
        return sheet if facts.contract is None else None
    return sheet.apply(result)


def protect_others(
    facts: DealFacts,
    adjustment: Adjustment,
    sheet: Sheet,
    compared: Compared | None,
) -> tuple[list[Penalty], list[RulingItem]]:
    """The entries that keep every non-offender whole against ``compared.without``, and the
    card's words for them: for each player compensated an item whose explanation is one plain
    sentence (``no_harm_words.protected``), with how several offenders share it as its step;
    under the table's rule, an item with the gains given back.

    Each player who did not offend and whose balance after the ruling is below his balance
    in ``compared.without`` writes the difference in whists on the offenders whose penalty is
    compensated, rounded up to a whole whist (the pulya takes whole numbers): whists move a
    balance one for one, so he ends where he would have been (or the fraction of a whist
    above). With several such offenders each compensates the harm his own penalty caused
    (``_shares``, from ``compared.apart``). Under the table's rule (``give_back``) an offender
    who still ends better off than without the penalties gives the gain back (``_give_back``).
    """
    if compared is None:
        return [], []
    offenders = [p for p in adjustment.offenders if p in facts.players]
    payers = list(compared.apart) or offenders
    if not payers:
        return [], []
    citation = (C_NO_GAIN if compared.give_back else C_NO_HARM).text
    clause = NO_GAIN_CLAUSE if compared.give_back else NO_HARM_CLAUSE
    before = settle(compared.without).exact
    after = settle(sheet).exact
    each = {o: settle(s).exact for o, s in compared.apart.items() if s is not None}
    out: list[Penalty] = []
    items: list[RulingItem] = []
    for player in facts.players:
        if player in offenders:
            continue
        loss = before[player] - after[player]
        if loss <= 0:
            continue
        shares: dict[str, Any] = {payers[0]: loss}
        steps: tuple[Text, ...] = ()
        how = ""
        if len(payers) > 1:
            shares, note, how = _shares(player, loss, payers, each, after)
            steps = (note,)
        paid = {o: share for o, share in shares.items() if share > 0}
        sentence = no_harm_words.protected(
            player, loss, payers, paid, clause, how=how, table=compared.give_back
        )
        items.append(RulingItem((), "no_harm", citation, sentence, steps))
        for offender, share in paid.items():
            out.append(
                Penalty(
                    "no_harm",
                    Column.WHISTS,
                    player,
                    math.ceil(share),
                    citation,
                    on=offender,
                    params={"loss": as_number(share)},
                )
            )
    if compared.give_back and len(offenders) > 1:
        compensated = dict(after)
        for penalty in out:  # whists move two balances one for one (``settle``)
            compensated[penalty.player] += penalty.amount
            compensated[penalty.on] -= penalty.amount
        others = [p for p in facts.players if p not in offenders]
        back, back_notes = _give_back(offenders, before, after, compensated, each, others)
        out.extend(back)
        if back_notes:
            explanation = Text(SHARED_AND_GIVEN_BACK)
            items.append(RulingItem((), "no_gain", C_NO_GAIN.text, explanation, tuple(back_notes)))
    return out, items


def _give_back(
    offenders: list[str],
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    compensated: Mapping[str, Any],
    each: Mapping[str, Mapping[str, Any]],
    others: list[str],
) -> tuple[list[Penalty], list[Text]]:
    """An offender better off than without the penalties (``before``) once the non-offenders are
    compensated (``compensated``) gives the gain back (the table's rule, option
    ``offender_may_not_gain``: the offender never ends better off).

    The gain goes to the offenders whose penalty produced it: in proportion to how much better
    off each one's penalty left him (his balance with every ruling, ``after``, less his balance
    without that offender's rulings, ``each``); when no other penalty helped him alone, to the
    offenders left below their own balance without the penalties. None gets more than he is
    below it, so no offender is pushed above it; together they are below it by at least the
    gain (the non-offenders end no lower than without the penalties, and the balances sum to
    zero). Each share is written in whole whists, as ``no_harm`` writes them: rounded up where
    the receiver's room allows, else down; what a whole whist cannot carry to an offender goes,
    rounded up, to the first non-offender (``others``), who may end above his balance (the
    principle only keeps him from ending below it). When every player offended nobody can take
    a fraction: the shares are written as they are, unrounded (rounding one up would leave
    the next gainer's share without room).
    """
    room = {o: before[o] - compensated[o] for o in offenders if compensated[o] < before[o]}
    out: list[Penalty] = []
    notes: list[Text] = []
    for gainer in offenders:
        gain = compensated[gainer] - before[gainer]
        if gain <= 0:
            continue
        helped = {
            o: after[gainer] - each[o][gainer]
            for o in room
            if o != gainer and o in each and after[gainer] > each[o][gainer]
        }
        shares = _fill(gain, helped, room)
        for recipient, share in shares.items():
            room[recipient] -= share
        written: dict[str, Any] = {}
        for recipient, share in shares.items():
            if not others:  # every player offended: nobody to carry a fraction, none rounded
                whole = share
            elif math.ceil(share) - share <= room[recipient]:
                whole = math.ceil(share)
            else:
                whole = int(share)
            room[recipient] -= whole - share
            written[recipient] = whole
        rest = gain - sum(written.values())
        if rest > 0:  # only with a non-offender: unrounded shares fill the rooms exactly
            written[others[0]] = math.ceil(rest)
        for recipient, whists in written.items():
            if whists > 0:
                out.append(
                    Penalty(
                        "no_harm",
                        Column.WHISTS,
                        recipient,
                        whists,
                        C_NO_GAIN.text,
                        on=gainer,
                        params={"gain": as_number(gain)},
                    )
                )
        how = Text(
            GAIN_THROUGH if helped else GAIN_BESIDE,
            {"others": ", ".join(helped or shares)},
        )
        back = ", ".join(f"{r} {as_number(w)}" for r, w in written.items() if w > 0)
        params = {"player": gainer, "gain": as_number(gain), "how": how, "back": back}
        notes.append(Text(GAIN_GIVEN_BACK, params))
    return out, notes


def _fill(gain: Any, weights: Mapping[str, Any], room: Mapping[str, Any]) -> dict[str, Any]:
    """``gain`` split in proportion to ``weights`` (every offender with room when none), none
    above his ``room``: what one cannot take goes to the others, by the same rule."""
    left = dict(weights) or {o: r for o, r in room.items() if r > 0}
    shares: dict[str, Any] = {}
    while gain > 0 and left:
        total = sum(left.values())
        capped = {o: room[o] for o in left if gain * left[o] / total >= room[o]}
        if not capped:
            for o, w in left.items():
                shares[o] = shares.get(o, 0) + gain * w / total
            return shares
        for o, r in capped.items():
            shares[o] = shares.get(o, 0) + r
            gain -= r
            del left[o]
        if not left:
            left = {o: room[o] - shares.get(o, 0) for o in room if room[o] > shares.get(o, 0)}
    return shares


def _shares(
    player: str,
    loss: Any,
    offenders: list[str],
    each: Mapping[str, Mapping[str, Any]],
    after: Mapping[str, Any],
) -> tuple[dict[str, Any], Text, str]:
    """How several offenders share ``player``'s loss, the card's step for it and the words
    its sentence says it with (``no_harm_words.HOW_*``).

    What each penalty cost him is his balance without that offender's rulings less his balance
    with all of them. Each offender pays in proportion to what his own penalty cost (a penalty
    that cost nothing, or helped, pays nothing): when the costs add up to the loss that is
    exactly his own cost; when they do not, the penalties interact and the loss is split in
    the same proportion. Only when no penalty harms him alone, only all together, is the loss
    shared equally.
    """
    costs = {o: each[o][player] - after[player] for o in offenders if o in each}
    harmed = sum(c for c in costs.values() if c > 0)
    params = {
        "player": player,
        "loss": as_number(loss),
        "costs": ", ".join(f"{o} {as_number(c)}" for o, c in sorted(costs.items())),
    }
    if len(costs) < len(offenders) or harmed <= 0:
        template = gettext_noop(
            "%(player)s: the loss of %(loss)s (in whists) comes from the penalties only "
            "together, not from any one alone, so the offenders share it equally"
        )
        shares = {o: loss / len(offenders) for o in offenders}
        return shares, Text(template, params), no_harm_words.HOW_EQUAL
    how = no_harm_words.HOW_OWN
    if sum(costs.values()) == loss:
        template = gettext_noop(
            "%(player)s: the loss of %(loss)s (in whists) is compensated offence by offence, "
            "each offender for what his own penalty cost: %(costs)s"
        )
    else:
        template = gettext_noop(
            "%(player)s: one by one the penalties would cost %(costs)s, together %(loss)s (in "
            "whists): they interact, so each offender compensates the loss in proportion to "
            "what his own penalty cost"
        )
        how = no_harm_words.HOW_PROPORTION
    shares = {o: max(c, 0) * loss / harmed for o, c in costs.items()}
    return shares, Text(template, params), how
