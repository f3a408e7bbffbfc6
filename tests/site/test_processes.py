"""Two app processes agree (issue 13): sessions, permissions, the drawn sheets and the rate
limits are shared through the signed cookie, PostgreSQL and Redis, not kept in one process.

Runs ``bench/load.py --checks-only``: it makes a fresh PostgreSQL database, starts two gunicorn
processes on ports 8701 and 8702 with the cache in Redis, and checks from both what one wrote
or counted. Needs the PostgreSQL and Redis servers on 127.0.0.1 (as on CI's machines).
"""

import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _listening(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(1)
        return probe.connect_ex(("127.0.0.1", port)) == 0


@pytest.mark.slow
@pytest.mark.skipif(
    not (_listening(5432) and _listening(6379)),
    reason="needs PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379",
)
def test_two_app_processes_agree_on_sessions_permissions_sheets_and_limits():
    result = subprocess.run(
        [sys.executable, "bench/load.py", "--checks-only"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr[-3000:]
    assert "processes agree (session, permissions, drawn sheet, rate limit): yes" in result.stdout
