from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Load demo data for local development (`make run` calls this)."

    def handle(self, *args: object, **options: object) -> None:
        self.stdout.write("No demo data yet.")
