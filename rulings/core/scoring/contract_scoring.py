"""Per-deal entries on the pulya sheet (Sochi, Leningrad, Rostov, Classic) for games and misère.

Pure: a ``DealResult`` and a ``Convention`` in, a tuple of ``Entry`` out. The whist price, the
whister's responsibility and the half-whist are in ``whists.py`` (re-exported here); raspasy in
``raspasy.py``; what happens to pulya points once a pulya is closed (help) is ``help.py``'s
business: this module always writes a made game into the declarer's pulya.

The numbers and their sources (the Sochi rules for four unless noted):
- made game: the game value into the pulya («шестерную… 2 очка»);
- failed game: each undertrick at the value (× ``declarer_undertrick_factor``) into the mountain
  («на объявленной семерной пять взяток… 2х4=8»);
- whists: each playing whister writes his tricks × the whist price (value × ``whist_trick_factor``)
  on the declarer («3 (взятки) x 4 (очка) = 12 вистов»);
- consolation: on a failure every other player writes undertricks × the whist price
  («Недобранное подсевшим остальные прибавляют к своим взяткам… 10… 4… 2»);
- a whister short of his obligation writes the missing tricks × the whist price (× ½ when
  semi-responsible, Lesnoy's code 3.8.12) into the mountain («на девятерной… восемь в гору»).
"""

from __future__ import annotations

from collections.abc import Mapping

from rulings.core.conventions.convention import Convention
from rulings.core.conventions.scoring_kinds import (
    ConsolationWriters,
    PreferansBonus,
    Responsibility,
    Shortfall,
    TalonMoney,
    WhistSplit,
)
from rulings.core.game.cards import Card, Rank
from rulings.core.game.contracts import Contract
from rulings.core.game.deal import defenders_in_order
from rulings.core.records.result import DealResult, DefenderCall, PreferansDeclaration
from rulings.core.rules.whisting import ten_only_checked
from rulings.core.scoring import level_rules
from rulings.core.scoring.entries import Amount, Column, Entry, as_number, entry, half
from rulings.core.scoring.whists import (
    half_whist_entries,
    whist_price,
    whist_responsibility,
    whister_undertrick_value,
)
from rulings.core.sources import cite

R_GREEDY = cite(
    "lesnoy", "3.8.13", note="greedy whist: the passer writes only when no trick is taken"
).text
R_GENTLEMAN = cite(
    "lesnoy", "3.8.14", note="gentleman's whist: the whists are written in halves"
).text
R_SHORTFALL_HALF = cite("lesnoy", "3.8.12", note="half-responsible whist: half the price").text
R_WHIST_BACK = cite(
    "sochi_four", quote="Вистующий, возвративший вист… и висты, полагающиеся… “за свои”"
).text
R_DEALER_BACK = cite(
    "sochi_four", quote="Если же сдатчик вернул вист… пишет и как вистующий, и как сдающий"
).text
R_REFUSED = cite(
    "sochi_leningrad", quote="уйти без трех взяток… висты не пишутся, а пишется только горка"
).text
R_TALON = cite(
    "sochi_four", quote="за туза или марьяж… как за одну взятку… два туза – за три взятки"
).text
R_TALON_CLASSIC = cite(
    "classic", quote="За проданного туза… 20 очков… туза и короля… 30… двух тузов — 40"
).text
R_PREF_MOUNTAIN = cite("sochi_four", quote="Объявивший преферанс свою запись с горы списывает").text
R_PREF_CLOSE = cite(
    "sochi_four", quote="Свою пулю и пули всех других игроков… закрывает с получением… вистов"
).text
R_PREF_BONUS = cite("sochi_four", quote="дописывает на каждого еще по 1000 вистов").text
R_PREF_TAKE = cite(
    "sochi_four", quote="(в некоторых компаниях… все висты, которые имели на него игроки, на себя)"
).text
PREFERANS_WHISTS = 1000


def game_value(conv: Convention, contract: Contract) -> int:
    """The pulya value of a contract: the level's value, or the misère value."""
    if contract.is_misere:
        return conv.misere_value
    return conv.game_values[contract.level - 6]


def talon_tricks(talon: tuple[Card, ...]) -> int:
    """The Sochi rules for four: ace or marriage (K+Q of a suit) = 1 trick, A+K of a suit = 2, two
    aces = 3."""
    if len(talon) != 2:
        return 0
    a, b = talon
    aces = (a.rank is Rank.ACE) + (b.rank is Rank.ACE)
    if aces == 2:
        return 3
    same_suit = a.suit is b.suit
    ranks = {a.rank, b.rank}
    if aces == 1:
        return 2 if same_suit and Rank.KING in ranks else 1
    return 1 if same_suit and ranks == {Rank.KING, Rank.QUEEN} else 0


def talon_money_entries(
    result: DealResult, conv: Convention, players: tuple[str, ...]
) -> list[Entry]:
    """The dealer's whists for the talon (four players; never on misère: the Sochi rules for four,
    the classic text)."""
    if (
        len(players) != 4
        or conv.talon_money is TalonMoney.NONE
        or not result.talon
        or result.declarer is None
        or not result.contract.is_game
    ):
        return []
    if conv.talon_money is TalonMoney.TRICKS:
        n = talon_tricks(result.talon)
        amount = n * whist_price(conv, result.contract.level)
        rule = R_TALON
    else:
        n = talon_tricks(result.talon)
        amount = {3: 40, 2: 30}.get(n, 20 if any(c.rank is Rank.ACE for c in result.talon) else 0)
        rule = R_TALON_CLASSIC
    if not amount:
        return []
    return [
        entry(
            "talon_money",
            Column.WHISTS,
            result.dealer,
            amount,
            rule,
            on=result.declarer,
            talon=" ".join(c.en for c in result.talon),
        )
    ]


def game_entries(
    result: DealResult,
    conv: Convention,
    players: tuple[str, ...],
    closed: frozenset[str] = frozenset(),
) -> tuple[Entry, ...]:
    """Entries of a game or misère on the pulya sheet. ``closed``: pulyas closed before the deal."""
    contract = result.contract
    declarer = result.declarer
    if declarer is None:
        raise ValueError("a game needs a declarer")
    out = talon_money_entries(result, conv, players)
    tricks = result.tricks_of
    if contract.is_misere:
        taken = tricks.get(declarer, 0)
        if taken == 0:
            out.append(
                entry(
                    "misere_made",
                    Column.PULYA,
                    declarer,
                    conv.misere_value,
                    level_rules.misere_made(conv),
                )
            )
        else:
            out.append(
                entry(
                    "misere_tricks",
                    Column.MOUNTAIN,
                    declarer,
                    taken * conv.misere_trick_penalty,
                    level_rules.misere_tricks(conv, players),
                    tricks=taken,
                )
            )
        return tuple(out)

    level = contract.level
    value = conv.game_values[level - 6]
    price = whist_price(conv, level)
    if result.refused:
        n = conv.refusal_undertricks
        out.append(
            entry(
                "refused",
                Column.MOUNTAIN,
                declarer,
                n * value * conv.declarer_undertrick_factor,
                R_REFUSED,
                undertricks=n,
            )
        )
        return tuple(out)

    calls = result.call_of
    defenders = defenders_in_order(players, result.dealer, declarer)
    returner = next((n for n, c in calls.items() if c is DefenderCall.WHIST_BACK), None)
    whisters = [d for d in defenders if calls.get(d) is DefenderCall.WHIST]
    halfers = [d for d in defenders if calls.get(d) is DefenderCall.HALF]
    playing = [returner] if returner is not None else whisters
    # a ten only checked (``ten_whisted`` off) is not whisted: it is played out, both defenders
    # playing, and counts as made only if made (the whisting notes of oper7.ru «проверяется»; the
    # full deal plays it)
    checked_only = ten_only_checked(conv, contract)
    if checked_only:
        returner, playing = None, list(defenders)
        if declarer not in tricks and not any(d in tricks for d in defenders):
            # nothing to check it against (the game record asks for the tricks): as passed
            out.append(
                entry(
                    "game_made",
                    Column.PULYA,
                    declarer,
                    value,
                    level_rules.all_pass(conv),
                    all_pass=True,
                )
            )
            return tuple(out)

    if not playing and halfers:
        if not (conv.half_whist_played and (declarer in tricks or halfers[0] in tricks)):
            out.extend(half_whist_entries(conv, level, declarer, halfers))
            return tuple(out)
        # the half-whist played out (the rostiktc2 tests): a failed declarer is whisted
        taken = tricks.get(declarer, 10 - sum(tricks.get(h, 0) for h in halfers))
        if taken < level:
            playing = halfers
        else:
            played = {h: tricks.get(h, 10 - taken) for h in halfers}
            out.extend(half_whist_entries(conv, level, declarer, halfers, played, closed, players))
            return tuple(out)
    if not playing:
        if conv.all_pass_made or declarer not in tricks:
            out.append(
                entry(
                    "game_made",
                    Column.PULYA,
                    declarer,
                    value,
                    level_rules.all_pass(conv),
                    all_pass=True,
                )
            )
            return tuple(out)

    if declarer in tricks:
        taken = tricks[declarer]
    else:
        taken = 10 - sum(tricks.get(w, 0) for w in playing)
    if len(playing) == 1:
        whister_tricks = {playing[0]: tricks.get(playing[0], 10 - taken)}
    else:
        whister_tricks = {w: tricks.get(w, 0) for w in playing}
        if len(playing) == 2:
            a, b = playing
            if a not in tricks and b in tricks:
                whister_tricks[a] = 10 - taken - tricks[b]
            elif b not in tricks and a in tricks:
                whister_tricks[b] = 10 - taken - tricks[a]

    undertricks = max(0, level - taken)
    if undertricks == 0:
        made = level_rules.game_made(conv, players)
        out.append(entry("game_made", Column.PULYA, declarer, value, made, tricks=taken))
    else:
        out.append(
            entry(
                "declarer_undertricks",
                Column.MOUNTAIN,
                declarer,
                undertricks * value * conv.declarer_undertrick_factor,
                level_rules.undertricks(conv, level, players),
                undertricks=undertricks,
            )
        )

    # whists for the defenders' tricks, with consolation on a failure
    trick_whists: dict[str, Amount] = {
        w: (0 if checked_only else t * price) for w, t in whister_tricks.items()
    }
    consolation: dict[str, Amount] = {}
    if undertricks:
        each = undertricks * price * conv.consolation_factor
        writers = list(defenders)
        if conv.consolation_writers is ConsolationWriters.WITHOUT_PASSER and not checked_only:
            # the «Rules of Russian preferans» blog, part 2: a passer writes no consolation; a
            # returner and a half-whister's consolation go to the returner below, so they stay
            writers = [d for d in defenders if calls.get(d) is not DefenderCall.PASS]
        if len(players) == 4 and (
            conv.consolation_writers is not ConsolationWriters.DEFENDERS
            or returner == result.dealer
        ):
            writers.append(result.dealer)
        consolation = {w: each for w in writers}

    # the passage that fits the level and the table (level_rules)
    whists_rule = level_rules.whists(conv, level, players)
    consolation_rule = level_rules.consolation(players)
    rule_for = {w: whists_rule for w in trick_whists}
    if returner is not None and undertricks:
        # the returner writes the consolation of every defender who does not play (the Sochi rules
        # for four)
        moved = [d for d in defenders if d != returner and d in consolation]
        for d in moved:
            consolation[returner] = consolation.get(returner, 0) + consolation.pop(d)
        rule_for[returner] = R_DEALER_BACK if returner == result.dealer else R_WHIST_BACK
    elif len(playing) == 1 and undertricks and conv.whist_split is WhistSplit.GENTLEMAN:
        whister = playing[0]
        passer = next(d for d in defenders if d != whister)
        total = trick_whists[whister] + consolation.pop(whister, 0) + consolation.pop(passer, 0)
        share = half(total)
        for name in (whister, passer):
            out.append(
                entry(
                    "gentleman_split",
                    Column.WHISTS,
                    name,
                    share,
                    R_GENTLEMAN,
                    on=declarer,
                    total=as_number(total),
                )
            )
        trick_whists = {}
    for w, amount in trick_whists.items():
        own = consolation.pop(w, 0)
        if amount:
            out.append(
                entry(
                    "whist_tricks",
                    Column.WHISTS,
                    w,
                    amount,
                    rule_for[w],
                    on=declarer,
                    tricks=whister_tricks[w],
                )
            )
        if own:
            rule = consolation_rule if rule_for[w] == whists_rule else rule_for[w]
            out.append(
                entry(
                    "consolation", Column.WHISTS, w, own, rule, on=declarer, undertricks=undertricks
                )
            )
    for name in sorted(consolation, key=players.index):
        if consolation[name]:
            rule = R_GREEDY if (len(playing) == 1 and name in defenders) else consolation_rule
            out.append(
                entry(
                    "consolation",
                    Column.WHISTS,
                    name,
                    consolation[name],
                    rule,
                    on=declarer,
                    undertricks=undertricks,
                )
            )

    # a whister answers for his tricks on a game made: of a six set, «Взявший одну записывает
    # за две – 4 виста», nothing into the mountain (the Sochi rules for four). With ten tricks
    # dealt a set game leaves the whisters their quota; penalty tricks gone to nobody (3.9.11.2,
    # 3.9.12) can leave them short of it, and that is no shortfall either
    if not checked_only and not undertricks:
        out.extend(shortfall_entries(conv, level, playing, whister_tricks, closed, players))
    return tuple(out)


def shortfall_entries(
    conv: Convention,
    level: int,
    playing: list[str],
    whister_tricks: dict[str, int],
    closed: frozenset[str] = frozenset(),
    players: tuple[str, ...] = (),
) -> list[Entry]:
    """Whisters short of the obligation: the Sochi rules for four («3+0… последний запишет 2 в
    гору»)."""
    if not playing:
        return []
    if len(playing) == 1:
        w = playing[0]
        charges = {w: max(0, conv.lone_whist_obligations[level - 6] - whister_tricks[w])}
    else:
        first, second = playing
        team = conv.whist_obligation(level)
        short = max(0, team - whister_tricks[first] - whister_tricks[second])
        # half the quota each; an odd quota's extra trick is the second whister's (Parlett's book of
        # card games)
        quotas = {first: team // 2, second: team - team // 2}
        charges = {}
        for w in playing:
            own = max(0, quotas[w] - whister_tricks[w])
            charges[w] = min(own, short) if conv.shortfall_rule is Shortfall.TEAM else own
    out = []
    for w, missing in charges.items():
        if not missing:
            continue
        responsibility = whist_responsibility(conv, w, closed, players)
        if responsibility is Responsibility.NONE:
            continue
        amount: Amount = missing * whister_undertrick_value(conv, level, responsibility)
        full = level_rules.shortfall(players)
        rule = R_SHORTFALL_HALF if responsibility is Responsibility.HALF else full
        out.append(entry("whist_shortfall", Column.MOUNTAIN, w, amount, rule, missing=missing))
    return out


def preferans_entries(
    declaration: PreferansDeclaration,
    conv: Convention,
    players: tuple[str, ...],
    target: int,
    pulya: Mapping[str, Amount],
    mountain: Mapping[str, Amount],
    whists: Mapping[str, Mapping[str, Amount]],
) -> tuple[Entry, ...]:
    """The Sochi rules for four «преферанс»: the declarer writes off his mountain, closes every
    pulya (writing
    ``pulya_point_whists`` per point on each other player whose pulya he closes, as in help) and
    writes 1000 whists on each player, or takes over the whists written on him
    (``preferans_bonus``)."""
    declarer = declaration.declarer
    out: list[Entry] = []
    if mountain[declarer] > 0:
        out.append(
            entry(
                "preferans_off_mountain",
                Column.MOUNTAIN,
                declarer,
                -mountain[declarer],
                R_PREF_MOUNTAIN,
                points=as_number(mountain[declarer]),
            )
        )
    for p in players:
        room = target - pulya[p]
        if room <= 0:
            continue
        out.append(entry("preferans_close", Column.PULYA, p, room, R_PREF_CLOSE, by=declarer))
        if p != declarer:
            out.append(
                entry(
                    "preferans_close_whists",
                    Column.WHISTS,
                    declarer,
                    room * conv.pulya_point_whists,
                    R_PREF_CLOSE,
                    on=p,
                    points=as_number(room),
                )
            )
    for p in players:
        if p == declarer:
            continue
        if conv.preferans_bonus is PreferansBonus.THOUSAND:
            out.append(
                entry(
                    "preferans_bonus",
                    Column.WHISTS,
                    declarer,
                    PREFERANS_WHISTS,
                    R_PREF_BONUS,
                    on=p,
                )
            )
            continue
        theirs = whists[p][declarer]
        if theirs:
            out.append(
                entry("preferans_whists_taken", Column.WHISTS, p, -theirs, R_PREF_TAKE, on=declarer)
            )
            out.append(
                entry("preferans_whists_taken", Column.WHISTS, declarer, theirs, R_PREF_TAKE, on=p)
            )
    return tuple(out)


__all__ = [
    "defenders_in_order",
    "game_entries",
    "game_value",
    "half_whist_entries",
    "preferans_entries",
    "shortfall_entries",
    "talon_money_entries",
    "talon_tricks",
    "whist_price",
    "whist_responsibility",
    "whister_undertrick_value",
]
