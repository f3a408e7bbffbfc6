"""The builder after the cards (issue 14): the bidding, the talon, the contract, the whisting and
the play, each step offering only the choices the rules core allows, a posted choice it does not
allow refused with a 400 and the reason in Russian, the record kept as it was."""

import html as html_lib
import json
import re

import pytest

from rulings.core import Auction, Convention, parse_card, replay_json
from rulings.deal_builder import DealDraft, Stage, apply_choice, builder_step, step_back
from rulings.examples import example_record
from rulings.models import Game

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}

# The renonce example's cards: Anna (first hand) А♠ Д♠ 10♠ 7♠ К♣ 9♣ В♦ 10♦ Д♥ 9♥, talon Т♥ 7♥.
DEALT = {
    k: v
    for k, v in example_record("renonce").items()
    if k in ("players", "dealer", "convention", "hands", "talon")
}
# bought at 6♠ by Anna, the talon discarded, two whisters: the example's own start
PLAYING = {
    **DEALT,
    "auction": [["Anna", "6♠"], ["Boris", "pass"], ["Vera", "pass"]],
    "discard": "Т♥ 7♥",
    "contract": "6♠",
    "declarer": "Anna",
    "whisting": [["Boris", "whist"], ["Vera", "whist"]],
    "play": [],
}


def _post(client, record, **choice):
    data = {"record": json.dumps(record, ensure_ascii=False), **choice}
    response = client.post("/deal/build/", data, headers=HTMX)
    raw = response.content.decode()
    found = _hidden(raw, "deal/build")
    return response.status_code, html_lib.unescape(raw), found


def _hidden(raw: str, action: str):
    """The JSON of the hidden ``record`` field of the form posting to ``action``."""
    found = re.search(rf'action="/{action}/?"[^>]*>.*?name="record" value="([^"]*)"', raw, re.S)
    return json.loads(html_lib.unescape(found.group(1))) if found else None


def _offered(page: str, name: str) -> list[str]:
    return re.findall(rf'name="{name}" value="([^"]*)"', page)


def _alert(page: str) -> str:
    return " ".join(re.findall(r'role="alert">\s*<p>(.*?)</p>', page, re.S))


def test_the_first_hand_is_offered_the_core_s_legal_calls_and_no_other(client):
    """The Sochi and Leningrad rules: the first call may be pass, any bid or misère; «здесь» is
    not possible before anyone has bid."""
    status, page, _ = _post(client, DEALT)

    assert status == 200
    legal = Auction(Convention.preset("sochi"), ("Anna", "Boris", "Vera")).legal_calls()
    assert _offered(page, "call") == ["pass"] + [c.en for c in legal if c.en != "pass"]
    assert "here" not in _offered(page, "call")
    assert len(_offered(page, "call")) == 1 + 25 + 1  # pass, 6♠…10БК, misère


def test_after_6_spades_boris_may_not_bid_6_spades(client):
    """A bid must be higher than the last (the Sochi and Leningrad rules): 6♠ is gone, 6♣ is
    the lowest bid left."""
    _, page, record = _post(client, DEALT, call="6S")
    offered = _offered(page, "call")
    assert offered[:2] == ["pass", "6C"] and "6S" not in offered

    status, page, kept = _post(client, record, call="6S")

    assert status == 400
    assert _alert(page) == ("Boris: заявка должна быть старше, чем 6♠ (правила Сочи и Ленинграда)")
    assert kept == record  # nothing chosen is lost


def test_the_declarer_discards_two_of_twelve_cards(client):
    _, _, record = _post(client, DEALT, call="6S")
    _, _, record = _post(client, record, call="pass")
    status, page, record = _post(client, record, call="pass")

    assert status == 200 and 'data-stage="talon"' in page
    # Anna's ten cards and the two of the talon
    assert len(_offered(page, "discard")) == 12

    status, page, kept = _post(client, record, discard=["AH"])
    assert status == 400
    assert _alert(page) == "Anna: в снос идут две карты из руки или прикупа (выбрано: 1)."
    assert kept == record

    status, page, kept = _post(client, record, discard=["AH", "KH"])  # К♥ is Vera's
    assert status == 400 and "выбрано: 2" in _alert(page)

    status, page, record = _post(client, record, discard=["AH", "7H"])
    assert status == 200 and 'data-stage="contract"' in page
    assert record["discard"] == "AH 7H"


def test_bought_at_6_spades_the_contract_is_6_spades_or_higher_and_not_misere(client):
    """The classic text: a contract not lower than the bid; the Sochi and Leningrad rules:
    misère only if bid at once."""
    record = {**PLAYING, "contract": None, "declarer": None, "whisting": [], "play": []}
    record = {k: v for k, v in record.items() if v is not None}
    status, page, _ = _post(client, record)

    offered = _offered(page, "contract")
    assert status == 200 and 'data-stage="contract"' in page
    assert offered[0] == "6S" and "7H" in offered and "10NT" in offered
    assert "misere" not in offered and len(offered) == 25

    status, page, kept = _post(client, record, contract="misere")
    assert status == 400
    assert "мизер играют, только если его заявили" in _alert(page)
    assert kept == record


def test_whisting_offers_whist_or_pass_then_open_or_closed(client):
    """The Sochi rules: each defender whists or passes; a lone whister chooses to play open or
    closed."""
    record = {k: v for k, v in PLAYING.items() if k not in ("whisting", "play")}
    _, page, record = _post(client, record)
    assert 'data-stage="whisting"' in page and _offered(page, "whist") == ["whist", "pass"]

    status, page, kept = _post(client, record, whist="half")
    assert status == 400
    assert _alert(page) == "Boris: сказать «полвиста» сейчас нельзя, можно: вист, пас."
    assert kept == record

    _, page, record = _post(client, record, whist="whist")
    _, page, record = _post(client, record, whist="pass")
    assert _offered(page, "whist") == ["open", "closed"]
    _, page, record = _post(client, record, whist="closed")
    assert 'data-stage="play"' in page


def test_only_legal_cards_are_offered_and_a_renonce_is_refused_with_the_rule(client):
    """Trick 3 of the renonce example: Vera leads Д♣, Anna follows К♣; Boris has no clubs but
    holds К♠ В♠ 9♠ (spades are trumps), so he must trump (the Sochi and Leningrad rules; a
    renonce otherwise, Lesnoy's code 3.9.3)."""
    record = {**PLAYING, "play": example_record("renonce")["play"][:8]}

    status, page, _ = _post(client, record)
    assert status == 200 and 'data-stage="play"' in page
    assert sorted(_offered(page, "card")) == ["9S", "JS", "KS"]

    status, page, kept = _post(client, record, card="AD")
    assert status == 400
    assert _alert(page) == (
        "Ход 9, Boris: Т♦ нельзя — масти ♣ нет, но есть козыри (♠): нужно бить козырем, иначе "
        "это ренонс (правила Сочи и Ленинграда «Правила взяток»; кодекс Лесного 3.9.3). "
        "Выберите другую карту."
    )
    assert kept == record


def test_a_card_of_another_suit_while_holding_the_led_suit_is_refused(client):
    """Trick 1: Anna leads 10♦; Boris holds Т♦ К♦ Д♦ 9♦ 8♦ and must follow suit."""
    record = {**PLAYING, "play": [["Anna", "10♦"]]}
    _, page, _ = _post(client, record)
    assert sorted(_offered(page, "card")) == ["8D", "9D", "AD", "KD", "QD"]

    status, page, _ = _post(client, record, card="KS")

    assert status == 400
    assert _alert(page).startswith("Ход 2, Boris: К♠ нельзя — на руке есть ♦, нужно ходить в масть")
    assert _alert(page).endswith("Выберите другую карту.")


def test_a_choice_of_another_step_is_refused(client):
    status, page, kept = _post(client, PLAYING, call="pass")

    assert status == 400
    assert _alert(page) == "Этот шаг уже пройден: сейчас шаг «розыгрыш»."
    assert kept == PLAYING


def test_two_choices_at_once_are_refused(client):
    status, page, _ = _post(client, PLAYING, card="AS", call="pass")

    assert status == 400
    assert "Выберите что-то одно." in page


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ("{", "Это не JSON"),
        ("[1]", "Запись сдачи — это объект JSON"),
        (
            json.dumps({**PLAYING, "play": [["Anna", "10♦"], ["Anna", "9♥"]]}),
            "Ход 2, Anna: вторая карта во взятку 1 (9♥).",
        ),
    ],
)
def test_a_bad_imported_record_gets_a_400_in_words(client, record, message):
    response = client.post("/deal/build/", {"record": record}, headers=HTMX)

    assert response.status_code == 400
    assert message in html_lib.unescape(response.content.decode())


def test_undo_takes_back_the_last_choice_then_the_cards_come_back(client):
    _, _, record = _post(client, DEALT, call="6S")
    assert record["auction"] == [["Anna", "6S"]]

    status, page, earlier = _post(client, record, action="back")
    assert status == 200 and earlier["auction"] == []
    assert step_back(earlier) is None
    # nothing left to undo: the card grid again, every card where it was dealt
    response = client.post("/deal/build/", {"record": json.dumps(earlier), "action": "back"})
    page = response.content.decode()
    assert response.status_code == 200 and 'name="owners"' in page
    assert page.count('class="card-button placed"') == 32
    assert 'data-place="Anna"' in page and "10/10" in page


def test_a_completed_card_grid_goes_on_to_the_bidding(client):
    seats = {"players": "Anna, Boris, Vera", "dealer": "Vera", "convention": "leningrad"}
    response = client.post("/deal/build/", seats | {"owners": "{}", "action": "random"})

    page = html_lib.unescape(response.content.decode())
    assert 'data-stage="auction"' in page and "Anna: заявка" in page
    record = _hidden(response.content.decode(), "deal/build")
    assert record["convention"] == "leningrad"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_always_taking_an_offered_choice_builds_a_regular_deal(seed):
    """Whatever choice is taken among those offered, the deal stays legal to its end: the core
    replays it with no irregularity."""
    draft = DealDraft(("Anna", "Boris", "Vera"), "Vera", {}).fill_at_random(seed)
    record = {**draft.record(), "convention": "sochi"}
    step = builder_step(record)
    for turn in range(80):
        if step.stage is Stage.DONE:
            break
        pick = turn + seed
        if step.stage is Stage.AUCTION:
            record = apply_choice(step, record, "call", step.calls[pick % len(step.calls)])
        elif step.stage is Stage.TALON:
            record = apply_choice(step, record, "discard", step.cards[:2])
        elif step.stage is Stage.CONTRACT:
            record = apply_choice(step, record, "contract", step.contracts[0])
        elif step.stage is Stage.WHISTING:
            record = apply_choice(step, record, "whist", step.whist_calls[0])
        else:
            record = apply_choice(step, record, "card", step.cards[pick % len(step.cards)])
        step = builder_step(record)

    assert step.stage is Stage.DONE
    played = replay_json(record)
    assert played.irregularities == ()
    if played.play is not None and record.get("play"):
        assert played.play.is_over


def test_a_finished_deal_starts_a_pulya_or_goes_into_one_of_the_user_s(client, make_game):
    """«Без JSON» to the calculator: the built record goes into a new game through the
    calculator's import, or is appended to an open game of the same players."""
    record = example_record("renonce")
    response = client.post("/deal/build/", {"record": json.dumps(record)}, headers=HTMX)
    page = html_lib.unescape(response.content.decode())
    assert response.status_code == 200 and 'data-stage="done"' in page
    assert "Анализ" in page and "Спросить арбитра" in page

    new_game = _hidden(response.content.decode(), "score/import")
    assert new_game["deals"][0]["play"] == record["play"]
    response = client.post("/score/import/", {"record": json.dumps(new_game)})
    assert response.status_code == 302
    created = Game.objects.get()
    assert created.players == ["Anna", "Boris", "Vera"] and len(created.deals) == 1

    game = make_game()
    _, page, _ = _post(client, record)
    assert f'<option value="{game.pk}">' in page
    response = client.post("/deal/build/to-game/", {"record": json.dumps(record), "game": game.pk})
    assert response.status_code == 302 and response["Location"] == f"/score/{game.pk}/"
    game.refresh_from_db()
    assert game.deals[-1]["hands"] == record["hands"]


def test_another_visitor_s_game_is_not_written(client, make_game):
    game = make_game(session_key="someone-else")
    record = example_record("renonce")

    response = client.post("/deal/build/to-game/", {"record": json.dumps(record), "game": game.pk})

    assert response.status_code == 403
    game.refresh_from_db()
    assert game.deals == []


def test_analyse_and_arbiter_buttons_carry_the_built_record(client):
    record = {**PLAYING, "play": [["Anna", "10♦"]]}
    raw = client.post("/deal/build/", {"record": json.dumps(record)}).content.decode()

    for action in ("deal/analyse", "rule"):
        assert _hidden(raw, action)["play"] == [["Anna", "10♦"]], action
    response = client.post("/deal/analyse/", {"record": json.dumps(record)})
    assert response.status_code == 200
    assert "Анализ (в открытую)" in response.content.decode()


def test_the_four_handed_raspasy_offers_the_dealer_no_seat_at_the_table(client):
    record = {
        k: v
        for k, v in example_record("raspasy-four").items()
        if k not in ("auction", "contract", "play")
    }
    _, page, record = _post(client, record, call="pass")
    _, page, record = _post(client, record, call="pass")
    status, page, record = _post(client, record, call="pass")

    assert status == 200 and 'data-stage="play"' in page
    # trick 1's suit is the talon card's, В♦: Anna must play a diamond (К♦ or 10♦)
    assert sorted(_offered(page, "card")) == ["10D", "KD"]
    assert 'data-player="Gleb"' not in page
    assert parse_card("В♦") == replay_json(record).record.deal.talon[0]


def test_the_declarer_may_give_up_without_three_before_the_whisting(client):
    """The Sochi and Leningrad rules: after the talon the declarer of a game may concede three
    undertricks («без трёх») instead of playing; then nothing is whisted or played."""
    record = {k: v for k, v in PLAYING.items() if k not in ("whisting", "play")}
    _, page, _ = _post(client, record)
    assert 'name="refuse"' in page

    status, page, refused = _post(client, record, refuse="1")

    assert status == 200 and 'data-stage="done"' in page
    assert refused["refused"] is True
    _, page, _ = _post(client, record | {"whisting": [["Boris", "whist"]]})
    assert 'name="refuse"' not in page  # once a defender has spoken


def test_without_three_is_refused_where_the_table_does_not_play_it(client):
    strict = {"preset": "sochi", "options": {"refusal_allowed": False}}
    record = {k: v for k, v in PLAYING.items() if k not in ("whisting", "play")}
    record["convention"] = strict
    _, page, _ = _post(client, record)
    assert 'name="refuse"' not in page

    status, page, kept = _post(client, record, refuse="1")

    assert status == 400
    assert _alert(page) == "в этой конвенции нельзя уйти «без трёх»"
    assert kept == record


@pytest.mark.parametrize("game", ["", "abc", "999999", "-1"])
def test_writing_into_a_game_that_is_not_there_is_a_404(client, game):
    record = json.dumps(example_record("renonce"))

    response = client.post("/deal/build/to-game/", {"record": record, "game": game})

    assert response.status_code == 404
