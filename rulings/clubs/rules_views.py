"""The club's rules: the draft (edited by the host and editors, read and commented on by every
member), publishing it, a version's page, two conventions side by side, the printable sheet, the
rules as JSON and a version's rules as a file that a draft imports.

A published version never changes; a draft's edit or publish carries the draft's revision, so
one sent from a page older than the draft is refused (409) with what was typed kept.
"""

from __future__ import annotations

import segno
from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _
from django.utils.translation import override
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from rulings.clubs import selectors, services
from rulings.clubs.forms import CommentForm, CompareForm, RulesFileForm
from rulings.clubs.models import Club, ClubVersion, KeptVersion
from rulings.clubs.views import club_view, perms_of
from rulings.core.conventions.house_rules import dumps_rules, export_rules
from rulings.houses.forms import RulesForm
from rulings.web.conventions import convention_summary
from rulings.web.forms import posted
from rulings.web.words import preset_label


def _revision(request: HttpRequest, field: str = "revision") -> int:
    text = request.POST.get(field, "")
    return int(text) if text.isdigit() and len(text) < 10 else 0


def _same_draft(request: HttpRequest, club: Club, current: ClubVersion) -> None:
    """Refuse an edit of a draft published (or thrown away) since the page showed it: the
    draft open now is another one, the next version."""
    shown = _revision(request, "number")
    if shown and shown != current.number:
        edited = club.versions.filter(number=shown).first() or current
        raise services.Conflict(services.stale_message(edited))


def _draft_context(
    request: HttpRequest, club: Club, draft: ClubVersion, form: RulesForm | None
) -> dict:
    in_force = club.in_force()
    conv = draft.usable_convention()[0]
    return {
        "club": club,
        "draft": draft,
        "form": form,
        "perms": perms_of(request, club),
        "preset_label": preset_label(draft.preset),
        "changed_lines": selectors.change_lines(in_force.usable_convention()[0], conv),
        "in_force": in_force,
        "comments": draft.comments.select_related("author"),
        "comment_form": CommentForm(),
        "file_form": RulesFileForm(),
        "version_name": selectors.version_name(draft),
    }


@require_http_methods(["GET", "POST"])
@club_view("view_draft")
def draft(request: HttpRequest, club: Club) -> HttpResponse:
    """The draft: its rules form for those who edit, its changes and comments for every member.
    Opening it makes one (from the version in force) when there is none and the reader edits."""
    may_edit = request.user.has_perm("clubs.edit", club)
    current = services.draft_of(club) if may_edit else club.draft()
    if current is None:
        return render(request, "clubs/no_draft.html", {"club": club}, status=404)
    form = RulesForm(current, posted(request)) if may_edit else None
    if request.method == "POST":
        if not may_edit:
            return HttpResponse(status=405)
        if form.is_valid():
            try:
                _same_draft(request, club, current)
                services.save_draft(
                    current,
                    _revision(request),
                    preset=current.preset,
                    options=form.cleaned_data["changes"],
                )
            except services.Conflict as error:
                form.add_error(None, str(error))
                return render(
                    request,
                    "clubs/draft.html",
                    _draft_context(request, club, current, form),
                    status=409,
                )
            messages.success(request, _("The draft is saved. The members can read it now."))
            return redirect("clubs:draft", club.slug)
        return render(
            request, "clubs/draft.html", _draft_context(request, club, current, form), status=400
        )
    return render(request, "clubs/draft.html", _draft_context(request, club, current, form))


@require_POST
@club_view("edit")
def import_rules_file(request: HttpRequest, club: Club) -> HttpResponse:
    """A rules file replaces the draft's preset and options (the draft is made when there is
    none); nothing published changes until the host publishes it. A file that cannot be read
    is a 400 on the draft's page saying why, the draft as it was."""
    current = services.draft_of(club)
    form = RulesFileForm(request.POST, request.FILES)
    if not form.is_valid():
        context = _draft_context(request, club, current, RulesForm(current, None))
        context["file_form"] = form
        return render(request, "clubs/draft.html", context, status=400)
    _same_draft(request, club, current)
    rules = export_rules(form.cleaned_data["file"])
    services.save_draft(
        current, _revision(request), preset=rules["preset"], options=rules["options"]
    )
    messages.success(request, _("The draft has the rules of the file now. Look them over."))
    return redirect(f"{reverse('clubs:draft', args=[club.slug])}#draft-changes")


@require_POST
@club_view("comment")
def comment(request: HttpRequest, club: Club) -> HttpResponse:
    current = club.draft()
    form = CommentForm(request.POST)
    if current is None:
        raise services.Conflict(_("The draft was published meanwhile: comments are for drafts."))
    if not form.is_valid():
        context = _draft_context(request, club, current, None)
        context["comment_form"] = form
        return render(request, "clubs/draft.html", context, status=400)
    services.comment(current, request.user, form.cleaned_data["text"])
    return redirect("clubs:draft", club.slug)


@require_POST
@club_view("publish")
def publish(request: HttpRequest, club: Club) -> HttpResponse:
    current = club.draft()
    if current is None:
        raise services.Conflict(_("There is no draft to publish: it was published already."))
    version = services.publish(current, _revision(request))
    messages.success(request, _("Version %(n)s is in force.") % {"n": version.number})
    return redirect(club)


def _version(request: HttpRequest, club: Club, number: int) -> ClubVersion:
    version = club.versions.filter(number=number).first()
    if version is None or not (
        version.published or request.user.has_perm("clubs.view_draft", club)
    ):
        raise Http404
    return version


@require_GET
@club_view(None)
def version(request: HttpRequest, club: Club, number: int) -> HttpResponse:
    current = _version(request, club, number)
    if not current.published:
        return redirect("clubs:draft", club.slug)
    context = {
        "club": club,
        "version": current,
        "version_name": selectors.version_name(current),
        "rules": selectors.version_words(current),
        "games": current.games.count(),
        "perms": perms_of(request, club),
    }
    return render(request, "clubs/version.html", context)


@require_POST
@club_view("edit")
def delete_version(request: HttpRequest, club: Club, number: int) -> HttpResponse:
    """A draft is thrown away; a published version is kept (games and rulings name it)."""
    current = _version(request, club, number)
    try:
        current.delete()
    except KeptVersion:
        used = current.games.count()
        raise services.Conflict(
            _(
                "Version %(n)s is published and is kept as it is "
                "(%(games)s games are played under it)."
            )
            % {"n": current.number, "games": used}
        ) from None
    messages.success(request, _("The draft is thrown away."))
    return redirect(club)


@require_GET
@club_view(None)
def rules_file(request: HttpRequest, club: Club, number: int) -> HttpResponse:
    """A published version's rules as a file (``dumps_rules``) that another club's draft
    imports. A draft has none: its file would change under the same name."""
    current = _version(request, club, number)
    if not current.published:
        raise Http404
    conv = current.usable_convention()[0]
    response = HttpResponse(
        dumps_rules(conv, current.label), content_type="application/json; charset=utf-8"
    )
    filename = f"{club.slug}-rules-v{current.number}.json"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@require_GET
def compare(request: HttpRequest) -> HttpResponse:
    """Two conventions side by side (``?a=sochi&b=<address>:<number>``) in players' words."""
    form = CompareForm(request.GET or None)
    context = {"form": form, "choices": selectors.choices()}
    if not form.is_bound:
        return render(request, "clubs/compare.html", context)
    a = selectors.named(form.data.get("a", "")[:80])
    b = selectors.named(form.data.get("b", "")[:80])
    if a is None or b is None:
        context["error"] = _("Choose two conventions from the list.")
        return render(request, "clubs/compare.html", context, status=400)
    context.update(selectors.side_by_side(a, b))
    return render(request, "clubs/compare.html", context)


@require_GET
@club_view(None)
def sheet(request: HttpRequest, club: Club) -> HttpResponse:
    """The rules in force on one A4 page, in Russian and in English, with the page's QR code."""
    current = club.in_force()
    conv = current.usable_convention()[0]
    url = request.build_absolute_uri(club.get_absolute_url())
    qr = segno.make(url, error="m")
    languages = []
    for code in ("ru", "en"):
        with override(code):
            languages.append(
                {
                    "code": code,
                    "name": selectors.version_name(current),
                    "preset": preset_label(current.preset),
                    "summary": convention_summary(conv),
                    "changes": selectors.differences(current.convention_base(), conv),
                }
            )
    context = {
        "club": club,
        "version": current,
        "languages": languages,
        "url": url,
        "qr": mark_safe(qr.svg_inline(scale=3, omitsize=True)),  # noqa: S308 - segno's own SVG
    }
    return render(request, "clubs/sheet.html", context)


@require_GET
@club_view(None)
def rules_json(request: HttpRequest, club: Club) -> JsonResponse:
    """The API: every published version's rules ({"preset", "options", "name"})."""
    versions = club.versions.filter(state=ClubVersion.PUBLISHED).order_by("number")
    data = {
        "club": club.slug,
        "in_force": club.in_force().number,
        "versions": [
            {"number": v.number, "published": v.published_at.isoformat(), **v.spec()}
            for v in versions
        ],
    }
    return JsonResponse(data, json_dumps_params={"ensure_ascii": False})
