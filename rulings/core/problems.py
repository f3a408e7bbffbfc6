"""Collecting every problem of a record in one pass, each against its field."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from rulings.core.errors import PreferansError, Problem, RecordError


class Problems:
    """Problems found so far, raised together as one ``RecordError``."""

    def __init__(self) -> None:
        self.found: list[Problem] = []

    @property
    def items(self) -> list[tuple[str, str]]:
        """(field, English message) pairs."""
        return [(problem.field, problem.message) for problem in self.found]

    def add(self, field: str, template: str, /, **params: Any) -> None:
        self.found.append(Problem(field, template, params))

    def add_error(self, field: str, error: PreferansError) -> None:
        """A core error against ``field``, keeping its template for translation."""
        if isinstance(error, RecordError):
            self.found.extend(error.details)
        else:
            self.found.append(Problem(field, error.template, error.params))

    @contextmanager
    def at(self, field: str) -> Iterator[None]:
        """Record a core error raised inside the block against ``field``."""
        try:
            yield
        except PreferansError as error:
            self.add_error(field, error)

    def read(self, field: str, reader: Callable[[Any], Any], value: Any) -> Any:
        """``reader(value)``, or None with the problem recorded against ``field``."""
        result = None
        with self.at(field):
            result = reader(value)
        return result

    def raise_if_any(self) -> None:
        if self.found:
            raise RecordError(self.found)
