"""Progress belongs to its learner: another session or account neither sees nor changes it;
at sign-up and sign-in the session's progress joins the account, the best of both kept."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from rulings.models import HouseConvention
from tests.helpers.learn import (
    course_levels,
    first_level,
    level_url,
    level_with_hints,
    right,
)
from tutorial import lessons, services
from tutorial.models import Learner, LevelProgress
from tutorial.selectors import Owner

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-pass-phrase-42"  # noqa: S105 - a test account


def make_user(name="anna"):
    return get_user_model().objects.create_user(name, password=PASSWORD)


def session_key_of(client):
    return client.session["calculator_key"]


def test_another_session_neither_sees_nor_changes_my_progress(client):
    level = first_level()
    client.post(level_url(level), right(level))
    mine = LevelProgress.objects.get()
    other = Client()
    assert "★ 3/" not in other.get("/learn/").text
    assert "★ 3/" in client.get("/learn/").text
    other.post(level_url(level), {"answer": "zzz"})
    other.post(f"/learn/level/{level.id}/hint/")
    mine.refresh_from_db()
    assert (mine.stars, mine.attempts, mine.hints_used) == (3, 1, 0)
    assert mine.session_key == session_key_of(client) != session_key_of(other)


def test_another_account_neither_sees_nor_changes_my_progress(client):
    anna, boris = make_user("anna"), make_user("boris")
    level = level_with_hints()
    client.force_login(anna)
    client.post(level_url(level), right(level))
    other = Client()
    other.force_login(boris)
    assert "★ 3/" not in other.get("/learn/").text
    other.post(f"/learn/level/{level.id}/hint/")
    assert LevelProgress.objects.get(user=anna).hints_used == 0
    assert LevelProgress.objects.get(user=boris).hints_used == 1
    assert "★ 3/" in client.get("/learn/progress/").text


def test_progress_survives_sign_up(client):
    levels = course_levels()[:2]
    for level in levels:
        client.post(level_url(level), right(level))
    response = client.post(
        "/accounts/signup/",
        {"username": "vera", "password1": PASSWORD, "password2": PASSWORD, "next": "/learn/"},
    )
    assert response.status_code == 302
    vera = get_user_model().objects.get(username="vera")
    assert set(LevelProgress.objects.filter(user=vera).values_list("level_id", flat=True)) == {
        level.id for level in levels
    }
    assert not LevelProgress.objects.filter(user__isnull=True).exists()


def test_sign_in_keeps_the_best_of_both(client):
    anna = make_user()
    first, second = course_levels()[:2]
    services.record_answer(Owner(user=anna), first.id, correct=True, stars=1)
    services.record_answer(Owner(user=anna), second.id, correct=True, stars=3)
    services.choose_convention(Owner(user=anna), "rostov")
    client.post(level_url(first), right(first))  # 3 stars in this session
    client.post(level_url(second), {"answer": "zzz"})  # malformed: nothing saved
    client.post("/learn/convention/", {"convention": "leningrad"})
    client.get(level_url(second))
    response = client.post("/accounts/login/", {"username": "anna", "password": PASSWORD})
    assert response.status_code == 302
    rows = {row.level_id: row for row in LevelProgress.objects.filter(user=anna)}
    assert rows[first.id].stars == 3 and rows[first.id].attempts == 2
    assert rows[second.id].stars == 3
    learner = Learner.objects.get(user=anna)
    assert learner.convention == "rostov"  # the account's own choice stays
    assert learner.last_level == second.id
    assert not LevelProgress.objects.filter(user__isnull=True).exists()
    assert not Learner.objects.filter(user__isnull=True).exists()


def test_a_worse_session_score_does_not_lower_the_account(client):
    anna = make_user()
    level = first_level()
    services.record_answer(Owner(user=anna), level.id, correct=True, stars=3)
    client.post(f"/learn/level/{level.id}/hint/")
    client.post(level_url(level), right(level))
    client.post("/accounts/login/", {"username": "anna", "password": PASSWORD})
    assert LevelProgress.objects.get(user=anna, level_id=level.id).stars == 3


def test_the_convention_picker_saves_a_preset_or_a_house(client):
    host = make_user("host")
    house = HouseConvention.objects.create(owner=host, slug="our-club", title="Наш клуб")
    assert client.post("/learn/convention/", {"convention": "leningrad"}).status_code == 302
    assert "Ленинград" in client.get("/learn/").text
    client.post("/learn/convention/", {"convention": "house:our-club"})
    assert "<strong>Наш клуб</strong>" in client.get("/learn/").text
    house.delete()  # a house taken down: back to the default
    assert "<strong>Сочи" in client.get("/learn/").text


def test_a_wrong_convention_is_a_400_and_changes_nothing(client):
    client.post("/learn/convention/", {"convention": "rostov"})
    response = client.post("/learn/convention/", {"convention": "house:nobody"})
    assert response.status_code == 400
    assert 'role="alert"' in response.text
    assert Learner.objects.get().convention == "rostov"


def test_a_house_page_links_to_the_course_under_its_rules(client):
    house = HouseConvention.objects.create(owner=make_user("host"), slug="club", title="Club")
    text = client.get(house.get_absolute_url(), follow=True).text  # the club it became
    assert 'href="/learn/?house=club"' in text


def test_every_level_id_fits_the_progress_row():
    longest = max(
        [level.id for level in course_levels()]
        + [lessons.practice_id(stage, 10**18 - 1) for stage in lessons.PRACTICE_STAGES],
        key=len,
    )
    assert len(longest) <= LevelProgress._meta.get_field("level_id").max_length
    assert len(longest) <= Learner._meta.get_field("last_level").max_length
