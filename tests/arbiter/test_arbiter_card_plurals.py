"""The ruling card's words (issue 21): a number with its noun through the Russian plural forms,
a passer never called «вистующий», no «ход разыгрывающей стороны» the core did not say.

Each case starts from a ruling the core gives today (so a template the card no longer knows
fails here), then the number in it is set to 1, 3, 5 and a fraction."""

import copy
import re
from fractions import Fraction
from pathlib import Path

import pytest
from django.utils import translation

from rulings.arbiter.card_words import PASSER_WORDED, WHISTER_RENONCES
from rulings.arbiter.selectors import ruling_card, text_of
from rulings.core.penalties.adjudicator import adjudicate
from rulings.core.penalties.no_harm_words import DAMAGE
from rulings.examples import example_record
from tests.helpers.adjudication import game_record, raspasy_record, short_request

# Lesnoy's code 3.9.14.3, the Rostov example: Vera leads J♥ at Boris's turn on raspasy; Anna
# shows the line without the offence (tests/core/test_adjudication_out_of_turn.py).
ANNA_LINE = [
    ["Boris", "KD"], ["Vera", "JD"], ["Anna", "8D"],
    ["Boris", "QD"], ["Vera", "10H"], ["Anna", "7S"],
    ["Boris", "AH"], ["Vera", "JH"], ["Anna", "8H"],
    ["Boris", "QS"], ["Vera", "KS"], ["Anna", "8S"],
    ["Vera", "JS"], ["Anna", "7H"], ["Boris", "QH"],
    ["Vera", "KC"], ["Anna", "7C"], ["Boris", "QC"],
    ["Vera", "JC"], ["Anna", "8C"], ["Boris", "KH"],
]  # fmt: skip


@pytest.fixture(autouse=True)
def russian():
    with translation.override("ru"):
        yield


def card_texts(ruling_json):
    card = ruling_card(ruling_json)
    return [card["rule_label"]] + [
        text
        for item in card["items"]
        for text in [item["label"], item["explanation"], *item["steps"]]
    ]


@pytest.fixture(scope="module")
def rostov():
    record = raspasy_record("rostov")
    record["play"].append(["Vera", "JH"])
    record["incidents"] = [
        {"type": "out_of_turn", "player": "Vera", "trick": 4, "complainant": "Anna",
         "line": ANNA_LINE}
    ]  # fmt: skip
    return adjudicate(record).as_json()


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        (1, "итог был бы выше на 1 вист, поэтому Anna пишет 1 вист на игрока Vera."),
        (3, "итог был бы выше на 3 виста, поэтому Anna пишет 3 виста на игрока Vera."),
        (5, "итог был бы выше на 5 вистов, поэтому Anna пишет 5 вистов на игрока Vera."),
        (21, "итог был бы выше на 21 вист, поэтому Anna пишет 21 вист на игрока Vera."),
        (50, "итог был бы выше на 50 вистов, поэтому Anna пишет 50 вистов на игрока Vera."),
        (Fraction(40, 3), "выше на 13,33 виста, поэтому Anna пишет 13,33 виста на игрока Vera."),
    ],
)
def test_the_damage_in_whists_agrees_with_its_number(rostov, damage, said):
    """The Rostov example's compensation (3.9.14.3), its 50 whists set to each number."""
    data = copy.deepcopy(rostov)
    (step,) = [s for i in data["rulings"] for s in i["steps"] if s["template"] == DAMAGE]
    step["params"]["loss"]["params"]["n"] = damage
    step["params"]["payments"]["params"]["whists"]["params"]["n"] = damage
    texts = card_texts(data)
    assert any(said in t for t in texts), texts


@pytest.mark.parametrize(
    ("template", "params", "said"),
    [
        (
            "%(player)s loses %(n)s trick(s), which go to %(opponent)s",
            {"player": "Vera", "n": 1, "opponent": "Boris"},
            "Vera лишается 1 взятки, она переходит к игроку Boris",
        ),
        (
            "%(player)s loses %(n)s trick(s), which go to %(opponent)s",
            {"player": "Vera", "n": 2, "opponent": "Boris"},
            "Vera лишается 2 взяток, они переходят к игроку Boris",
        ),
        (
            "%(n)s trick(s) are added to the misère player %(player)s, who looked "
            "(3.9.11.2: on misère a trick is added)",
            {"player": "Anna", "n": 1},
            "Anna (разыгрывающий мизер): взятка просмотрена, добавляется 1 взятка",
        ),
        (
            "the tricks are not known: if %(declarer)s made %(contract)s, "
            "%(player)s compensates him with %(amount)s whists",
            {"declarer": "Anna", "contract": "6S", "player": "Boris", "amount": 3},
            "Boris возмещает 3 виста",
        ),
        (
            "%(player)s writes %(n)s trick(s) more on raspasy (an 11th trick)",
            {"player": "Anna", "n": 1},
            "Anna пишет на распасах 1 лишнюю взятку (как бы одиннадцатую)",
        ),
        (
            "%(player)s writes remizes: %(count)s, of %(size)s each",
            {"player": "Anna", "count": 1, "size": 2},
            "Anna ставит 1 ремиз по 2",
        ),
        (
            "%(player)s writes remizes: %(count)s, of %(size)s each",
            {"player": "Anna", "count": 2, "size": 2},
            "Anna ставит 2 ремиза по 2",
        ),
        (
            "%(player)s writes for the renonce remizes: %(count)s, of %(size)s each; and "
            "the whisters' shortfall of tricks, if any",
            {"player": "Boris", "count": 5, "size": 4},
            "Boris ставит за ренонс 5 ремизов по 4, а также ремиз за недобранные",
        ),
        (
            "%(player)s is paid for the tricks taken (%(tricks)s): %(total)s whists, "
            "half by each side at fault",
            {"player": "Vera", "tricks": 2, "total": 4},
            "Vera получает за свои взятки (2) 4 виста, пополам от каждой стороны",
        ),
        (
            "%(player)s is paid for the tricks taken (%(tricks)s): %(total)s whists, "
            "half by each side at fault",
            {"player": "Vera", "tricks": 1, "total": 1},
            "Vera получает за свои взятки (1) 1 вист, пополам",
        ),
        (
            "%(player)s takes all %(rest)s tricks from trick %(trick)s on: %(tricks)s",
            {"player": "Vera", "rest": 1, "trick": 10, "tricks": "Anna 3, Boris 3, Vera 4"},
            "Vera забирает 1 оставшуюся взятку (взятка 10)",
        ),
        (
            "%(player)s takes all %(rest)s tricks from trick %(trick)s on: %(tricks)s",
            {"player": "Vera", "rest": 7, "trick": 4, "tricks": "Anna 1, Boris 1, Vera 8"},
            "Vera забирает все 7 оставшихся взяток, начиная со взятки 4",
        ),
        (
            "from trick %(at)s the opponents choose %(player)s's cards: %(player)s takes "
            "%(n)s more trick(s); the tricks are %(tricks)s",
            {"at": 6, "player": "Anna", "n": 3, "tricks": "Anna 8, Boris 1, Vera 1"},
            "распоряжаются противники: Anna берёт ещё 3 взятки; итог",
        ),
        (
            "%(player)s showed the cards at trick %(at)s and claimed %(claimed)s more "
            "trick(s). Against every defence the claim holds: it is indisputable and "
            "stands; the opponents do not direct the cards.",
            {"player": "Anna", "at": 9, "claimed": 1},
            "Anna: карты открыты во взятке 9, заявлена ещё 1 взятка.",
        ),
    ],
)
def test_the_cores_other_counted_texts_agree_with_their_number(template, params, said):
    """Texts of rulings/core/penalties (peek.py, talon.py) as the ruling JSON carries them."""
    assert said in text_of({"template": template, "params": params})


def renonce(whisting):
    return {**example_record("renonce"), "whisting": whisting}


def test_a_passer_who_revoked_is_not_called_a_whister():
    """Boris passed (Vera whists closed, each plays his own cards) and did not follow suit."""
    ruling = adjudicate(renonce([["Boris", "pass"], ["Vera", "whist"], ["Vera", "closed"]]))
    texts = card_texts(ruling.as_json())
    assert texts[0] == "Ренонс пасующего"
    assert texts[2].startswith("Ренонс пасующего (Boris), игравшего своими картами, во взятке 3.")
    assert not any("вистующего" in t for t in texts[:3]), texts


def test_a_whister_who_revoked_is_still_a_whister():
    ruling = adjudicate(example_record("renonce"))  # Boris and Vera both whist
    texts = card_texts(ruling.as_json())
    assert texts[0] == "Ренонс вистующего"
    assert texts[2].startswith("Ренонс вистующего: Boris, во взятке 3.")


def test_the_declarers_card_out_of_turn_does_not_say_whose_turn_it_was():
    """3.9.14.2, at Boris's lead (the whisters'): the card does not say «ход разыгрывающей
    стороны»."""
    record = game_record()
    record["play"] = [
        ["Anna", "AD"], ["Boris", "JD"], ["Vera", "8D"],
        ["Anna", "AC"], ["Boris", "10C"], ["Vera", "7C"],
        ["Anna", "7H"], ["Boris", "KH"], ["Vera", "10H"],
        ["Anna", "AS"],
    ]  # fmt: skip
    ruling = adjudicate({**record, "tricks": {"Anna": 8, "Boris": 2, "Vera": 0}})
    texts = card_texts(ruling.as_json())
    assert texts[2].startswith("Anna: ")
    assert (
        "сыграна не в очередь во взятке 4 (карта разыгрывающего; очередь была за: Boris)"
        in (texts[2])
    )
    assert not any("ход разыгрывающей стороны" in t for t in texts), texts


def test_a_whister_and_a_passer_who_revoked_are_named_not_both_called_whisters():
    """The passer's ruling with Vera's renonce added (she whisted): the names alone."""
    ruling = adjudicate(renonce([["Boris", "pass"], ["Vera", "whist"], ["Vera", "closed"]]))
    data = ruling.as_json()
    item = data["rulings"][0]
    # as the core rules a whister's and a passer's renonces together: one whisters' item
    item["rule"] = "renonce_whister"
    item["explanation"]["template"] = WHISTER_RENONCES
    item["incidents"].append({**item["incidents"][0], "player": "Vera", "trick": 5})
    item["explanation"]["params"].update(players="Boris, Vera", tricks="3, 5")
    item["offenders"] = ["Boris", "Vera"]
    texts = card_texts(data)
    assert texts[0] == "Ренонсы вистующего и пасующего"
    assert texts[2].startswith("Ренонсы: Boris, Vera, во взятках 3, 5.")


def short_card(defenders, incidents, tricks=None):
    request = short_request(defenders, tricks or {"Anna": 6, "Boris": 2, "Vera": 2}, incidents)
    return card_texts(adjudicate(request).as_json())


def revoked(player, trick, **more):
    return {"type": "renonce", "player": player, "trick": trick, "won_by": player, **more}


PASSED = {"Boris": "whist", "Vera": "pass"}
BOTH_WHIST = {"Boris": "whist", "Vera": "whist"}


def test_the_declarer_and_a_passer_who_revoked_are_not_called_declarer_and_whister():
    texts = short_card(PASSED, [revoked("Anna", 3, highest="Boris"), revoked("Vera", 5)])
    assert texts[0] == "Ренонсы разыгрывающего и пасующего"
    assert texts[2].startswith("Ренонс и у разыгрывающего (Anna), и у пасующего (Vera).")
    assert not any("вистующего (Vera)" in t for t in texts), texts


def test_a_passers_card_out_of_turn_is_a_passers():
    texts = short_card(PASSED, [{"type": "out_of_turn", "player": "Vera", "trick": 3}])
    assert texts[0] == "Ход пасующего не в очередь"
    assert "во взятке 3 (пас)." in texts[2]


def test_two_whisters_who_revoked_are_named_in_the_plural():
    texts = short_card(BOTH_WHIST, [revoked("Boris", 5), revoked("Vera", 6)], {
        "Anna": 5, "Boris": 3, "Vera": 2})  # fmt: skip
    assert texts[0] == "Ренонсы обоих вистующих"
    assert texts[2].startswith("Ренонсы обоих вистующих: Boris, Vera, во взятках 5, 6.")


def test_every_player_revoking_is_told_that_nobody_is_paid_for_tricks():
    texts = short_card(BOTH_WHIST, [
        revoked("Anna", 3, highest="Boris"), revoked("Vera", 5), revoked("Boris", 6)])  # fmt: skip
    assert texts[0] == "Ренонсы разыгрывающего и обоих защитников"
    assert "нарушили все, поэтому за взятки никому не платят" in texts[2]
    assert not any("другому вистующему" in t for t in texts), texts


def test_every_reworded_template_is_one_the_core_writes():
    """A core text changed would leave its card wording unused: each key is in the core."""
    core = "".join(
        path.read_text(encoding="utf-8") for path in Path("rulings/core/penalties").glob("*.py")
    )
    flat = re.sub(r'"\s*\n\s*"', "", core)  # the core's strings joined across lines
    for template in PASSER_WORDED:
        assert template in flat, template
