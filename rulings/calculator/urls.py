from django.urls import path

from rulings.calculator import views
from rulings.calculator.quick_entry import quick_entry

app_name = "calculator"

urlpatterns = [
    path("", views.index, name="index"),
    path("import/", views.import_game, name="import"),
    path("<int:pk>/", views.game_detail, name="game"),
    path("<int:pk>/wizard/", views.wizard_step, name="wizard"),
    path("<int:pk>/deals/", views.deal_save, name="deal_save"),
    path("<int:pk>/quick/", quick_entry, name="quick_entry"),
    path("<int:pk>/deals/delete/", views.deal_delete, name="deal_delete"),
    path("<int:pk>/undo/", views.undo, name="undo"),
    path("<int:pk>/finish/", views.finish, name="finish"),
    path("<int:pk>/price/", views.price, name="price"),
    path("<int:pk>/sheet/", views.sheet, name="sheet"),
    path("<int:pk>/export.json", views.export, name="export"),
    path("<int:pk>/print/", views.print_view, name="print"),
    path("s/<str:token>/", views.share, name="share"),
    path("s/<str:token>/export.json", views.share_export, name="share_export"),
    path("s/<str:token>/print/", views.share_print, name="share_print"),
]
