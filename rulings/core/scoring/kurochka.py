"""Classic preferans with курочка (the classic text, 000_0c8de697dd0771dd.txt): per-deal entries.

The sheet keeps, per player, the game record written off (pulya column, counted up from 0 to the
pulya size: the classic text counts it down from 200) and his курочка, the remizes he put «наверх»
(the mountain column). Whists are written ×10 for what is taken from a partner. Numbers (the classic
text):
- made game: writes off the value from his record «и такую же берет с курочки» (unlimited) or a
  fixed amount (limited); taken from a partner's курочка «записывается… на последнего в десять
  раз больше» (20 → 200); whisters then write per trick the value plus the курочка taken («не по
  10 за взятку, а по 20»);
- failed game: per undertrick the value, doubled when there is курочка on the table, «если в
  курочке на столе стояло… 10… в семи червах… лишь по 30»; whisters write their tricks at the
  value; consolation per undertrick: dealer 20, each whister 10, a lone whister both (20);
- a whister's remiz «только по игре»; the dealer writes nothing on a failed whister;
- end phase, when every record is written off: everything doubled (6♥: 20, 7♥: 40);
- raspasy: no trick → 10 off one's record, the dealer's too when his talon cards (four
  players) took none («Это относится к сдающему»); each trick 2 into the курочка;
- выставка: the dealer puts a fixed amount into an empty курочка;
- dealer's talon money: ace 20, A+K 30, two aces 40; nothing on misère.
"""

from __future__ import annotations

from typing import Any

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import KurochkaKind, SheetKind
from rulings.core.game.deal import active_players
from rulings.core.records.result import DealResult, DefenderCall, Outcome
from rulings.core.rules.whisting import ten_only_checked
from rulings.core.scoring.contract_scoring import (
    defenders_in_order,
    shortfall_entries,
    talon_money_entries,
)
from rulings.core.scoring.entries import Column, Entry, entry
from rulings.core.scoring.raspasy import multiplier
from rulings.core.scoring.sheet import Sheet, SheetRules, register_sheet_kind
from rulings.core.sources import cite

R_MADE = cite("classic", quote="списывает из своей игровой записи… и такую же берет с курочки").text
R_LIMITED = cite("classic", quote="Ограниченная курочка… условились списывать по 30").text
R_FROM_PARTNER = cite(
    "classic", quote="Курочка, взятая игроком от одного из партнеров… в десять раз больше"
).text
R_RECORD_PARTNER = cite(
    "classic", quote="он берет… с записи одного из партнеров… записывает за ним 100"
).text
# whists at the game's own price (no курочка taken) quote the plain passage; the doubled one
# only where the price was doubled by a курочка taken or a remiz with one on the table (issue 24)
R_WHISTS_PLAIN = cite(
    "classic", quote="Вистующим партнерам играющий платит за каждую взятку соответственно игре"
).text
R_WHISTS = cite("classic", quote="вистующим платит уже не по 10 за взятку, а по 20").text
R_REMIZ = cite(
    "classic", quote="ставит наверх ремиз… При курочке ремиз всегда ставится… вдвойне… по 30"
).text
R_CONSOLATION = cite("classic", quote="сдающий по 20… вистующие по 10… один… все 20 очков").text
R_WHISTER_REMIZ = cite(
    "classic", quote="Вистующий, недобравший взятку, ремиз всегда ставит только по игре"
).text
R_END = cite(
    "classic", quote="на столе остается одна курочка… с ответственным вистом… вдвойне"
).text
R_RASPASY_ZERO = cite(
    "classic", quote="не взял при распасовке ни одной взятки, списывает с игры 10"
).text
R_RASPASY_DEALER = cite("classic", quote="…списывает с игры 10. Это относится к сдающему").text
R_RASPASY_TRICK = cite("classic", quote="За каждую взятку… по 2… очка наверх, т. е. в курочку").text
R_VYSTAVKA = cite("classic", quote="Выставкой… сдающий ставит наверх… условное число").text
R_MISERE = cite("classic", note="misère: no whists for tricks, no consolation").text
R_RENONCE = cite("classic", quote="провинившийся ставит должную курочку за каждую взятку… 40").text


def _whists_rule(price: int, value: int) -> str:
    """The passage for whists at ``price`` a trick on a game worth ``value``."""
    return R_WHISTS_PLAIN if price == value else R_WHISTS


def kurochka_entries(outcome: Outcome, conv: Convention, sheet: Sheet) -> tuple[Entry, ...]:
    if not isinstance(outcome, DealResult):
        raise TypeError("a kurochka deal needs a DealResult")
    players = sheet.players
    remaining = {p: sheet.target - sheet.pulya[p] for p in players}
    pool = dict(sheet.mountain)
    end_phase = all(r <= 0 for r in remaining.values())
    out: list[Entry] = []
    if conv.vystavka and sum(pool.values()) <= 0:
        out.append(entry("vystavka", Column.KUROCHKA, outcome.dealer, conv.vystavka, R_VYSTAVKA))
        pool[outcome.dealer] += conv.vystavka
    contract = outcome.contract
    if contract.is_raspasy:
        step = multiplier(conv, sheet.raspasy_run + 1)
        # the classic text «Игрок, который не взял при распасовке ни одной взятки, списывает с игры
        # 10. Это относится к сдающему»: with four, the dealer leads the two talon cards
        # («Выходит… сдающий») and writes off too when they took no trick
        writers = list(active_players(players, outcome.dealer))
        if outcome.dealer not in writers and conv.kurochka_raspasy_dealer_zero:
            writers.append(outcome.dealer)
        for p in writers:
            taken = outcome.tricks_of.get(p, 0)
            if taken == 0 and remaining[p] > 0:
                out.append(
                    entry(
                        "raspasy_zero",
                        Column.PULYA,
                        p,
                        min(conv.kurochka_raspasy_zero, remaining[p]),
                        R_RASPASY_ZERO if p != outcome.dealer else R_RASPASY_DEALER,
                    )
                )
        for p, taken in outcome.tricks:
            if taken:
                out.append(
                    entry(
                        "raspasy_tricks",
                        Column.KUROCHKA,
                        p,
                        taken * conv.kurochka_raspasy_trick * step,
                        R_RASPASY_TRICK,
                        tricks=taken,
                    )
                )
        return tuple(out)

    declarer = outcome.declarer
    if declarer is None:
        raise ValueError("a game needs a declarer")
    out.extend(talon_money_entries(outcome, conv, players))
    tricks = outcome.tricks_of
    if contract.is_misere:
        taken = tricks.get(declarer, 0)
        if taken == 0 or outcome.renonce:
            out.extend(_write_off(declarer, conv.misere_value, players, remaining, conv))
            if outcome.renonce and taken:
                out.append(
                    entry(
                        "renonce_misere",
                        Column.KUROCHKA,
                        outcome.renonce,
                        taken * conv.misere_trick_penalty,
                        R_RENONCE,
                        tricks=taken,
                    )
                )
        else:
            out.append(
                entry(
                    "misere_tricks",
                    Column.KUROCHKA,
                    declarer,
                    taken * conv.misere_trick_penalty,
                    R_MISERE,
                    tricks=taken,
                )
            )
        return tuple(out)

    level = contract.level
    value = conv.game_values[level - 6]
    double = 2 if end_phase else 1
    table = sum(pool.values())
    remiz = 2 * value if end_phase else value + max(0, min(value, table))
    if outcome.refused:
        n = conv.refusal_undertricks
        out.append(entry("refused", Column.KUROCHKA, declarer, n * remiz, R_REMIZ, undertricks=n))
        return tuple(out)

    calls = outcome.call_of
    defenders = defenders_in_order(players, outcome.dealer, declarer)
    playing = [
        d for d in defenders if calls.get(d) in (DefenderCall.WHIST, DefenderCall.WHIST_BACK)
    ]
    halfers = [d for d in defenders if calls.get(d) is DefenderCall.HALF]
    if playing:
        taken = tricks.get(declarer, 10 - sum(tricks.get(w, 0) for w in playing))
    else:
        taken = tricks.get(declarer, level)
        if conv.all_pass_made:
            taken = max(taken, level)
    if len(playing) == 1:
        whister_tricks = {playing[0]: tricks.get(playing[0], 10 - taken)}
    else:
        whister_tricks = {w: tricks.get(w, 0) for w in playing}
    checked = ten_only_checked(conv, contract)  # no whists for tricks, no whister remiz
    paid_tricks = {} if checked else whister_tricks
    undertricks = max(0, level - taken)

    if undertricks == 0:
        out.extend(_write_off(declarer, value, players, remaining, conv))
        wanted = value if conv.kurochka is KurochkaKind.UNLIMITED else conv.kurochka_limit
        took = _take_kurochka(declarer, wanted * double, players, pool, conv, out)
        price = 2 * value if end_phase else value + min(value, took)
        whists_rule = R_END if end_phase else _whists_rule(price, value)
        for w, t in paid_tricks.items():
            if t:
                out.append(
                    entry(
                        "whist_tricks",
                        Column.WHISTS,
                        w,
                        t * price,
                        whists_rule,
                        on=declarer,
                        tricks=t,
                    )
                )
        for h in halfers:
            credited = conv.half_whist_tricks[level - 6]
            if credited:
                out.append(
                    entry(
                        "half_whist",
                        Column.WHISTS,
                        h,
                        credited * price,
                        _whists_rule(price, value),
                        on=declarer,
                        tricks=credited,
                    )
                )
    else:
        out.append(
            entry(
                "declarer_remiz",
                Column.KUROCHKA,
                declarer,
                undertricks * remiz,
                R_END if end_phase else R_REMIZ,
                undertricks=undertricks,
            )
        )
        price = value * double
        for w, t in paid_tricks.items():
            if t:
                out.append(
                    entry(
                        "whist_tricks",
                        Column.WHISTS,
                        w,
                        t * price,
                        _whists_rule(price, value),
                        on=declarer,
                        tricks=t,
                    )
                )
        dealer_share, whister_share = conv.kurochka_consolation
        if len(players) == 4:
            out.append(
                entry(
                    "consolation",
                    Column.WHISTS,
                    outcome.dealer,
                    undertricks * dealer_share,
                    R_CONSOLATION,
                    on=declarer,
                    undertricks=undertricks,
                )
            )
        shares = {w: whister_share for w in playing}
        if len(playing) == 1:
            shares[playing[0]] = 2 * whister_share
        for w, share in shares.items():
            out.append(
                entry(
                    "consolation",
                    Column.WHISTS,
                    w,
                    undertricks * share,
                    R_CONSOLATION,
                    on=declarer,
                    undertricks=undertricks,
                )
            )
    for e in shortfall_entries(conv, level, playing, whister_tricks) if not checked else ():
        rule = R_END if end_phase else R_WHISTER_REMIZ
        out.append(
            entry(
                "whist_shortfall",
                Column.KUROCHKA,
                e.player,
                e.amount * double,
                rule,
                missing=dict(e.params)["missing"],
            )
        )
    return tuple(out)


def _write_off(
    player: str, amount: int, players: tuple[str, ...], remaining: dict[str, int], conv: Convention
) -> list[Entry]:
    """Write ``amount`` off the player's game record, then off partners' records for whists."""
    out = []
    own = max(0, min(amount, remaining[player]))
    if own:
        out.append(entry("game_made", Column.PULYA, player, own, R_MADE))
        remaining[player] -= own
    rest = amount - own
    n = len(players)
    seat = players.index(player)
    for step in range(1, n):
        if rest <= 0:
            break
        other = players[(seat + step) % n]
        take = max(0, min(rest, remaining[other]))
        if take:
            out.append(
                entry(
                    "record_from_partner",
                    Column.PULYA,
                    other,
                    take,
                    R_RECORD_PARTNER,
                    taken_by=player,
                )
            )
            out.append(
                entry(
                    "record_from_partner_whists",
                    Column.WHISTS,
                    player,
                    take * conv.pulya_point_whists,
                    R_RECORD_PARTNER,
                    on=other,
                )
            )
            remaining[other] -= take
            rest -= take
    return out


def _take_kurochka(
    player: str,
    wanted: int,
    players: tuple[str, ...],
    pool: dict[str, int],
    conv: Convention,
    out: list[Entry],
) -> int:
    """Take up to ``wanted`` from the курочка: one's own first, then partners' for ×10 whists."""
    n = len(players)
    seat = players.index(player)
    took = 0
    for step in range(n):
        if took >= wanted:
            break
        owner = players[(seat + step) % n]
        take = max(0, min(wanted - took, pool[owner]))
        if not take:
            continue
        rule = R_MADE if conv.kurochka is KurochkaKind.UNLIMITED else R_LIMITED
        out.append(entry("kurochka_taken", Column.KUROCHKA, owner, -take, rule, taken_by=player))
        if owner != player:
            out.append(
                entry(
                    "kurochka_from_partner",
                    Column.WHISTS,
                    player,
                    take * conv.pulya_point_whists,
                    R_FROM_PARTNER,
                    on=owner,
                )
            )
        pool[owner] -= take
        took += take
    return took


def finished(sheet: Sheet) -> bool:
    """The classic game ends when every pulya is closed and the курочка is empty (the classic
    text)."""
    return len(sheet.closed) == len(sheet.players) and all(
        sheet.mountain[p] == 0 for p in sheet.players
    )


def _entries(
    outcome: Outcome, conv: Convention, sheet: Sheet
) -> tuple[tuple[Entry, ...], dict[str, Any]]:
    return kurochka_entries(outcome, conv, sheet), dict(sheet.extra)


register_sheet_kind(SheetKind.KUROCHKA, SheetRules(entries=_entries, finished=finished))
