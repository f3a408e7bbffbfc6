"""The game page lean and explained (issues 13, 14): the deal list by summaries with one Delete
form, each deal's entries fetched when opened with their arithmetic and the passage of their
level, the settlement's steps, the options fetched when opened, a plain look served from the
game's key fields without reading its record."""

import html as html_lib
import re
from decimal import Decimal

import pytest
from django.core.cache import cache
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from rulings.calculator import game_view
from tests.helpers.calculator import HTMX, SOCHI_DEALS

pytestmark = pytest.mark.django_db


def deals_section(page: str) -> str:
    start = page.index('<section id="deals"')
    return page[start : page.index("</section>", start)]


def test_the_deal_list_has_one_delete_form_and_no_entries_until_a_deal_is_opened(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:4])
    deals = deals_section(client.get(f"/en/score/{game.pk}/").content.decode())
    assert deals.count("<form") == 1 and deals.count('name="csrfmiddlewaretoken"') == 1
    assert re.findall(r'name="index" value="(\d)"', deals) == ["3", "2", "1", "0"]
    assert "<cite>" not in deals and "entry-line" not in deals
    assert f'hx-get="/en/score/{game.pk}/deals/0/"' in deals


def test_an_opened_deal_shows_each_entry_s_arithmetic_and_its_passage(client, make_game):
    # Sochi for four, a seven two down (the Sochi rules for four: «взявший на объявленной
    # семерной пять взяток… 2х4=8»; the whister 5 × 4 = 20; consolation 2 × 4 = 8)
    deal = {
        "dealer": "Gleb",
        "declarer": "Anna",
        "contract": "7H",
        "defenders": {"Boris": "whist", "Vera": "pass"},
        "tricks": {"Anna": 5, "Boris": 5},
    }
    game = make_game(players=("Anna", "Boris", "Vera", "Gleb"), first_dealer=3, deals=[deal])
    html = html_lib.unescape(
        client.get(f"/en/score/{game.pk}/deals/0/", headers=HTMX).content.decode()
    )
    assert '<span class="entry-calc">remiz 2 × 4 = 8</span>' in html
    assert '<span class="entry-calc">5 tricks × 4 = 20</span>' in html
    # the declarer's remiz and the consolation of Boris, Vera and Gleb (the dealer writes it too)
    assert html.count('<span class="entry-calc">remiz 2 × 4 = 8</span>') == 4
    assert "2х4=8" in html and "3 (взятки) x 4 (очка) = 12" in html  # a seven: the examples
    assert "<html" not in html


def test_a_six_for_four_quotes_the_general_rule_not_the_seven(client, make_game):
    deal = {
        "dealer": "Gleb",
        "declarer": "Anna",
        "contract": "6S",
        "defenders": {"Boris": "whist", "Vera": "whist"},
        "tricks": {"Anna": 6, "Boris": 3, "Vera": 1},
    }
    game = make_game(players=("Anna", "Boris", "Vera", "Gleb"), first_dealer=3, deals=[deal])
    html = client.get(f"/en/score/{game.pk}/deals/0/", headers=HTMX).content.decode()
    assert '<span class="entry-calc">3 tricks × 2 = 6</span>' in html
    assert '<span class="entry-calc">2 for a six</span>' in html  # the game into the pulya
    assert "по стоимости игры" in html and "семерной" not in html


def test_a_deal_opened_without_javascript_is_a_page_and_a_missing_one_a_404(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:2])
    page = client.get(f"/score/{game.pk}/deals/1/").content.decode()
    assert "<html" in page and f'href="/score/{game.pk}/#deal-1"' in page
    assert "распасы" in page and "Назад к игре" in page
    assert client.get(f"/score/{game.pk}/deals/2/", headers=HTMX).status_code == 404
    assert Client().get(f"/score/{game.pk}/deals/0/").status_code == 403  # not the owner's


def test_the_share_link_opens_deals_and_options_read_only(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:1])
    viewer = Client()
    page = viewer.get(f"/en/score/s/{game.share_token}/").content.decode()
    url = f"/en/score/s/{game.share_token}/deals/0/"
    assert f'hx-get="{url}"' in page and "<form" not in deals_section(page)
    assert "Boris writes 16 whists on Anna" in viewer.get(url, headers=HTMX).content.decode()
    options = viewer.get(f"/en/score/s/{game.share_token}/options/", headers=HTMX)
    text = options.content.decode()
    assert text.lstrip().startswith('<details class="options" open>') and "option-group" in text


def test_the_options_are_fetched_when_opened(client, make_game):
    game = make_game(deals=SOCHI_DEALS[:1])
    page = client.get(f"/en/score/{game.pk}/").content.decode()
    assert 'class="option-group"' not in page  # not on the page itself
    assert f'hx-get="/en/score/{game.pk}/options/"' in page
    full = client.get(f"/en/score/{game.pk}/options/").content.decode()
    assert "<html" in full and 'id="option-whist_split"' in full


def test_the_settlement_shows_its_steps_and_who_gets_the_odd_whist(client, make_game):
    # Anna 1 in the mountain: the average 1/3; Anna (1/3 − 1) × 10 = −6.67, the others +3.33.
    # Rounded down −7 / 3 / 3, one whist short: equal fractions, so the first seat, Anna: −6.
    game = make_game(
        deals=[{"correction": {"player": "Anna", "mountain": 1}}], whist_price=Decimal("0.5")
    )
    page = html_lib.unescape(client.get(f"/en/score/{game.pk}/").content.decode())
    steps = page[page.index('id="settlement-steps"') :]
    assert "The average: (1 + 0 + 0) / 3 = 0.33." in steps
    assert "(0.33 − 1) × 10 = −6.67" in steps
    assert "<td>−7 + 1 (seat order)</td><td>−6</td>" in steps
    assert "The missing whist goes to: Anna." in steps
    # pair by pair: Anna owes Boris and Vera 10 × 1 / 3 each, exact; in the balances' whole
    # whists 3 each (her −6), 1.50 in money at 0.50 — as her balance line, −3.00
    assert (
        '<th scope="row">Anna → Boris</th><td>3.33</td><td>0</td><td class="exact">3.33</td>'
        '<td class="settled">3</td><td class="money">1.50</td>'
    ) in steps
    assert "1.67" not in steps
    # the short list: the same payments
    short = page[page.index('id="transfers-title"') : page.index('id="chat-report"')]
    assert "Anna pays Boris 3 whists (1.50)" in short and "Anna pays Vera 3 whists (1.50)" in short


def test_the_text_for_the_chat_has_balances_payments_and_rules(client, make_game):
    # Anna 10 in the mountain, Vera 2; Boris wrote 20 whists on Anna, Vera 8: −88 / +60 / +28
    # (tests/core/test_settlement_steps.py); the fewest payments: Anna pays Boris 60, Vera 28.
    game = make_game(
        deals=[
            {"correction": {"player": "Anna", "mountain": 10}},
            {"correction": {"player": "Vera", "mountain": 2}},
            {"correction": {"player": "Boris", "whists": 20, "on": "Anna"}},
            {"correction": {"player": "Vera", "whists": 8, "on": "Anna"}},
        ],
        whist_price=Decimal("0.5"),
    )
    page = client.get(f"/score/{game.pk}/").content.decode()
    box = re.search(r'<textarea id="chat-report-text"[^>]*>(.*?)</textarea>', page, re.S)
    text = html_lib.unescape(box.group(1))
    assert text.splitlines()[:2] == ["Пуля: Anna, Boris, Vera", "Сочи · пуля до 20"]
    assert "Anna: -88 (-44,00)\nBoris: +60 (+30,00)\nVera: +28 (+14,00)" in text
    assert "Anna → Boris: 60 (30,00)\nAnna → Vera: 28 (14,00)" in text
    assert "— цена виста: 0,50" in text
    assert "вист жлобский" in text  # the convention in players' words
    # the copy button is there for the script to show; the box works without it
    assert 'data-copy="chat-report-text"' in page and "Скопировать" in page


def test_a_plain_look_is_served_without_reading_the_record(client, make_game, monkeypatch):
    game = make_game(deals=SOCHI_DEALS[:3])
    cache.clear()
    first = client.get(f"/en/score/{game.pk}/").content.decode()  # drawn, scored once
    monkeypatch.setattr(game_view, "score", lambda record: pytest.fail("scored again"))
    with CaptureQueriesContext(connection) as queries:
        served = client.get(f"/en/score/{game.pk}/")
    assert served.status_code == 200
    assert not any('"record"' in q["sql"] for q in queries.captured_queries)
    page = served.content.decode()
    assert "<title>" in page and "Anna, Boris, Vera" in page.split("</title>")[0]
    token = re.compile(r'name="csrfmiddlewaretoken" value="[^"]*"')
    assert token.sub("", deals_section(page)) == token.sub("", deals_section(first))
