"""Conventions: the table rules a deal is bid, played and scored under.

A convention is a frozen set of options (``Convention``); a preset is a named option set
(``PRESETS``, made of ``presets.py``); a house convention is a preset plus overrides
(``Convention.preset(key).with_options``).
Every option carries a one-line description in Russian and English and the source it comes from,
so the site can show each choice and why (issue «Convention-aware scoring»: «show the choice and
its source to the user»). Where sources disagree (our rules reference §9) the
disagreement is an option, never a hard-coded choice.

Where things are: the options, declared section by section, in ``options/`` (``game.py``,
``auction.py``, ``whisting.py``, ``play.py``, ``penalties.py``, ``scoring.py``,
``scoring_sheets.py``; how an option is declared, ``OptionInfo`` and ``SECTIONS`` in
``options/__init__.py``); the kinds an option chooses between in ``rules_kinds.py``,
``penalty_kinds.py`` and ``scoring_kinds.py``; the checks of a house convention's values in
``checks.py``; the presets in ``presets.py``. This module puts them together and is where the
core imports them from.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from rulings.core.conventions.checks import check, coerce, jsonable
from rulings.core.conventions.options import SECTIONS, OptionInfo, option
from rulings.core.conventions.options.auction import AuctionOptions
from rulings.core.conventions.options.game import GameOptions
from rulings.core.conventions.options.penalties import PenaltyOptions
from rulings.core.conventions.options.play import PlayOptions
from rulings.core.conventions.options.scoring import ScoringOptions
from rulings.core.conventions.options.scoring_sheets import SheetOptions
from rulings.core.conventions.options.whisting import WhistingOptions
from rulings.core.conventions.presets import CHANGES_FROM_SOCHI
from rulings.core.conventions.rules_kinds import (
    HoldRule,
    RaspasyLeader,
    RaspasyTalon,
    TalonUnfollowed,
    Variant,
)
from rulings.core.errors import ConventionError
from rulings.core.i18n import gettext_noop

__all__ = [
    "PRESETS",
    "SECTIONS",
    "Convention",
    "HoldRule",
    "OptionInfo",
    "RaspasyLeader",
    "RaspasyTalon",
    "TalonUnfollowed",
    "UnknownOptionError",
    "Variant",
    "option",
]


class UnknownOptionError(ConventionError):
    """An option name no convention has; the message names the nearest option names."""

    nearest: tuple[str, ...] = ()

    @classmethod
    def of(cls, name: str, known: Iterable[str]) -> UnknownOptionError:
        """The error for ``name``, with up to three of ``known`` that look like it (difflib)."""
        nearest = tuple(difflib.get_close_matches(name, list(known), n=3, cutoff=0.6))
        if nearest:
            error = cls(
                gettext_noop("unknown convention option «%(name)s»: did you mean %(nearest)s?"),
                name=name,
                nearest=", ".join(nearest),
            )
        else:
            error = cls(gettext_noop("unknown convention option «%(name)s»"), name=name)
        error.nearest = nearest
        return error


# A dataclass takes its bases' fields from the last base to the first: listed so, the options
# come section after section in the order of SECTIONS, as a convention sheet lists them
# (``Convention.options()``; tests/core/test_convention_modules.py checks the order).
@dataclass(frozen=True)
class Convention(
    SheetOptions,
    ScoringOptions,
    PenaltyOptions,
    PlayOptions,
    WhistingOptions,
    AuctionOptions,
    GameOptions,
):
    """All options of a convention. Build one with ``Convention.preset(key)``."""

    @classmethod
    def preset(cls, key: str) -> Convention:
        try:
            return PRESETS[key]
        except KeyError:
            known = ", ".join(PRESETS)
            raise ConventionError(
                gettext_noop("unknown convention «%(key)s»: expected one of %(known)s"),
                key=key,
                known=known,
            ) from None

    @classmethod
    def options(cls) -> tuple[OptionInfo, ...]:
        return tuple(
            OptionInfo(f.name, m["ru"], m["en"], m["source"], m["section"])
            for f in dataclasses.fields(cls)
            if (m := f.metadata)
        )

    def changes_from(self, base: Convention) -> dict[str, Any]:
        """The options (JSON-ready) that turn ``base`` into this convention: what a house
        convention writes down beside its preset (``base.with_options`` of them is ``self``)."""
        mine, theirs = self.as_options(), base.as_options()
        return {name: value for name, value in mine.items() if theirs[name] != value}

    def with_options(self, overrides: Mapping[str, Any]) -> Convention:
        """This convention with some options changed (a house convention)."""
        fields = {f.name: f for f in dataclasses.fields(self) if f.metadata}
        changes: dict[str, Any] = {}
        for name, value in overrides.items():
            if name not in fields:
                raise UnknownOptionError.of(str(name), fields)
            changes[name] = check(name, coerce(name, getattr(self, name), value))
        return dataclasses.replace(self, **changes)

    def as_options(self) -> dict[str, Any]:
        """Every option's value in JSON-ready form."""
        return {
            f.name: jsonable(getattr(self, f.name)) for f in dataclasses.fields(self) if f.metadata
        }


PRESETS: dict[str, Convention] = {
    key: dataclasses.replace(Convention(), key=key, **changes)
    for key, changes in CHANGES_FROM_SOCHI.items()
}
