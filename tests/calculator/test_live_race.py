"""Two phones save a deal at the same moment (issue 24): one is written, the other refused and
told, never both and never neither. Real threads, each with its own database connection, on
PostgreSQL (CI runs the suite there too); SQLite's single writer would only take them in turn.
"""

from __future__ import annotations

import re
import threading

import pytest
from django.contrib.auth import get_user_model
from django.db import connection, connections
from django.test import Client

from rulings.calculator import coeditors, services
from rulings.models import Game, GameChange

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        connection.vendor != "postgresql", reason="a real race needs PostgreSQL's row locks"
    ),
]

HTMX = {"HX-Request": "true"}
ROUNDS = 8
# the same raspasy typed on two phones (three players: every seat plays it)
RASPASY = {"kind": "raspasy", "tricks_0": "4", "tricks_1": "4", "tricks_2": "2", "save": "1"}


def race(phones: list[Client], address: str, data: dict) -> list:
    """Both phones post ``data`` at once; each waits for the other right before the versioned
    write, so both have passed the version check and both write."""
    answers: list = [None, None]

    def save(i: int) -> None:
        try:
            answers[i] = phones[i].post(address, data, headers=HTMX)
        finally:
            connections.close_all()  # this thread's connection

    threads = [threading.Thread(target=save, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return answers


def test_a_deal_saved_from_two_phones_at_once_is_written_once(make_game, monkeypatch):
    users = get_user_model().objects
    anna, boris = users.create_user("anna"), users.create_user("boris", first_name="Boris")
    game = make_game(owner=anna)
    coeditors.add(game, boris)
    phones = []
    for user in (anna, boris):
        phone = Client()
        phone.force_login(user)
        phones.append(phone)
    at_write = threading.Barrier(2)
    add_deal = services.game_add_deal

    def add_deal_together(**kwargs):
        at_write.wait(timeout=30)
        return add_deal(**kwargs)

    monkeypatch.setattr(services, "game_add_deal", add_deal_together)

    for round_ in range(ROUNDS):
        version = Game.objects.get(pk=game.pk).version
        data = {"version": version, **RASPASY}
        answers = race(phones, f"/en/score/{game.pk}/quick/", data)
        statuses = sorted(answer.status_code for answer in answers)
        assert statuses == [200, 409], (round_, statuses)
        won = next(i for i, a in enumerate(answers) if a.status_code == 200)
        told = answers[1 - won].content.decode()
        writer = ("anna", "Boris")[won]
        assert (
            f"While you were entering, deal {round_ + 1} was written from another phone ({writer})."
        ) in told
        assert re.search(r'name="tricks_1"[^>]*value="4"', told)  # the entry kept
        after = Game.objects.get(pk=game.pk)
        assert after.version == version + 1
        assert len(after.deals) == round_ + 1
    assert GameChange.objects.filter(game=game).count() == ROUNDS
