"""Migration tests: the database taken to a migration and back to the newest."""

from __future__ import annotations

from django.apps.registry import Apps
from django.db import connection
from django.db.migrations.executor import MigrationExecutor


def migrate(targets: list[tuple[str, str]]) -> Apps:
    """The database at ``targets``; the models as they were there."""
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def migrate_to_newest() -> None:
    """Back to the newest migrations, for the tests that follow."""
    migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())
