"""A renonce in a game: by the declarer, by a whister, by both (the classic text; the cases
are quoted in ``renonce.py``).
"""

from __future__ import annotations

from rulings.core.errors import Problem, RecordError
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.renonce_cost import RenonceCost, renonce_cost
from rulings.core.penalties.renonce_settle import credited_step
from rulings.core.penalties.renonce_tricks import move_trick, need_tricks, trick_of
from rulings.core.penalties.ruling import (
    Adjustment,
    Penalty,
    RulingItem,
    Text,
    deal_result,
    option_name,
    remiz,
    up_column,
)
from rulings.core.records.game_record import PLAYING
from rulings.core.records.incidents import Incident
from rulings.core.records.result import DefenderCall
from rulings.core.rules.play import trick_winner
from rulings.core.scoring.contract_scoring import shortfall_entries
from rulings.core.sources import cite

C_DECLARER = cite(
    "classic", quote="При ренонсе, допущенном играющим, взятка переходит к тому вистующему…"
).text
C_WHISTER = cite(
    "classic", quote="Если ренонс допустил вистующий, то играющий… списывает с игры…"
).text
C_BOTH = cite(
    "classic", quote="Если в одной игре одновременно допустили ренонс и играющий, и вистующий…"
).text
C_WHISTER_OPEN = cite("classic", quote="Если ренонс допустил вистующий").text


def rule_declarer(facts: DealFacts, renonces: list[Incident], adj: Adjustment) -> RulingItem:
    conv = facts.convention
    declarer = facts.declarer or ""
    tricks = need_tricks(facts, adj)
    defenders = facts.defenders
    adj.offence(declarer)
    steps = []
    given_back = 0
    for incident in renonces:
        cards, winner = trick_of(facts, incident)
        if winner != declarer:
            steps.append(
                Text(
                    gettext_noop("trick %(trick)s was taken by %(winner)s: it stays"),
                    {"trick": incident.trick, "winner": winner},
                )
            )
            continue
        led = cards[0][1].suit if cards else None
        following = [(p, c) for p, c in cards if p in defenders and c.suit == led]
        if following:
            target = max(following, key=lambda pc: pc[1].rank)[0]
        else:
            target = _playing_whister(facts, incident, adj)
        given_back += int(tricks.get(declarer, 0) > 0)
        move_trick(tricks, declarer, target)
        steps.append(
            Text(
                gettext_noop(
                    "trick %(trick)s goes to %(player)s, whose card of the led suit is highest"
                ),
                {"trick": incident.trick, "player": target},
            )
        )
    cost = (
        None
        if conv.renonce_declarer_takes_whisters_remiz
        else renonce_cost(facts, renonces, given_back)
    )
    if conv.renonce_declarer_takes_whisters_remiz or (cost is not None and cost.caused):
        for d in defenders:
            adj.cancel.append(("whist_shortfall", d, "renonce_declarer", C_DECLARER, declarer))
        steps.append(
            Text(
                gettext_noop(
                    "the whisters write no remiz for tricks they are short: %(player)s writes it"
                ),
                {"player": declarer},
            )
        )
    steps.append(
        Text(
            gettext_noop("%(player)s pays the whisters for their tricks as usual"),
            {"player": declarer},
        )
    )
    if conv.renonce_declarer_takes_whisters_remiz or _whisters_short(facts, tricks, adj):
        # the reading decides whose a shortfall is: said only where one is left
        steps.append(_reading(conv.renonce_declarer_takes_whisters_remiz, cost))
    return RulingItem(
        tuple(renonces),
        "renonce_declarer",
        C_DECLARER,
        Text(
            gettext_noop(
                "A renonce by the declarer (%(player)s) at trick %(tricks)s. The trick goes to "
                "the whister with the highest card of the led suit; the declarer pays the "
                "whisters for their tricks and carries the whole remiz."
            )
            if conv.renonce_declarer_takes_whisters_remiz
            else gettext_noop(
                "A renonce by the declarer (%(player)s) at trick %(tricks)s. The trick goes to "
                "the whister with the highest card of the led suit; the declarer pays the "
                "whisters for their tricks, and writes their remiz when the renonce left them "
                "short."
            ),
            {"player": declarer, "tricks": ", ".join(str(i.trick) for i in renonces)},
        ),
        steps=tuple(steps),
    )


def _whisters_short(facts: DealFacts, tricks: dict[str, int], adj: Adjustment) -> bool:
    """Is a whister short of his obligation on the tricks as ruled (the scoring's own
    ``shortfall_entries``; none on a game set)?"""
    contract, declarer = facts.contract, facts.declarer or ""
    if contract is None or not contract.is_game or tricks.get(declarer, 0) < contract.level:
        return False
    playing = [d for d in facts.defenders if adj.calls.get(d) in PLAYING]
    if len(playing) == 1:  # a lone whister answers for the passer's cards too
        held = {playing[0]: sum(tricks.get(d, 0) for d in facts.defenders)}
    else:
        held = {d: tricks.get(d, 0) for d in playing}
    return bool(shortfall_entries(facts.convention, contract.level, playing, held))


def _reading(unconditional: bool, cost: RenonceCost | None) -> Text:
    """The card's words for the reading of «вследствие допущенного нарушения» applied."""
    params = {"option": option_name("renonce_declarer_takes_whisters_remiz")}
    if unconditional:
        template = gettext_noop(
            "reading applied: «весь ремиз ставит играющий»: the declarer writes the whole "
            "of the whisters' shortfall, caused by the renonce or not (option «%(option)s»)"
        )
    elif cost is None:
        template = gettext_noop(
            "reading applied: «вследствие допущенного нарушения»: the hands and the play are not "
            "known, so nothing beyond the trick given back can be shown to be the renonce's "
            "doing; a shortfall left is the whisters' (option «%(option)s» not taken)"
        )
    else:
        params.update(trick=cost.trick, without=cost.without, played=cost.with_renonce)
        if cost.caused:
            template = gettext_noop(
                "reading applied: «вследствие допущенного нарушения»: with best play on both "
                "sides the whisters would have taken %(without)s tricks had the declarer "
                "followed suit at trick %(trick)s, and take %(played)s after the renonce with "
                "its trick given back: the renonce cost them tricks, so a shortfall of theirs "
                "is written by the declarer (option «%(option)s» not taken)"
            )
        else:
            template = gettext_noop(
                "reading applied: «вследствие допущенного нарушения»: with best play on both "
                "sides the whisters would have taken %(without)s tricks had the declarer "
                "followed suit at trick %(trick)s, and take %(played)s after the renonce with "
                "its trick given back: the renonce cost them nothing more, so a shortfall left "
                "is theirs (option «%(option)s» not taken)"
            )
    return Text(template, params)


def _playing_whister(facts: DealFacts, incident: Incident, adj: Adjustment) -> str:
    """Who gets the declarer's renonce trick when its cards are not known.

    The classic text: «взятка переходит к тому вистующему, чья карта является старшей в требуемой
    масти». With one whister playing (the passer's cards are his) it is he; with two, only the
    cards (or the incident's ``highest``) tell, so they are asked for. Nobody whisting: the
    defenders' tricks are not scored, the first defender holds it.
    """
    defenders = facts.defenders
    playing = [
        d for d in defenders if adj.calls.get(d) in (DefenderCall.WHIST, DefenderCall.WHIST_BACK)
    ]
    if len(playing) == 1:
        return playing[0]
    if incident.highest in playing:  # told: the whister whose card of the led suit was highest
        return incident.highest
    if len(playing) > 1:
        raise RecordError(
            [
                Problem(
                    f"{incident.field}.cards",
                    gettext_noop(
                        "both defenders whisted: trick %(trick)s goes to the whister whose card "
                        "of the led suit is highest. Name that whister (highest), give the "
                        "trick's cards, or, if the table already gave it to him, name him as the "
                        "one who took it (won_by)"
                    ),
                    {"trick": incident.trick},
                )
            ]
        )
    return defenders[0]  # nobody plays against him (a dealer's whist back counts them his)


def responsible(facts: DealFacts, adj: Adjustment, player: str) -> str:
    """Who answers for a card from ``player``'s hand: in open whist the lone whister plays the
    passer's cards too (the classic text «Если ренонс допустил вистующий»: the one who played
    it), so a renonce from the passer's hand is the whister's."""
    if adj.calls.get(player) is not DefenderCall.PASS:
        return player
    if not facts.open and facts.convention.renonce_passer_answers_closed:
        return player
    whister = next(
        (
            d
            for d in facts.defenders
            if d != player and adj.calls.get(d) in (DefenderCall.WHIST, DefenderCall.WHIST_BACK)
        ),
        None,
    )
    return whister or player


def rule_whisters(facts: DealFacts, renonces: list[Incident], adj: Adjustment) -> RulingItem:
    conv = facts.convention
    contract = facts.contract
    declarer = facts.declarer or ""
    tricks = need_tricks(facts, adj)
    steps = []
    offenders = list(dict.fromkeys(responsible(facts, adj, i.player) for i in renonces))
    for incident in renonces:
        seat = incident.player
        if responsible(facts, adj, seat) != seat and facts.open:
            steps.append(
                Text(
                    gettext_noop(
                        "open whist: the cards of %(seat)s are played by the whister "
                        "%(player)s, so the renonce is %(player)s's"
                    ),
                    {"seat": seat, "player": responsible(facts, adj, seat)},
                )
            )
        elif not facts.open and adj.calls.get(seat) is DefenderCall.PASS:
            steps.append(
                Text(
                    gettext_noop(
                        "reading applied: in closed whist %(seat)s passed and played his own "
                        "cards; the renonce is answered for by %(player)s (option «%(option)s»)"
                    ),
                    {
                        "seat": seat,
                        "player": responsible(facts, adj, seat),
                        "option": option_name("renonce_passer_answers_closed"),
                    },
                )
            )
        _cards, winner = trick_of(facts, incident)
        if winner == incident.player:
            move_trick(tricks, incident.player, declarer)
            steps.append(
                Text(
                    gettext_noop(
                        "trick %(trick)s, taken with the renonce, is taken from %(player)s "
                        "and given to %(declarer)s"
                    ),
                    {"trick": incident.trick, "player": incident.player, "declarer": declarer},
                )
            )
    level = contract.level if contract is not None else 6
    if conv.renonce_whister_credits_game and tricks.get(declarer, 0) < level:
        result = deal_result(facts, tricks, adj.calls)
        counts = result.tricks_of if result is not None else {}
        missing = level - tricks.get(declarer, 0)
        adj.credited[declarer] = level
        steps.append(credited_step(declarer, level))
        for offender in offenders:
            if offender in counts:
                cut = min(missing, counts[offender])
                adj.credited[offender] = counts[offender] - cut
                missing -= cut
                if cut:  # the text takes only the renonce tricks: the rest is our reading
                    steps.append(
                        Text(
                            gettext_noop(
                                "reading applied: the game credited as made takes the tricks "
                                "it lacks from the offender, so %(player)s is counted "
                                "%(counted)s of the %(kept)s tricks kept"
                            ),
                            {
                                "player": offender,
                                "counted": counts[offender] - cut,
                                "kept": counts[offender],
                            },
                        )
                    )
    for offender in offenders:
        adj.offence(offender)
        size = remiz(conv, contract, whister=offender != facts.declarer)
        count = sum(1 for i in renonces if responsible(facts, adj, i.player) == offender)
        amount = count * conv.renonce_remizes * size
        adj.penalties.append(
            Penalty(
                "renonce_remiz",
                up_column(conv),
                offender,
                amount,
                C_WHISTER_OPEN if offender not in {i.player for i in renonces} else C_WHISTER,
                params={"renonces": count, "remiz": size},
            )
        )
        # the side's tricks short, if any, are the offender's entry of their own (``cancel``
        # below moves the partner's to him): not said here where there may be none
        steps.append(
            Text(
                gettext_noop("%(player)s writes remizes: %(count)s, of %(size)s each"),
                {"player": offender, "count": count * conv.renonce_remizes, "size": size},
            )
        )
    for d in facts.defenders:
        if d not in offenders:
            # the partner writes no remiz: the side's tricks short are the offender's
            adj.cancel.append(("whist_shortfall", d, "renonce_whister", C_WHISTER, offenders[0]))
    # a passer answering for his own renonce (closed whist) is no whister: the card says so
    passers = all(adj.calls.get(o) is DefenderCall.PASS for o in offenders)
    return RulingItem(
        tuple(renonces),
        "renonce_passer" if passers else "renonce_whister",
        C_WHISTER,
        Text(
            gettext_noop(
                "%(players)s passed, played his own cards and did not follow suit (trick "
                "%(tricks)s). The declarer is credited with the game; tricks taken with the "
                "renonce are taken away; a remiz is written for each renonce and for tricks "
                "short."
            )
            if passers
            else gettext_noop(
                "%(players)s, whisting, did not follow suit (trick %(tricks)s). The declarer is "
                "credited with the game; tricks taken with the renonce are taken away; a remiz "
                "is written for each renonce and for tricks short."
            )
            if len(renonces) == 1
            else gettext_noop(
                "%(players)s, whisting, did not follow suit (tricks %(tricks)s). The declarer "
                "is credited with the game; tricks taken with the renonce are taken away; a "
                "remiz is written for each renonce and for tricks short."
            ),
            {
                "players": ", ".join(offenders),
                "tricks": ", ".join(str(i.trick) for i in renonces),
            },
        ),
        steps=tuple(steps),
        offenders=tuple(offenders),
    )


def rule_both(
    facts: DealFacts, by_declarer: list[Incident], by_whisters: list[Incident], adj: Adjustment
) -> RulingItem:
    conv = facts.convention
    contract = facts.contract
    declarer = facts.declarer or ""
    tricks = need_tricks(facts, adj)
    renonces = [*by_declarer, *by_whisters]
    steps = []
    trump = contract.trump if contract is not None else None
    for number in sorted({i.trick for i in renonces if i.trick is not None}):
        here = [i for i in renonces if i.trick == number]
        cards, winner = trick_of(facts, here[0])
        wrong = {i.player for i in here}
        if not cards and wrong != {declarer}:
            # a whister's renonce trick, cards unknown: the renonce trick goes to the highest
            # correctly played card when the record names it; a trick the renonce did not win
            # was won by a correct card already
            told = here[0].highest
            if winner in wrong and told is not None and told not in wrong and told != winner:
                move_trick(tricks, winner, told)
                steps.append(
                    Text(
                        gettext_noop(
                            "trick %(trick)s goes to %(player)s, whose correctly played card is "
                            "highest"
                        ),
                        {"trick": number, "player": told},
                    )
                )
            elif winner in wrong:
                steps.append(
                    Text(
                        gettext_noop(
                            "trick %(trick)s stays with %(player)s: the cards are not known; to "
                            "give it to the highest correctly played card, name its player "
                            "(highest)"
                        ),
                        {"trick": number, "player": winner},
                    )
                )
            continue
        if not cards:
            if winner != declarer:
                continue  # the declarer's renonce did not win the trick: a correct card did
            # the declarer's, cards unknown: the whisters' cards were the correct ones, so
            # the trick is the whister's whose card of the led suit was highest
            new_winner = _playing_whister(facts, here[0], adj)
            move_trick(tricks, winner, new_winner)
            steps.append(
                Text(
                    gettext_noop(
                        "trick %(trick)s goes to %(player)s, whose card of the led suit is highest"
                    ),
                    {"trick": number, "player": new_winner},
                )
            )
            continue
        correct = tuple((p, c) for p, c in cards if p not in wrong)
        if not correct:
            continue
        new_winner, _ = trick_winner(correct, trump, cards[0][1].suit)
        if new_winner != winner:
            move_trick(tricks, winner, new_winner)
        steps.append(
            Text(
                gettext_noop(
                    "trick %(trick)s goes to %(player)s, whose correctly played card is highest"
                ),
                {"trick": number, "player": new_winner},
            )
        )
    adj.score_deal = False
    offenders = list(dict.fromkeys(i.player for i in renonces))
    for offender in offenders:
        adj.offence(offender)
    for offender in offenders:
        size = remiz(conv, contract, whister=offender != facts.declarer)
        count = sum(1 for i in renonces if i.player == offender)
        amount = count * conv.renonce_remizes * size
        adj.penalties.append(
            Penalty(
                "renonce_remiz",
                up_column(conv),
                offender,
                amount,
                C_BOTH,
                params={"renonces": count, "remiz": size},
            )
        )
        steps.append(
            Text(
                gettext_noop("%(player)s writes remizes: %(count)s, of %(size)s each"),
                {"player": offender, "count": count * conv.renonce_remizes, "size": size},
            )
        )
    # the other whister is paid for the tricks he keeps: settled after every ruling, a look's
    # trick taken (``renonce_settle``)
    whister_offenders = [p for p in offenders if p != declarer]
    return RulingItem(
        tuple(renonces),
        "renonce_both",
        C_BOTH,
        Text(
            gettext_noop(
                "Both the declarer %(declarer)s and %(players)s did not follow suit. The renonce "
                "tricks go to the highest correctly played card; each writes a remiz per "
                "renonce, and both pay the other whister for his tricks, half each."
            ),
            {"declarer": declarer, "players": ", ".join(whister_offenders)},
        ),
        steps=tuple(steps),
    )
