"""Trick play (розыгрыш): who leads, which cards are legal, who wins each trick.

The Sochi and Leningrad rules («Правила взяток»): a card of the led suit if you have one, else a
trump, else any card; the highest trump wins, else the highest card of the led suit; the winner
leads next. Misère and raspasy have no trumps (the Sochi and Leningrad rules). The first lead is the
first hand's (the classic text: «Право первого открывающего хода принадлежит игроку, который сидит
по левую руку от сдающего»), except Balkan Sans, where the defenders lead (Lesnoy's Balkan
preferans: «Ход принадлежит защитникам»).

Raspasy: with three players the talon cards are turned one by one and each only sets the suit
of one of the first two tricks, which the highest card played takes (the Sochi and Leningrad rules);
with four they are the dealer's cards, so a talon card that wins makes the trick the dealer's (the
Sochi and Leningrad rules, the classic text). After the talon tricks the player left of the dealer
leads (the classic text, said for four: «После того как сдающему отходит прикуп, делает ход игрок,
сидящий слева от него»); with three that is our reading, the other is the Sochi and Leningrad rules'
rule of tricks, the winner of the second trick (``Convention.raspasy_talon_leader``). A talon card's
suit that nobody plays: the first card's suit decides, or the highest card
(``Convention.raspasy_talon_unfollowed``). In the classic game with three players the talon is not
touched (the classic text), ``RaspasyTalon.UNTOUCHED``.

Irregular plays are recorded, not rejected: the adjudicator rules on them. A card that breaks
the duty to follow suit or to trump is a renonce (Lesnoy's code 3.9.3); a card played by the wrong
player is a card out of turn (Lesnoy's code 3.9.14). After a card out of turn the table goes on
clockwise from the card actually played, as if the lead had been accepted, so only the
offending card is reported.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from rulings.core.conventions.convention import (
    Convention,
    RaspasyLeader,
    RaspasyTalon,
    TalonUnfollowed,
    Variant,
)
from rulings.core.errors import PlayError
from rulings.core.game.cards import Card, Suit
from rulings.core.game.contracts import SANS, Contract
from rulings.core.game.deal import Deal
from rulings.core.i18n import gettext_noop
from rulings.core.sources import cite, cites

TRICKS_PER_DEAL = 10


class IrregularityType(enum.StrEnum):
    RENONCE = "renonce"
    OUT_OF_TURN = "out_of_turn"


RULE_RENONCE = cites(cite("lesnoy", "3.9.3"), cite("sochi_leningrad", quote="Правила взяток"))
RULE_OUT_OF_TURN = cite("lesnoy", "3.9.14").text


@dataclass(frozen=True)
class Irregularity:
    type: IrregularityType
    player: str
    trick: int
    card: Card
    rule: str
    expected: str | None = None  # whose turn it was (out of turn)
    led_suit: Suit | None = None  # the suit the offender could have followed (renonce)
    void_in_led_suit: bool = False  # renonce: void in the led suit, yet not trumping


@dataclass(frozen=True)
class Trick:
    number: int
    cards: tuple[tuple[str, Card], ...]
    winner: str
    talon_card: Card | None = None  # raspasy: the talon card that set the suit of this trick

    @property
    def led_suit(self) -> Suit | None:
        if self.talon_card is not None:
            return self.talon_card.suit
        return self.cards[0][1].suit if self.cards else None


def trick_winner(
    cards: tuple[tuple[str, Card], ...],
    trump: Suit | None,
    led_suit: Suit,
    unfollowed: TalonUnfollowed = TalonUnfollowed.FIRST_CARD,
) -> tuple[str, Card]:
    """The (player, card) that takes the trick: highest trump, else highest of the led suit.

    Only a raspasy talon card (three players) can set a suit nobody plays, and only after a
    renonce (six or seven cards of its suit are in the hands); then ``unfollowed``
    (``Convention.raspasy_talon_unfollowed``) decides: the first card played sets the suit (our
    reading), or the highest card by rank, equal ranks by suit seniority ♠ < ♣ < ♦ < ♥ (seed
    002 «взятка принадлежит тому из игроков, кто положил старшую карту»)."""
    trumps = [pc for pc in cards if pc[1].suit == trump]
    if trumps:
        return max(trumps, key=lambda pc: pc[1].rank)
    following = [pc for pc in cards if pc[1].suit == led_suit]
    if following:
        return max(following, key=lambda pc: pc[1].rank)
    if unfollowed is TalonUnfollowed.HIGHEST_CARD:
        return max(cards, key=lambda pc: (pc[1].rank, pc[1].suit))
    first_suit = cards[0][1].suit
    return max((pc for pc in cards if pc[1].suit == first_suit), key=lambda pc: pc[1].rank)


def legal_cards(
    hand: frozenset[Card], led_suit: Suit | None, trump: Suit | None
) -> frozenset[Card]:
    """The Sochi and Leningrad rules: follow the led suit; else trump; else any card. On lead, any
    card."""
    if led_suit is None:
        return hand
    following = frozenset(card for card in hand if card.suit == led_suit)
    if following:
        return following
    trumps = frozenset(card for card in hand if card.suit == trump)
    return trumps or hand


def first_leader(
    deal: Deal, contract: Contract, declarer: str | None, convention: Convention
) -> str:
    """Who leads to the first trick."""
    is_sans = contract.is_game and contract.level == SANS.level and contract.strain == SANS.strain
    if convention.variant is Variant.BALKAN and is_sans and declarer == deal.first_hand:
        return deal.active[1]  # Lesnoy's Balkan preferans: on Sans the defenders lead
    return deal.first_hand


def talon_leads(deal: Deal, contract: Contract, convention: Convention) -> bool:
    """Whether the talon cards set the suits of the first two tricks (raspasy)."""
    if not contract.is_raspasy:
        return False
    if deal.sitting_out is not None:
        # the Sochi and Leningrad rules, the classic text: with four players they are the dealer's
        # cards
        return True
    return convention.raspasy_talon is RaspasyTalon.LEADS


def playing_hands(
    deal: Deal, contract: Contract, declarer: str | None, discard: tuple[Card, ...]
) -> dict[str, frozenset[Card]]:
    """The hands as they are played: the declarer's with the talon in and the discard out."""
    hands = dict(deal.hands)
    if declarer is None or contract.is_raspasy or contract.without_talon:
        return hands
    if len(discard) != 2:
        raise PlayError(
            gettext_noop("the discard has %(count)s cards: the declarer discards 2"),
            count=len(discard),
        )
    with_talon = hands[declarer] | frozenset(deal.talon)
    outside = [card.en for card in discard if card not in with_talon]
    if outside:
        raise PlayError(
            gettext_noop("the discard %(cards)s is not in %(player)s's hand or the talon"),
            cards=" ".join(outside),
            player=declarer,
        )
    if len(set(discard)) != 2:
        raise PlayError(gettext_noop("the discard names the same card twice"))
    hands[declarer] = with_talon - frozenset(discard)
    return hands


@dataclass(frozen=True)
class PlayState:
    """The play of one deal so far. Immutable: ``after(player, card)`` gives the next state."""

    deal: Deal
    contract: Contract
    declarer: str | None
    convention: Convention
    hands: Mapping[str, frozenset[Card]]
    tricks: tuple[Trick, ...] = ()
    current: tuple[tuple[str, Card], ...] = ()
    irregularities: tuple[Irregularity, ...] = ()
    leader: str = ""  # who leads (or led) the trick in progress

    @classmethod
    def start(
        cls,
        deal: Deal,
        contract: Contract,
        declarer: str | None,
        convention: Convention,
        discard: tuple[Card, ...] = (),
    ) -> PlayState:
        hands = playing_hands(deal, contract, declarer, discard)
        leader = first_leader(deal, contract, declarer, convention)
        return cls(deal, contract, declarer, convention, hands, leader=leader)

    @property
    def trump(self) -> Suit | None:
        return self.contract.trump

    @property
    def trick_number(self) -> int:
        return len(self.tricks) + 1

    @property
    def is_over(self) -> bool:
        return len(self.tricks) == TRICKS_PER_DEAL

    @property
    def talon_card(self) -> Card | None:
        """The talon card setting this trick's suit, on the first two tricks of raspasy."""
        if self.trick_number <= 2 and talon_leads(self.deal, self.contract, self.convention):
            return self.deal.talon[self.trick_number - 1]
        return None

    @property
    def led_suit(self) -> Suit | None:
        talon = self.talon_card
        if talon is not None:
            return talon.suit
        return self.current[0][1].suit if self.current else None

    @property
    def to_play(self) -> str | None:
        """Whose turn it is by the rules (after an irregular card: clockwise from it)."""
        if self.is_over:
            return None
        if not self.current:
            return self.leader
        order = self.deal.active
        played = {player for player, _ in self.current}
        start = order.index(self.current[-1][0])
        following = (order[(start + step) % len(order)] for step in range(1, len(order)))
        return next(player for player in following if player not in played)

    def legal_cards(self, player: str | None = None) -> frozenset[Card]:
        """The cards ``player`` (by default the one to play) may play now."""
        who = player or self.to_play
        if who is None:
            return frozenset()
        return legal_cards(self.hands[who], self.led_suit, self.trump)

    @property
    def taken(self) -> dict[str, int]:
        """Tricks taken so far by each player (with four, the dealer on raspasy too)."""
        counts = {player: 0 for player in self.deal.active}
        if self.deal.sitting_out is not None and talon_leads(
            self.deal, self.contract, self.convention
        ):
            counts[self.deal.dealer] = 0
        for trick in self.tricks:
            counts[trick.winner] += 1
        return counts

    def after(self, player: str, card: Card) -> PlayState:
        """Record ``player`` playing ``card``; irregular cards are recorded and reported."""
        if self.is_over:
            raise PlayError(
                gettext_noop("%(player)s plays %(card)s, but all ten tricks have been played"),
                player=player,
                card=card,
            )
        if player not in self.hands:
            raise PlayError(
                gettext_noop("«%(player)s» does not play this deal (players: %(players)s)"),
                player=player,
                players=", ".join(self.deal.active),
            )
        if any(p == player for p, _ in self.current):
            raise PlayError(
                gettext_noop("%(player)s plays %(card)s but has already played to trick %(trick)s"),
                player=player,
                card=card,
                trick=self.trick_number,
            )
        if card not in self.hands[player]:
            raise PlayError(
                gettext_noop("%(player)s does not hold %(card)s at trick %(trick)s"),
                player=player,
                card=card,
                trick=self.trick_number,
            )
        found = list(self.irregularities)
        expected = self.to_play
        if player != expected:
            found.append(
                Irregularity(
                    IrregularityType.OUT_OF_TURN,
                    player,
                    self.trick_number,
                    card,
                    RULE_OUT_OF_TURN,
                    expected=expected,
                )
            )
        if card not in self.legal_cards(player):
            led = self.led_suit
            found.append(
                Irregularity(
                    IrregularityType.RENONCE,
                    player,
                    self.trick_number,
                    card,
                    RULE_RENONCE,
                    led_suit=led,
                    void_in_led_suit=not any(c.suit == led for c in self.hands[player]),
                )
            )
        hands = dict(self.hands)
        hands[player] = hands[player] - {card}
        current = (*self.current, (player, card))
        tricks, leader = self.tricks, self.leader
        if len(current) == len(self.deal.active):
            tricks, leader = self._complete(current)
            current = ()
        return PlayState(
            self.deal,
            self.contract,
            self.declarer,
            self.convention,
            hands,
            tricks,
            current,
            tuple(found),
            leader,
        )

    def _complete(self, cards: tuple[tuple[str, Card], ...]) -> tuple[tuple[Trick, ...], str]:
        talon = self.talon_card
        contenders = cards
        if talon is not None and self.deal.sitting_out is not None:
            contenders = ((self.deal.dealer, talon), *cards)
        led = talon.suit if talon is not None else cards[0][1].suit
        winner, _ = trick_winner(
            contenders, self.trump, led, self.convention.raspasy_talon_unfollowed
        )
        trick = Trick(self.trick_number, cards, winner, talon)
        leader = winner
        if talon is not None:
            # between the talon tricks and after them: with four the player left of the dealer
            # leads (the classic text); with three ``raspasy_talon_leader`` says who leads the third
            after_talon = self.trick_number == 2
            by_winner = (
                self.deal.sitting_out is None
                and self.convention.raspasy_talon_leader is RaspasyLeader.TRICK_WINNER
            )
            leader = winner if (after_talon and by_winner) else self.deal.first_hand
        return (*self.tricks, trick), leader
