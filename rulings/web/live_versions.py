"""Each shared game's version kept in the shared cache (Redis) under its share token, so that a
watching phone's poll is answered 304 without Django's middleware, the session or the database
(issue 24; ``rulings.calculator.live.LivePollMiddleware``, docs/calculator.md «Live»).

Every versioned write publishes the new version (``published``): the key is dropped at once,
and the new version written when the transaction commits, so a phone never hears of a version
whose page it cannot read yet. The poll's view, which reads the database, keeps what it read
(``remember``) only when nothing is kept (``add``): a version read just before a write commits
never overwrites the one the write publishes; or when the phone has seen a later version than
the one kept (the kept one missed a write, so it is surely stale). Each value lives ``KEPT``
seconds: after Redis was away during a write, a stale version is answered for at most that
long. A deleted game's version is dropped (``forgotten``, on the game's ``post_delete``,
rulings/calculator/signals.py): its next poll reaches the view and is answered 404, and the
watching phone says the game is gone, rather than 304 for the rest of those seconds. Redis
away: a read is a miss (the cache fails open, settings ``shared_cache``) and the poll goes to
the database as before.
"""

from __future__ import annotations

from django.core.cache import cache
from django.db import transaction

KEPT = 30  # seconds


def key(token: str) -> str:
    return f"live:version:{token}"


def cached(token: str) -> int | None:
    """The version kept for ``token``, or None (none kept, or the cache does not answer)."""
    value = cache.get(key(token))
    return value if type(value) is int else None


def remember(token: str, version: int, seen: int | None = None) -> None:
    """Keep ``version``, read from the database, unless a version is kept already — then only
    if a phone has ``seen`` a later one than that: the kept one missed a write (Redis away)."""
    kept = cached(token)
    if kept is None:
        cache.add(key(token), version, KEPT)
    elif seen is not None and seen > kept:
        cache.set(key(token), version, KEPT)


def published(token: str, version: int) -> None:
    """A write made ``version``: forget the old one now, keep the new one once committed."""
    cache.delete(key(token))
    transaction.on_commit(lambda: cache.set(key(token), version, KEPT))


def forgotten(token: str) -> None:
    """The game shared under ``token`` was deleted: its version is dropped now, and again once
    the deletion commits, as a poll that read the game before that may have kept it."""
    cache.delete(key(token))
    transaction.on_commit(lambda: cache.delete(key(token)))
