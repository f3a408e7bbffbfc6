"""A club's life: invitations and members, versions of the rules, games under a version,
rulings under a game's version, the standings; and each bad input's clear 4xx with nothing lost."""

import datetime
import html
import importlib
import json
import re
from decimal import Decimal

import pytest
from django.apps import apps as django_apps
from django.utils import timezone

from rulings.arbiter.services import ruling_save
from rulings.calculator import services as calculator
from rulings.clubs import services
from rulings.clubs.models import (
    Club,
    ClubSeat,
    ClubVersion,
    Invitation,
    KeptVersion,
    Membership,
    ProgressVersion,
    RulingVersion,
)
from rulings.clubs.selectors import standings
from rulings.examples import example_record
from rulings.models import HouseConvention
from tests.clubs.conftest import make_user
from tests.clubs.test_house_rules import rules_form
from tutorial.models import Learner, LevelProgress

pytestmark = pytest.mark.django_db

# Anna declares 6♠ and makes it; Boris whists and takes 4 tricks, Vera passes (the dealer).
MADE_SIX = {
    "dealer": "Vera",
    "declarer": "Anna",
    "contract": "6S",
    "defenders": {"Boris": "whist", "Vera": "pass"},
    "tricks": {"Anna": 6, "Boris": 4},
}


def page(response) -> str:
    return html.unescape(response.content.decode())


def new_version(club, options):
    draft = services.draft_of(club)
    services.save_draft(draft, draft.revision, preset=draft.preset, options=options)
    draft.refresh_from_db()
    return services.publish(draft, draft.revision)


def play(club, by, users, deals=(), day=12):
    """A club game of ``users`` (named Anna, Boris, Vera) with ``deals`` entered."""
    for user, name in zip(users, ("Anna", "Boris", "Vera"), strict=False):
        user.first_name = name
        user.save()
    entry = services.create_game(
        club,
        by=by,
        members=list(users),
        guests=[],
        played_on=datetime.date(2026, 10, day),
        whist_price=Decimal("0.10"),
    )
    game = entry.game
    for deal in deals:
        game = calculator.game_add_deal(game=game, version=game.version, deal=deal)
    return entry


# --- invitations and members
def test_an_invitation_lets_a_signed_in_visitor_join(client, people):
    club, host = people["club"], people["host"]
    client.force_login(host)
    assert client.post("/en/club/thursday/invite/").status_code == 302
    invitation = Invitation.objects.get()
    newcomer = make_user("nina")
    client.force_login(newcomer)
    assert "Join the club" in page(client.get(invitation.get_absolute_url()))
    response = client.post(f"/en/club/join/{invitation.token}/")
    assert response.status_code == 302 and response["Location"] == "/en/club/thursday/"
    assert Membership.objects.get(club=club, user=newcomer).role == "member"
    invitation.refresh_from_db()
    assert invitation.joined == 1
    # the member reads the draft; a stranger does not
    assert client.get("/en/club/thursday/people/").status_code == 200


def test_a_stale_invitation_is_a_410_and_nobody_joins(client, people):
    club, host = people["club"], people["host"]
    revoked = services.invite(club, host)
    services.revoke(revoked)
    expired = services.invite(club, host, days=0)
    client.force_login(people["stranger"])
    for invitation in (revoked, expired):
        response = client.post(f"/en/club/join/{invitation.token}/")
        assert response.status_code == 410
        assert "no longer valid (revoked or expired)" in page(response)
    assert client.get("/en/club/join/no-such-token/").status_code == 410
    assert not Membership.objects.filter(user=people["stranger"]).exists()


def test_a_removed_member_is_refused_and_an_old_invitation_does_not_bring_them_back(client, people):
    club, host, member = people["club"], people["host"], people["member"]
    old = services.invite(club, host)
    client.force_login(host)
    pk = Membership.objects.get(user=member).pk
    assert client.post(f"/en/club/thursday/people/{pk}/remove/").status_code == 302
    client.force_login(member)
    response = client.get("/en/club/thursday/standings/")
    assert response.status_code == 403
    assert "You are no longer a member of this club" in page(response)
    response = client.post(f"/en/club/join/{old.token}/")
    assert response.status_code == 403 and "You were removed from this club" in page(response)
    # a new invitation does
    fresh = services.invite(club, host)
    assert client.post(f"/en/club/join/{fresh.token}/").status_code == 302
    assert client.get("/en/club/thursday/standings/").status_code == 200


def test_the_host_names_an_editor_and_a_member_leaves_but_the_host_cannot(client, people):
    club, host, member = people["club"], people["host"], people["member"]
    client.force_login(host)
    pk = Membership.objects.get(user=member).pk
    client.post(f"/en/club/thursday/people/{pk}/role/", {"role": "editor"})
    assert Membership.objects.get(pk=pk).role == "editor"
    assert member.has_perm("clubs.edit", club)
    response = client.post("/en/club/thursday/leave/")
    assert response.status_code == 400 and "The host cannot leave the club." in page(response)
    client.force_login(member)
    assert client.post("/en/club/thursday/leave/").status_code == 302
    assert not Membership.objects.get(pk=pk).active


def test_a_duplicate_address_is_a_400_and_the_first_club_is_kept(client, people):
    client.force_login(people["stranger"])
    for slug in ("thursday", "new"):
        response = client.post("/en/club/new/", {"name": "Другой", "slug": slug, "preset": "sochi"})
        assert response.status_code == 400
        assert f"The address «{slug}» is taken: choose another." in page(response)
    assert people["club"].__class__.objects.get().name == "Четверг у Веры"


# --- versions
def test_a_draft_is_read_by_members_and_changes_nothing_until_published(client, people):
    club, host = people["club"], people["host"]
    draft = services.draft_of(club)
    services.save_draft(draft, draft.revision, preset="sochi", options={"whist_split": "gentleman"})
    client.force_login(people["member"])
    text = page(client.get("/club/thursday/draft/"))
    # in players' words: the whist became gentleman
    assert (
        "Вистование: теперь джентльменский: пополам (было: жлобский" in text.replace("\xa0", " ")
        or "теперь джентльменский" in text
    )
    client.post("/club/thursday/draft/comment/", {"text": "Согласны"})
    assert "Согласны" in page(client.get("/club/thursday/draft/"))
    assert club.house.__class__.objects.get().options == {}  # not in force yet
    client.force_login(host)
    draft.refresh_from_db()
    client.post("/club/thursday/draft/publish/", {"revision": draft.revision})
    house = HouseConvention.objects.get()
    assert house.options == {"whist_split": "gentleman"}
    assert house.title == "Четверг у Веры"  # the club's name, whatever its version
    assert ClubVersion.objects.get(number=2).label == (
        f"Четверг у Веры, версия 2 от {timezone.localdate():%d.%m}"
    )
    text = page(client.get("/club/thursday/"))
    assert "Четверг у Веры: правила, версия 2" in text
    assert "Что изменилось с версии 1" in text


def test_a_published_version_never_changes_and_is_not_deleted(client, people):
    club = people["club"]
    version = club.in_force()
    version.options = {"stalingrad": True}
    with pytest.raises(KeptVersion):
        version.save()
    play(club, people["host"], [people["host"], people["editor"], people["member"]])
    client.force_login(people["host"])
    response = client.post("/en/club/thursday/v/1/delete/")
    assert response.status_code == 409
    assert "Version 1 is published and is kept as it is (1 games" in page(response)
    assert ClubVersion.objects.get(number=1).options == {}


def test_an_edit_racing_a_publish_is_a_409_with_the_choices_kept(client, people):
    club = people["club"]
    draft = services.draft_of(club)
    stale = draft.revision
    services.publish(draft, stale)  # published while the editor's page was open
    with pytest.raises(services.Conflict, match="was published while you were editing"):
        services.save_draft(draft, stale, preset="sochi", options={"stalingrad": True})
    # two editors on one draft: the second save is refused
    draft = services.draft_of(club)
    services.save_draft(draft, draft.revision, preset="sochi", options={"stalingrad": True})
    with pytest.raises(services.Conflict, match="changed by someone else"):
        services.save_draft(draft, draft.revision - 1, preset="sochi", options={})
    # and a publish from a page older than the last edit
    client.force_login(people["host"])
    response = client.post("/en/club/thursday/draft/publish/", {"revision": 1})
    assert response.status_code == 409
    assert ClubVersion.objects.get(pk=draft.pk).state == "draft"


def test_an_edit_sent_after_the_publish_keeps_what_was_chosen(client, people):
    club = people["club"]
    client.force_login(people["editor"])
    form = rules_form(client, "thursday", stalingrad="on")
    assert form["number"] == "2"
    services.publish(club.draft(), 1)  # the host publishes version 2 meanwhile
    response = client.post("/en/club/thursday/draft/", form)
    assert response.status_code == 409
    text = page(response)
    assert "Version 2 was published while you were editing it: nothing was saved." in text
    assert re.search(r'<input type="checkbox" name="stalingrad"[^>]*checked', text)
    assert 'name="number" value="3"' in text  # sent again, it makes the next draft
    assert ClubVersion.objects.get(number=3).options == {}


def test_an_old_game_keeps_its_version_and_a_ruling_on_it_rules_under_it(client, people):
    club, host = people["club"], people["host"]
    users = [host, people["editor"], people["member"]]
    old = play(club, host, users, [MADE_SIX])
    # version 2: a made six is worth 4 into the pulya (Sochi's 2)
    new_version(club, {"game_values": [4, 8, 12, 16, 20]})
    new = play(club, host, users, [MADE_SIX], day=13)
    assert old.version.number == 1 and new.version.number == 2
    old.game.refresh_from_db()
    assert old.game.record["convention"]["name"].startswith("Четверг у Веры, версия 1 от ")
    client.force_login(host)
    sheet = page(client.get(f"/en/score/{old.game.pk}/"))
    assert re.search(r'<tr data-player="Anna">.*?<td class="pulya">2</td>', sheet, re.S)
    sheet = page(client.get(f"/en/score/{new.game.pk}/"))
    assert re.search(r'<tr data-player="Anna">.*?<td class="pulya">4</td>', sheet, re.S)
    # the arbiter, started from the old game, rules under version 1
    client.force_login(people["member"])  # a member who did not write the game
    assert client.get(f"/en/rule/?game={old.game.pk}").status_code == 200
    text = page(client.post("/en/rule/deal/", {"game": old.game.pk}))
    assert "Четверг у Веры, версия 1 от" in text and "версия 2" not in text
    # a ruling asked under version 1's rules is kept with version 1
    spec = old.game.record["convention"]
    request = {**example_record("renonce"), "convention": spec}
    response = client.post("/api/adjudicate", json.dumps(request), content_type="application/json")
    assert response.status_code == 200
    saved = ruling_save(request_data=request, ruling_json=response.json(), convention_key="sochi")
    assert RulingVersion.objects.get(ruling=saved).version == old.version


# --- games and standings
def test_the_standings_join_players_by_account_not_by_name(client, people):
    club, host = people["club"], people["host"]
    anna_1, anna_2 = people["editor"], people["member"]
    users = [anna_1, anna_2, host]
    for user in (anna_1, anna_2):
        user.first_name = "Анна"
        user.save()
    entry = services.create_game(
        club,
        by=host,
        members=users,
        guests=[],
        played_on=datetime.date(2026, 10, 12),
        whist_price=Decimal("0.10"),
    )
    # two «Анна» sit in one game under their accounts' names
    assert entry.game.players == ["Анна (egor)", "Анна (masha)", "vera"]
    deal = {
        **MADE_SIX,
        "dealer": "vera",
        "declarer": "Анна (egor)",
        "defenders": {"Анна (masha)": "whist", "vera": "pass"},
        "tricks": {"Анна (egor)": 6, "Анна (masha)": 4},
    }
    calculator.game_add_deal(game=entry.game, version=entry.game.version, deal=deal)
    table = standings(club)
    assert [r.name for r in table.rows if r.name.startswith("Анна")] == ["Анна", "Анна (2)"]


def test_three_games_make_the_standings_csv_and_json(client, people):
    club, host = people["club"], people["host"]
    users = [host, people["editor"], people["member"]]
    for day in (12, 13, 14):
        play(club, host, users, [MADE_SIX], day=day)
    # one made six in Sochi, settled: Anna's 2 into the pulya are 2 mountain points off hers,
    # 20 whists on each of the others, a third each (20/3); Boris's 4 tricks × 2 = 8 whists on
    # Anna. Anna 40/3 − 8 = 16/3, Boris 8 − 20/3 = 4/3, Vera −20/3; to whole whists by the
    # largest remainder (the three remainders tie at 1/3, the first seat gets the whist):
    # +6, +1, −7, and a whist at 10 kopecks
    services.rescore(club)  # the calculator saved the deals: the results follow
    seats = ClubSeat.objects.filter(club_game__played_on=datetime.date(2026, 10, 12))
    assert {s.name: (s.whists, s.money) for s in seats} == {
        "Anna": (6, Decimal("0.60")),
        "Boris": (1, Decimal("0.10")),
        "Vera": (-7, Decimal("-0.70")),
    }
    client.force_login(host)
    text = page(client.get("/en/club/thursday/standings/"))
    assert "3 games, players by their accounts" in text
    row = re.search(r'<tr data-player="Anna">(.*?)</tr>', text, re.S).group(1)
    assert '<td data-label="Games" data-stat="games">3</td>' in row
    assert 'data-stat="whists" class="plus">+18</td>' in row
    assert 'data-stat="average">+6</td>' in row
    assert ["Anna", "Boris", "Vera"] == re.findall(r'<tr data-player="(\w+)">', text)
    csv_text = client.get("/en/club/thursday/standings.csv").content.decode("utf-8-sig")
    lines = csv_text.splitlines()
    assert lines[0] == "Player,Games,Whists,Money,Average per game"
    anna_line = next(line for line in lines if line.startswith("Anna,"))
    assert anna_line.split(",")[1:4] == ["3", "18.00", "1.80"]
    data = client.get("/en/club/thursday/standings.json").json()
    assert data["games"] == 3
    assert [(r["player"], r["whists"]) for r in data["rows"]] == [
        ("Anna", "18.00"),
        ("Boris", "3.00"),
        ("Vera", "-21.00"),
    ]
    # a season holds only its games
    client.post(
        "/en/club/thursday/standings/seasons/",
        {"name": "Осень", "starts_on": "2026-10-13", "ends_on": "2026-10-31"},
    )
    season = club.seasons.get()
    assert standings(club, season).games == 2


def test_a_game_needs_three_or_four_players(client, people):
    client.force_login(people["host"])
    response = client.post(
        "/en/club/thursday/games/new/",
        {
            "members": [people["host"].pk],
            "guests": "Гость",
            "played_on": "2026-10-12",
            "whist_price": "0",
        },
    )
    assert response.status_code == 400
    assert "A pulya is played by three or four: 2 are chosen." in page(response)


def test_compare_a_club_against_sochi_and_two_versions(client, people):
    club = people["club"]
    new_version(club, {"whist_split": "gentleman"})
    text = page(client.get("/en/club/compare/?a=sochi&b=thursday:2"))
    row = re.search(r'<tr id="change-whist_split">(.*?)</tr>', text, re.S).group(1)
    assert "greedy (жлобский)" in row and "gentleman (джентльменский)" in row
    text = page(client.get("/en/club/compare/?a=thursday:1&b=thursday:1"))
    assert "They are the same rules." in text
    assert client.get("/en/club/compare/?a=thursday:9&b=sochi").status_code == 400
    assert client.get("/en/club/compare/?a=%00&b=sochi").status_code == 400


def test_the_printed_sheet_has_both_languages_and_a_qr_code(client, people):
    text = page(client.get("/club/thursday/sheet/"))
    assert '<section lang="ru"' in text and '<section lang="en"' in text
    assert "<svg" in text and "http://testserver/club/thursday/" in text
    assert "Четверг у Веры: правила, версия 1" in text
    assert "Четверг у Веры: the rules, version 1" in text


def test_lesson_progress_keeps_the_version_it_was_earned_under(people):
    club, member = people["club"], people["member"]
    Learner.objects.create(user=member, convention="house:thursday")
    first = LevelProgress.objects.create(user=member, level_id="cards-1", stars=1)
    new_version(club, {"stalingrad": True})
    second = LevelProgress.objects.create(user=member, level_id="cards-2", stars=3)
    assert ProgressVersion.objects.get(progress=first).version.number == 1
    assert ProgressVersion.objects.get(progress=second).version.number == 2
    # under a preset: no club version
    Learner.objects.filter(user=member).update(convention="sochi")
    third = LevelProgress.objects.create(user=member, level_id="cards-3", stars=2)
    assert not ProgressVersion.objects.filter(progress=third).exists()


def test_the_data_migration_makes_each_house_a_club_with_its_host(people):
    host = make_user("lena")
    house = HouseConvention.objects.create(
        owner=host, slug="friday", title="Пятница", options={"stalingrad": True}, about="Ставка 5"
    )
    Club.objects.filter(slug="friday").delete()  # as before the clubs existed
    migration = importlib.import_module("rulings.clubs.migrations.0002_houses_become_clubs")
    migration.houses_to_clubs(django_apps, None)
    club = Club.objects.get(slug="friday")
    assert club.house == house and club.about == "Ставка 5" and club.host() == host
    (version,) = club.versions.all()
    assert version.published and version.options == {"stalingrad": True}
    assert version.label.startswith("Пятница, версия 1 от ")
    assert Club.objects.filter(slug="thursday").count() == 1  # a club already made is left
