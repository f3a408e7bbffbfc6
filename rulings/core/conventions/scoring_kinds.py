"""The kinds of values the scoring options of a convention take (``options/scoring.py``,
``options/scoring_sheets.py``).

Each enum names one choice where the sources disagree or are silent
(our rules reference §9–§10); the option that holds it says which source
each value comes from.
"""

from __future__ import annotations

import enum


class SheetKind(enum.StrEnum):
    """Which score sheet a convention keeps."""

    # pulya / mountain / whists: Sochi, Leningrad, Rostov, Classic (the Sochi rules for four, 002)
    PULYA = "pulya"
    KUROCHKA = "kurochka"  # game record counted down, курочка, whists (the classic text)
    BULE = "bule"  # Balkan: bule counted down to zero, supe (Lesnoy's Balkan preferans)


class GameEnd(enum.StrEnum):
    """When the pulya (the game) is over."""

    # every player's pulya reaches the target (the essay «Преферанс во всех видах», rules-ref §5.2)
    ALL_CLOSED = "all_closed"
    SUM_REACHED = "sum_reached"  # the players' pulyas together reach players × target


class Responsibility(enum.StrEnum):
    """How a whister pays for tricks short of his obligation (Lesnoy's code 3.8.11–3.8.12, Lesnoy's
    code)."""

    FULL = "full"  # ответственный: the whist price per missing trick (Sochi)
    HALF = "half"  # полуответственный: half of it (Leningrad, Rostov, Classic until closed)
    NONE = "none"  # безответственный: no penalty


class WhistSplit(enum.StrEnum):
    """Who writes the whists on a failed declarer when one defender whists and one passes."""

    # жлобский, Lesnoy's code 3.8.13: the whister writes the tricks, passer consolation
    GREEDY = "greedy"
    GENTLEMAN = "gentleman"  # джентльменский, Lesnoy's code 3.8.14: everything is split in half


class Shortfall(enum.StrEnum):
    """Who of two whisters answers for tricks short of the obligation."""

    # each has half the quota, charged only up to the team's shortfall (the Sochi rules for four)
    TEAM = "team"
    EACH = "each"  # each answers for his own half of the quota, whatever the partner took


class ConsolationWriters(enum.StrEnum):
    """Who writes consolation (консоляция) on a declarer who failed."""

    # both defenders and, with four players, the dealer (the Sochi rules for four; the Code of
    # preferans 3.8.1.2)
    ALL = "all"
    DEFENDERS = "defenders"  # only the two defenders
    # the whister(s) and the dealer, not a passer (the «Rules of Russian preferans» blog, part 2,
    # §9.5)
    WITHOUT_PASSER = "without_passer"


class RaspasyScoring(enum.StrEnum):
    """How raspasy tricks are written."""

    MOUNTAIN = "mountain"  # each trick into one's own mountain (the Sochi rules for four)
    ROSTOV = "rostov"  # the fewest tricks writes whists on the others (Lesnoy's book 3.7.2.2)
    KUROCHKA = "kurochka"  # each trick into the курочка (the classic text)


class Progression(enum.StrEnum):
    """How the price of a raspasy trick grows over raspasy in a row."""

    NONE = "none"  # 1-1-1
    ARITHMETIC = "arithmetic"  # 1-2-3 («обычно», Sochi Lesnoy's book («Сочинка»))
    GEOMETRIC = "geometric"  # 1-2-4 («Общие правила карточной игры преферанс»)


class RaspasyExit(enum.StrEnum):
    """Which deal ends a run of raspasy (the progression starts again from the first step)."""

    ANY_GAME = "any_game"  # any deal that is not raspasy
    # only a game that was whisted («Питерские скачки» «Питерские скачки» (shramenko.kiev.ua))
    WHISTED_GAME = "whisted_game"
    # any deal played out, a misère too; a game both defenders passed is not played and keeps the
    # run (the rostiktc2-star/preferans-score tests: «any played contract or misere resets»)
    PLAYED = "played"
    # only a game made; a misère only if made (the mathfewmatthews presets «game»: a failed game
    # keeps the run)
    MADE_GAME = "made_game"
    # only a game made under a whist whose whisters took their tricks: a game passed by both or
    # only half-whisted, or a whister short, keeps the run (the mathfewmatthews Piter preset
    # «one-whister-no-penalty»)
    WHIST_KEPT = "whist_kept"


class HelpRule(enum.StrEnum):
    """What happens to the points of a player whose pulya is already closed."""

    # помощь: into another's pulya for whists, else off one's mountain (the Sochi rules for four)
    HELP = "help"
    # off one's own mountain, which may go negative (the Code of preferans 4.1.1)
    MOUNTAIN = "mountain"
    NONE = "none"  # written into one's pulya over the target


class TalonMoney(enum.StrEnum):
    """Whists the dealer (four players) writes on the declarer for cards in the talon."""

    NONE = "none"
    TRICKS = "tricks"  # ace or marriage = 1 trick, A+K = 2, two aces = 3, at the game price (004)
    CLASSIC = "classic"  # ace 20, A+K of a suit 30, two aces 40 (the classic text)


class Rounding(enum.StrEnum):
    """How the final settlement is rounded to whole whists."""

    LARGEST_REMAINDER = "largest_remainder"  # round down, then give the largest remainders +1
    EXACT = "exact"  # exact fractions (printed with two decimals)
    # each but the last player rounded down, the last takes what keeps the sum zero (the jpref
    # tests: Java integer division, «the last player takes the remainder»)
    LAST_TAKES_REST = "last_takes_rest"


class KurochkaKind(enum.StrEnum):
    """Курочка taken on a made game (the classic text, «КУРОЧКА»)."""

    UNLIMITED = "unlimited"  # неограниченная: as much as the game is worth
    LIMITED = "limited"  # ограниченная: a fixed amount whatever the game


class Kontra(enum.StrEnum):
    """Balkan doubling of a deal, each step doubling again (the rules of preferansklub.com)."""

    NONE = "none"
    KONTRA = "kontra"  # ×2
    REKONTRA = "rekontra"  # ×4
    SUBKONTRA = "subkontra"  # ×8
    MORTKONTRA = "mortkontra"  # ×16

    @property
    def step(self) -> int:
        return list(Kontra).index(self)

    @property
    def factor(self) -> int:
        return 2**self.step


class PreferansBonus(enum.StrEnum):
    """What a player who declares «преферанс» writes besides closing the pulyas (the Sochi rules for
    four)."""

    THOUSAND = "thousand"  # «дописывает на каждого еще по 1000 вистов»
    TAKE_WHISTS = "take_whists"  # «записывает все висты, которые имели на него игроки, на себя»


class BalkanTeamFail(enum.StrEnum):
    """Who fails when two Balkan followers together take fewer than the four tricks they owe
    (Lesnoy's Balkan preferans: «играют заодно и должны набрать четыре взятки в совокупности»; who
    answers for a short team the five source texts do not say)."""

    # the follower(s) short of half the quota (2): as Parlett's book of card games splits it
    BELOW_HALF = "below_half"
    BOTH = "both"  # both followers: they play as one and fail together


class ResponsibleScope(enum.StrEnum):
    """Whose closed pulya makes the whist responsible (``responsible_after_close``)."""

    OWN = "own"  # the whister's own pulya is closed
    # every pulya is closed (the classic text: «когда у всех… заканчиваются игровые записи»)
    ALL = "all"


class Column(enum.StrEnum):
    """The sheet's columns: where an entry is written."""

    PULYA = "pulya"  # пуля (classic: the game record, written off)
    MOUNTAIN = "mountain"  # гора
    WHISTS = "whists"  # висты, written by ``player`` on ``on``
    KUROCHKA = (
        "kurochka"  # курочка (the classic text): the pool on the table, ``player`` is who put it
    )
    BULE = "bule"  # Balkan bule (lower is better)
