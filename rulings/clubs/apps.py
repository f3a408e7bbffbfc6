from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ClubsConfig(AppConfig):
    name = "rulings.clubs"
    label = "clubs"
    verbose_name = _("Clubs")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        # rules.py (the permissions) is imported by rules' AutodiscoverRulesConfig
        from rulings.clubs import checks, signals  # noqa: F401 - receivers and the system check
