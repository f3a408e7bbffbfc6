"""``manage.py conventions [--json] [--option NAME …] [--export PRESET | --import FILE]``: every
convention option (section, words in both languages, values, each preset's default, sources), a
preset's rules as a house rules JSON, or a house rules JSON checked and read back."""

from django.core.management.base import BaseCommand, CommandError

from rulings.cli import dumps, load_json
from rulings.core import (
    PRESETS,
    Convention,
    ConventionError,
    check_option_names,
    export_rules,
    import_rules,
    option_table,
)


class Command(BaseCommand):
    help = (
        "List every convention option with its values, each preset's default and its sources; "
        "export a preset's rules or check a house rules file (JSON of options)."
    )

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="print the options as JSON")
        parser.add_argument(
            "--option", action="append", default=[], metavar="NAME", help="only these options"
        )
        action = parser.add_mutually_exclusive_group()
        action.add_argument(
            "--export", metavar="PRESET", help="print the preset's rules as a house rules JSON"
        )
        action.add_argument(
            "--import",
            dest="import_file",
            metavar="FILE",
            help="read a house rules JSON (or - for standard input) and print it checked",
        )

    def handle(self, *args, json=False, option=(), export=None, import_file=None, **options):
        try:
            if export is not None:
                self.stdout.write(dumps(export_rules(Convention.preset(export))))
                return
            if import_file is not None:
                conv = import_rules(load_json(import_file))
                self.stdout.write(dumps(export_rules(conv)))
                return
            check_option_names(option)
        except ConventionError as error:
            raise CommandError(str(error)) from None
        table = [row for row in option_table() if not option or row["name"] in option]
        if json:
            self.stdout.write(dumps({"presets": list(PRESETS), "options": table}))
            return
        for row in table:
            self.stdout.write(self.describe(row))

    @staticmethod
    def describe(row: dict) -> str:
        values = row["values"]
        kinds = " | ".join(str(v) for v in values) if isinstance(values, list) else values
        defaults = ", ".join(f"{key} {value}" for key, value in row["defaults"].items())
        lines = [
            f"{row['name']}  [{row['section']}]  {kinds}",
            f"  en: {row['en']}",
            f"  ru: {row['ru']}",
            f"  defaults: {defaults}",
            *(f"  source: {text}" for text in row["sources"]),
            "",
        ]
        return "\n".join(lines)
