"""A convention in words: the summary players use («вист жлобский, ответственный; распасы
1-2-3…») and the table of every option with its value and source. The calculator's game page
and a house convention's page show them.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from rulings.core import (
    Convention,
    ConventionError,
    HelpRule,
    Kontra,
    KurochkaKind,
    RaspasyScoring,
    Responsibility,
    ResponsibleScope,
    SheetKind,
    TalonMoney,
    WhistSplit,
    raspasy_multiplier,
)
from rulings.messages import citation_text
from rulings.web.option_words import GROUP_WORDS, option_group, value_text
from rulings.web.words import contract_label, kontra_label


def convention_summary(conv: Convention) -> list[str]:
    """The convention in the words players use: «вист жлобский, ответственный; распасы 1-2-3…»."""
    if conv.score_sheet is SheetKind.BULE:
        return balkan_summary(conv)
    if conv.score_sheet is SheetKind.KUROCHKA:
        return kurochka_summary(conv) + _pulya_summary(conv)[:1] + _talon_summary(conv)
    return _pulya_summary(conv) + _talon_summary(conv)


def _talon_summary(conv: Convention) -> list[str]:
    if conv.talon_money is TalonMoney.TRICKS:
        return [
            _(
                "four players: the dealer writes whists for the talon, ace or marriage 1 trick, "
                "ace and king 2, two aces 3 (at the game's price)"
            )
        ]
    if conv.talon_money is TalonMoney.CLASSIC:
        return [
            _(
                "four players: the dealer writes 20 for an ace in the talon, 30 for ace and "
                "king, 40 for two aces"
            )
        ]
    return []


def raspasy_ladder(conv: Convention) -> dict[str, str]:
    """The price of a trick on the first three raspasy in a row («1-2-3») and what the next
    ones cost (issue 24): «then 4-5-6…», or «then 3 each time» where the convention's
    progression stops (none, or its cap) — the core's own ``raspasy_multiplier``, run by run."""
    price = [conv.raspasy_trick_price * raspasy_multiplier(conv, run) for run in range(1, 7)]
    if len(set(price[2:])) == 1:
        after = _("then %(n)s each time") % {"n": price[2]}
    else:
        after = _("then %(steps)s…") % {"steps": "-".join(str(v) for v in price[3:])}
    return {"ladder": "-".join(str(v) for v in price[:3]), "after": after}


def kurochka_summary(conv: Convention) -> list[str]:
    """The classic game with курочка (the classic text) in players' words."""
    first, each = conv.kurochka_consolation
    kind = (
        _("unlimited kurochka (as much as the game)")
        if conv.kurochka is KurochkaKind.UNLIMITED
        else _("limited kurochka (%(n)s at a time)") % {"n": conv.kurochka_limit}
    )
    lines = [
        _("each player's game record of %(size)s is written off, counted down")
        % {"size": conv.pulya_target},
        _("games 6–10 write off %(values)s; misère %(misere)s")
        % {"values": "-".join(str(v) for v in conv.game_values), "misere": conv.misere_value},
        _(
            "%(kind)s: a made game takes as much from it; from a partner's kurochka it is "
            "written on him ×10 in whists"
        )
        % {"kind": kind},
        _(
            "remiz per undertrick into the kurochka: the game's value, doubled when there is "
            "kurochka on the table; whisters per trick the value"
        ),
        _(
            "consolation per undertrick: the dealer %(dealer)s, each whister %(each)s "
            "(a lone whister %(lone)s)"
        )
        % {"dealer": first, "each": each, "lone": 2 * each},
        _("raspasy: no trick writes off %(zero)s, each trick %(trick)s into the kurochka")
        % {"zero": conv.kurochka_raspasy_zero, "trick": conv.kurochka_raspasy_trick},
    ]
    if conv.vystavka:
        lines.append(_("vystavka: the dealer puts %(n)s into the kurochka") % {"n": conv.vystavka})
    return lines


def balkan_summary(conv: Convention) -> list[str]:
    """Balkan preferans (Lesnoy's Balkan preferans) in players' words."""
    lines = [
        _("every player starts with %(size)s bule and plays them down to 0; lower is better")
        % {"size": conv.pulya_target},
        _(
            "bids 2♠ 3♦ 4♥ 5♣, Bettel 6, Sans 7 (their value B); «igra» without the talon B + 1; "
            "always six tricks (Bettel none)"
        ),
        _(
            "made: bule −2B; failed: bule +2B; each follower writes his tricks × 2B supe on the "
            "declarer and undertakes 2 tricks"
        ),
        _("all pass: everybody gets a refe, his next game counts double"),
    ]
    if conv.balkan_refe_limit:
        lines.append(
            _("a refe is written %(n)s times in a game at most") % {"n": conv.balkan_refe_limit}
        )
    if conv.balkan_kontra is Kontra.NONE:
        lines.append(_("no kontra"))
    else:
        lines.append(
            _("kontra up to %(kontra)s (×2 each step)")
            % {"kontra": kontra_label(conv.balkan_kontra.value)}
        )
    extras = []
    if conv.balkan_double_fall:
        extras.append(_("the double fall at the end"))
    if conv.balkan_pik_kontra:
        extras.append(_("kontra compulsory on spades"))
    if extras:
        lines.append(", ".join(extras))
    return lines


def _pulya_summary(conv: Convention) -> list[str]:
    split = {
        WhistSplit.GREEDY: _("greedy whist (жлобский)"),
        WhistSplit.GENTLEMAN: _("gentleman whist (джентльменский)"),
    }[conv.whist_split]
    resp = {
        Responsibility.FULL: _("responsible"),
        Responsibility.HALF: _("semi-responsible"),
        Responsibility.NONE: _("not responsible"),
    }[conv.responsibility]
    if conv.responsible_after_close:
        if conv.responsible_close_scope is ResponsibleScope.OWN:
            resp += " " + _("(responsible once the whister's pulya is closed)")
        else:
            resp += " " + _("(responsible once every pulya is closed)")
    lines = [f"{split}, {resp}"]
    lines.append(
        _("games 6–10 into the pulya: %(values)s; misère %(misere)s")
        % {"values": "-".join(str(v) for v in conv.game_values), "misere": conv.misere_value}
    )
    lines.append(
        _("whists per trick: the game value × %(factor)s; declarer's undertricks × %(under)s")
        % {"factor": conv.whist_trick_factor, "under": conv.declarer_undertrick_factor}
    )
    lines.append(
        _("whisters' obligation on 6–10: %(values)s")
        % {"values": "-".join(str(v) for v in conv.whist_obligations)}
    )
    if conv.half_whist_levels:
        lines.append(
            _("half-whist on %(levels)s")
            % {"levels": ", ".join(str(v) for v in conv.half_whist_levels)}
        )
    if conv.raspasy_scoring is RaspasyScoring.ROSTOV:
        lines.append(
            _("raspasy on whists (Rostov): %(n)s whists per trick")
            % {"n": conv.raspasy_rostov_whists}
        )
    else:
        # one table of option words (every RaspasyExit, «played» too): a second map here missed one
        lines.append(
            _("raspasy %(ladder)s into the mountain, %(after)s, %(exit)s")
            % {**raspasy_ladder(conv), "exit": value_text(conv.raspasy_exit)}
        )
    if conv.raspasy_exit_levels:
        lines.append(
            _("leaving raspasy %(levels)s: the least game after one, two… raspasy in a row")
            % {"levels": value_text(conv.raspasy_exit_levels)}
        )
    lines.append(_("one pulya point = %(n)s whists") % {"n": conv.pulya_point_whists})
    lines.append(
        {
            HelpRule.HELP: _("a closed pulya helps the others (help)"),
            HelpRule.MOUNTAIN: _("a closed pulya writes off the mountain"),
            HelpRule.NONE: _("a closed pulya keeps growing"),
        }[conv.help_rule]
    )
    extras = []
    if conv.refusal_allowed:
        extras.append(_("«without three» allowed"))
    if conv.stalingrad:
        extras.append(_("Stalingrad"))
    if not conv.ten_whisted:
        extras.append(_("the ten is only checked"))
    if conv.settle_amnesty:
        extras.append(_("amnesty in the settlement"))
    if extras:
        lines.append(", ".join(extras))
    return lines


def option_rows(conv: Convention, *, base: Convention | None = None) -> list[dict[str, Any]]:
    """Every option of ``conv`` with its value, section and source, in the reader's language.
    With ``base`` (the preset a house convention starts from): only the options that differ
    from it, each with the preset's value too (``preset``)."""
    english = (get_language() or "ru").startswith("en")
    changed = conv.changes_from(base) if base is not None else None
    rows = []
    for info in Convention.options():
        if changed is not None and info.name not in changed:
            continue
        row = {
            "name": info.name,
            "section": info.section,
            "text": info.en if english else info.ru,
            "value": _option_value(info.name, getattr(conv, info.name)),
            "source": citation_text(info.source),
        }
        if base is not None:
            row["preset"] = _option_value(info.name, getattr(base, info.name))
        rows.append(row)
    return rows


def _option_value(name: str, value: object) -> str:
    """An option's value in players' words; a contract as players write it («8 БК», not «8NT»)."""
    if name == "misere_after" and isinstance(value, str):
        return contract_label(value)
    return value_text(value)


def option_groups(conv: Convention, *, base: Convention | None = None) -> list[dict[str, Any]]:
    """Every option of ``conv`` grouped as a player thinks of them (bidding, whisting, raspasy,
    scoring, penalties…), each group with what differs from ``base`` (the convention's preset
    unless given) first. A group with changes is marked ``open``."""
    if base is None:
        try:
            base = Convention.preset(conv.key)
        except ConventionError:  # no preset behind it: nothing is «changed»
            base = conv
    every = option_rows(conv)
    changed = set(conv.changes_from(base))
    groups: dict[str, list[dict[str, Any]]] = {key: [] for key in GROUP_WORDS}
    for row in every:
        row["changed"] = row["name"] in changed
        if row["changed"]:
            row["preset"] = _option_value(row["name"], getattr(base, row["name"]))
        groups[option_group(row["name"], row["section"])].append(row)
    result = []
    for key, rows in groups.items():
        if not rows:
            continue
        rows.sort(key=lambda r: not r["changed"])  # stable: the core's order within each part
        n = sum(r["changed"] for r in rows)
        result.append(
            {"key": key, "title": str(GROUP_WORDS[key]), "rows": rows, "changed": n, "open": n > 0}
        )
    return result
