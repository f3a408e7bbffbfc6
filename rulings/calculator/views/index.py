"""The calculator's front page: the visitor's games, the start form and the import."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods, require_POST

from rulings.calculator import services
from rulings.calculator.forms import ImportForm, NewGameForm
from rulings.calculator.views.common import problems_of
from rulings.web.forms import posted
from rulings.web.selectors import games_of
from rulings.web.services import GameRecordInvalid
from rulings.web.session import session_key


@require_http_methods(["GET", "POST"])
def index(request: HttpRequest) -> HttpResponse:
    """The visitor's games and the start form; ``?house=<slug>``: start under a house
    convention (the link on its page)."""
    initial = {"house": request.GET["house"]} if request.GET.get("house") else None
    form = NewGameForm(posted(request), initial=initial)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            d = form.cleaned_data
            try:
                game = services.game_create(
                    owner=request.user,
                    session_key=session_key(request, create=True),
                    players=d["players"],
                    convention=d["convention_spec"],
                    pulya=d["pulya"],
                    first_dealer=d["first_dealer"],
                    whist_price=d["whist_price"],
                    title=d["title"],
                    options=d["options"],
                )
            except GameRecordInvalid as error:
                for field, problem in error.problems:
                    form.add_error(None, f"{field}: {problem}")
            else:
                return redirect("calculator:game", pk=game.pk)
        status = 400
    return _render_index(request, form=form, status=status)


def _render_index(
    request: HttpRequest,
    *,
    form: NewGameForm | None = None,
    import_form: ImportForm | None = None,
    problems: list[tuple[str, str]] | None = None,
    status: int = 200,
) -> HttpResponse:
    games = games_of(user=request.user, session_key=session_key(request))[:50]
    form = form or NewGameForm()
    return render(
        request,
        "calculator/index.html",
        {
            "form": form,
            "house": form.house,
            "import_form": import_form or ImportForm(),
            "games": games,
            "problems": problems or [],
        },
        status=status,
    )


@require_POST
def import_game(request: HttpRequest) -> HttpResponse:
    form = ImportForm(request.POST, request.FILES)
    if not form.is_valid():
        return _render_index(request, import_form=form, status=400)
    try:
        game = services.game_import(
            owner=request.user,
            session_key=session_key(request, create=True),
            data=form.cleaned_data["data"],
        )
    except GameRecordInvalid as error:
        return _render_index(request, import_form=form, problems=problems_of(error), status=400)
    return redirect("calculator:game", pk=game.pk)
