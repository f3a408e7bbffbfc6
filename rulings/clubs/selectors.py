"""What the club pages read: a convention named by a preset or a club's version, two
conventions side by side in players' words, what a version changed from the one before, and a
season's standings (players by account, guests by name)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from fractions import Fraction
from functools import cached_property
from typing import Any

from django.db.models import Count, Max, Sum
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from rulings.calculator.balance_plot import Plot, balance_plot
from rulings.clubs.models import Club, ClubGame, ClubSeat, ClubVersion, Season
from rulings.clubs.services import rescore
from rulings.core import PRESETS, Convention
from rulings.houses.forms import SECTION_LABELS
from rulings.web.conventions import _option_value, convention_summary
from rulings.web.texts import signed
from rulings.web.words import preset_label


# --- naming versions and conventions
def version_name(version: ClubVersion) -> str:
    """«Четверг у Веры: правила, версия 3 от 12.10» (a draft: «…: черновик версии 4»); the name
    comes first, as it is, so that «Клуб «Семь пик»» reads right too."""
    if not version.published:
        return _("%(club)s: draft of version %(number)s") % {
            "club": version.club.name,
            "number": version.number,
        }
    return _("%(club)s: the rules, version %(number)s of %(date)s") % {
        "club": version.club.name,
        "number": version.number,
        "date": version.published_on(),
    }


@dataclass(frozen=True)
class Named:
    key: str  # «sochi» or «<address>:<number>»
    title: str
    convention: Convention
    version: ClubVersion | None = None


def named(key: str, *, drafts_of: set[int] = frozenset()) -> Named | None:
    """A preset's key, or «<address>:<number>» for a club's published version (or a draft of
    a club in ``drafts_of``, the clubs whose drafts the reader may see); None if none is."""
    if key in PRESETS:
        return Named(key, preset_label(key), Convention.preset(key))
    slug, _sep, number = key.partition(":")
    if not number.isdigit() or len(number) > 6:
        return None
    version = (
        ClubVersion.objects.filter(club__slug=slug, number=int(number))
        .select_related("club")
        .first()
    )
    if version is None or not (version.published or version.club_id in drafts_of):
        return None
    return Named(key, version_name(version), version.usable_convention()[0], version)


def choices(club: Club | None = None) -> list[tuple[str, str]]:
    """What the comparison offers: the presets, then every published version of every club."""
    found = [(key, str(preset_label(key))) for key in PRESETS]
    versions = ClubVersion.objects.filter(state=ClubVersion.PUBLISHED).select_related("club")
    if club is not None:
        versions = versions.filter(club=club)
    found += [
        (f"{v.club.slug}:{v.number}", version_name(v))
        for v in versions.order_by("club__name", "number")
    ]
    return found


# --- differences in players' words
def differences(a: Convention, b: Convention) -> list[dict[str, str]]:
    """Every option on which ``a`` and ``b`` differ, with both values in players' words."""
    english = (get_language() or "ru").startswith("en")
    rows = []
    for info in Convention.options():
        old, new = getattr(a, info.name), getattr(b, info.name)
        if old == new:
            continue
        rows.append(
            {
                "name": info.name,
                "text": info.en if english else info.ru,
                "section": _section(info.section, english),
                "a": _option_value(info.name, old),
                "b": _option_value(info.name, new),
            }
        )
    return rows


def _section(name: str, english: bool) -> str:
    """The group of an option: «Торговля»; in English «Bidding», without the Russian term the
    rules form keeps beside it («Bidding (торговля)»)."""
    label = str(SECTION_LABELS.get(name, name))
    return label.split(" (")[0] if english else label


def change_lines(previous: Convention, current: Convention) -> list[str]:
    """What a version changed from the one before: «Вист: стало «джентльменский» (было …)»."""
    return [
        _("%(option)s: now %(new)s (was %(old)s)")
        % {"option": r["text"], "new": r["b"], "old": r["a"]}
        for r in differences(previous, current)
    ]


def side_by_side(a: Named, b: Named) -> dict[str, Any]:
    return {
        "a": a,
        "b": b,
        "rows": differences(a.convention, b.convention),
        "summary_a": convention_summary(a.convention),
        "summary_b": convention_summary(b.convention),
    }


def version_words(version: ClubVersion) -> dict[str, Any]:
    """A published version in players' words: what it changes in its preset, what it changed
    from the version before, the summary, and the saved options the core no longer accepts."""
    conv, refused = version.usable_convention()
    previous = previous_of(version)
    return {
        "refused": refused,
        "changes": differences(version.convention_base(), conv),
        "previous": previous,
        "changed_lines": change_lines(previous.usable_convention()[0], conv) if previous else [],
        "summary": convention_summary(conv),
    }


def previous_of(version: ClubVersion) -> ClubVersion | None:
    return (
        ClubVersion.objects.filter(
            club=version.club, state=ClubVersion.PUBLISHED, number__lt=version.number
        )
        .order_by("-number")
        .first()
    )


# --- standings
def _whole(value: Decimal) -> Decimal:
    """«+18», not «+18,00»: whists are written whole when they are."""
    return value.quantize(Decimal(1)) if value == value.to_integral_value() else value


PLOT_POINTS = 60  # a plot 240 units wide shows no more


def _thinned(values: list[Decimal], most: int = PLOT_POINTS) -> list[Fraction]:
    """At most ``most`` of the values, evenly spaced, the last kept: the course of a season."""
    if len(values) > most:
        step = (len(values) - 1) / (most - 1)
        values = [values[round(i * step)] for i in range(most)]
    return [Fraction(v) for v in values]


@dataclass
class StandingRow:
    name: str
    member: bool
    games: int = 0
    whists: Decimal = Decimal(0)
    money: Decimal = Decimal(0)
    running: list[Decimal] = field(default_factory=list)

    @property
    def average(self) -> str:
        return signed(_whole((self.whists / self.games).quantize(Decimal("0.01"))))

    @property
    def whists_text(self) -> str:
        return signed(_whole(self.whists))

    @property
    def money_text(self) -> str:
        return signed(self.money)

    @property
    def plus(self) -> bool:
        return self.whists > 0

    @cached_property
    def plot(self) -> Plot:
        return balance_plot(_thinned(self.running))


@dataclass(frozen=True)
class Standings:
    rows: list[StandingRow]
    games: int
    unscored: int
    start: date | None
    end: date | None


def standings_marker(club: Club, season: Season | None = None) -> str:
    """What the standings depend on, as a key: the club's games, each at its scored version,
    and the season's dates. The results are brought up to date first (``rescore``)."""
    rescore(club)
    games = ClubGame.objects.filter(club=club).aggregate(
        n=Count("pk"), last=Max("pk"), versions=Sum("scored_version")
    )
    dates = f"{season.starts_on}:{season.ends_on}" if season else "all"
    return f"{games['n']}.{games['last']}.{games['versions']}.{dates}"


def standings(club: Club, season: Season | None = None) -> Standings:
    """Every player of the club's games in the season (all games without one): members joined
    by their account, guests by their name; the games oldest first for the plot. A game with no
    deal is left out."""
    rescore(club)
    # a pulya with no deal is no game played (finished at once, or never started)
    seats = ClubSeat.objects.filter(
        club_game__club=club, club_game__game__record__deals__0__isnull=False
    )
    if season is not None:
        seats = seats.filter(club_game__played_on__range=(season.starts_on, season.ends_on))
    values = seats.order_by("club_game__played_on", "club_game_id", "seat").values_list(
        "user_id",
        "user__username",
        "user__first_name",
        "user__last_name",
        "name",
        "whists",
        "money",
        "club_game_id",
    )
    rows: dict[tuple[str, Any], StandingRow] = {}
    games, unscored = set(), set()
    for user_id, username, first, last, name, whists, money, game_id in values:
        games.add(game_id)
        if whists is None:
            unscored.add(game_id)
            continue
        key = ("member", user_id) if user_id else ("guest", name)
        row = rows.get(key)
        if row is None:
            shown = f"{first} {last}".strip() or username if user_id else name
            row = rows[key] = StandingRow(shown, bool(user_id))
        row.games += 1
        row.whists += whists
        row.money += money if money is not None else 0
        row.running.append(row.whists)
    _tell_apart(list(rows.items()))
    ordered = sorted(rows.values(), key=lambda r: (-r.whists, -r.games, r.name))
    return Standings(
        ordered,
        len(games) - len(unscored),
        len(unscored),
        season.starts_on if season else None,
        season.ends_on if season else None,
    )


def _tell_apart(rows: list[tuple[tuple[str, Any], StandingRow]]) -> None:
    """Two players of one name (two «Анна») are two rows: the second and later are numbered."""
    seen: dict[str, int] = defaultdict(int)
    for _key, row in rows:
        if not row.member:
            row.name = _("%(name)s (guest)") % {"name": row.name}
        seen[row.name] += 1
        if seen[row.name] > 1:
            row.name = f"{row.name} ({seen[row.name]})"
