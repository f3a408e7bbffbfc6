"""Classic with курочка (the classic text, 000_0c8de697dd0771dd.txt), Balkan (Lesnoy's Balkan
preferans) and the settlement (the essay «Преферанс во всех видах»). Each test quotes its
passage."""

from fractions import Fraction

from rulings.core.conventions.convention import Convention
from rulings.core.scoring.settlement import settle
from rulings.core.scoring.sheet import Sheet
from tests.helpers.scoring import P3, P4, game, last_deal


def deal(contract, defenders=None, tricks=None, declarer="Anna", dealer="Gleb", **more):
    d = {"dealer": dealer, "declarer": declarer, "contract": contract, **more}
    if defenders is not None:
        d["defenders"] = defenders
    if tricks is not None:
        d["tricks"] = tricks
    return d


def kur(*deals, **kw):
    return last_deal(*deals, convention="kurochka", pulya=200, **kw)


def kurochka(player, n):
    return {"correction": {"player": player, "mountain": n}}


WHIST2 = {"Boris": "whist", "Vera": "whist"}


def test_six_hearts_made_without_kurochka():
    # «если игрались простые червы, за которые списывают с игры 10, то он платит вистующим по
    # десяти»
    got = kur(deal("6H", WHIST2, {"Anna": 6, "Boris": 3, "Vera": 1}))
    assert got == {
        ("pulya", "Anna"): 10,
        ("whists", "Boris", "Anna"): 30,
        ("whists", "Vera", "Anna"): 10,
    }


def test_six_hearts_made_with_kurochka_pays_twenty():
    # «списывает свою… курочку в том же размере, т. е. по 10, то вистующим платит уже не по 10
    # за взятку, а по 20»
    got = kur(kurochka("Anna", 10), deal("6H", WHIST2, {"Anna": 6, "Boris": 3, "Vera": 1}))
    assert got[("mountain", "Anna")] == -10
    assert got[("whists", "Boris", "Anna")] == 60
    assert got[("whists", "Vera", "Anna")] == 20


def test_seven_hearts_without_kurochka():
    # «Если игрок играет семь червей и курочки на столе не было, то он с игры списывает 20 и
    # вистующим платит по 20 за взятку»
    got = kur(deal("7H", WHIST2, {"Anna": 7, "Boris": 2, "Vera": 1}))
    assert got == {
        ("pulya", "Anna"): 20,
        ("whists", "Boris", "Anna"): 40,
        ("whists", "Vera", "Anna"): 20,
    }


def test_kurochka_from_the_opposite_player_times_ten():
    # «если игрок… снял с визави за игру семь червей 20, то записывает на него… 200»
    got = kur(kurochka("Vera", 20), deal("7H", {"Boris": "pass", "Vera": "pass"}))
    assert got[("whists", "Anna", "Vera")] == 200
    assert got[("mountain", "Vera")] == -20


def test_remiz_per_undertrick_10_20_and_40_and_30():
    # «при игре простые червы и если курочки не было… — 10, если же курочка была, — 20. При игре
    # семь червей — 20 без курочки и 40 с курочкой… если в курочке на столе стояло… 10…
    # ставит… лишь по 30»
    one_short = {"Anna": 5, "Boris": 3, "Vera": 2}
    assert kur(deal("6H", WHIST2, one_short))[("mountain", "Anna")] == 10
    assert kur(kurochka("Boris", 40), deal("6H", WHIST2, one_short))[("mountain", "Anna")] == 20
    seven = {"Anna": 6, "Boris": 3, "Vera": 1}
    assert kur(deal("7H", WHIST2, seven))[("mountain", "Anna")] == 20
    assert kur(kurochka("Boris", 40), deal("7H", WHIST2, seven))[("mountain", "Anna")] == 40
    assert kur(kurochka("Boris", 10), deal("7H", WHIST2, seven))[("mountain", "Anna")] == 30


def test_whister_remiz_only_by_the_game():
    # «Вистующий, недобравший взятку, ремиз всегда ставит только по игре… При семи червах он
    # ставит 20»
    got = kur(
        kurochka("Vera", 100),
        deal("7H", {"Boris": "whist", "Vera": "pass"}, {"Anna": 10, "Boris": 0}),
    )
    assert got[("mountain", "Boris")] == 20


def test_consolation_dealer_twenty_whisters_ten_lone_twenty():
    # «за каждую недобранную взятку на играющего записывают: сдающий по 20…, а вистующие по 10
    # каждый. Но если вистовал только один, то он записывает все 20 очков»
    got = kur(deal("6H", WHIST2, {"Anna": 5, "Boris": 3, "Vera": 2}))
    assert got[("whists", "Gleb", "Anna")] == 20
    assert got[("whists", "Boris", "Anna")] == 30 + 10
    assert got[("whists", "Vera", "Anna")] == 20 + 10
    lone = kur(deal("6H", {"Boris": "whist", "Vera": "pass"}, {"Anna": 5, "Boris": 5}))
    assert lone[("whists", "Boris", "Anna")] == 50 + 20
    assert ("whists", "Vera", "Anna") not in lone


def test_talon_aces_sold_20_30_40():
    # «За проданного туза… 20 очков, за проданных туза и короля одной масти — 30, а за двух
    # тузов — 40»
    for talon, money in ((["AS", "9D"], 20), (["AS", "KS"], 30), (["AS", "AH"], 40)):
        got = kur(deal("6H", {"Boris": "pass", "Vera": "pass"}, talon=talon))
        assert got[("whists", "Gleb", "Anna")] == money


def test_misere_renonce_forty():
    # «при большом мизере объявивший его взял четыре взятки, тогда сделавший ренонс записывает
    # наверх 40»
    got = kur(deal("misere", tricks={"Anna": 4}, renonce="Boris"))
    assert got == {("pulya", "Anna"): 10, ("mountain", "Boris"): 40}


def test_limited_kurochka_takes_a_fixed_amount():
    # «условились списывать по 30, и всякий, даже сыгравший простые пики… берет с курочки 30»
    got = kur(
        kurochka("Anna", 50),
        deal("6S", {"Boris": "pass", "Vera": "pass"}),
        options={"kurochka": "limited"},
    )
    assert got[("mountain", "Anna")] == -30


def test_end_phase_doubles():
    # «Когда у всех участников заканчиваются игровые записи… Сыгравший игру берет курочку вдвойне…
    # Вистующие пишут за взятки… за взятку в простых червах — 20»
    done = [{"correction": {"player": p, "pulya": 200}} for p in P4]
    got = kur(*done, kurochka("Anna", 40), deal("6H", WHIST2, {"Anna": 6, "Boris": 3, "Vera": 1}))
    assert got[("mountain", "Anna")] == -20
    assert got[("whists", "Boris", "Anna")] == 60


def test_raspasy_ten_off_the_record_and_two_per_trick():
    # «не взял при распасовке ни одной взятки, списывает с игры 10… За каждую взятку… по 2»
    # «Это относится к сдающему»: Gleb's talon cards took no trick, he writes off 10 too
    got = kur(
        {"dealer": "Gleb", "contract": "raspasy", "tricks": {"Anna": 0, "Boris": 4, "Vera": 6}}
    )
    assert got == {
        ("pulya", "Anna"): 10,
        ("pulya", "Gleb"): 10,
        ("mountain", "Boris"): 8,
        ("mountain", "Vera"): 12,
    }


def test_raspasy_dealer_whose_talon_card_took_a_trick():
    # «Выходит… сдающий, и все игроки стараются уступить ему взятку»: a trick of his talon cards
    # is his: 2 into his курочка, nothing written off
    got = kur(
        {
            "dealer": "Gleb",
            "contract": "raspasy",
            "tricks": {"Anna": 0, "Boris": 3, "Vera": 6, "Gleb": 1},
        }
    )
    assert got == {
        ("pulya", "Anna"): 10,
        ("mountain", "Boris"): 6,
        ("mountain", "Vera"): 12,
        ("mountain", "Gleb"): 2,
    }


def test_raspasy_dealer_zero_by_option():
    got = kur(
        {"dealer": "Gleb", "contract": "raspasy", "tricks": {"Anna": 0, "Boris": 4, "Vera": 6}},
        options={"kurochka_raspasy_dealer_zero": False},
    )
    assert ("pulya", "Gleb") not in got


def test_vystavka():
    # «сдающий ставит наверх, т. е. в курочку, условное число (например, 10)»
    got = kur(deal("6H", {"Boris": "pass", "Vera": "pass"}), options={"vystavka": 10})
    assert got.get(("mountain", "Gleb"), 0) == 10 - 10  # put in, taken by Anna for 100 whists
    assert got[("whists", "Anna", "Gleb")] == 100


def test_final_4550_minus_3480():
    # «за первым игрок имеет 1420, за вторым 490, за третьим 2640… 4550… первому он проиграл
    # 580, второму 1490, а третьему 1410… 4550 — 3480 = +1070»
    sheet = Sheet.new(Convention.preset("kurochka"), ["Me", "A", "B", "C"], 0)
    whists = {
        "Me": {"A": 1420, "B": 490, "C": 2640},
        "A": {"Me": 580, "B": 0, "C": 0},
        "B": {"Me": 1490, "A": 0, "C": 0},
        "C": {"Me": 1410, "A": 0, "B": 0},
    }
    sheet = sheet.__class__(**{**sheet.__dict__, "whists": whists})
    assert settle(sheet).balance["Me"] == 1070


# --- settlement (the essay «Преферанс во всех видах»)
# ------------------------------------------------------------


def test_settlement_three_players_mountains():
    # the pulya guide of mail.ru games: mountains 42/96/132, no whists → 10·(mean − E_i): 480, −60,
    # −420
    g = game(
        *(
            {"correction": {"player": p, "mountain": m}}
            for p, m in zip(P3, (42, 96, 132), strict=True)
        ),
        players=P3,
    )
    assert g.settlement.exact == {"Anna": 480, "Boris": -60, "Vera": -420}


def test_settlement_rounding_keeps_zero_sum():
    g = game({"correction": {"player": "Anna", "mountain": 1}}, players=P3)
    assert sum(g.settlement.balance.values()) == 0
    assert g.settlement.exact["Anna"] == Fraction(-20, 3)
    g = game(
        {"correction": {"player": "Anna", "mountain": 1}}, players=P3, options={"rounding": "exact"}
    )
    assert g.as_json()["balance"]["Anna"] == -6.67


def test_leningrad_pulya_point_is_two_mountain_points():
    # the average-mountain method «в ленинградке одно очко в пуле приравнено к двум очкам на горе»
    g = game({"correction": {"player": "Anna", "pulya": 3}}, players=P3, convention="leningrad")
    assert g.settlement.converted["Anna"] == -6


# --- Balkan (Lesnoy's Balkan preferans) --------------------------------------------------------


def test_balkan_tref_made_followers_two_and_two():
    # the rules of preferansklub.com: Tref made with 6, followers 2 + 2 → declarer −10 bule, 20 supe
    # each
    got = last_deal(
        deal("6C", WHIST2, {"Anna": 6, "Boris": 2, "Vera": 2}, dealer="Vera"),
        players=P3,
        convention="balkan",
        pulya=100,
    )
    assert got == {
        ("pulya", "Anna"): -10,
        ("whists", "Boris", "Anna"): 20,
        ("whists", "Vera", "Anna"): 20,
    }


def test_balkan_refe_doubles_the_next_game():
    # Lesnoy's Balkan preferans: after an all-pass every player gets a refe
    got = last_deal(
        {"dealer": "Vera", "contract": "raspasy"},
        deal("6S", {"Boris": "pass", "Vera": "pass"}, dealer="Vera"),
        players=P3,
        convention="balkan",
        pulya=100,
    )
    assert got == {("pulya", "Anna"): -8}
