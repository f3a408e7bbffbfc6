from django.urls import path

import rulings.web.url_values  # noqa: F401  (registers the «token» converter)
from rulings.arbiter import card_views, views

app_name = "arbiter"

urlpatterns = [
    path("", views.start, name="start"),
    path("deal/", views.choose_deal, name="deal"),
    path("deal/read/", views.read_deal_view, name="read_deal"),
    path("incident/", views.incident, name="incident"),
    path("ruling/", views.ruling, name="ruling"),
    path("ruling/choose/", card_views.choose, name="choose"),
    path("ruling/save/", card_views.save, name="save"),
    path("ruling/write/", card_views.write, name="write"),
    path("r/<token:token>/", card_views.permalink, name="permalink"),
]
