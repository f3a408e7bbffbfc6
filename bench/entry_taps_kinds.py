"""The kinds of deal ``bench/entry_taps.py`` enters, each the way a player taps it in.

``Entry`` is the player's hands on one entry: the online quick entry (``#quick-entry``, redrawn
by the server through htmx on each tap) or the offline one (``#offline-entry``, redrawn on the
phone by static/pulya/offline.js from the rules core under Pyodide). Both draw the same rows
(``.qe-<step>`` of ``label.choice`` chips), the same counts (``input[data-trick]``, the one to type
first ``autofocus``) and a ``.save`` button, so one function per kind serves both.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Locator, Page, expect

CONTRACTS = ["6♠", "6♣", "6♦", "6♥", "7♠", "7♣", "7♦", "7♥", "8♠"]
# a half-whist is offered on a six or a seven only (Sochi: none on an eight)
HALF_WHIST_CONTRACTS = [c for c in CONTRACTS if c[0] in "67"]


@dataclass
class Count:
    taps: int = 0
    digits: int = 0
    seconds: float = 0.0


@dataclass
class Entry:
    """The player's hands on the entry under ``root``: every click and key counted."""

    page: Page
    root: str
    count: Count = field(default_factory=Count)

    def settled(self) -> None:
        """No htmx request in flight (online; offline there is none, so this returns at once)."""
        expect(self.page.locator(".htmx-request, .htmx-swapping, .htmx-settling")).to_have_count(0)

    def chips(self, row: str) -> Locator:
        return self.page.locator(f"{self.root} .qe-{row} label.choice")

    def chip(self, row: str, label: str | None = None) -> str:
        """Tap the chip ``label`` of ``row`` (the first one when None); its label. Waits until the
        redrawn form shows it chosen, so the next tap lands on the rows it drew."""
        self.settled()
        chips = self.chips(row)
        # the whole label: «вист» is a part of «полвиста»
        chip = chips.filter(has_text=_exactly(label)).first if label else chips.first
        text = chip.inner_text().strip()
        chip.click()
        self.count.taps += 1
        expect(self.chips(row).filter(has_text=_exactly(text)).locator("input")).to_be_checked()
        return text

    def type(self, text: str, into: int | None = None) -> None:
        """Type ``text`` where the focus is (the count drawn ``autofocus``, once it has the focus:
        offline it is given a frame later), or tap the ``into``-th count first."""
        self.settled()
        counts = self.page.locator(f"{self.root} input[data-trick]")
        if into is None:
            expect(self.page.locator(f"{self.root} input[data-trick][autofocus]")).to_be_focused()
        else:
            counts.nth(into).click()
            self.count.taps += 1
        for key in text:
            self.page.keyboard.press(key)
            self.count.digits += 1

    def save(self) -> None:
        self.settled()
        self.page.locator(f"{self.root} .save").click()
        self.count.taps += 1


def _exactly(label: str | None) -> re.Pattern[str] | None:
    return re.compile(rf"^\s*{re.escape(label)}\s*$") if label else None


def _game(e: Entry, rng: random.Random, calls: str, contracts=CONTRACTS) -> int:
    """Declarer (the first offered), a contract drawn, the chip of the defenders' words (one
    row, a lone whister's «втёмную» / «в светлую» in the same chip); its level."""
    e.chip("declarer")
    contract = e.chip("contract", rng.choice(contracts))
    e.chip("calls", calls)
    return int(contract[0])


def lone_made(e: Entry, rng: random.Random) -> None:
    # the declarer's count starts at the level: nothing to type
    _game(e, rng, "вист, пас — втёмную")
    e.save()


def two_made(e: Entry, rng: random.Random) -> None:
    level = _game(e, rng, "вист, вист")
    e.type(str(rng.randint(0, 10 - level)))  # the first whister's count has the focus
    e.save()


def lone_short(e: Entry, rng: random.Random) -> None:
    level = _game(e, rng, "вист, пас — втёмную")
    e.type(str(level - 1))  # the declarer's count has the focus, selected: typed over
    e.save()


def lone_open(e: Entry, rng: random.Random) -> None:
    _game(e, rng, "вист, пас — в светлую")  # open in the same tap as the lone whist
    e.save()


def passed(e: Entry, rng: random.Random) -> None:
    _game(e, rng, "пас, пас")  # nobody whists: the game is written, no tricks asked
    e.save()


def half_whist(e: Entry, rng: random.Random) -> None:
    # the first defender passes, the second takes half a whist: no tricks asked (online the
    # row «вернуть вист?» is drawn with «никто не возвращает вист» chosen)
    _game(e, rng, "пас, полвиста", HALF_WHIST_CONTRACTS)
    e.save()


def misere_made(e: Entry, rng: random.Random) -> None:
    e.chip("kind", "Мизер")
    e.chip("declarer")  # the declarer's count starts at 0
    e.save()


def misere_failed(e: Entry, rng: random.Random) -> None:
    e.chip("kind", "Мизер")
    e.chip("declarer")
    e.type(str(rng.randint(1, 5)))  # the declarer's 0 has the focus, selected: typed over
    e.save()


def raspasy(e: Entry, rng: random.Random) -> None:
    e.chip("kind", "Распасы")
    first = rng.randint(0, 6)
    e.type(str(first))  # the first count has the focus
    e.type(str(rng.randint(0, 10 - first)), into=1)  # the next count (the order follows the dealer)
    e.save()


@dataclass(frozen=True)
class Kind:
    """A kind of deal: how it is tapped in, its target in taps (issue 24: at most 5 for a
    whisted game, a half-whist and a game both defenders pass counted as games; 3 for a passed
    one, raspasy, the deal the wizard took 9 taps + 3 digits for; none for a misère), and
    whether a deal the server holds is of this kind (so a tap that landed elsewhere is caught,
    not counted)."""

    enter: Callable[[Entry, random.Random], None]
    target: int | None
    written: Callable[[dict[str, Any]], bool]


def _calls(deal: dict[str, Any]) -> list[str]:
    return sorted(deal.get("defenders", {}).values())


def _declared(deal: dict[str, Any]) -> int:
    """The declarer's tricks less his contract's level (a misère: its tricks)."""
    level = 0 if deal["contract"] == "misere" else int(deal["contract"][0])
    return deal["tricks"][deal["declarer"]] - level


def _closed_lone(deal: dict[str, Any]) -> bool:
    return _calls(deal) == ["pass", "whist"] and not deal.get("open")


KINDS: dict[str, Kind] = {
    "game made, lone whister": Kind(lone_made, 5, lambda d: _closed_lone(d) and _declared(d) == 0),
    "game made, two whisters": Kind(
        two_made, 5, lambda d: _calls(d) == ["whist", "whist"] and _declared(d) >= 0
    ),
    "game a trick short, lone whister": Kind(
        lone_short, 5, lambda d: _closed_lone(d) and _declared(d) == -1
    ),
    "game made, lone whister open": Kind(lone_open, 5, lambda d: d.get("open") is True),
    "game, half-whist": Kind(
        half_whist, 5, lambda d: _calls(d) == ["half", "pass"] and "tricks" not in d
    ),
    "game passed (both defenders pass)": Kind(
        passed, 5, lambda d: _calls(d) == ["pass", "pass"] and "tricks" not in d
    ),
    "misère made": Kind(
        misere_made, None, lambda d: d["contract"] == "misere" and _declared(d) == 0
    ),
    "misère failed": Kind(
        misere_failed, None, lambda d: d["contract"] == "misere" and _declared(d) > 0
    ),
    "raspasy": Kind(
        raspasy, 3, lambda d: d["contract"] == "raspasy" and sum(d["tricks"].values()) == 10
    ),
}
