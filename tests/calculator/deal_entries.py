"""The game page lists each deal by its summary; its entries are fetched when it is opened."""

import html as html_lib
import re

from tests.helpers.calculator import HTMX

DEAL_URL = re.compile(r'<details hx-get="([^"]+/deals/\d+/)"')


def with_entries(client, page: str) -> str:
    """The page with every deal's entries fetched as htmx does when the deal is opened."""
    urls = [html_lib.unescape(u) for u in DEAL_URL.findall(page)]
    assert urls or "deal-list" not in page or '<li class="deal' not in page
    fetched = []
    for url in urls:
        response = client.get(url, headers=HTMX)
        assert response.status_code == 200, url
        fetched.append(response.content.decode())
    return page + "".join(fetched)
