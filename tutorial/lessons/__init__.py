"""Lesson content: stages and levels as pure data.

No Django here (import-linter enforces it): this package may use rulings.core, and the
Django layer in `tutorial` renders and grades it.
"""
