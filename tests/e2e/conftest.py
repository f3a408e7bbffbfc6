import pytest
from playwright.sync_api import Page


@pytest.fixture
def phone_page(page: Page) -> Page:
    """Most of our users are on phones: every browser test runs at 375 px wide."""
    page.set_viewport_size({"width": 375, "height": 812})
    return page
