"""``manage.py lessons list [--json]`` and ``manage.py lessons check``: the course's content.

``list`` prints the stages and their levels (``--json``: ``{"stages": [{"id", "category",
"title", "levels": [{"id", "kind"}]}]}``); ``check`` grades every shipped level's stated answer
and wrong answers, recomputes stored solver tables, checks both languages and every citation,
prints the problems and exits 1 if there are any.
"""

import json

from django.core.management.base import BaseCommand, CommandError

from tutorial.lessons import COURSE, check_course


class Command(BaseCommand):
    help = "List the course's stages and levels, or check every shipped level against its grader."
    # The content is pure Python: it needs no database, templates or other system checks.
    requires_system_checks: list[str] = []

    def add_arguments(self, parser):
        sub = parser.add_subparsers(dest="action", required=True)
        listing = sub.add_parser("list", help="the stages and their levels")
        listing.add_argument("--json", action="store_true", help="print JSON")
        sub.add_parser("check", help="grade every level's stated answer; exit 1 on problems")

    def handle(self, *args, action: str, **options):
        if action == "list":
            self.list_lessons(as_json=options.get("json", False))
        else:
            self.check_lessons()

    def list_lessons(self, *, as_json: bool) -> None:
        stages = [
            {
                "id": stage.id,
                "category": stage.category,
                "title": stage.title.as_json(),
                "levels": [{"id": level.id, "kind": level.kind} for level in stage.levels],
            }
            for stage in COURSE.stages
        ]
        if as_json:
            self.stdout.write(json.dumps({"stages": stages}, ensure_ascii=False, indent=2))
            return
        for stage in stages:
            self.stdout.write(f"{stage['id']} ({stage['category']}): {stage['title']['en']}")
            for item in stage["levels"]:
                self.stdout.write(f"  {item['id']}  {item['kind']}")

    def check_lessons(self) -> None:
        problems = check_course(COURSE)
        for problem in problems:
            self.stdout.write(problem)
        count = len(COURSE.levels)
        if problems:
            raise CommandError(f"{len(problems)} problems in {count} levels")
        self.stdout.write(f"{count} levels in {len(COURSE.stages)} stages: every level passes")
