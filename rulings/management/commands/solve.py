"""``manage.py solve FILE [--json]``: double-dummy analysis where a deal record's play stops;
``--batch FILE``: many records, one JSON per line in and out, in one process (issue 15)."""

import json as json_module

from django.core.management.base import BaseCommand, CommandError

from rulings import json_input
from rulings.cli import dumps, load_json, load_lines, record_error
from rulings.core import (
    SOLVER_ENGINES,
    AnalysisError,
    RecordError,
    analyse_json,
    solver_engine,
)


class Command(BaseCommand):
    help = (
        "Solve a deal record (JSON) with all hands open where its play stops: the value (the "
        "declarer's or misère player's total tricks; on raspasy the player to play's), the "
        "value of each legal card, and a line of best play."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", nargs="?", help="a deal record (JSON), or - for standard input")
        parser.add_argument("--json", action="store_true", help="print JSON instead of text")
        parser.add_argument(
            "--batch",
            metavar="FILE",
            help="deal records, one per line (JSON lines; - for standard input): one line of "
            "JSON out for each, the --json answer or {errors: [{field, message}]}",
        )
        parser.add_argument(
            "--engine",
            choices=SOLVER_ENGINES,
            help="the solver engine (default: PREFERANS_SOLVER, else auto: compiled if built)",
        )

    def handle(self, *args, file=None, json=False, batch=None, engine=None, **options):
        if (file is None) == (batch is None):
            raise CommandError("give either a deal record FILE or --batch FILE")
        try:
            solver_engine(engine)  # --engine compiled when it was not built: say so at once
        except RuntimeError as error:
            raise CommandError(str(error)) from None
        if batch is not None:
            self.batch(batch, engine)
            return
        data = load_json(file)
        try:
            analysis = analyse_json(data, engine=engine)
        except RecordError as error:
            raise record_error(file, "deal record", error) from None
        except AnalysisError as error:
            raise CommandError(f"{file} cannot be solved: {error}") from None
        self.stdout.write(dumps(analysis.as_json()) if json else analysis.text())

    def batch(self, file: str, engine: str | None) -> None:
        """Each non-blank line's answer on one line, in order; a bad record gives its error
        line and the rest go on; the exit status says whether any failed."""
        failed = total = 0
        for text in load_lines(file):
            if not text.strip():
                continue
            total += 1
            answer = _answer(text, engine)
            failed += "errors" in answer
            self.stdout.write(json_module.dumps(answer, ensure_ascii=False))
        if failed:
            raise CommandError(f"{failed} of {total} records in {file} could not be solved")


def _answer(text: str, engine: str | None) -> dict:
    try:
        return analyse_json(json_input.loads(text), engine=engine).as_json()
    except json_module.JSONDecodeError as error:
        problems = [("", f"not JSON: {error}")]
    except RecordError as error:
        problems = error.problems
    except AnalysisError as error:
        problems = [("play", str(error))]
    return {"errors": [{"field": field, "message": message} for field, message in problems]}
