"""Statistics over a player's games: contracts played and made, remizes, whists written and the
balance, game by game and together.

Two steps, so that a site can keep the first per game and the second is cheap:

- ``game_statistics(score)``: one scored game's figures per player (``GameStatistics``);
- ``player_statistics(games)``: those of many games added up by player name
  (``PlayerStatistics``), the balance of each game kept in order for its course over time.

A contract is a deal some player declared: a game or a misère (a raspasy and a correction are
not; the Sochi rules for four «преферанс», a hand shown that makes the contract, is one, made).
It is a remiz when the engine wrote the declarer's failure for it (undertricks in the mountain
or on the курочка, tricks on a misère, «без трёх», a Balkan fall), made otherwise: so every
contract is either made or a remiz. The whists won are what the player wrote in his whists
columns (on every opponent); the balance is the settlement's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import accumulate

from rulings.core.conventions.scoring_kinds import Column
from rulings.core.records.result import DealResult, PreferansDeclaration
from rulings.core.scoring.entries import Amount
from rulings.core.scoring.game_score import GameScore

# The entries the engine writes on the declarer of a failed contract (contract_scoring,
# kurochka, balkan): a remiz, whichever sheet it is written on.
REMIZ_CODES = frozenset(
    {"declarer_undertricks", "declarer_remiz", "misere_tricks", "refused", "bule_failed"}
)


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One player's figures in one game."""

    player: str
    contracts: int
    made: int
    remizes: int
    whists_won: Amount
    balance: Amount


@dataclass(frozen=True, slots=True)
class GameStatistics:
    """One game's figures, a line per player in the game's seat order."""

    lines: tuple[PlayerLine, ...]
    finished: bool  # the sheet's own end: every pulya closed, the bule played down…

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(line.player for line in self.lines)

    def line_of(self, player: str) -> PlayerLine:
        for line in self.lines:
            if line.player == player:
                return line
        raise KeyError(player)


@dataclass(frozen=True, slots=True)
class PlayerStatistics:
    """A player's figures over the games he played, by name; ``balances`` game by game in the
    order the games were given."""

    player: str
    contracts: int
    made: int
    remizes: int
    whists_won: Amount
    balances: tuple[Amount, ...]

    @property
    def games(self) -> int:
        return len(self.balances)

    @property
    def balance(self) -> Amount:
        return sum(self.balances, 0)

    @property
    def running(self) -> tuple[Amount, ...]:
        """The balance after each game: its course over time."""
        return tuple(accumulate(self.balances))


def game_statistics(result: GameScore) -> GameStatistics:
    """Each player's contracts, made ones, remizes, whists written and balance in one game."""
    players = result.record.players
    contracts = dict.fromkeys(players, 0)
    remizes = dict.fromkeys(players, 0)
    whists: dict[str, Amount] = dict.fromkeys(players, 0)
    for deal in result.sheet.deals:
        declarer = _declarer(deal.outcome)
        if declarer in contracts:
            contracts[declarer] += 1
            if any(e.player == declarer and e.code in REMIZ_CODES for e in deal.entries):
                remizes[declarer] += 1
        for e in deal.entries:
            if e.column is Column.WHISTS and e.player in whists:
                whists[e.player] += e.amount
    balance = result.settlement.balance
    lines = tuple(
        PlayerLine(
            player=p,
            contracts=contracts[p],
            made=contracts[p] - remizes[p],
            remizes=remizes[p],
            whists_won=whists[p],
            balance=balance[p],
        )
        for p in players
    )
    return GameStatistics(lines=lines, finished=result.sheet.finished)


def _declarer(outcome: object) -> str | None:
    """Who played a contract in this deal (None: raspasy, a correction)."""
    if isinstance(outcome, PreferansDeclaration):
        return outcome.declarer
    if isinstance(outcome, DealResult) and not outcome.contract.is_raspasy:
        return outcome.declarer
    return None


def player_statistics(games: Iterable[GameStatistics]) -> tuple[PlayerStatistics, ...]:
    """The games' figures added up by player name, the players in the order they first appear;
    a player's ``balances`` are those of the games he played, in the order given."""
    found: dict[str, list[PlayerLine]] = {}
    for game in games:
        for line in game.lines:
            found.setdefault(line.player, []).append(line)
    return tuple(_added(player, lines) for player, lines in found.items())


def _added(player: str, lines: Sequence[PlayerLine]) -> PlayerStatistics:
    return PlayerStatistics(
        player=player,
        contracts=sum(line.contracts for line in lines),
        made=sum(line.made for line in lines),
        remizes=sum(line.remizes for line in lines),
        whists_won=sum((line.whists_won for line in lines), 0),
        balances=tuple(line.balance for line in lines),
    )
