"""Properties of the scoring engine (hypothesis) and cross-checks with peer vectors.

- the settlement sums to zero for every preset on random games;
- scoring does not depend on the key order of the JSON record;
- replaying a game deal by deal gives the same sheet as scoring it whole;
- tests/data/peer-vectors/scoring_jpref_sochi.json: JPref's Sochi balances (within its rounding).
"""

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.core.conventions.convention import PRESETS
from rulings.core.game.deal import active_players
from rulings.core.records.game_record import parse_game_record
from rulings.core.scoring.game_score import score
from rulings.core.scoring.settlement import _largest_remainder, settle
from tests.helpers.data import load
from tests.helpers.profiles import examples

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
STRAINS = ["S", "C", "D", "H", "NT"]


@st.composite
def records(draw, preset):
    balkan = preset == "balkan"
    options = {}
    if balkan:
        options = {
            "balkan_double_fall": draw(st.booleans()),
            "balkan_pik_kontra": draw(st.booleans()),
            "balkan_refe_limit": draw(st.integers(0, 2)),
        }
    n = 3 if balkan else draw(st.sampled_from([3, 4]))
    players = NAMES[:n]
    conv = PRESETS[preset]
    deals = []
    for i in range(draw(st.integers(0, 30))):
        dealer = players[i % n]
        active = active_players(tuple(players), dealer)
        kind = draw(
            st.sampled_from(["raspasy", "game", "game", "game", "misere", "refused", "correction"])
        )
        if kind == "correction" and conv.score_sheet.value == "pulya" and draw(st.booleans()):
            kind = "preferans"
        if kind == "raspasy":
            a = draw(st.integers(0, 10))
            b = draw(st.integers(0, 10 - a))
            deals.append(
                {
                    "dealer": dealer,
                    "contract": "raspasy",
                    "tricks": {active[0]: a, active[1]: b, active[2]: 10 - a - b},
                }
            )
        elif kind == "preferans":  # the Sochi rules for four's declaration, pulya sheet only
            declarer = draw(st.sampled_from(active))
            deals.append({"dealer": dealer, "declarer": declarer, "contract": "preferans"})
        elif kind == "correction":
            who = draw(st.sampled_from(players))
            column = draw(st.sampled_from(["pulya", "mountain", "whists"]))
            body = {"player": who, column: draw(st.integers(-5, 25))}
            if column == "whists":
                body["on"] = draw(st.sampled_from([p for p in players if p != who]))
            deals.append({"correction": body})
        else:
            declarer = draw(st.sampled_from(active))
            d1, d2 = (p for p in active if p != declarer)
            if kind == "misere":
                deals.append(
                    {
                        "dealer": dealer,
                        "declarer": declarer,
                        "contract": "misere",
                        "tricks": {declarer: draw(st.integers(0, 10))},
                    }
                )
                continue
            level = (
                6 if balkan else draw(st.integers(6, 10))
            )  # Lesnoy's Balkan preferans: always six tricks
            contract = f"{level}{draw(st.sampled_from(STRAINS))}"
            if kind == "refused" and not balkan:
                deals.append(
                    {"dealer": dealer, "declarer": declarer, "contract": contract, "refused": True}
                )
                continue
            combos = [("whist", "whist"), ("whist", "pass"), ("pass", "whist"), ("pass", "pass")]
            if level in conv.half_whist_levels:
                combos += [("pass", "half"), ("half", "pass"), ("whist-back", "half")]
            c1, c2 = draw(st.sampled_from(combos))
            defenders = {d1: c1, d2: c2}
            if n == 4 and (c1, c2) == ("pass", "pass") and draw(st.booleans()):
                defenders[dealer] = "whist-back"
            playing = [p for p, c in defenders.items() if c in ("whist", "whist-back")]
            deal = {
                "dealer": dealer,
                "declarer": declarer,
                "contract": contract,
                "defenders": defenders,
            }
            taken = draw(st.integers(0, 10))
            if len(playing) == 2:
                first = draw(st.integers(0, 10 - taken))
                deal["tricks"] = {
                    declarer: taken,
                    playing[0]: first,
                    playing[1]: 10 - taken - first,
                }
            elif playing:
                deal["tricks"] = {declarer: taken, playing[0]: 10 - taken}
            if balkan and playing and draw(st.integers(0, 3)) == 0:
                deal["kontra"] = draw(st.sampled_from(["kontra", "rekontra", "mortkontra"]))
            deals.append(deal)
    return {
        "convention": {"preset": preset, "options": options},
        "players": players,
        "pulya": draw(st.sampled_from([10, 20, 30])),
        "deals": deals,
    }


def _reorder(value, rng):
    if isinstance(value, dict):
        items = list(value.items())
        rng.shuffle(items)
        return {k: _reorder(v, rng) for k, v in items}
    if isinstance(value, list) and value and isinstance(value[0], dict):
        return [_reorder(v, rng) for v in value]
    return value


@pytest.mark.parametrize("preset", sorted(PRESETS))
@settings(max_examples=examples(60))
@given(data=st.data())
def test_settlement_sums_to_zero(preset, data):
    record = data.draw(records(preset))
    result = score(record)
    assert sum(result.settlement.balance.values()) == 0
    assert sum(result.settlement.exact.values()) == 0


@pytest.mark.parametrize("preset", sorted(PRESETS))
@settings(max_examples=examples(40))
@given(data=st.data(), seed=st.integers(0, 1000))
def test_key_order_does_not_matter(preset, data, seed):
    record = data.draw(records(preset))
    shuffled = _reorder(record, random.Random(seed))  # noqa: S311
    assert score(shuffled).as_json(explain=True) == score(record).as_json(explain=True)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@settings(max_examples=examples(40))
@given(data=st.data())
def test_replay_deal_by_deal_equals_whole(preset, data):
    record = data.draw(records(preset))
    whole = score(record)
    cut = data.draw(st.integers(0, len(record["deals"])))
    sheet = score({**record, "deals": record["deals"][:cut]}).sheet
    for outcome in parse_game_record(record).outcomes[cut:]:
        sheet = sheet.apply(outcome)
    assert sheet.as_json() == whole.sheet.as_json()
    assert settle(sheet).balance == whole.settlement.balance
    assert [d.entries for d in sheet.deals] == [d.entries for d in whole.sheet.deals]


# --- peer vectors: JPref (Sochi) ------------------------------------------------------------------


def _jpref_vectors():
    vectors = load("peer-vectors/scoring_jpref_sochi.json")["vectors"]
    return [v for v in vectors if not v.get("upstream_doubt")]


def _jpref_record(text):
    tokens = text.split()
    pairs = list(zip(tokens[::2], (int(t) for t in tokens[1::2]), strict=True))
    players = NAMES[:3]
    base = {
        "convention": "sochi",
        "players": players,
        "pulya": 20,
        "options": {"raspasy_amnesty": True},
    }
    if all(bid == "p" for bid, _ in pairs):
        deal = {
            "dealer": "Vera",
            "contract": "raspasy",
            "tricks": {p: t for p, (_, t) in zip(players, pairs, strict=True)},
        }
        return {**base, "deals": [deal]}
    seat = next(i for i, (bid, _) in enumerate(pairs) if bid not in ("w", "p", "h"))
    bid, taken = pairs[seat]
    declarer = players[seat]
    dealer = players[(seat + 2) % 3]
    deal = {"dealer": dealer, "declarer": declarer}
    if bid == "m":
        deal.update(contract="misere", tricks={declarer: taken})
    elif bid.endswith("f"):
        deal.update(contract=f"{bid[:-1]}S", refused=True)
    else:
        calls = {"w": "whist", "p": "pass", "h": "half"}
        defenders = {players[i]: calls[b] for i, (b, _) in enumerate(pairs) if i != seat}
        whisters = [p for p, c in defenders.items() if c == "whist"]
        tricks = {declarer: taken}
        if len(whisters) == 2:
            tricks.update({players[i]: t for i, (b, t) in enumerate(pairs) if b == "w"})
        deal.update(contract=f"{bid}S", defenders=defenders, tricks=tricks)
    return {**base, "deals": [deal]}


@pytest.mark.parametrize("vector", _jpref_vectors(), ids=lambda v: v["input"])
def test_jpref_sochi_balances(vector):
    got = score(_jpref_record(vector["input"])).settlement
    for name, expected in zip(NAMES[:3], vector["expected_balance"], strict=True):
        # JPref truncates each mountain share (Java int division) and gives the last player the
        # remainder, so with three players it can be up to 2 whists off the exact value
        assert abs(got.exact[name] - expected) < 2, (name, got.exact)


def test_c25_four_player_halves_are_rounded_by_largest_remainder():
    """the worked example of the essay «Преферанс во всех видах»: exact +27.5/−102.5/−12.5/+87.5.
    Its +29/−103/−13/+87 comes from the kazedu rule (§5.3 step 5), which does not say whose mountain
    point is taken (docs/scoring.md «Not done»); the default rounding gives each the nearest whole
    number it can while the sum stays zero."""
    exact = {"A": Fraction(55, 2), "B": Fraction(-205, 2), "C": Fraction(-25, 2)}
    exact["D"] = Fraction(175, 2)
    rounded = _largest_remainder(exact, ("A", "B", "C", "D"))
    assert rounded == {"A": 28, "B": -102, "C": -13, "D": 87}
    assert sum(rounded.values()) == 0
    assert all(abs(rounded[p] - exact[p]) < 1 for p in exact)
