from django.urls import path

import rulings.web.url_values  # noqa: F401  (registers the «token» converter)
from rulings.calculator import my_games, sheet_views
from rulings.calculator.quick_entry import quick_entry
from rulings.calculator.views import deal_actions, game_page, index, offline, sharing
from rulings.calculator.views import live as live_views

app_name = "calculator"

urlpatterns = [
    path("", index.index, name="index"),
    path("import/", index.import_game, name="import"),
    path("<int:pk>/", game_page.game_detail, name="game"),
    path("<int:pk>/wizard/", game_page.wizard_step, name="wizard"),
    path("<int:pk>/deals/", deal_actions.deal_save, name="deal_save"),
    path("<int:pk>/quick/", quick_entry, name="quick_entry"),
    path("<int:pk>/deals/delete/", deal_actions.deal_delete, name="deal_delete"),
    path("<int:pk>/undo/", deal_actions.undo, name="undo"),
    path("<int:pk>/finish/", deal_actions.finish, name="finish"),
    path("<int:pk>/price/", deal_actions.price, name="price"),
    path("<int:pk>/deals/<int:index>/", game_page.deal_entries, name="deal"),
    path("<int:pk>/options/", game_page.options, name="options"),
    path("<int:pk>/sheet/", game_page.sheet, name="sheet"),
    path("<int:pk>/export.json", sharing.export, name="export"),
    path("<int:pk>/print/", sharing.print_view, name="print"),
    path("s/<token:token>/", sharing.share, name="share"),
    path("s/<token:token>/deals/<int:index>/", sharing.share_deal_entries, name="share_deal"),
    path("s/<token:token>/options/", sharing.share_options, name="share_options"),
    path("s/<token:token>/export.json", sharing.share_export, name="share_export"),
    path("s/<token:token>/print/", sharing.share_print, name="share_print"),
    # live on every phone, co-editors, the invitation link (issue 24; views/live.py)
    path("s/<token:token>/live/", live_views.poll, name="live"),
    path("<int:pk>/people/", live_views.people, name="people"),
    path("join/<token:token>/", live_views.join, name="join"),
    # «Мои пули», the statistics, the sheet as a picture and full screen (rulings/calculator/
    # my_games.py, sheet_views.py)
    path("mine/", my_games.my_games, name="mine"),
    path("mine/statistics/", my_games.my_statistics, name="statistics"),
    path("<int:pk>/sheet.svg", sheet_views.picture, {"kind": "svg"}, name="sheet_svg"),
    path("<int:pk>/sheet.png", sheet_views.picture, {"kind": "png"}, name="sheet_png"),
    path("<int:pk>/sheet/full/", sheet_views.full_screen, name="sheet_full"),
    # the offline pulya (rulings/calculator/offline.py): the packed core, the game as the phone
    # keeps it, the sync of deals entered offline
    path("offline/core-<slug:digest>.zip", offline.core_zip, name="offline_core"),
    path("<int:pk>/offline/", offline.game_kit, name="offline_kit"),
    path("<int:pk>/offline/sync/", offline.sync, name="offline_sync"),
    path("s/<token:token>/sheet.svg", sheet_views.share_picture, {"kind": "svg"}, name="share_svg"),
    path("s/<token:token>/sheet.png", sheet_views.share_picture, {"kind": "png"}, name="share_png"),
    path("s/<token:token>/sheet/full/", sheet_views.share_full_screen, name="share_full"),
]
