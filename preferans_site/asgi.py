"""ASGI entry point for the Preferans site."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "preferans_site.settings")

application = get_asgi_application()
