"""``manage.py lessons list [--json]``, ``lessons check [--whole-pool]``, ``lessons pool``.

``list`` prints the stages and their levels (``--json``: ``{"stages": [{"id", "category",
"title", "levels": [{"id", "kind"}]}]}``); ``check`` grades every shipped level's stated answer
and wrong answers, recomputes stored solver tables, checks both languages and every citation,
prints the problems and exits 1 if there are any (and, on 30 practice seeds per stage, that no
level prints its answer above its question or leaves a wrong answer without its reason); it
also checks the practice pools of the value-graded stages (``tutorial/lessons/pool.py``): every
entry's stated and wrong answers, and the solver tables of a sample (``--whole-pool``: of every
entry, minutes). ``pool [--stage ...] [--size N] [--seed N]`` makes those pools again (minutes:
the solver fills every table); ``pool --made`` makes the solver results of the slow generating
stages' pooled seeds again (``tutorial/lessons/made.py``), which ``check`` also verifies: every
pooled seed generated from the store, a sample of them (``--whole-pool``: all) solved afresh.
"""

import json

from django.core.management.base import BaseCommand, CommandError

from tutorial.lessons import COURSE, check_course, made, pool
from tutorial.lessons.check import PRACTICE_SEEDS, check_practice
from tutorial.lessons.generators import MADE_AHEAD, uncached

POOL_SAMPLE = 4  # entries per pool whose tables `lessons check` recomputes


class Command(BaseCommand):
    help = "List the course's stages and levels, or check every shipped level against its grader."
    # The content is pure Python: it needs no database, templates or other system checks.
    requires_system_checks: list[str] = []

    def add_arguments(self, parser):
        sub = parser.add_subparsers(dest="action", required=True)
        listing = sub.add_parser("list", help="the stages and their levels")
        listing.add_argument("--json", action="store_true", help="print JSON")
        check = sub.add_parser("check", help="grade every stated answer; exit 1 on problems")
        check.add_argument(
            "--whole-pool", action="store_true", help="recompute every pool entry's table"
        )
        making = sub.add_parser("pool", help="make the practice pools of stages 4 and 5 again")
        making.add_argument("--stage", choices=pool.POOL_STAGES, action="append")
        making.add_argument("--size", type=int, default=pool.POOL_SIZE)
        making.add_argument("--seed", type=int, default=0)
        making.add_argument(
            "--made", action="store_true", help="make the slow stages' solver results again"
        )

    def handle(self, *args, action: str, **options):
        if action == "list":
            self.list_lessons(as_json=options.get("json", False))
        elif action == "pool" and options["made"]:
            path = made.make({stage_id: uncached(stage_id) for stage_id in MADE_AHEAD})
            self.stdout.write(f"{len(MADE_AHEAD)} stages, {made.POOLED_SEEDS} seeds each: {path}")
        elif action == "pool":
            for stage_id in options["stage"] or pool.POOL_STAGES:
                entries = pool.make_pool(stage_id, options["size"], options["seed"])
                path = pool.write_pool(stage_id, entries)
                self.stdout.write(f"{stage_id}: {len(entries)} deals in {path}")
        else:
            self.check_lessons(whole_pool=options["whole_pool"])

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

    def check_lessons(self, *, whole_pool: bool) -> None:
        problems = check_course(COURSE) + check_practice()
        pooled = 0
        for stage_id in pool.POOL_STAGES:
            size = len(pool.load_pool(stage_id))
            step = 1 if whole_pool else max(1, size // POOL_SAMPLE)
            problems += pool.check_pool(stage_id, recompute=range(0, size, step))
            pooled += size
        for stage_id in MADE_AHEAD:
            seeds = made.pooled_seeds(stage_id)
            again = seeds if whole_pool else seeds[:: max(1, len(seeds) // POOL_SAMPLE)]
            problems += made.check(stage_id, uncached(stage_id), recompute=again)
            pooled += len(seeds)
        for problem in problems:
            self.stdout.write(problem)
        count = len(COURSE.levels)
        if problems:
            raise CommandError(f"{len(problems)} problems in {count} levels and {pooled} pooled")
        self.stdout.write(
            f"{count} levels in {len(COURSE.stages)} stages and {pooled} pooled practice deals"
            f" ({'every table' if whole_pool else 'the tables of a sample'} recomputed),"
            f" {PRACTICE_SEEDS} practice levels of every generating stage read:"
            " every level passes"
        )
