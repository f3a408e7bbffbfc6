from django.urls import path

from rulings.houses import views

app_name = "houses"

urlpatterns = [
    path("", views.index, name="index"),
    path("new/", views.create, name="create"),
    path("<slug:slug>/", views.detail, name="detail"),
    path("<slug:slug>/edit/", views.edit, name="edit"),
    path("<slug:slug>/rules/", views.rules, name="rules"),
    path("<slug:slug>/delete/", views.delete, name="delete"),
]
