from django.urls import path

from rulings.clubs import games_views, rules_views, views

app_name = "clubs"

urlpatterns = [
    path("", views.index, name="index"),
    path("new/", views.create, name="create"),
    path("compare/", rules_views.compare, name="compare"),
    path("join/<str:token>/", views.join, name="join"),
    path("<slug:slug>/", views.detail, name="detail"),
    path("<slug:slug>/edit/", views.edit, name="edit"),
    path("<slug:slug>/people/", views.people, name="people"),
    path("<slug:slug>/invite/", views.invite, name="invite"),
    path("<slug:slug>/invite/<int:pk>/revoke/", views.revoke, name="revoke"),
    path("<slug:slug>/people/<int:pk>/role/", views.set_role, name="set_role"),
    path("<slug:slug>/people/<int:pk>/remove/", views.remove, name="remove"),
    path("<slug:slug>/leave/", views.leave, name="leave"),
    path("<slug:slug>/draft/", rules_views.draft, name="draft"),
    path("<slug:slug>/draft/comment/", rules_views.comment, name="comment"),
    path("<slug:slug>/draft/publish/", rules_views.publish, name="publish"),
    path("<slug:slug>/draft/import/", rules_views.import_rules_file, name="import_rules_file"),
    path("<slug:slug>/v/<int:number>/", rules_views.version, name="version"),
    path("<slug:slug>/v/<int:number>/rules.json", rules_views.rules_file, name="rules_file"),
    path("<slug:slug>/v/<int:number>/delete/", rules_views.delete_version, name="delete_version"),
    path("<slug:slug>/sheet/", rules_views.sheet, name="sheet"),
    path("<slug:slug>/rules.json", rules_views.rules_json, name="rules_json"),
    path("<slug:slug>/games/", games_views.games, name="games"),
    path("<slug:slug>/games/new/", games_views.new_game, name="new_game"),
    path("<slug:slug>/standings/", games_views.standings, name="standings"),
    path("<slug:slug>/standings/seasons/", games_views.add_season, name="add_season"),
    path("<slug:slug>/standings.csv", games_views.standings_csv, name="standings_csv"),
    path("<slug:slug>/standings.json", games_views.standings_json, name="standings_json"),
]
