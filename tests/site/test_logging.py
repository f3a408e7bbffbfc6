"""Structured logs: each line one JSON object with the request's method, path and status."""

import json
import logging

from django.test import RequestFactory

from preferans_site.log_format import JsonFormatter


def test_a_request_log_is_one_json_line_with_method_path_and_status():
    request = RequestFactory().post("/api/score")
    record = logging.LogRecord(
        "django.request", logging.WARNING, __file__, 1, "Bad Request: %s", ("/api/score",), None
    )
    record.request = request
    record.status_code = 400
    entry = json.loads(JsonFormatter().format(record))
    assert entry["level"] == "WARNING" and entry["logger"] == "django.request"
    assert entry["message"] == "Bad Request: /api/score"
    assert (entry["method"], entry["path"], entry["status"]) == ("POST", "/api/score", 400)
    assert entry["time"].endswith("+00:00")


def test_an_exception_is_kept_in_the_line():
    try:
        raise ValueError("boom")
    except ValueError:
        import sys

        record = logging.LogRecord("x", logging.ERROR, __file__, 1, "failed", (), sys.exc_info())
    line = JsonFormatter().format(record)
    assert "\n" not in line
    assert "ValueError: boom" in json.loads(line)["exception"]
