"""The Sochi rules for four's «преферанс» declaration, a short-form deal kind: ``"contract":
"preferans"``.

The Sochi rules for four: «Объявивший преферанс свою запись с горы списывает. Свою пулю и пули всех
других игроков, в том числе и сидящего на прикупе, он закрывает с получением соответствующего
количества вистов. Наконец, кроме этого, дописывает на каждого еще по 1000 вистов (в некоторых
компаниях объявивший преферанс записывает все висты, которые имели на него игроки, на себя)».
"""

import pytest

from rulings.core.errors import RecordError
from tests.helpers.scoring import P3, game, set_mountain, set_pulya, totals

PREFERANS = {"dealer": "Gleb", "declarer": "Anna", "contract": "preferans"}
BEFORE = [
    set_pulya("Anna", 6),
    set_mountain("Anna", 10),
    set_pulya("Boris", 12),
    set_pulya("Vera", 20),
]


def test_preferans_writes_off_closes_and_writes_1000_on_each():
    g = game(*BEFORE, PREFERANS)
    got = totals(g.sheet.deals[-1].entries)
    assert got == {
        # «свою запись с горы списывает»
        ("mountain", "Anna"): -10,
        # «Свою пулю и пули всех других игроков, в том числе и сидящего на прикупе, он закрывает»
        ("pulya", "Anna"): 14,
        ("pulya", "Boris"): 8,
        ("pulya", "Gleb"): 20,
        # «с получением соответствующего количества вистов»: 10 per point, as in help
        # («На записавшего себе в пулю… висты в десятикратном размере»), plus 1000 on each
        ("whists", "Anna", "Boris"): 80 + 1000,
        ("whists", "Anna", "Vera"): 1000,
        ("whists", "Anna", "Gleb"): 200 + 1000,
    }
    assert g.sheet.finished
    assert g.sheet.mountain["Anna"] == 0
    assert "declares «preferans»" in g.explain()[-1]["summary"]
    assert sum(g.settlement.balance.values()) == 0


def test_some_companies_take_over_the_whists_written_on_the_declarer():
    # «(в некоторых компаниях объявивший преферанс записывает все висты, которые имели на него
    # игроки, на себя)»
    boris_on_anna = {"correction": {"player": "Boris", "whists": 30, "on": "Anna"}}
    g = game(boris_on_anna, PREFERANS, pulya=10, options={"preferans_bonus": "take_whists"})
    got = totals(g.sheet.deals[-1].entries)
    assert got[("whists", "Boris", "Anna")] == -30
    assert got[("whists", "Anna", "Boris")] == 30 + 100  # and 10 points closed for Boris
    assert not any(e.code == "preferans_bonus" for e in g.sheet.deals[-1].entries)
    assert g.sheet.whists["Boris"]["Anna"] == 0


def test_preferans_with_three_players():
    g = game({"dealer": "Vera", "declarer": "Boris", "contract": "преферанс"}, players=P3, pulya=10)
    got = totals(g.sheet.deals[-1].entries)
    assert got[("whists", "Boris", "Anna")] == 100 + 1000
    assert got[("whists", "Boris", "Vera")] == 100 + 1000
    assert got[("pulya", "Boris")] == 10


def test_preferans_can_be_switched_off_and_needs_the_pulya_sheet():
    with pytest.raises(RecordError) as error:
        game(PREFERANS, options={"preferans_declaration": False})
    assert error.value.problems == [
        ("deals[0].contract", "this convention does not allow declaring «preferans»")
    ]
    with pytest.raises(RecordError) as error:
        game(PREFERANS, convention="kurochka")
    assert error.value.problems[0][0] == "deals[0].contract"


def test_preferans_declarer_must_play_and_fields_are_checked():
    with pytest.raises(RecordError) as error:
        game({**PREFERANS, "declarer": "Gleb", "tricks": {"Anna": 10}})
    assert sorted(f for f, _ in error.value.problems) == ["deals[0].declarer", "deals[0].tricks"]
