"""With DEBUG on (as `make run` serves), a form's 400 is swapped in where the form is: the page
loads htmx alone, not django-htmx's debug script that puts any 400 in place of the document."""

import re

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("page", ["/", "/deal/", "/score/", "/rule/", "/learn/"])
def test_pages_load_htmx_without_the_debug_script(client, settings, page):
    settings.DEBUG = True
    html = client.get(page).content.decode()
    assert "django_htmx/htmx-2.min.js" in html
    assert "django-htmx.js" not in html
    tag = html.split("htmx-2.min.js", 1)[1].split(">", 1)[0]
    assert re.search(r'nonce="[^"]+"', tag)  # the CSP lets it run
