"""Looking at quitted tricks (просмотр взяток): Lesnoy's code 3.9.8, 3.9.11.1–3.9.11.2, 3.9.12.

3.9.8: only the last quitted trick may be shown, on request. 3.9.11.1: another trick may be
shown if nobody objects. 3.9.11.2: «Если игрок самовольно открывает и смотрит чужую взятку либо
свою, но не последнюю, то он лишается одной своей взятки независимо от того, является он
разыгрывающим или вистующим. На распасовке он пишет за одну лишнюю (как бы одиннадцатую)
взятку. На мизере соответственно также добавляется одна взятка.» 3.9.12: the penalty must not
profit the others: «его штрафная взятка не становится собственностью разыгрывающего».

Misère, our reading of «На мизере соответственно также добавляется одна взятка»: the sentence
names nobody, but «соответственно» ties it to the one before, where the offender himself writes
the extra trick on raspasy; and 3.9.12 says the penalty must not harm the other players. So the
trick is added to whoever looked: the misère player's count goes up when he looked; when a
defender looked it is his, and a defender's tricks do not count on a misère, so nothing
changes. Adding it to the misère player for a defender's look would make the non-offender pay,
which 3.9.12 rules out; the text is not ambiguous on this point and there is no option.
"""

from __future__ import annotations

from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.renonce_tricks import need_tricks
from rulings.core.penalties.ruling import Adjustment, RulingItem, Text, option_name
from rulings.core.records.incidents import Incident
from rulings.core.records.result import DefenderCall
from rulings.core.sources import cite

C_LAST = cite("lesnoy", "3.9.8").text
C_AGREED = cite("lesnoy", "3.9.11.1").text
C_PEEK = cite("lesnoy", "3.9.11.2; 3.9.12").text
# the clause alone: a penalty of the dealer who sits out, or of the declarer, harms nobody (3.9.12)
C_PEEK_OWN = cite("lesnoy", "3.9.11.2", quote="он лишается одной своей взятки")
# on raspasy the trick is added: it takes nothing from anybody, so 3.9.12 has nothing to do
C_PEEK_RASPASY = cite(
    "lesnoy", "3.9.11.2", quote="На распасовке он пишет за одну лишнюю (как бы одиннадцатую) взятку"
)


def rule_peek(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    conv = facts.convention
    contract = facts.contract
    player = incident.player
    trick, at = incident.trick, incident.at_trick
    params = {"player": player, "trick": trick, "at": at}
    if trick is not None and at is not None and trick == at - 1:
        return RulingItem(
            (incident,),
            "peek_last_trick",
            C_LAST,
            Text(
                gettext_noop(
                    "Trick %(trick)s was the last quitted trick when %(player)s looked at it "
                    "(during trick %(at)s): any player may ask to see it. No penalty."
                ),
                params,
            ),
        )
    if incident.agreed and conv.peek_allowed_without_objection:
        return RulingItem(
            (incident,),
            "peek_agreed",
            C_AGREED,
            Text(
                gettext_noop(
                    "Trick %(trick)s was shown to %(player)s on request and nobody objected: "
                    "that is allowed. No penalty."
                ),
                params,
            ),
        )
    # the 4-player dealer who took the whist back plays the deal as a whister («пишет и как
    # вистующий, и как сдающий», the Sochi rules for four): the defenders' tricks are his
    took_back = adj.calls.get(player) is DefenderCall.WHIST_BACK
    if (
        player not in facts.active
        and not took_back
        and not (contract is not None and contract.is_raspasy)
    ):
        # the 4-player dealer sits the deal out: he has no trick to lose (3.9.11.2 names no
        # other penalty); on raspasy he holds the talon tricks and writes the extra trick
        return RulingItem(
            (incident,),
            "peek_dealer",
            C_PEEK_OWN.text,
            Text(
                gettext_noop(
                    "%(player)s, the dealer who sits this deal out, looked at trick %(trick)s "
                    "during trick %(at)s; only the last quitted trick may be looked at. The "
                    "penalty is a trick of one's own, and the dealer has none in this deal: "
                    "nothing is written. The table decides whether to warn."
                ),
                params,
            ),
        )
    tricks = need_tricks(facts, adj)
    adj.before_trick_penalty()
    adj.offence(player)
    n = conv.peek_penalty_tricks
    lost = n  # raspasy and misère add the trick; a game takes off what he holds
    void = False  # a penalty that changes nothing written (a misère defender's added trick)
    steps = []
    if contract is not None and contract.is_raspasy:
        tricks[player] = tricks.get(player, 0) + n
        rule = "peek_raspasy"
        steps.append(
            Text(
                gettext_noop("%(player)s writes %(n)s trick(s) more on raspasy (an 11th trick)"),
                {"player": player, "n": n},
            )
        )
    elif contract is not None and contract.is_misere:
        rule = "peek_misere"
        to_declarer = player != facts.declarer and conv.peek_misere_defender_adds_to_declarer
        counted = facts.declarer if to_declarer and facts.declarer else player
        # a defender's added trick counts for nothing on a misère: it is not added, and the
        # card says the penalty is void rather than showing an eleventh trick that scores nothing
        void = counted != facts.declarer
        if not void:
            tricks[counted] = tricks.get(counted, 0) + n
        if to_declarer:
            steps.append(
                Text(
                    gettext_noop(
                        "reading applied: the added trick is the misère player's (%(declarer)s), "
                        "and by 3.9.12 %(player)s makes good what it costs (option «%(option)s»)"
                    ),
                    {
                        "declarer": counted,
                        "player": player,
                        "option": option_name("peek_misere_defender_adds_to_declarer"),
                    },
                )
            )
        if player == facts.declarer:
            steps.append(
                Text(
                    gettext_noop(
                        "%(n)s trick(s) are added to the misère player %(player)s, who looked "
                        "(3.9.11.2: on misère a trick is added)"
                    ),
                    {"player": player, "n": n},
                )
            )
        elif not to_declarer:
            steps.append(
                Text(
                    gettext_noop(
                        "on misère the added trick goes to the one who looked, as on raspasy "
                        "(3.9.11.2: «соответственно»), never to the misère player: the penalty "
                        "must not harm the others (3.9.12). %(player)s defends, and a "
                        "defender's tricks do not count on a misère"
                    ),
                    {"player": player},
                )
            )
    else:
        rule = "peek"
        if took_back and player not in facts.active:
            # the 4-player dealer who took the whist back holds the defenders' tricks for
            # scoring, none in the play: he is scored with one fewer, the passers' own stand
            held = sum(tricks.get(d, 0) for d in facts.defenders if d != player)
            lost = min(n, held)
            adj.credited[player] = held - lost
            steps.append(
                Text(
                    gettext_noop(
                        "%(player)s took the whist back and plays this deal as the whister: "
                        "the defenders' %(held)s tricks are his, and he is scored with "
                        "%(tricks)s; the tricks of those who passed stand"
                    ),
                    {"player": player, "held": held, "tricks": held - lost},
                )
            )
        elif took_back:
            # «лишается одной своей взятки» (3.9.11.2): a whister who took the whist back is
            # scored for the defenders' tricks, so they are his; his own count goes first
            held = sum(tricks.get(d, 0) for d in facts.defenders)
            lost = min(n, held)
            left = lost
            for d in sorted(facts.defenders, key=lambda d: d != player):
                off = min(left, tricks.get(d, 0))
                tricks[d] = tricks.get(d, 0) - off
                left -= off
            steps.append(
                Text(
                    gettext_noop(
                        "%(player)s took the whist back and is scored for the defenders' "
                        "%(held)s tricks: the trick lost is one of them, his own first"
                    ),
                    {"player": player, "held": held},
                )
            )
        else:
            held = tricks.get(player, 0)
            lost = min(n, held)
            tricks[player] = held - lost
        if conv.peek_trick_to_opponent and lost:
            opponent = (
                facts.declarer
                if player != facts.declarer
                else next(
                    (d for d in facts.defenders if adj.calls.get(d) is not None), facts.defenders[0]
                )
            )
            tricks[opponent] = tricks.get(opponent, 0) + lost
            steps.append(
                Text(
                    gettext_noop("%(player)s loses %(n)s trick(s), which go to %(opponent)s"),
                    {"player": player, "n": lost, "opponent": opponent},
                )
            )
        elif lost == 1 and player == facts.declarer:
            # 3.9.12 protects the others from a penalty; the declarer's trick lost harms
            # nobody, so it is 3.9.11.2 alone
            steps.append(
                Text(
                    gettext_noop(
                        "%(player)s: one trick is taken off (3.9.11.2 «лишается одной своей "
                        "взятки»)"
                    ),
                    {"player": player},
                )
            )
        elif lost == 1:
            steps.append(
                Text(
                    gettext_noop(
                        "%(player)s: one trick is taken off; the penalty trick goes to nobody "
                        "(3.9.12)"
                    ),
                    {"player": player},
                )
            )
        elif lost:
            steps.append(
                Text(
                    gettext_noop(
                        "%(player)s loses %(n)s of his tricks; the trick goes to nobody (3.9.12)"
                    ),
                    {"player": player, "n": lost},
                )
            )
        if lost < n:
            steps.append(
                Text(
                    gettext_noop("%(player)s has no trick left to lose"),
                    {"player": player},
                )
            )
    if rule == "peek_misere" and void:
        template = gettext_noop(
            "%(player)s looked at trick %(trick)s during trick %(at)s; only the last quitted "
            "trick may be looked at. On misère the penalty adds a trick, and a trick added to a "
            "defender counts for nothing: nothing is written. The table decides whether to warn."
        )
    elif rule != "peek":  # raspasy, misère: a trick is added, not taken off to nobody
        template = gettext_noop(
            "%(player)s looked at trick %(trick)s during trick %(at)s; only the last quitted "
            "trick may be looked at. On raspasy and misère the penalty adds a trick."
        )
    elif lost == 0:  # «лишается одной своей взятки»: he has none to lose
        template = gettext_noop(
            "%(player)s looked at trick %(trick)s during trick %(at)s; only the last quitted "
            "trick may be looked at. The penalty is one of the offender's own tricks, and there "
            "is none to take: nothing is written."
        )
    elif conv.peek_trick_to_opponent:
        template = gettext_noop(
            "%(player)s looked at trick %(trick)s during trick %(at)s; only the last quitted "
            "trick may be looked at. One trick is taken off and goes to the opponent."
        )
    else:
        template = gettext_noop(
            "%(player)s looked at trick %(trick)s during trick %(at)s; only the last quitted "
            "trick may be looked at. One trick is taken off, and the penalty trick goes to "
            "nobody."
        )
    citation = C_PEEK
    if rule == "peek" and player == facts.declarer:
        citation = C_PEEK_OWN.text
    elif rule == "peek_raspasy":
        citation = C_PEEK_RASPASY.text
    return RulingItem((incident,), rule, citation, Text(template, params), steps=tuple(steps))
