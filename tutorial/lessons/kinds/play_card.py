"""``play_card``: which card should South, a whister or a catcher, play on this open layout?

Answer: a card string in either notation (``"QH"``, ``"Д♥"``). All three hands lie open, as the
problem books set them: the declarer (``declarer``, West or East) plays a contract or a misère,
South and the other defender play against it. South is to play: on lead (the first lead of the
deal, or a lead after a few tricks, ``taken`` saying who has taken how many), or to the cards
already on the table (``trick``, in the order played).

Graded by the core's double-dummy solver: for every legal card of South's, the declarer's total
tricks with best play by all three after it (``Solver.card_values``):

* a misère (``Goal.MIN``): the catchers want the misère player to take tricks. A card after which
  he takes at least one (the misère is caught) is right; the cards that make him take the most
  are the best, a card that catches him for fewer is right with fewer stars; a card after which
  he takes none lets the misère go and is wrong;
* a contract (``Goal.MAX``): the whisters want the declarer to take as few as possible. The
  cards that hold him to the fewest are the best; a card that gives him one trick more is right
  with fewer stars unless that trick makes a contract the best card sets; anything else is wrong.

The play does not depend on the table's convention; where the table has no such contract (the
Balkan game has no seven), the view's ``note`` says the level is set under the Sochi rules.

Cards of the same value are all best (ties are all accepted: the lichess Practice anchor).
``value`` / ``best_value`` are the declarer's tricks after the answer and after the best card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from rulings.core import Card, Contract, Convention, Position, Solver, parse_contract
from tutorial.lessons import made
from tutorial.lessons.kinds.choose_card import ChooseCard
from tutorial.lessons.kinds.common import (
    EAST,
    SEAT_NAMES,
    SEATS,
    SOUTH,
    WEST,
    cards_json,
    check_disjoint,
    read_card,
    seats_view,
    trick_json,
    tricks_text,
    trump_json,
    trump_text,
)
from tutorial.lessons.kinds.valued import graded_under
from tutorial.lessons.model import AnswerError, Judgement, LevelDataError, Text

# The cards on the table before South's, by who led (play goes S → W → E).
_ORDERS = {0: (), 1: (EAST,), 2: (WEST, EAST)}
# A contract lead one trick behind the best is still accepted (fewer stars).
CONTRACT_TOLERANCE = 1

# «без одной», «без двух»…: how many tricks a contract goes down, as players say it
SHORT_WORDS = {1: "одной", 2: "двух", 3: "трёх", 4: "четырёх", 5: "пяти", 6: "шести"}
SHORT_WORDS_EN = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

Trick = tuple[tuple[str, Card], ...]
Taken = tuple[tuple[str, int], ...]


Hands = tuple[frozenset[Card], frozenset[Card], frozenset[Card]]


def position_of(
    contract: Contract, hands: Hands, declarer: str, trick: Trick, taken: Taken
) -> Position:
    """South to play: ``hands`` are South's, West's and East's."""
    return Position.for_contract(
        contract,
        SEATS,
        dict(zip(SEATS, hands, strict=True)),
        to_play=SOUTH,
        declarer=declarer,
        trick=trick,
        taken=dict(taken),
    )


def position_key(
    contract: Contract, hands: Hands, declarer: str, trick: Trick, taken: Taken
) -> str:
    """The position's arguments as text: the key of its results made ahead (``made``)."""
    return "|".join(
        (
            contract.en,
            *(made.cards_key(cards) for cards in hands),
            declarer,
            made.dump_line(trick),
            " ".join(f"{seat}:{n}" for seat, n in taken),
        )
    )


@lru_cache(maxsize=512)
def solved_values(
    contract: Contract, hands: Hands, declarer: str, trick: Trick, taken: Taken
) -> dict[Card, int]:
    return Solver(position_of(contract, hands, declarer, trick, taken)).card_values()


# The declarer's total tricks after each legal card of South's, best play by all (one solver
# run; a level is graded from its cache after the first answer; a practice level's made ahead)
card_values = made.Ahead(
    "card_values", solved_values, position_key, made.dump_values, made.load_values
)


@dataclass(frozen=True)
class PlayCard:
    prompt: Text
    hand: frozenset[Card]  # South's
    west: frozenset[Card]
    east: frozenset[Card]
    contract: str  # "misere", "6S", …
    answer: str
    declarer: str = WEST
    trick: Trick = ()
    taken: Taken = ()
    wrong: tuple[str, ...] = ()
    kind: str = "play_card"
    lesson: Text | None = None  # the principle, told in the verdict of a right card only

    def __post_init__(self) -> None:
        if self.declarer not in (WEST, EAST):
            raise LevelDataError("the declarer is West or East: South is the whister")
        if tuple(seat for seat, _ in self.trick) != _ORDERS.get(len(self.trick)):
            raise LevelDataError("the table holds the cards of the seats before South, in order")
        check_disjoint(self.hand, self.west, self.east, (card for _, card in self.trick))
        self.values()  # the solver refuses a layout that cannot occur (card counts, revokes)

    @property
    def contract_value(self) -> Contract:
        return parse_contract(self.contract)

    @property
    def misere(self) -> bool:
        return not self.contract_value.is_game

    def arguments(self) -> tuple[Contract, Hands, str, Trick, Taken]:
        """The position's arguments (``position_of``)."""
        hands = (self.hand, self.west, self.east)
        return self.contract_value, hands, self.declarer, self.trick, self.taken

    def position(self) -> Position:
        return position_of(*self.arguments())

    def values(self) -> dict[Card, int]:
        return card_values(*self.arguments())

    def best_value(self) -> int:
        values = self.values().values()
        return max(values) if self.misere else min(values)

    def succeeds(self, tricks: int) -> bool:
        """The defence's aim: the misère caught, the contract set."""
        return tricks >= 1 if self.misere else tricks < self.contract_value.level

    def accepted(self, tricks: int) -> bool:
        best = self.best_value()
        if tricks == best:
            return True
        if self.misere:
            return self.succeeds(tricks)
        return tricks - best <= CONTRACT_TOLERANCE and self.succeeds(tricks) == self.succeeds(best)

    def view(self, convention: Convention) -> dict[str, Any]:
        trump = self.contract_value.trump
        # The play does not depend on the convention; a table without this contract (a Balkan
        # seven) is told that the level is set under the Sochi rules, as the other kinds do.
        _, note = graded_under(convention, self.contract_value)
        return {
            **({"note": note.as_json()} if note else {}),
            "seats": seats_view(),
            "learner": SOUTH,
            "contract": self.contract_value.en,
            "declarer": self.declarer,
            "trump": trump_json(trump),
            "trump_name": trump_text(trump).as_json(),
            "hand": cards_json(self.hand),
            "hands": {
                SOUTH: cards_json(self.hand),
                WEST: cards_json(self.west),
                EAST: cards_json(self.east),
            },
            "trick": trick_json(self.trick),
            "taken": dict(self.taken),
            "choices": cards_json(self.hand),
        }

    def judge(self, answer: Any, convention: Convention) -> Judgement:
        card = read_card(answer)
        if card not in self.hand:
            raise AnswerError("%(card)s is not in South's hand", card=card.en)
        values = self.values()
        best = self.best_value()
        best_cards = sorted(c for c, v in values.items() if v == best)
        stated = read_card(self.answer) if self.answer else None
        best_card = card if card in best_cards else (stated if stated in best_cards else None)
        best_answer = (best_card or best_cards[0]).en
        if card not in values:
            trump = self.contract_value.trump
            rule = ChooseCard(self.prompt, self.hand, self.trick, trump, "legal", "")
            return Judgement(False, False, rule.illegal_reason(card), best_answer=best_answer)
        tricks = values[card]
        reason = self.reason(card, tricks, best)
        if self.lesson is not None and self.accepted(tricks):
            reason = reason + self.lesson
        return Judgement(
            self.accepted(tricks),
            tricks == best,
            reason,
            best_answer=best_answer,
            value=float(tricks),
            best_value=float(best),
        )

    def reason(self, card: Card, tricks: int, best: int) -> Text:
        """What the card does, in tricks, never which card is best."""
        declarer = SEAT_NAMES[self.declarer]
        said = (
            Text(
                "После {card} при лучшей игре всех троих {seat} берёт {n}.",
                "After {card}, with best play by all three, {seat} takes {n}.",
            )
            if tricks
            else Text(
                "После {card} при лучшей игре всех троих {seat} не берёт ни одной взятки.",
                "After {card}, with best play by all three, {seat} takes no trick.",
            )
        ).format(card=card, seat=declarer, n=tricks_text(tricks))
        if self.misere:
            outcome = (
                Text("Мизер пойман.", "The misère is caught.")
                if tricks
                else Text(
                    "Мизер сыгран: ловля не удалась.", "The misère is made: the catch failed."
                )
            )
        elif self.succeeds(tricks):
            short = self.contract_value.level - tricks
            outcome = Text("Игра без {k}.", "The contract goes {n} down.").format(
                k=SHORT_WORDS.get(short, str(short)), n=SHORT_WORDS_EN.get(short, str(short))
            )
        else:
            outcome = Text("Игра сделана.", "The contract is made.")
        if tricks == best:
            compare = Text("Лучшего хода нет.", "No card does better.")
        elif self.misere:
            compare = Text(
                "А лучший ход заставляет взять {n}.", "The best card makes him take {n}."
            ).format(n=tricks_text(best))
        else:
            compare = Text(
                "А при лучшем ходе {seat} берёт только {n}.",
                "After the best card {seat} takes only {n}.",
            ).format(seat=declarer, n=tricks_text(best))
        return said + outcome + compare

    def depends_on(self) -> tuple[str, ...]:
        return ()

    def check(self, convention: Convention) -> list[str]:
        problems = []
        if self.misere and not self.succeeds(self.best_value()):
            problems.append("no card of South's catches the misère")
        values = self.values()
        if len(set(values.values())) == 1:
            problems.append("every card of South's is worth the same: nothing to choose")
        elif all(self.accepted(tricks) for tricks in values.values()):
            # the review's lead-under-declarer: a seven set by every lead, one trick apart
            problems.append("every card of South's is accepted: a wrong card is never wrong")
        return problems
