"""The table's conventions: every option with its default and source (``Convention``, ``PRESETS``),
and the kinds of sheet, scoring and penalty an option chooses between."""
