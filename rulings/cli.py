"""What the management commands share: reading a JSON file and reporting record problems."""

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from django.core.management.base import CommandError

from rulings import json_input
from rulings.core import RecordError


def load_json(file: str) -> Any:
    """The parsed JSON of ``file`` (``-`` for standard input), or a CommandError saying why."""
    try:
        text = sys.stdin.read() if file == "-" else Path(file).read_text(encoding="utf-8")
    except OSError as error:
        raise CommandError(f"cannot read {file}: {error.strerror}") from None
    try:
        return json_input.loads(text)
    except json.JSONDecodeError as error:
        raise CommandError(f"{file} is not JSON: {error}") from None


def load_lines(file: str) -> Iterator[str]:
    """The lines of ``file`` (``-`` for standard input) as they come, or a CommandError."""
    if file == "-":
        yield from sys.stdin
        return
    try:
        with Path(file).open(encoding="utf-8") as lines:
            yield from lines
    except OSError as error:
        raise CommandError(f"cannot read {file}: {error.strerror}") from None


def record_error(file: str, kind: str, error: RecordError) -> CommandError:
    """Every problem of a bad record, one per line, as the command's error."""
    lines = "\n".join(f"  {field or 'record'}: {message}" for field, message in error.problems)
    return CommandError(f"{file} is not a valid {kind}:\n{lines}")


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)
