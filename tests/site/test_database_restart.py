"""A database restart mid-session loses no saved deal (issue 13).

The app keeps PostgreSQL connections for ten minutes (``conn_max_age``); a restart of the server
kills them. With ``conn_health_checks`` each request first checks the connection it would reuse
(Django does it when a request starts) and opens a new one if it is dead, so the next write
simply succeeds. The restart is made by terminating this test's connection from another one
(what a restart does to the app, without stopping the server that other test processes share),
and each write is framed by the signals Django sends around a request (its test client skips
them).
"""

import psycopg
import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import connection
from django.db.utils import InterfaceError, OperationalError

from rulings.calculator import services
from rulings.models import Game

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        connection.vendor != "postgresql", reason="PostgreSQL only (.ci/run's second pass)"
    ),
]

RECORD = {"players": ["Anna", "Boris", "Vera"], "convention": "sochi", "deals": []}


def _request_saving(title: str) -> Game:
    """One request's work: import a game, between the signals of a request."""
    request_started.send(sender=WSGIHandler, environ={})
    try:
        return services.game_import(
            owner=None, session_key="restart", data={**RECORD, "title": title}
        )
    finally:
        request_finished.send(sender=WSGIHandler)


def _restart_as_seen_by_the_app() -> None:
    """Terminate the app's kept connection from another one, as a server restart would."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        (pid,) = cursor.fetchone()
    settings = connection.settings_dict
    with psycopg.connect(
        host=settings["HOST"],
        port=settings["PORT"] or 5432,
        user=settings["USER"],
        dbname=settings["NAME"],
        autocommit=True,
    ) as other:
        other.execute("SELECT pg_terminate_backend(%s)", (pid,))


@pytest.fixture
def kept_connections():
    saved = dict(connection.settings_dict)
    connection.settings_dict["CONN_MAX_AGE"] = 600
    yield connection.settings_dict
    connection.settings_dict.clear()
    connection.settings_dict.update(saved)
    connection.close()


def test_a_write_after_a_restart_is_saved_and_the_first_is_kept(kept_connections):
    assert kept_connections["CONN_HEALTH_CHECKS"]  # the site's setting
    first = _request_saving("before the restart")
    _restart_as_seen_by_the_app()

    second = _request_saving("after the restart")

    assert set(Game.objects.values_list("pk", flat=True)) == {first.pk, second.pk}
    assert Game.objects.get(pk=first.pk).record["title"] == "before the restart"


def test_without_the_health_check_the_write_after_a_restart_fails(kept_connections):
    kept_connections["CONN_HEALTH_CHECKS"] = False
    _request_saving("before the restart")
    _restart_as_seen_by_the_app()
    with pytest.raises((OperationalError, InterfaceError)):
        _request_saving("after the restart")
