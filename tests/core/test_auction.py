"""The auction (торговля): turn order, legal calls, holds, misère, the end, and the contract.

Every bidding example of the seeds is reproduced here with its passage.
"""

import pytest

from rulings.core.conventions.convention import Convention, HoldRule
from rulings.core.errors import (
    ContractParseError,
    IllegalCallError,
    IllegalContractError,
    PreferansError,
)
from rulings.core.game.contracts import MISERE, RASPASY, SANS, Contract, Strain, parse_contract
from rulings.core.game.deal import Deal
from rulings.core.rules.auction import (
    HOLD,
    PASS,
    Auction,
    AuctionEnd,
    Call,
    CallKind,
    balkan_contracts,
    balkan_number,
    bid,
    parse_call,
    russian_ladder,
)
from rulings.core.rules.contract_checks import check_contract, check_refusal

SOCHI = Convention.preset("sochi")
KUROCHKA = Convention.preset("kurochka")
BALKAN = Convention.preset("balkan")
ORDER = ("A", "B", "C")  # first hand, second hand, third hand


def play_calls(convention: Convention, calls, order=ORDER) -> Auction:
    """Make the calls in turn; each call is (player, text) parsed under the convention."""
    auction = Auction(convention, order)
    for player, text in calls:
        auction = auction.after(player, parse_call(text, convention))
    return auction


def legal(auction: Auction) -> list[str]:
    return [call.en for call in auction.legal_calls()]


def why(auction: Auction, text: str) -> str | None:
    return auction.why_illegal(parse_call(text, auction.convention))


def game(text: str) -> Contract:
    return parse_contract(text)


# --- the ladder (the Sochi and Leningrad rules) ---


def test_ladder_sochi_leningrad_rules_order_with_misere_between_8nt_and_9s():
    """The Sochi and Leningrad rules: «6 пик» is the minimum, then «6 треф», «6 бубен»…; БК above
    hearts; «мизер (без прикупа) перебивается девятерной»."""
    ladder = russian_ladder(SOCHI)
    assert len(ladder) == 26
    assert [c.en for c in ladder[:7]] == ["6S", "6C", "6D", "6H", "6NT", "7S", "7C"]
    misere = ladder.index(MISERE)
    assert ladder[misere - 1] == game("8NT")
    assert ladder[misere + 1] == game("9S")
    assert ladder[-1] == game("10NT")


def test_ladder_without_misere():
    ladder = russian_ladder(SOCHI.with_options({"misere_allowed": False}))
    assert MISERE not in ladder
    assert len(ladder) == 25


def test_ladder_with_games_without_the_talon():
    """The Sochi and Leningrad rules («девятерной без прикупа», by agreement): a game without the
    talon ranks just above the same game with it."""
    ladder = russian_ladder(SOCHI.with_options({"without_talon_games": True}))
    six_spades = ladder.index(game("6S"))
    assert ladder[six_spades + 1] == game("6S без прикупа")
    assert ladder[six_spades + 2] == game("6C")
    assert len(ladder) == 52


# --- turn order ---


def test_first_call_is_the_first_hand_and_calls_go_clockwise():
    """The Sochi and Leningrad rules: «Каждый игрок, по очереди, по часовой стрелке»; the classic
    text: the player left of the dealer calls first."""
    deal = Deal.random(("N", "E", "S", "W"), "E", seed=3)
    auction = Auction(SOCHI, deal.active)
    assert auction.to_call == "S"  # left of the dealer E; E sits out
    auction = auction.after("S", bid("6S"))
    assert auction.to_call == "W"
    auction = auction.after("W", bid("6C"))
    assert auction.to_call == "N"
    auction = auction.after("N", PASS)
    assert auction.to_call == "S"


def test_call_out_of_turn_is_refused():
    auction = Auction(SOCHI, ORDER)
    with pytest.raises(IllegalCallError, match="it is A's call, not B's"):
        auction.after("B", bid("6S"))


def test_pass_is_final():
    """The Sochi and Leningrad rules: «Спасовавший игрок в дальнейшей торговле участия не
    принимает»."""
    auction = play_calls(SOCHI, [("A", "пас"), ("B", "6S"), ("C", "6C")])
    assert auction.to_call == "B"  # A is skipped
    auction = auction.after("B", bid("6D"))
    assert auction.to_call == "C"
    assert "A" in auction.passed


def test_auction_is_immutable():
    start = Auction(SOCHI, ORDER)
    later = start.after("A", bid("6S"))
    assert start.calls == ()
    assert later.calls == (("A", bid("6S")),)


# --- Sochi / Leningrad auction (the Sochi and Leningrad rules) ---


def test_sochi_leningrad_rules_minimum_six_spades_then_only_higher():
    """The Sochi and Leningrad rules: «Минимальный заказ – шесть взяток, с пикой в козырях – т.е. «6
    пик». Следующий игрок может заказать… только старшую игру, то есть «6 треф» или выше»."""
    start = Auction(SOCHI, ORDER)
    assert legal(start)[:3] == ["pass", "6S", "6C"]
    auction = start.after("A", bid("6 пик"))
    assert why(auction, "6 пик") is not None
    assert why(auction, "6 треф") is None
    assert why(auction, "6 бубен") is None
    assert why(auction, "7 червей") is None  # Sochi allows jumps
    with pytest.raises(IllegalCallError, match="higher than 6S"):
        auction.after("B", bid("6S"))


def test_sochi_leningrad_rules_zdes_through_a_passer():
    """The Sochi and Leningrad rules: «Если торговля ведется между двумя игроками, а третий игрок
    сказал пас, то игрок чье слово будет «через пасующего», может сказать «Здесь»… повторить тот
    заказ, который был сделан предыдущим игроком»."""
    auction = play_calls(SOCHI, [("A", "6S"), ("B", "пас")])
    assert "here" in legal(auction)  # C speaks after A through the passer B
    auction = auction.after("C", HOLD)
    assert auction.winning_bid == game("6S")
    # A must now raise or pass: his own bid cannot be repeated, nor can a held bid be held again
    assert "here" not in legal(auction)
    auction = auction.after("A", bid("7S"))
    assert "here" in legal(auction)  # C again through the passer B
    auction = auction.after("C", HOLD).after("A", PASS)
    assert auction.end is AuctionEnd.DECLARER
    assert auction.declarer == "C"
    assert auction.winning_bid == game("7S")


def test_sochi_leningrad_rules_zdes_not_allowed_without_a_passer_between():
    auction = play_calls(SOCHI, [("A", "6S")])
    assert "here" not in legal(auction)
    reason = why(auction, "здесь")
    assert reason is not None and "through a player who has passed" in reason
    assert "the Sochi and Leningrad rules" in reason
    auction = auction.after("B", bid("6C"))
    assert "here" not in legal(auction)  # C speaks right after B; nobody passed in between


def test_sochi_leningrad_rules_zdes_by_the_first_hand_through_the_third():
    """A 6♠, B 6♣, C passes: A's word comes through C, so A may hold B's 6♣; B passes and A
    buys at 6♣."""
    auction = play_calls(SOCHI, [("A", "6S"), ("B", "6C"), ("C", "пас"), ("A", "здесь")])
    assert auction.to_call == "B"
    assert legal(auction)[0] == "pass" and "here" not in legal(auction)
    auction = auction.after("B", PASS)
    assert auction.declarer == "A"
    assert auction.winning_bid == game("6C")


def test_sochi_leningrad_rules_misere_only_as_first_call_and_outbid_by_a_nine():
    """The Sochi and Leningrad rules «Мизер»: «Мизер можно заказать только в случае, если игрок в
    текущей сдаче не сделал до этого ни одной заявки. В торговле мизер… перебивается девятерной»."""
    auction = play_calls(SOCHI, [("A", "6S"), ("B", "мизер")])
    assert auction.winning_bid == MISERE
    assert why(auction, "8БК") is not None
    assert why(auction, "9 пик") is None  # any nine outbids misère
    assert legal(auction) == ["pass"] + [c.en for c in russian_ladder(SOCHI)[-10:]]
    auction = auction.after("C", bid("9S")).after("A", PASS).after("B", PASS)
    assert auction.declarer == "C"
    assert auction.winning_bid == game("9S")


def test_sochi_leningrad_rules_misere_not_after_a_bid_of_ones_own():
    """The Sochi and Leningrad rules: «нельзя сначала сказать «шесть пик», а потом, на следующем
    круге торгов – «мизер»»."""
    auction = play_calls(SOCHI, [("A", "6S"), ("B", "6C"), ("C", "пас")])
    assert "misere" not in legal(auction)
    with pytest.raises(IllegalCallError, match="only be a player's first call"):
        auction.after("A", bid(MISERE))


def test_sochi_leningrad_rules_misere_cannot_be_held():
    auction = play_calls(SOCHI, [("A", "6S"), ("B", "мизер"), ("C", "пас")])
    reason = why(auction, "здесь")
    assert reason is not None and "misère cannot be held" in reason


def test_misere_bid_alone_wins():
    auction = play_calls(SOCHI, [("A", "мизер"), ("B", "пас"), ("C", "пас")])
    assert auction.end is AuctionEnd.DECLARER
    assert auction.declarer == "A"
    assert auction.winning_bid == MISERE


def test_misere_may_be_a_first_call_at_any_time_even_if_not_first_hand():
    auction = play_calls(SOCHI, [("A", "6S"), ("B", "7NT"), ("C", "мизер")])
    assert auction.winning_bid == MISERE


def test_misere_not_allowed_by_convention():
    convention = SOCHI.with_options({"misere_allowed": False})
    auction = Auction(convention, ORDER)
    assert "misere" not in legal(auction)
    assert "not played under this convention" in auction.why_illegal(bid(MISERE))


def test_sochi_leningrad_rules_everyone_passes_raspasy():
    """The Sochi and Leningrad rules: «Если спасовали все три игрока, разыгрывается распасовка»."""
    auction = play_calls(SOCHI, [("A", "пас"), ("B", "пас"), ("C", "пас")])
    assert auction.is_over
    assert auction.end is AuctionEnd.RASPASY
    assert auction.declarer is None
    assert auction.winning_bid is None
    assert auction.legal_calls() == ()


def test_last_player_may_still_bid_after_two_passes():
    auction = play_calls(SOCHI, [("A", "пас"), ("B", "пас")])
    assert not auction.is_over and auction.to_call == "C"
    auction = auction.after("C", bid("6S"))
    assert auction.is_over
    assert auction.declarer == "C"


def test_sochi_leningrad_rules_last_non_passer_with_the_highest_bid_buys():
    """The Sochi and Leningrad rules: «Последний не спасовавший игрок… сделавший самую старшую
    заявку, получает право на прикуп»."""
    auction = play_calls(SOCHI, [("A", "6S"), ("B", "7H"), ("C", "8C"), ("A", "пас"), ("B", "пас")])
    assert auction.end is AuctionEnd.DECLARER
    assert auction.declarer == "C"
    assert auction.winning_bid == game("8C")
    with pytest.raises(IllegalCallError, match="over"):
        auction.after("C", PASS)


def test_raspasy_is_not_a_bid():
    auction = Auction(SOCHI, ORDER)
    assert "not a bid" in auction.why_illegal(Call(CallKind.BID, RASPASY))


def test_no_hold_convention():
    convention = SOCHI.with_options({"hold_rule": "none"})
    auction = play_calls(convention, [("A", "6S"), ("B", "пас")])
    assert "here" not in legal(auction)
    assert "no «здесь»" in why(auction, "здесь")


def test_hold_without_a_bid():
    reason = why(Auction(SOCHI, ORDER), "здесь")
    assert reason == "there is no bid to repeat"


# --- classic auction with «держу» (the classic text) ---


def test_classic_text_derzhu_sequence():
    """The classic text «ТОРГОВЛЯ»: first «Пики», second «Трефы», third «Держу» («Я также прикупаю к
    трефам»); the first then says «Бубны» (the third held clubs); the next «Червы»; the third
    passes or says «Выше» («Без козырей»); the first «Семь пик»; «пока два игрока не скажут:
    «Пас» и не отдадут прикуп третьему участнику, сделавшему максимальную заявку»."""
    # the bare suit «Пики» is the six of that suit; the parser wants the level: «6 пики»
    auction = play_calls(KUROCHKA, [("A", "6 пики"), ("B", "6 трефы"), ("C", "держу")])
    assert auction.winning_bid == game("6C")
    # а) «Бубны» — в том случае, если третий участник держал трефы: only diamonds or pass
    assert legal(auction) == ["pass", "6D"]
    auction = auction.after("A", bid("6 бубны")).after("B", bid("6 червы"))
    # the third: pass, or «Выше» (no trumps); no jump to the sevens
    assert {"pass", "6NT"} <= set(legal(auction))
    assert why(auction, "7 пик") is not None
    auction = auction.after("C", bid("6 без козырей"))
    assert "7S" in legal(auction)
    auction = auction.after("A", bid("7 пик")).after("B", PASS).after("C", PASS)
    assert auction.end is AuctionEnd.DECLARER
    assert auction.declarer == "A"
    assert auction.winning_bid == game("7S")


def test_classic_text_derzhu_bubny():
    """The classic text: «б) «Держу бубны» — если третий игрок сказал: «Бубны»»."""
    auction = play_calls(KUROCHKA, [("A", "6S"), ("B", "6C"), ("C", "6D")])
    assert legal(auction) == ["pass", "here", "6H"]
    auction = auction.after("A", HOLD)
    assert auction.winning_bid == game("6D")
    # C, who bid diamonds, must now go up or pass
    assert legal(auction) == ["pass", "6H"]


def test_classic_text_bids_rise_strictly_in_suit_order():
    """The classic text: «повышение заявок Должно осуществляться строго в порядке очередности
    мастей»."""
    auction = play_calls(KUROCHKA, [("A", "6S")])
    reason = why(auction, "6 бубен")
    assert reason is not None and "next bid is 6C" in reason
    assert why(auction, "7 пик") is not None
    assert why(auction, "6 треф") is None
    first = Auction(KUROCHKA, ORDER)
    assert why(first, "6S") is None
    assert why(first, "7S") is not None  # the first bid too is the lowest, «Пики»


def test_classic_text_no_jump_over_misere():
    """Without jumps, after a misère (between 8БК and 9♠) the next game is 9♠."""
    auction = play_calls(KUROCHKA, [("A", "6S"), ("B", "мизер")])
    assert legal(auction) == ["pass", "9S"]


def test_classic_text_four_players_dealer_does_not_bid():
    """The classic text: «Сдающий в торговле, как и непосредственно в розыгрыше, участия не
    принимает»."""
    deal = Deal.random(("A", "B", "C", "D"), "D", seed=11)
    auction = Auction(KUROCHKA, deal.active)
    assert auction.to_call == "A"
    auction = play_calls(KUROCHKA, [("A", "6S"), ("B", "пас"), ("C", "пас")], deal.active)
    assert auction.declarer == "A"
    with pytest.raises(IllegalCallError):
        Auction(KUROCHKA, deal.active).after("D", PASS)


# --- the contract after the auction ---


@pytest.mark.parametrize("allowed", ["7♦", "7♥", "7БК", "8♠", "8♣", "8♦", "10БК"])
def test_classic_text_bought_at_seven_diamonds_may_play(allowed):
    """The classic text: «Если игроку уступили прикуп за семь бубен, то он не может играть семи пик
    или треф, а должен в этих мастях играть уже восемь. В бубнах, червах и без козыря он имеет право
    играть семь»."""
    check_contract(game("7♦"), game(allowed), KUROCHKA)
    check_contract(game("7♦"), game(allowed), SOCHI)


@pytest.mark.parametrize("refused", ["7♠", "7♣", "6БК", "6♥"])
def test_classic_text_bought_at_seven_diamonds_may_not_play(refused):
    with pytest.raises(IllegalContractError, match="cannot be lower"):
        check_contract(game("7♦"), game(refused), KUROCHKA)


def test_classic_text_bought_seven_no_simple_bought_eight_no_seven():
    """The classic text: «Игрок, купивший семь, не имеет права играть простых, а купившему на восемь
    нельзя играть на семь»."""
    with pytest.raises(IllegalContractError):
        check_contract(game("7♠"), game("6БК"), KUROCHKA)
    with pytest.raises(IllegalContractError):
        check_contract(game("8♠"), game("7БК"), KUROCHKA)


def test_sochi_leningrad_rules_misere_only_when_bid_at_once():
    """The Sochi and Leningrad rules: «Заказывать мизер можно только сразу. То есть, нельзя сначала
    сказать «шесть пик», а потом… «мизер»»."""
    check_contract(MISERE, MISERE, SOCHI)
    with pytest.raises(IllegalContractError, match="misère"):
        check_contract(game("6♠"), MISERE, SOCHI)
    with pytest.raises(IllegalContractError, match="misère"):
        check_contract(MISERE, game("9♠"), SOCHI)


def test_without_talon_bid_is_played_without_it():
    with pytest.raises(IllegalContractError):
        check_contract(game("9♠ без прикупа"), game("9♠"), SOCHI)
    with pytest.raises(IllegalContractError):
        check_contract(game("9♠"), game("9♠ без прикупа"), SOCHI)
    check_contract(game("9♠ без прикупа"), game("9♥ без прикупа"), SOCHI)


def test_sochi_leningrad_rules_refusal_without_three():
    """The Sochi and Leningrad rules: the declarer «может сделать «ремиз», т.е. отказаться от игры и
    уйти без трех взяток» — a game bought with the talon."""
    check_refusal(game("7♥"), SOCHI)
    with pytest.raises(IllegalContractError):
        check_refusal(MISERE, SOCHI)
    with pytest.raises(IllegalContractError):
        check_refusal(game("9♠ без прикупа"), SOCHI)
    with pytest.raises(IllegalContractError, match="no «без трёх»"):
        check_refusal(SANS, BALKAN)


# --- Balkan auction (Lesnoy's Balkan preferans) ---


def balkan_game(number: int) -> Call:
    """«игра» with the contract of Balkan number ``number`` (2♠ 3♦ 4♥ 5♣ 6 Bettel 7 Sans)."""
    return parse_call(f"игра {number}", BALKAN)


def test_balkan_numbers():
    """Lesnoy's Balkan preferans: «числа 2, 3, 4, 5 (представляющие каждую масть), 6 (Bettel), 7
    (Sanac)»; the suits by the contracts of Lesnoy's examples: 4 = hearts, 5 = clubs."""
    assert [balkan_number(c) for c in balkan_contracts()] == [2, 3, 4, 5, 6, 7]
    assert balkan_number(game("6♠")) == 2
    assert balkan_number(game("6♦")) == 3
    assert balkan_number(game("6♥")) == 4
    assert balkan_number(game("6♣")) == 5
    assert balkan_number(MISERE) == 6
    assert balkan_number(SANS) == 7
    with pytest.raises(IllegalContractError):
        balkan_number(game("7♠"))


def test_balkan_first_hand_may_say_two_igra_or_pass():
    """Lesnoy's Balkan preferans: «игрок на первой руке может заявить либо два, либо игра, или
    спасовать»."""
    calls = Auction(BALKAN, ORDER).legal_calls()
    assert PASS in calls
    assert Call(CallKind.BID, number=2) in calls
    games = [c for c in calls if c.kind is CallKind.BID and c.number is None]
    assert len(games) == 6 and all(c.contract.without_talon for c in games)
    assert len(calls) == 8  # no other number, no hold


def test_balkan_after_two_three_or_igra_or_pass_no_jumps():
    """Lesnoy's Balkan preferans: «Когда игрок заявил два, следующий игрок может заявить три, или
    игра, или пас… В торговле цифрами скачки не допускаются»."""
    auction = play_calls(BALKAN, [("A", "2")])
    assert [c for c in legal(auction) if c.isdigit()] == ["3"]
    assert "numbers rise without jumps: the next is 3" in why(auction, "4")
    auction = auction.after("B", Call(CallKind.BID, number=3))
    assert [c for c in legal(auction) if c.isdigit()] == ["4"]


def test_balkan_no_numbers_after_igra():
    """Lesnoy's Balkan preferans: «После заявки игра никакие заявки-цифры невозможны»."""
    auction = play_calls(BALKAN, [("A", "2"), ("B", "игра 3")])
    assert "after «игра» no number" in why(auction, "3")
    assert not any(c.isdigit() for c in legal(auction))


def test_balkan_no_igra_after_a_number_of_ones_own():
    """Lesnoy's Balkan preferans: «Игрок, назвавший в торговле число, не может позже объявить игру
    без прикупа»."""
    auction = play_calls(BALKAN, [("A", "2"), ("B", "3"), ("C", "пас")])
    assert "only at a player's first word" in why(auction, "игра 5")


def test_balkan_igra_beaten_only_by_a_higher_igra():
    """Lesnoy's Balkan preferans: «Если сделана заявка игра, её может перебить только другая заявка
    игра… Если случится так, что двое хотят играть в одной масти, преимущество имеет первая
    рука»."""
    auction = play_calls(BALKAN, [("A", "игра 4")])
    assert "equal one loses" in auction.why_illegal(balkan_game(4))
    assert auction.why_illegal(balkan_game(3)) is not None
    assert auction.why_illegal(balkan_game(5)) is None
    assert "only a number can be held" in why(auction, "мои")


def test_balkan_mine_only_by_a_player_who_bid_a_number():
    """Lesnoy's Balkan preferans: «Когда торговля доходит до игрока, уже заявившего цифру,
    перебитую… он может спасовать, или сказать здесь, или держу, или мои»."""
    auction = play_calls(BALKAN, [("A", "2")])
    assert "only a player who already bid a number" in why(auction, "мои")
    auction = play_calls(BALKAN, [("A", "2"), ("B", "3"), ("C", "пас")])
    assert "here" in legal(auction)


def test_balkan_hold_again_after_the_next_number():
    """Lesnoy's Balkan preferans: «Если второй хочет продолжать торговлю, он должен называть
    следующее число… При продолжении торговли вторым игроком первый снова может сказать здесь»."""
    auction = play_calls(
        BALKAN, [("A", "2"), ("B", "3"), ("C", "пас"), ("A", "мои"), ("B", "4"), ("A", "и я")]
    )
    assert auction.winning_bid == 4
    assert [c for c in legal(auction) if c != "pass"] == ["5"]
    auction = auction.after("B", PASS)
    assert auction.declarer == "A"
    assert auction.winning_bid == 4


def test_balkan_all_pass_refe():
    """Lesnoy's Balkan preferans: «Если все заявили пас, все игроки получают рефет»."""
    auction = play_calls(BALKAN, [("A", "пас"), ("B", "пас"), ("C", "пас")])
    assert auction.end is AuctionEnd.REFE
    assert auction.declarer is None


# Lesnoy's Balkan preferans, lines 23–40: «Вот несколько примеров торговли» — the bidding tables are
# lost in the text; each outcome below is reconstructed with the shortest auction the rules allow.


def test_lesnoy_balkan_example_1_c_at_four():
    """Example 1: «Игрок С становится разыгрывающим, берёт прикуп и может заказать 4, 5, 6, 7»."""
    auction = play_calls(BALKAN, [("A", "2"), ("B", "3"), ("C", "4"), ("A", "пас"), ("B", "пас")])
    assert auction.declarer == "C"
    assert auction.winning_bid == 4
    for contract in balkan_contracts()[2:]:
        check_contract(4, contract, BALKAN)
    for contract in balkan_contracts()[:2]:
        with pytest.raises(IllegalContractError, match="4 or higher"):
            check_contract(4, contract, BALKAN)


def test_lesnoy_balkan_example_2_b_holds_four():
    """Example 2: «Игрок B становится разыгрывающим, берёт прикуп и может заказать 4, 5, 6, 7» —
    B, who bid 3, says «мои» to C's 4."""
    auction = play_calls(
        BALKAN, [("A", "2"), ("B", "3"), ("C", "4"), ("A", "пас"), ("B", "мои"), ("C", "пас")]
    )
    assert auction.declarer == "B"
    assert auction.winning_bid == 4
    check_contract(4, game("6♥"), BALKAN)
    check_contract(4, SANS, BALKAN)
    with pytest.raises(IllegalContractError):
        check_contract(4, game("6♦"), BALKAN)


def test_lesnoy_balkan_example_3_c_at_five():
    """Example 3: «Игрок C становится разыгрывающим, берёт прикуп и может заказать 5, 6, 7, т. е.
    назначить козырем трефы, а также заказать Bettel или Sanac»."""
    auction = play_calls(
        BALKAN,
        [("A", "2"), ("B", "3"), ("C", "4"), ("A", "пас"), ("B", "здесь"), ("C", "5")]
        + [("B", "пас")],
    )
    assert auction.declarer == "C"
    assert auction.winning_bid == 5
    allowed = []
    for contract in balkan_contracts():
        try:
            check_contract(5, contract, BALKAN)
        except IllegalContractError:
            continue
        allowed.append(contract)
    assert allowed == [game("6♣"), MISERE, SANS]


def test_lesnoy_balkan_example_4_c_plays_clubs_without_talon():
    """Example 4: «Игрок C становится разыгрывающим, не берёт прикуп и может заказать козырем
    только трефы» — A's «игра» in hearts is beaten by C's «игра» in clubs."""
    auction = play_calls(BALKAN, [("A", "игра 4"), ("B", "пас"), ("C", "игра 5"), ("A", "пас")])
    assert auction.declarer == "C"
    won = auction.winning_bid
    assert won == Contract.game(6, Strain.CLUBS, without_talon=True)
    check_contract(won, won, BALKAN)
    with pytest.raises(IllegalContractError):
        check_contract(won, Contract.game(6, Strain.HEARTS, without_talon=True), BALKAN)
    with pytest.raises(IllegalContractError):
        check_contract(won, game("6♣"), BALKAN)  # «игра»: the talon is not taken


def test_lesnoy_balkan_example_5_a_igra_at_first_word():
    """Example 5: «Игрок А становится разыгрывающим, не берёт прикуп и может заказать 2, 3, 4, 5,
    6, 7» — every «игра» is open to the first hand at his first word."""
    first = Auction(BALKAN, ORDER)
    for number in range(2, 8):
        assert first.why_illegal(balkan_game(number)) is None
    auction = play_calls(BALKAN, [("A", "игра 2"), ("B", "пас"), ("C", "пас")])
    assert auction.declarer == "A"
    assert auction.winning_bid == Contract.game(6, Strain.SPADES, without_talon=True)


def test_lesnoy_balkan_example_6_b_bettel_without_talon():
    """Example 6: «Игрок B становится разыгрывающим — играет Bettel без прикупа»; «Заявки об
    игре Bettel или Sanac без прикупа (игра) объявляются сразу»."""
    auction = play_calls(BALKAN, [("A", "2"), ("B", "игра бетл"), ("C", "пас"), ("A", "пас")])
    assert auction.declarer == "B"
    bettel = auction.winning_bid
    assert bettel.is_misere and bettel.without_talon


def test_lesnoy_balkan_example_7_c_sans_without_talon():
    """Example 7: «Игрок С становится разыгрывающим — играет Sanac без прикупа»."""
    auction = play_calls(BALKAN, [("A", "игра 5"), ("B", "пас"), ("C", "игра санс"), ("A", "пас")])
    assert auction.declarer == "C"
    assert auction.winning_bid == Contract.game(6, Strain.NO_TRUMP, without_talon=True)


def test_balkan_contract_after_a_number_is_with_the_talon():
    with pytest.raises(IllegalContractError, match="talon was bought"):
        check_contract(3, Contract.game(6, Strain.HEARTS, without_talon=True), BALKAN)


# --- parsing calls ---


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("пас", PASS),
        ("Pass", PASS),
        ("здесь", HOLD),
        ("держу", HOLD),
        ("here", HOLD),
        ("мои", HOLD),
        ("7 черви", bid("7H")),
        ("6♠", bid("6S")),
        ("мизер", bid(MISERE)),
    ],
)
def test_parse_call_russian_convention(text, call):
    assert parse_call(text, SOCHI) == call


def test_parse_call_balkan():
    assert parse_call("3", BALKAN) == Call(CallKind.BID, number=3)
    assert parse_call("мои", BALKAN) == HOLD
    assert parse_call("и я", BALKAN) == HOLD
    clubs = Contract.game(6, Strain.CLUBS, without_talon=True)
    assert parse_call("игра 5", BALKAN).contract == clubs
    assert parse_call("игра бетл", BALKAN).contract.is_misere
    assert parse_call("game sans", BALKAN).contract == Contract.game(
        6, Strain.NO_TRUMP, without_talon=True
    )


@pytest.mark.parametrize("text", ["8", "1", "6♠", "игра", "игра семь", "вист"])
def test_bad_balkan_call_names_the_text(text):
    with pytest.raises(ContractParseError) as info:
        parse_call(text, BALKAN)
    assert f"«{text}»" in str(info.value)


def test_balkan_igra_with_a_russian_contract_is_refused():
    with pytest.raises(PreferansError, match="7H is not a Balkan contract"):
        parse_call("игра 7♥", BALKAN)


@pytest.mark.parametrize("text", ["вист", "5 пик", "2", "blah"])
def test_bad_call_names_the_text(text):
    with pytest.raises(ContractParseError) as info:
        parse_call(text, SOCHI)
    assert f"«{text}»" in str(info.value)


def test_call_notation():
    assert PASS.en == "pass" and PASS.ru == "пас"
    assert HOLD.en == "here" and HOLD.ru == "здесь"
    assert bid("7♥").en == "7H" and bid("7♥").ru == "7♥"
    assert Call(CallKind.BID, number=4).ru == "4"
    assert str(bid("6БК")) == "6NT"


def test_hold_rule_of_presets():
    assert SOCHI.hold_rule is HoldRule.THROUGH_PASSER
    assert KUROCHKA.hold_rule is HoldRule.CLASSIC
    assert BALKAN.hold_rule is HoldRule.BALKAN
