"""The convention presets the calculator offers, by name."""

from django.utils.translation import gettext_lazy as _

PRESET_LABELS = {
    "sochi": _("Sochi (Сочинка)"),
    "leningrad": _("Leningrad (Ленинградка)"),
    "rostov": _("Rostov (Ростов)"),
    "classic": _("Classic (Классика)"),
    "kurochka": _("Classic with kurochka (Классика с курочкой)"),
    "balkan": _("Balkan (Балканский: bule, supe, refe)"),
}
