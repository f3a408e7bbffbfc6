"""Misdeals (неправильная сдача, пересдача): when a redeal is due and when the deal stands.

Lesnoy's book (the Code's 3.2.12–3.2.15), the default:
- 3.2.12 a card exposed in the deal by the dealer's fault: redeal;
- 3.2.13 a wrong number of cards, wrong order or wrong batches, noticed before the bidding:
  redeal;
- 3.2.14 a deal out of turn: redeal if noticed before the deal is over; otherwise the deal
  stands and the turn to deal goes on as if it had been right;
- 3.2.15 a card face up in the deal or in the cut, a card missing, no cut, a deal out of turn —
  if noticed in time: redeal. A card exposed in the deal not by the dealer's fault falls
  under 3.2.15 (not 3.2.12): a redeal if noticed before the bidding, else the deal stands.
The classic text (the classic text, option ``misdeal_rules = classic``): «Карты пересдаются в
следующих случаях: когда во время сдачи какая-нибудь карта откроется картинкой вверх; когда у
игроков окажется на руках неодинаковое количество карт; когда сдача произведена не в очередь и эта
ошибка замечена вовремя, т. е. до того как кто-либо из игроков посмотрел свои карты. Если
позже — то пересдача не производится.» Where it is silent, the Code decides.
A second misdeal in a row (option ``repeated_misdeal_fine``, the «Rules of Russian preferans» blog,
part 1): the dealer writes one undertrick of a six per fine into his mountain.
"""

from __future__ import annotations

from rulings.core.conventions.penalty_kinds import MisdealRules
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.ruling import Adjustment, Penalty, RulingItem, Text, remiz, up_column
from rulings.core.records.incidents import TIMELINE, Incident, MisdealKind, Noticed
from rulings.core.sources import cite

C_3212 = cite("lesnoy_book", "3.2.12").text
C_3213 = cite("lesnoy_book", "3.2.13").text
C_3214 = cite("lesnoy_book", "3.2.14").text
C_3215 = cite("lesnoy_book", "3.2.15").text
C_CLASSIC = cite("classic", quote="Карты пересдаются в следующих случаях").text
C_REPEATED = cite("kzpn", "part 1", note="a second misdeal in a row").text


def _before(noticed: Noticed, limit: Noticed) -> bool:
    return TIMELINE.index(noticed) <= TIMELINE.index(limit)


def _code(incident: Incident) -> tuple[bool, str, str]:
    """(redeal?, citation, reason template) under the Code."""
    kind, noticed = incident.kind, incident.noticed or Noticed.AFTER_BIDDING
    if kind is MisdealKind.CARD_EXPOSED:
        if incident.dealer_fault:
            return True, C_3212, gettext_noop("a card was exposed in the deal by the dealer")
        # Not the dealer's fault: 3.2.12 does not apply, but 3.2.15 does («если хоть одна карта
        # при сдаче… окажется перевёрнутой лицевой стороной кверху»), if noticed in time.
        if _before(noticed, Noticed.BEFORE_BIDDING):
            return (
                True,
                f"{C_3212}; {C_3215}",
                gettext_noop(
                    "a card was face up in the deal, not by the dealer's fault (so not 3.2.12), "
                    "noticed in time (3.2.15)"
                ),
            )
        return (
            False,
            f"{C_3212}; {C_3215}",
            gettext_noop(
                "a card was face up in the deal, not by the dealer's fault, noticed only after "
                "the bidding began: too late for 3.2.15"
            ),
        )
    if kind in (MisdealKind.WRONG_COUNT, MisdealKind.WRONG_ORDER):
        if _before(noticed, Noticed.BEFORE_BIDDING):
            return (
                True,
                C_3213,
                gettext_noop("the cards were dealt wrongly, noticed before bidding"),
            )
        if kind is MisdealKind.WRONG_COUNT:
            return (
                True,
                C_3215,
                gettext_noop("the hands do not have ten cards each: the deal cannot be played"),
            )
        return (
            False,
            C_3213,
            gettext_noop("the wrong order was noticed only after the bidding began"),
        )
    if kind is MisdealKind.OUT_OF_TURN:
        if noticed is Noticed.DURING_DEAL:
            return True, C_3214, gettext_noop("the wrong player dealt, noticed during the deal")
        return (
            False,
            C_3214,
            gettext_noop(
                "the wrong player dealt, noticed after the deal: it stands and the turn to deal "
                "goes on as if it had been right"
            ),
        )
    # 3.2.15: card face up in the cut, missing card, no cut — if noticed in time
    if _before(noticed, Noticed.BEFORE_BIDDING):
        return True, C_3215, gettext_noop("a faulty pack or cut, noticed in time")
    return False, C_3215, gettext_noop("a faulty pack or cut, noticed only after the bidding began")


def _classic(incident: Incident) -> tuple[bool, str, str] | None:
    kind, noticed = incident.kind, incident.noticed or Noticed.AFTER_BIDDING
    if kind is MisdealKind.CARD_EXPOSED:
        return True, C_CLASSIC, gettext_noop("a card turned face up during the deal")
    if kind is MisdealKind.WRONG_COUNT:
        return True, C_CLASSIC, gettext_noop("the players hold unequal numbers of cards")
    if kind is MisdealKind.OUT_OF_TURN:
        if _before(noticed, Noticed.BEFORE_LOOKING):
            return True, C_CLASSIC, gettext_noop("a deal out of turn, noticed before anyone looked")
        return (
            False,
            C_CLASSIC,
            gettext_noop("a deal out of turn noticed after the cards were looked at: it stands"),
        )
    return None


def rule_misdeal(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    conv = facts.convention
    decided = _classic(incident) if conv.misdeal_rules is MisdealRules.CLASSIC else None
    redeal, citation, reason = decided or _code(incident)
    dealer = incident.player or facts.dealer
    steps = []
    if redeal:
        adj.redeal = True
        adj.score_deal = False
        adj.tricks = None
        steps.append(Text(gettext_noop("the cards are dealt again by the same dealer")))
        if incident.repeated and conv.repeated_misdeal_fine:
            amount = conv.repeated_misdeal_fine * remiz(conv, None, 6)
            adj.penalties.append(
                Penalty(
                    "misdeal_repeated",
                    up_column(conv),
                    dealer,
                    amount,
                    C_REPEATED,
                    params={"fines": conv.repeated_misdeal_fine},
                )
            )
            citation = f"{citation}; {C_REPEATED}"
            steps.append(
                Text(
                    gettext_noop(
                        "a second misdeal in a row: %(player)s writes %(amount)s and the next "
                        "player deals"
                    ),
                    {"player": dealer, "amount": amount},
                )
            )
    else:
        steps.append(Text(gettext_noop("the deal is played and scored as it lies")))
    return RulingItem(
        (incident,),
        "misdeal_redeal" if redeal else "misdeal_stands",
        citation,
        # the verdict is the rule's own heading and the step: said once each, not again here
        Text(gettext_noop("Misdeal: %(reason)s."), {"reason": Text(reason)}),
        steps=tuple(steps),
    )
