"""Views of the house conventions: the list, a convention's page, and its host's editors.

Anyone reads; a signed-in user publishes; only the host changes or deletes
(``rulings.*_houseconvention`` in rulings/permissions.py, checked here in every view that writes).
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST
from django_htmx.http import HttpResponseClientRedirect

from rulings.core import Convention
from rulings.houses.forms import SECTION_LABELS, HouseForm, RulesForm
from rulings.models import HouseConvention
from rulings.web.conventions import convention_summary, option_rows
from rulings.web.forms import posted
from rulings.web.words import PRESET_WORDS, preset_label


def _hosted(request: HttpRequest, slug: str, perm: str) -> HouseConvention:
    house = get_object_or_404(HouseConvention, slug=slug)
    if not request.user.has_perm(perm, house):
        raise PermissionDenied(_("Only the host of this convention can change it."))
    return house


def changes_of(house: HouseConvention, conv: Convention) -> list[dict[str, str]]:
    """What the house changes in its preset, in the reader's language, with the sources."""
    rows = option_rows(conv, base=Convention.preset(house.preset))
    return [{**row, "section": str(SECTION_LABELS[row["section"]])} for row in rows]


def _mine(request: HttpRequest) -> QuerySet[HouseConvention]:
    if not request.user.is_authenticated:
        return HouseConvention.objects.none()
    return HouseConvention.objects.filter(owner=request.user)


def index(request: HttpRequest) -> HttpResponse:
    houses = HouseConvention.objects.select_related("owner")
    context = {"houses": houses, "mine": _mine(request), "labels": PRESET_WORDS}
    return render(request, "houses/index.html", context)


@require_http_methods(["GET", "POST"])
def create(request: HttpRequest) -> HttpResponse:
    if not request.user.has_perm("rulings.add_houseconvention"):
        return redirect_to_login(request.get_full_path())
    form = HouseForm(posted(request))
    if request.method == "POST":
        if form.is_valid():
            form.instance.owner = request.user
            house = form.save()
            messages.success(request, _("Published. Now set the options your table changes."))
            return redirect("houses:rules", house.slug)
        return render(request, "houses/form.html", {"form": form}, status=400)
    return render(request, "houses/form.html", {"form": form})


def detail(request: HttpRequest, slug: str) -> HttpResponse:
    house = get_object_or_404(HouseConvention.objects.select_related("owner"), slug=slug)
    conv, refused = house.usable_convention()
    context = {
        "house": house,
        "preset_label": preset_label(house.preset),
        "refused": refused,
        "changes": changes_of(house, conv),
        "summary": convention_summary(conv),
        "can_edit": request.user.has_perm("rulings.change_houseconvention", house),
    }
    return render(request, "houses/detail.html", context)


@require_http_methods(["GET", "POST"])
def edit(request: HttpRequest, slug: str) -> HttpResponse:
    house = _hosted(request, slug, "rulings.change_houseconvention")
    form = HouseForm(posted(request), instance=house)
    if request.method == "POST":
        if form.is_valid():
            house = form.save()
            messages.success(request, _("Saved."))
            return redirect(house)
        return render(request, "houses/form.html", {"form": form, "house": house}, status=400)
    return render(request, "houses/form.html", {"form": form, "house": house})


@require_http_methods(["GET", "POST"])
def rules(request: HttpRequest, slug: str) -> HttpResponse:
    house = _hosted(request, slug, "rulings.change_houseconvention")
    form = RulesForm(house, posted(request))
    if request.method == "POST":
        if form.is_valid():
            house.options = form.cleaned_data["changes"]
            house.save(update_fields=["options", "updated_at"])
            messages.success(request, _("Saved."))
            return redirect(house)
        context = {"form": form, "house": house, "preset_label": preset_label(house.preset)}
        return render(request, "houses/rules.html", context, status=400)
    context = {"form": form, "house": house, "preset_label": preset_label(house.preset)}
    return render(request, "houses/rules.html", context)


@require_POST
def delete(request: HttpRequest, slug: str) -> HttpResponse:
    house = _hosted(request, slug, "rulings.delete_houseconvention")
    house.delete()
    messages.success(request, _("The convention «%(title)s» is deleted.") % {"title": house.title})
    if request.htmx:  # asked with a confirmation (hx-confirm): the whole page goes to the list
        return HttpResponseClientRedirect(reverse("houses:index"))
    return redirect("houses:index")
