import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # a subprocess running manage.py check --deploy

ROOT = Path(__file__).resolve().parents[2]


def test_production_settings_pass_deploy_check():
    # tests/conftest.py sets DJANGO_ALLOW_ASYNC_UNSAFE for Playwright; a deployment never would.
    inherited = {k: v for k, v in os.environ.items() if k != "DJANGO_ALLOW_ASYNC_UNSAFE"}
    env = {
        **inherited,
        "DJANGO_SETTINGS_MODULE": "preferans_site.settings_production",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "example.org",
    }

    result = subprocess.run(  # noqa: S603
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )

    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout
