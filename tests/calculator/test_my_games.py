"""«Мои пули» and the players' statistics: the visitor's own games only, newest first, a page at
a time, each with its result; the statistics of the two hand-worked games of
tests/core/test_statistics.py as the page shows them."""

import re
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone

from rulings.calculator.balance_plot import balance_plot
from rulings.calculator.my_games import PER_PAGE
from rulings.models import Game
from tests.core.test_statistics import GAME_2
from tests.helpers.calculator import SOCHI_DEALS

pytestmark = pytest.mark.django_db


def cards(html: str) -> list[str]:
    """The games' numbers in the order the page lists them."""
    return re.findall(r'class="game-card" data-game="(\d+)"', html)


def test_empty_list_says_how_to_start(client):
    html = client.get("/score/mine/").content.decode()
    assert 'id="no-games"' in html
    assert "Пока нет ни одной пули." in html
    assert "нажмите «Начать игру»" in html
    assert 'href="/score/#new-game-title"' in html


def test_the_session_s_games_newest_first_with_status_and_balances(client, make_game):
    older = make_game(pulya=6, deals=SOCHI_DEALS)  # the whole game: −65, +19, +46 (hand-worked)
    Game.objects.filter(pk=older.pk).update(
        created_at=timezone.now() - timedelta(days=2), finished=True
    )
    newer = make_game(players=("Anna", "Boris", "Gleb"), pulya=10, deals=GAME_2["deals"])
    make_game(session_key="somebody-else")  # another visitor's: not listed
    html = client.get("/score/mine/").content.decode()
    assert cards(html) == [str(newer.pk), str(older.pk)]
    first, second = html.split('class="game-card" data-game=')[1:]
    assert "идёт" in first and "закончена" in second
    assert "Сочи" in first
    result = r'<span class="who">(\w+)</span> <span class="balance-value[^"]*">([^<]+)<'
    assert re.findall(result, second) == [("Anna", "-65"), ("Boris", "+19"), ("Vera", "+46")]
    assert re.findall(result, first) == [("Anna", "-73"), ("Boris", "+39"), ("Gleb", "+34")]


def test_pages_of_twenty(client, make_game):
    games = [make_game() for _ in range(PER_PAGE + 3)]
    newest_first = [str(g.pk) for g in reversed(games)]
    page_1 = client.get("/score/mine/").content.decode()
    page_2 = client.get("/score/mine/?page=2").content.decode()
    assert cards(page_1) == newest_first[:PER_PAGE]
    assert cards(page_2) == newest_first[PER_PAGE:]
    assert "Страница 2 из 2" in page_2
    # a page that is not there: the last one, never a 500
    assert cards(client.get("/score/mine/?page=99").content.decode()) == newest_first[PER_PAGE:]
    assert client.get("/score/mine/?page=x").status_code == 200


def test_an_account_sees_its_own_games_only(make_game):
    User = get_user_model()
    anna = User.objects.create_user("anna", password="pw-anna-12345")  # noqa: S106
    boris = User.objects.create_user("boris", password="pw-boris-12345")  # noqa: S106
    mine = make_game(owner=anna)
    theirs = make_game(owner=boris)
    client = Client()
    client.force_login(anna)
    html = client.get("/score/mine/").content.decode()
    assert cards(html) == [str(mine.pk)]
    assert str(theirs.pk) not in cards(html)


def test_statistics_of_the_two_hand_worked_games(client, make_game):
    first = make_game(pulya=6, deals=SOCHI_DEALS)
    Game.objects.filter(pk=first.pk).update(created_at=timezone.now() - timedelta(days=1))
    make_game(players=("Anna", "Boris", "Gleb"), pulya=10, deals=GAME_2["deals"])
    make_game(session_key="somebody-else", players=("Zoya", "Yan", "Xenia"))
    html = client.get("/score/mine/statistics/").content.decode()
    assert "Zoya" not in html

    def stat(player: str, name: str) -> str:
        card = html.split(f'data-player="{player}"')[1].split("</li>")[0]
        return re.search(rf'data-stat="{name}">([^<]*)<', card).group(1)

    # Anna: both games, 7♥ down and 8 без козыря made, then the misère with a trick
    assert [stat("Anna", s) for s in ("games", "contracts", "made", "remizes", "whists")] == [
        "2",
        "3",
        "1",
        "2",
        "4",
    ]
    assert stat("Anna", "balances") == "-65 · -73"
    assert [stat("Boris", s) for s in ("games", "contracts", "made", "remizes", "whists")] == [
        "2",
        "3",
        "3",
        "0",
        "86",
    ]
    assert stat("Gleb", "whists") == "8"
    totals = dict(re.findall(r'data-player="(\w+)">\s*<h2>\w+ <span[^>]*data-total>([^<]+)<', html))
    assert totals == {"Anna": "-138", "Boris": "+58", "Vera": "+46", "Gleb": "+34"}
    # the plot of Anna's balance after each game: −65 then −138, below the zero line
    assert 'aria-label="Итог после каждой пули: -65 · -138"' in html


def test_statistics_with_no_games(client):
    html = client.get("/score/mine/statistics/").content.decode()
    assert "Пока нечего считать" in html


def test_the_balance_plot_keeps_zero_inside_and_the_last_point_last():
    plot = balance_plot([-65, -138])
    (x0, y0), (x1, y1) = (tuple(map(float, p.split(","))) for p in plot.points.split())
    assert x0 < x1 and (plot.last_x, plot.last_y) == (x1, y1)
    assert plot.zero_y < y0 < y1  # both below zero, the second lower
    assert plot.zero_y == 5.0 and y1 == 39.0  # the box's top and bottom (44 high, 5 inside)
    one = balance_plot([12])
    assert one.last_x == 120.0 and one.zero_y > one.last_y  # one game: in the middle, above 0
    with pytest.raises(ValueError, match="at least one"):
        balance_plot([])


def test_a_signed_in_user_s_list_holds_the_games_he_co_edits_marked_with_their_owner(make_game):
    from rulings.calculator import coeditors

    users = get_user_model().objects
    anna = users.create_user("anna", first_name="Анна")
    boris = users.create_user("boris")
    own = make_game(owner=boris)
    annas = make_game(owner=anna, players=("Anna", "Boris", "Gleb"))
    coeditors.add(annas, boris)
    signed_out = make_game(session_key="a-table-without-account")
    coeditors.add(signed_out, boris)
    make_game(owner=anna)  # Anna's other game: Boris does not co-edit it, not listed
    phone = Client()
    phone.force_login(boris)
    html = phone.get("/score/mine/").content.decode()
    assert cards(html) == [str(signed_out.pk), str(annas.pk), str(own.pk)]
    marks = dict(re.findall(r'data-game="(\d+)"(.*?)</li>', html, re.S))
    assert "Владелец: Анна · вы тоже записываете сдачи" in marks[str(annas.pk)]
    assert "Пуля не ваша · вы тоже записываете сдачи" in marks[str(signed_out.pk)]
    assert "записываете" not in marks[str(own.pk)]
    # the owner's list marks nothing; a removed co-editor no longer sees the game
    owner_phone = Client()
    owner_phone.force_login(anna)
    assert "записываете" not in owner_phone.get("/score/mine/").content.decode()
    coeditors.remove(annas, annas.coeditors.get(user=boris).pk)
    assert cards(phone.get("/score/mine/").content.decode()) == [str(signed_out.pk), str(own.pk)]
