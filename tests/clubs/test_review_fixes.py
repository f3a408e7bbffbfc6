"""What a reviewer found walking the club pages: one date for a version in the site's time
zone, empty pulyas left out of the standings, names that read right whatever they hold."""

import datetime
import html
import re
from decimal import Decimal

import pytest
import time_machine
from django.utils import translation

from rulings.calculator import services as calculator
from rulings.clubs import services
from rulings.clubs.forms import stakes_price
from rulings.clubs.selectors import standings, version_name
from rulings.models import CoEditor
from tests.clubs.test_clubs import MADE_SIX, new_version, play

pytestmark = pytest.mark.django_db


def page(response) -> str:
    return html.unescape(response.content.decode())


def test_a_version_published_after_midnight_in_moscow_has_one_date_everywhere(client, people):
    club = people["club"]
    # 22:07 UTC on 1 December is 01:07 on 2 December in Moscow (the site's time zone)
    moment = datetime.datetime(2026, 12, 1, 22, 7, tzinfo=datetime.UTC)
    with time_machine.travel(moment, tick=False):
        draft = services.draft_of(club)
        version = services.publish(draft, draft.revision)
    with translation.override("ru"):
        assert version_name(version).endswith("версия 2 от 02.12")
    assert version.label == "Четверг у Веры, версия 2 от 02.12"
    client.force_login(people["member"])
    text = page(client.get("/club/thursday/"))
    assert "версия 2 от 02.12" in text and "01.12" not in text


def test_a_pulya_finished_with_no_deal_is_no_game_in_the_standings(client, people):
    club, host = people["club"], people["host"]
    users = [host, people["editor"], people["member"]]
    empty = play(club, host, users)
    calculator.game_set_finished(game=empty.game, version=empty.game.version, finished=True)
    assert standings(club).games == 0 and standings(club).rows == []
    played = play(club, host, users, [MADE_SIX], day=13)
    table = standings(club)
    assert table.games == 1 and table.unscored == 0
    assert {r.name: r.games for r in table.rows} == {"Anna": 1, "Boris": 1, "Vera": 1}
    client.force_login(host)
    text = page(client.get("/en/club/thursday/standings/"))
    assert "1 game, players by their accounts" in text
    assert standings(club).rows[0].whists == 6 and played.game.deals


def test_a_name_with_club_and_quotes_reads_right_and_the_host_needs_no_gender(client, people):
    club = people["club"]
    services.save_page(club, name="Клуб «Семь пик»")
    invitation = services.invite(club, people["host"])
    client.force_login(people["member"])
    text = page(client.get("/club/thursday/"))
    assert "Клуб «Семь пик»: правила, версия 1 от" in text
    assert "Ведёт клуб: vera" in text and "Хозяин" not in text
    client.force_login(people["stranger"])
    text = page(client.get(f"/club/join/{invitation.token}/"))
    assert "<h1>Клуб «Семь пик»</h1>" in text and "в клуб «" not in text
    for text in (page(client.get("/club/thursday/")), page(client.get("/club/thursday/v/1/"))):
        assert "клуба «" not in text and "»»" not in text


def test_the_new_club_form_speaks_as_a_player_and_refuses_an_underscore(client, people):
    client.force_login(people["stranger"])
    text = page(client.get("/club/new/"))
    assert "Создать клуб" in text and "Открыть клуб" not in text and "/club/<" not in text
    form = {"name": "Семь пик", "slug": "sem_pik", "preset": "sochi"}
    response = client.post("/club/new/", form)
    assert response.status_code == 400
    text = page(response)
    assert "Только латинские буквы, цифры и дефисы" in text and "подчерк" not in text
    response = client.post("/club/new/", {**form, "slug": "семь"})
    assert "Только латинские буквы, цифры и дефисы" in page(response)


def test_the_english_page_names_the_option_groups_in_english(client, people):
    new_version(people["club"], {"bid_jumps": False})
    text = page(client.get("/en/club/thursday/"))
    row = re.search(r'<tr id="change-bid_jumps">(.*?)</tr>', text, re.S).group(1)
    assert "<small>Bidding</small>" in row
    text = page(client.get("/club/thursday/"))
    assert "<small>Торговля</small>" in text


@pytest.mark.parametrize(
    ("stakes", "price"),
    [
        ("10 копеек за вист", Decimal("0.10")),
        ("По 50 коп. вист", Decimal("0.50")),
        ("10 kopecks a whist", Decimal("0.10")),
        ("1 рубль за вист", Decimal("1.00")),
        ("вист — 2,5 руб.", Decimal("2.50")),
        ("на интерес", None),
        ("", None),
    ],
)
def test_the_stakes_name_the_price_of_a_whist(stakes, price):
    assert stakes_price(stakes) == price


def test_a_club_pulya_starts_at_the_price_the_stakes_name(client, people):
    club = people["club"]
    services.save_page(club, stakes="10 копеек за вист")
    client.force_login(people["host"])
    text = page(client.get("/club/thursday/games/new/"))
    assert re.search(r'name="whist_price" value="0\.10?"', text)
    services.save_page(club, stakes="на интерес")
    text = page(client.get("/club/thursday/games/new/"))
    assert re.search(r'name="whist_price" value="0"', text)


def test_my_pulyas_on_the_profile_list_every_game_of_mine_ongoing_first(client, people):
    club, host, member = people["club"], people["host"], people["member"]
    users = [host, people["editor"], member]
    done = play(club, host, users, [MADE_SIX])
    calculator.game_set_finished(game=done.game, version=done.game.version, finished=True)
    ongoing = play(club, host, users, [MADE_SIX], day=13)
    own = calculator.game_create(
        owner=member,
        session_key="",
        players=["A", "B", "C"],
        convention={"preset": "sochi"},
        pulya=10,
        whist_price=Decimal(0),
        title="Дома",
    )
    other = calculator.game_create(
        owner=host,
        session_key="",
        players=["X", "Y", "Z"],
        convention={"preset": "sochi"},
        pulya=10,
        whist_price=Decimal(0),
        title="Чужая",
    )
    CoEditor.objects.create(game=other, user=member)
    strange = calculator.game_create(
        owner=host,
        session_key="",
        players=["P", "Q", "R"],
        convention={"preset": "sochi"},
        pulya=10,
        whist_price=Decimal(0),
        title="Не моя",
    )
    client.force_login(member)
    text = page(client.get("/profile/"))
    listed = [int(pk) for pk in re.findall(r'<li data-game="(\d+)">', text)]
    assert set(listed) == {done.game.pk, ongoing.game.pk, own.pk, other.pk}
    assert strange.pk not in listed and listed[-1] == done.game.pk
