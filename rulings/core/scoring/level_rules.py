"""Which passage a game's entry quotes: the one that fits its level and the number of players.

The Sochi rules for four give worked examples for one level each («взявший три взятки, вистуя
на семерной, пишет 3 x 4 = 12 вистов», «на объявленной семерной пять взяток… 2х4=8»): an entry
quotes the example only where it is the case (a seven at 4 a trick, one undertrick at the game's
value), else the passage's general rule. That text describes the game for four («в сочинском
виде преферанса при четырех игроках»): with three players the Code of preferans (the whist entry
3.8.1.1, the consolation 3.8.1.2, a failed whister 3.8.1.3) and our rules reference's Sochi
table (2.1: a made game and undertricks at the game's value) are quoted instead; a misère's
tricks quote «по 10» only where a trick costs 10, the Leningrad table where it costs 20; a misère
made quotes the Sochi table (the Leningrad one where a trick costs 20); a game both defenders
passed quotes the convention's own text (issue 24).
"""

from __future__ import annotations

from rulings.core.conventions.convention import Convention
from rulings.core.sources import cite

GAME_MADE_FOUR = cite("sochi_four", quote="За сыгранную игру… записывает себе в пулю очки").text
GAME_MADE_THREE = cite("reference", "2.1", note="a game made: its price into the pulya").text
UNDERTRICKS_SEVEN = cite(
    "sochi_four", quote="пишет за каждую недобранную взятку в гору… на объявленной семерной… 2х4=8"
).text
UNDERTRICKS_FOUR = cite(
    "sochi_four",
    quote="Взявший меньшее количество взяток… пишет за каждую недобранную взятку в гору",
).text
UNDERTRICKS_THREE = cite(
    "reference", "2.1", note="each trick short: the game's price into the mountain"
).text
WHISTS_SEVEN = cite(
    "sochi_four",
    quote="взявший три взятки, вистуя на семерной, пишет 3 (взятки) x 4 (очка) = 12 вистов",
).text
WHISTS_FOUR = cite(
    "sochi_four", quote="записывают на игравшего висты за свои взятки по стоимости игры"
).text
WHISTS_THREE = cite("code", "3.8.1.1", quote="условленное количество очков").text
CONSOLATION_FOUR = cite(
    "sochi_four", quote="Недобранное подсевшим остальные прибавляют к своим взяткам"
).text
CONSOLATION_THREE = cite("code", "3.8.1.2", note="consolation: for each trick short").text
SHORTFALL_FOUR = cite(
    "sochi_four",
    quote="Вистующий, не добравший… пишет в гору за каждую недобранную по стоимости игры",
).text
SHORTFALL_THREE = cite(
    "code", "3.8.1.3", note="a whister short of his tricks writes into the mountain"
).text
MISERE_TEN = cite(
    "sochi_four", quote="Играющий на объявленном мизере за каждую взятку записывает в гору по 10"
).text
MISERE_THREE = cite("reference", "2.1", note="misère: 10 into the mountain for each trick").text
MISERE_LENINGRAD = cite("leningrad_table", note="misère: 20 into the mountain for each trick").text
# a misère made: the Sochi table of our rules reference, the Leningrad table its own (not the blog
# of four-times prices it was once read from)
MISERE_MADE = cite("reference", "2.1", note="a misère made: its price into the pulya").text
MISERE_MADE_LENINGRAD = cite("leningrad_table", note="a misère made: its price into the pulya").text
# a game both defenders passed: the convention's own text (issue 24), the classic one's for the
# classic game, the Sochi and Leningrad rules for the others
ALL_PASS = cite(
    "sochi_leningrad", quote="Если все игроки сказали «пас», то игра считается сыгранной"
).text
ALL_PASS_CLASSIC = cite(
    "classic", quote="оба других игрока пасуют, то назначивший списывает с игры без разыгрывания"
).text
CLASSIC_PRESETS = frozenset({"classic", "kurochka"})
# Leningrad's own table for three (issue 24: the convention's own text, not the Sochi table)
GAME_MADE_LENINGRAD = cite("leningrad_table", note="a game made: its price into the pulya").text
UNDERTRICKS_LENINGRAD = cite(
    "leningrad_table", note="each trick short: twice the game's price into the mountain"
).text
WHISTS_LENINGRAD = cite("leningrad_table", note="whists per trick: twice the game's price").text


def _leningrad(conv: Convention, players: tuple[str, ...]) -> bool:
    return conv.key == "leningrad" and not _four(players)


def _four(players: tuple[str, ...]) -> bool:
    return len(players) == 4


def game_made(conv: Convention, players: tuple[str, ...]) -> str:
    if _leningrad(conv, players):
        return GAME_MADE_LENINGRAD
    return GAME_MADE_FOUR if _four(players) else GAME_MADE_THREE


def undertricks(conv: Convention, level: int, players: tuple[str, ...]) -> str:
    if _leningrad(conv, players) and conv.declarer_undertrick_factor == 2:
        return UNDERTRICKS_LENINGRAD
    if not _four(players):
        return UNDERTRICKS_THREE
    seven_at_four = level == 7 and conv.game_values[1] == 4 and conv.declarer_undertrick_factor == 1
    return UNDERTRICKS_SEVEN if seven_at_four else UNDERTRICKS_FOUR


def whists(conv: Convention, level: int, players: tuple[str, ...]) -> str:
    if _leningrad(conv, players) and conv.whist_trick_factor == 2:
        return WHISTS_LENINGRAD
    if not _four(players):
        return WHISTS_THREE
    seven_at_four = level == 7 and conv.game_values[1] * conv.whist_trick_factor == 4
    return WHISTS_SEVEN if seven_at_four else WHISTS_FOUR


def consolation(players: tuple[str, ...]) -> str:
    return CONSOLATION_FOUR if _four(players) else CONSOLATION_THREE


def shortfall(players: tuple[str, ...]) -> str:
    return SHORTFALL_FOUR if _four(players) else SHORTFALL_THREE


def misere_made(conv: Convention) -> str:
    return MISERE_MADE_LENINGRAD if conv.misere_trick_penalty == 20 else MISERE_MADE


def all_pass(conv: Convention) -> str:
    return ALL_PASS_CLASSIC if conv.key in CLASSIC_PRESETS else ALL_PASS


def misere_tricks(conv: Convention, players: tuple[str, ...]) -> str:
    """The Sochi rules for four's «по 10» only where a trick costs 10 at a table of four; the
    Leningrad table's 20 where it costs that (our rules reference otherwise)."""
    if conv.misere_trick_penalty == 20:
        return MISERE_LENINGRAD
    if conv.misere_trick_penalty == 10:
        return MISERE_TEN if _four(players) else MISERE_THREE
    return cite(
        "reference", "2.1", note="misère: each trick into the mountain at the agreed price"
    ).text
