"""Geometry of the pulya sheet as players draw it on paper (presentation only, no Django).

Three players: a triangle; spokes from the centre to the corners cut it into one sector per
player, facing the side where he sits. Four players: a square cut by its diagonals. Inside each
sector, from the centre outwards: гора (mountain), пуля (pulya), then висты (whists) split into
one part per opponent, each part toward that opponent's sector (the opposite player in the
middle with four). The centre circle holds the pulya size. Text runs along each player's side,
upright for the player sitting there, as on paper. Seats go clockwise from the bottom.

``layout(...)`` returns plain data (polygons, lines, texts) for templates/calculator/_sheet.html.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

Point = tuple[float, float]

FONT = 12.5
# The small words (whists «→ Vera», the centre's caption, the marks) and the names: at least
# 12 units, so that on a 375 px phone, where the sheet is the screen's width (400 units in
# 375 px), none is under 11 px.
LABEL_FONT = 12.0
NAME_FONT = 12.5
LABEL_INSET = 8.0  # the whist labels' distance from the side, in units: clear of the line
CHAR_WIDTH = 0.58  # of the font size, for digits and dots in the sheet's font


@dataclass(frozen=True)
class Text:
    x: float
    y: float
    angle: float
    text: str
    css: str
    size: float = FONT
    length: float | None = None  # textLength when squeezed
    ident: str = ""

    def __post_init__(self) -> None:
        for name in ("x", "y", "angle"):
            object.__setattr__(self, name, round(getattr(self, name), 1))


@dataclass(frozen=True)
class Poly:
    points: str
    css: str
    ident: str = ""


@dataclass
class Layout:
    width: int
    height: int
    polygons: list[Poly] = field(default_factory=list)
    lines: list[tuple[float, float, float, float, str]] = field(default_factory=list)
    texts: list[Text] = field(default_factory=list)
    centre: Point = (0.0, 0.0)
    radius: float = 0.0
    target: str = ""
    target_y: float = 0.0  # where the centre number sits (raised when a caption is under it)

    @property
    def view_box(self) -> str:
        return f"0 0 {self.width} {self.height}"


@dataclass(frozen=True)
class Band:
    """Fractions of the way from the centre to the side: mountain, pulya and whists bands."""

    circle: float
    pulya: float
    whists: float


SHAPES: dict[int, tuple[int, int, list[Point], Band]] = {
    # width, height, corners clockwise from the bottom-left, band fractions
    3: (400, 372, [(20.0, 336.0), (200.0, 24.23), (380.0, 336.0)], Band(0.22, 0.47, 0.71)),
    4: (
        400,
        400,
        [(24.0, 376.0), (24.0, 24.0), (376.0, 24.0), (376.0, 376.0)],
        Band(0.17, 0.43, 0.67),
    ),
}


def _lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _pts(points: Sequence[Point]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def fit(values: Sequence[str], width: float, size: float = FONT) -> tuple[str, float | None]:
    """Running entries joined with dots («2.6.8»); the oldest dropped («…8.10») if too long."""
    capacity = max(3, int(width / (size * CHAR_WIDTH)))
    text = ".".join(values)
    if len(text) > capacity:
        kept: list[str] = []
        for value in reversed(values):
            if len("…" + ".".join([value, *kept])) > capacity:
                break
            kept.insert(0, value)
        text = "…" + ".".join(kept) if kept else "…" + values[-1]
    return text, squeeze(text, width, size)


def squeeze(text: str, width: float, size: float = FONT) -> float | None:
    """The ``textLength`` that keeps ``text`` within ``width`` (None: it fits as it is)."""
    return round(width, 1) if len(text) * size * CHAR_WIDTH > width else None


def layout(
    players: Sequence[str],
    series: Mapping[str, Mapping[str, object]],
    *,
    target: int | str,
    closed: frozenset[str] | set[str] = frozenset(),
    dealer: str | None = None,
    first_hand: str | None = None,
    labels: Mapping[str, str] | None = None,
    centre_caption: str = "",
) -> Layout:
    """The sheet's drawing. ``series[p]`` has "pulya", "mountain" (lists of running values as
    text) and "whists" ({opponent: list}); ``labels`` translates the few words on the sheet.

    The centre holds ``target`` (the pulya size; the classic sheet: the курочка on the table)
    with ``centre_caption`` under it when given."""
    n = len(players)
    width, height, corners, band = SHAPES[n]
    words = {"dealer": "dealer", "first": "1st hand", "closed": "closed", "on": "on"}
    words.update(labels or {})
    cx = sum(x for x, _ in corners) / n
    cy = sum(y for _, y in corners) / n
    centre = (cx, cy)
    # sector i lies on the side from corner i to corner i+1 (bottom, left, [top,] right…)
    sides = [(corners[i], corners[(i + 1) % n]) for i in range(n)]
    if n == 3:
        # bottom, left, right: seats clockwise from the bottom-left corner
        sides = [(corners[0], corners[2]), (corners[0], corners[1]), (corners[1], corners[2])]
    else:
        sides = [
            (corners[0], corners[3]),
            (corners[0], corners[1]),
            (corners[1], corners[2]),
            (corners[2], corners[3]),
        ]
    inner = _distance(centre, *sides[0])
    out = Layout(
        width,
        height,
        centre=(round(cx, 1), round(cy, 1)),
        radius=round(inner * band.circle, 1),
        target=str(target),
        target_y=round(cy, 1),
    )
    if centre_caption:
        out.target_y = round(cy - out.radius * 0.2, 1)
        caption = Text(cx, cy + out.radius * 0.45, 0, centre_caption, "centre-caption", LABEL_FONT)
        out.texts.append(caption)
    for seat, player in enumerate(players):
        a, b = sides[seat]
        # reading direction: along the side, upright for the player sitting outside it
        mid = _lerp(a, b, 0.5)
        nx, ny = (cx - mid[0]) / inner, (cy - mid[1]) / inner  # unit normal toward the centre
        rx, ry = -ny, nx
        if (b[0] - a[0]) * rx + (b[1] - a[1]) * ry < 0:
            a, b = b, a  # a is on the reader's left
        angle = math.degrees(math.atan2(ry, rx))
        side_len = math.dist(a, b)

        def at(t: float, s: float, a: Point = a, b: Point = b) -> Point:
            """t: 0 centre … 1 side; s: 0 reader's left … 1 right, along the chord at t."""
            return _lerp(_lerp(centre, a, t), _lerp(centre, b, t), s)

        ident = f"seat-{seat}"
        out.polygons.append(Poly(_pts([centre, a, b]), "sector", ident))
        pulya_css = "band pulya closed" if player in closed else "band pulya"
        out.polygons.append(
            Poly(
                _pts(
                    [at(band.pulya, 0), at(band.whists, 0), at(band.whists, 1), at(band.pulya, 1)]
                ),
                pulya_css,
                f"{ident}-pulya-band",
            )
        )
        for t in (band.pulya, band.whists):
            p, q = at(t, 0), at(t, 1)
            out.lines.append(_line(p, q, "band-line"))
        data = series.get(player, {})
        # mountain and pulya: text along the band's middle
        for column, t0, t1 in (
            ("mountain", band.circle, band.pulya),
            ("pulya", band.pulya, band.whists),
        ):
            tm = (t0 + t1) / 2 + 0.02
            values = list(data.get(column, []))  # type: ignore[call-overload]
            x, y = at(tm, 0.5)
            chord = side_len * tm * 0.86
            text, length = fit(values or ["—"], chord)
            out.texts.append(
                Text(
                    x,
                    y,
                    angle,
                    text,
                    f"entry {column}" + ("" if values else " empty"),
                    length=length,
                    ident=f"{ident}-{column}",
                )
            )
        # whists: one part per opponent, toward the opponent's sector; its label («→ Vera»)
        # along the side, the running whists between it and the band's line
        others = _opponents_by_position(players, seat)
        parts = len(others)
        label_t = 1.0 - LABEL_INSET / inner
        for k, opponent in enumerate(others):
            s0, s1 = k / parts, (k + 1) / parts
            if k:
                p, q = at(band.whists, s0), at(1.0, s0)
                out.lines.append(_line(p, q, "whist-line"))
            tm = (band.whists + label_t) / 2
            x, y = at(tm, (s0 + s1) / 2)
            chord = side_len * tm / parts * 0.86
            values = list(data.get("whists", {}).get(opponent, []))  # type: ignore[union-attr]
            text, length = fit(values or ["—"], chord)
            wid = f"{ident}-whists-{players.index(opponent)}"
            out.texts.append(
                Text(
                    x,
                    y,
                    angle,
                    text,
                    "entry whists" + ("" if values else " empty"),
                    length=length,
                    ident=wid,
                )
            )
            lx, ly = at(label_t, (s0 + s1) / 2)
            label = f"{words['on']} {opponent}"
            out.texts.append(
                Text(
                    lx,
                    ly,
                    angle,
                    label,
                    "whist-on",
                    LABEL_FONT,
                    length=squeeze(label, side_len * label_t / parts * 0.86, LABEL_FONT),
                )
            )
        # the name outside the side, with markers
        name_x, name_y = mid[0] - nx * 13, mid[1] - ny * 13
        marks = []
        if player in closed:
            marks.append("✓ " + words["closed"])
        if player == dealer:
            marks.append(words["dealer"])
        if player == first_hand:
            marks.append(words["first"])
        label = player + (f" · {', '.join(marks)}" if marks else "")
        out.texts.append(
            Text(
                name_x,
                name_y,
                angle,
                label,
                "name" + (" to-deal" if player == dealer else ""),
                NAME_FONT,
                length=squeeze(label, side_len * 0.98, NAME_FONT),
                ident=f"{ident}-name",
            )
        )
    return out


def _line(p: Point, q: Point, css: str) -> tuple[float, float, float, float, str]:
    return (round(p[0], 1), round(p[1], 1), round(q[0], 1), round(q[1], 1), css)


def _distance(p: Point, a: Point, b: Point) -> float:
    (x0, y0), (x1, y1), (x2, y2) = p, a, b
    return abs((x2 - x1) * (y1 - y0) - (x1 - x0) * (y2 - y1)) / math.dist(a, b)


def _opponents_by_position(players: Sequence[str], seat: int) -> list[str]:
    """Opponents from the reader's left to right: the next seat clockwise sits on the left."""
    n = len(players)
    return [players[(seat + k) % n] for k in range(1, n)]
