"""Balkan scoring (Lesnoy's Balkan preferans): kontra, refe, the double fall, spades.

Three players Anna, Boris, Vera; Vera deals, Anna declares, Boris and Vera follow or pass.
"""

import pytest

from rulings.core.errors import RecordError
from tests.helpers.scoring import P3, game, last_deal, totals

WHIST2 = {"Boris": "whist", "Vera": "whist"}
PASS2 = {"Boris": "pass", "Vera": "pass"}
ALL_PASS = {"dealer": "Vera", "contract": "raspasy"}


def deal(contract, defenders=None, tricks=None, **more):
    d = {"dealer": "Vera", "declarer": "Anna", "contract": contract}
    if defenders is not None:
        d["defenders"] = defenders
    if tricks is not None:
        d["tricks"] = tricks
    d.update(more)
    return d


def balkan(*deals, **kwargs):
    return last_deal(*deals, players=P3, convention="balkan", pulya=100, **kwargs)


TREF_MADE = deal("6C", WHIST2, {"Anna": 6, "Boris": 2, "Vera": 2})


@pytest.mark.parametrize(
    ("kontra", "factor"), [("kontra", 2), ("rekontra", 4), ("subkontra", 8), ("mortkontra", 16)]
)
def test_kontra_multiplies_every_entry(kontra, factor):
    # the rules of preferansklub.com: Tref made, followers 2 + 2: −10 bule, 20 supe each
    # «kontra ×2, rekontra ×4, subkontra ×8, mortkontra ×16» (the rules of preferansklub.com
    # «Množioci (na sve)»)
    got = balkan({**TREF_MADE, "kontra": kontra})
    assert got == {
        ("pulya", "Anna"): -10 * factor,
        ("whists", "Boris", "Anna"): 20 * factor,
        ("whists", "Vera", "Anna"): 20 * factor,
    }


def test_kontra_and_refe_multiply_together():
    # Lesnoy's Balkan preferans refe doubles the declarer's next game; the rules of
    # preferansklub.com both are multipliers «na sve»
    got = balkan(ALL_PASS, {**TREF_MADE, "kontra": "kontra"})
    assert got[("pulya", "Anna")] == -40
    assert got[("whists", "Boris", "Anna")] == 80


def test_kontra_beyond_the_allowed_one_is_a_problem():
    # the rules of iklub.rs «Subkontra i Mortkontra ne postoje»
    with pytest.raises(RecordError) as error:
        balkan({**TREF_MADE, "kontra": "subkontra"}, options={"balkan_kontra": "rekontra"})
    assert error.value.problems == [("deals[0].kontra", "this convention allows at most rekontra")]


def test_kontra_is_balkan_only_and_needs_a_follower():
    with pytest.raises(RecordError) as error:
        game({**TREF_MADE, "kontra": "kontra"}, players=P3)
    assert error.value.problems[0][0] == "deals[0].kontra"
    with pytest.raises(RecordError) as error:
        balkan(deal("6C", PASS2, kontra="kontra"))
    assert error.value.problems == [
        ("deals[0].kontra", "a follower says kontra: nobody follows this game")
    ]


def test_several_refes_double_one_game_each():
    # Lesnoy's Balkan preferans «когда каждый из них в следующий раз будет разыгрывающим, цена
    # контракта удваивается»: two all-passes give two refes, spent one per game (the rules of
    # preferansklub.com «po odigravanju se precrta jedna strana trougla»). Pik made unfollowed: −4
    # (the rules of iklub.rs).
    pik = deal("6S", PASS2)
    g = game(ALL_PASS, ALL_PASS, pik, pik, pik, players=P3, convention="balkan", pulya=100)
    bule = [totals(d.entries).get(("pulya", "Anna")) for d in g.sheet.deals[2:]]
    assert bule == [-8, -8, -4]
    # Boris still holds his two refes: his game is doubled
    boris = {
        "dealer": "Vera",
        "declarer": "Boris",
        "contract": "6S",
        "defenders": {"Anna": "pass", "Vera": "pass"},
    }
    g = game(ALL_PASS, ALL_PASS, pik, boris, players=P3, convention="balkan", pulya=100)
    assert totals(g.sheet.deals[-1].entries) == {("pulya", "Boris"): -8}


def test_refe_limit():
    # the rules of preferansklub.com maxRefe «po dogovoru»; the rules of iklub.rs «piše se refa, ako
    # ih ima još»
    pik = deal("6S", PASS2)
    g = game(
        ALL_PASS,
        ALL_PASS,
        pik,
        pik,
        players=P3,
        convention="balkan",
        pulya=100,
        options={"balkan_refe_limit": 1},
    )
    assert [totals(d.entries).get(("pulya", "Anna")) for d in g.sheet.deals[2:]] == [-8, -4]


def test_refe_on_a_failed_game_doubles_the_fall_and_the_supe():
    # the rules of preferansklub.com «Neodigran refe nosioca duplira sve poene te ruke»: Herc failed
    # 5, Boris 5 tricks
    got = balkan(ALL_PASS, deal("6H", {"Boris": "whist", "Vera": "pass"}, {"Anna": 5, "Boris": 5}))
    assert got == {("pulya", "Anna"): 16, ("whists", "Boris", "Anna"): 80}


# --- the double fall (the example of iklub.rs) --------------------------------------------

SIX_LEFT = [{"correction": {"player": p, "pulya": -98}} for p in P3]  # 2 + 2 + 2 bule left
HERC_FAILED = deal("6H", {"Boris": "whist", "Vera": "pass"}, {"Anna": 5, "Boris": 5})


def test_double_fall_c29():
    # the rules of iklub.rs «do kraja igre ostalo 6 bula, igrač igra Herc i padne, jedan igrač je
    # uzeo 5 štiha. Piše se da pada 16 bula, igrač ga duži 40 supa»
    got = balkan(*SIX_LEFT, HERC_FAILED, options={"balkan_double_fall": True})
    assert got == {("pulya", "Anna"): 16, ("whists", "Boris", "Anna"): 40}


def test_double_fall_is_off_by_default_and_needs_a_game_above_the_bule_left():
    assert balkan(*SIX_LEFT, HERC_FAILED)[("pulya", "Anna")] == 8
    ten_left = [{"correction": {"player": "Anna", "pulya": -90}}]  # 10 + 100 + 100 left
    got = balkan(*ten_left, HERC_FAILED, options={"balkan_double_fall": True})
    assert got[("pulya", "Anna")] == 8


# --- compulsory kontra on spades (the rules of iklub.rs «kontra obavezna na pik») ------


def test_undoubled_spades_give_everyone_a_refe():
    # the rules of iklub.rs «Na igru Pika (sa licitacijom) uvek mora kontra. Ako nema kontre, ruka
    # se ne igra dalje i: piše se refa, ako ih ima još»
    opts = {"balkan_pik_kontra": True}
    g = game(
        deal("6S"), deal("6C", PASS2), players=P3, convention="balkan", pulya=100, options=opts
    )
    assert g.sheet.deals[0].entries == ()
    assert totals(g.sheet.deals[1].entries) == {("pulya", "Anna"): -20}  # Tref 10, refe ×2


def test_undoubled_spades_without_refe_left_make_four_c30():
    # the rules of iklub.rs «ako nema više refa, igrač koji igra Pik se spušta za 4»
    opts = {"balkan_pik_kontra": True, "balkan_refe_limit": 1}
    got = balkan(ALL_PASS, deal("6C", PASS2), deal("6S"), options=opts)
    assert got == {("pulya", "Anna"): -4}


def test_doubled_spades_are_played():
    opts = {"balkan_pik_kontra": True}
    got = balkan(
        deal("6S", WHIST2, {"Anna": 4, "Boris": 3, "Vera": 3}, kontra="kontra"), options=opts
    )
    # spades B = 2: failed +4 ×2; supe 3 × 4 × 2 each
    assert got == {
        ("pulya", "Anna"): 8,
        ("whists", "Boris", "Anna"): 24,
        ("whists", "Vera", "Anna"): 24,
    }


# --- the followers' quota (Lesnoy's Balkan preferans)
# ------------------------------------------------------------


def test_two_followers_owe_four_together_seed_quote():
    # Lesnoy's Balkan preferans «Если оба защитника принимают решение вистовать, они играют заодно и
    # должны набрать четыре взятки в совокупности»: 6♣ made with 6, Boris 3, Vera 1 → nobody fails
    got = balkan(deal("6C", WHIST2, {"Anna": 6, "Boris": 3, "Vera": 1}))
    assert got == {
        ("pulya", "Anna"): -10,
        ("whists", "Boris", "Anna"): 30,
        ("whists", "Vera", "Anna"): 10,
    }


def test_a_short_team_fails_the_follower_below_his_two():
    # 7 + 2 + 1: together 3 < 4; Vera took fewer than her 2 and fails: +2B (full, the prefko score
    # sheet code)
    got = balkan(deal("6C", WHIST2, {"Anna": 7, "Boris": 2, "Vera": 1}))
    assert got[("pulya", "Vera")] == 10
    assert ("pulya", "Boris") not in got
    # 8 + 1 + 1: both are below 2
    got = balkan(deal("6C", WHIST2, {"Anna": 8, "Boris": 1, "Vera": 1}))
    assert got[("pulya", "Boris")] == got[("pulya", "Vera")] == 10


def test_a_short_team_fails_both_by_option():
    got = balkan(
        deal("6C", WHIST2, {"Anna": 7, "Boris": 2, "Vera": 1}),
        options={"balkan_team_fail": "both"},
    )
    assert got[("pulya", "Boris")] == got[("pulya", "Vera")] == 10


def test_a_lone_follower_owes_two():
    # Lesnoy's Balkan preferans «берёт ли он на себя обязательство взять, по крайней мере, две
    # взятки»
    lone = {"Boris": "whist", "Vera": "pass"}
    assert ("pulya", "Boris") not in balkan(deal("6C", lone, {"Anna": 8, "Boris": 2}))
    got = balkan(deal("6C", lone, {"Anna": 9, "Boris": 1}))
    assert got[("pulya", "Boris")] == 10
    # half the game amount by option («Preferans Pravila v1.2» §9.3.1)
    got = balkan(
        deal("6C", lone, {"Anna": 9, "Boris": 1}), options={"balkan_failed_follower_full": False}
    )
    assert got[("pulya", "Boris")] == 5
