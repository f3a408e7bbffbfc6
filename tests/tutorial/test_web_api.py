"""The Learn API's contract: the exercise without its answer, a grade for an answer; 404 for
an unknown level, 400 with the field errors for a malformed request; stateless (no CSRF)."""

import json

import pytest
from django.test import Client

from tests.helpers.learn import course_levels, first_level, json_answer
from tutorial import lessons
from tutorial.models import LevelProgress

pytestmark = pytest.mark.django_db


def keys(value):
    """Every key of every object nested in a JSON value."""
    if isinstance(value, dict):
        return set(value) | {k for item in value.values() for k in keys(item)}
    if isinstance(value, list):
        return {k for item in value for k in keys(item)}
    return set()


def post(client, level_id, body, language=""):
    prefix = "/en" if language == "en" else ""
    return client.post(
        f"{prefix}/api/learn/levels/{level_id}/answer",
        body if isinstance(body, str | bytes) else json.dumps(body),
        content_type="application/json",
    )


@pytest.mark.parametrize("level", course_levels(), ids=lambda level: level.id)
def test_get_gives_the_exercise_and_never_the_answer(client, level):
    response = client.get(f"/api/learn/levels/{level.id}")
    assert response.status_code == 200
    data = response.json()
    assert data["id"] == level.id
    assert data["exercise"]["kind"] == level.kind
    assert {"answer", "best", "wrong", "best_answer", "solution"}.isdisjoint(keys(data))


@pytest.mark.parametrize("level", course_levels(), ids=lambda level: level.id)
def test_the_stated_answer_is_graded_right(level):
    client = Client(enforce_csrf_checks=True)  # stateless: no token needed
    response = post(client, level.id, {"answer": json_answer(level.exercise.answer)})
    assert response.status_code == 200
    data = response.json()
    assert {"correct", "stars", "explanation", "citation", "best"} <= set(data)
    assert data["correct"] is True and data["stars"] >= 1
    assert not LevelProgress.objects.exists()  # the API saves nothing


def test_a_wrong_answer_is_graded_wrong_with_the_reason():
    level = next(level for level in course_levels() if level.exercise.wrong)
    data = post(Client(), level.id, {"answer": json_answer(level.exercise.wrong[0])}).json()
    assert data["correct"] is False and data["stars"] == 0 and data["explanation"]


def test_russian_by_default_english_under_en(client):
    level = first_level()
    ru = client.get(f"/api/learn/levels/{level.id}").json()
    en = client.get(f"/en/api/learn/levels/{level.id}").json()
    assert ru["title"] == level.title.ru and en["title"] == level.title.en


def test_unknown_level_is_a_json_404(client):
    for response in (
        client.get("/api/learn/levels/no-such-level"),
        post(client, "no-such-level", {"answer": "S"}),
    ):
        assert response.status_code == 404
        assert response.json()["errors"][0]["field"] == "level"


@pytest.mark.parametrize(
    "body, field",
    [
        ("not json", ""),
        ("[1, 2]", "answer"),
        ({"reply": "S"}, "answer"),
        ({"answer": {"nested": [1]}}, "answer"),
        ({"answer": 10**40}, "answer"),
        ("[" * 200 + "]" * 200, ""),
    ],
)
def test_a_malformed_answer_is_a_400_with_its_field(client, body, field):
    response = post(client, first_level().id, body)
    assert response.status_code == 400
    errors = response.json()["errors"]
    assert errors and errors[0]["field"] == field and errors[0]["message"]


def test_the_message_is_in_the_language_of_the_url(client):
    ru = post(client, first_level().id, {"reply": 1}).json()["errors"][0]["message"]
    en = post(client, first_level().id, {"reply": 1}, "en").json()["errors"][0]["message"]
    assert ru != en and "answer" in en


def test_an_unknown_convention_is_a_400(client):
    level = first_level()
    assert client.get(f"/api/learn/levels/{level.id}?convention=nope").status_code == 400
    response = client.post(
        f"/api/learn/levels/{level.id}/answer?convention=nope",
        json.dumps({"answer": json_answer(level.exercise.answer)}),
        content_type="application/json",
    )
    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == "convention"


def test_a_practice_level_is_served_by_its_id(client):
    stage = lessons.PRACTICE_STAGES[0]
    level = lessons.generate(stage, 7)
    response = client.get(f"/api/learn/levels/{level.id}")
    assert response.status_code == 200 and response.json()["id"] == level.id
    answer = post(client, level.id, {"answer": json_answer(level.exercise.answer)}).json()
    assert answer["correct"] is True
