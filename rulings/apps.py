from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class RulingsConfig(AppConfig):
    name = "rulings"
    verbose_name = _("Rulings")

    def ready(self):
        # the object permissions (django-rules): named permissions.py, not the rules.py that
        # AutodiscoverRulesConfig looks for, so that "rules" means the game's rules in this app
        from rulings import permissions  # noqa: F401 - registers the permission predicates
        from rulings.calculator import signals  # noqa: F401 - connects its receivers
        from rulings.web import checks  # noqa: F401 - registers the words' system check
