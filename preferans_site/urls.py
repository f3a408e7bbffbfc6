from django.conf.urls.i18n import i18n_patterns
from django.contrib.auth.views import LoginView
from django.urls import include, path
from django.views.generic import TemplateView

from preferans_site.accounts import PasswordReset, signup
from preferans_site.health import health
from preferans_site.user_data import data_view, export_view
from rulings import sources_views
from rulings.calculator.views import offline as offline_views
from rulings.clubs import views as club_views
from rulings.web import throttle
from rulings.web.throttle import throttled
from tutorial import api as learn_api

# set_language sits inside i18n_patterns on purpose: with prefix_default_language=False an
# unprefixed request always runs in Russian, so a switch posted from /en/… could not resolve
# its `next` URL and would send the visitor back to the English page.
urlpatterns = [
    # for load balancers and monitors: no language prefix, no session
    path("healthz", health, name="health"),
    # the offline pulya's service worker, served from the root so that its scope is the site
    path("sw.js", offline_views.service_worker, name="service_worker"),
]
urlpatterns += i18n_patterns(
    path("", TemplateView.as_view(template_name="home.html"), name="home"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("learn/", include("tutorial.urls")),
    path("api/learn/levels/<str:level_id>", learn_api.level_view, name="learn_api_level"),
    path(
        "api/learn/levels/<str:level_id>/answer",
        learn_api.level_answer,
        name="learn_api_answer",
    ),
    path("score/", include("rulings.calculator.urls")),
    path("rule/", include("rulings.arbiter.urls")),
    # the house conventions' old addresses lead to the clubs (rulings/clubs/house_urls.py)
    path("house/", include("rulings.clubs.house_urls")),
    path("club/", include("rulings.clubs.urls")),
    path("profile/", club_views.profile, name="profile"),
    path("sources/", sources_views.index, name="sources"),
    path("accounts/signup/", signup, name="signup"),
    path("accounts/data/", data_view, name="user_data"),
    path("accounts/data/export.json", export_view, name="user_data_export"),
    # signing in and reset letters are throttled per client and per account (password
    # guessing, flooding an inbox); the rest is Django's
    path(
        "accounts/login/",
        throttled(throttle.SIGN_IN)(throttled(throttle.SIGN_IN_ACCOUNT)(LoginView.as_view())),
        name="login",
    ),
    path(
        "accounts/password_reset/",
        throttled(throttle.PASSWORD_RESET)(
            throttled(throttle.PASSWORD_RESET_ACCOUNT)(PasswordReset.as_view())
        ),
        name="password_reset",
    ),
    path("accounts/", include("django.contrib.auth.urls")),
    path("", include("rulings.urls")),
    prefix_default_language=False,
)

# the database away for a moment is a 503 saying to retry (preferans_site/database_down.py)
handler500 = "preferans_site.database_down.server_error"
