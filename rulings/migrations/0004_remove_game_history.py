"""The undo history now lives in UndoStep rows (0003 moved it there)."""

from django.db import migrations


class Migration(migrations.Migration):
    # apart from 0003: PostgreSQL will not alter a table with the copy's checks still pending
    dependencies = [("rulings", "0003_undo_steps")]

    operations = [migrations.RemoveField(model_name="game", name="history")]
