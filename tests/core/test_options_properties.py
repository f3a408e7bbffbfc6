"""Properties of the house rules of issue 22 (hypothesis): the settlement sums to zero under
every combination of the new options on random games; a row of raspasy steps gives each step in
turn; a made game under «mountain first» writes its whole value, part off the mountain."""

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core.conventions.convention import Convention
from rulings.core.scoring.game_score import score
from rulings.core.scoring.raspasy import multiplier
from rulings.core.scoring.settlement import settlement_steps
from tests.core.test_options_house_rules import game, run
from tests.core.test_scoring_properties import records

HOUSE_OPTIONS = st.fixed_dictionaries(
    {
        "raspasy_steps": st.lists(st.integers(1, 6), max_size=4),
        "raspasy_steps_cycle": st.booleans(),
        "raspasy_exit": st.sampled_from(["any_game", "whisted_game", "played"]),
        "raspasy_misere_exit": st.booleans(),
        "raspasy_zero_points": st.integers(0, 3),
        "raspasy_amnesty": st.booleans(),
        "help_point_whists": st.integers(0, 30),
        "game_mountain_first": st.booleans(),
        "half_whist_half_defence": st.booleans(),
        "half_whist_played": st.booleans(),
        "settle_by_others": st.booleans(),
        "settle_amnesty": st.booleans(),
        "rounding": st.sampled_from(["largest_remainder", "exact", "last_takes_rest"]),
    }
)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_the_settlement_sums_to_zero_under_every_option_combination(data):
    preset = data.draw(st.sampled_from(["sochi", "leningrad", "rostov", "classic"]))
    record = data.draw(records(preset))
    options = data.draw(HOUSE_OPTIONS)
    record["options"] = {**record.get("options", {}), **options}
    settlement = score(record).settlement
    assert sum(settlement.balance.values()) == 0
    assert sum(settlement.exact.values()) == 0
    if options["rounding"] != "exact":
        assert all(isinstance(v, int) for v in settlement.balance.values())
        # the largest remainder stays within a whist of the exact balance; jpref's rounding
        # (the average cut toward zero, then each balance down) within two, but for the last
        # player, who takes the rest
        players = list(settlement.balance)
        near = 1 if options["rounding"] == "largest_remainder" else 2
        for p in players if near == 1 else players[:-1]:
            assert abs(settlement.balance[p] - settlement.exact[p]) < near


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_the_steps_shown_add_up_to_the_balances_under_every_option_combination(data):
    """Each player's pairs add up to his exact balance (the mountain part divided as the
    settlement divides it, N or N − 1), and the whole whists of the pairs to his balance."""
    preset = data.draw(st.sampled_from(["sochi", "leningrad", "rostov", "classic"]))
    record = data.draw(records(preset))
    record["options"] = {**record.get("options", {}), **data.draw(HOUSE_OPTIONS)}
    scored = score(record)
    steps = settlement_steps(scored.sheet, scored.settlement)
    for player in scored.settlement.balance:
        owed = [(p.total, p.settled) for p in steps.pairs if p.payee == player]
        owes = [(p.total, p.settled) for p in steps.pairs if p.payer == player]
        assert sum(t for t, _ in owed) - sum(t for t, _ in owes) == scored.settlement.exact[player]
        settled = sum(s for _, s in owed) - sum(s for _, s in owes)
        assert settled == scored.settlement.balance[player]
    assert sum(step.from_mountain for step in steps.players) == 0


@given(st.lists(st.integers(1, 9), min_size=1, max_size=5), st.booleans(), st.integers(1, 20))
def test_a_row_of_steps_is_walked_step_by_step(steps, cycle, count):
    conv = Convention().with_options({"raspasy_steps": steps, "raspasy_steps_cycle": cycle})
    walked = [multiplier(conv, run) for run in range(1, count + 1)]
    expected = []
    while len(expected) < count:
        expected += steps if cycle or not expected else [steps[-1]]
    assert walked == expected[:count]


@given(st.integers(0, 30), st.sampled_from(["6S", "7S", "8S", "9S", "10S"]))
def test_mountain_first_writes_the_whole_value_of_a_made_game(mountain, contract):
    level = int(contract[:-1])
    deals = [
        {"correction": {"player": "A", "mountain": mountain}},
        game("A", contract, "C", {"B": "pass", "C": "pass"}, A=level),
    ]
    first = run(deals, game_mountain_first=True, pulya=100).sheet
    plain = run(deals, pulya=100).sheet
    value = plain.pulya["A"]
    assert first.pulya["A"] + (mountain - first.mountain["A"]) == value
    assert first.mountain["A"] == max(0, mountain - value)


@given(st.lists(st.integers(-20, 60), min_size=3, max_size=4))
def test_dividing_by_the_other_players_scales_the_mountain_part_by_n_over_n_less_1(mountains):
    players = ["A", "B", "C", "D"][: len(mountains)]
    deals = [
        {"correction": {"player": p, "mountain": m}}
        for p, m in zip(players, mountains, strict=True)
    ]
    by_all = run(deals, players=players, rounding="exact").settlement.exact
    by_others = run(deals, players=players, rounding="exact", settle_by_others=True)
    n = len(players)
    assert by_others.settlement.exact == {p: by_all[p] * n / (n - 1) for p in players}


@given(
    st.sampled_from([6, 7]).flatmap(lambda level: st.tuples(st.just(level), st.integers(level, 10)))
)
def test_a_half_whist_played_never_writes_more_than_one_not_played(made):
    level, taken = made
    deals = [game("A", f"{level}S", "B", {"B": "pass", "C": "half"}, A=taken)]
    played = run(deals, half_whist_played=True).sheet
    plain = run(deals).sheet
    assert played.whists["C"]["A"] <= plain.whists["C"]["A"]
    assert played.pulya["A"] == plain.pulya["A"]
