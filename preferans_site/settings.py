"""Settings for the Preferans site, driven by environment variables.

DEBUG (default "true" for development), SECRET_KEY (required when DEBUG is off),
ALLOWED_HOSTS (comma-separated) and DATABASE_URL (default: SQLite db.sqlite3).
Production hardening lives in preferans_site.settings_production.
"""

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP
from django.utils.translation import gettext_lazy as _

from rulings.core import solver_engine

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = os.environ.get("DEBUG", "true").lower() in {"1", "true", "yes", "on"}

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("Set the SECRET_KEY environment variable when DEBUG is off.")
    SECRET_KEY = "django-insecure-development-only-never-use-in-production"  # noqa: S105

ALLOWED_HOSTS = [host for host in os.environ.get("ALLOWED_HOSTS", "").split(",") if host]

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "rules.apps.AutodiscoverRulesConfig",
    "rulings",
    "rulings.clubs",  # clubs: members, versioned house rules, games and standings
    "tutorial",
    "preferans_site",  # the session generation (signing out ends every session)
]

MIDDLEWARE = [
    # the live sheet's poll answered 304 from Redis before everything else (issue 24)
    "rulings.calculator.live.LivePollMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "preferans_site.middleware.SecurityHeadersMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "preferans_site.middleware.PreferredLanguageMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "preferans_site.middleware.SessionGenerationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # a read that meets a dropped database connection is run once more
    "preferans_site.database_down.RetryReadMiddleware",
]

# Sessions live in a signed cookie: they hold only the calculator's random key for an anonymous
# visitor's games (rulings/calculator/session.py) and the signed-in user, so no request reads a
# session row, and every worker process sees the same session without a shared cache.
SESSION_ENGINE = "django.contrib.sessions.backends.signed_cookies"

ROOT_URLCONF = "preferans_site.urls"
WSGI_APPLICATION = "preferans_site.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.template.context_processors.csp",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    # connections are kept for 10 minutes and checked before each request reuses one, so a
    # database restart costs a reconnect, not a failed request
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}", conn_max_age=600, conn_health_checks=True
    ),
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"


def shared_cache(url: str) -> dict:
    """The cache every process shares (the drawn sheets, the rate limits) in the Redis at
    ``url``. It fails open (issue 23): when Redis does not answer within half a second, a read
    is a miss, a write is dropped and a rate limit is not kept, each logged (logger
    ``preferans_site.cache``), and the site serves; ``/healthz`` says the cache is failing."""
    return {
        "BACKEND": "django_redis.cache.RedisCache",
        "LOCATION": url,
        "KEY_PREFIX": "preferans",
        "OPTIONS": {
            "IGNORE_EXCEPTIONS": True,
            "SOCKET_CONNECT_TIMEOUT": 0.5,
            "SOCKET_TIMEOUT": 0.5,
        },
    }


DJANGO_REDIS_LOG_IGNORED_EXCEPTIONS = True
DJANGO_REDIS_LOGGER = "preferans_site.cache"

# What processes share: Redis when REDIS_URL is set, so that every app process sees the same;
# else this process's memory (one process: `make run`).
if os.environ.get("REDIS_URL"):
    CACHES = {"default": shared_cache(os.environ["REDIS_URL"])}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

AUTHENTICATION_BACKENDS = [
    "rules.permissions.ObjectPermissionBackend",
    "django.contrib.auth.backends.ModelBackend",
]

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LOGIN_REDIRECT_URL = "/"

# Logs go to the console: plain text in development, one JSON object a line when LOG_FORMAT=json
# (the production settings' default), for a log collector.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "text": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"},
        "json": {"()": "preferans_site.log_format.JsonFormatter"},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": "json" if os.environ.get("LOG_FORMAT") == "json" else "text",
        }
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}

# Rate limits per client (rulings/web/throttle.py): THROTTLE=off only for load benchmarks.
THROTTLE_ENABLED = os.environ.get("THROTTLE", "on").lower() not in {"0", "off", "false", "no"}
# Behind proxies (a load balancer), the client is the address the outermost of PROXY_COUNT
# proxies appended to X-Forwarded-For (counted from the right: the left is the client's own).
THROTTLE_TRUST_FORWARDED = os.environ.get("TRUST_FORWARDED", "").lower() in {"1", "true", "yes"}
THROTTLE_PROXY_COUNT = int(os.environ.get("PROXY_COUNT", "1"))

# The solver on a visitor's request (API, Analyse) gives up past this many positions searched
# and answers 503, so no request holds a worker for long: about two seconds of the engine that
# runs (issue 23; docs/deploy.md has the measured rates: the pure-Python engine searches about
# 61,000 positions a second on this machine, the compiled one about 3.7 million; the hardest
# full deal of the benchmark, a misère with card values and the line, needs 138,000).
# SOLVER_NODE_BUDGET in the environment sets it for whichever engine runs.
SOLVER_NODE_BUDGETS = {"pure": 300_000, "compiled": 6_000_000}


def solver_node_budget(environ: dict, engine: str) -> int:
    return int(environ.get("SOLVER_NODE_BUDGET") or SOLVER_NODE_BUDGETS[engine])


SOLVER_NODE_BUDGET = solver_node_budget(os.environ, solver_engine().name)

# Password reset letters: printed to the console unless EMAIL_HOST names an SMTP server
# (EMAIL_PORT, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD, EMAIL_USE_TLS; DEFAULT_FROM_EMAIL).
if os.environ.get("EMAIL_HOST"):
    MAILERS = {
        "default": {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {
                "host": os.environ["EMAIL_HOST"],
                "port": int(os.environ.get("EMAIL_PORT", "587")),
                "username": os.environ.get("EMAIL_HOST_USER", ""),
                "password": os.environ.get("EMAIL_HOST_PASSWORD", ""),
                "use_tls": os.environ.get("EMAIL_USE_TLS", "true").lower() in ("1", "true", "yes"),
            },
        }
    }
else:
    MAILERS = {"default": {"BACKEND": "django.core.mail.backends.console.EmailBackend"}}
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "preferans@localhost")

LANGUAGE_CODE = "ru"
LANGUAGES = [("ru", _("Russian")), ("en", _("English"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
TIME_ZONE = "Europe/Moscow"
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"

# htmx runs with allowEval false and without its injected indicator <style> (see base.html),
# so neither 'unsafe-eval' nor inline styles are needed.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    # 'wasm-unsafe-eval': the offline pulya runs the rules core in Pyodide, WebAssembly compiled
    # from our own static file (docs/calculator.md «Offline»); no JavaScript eval is allowed
    "script-src": [CSP.SELF, CSP.NONCE, "'wasm-unsafe-eval'"],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
}
