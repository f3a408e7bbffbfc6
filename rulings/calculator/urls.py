from django.urls import path

from rulings.calculator import my_games, sheet_views, views

app_name = "calculator"

urlpatterns = [
    path("", views.index, name="index"),
    path("import/", views.import_game, name="import"),
    path("<int:pk>/", views.game_detail, name="game"),
    path("<int:pk>/wizard/", views.wizard_step, name="wizard"),
    path("<int:pk>/deals/", views.deal_save, name="deal_save"),
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
    # «Мои пули», the statistics, the sheet as a picture and full screen (rulings/calculator/
    # my_games.py, sheet_views.py)
    path("mine/", my_games.my_games, name="mine"),
    path("mine/statistics/", my_games.my_statistics, name="statistics"),
    path("<int:pk>/sheet.svg", sheet_views.picture, {"kind": "svg"}, name="sheet_svg"),
    path("<int:pk>/sheet.png", sheet_views.picture, {"kind": "png"}, name="sheet_png"),
    path("<int:pk>/sheet/full/", sheet_views.full_screen, name="sheet_full"),
    path("s/<str:token>/sheet.svg", sheet_views.share_picture, {"kind": "svg"}, name="share_svg"),
    path("s/<str:token>/sheet.png", sheet_views.share_picture, {"kind": "png"}, name="share_png"),
    path("s/<str:token>/sheet/full/", sheet_views.share_full_screen, name="share_full"),
]
