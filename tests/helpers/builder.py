"""The deal builder driven in a browser (tests/e2e)."""

from playwright.sync_api import Page


def choose(page: Page, name: str) -> None:
    """Tap a choice and wait until the step is answered (its buttons swapped out): on a slow
    machine a second tap before the swap would answer the same step again."""
    button = page.locator(".builder-choice .choices").get_by_role("button", name=name, exact=True)
    handle = button.element_handle()
    handle.click()
    handle.wait_for_element_state("hidden")
