"""Conduct at the table that the texts forbid (or allow) without a penalty.

Each kind cites the sentence it comes from; where the text gives no penalty the card says so
and what the table decides. Nothing is written into the score: a table that wants a fine
agrees one beforehand (a house convention) and writes it as a correction.

- The 4-player dealer (the classic text «сдающий… не должен смотреть в карты соседа, а тем более
  давать ему советы, пусть даже и по просьбе последнего»): no penalty is given.
- Talk (the classic text «Любые разговоры, как касающиеся игры, так и на посторонние темы,
  недопустимы»; at the whisting «Прочие разговоры при этом не допускаются»): no penalty.
- Counting aloud (Lesnoy's code 3.9.13 «Как игрокам, так и болельщикам запрещается считать вслух
  количество козырей или взяток во время игры»): forbidden to players and kibitzers alike; no
  penalty is given.
- Cards touched before the deal ends (the classic text «Ни один игрок не должен прикасаться к своим
  картам до окончания сдачи… чтобы предотвратить претензии игроков в случае возможной ошибки
  при сдаче»): the rule exists to settle misdeal claims; no penalty is given.
- An irregular call in the bidding or the whisting (the classic text: «Желающий вистовать
  говорит: «Вист», а нежелающий — «Пас». Прочие разговоры при этом не допускаются»): the text
  names the words and gives no penalty; the call is ruled here, not refused as a mistake of the
  record, and the bidding or the whisting goes on from the last clear call.
- Tricks left ungathered (Lesnoy's code 3.9.10 «любой из игроков может потребовать перевернуть
  предыдущие взятки»): allowed, no penalty.
- Open whist cards not laid out (Lesnoy's code 3.8.10 «Если это не так, любой игрок имеет право
  переложить карты как следует»): any player may lay them out; no penalty.
"""

from __future__ import annotations

from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.ruling import Adjustment, RulingItem, Text
from rulings.core.records.incidents import ConductKind, Incident
from rulings.core.sources import Citation, cite

NO_PENALTY = gettext_noop(
    "The text gives no penalty for it: nothing is written. The table decides whether to warn, "
    "or to apply a fine it agreed beforehand (as a correction)."
)

CONDUCT: dict[ConductKind, tuple[Citation, str, str]] = {
    ConductKind.DEALER_LOOKED: (
        cite("classic", quote="не должен смотреть в карты соседа"),
        gettext_noop(
            "%(player)s, the dealer who sits this deal out, looked at a neighbour's cards. The "
            "classic text forbids it."
        ),
        NO_PENALTY,
    ),
    ConductKind.DEALER_ADVICE: (
        cite("classic", quote="а тем более давать ему советы, пусть даже и по просьбе последнего"),
        gettext_noop(
            "%(player)s, the dealer who sits this deal out, gave advice to a player. The "
            "classic text forbids it, even when asked."
        ),
        NO_PENALTY,
    ),
    ConductKind.TALK: (
        cite(
            "classic",
            quote="Любые разговоры, как касающиеся игры, так и на посторонние темы, недопустимы",
        ),
        gettext_noop(
            "%(player)s talked at the table. The classic text allows no talk during the play, "
            "and at the whisting only «вист» and «пас»."
        ),
        NO_PENALTY,
    ),
    ConductKind.COUNTING_ALOUD: (
        cite("lesnoy", "3.9.13", quote="запрещается считать вслух количество козырей или взяток"),
        gettext_noop(
            "%(player)s counted trumps or tricks aloud during the play. Lesnoy's code forbids "
            "it to players and kibitzers alike."
        ),
        NO_PENALTY,
    ),
    ConductKind.TOUCHED_CARDS: (
        cite(
            "classic", quote="Ни один игрок не должен прикасаться к своим картам до окончания сдачи"
        ),
        gettext_noop(
            "%(player)s touched or looked at the cards before the deal ended. The classic text "
            "forbids it so that a misdeal can be settled without dispute."
        ),
        gettext_noop(
            "The text gives no penalty for it: nothing is written. If the deal turns out wrong, "
            "it is ruled as a misdeal; the table decides whether to warn."
        ),
    ),
    ConductKind.IRREGULAR_CALL: (
        cite("classic", quote="Прочие разговоры при этом не допускаются"),
        gettext_noop(
            "%(player)s made a call other than the allowed words of the bidding or the "
            "whisting. The classic text names the words and gives no penalty."
        ),
        gettext_noop(
            "Nothing is written. The table decides what the call meant (our reading: an "
            "unclear call is asked again and the bidding goes on from the last clear call)."
        ),
    ),
    ConductKind.TRICKS_NOT_GATHERED: (
        cite(
            "lesnoy",
            "3.9.10",
            quote="любой из игроков может потребовать перевернуть предыдущие взятки",
        ),
        gettext_noop(
            "%(player)s asked to turn tricks that were left ungathered. Lesnoy's code allows "
            "any player to ask it."
        ),
        gettext_noop("Allowed: no penalty."),
    ),
    ConductKind.OPEN_CARDS_DISORDERED: (
        cite("lesnoy", "3.8.10", quote="любой игрок имеет право переложить карты как следует"),
        gettext_noop(
            "In open whist the cards of %(player)s were not laid out by suit and in order. Any "
            "player may lay them out properly."
        ),
        gettext_noop("No penalty: the cards are laid out and the play goes on."),
    ),
}

KIBITZER = gettext_noop("A kibitzer")
WHISTING_CALL_DECISION = gettext_noop(
    "Nothing is written. The table decides what the call meant (our reading: an unclear call "
    "is asked again and the whisting goes on from the last clear call)."
)


def rule_conduct(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    kind = ConductKind(incident.kind)
    citation, explanation, decision = CONDUCT[kind]
    who: object = incident.player
    if incident.kibitzer:
        who = Text(KIBITZER) if not incident.player else incident.player
    if any(
        call.part == "whisting" and call.player == incident.player and call.where == incident.note
        for call in facts.irregular_calls
    ):
        decision = WHISTING_CALL_DECISION
    return RulingItem(
        (incident,),
        f"conduct_{kind.value}",
        citation.text,
        Text(explanation, {"player": who}),
        steps=(Text(decision),),
    )
