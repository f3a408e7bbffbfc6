"""The sheet as a file to share: SVG and PNG of the drawing the page shows, with the game's
title, the players and the settlement line.

The SVG is the page's drawing (templates/calculator/_sheet_drawing.html) in a document of its
own, its colours written in (no stylesheet of the site's). The PNG is that same SVG rendered by
CairoSVG: one drawing, never a second renderer to keep in step. CairoSVG needs the system's
cairo library and a font with Cyrillic letters (DejaVu Sans, Debian's fonts-dejavu-core); when
either is missing the PNG is refused with ``ImageUnavailable`` (the view answers 503 saying
which), never drawn with empty boxes for letters.
"""

from __future__ import annotations

import glob
from dataclasses import dataclass
from functools import cache

from django.template.loader import render_to_string
from django.utils.translation import gettext as _

from rulings.calculator.game_view import GameView, balance_lines, transfer_lines

MARGIN = 10
HEAD = 48  # the title and the convention line above the drawing
LINE = 17  # one line of the settlement under it
PNG_SCALE = 2  # 800 px wide for a 400-unit sheet: sharp on a phone's screen
# Where Debian (fonts-dejavu-core) and other systems keep DejaVu Sans.
FONT_GLOBS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/**/DejaVuSans.ttf",
    "/usr/local/share/fonts/**/DejaVuSans.ttf",
)


class ImageUnavailable(Exception):
    """The server cannot draw a PNG (a library or the font is missing): the message says which."""


@dataclass(frozen=True)
class TextLine:
    y: float
    text: str


def settlement_lines(view: GameView) -> list[str]:
    """Under the sheet: the settlement's heading, each player's balance (and money), then who
    pays whom — the page's short list (issue 24), the same payments as its text for the chat."""
    heading = _("Settlement") if view.game.finished else _("Settlement if the game ended now")
    paid = transfer_lines(view)
    header = [_("The simplest way to settle:")] if paid else []
    return [heading + ":", *balance_lines(view), *header, *paid]


def sheet_svg(view: GameView, *, title: str, meta: str) -> str:
    """The standalone SVG document of the game's sheet."""
    if view.sheet is None:
        raise ValueError("the game has no sheet to draw: its record cannot be scored")
    sheet = view.sheet
    below = settlement_lines(view) if view.scored else []
    top = HEAD
    first = top + sheet.height + LINE
    settlement = [TextLine(first + i * LINE, text) for i, text in enumerate(below)]
    height = int(first + max(0, len(below) - 1) * LINE + MARGIN)
    return render_to_string(
        "calculator/sheet_image.svg",
        {
            "view": view,
            "title": title,
            "meta": meta,
            "width": sheet.width,
            "height": height,
            "top": top,
            "margin": MARGIN,
            "settlement": settlement,
        },
    )


@cache
def font_file() -> str | None:
    """DejaVu Sans on this system, or None."""
    for pattern in FONT_GLOBS:
        found = sorted(glob.glob(pattern, recursive=True))
        if found:
            return found[0]
    return None


def sheet_png(svg: str) -> bytes:
    """The SVG rendered to PNG at twice its size; ``ImageUnavailable`` when it cannot be."""
    if font_file() is None:
        raise ImageUnavailable(
            _(
                "The server has no font to write the names with (DejaVu Sans, Debian's "
                "package fonts-dejavu-core): the picture cannot be made. The SVG picture works."
            )
        )
    try:
        import cairosvg  # the cairo library is loaded here: it may be missing on a server
    except (ImportError, OSError):
        raise ImageUnavailable(
            _(
                "The server cannot draw pictures (the cairo library, Debian's package libcairo2, "
                "is missing): the picture cannot be made. The SVG picture works."
            )
        ) from None
    return cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=PNG_SCALE)
