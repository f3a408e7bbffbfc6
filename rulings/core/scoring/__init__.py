"""Scoring: entries, the sheet of each kind, and the settlement.

The kinds of sheet built on the pulya sheet register their hooks on import
(``sheet.register_sheet_kind``), so importing the package makes every kind available.
"""

from rulings.core.scoring import balkan, kurochka  # noqa: F401  (register their sheet kinds)
