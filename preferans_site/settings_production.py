"""Production settings: the env-driven base with DEBUG off and HTTPS hardening.

Needs SECRET_KEY and ALLOWED_HOSTS in the environment; serve over HTTPS.
"""

import os

from django.core.exceptions import ImproperlyConfigured

from preferans_site.settings import *  # noqa: F403
from preferans_site.settings import ALLOWED_HOSTS

DEBUG = False

LOGGING["handlers"]["console"]["formatter"] = os.environ.get("LOG_FORMAT", "json")  # noqa: F405

if not os.environ.get("SECRET_KEY"):
    raise ImproperlyConfigured("Set the SECRET_KEY environment variable.")
SECRET_KEY = os.environ["SECRET_KEY"]
if not ALLOWED_HOSTS:
    raise ImproperlyConfigured("Set the ALLOWED_HOSTS environment variable.")

SECURE_SSL_REDIRECT = True
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # the load balancer asks over plain HTTP
if THROTTLE_TRUST_FORWARDED:  # noqa: F405 - behind a proxy that terminates HTTPS
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_HSTS_SECONDS = 60 * 60 * 24 * 365
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True

STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

# Password reset letters go by SMTP: EMAIL_HOST and friends (settings.py), else the machine's
# own mail server on localhost:25. Never the development console backend.
if not os.environ.get("EMAIL_HOST"):
    MAILERS = {
        "default": {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {"host": "localhost", "port": 25},
        }
    }
