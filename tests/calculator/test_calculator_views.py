"""Views: the wizard over HTTP, the SVG sheet, the deal list, settlement, export/import.

Bad input is always a 4xx with its message and the typed input kept; never a 500."""

import html as html_lib
import json
import re
import xml.etree.ElementTree as ET
from decimal import Decimal

import pytest
from django.core.management import call_command
from django.utils import translation

from rulings.calculator import services
from rulings.examples import example_record
from rulings.models import Game
from rulings.web.texts import whists_text
from tests.calculator.deal_entries import with_entries
from tests.helpers.calculator import HTMX, SOCHI_DEALS

pytestmark = pytest.mark.django_db
SVG = "{http://www.w3.org/2000/svg}"


def svg_of(html: str) -> ET.Element:
    match = re.search(r"<svg .*?</svg>", html, re.S)
    assert match, "no sheet drawn"
    return ET.fromstring(match.group(0))  # noqa: S314 - our own response


def texts(svg: ET.Element) -> dict[str, str]:
    return {t.get("id"): t.text for t in svg.iter(f"{SVG}text") if t.get("id")}


def hidden(html: str, name: str) -> str:
    match = re.search(rf'<input type="hidden" name="{name}" value="([^"]*)">', html)
    assert match, f"no hidden {name}"
    return match.group(1)


def test_start_a_game_and_see_the_convention_before_the_first_deal(client):
    response = client.post(
        "/en/score/",
        {
            "player_1": "Anna",
            "player_2": "Boris",
            "player_3": "Vera",
            "player_4": "",
            "convention": "leningrad",
            "pulya": "10",
            "first_dealer": "2",
            "whist_price": "0.5",
        },
    )
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.record["convention"] == "leningrad" and game.record["pulya"] == 10
    html = client.get(response["Location"]).content.decode()
    assert "What the convention means" in html
    assert "gentleman whist (джентльменский), semi-responsible" in html
    assert "one pulya point = 20 whists" in html
    assert "<strong>Vera</strong> deals, <strong>Anna</strong> is the first hand" in html


def test_new_game_form_errors_are_a_400(client):
    response = client.post(
        "/en/score/",
        {
            "player_1": "Anna",
            "player_2": "Anna",
            "player_3": "Vera",
            "convention": "sochi",
            "pulya": "0",
            "first_dealer": "3",
        },
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert "Player names must be different." in html
    assert Game.objects.count() == 0


def test_enter_a_deal_step_by_step_over_htmx(client, make_game):
    game = make_game()
    url = f"/en/score/{game.pk}/wizard/"
    data = {"version": 1, "kind": "game"}
    html = client.post(url, data, headers=HTMX).content.decode()
    assert html.lstrip().startswith('<section id="wizard"')
    assert 'name="declarer" value="Anna"' in html
    for key, value in (
        ("declarer", "Anna"),
        ("contract", "7H"),
        ("call1", "whist"),
        ("call2", "pass"),
        ("open", "closed"),
    ):
        data[key] = value
        response = client.post(url, data, headers=HTMX)
        assert response.status_code == 200
    html = response.content.decode()
    assert 'name="tricks_0"' in html and 'name="tricks_1"' in html

    response = client.post(
        f"/en/score/{game.pk}/deals/", {**data, "tricks_0": "6", "tricks_1": "4"}, headers=HTMX
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<section id="game"')
    game.refresh_from_db()
    assert game.version == 2
    assert game.deals == [SOCHI_DEALS[0]]
    sheet = texts(svg_of(html))
    assert sheet["seat-0-mountain"] == "4"
    assert sheet["seat-1-whists-0"] == "20"  # Boris on Anna: 16 for tricks + 4 consolation
    assert sheet["seat-2-whists-0"] == "4"
    html = with_entries(client, html)  # each deal's entries, as opened
    assert "Boris writes 16 whists on Anna" in html
    # how it was computed: 4 tricks × 4 (a seven) = 16; with three players the whist entry
    # quotes the Code of preferans, not the text on the game for four; linked to its source
    assert '<span class="entry-calc">4 tricks × 4 = 16</span>' in html
    assert '<a href="/en/sources/#code">the Code of preferans</a> 3.8.1.1 «' in html
    assert "the Sochi rules for four" not in html.split('class="entries"', 1)[1]


def test_running_entries_are_written_as_players_write_them(client, make_game):
    game = make_game(pulya=6, deals=SOCHI_DEALS)
    html = client.get(f"/en/score/{game.pk}/").content.decode()
    svg = svg_of(html)
    sheet = texts(svg)
    assert sheet["seat-0-pulya"] == "4.6"  # Anna: help 4, help 2
    assert sheet["seat-1-pulya"] == "4.6"  # Boris: help 4, then his 8♠
    assert sheet["seat-0-mountain"] == "4.6.0"
    assert sheet["seat-1-whists-0"] == "20.60.80.86"
    closed = [p.get("id") for p in svg.iter(f"{SVG}polygon") if "closed" in p.get("class")]
    assert closed == ["seat-0-pulya-band", "seat-1-pulya-band", "seat-2-pulya-band"]
    assert "Settlement if the game ended now" in html


def test_four_players_sheet_and_the_dealer_sits_out(client, make_game):
    game = make_game(
        players=("Anna", "Boris", "Vera", "Gleb"), convention="leningrad", first_dealer=3
    )
    html = client.get(f"/en/score/{game.pk}/").content.decode()
    svg = svg_of(html)
    assert len([p for p in svg.iter(f"{SVG}polygon") if p.get("class") == "sector"]) == 4
    assert "Gleb deals and sits out" in html
    html = client.post(
        f"/en/score/{game.pk}/wizard/", {"version": 1, "kind": "game"}, headers=HTMX
    ).content.decode()
    assert 'value="Gleb"' not in html.split("<fieldset")[1]


def test_invalid_tricks_are_a_400_with_the_message_and_the_typed_values_kept(client, make_game):
    game = make_game()
    response = client.post(
        f"/en/score/{game.pk}/deals/",
        {
            "version": 1,
            "kind": "raspasy",
            "tricks_0": "2",
            "tricks_1": "5",
            "tricks_2": "2",
        },
        headers=HTMX,
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert "Raspasy tricks must add up to 10, not 9." in html
    assert 'name="tricks_2" min="0" max="10" step="1" inputmode="numeric" value="2"' in html
    game.refresh_from_db()
    assert game.deals == [] and game.version == 1


def test_a_forged_half_whist_on_an_eight_is_a_400(client, make_game):
    game = make_game()
    response = client.post(
        f"/en/score/{game.pk}/deals/",
        {
            "version": 1,
            "kind": "game",
            "declarer": "Anna",
            "contract": "8S",
            "call1": "pass",
            "call2": "half",
            "back": "none",
        },
        headers=HTMX,
    )
    assert response.status_code == 400
    assert "A half-whist is not allowed on a 8" in response.content.decode()
    assert Game.objects.get().deals == []


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"version": "x", "kind": "raspasy"},
        {"version": "1", "kind": "nonsense"},
        {"version": "1", "kind": "game", "declarer": "Nobody"},
        {"version": "1", "kind": "game", "declarer": "Anna", "contract": "11H"},
        {
            "version": "1",
            "kind": "correction",
            "c_player": "Anna",
            "c_column": "pulya",
            "c_amount": "x",
        },
    ],
)
def test_garbage_is_a_4xx_never_a_500(client, make_game, data):
    game = make_game()
    response = client.post(f"/score/{game.pk}/deals/", data, headers=HTMX)
    assert response.status_code == 400
    assert Game.objects.get().version == 1


@pytest.mark.parametrize("path", ["deals/delete/", "undo/", "finish/", "price/"])
def test_other_actions_with_garbage_are_4xx(client, make_game, path):
    game = make_game()
    response = client.post(f"/score/{game.pk}/{path}", {"version": "x", "index": "-1"})
    assert response.status_code == 400


def test_edit_out_of_range_is_a_404(client, make_game):
    game = make_game()
    assert client.get(f"/score/{game.pk}/?edit=5").status_code == 404
    assert client.post(f"/score/{game.pk}/deals/", {"version": 1, "edit": "x"}).status_code == 404


def test_two_people_entering_at_once_the_second_gets_a_409_and_keeps_the_entry(client, make_game):
    game = make_game()
    first = {"version": 1, "kind": "raspasy", "tricks_0": "2", "tricks_1": "5", "tricks_2": "3"}
    second = {"version": 1, "kind": "misere", "declarer": "Boris", "tricks_1": "0"}
    assert client.post(f"/en/score/{game.pk}/deals/", first, headers=HTMX).status_code == 200

    response = client.post(f"/en/score/{game.pk}/deals/", second, headers=HTMX)

    assert response.status_code == 409
    html = response.content.decode()
    assert "Someone else changed this game" in html
    assert "raspasy: Anna 2, Boris 5, Vera 3" in html  # the current sheet and list
    assert 'name="tricks_1" min="0" max="10" step="1" inputmode="numeric" value="0"' in html
    assert 'name="version" value="2"' in html  # saving again is a conscious second step
    game.refresh_from_db()
    assert len(game.deals) == 1


def test_edit_delete_and_undo_recompute_the_sheet(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:2])
    html = client.get(f"/en/score/{game.pk}/wizard/?edit=0", headers=HTMX).content.decode()
    assert "Edit entry 1" in html and 'name="tricks_0"' in html and 'value="6"' in html
    assert 'name="version" value="3"' in html

    response = client.post(
        f"/en/score/{game.pk}/deals/",
        {
            "version": 3,
            "edit": "0",
            "edit_of": hidden(html, "edit_of"),
            "kind": "game",
            "declarer": "Anna",
            "contract": "7H",
            "call1": "whist",
            "call2": "pass",
            "open": "closed",
            "tricks_0": "7",
            "tricks_1": "3",
        },
        headers=HTMX,
    )
    assert response.status_code == 200
    sheet = texts(svg_of(response.content.decode()))
    assert sheet["seat-0-pulya"] == "4"
    assert sheet["seat-0-mountain"] == "2"

    response = client.post(
        f"/en/score/{game.pk}/deals/delete/", {"version": 4, "index": 1}, headers=HTMX
    )
    assert "Deal deleted" in response.content.decode()
    assert len(Game.objects.get().deals) == 1
    response = client.post(f"/en/score/{game.pk}/undo/", {"version": 5}, headers=HTMX)
    assert response.status_code == 200
    assert len(Game.objects.get().deals) == 2


def test_finish_shows_the_settlement_with_money_and_the_zero_sum(client, make_game):
    game = make_game(pulya=6, deals=SOCHI_DEALS, whist_price="0.50")
    response = client.post(
        f"/en/score/{game.pk}/finish/", {"version": 7, "finished": "1"}, headers=HTMX
    )
    html = response.content.decode()
    assert "The game is finished." in html
    assert '<h2 id="settlement-title">Settlement</h2>' in html
    assert '<td class="balance-value">-65</td><td class="money">-32.50</td>' in html
    assert '<td class="zero-sum">0</td><td class="zero-sum">0.00</td>' in html
    assert "Anna pays Vera 46 whists (23.00)" in html
    assert "Anna pays Boris 19 whists (9.50)" in html
    assert 'id="wizard"' not in html


def test_export_is_the_record_and_equals_manage_py_score(client, make_game, tmp_path, capsys):
    game = make_game(pulya=6, deals=SOCHI_DEALS)
    response = client.get(f"/score/{game.pk}/export.json")
    assert response["Content-Disposition"].startswith("attachment")
    record = json.loads(response.content)
    assert record == game.record
    path = tmp_path / "game.json"
    path.write_text(response.content.decode())
    call_command("score", str(path), "--json")
    assert json.loads(capsys.readouterr().out)["balance"] == {"Anna": -65, "Boris": 19, "Vera": 46}


def test_import_round_trip_and_bad_imports(client, make_game):
    game = make_game(pulya=6, deals=SOCHI_DEALS)
    exported = client.get(f"/score/{game.pk}/export.json").content.decode()
    response = client.post("/score/import/", {"record": exported})
    assert response.status_code == 302
    assert Game.objects.latest("pk").record == game.record

    response = client.post("/en/score/import/", {"record": "{not json"})
    assert response.status_code == 400
    assert "The game record is not JSON" in response.content.decode()
    bad = json.loads(exported)
    bad["deals"][1]["tricks"]["Vera"] = 2
    response = client.post("/en/score/import/", {"record": json.dumps(bad)})
    assert response.status_code == 400
    assert "raspasy tricks must add up to 10, not 9" in response.content.decode()
    assert Game.objects.count() == 2


def test_print_view_and_sheet_fragment(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:2])
    html = client.get(f"/en/score/{game.pk}/print/").content.decode()
    assert "<svg" in html and "raspasy: Anna 2, Boris 5, Vera 3" in html
    fragment = client.get(f"/score/{game.pk}/sheet/").content.decode()
    assert fragment.lstrip().startswith('<section id="sheet"')


def mountain_cells(html: str) -> dict[str, str]:
    rows = re.findall(r'<tr data-player="(\w+)">.*?<td class="mountain">(.*?)</td>', html, re.S)
    return {player: cell.replace("<wbr>", "") for player, cell in rows}  # a break after a dot


def test_a_drawn_sheet_is_served_without_the_record_and_a_change_draws_it_anew(
    client, make_game, django_assert_num_queries
):
    game = make_game(deals=SOCHI_DEALS[:1])
    url = f"/en/score/{game.pk}/sheet/"
    first = client.get(url).content.decode()
    # Anna's 7♥ with 6 tricks: one undertrick at Sochi's 4 for a seven, into her mountain
    assert mountain_cells(first) == {"Anna": "4", "Boris": "—", "Vera": "—"}
    with django_assert_num_queries(1) as queries:  # the game's key fields, nothing else
        assert client.get(url).content.decode() == first
    assert '"record"' not in queries.captured_queries[0]["sql"]

    services.game_add_deal(game=game, version=game.version, deal=SOCHI_DEALS[1])
    # raspasy Anna 2, Boris 5, Vera 3 (Sochi's first raspasy: one a trick) on top
    assert mountain_cells(client.get(url).content.decode()) == {
        "Anna": "4.6",
        "Boris": "5",
        "Vera": "3",
    }


def test_russian_is_the_default(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:1])
    html = client.get(f"/score/{game.pk}/").content.decode()
    html = with_entries(client, html)  # each deal's entries, as opened
    assert "Boris пишет 16 вистов; на кого: Anna" in html
    assert "Внести сдачу" in html


def test_a_preferans_declaration_is_saved_and_explained(client, make_game):
    game = make_game(pulya=10, deals=SOCHI_DEALS[:1])
    data = {"version": 2, "kind": "preferans", "declarer": "Boris"}
    response = client.post(f"/en/score/{game.pk}/deals/", data, headers=HTMX)
    assert response.status_code == 200
    html = response.content.decode()
    assert "Boris declares «preferans»" in html
    html = with_entries(client, html)  # each deal's entries, as opened
    assert "Boris writes 1000 whists on Anna" in html
    assert "«preferans»: 1000 on each" in html
    sheet = texts(svg_of(html))
    assert sheet["seat-1-whists-0"] == "20.1120"  # 20, then 100 for closing Anna and 1000
    assert sheet["seat-2-pulya"] == "10"


def test_the_owner_can_take_a_dispute_to_the_arbiter_with_the_game(client, make_game):
    game = make_game()

    html = client.get(f"/en/score/{game.pk}/").content.decode()

    assert f'href="/en/rule/?game={game.pk}"' in html
    flow = client.get(f"/en/rule/?game={game.pk}")
    assert flow.status_code == 200


def test_a_correction_beyond_a_million_is_refused_and_the_game_stays_readable(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:1])
    huge = {"version": game.version, "kind": "correction", "c_player": "Anna"}
    huge |= {"c_column": "mountain", "c_amount": "1" + "0" * 26}
    response = client.post(f"/en/score/{game.pk}/deals/", huge, headers=HTMX)
    assert response.status_code == 400
    assert "is more than 1000000 either way" in html_lib.unescape(response.content.decode())
    assert Game.objects.get(pk=game.pk).deals == SOCHI_DEALS[:1]
    # the largest a correction may be, with the largest whist price: the page still adds up
    huge["c_amount"] = "1000000"
    assert client.post(f"/en/score/{game.pk}/deals/", huge, headers=HTMX).status_code == 200
    game.refresh_from_db()
    price = {"version": game.version, "whist_price": "99999999.99"}
    assert client.post(f"/en/score/{game.pk}/price/", price, headers=HTMX).status_code == 200
    page = client.get(f"/en/score/{game.pk}/").content.decode()
    sums = re.findall(r'<td class="zero-sum">([^<]*)</td>', page)
    assert sums == ["0", "0.00"]  # whists and money both add up to zero


@pytest.mark.parametrize(("prefix", "typed"), [("", "0,5"), ("", "0.5"), ("/en", "0.5")])
def test_a_whist_price_is_read_as_the_reader_writes_it(client, make_game, prefix, typed):
    """«0,5» on the Russian page (a point is read too): half a unit of money a whist."""
    game = make_game(deals=SOCHI_DEALS[:1])
    price = {"version": game.version, "whist_price": typed}
    assert client.post(f"{prefix}/score/{game.pk}/price/", price, headers=HTMX).status_code == 200
    game.refresh_from_db()
    assert game.whist_price == Decimal("0.50")


def test_sources_are_named_not_numbered_in_the_deal_list(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:1])
    page = client.get(f"/score/{game.pk}/").content.decode()
    page = html_lib.unescape(with_entries(client, page))
    cites = re.findall(r"<cite>(.*?)</cite>", page)
    assert cites and not any("seed 00" in c for c in cites)
    # three players: the whist entry from the Code of preferans, in Russian, linked
    assert '<a href="/sources/#code">Кодекс преферанса</a> 3.8.1.1 «' in page


@pytest.mark.parametrize(
    ("amount", "russian"),
    [(1, "Боря пишет 1 вист; на кого: Аня"), (4, "Боря пишет 4 виста; на кого: Аня"),
     (5, "Боря пишет 5 вистов; на кого: Аня"), (11, "Боря пишет 11 вистов; на кого: Аня"),
     (21, "Боря пишет 21 вист; на кого: Аня"), (2.5, "Боря пишет 2,50 виста; на кого: Аня")],
)  # fmt: skip
def test_whists_agree_with_their_number_in_russian(amount, russian):
    """The noun agrees with the number; the names stay as written (no case to guess)."""
    with translation.override("ru"):
        assert whists_text("Боря", amount, "Аня") == russian


def russian_whists(n: int) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return "вист"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "виста"
    return "вистов"


@pytest.mark.parametrize("amount", [3, 21, 25])
def test_who_pays_whom_agrees_with_the_number_in_russian(client, make_game, amount):
    whists = {"correction": {"player": "Boris", "whists": amount, "on": "Anna"}}
    game = make_game(deals=[whists])
    page = html_lib.unescape(client.get(f"/score/{game.pk}/").content.decode())
    assert f"платит Anna, получает Boris: {amount} {russian_whists(amount)}</li>" in page


def test_the_deal_viewer_names_its_sources_in_russian(client):
    # the whole deal, up to the renonce in trick 3 (an example opens at trick 1)
    record = json.dumps(example_record("renonce"), ensure_ascii=False)
    page = html_lib.unescape(client.post("/deal/", {"record": record}).content.decode())
    cites = re.findall(r"<cite>(.*?)</cite>", page)
    assert cites and not any("seed 00" in c for c in cites)


def test_the_pulya_page_speaks_player_words_in_russian(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:3], whist_price=Decimal("1"))
    html = client.get(f"/score/{game.pk}/").content.decode()
    assert "Скачать запись игры (файл)" in html
    assert '<th scope="row">Итого</th>' in html
    assert "JSON" not in html and "Σ" not in html
    # the whist's price as the tables show money: with a comma
    assert re.search(r'name="whist_price" [^>]*value="1,00"', html)
    index = client.get("/score/").content.decode()
    assert "Висты сдатчику за прикуп (вчетвером):" in index
    assert "::" not in index and "JSON" not in index


@pytest.mark.parametrize("typed", ["2,5", "2.5"])
def test_the_whist_price_takes_a_comma_or_a_dot(client, make_game, typed):
    game = make_game(deals=SOCHI_DEALS[:3])
    data = {"version": game.version, "whist_price": typed}
    response = client.post(f"/score/{game.pk}/price/", data, headers=HTMX)
    assert response.status_code == 200, response.content.decode()
    assert Game.objects.get(pk=game.pk).whist_price == Decimal("2.5")
