from django.urls import path

from rulings.web import url_values  # noqa: F401  (registers the «token» converter)
from tutorial import views, views_drills, views_layouts, views_review, views_table

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
    path("level/<slug:level_id>/layouts/", views_layouts.layouts, name="layouts"),
    # before the stage's catch-all «<slug:stage_id>/»: «review» is not a stage
    path("review/", views_review.review, name="review"),
    path("review/next/", views_review.review_next, name="review_next"),
    path("<slug:stage_id>/", views.stage, name="stage"),
    path("<slug:stage_id>/done/", views_review.stage_done, name="stage_done"),
]

# the table (issue 19): play_to_goal levels played card by card, and drills (a deal brought
# from the deal viewer, signed into its address)
urlpatterns += [
    path("table/drill/", views_drills.drill_start, name="drill_start"),
    path("table/drill/<str:drill>/", views_table.table, name="drill_table"),
    path("table/drill/<str:drill>/again/", views_table.again, name="drill_again"),
    path("table/drill/<str:drill>/analysis/", views_table.analysis, name="drill_analysis"),
    path("table/drill/<str:drill>/save/", views_drills.save, name="drill_save"),
    # a saved drill (tutorial/views_drills.py): its owner's, or anyone's with the shared link
    path("table/mine/<token:saved>/", views_table.table, name="saved_table"),
    path("table/mine/<token:saved>/again/", views_table.again, name="saved_again"),
    path("table/mine/<token:saved>/analysis/", views_table.analysis, name="saved_analysis"),
    path("table/mine/<token:token>/share/", views_drills.share, name="drill_share"),
    path("table/mine/<token:token>/revoke/", views_drills.revoke, name="drill_revoke"),
    path("table/mine/<token:token>/delete/", views_drills.delete, name="drill_delete"),
    path("table/<slug:level_id>/", views_table.table, name="table"),
    path("table/<slug:level_id>/again/", views_table.again, name="table_again"),
    path("table/<slug:level_id>/analysis/", views_table.analysis, name="table_analysis"),
]
