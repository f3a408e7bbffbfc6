"""A club's rules (the house convention page that became the club's): the host sets them in a
draft and publishes them; the calculator and the arbiter use the version in force through the
club's house convention. Bad input is a 400 with the message, nothing saved is lost."""

import enum
import html
import json
import re

import pytest
from django.contrib.auth import get_user_model
from django.utils import translation

from rulings.calculator import services
from rulings.clubs.models import Club, ClubVersion
from rulings.core.conventions.convention import Convention, HoldRule
from rulings.core.conventions.penalty_kinds import MisdealRules
from rulings.examples import example_record
from rulings.models import Game, HouseConvention
from rulings.web.option_words import value_choices, value_label
from rulings.web.selectors import convention_for

pytestmark = pytest.mark.django_db

SOCHI = Convention.preset("sochi")


@pytest.fixture
def host(client):
    user = get_user_model().objects.create_user("host", password="pw-host-12345")  # noqa: S106
    client.force_login(user)
    return user


@pytest.fixture
def house(host):
    house = HouseConvention.objects.create(
        owner=host,
        slug="miser-club",
        title="Клуб «Мизер»",
        preset="sochi",
        about="Ставка: 10 копеек за вист.",
        options={"game_values": [4, 8, 12, 16, 20], "pulya_target": 30},
    )
    return house


def rules_form(client, slug, **changes):
    """The rules form as the page draws it (every option at its value), with ``changes``."""
    page = client.get(f"/en/club/{slug}/draft/").content.decode()
    data = {}
    inputs = r'<input type="(?:text|number|hidden)" name="(\w+)" value="([^"]*)"'
    for name, value in re.findall(inputs, page):
        data[name] = html.unescape(value)
    for name in re.findall(r'<input type="checkbox" name="(\w+)"[^>]*checked', page):
        data[name] = "on"
    for name, body in re.findall(r'<select name="(\w+)"[^>]*>(.*?)</select>', page, re.S):
        data[name] = re.search(r'<option value="([^"]*)" selected>', body).group(1)
    data.update(changes)
    return data


def publish_draft(client, slug):
    draft = ClubVersion.objects.get(club__slug=slug, state="draft")
    response = client.post(f"/en/club/{slug}/draft/publish/", {"revision": draft.revision})
    assert response.status_code == 302


def test_anyone_reads_the_list_and_the_page(client, house):
    client.logout()
    listing = client.get("/en/club/").content.decode()
    assert "Клуб «Мизер»" in html.unescape(listing)
    page = html.unescape(client.get("/en/club/miser-club/").content.decode())
    assert "Runs the club: host" in page and "based on Sochi" in page
    assert "Ставка: 10 копеек за вист." in page
    # the change table: the option, Sochi's value, the club's value
    row = re.search(r'<tr id="change-game_values">(.*?)</tr>', page, re.S).group(1)
    assert '<td data-label="Sochi">2-4-6-8-10</td>' in row
    assert "<strong>4-8-12-16-20</strong>" in row
    assert '<td data-label="Sochi">20</td><td data-label="Here"><strong>30</strong>' in page
    # in players' words, from the same convention
    assert "games 6–10 into the pulya: 4-8-12-16-20; misère 10" in page
    assert "Edit the page" not in page and "/draft/" not in page
    # the old address leads to the club
    response = client.get("/en/house/miser-club/")
    assert response.status_code == 301 and response["Location"] == "/en/club/miser-club/"


def test_russian_is_the_default(client, house):
    client.logout()
    page = html.unescape(client.get("/club/miser-club/").content.decode())
    assert "Чем стол отличается от" in page and "Сыграть пулю по этим правилам" in page


def test_opening_a_club_needs_an_account(client):
    response = client.get("/en/club/new/")
    assert response.status_code == 302
    assert response["Location"] == "/accounts/login/?next=/en/club/new/"
    response = client.post("/en/club/new/", {"name": "X", "slug": "x", "preset": "sochi"})
    assert response.status_code == 302 and not Club.objects.exists()


def test_sign_up_then_open_a_club_then_set_the_options(client):
    response = client.post(
        "/en/accounts/signup/",
        {
            "username": "vera",
            "password1": "a-long-pass-9173",
            "password2": "a-long-pass-9173",
            "next": "/en/club/new/",
        },
    )
    assert response.status_code == 302 and response["Location"] == "/en/club/new/"
    response = client.post(
        "/en/club/new/",
        {"name": "Четверг у Веры", "slug": "thursday", "preset": "leningrad", "about": ""},
    )
    assert response.status_code == 302 and response["Location"] == "/en/club/thursday/"
    house = HouseConvention.objects.get(slug="thursday")
    assert house.owner.username == "vera" and house.options == {}

    form = rules_form(client, "thursday", stalingrad="on", half_whist_levels="6")
    assert form["whist_split"] == "gentleman"  # Leningrad's own value is where it starts
    response = client.post("/en/club/thursday/draft/", form)
    assert response.status_code == 302
    house.refresh_from_db()
    assert house.options == {}  # a draft changes nothing in force
    publish_draft(client, "thursday")
    house.refresh_from_db()
    assert house.options == {"stalingrad": True, "half_whist_levels": [6]}
    conv = house.convention()
    assert conv.stalingrad and conv.half_whist_levels == (6,) and conv.pulya_point_whists == 20


def test_a_wrong_option_is_a_400_naming_it_and_nothing_is_saved(client, house):
    response = client.post(
        "/club/miser-club/draft/", rules_form(client, "miser-club", game_values="1-2")
    )
    assert response.status_code == 400
    page = html.unescape(response.content.decode())
    block = re.search(r'id="option-game_values">(.*?)</small>', page, re.S).group(1)
    # on the option's own field, in Russian: «give 5 values, one for each level 6 … 10»
    assert "нужно 5 значений — по одному на 6, 7, 8, 9, 10 (а не 2)" in block
    draft = ClubVersion.objects.get(state="draft")
    assert draft.options == {"game_values": [4, 8, 12, 16, 20], "pulya_target": 30}

    response = client.post(
        "/en/club/miser-club/draft/", rules_form(client, "miser-club", game_values="two")
    )
    assert response.status_code == 400
    assert "Write whole numbers, like 2-4-6-8-10." in response.content.decode()


def test_the_options_reset_to_the_preset_keep_nothing(client, house):
    form = rules_form(client, "miser-club", game_values="2-4-6-8-10", pulya_target="20")
    assert client.post("/en/club/miser-club/draft/", form).status_code == 302
    publish_draft(client, "miser-club")
    house.refresh_from_db()
    assert house.options == {}
    page = html.unescape(client.get("/en/club/miser-club/").content.decode())
    assert "Nothing: the table plays Sochi as it is." in page


def test_a_taken_address_is_a_400(client, house):
    response = client.post(
        "/club/new/", {"name": "Другой", "slug": "miser-club", "preset": "sochi"}
    )
    assert response.status_code == 400
    assert "Адрес «miser-club» занят" in html.unescape(response.content.decode())
    assert HouseConvention.objects.count() == 1 and Club.objects.count() == 1


MADE_SIX = {
    "dealer": "Vera",
    "declarer": "Anna",
    "contract": "6S",
    "defenders": {"Boris": "whist", "Vera": "pass"},
    "tricks": {"Anna": 6, "Boris": 4},
}


def test_a_pulya_started_under_a_house_convention_keeps_its_rules(client, house):
    page = html.unescape(client.get("/en/score/?house=miser-club").content.decode())
    assert "Rules: " in page and f'href="/en/house/miser-club/">{house.title}</a>' in page
    assert '<select name="convention"' not in page  # the house replaces the preset
    response = client.post(
        "/en/score/",
        {
            "player_1": "Anna",
            "player_2": "Boris",
            "player_3": "Vera",
            "first_dealer": "2",
            "house": "miser-club",
        },
    )
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.record["convention"] == {
        "preset": "sochi",
        "options": {"game_values": [4, 8, 12, 16, 20], "pulya_target": 30},
        "name": house.title,
    }
    assert game.record["pulya"] == 30  # the club's pulya size, not Sochi's 20
    game_page = html.unescape(client.get(f"/en/score/{game.pk}/").content.decode())
    assert f"{house.title} (Sochi)" in game_page

    # the host changes the rules later: the game keeps the ones it started with
    house.options = {}
    house.save()
    game = services.game_add_deal(game=game, version=game.version, deal=MADE_SIX)
    game.refresh_from_db()
    # a made six is 4 into the pulya under the club's table (Sochi's is 2)
    assert convention_for(game.record).game_values == (4, 8, 12, 16, 20)
    page = html.unescape(client.get(f"/en/score/{game.pk}/").content.decode())
    assert re.search(r'<tr data-player="Anna">.*?<td class="pulya">4</td>', page, re.S)


def test_an_unknown_house_is_a_400_and_the_typed_names_are_kept(client):
    response = client.post(
        "/en/score/",
        {"player_1": "Anna", "player_2": "Boris", "player_3": "Vera", "house": "gone"},
    )
    assert response.status_code == 400
    page = html.unescape(response.content.decode())
    assert "There is no house convention «gone»: choose a preset." in page
    assert 'value="Anna"' in page and not Game.objects.exists()
    page = client.get("/en/score/?house=gone").content.decode()
    assert "Rules: " not in page and '<select name="convention"' in page


def test_the_arbiter_rules_under_a_house_convention(client, house):
    page = client.get("/en/rule/?house=miser-club").content.decode()
    assert f"{house.title} (Sochi)" in html.unescape(page)  # step 1 answered by the link
    carried = re.search(r'<input type="hidden" name="convention" value="([^"]*)"', page).group(1)
    assert json.loads(html.unescape(carried)) == house.spec()
    # a ruling under it: the request carries the club's rules (the name is not read). Two
    # remizes a renonce (option renonce_remizes; Sochi's one, the classic text «…ремиз за ренонс»):
    # Boris's renonce on Anna's 6♠ writes 2 × 2 into his mountain, not 2.
    house.options = {"renonce_remizes": 2}
    house.save()
    for spec, mountain in ((house.spec(), 4), ("sochi", 2)):
        request = {**example_record("renonce"), "convention": spec}
        response = client.post(
            "/api/adjudicate", json.dumps(request), content_type="application/json"
        )
        ruling = response.json()
        assert ruling["rule"] == "renonce_whister"
        assert ruling["entries"]["players"]["Boris"]["mountain"] == mountain


def test_choices_are_offered_and_shown_in_words(client, house):
    form = client.post(
        "/en/club/miser-club/draft/", rules_form(client, "miser-club", whist_split="gentleman")
    )
    publish_draft(client, "miser-club")
    form = client.get("/en/club/miser-club/draft/").content.decode()
    select = re.search(r'<select name="whist_split".*?</select>', form, re.S).group(0)
    assert '<option value="gentleman" selected>gentleman (джентльменский): split in half' in select
    assert '<option value="greedy">greedy (жлобский): the whister writes' in select
    page = html.unescape(client.get("/club/miser-club/").content.decode())
    row = re.search(r'<tr id="change-whist_split">(.*?)</tr>', page, re.S).group(1)
    # Sochi's greedy whist (Lesnoy's code 3.8.13) against the table's gentleman whist (3.8.14)
    assert '<td data-label="Сочи">жлобский: висты пишет вистующий</td>' in row
    assert "<strong>джентльменский: пополам</strong>" in row


def test_every_choice_of_every_option_has_its_own_words():
    for info in Convention.options():
        value = getattr(SOCHI, info.name)
        if isinstance(value, enum.Enum):
            labels = [str(label) for _code, label in value_choices(type(value))]
            assert all(label not in {m.value for m in type(value)} for label in labels), info.name
            assert len(set(labels)) == len(labels), info.name
    # one code, two options: each keeps its own words
    with translation.override("en"):
        assert str(value_label(HoldRule.CLASSIC)).startswith("«I hold»")
        assert str(value_label(MisdealRules.CLASSIC)) == "by the classic text"


def test_the_site_s_own_address_cannot_be_taken(client, host):
    response = client.post("/en/club/new/", {"name": "X", "slug": "new", "preset": "sochi"})
    assert response.status_code == 400
    assert "The address «new» is taken: choose another." in html.unescape(response.content.decode())


def test_numbers_with_a_sign_or_a_point_are_refused(client, house):
    for typed in ("-1", "1.5", "2-4-6-8-"):
        form = rules_form(client, "miser-club", half_whist_levels=typed)
        response = client.post("/en/club/miser-club/draft/", form)
        assert response.status_code == 400, typed
    form = rules_form(client, "miser-club", half_whist_levels=" 6, 8 ")
    assert client.post("/en/club/miser-club/draft/", form).status_code == 302
    assert ClubVersion.objects.get(state="draft").options["half_whist_levels"] == [6, 8]


def test_options_saved_under_older_rules_are_named_and_the_host_can_mend_them(client, house):
    # stored before a rule tightened: a pulya of 0 and an option that no longer exists
    ClubVersion.objects.filter(club__slug="miser-club").update(
        options={"pulya_target": 0, "retired_option": 1, "stalingrad": True}
    )
    page = html.unescape(client.get("/en/club/miser-club/").content.decode())
    assert "no longer pass the rules and are left out: pulya_target, retired_option" in page
    assert 'id="change-stalingrad"' in page  # what still passes is shown
    form_page = html.unescape(client.get("/en/club/miser-club/draft/").content.decode())
    assert "start at the preset's value: pulya_target, retired_option" in form_page
    response = client.post("/en/club/miser-club/draft/", rules_form(client, "miser-club"))
    assert response.status_code == 302
    assert ClubVersion.objects.get(state="draft").options == {"stalingrad": True}


def test_balkan_is_played_by_three_whatever_the_preset(client, house):
    four = {"player_1": "A", "player_2": "B", "player_3": "C", "player_4": "D"}
    house.options = {"variant": "balkan", "score_sheet": "bule", "pulya_target": 100}
    house.save()
    response = client.post("/en/score/", {**four, "house": "miser-club"})
    assert response.status_code == 400 and not Game.objects.exists()
    assert "Balkan preferans is played by three" in response.content.decode()
    # a Balkan-preset house that plays Russian takes four
    house.preset, house.options = "balkan", {"variant": "russian", "score_sheet": "pulya"}
    house.save()
    response = client.post("/en/score/", {**four, "house": "miser-club", "first_dealer": "0"})
    assert response.status_code == 302 and len(Game.objects.get().players) == 4


def test_the_arbiter_link_with_a_game_and_a_house_follows_the_house(client, house, make_game):
    game = make_game(owner=house.owner)
    page = client.get(f"/en/rule/?game={game.pk}&house=miser-club").content.decode()
    assert '<input type="hidden" name="game" value="">' in page
    assert f"{house.title} (Sochi" in html.unescape(page)
