"""The table to play on (issue 19): a deal, its state card by card, the analysis after it."""

from tutorial.lessons.table.analysis import (
    Analysis,
    Mistake,
    analyse,
    best_line,
    losing_first_cards,
)
from tutorial.lessons.table.deal import Aim, Hands, TableDeal, goal_text, layout, tricks
from tutorial.lessons.table.state import (
    TableError,
    TableState,
    from_trick,
    play,
    replay,
    resume,
    start,
)

__all__ = [
    "Aim",
    "Analysis",
    "Hands",
    "Mistake",
    "TableDeal",
    "TableError",
    "TableState",
    "analyse",
    "best_line",
    "losing_first_cards",
    "from_trick",
    "goal_text",
    "layout",
    "play",
    "replay",
    "resume",
    "start",
    "tricks",
]
