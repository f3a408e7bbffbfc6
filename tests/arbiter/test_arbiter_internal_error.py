"""An adjudicator that fails on a deal it has read is the site's fault (issue 21): the flow
says so as a 500 and logs the exception, never «check the record» (a 400 blaming the visitor)."""

import logging

import pytest

from rulings.arbiter import forms as arbiter_forms
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
