"""The club's games and standings: the games by date with the arbiter's rulings on them, a new
game under the version in force, the seasons, the standings (page, CSV, JSON)."""

from __future__ import annotations

import csv

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from rulings.clubs import selectors, services
from rulings.clubs.forms import ClubGameForm, SeasonForm, stakes_price
from rulings.clubs.models import Club, ClubGame, RulingVersion, Season
from rulings.clubs.views import club_view, perms_of
from rulings.web.forms import posted
from rulings.web.services import GameRecordInvalid
from rulings.web.url_values import object_id


@require_GET
@club_view("see_standings")
def games(request: HttpRequest, club: Club) -> HttpResponse:
    """Every game of the club, newest first, each with its version and its rulings."""
    entries = list(
        ClubGame.objects.filter(club=club)
        .select_related("game", "version", "version__club")
        .prefetch_related("seats")
        .defer("game__record")
    )
    rulings: dict[int, list] = {}
    for found in (
        RulingVersion.objects.filter(version__club=club, ruling__game__isnull=False)
        .select_related("ruling")
        .defer("ruling__request")
    ):
        rulings.setdefault(found.ruling.game_id, []).append(found.ruling)
    rows = [
        {
            "entry": e,
            "version_name": selectors.version_name(e.version),
            "rulings": rulings.get(e.game_id, []),
        }
        for e in entries
    ]
    return render(
        request, "clubs/games.html", {"club": club, "rows": rows, "perms": perms_of(request, club)}
    )


@require_http_methods(["GET", "POST"])
@club_view("write_game")
def new_game(request: HttpRequest, club: Club) -> HttpResponse:
    initial = {"played_on": timezone.localdate(), "whist_price": stakes_price(club.stakes) or 0}
    form = ClubGameForm(club, posted(request), initial=initial)
    context = {"club": club, "form": form, "version": club.in_force()}
    if request.method == "POST":
        if form.is_valid():
            data = form.cleaned_data
            try:
                entry = services.create_game(
                    club,
                    by=request.user,
                    members=list(data["members"]),
                    guests=data["guests"],
                    played_on=data["played_on"],
                    whist_price=data["whist_price"],
                )
            except (services.ClubRefusal, GameRecordInvalid) as error:
                form.add_error(None, _problem(error))
            else:
                return redirect("calculator:game", entry.game_id)
        return render(request, "clubs/new_game.html", context, status=400)
    return render(request, "clubs/new_game.html", context)


def _problem(error: Exception) -> str:
    if isinstance(error, GameRecordInvalid):
        return "; ".join(f"{where}: {what}" for where, what in error.problems) or str(error)
    return str(error)


def _season(request: HttpRequest, club: Club) -> Season | None:
    pk = object_id(request.GET.get("season"))
    return club.seasons.filter(pk=pk).first() if pk is not None else None


@require_GET
@club_view("see_standings")
def standings(request: HttpRequest, club: Club) -> HttpResponse:
    season = _season(request, club)
    context = {
        "club": club,
        "season": season,
        "seasons": club.seasons.all(),
        # the table is drawn once per state of the games (the marker) and language
        "marker": selectors.standings_marker(club, season),
        "table": lambda: selectors.standings(club, season),
        "perms": perms_of(request, club),
        "season_form": SeasonForm(),
    }
    return render(request, "clubs/standings.html", context)


@require_POST
@club_view("seasons")
def add_season(request: HttpRequest, club: Club) -> HttpResponse:
    form = SeasonForm(request.POST)
    if not form.is_valid():
        context = {
            "club": club,
            "season": None,
            "seasons": club.seasons.all(),
            "marker": selectors.standings_marker(club),
            "table": selectors.standings(club),
            "perms": perms_of(request, club),
            "season_form": form,
        }
        return render(request, "clubs/standings.html", context, status=400)
    season = form.save(commit=False)
    season.club = club
    season.save()
    messages.success(request, _("The season is added."))
    return redirect(f"{club.get_absolute_url()}standings/?season={season.pk}")


@require_GET
@club_view("export")
def standings_csv(request: HttpRequest, club: Club) -> HttpResponse:
    table = selectors.standings(club, _season(request, club))
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{club.slug}-standings.csv"'
    response.write("\ufeff")  # a spreadsheet opens the Russian names as UTF-8
    writer = csv.writer(response)
    writer.writerow([_("Player"), _("Games"), _("Whists"), _("Money"), _("Average per game")])
    for row in table.rows:
        writer.writerow([row.name, row.games, row.whists, row.money, row.average])
    return response


@require_GET
@club_view("see_standings")
def standings_json(request: HttpRequest, club: Club) -> JsonResponse:
    """The API: the standings of a season (``?season=``) or of every game."""
    table = selectors.standings(club, _season(request, club))
    rows = [
        {
            "player": r.name,
            "member": r.member,
            "games": r.games,
            "whists": str(r.whists),
            "money": str(r.money),
        }
        for r in table.rows
    ]
    return JsonResponse(
        {"club": club.slug, "games": table.games, "rows": rows},
        json_dumps_params={"ensure_ascii": False},
    )
