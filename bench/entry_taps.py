"""Benchmark (issue 24): taps and seconds per deal entered with quick entry on a phone.

Run: ``PYTHONPATH=. .venv/bin/python bench/entry_taps.py [--deals 20] [--width 375] [--offline]``
(Debian's chromium, ``/usr/bin/chromium``, through Playwright). The script starts the site
(``manage.py runserver`` on a free port, a throw-away SQLite database), starts a Sochi game of
three and enters ``--deals`` deals of every kind below the way a player does: «+ Сдача», a tap on
each chip, the digits typed into the count that has the focus (or a tap on another count first),
«Записать сдачу»; then it waits until the sheet shows the deal. It counts:

* ``taps``: clicks inside the entry, from the first chip to the save (the targets: at most 5
  for a whisted game, 3 for a passed one; the wizard took 7 + 2 digits and 9 + 3);
* ``+ Сдача``: the one tap that opens the entry over the sheet (a phone; on a wide screen the
  entry is on the page too), counted apart;
* ``digits``: keys typed;
* ``seconds``: from «+ Сдача» to the deal on the sheet (the server's answers included: the
  machine's speed, not the player's; compare the kinds with each other).

The kinds (bench/entry_taps_kinds.py): a game made against a lone whister, closed and open (the
defenders' words are one row of chips, a lone whister's «втёмную» or «в светлую» in the same
chip: one tap either way); a game made against two whisters; a game a trick short against a
lone whister (the declarer's count, which has the focus, typed over); a half-whist (the first
defender passes, the second «полвиста»); a game both defenders pass; a misère made and one
failed (the declarer's count typed over); raspasy.

Wizard only (the quick entry leaves them to «подробно», online only, so they are not measured
here): a refused game («без трёх»), «преферанс», a correction, and any edit of a deal written.

``--offline``: the game is opened online and kept by the service worker (the page, Pyodide and
the rules core: ``tests.helpers.service_worker.controlled``, the wait of
tests/e2e/test_offline.py); then the network is cut (``context.set_offline``) and the deals are
entered in the offline entry (static/pulya/offline.js: the same rows, scored on the phone), each
waited for on its list marked «не отправлено». At the end the network is restored and the script
waits until every deal kept on the phone is sent and counts the deals the server holds: none
lost, or it fails.
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
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, expect, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # tests.helpers, when run without PYTHONPATH=.
sys.path.insert(0, str(ROOT / "bench"))

from entry_taps_kinds import KINDS, Count, Entry  # noqa: E402 - bench/entry_taps_kinds.py

from tests.helpers.service_worker import controlled  # noqa: E402

# the largest pulya the form takes: 9 kinds × 20 deals must not close it (a finished game takes
# no more deals)
PULYA = 1000
SAVED = 15_000  # ms for a deal to reach the sheet
PYODIDE_START = 120_000  # ms: Pyodide starts in seconds on a phone, far slower on a loaded box
SENT = 600_000  # ms for every deal kept offline to be sent, one request each, in order


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
    page.locator("input[name=pulya]").fill(str(PULYA))
    page.get_by_role("button", name="Начать игру").click()
    expect(page.locator("svg.pulya")).to_be_visible()


class Online:
    """The quick entry on the page, each deal saved to the server and drawn on the sheet."""

    root = "#quick-entry"
    title = "online"

    def __init__(self, page: Page) -> None:
        self.page = page

    def ready(self) -> None:
        """Online the entry is ready as the page draws it."""

    def saved(self, deals: int) -> None:
        expect(self.page.locator("#deals .deal")).to_have_count(deals, timeout=SAVED)

    def finish(self, deals: int) -> None:
        """Online every deal is on the server once it is on the sheet."""


class Offline(Online):
    """The offline entry, the network cut once the service worker keeps the game: each deal kept
    on the phone, listed «не отправлено»; at the end the network back and every deal sent."""

    root = "#offline-entry"
    title = "offline"

    def __init__(self, page: Page, context: BrowserContext) -> None:
        super().__init__(page)
        self.context = context

    def ready(self) -> None:
        controlled(self.page)
        self.context.set_offline(True)
        expect(self.page.locator(f"{self.root} .qe-kind")).to_be_visible(timeout=PYODIDE_START)

    def saved(self, deals: int) -> None:
        kept = self.page.locator(f"{self.root} .not-sent-deal")
        expect(kept).to_have_count(deals, timeout=SAVED)
        expect(kept.last.locator(".not-sent")).to_have_text("не отправлено")

    def finish(self, deals: int) -> None:
        """The network back: every deal kept on the phone sent, in order, and on the sheet."""
        self.context.set_offline(False)
        expect(self.page.locator(f"{self.root} .not-sent-deal")).to_have_count(0, timeout=SENT)
        expect(self.page.locator("#deals .deal")).to_have_count(deals, timeout=SAVED)


def server_deals(page: Page) -> list[dict[str, Any]]:
    """The deals the server holds, as its offline kit gives them (the game's record)."""
    kit = page.locator("#offline-entry").get_attribute("data-kit")
    return page.request.get(f"{page.url.split('/score/')[0]}{kit}").json()["record"]["deals"]


def check_kinds(deals: list[dict[str, Any]], each: int) -> None:
    """The server holds every deal entered (none lost offline), each of the kind entered there
    (``each`` of a kind, in order)."""
    if len(deals) != each * len(KINDS):
        raise SystemExit(f"{each * len(KINDS)} deals entered, {len(deals)} on the server")
    for number, deal in enumerate(deals):
        kind = list(KINDS)[number // each]
        if not KINDS[kind].written(deal):
            raise SystemExit(f"deal {number + 1}, entered as «{kind}», was written as {deal}")


def enter_all(mode: Online, deals: int, rng: random.Random) -> dict[str, list[Count]]:
    """``deals`` deals of every kind, each from «+ Сдача» to the deal on the sheet, counted."""
    results: dict[str, list[Count]] = {kind: [] for kind in KINDS}
    done = 0
    for kind, how in KINDS.items():
        for _ in range(deals):
            entry = Entry(mode.page, mode.root)
            started = time.perf_counter()
            mode.page.locator(f"{mode.root} .qe-add").click()  # «+ Сдача», counted apart
            how.enter(entry, rng)
            done += 1
            mode.saved(done)
            entry.count.seconds = time.perf_counter() - started
            results[kind].append(entry.count)
    return results


def report(results: dict[str, list[Count]], mode: str) -> None:
    """The table for docs/calculator.md, Markdown: the counts (a range when they vary) and
    whether each kind meets its target."""
    print(f"| deal | taps | digits | s/deal (median, {mode}) | target |")
    print("|---|---|---|---|---|")
    for kind, counts in results.items():
        target = KINDS[kind].target
        taps = {c.taps for c in counts}
        digits = {c.digits for c in counts}
        seconds = statistics.median(c.seconds for c in counts)
        met = (
            "—" if target is None else f"≤ {target}: {'met' if max(taps) <= target else 'not met'}"
        )
        print(f"| {kind} | {_range(taps)} | {_range(digits)} | {seconds:.2f} | {met} |")


def _range(values: set[int]) -> str:
    return str(min(values)) if len(values) == 1 else f"{min(values)}–{max(values)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="deals of each kind")
    parser.add_argument("--width", type=int, default=375)
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--offline", action="store_true", help="entered with the network cut")
    args = parser.parse_args()
    rng = random.Random(args.seed)  # noqa: S311 - the deals drawn, not a secret
    server, base = serve()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium")
            context = browser.new_context(
                viewport={"width": args.width, "height": 812},
                locale="ru-RU",
                service_workers="allow",  # the offline entry's worker keeps the game
            )
            page = context.new_page()
            start_game(page, base)
            mode = Offline(page, context) if args.offline else Online(page)
            mode.ready()
            results = enter_all(mode, args.deals, rng)
            total = sum(len(counts) for counts in results.values())
            mode.finish(total)
            check_kinds(server_deals(page), args.deals)
            browser.close()
    finally:
        server.terminate()
        server.wait()
    print(f"{args.deals} deals of each kind, {args.width} px, {mode.title}; «+ Сдача» is one tap")
    print(f"more on each; the server holds all {total}, each written as the kind entered")
    report(results, mode.title)


if __name__ == "__main__":
    main()
