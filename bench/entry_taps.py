"""Benchmark (issue 24): taps and seconds per deal entered with quick entry on a phone.

Run: ``.venv/bin/python bench/entry_taps.py [--deals 20] [--width 375]`` (Debian's chromium,
``/usr/bin/chromium``, through Playwright). The script starts the site (``manage.py runserver``
on a free port, a throw-away SQLite database), starts a Sochi game of three and enters
``--deals`` deals of every kind below the way a player does: «+ Сдача», a tap on each chip,
the digits typed into the count that has the focus (or a tap on another count first), «Записать
сдачу»; then it waits until the sheet shows the deal. It counts:

* ``taps``: clicks inside the entry, from the first chip to the save (the targets: at most 5
  for a whisted game, 3 for a passed one; the wizard took 7 + 2 digits and 9 + 3);
* ``+ Сдача``: the one tap that opens the entry over the sheet (a phone; on a wide screen the
  entry is on the page too), counted apart;
* ``digits``: keys typed;
* ``seconds``: from «+ Сдача» to the deal on the sheet (the server's answers included: the
  machine's speed, not the player's; compare the kinds with each other).

The kinds: a game made against a lone whister; a game made against two whisters; a game a
trick short against a lone whister (the declarer's count, which has the focus, typed over); a
misère made; raspasy.
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Page, expect, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
CONTRACTS = ["6♠", "6♣", "6♦", "6♥", "7♠", "7♣", "7♦", "7♥", "8♠"]


@dataclass
class Count:
    taps: int = 0
    digits: int = 0
    seconds: float = 0.0


@dataclass
class Entry:
    """The player's hands on the page: every click and key counted."""

    page: Page
    count: Count = field(default_factory=Count)

    def settled(self) -> None:
        expect(self.page.locator(".htmx-request, .htmx-swapping, .htmx-settling")).to_have_count(0)

    def chip(self, row: str, label: str | None = None) -> str:
        """Tap the chip ``label`` of ``row`` (the first one when None); its label."""
        self.settled()
        chips = self.page.locator(f"#quick-entry .qe-{row} label.choice")
        chip = chips.filter(has_text=label).first if label else chips.first
        text = chip.inner_text().strip()
        chip.click()
        self.count.taps += 1
        return text

    def type(self, text: str, into: int | None = None) -> None:
        """Type ``text`` where the focus is, or tap the ``into``-th count first."""
        self.settled()
        if into is not None:
            self.page.locator("#quick-entry input[data-trick]").nth(into).click()
            self.count.taps += 1
        for key in text:
            self.page.keyboard.press(key)
            self.count.digits += 1

    def save(self) -> None:
        self.settled()
        self.page.locator("#quick-entry .save").click()
        self.count.taps += 1


def lone_made(e: Entry, rng: random.Random) -> None:
    e.chip("declarer")
    e.chip("contract", rng.choice(CONTRACTS))
    e.chip("call1", "вист")
    e.chip("call2", "пас")
    e.save()


def two_made(e: Entry, rng: random.Random) -> None:
    e.chip("declarer")
    contract = e.chip("contract", rng.choice(CONTRACTS))
    e.chip("call1", "вист")
    e.chip("call2", "вист")
    e.type(str(rng.randint(0, 10 - int(contract[0]))))  # the first whister's count has the focus
    e.save()


def lone_short(e: Entry, rng: random.Random) -> None:
    e.chip("declarer")
    contract = e.chip("contract", rng.choice(CONTRACTS))
    e.chip("call1", "вист")
    e.chip("call2", "пас")
    e.settled()
    e.type(str(int(contract[0]) - 1))  # the declarer's count has the focus, selected
    e.save()


def misere_made(e: Entry, rng: random.Random) -> None:
    e.chip("kind", "Мизер")
    e.chip("declarer")
    e.save()


def raspasy(e: Entry, rng: random.Random) -> None:
    e.chip("kind", "Распасы")
    first = rng.randint(0, 6)
    e.type(str(first))  # the first count has the focus
    e.type(str(rng.randint(0, 10 - first)), into=1)  # the next count (the order follows the dealer)
    e.save()


KINDS: dict[str, Callable[[Entry, random.Random], None]] = {
    "game, lone whister, made": lone_made,
    "game, two whisters, made": two_made,
    "game, lone whister, a trick short": lone_short,
    "misère, made": misere_made,
    "raspasy": raspasy,
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve() -> tuple[subprocess.Popen, str]:
    db = Path(tempfile.mkdtemp()) / "taps.sqlite3"
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{db}"}
    python = sys.executable
    subprocess.run([python, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    port = free_port()
    server = subprocess.Popen(
        [python, "manage.py", "runserver", f"127.0.0.1:{port}", "--noreload"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return server, base
        except OSError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("the site did not start")


def start_game(page: Page, base: str) -> None:
    page.goto(f"{base}/score/")
    for i, name in enumerate(("Anna", "Boris", "Vera"), start=1):
        page.locator(f"input[name=player_{i}]").fill(name)
    page.locator("select[name=convention]").select_option("sochi")
    page.locator("input[name=pulya]").fill("500")
    page.get_by_role("button", name="Начать игру").click()
    expect(page.locator("svg.pulya")).to_be_visible()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="deals of each kind")
    parser.add_argument("--width", type=int, default=375)
    parser.add_argument("--seed", type=int, default=24)
    args = parser.parse_args()
    rng = random.Random(args.seed)  # noqa: S311 - the deals drawn, not a secret
    server, base = serve()
    results: dict[str, list[Count]] = {kind: [] for kind in KINDS}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium")
            page = browser.new_page(viewport={"width": args.width, "height": 812}, locale="ru-RU")
            start_game(page, base)
            done = 0
            for kind, enter in KINDS.items():
                for _ in range(args.deals):
                    entry = Entry(page)
                    started = time.perf_counter()
                    page.locator("#quick-entry .qe-add").click()  # «+ Сдача»
                    enter(entry, rng)
                    done += 1
                    expect(page.locator(".deal")).to_have_count(done, timeout=15000)
                    entry.count.seconds = time.perf_counter() - started
                    results[kind].append(entry.count)
            browser.close()
    finally:
        server.terminate()
        server.wait()
    print(f"{args.deals} deals of each kind, {args.width} px; «+ Сдача» is one tap more on each")
    print(f"{'kind':36} {'taps':>5} {'digits':>7} {'s/deal (median)':>16}")
    for kind, counts in results.items():
        taps = {c.taps for c in counts}
        digits = {c.digits for c in counts}
        seconds = statistics.median(c.seconds for c in counts)
        print(f"{kind:36} {_range(taps):>5} {_range(digits):>7} {seconds:>16.2f}")


def _range(values: set[int]) -> str:
    return str(min(values)) if len(values) == 1 else f"{min(values)}–{max(values)}"


if __name__ == "__main__":
    main()
