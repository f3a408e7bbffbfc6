import pytest
from playwright.sync_api import Page


@pytest.fixture
def phone_page(page: Page) -> Page:
    """Most of our users are on phones: every browser test runs at 375 px wide."""
    page.set_viewport_size({"width": 375, "height": 812})
    return page


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """A Russian-speaking browser (Accept-Language: ru), as the site's first readers are: a
    browser that prefers English is sent to /en/ on its first visit (issue 20), and Playwright's
    chromium says en-US unless told. A test of the English site asks for it itself."""
    # No service worker but in the offline pulya's own tests (tests/e2e/test_offline.py allows
    # it): installed, it would fetch Pyodide (13 MB) on every game page a test opens.
    return {**browser_context_args, "locale": "ru-RU", "service_workers": "block"}


def touch_phone(browser_context_args: dict) -> dict:
    """A phone held in the hand (375 px, touch): a test file taps as a learner does with
    ``browser_context_args`` returning ``touch_phone(browser_context_args)``."""
    return {
        **browser_context_args,
        "viewport": {"width": 375, "height": 812},
        "has_touch": True,
        "is_mobile": True,
    }
