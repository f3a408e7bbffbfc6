"""The presets: the conventions a table can name (``Convention.preset(key)``), each as what it
changes from the Sochi rules, whose values are the options' defaults. ``convention.py`` makes
``PRESETS`` of them; a house convention is a preset plus its own changes
(``Convention.with_options``).
"""

from __future__ import annotations

from typing import Any

from rulings.core.conventions.penalty_kinds import MisdealRules
from rulings.core.conventions.rules_kinds import HoldRule, RaspasyTalon, Variant
from rulings.core.conventions.scoring_kinds import (
    HelpRule,
    Progression,
    RaspasyScoring,
    Responsibility,
    SheetKind,
    TalonMoney,
    WhistSplit,
)

# each preset's options that differ from the Sochi rules, by preset key, in the order a table
# is offered them
CHANGES_FROM_SOCHI: dict[str, dict[str, Any]] = {
    "sochi": {},  # the defaults of the options
    "leningrad": dict(
        # scoring: the Leningradka table the Leningrad table (shram.kiev.ua); gentleman whist
        # (Lesnoy's code 3.8.14); 1 point = 20 whists
        pulya_point_whists=20,
        declarer_undertrick_factor=2,
        whist_trick_factor=2,
        misere_trick_penalty=20,
        responsibility=Responsibility.HALF,
        whist_split=WhistSplit.GENTLEMAN,
        half_whist_after_whist=True,  # Lesnoy's code 3.8.14: the gentleman set, «ленинградка»
    ),
    "rostov": dict(
        # scoring: raspasy on whists (Lesnoy's book 3.7.2.2), no progression (Lesnoy's book
        # («Сочинка»): order of deals does not matter), semi-responsible whist (3.8.12); game values
        # not found: Sochi's
        responsibility=Responsibility.HALF,
        raspasy_scoring=RaspasyScoring.ROSTOV,
        raspasy_progression=Progression.NONE,
        raspasy_zero_bonus=True,
    ),
    "classic": dict(
        # scoring: semi-responsible until the pulya is closed (Lesnoy's code 3.8.11–3.8.12)
        responsibility=Responsibility.HALF,
        responsible_after_close=True,
    ),
    "kurochka": dict(
        misdeal_rules=MisdealRules.CLASSIC,  # penalties: the classic text
        hold_rule=HoldRule.CLASSIC,
        bid_jumps=False,
        raspasy_talon=RaspasyTalon.UNTOUCHED,
        # scoring (the classic text): decimal table, game record of 200 written off, курочка
        score_sheet=SheetKind.KUROCHKA,
        game_values=(10, 20, 30, 40, 50),
        misere_value=10,
        pulya_target=200,
        lone_whist_obligations=(2, 1, 1, 1, 1),
        raspasy_scoring=RaspasyScoring.KUROCHKA,
        raspasy_progression=Progression.NONE,
        talon_money=TalonMoney.CLASSIC,
        help_rule=HelpRule.NONE,
        pulya_point_whists=10,
    ),
    "balkan": dict(
        variant=Variant.BALKAN,
        hold_rule=HoldRule.BALKAN,
        bid_jumps=False,
        misere_first_call_only=False,
        refusal_allowed=False,
        whist_obligations=(4, 4, 4, 4, 4),
        half_whist_levels=(),
        dealer_whist_back=False,
        # scoring (Lesnoy's Balkan preferans): bule from 100 down to 0, supe = tricks × 2B
        score_sheet=SheetKind.BULE,
        pulya_target=100,
        raspasy_progression=Progression.NONE,
    ),
}
