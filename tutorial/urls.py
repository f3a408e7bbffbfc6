from django.urls import path

from tutorial import views

app_name = "tutorial"

urlpatterns = [
    path("", views.index, name="index"),
    path("progress/", views.progress, name="progress"),
    path("convention/", views.convention, name="convention"),
    path("terms/", views.terms, name="terms"),
    path("practice/<slug:stage_id>/", views.practice_new, name="practice_new"),
    path("practice/<slug:stage_id>/<int:seed>/", views.practice, name="practice"),
    path("level/<slug:level_id>/", views.level, name="level"),
    path("level/<slug:level_id>/hint/", views.hint, name="hint"),
    path("level/<slug:level_id>/defence/", views.defence, name="defence"),
    path("<slug:stage_id>/", views.stage, name="stage"),
]
