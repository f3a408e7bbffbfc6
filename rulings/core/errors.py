"""Errors of the rules core.

Every error is a ``ValueError`` subclass that says what is wrong (like python-chess's
``InvalidMoveError``), so callers can catch the broad kind or the precise one.
"""


class PreferansError(ValueError):
    """Base of every rules-core error."""


class CardParseError(PreferansError):
    """A card token could not be read."""


class ContractParseError(PreferansError):
    """A contract or call could not be read."""


class DealError(PreferansError):
    """A deal is inconsistent: wrong card counts, duplicates, missing cards, unknown seats."""


class IllegalCallError(PreferansError):
    """A call that the auction does not allow at this point."""


class IllegalContractError(PreferansError):
    """A contract the declarer may not name after this auction."""


class IllegalWhistCallError(PreferansError):
    """A whisting call that is not allowed at this point."""


class PlayError(PreferansError):
    """A play that cannot be recorded at all (card not in the hand, deal already over)."""


class ConventionError(PreferansError):
    """An unknown convention preset or option, or an option value of the wrong kind."""


class RecordError(PreferansError):
    """A record (JSON) field is missing or wrong; ``problems`` lists every (field, message)."""

    def __init__(self, problems: list[tuple[str, str]]):
        self.problems = list(problems)
        super().__init__("; ".join(f"{field}: {message}" for field, message in self.problems))
