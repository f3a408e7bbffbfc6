"""WSGI entry point for the Preferans site."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "preferans_site.settings")

django_application = get_wsgi_application()

# the live sheet's poll answered 304 from Redis before Django's handler (issue 24); imported
# once Django is set up
from rulings.calculator.live import LivePollApplication  # noqa: E402

application = LivePollApplication(django_application)
