"""Structured logs: one JSON object a line (time, level, logger, message, and the request's
method, path and status when Django logs a request), for a log collector to read."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        request = getattr(record, "request", None)
        if request is not None:
            entry["method"] = getattr(request, "method", None)
            entry["path"] = getattr(request, "path", None)
        status = getattr(record, "status_code", None)
        if status is not None:
            entry["status"] = status
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)
