"""Sochi scoring, every worked number of the Sochi rules for four (004_3afd8cc9c7b5c1d8.txt), plus
Lesnoy's code's Rostov raspasy and the Leningrad table. Each test quotes its passage.

Four players are Anna, Boris, Vera, Gleb clockwise; Gleb deals, so Anna, Boris, Vera play.
"""

import pytest

from rulings.core.errors import RecordError
from rulings.core.scoring.entries import Column
from tests.helpers.scoring import P3, P4, game, last_deal, set_mountain, set_pulya


def deal(contract, defenders=None, tricks=None, declarer="Anna", dealer="Gleb", **more):
    d = {"dealer": dealer, "declarer": declarer, "contract": contract}
    if defenders is not None:
        d["defenders"] = defenders
    if tricks is not None:
        d["tricks"] = tricks
    d.update(more)
    return d


# --- made games and undertricks -------------------------------------------------------------------


def test_six_bid_seven_taken_writes_two():
    # «объявивший шестерную и взявший семь взяток записывает в пулю 2 очка»
    got = last_deal(deal("6S", {"Boris": "whist", "Vera": "pass"}, {"Anna": 7, "Boris": 3}))
    assert got[("pulya", "Anna")] == 2


def test_seven_two_short_writes_eight_in_mountain():
    # «взявший на объявленной семерной пять взяток (недобравший двух) записывает в гору – 2х4=8»
    got = last_deal(deal("7H", {"Boris": "whist", "Vera": "pass"}, {"Anna": 5, "Boris": 5}))
    assert got[("mountain", "Anna")] == 8


def test_misere_ten_per_trick():
    # «Играющий на объявленном мизере за каждую взятку записывает в гору по 10 очков»
    got = last_deal(deal("misere", tricks={"Anna": 2}))
    assert got == {("mountain", "Anna"): 20}


def test_whister_writes_three_tricks_on_a_seven():
    # «взявший три взятки, вистуя на семерной, пишет 3 x 4 = 12 вистов»
    got = last_deal(deal("7H", {"Boris": "whist", "Vera": "pass"}, {"Anna": 7, "Boris": 3}))
    assert got == {("pulya", "Anna"): 4, ("whists", "Boris", "Anna"): 12}


# --- consolation ----------------------------------------------------------------------------------


def test_six_with_five_taken_consolation_10_4_2():
    # «игрок объявил шестерную. Один вистующий взял четыре взятки, другой – одну… Взявший четыре
    # … записывает за пять взяток – 10… Взявший одну записывает за две – 4… Сдатчик – … 2»
    got = last_deal(
        deal("6S", {"Boris": "whist", "Vera": "whist"}, {"Anna": 5, "Boris": 4, "Vera": 1})
    )
    assert got == {
        ("mountain", "Anna"): 2,
        ("whists", "Boris", "Anna"): 10,
        ("whists", "Vera", "Anna"): 4,
        ("whists", "Gleb", "Anna"): 2,
    }


def test_passer_and_dealer_write_eight_on_a_seven_two_short():
    # «на севшего на семерной без двух (взявшего пять) пасовавший и сидевший на прикупе пишут
    # по восемь вистов»; the whister writes his 5 tricks (20) and his consolation (8)
    got = last_deal(deal("7H", {"Boris": "whist", "Vera": "pass"}, {"Anna": 5, "Boris": 5}))
    assert got == {
        ("mountain", "Anna"): 8,
        ("whists", "Boris", "Anna"): 28,
        ("whists", "Vera", "Anna"): 8,
        ("whists", "Gleb", "Anna"): 8,
    }


def test_consolation_doubled_option():
    # «в некоторых компаниях консоляция пишется вдвойне»
    got = last_deal(
        deal("6S", {"Boris": "whist", "Vera": "whist"}, {"Anna": 5, "Boris": 4, "Vera": 1}),
        options={"consolation_factor": 2},
    )
    assert got[("whists", "Gleb", "Anna")] == 4
    assert got[("whists", "Boris", "Anna")] == 8 + 4


# --- whisters short of the obligation -------------------------------------------------------------


def test_three_plus_zero_on_a_six_costs_the_zero_whister_one_undertrick():
    # «оба игрока вистовали на шестерной, но один из них взял три взятки, а другой – ни одной.
    # Последний запишет 2 в гору за недобранную взятку. Висты на вистующего не пишутся.»
    got = last_deal(
        deal("6S", {"Boris": "whist", "Vera": "whist"}, {"Anna": 7, "Boris": 3, "Vera": 0})
    )
    assert got == {
        ("pulya", "Anna"): 2,
        ("whists", "Boris", "Anna"): 6,
        ("mountain", "Vera"): 2,
    }


def test_nine_with_no_trick_writes_eight_in_mountain():
    # «вистовавший на девятерной и не взявший взятки пишет восемь в гору»
    got = last_deal(
        deal("9S", {"Boris": "whist", "Vera": "pass"}, {"Anna": 10, "Boris": 0}, dealer="Vera"),
        players=P3,
    )
    assert got == {("pulya", "Anna"): 8, ("mountain", "Boris"): 8}


def test_semi_responsible_halves_the_shortfall():
    # Lesnoy's code 3.8.12: «в размере половины стоимости игры за каждую недобранную взятку»
    got = last_deal(
        deal("9S", {"Boris": "whist", "Vera": "pass"}, {"Anna": 10, "Boris": 0}, dealer="Vera"),
        players=P3,
        options={"responsibility": "half"},
    )
    assert got[("mountain", "Boris")] == 4


def test_classic_whist_responsible_once_the_pulya_is_closed():
    # Lesnoy's code 3.8.11: «В "классике" вист становится ответственным после того, как закрыта
    # пуля» — «закрыта пуля», no owner named: by default once every pulya is closed (the classic
    # text «когда у всех участников заканчиваются игровые записи»); by option once the whister's own
    # is
    d = deal("9S", {"Boris": "whist", "Vera": "pass"}, {"Anna": 10, "Boris": 0}, dealer="Vera")
    assert last_deal(d, players=P3, convention="classic")[("mountain", "Boris")] == 4
    boris_closed = last_deal(set_pulya("Boris", 20), d, players=P3, convention="classic")
    assert boris_closed[("mountain", "Boris")] == 4
    all_closed = [set_pulya(p, 20) for p in P3]
    keep = {"help_rule": "none"}  # Anna's game into her own pulya, no help on the mountains
    got = last_deal(*all_closed, d, players=P3, convention="classic", options=keep)
    assert got[("mountain", "Boris")] == 8
    own = {"responsible_close_scope": "own"}
    got = last_deal(set_pulya("Boris", 20), d, players=P3, convention="classic", options=own)
    assert got[("mountain", "Boris")] == 8
    got = last_deal(set_pulya("Anna", 20), d, players=P3, convention="classic", options=own)
    assert got[("mountain", "Boris")] == 4


def test_whister_undertrick_value():
    # the public value of a whister's missing trick, for the adjudicator (not the declarer's
    # factor): Sochi 2 on a six; Leningrad the Leningrad table (shram.kiev.ua) 4 per whist trick,
    # semi-responsible → 2
    from rulings.core.conventions.convention import Convention
    from rulings.core.conventions.scoring_kinds import Responsibility
    from rulings.core.scoring.contract_scoring import whist_responsibility, whister_undertrick_value

    assert whister_undertrick_value(Convention.preset("sochi"), 6) == 2
    assert whister_undertrick_value(Convention.preset("leningrad"), 6) == 2
    assert whister_undertrick_value(Convention.preset("leningrad"), 7) == 4
    assert whister_undertrick_value(Convention.preset("rostov"), 7) == 2
    assert whister_undertrick_value(Convention.preset("sochi"), 6, Responsibility.NONE) == 0
    classic = Convention.preset("classic")
    players = ("A", "B", "C")
    assert whist_responsibility(classic, "A", frozenset({"A"}), players) is Responsibility.HALF
    assert whist_responsibility(classic, "A", frozenset(players), players) is Responsibility.FULL


# --- whist-back -----------------------------------------------------------------------------------


def test_passer_whist_back_writes_twelve_plus_two():
    # «ранее пасовавший игрок вернул вист на шестерной и взял пять взяток. Он запишет 12 вистов
    # плюс 2 положенных игроку, уходившему “за свои” (который не пишет ничего). Сдатчик пишет
    # консоляцию – 2 виста.»
    got = last_deal(deal("6S", {"Boris": "whist-back", "Vera": "half"}, {"Anna": 5, "Boris": 5}))
    assert got == {
        ("mountain", "Anna"): 2,
        ("whists", "Boris", "Anna"): 14,
        ("whists", "Gleb", "Anna"): 2,
    }


def test_dealer_whist_back_writes_twenty_four():
    # «прикупной (сдатчик) вернул вист на шестерной игре, и разыгрывающий остался без двух
    # взяток. Всего вистов 20 (6х2=12…, плюс 4х2=8 – консоляция двух игроков). Законных вистов
    # прикупного 4… Записанных на разыгрывающего в сумме получается 24 виста.»
    got = last_deal(
        deal("6S", {"Boris": "pass", "Vera": "pass", "Gleb": "whist-back"}, {"Anna": 4, "Gleb": 6})
    )
    assert got == {("mountain", "Anna"): 4, ("whists", "Gleb", "Anna"): 24}


# --- help -----------------------------------------------------------------------------------------


def test_help_forty_whists_for_four_points():
    # «в пулю пишет игрок, имеющий более всех в пуле, кроме сидящего на прикупе… На записавшего
    # себе в пулю игрока сыгравший пишет висты в десятикратном размере… на записавшего 4 очка
    # – 40 вистов»
    got = last_deal(
        set_pulya("Anna", 20),
        set_pulya("Boris", 10),
        set_pulya("Vera", 6),
        set_pulya("Gleb", 16),
        deal("7H", {"Boris": "pass", "Vera": "pass"}),
    )
    assert got == {("pulya", "Boris"): 4, ("whists", "Anna", "Boris"): 40}


def test_help_tie_smaller_mountain_then_left():
    # «Если у двоих в пуле одинаковое количество очков, то запись делается имеющему меньше в горе.
    # Если и в горе у игроков одинаково, то “помогают” сидящему по левую руку от игравшего.»
    base = [set_pulya("Anna", 20), set_pulya("Boris", 10), set_pulya("Vera", 10)]
    play = deal("7H", {"Boris": "pass", "Vera": "pass"})
    assert last_deal(*base, play)[("pulya", "Boris")] == 4  # Boris sits on Anna's left
    assert last_deal(*base, set_mountain("Boris", 3), play)[("pulya", "Vera")] == 4


def test_help_remainder_helps_the_next_player():
    # «Когда в пуле остается меньшее количество незакрытых очков, чем сыграно, то остатком
    # “помогают” другому игроку.»
    got = last_deal(
        set_pulya("Anna", 20),
        set_pulya("Boris", 18),
        set_pulya("Vera", 6),
        deal("7H", {"Boris": "pass", "Vera": "pass"}),
    )
    assert got == {
        ("pulya", "Boris"): 2,
        ("whists", "Anna", "Boris"): 20,
        ("pulya", "Vera"): 2,
        ("whists", "Anna", "Vera"): 20,
    }


def test_help_part_into_own_pulya_part_help():
    got = last_deal(
        set_pulya("Anna", 18), set_pulya("Boris", 5), deal("7H", {"Boris": "pass", "Vera": "pass"})
    )
    assert got == {("pulya", "Anna"): 2, ("pulya", "Boris"): 2, ("whists", "Anna", "Boris"): 20}


def test_help_skips_a_failed_whister():
    # «кроме… вистующего, не взявшего положенное число взяток»
    got = last_deal(
        set_pulya("Anna", 20),
        set_pulya("Boris", 12),
        set_pulya("Vera", 4),
        deal("7H", {"Boris": "whist", "Vera": "pass"}, {"Anna": 9, "Boris": 1}),
    )
    assert got[("pulya", "Vera")] == 4
    assert got[("mountain", "Boris")] == 4


def test_help_write_off_mountain_then_others_mountains():
    # «оставшееся после закрытия пули он списывает с горы. Нет в горе записи (ноль) или запись
    # меньше списываемого, – значит, после списания до нуля остаток записывается каждым из
    # игроков, кроме сыгравшего, в гору.»
    closed = [set_pulya(p, 20) for p in P4]
    got = last_deal(*closed, set_mountain("Anna", 3), deal("8S", {"Boris": "pass", "Vera": "pass"}))
    assert got == {
        ("mountain", "Anna"): -3,
        ("mountain", "Boris"): 3,
        ("mountain", "Vera"): 3,
        ("mountain", "Gleb"): 3,
    }


def test_help_dealer_option():
    # «В некоторых компаниях “помогают” сидящему на прикупе»
    base = [set_pulya("Anna", 20), set_pulya("Gleb", 12), set_pulya("Boris", 4)]
    play = deal("7H", {"Boris": "pass", "Vera": "pass"})
    assert ("pulya", "Boris") in last_deal(*base, play)
    assert ("pulya", "Gleb") in last_deal(*base, play, options={"help_dealer": True})


# --- the dealer's talon money ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("talon", "contract", "whists"),
    [
        (["KH", "QH"], "9S", 8),  # «получил марьяж и объявил девятерную. Сдатчик пишет… 8»
        (["AS", "8D"], "6S", 2),  # туз – как за одну взятку
        (["AD", "KD"], "7H", 8),  # «туза и короля одной масти – как за две взятки»
        (["AD", "AC"], "6S", 6),  # «два туза – за три взятки»
        (["KH", "QS"], "6S", 0),
    ],
)
def test_dealer_talon_money(talon, contract, whists):
    got = last_deal(
        deal(contract, {"Boris": "pass", "Vera": "pass"}, talon=talon),
        options={"talon_money": "tricks"},
    )
    assert got.get(("whists", "Gleb", "Anna"), 0) == whists


def test_no_talon_money_on_misere():
    # «За прикуп на мизере сдатчик ничего не пишет»
    got = last_deal(
        deal("misere", tricks={"Anna": 0}, talon=["AS", "AH"]), options={"talon_money": "tricks"}
    )
    assert got == {("pulya", "Anna"): 10}


# --- raspasy --------------------------------------------------------------------------------------


def test_raspasy_tricks_into_mountain_and_zero_into_pulya():
    # «Игроки, взявшие на распасах (в том числе и сдатчик), пишут за каждую взятку в гору…
    # Не взявший… ни одной взятки пишет в пулю… на одинарных – 1, двойных – 2»
    first = {
        "dealer": "Gleb",
        "contract": "raspasy",
        "tricks": {"Anna": 0, "Boris": 4, "Vera": 5, "Gleb": 1},
    }
    got = last_deal(first)
    assert got == {
        ("pulya", "Anna"): 1,
        ("mountain", "Boris"): 4,
        ("mountain", "Vera"): 5,
        ("mountain", "Gleb"): 1,
    }
    second = {**first, "dealer": "Anna", "tricks": {"Boris": 0, "Vera": 6, "Gleb": 4}}
    got = last_deal(first, second)
    assert got == {("pulya", "Boris"): 2, ("mountain", "Vera"): 12, ("mountain", "Gleb"): 8}


def test_raspasy_zero_with_a_closed_pulya_helps():
    # «пишет в пулю (а если пуля закрыта, то “помогает” другим игрокам)»
    got = last_deal(
        set_pulya("Anna", 20),
        set_pulya("Vera", 8),
        {"dealer": "Gleb", "contract": "raspasy", "tricks": {"Anna": 0, "Boris": 4, "Vera": 6}},
    )
    assert got[("pulya", "Vera")] == 1
    assert got[("whists", "Anna", "Vera")] == 10


def test_raspasy_progression_resets_after_a_game():
    r = {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 3, "Vera": 5}}
    play = deal("6S", {"Boris": "pass", "Vera": "pass"}, dealer="Vera")
    got = last_deal(r, r, play, r, players=P3)
    assert got[("mountain", "Vera")] == 5
    got = last_deal(r, r, r, players=P3, options={"raspasy_progression": "geometric"})
    assert got[("mountain", "Vera")] == 20
    got = last_deal(r, r, r, players=P3, options={"raspasy_progression_cap": 2})
    assert got[("mountain", "Vera")] == 10


def test_rostov_raspasy_ten_and_thirty_five():
    # Lesnoy's code, 3.9.14.3: «Игрок А взял две взятки, а игрок Б – одну… В… получает… оставшиеся
    # семь взяток. Игрок Б выигрывает распасовку и пишет на А и В по 10 и 35 вистов»
    got = last_deal(
        {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 1, "Vera": 7}},
        players=P3,
        convention="rostov",
    )
    assert got == {("whists", "Boris", "Anna"): 10, ("whists", "Boris", "Vera"): 35}


def test_rostov_two_share_the_minimum():
    # Lesnoy's book 3.7.2.2: both write on the third; zero tricks → 1 in pulya
    got = last_deal(
        {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 0, "Boris": 0, "Vera": 10}},
        players=P3,
        convention="rostov",
    )
    assert got == {
        ("whists", "Anna", "Vera"): 50,
        ("whists", "Boris", "Vera"): 50,
        ("pulya", "Anna"): 1,
        ("pulya", "Boris"): 1,
    }


# --- без трёх, all pass, half-whist ---------------------------------------------------------------


def test_refused_without_three_mountain_only():
    # the Sochi and Leningrad rules: «уйти без трех взяток. При таком исходе висты не пишутся, а
    # пишется только горка»
    got = last_deal(deal("7H", refused=True, dealer="Vera"), players=P3)
    assert got == {("mountain", "Anna"): 12}


def test_both_pass_counts_as_made():
    # the classic text: «оба других игрока пасуют, то назначивший списывает с игры без разыгрывания»
    got = last_deal(deal("8S", {"Boris": "pass", "Vera": "pass"}))
    assert got == {("pulya", "Anna"): 6}


def test_half_whist_credits_half_the_quota():
    # Parlett's book of card games (полвиста: 6 → 2 tricks, 7 → 1 trick)
    got = last_deal(deal("7H", {"Boris": "pass", "Vera": "half"}))
    assert got == {("pulya", "Anna"): 4, ("whists", "Vera", "Anna"): 4}


# --- Leningrad table the Leningrad table (shram.kiev.ua) and gentleman whist
# ----------------------------------------------------


def test_leningrad_seven_made_whists_doubled():
    # the Leningrad table (shram.kiev.ua): 7 made, whisters 2 and 1 → 16 and 8
    got = last_deal(
        deal(
            "7H",
            {"Boris": "whist", "Vera": "whist"},
            {"Anna": 7, "Boris": 2, "Vera": 1},
            dealer="Vera",
        ),
        players=P3,
        convention="leningrad",
    )
    assert got == {
        ("pulya", "Anna"): 4,
        ("whists", "Boris", "Anna"): 16,
        ("whists", "Vera", "Anna"): 8,
    }


def test_leningrad_misere_and_lone_whister():
    # the Leningrad table (shram.kiev.ua): misère with 2 tricks → 40; the Leningrad table: 8, lone
    # whister 0 → mountain 6 (half of 12)
    assert last_deal(
        deal("misere", tricks={"Anna": 2}, dealer="Vera"), players=P3, convention="leningrad"
    ) == {("mountain", "Anna"): 40}
    got = last_deal(
        deal("8S", {"Boris": "whist", "Vera": "pass"}, {"Anna": 10, "Boris": 0}, dealer="Vera"),
        players=P3,
        convention="leningrad",
    )
    assert got == {("pulya", "Anna"): 6, ("mountain", "Boris"): 6}


def test_gentleman_split_eighteen_each():
    # the worked example of alikas.kz with Sochi values: 7♠ two short, Boris whists, Vera passes →
    # 18 and 18
    got = last_deal(
        deal("7S", {"Boris": "whist", "Vera": "pass"}, {"Anna": 5, "Boris": 5}, dealer="Vera"),
        players=P3,
        options={"whist_split": "gentleman"},
    )
    assert got == {
        ("mountain", "Anna"): 8,
        ("whists", "Boris", "Anna"): 18,
        ("whists", "Vera", "Anna"): 18,
    }


# --- records --------------------------------------------------------------------------------------


def test_every_problem_listed():
    with pytest.raises(RecordError) as info:
        game(
            {"dealer": "Nobody", "contract": "7H"},
            {"dealer": "Gleb", "declarer": "Anna", "contract": "7Q"},
            {"dealer": "Gleb", "declarer": "Gleb", "contract": "7H"},
            {"dealer": "Gleb", "contract": "raspasy", "tricks": {"Anna": 3, "Boris": 3}},
            {
                "dealer": "Gleb",
                "declarer": "Anna",
                "contract": "6S",
                "defenders": {"Boris": "wist", "Vera": "pass"},
                "tricks": {"Anna": 11},
            },
            {"correction": {"player": "Anna", "pulya": "x"}},
        )
    fields = [f for f, _ in info.value.problems]
    assert fields == [
        "deals[0].dealer",
        "deals[1].contract",
        "deals[2].declarer",
        "deals[3].tricks.Vera",
        "deals[3].tricks",
        "deals[4].tricks.Anna",
        "deals[4].defenders.Boris",
        "deals[5].correction.pulya",
    ]


def test_whist_correction():
    g = game({"correction": {"player": "Anna", "whists": 30, "on": "Boris"}})
    assert g.sheet.whists["Anna"]["Boris"] == 30
    assert g.sheet.deals[0].entries[0].column is Column.WHISTS


def test_consolation_writers():
    # the Sochi rules for four «которую пишут все остальные игроки» (the worked example of the Sochi
    # rules for four: the passer and the dealer write 8 each); «defenders»: not the dealer; the
    # «Rules of Russian preferans» blog, part 2: not the passer
    d = {
        "dealer": "Gleb",
        "declarer": "Anna",
        "contract": "7H",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "tricks": {"Anna": 5, "Boris": 5},
    }
    assert last_deal(d)[("whists", "Vera", "Anna")] == 8
    assert last_deal(d)[("whists", "Gleb", "Anna")] == 8
    got = last_deal(d, options={"consolation_writers": "defenders"})
    assert ("whists", "Gleb", "Anna") not in got
    assert got[("whists", "Vera", "Anna")] == 8
    got = last_deal(d, options={"consolation_writers": "without_passer"})
    assert ("whists", "Vera", "Anna") not in got
    assert got[("whists", "Gleb", "Anna")] == 8
    assert got[("whists", "Boris", "Anna")] == 5 * 4 + 8
