"""The Learn pages: the course map, a stage, a level (answer, hint, next), practice, progress.

Views translate HTTP into calls on the lesson engine (``tutorial.lessons``: the exercise, the
grade) and on the progress store (``tutorial.services`` writes, ``tutorial.selectors`` reads).
A learner is the signed-in user or, before sign-in, the anonymous key in the signed session;
every read and write goes through that owner, so no page shows or changes another's progress.
Each form works as a plain POST; with htmx the level's answer block is swapped in place.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import override
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from rulings.core import SolverBudgetError
from rulings.messages import translate
from rulings.web.htmx import is_htmx
from rulings.web.session import session_key
from tutorial import lessons, selectors, services, views_drills
from tutorial.display import (
    card_legend,
    language,
    moved_context,
    played_tricks,
    shown,
    verdict_context,
)
from tutorial.forms import AnswerForm, ConventionForm
from tutorial.glossary import TERMS
from tutorial.selectors import MAX_STARS, Owner

MAX_SEED = 2**32 - 1
# A level page taken in the review session (tutorial/views_review.py): its verdict leads on to
# the next mistake due.
REVIEW_QUERY = "?review=1"
# The stages whose levels show the card legend (Т = туз…): the first two, where a newcomer
# meets the cards.
LEGEND_STAGES = 2


def says_why(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A link these views cannot follow (no such level, a damaged practice seed or drill) is a
    404 whose page says why: the views raise ``Http404`` with the reason in the learner's words,
    and the site's plain 404 page would drop it."""

    @wraps(view)
    def explained(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except Http404 as missing:
            reason = missing.args[0] if missing.args and isinstance(missing.args[0], str) else ""
            return render(request, "404.html", {"reason": reason}, status=404)

    return explained


def owner_of(request: HttpRequest, *, create: bool = False) -> Owner:
    """The learner: the signed-in user, else the session's key (made only to save)."""
    if request.user.is_authenticated:
        return Owner(user=request.user)
    return Owner(session_key=session_key(request, create=create))


def _level(level_id: str) -> Any:
    try:
        return lessons.level(level_id)
    except lessons.UnknownLevelError:
        raise Http404(_("There is no such level.")) from None


def _stage(stage_id: str) -> Any:
    try:
        return lessons.stage(stage_id)
    except lessons.UnknownLevelError:
        raise Http404(_("There is no such stage.")) from None


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    """The course map; ``?house=<slug>`` (a house page's link) offers that house's rules."""
    offered = selectors.resolve_convention(selectors.HOUSE_PREFIX + request.GET.get("house", ""))
    form = ConventionForm(initial={"convention": offered.key}) if offered else None
    return _course_map(request, form, offered=offered)


def _course_map(request, form: ConventionForm | None, *, status: int = 200, offered=None):
    owner = owner_of(request)
    progress = selectors.progress_by_level(owner)
    chosen = selectors.chosen_convention(owner)
    categories = selectors.course_map(progress)
    context = {
        "categories": categories,
        "recommended": selectors.recommended_stage(categories),
        "reviews": selectors.review_count(owner),
        "resume": selectors.resume_level(owner, progress),
        "started": bool(progress),
        "chosen": chosen,
        "convention_form": form or ConventionForm(initial={"convention": chosen.key}),
        "dependent": [level for level in lessons.COURSE.levels if level.depends_on],
        "offered": offered,
    }
    return render(request, "tutorial/index.html", context, status=status)


@require_GET
def stage(request: HttpRequest, stage_id: str) -> HttpResponse:
    found = _stage(stage_id)
    progress = selectors.progress_by_level(owner_of(request))
    context = {
        "stage": found,
        "summary": selectors.stage_summary(found, progress),
        "levels": [(level, progress.get(level.id)) for level in found.levels],
        "practice": found.id in lessons.PRACTICE_STAGES,
        "max_stars": MAX_STARS,
    }
    return render(request, "tutorial/stage.html", context)


@vary_on_headers("HX-Request")
@require_http_methods(["GET", "POST"])
def level(request: HttpRequest, level_id: str) -> HttpResponse:
    found = _level(level_id)
    if found.kind == "play_to_goal":
        return to_table(request, found)
    practice = _practice_of(found)
    if request.method == "POST":
        return _answer(request, found, practice)
    owner = owner_of(request)
    if owner.known and not practice:
        services.visit(owner, found.id)
    return _level_page(request, found, practice=practice)


@says_why
@vary_on_headers("HX-Request")
@require_http_methods(["GET", "POST"])
def practice(request: HttpRequest, stage_id: str, seed: int) -> HttpResponse:
    """A generated level: its seed is its permalink."""
    if stage_id not in lessons.PRACTICE_STAGES:
        raise Http404(_("There is no such practice."))
    if seed > MAX_SEED:
        raise Http404(_("This practice deal's link is damaged: open a new deal of the stage."))
    found = lessons.generate(stage_id, seed)
    if found.kind == "play_to_goal":
        return to_table(request, found)
    if request.method == "GET":
        return _level_page(request, found, practice=(stage_id, seed))
    return _answer(request, found, practice=(stage_id, seed))


def to_table(request: HttpRequest, found: Any) -> HttpResponse:
    """A deal to play out is played at the table (views_table), in the review session too."""
    review = REVIEW_QUERY if request.GET.get("review") == "1" else ""
    return redirect(reverse("tutorial:table", args=[found.id]) + review)


@says_why
@require_GET
def practice_new(request: HttpRequest, stage_id: str) -> HttpResponse:
    if stage_id not in lessons.PRACTICE_STAGES:
        raise Http404(_("There is no such practice."))
    return redirect("tutorial:practice", stage_id, fresh_seed(stage_id))


def fresh_seed(stage_id: str) -> int:
    """A new practice deal's seed: one of those made ahead where the stage's generator is slow
    (``lessons.pooled_seeds``: opened fast), else any."""
    pooled = lessons.pooled_seeds(stage_id)
    return secrets.choice(pooled) if pooled else secrets.randbelow(MAX_SEED)


@require_POST
def hint(request: HttpRequest, level_id: str) -> HttpResponse:
    """Show one more hint; it costs a star of this try (the engine counts it in the grade)."""
    found = _level(level_id)
    if found.hints:
        services.record_hint(owner_of(request, create=True), found.id, available=len(found.hints))
    practice = _practice_of(found)
    if is_htmx(request):
        return _level_page(request, found, practice=practice, partial="hints")
    review = REVIEW_QUERY if request.GET.get("review") == "1" else ""
    return redirect(_level_url(found, practice) + review)


@vary_on_headers("HX-Request")
@require_GET
def defence(request: HttpRequest, level_id: str) -> HttpResponse:
    """The play that beats a weaker discard on its refuting layout (``?answer=<card>`` twice),
    trick by trick. The solver takes a few hundred milliseconds, so the verdict asks for it
    (a button; htmx swaps it in, or a plain link opens it as a page)."""
    found = _level(level_id)
    chosen = selectors.chosen_convention(owner_of(request))
    context = beside_level(found)
    try:
        line = lessons.defence_line(
            found,
            request.GET.getlist("answer"),
            chosen.convention,
            node_budget=settings.SOLVER_NODE_BUDGET,
        )
    except lessons.AnswerError as error:
        context["error"] = translate(error.template, error.params)
        return _defence_page(request, context, status=400)
    except SolverBudgetError as error:  # too long to solve on a request (issue 13)
        context["error"] = translate(error.template, error.params)
        return _defence_page(request, context, status=503)
    context["tricks"] = played_tricks(line, shown(_view(found, chosen)))
    return _defence_page(request, context)


def beside_level(found: Any) -> dict[str, Any]:
    """What a page beside a level shows of it (the defence, the layouts): the level, its
    stage, its practice seed, the way back."""
    practice = _practice_of(found)
    return {
        "level": found,
        "stage": lessons.stage(found.stage_id),
        "practice": practice,
        "back_url": _level_url(found, practice),
    }


def _defence_page(request: HttpRequest, context: dict[str, Any], *, status: int = 200):
    template = "tutorial/defence.html" + ("#defence" if is_htmx(request) else "")
    return render(request, template, context, status=status)


def _level_url(found: Any, practice: tuple[str, int] | None) -> str:
    """The level's page: a practice level's permalink, else the course level's."""
    if practice:
        return reverse("tutorial:practice", args=practice)
    return reverse("tutorial:level", args=[found.id])


def _practice_of(found: Any) -> tuple[str, int] | None:
    """(stage, seed) of a generated level (``<stage>-practice-<seed>``); None for the course's."""
    stage_id, marker, seed = found.id.rpartition("-practice-")
    return (stage_id, int(seed)) if marker and seed.isdigit() else None


def _answer(request: HttpRequest, found: Any, practice: tuple[str, int] | None = None):
    owner = owner_of(request, create=True)
    chosen = selectors.chosen_convention(owner)
    if request.POST.get("reveal"):
        return _reveal(request, found, practice, owner, chosen)
    exercise = shown(_view(found, chosen))
    form = AnswerForm(request.POST, multiple=exercise.multiple, number=exercise.number)
    if not form.is_valid():
        return _level_page(request, found, practice=practice, form=form, status=400)
    row = selectors.level_progress(owner, found.id)
    try:
        before = _before(request, chosen)
        verdict = lessons.grade(
            found,
            form.answer,
            chosen.convention,
            hints_used=row.hints_used if row else 0,
            attempt=(row.misses if row else 0) + 1,
            before=before.convention if before else None,
        )
    except lessons.AnswerError as error:
        form.add_error(None, translate(error.template, error.params))
        return _level_page(request, found, practice=practice, form=form, status=400)
    services.record_answer(owner, found.id, correct=verdict.correct, stars=verdict.stars)
    return _level_page(request, found, practice=practice, verdict=verdict, form=form)


def _reveal(request, found, practice, owner, chosen) -> HttpResponse:
    """«Show the answer» (the lichess way): the right answer only when asked for; it ends the
    try with no stars. The engine's verdict on the stated answer gives the best answer under
    the learner's convention."""
    stated = found.exercise.answer
    before = _before(request, chosen)
    verdict = lessons.grade(
        found,
        list(stated) if isinstance(stated, tuple) else stated,
        chosen.convention,
        before=before.convention if before else None,
    )
    services.record_give_up(owner, found.id)
    return _level_page(request, found, practice=practice, verdict=verdict, revealed=True)


def _view(found: Any, chosen: selectors.ChosenConvention) -> dict[str, Any]:
    return lessons.exercise_view(found, chosen.convention)


def _level_page(
    request: HttpRequest,
    found: Any,
    *,
    practice: tuple[str, int] | None = None,
    verdict: Any = None,
    form: AnswerForm | None = None,
    status: int = 200,
    partial: str = "exercise",
    revealed: bool = False,
) -> HttpResponse:
    owner = owner_of(request)
    chosen = selectors.chosen_convention(owner)
    row = selectors.level_progress(owner, found.id)
    hints_used = row.hints_used if row else 0
    review = request.GET.get("review") == "1"
    answer_url = _level_url(found, practice) + (REVIEW_QUERY if review else "")
    exercise = shown(_view(found, chosen))
    ended = bool(verdict and (verdict.correct or revealed))
    context = {
        "level": found,
        "stage": lessons.stage(found.stage_id),
        "shown": exercise,
        "row": row,
        "hints": found.hints[:hints_used],
        # once the level is solved (or its answer shown) no hint is offered
        "more_hints": hints_used < len(found.hints) and not ended,
        "ended": ended,
        "revealed": revealed,
        "htmx": is_htmx(request),
        "verdict": verdict_context(verdict, exercise, revealed=revealed, chosen=chosen)
        if verdict
        else None,
        "moved": moved_context(verdict, _before(request, chosen), chosen) if verdict else None,
        "form": form,
        "chosen": chosen,
        "practice": practice,
        "answer_url": answer_url,
        "next": None if practice else lessons.next_level(found.id),
        "max_stars": MAX_STARS,
        "hint_asked": partial == "hints",  # the new hint takes the focus
        "picked": form.data.getlist("answer") if form else [],  # a retry starts from them
        "legend": card_legend() if exercise.has_cards and _first_stage(found) else (),
        "review": review,
        **(selectors.after_verdict(owner, found, practice=bool(practice)) if ended else {}),
    }
    template = "tutorial/level.html"
    if is_htmx(request):
        template += "#" + partial
    return render(request, template, context, status=status)


def _first_stage(found: Any) -> bool:
    return found.stage_id in {stage.id for stage in lessons.stages()[:LEGEND_STAGES]}


@require_GET
def progress(request: HttpRequest) -> HttpResponse:
    owner = owner_of(request)
    rows = selectors.progress_by_level(owner)
    course = {level.id for level in lessons.COURSE.levels}
    context = {
        "categories": selectors.course_map(rows),
        "practice_solved": sum(
            1 for level_id, row in rows.items() if level_id not in course and row.completed_at
        ),
        "resume": selectors.resume_level(owner, rows),
        "reviews": selectors.review_count(owner),
        "signed_in": request.user.is_authenticated,
        "max_stars": MAX_STARS,
        "progress": rows,
        "drills": views_drills.my_drills(request),
    }
    return render(request, "tutorial/progress.html", context)


@require_GET
def terms(request: HttpRequest) -> HttpResponse:
    """The glossary; an English page names each term in Russian too, as players know them
    («Talon (прикуп)»: the team's glossary)."""
    with override("ru"):
        russian = [str(term.name) for term in TERMS]
    english = language() == "en"
    rows = [(term, name if english else "") for term, name in zip(TERMS, russian, strict=True)]
    return render(request, "tutorial/terms.html", {"terms": rows, "legend": card_legend()})


@require_POST
def convention(request: HttpRequest) -> HttpResponse:
    form = ConventionForm(request.POST)
    if not form.is_valid():
        return _course_map(request, form, status=400)
    owner = owner_of(request, create=True)
    previous = selectors.chosen_convention(owner).key
    services.choose_convention(owner, form.cleaned_data["convention"])
    if previous != form.cleaned_data["convention"]:  # the verdicts say what the change moved
        request.session[RULES_BEFORE] = previous
    return redirect("tutorial:index")


RULES_BEFORE = "learn_rules_before"  # the session's key: the rules chosen before the last change


def _before(request: HttpRequest, chosen: selectors.ChosenConvention) -> Any:
    """The rules the learner chose before the present ones (None if never changed)."""
    key = request.session.get(RULES_BEFORE)
    found = selectors.resolve_convention(key) if isinstance(key, str) else None
    return found if found is not None and found.key != chosen.key else None
