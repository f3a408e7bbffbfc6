"""The wizard's whisting steps, asked of the rules core: each offers the core's legal calls.

The wizard asks the whisting in five fields: ``call1`` and ``call2`` (each defender's first
word), ``half_after`` (Lesnoy's code 3.8.14: the lone whister goes for half-whist, «yes», or
stays, «no»), ``back`` (who takes the whist back: the passer after a half-whist, then with four
players the dealer, or «none») and ``open`` (a lone whister's choice). Which of them is asked
and what it offers comes from ``Whisting.to_call`` and ``Whisting.legal_calls``; nothing here
restates a rule.
"""

from __future__ import annotations

from rulings.core import WhistCall, Whisting

FIRST_WORDS = ("call1", "call2")
BACK_NONE = "none"
ALONE = {"no": None, "yes": WhistCall.HALF}  # ``half_after``: stays whisting, or half-whist
CHOOSES = (WhistCall.CLOSED, WhistCall.OPEN)  # ``open``: closed first, as the table says it


def first_word(whisting: Whisting, field: str) -> tuple[WhistCall, ...]:
    """What the defender of ``call1`` / ``call2`` may say as his first word (none when he is
    not asked: a ten only checked has no whisting)."""
    player = whisting.defenders[FIRST_WORDS.index(field)]
    if whisting.to_call != player or player in dict(whisting.calls):
        return ()
    return whisting.legal_calls()


def may_go_half(whisting: Whisting) -> bool:
    """Lesnoy's code 3.8.14: the lone whister may go for half-whist instead of choosing open or
    closed."""
    return whisting.to_call is not None and WhistCall.HALF in whisting.legal_calls()


def backers(whisting: Whisting) -> tuple[str, ...]:
    """Who may take the whist back now, in the order asked: each is asked when the one
    before him declines (the passer after a half-whist, then the dealer of four)."""
    asked = []
    while (player := whisting.to_call) is not None and (
        WhistCall.WHIST_BACK in whisting.legal_calls()
    ):
        asked.append(player)
        whisting = whisting.after(player, WhistCall.PASS)
    return tuple(asked)


def role(whisting: Whisting, player: str) -> str:
    """The ``back`` value naming ``player``: first, second (defender) or dealer."""
    first, second = whisting.defenders
    return {first: "first", second: "second"}.get(player, "dealer")


def take_back(whisting: Whisting, value: str) -> Whisting:
    """The whisting after the ``back`` answer: the named player takes the whist back, those
    asked before him decline; ``none``: everybody asked declines."""
    for player in backers(whisting):
        if role(whisting, player) == value:
            return whisting.after(player, WhistCall.WHIST_BACK)
        whisting = whisting.after(player, WhistCall.PASS)
    return whisting


def lone_choice(whisting: Whisting) -> tuple[WhistCall, ...]:
    """Open or closed, when a lone whister chooses now (``CHOOSES`` order)."""
    if whisting.to_call is None:
        return ()
    legal = whisting.legal_calls()
    return tuple(call for call in CHOOSES if call in legal)
