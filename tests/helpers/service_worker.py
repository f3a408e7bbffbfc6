"""The offline pulya's service worker in a Playwright page (issue 24), for the browser tests
and ``bench/entry_taps.py --offline``.

``controlled(page)`` waits until the service worker is installed (the page, Pyodide and the rules
core kept) and serves the page: only then may the network be cut. It polls from Python because
``wait_for_function`` would evaluate a string, which the site's CSP forbids.
"""

from __future__ import annotations

from playwright.sync_api import Page

POLLS = 600  # of 100 ms: a minute for the worker to take the page on a loaded box


def controlled(page: Page) -> None:
    """The service worker is ready and controls ``page``; else an ``AssertionError``."""
    page.evaluate("async () => { await navigator.serviceWorker.ready; }")
    for _ in range(POLLS):
        if page.evaluate("() => navigator.serviceWorker.controller !== null"):
            return
        page.wait_for_timeout(100)
    raise AssertionError("the service worker never took the page")
