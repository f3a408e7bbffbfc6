"""Words for the values of the convention options, as the pages write them: the house
convention's rules form and page, and the calculator's table of every option.

The rules core names a value by a stable code (``gentleman``, ``through_passer``); a host
chooses it by what it means. The codes' meanings and sources are in rulings/core/conventions/.
Every value of every option has its words in Russian and English: the system check in
rulings/web/checks.py says so at start-up.
"""

from __future__ import annotations

import enum
import logging

from django.utils.functional import Promise
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from rulings.core import (
    BalkanTeamFail,
    ConsolationWriters,
    DamageStandard,
    GameEnd,
    HelpRule,
    HoldRule,
    Kontra,
    KurochkaKind,
    MisdealRules,
    PreferansBonus,
    Progression,
    RaspasyExit,
    RaspasyLeader,
    RaspasyScoring,
    RaspasyTalon,
    RemizScale,
    Responsibility,
    ResponsibleScope,
    Rounding,
    SheetKind,
    Shortfall,
    TalonMoney,
    TalonUnfollowed,
    Variant,
    WhistSplit,
)

log = logging.getLogger(__name__)

# Pairs, kept by (enum, code): the members are strings, so as dict keys ``HoldRule.CLASSIC`` and
# ``MisdealRules.CLASSIC`` (both "classic") would be one key.
_LABEL_PAIRS: tuple[tuple[enum.Enum, Promise], ...] = (
    (Variant.RUSSIAN, _("Russian preferans")),
    (Variant.BALKAN, _("Balkan preferans")),
    (HoldRule.THROUGH_PASSER, _("«here» (здесь) when one's word comes through a passer")),
    (HoldRule.CLASSIC, _("«I hold» (держу): anyone may hold the bid just before him")),
    (HoldRule.BALKAN, _("«mine» (мои): a player who already bid a number")),
    (HoldRule.NONE, _("no holding: every bid is higher")),
    (RaspasyTalon.LEADS, _("the talon cards set the suit of the first two tricks")),
    (RaspasyTalon.UNTOUCHED, _("the talon is not touched")),
    (RaspasyLeader.FIRST_HAND, _("then the first hand leads")),
    (RaspasyLeader.TRICK_WINNER, _("then whoever took the trick leads")),
    (TalonUnfollowed.FIRST_CARD, _("the first card played sets the suit")),
    (TalonUnfollowed.HIGHEST_CARD, _("the highest card by rank takes it")),
    (RemizScale.DECLARER, _("as a declarer's undertrick")),
    (RemizScale.WHISTER, _("as a whister's undertrick")),
    (DamageStandard.COOPERATIVE, _("any sensible line of play")),
    (DamageStandard.DOUBLE_DUMMY, _("everyone's best play (double dummy)")),
    (MisdealRules.CODE, _("by the Code (3.2.12–3.2.15)")),
    (MisdealRules.CLASSIC, _("by the classic text")),
    (SheetKind.PULYA, _("pulya, mountain and whists")),
    (SheetKind.KUROCHKA, _("classic: game record and kurochka")),
    (SheetKind.BULE, _("Balkan: bule, supe and refe")),
    (GameEnd.ALL_CLOSED, _("when every pulya is closed")),
    (GameEnd.SUM_REACHED, _("when the pulyas together reach size × players")),
    (Shortfall.TEAM, _("each half, at most the team's shortfall")),
    (Shortfall.EACH, _("each his own half")),
    (Responsibility.FULL, _("responsible")),
    (Responsibility.HALF, _("semi-responsible")),
    (Responsibility.NONE, _("not responsible")),
    (ResponsibleScope.OWN, _("once the whister's own pulya is closed")),
    (ResponsibleScope.ALL, _("once every pulya is closed")),
    (WhistSplit.GREEDY, _("greedy (жлобский): the whister writes")),
    (WhistSplit.GENTLEMAN, _("gentleman (джентльменский): split in half")),
    (ConsolationWriters.ALL, _("both defenders and the dealer")),
    (ConsolationWriters.DEFENDERS, _("the defenders only")),
    (ConsolationWriters.WITHOUT_PASSER, _("everyone but a passer")),
    (RaspasyScoring.MOUNTAIN, _("tricks into the mountain")),
    (RaspasyScoring.ROSTOV, _("Rostov: whists on the others")),
    (RaspasyScoring.KUROCHKA, _("tricks into the kurochka")),
    (Progression.NONE, _("none (1-1-1)")),
    (Progression.ARITHMETIC, _("1-2-3")),
    (Progression.GEOMETRIC, _("1-2-4")),
    (RaspasyExit.ANY_GAME, _("any game ends them")),
    (RaspasyExit.WHISTED_GAME, _("only a whisted game ends them")),
    (RaspasyExit.PLAYED, _("any deal played out ends them, a misère too")),
    (RaspasyExit.MADE_GAME, _("only a game made ends them")),
    (RaspasyExit.WHIST_KEPT, _("only a game made under a whist, no whister short, ends them")),
    (HelpRule.HELP, _("help another player (whists ×10)")),
    (HelpRule.MOUNTAIN, _("off one's own mountain")),
    (HelpRule.NONE, _("into one's own pulya")),
    (TalonMoney.NONE, _("nothing")),
    (TalonMoney.TRICKS, _("ace or marriage 1 trick, A+K 2, two aces 3")),
    (TalonMoney.CLASSIC, _("ace 20, A+K 30, two aces 40")),
    (Rounding.LARGEST_REMAINDER, _("to whole whists, the sum stays zero")),
    (Rounding.EXACT, _("exact")),
    (Rounding.LAST_TAKES_REST, _("rounded down, the last player takes the rest")),
    (KurochkaKind.UNLIMITED, _("unlimited (as much as the game)")),
    (KurochkaKind.LIMITED, _("limited (a fixed amount)")),
    (BalkanTeamFail.BELOW_HALF, _("the follower short of his 2")),
    (BalkanTeamFail.BOTH, _("both followers")),
    (Kontra.NONE, _("no kontra")),
    (Kontra.KONTRA, _("kontra (×2)")),
    (Kontra.REKONTRA, _("rekontra (×4)")),
    (Kontra.SUBKONTRA, _("subkontra (×8)")),
    (Kontra.MORTKONTRA, _("mortkontra (×16)")),
    (PreferansBonus.THOUSAND, _("1000 whists on each player")),
    (PreferansBonus.TAKE_WHISTS, _("the whists on the declarer become his")),
)
VALUE_WORDS = {(type(member), member.value): label for member, label in _LABEL_PAIRS}


# The options grouped as a player thinks of them, in this order: the core's sections
# (rulings/core/conventions/convention.py, SECTIONS), with raspasy, the classic sheet's kurochka
# and Balkan preferans each apart from the rest of the scoring.
GROUP_WORDS: dict[str, Promise] = {
    "game": _("Game"),
    "auction": _("Bidding (торговля)"),
    "whisting": _("Whisting (вистование)"),
    "play": _("Play (розыгрыш)"),
    "raspasy": _("Raspasy (распасы)"),
    "scoring": _("Scoring (запись)"),
    "kurochka": _("The classic sheet with kurochka"),
    "balkan": pgettext_lazy("options group", "Balkan preferans"),
    "penalties": _("Penalties (штрафы)"),
}


def option_group(name: str, section: str) -> str:
    """Where the options table shows an option (a key of ``GROUP_WORDS``)."""
    if section == "penalties":
        return section
    if "raspasy" in name and not name.startswith("kurochka"):
        return "raspasy"
    if name.startswith("kurochka") or name == "vystavka":
        return "kurochka"
    if name.startswith("balkan"):
        return "balkan"
    return section if section in GROUP_WORDS else "scoring"


def value_label(member: enum.Enum) -> Promise | str:
    """The words for one value (its code, with a warning in the log, where none are written)."""
    label = VALUE_WORDS.get((type(member), member.value))
    if label is None:
        log.warning("no words for the option value %s.%s", type(member).__name__, member.name)
        return member.value
    return label


def value_choices(kind: type[enum.Enum]) -> list[tuple[str, Promise | str]]:
    """The values of ``kind`` with their words."""
    return [(member.value, value_label(member)) for member in kind]


def value_text(value: object) -> str:
    """An option's value as a page writes it: words for a choice, «2-4-6-8-10» for a list."""
    if isinstance(value, bool):
        return gettext("yes") if value else gettext("no")
    if isinstance(value, enum.Enum):
        return str(value_label(value))
    if isinstance(value, tuple | list):
        return "-".join(str(v) for v in value) or "—"
    return str(value)
