"""One incident, one write (issue 21) when two «Write into the pulya» really run at once: two
browsers (two threads, two database connections) post rulings on the same incident of the same
game, both worked out before either writes. Exactly one is written; the other is refused with
the link to the one written, and the game holds the penalty once.

The write locks the game's row (``select_for_update``) and the incidents are unique in the
database (``write_once``): both need a database with row locks and concurrent connections, so
this runs on PostgreSQL (.ci/run's second pass, ``DATABASE_URL=postgres://…``) and is skipped on
SQLite, where ``select_for_update`` is a no-op and a second writer meets «database is locked».
"""

import threading

import pytest
from django.db import connection, connections
from django.test import Client
from django.utils import translation

from rulings.arbiter import services
from rulings.models import RulingWrite, SavedRuling, WrittenIncident
from tests.arbiter.test_arbiter_one_write import PEEK_JSON, flow_state
from tests.helpers.arbiter import HTMX

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        connection.vendor != "postgresql",
        reason="needs row locks and concurrent connections (.ci/run's PostgreSQL pass)",
    ),
]


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def _twin(client: Client) -> Client:
    """A second browser of the same visitor (the same signed session cookie)."""
    other = Client()
    other.cookies = client.cookies.__class__(client.cookies)
    return other


def _at_once(monkeypatch, posts):
    """Run the posts in threads; each, its form read and its ruling worked out, waits until
    all are ready, so they start the write (its transaction) together. (Waiting inside the
    transaction would hold a lock the other waits on.)"""
    ready = threading.Barrier(len(posts))
    ruling_write = services.ruling_write

    def wait_then_write(**kwargs):
        ready.wait(timeout=60)
        return ruling_write(**kwargs)

    monkeypatch.setattr(services, "ruling_write", wait_then_write)
    answers: list = [None] * len(posts)

    def run(n):
        try:
            answers[n] = posts[n]()
        finally:
            connections.close_all()  # the thread's own connections (kept 10 minutes else)

    threads = [threading.Thread(target=run, args=(n,)) for n in range(len(posts))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


@pytest.mark.parametrize("same", [True, False], ids=["double click", "another ruling"])
def test_two_writes_at_once_on_the_same_incident_write_once(client, make_game, monkeypatch, same):
    """The same ruling posted twice (a double click), or two rulings on the renonce (the second
    with a peek besides) from the same game version: one 200, one 409 «already written»."""
    game = make_game()
    s = flow_state(client, game)
    more = {**s, "request": s["request"][:-1] + ', "incidents": [' + PEEK_JSON + "]}"}
    forms = [{**s, "version": 1}, {**(s if same else more), "version": 1}]
    browsers = [client, _twin(client)]

    def post(n):
        return lambda: browsers[n].post("/en/rule/ruling/write/", forms[n], headers=HTMX)

    answers = _at_once(monkeypatch, [post(0), post(1)])

    assert sorted(a.status_code for a in answers) == [200, 409]
    (refused,) = [a for a in answers if a.status_code == 409]
    assert "already written" in refused.content.decode()
    game.refresh_from_db()
    assert game.version == 2  # one change
    (write,) = RulingWrite.objects.filter(game=game)
    assert game.deals == write.deals  # the winner's deal and corrections, once
    assert SavedRuling.objects.count() == 1  # the refused ruling is not saved either
    renonces = WrittenIncident.objects.filter(game=game, incident_key__startswith="renonce")
    assert renonces.count() == 1
