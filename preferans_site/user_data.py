"""A user's own data, exported as one JSON file and imported back (issue 13).

Everything of a signed-in user's: the calculator games (each game record as ``manage.py score``
reads it, with its price and state), the rulings saved from those games (their permalinks),
the house conventions they host, and the lessons' progress (stars per level). Importing a file
adds what is not there yet: each game as a new game, checked by the scoring engine like any
import; a house convention whose address is free (one at an address the user already hosts is
left as it is, one at another host's address is reported); a ruling whose permalink does not
exist yet; a level's stars where higher than the account's. Nothing already saved is lost, and
the whole import is one transaction.
"""

from __future__ import annotations

import json
from decimal import Decimal, InvalidOperation
from typing import Any

from django import forms
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.dateparse import parse_datetime
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_http_methods

from rulings import json_input
from rulings.calculator import services as calculator
from rulings.models import Game, HouseConvention, SavedRuling
from rulings.models.house import SLUG
from rulings.web.forms import posted
from tutorial.models import LevelProgress

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


@transaction.atomic
def import_data(user: Any, data: Any) -> dict[str, Any]:
    """Add what ``data`` (an export) holds and this user has not; a summary of what was done."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportRefused([("format", _("this is not a file exported from this page"))])
    if data.get("version") != VERSION:
        raise ImportRefused([("version", _("a version this site does not read"))])
    games, rulings, houses, progress = (
        _items(data, key) for key in ("games", "rulings", "house_conventions", "progress")
    )
    summary: dict[str, Any] = {
        "games": 0,
        "rulings": 0,
        "house_conventions": 0,
        "progress": 0,
        "skipped": [],
    }
    made: list[Game] = []
    for number, item in enumerate(games):
        try:
            price = Decimal(str(item.get("whist_price", "0")))
            game = calculator.game_import(
                owner=user, session_key="", data=item.get("record"), whist_price=price
            )
        except InvalidOperation:
            raise ImportRefused([(f"games[{number}].whist_price", _("not a number"))]) from None
        except calculator.GameRecordInvalid as error:
            where = f"games[{number}].record"
            problems = [(f"{where}.{f}" if f else where, m) for f, m in error.problems]
            raise ImportRefused(problems or [(where, _("not a game record"))]) from None
        if item.get("finished") is True:
            Game.objects.filter(pk=game.pk).update(finished=True)
        made.append(game)
        summary["games"] += 1
    for number, item in enumerate(houses):
        slug = item.get("slug")
        if not isinstance(slug, str) or not SLUG.fullmatch(slug):
            raise ImportRefused([(f"house_conventions[{number}].slug", _("not an address"))])
        existing = HouseConvention.objects.filter(slug=slug).first()
        if existing is not None:
            if existing.owner_id != user.pk:
                summary["skipped"].append(
                    _("the address /house/%(slug)s/ belongs to another host") % {"slug": slug}
                )
            continue
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
        summary["house_conventions"] += 1
    for item in rulings:
        token = item.get("token")
        if not isinstance(token, str) or SavedRuling.objects.filter(token=token).exists():
            continue
        number = item.get("game")
        game = made[number] if isinstance(number, int) and 0 <= number < len(made) else None
        SavedRuling.objects.create(
            token=token[:32],
            request=item.get("request") or {},
            ruling=item.get("ruling") or {},
            convention=str(item.get("convention", ""))[:20],
            game=game,
            deal_index=item.get("deal_index") if isinstance(item.get("deal_index"), int) else None,
        )
        summary["rulings"] += 1
    for item in progress:
        summary["progress"] += _import_progress(user, item)
    return summary


def _import_progress(user: Any, item: dict[str, Any]) -> int:
    """A level's stars, kept only where higher than the account's (as a sign-in merges)."""
    level, stars = item.get("level"), item.get("stars")
    if not isinstance(level, str) or not isinstance(stars, int) or not 0 <= stars <= 3:
        return 0
    row, _made = LevelProgress.objects.get_or_create(user=user, level_id=level[:80])
    if stars <= row.stars:
        return 0
    row.stars = stars
    if row.completed_at is None and isinstance(item.get("solved"), str):
        row.completed_at = parse_datetime(item["solved"])
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
