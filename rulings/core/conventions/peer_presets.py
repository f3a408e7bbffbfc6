"""The published presets of another program read as conventions: the Sochi, Piter and Rostov
presets of the mathfewmatthews-dev/preferans-score calculator (``STANDARD_CONVENTIONS`` of its
app.js; tests/data/peer-vectors/conventions_mathfewmatthews_presets.json).

``read_calculator_preset(data)`` gives the convention and what of the preset no option of ours
expresses yet (``Unexpressed``: the field, its value and the rule we lack), so that a club
coming from that program sees what changes. Its raspasy rows name game levels («6-7-8»: the
price of the next raspasy as that of a game of 6, 7, 8) and are read as the multipliers L − 5
of the first raspasy's price (1-2-3; our reading); its half-whist is half the defence's tricks
(``(10 − level) × value / 2`` in its oracle: 1.5 on a seven). Its exit from raspasy
(``raspassExitSatisfied`` of its app.js) is a game made, of at least the level its exit row gives
for the run («6-7»: a seven after two raspasy), and in Piter whisted with no whister short.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.rules_kinds import RaspasyTalon
from rulings.core.conventions.scoring_kinds import (
    Progression,
    RaspasyExit,
    RaspasyScoring,
    Responsibility,
    Shortfall,
    WhistSplit,
)
from rulings.core.errors import ConventionError
from rulings.core.i18n import gettext_noop


@dataclass(frozen=True)
class Unexpressed:
    """A field of the preset that no option of ours expresses: the rule we lack."""

    field: str
    value: Any
    missing: str


# fields whose value is the program's plain default: nothing to change
_ALWAYS = {
    "name",
    "notes",
    "greedyWhist",  # the same as declarerRemizWhistMode in every preset
}
# the values of a field we take as no change at all; another value is a rule we lack
_NEUTRAL: dict[str, tuple[Any, str]] = {
    "whistPenaltyMultiplier": (1, "a multiplier of the whister's shortfall"),
    "underThreeLoss": (False, "the «without three» loss of the calculator"),
    "restingTalonPool": ("no", "the dealer's pulya for the talon (four players)"),
    "restingRaspassMountain": ("no", "the dealer's mountain on raspasy (four players)"),
    "whistShortfallDistribution": ("whisters", "a shortfall shared with the passers"),
}
_ENUMS: dict[str, tuple[str, dict[Any, Any]]] = {
    "declarerRemizWhistMode": (
        "whist_split",
        {"gentleman": WhistSplit.GENTLEMAN, "greedy": WhistSplit.GREEDY},
    ),
    "whistResponsibility": (
        "responsibility",
        {"half": Responsibility.HALF, "full": Responsibility.FULL},
    ),
    "raspassScoringMode": (
        "raspasy_scoring",
        {"mountain": RaspasyScoring.MOUNTAIN, "rostov-whist": RaspasyScoring.ROSTOV},
    ),
    "gameWinWriteMode": ("game_mountain_first", {"pool": False, "mountain-first": True}),
    "raspassTalonMode": (
        "raspasy_talon",
        {"standard": RaspasyTalon.LEADS, "closed": RaspasyTalon.UNTOUCHED},
    ),
    "whistRequirementMode": (
        "shortfall_rule",
        {"together": Shortfall.TEAM, "each": Shortfall.EACH},
    ),
    "raspassZeroTricksPool": ("raspasy_zero_bonus", {True: True, False: False}),
    "misereExitsRaspass": ("raspasy_misere_exit", {True: True, False: False}),
    # «both-whist-together», «both-whist-each», «half-whist»: not in its presets, not built
    "raspassExitCondition": (
        "raspasy_exit",
        {"game": RaspasyExit.MADE_GAME, "one-whister-no-penalty": RaspasyExit.WHIST_KEPT},
    ),
}
_NUMBERS = {
    "gamePenaltyMultiplier": "declarer_undertrick_factor",
    "whistTrickMultiplier": "whist_trick_factor",
    "poolUnit": "pulya_point_whists",
    "mountainUnit": "mountain_point_whists",
}
_LEVELS = ("6", "7", "8", "9", "10")


def _levels(pattern: str) -> tuple[tuple[int, ...], bool]:
    """The game levels of a row («cycle-6-7-8» → 6, 7, 8 and a cycle); «none» is «6»."""
    cycle = pattern.startswith("cycle-")
    levels = ["6"] if pattern == "none" else pattern.removeprefix("cycle-").split("-")
    if not all(level in _LEVELS for level in levels):
        raise ConventionError(
            gettext_noop("raspasy row «%(pattern)s»: expected game levels like 6-7-8"),
            pattern=pattern,
        )
    return tuple(int(level) for level in levels), cycle


def raspasy_row(pattern: str) -> dict[str, Any]:
    """The options of a raspasy row: «6-7-8» → steps 1-2-3, the last kept; «cycle-6-7-8» → the
    row again from the start; «none» or «6» → no progression."""
    levels, cycle = _levels(pattern)
    steps = tuple(level - 5 for level in levels)
    return {
        "raspasy_progression": Progression.NONE.value,
        "raspasy_steps": steps if steps != (1,) else (),
        "raspasy_steps_cycle": cycle,
    }


def exit_row(pattern: str) -> tuple[int, ...] | None:
    """``raspasy_exit_levels`` of a row of exit games: «6-7» → after one raspasy a six ends the
    run, after two or more only a seven (its ``minimumContractForRaspassExit``); «6» → any game;
    None for a cycling row, which no option expresses."""
    levels, cycle = _levels(pattern)
    if cycle:
        return None
    return levels if levels != (6,) else ()


def read_calculator_preset(data: Mapping[str, Any]) -> tuple[Convention, tuple[Unexpressed, ...]]:
    """A preset of the calculator as a convention (from Sochi's defaults), and the fields of it
    no option expresses."""
    options: dict[str, Any] = {
        "game_values": tuple(data[f"game{level}"] for level in _LEVELS),
        "whist_obligations": tuple(data[f"minWhist{level}"] for level in _LEVELS),
        "lone_whist_obligations": tuple(data[f"minWhist{level}"] for level in _LEVELS),
        "half_whist_half_defence": True,  # its oracle: (10 − level) × value / 2
    }
    options.update(raspasy_row(str(data.get("raspassProgression", "6"))))
    missing: list[Unexpressed] = []
    exit_levels = exit_row(str(data.get("raspassExitProgression", "6")))
    if exit_levels is None:
        pattern = data["raspassExitProgression"]
        missing.append(
            Unexpressed("raspassExitProgression", pattern, "a cycling row of exit games")
        )
    else:
        options["raspasy_exit_levels"] = exit_levels
    for name, value in data.items():
        if name in _ALWAYS or name.startswith(("game6", "game7", "game8", "game9", "game10")):
            continue
        if name.startswith("minWhist") or name in ("raspassProgression", "raspassExitProgression"):
            continue
        if name in _NUMBERS:
            options[_NUMBERS[name]] = value
        elif name in _ENUMS:
            option, table = _ENUMS[name]
            if value not in table:
                missing.append(Unexpressed(name, value, f"the value «{value}» of {option}"))
                continue
            chosen = table[value]
            options[option] = chosen.value if hasattr(chosen, "value") else chosen
        elif name in _NEUTRAL:
            neutral, rule = _NEUTRAL[name]
            if value != neutral:
                missing.append(Unexpressed(name, value, rule))
        else:
            missing.append(Unexpressed(name, value, "a field this reading does not know"))
    return Convention().with_options(options), tuple(missing)
