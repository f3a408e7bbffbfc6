"""Marks message ids for translation without importing Django.

Django's ``makemessages`` extracts calls to a function named ``gettext_noop``; the Django layer
translates the ids with ``gettext``. The core itself never translates.
"""


def gettext_noop(message: str) -> str:
    return message
