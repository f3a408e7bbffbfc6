"""The sources page (``/sources/``): every text the rules come from, with what it gives the site.

Each citation on the site links here, to the source's anchor (``/sources/#lesnoy``), through the
``citation`` template filter (``rulings.templatetags.sources``).
"""

from django.shortcuts import render

from rulings.core import SOURCES


def index(request):
    """The five source texts first, then the pages, books and programs, each in registry order."""
    sources = SOURCES.values()
    return render(
        request,
        "sources/index.html",
        {
            "primary": [s for s in sources if s.primary],
            "secondary": [s for s in sources if not s.primary],
        },
    )
