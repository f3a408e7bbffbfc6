"""The ruling card's words where a core text's first translation reads wrong (issue 21).

The core writes English templates with their numbers and names; the card translates them
(``selectors.text_of``). Three things a table would not say are put right here, each under a
context of its own in the catalogue, so the plain translation stays for every other page:

* a number with a noun goes through the plural forms («1 вист», «3 виста», «5 вистов»): the
  templates in ``COUNTED`` and the parameter that counts;
* a defender who passed is never called «вистующий», nor two offenders one: the role is read
  from the deal's whisting (``offender_role``); the renonce of a passer is «Ренонс пасующего»,
  of a whister and a passer together the names alone, of both whisters «Ренонсы обоих
  вистующих», a passer's card out of turn «Ход пасующего не в очередь»;
* the declarer's card out of turn is not said to be «ход разыгрывающей стороны»: the core
  does not say whose turn it was (``REWORDED``).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop, npgettext, pgettext

from rulings.arbiter import labels
from rulings.core import fill
from rulings.messages import localize, translate

CONTEXT = "ruling card"

# template -> the parameter that counts the noun after it, and the template said of one
COUNTED = {
    # a number of whists inside a sentence (rulings/core/penalties/no_harm_words.py)
    "%(n)s whists": ("n", "%(n)s whist"),
    "the tricks are not known: if %(declarer)s made %(contract)s, "
    "%(player)s compensates him with %(amount)s whists": (
        "amount",
        "the tricks are not known: if %(declarer)s made %(contract)s, "
        "%(player)s compensates him with %(amount)s whist",
    ),
    "%(n)s trick(s) are added to the misère player %(player)s, who looked "
    "(3.9.11.2: on misère a trick is added)": (
        "n",
        "%(n)s trick is added to the misère player %(player)s, who looked "
        "(3.9.11.2: on misère a trick is added)",
    ),
    "%(player)s loses %(n)s trick(s), which go to %(opponent)s": (
        "n",
        "%(player)s loses %(n)s trick, which goes to %(opponent)s",
    ),
    "%(player)s writes %(n)s trick(s) more on raspasy (an 11th trick)": (
        "n",
        "%(player)s writes %(n)s trick more on raspasy (an 11th trick)",
    ),
    # a renonce's remizes (rulings/core/penalties/renonce_game.py)
    "%(player)s writes remizes: %(count)s, of %(size)s each": (
        "count",
        "%(player)s writes %(count)s remiz of %(size)s",
    ),
    "%(player)s writes for the renonce remizes: %(count)s, of %(size)s each; and "
    "the whisters' shortfall of tricks, if any": (
        "count",
        "%(player)s writes for the renonce %(count)s remiz of %(size)s; and the whisters' "
        "shortfall of tricks, if any",
    ),
    # the other whister paid when both sides revoked (renonce_settle.py)
    "%(player)s is paid for the tricks taken (%(tricks)s): %(total)s whists, "
    "half by each side at fault": (
        "total",
        "%(player)s is paid for the tricks taken (%(tricks)s): %(total)s whist, "
        "half by each side at fault",
    ),
    # a card out of turn on raspasy (out_of_turn_raspasy.py)
    "%(player)s takes all %(rest)s tricks from trick %(trick)s on: %(tricks)s": (
        "rest",
        "%(player)s takes the one trick left, trick %(trick)s: %(tricks)s",
    ),
    # a claim (claim.py)
    "from trick %(at)s the declarer %(declarer)s chooses %(player)s's cards: "
    "%(player)s takes %(n)s more trick(s); the tricks are %(tricks)s": (
        "n",
        "from trick %(at)s the declarer %(declarer)s chooses %(player)s's cards: "
        "%(player)s takes %(n)s more trick; the tricks are %(tricks)s",
    ),
    "from trick %(at)s the opponents choose %(player)s's cards: %(player)s takes "
    "%(n)s more trick(s); the tricks are %(tricks)s": (
        "n",
        "from trick %(at)s the opponents choose %(player)s's cards: %(player)s takes "
        "%(n)s more trick; the tricks are %(tricks)s",
    ),
    "%(player)s showed the cards at trick %(at)s and claimed %(claimed)s more "
    "trick(s). Against every defence the claim holds: it is indisputable and "
    "stands; the opponents do not direct the cards.": (
        "claimed",
        "%(player)s showed the cards at trick %(at)s and claimed %(claimed)s more "
        "trick. Against every defence the claim holds: it is indisputable and "
        "stands; the opponents do not direct the cards.",
    ),
}

# said better on the card in Russian (the English says it well): the same template, in context
REWORDED = {
    "%(player)s, the declarer, played %(card)s out of turn at trick %(trick)s. He "
    "showed a card of his own; the whisters may accept the card as played or have it "
    "stay on the table as a penalty card, played when they demand at his first legal "
    "chance.",
}

# a core text that calls the offenders whisters, and what the card says when they passed, or
# when two of them offended (the core's text names one)
WHISTER_RENONCE = (
    "%(players)s, whisting, did not follow suit (trick %(tricks)s). The declarer is "
    "credited with the game; tricks taken with the renonce are taken away; a remiz "
    "is written for each renonce and for tricks short."
)
WHISTER_RENONCES = (
    "%(players)s, whisting, did not follow suit (tricks %(tricks)s). The declarer "
    "is credited with the game; tricks taken with the renonce are taken away; a "
    "remiz is written for each renonce and for tricks short."
)
BOTH_RENONCE = (
    "Both the declarer %(declarer)s and %(players)s did not follow suit. The renonce "
    "tricks go to the highest correctly played card; each writes a remiz per "
    "renonce, and both pay the other whister for his tricks, half each."
)
WHISTER_OUT_OF_TURN = (
    "%(player)s, whisting, played %(card)s out of turn at trick %(trick)s. A card out "
    "of turn shows the partner something, so the declarer %(declarer)s chooses: accept "
    "it, or have it back on the table as a penalty card (played at the first legal "
    "chance) and forbid or order his partner's lead in %(suit)s."
)
PASSER_WORDED = {
    WHISTER_RENONCE: {
        "passer": gettext_noop(
            "%(players)s, who passed, did not follow suit (trick %(tricks)s). The declarer is "
            "credited with the game; tricks taken with the renonce are taken away; a remiz "
            "is written for each renonce and for tricks short."
        ),
    },
    WHISTER_RENONCES: {
        "passer": gettext_noop(
            "%(players)s, who passed, did not follow suit (tricks %(tricks)s). The declarer "
            "is credited with the game; tricks taken with the renonce are taken away; a remiz "
            "is written for each renonce and for tricks short."
        ),
        "passer and whister": gettext_noop(
            "%(players)s, defending, did not follow suit (tricks %(tricks)s). The declarer is "
            "credited with the game; tricks taken with the renonce are taken away; a remiz "
            "is written for each renonce and for tricks short."
        ),
        "whisters": gettext_noop(
            "%(players)s, both whisting, did not follow suit (tricks %(tricks)s). The declarer "
            "is credited with the game; tricks taken with the renonce are taken away; each "
            "writes a remiz for each of his renonces, and for tricks short."
        ),
    },
    BOTH_RENONCE: {
        "passer": gettext_noop(
            "Both the declarer %(declarer)s and %(players)s, who passed, did not follow suit. "
            "The renonce tricks go to the highest correctly played card; each writes a remiz "
            "per renonce, and both pay the whister for his tricks, half each."
        ),
        "beside a passer": gettext_noop(
            "Both the declarer %(declarer)s and %(players)s did not follow suit. The renonce "
            "tricks go to the highest correctly played card; each writes a remiz per "
            "renonce; the other defender passed and, no whister, is paid nothing for tricks."
        ),
        "passer and whister": gettext_noop(
            "The declarer %(declarer)s and both defenders (%(players)s) did not follow suit. "
            "The renonce tricks go to the highest correctly played card; each writes a remiz "
            "per renonce; every player offended, so nobody is paid for tricks."
        ),
        "whisters": gettext_noop(
            "The declarer %(declarer)s and both defenders (%(players)s) did not follow suit. "
            "The renonce tricks go to the highest correctly played card; each writes a remiz "
            "per renonce; every player offended, so nobody is paid for tricks."
        ),
    },
    WHISTER_OUT_OF_TURN: {
        "passer": gettext_noop(
            "%(player)s, who passed, played %(card)s out of turn at trick %(trick)s. A card out "
            "of turn shows the partner something, so the declarer %(declarer)s chooses: accept "
            "it, or have it back on the table as a penalty card (played at the first legal "
            "chance) and forbid or order his partner's lead in %(suit)s."
        ),
    },
}

# the item's heading by its rule and the offenders' role (a passer is not called a whister)
ROLE_LABELS = {
    ("renonce_whister", "passer"): gettext_noop("Renonce by a passer"),
    ("renonce_whister", "passer and whister"): gettext_noop("Renonces by a whister and a passer"),
    ("renonce_whister", "whisters"): gettext_noop("Renonces by both whisters"),
    ("renonce_both", "passer"): gettext_noop("Renonces by the declarer and a passer"),
    ("renonce_both", "passer and whister"): gettext_noop(
        "Renonces by the declarer and both defenders"
    ),
    ("renonce_both", "whisters"): gettext_noop("Renonces by the declarer and both defenders"),
    ("out_of_turn_whister", "passer"): gettext_noop("A passer's card out of turn"),
}


def _plural_number(value: Any) -> int:
    """The number that picks the noun's form: a fraction takes the form of «2» (1,5 виста)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return abs(value)
    try:
        number = Fraction(str(value).replace(",", "."))
    except (ValueError, ZeroDivisionError):
        return 2
    return abs(int(number)) if number.denominator == 1 else 2


def card_translate(
    template: str, params: Mapping[str, Any], raw: Mapping[str, Any], role: str = ""
) -> str:
    """``template`` filled with ``params`` (already in the reader's notation) in the card's
    words; ``raw`` are the core's own values (the count is read from them)."""
    filled = {name: localize(value) for name, value in params.items()}
    if template in COUNTED:
        counted, one = COUNTED[template]
        return fill(npgettext(CONTEXT, one, template, _plural_number(raw.get(counted))), filled)
    if role in PASSER_WORDED.get(template, {}):
        return fill(_(PASSER_WORDED[template][role]), filled)
    if template in REWORDED:
        return fill(pgettext(CONTEXT, template), filled)
    return translate(template, params)


def offender_role(item: Mapping[str, Any], facts: Mapping[str, Any]) -> str:
    """From the deal's whisting, the defenders among an item's offenders: «passer» when every
    one of them passed, «passer and whister» when some did, «whisters» when two offended and
    both whisted (a passer is never called a whister on the card, nor two offenders one)."""
    calls = facts.get("defenders") or {}
    # who answers, where the core says (in open whist the whister plays the passer's cards)
    named = item.get("offenders") or dict.fromkeys(
        i.get("player") for i in item.get("incidents") or [] if i.get("player")
    )
    defending = [p for p in named if p in calls]
    passed = [p for p in defending if calls[p] == "pass"]
    if passed:
        return "passer" if len(passed) == len(defending) else "passer and whister"
    if len(defending) > 1:
        return "whisters"
    others = [p for p, call in calls.items() if p not in named]
    if item.get("rule") == "renonce_both" and others and calls[others[0]] == "pass":
        # «платят пополам… другому вистующему»: the other defender passed, nobody is paid
        return "beside a passer"
    return ""


# the heading of several renonces of one kind (each is a violation of its own: «за каждый
# ренонс», «за каждое нарушение»), by rule and role as above
SEVERAL_LABELS = {
    ("renonce_declarer", ""): gettext_noop("Renonces by the declarer"),
    ("renonce_whister", ""): gettext_noop("Renonces by a whister"),
    ("renonce_whister", "passer"): gettext_noop("Renonces by a passer"),
    ("renonce_passer", ""): gettext_noop("Renonces by a passer"),
    ("renonce_raspasy", ""): gettext_noop("Renonces on raspasy"),
}


def item_label(item: Mapping[str, Any], role: str, several: bool = False) -> str:
    """The heading of one item; ``several``: it stands for more than one incident (its own
    or, on raspasy, the same rule's items together)."""
    rule = item.get("rule", "")
    several = several or len(item.get("incidents") or []) > 1
    if several and (rule, role) in SEVERAL_LABELS:
        return _(SEVERAL_LABELS[rule, role])
    if (rule, role) in ROLE_LABELS:
        return _(ROLE_LABELS[rule, role])
    return labels.rule_label(rule)
