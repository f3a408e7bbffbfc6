from django.urls import path

from rulings import api, views

app_name = "rulings"

urlpatterns = [
    path("deal/", views.deal_viewer, name="deal_viewer"),
    path("deal/play/", views.deal_play_card, name="deal_play_card"),
    path("deal/random/", views.deal_random, name="deal_random"),
    path("api/score", api.api_score, name="api_score"),
]
