"""Solver results made ahead for the practice deals of the slow stages (issue 19).

A practice level of «Оценка руки», «Прикуп», «Вистовать или пасовать», «Ловля мизера», «Первый
ход на висте» and «Мизер» is generated from its seed as any other, but its generator measures
odds or solves deals with the solver (0.1–0.6 s a level: too slow to open). The solver's
results for a set of seeds per stage (``POOLED_SEEDS``) are made ahead (``manage.py lessons
pool``) and stored in ``pool/made.json``: each expensive function of the generators is an
``Ahead`` that reads its result there by its arguments before it computes it. So:

* a pooled seed's level is exactly the level its seed generates (the stored values are the
  computed ones), only fast; a seed outside the pool is generated at the request (slow, the
  same level as ever): every permalink keeps working;
* a fresh practice deal of these stages is one of the pooled seeds (``pooled_seeds``);
* ``lessons check`` regenerates a sample of the pooled seeds with the store set aside and
  compares what they compute with what is stored (``check``), and generates every pooled seed
  from the store alone: a result missing from it is a problem (``missing``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rulings.core import Card, parse_card

STORE = Path(__file__).with_name("pool") / "made.json"
POOLED_SEEDS = 48  # seeds 0 to 47 of each slow stage are made ahead
HEX = "0123456789abcdef"
REFUSED = "!"

_recording: list[dict[str, dict[str, str]]] = []  # what the ``Ahead`` calls compute, while asked
_live: list[bool] = []  # the store set aside (``check``)


@cache
def _stored() -> dict[str, Any]:
    if not STORE.exists():
        return {"seeds": {}, "results": {}}
    return json.loads(STORE.read_text(encoding="utf-8"))


def pooled_seeds(stage_id: str) -> tuple[int, ...]:
    """The seeds of the stage whose results are stored (none for a stage generated live)."""
    return tuple(_stored()["seeds"].get(stage_id, ()))


# --- the values' text: a row of tricks, a card's value each, a line of play


def cards_key(cards: Iterable[Card]) -> str:
    return " ".join(sorted(card.en for card in cards))


def dump_digits(tricks: Iterable[int]) -> str:
    return "".join(HEX[t] for t in tricks)


def load_digits(text: str) -> tuple[int, ...]:
    return tuple(HEX.index(c) for c in text)


def dump_values(values: dict[Card, int]) -> str:
    return " ".join(f"{card.en}:{value}" for card, value in sorted(values.items()))


def load_values(text: str) -> dict[Card, int]:
    pairs = (item.split(":") for item in text.split())
    return {parse_card(card): int(value) for card, value in pairs}


def dump_line(line: Iterable[tuple[str, Card]]) -> str:
    return " ".join(f"{seat}:{card.en}" for seat, card in line)


def load_line(text: str) -> tuple[tuple[str, Card], ...]:
    pairs = (item.split(":") for item in text.split())
    return tuple((seat, parse_card(card)) for seat, card in pairs)


@dataclass(frozen=True)
class Ahead:
    """``compute`` (a pure function, the solver's) read from the store by ``key(*args)``
    first; what it computes is recorded while ``recording``."""

    name: str
    compute: Callable[..., Any]
    key: Callable[..., str]
    dump: Callable[[Any], str]
    load: Callable[[str], Any]
    refuses: type[Exception] | None = None  # its refusal is a result too, stored as «!why»

    def __call__(self, *args: Any) -> Any:
        key = self.key(*args)
        text = None if _live else _stored()["results"].get(self.name, {}).get(key)
        if text is None:
            text = self._computed(key, *args)
        if self.refuses and text.startswith(REFUSED):
            raise self.refuses(text[len(REFUSED) :])
        return self.load(text)

    def _computed(self, key: str, *args: Any) -> str:
        outer = _recording[:]
        _recording.clear()  # what ``compute`` calls is not recorded: its result stands for it
        try:
            text = self.dump(self.compute(*args))
        except Exception as error:
            if self.refuses is None or not isinstance(error, self.refuses):
                raise
            text = REFUSED + str(error)
        finally:
            _recording[:] = outer
        for record in _recording:
            record.setdefault(self.name, {})[key] = text
        return text


@contextmanager
def recording(*, live: bool = False) -> Iterator[dict[str, dict[str, str]]]:
    """Collect what the ``Ahead`` calls compute (the store's misses; with ``live``, the store
    set aside, every result)."""
    record: dict[str, dict[str, str]] = {}
    _recording.append(record)
    _live.extend([True] if live else [])
    try:
        yield record
    finally:
        _recording.remove(record)
        if live:
            _live.pop()


Generate = Callable[[int], Any]


def make(generators: dict[str, Generate], seeds: Iterable[int] = range(POOLED_SEEDS)) -> Path:
    """Generate ``seeds`` of each stage with the store set aside and write every result they
    compute (minutes: the solver runs for each)."""
    seeds = tuple(seeds)
    results: dict[str, dict[str, str]] = {}
    for generate in generators.values():
        for seed in seeds:
            with recording(live=True) as record:
                generate(seed)
            for name, values in record.items():
                results.setdefault(name, {}).update(values)
    store = {
        "seeds": {stage_id: list(seeds) for stage_id in generators},
        "results": {name: dict(sorted(values.items())) for name, values in sorted(results.items())},
    }
    STORE.write_text(json.dumps(store, indent=0) + "\n", encoding="utf-8")
    _stored.cache_clear()
    return STORE


def check(stage_id: str, generate: Generate, recompute: Iterable[int] = ()) -> list[str]:
    """Every pooled seed of the stage is generated from the store alone (``missing``), and
    the seeds ``recompute`` again with the store set aside: their results as stored."""
    problems = [
        f"{stage_id} practice {seed}: {name} not made ahead"
        for seed, name in missing(stage_id, generate)
    ]
    stored = _stored()["results"]
    for seed in recompute:
        with recording(live=True) as record:
            generate(seed)
        for name, values in record.items():
            for key, text in values.items():
                if stored.get(name, {}).get(key, text) != text:
                    problems.append(f"{stage_id} practice {seed}: the stored {name} differs")
    return problems


def missing(stage_id: str, generate: Generate) -> list[tuple[int, str]]:
    """(seed, result) of the pooled seeds' results that the store lacks."""
    found = []
    for seed in pooled_seeds(stage_id):
        with recording() as record:
            generate(seed)
        found += [(seed, name) for name in record]
    return found
