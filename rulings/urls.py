from django.urls import path

from rulings import views

app_name = "rulings"

urlpatterns = [
    path("deal/", views.deal_viewer, name="deal_viewer"),
]
