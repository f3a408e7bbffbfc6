"""A small line plot of a balance over games, drawn on the server as inline SVG (no charting
library, no JavaScript): the points in a fixed box, the zero line, the last point marked.
Presentation only, no Django."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

WIDTH = 240
HEIGHT = 44
PAD = 5.0


@dataclass(frozen=True)
class Plot:
    points: str  # "x,y x,y …" for a <polyline>
    zero_y: float  # where the balance 0 runs
    last_x: float
    last_y: float
    width: int = WIDTH
    height: int = HEIGHT

    @property
    def view_box(self) -> str:
        return f"0 0 {self.width} {self.height}"


def balance_plot(running: Sequence[int | Fraction]) -> Plot:
    """The running balance after each game (oldest first) as a plot; 0 is always inside it."""
    if not running:
        raise ValueError("a plot needs at least one game's balance")
    values = [Fraction(v) for v in running]
    low, high = min(0, *values), max(0, *values)
    if low == high:
        high = low + 1
    n = len(values)
    step = (WIDTH - 2 * PAD) / (n - 1) if n > 1 else 0.0

    def x(i: int) -> float:
        return round(PAD + i * step if n > 1 else WIDTH / 2, 1)

    def y(v: Fraction) -> float:
        return round(PAD + float((high - v) / (high - low)) * (HEIGHT - 2 * PAD), 1)

    points = " ".join(f"{x(i)},{y(v)}" for i, v in enumerate(values))
    return Plot(points=points, zero_y=y(Fraction(0)), last_x=x(n - 1), last_y=y(values[-1]))
