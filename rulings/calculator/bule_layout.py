"""Geometry of the Balkan sheet (bule, supe, refe) as players draw it (presentation only).

Each player has a panel of three columns (the prefko score sheet code, preferans-paper-js): his bule
in the middle, counted down from the size (100) as the running totals are written one under another,
and his supe on each opponent left and right of it (the player on his left at the table first).
A refe (Lesnoy's Balkan preferans: «обозначается горизонтальной чертой в колонке разыгрывающего») is
a horizontal line across the bule column, drawn where it was written; a used one is crossed. Only
the newest rows that fit are kept; «…» marks the dropped ones.

``bule_layout(...)`` returns a ``pulya_layout.Layout`` (polygons, lines, texts; no centre
circle), drawn by the same template as the pulya sheet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rulings.calculator.pulya_layout import LABEL_FONT, NAME_FONT, Layout, Poly, Text, fit, squeeze

WIDTH = 400
MARGIN = 6.0
TOP = 62.0  # first row's baseline area starts here
ROW = 16.0
REFE_ROW = 7.0
ROWS = 13
FONT = 12.0


@dataclass(frozen=True)
class Item:
    """One line of a column: a running value, or (bule column) a refe line."""

    text: str = ""
    refe: bool = False
    used: bool = False

    @property
    def height(self) -> float:
        return REFE_ROW if self.refe else ROW


def _visible(items: Sequence[Item], budget: float) -> tuple[list[Item], bool]:
    """The newest items that fit the column's height; True when older ones were dropped."""
    kept: list[Item] = []
    used = 0.0
    for item in reversed(items):
        if used + item.height > budget - (ROW if len(kept) < len(items) - 1 else 0):
            break
        kept.insert(0, item)
        used += item.height
    return kept, len(kept) < len(items)


def bule_layout(
    players: Sequence[str],
    columns: Mapping[str, Mapping[str, object]],
    *,
    size: int,
    left: int | str,
    dealer: str | None = None,
    first_hand: str | None = None,
    refe_left: Mapping[str, int] | None = None,
    labels: Mapping[str, str] | None = None,
) -> Layout:
    """``columns[p]`` has "bule" (a list of ``Item``: values and refe lines, oldest first) and
    "supe" ({opponent: list of running values as text}). ``left``: the bule left in the game."""
    words = {"dealer": "deals", "first": "first hand", "bule": "bule", "refe": "refe", "left": ""}
    words.update(labels or {})
    n = len(players)
    panel = (WIDTH - 2 * MARGIN) / n
    budget = ROWS * ROW
    height = int(TOP + budget + 30)
    out = Layout(WIDTH, height, target="", radius=0.0)
    for seat, player in enumerate(players):
        x0 = MARGIN + seat * panel
        ident = f"seat-{seat}"
        out.polygons.append(_rect(x0, MARGIN, panel, height - 2 * MARGIN - 14, "sector", ident))
        # the opponents: the one on his left at the table first (next clockwise), left of bule
        others = [players[(seat + k) % n] for k in range(1, n)]
        half = (len(others) + 1) // 2
        left_of, right_of = others[:half], others[half:]
        supe_w = panel * 0.3 / max(1, len(left_of))
        bule_w = panel * 0.4 if right_of else panel * 0.7
        slots: list[tuple[str, float, float]] = []  # (column, x, width)
        x = x0
        for opponent in left_of:
            slots.append((opponent, x, supe_w))
            x += supe_w
        slots.append(("", x, bule_w))
        x += bule_w
        right_w = (x0 + panel - x) / max(1, len(right_of))
        for opponent in right_of:
            slots.append((opponent, x, right_w))
            x += right_w
        # name and marks
        marks = []
        if player == dealer:
            marks.append(words["dealer"])
        if player == first_hand:
            marks.append(words["first"])
        refes = (refe_left or {}).get(player, 0)
        if refes:
            marks.append(f"{words['refe']} ×{refes}")
        _, length = fit([player], panel - 8, NAME_FONT)
        out.texts.append(
            Text(
                x0 + panel / 2,
                MARGIN + 12,
                0,
                player,
                "name" + (" to-deal" if player == dealer else ""),
                NAME_FONT,
                length=length,
                ident=f"{ident}-name",
            )
        )
        if marks:
            text = " · ".join(marks)
            _, length = fit([text], panel - 6, LABEL_FONT)
            out.texts.append(
                Text(x0 + panel / 2, MARGIN + 26, 0, text, "whist-on", LABEL_FONT, length=length)
            )
        head_y = TOP - 16
        out.lines.append(_line(x0, TOP - 8, x0 + panel, TOP - 8, "band-line"))
        data = columns.get(player, {})
        for k, (opponent, cx, w) in enumerate(slots):
            if k:
                css = "band-line" if not opponent or slots[k - 1][0] == "" else "whist-line"
                out.lines.append(_line(cx, TOP - 28, cx, height - MARGIN - 14, css))
            if opponent:
                _, length = fit([opponent], w - 2, LABEL_FONT)
                out.texts.append(
                    Text(cx + w / 2, head_y, 0, opponent, "whist-on", LABEL_FONT, length=length)
                )
                values = list(data.get("supe", {}).get(opponent, []))  # type: ignore[union-attr]
                items = [Item(v) for v in values]
                sid = f"{ident}-supe-{players.index(opponent)}"
                _column(out, items, cx, w, "entry whists", sid)
            else:
                out.texts.append(Text(cx + w / 2, head_y, 0, words["bule"], "whist-on", LABEL_FONT))
                items = list(data.get("bule", []))  # type: ignore[call-overload]
                _column(out, items, cx, w, "entry pulya", f"{ident}-bule")
    caption = words["left"] or ""
    if caption:
        length = squeeze(caption, WIDTH - 2 * MARGIN, LABEL_FONT)
        out.texts.append(
            Text(WIDTH / 2, height - 10, 0, caption, "centre-caption", LABEL_FONT, length=length)
        )
    out.target = str(size)
    return out


def _column(out: Layout, items: Sequence[Item], x: float, w: float, css: str, ident: str) -> None:
    shown, dropped = _visible(items, ROWS * ROW)
    y = TOP
    if dropped:
        out.texts.append(Text(x + w / 2, y + ROW / 2, 0, "…", css + " empty", FONT))
        y += ROW
    if not items:
        out.texts.append(Text(x + w / 2, y + ROW / 2, 0, "—", css + " empty", FONT, ident=ident))
        return
    last_value = max((i for i, item in enumerate(shown) if not item.refe), default=-1)
    for i, item in enumerate(shown):
        if item.refe:
            mid = y + REFE_ROW / 2
            refe_css = "refe used" if item.used else "refe"
            out.lines.append(_line(x + 4, mid, x + w - 4, mid, refe_css))
            if item.used:  # crossed out
                c = x + w / 2
                out.lines.append(_line(c - 4, mid - 4, c + 4, mid + 4, refe_css))
                out.lines.append(_line(c - 4, mid + 4, c + 4, mid - 4, refe_css))
        else:
            text, length = fit([item.text], w - 4, FONT)
            last = i == last_value
            out.texts.append(
                Text(
                    x + w / 2,
                    y + ROW / 2,
                    0,
                    text,
                    css + (" last" if last else " old"),
                    FONT,
                    length=length,
                    ident=ident if last else "",
                )
            )
        y += item.height


def _rect(x: float, y: float, w: float, h: float, css: str, ident: str) -> Poly:
    points = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    return Poly(" ".join(f"{px:.1f},{py:.1f}" for px, py in points), css, ident)


def _line(
    x1: float, y1: float, x2: float, y2: float, css: str
) -> tuple[float, float, float, float, str]:
    return (round(x1, 1), round(y1, 1), round(x2, 1), round(y2, 1), css)
