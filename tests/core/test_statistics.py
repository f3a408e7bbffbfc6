"""Statistics over a player's games (rulings/core/scoring/statistics.py): two small Sochi games
worked by hand, then properties over random games of every preset."""

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from rulings.core.conventions.convention import PRESETS
from rulings.core.records.result import DealResult, PreferansDeclaration
from rulings.core.scoring.game_score import score
from rulings.core.scoring.statistics import (
    GameStatistics,
    PlayerLine,
    PlayerStatistics,
    game_statistics,
    player_statistics,
)
from tests.core.test_scoring_properties import records
from tests.helpers.calculator import SOCHI_DEALS

# Game 1: the calculator's whole Sochi game to 6 (tests/helpers/calculator.py), Anna, Boris, Vera.
#  1. Anna 7♥, Boris whists alone, Anna takes 6: one down, a remiz. Boris writes 4 tricks × 4 =
#     16 and the consolation 4 on Anna, Vera (passed) the consolation 4.
#  2. raspasy 2-5-3 in the mountain.  3. Vera's misère made (6 in the pulya: closed; her help of
#     4 to Boris is 40 whists on him).  4. Boris 8♠ passed: made, 2 in the pulya and the help 4
#     to Anna (40 whists on Anna).  5. Boris 6♠, Anna half-whists: made (his pulya is closed:
#     the help 2 to Anna, 20 whists on Anna), Anna writes 2 tricks × 2 = 4 on Boris.
#  6. Anna 8 без козыря made, Boris and Vera one trick each: 6 whists on Anna each.
# Contracts: Anna 2 (one remiz), Boris 2 made, Vera 1 made.
# Whists written: Anna 4; Boris 16 + 4 + 40 + 20 + 6 = 86; Vera 4 + 40 + 6 = 50.
# Settlement: pulyas 6-6-6 closed; mountains Anna 4 + 2 − 6 = 0, Boris 5, Vera 3, mean 8/3;
# ten whists a mountain point: Anna +80/3, Boris −70/3, Vera −10/3. Whists netted: Anna
# 4 − 86 − 10 = −92, Boris 86 − 4 − 40 = 42, Vera 10 + 40 = 50. Balance −65⅓, 18⅔, 46⅔, rounded
# by largest remainder to −65, 19, 46.
GAME_1 = {
    "convention": "sochi",
    "players": ["Anna", "Boris", "Vera"],
    "pulya": 6,
    "deals": SOCHI_DEALS,
}

# Game 2: Sochi to 10, Anna, Boris, Gleb, not finished.
#  1. Boris 6♠ made, Gleb whists and takes 4: 4 × 2 = 8 on Boris.
#  2. Anna's misère with one trick: 10 in the mountain, a remiz.
# Settlement: mountain less pulya Anna 10, Boris −2, Gleb 0, mean 8/3: Anna −220/3, Boris
# +140/3, Gleb +80/3; whists Boris −8, Gleb +8. Balance −73⅓, 38⅔, 34⅔ → −73, 39, 34.
GAME_2 = {
    "convention": "sochi",
    "players": ["Anna", "Boris", "Gleb"],
    "pulya": 10,
    "deals": [
        {
            "dealer": "Anna",
            "declarer": "Boris",
            "contract": "6S",
            "defenders": {"Gleb": "whist", "Anna": "pass"},
            "tricks": {"Boris": 6, "Gleb": 4},
        },
        {"dealer": "Boris", "declarer": "Anna", "contract": "misere", "tricks": {"Anna": 1}},
    ],
}


def test_one_game_by_hand():
    assert game_statistics(score(GAME_1)) == GameStatistics(
        lines=(
            PlayerLine("Anna", contracts=2, made=1, remizes=1, whists_won=4, balance=-65),
            PlayerLine("Boris", contracts=2, made=2, remizes=0, whists_won=86, balance=19),
            PlayerLine("Vera", contracts=1, made=1, remizes=0, whists_won=50, balance=46),
        ),
        finished=True,
    )
    second = game_statistics(score(GAME_2))
    assert not second.finished
    assert second.line_of("Anna") == PlayerLine("Anna", 1, 0, 1, 0, -73)
    assert second.line_of("Gleb") == PlayerLine("Gleb", 0, 0, 0, 8, 34)


def test_two_games_added_up_by_name():
    stats = player_statistics([game_statistics(score(GAME_1)), game_statistics(score(GAME_2))])
    by_name = {s.player: s for s in stats}
    assert [s.player for s in stats] == ["Anna", "Boris", "Vera", "Gleb"]
    assert by_name["Anna"] == PlayerStatistics("Anna", 3, 1, 2, 4, (-65, -73))
    assert (by_name["Anna"].games, by_name["Anna"].balance) == (2, -138)
    assert by_name["Anna"].running == (-65, -138)
    assert by_name["Boris"] == PlayerStatistics("Boris", 3, 3, 0, 86, (19, 39))
    assert by_name["Boris"].running == (19, 58)
    assert (by_name["Vera"].games, by_name["Vera"].balance) == (1, 46)
    assert (by_name["Gleb"].games, by_name["Gleb"].contracts, by_name["Gleb"].balance) == (1, 0, 34)


def test_no_games_no_players():
    assert player_statistics([]) == ()


GAMES = st.lists(st.sampled_from(sorted(PRESETS)).flatmap(records), min_size=1, max_size=4)


@given(GAMES)
def test_balances_sum_to_zero_and_every_contract_is_made_or_a_remiz(games):
    scored = [score(record) for record in games]
    per_game = [game_statistics(result) for result in scored]
    for result, stats in zip(scored, per_game, strict=True):
        assert sum((Fraction(line.balance) for line in stats.lines), Fraction(0)) == 0
        declared = sum(
            1
            for d in result.sheet.deals
            if isinstance(d.outcome, PreferansDeclaration)
            or (isinstance(d.outcome, DealResult) and not d.outcome.contract.is_raspasy)
        )
        assert sum(line.contracts for line in stats.lines) == declared
        for line in stats.lines:
            assert line.made + line.remizes == line.contracts
            assert line.made >= 0 and line.remizes >= 0
    players = player_statistics(per_game)
    assert sum((Fraction(p.balance) for p in players), Fraction(0)) == 0
    for p in players:
        mine = [s.line_of(p.player) for s in per_game if p.player in s.players]
        assert p.games == len(mine)
        assert p.balances == tuple(line.balance for line in mine)
        assert p.running[-1] == p.balance
        assert p.contracts == p.made + p.remizes == sum(line.contracts for line in mine)
