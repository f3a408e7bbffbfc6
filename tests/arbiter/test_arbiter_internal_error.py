"""An adjudicator that fails on a deal it has read is the site's fault (issue 21): the flow
says so as a 500 and logs the exception, never «check the record» (a 400 blaming the visitor)."""

import logging

import pytest

from rulings.arbiter import forms as arbiter_forms
from rulings.arbiter import services
from rulings.core import RulingFaultError
from rulings.core.penalties import adjudicator
from rulings.examples import example_record
from tests.helpers.arbiter import HTMX, state

pytestmark = pytest.mark.django_db


def _crash(request, **kwargs):
    raise IndexError("tuple index out of range")


def _renonce_state(client):
    page = client.post(
        "/rule/deal/read/", {"convention": "sochi", "example": "renonce"}, headers=HTMX
    )
    assert page.status_code == 200
    return state(page.content.decode())


def test_a_core_failure_is_the_sites_fault_not_the_record(client, monkeypatch, caplog):
    data = _renonce_state(client)
    monkeypatch.setattr(arbiter_forms, "adjudicate", _crash)
    with caplog.at_level(logging.ERROR, logger="rulings.arbiter.forms"):
        response = client.post("/rule/ruling/", data, headers=HTMX)
    page = response.content.decode()
    assert response.status_code == 500
    assert "ошибка на стороне сайта, а не в вашей" in page
    assert "проверьте запись" not in page
    assert 'data-step="incidents"' in page  # what was told is kept
    failed = [r for r in caplog.records if r.exc_info]
    assert failed and failed[0].exc_info[0] is IndexError


# --- a fault inside the core's own rules: ``adjudicate`` wraps it as ``RulingFaultError``, a
# PreferansError too; caught as one it would read as a problem of the record (issue 21).
def _rules_crash(facts, incidents):
    raise IndexError("tuple index out of range")


@pytest.fixture
def core_fault(monkeypatch):
    monkeypatch.setattr(adjudicator, "_rule", _rules_crash)


def _logged_fault(caplog, logger="rulings.arbiter.forms") -> BaseException:
    (record,) = [r for r in caplog.records if r.exc_info and r.name == logger]
    error = record.exc_info[1]
    assert isinstance(error, RulingFaultError)
    return error.__cause__


def test_a_fault_in_the_cores_rules_is_a_500_not_a_problem_of_the_record(
    client, core_fault, caplog
):
    data = _renonce_state(client)
    with caplog.at_level(logging.ERROR, logger="rulings.arbiter.forms"):
        response = client.post("/rule/ruling/", data, headers=HTMX)
    page = response.content.decode()
    assert response.status_code == 500
    assert "ошибка на стороне сайта, а не в вашей" in page
    assert "проверьте запись" not in page and "арбитр не смог вынести решение" not in page
    assert 'data-step="incidents"' in page
    assert isinstance(_logged_fault(caplog), IndexError)


def test_the_api_answers_a_fault_in_the_core_with_a_json_500(client, core_fault, caplog):
    with caplog.at_level(logging.ERROR, logger="rulings.api"):
        response = client.post(
            "/api/adjudicate", example_record("renonce"), content_type="application/json"
        )
    assert response.status_code == 500
    (error,) = response.json()["errors"]
    assert "ошибка в самом арбитре, а не в записи сдачи" in error["message"]
    assert isinstance(_logged_fault(caplog, "rulings.api"), IndexError)


def test_the_api_still_answers_a_bad_record_with_a_400(client, core_fault):
    record = {**example_record("renonce"), "players": ["Anna"]}
    response = client.post("/api/adjudicate", record, content_type="application/json")
    assert response.status_code == 400


def test_a_fault_in_the_core_when_writing_a_ruling_is_the_sites_not_a_refusal(
    make_game, monkeypatch, caplog
):
    game = make_game(deals=[])
    request = example_record("renonce")
    saved = services.ruling_save(
        request_data=request,
        ruling_json=adjudicator.adjudicate(request).as_json(),
        convention_key="sochi",
        game=game,
    )
    monkeypatch.setattr(adjudicator, "_rule", _rules_crash)
    with caplog.at_level(logging.ERROR, logger="rulings.arbiter.forms"):
        with pytest.raises(arbiter_forms.ArbiterFailed):
            services.ruling_write_into_game(ruling=saved, game=game, version=game.version)
    assert isinstance(_logged_fault(caplog), IndexError)
    game.refresh_from_db()
    assert game.deals == []  # nothing written
