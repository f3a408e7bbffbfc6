"""Looking at quitted tricks (Lesnoy's code 3.9.8, 3.9.11.1–3.9.11.2, 3.9.12) and at the talon
(the classic text; the club rule the talon rules of preferans-club.ru as an option), on real
deals."""

from rulings.core.penalties.adjudicator import adjudicate
from tests.helpers.adjudication import (
    game_record,
    misere_record,
    play_out,
    raspasy_record,
    short_request,
)

GAME = play_out(game_record(), {(1, "Anna"): "AD", (2, "Anna"): "AC", (3, "Anna"): "KC"})


def with_incidents(record, *incidents):
    return {**record, "incidents": list(incidents)}


def entries(ruling, code):
    return [e for e in ruling.scored.entries if e.code == code]


def test_the_game_deal_as_played():
    ruling = adjudicate(GAME)
    assert ruling.rule == "no_irregularity"
    assert ruling.facts.tricks == {"Anna": 8, "Boris": 2, "Vera": 0}


def test_peek_at_an_older_trick_loses_one_trick_that_goes_to_nobody():
    """Lesnoy's code 3.9.11.2 «лишается одной своей взятки независимо от того, является он
    разыгрывающим или вистующим»; 3.9.12 «его штрафная взятка не становится собственностью
    разыгрывающего»."""
    ruling = adjudicate(
        with_incidents(GAME, {"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6})
    )

    assert ruling.rule == "peek"
    assert ruling.citation == "Lesnoy's code 3.9.11.2; 3.9.12"
    assert ruling.tricks == {"Anna": 8, "Boris": 1, "Vera": 0}  # nine tricks in all
    assert [(e.player, e.amount) for e in entries(ruling, "whist_tricks")] == [("Boris", 2)]


def test_peek_by_the_declarer_can_cost_the_game():
    record = play_out(game_record("8S"), {(1, "Anna"): "AD", (2, "Anna"): "AC"})
    as_played = adjudicate(record).facts.tricks["Anna"]
    assert as_played == 8
    ruling = adjudicate(
        with_incidents(record, {"type": "peek", "player": "Anna", "trick": 1, "at_trick": 5})
    )

    assert ruling.tricks["Anna"] == 7
    assert entries(ruling, "declarer_undertricks")
    # the declarer's trick lost harms nobody: 3.9.11.2 alone, not 3.9.12's protection
    assert ruling.citation == "Lesnoy's code 3.9.11.2 «он лишается одной своей взятки»"
    assert "3.9.12" not in " ".join(s.en for s in ruling.items[0].steps)


def test_peek_trick_to_the_opponent_is_an_option():
    record = game_record(
        convention={"preset": "sochi", "options": {"peek_trick_to_opponent": True}}
    )
    record = play_out(record, {(1, "Anna"): "AD", (2, "Anna"): "AC", (3, "Anna"): "KC"})
    ruling = adjudicate(
        with_incidents(record, {"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6})
    )

    assert ruling.tricks == {"Anna": 9, "Boris": 1, "Vera": 0}


def test_peek_at_the_last_trick_is_allowed():
    """Lesnoy's code 3.9.8: «Любой игрок может потребовать показать ему последнюю закрытую
    взятку»."""
    ruling = adjudicate(
        with_incidents(GAME, {"type": "peek", "player": "Boris", "trick": 5, "at_trick": 6})
    )

    assert ruling.rule == "peek_last_trick"
    assert ruling.citation == "Lesnoy's code 3.9.8"
    assert ruling.tricks == ruling.facts.tricks


def test_peek_shown_with_nobody_objecting_is_allowed():
    """Lesnoy's code 3.9.11.1: «он имеет право выполнить просьбу, если никто из остальных участников
    игры не возражает»."""
    ruling = adjudicate(
        with_incidents(
            GAME, {"type": "peek", "player": "Vera", "trick": 1, "at_trick": 7, "agreed": True}
        )
    )

    assert ruling.rule == "peek_agreed"
    assert ruling.citation == "Lesnoy's code 3.9.11.1"
    assert ruling.tricks == ruling.facts.tricks


def test_peek_on_raspasy_writes_an_eleventh_trick():
    """Lesnoy's code 3.9.11.2: «На распасовке он пишет за одну лишнюю (как бы одиннадцатую)
    взятку»."""
    record = raspasy_record("sochi")
    record["play"] = []
    record = play_out(record, {})
    played = adjudicate(record).facts.tricks
    ruling = adjudicate(
        with_incidents(record, {"type": "peek", "player": "Vera", "trick": 1, "at_trick": 4})
    )

    assert ruling.rule == "peek_raspasy"
    assert ruling.tricks == {**played, "Vera": played["Vera"] + 1}
    assert sum(ruling.tricks.values()) == 11
    vera = next(e for e in entries(ruling, "raspasy_tricks") if e.player == "Vera")
    assert vera.amount == played["Vera"] + 1


def test_peek_on_misere_adds_a_trick_to_the_misere_player():
    """Lesnoy's code 3.9.11.2: «На мизере соответственно также добавляется одна взятка»."""
    record = play_out(misere_record(), {})
    played = adjudicate(record).facts.tricks["Anna"]
    ruling = adjudicate(
        with_incidents(record, {"type": "peek", "player": "Anna", "trick": 1, "at_trick": 3})
    )

    assert ruling.rule == "peek_misere"
    assert ruling.tricks["Anna"] == played + 1
    assert [e.amount for e in entries(ruling, "misere_tricks")] == [(played + 1) * 10]


def test_talon_peek_writes_a_remiz_in_the_buyers_game_and_loses_the_whist():
    """the classic text: «проштрафившийся ставит ремиз в масти, объявленной прикупившим, и лишается
    права вистовать в эту игру»."""
    ruling = adjudicate(with_incidents(GAME, {"type": "talon_peek", "player": "Vera"}))

    assert ruling.rule == "talon_peek"
    assert "the classic text" in ruling.citation
    assert [(e.player, e.amount) for e in entries(ruling, "talon_peek")] == [("Vera", 2)]
    # Vera's whist counts as a pass: Boris whists alone and the passer's shortfall is gone
    assert not [e for e in entries(ruling, "whist_shortfall") if e.player == "Vera"]
    assert ruling.scored.sheet.mountain["Vera"] == 2


def test_talon_peek_remizes_are_an_option():
    record = {**GAME, "convention": {"preset": "sochi", "options": {"talon_peek_remizes": 2}}}
    ruling = adjudicate(with_incidents(record, {"type": "talon_peek", "player": "Vera"}))

    assert [e.amount for e in entries(ruling, "talon_peek")] == [4]


def test_talon_exposed_in_the_auction_club_rule_is_an_option():
    """the talon rules of preferans-club.ru: «без одной» at the level of the last bid."""
    incident = {"type": "talon_peek", "player": "Boris", "exposed": True, "last_bid": 7}
    club = {**GAME, "convention": {"preset": "sochi", "options": {"talon_exposed_club_rule": True}}}
    ruling = adjudicate(with_incidents(club, incident))

    assert ruling.rule == "talon_exposed"
    assert [(e.player, e.amount) for e in entries(ruling, "talon_exposed")] == [("Boris", 4)]
    # without the club rule, the classic rule for a look at the talon applies
    assert adjudicate(with_incidents(GAME, incident)).rule == "talon_peek"


def test_peek_on_misere_by_a_defender_adds_nothing_to_the_misere_player():
    """3.9.11.2 «На мизере соответственно также добавляется одна взятка» read with 3.9.12 (the
    penalty must not harm the others): the trick is the offender's, never the misère
    player's. Boris defends: Anna's misère is scored exactly as played."""
    record = play_out(misere_record(), {})
    played = adjudicate(record)
    ruling = adjudicate(
        with_incidents(record, {"type": "peek", "player": "Boris", "trick": 1, "at_trick": 3})
    )

    assert ruling.rule == "peek_misere"
    assert ruling.tricks["Anna"] == played.facts.tricks["Anna"]
    assert ruling.scored.json["players"] == played.scored.json["players"]
    (step,) = ruling.items[0].steps
    assert "3.9.11.2" in step.en and "3.9.12" in step.en
    assert "never to the misère player" in step.en
    # the void penalty is said as void: no eleventh trick shown for Boris, nothing written
    assert ruling.tricks == played.facts.tricks
    assert "counts for nothing: nothing is written" in ruling.items[0].explanation.en
    assert ruling.citation == "Lesnoy's code 3.9.11.2; 3.9.12"


CLUB = {"preset": "sochi", "options": {"talon_exposed_club_rule": True}}
EXPOSED = {"type": "talon_peek", "player": "Boris", "exposed": True, "last_bid": 7}


def test_talon_exposed_club_rule_a_contract_made_is_compensated_in_whists():
    """the talon rules of preferans-club.ru: «compensation for a won contract in whists on the
    violator». Anna makes 6♠ (8 tricks) after Boris exposed the talon: the six's pulya value 2 × 10
    whists per pulya point = 20 whists Anna writes on Boris, besides his «без одной» of the seven
    (4)."""
    ruling = adjudicate(with_incidents({**GAME, "convention": CLUB}, EXPOSED))

    assert [(e.player, e.on, e.amount) for e in entries(ruling, "talon_exposed_compensation")] == [
        ("Anna", "Boris", 20)
    ]
    assert (
        "the talon rules of preferans-club.ru"
        in entries(ruling, "talon_exposed_compensation")[0].rule
    )
    assert ruling.scored.sheet.whists["Anna"]["Boris"] == 20
    # the option off: only the «без одной»
    off = {"preset": "sochi", "options": {**CLUB["options"], "talon_exposed_compensation": False}}
    ruling = adjudicate(with_incidents({**GAME, "convention": off}, EXPOSED))
    assert not entries(ruling, "talon_exposed_compensation")
    assert [e.amount for e in entries(ruling, "talon_exposed")] == [4]


def test_talon_exposed_club_rule_no_compensation_for_a_contract_lost_or_the_offenders_own():
    short = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": CLUB,
        "contract": "7H",
        "declarer": "Anna",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "tricks": {"Anna": 6, "Boris": 4, "Vera": 0},
    }
    ruling = adjudicate(with_incidents(short, EXPOSED))
    assert not entries(ruling, "talon_exposed_compensation")
    assert "did not make" in ruling.items[0].steps[-1].en
    made = {**short, "tricks": {"Anna": 7, "Boris": 3, "Vera": 0}}
    ruling = adjudicate(with_incidents(made, {**EXPOSED, "player": "Anna"}))
    assert not entries(ruling, "talon_exposed_compensation")  # the declarer exposed it himself


def test_talon_exposed_club_rule_raspasy_are_cancelled():
    """the talon rules of preferans-club.ru «raspasy cancelled»: the raspasy deal writes nothing,
    the penalty stands."""
    record = play_out(raspasy_record("sochi", talon_exposed_club_rule=True), {})
    incident = {"type": "talon_peek", "player": "Vera", "exposed": True}
    ruling = adjudicate(with_incidents(record, incident))

    assert [(e.code, e.player, e.amount) for e in ruling.scored.entries] == [
        ("talon_exposed", "Vera", 2)
    ]
    assert "raspasy are not played" in ruling.items[0].steps[-1].en
    kept = adjudicate(
        with_incidents(
            play_out(
                raspasy_record(
                    "sochi", talon_exposed_club_rule=True, talon_exposed_cancels_raspasy=False
                ),
                {},
            ),
            incident,
        )
    )
    assert any(e.code.startswith("raspasy") for e in kept.scored.entries)


def test_with_four_the_dealer_who_sits_out_may_have_seen_the_talon():
    """The classic text: «сдающий не имеет права смотреть карты прикупа»; the classic rule's remiz
    in the buyer's game (the classic text «…ставит ремиз в масти, объявленной прикупившим»)."""
    request = {
        "players": ["Anna", "Boris", "Vera", "Gleb"],
        "dealer": "Gleb",
        "declarer": "Anna",
        "contract": "7H",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "tricks": {"Anna": 7, "Boris": 3},
        "incidents": [{"type": "talon_peek", "player": "Gleb"}],
    }
    ruling = adjudicate(request)
    assert ruling.rule == "talon_peek"
    # one remiz at Sochi's 7 (4): written by Gleb, who deals and sits out
    assert [(e.player, e.amount) for e in entries(ruling, "talon_peek")] == [("Gleb", 4)]


def test_a_peek_by_a_player_without_tricks_says_only_that():
    """Lesnoy's code 3.9.11.2: one of his tricks is taken off; Vera has none, so nothing is lost."""
    ruling = adjudicate(
        with_incidents(GAME, {"type": "peek", "player": "Vera", "trick": 2, "at_trick": 6})
    )
    (item,) = ruling.items
    assert [step.template for step in item.steps] == ["%(player)s has no trick left to lose"]
    assert ruling.tricks == {"Anna": 8, "Boris": 2, "Vera": 0}


def whist_back_peek(tricks):
    """Boris passed, Vera said half, Boris took the whist back (Lesnoy's code 3.8.8.1) and
    plays 6♠ alone; then he looks at trick 2 during trick 6."""
    return short_request(
        {"Boris": "whist-back", "Vera": "half"},
        tricks,
        [{"type": "peek", "player": "Boris", "trick": 2, "at_trick": 6}],
    )


def test_a_whister_who_took_the_whist_back_loses_one_of_the_defenders_tricks_his_own_first():
    """He is scored for the defenders' tricks (4 here: 8 whists at 2 a trick, the Sochi
    price), so «одной своей взятки» is one of those four: 3 left, 6 whists, and one trick short
    of his 4 (2 into the mountain). His own count goes first: 1 → 0, Vera keeps her 3."""
    ruling = adjudicate(whist_back_peek({"Anna": 6, "Boris": 1, "Vera": 3}))
    assert ruling.tricks == {"Anna": 6, "Boris": 0, "Vera": 3}
    assert written(ruling, "whist_tricks") == [("Boris", "Anna", 6)]
    assert written(ruling, "whist_shortfall") == [("Boris", None, 2)]


def test_a_whister_who_took_the_whist_back_and_took_no_trick_still_loses_one_of_the_sides():
    ruling = adjudicate(whist_back_peek({"Anna": 6, "Boris": 0, "Vera": 4}))
    assert ruling.tricks == {"Anna": 6, "Boris": 0, "Vera": 3}
    assert written(ruling, "whist_tricks") == [("Boris", "Anna", 6)]


def written(ruling, code):
    return [(e.player, e.on, e.amount) for e in entries(ruling, code)]


def test_a_look_on_raspasy_cites_the_added_trick_not_the_no_harm_clause():
    """3.9.11.2: «На распасовке он пишет за одну лишнюю (как бы одиннадцатую) взятку» — a trick
    added takes nothing from anybody, so 3.9.12 (the penalty must not harm the others) is not
    cited where it changes nothing."""
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "sochi",
        "contract": "raspasy",
        "tricks": {"Anna": 2, "Boris": 5, "Vera": 3},
        "incidents": [{"type": "peek", "player": "Anna", "trick": 2, "at_trick": 5}],
    }
    ruling = adjudicate(request)

    assert ruling.tricks == {"Anna": 3, "Boris": 5, "Vera": 3}
    assert ruling.citation == (
        "Lesnoy's code 3.9.11.2 «На распасовке он пишет за одну лишнюю (как бы одиннадцатую) "
        "взятку»"
    )


def test_two_looks_cite_the_clause_once_with_its_words():
    """The declarer's own look cites 3.9.11.2 with its words, a whister's 3.9.11.2 and 3.9.12:
    together the clause is named once."""
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "sochi",
        "contract": "6S",
        "declarer": "Anna",
        "defenders": {"Boris": "whist", "Vera": "whist"},
        "tricks": {"Anna": 6, "Boris": 3, "Vera": 1},
        "incidents": [
            {"type": "peek", "player": "Vera", "trick": 3, "at_trick": 6},
            {"type": "peek", "player": "Anna", "trick": 1, "at_trick": 5},
        ],
    }
    assert adjudicate(request).citation == (
        "Lesnoy's code 3.9.11.2 «он лишается одной своей взятки»; 3.9.12"
    )
