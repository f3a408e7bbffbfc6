import os
import shutil

import pytest
from hypothesis import HealthCheck, settings

# CI machines are small and shared: no per-example deadline, and slow data generation is not a
# failure. Each property still sets its own number of examples.
settings.register_profile("project", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("project")

# Playwright's sync API runs an event loop in the test thread; Django's ORM refuses to run
# there unless told it is safe (it is: the live server runs in its own thread).
os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Use Debian's chromium: Playwright cannot download its own browsers here."""
    return {
        **browser_type_launch_args,
        "executable_path": shutil.which("chromium"),
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }
