"""Collecting every problem of a record in one pass, each against its field."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .errors import PreferansError, RecordError


class Problems:
    """(field, message) pairs, raised together as one ``RecordError``."""

    def __init__(self) -> None:
        self.items: list[tuple[str, str]] = []

    def add(self, field: str, message: str) -> None:
        self.items.append((field, message))

    @contextmanager
    def at(self, field: str) -> Iterator[None]:
        """Record a core error raised inside the block against ``field``."""
        try:
            yield
        except RecordError as error:
            self.items.extend(error.problems)
        except PreferansError as error:
            self.add(field, str(error))

    def read(self, field: str, reader: Callable[[Any], Any], value: Any) -> Any:
        """``reader(value)``, or None with the problem recorded against ``field``."""
        result = None
        with self.at(field):
            result = reader(value)
        return result

    def raise_if_any(self) -> None:
        if self.items:
            raise RecordError(self.items)
