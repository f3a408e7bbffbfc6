"""Cards out of turn (Lesnoy's code 3.9.14, 3.9.14.1–3.9.14.3), with the worked Rostov example
of 3.9.14.3 reproduced on a real raspasy deal, and cards shown early / claims (the classic text)."""

import json
from pathlib import Path

import pytest

from rulings.core.errors import RecordError
from rulings.core.penalties.adjudicator import adjudicate
from tests.helpers.adjudication import game_record, play_out, raspasy_record, short_request

EXAMPLES = Path(__file__).resolve().parents[2] / "rulings" / "examples"

# Without the offence: Boris leads K♦ Q♦ A♥ and takes them, gives Vera the lead with Q♠, and
# Vera takes J♠ K♣ J♣: Anna 2, Boris 1 + 3 = 4, Vera 4 (the example's «по 4 взятки»).
ANNA_LINE = [
    ["Boris", "KD"], ["Vera", "JD"], ["Anna", "8D"],
    ["Boris", "QD"], ["Vera", "10H"], ["Anna", "7S"],
    ["Boris", "AH"], ["Vera", "JH"], ["Anna", "8H"],
    ["Boris", "QS"], ["Vera", "KS"], ["Anna", "8S"],
    ["Vera", "JS"], ["Anna", "7H"], ["Boris", "QH"],
    ["Vera", "KC"], ["Anna", "7C"], ["Boris", "QC"],
    ["Vera", "JC"], ["Anna", "8C"], ["Boris", "KH"],
]  # fmt: skip


def rostov_example(**incident):
    """Anna has taken 2 tricks, Boris 1; at trick 4 (Boris's lead) Vera leads J♥."""
    record = raspasy_record("rostov")
    record["play"].append(["Vera", "JH"])
    record["incidents"] = [{"type": "out_of_turn", "player": "Vera", "trick": 4, **incident}]
    return record


def whists(ruling):
    return {(e.player, e.on): e.amount for e in ruling.scored.entries if e.on}


@pytest.mark.slow
def test_lesnoy_3_9_14_3_example_offender_takes_the_rest():
    """«Игрок В делает ход не в очередь и получает в виде наказания оставшиеся семь взяток.
    Игрок Б выигрывает распасовку и пишет на А и В по 10 и 35 вистов соответственно.»"""
    ruling = adjudicate(rostov_example())

    assert ruling.items[0].rule == "out_of_turn_raspasy"
    assert ruling.items[0].citation == "Lesnoy's code 3.9.14.3"
    assert ruling.tricks == {"Anna": 2, "Boris": 1, "Vera": 7}
    assert whists(ruling)[("Boris", "Anna")] == 10
    assert whists(ruling)[("Boris", "Vera")] == 35


def test_lesnoy_3_9_14_3_example_damage_compensated_by_the_offender():
    """«Игрок А… указывает на то, что при отсутствии нарушения была возможна некоторая
    последовательность ходов…, при которой он не брал бы больше взяток, а игроки Б и В набрали
    бы по 4 взятки. В этом случае игрок А выиграл бы 40 вистов, вместо того чтобы проиграть
    10.» The offender makes it up: Anna ends at +40."""
    ruling = adjudicate(rostov_example(complainant="Anna", line=ANNA_LINE))

    report = ruling.items[0].analysis["Anna"]
    assert report["tricks_without_offence"] == {"Anna": 2, "Boris": 4, "Vera": 4}
    assert report["solver_minimum"] == 2  # the solver confirms Anna need take no more
    assert report["balance_with_ruling"] == -10
    assert report["balance_without_offence"] == 40
    assert whists(ruling)[("Anna", "Vera")] == 50
    balance = ruling.scored.json["balance"]
    assert balance == {"Anna": 40, "Boris": 45, "Vera": -85}
    # the card's one sentence: 3.9.14.3's «целиком компенсирован нарушителем», not 3.9.12
    assert ruling.items[0].steps[-1].en == (
        "The damage from the card out of turn is compensated by the offender in full (Lesnoy's "
        "code 3.9.14.3): without the offence the tricks would have been Anna 2, Boris 4, Vera 4 "
        "and the balance of Anna higher by 50 whists, so Anna writes 50 whists on Vera."
    )
    assert not [i for i in ruling.items if i.rule == "no_harm"]


@pytest.mark.slow
def test_lesnoy_3_9_14_3_damage_found_by_the_solver_without_a_line():
    ruling = adjudicate(rostov_example(complainant="Anna"))

    report = ruling.items[0].analysis["Anna"]
    assert report["line_from"] == "solver"
    assert report["solver_minimum"] == 2
    assert ruling.scored.json["balance"]["Anna"] == 40


def test_lesnoy_3_9_14_3_a_bad_line_is_named():
    bad = [["Vera", "JD"], *ANNA_LINE[1:]]
    with pytest.raises(RecordError) as error:
        adjudicate(rostov_example(complainant="Anna", line=bad))

    assert error.value.problems[0][0] == "incidents[0].line"


def test_lesnoy_3_9_14_3_without_the_hands_tricks_before_are_given():
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "rostov",
        "contract": "raspasy",
        "incidents": [
            {
                "type": "out_of_turn",
                "player": "Vera",
                "trick": 4,
                "tricks_before": {"Anna": 2, "Boris": 1, "Vera": 0},
            }
        ],
    }
    ruling = adjudicate(request)

    assert ruling.tricks == {"Anna": 2, "Boris": 1, "Vera": 7}


@pytest.mark.parametrize("before", [{"Anna": 2, "Boris": 2, "Vera": 0}, {"Anna": 1}])
def test_lesnoy_3_9_14_3_tricks_before_must_be_the_tricks_played_before(before):
    """Trick 4 has three tricks before it: counts that add up to more or fewer would leave the
    deal with other than ten tricks once the offender takes the rest."""
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "rostov",
        "contract": "raspasy",
        "incidents": [
            {"type": "out_of_turn", "player": "Vera", "trick": 4, "tricks_before": before}
        ],
    }
    with pytest.raises(RecordError) as error:
        adjudicate(request)

    assert error.value.problems[0][0] == "incidents[0].tricks_before"


def test_lesnoy_3_9_14_3_in_the_first_trick_the_offender_takes_all_ten():
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "rostov",
        "contract": "raspasy",
        "incidents": [{"type": "out_of_turn", "player": "Vera", "trick": 1}],
    }
    assert adjudicate(request).tricks == {"Anna": 0, "Boris": 0, "Vera": 10}


def test_lesnoy_3_9_14_1_whister_out_of_turn_gives_the_declarer_the_choice():
    """3.9.14.1: «Запрет или приказ даёт разыгрывающий… Разыгрывающий может также принять
    ход не с той руки». The example deal: on Boris's misère Anna (defending it) leads J♦ at
    trick 2, when it was Vera's lead; the solver values each choice for the misère player. On a
    misère nobody whists: the rule's code names the defence of the misère."""
    record = json.loads((EXAMPLES / "misere-out-of-turn.json").read_text(encoding="utf-8"))
    ruling = adjudicate(record)

    item = ruling.items[0]
    assert item.rule == "out_of_turn_misere"
    assert item.citation == "Lesnoy's code 3.9.14, 3.9.14.1"
    assert item.chooser == "Boris"
    assert [c.key for c in item.choices] == ["accept", "forbid", "order"]
    assert all(isinstance(c.value, int) for c in item.choices)
    assert item.chosen is None
    chosen = adjudicate({**record, "incidents": [
        {"type": "out_of_turn", "player": "Anna", "trick": 2, "choice": "order"}
    ]})  # fmt: skip
    assert chosen.items[0].chosen == "order"
    assert chosen.tricks == ruling.facts.tricks  # the tricks stand as played


def test_lesnoy_3_9_14_1_the_forbid_and_the_order_also_when_the_record_does_not_say_whose_lead():
    """«на второго вистующего налагается запрет хода в эту масть или, наоборот, отдаётся
    приказ… Запрет или приказ даёт разыгрывающий»: the clause does not ask whose lead it was, so
    a short record (no play) gets them too, and a choice of «forbid» is ruled, not refused."""
    incident = {"type": "out_of_turn", "player": "Boris", "trick": 3, "card": "KH"}
    request = short_request(
        {"Boris": "whist", "Vera": "whist"}, {"Anna": 6, "Boris": 2, "Vera": 2}, [incident]
    )
    item = adjudicate(request).items[0]
    assert [c.key for c in item.choices] == ["accept", "forbid", "order"]
    forbidden = adjudicate({**request, "incidents": [{**incident, "choice": "forbid"}]})
    assert forbidden.items[0].chosen == "forbid"


def test_lesnoy_3_9_14_bad_choice_is_named():
    record = json.loads((EXAMPLES / "misere-out-of-turn.json").read_text(encoding="utf-8"))
    record["incidents"] = [{"type": "out_of_turn", "player": "Anna", "trick": 2, "choice": "x"}]
    with pytest.raises(RecordError) as error:
        adjudicate(record)

    assert error.value.problems[0][0] == "incidents[0].choice"


def test_lesnoy_3_9_14_2_declarer_out_of_turn_penalty_card_on_demand():
    """3.9.14.2: «Наказание — игра настольной картой по требованию любого из вистующих»."""
    record = game_record()
    record["play"] = [
        ["Anna", "AD"], ["Boris", "JD"], ["Vera", "8D"],
        ["Anna", "AC"], ["Boris", "10C"], ["Vera", "7C"],
        ["Anna", "7H"], ["Boris", "KH"], ["Vera", "10H"],
        ["Anna", "AS"],  # Boris won trick 3 and is on lead
    ]  # fmt: skip
    ruling = adjudicate({**record, "tricks": {"Anna": 8, "Boris": 2, "Vera": 0}})

    item = ruling.items[0]
    assert item.rule == "out_of_turn_declarer"
    assert item.citation == "Lesnoy's code 3.9.14, 3.9.14.2"
    assert [c.key for c in item.choices] == ["accept", "penalty_card"]
    assert item.chooser == "Boris, Vera"  # the whisters choose (3.9.14.2)


def test_claim_by_the_declarer_whisters_direct_his_cards():
    """the classic text: «если играющий откроет свои карты, вистующие распорядятся ими по своему
    усмотрению». After A♦ A♣ K♣ Anna shows ♠A K Q J 10 ♥8 7: whatever the whisters make her
    play, she loses the two hearts and makes her five trumps: 3 + 5 = 8 tricks."""
    record = play_out(game_record(), {(1, "Anna"): "AD", (2, "Anna"): "AC", (3, "Anna"): "KC"})
    record["play"] = record["play"][:9]
    ruling = adjudicate(
        {**record, "incidents": [{"type": "claim", "player": "Anna", "at_trick": 4, "claimed": 7}]}
    )

    assert ruling.rule == "claim"
    assert "the classic text" in ruling.citation
    assert ruling.tricks["Anna"] == 8
    assert ruling.tricks["Boris"] + ruling.tricks["Vera"] == 2


def test_exposed_cards_by_a_whister_declarer_directs_them():
    """A whister's cards shown early: the declarer chooses them, the partner still defends."""
    record = play_out(game_record(), {(1, "Anna"): "AD", (2, "Anna"): "AC", (3, "Anna"): "KC"})
    record["play"] = record["play"][:18]  # six tricks played, four left
    ruling = adjudicate(
        {**record, "incidents": [{"type": "exposed", "player": "Boris", "at_trick": 7}]}
    )

    assert ruling.rule == "claim_whister"
    assert ruling.items[0].analysis["solver_counts"] == ruling.tricks
    assert sum(ruling.tricks.values()) == 10


def test_lesnoy_3_9_14_3_two_cards_out_of_turn_in_one_trick_the_first_decides():
    """3.9.14.3 «все взятки после нарушения забирает нарушитель»: at trick 4 (Boris's lead)
    Vera leads J♥ out of turn, then Boris plays K♦, his own lead, which the record shows as a
    second card out of turn and a renonce to J♥. The first offence decides: Vera takes the 7
    tricks left (Anna 2, Boris 1, Vera 7), Boris's card follows from it (no renonce, no rest of
    the tricks for him, whatever order the incidents are listed in)."""
    record = raspasy_record("rostov")
    record["play"] += [["Vera", "JH"], ["Boris", "KD"]]
    record["incidents"] = [
        {"type": "out_of_turn", "player": "Boris", "trick": 4},
        {"type": "out_of_turn", "player": "Vera", "trick": 4},
    ]
    ruling = adjudicate(record)

    assert ruling.tricks == {"Anna": 2, "Boris": 1, "Vera": 7}
    rules = sorted((item.rule, item.incidents[0].player) for item in ruling.items)
    assert rules == [
        ("out_of_turn_raspasy", "Vera"),
        ("out_of_turn_raspasy_follows", "Boris"),
        ("out_of_turn_raspasy_follows", "Boris"),
    ]
    assert not [e for e in ruling.scored.entries if e.code == "renonce_raspasy"]
    # the Rostov scoring of the example: Boris writes 10 on Anna and 35 on Vera
    assert whists(ruling)[("Boris", "Vera")] == 35
    assert "3.9.14.3" in ruling.items[0].citation


def test_lesnoy_3_9_14_several_penalty_cards_the_opponent_picks_the_order():
    """3.9.14: «Последовательность игры открытыми картами, если их больше одной, выбирает
    противник нарушителя»; «если противник просит ходить другой картой в данную масть, а
    других карт масти уже нет, то во взятку кладётся открытая карта»; the cards lie «до
    востребования» and «нельзя больше брать в руки» after a missed first chance."""
    record = game_record()
    record["play"] = [
        ["Anna", "AD"], ["Boris", "JD"], ["Vera", "8D"],
        ["Anna", "AC"], ["Boris", "10C"], ["Vera", "7C"],
        ["Anna", "7H"], ["Boris", "KH"], ["Vera", "10H"],
        ["Anna", "AS"],
    ]  # fmt: skip
    incident = {
        "type": "out_of_turn", "player": "Anna", "trick": 4,
        "penalty_cards": ["AS", "KS"], "order": ["KS", "AS"], "missed": True,
    }  # fmt: skip
    ruling = adjudicate(
        {**record, "tricks": {"Anna": 8, "Boris": 2, "Vera": 0}, "incidents": [incident]}
    )

    steps = [s.en for s in ruling.items[0].steps]
    assert any("the order they are played in is chosen by the opponent (Boris, Vera)" in s
               for s in steps)  # fmt: skip
    assert "the order chosen: KS, AS" in steps
    assert any("there is none, the penalty card goes into the trick" in s for s in steps)
    assert any("first chance has passed" in s and "до востребования" in s for s in steps)
    assert ruling.items[0].incidents[0].as_json()["order"] == ["KS", "AS"]


def test_lesnoy_3_9_14_an_order_must_list_the_penalty_cards():
    record = json.loads((EXAMPLES / "misere-out-of-turn.json").read_text(encoding="utf-8"))
    record["incidents"] = [{"type": "out_of_turn", "player": "Anna", "trick": 2,
                            "penalty_cards": ["JD", "7S"], "order": ["JD"]}]  # fmt: skip
    with pytest.raises(RecordError) as error:
        adjudicate(record)
    assert error.value.problems[0][0] == "incidents[0].order"


FOUR_RASPASY = {
    "players": ["Anna", "Boris", "Vera", "Gleb"],
    "dealer": "Gleb",
    "convention": "sochi",
    "contract": "raspasy",
    "tricks": {"Anna": 2, "Boris": 1, "Vera": 6, "Gleb": 1},
}


def four_out_of_turn(before):
    incident = {"type": "out_of_turn", "player": "Vera", "trick": 5, "tricks_before": before}
    return {**FOUR_RASPASY, "incidents": [incident]}


def test_lesnoy_3_9_14_3_with_four_the_dealers_talon_trick_counts_before_the_offence():
    """The Sochi rules for four: «Игроки, взявшие на распасах (в том числе и сдатчик)» — Gleb's
    talon trick was taken before Vera's card out of turn in trick 5 and stays his; the six
    tricks from it on are Vera's (3.9.14.3)."""
    ruling = adjudicate(four_out_of_turn({"Anna": 2, "Boris": 1, "Vera": 0, "Gleb": 1}))

    assert ruling.tricks == {"Anna": 2, "Boris": 1, "Vera": 6, "Gleb": 1}


@pytest.mark.parametrize(
    "before",
    [
        {"Anna": 2, "Boris": 2, "Vera": 0},  # Boris took 1 at the table in all
        {"Anna": 2, "Boris": 1, "Vera": 0},  # Gleb's talon trick left out: 3, not 4
    ],
)
def test_lesnoy_3_9_14_3_with_four_tricks_before_that_the_table_did_not_take_are_refused(before):
    with pytest.raises(RecordError) as error:
        adjudicate(four_out_of_turn(before))

    assert error.value.problems[0][0] == "incidents[0].tricks_before"


def whister_out_of_turn_cut_short(tricks):
    """The renonce example's hands with the play recorded to the end of trick 2; Boris leads
    К♠ out of turn to trick 3, the card itself not written in the play."""
    request = json.loads(
        (Path(__file__).resolve().parents[2] / "rulings/examples/renonce.json").read_text()
    )
    request["play"] = request["play"][:6]
    request.pop("tricks", None)
    if tricks:
        request["tricks"] = tricks
    request["incidents"] = [{"type": "out_of_turn", "player": "Boris", "trick": 3, "card": "К♠"}]
    return request


@pytest.mark.parametrize("tricks", [None, {"Anna": 6, "Boris": 3, "Vera": 1}])
def test_lesnoy_3_9_14_1_a_play_recorded_up_to_the_card_gives_each_choice_its_value(tricks):
    """The position before the card is known from the play: each choice (accept, forbid, order)
    gets the declarer's tricks under it, as when the card is in the record."""
    ruling = adjudicate(whister_out_of_turn_cut_short(tricks))
    (item,) = ruling.items

    assert [c.key for c in item.choices] == ["accept", "forbid", "order"]
    assert all(c.value is not None for c in item.choices)
    steps = [s.en for s in item.steps]
    if tricks is None:  # nothing to score yet, and no step ends in an empty list
        assert ruling.scored is None
        assert (
            "the play goes on after the choice; the deal is scored when its tricks are given"
            in steps
        )
    assert not any(s.endswith(": ") for s in steps)
