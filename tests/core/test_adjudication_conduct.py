"""The four-player dealer can offend (Lesnoy's code 3.9.11.2; the classic text), and conduct the
texts forbid without a penalty is ruled on: the card cites the sentence and says what the table
decides."""

import pytest

from rulings.core.errors import RecordError
from rulings.core.penalties.adjudicator import adjudicate
from tests.helpers.adjudication import game_record, play_out

FOUR = ["Anna", "Boris", "Vera", "Gleb"]


def four(contract="6S", **extra):
    """Gleb deals and sits out; Anna plays 6♠, Boris and Vera whist."""
    data = {
        "players": FOUR,
        "dealer": "Gleb",
        "convention": "sochi",
        "contract": contract,
        "tricks": {"Anna": 7, "Boris": 2, "Vera": 1},
    }
    if contract != "raspasy":
        data.update(declarer="Anna", defenders={"Boris": "whist", "Vera": "whist"})
    return {**data, **extra}


def test_the_dealer_who_looks_at_a_quitted_trick_can_be_named():
    """3.9.11.2 «он лишается одной своей взятки»: the dealer who sits out has none in a game;
    nothing is written, and the players' tricks stand (7, 2, 1)."""
    ruling = adjudicate(
        four(incidents=[{"type": "peek", "player": "Gleb", "trick": 2, "at_trick": 5}])
    )

    assert ruling.rule == "peek_dealer"
    assert "3.9.11.2" in ruling.citation
    assert ruling.tricks == {"Anna": 7, "Boris": 2, "Vera": 1}
    assert [e.code for e in ruling.scored.entries] == [
        e.code for e in ruling.without_offence.entries
    ]


def test_the_dealer_who_took_the_whist_back_loses_a_trick_for_his_look():
    """The Sochi rules for four: the dealer who took the whist back «пишет и как вистующий, и
    как сдающий» — he plays this deal as the whister, the defenders' tricks (2 + 1) his; so his
    look costs him one (3.9.11.2 «лишается одной своей взятки»): he is scored with 2 tricks,
    4 whists on Anna (6♠: 2 a trick), short of 4 by 2: 4 into the mountain; Anna makes 6♠.
    The trick is his, not a passer's: Boris's 2 and Vera's 1 stand."""
    ruling = adjudicate(
        four(
            defenders={"Boris": "pass", "Vera": "pass", "Gleb": "whist-back"},
            incidents=[{"type": "peek", "player": "Gleb", "trick": 2, "at_trick": 5}],
        )
    )

    assert ruling.rule == "peek"
    assert ruling.tricks == {"Anna": 7, "Boris": 2, "Vera": 1}
    assert ruling.credited == {"Gleb": 2}
    written = sorted((e.code, e.player, e.on, e.amount) for e in ruling.scored.entries)
    assert written == [
        ("game_made", "Anna", None, 2),
        ("whist_shortfall", "Gleb", None, 4),
        ("whist_tricks", "Gleb", "Anna", 4),
    ]


def test_the_dealer_on_raspasy_holds_the_talon_tricks_and_writes_the_extra_one():
    """Four-player raspasy: the dealer takes the talon tricks (the classic text «делает два
    первых хода при распасовке»); his look at an old trick writes one more (3.9.11.2 «На
    распасовке он пишет за одну лишнюю (как бы одиннадцатую) взятку»): 1 + 1 = 2."""
    ruling = adjudicate(
        four(
            "raspasy",
            tricks={"Anna": 3, "Boris": 4, "Vera": 2, "Gleb": 1},
            incidents=[{"type": "peek", "player": "Gleb", "trick": 2, "at_trick": 5}],
        )
    )

    assert ruling.rule == "peek_raspasy"
    assert ruling.tricks["Gleb"] == 2
    assert sum(ruling.tricks.values()) == 11


@pytest.mark.parametrize(
    ("kind", "quote"),
    [
        ("dealer_looked", "не должен смотреть в карты соседа"),
        ("dealer_advice", "давать ему советы"),
    ],
)
def test_the_dealer_who_looks_at_a_neighbours_cards_or_gives_advice(kind, quote):
    """the classic text «сдающий… не должен смотреть в карты соседа, а тем более давать ему советы»:
    the text gives no penalty; nothing is written and the card says the table decides."""
    ruling = adjudicate(four(incidents=[{"type": "conduct", "player": "Gleb", "kind": kind}]))

    assert ruling.rule == f"conduct_{kind}"
    assert quote in ruling.citation
    assert "the table decides" in ruling.items[0].steps[0].en.lower()
    assert [e.code for e in ruling.scored.entries] == [
        e.code for e in ruling.without_offence.entries
    ]


def test_counting_aloud_by_a_kibitzer():
    """Lesnoy's code 3.9.13 «Как игрокам, так и болельщикам запрещается считать вслух»."""
    ruling = adjudicate(
        four(incidents=[{"type": "conduct", "kind": "counting_aloud", "kibitzer": True}])
    )

    assert ruling.rule == "conduct_counting_aloud"
    assert "3.9.13" in ruling.citation
    assert ruling.items[0].explanation.en.startswith("A kibitzer counted trumps or tricks aloud")


def test_an_irregular_call_is_ruled_on_without_a_contract():
    """the classic text «Прочие разговоры при этом не допускаются»: ruled, not refused as input."""
    data = {
        "players": FOUR,
        "dealer": "Gleb",
        "incidents": [{"type": "conduct", "player": "Boris", "kind": "irregular_call"}],
    }
    ruling = adjudicate(data)

    assert ruling.rule == "conduct_irregular_call"
    assert "Прочие разговоры" in ruling.citation


def test_a_conduct_incident_needs_a_known_kind():
    with pytest.raises(RecordError) as error:
        adjudicate(four(incidents=[{"type": "conduct", "player": "Gleb", "kind": "sneezed"}]))
    assert error.value.problems[0][0] == "incidents[0].kind"


@pytest.mark.parametrize(
    ("kind", "cited", "decides"),
    [
        ("talk", "Любые разговоры", "The table decides"),
        ("touched_cards", "не должен прикасаться к своим картам", "ruled as a misdeal"),
        ("tricks_not_gathered", "3.9.10", "Allowed: no penalty."),
        ("open_cards_disordered", "3.8.10", "the cards are laid out"),
    ],
)
def test_conduct_the_texts_forbid_or_allow(kind, cited, decides):
    """the classic text «Любые разговоры… недопустимы», «Ни один игрок не должен прикасаться к своим
    картам до окончания сдачи»; Lesnoy's code 3.9.10 «любой из игроков может потребовать перевернуть
    предыдущие взятки»; 3.8.10 «любой игрок имеет право переложить карты как следует». None
    gives a penalty: nothing is written, the card says what the table decides."""
    ruling = adjudicate(four(incidents=[{"type": "conduct", "player": "Vera", "kind": kind}]))

    assert ruling.rule == f"conduct_{kind}"
    assert cited in ruling.citation
    assert decides in ruling.items[0].steps[0].en
    assert [(e.code, e.amount) for e in ruling.scored.entries] == [
        (e.code, e.amount) for e in ruling.without_offence.entries
    ]


def test_an_irregular_call_in_the_records_auction_is_ruled_not_refused():
    """The classic text names the words of the bidding and gives no penalty: Boris's «6♠» over
    Anna's 6♠ is not a call the auction allows; the record is not refused as a mistake: the call is
    set aside (the bidding goes on from the last clear call), ruled as conduct, and the deal
    is scored as played (Anna 8, Boris 2, Vera 0)."""
    record = play_out(game_record(), {})
    record["auction"] = [["Anna", "6S"], ["Boris", "6S"], ["Boris", "pass"], ["Vera", "pass"]]
    ruling = adjudicate(record)

    assert ruling.rule == "conduct_irregular_call"
    (incident,) = ruling.items[0].incidents
    assert (incident.player, incident.note, incident.detected) == ("Boris", "auction[1]: 6S", True)
    assert ruling.facts.tricks == {"Anna": 8, "Boris": 2, "Vera": 0}
    # a record that setting calls aside cannot mend is still refused, every problem listed
    record["auction"] = [["Anna", "6S"], ["Boris", "5H"], ["Vera", "9Z"], ["Anna", "x"],
                         ["Boris", "y"]]  # fmt: skip
    with pytest.raises(RecordError):
        adjudicate(record)


def test_an_irregular_call_in_the_whisting_is_ruled_not_refused():
    """The classic text «Желающий вистовать говорит: «Вист», а нежелающий — «Пас». Прочие
    разговоры при этом не допускаются»: Boris's «wist» is neither word. The record is not
    refused: the call is set aside, the whisting goes on from the last clear call (Boris whist,
    Vera whist), the card cites the sentence, says it is not a penalty and what the table
    decides, and the deal is scored as played (Anna 8, Boris 2, Vera 0) with nothing more."""
    record = play_out(game_record(), {})
    record["whisting"] = [["Boris", "wist"], ["Boris", "whist"], ["Vera", "whist"]]
    ruling = adjudicate(record)

    item = ruling.items[0]
    assert item.rule == "conduct_irregular_call"
    assert "Прочие разговоры при этом не допускаются" in item.citation
    (incident,) = item.incidents
    assert (incident.player, incident.note, incident.detected) == (
        "Boris",
        "whisting[0]: wist",
        True,
    )
    assert "gives no penalty" in item.explanation.en
    assert "the whisting goes on from the last clear call" in item.steps[0].en
    assert ruling.facts.calls == {"Boris": "whist", "Vera": "whist"}
    assert ruling.facts.tricks == {"Anna": 8, "Boris": 2, "Vera": 0}
    assert [(e.code, e.amount) for e in ruling.scored.entries] == [
        (e.code, e.amount) for e in ruling.without_offence.entries
    ]
    # a call out of turn in the whisting too: Vera speaks before Boris
    record["whisting"] = [["Vera", "whist"], ["Boris", "whist"], ["Vera", "whist"]]
    (incident,) = adjudicate(record).items[0].incidents
    assert (incident.player, incident.note) == ("Vera", "whisting[0]: whist")
