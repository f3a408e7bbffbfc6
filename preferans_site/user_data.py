"""A user's own data, exported as one JSON file and imported back (issue 13).

Everything of a signed-in user's: the calculator games (each game record as ``manage.py score``
reads it, with its price and state), the rulings saved from those games (their permalinks),
the house conventions they host, the lessons' progress (stars per level) and the deals saved as
one's own exercises (issue 19: the deal, whether its link is shared). Importing a file
adds what is not there yet: each game as a new game, checked by the scoring engine like any
import, unless the account has the same game (record and price) already, so a file imported
twice adds nothing the second time; a house convention whose address is free (one at an
address the user already hosts is left as it is, one at another host's address is reported);
each ruling ruled again by the arbiter from its request, under a permalink of the site's (issue
23: the file's token and ruling text are not taken, so no file can publish a ruling the arbiter
did not give); a level's stars where higher than the account's; a saved exercise the account
lacks, if its deal still plays and the account holds fewer than ``MAX_SAVED_DRILLS`` (private:
a link is shared again by hand). Nothing already saved is lost, the whole import is one
transaction, and a bad value refuses the file with a 400 naming it.
"""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

from django import forms
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_http_methods

from rulings import json_input
from rulings.arbiter.forms import rule
from rulings.arbiter.services import ruling_save
from rulings.calculator import services as calculator
from rulings.core import SolverBudgetError
from rulings.models import Game, HouseConvention, SavedRuling, ruling_fingerprint
from rulings.models.house import SLUG
from rulings.web.forms import posted
from tutorial.lessons import LessonError
from tutorial.lessons.table.drill import drill_level
from tutorial.models import MAX_SAVED_DRILLS, LevelProgress, SavedDrill

FORMAT = "preferans-user-data"
VERSION = 1
MAX_BYTES = 20_000_000


def export_data(user: Any) -> dict[str, Any]:
    games = list(Game.objects.filter(owner=user).order_by("pk"))
    index = {game.pk: i for i, game in enumerate(games)}
    rulings = SavedRuling.objects.filter(game__owner=user).order_by("pk")
    return {
        "format": FORMAT,
        "version": VERSION,
        "user": user.get_username(),
        "games": [
            {
                "title": game.title,
                "record": game.record,
                "whist_price": str(game.whist_price),
                "finished": game.finished,
            }
            for game in games
        ],
        "rulings": [
            {
                "token": ruling.token,
                "request": ruling.request,
                "ruling": ruling.ruling,
                "convention": ruling.convention,
                "game": index.get(ruling.game_id),
                "deal_index": ruling.deal_index,
            }
            for ruling in rulings
        ],
        "progress": [
            {
                "level": row.level_id,
                "stars": row.stars,
                "attempts": row.attempts,
                "hints": row.hints_used,
                "solved": row.completed_at.isoformat() if row.completed_at else None,
            }
            for row in LevelProgress.objects.filter(user=user).order_by("level_id")
        ],
        "house_conventions": [
            {
                "slug": house.slug,
                "title": house.title,
                "about": house.about,
                "preset": house.preset,
                "options": house.options,
            }
            for house in HouseConvention.objects.filter(owner=user).order_by("slug")
        ],
        "drills": [
            {"title": drill.title, "deal": drill.payload, "shared": drill.shared}
            for drill in SavedDrill.objects.filter(user=user).order_by("pk")
        ],
    }


class ImportRefused(ValueError):
    """The file is not a user-data export; ``problems`` say what is wrong, field by field."""

    def __init__(self, problems: list[tuple[str, str]]):
        super().__init__("; ".join(f"{field}: {message}" for field, message in problems))
        self.problems = problems


def _items(data: dict[str, Any], key: str) -> list[dict[str, Any]]:
    items = data.get(key, [])
    if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
        raise ImportRefused([(key, _("must be a list of objects"))])
    return items


# A whist price as the calculator's form takes it: money, two decimals, at most 10 digits.
PRICE = forms.DecimalField(min_value=0, max_digits=10, decimal_places=2)


@transaction.atomic
def import_data(user: Any, data: Any) -> dict[str, Any]:
    """Add what ``data`` (an export) holds and this user has not; a summary of what was done."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportRefused([("format", _("this is not a file exported from this page"))])
    if data.get("version") != VERSION:
        raise ImportRefused([("version", _("a version this site does not read"))])
    games, rulings, houses, progress, drills = (
        _items(data, key) for key in ("games", "rulings", "house_conventions", "progress", "drills")
    )
    summary: dict[str, Any] = {
        "games": 0,
        "games_present": 0,
        "rulings": 0,
        "house_conventions": 0,
        "progress": 0,
        "drills": 0,
        "skipped": [],
    }
    made = _import_games(user, games, summary)
    for number, item in enumerate(houses):
        summary["house_conventions"] += _import_house(user, number, item, summary["skipped"])
    for number, item in enumerate(rulings):
        summary["rulings"] += _import_ruling(number, item, made)
    for number, item in enumerate(progress):
        summary["progress"] += _import_progress(user, number, item)
    for item in drills:
        summary["drills"] += _import_drill(user, item, summary["skipped"])
    return summary


def _import_drill(user: Any, item: dict[str, Any], skipped: list[str]) -> int:
    """A saved exercise the account lacks, private, if its deal still plays at the table."""
    payload, title = item.get("deal"), item.get("title")
    if not isinstance(title, str) or not title.strip():
        title = _("Saved exercise")
    if SavedDrill.objects.filter(user=user, payload=payload).exists():
        return 0
    if SavedDrill.objects.filter(user=user).count() >= MAX_SAVED_DRILLS:
        skipped.append(
            _("a saved exercise beyond the %(n)s kept: %(title)s")
            % {"n": MAX_SAVED_DRILLS, "title": title[:120]}
        )
        return 0
    try:
        drill_level(payload)
    except (LessonError, ValueError, TypeError, AttributeError):
        skipped.append(
            _("a saved exercise whose deal does not play: %(title)s") % {"title": title[:120]}
        )
        return 0
    SavedDrill.objects.create(user=user, payload=payload, title=title[:120])
    return 1


def _same_game(record: Any, price: Decimal) -> tuple[str, Decimal]:
    """What makes two games the same: the record (deals or none) and the whist price."""
    whole = {"deals": [], **record} if isinstance(record, dict) else record
    return json.dumps(whole, sort_keys=True, ensure_ascii=False), price


def _import_games(user: Any, games: list[dict[str, Any]], summary: dict[str, Any]) -> list[Game]:
    """Each game as a new game, unless the account has the same one already (the same record
    and price: a file imported twice adds nothing the second time). The games in the file's
    order, the ones already there included, for the rulings that name them by number."""
    present = {
        _same_game(game.record, game.whist_price): game for game in Game.objects.filter(owner=user)
    }
    made: list[Game] = []
    for number, item in enumerate(games):
        try:
            price = PRICE.clean(str(item.get("whist_price", "0")))
        except ValidationError as error:
            field = f"games[{number}].whist_price"
            raise ImportRefused([(field, message) for message in error.messages]) from None
        same = present.get(_same_game(item.get("record"), price))
        if same is not None:
            made.append(same)
            summary["games_present"] += 1
            continue
        try:
            game = calculator.game_import(
                owner=user, session_key="", data=item.get("record"), whist_price=price
            )
        except calculator.GameRecordInvalid as error:
            where = f"games[{number}].record"
            problems = [(f"{where}.{f}" if f else where, m) for f, m in error.problems]
            raise ImportRefused(problems or [(where, _("not a game record"))]) from None
        if item.get("finished") is True:
            Game.objects.filter(pk=game.pk).update(finished=True)
        present[_same_game(game.record, price)] = game
        made.append(game)
        summary["games"] += 1
    return made


def _import_house(user: Any, number: int, item: dict[str, Any], skipped: list[str]) -> int:
    """A house convention at a free address (1), or 0: already this user's, or another host's
    (reported in ``skipped``)."""
    slug = item.get("slug")
    if not isinstance(slug, str) or not SLUG.fullmatch(slug):
        raise ImportRefused([(f"house_conventions[{number}].slug", _("not an address"))])
    existing = HouseConvention.objects.filter(slug=slug).first()
    if existing is not None:
        if existing.owner_id != user.pk:
            skipped.append(
                _("the address /house/%(slug)s/ belongs to another host") % {"slug": slug}
            )
        return 0
    house = HouseConvention(
        owner=user,
        slug=slug,
        title=str(item.get("title", slug))[:120],
        about=str(item.get("about", ""))[:4000],
        preset=str(item.get("preset", "sochi")),
        options=item.get("options") if isinstance(item.get("options"), dict) else {},
    )
    try:
        house.full_clean()
        house.convention()
    except (ValidationError, ValueError) as error:  # the model's checks or the rules core's
        raise ImportRefused([(f"house_conventions[{number}]", str(error))]) from None
    house.save()
    return 1


def _import_ruling(number: int, item: dict[str, Any], games: list[Game]) -> int:
    """A ruling ruled again by the arbiter from its request, under a new permalink: the file's
    token, ruling and convention are not taken (anyone can write a file, and a ruling on this
    site is the arbiter's). 1 if it was not on the site yet, else 0 (the same ruling of the
    same game has one permalink). A request the arbiter cannot rule refuses the file."""
    where = f"rulings[{number}]"
    game = None
    if item.get("game") is not None:
        index = item["game"]
        if type(index) is not int or not 0 <= index < len(games):
            raise ImportRefused([(f"{where}.game", _("the file has no such game"))])
        game = games[index]
    deal_index = item.get("deal_index")
    if deal_index is not None and (
        game is None or type(deal_index) is not int or not 0 <= deal_index < len(game.deals)
    ):
        raise ImportRefused([(f"{where}.deal_index", _("the game has no such deal"))])
    request = item.get("request")
    if not isinstance(request, dict):
        raise ImportRefused([(f"{where}.request", _("not an adjudication request"))])
    try:
        ruling, problems = rule(request)
    except SolverBudgetError:
        raise ImportRefused([(f"{where}.request", _("too long to rule now: try later"))]) from None
    if ruling is None:
        field = f"{where}.request"
        raise ImportRefused([(f"{field}.{f}" if f else field, m) for f, m in problems])
    ruling_json = ruling.as_json()
    game_id = game.pk if game is not None else None
    fingerprint = ruling_fingerprint(request, ruling_json, game_id, deal_index)
    known = SavedRuling.objects.filter(fingerprint=fingerprint).exists()
    ruling_save(
        request_data=request,
        ruling_json=ruling_json,
        convention_key=ruling.facts.convention.key,
        game=game,
        deal_index=deal_index,
    )
    return 0 if known else 1


def _import_progress(user: Any, number: int, item: dict[str, Any]) -> int:
    """A level's stars, kept only where higher than the account's (as a sign-in merges)."""
    level, stars = item.get("level"), item.get("stars")
    if not isinstance(level, str) or type(stars) is not int or not 0 <= stars <= 3:
        return 0
    solved = None
    if isinstance(item.get("solved"), str):
        try:
            solved = parse_datetime(item["solved"])
        except ValueError:  # well formed, but no such day or hour (2026-02-30)
            raise ImportRefused([(f"progress[{number}].solved", _("no such date"))]) from None
        if solved is not None and timezone.is_naive(solved):
            solved = timezone.make_aware(solved)
    row, _made = LevelProgress.objects.get_or_create(user=user, level_id=level[:80])
    if stars <= row.stars:
        return 0
    row.stars = stars
    if row.completed_at is None:
        row.completed_at = solved
    row.save()
    return 1


class ImportForm(forms.Form):
    file = forms.FileField(label=gettext_lazy("The exported file (JSON)"))

    def clean_file(self) -> Any:
        upload = self.cleaned_data["file"]
        if upload.size > MAX_BYTES:
            raise forms.ValidationError(_("The file is larger than 20 MB."))
        try:
            return json_input.loads(upload.read())
        except json.JSONDecodeError as error:
            raise forms.ValidationError(_("The file is not JSON: %s") % error) from None


@login_required
@require_GET
def export_view(request: HttpRequest) -> JsonResponse:
    response = JsonResponse(export_data(request.user), json_dumps_params={"ensure_ascii": False})
    response["Content-Disposition"] = 'attachment; filename="preferans-my-data.json"'
    return response


@login_required
@require_http_methods(["GET", "POST"])
def data_view(request: HttpRequest) -> HttpResponse:
    form = ImportForm(posted(request), request.FILES if request.method == "POST" else None)
    summary = problems = None
    status = 200
    if request.method == "POST":
        if form.is_valid():
            try:
                summary = import_data(request.user, form.cleaned_data["file"])
            except ImportRefused as error:
                problems, status = error.problems, 400
        else:
            status = 400
    context = {"form": form, "summary": summary, "problems": problems}
    return render(request, "registration/user_data.html", context, status=status)
