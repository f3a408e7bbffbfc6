"""Cards out of turn (ход не в очередь; открытая, настольная, штрафная карта): Lesnoy's code 3.9.14.

3.9.14: the card becomes a penalty card, lies on the table and must be played at the first
legal chance, unless the opponent forbids it (he cannot forbid it on the offender's own lead);
penalty cards cannot be taken back; the opponent chooses the order of several.
3.9.14.1 (a whister): «на второго вистующего налагается запрет хода в эту масть или, наоборот,
отдаётся приказ — ходить в эту масть. Запрет или приказ даёт разыгрывающий… Разыгрывающий может
также принять ход не с той руки».
3.9.14.2 (the declarer): «Наказание — игра настольной картой по требованию любого из
вистующих.»
Raspasy (3.9.14.3) are ruled in ``out_of_turn_raspasy.py``.
"""

from __future__ import annotations

from rulings.core.errors import PreferansError, RecordError
from rulings.core.game.cards import Card
from rulings.core.i18n import gettext_noop
from rulings.core.penalties.deal_facts import DealFacts
from rulings.core.penalties.out_of_turn_raspasy import rule_raspasy
from rulings.core.penalties.positions import (
    PenaltyCards,
    at_card,
    penalty_line,
    position,
    reraise_budget,
)
from rulings.core.penalties.ruling import (
    Adjustment,
    Choice,
    RulingItem,
    Text,
    incident_problem,
    option_name,
)
from rulings.core.records.incidents import Incident
from rulings.core.solver.engine import Goal, Position, Solver
from rulings.core.sources import cite

C_WHISTER = cite("lesnoy", "3.9.14, 3.9.14.1").text
C_DECLARER = cite("lesnoy", "3.9.14, 3.9.14.2").text

WHISTER_CHOICES = {
    "accept": gettext_noop("accept the card as played: the play goes on from it"),
    "forbid": gettext_noop(
        "the card goes back on the table as a penalty card; %(partner)s may not lead %(suit)s"
    ),
    "order": gettext_noop(
        "the card goes back on the table as a penalty card; %(partner)s must lead %(suit)s"
    ),
    "penalty_card": gettext_noop(
        "the card stays on the table as a penalty card, played at %(player)s's first legal chance"
    ),
}


def rule_out_of_turn(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    contract = facts.contract
    if contract is not None and contract.is_raspasy:
        return rule_raspasy(facts, incident, adj)
    return _game(facts, incident, adj)


def _game(facts: DealFacts, incident: Incident, adj: Adjustment) -> RulingItem:
    offender = incident.player
    declarer = facts.declarer
    card = incident.card
    moment = None
    if facts.replay is not None and facts.play is not None:
        moment = at_card(facts, incident.trick or 1, offender, card)
    expected = moment.state.to_play if moment is not None else None
    suit = card.suit if card is not None else None
    suit_name = suit.letter if suit is not None else "?"
    if offender == declarer:
        keys = ["accept", "penalty_card"]
        chooser = ", ".join(facts.defenders)  # the whisters choose
        citation = C_DECLARER
        misere = facts.contract is not None and facts.contract.is_misere
        rule = "out_of_turn_misere_declarer" if misere else "out_of_turn_declarer"
        explanation = Text(
            gettext_noop(
                "%(player)s, playing the misère, played %(card)s out of turn at trick %(trick)s. "
                "A card of the misère player's own is shown; the defenders may accept the card as "
                "played or have it stay on the table as a penalty card, played when they demand "
                "at the first legal chance."
            )
            if misere
            else gettext_noop(
                "%(player)s, the declarer, played %(card)s out of turn at trick %(trick)s, when "
                "it was %(expected)s's turn. A card of the declarer's own is shown; the whisters "
                "may accept the card as played or have it stay on the table as a penalty card, "
                "played when they demand at the declarer's first legal chance."
            )
            if expected is not None
            else gettext_noop(
                "%(player)s, the declarer, played %(card)s out of turn at trick %(trick)s. A card "
                "of the declarer's own is shown; the whisters may accept the card as played or "
                "have it stay on the table as a penalty card, played when they demand at the "
                "declarer's first legal chance."
            ),
            {
                "player": offender,
                "card": _en(card),
                "trick": incident.trick,
                "expected": expected or "",
            },
        )
    else:
        partner = next((d for d in facts.defenders if d != offender), None)
        conv = facts.convention
        on_declarers_lead = expected is not None and expected == declarer
        # 3.9.14.1 gives the forbid or the order without asking whose lead it was: also when
        # the record does not tell (a short form, a play not recorded up to the card)
        if expected is None or expected == partner:
            keys = ["accept", "forbid", "order"]
        elif on_declarers_lead and conv.out_of_turn_forbid_on_declarers_lead:
            keys = ["accept", "forbid", "order"]
        else:
            keys = ["accept", "penalty_card"]
        chooser = declarer
        citation = C_WHISTER
        misere = facts.contract is not None and facts.contract.is_misere
        # on a misère nobody whists: the two defend it (the card names the role, not a whister)
        rule = "out_of_turn_misere" if misere else "out_of_turn_whister"
        explanation = Text(
            gettext_noop(
                "%(player)s, defending the misère, played %(card)s out of turn at trick "
                "%(trick)s. A card out of turn shows the partner something, so the misère player "
                "%(declarer)s chooses: accept it, or have it back on the table as a penalty card "
                "(played at the first legal chance) and forbid or order the partner's lead in "
                "%(suit)s."
            )
            if misere
            else gettext_noop(
                "%(player)s, whisting, played %(card)s out of turn at trick %(trick)s. A card out "
                "of turn shows the partner something, so the declarer %(declarer)s chooses: accept "
                "it, or have it back on the table as a penalty card (played at the first legal "
                "chance) and forbid or order his partner's lead in %(suit)s."
            ),
            {
                "player": offender,
                "card": _en(card),
                "trick": incident.trick,
                "declarer": declarer,
                "suit": suit_name,
            },
        )
    partner_name = next((d for d in facts.defenders if d != offender), "")
    values: dict[str, int | None] = dict.fromkeys(keys)
    if moment is not None and expected is not None:
        values = _value_choices(facts, incident, moment.state, expected, keys)
    readings = [*_penalty_cards(incident, chooser), *_readings(facts, offender, expected)]
    choices = tuple(
        Choice(
            key,
            Text(
                WHISTER_CHOICES[key],
                {"partner": partner_name, "suit": suit_name, "player": offender},
            ),
            values.get(key),
        )
        for key in keys
    )
    chosen = incident.choice
    if chosen is not None and chosen not in keys:
        raise incident_problem(
            incident,
            "choice",
            gettext_noop("must be one of %(keys)s"),
            keys=", ".join(keys),
        )
    steps = [
        Text(
            gettext_noop(
                "the tricks stand as played after the choice was applied at the table: %(tricks)s"
            ),
            {"tricks": ", ".join(f"{p} {n}" for p, n in adj.tricks.items())},
        )
        if adj.tricks
        else Text(
            gettext_noop(
                "the play goes on after the choice; the deal is scored when its tricks are "
                "given"
            ),
            {},
        ),
        *readings,
    ]
    if chosen is None:
        steps.insert(
            0,
            Text(
                gettext_noop("%(chooser)s chooses before play goes on"),
                {"chooser": chooser},
            ),
        )
    return RulingItem(
        (incident,),
        rule,
        citation,
        explanation,
        steps=tuple(steps),
        choices=choices,
        chosen=chosen,
        chooser=chooser,
        analysis={
            "counted": declarer,
            "values": "the declarer's tricks, double dummy, under each choice",
        }
        if any(v is not None for v in values.values())
        else {},
    )


def _penalty_cards(incident: Incident, chooser: str | None) -> list[Text]:
    """Lesnoy's code 3.9.14 on penalty cards in full: several at once, the suit asked for with no
    other card of it, a penalty card whose first chance passed."""
    out = []
    cards = incident.penalty_cards
    if len(cards) > 1:
        out.append(
            Text(
                gettext_noop(
                    "several penalty cards (%(cards)s): all stay on the table and cannot be "
                    "taken back; the order they are played in is chosen by the opponent "
                    "(%(chooser)s) (3.9.14 «Последовательность игры открытыми картами… выбирает "
                    "противник нарушителя»)"
                ),
                {"cards": ", ".join(c.en for c in cards), "chooser": chooser or ""},
            )
        )
    if incident.order:
        out.append(
            Text(
                gettext_noop("the order chosen: %(order)s"),
                {"order": ", ".join(c.en for c in incident.order)},
            )
        )
    if cards or incident.choice == "penalty_card":
        out.append(
            Text(
                gettext_noop(
                    "if the opponent asks for another card of the suit and there is none, the "
                    "penalty card goes into the trick (3.9.14)"
                )
            )
        )
    if incident.missed:
        out.append(
            Text(
                gettext_noop(
                    "the penalty card's first chance has passed: it stays on the table «до "
                    "востребования» and cannot be taken back into the hand (3.9.14); it is "
                    "played when the opponent calls it at a legal moment"
                )
            )
        )
    return out


def _readings(facts: DealFacts, offender: str, expected: str | None) -> list[Text]:
    """Which reading of a debatable clause applies (each an option of the convention)."""
    conv = facts.convention
    out = []
    if offender != facts.declarer and expected == facts.declarer:
        out.append(
            Text(
                gettext_noop(
                    "reading applied: it was the declarer's lead, and the declarer may forbid or "
                    "order the partner's lead as well (3.9.14.1 does not tie it to whose turn "
                    "it was; option «%(option)s»)"
                )
                if conv.out_of_turn_forbid_on_declarers_lead
                else gettext_noop(
                    "reading applied: it was the declarer's lead, so no lead was taken from the "
                    "partner: the card stays a penalty card, with no forbid or order (3.9.14.1; "
                    "option «%(option)s» not taken)"
                ),
                {"option": option_name("out_of_turn_forbid_on_declarers_lead")},
            )
        )
    out.append(
        Text(
            gettext_noop(
                "reading applied: a penalty card stays on the table until the opponent calls "
                "it, with no time limit (the classic text; option «%(option)s»)"
            )
            if conv.exposed_card_until_called
            else gettext_noop(
                "reading applied: a penalty card is played at the first legal chance (Lesnoy's "
                "code 3.9.14; option «%(option)s» not taken)"
            ),
            {"option": option_name("exposed_card_until_called")},
        )
    )
    return out


def _en(card: Card | None) -> str:
    return card.en if card is not None else "?"


def _value_choices(
    facts: DealFacts,
    incident: Incident,
    state,
    expected: str,
    keys: list[str],
) -> dict[str, int | None]:
    """The declarer's tricks (double dummy) under each choice, from the moment of the offence.

    Under every choice but «accept» the card (and any other penalty card named) stays on the
    table until it is played: ``penalty_line`` steps the play under Lesnoy's code 3.9.14 (the
    first legal chance, or, with ``exposed_card_until_called`` or a first chance missed, when
    the opponent calls it), with the partner's next lead forbidden or ordered in the card's suit
    (3.9.14.1); the solver finishes the deal from there.
    """
    declarer = facts.declarer or ""
    offender = incident.player
    card = incident.card
    out: dict[str, int | None] = dict.fromkeys(keys)
    if card is None:
        return out
    try:
        base = position(state, declarer, to_play=expected)
    except (PreferansError, RecordError) as error:
        reraise_budget(error)
        return out
    solver = Solver(base, node_budget=facts.node_budget)
    maximiser = (lambda p: p == declarer) if base.goal is Goal.MAX else (lambda p: p != declarer)
    if "accept" in keys and not base.trick:
        try:
            lead = Position(
                base.players,
                base.hands,
                offender,
                base.counted,
                base.goal,
                base.trump,
                (),
                base.taken,
            ).play(card)
            out["accept"] = solver.solve(lead)
        except PreferansError as error:
            reraise_budget(error)
            out["accept"] = None
    partner = next((d for d in facts.defenders if d != offender), None)
    for key in keys:
        if key == "accept":
            continue
        rules = PenaltyCards(
            offender,
            frozenset({card, *incident.penalty_cards}),
            order=incident.order,
            until_called=facts.convention.exposed_card_until_called or incident.missed,
            partner=partner if key in ("forbid", "order") else None,
            suit=card.suit,
            ordered=key == "order",
        )
        try:
            _line, out[key] = penalty_line(solver, base, rules, maximiser)
        except PreferansError as error:
            reraise_budget(error)
            out[key] = None
    return out
