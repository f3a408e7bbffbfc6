"""Misdeals: Lesnoy's book (the Code's 3.2.12–3.2.15) by default, the classic text («Карты
пересдаются в следующих случаях») as an option, and the repeated-misdeal fine (the «Rules of
Russian preferans» blog, part 1) as an option."""

import pytest

from rulings.core.errors import RecordError
from rulings.core.penalties.adjudicator import adjudicate


def misdeal(convention="sochi", **incident):
    return {
        "players": ["Anna", "Boris", "Vera"],
        "dealer": "Vera",
        "convention": convention,
        "incidents": [{"type": "misdeal", "player": "Vera", **incident}],
    }


@pytest.mark.parametrize(
    ("incident", "redeal", "citation"),
    [
        # 3.2.12: a card exposed by the dealer's fault
        ({"kind": "card_exposed", "noticed": "during_deal"}, True, "Lesnoy's book 3.2.12"),
        # not the dealer's fault: 3.2.15 («хоть одна карта при сдаче… лицевой стороной
        # кверху»), if noticed in time (Lesnoy's book)
        (
            {"kind": "card_exposed", "noticed": "during_deal", "dealer_fault": False},
            True,
            "Lesnoy's book 3.2.12; Lesnoy's book 3.2.15",
        ),
        (
            {"kind": "card_exposed", "noticed": "before_bidding", "dealer_fault": False},
            True,
            "Lesnoy's book 3.2.12; Lesnoy's book 3.2.15",
        ),
        (
            {"kind": "card_exposed", "noticed": "after_bidding", "dealer_fault": False},
            False,
            "Lesnoy's book 3.2.12; Lesnoy's book 3.2.15",
        ),
        # 3.2.13: wrong order or batches, noticed before the bidding
        ({"kind": "wrong_order", "noticed": "before_bidding"}, True, "Lesnoy's book 3.2.13"),
        ({"kind": "wrong_order", "noticed": "after_bidding"}, False, "Lesnoy's book 3.2.13"),
        ({"kind": "wrong_count", "noticed": "before_looking"}, True, "Lesnoy's book 3.2.13"),
        # 3.2.14: out of turn — redeal if noticed during the deal, else it stands
        ({"kind": "out_of_turn", "noticed": "during_deal"}, True, "Lesnoy's book 3.2.14"),
        ({"kind": "out_of_turn", "noticed": "before_looking"}, False, "Lesnoy's book 3.2.14"),
        # 3.2.15: a card face up in the cut, a missing card, no cut — if noticed in time
        ({"kind": "no_cut", "noticed": "before_bidding"}, True, "Lesnoy's book 3.2.15"),
        ({"kind": "missing_card", "noticed": "after_bidding"}, False, "Lesnoy's book 3.2.15"),
        (
            {"kind": "card_exposed_in_cut", "noticed": "before_looking"},
            True,
            "Lesnoy's book 3.2.15",
        ),
    ],
)
def test_misdeal_by_the_code(incident, redeal, citation):
    ruling = adjudicate(misdeal(**incident))

    assert ruling.redeal is redeal
    assert ruling.citation == citation
    assert ruling.rule == ("misdeal_redeal" if redeal else "misdeal_stands")


@pytest.mark.parametrize(
    ("incident", "redeal"),
    [
        ({"kind": "card_exposed", "noticed": "during_deal", "dealer_fault": False}, True),
        ({"kind": "wrong_count", "noticed": "after_bidding"}, True),
        # «до того как кто-либо из игроков посмотрел свои карты. Если позже—то пересдача не
        # производится»
        ({"kind": "out_of_turn", "noticed": "before_looking"}, True),
        ({"kind": "out_of_turn", "noticed": "before_bidding"}, False),
    ],
)
def test_misdeal_by_the_classic_text(incident, redeal):
    ruling = adjudicate(misdeal("kurochka", **incident))

    assert ruling.redeal is redeal
    assert ruling.citation.startswith("the classic text")


def test_misdeal_classic_silent_cases_fall_back_to_the_code():
    ruling = adjudicate(misdeal("kurochka", kind="no_cut", noticed="before_looking"))

    assert ruling.citation == "Lesnoy's book 3.2.15"


def test_repeated_misdeal_fine_is_an_option():
    plain = adjudicate(misdeal(kind="card_exposed", noticed="during_deal", repeated=True))
    assert plain.scored.entries == ()

    fined = adjudicate(
        misdeal(
            {"preset": "sochi", "options": {"repeated_misdeal_fine": 1}},
            kind="card_exposed",
            noticed="during_deal",
            repeated=True,
        )
    )
    # the «Rules of Russian preferans» blog, part 1: one undertrick of a six, 2 in Sochi (the «Rules
    # of Russian preferans» blog, part 1)
    assert [(e.code, e.player, e.amount) for e in fined.scored.entries] == [
        ("misdeal_repeated", "Vera", 2)
    ]


def test_misdeal_incident_problems_are_listed_by_field():
    request = misdeal(kind="shuffled", noticed="later", colour="red")
    with pytest.raises(RecordError) as error:
        adjudicate(request)

    fields = {field for field, _ in error.value.problems}
    assert {"incidents[0].kind", "incidents[0].noticed", "incidents[0].colour"} <= fields


def test_a_misdeal_by_someone_not_at_the_table_is_refused_not_a_crash():
    request = misdeal(kind="wrong_count", noticed="before_bidding", repeated=True)
    request["convention"] = {"preset": "sochi", "options": {"repeated_misdeal_fine": 1}}
    request["incidents"][0]["player"] = "Nobody"
    with pytest.raises(RecordError) as raised:
        adjudicate(request)
    assert [p.field for p in raised.value.details] == ["incidents[0].player"]


def test_with_four_the_dealer_who_sits_out_may_be_named_for_a_misdeal():
    request = misdeal(kind="wrong_count", noticed="before_bidding", repeated=True)
    request["players"] = ["Anna", "Boris", "Vera", "Gleb"]
    request["convention"] = {"preset": "sochi", "options": {"repeated_misdeal_fine": 1}}
    ruling = adjudicate(request)
    assert ruling.redeal
    # the «Rules of Russian preferans» blog, part 1, the «Rules of Russian preferans» blog, part 1:
    # the fine of a repeated misdeal is written by the dealer, Vera
    assert [(e.player, e.code) for e in ruling.scored.entries] == [("Vera", "misdeal_repeated")]


@pytest.mark.parametrize("noticed", ["during_deal", "before_looking", "before_bidding"])
@pytest.mark.parametrize(
    "bidding",
    [
        {"contract": "6S", "declarer": "Anna", "defenders": {"Boris": "whist", "Vera": "pass"}},
        {"contract": "raspasy"},
    ],
)
def test_a_misdeal_noticed_before_the_bidding_of_a_record_with_its_bidding_is_refused(
    noticed, bidding
):
    """3.2.13 redeals what is noticed before the bidding and lets the deal stand after: a
    record with a contract says the bidding was done, so the earlier moment is refused, never
    ruled on."""
    request = {**misdeal(kind="wrong_order", noticed=noticed), **bidding}
    with pytest.raises(RecordError) as raised:
        adjudicate(request)
    assert [p.field for p in raised.value.details] == ["incidents[0].noticed"]


def test_a_misdeal_noticed_after_the_bidding_of_a_record_with_its_bidding_is_ruled():
    request = {**misdeal(kind="wrong_order", noticed="after_bidding"), "contract": "raspasy"}
    ruling = adjudicate(request)
    assert not ruling.redeal  # 3.2.13: the wrong order noticed after the bidding began
