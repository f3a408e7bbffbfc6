"""Debatable readings (issue 12): each is a convention option with its default cited, and the
card says which reading applies."""

from rulings.core.conventions.convention import Convention
from rulings.core.penalties.adjudicator import adjudicate
from tests.helpers.adjudication import game_record, misere_record, play_out


def readings(item):
    return [s.en for s in item.steps if s.en.startswith("reading applied")]


def whister_out_of_turn_on_the_declarers_lead(**options):
    """Anna (declaring 6♠) is on lead at trick 1; Boris leads A♥ out of turn."""
    record = game_record(convention={"preset": "sochi", "options": options})
    record["play"] = [["Boris", "AH"]]
    return adjudicate({**record, "tricks": {"Anna": 8, "Boris": 2, "Vera": 0}})


def test_a_whisters_card_on_the_declarers_lead_forbid_or_order_is_an_option():
    """3.9.14.1 «на второго вистующего налагается запрет хода в эту масть или… приказ» does not
    say whose lead it was. Default, the letter: the declarer may forbid or order whoever's lead
    it was; the narrower reading (no lead taken from the partner: a penalty card only) is the
    option turned off."""
    item = whister_out_of_turn_on_the_declarers_lead().items[0]
    assert item.rule == "out_of_turn_whister"
    assert [c.key for c in item.choices] == ["accept", "forbid", "order"]
    assert any("may forbid or order the partner's lead as well" in r for r in readings(item))

    item = whister_out_of_turn_on_the_declarers_lead(
        out_of_turn_forbid_on_declarers_lead=False, exposed_card_until_called=True
    ).items[0]
    assert [c.key for c in item.choices] == ["accept", "penalty_card"]
    assert any(
        "option «forbid or order on the declarer's lead too» not taken" in r for r in readings(item)
    )
    assert any("no time limit" in r for r in readings(item))


def test_declarers_renonce_the_card_says_which_reading_of_vsledstvie_applies():
    """the classic text «Если вистующие, вследствие допущенного нарушения, остались без одной…, то…
    весь ремиз ставит играющий»: the default reads the condition (only a shortfall the renonce
    caused moves; the trick given back makes it good); the option, «весь ремиз» unconditionally."""
    record = play_out(
        game_record(),
        {(1, "Anna"): "AD", (2, "Anna"): "AC", (3, "Anna"): "KC", (4, "Anna"): "7H",
         (5, "Boris"): "AH", (5, "Anna"): "10S"},
    )  # fmt: skip
    (text,) = readings(adjudicate(record).items[0])
    assert "вследствие допущенного нарушения" in text
    assert adjudicate(record).scored.sheet.mountain["Vera"] == 2  # Vera's own shortfall stays
    assert "whole remiz" not in adjudicate(record).items[0].explanation.en
    whole = {**record, "convention": {"preset": "sochi", "options": {
        "renonce_declarer_takes_whisters_remiz": True}}}  # fmt: skip
    (text,) = readings(adjudicate(whole).items[0])
    assert "весь ремиз ставит играющий" in text
    assert adjudicate(whole).scored.sheet.mountain == {"Anna": 2, "Boris": 0, "Vera": 0}
    assert "carries the whole remiz" in adjudicate(whole).items[0].explanation.en


def test_a_defenders_peek_on_misere_can_be_read_as_the_misere_players_trick():
    """3.9.11.2 «На мизере соответственно также добавляется одна взятка» names nobody. Option:
    the trick is added to the misère player (Anna takes 8 as played by the lowest cards, so 9)
    and, by 3.9.12, Boris, who looked, makes good every whist it costs the others."""
    record = play_out(misere_record({"preset": "sochi", "options": {
        "peek_misere_defender_adds_to_declarer": True}}), {})  # fmt: skip
    played = adjudicate(record)
    assert played.facts.tricks["Anna"] == 8
    ruling = adjudicate({**record, "incidents": [
        {"type": "peek", "player": "Boris", "trick": 1, "at_trick": 3}]})  # fmt: skip

    assert ruling.tricks["Anna"] == 9
    no_harm = [(e.player, e.on) for e in ruling.scored.entries if e.code == "no_harm"]
    assert no_harm == [("Anna", "Boris")]  # the misère player is made whole by the offender
    assert any(
        "a defender's look on misère: a trick to the misère player" in r
        for r in readings(ruling.items[0])
    )
    balance = ruling.scored.json["balance"]
    as_played = played.scored.json["balance"]
    assert balance["Anna"] >= as_played["Anna"] and balance["Vera"] >= as_played["Vera"]
    assert balance["Boris"] < as_played["Boris"]


def test_a_passers_renonce_in_closed_whist_is_his_own_by_default():
    """the classic text «Если ренонс допустил вистующий»: in closed whist the passer plays his own
    cards; by default he answers for his renonce, the card says so; the option makes the
    whister answer for the side, as in open whist."""
    request = {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": "sochi",
        "contract": "9S",
        "declarer": "Anna",
        "defenders": {"Boris": "pass", "Vera": "whist"},
        "tricks": {"Anna": 7, "Boris": 3, "Vera": 0},
        "incidents": [{"type": "renonce", "player": "Boris", "trick": 1,
                       "cards": [["Anna", "AC"], ["Boris", "8S"], ["Vera", "7C"]]}],
    }  # fmt: skip
    ruling = adjudicate(request)
    assert [e.player for e in ruling.scored.entries if e.code == "renonce_remiz"] == ["Boris"]
    # a passer is never called a whister (issue 21)
    assert ruling.rule == "renonce_passer"
    assert "whisting" not in ruling.items[0].explanation.en
    assert ruling.items[0].explanation.en.startswith("Boris passed, played his own cards")
    assert any(
        "closed whist: a passer answers for his own renonce" in r for r in readings(ruling.items[0])
    )
    whister = adjudicate({**request, "convention": {"preset": "sochi", "options": {
        "renonce_passer_answers_closed": False}}})  # fmt: skip
    assert [e.player for e in whister.scored.entries if e.code == "renonce_remiz"] == ["Vera"]


def test_every_debatable_option_cites_its_source():
    fields = Convention.__dataclass_fields__
    for name, clause in (
        ("out_of_turn_forbid_on_declarers_lead", "Lesnoy's code 3.9.14.1"),
        ("raspasy_renonce_as_six_remiz", "the classic text"),
        ("peek_misere_defender_adds_to_declarer", "Lesnoy's code 3.9.11.2"),
        ("exposed_card_until_called", "the classic text"),
        ("renonce_passer_answers_closed", "the classic text"),
    ):
        (first, *_) = fields[name].metadata["source"]  # the reading's own source first
        assert first.text.startswith(clause), name
        assert fields[name].metadata["section"] == "penalties", name
