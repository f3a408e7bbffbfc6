from django.urls import path

from rulings import api, views

app_name = "rulings"

urlpatterns = [
    path("deal/", views.deal_viewer, name="deal_viewer"),
    path("deal/play/", views.deal_play_card, name="deal_play_card"),
    path("deal/analyse/", views.deal_analyse, name="deal_analyse"),
    path("deal/random/", views.deal_random, name="deal_random"),
    path("deal/build/", views.deal_builder, name="deal_builder"),
    path("deal/build/to-game/", views.deal_to_game, name="deal_to_game"),
    path("api/score", api.api_score, name="api_score"),
    path("api/solve", api.api_solve, name="api_solve"),
    path("api/adjudicate", api.api_adjudicate, name="api_adjudicate"),
]
