from django.urls import path

from rulings.arbiter import views

app_name = "arbiter"

urlpatterns = [
    path("", views.start, name="start"),
    path("deal/", views.choose_deal, name="deal"),
    path("deal/read/", views.read_deal_view, name="read_deal"),
    path("incident/", views.incident, name="incident"),
    path("ruling/", views.ruling, name="ruling"),
    path("ruling/choose/", views.choose, name="choose"),
    path("ruling/save/", views.save, name="save"),
    path("ruling/write/", views.write, name="write"),
    path("r/<str:token>/", views.permalink, name="permalink"),
]
