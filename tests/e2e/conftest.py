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
    return {**browser_context_args, "locale": "ru-RU"}
