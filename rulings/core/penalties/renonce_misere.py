"""A renonce on misère: by a defender, the classic text «играющий списывает с игры как бы за
сыгранный мизер, а провинившийся ставит должную курочку за каждую взятку, взятую игроком»; by the
misère player (not in the text; our reading), the trick is counted to him.
"""

from __future__ import annotations

from rulings.core.conventions.scoring_kinds import SheetKind
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.renonce_tricks import card_en, move_trick, need_tricks, trick_of
from rulings.core.penalties.ruling import Adjustment, Penalty, RulingItem, Text, up_column
from rulings.core.records.incidents import Incident
from rulings.core.sources import cite

C_MISERE = cite(
    "classic", quote="Если один из вистующих сделает ренонс, а играющий мизер обремизится…"
).text
C_MISERE_DECLARER = cite(
    "classic", note="the declarer's renonce: the trick never helps the offender; our reading"
).text


def rule_misere(facts: DealFacts, renonces: list[Incident], adj: Adjustment) -> list[RulingItem]:
    conv = facts.convention
    declarer = facts.declarer or ""
    tricks = need_tricks(facts, adj)
    items = []
    by_declarer = [i for i in renonces if i.player == declarer]
    by_whisters = [i for i in renonces if i.player != declarer]
    for incident in by_declarer:
        adj.offence(declarer)
        _cards, winner = trick_of(facts, incident)
        steps = []
        if winner != declarer:
            move_trick(tricks, winner, declarer)
            steps.append(
                Text(
                    gettext_noop("trick %(trick)s is counted to %(player)s, not %(winner)s"),
                    {"trick": incident.trick, "player": declarer, "winner": winner},
                )
            )
        items.append(
            RulingItem(
                (incident,),
                "renonce_misere_declarer",
                C_MISERE_DECLARER,
                Text(
                    gettext_noop(
                        "On misère %(player)s did not follow suit at trick %(trick)s "
                        "(%(card)s). A renonce must not profit the side that made it: the "
                        "trick is counted to the misère player."
                    ),
                    {"player": declarer, "trick": incident.trick, "card": card_en(incident.card)},
                ),
                steps=tuple(steps),
            )
        )
    if by_whisters:
        taken = tricks.get(declarer, 0)
        offenders = list(dict.fromkeys(i.player for i in by_whisters))
        for offender in offenders:
            adj.offence(offender)
        steps = [
            Text(
                gettext_noop("the misère is scored as made for %(player)s"),
                {"player": declarer},
            )
        ]
        if conv.score_sheet is SheetKind.KUROCHKA:
            adj.renonce_misere = offenders[
                0
            ]  # the classic sheet writes it itself (the classic text)
            extra = offenders[1:]
        else:
            adj.credited[declarer] = 0
            extra = offenders
        amount = taken * conv.misere_trick_penalty
        for offender in extra:
            adj.penalties.append(
                Penalty(
                    "renonce_misere",
                    up_column(conv),
                    offender,
                    amount,
                    C_MISERE,
                    params={"tricks": taken},
                )
            )
        for offender in offenders if taken else ():
            steps.append(
                Text(
                    gettext_noop(
                        "%(player)s writes %(amount)s: %(per)s for each of the %(tricks)s "
                        "tricks the misère player took"
                    ),
                    {
                        "player": offender,
                        "amount": amount,
                        "per": conv.misere_trick_penalty,
                        "tricks": taken,
                    },
                )
            )
        items.append(
            RulingItem(
                tuple(by_whisters),
                "renonce_misere",
                C_MISERE,
                Text(
                    gettext_noop(
                        "On misère %(players)s did not follow suit (trick %(tricks)s). The misère "
                        "counts as made; the renonce pays what the misère player's tricks would "
                        "have cost him."
                    )
                    if taken
                    else gettext_noop(
                        "On misère %(players)s did not follow suit (trick %(tricks)s). The misère "
                        "player took no trick: the classic text's rule is for a misère that "
                        "failed («а играющий мизер обремизится»), so the misère stands as made "
                        "and nothing more is written."
                    ),
                    {
                        "players": ", ".join(offenders),
                        "tricks": ", ".join(str(i.trick) for i in by_whisters),
                    },
                ),
                steps=tuple(steps),
            )
        )
    return items
