"""Quick entry (issue 14): the common deal on one screen, saved as the wizard saves it.

Every deal here is entered twice, in two games alike: through the quick form and through the
wizard's save (``deal_save``, all its steps answered at once). The records and the sheets must
be the same.
"""

import re

import pytest
from django.utils import translation

from rulings.calculator import selectors
from rulings.calculator.quick_entry import build_screen
from rulings.calculator.wizard_codes import USUAL
from rulings.core import PRESETS, Convention, Variant, score
from rulings.models import Game

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
P3 = ("Anna", "Boris", "Vera")
P4 = ("Anna", "Boris", "Vera", "Gleb")


def quick(client, game, data, *, lang="en", htmx=True):
    payload = {"version": game.version, **data}
    return client.post(
        f"/{lang}/score/{game.pk}/quick/" if lang == "en" else f"/score/{game.pk}/quick/",
        payload,
        headers=HTMX if htmx else {},
    )


def save_quick(client, game, data, **kwargs):
    return quick(client, game, {**data, "save": "1"}, **kwargs)


def save_wizard(client, game, data):
    return client.post(
        f"/en/score/{game.pk}/deals/", {"version": game.version, **data}, headers=HTMX
    )


def both_ways(client, make_game, quick_data, wizard_data, **game_kwargs):
    """The same deal entered quickly in one game and step by step in another: both records."""
    by_quick = make_game(**game_kwargs)
    by_wizard = make_game(**game_kwargs)
    response = save_quick(client, by_quick, quick_data)
    assert response.status_code == 200, response.content.decode()
    assert response.headers["HX-Location"]
    response = save_wizard(client, by_wizard, wizard_data)
    assert response.status_code == 200, response.content.decode()
    by_quick.refresh_from_db()
    by_wizard.refresh_from_db()
    assert by_quick.record == by_wizard.record
    quick_view, wizard_view = selectors.game_view(by_quick), selectors.game_view(by_wizard)
    assert quick_view.series == wizard_view.series
    assert [r.balance for r in quick_view.balance] == [r.balance for r in wizard_view.balance]
    return by_quick.record["deals"][-1]


GAME_7H = {"kind": "game", "declarer": "Anna", "contract": "7H"}


def test_a_whisted_game_the_second_whisters_tricks_follow(client, make_game):
    deal = both_ways(
        client,
        make_game,
        {**GAME_7H, "calls": "whist/whist", "tricks_0": "7", "tricks_1": "2"},
        {
            **GAME_7H,
            "call1": "whist",
            "call2": "whist",
            "tricks_0": "7",
            "tricks_1": "2",
            "tricks_2": "1",
        },
    )
    assert deal == {
        "dealer": "Vera",
        "declarer": "Anna",
        "contract": "7H",
        "defenders": {"Boris": "whist", "Vera": "whist"},
        "tricks": {"Anna": 7, "Boris": 2, "Vera": 1},
    }


def test_open_whist_the_lone_whister_holds_the_passers_tricks(client, make_game):
    # one chip for the defenders' words and the lone whister's «в светлую» (issue 24)
    chosen = {**GAME_7H, "call1": "pass", "call2": "whist", "open": "open"}
    deal = both_ways(
        client,
        make_game,
        {**GAME_7H, "calls": "pass/whist/open", "tricks_0": "6"},
        {**chosen, "tricks_0": "6", "tricks_2": "4"},
    )
    assert deal["open"] is True
    assert deal["tricks"] == {"Anna": 6, "Vera": 4}


def test_misere_takes_the_declarers_tricks(client, make_game):
    deal = both_ways(
        client,
        make_game,
        {"kind": "misere", "declarer": "Boris", "tricks_1": "1"},
        {"kind": "misere", "declarer": "Boris", "tricks_1": "1"},
    )
    assert deal == {
        "dealer": "Vera",
        "declarer": "Boris",
        "contract": "misere",
        "tricks": {"Boris": 1},
    }


def test_raspasy_the_last_players_tricks_follow(client, make_game):
    deal = both_ways(
        client,
        make_game,
        {"kind": "raspasy", "tricks_0": "2", "tricks_1": "5"},
        {"kind": "raspasy", "tricks_0": "2", "tricks_1": "5", "tricks_2": "3"},
    )
    assert deal == {
        "dealer": "Vera",
        "contract": "raspasy",
        "tricks": {"Anna": 2, "Boris": 5, "Vera": 3},
    }


def test_a_half_whist_needs_no_tricks(client, make_game):
    chosen = {
        "kind": "game",
        "declarer": "Anna",
        "contract": "6S",
        "call1": "pass",
        "call2": "half",
    }
    quick_data = {**GAME_7H, "contract": "6S", "calls": "pass/half"}
    deal = both_ways(client, make_game, quick_data, {**chosen, "back": "none"})
    assert deal["defenders"] == {"Boris": "pass", "Vera": "half"}
    assert "tricks" not in deal


def test_four_players_the_dealer_sits_out_and_takes_the_whist_back(client, make_game):
    chosen = {
        "kind": "game",
        "declarer": "Anna",
        "contract": "8S",
        "call1": "pass",
        "call2": "pass",
        "back": "dealer",
        "open": "closed",
    }
    # both pass, the dealer takes the whist back: his open or closed is a row of its own
    quick_data = {**GAME_7H, "contract": "8S", "calls": "pass/pass", "back": "dealer"}
    deal = both_ways(
        client,
        make_game,
        {**quick_data, "open": "closed", "tricks_0": "7"},
        {**chosen, "talon": "none", "tricks_0": "7", "tricks_3": "3"},
        players=P4,
        first_dealer=3,
    )
    assert deal["defenders"] == {"Boris": "pass", "Vera": "pass", "Gleb": "whist-back"}
    assert deal["tricks"] == {"Anna": 7, "Gleb": 3}


def test_four_player_raspasy_with_the_dealers_talon_tricks(client, make_game):
    game = make_game(players=P4, first_dealer=3)
    html = quick(client, game, {"kind": "raspasy"}, lang="ru").content.decode()
    # any one player's count may be left empty, not the dealer's talon tricks (optional); the
    # first count takes the focus
    assert 'class="tricks" data-total="10" data-counted' in html
    assert re.search(r'name="tricks_0"[^>]*autofocus', html)
    assert re.search(r'name="tricks_3"[^>]*data-optional', html)
    assert "Одно любое поле можно оставить пустым — оно посчитается: 10 минус остальные." in html
    deal = both_ways(
        client,
        make_game,
        {"kind": "raspasy", "tricks_0": "4", "tricks_1": "3", "tricks_3": "1"},
        {"kind": "raspasy", "tricks_0": "4", "tricks_1": "3", "tricks_2": "2", "tricks_3": "1"},
        players=P4,
        first_dealer=3,
    )
    assert deal["tricks"] == {"Anna": 4, "Boris": 3, "Vera": 2, "Gleb": 1}


def test_the_screen_offers_only_the_legal_choices():
    sochi = Convention.preset("sochi")
    with translation.override("en"):
        screen = build_screen(sochi, P3, "Vera", {}, version=1)
        kinds = screen.rows[0]
        assert [c.value for c in kinds.choices] == ["game", "misere", "raspasy"]
        assert kinds.chosen == "game"  # the common deal is chosen already
        assert [c.value for c in screen.rows[1].choices] == list(P3)

        screen = build_screen(sochi, P3, "Vera", GAME_7H, version=1)
        rows = {r.name: r for r in screen.rows}
        assert len(rows["contract"].choices) == 25
        # the defenders' words together, a lone whister's open or closed in the same chip
        calls = rows["calls"]
        assert calls.prompt == "Defenders: Boris, Vera" and calls.chosen == ""
        assert [c.value for c in calls.choices] == [
            "whist/whist",
            "whist/pass/closed",
            "whist/pass/open",
            "pass/whist/closed",
            "pass/whist/open",
            "pass/pass",
            "pass/half",
        ]
        assert calls.choices[2].label == "whist, pass — open (в светлую)"

        screen = build_screen(sochi, P3, "Vera", {**GAME_7H, "contract": "8S"}, version=1)
        rows = {r.name: r for r in screen.rows}
        assert "pass/half" not in [c.value for c in rows["calls"].choices]  # no half on 8

        four = build_screen(sochi, P4, "Gleb", {"kind": "game"}, version=1)
        assert [c.value for c in four.rows[1].choices] == ["Anna", "Boris", "Vera"]


def test_a_tap_redraws_the_rows_below_it(client, make_game):
    game = make_game()
    html = quick(client, game, GAME_7H).content.decode()
    assert html.lstrip().startswith('<section id="quick-entry"')
    assert 'name="calls"' in html and 'name="open"' not in html
    assert "disabled" in html.split('name="save"')[1].split(">")[0]  # not complete yet
    html = quick(client, game, {**GAME_7H, "calls": "whist/pass/closed"}).content.decode()
    # one tap for the defenders' words and the lone whister's «втёмную», so the form is
    # complete: the declarer at the contract's level, 7, the whister's count worked out, 3
    assert re.search(r'id="qe-calls-whistpassclosed"[^>]*checked', html)
    assert 'name="open"' not in html  # no row of its own
    assert re.search(r'name="tricks_0"[^>]*value="7"', html)
    assert re.search(r'name="tricks_1"[^>]*value="3"[^>]*data-auto', html)
    assert "disabled" not in html.split('name="save"')[1].split(">")[0]
    assert "Boris (with the passer&#x27;s tricks)" in html
    assert Game.objects.get(pk=game.pk).deals == []  # nothing saved by a tap


def test_tricks_that_do_not_make_ten_are_a_400_in_words(client, make_game):
    game = make_game()
    data = {**GAME_7H, "calls": "whist/whist", "tricks_0": "7", "tricks_1": "2", "tricks_2": "2"}
    response = save_quick(client, game, data, lang="ru")
    assert response.status_code == 400
    html = response.content.decode()
    assert (
        "Взятки: Anna 7, Boris 2, Vera 2 — всего 11, а в сдаче их 10. Исправьте число или "
        "очистите одно поле — оно посчитается из остальных."
    ) in html
    for name, value in (("tricks_0", "7"), ("tricks_1", "2"), ("tricks_2", "2")):
        assert re.search(rf'name="{name}"[^>]*value="{value}"', html)  # kept as typed
    assert Game.objects.get(pk=game.pk).deals == []


@pytest.mark.parametrize("empty", [0, 1, 2])
def test_whichever_count_is_left_empty_is_worked_out(client, make_game, empty):
    # raspasy dealt by Vera: Anna 4, Boris 5, Vera 1 — any one of them left empty is 10 less
    # the others (the order follows the dealer, so no field is «the last»)
    game = make_game()
    counts = {"tricks_0": "4", "tricks_1": "5", "tricks_2": "1"}
    data = {"kind": "raspasy", **{k: v for k, v in counts.items() if k != f"tricks_{empty}"}}
    assert save_quick(client, game, data, htmx=False).status_code == 302
    deal = Game.objects.get(pk=game.pk).deals[-1]
    assert deal["tricks"] == {"Anna": 4, "Boris": 5, "Vera": 1}


def test_two_counts_left_empty_are_asked_for(client, make_game):
    game = make_game()
    response = save_quick(client, game, {"kind": "raspasy", "tricks_1": "5"}, lang="ru")
    assert response.status_code == 400
    assert Game.objects.get(pk=game.pk).deals == []


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_open_or_closed_changes_no_number_so_closed_is_chosen(preset):
    # the lone whister's open or closed play (the online rules «вистующий игрок выбирает тип
    # виста – всветлую или втемную») is never read by the scoring: every whisted game of every
    # preset writes the same entries either way, so quick entry starts at «втёмную».
    conv = Convention.preset(preset)
    if conv.variant is Variant.BALKAN:
        pytest.skip("the bule sheet has no open or closed play")
    for contract, declarer_tricks in (("6S", 6), ("7H", 5), ("8D", 8), ("6NT", 4)):
        deals = []
        for is_open in (False, True):
            deal = {
                "dealer": "Vera",
                "declarer": "Anna",
                "contract": contract,
                "defenders": {"Boris": "whist", "Vera": "pass"},
                "tricks": {"Anna": declarer_tricks, "Boris": 10 - declarer_tricks},
                "open": is_open,
            }
            record = {"convention": preset, "players": list(P3), "deals": [deal]}
            deals.append(
                [(e.code, e.player, e.amount) for e in score(record).sheet.deals[0].entries]
            )
        assert deals[0] == deals[1] and deals[0]
    assert USUAL["open"] == "closed"


def test_counts_above_the_follower_over_ten_are_a_400(client, make_game):
    game = make_game()
    data = {"kind": "raspasy", "tricks_0": "7", "tricks_1": "5"}
    response = save_quick(client, game, data, lang="ru")
    assert response.status_code == 400
    assert "Взятки: Anna 7, Boris 5 — уже 12, больше 10 взяток сдачи." in response.content.decode()


def test_a_forged_half_whist_on_an_eight_is_a_400_with_the_reason(client, make_game):
    game = make_game()
    data = {**GAME_7H, "contract": "8S", "calls": "pass/half"}
    response = save_quick(client, game, data, lang="ru")
    assert response.status_code == 400
    assert "Полвиста на 8 в этой конвенции нельзя (только на 6, 7)." in response.content.decode()
    assert Game.objects.get(pk=game.pk).deals == []


def test_without_three_goes_to_the_wizard(client, make_game):
    game = make_game()
    response = save_quick(client, game, {"kind": "refused", "declarer": "Anna"}, lang="ru")
    assert response.status_code == 400
    assert "Эту сдачу записывают подробно" in response.content.decode()


def test_a_stale_version_is_a_409_and_the_entry_is_kept(client, make_game):
    game = make_game()
    seen = game.version
    other = save_quick(client, game, {"kind": "raspasy", "tricks_0": "2", "tricks_1": "5"})
    assert other.status_code == 200
    data = {
        **GAME_7H,
        "calls": "whist/whist",
        "tricks_0": "7",
        "tricks_1": "2",
        "save": "1",
        "version": seen,
        "dealer": "Vera",
    }
    response = client.post(f"/en/score/{game.pk}/quick/", data, headers=HTMX)
    assert response.status_code == 409
    html = response.content.decode()
    assert "While you were entering, deal 1 was written from another phone." in html
    assert "your deal is not saved — check it and send it again." in html
    assert "Mind the dealer: this deal is dealt by Anna." in html
    assert re.search(r'name="tricks_0"[^>]*value="7"', html)
    assert f'name="version" value="{seen + 1}"' in html
    assert len(Game.objects.get(pk=game.pk).deals) == 1


def test_only_the_owner_enters_and_a_finished_game_takes_nothing(client, make_game):
    game = make_game(session_key="someone-else")
    assert save_quick(client, game, {"kind": "raspasy"}).status_code == 403
    game = make_game()
    game.finished = True
    game.save()
    response = save_quick(client, game, {"kind": "raspasy", "tricks_0": "2", "tricks_1": "5"})
    assert response.status_code == 400
    assert "The game is finished" in response.content.decode()


def test_the_game_page_has_the_quick_form_and_not_while_editing(client, make_game):
    game = make_game(
        deals=[
            {"dealer": "Vera", "contract": "raspasy", "tricks": {"Anna": 2, "Boris": 5, "Vera": 3}}
        ]
    )
    html = client.get(f"/score/{game.pk}/").content.decode()
    assert 'id="quick-entry"' in html
    assert "Быстрая запись" in html
    assert 'name="kind" value="game" checked' in html
    edit = client.get(f"/score/{game.pk}/?edit=0").content.decode()
    assert 'id="quick-entry"' not in edit


def test_without_script_each_tap_is_a_page_and_the_save_redirects(client, make_game):
    game = make_game()
    response = quick(client, game, {"kind": "raspasy", "next": "1"}, htmx=False)
    assert response.status_code == 200
    assert "<html" in response.content.decode()
    response = save_quick(
        client, game, {"kind": "raspasy", "tricks_0": "2", "tricks_1": "5"}, htmx=False
    )
    assert response.status_code == 302 and response["Location"] == f"/en/score/{game.pk}/"


def test_leningrad_whist_pass_the_usual_answer_is_no_half_whist(client, make_game):
    chosen = {**GAME_7H, "contract": "6S", "call1": "whist", "call2": "pass", "open": "closed"}
    tapped = {**GAME_7H, "contract": "6S", "calls": "whist/pass/closed"}
    game = make_game(convention="leningrad")
    html = quick(client, game, tapped).content.decode()
    # Lesnoy's code 3.8.14: the lone whister may go for half-whist; shown, «no» chosen already
    assert 'name="half_after" value="no" checked' in html
    deal = both_ways(
        client,
        make_game,
        {**tapped, "tricks_0": "6"},
        {**chosen, "half_after": "no", "tricks_0": "6", "tricks_1": "4"},
        convention="leningrad",
    )
    assert deal["tricks"] == {"Anna": 6, "Boris": 4}


def test_a_classic_misere_has_no_renonce_unless_one_is_chosen(client, make_game):
    misere = {"kind": "misere", "declarer": "Anna", "tricks_0": "0"}
    deal = both_ways(
        client, make_game, misere, {**misere, "renonce": "none"}, convention="kurochka"
    )
    assert "renonce" not in deal
    deal = both_ways(
        client,
        make_game,
        {**misere, "renonce": "Boris"},
        {**misere, "renonce": "Boris"},
        convention="kurochka",
    )
    assert deal["renonce"] == "Boris"


def test_in_detail_carries_the_answers_to_the_wizard(client, make_game):
    game = make_game()
    html = quick(client, game, GAME_7H).content.decode()
    assert f'formaction="/en/score/{game.pk}/wizard/"' in html
    # what «in detail» posts: the quick form's fields, to the wizard, which goes on from there
    response = client.post(
        f"/en/score/{game.pk}/wizard/",
        {"version": game.version, "dealer": "Vera", **GAME_7H},
        headers=HTMX,
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<section id="wizard"')
    assert "Boris (first defender)" in html
    assert 'value="kind"' in html  # the type of deal is a chip to change (e.g. without three)
    # the defenders' one row goes to the wizard as its own steps: the tricks are asked next
    response = client.post(
        f"/en/score/{game.pk}/wizard/",
        {"version": game.version, "dealer": "Vera", **GAME_7H, "calls": "pass/whist/open"},
        headers=HTMX,
    )
    html = response.content.decode()
    assert 'name="tricks_0"' in html and "Vera (first defender)" not in html
    assert "open (в светлую)" in html  # the lone whister's choice, a chip to change


@pytest.mark.parametrize(
    "data",
    [
        {"version": "x", "kind": "raspasy", "tricks_0": "2", "tricks_1": "5"},
        {"version": "1", "kind": "nonsense"},
        {"version": "1", "kind": "game", "declarer": "Nobody"},
        {"version": "1", "kind": "game", "declarer": "Anna", "contract": "11H"},
        {"version": "1", **GAME_7H, "calls": "whist/whist/open"},
        {"version": "1", **GAME_7H, "calls": "whist/pass/sideways"},
        {"version": "1", **GAME_7H, "calls": "/"},
        {"version": "1", "kind": "raspasy", "tricks_0": "x", "tricks_1": "-3"},
        {"version": "1", "kind": "raspasy", "tricks_0": "99999999999999999999", "tricks_1": "1"},
        {"version": "1", "kind": "misere", "declarer": "Anna", "tricks_0": "11"},
        {"version": "1", "dealer": "Nobody", "kind": "raspasy", "tricks_0": "4", "tricks_1": "7"},
    ],
)
def test_garbage_is_a_400_never_a_500_and_nothing_is_saved(client, make_game, data):
    game = make_game()
    response = client.post(f"/score/{game.pk}/quick/", {**data, "save": "1"}, headers=HTMX)
    assert response.status_code == 400
    assert 'class="errors"' in response.content.decode()
    assert Game.objects.get().version == 1


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"kind": "raspasy"},
            "Впишите взятки: пусты поля «Anna», «Boris», «Vera», а пустым можно оставить "
            "только одно — оно посчитается: 10 минус остальные.",
        ),
        (
            {
                "kind": "game",
                "declarer": "Anna",
                "contract": "6S",
                "calls": "whist/pass/closed",
            },
            "Впишите взятки: пусты поля «Anna», «Boris (со взятками пасующего)», а пустым",
        ),
        ({"kind": "misere", "declarer": "Anna"}, "Впишите взятки в поле «Anna»."),
    ],
)
def test_a_save_with_too_many_empty_counts_says_so_and_saves_nothing(
    client, make_game, data, message
):
    # the hint «Одно любое поле можно оставить пустым»: two empty counts (or the one count of
    # a misère) are refused in words, the answers kept; a 400 is never silent
    game = make_game()
    response = save_quick(client, game, data, lang="ru")
    assert response.status_code == 400
    html = response.content.decode()
    assert message in html
    assert re.search(r'name="declarer" value="Anna" checked', html) or data["kind"] == "raspasy"
    assert Game.objects.get(pk=game.pk).deals == []


def test_the_defenders_are_whisters_in_russian(client, make_game):
    game = make_game()
    data = {"kind": "game", "declarer": "Anna", "contract": "6S"}
    html = quick(client, game, data, lang="ru").content.decode()
    assert "Вистующие: Boris, Vera" in html and "защитник" not in html
    # the words as players write them, a lone whister's choice in the same chip
    for chip in ("вист, вист", "вист, пас — втёмную", "пас, вист — в светлую", "пас, полвиста"):
        assert f"<span>{chip}</span>" in html
