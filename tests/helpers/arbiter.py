"""Helpers of the arbiter tests: the flow's hidden state read back from a page."""

import html
import json
import re

HTMX = {"HX-Request": "true"}
STATE_FIELDS = ("convention", "game", "deal_index", "deal_version", "request")


def hidden(page: str, name: str) -> str:
    """The value of the first hidden input called ``name``."""
    match = re.search(rf'<input type="hidden" name="{name}" value="([^"]*)"', page)
    assert match, f"no hidden {name}"
    return html.unescape(match.group(1))


def state(page: str) -> dict[str, str]:
    """The flow's state as the page carries it (to post the next step)."""
    return {name: hidden(page, name) for name in STATE_FIELDS}


def request_of(page: str) -> dict:
    return json.loads(hidden(page, "request"))
