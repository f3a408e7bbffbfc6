"""The auction's options (section «auction», торговля): who may bid what, and when.

Declared with ``option`` (``options/__init__.py``); part of ``Convention`` (``convention.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings.core.conventions.options import option
from rulings.core.conventions.rules_kinds import HoldRule
from rulings.core.i18n import gettext_noop
from rulings.core.sources import cite


@dataclass(frozen=True)
class AuctionOptions:
    """The auction (торговля)."""

    hold_rule: HoldRule = option(
        HoldRule.THROUGH_PASSER,
        ru="«Здесь»: кто может повторить заявку вместо повышения",
        en="«Here»: who may repeat the current bid instead of raising it",
        section="auction",
        source=(
            cite("sochi_leningrad", quote="через пасующего"),
            cite("classic", quote="держу"),
            cite("balkan", quote="мои"),
        ),
    )
    bid_jumps: bool = option(
        True,
        ru="Можно перескакивать через заявки (иначе строго следующая по старшинству)",
        en="Bids may jump (otherwise each bid is the next one up)",
        section="auction",
        source=(
            cite("sochi_leningrad", quote="только старшую игру"),
            cite("classic", note=gettext_noop("strictly in order")),
            cite("balkan", note=gettext_noop("strictly in order")),
        ),
    )
    misere_allowed: bool = option(
        True,
        ru="Мизер можно заказывать",
        en="Misère may be bid",
        section="auction",
        source=cite("sochi_leningrad", quote="Мизер"),
    )
    misere_first_call_only: bool = option(
        True,
        ru="Мизер — только первой заявкой игрока в этой сдаче",
        en="Misère only as a player's first call in the deal",
        section="auction",
        source=cite(
            "sochi_leningrad",
            quote="только в случае, если игрок… не сделал до этого ни одной заявки",
        ),
    )
    misere_after: str = option(
        "8NT",
        ru="Мизер стоит в торговле сразу после этой заявки (перебивается девятерной)",
        en="In the auction misère ranks just above this bid (any nine outbids it)",
        section="auction",
        source=cite("sochi_leningrad", quote="мизер… перебивается девятерной"),
    )
    without_talon_games: bool = option(
        False,
        ru="Игры без прикупа (стоят сразу выше той же игры с прикупом)",
        en="Games without the talon (rank just above the same game with it)",
        section="auction",
        source=cite(
            "sochi_leningrad", quote="девятерной без прикупа", note=gettext_noop("by agreement")
        ),
    )
    refusal_allowed: bool = option(
        True,
        ru="Можно отказаться от игры «без трёх» после прикупа",
        en="The declarer may concede «without three» after the talon",
        section="auction",
        source=cite("sochi_leningrad", quote="уйти без трех взяток"),
    )
