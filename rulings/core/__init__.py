"""The preferans rules core: pure Python, no Django (an import-linter contract checks it).

One module per concept: ``cards``, ``contracts``, ``deal``, ``convention``, ``auction``,
``whisting``, ``play``, ``record``. Values are immutable; conventions are passed in as values;
errors are ``ValueError`` subclasses from ``errors``.
"""
