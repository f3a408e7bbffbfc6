"""The old addresses of the house conventions (/house/…): each is now a club's page."""

from django.urls import path
from django.views.generic import RedirectView

app_name = "houses"


def _to(name: str) -> RedirectView:
    return RedirectView.as_view(pattern_name=name, permanent=True, query_string=True)


urlpatterns = [
    path("", _to("clubs:index"), name="index"),
    path("new/", _to("clubs:create"), name="create"),
    path("<slug:slug>/", _to("clubs:detail"), name="detail"),
    path("<slug:slug>/edit/", _to("clubs:edit"), name="edit"),
    path("<slug:slug>/rules/", _to("clubs:draft"), name="rules"),
]
