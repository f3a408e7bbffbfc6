"""The wizard's whisting steps, asked of the rules core: each offers the core's legal calls.

The wizard asks the whisting in five fields: ``call1`` and ``call2`` (each defender's first
word), ``half_after`` (Lesnoy's code 3.8.14: the lone whister goes for half-whist, «yes», or
stays, «no»), ``back`` (who takes the whist back: the passer after a half-whist, then with four
players the dealer, or «none») and ``open`` (a lone whister's choice). Which of them is asked
and what it offers comes from ``Whisting.to_call`` and ``Whisting.legal_calls``; nothing here
restates a rule.

The quick entry (issue 24) asks the two first words in one row, ``calls``: each chip one pair
of legal first words in turn (``call_pairs``), and where the pair leaves a lone whister to
choose — with the usual answers after it (nobody goes for half-whist after a whist, nobody takes
the whist back) — one chip for each of his choices, «втёмную» and «в светлую», so that a lone
whister written open is one tap, not two. A chip's value joins the words (``JOIN``): «whist/pass/
open»; ``split_calls`` gives back the wizard's ``call1``, ``call2`` and ``open``.
"""

from __future__ import annotations

from itertools import product

from rulings.core import WhistCall, Whisting

FIRST_WORDS = ("call1", "call2")
BACK_NONE = "none"
ALONE = {"no": None, "yes": WhistCall.HALF}  # ``half_after``: stays whisting, or half-whist
CHOOSES = (WhistCall.CLOSED, WhistCall.OPEN)  # ``open``: closed first, as the table says it
CALLS = "calls"  # the quick entry's row for both first words (and a lone whister's choice)
JOIN = "/"  # between the words of a ``calls`` value (a call's own value may have a hyphen)


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


def call_pairs(whisting: Whisting, *, chooses: bool = True) -> tuple[str, ...]:
    """The ``calls`` values for the whisting before its first word: every pair of first words
    the core allows in turn (a defender not asked: an empty word), and where the pair, followed
    by the usual answers (no half-whist after a whist, nobody takes the whist back), leaves a
    lone whister to choose, a value for each of his choices (``CHOOSES`` order; none when
    ``chooses`` is false: the bule sheet has no open or closed play). None for a ten only
    checked (no word asked)."""
    values: list[str] = []

    def walk(current: Whisting, said: tuple[str, ...]) -> None:
        if len(said) == len(FIRST_WORDS):
            if not any(said):
                return
            lone = lone_choice(take_back(current, BACK_NONE)) if chooses else ()
            values.extend([JOIN.join((*said, c.value)) for c in lone] or [JOIN.join(said)])
            return
        legal = first_word(current, FIRST_WORDS[len(said)])
        if not legal:
            walk(current, (*said, ""))
        for call in legal:
            walk(current.after(current.defenders[len(said)], call), (*said, call.value))

    walk(whisting, ())
    return tuple(values)


def split_calls(value: str) -> dict[str, str]:
    """The wizard's answers in a ``calls`` value: ``call1``, ``call2`` (each when asked) and the
    lone whister's ``open`` (when the value says it); {} for a value of another shape."""
    words = value.split(JOIN)
    if len(words) not in (2, 3):
        return {}
    answers = {name: word for name, word in zip(FIRST_WORDS, words, strict=False) if word}
    if len(words) == 3 and words[2]:
        answers["open"] = words[2]
    return answers


def every_calls_value() -> tuple[str, ...]:
    """Every ``calls`` value a table may see (the words of the offline entry's chips: the page
    is given a label for each)."""
    words = (WhistCall.WHIST.value, WhistCall.PASS.value, WhistCall.HALF.value)
    pairs = [JOIN.join(pair) for pair in product(words, repeat=2)]
    return tuple(
        value for pair in pairs for value in (pair, *(JOIN.join((pair, c.value)) for c in CHOOSES))
    )
